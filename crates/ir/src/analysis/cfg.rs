//! The control-flow graph of a body.
//!
//! Invariants: `successors(b)` and `predecessors(b)` are free of duplicates,
//! successors in terminator operand order, predecessors in layout order of the
//! predecessor blocks; [`Cfg::edge_multiplicity`] keeps how many terminator
//! operands name the same edge (a `switch` with two cases to one block gives 2),
//! which is what phi nodes count. The reverse post-order covers exactly the
//! blocks reachable from the entry block, entry first.
//!
//! Complexity: one pass over the terminators plus one iterative depth-first
//! search, O(blocks + edges).

use crate::function::{Block, Body};

/// Successors, predecessors, reachability and block orders of one body.
#[derive(Clone, Debug, Default)]
pub struct Cfg {
    successors: Vec<Vec<Block>>,
    /// Parallel to `successors`: how many terminator operands name that edge.
    successor_edge_multiplicity: Vec<Vec<u32>>,
    predecessors: Vec<Vec<Block>>,
    in_layout: Vec<bool>,
    reachable: Vec<bool>,
    reverse_post_order: Vec<Block>,
    post_order: Vec<Block>,
    /// Position in `reverse_post_order`, `u32::MAX` for unreachable blocks.
    reverse_post_order_number: Vec<u32>,
}

impl Cfg {
    /// Computes the graph of `body` from the terminators of its layout blocks.
    pub fn compute(body: &Body) -> Cfg {
        let block_count = body.blocks.len();
        let mut in_layout = vec![false; block_count];
        for &b in &body.layout {
            if let Some(flag) = in_layout.get_mut(b.index()) {
                *flag = true;
            }
        }
        let mut successors = vec![Vec::new(); block_count];
        let mut successor_edge_multiplicity = vec![Vec::new(); block_count];
        let mut predecessors: Vec<Vec<Block>> = vec![Vec::new(); block_count];
        for &from in &body.layout {
            if !in_layout.get(from.index()).copied().unwrap_or(false)
                || !successors[from.index()].is_empty()
            {
                // Out of range, or listed twice in the layout: counted once.
                continue;
            }
            let Some(terminator) = body.block(from).insts.last() else {
                continue;
            };
            let Some(data) = body.insts.get(terminator.index()) else {
                continue;
            };
            let mut targets: Vec<Block> = Vec::new();
            let mut counts: Vec<u32> = Vec::new();
            for to in data.kind.successors() {
                if !in_layout.get(to.index()).copied().unwrap_or(false) {
                    continue;
                }
                match targets.iter().position(|&t| t == to) {
                    Some(k) => counts[k] += 1,
                    None => {
                        targets.push(to);
                        counts.push(1);
                        predecessors[to.index()].push(from);
                    }
                }
            }
            successors[from.index()] = targets;
            successor_edge_multiplicity[from.index()] = counts;
        }

        let mut cfg = Cfg {
            successors,
            successor_edge_multiplicity,
            predecessors,
            in_layout,
            reachable: vec![false; block_count],
            reverse_post_order: Vec::new(),
            post_order: Vec::new(),
            reverse_post_order_number: vec![u32::MAX; block_count],
        };
        if let Some(entry) = body.entry().filter(|e| cfg.is_in_layout(*e)) {
            cfg.compute_orders(entry);
        }
        cfg
    }

    /// Iterative depth-first search from `entry` filling the reachable set and both orders.
    fn compute_orders(&mut self, entry: Block) {
        // Stack of (block, index of the next successor to visit).
        let mut stack: Vec<(Block, usize)> = vec![(entry, 0)];
        self.reachable[entry.index()] = true;
        while let Some(top) = stack.last_mut() {
            let (block, next) = *top;
            if let Some(&succ) = self.successors[block.index()].get(next) {
                top.1 += 1;
                if !self.reachable[succ.index()] {
                    self.reachable[succ.index()] = true;
                    stack.push((succ, 0));
                }
            } else {
                self.post_order.push(block);
                stack.pop();
            }
        }
        self.reverse_post_order = self.post_order.iter().rev().copied().collect();
        for (number, b) in self.reverse_post_order.iter().enumerate() {
            self.reverse_post_order_number[b.index()] = number as u32;
        }
    }

    /// Distinct successors of `b`, in terminator operand order.
    pub fn successors(&self, b: Block) -> &[Block] {
        self.successors.get(b.index()).map_or(&[], Vec::as_slice)
    }

    /// Distinct predecessors of `b`, in layout order.
    pub fn predecessors(&self, b: Block) -> &[Block] {
        self.predecessors.get(b.index()).map_or(&[], Vec::as_slice)
    }

    /// How many terminator operands of `from` name `to` (0 if there is no edge).
    pub fn edge_multiplicity(&self, from: Block, to: Block) -> u32 {
        let Some(targets) = self.successors.get(from.index()) else {
            return 0;
        };
        targets
            .iter()
            .position(|&t| t == to)
            .map_or(0, |k| self.successor_edge_multiplicity[from.index()][k])
    }

    /// The single distinct predecessor of `b`, if it has exactly one.
    pub fn unique_predecessor(&self, b: Block) -> Option<Block> {
        match self.predecessors(b) {
            [only] => Some(*only),
            _ => None,
        }
    }

    /// True if `b` is a valid block handle placed in the layout.
    pub fn is_in_layout(&self, b: Block) -> bool {
        self.in_layout.get(b.index()).copied().unwrap_or(false)
    }

    /// True if `b` is reachable from the entry block.
    pub fn is_reachable(&self, b: Block) -> bool {
        self.reachable.get(b.index()).copied().unwrap_or(false)
    }

    /// Reachable blocks in reverse post-order (entry first).
    pub fn reverse_post_order(&self) -> &[Block] {
        &self.reverse_post_order
    }

    /// Reachable blocks in post-order (entry last).
    pub fn post_order(&self) -> &[Block] {
        &self.post_order
    }

    /// Position of `b` in the reverse post-order; `None` if unreachable.
    pub fn reverse_post_order_number(&self, b: Block) -> Option<u32> {
        self.reverse_post_order_number
            .get(b.index())
            .copied()
            .filter(|&n| n != u32::MAX)
    }

    /// Number of block handles the side tables are sized for.
    pub fn block_capacity(&self) -> usize {
        self.successors.len()
    }
}
