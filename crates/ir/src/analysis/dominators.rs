//! Dominator tree and instruction-level dominance.
//!
//! Immediate dominators come from the Cooper–Harvey–Kennedy iteration ("A
//! Simple, Fast Dominance Algorithm") over the reverse post-order; the tree is
//! then numbered by one depth-first walk so that `dominates(a, b)` is two
//! integer compares: `a` dominates `b` iff `pre(a) <= pre(b)` and
//! `post(b) <= post(a)`.
//!
//! Unreachable blocks (not reachable from the entry block) have no immediate
//! dominator and no tree numbers: no block dominates them and they dominate no
//! block, not even themselves. Callers decide what that means for uses there;
//! [`DomTree::inst_dominates_use`] follows LLVM and treats a use in an
//! unreachable block as dominated.
//!
//! Instruction dominance follows LLVM's semantics: a definition dominates a use
//! in its own block if it comes earlier; a phi's use of a value happens at the
//! end of the corresponding incoming block; the result of an `invoke` (or
//! `callbr`) exists only on the edge to its normal (default) destination.
//!
//! Complexity: `compute` is O(iterations × edges) with few iterations on real
//! CFGs, then O(blocks) for the numbering; every query is O(1) and allocation-free.

use super::cfg::Cfg;
use crate::function::{Block, Body, Inst};
use crate::inst::InstKind;

/// Where a value is used.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum UseSite {
    /// An operand of an ordinary (non-phi) instruction.
    Inst(Inst),
    /// An incoming value of a phi, used at the end of `incoming_block`.
    PhiIncoming { phi: Inst, incoming_block: Block },
}

/// Position of every instruction within its block, computed once.
#[derive(Clone, Debug, Default)]
pub struct InstPositions {
    /// Index within the block; `u32::MAX` for instructions not placed in a layout block.
    position_in_block: Vec<u32>,
}

impl InstPositions {
    /// Numbers the instructions of every layout block, O(instructions).
    pub fn compute(body: &Body) -> InstPositions {
        let mut position_in_block = vec![u32::MAX; body.insts.len()];
        for_each_placed(body, |i, _, position| {
            position_in_block[i.index()] = position
        });
        InstPositions { position_in_block }
    }

    /// Position of `i` within its block, `None` if it is not placed.
    pub fn position(&self, i: Inst) -> Option<u32> {
        self.position_in_block
            .get(i.index())
            .copied()
            .filter(|&p| p != u32::MAX)
    }
}

/// Calls `f` with each instruction listed by a layout block, that block and
/// the instruction's index in it (instruction handles out of range are skipped).
fn for_each_placed(body: &Body, mut f: impl FnMut(Inst, Block, u32)) {
    for &b in &body.layout {
        let Some(data) = body.blocks.get(b.index()) else {
            continue;
        };
        for (position, &i) in data.insts.iter().enumerate() {
            if i.index() < body.insts.len() {
                f(i, b, position as u32);
            }
        }
    }
}

/// Position and block of every instruction, computed once.
#[derive(Clone, Debug, Default)]
pub struct InstOrder {
    positions: InstPositions,
    /// The index of the layout block listing the instruction; `u32::MAX` for
    /// none (half the size of an `Option<Block>`: one entry per instruction).
    block_of: Vec<u32>,
}

impl InstOrder {
    /// Numbers the instructions of every layout block, O(instructions).
    pub fn compute(body: &Body) -> InstOrder {
        let mut position_in_block = vec![u32::MAX; body.insts.len()];
        let mut block_of = vec![u32::MAX; body.insts.len()];
        for_each_placed(body, |i, b, position| {
            position_in_block[i.index()] = position;
            block_of[i.index()] = b.0;
        });
        InstOrder {
            positions: InstPositions { position_in_block },
            block_of,
        }
    }

    /// Position of `i` within its block, `None` if it is not placed.
    pub fn position(&self, i: Inst) -> Option<u32> {
        self.positions.position(i)
    }

    /// The layout block listing `i`.
    pub fn block(&self, i: Inst) -> Option<Block> {
        self.block_of
            .get(i.index())
            .copied()
            .filter(|&b| b != u32::MAX)
            .map(Block)
    }

    /// True if `a` and `b` are in the same block and `a` comes first.
    pub fn comes_before_in_same_block(&self, a: Inst, b: Inst) -> bool {
        match (
            self.block(a),
            self.block(b),
            self.position(a),
            self.position(b),
        ) {
            (Some(ba), Some(bb), Some(pa), Some(pb)) => ba == bb && pa < pb,
            _ => false,
        }
    }
}

/// The dominator tree of a body.
#[derive(Clone, Debug, Default)]
pub struct DomTree {
    immediate_dominator: Vec<Option<Block>>,
    children: Vec<Vec<Block>>,
    /// Depth-first pre-order number in the tree, `u32::MAX` if unreachable.
    preorder_number: Vec<u32>,
    /// Depth-first post-order number in the tree, `u32::MAX` if unreachable.
    postorder_number: Vec<u32>,
    root: Option<Block>,
}

impl DomTree {
    /// Computes immediate dominators and the tree numbering.
    pub fn compute(body: &Body, cfg: &Cfg) -> DomTree {
        let block_count = body.blocks.len().max(cfg.block_capacity());
        let rpo = cfg.reverse_post_order();
        let mut tree = DomTree {
            immediate_dominator: vec![None; block_count],
            children: vec![Vec::new(); block_count],
            preorder_number: vec![u32::MAX; block_count],
            postorder_number: vec![u32::MAX; block_count],
            root: rpo.first().copied(),
        };
        let Some(entry) = tree.root else {
            return tree;
        };

        // Work on reverse post-order numbers; the entry's idom is itself during the iteration.
        let rpo_number = |b: Block| cfg.reverse_post_order_number(b);
        let mut idom_by_number: Vec<u32> = vec![u32::MAX; rpo.len()];
        idom_by_number[0] = 0;
        let mut changed = true;
        while changed {
            changed = false;
            for (number, &b) in rpo.iter().enumerate().skip(1) {
                let mut new_idom = u32::MAX;
                for &pred in cfg.predecessors(b) {
                    let Some(p) = rpo_number(pred) else { continue };
                    if idom_by_number[p as usize] == u32::MAX {
                        continue;
                    }
                    new_idom = if new_idom == u32::MAX {
                        p
                    } else {
                        intersect(&idom_by_number, p, new_idom)
                    };
                }
                if idom_by_number[number] != new_idom {
                    idom_by_number[number] = new_idom;
                    changed = true;
                }
            }
        }
        for (number, &b) in rpo.iter().enumerate().skip(1) {
            let idom = rpo[idom_by_number[number] as usize];
            tree.immediate_dominator[b.index()] = Some(idom);
            tree.children[idom.index()].push(b);
        }
        tree.number_tree(entry);
        tree
    }

    /// Gives every tree node its depth-first pre- and post-order numbers.
    fn number_tree(&mut self, root: Block) {
        let mut pre = 0u32;
        let mut post = 0u32;
        let mut stack: Vec<(Block, usize)> = vec![(root, 0)];
        self.preorder_number[root.index()] = pre;
        pre += 1;
        while let Some(top) = stack.last_mut() {
            let (node, next) = *top;
            if let Some(&child) = self.children[node.index()].get(next) {
                top.1 += 1;
                self.preorder_number[child.index()] = pre;
                pre += 1;
                stack.push((child, 0));
            } else {
                self.postorder_number[node.index()] = post;
                post += 1;
                stack.pop();
            }
        }
    }

    /// The entry block, root of the tree (`None` for an empty body).
    pub fn root(&self) -> Option<Block> {
        self.root
    }

    /// The immediate dominator of `b`; `None` for the entry and unreachable blocks.
    pub fn immediate_dominator(&self, b: Block) -> Option<Block> {
        self.immediate_dominator.get(b.index()).copied().flatten()
    }

    /// Blocks immediately dominated by `b`, in reverse post-order.
    pub fn children(&self, b: Block) -> &[Block] {
        self.children.get(b.index()).map_or(&[], Vec::as_slice)
    }

    /// True if `b` is in the tree (reachable from the entry).
    pub fn is_reachable(&self, b: Block) -> bool {
        self.preorder_number
            .get(b.index())
            .is_some_and(|&n| n != u32::MAX)
    }

    /// True if every path from the entry to `b` passes through `a` (reflexive).
    /// False whenever either block is unreachable.
    pub fn dominates(&self, a: Block, b: Block) -> bool {
        if !self.is_reachable(a) || !self.is_reachable(b) {
            return false;
        }
        self.preorder_number[a.index()] <= self.preorder_number[b.index()]
            && self.postorder_number[b.index()] <= self.postorder_number[a.index()]
    }

    /// `a` dominates `b` and `a != b`.
    pub fn strictly_dominates(&self, a: Block, b: Block) -> bool {
        a != b && self.dominates(a, b)
    }

    /// True if the edge `from → to` dominates block `b`: every path from the entry
    /// to `b` passes through that edge. Needs `to` to be reached only through this
    /// edge or from blocks that `to` itself dominates (back edges).
    pub fn edge_dominates(&self, cfg: &Cfg, from: Block, to: Block, b: Block) -> bool {
        if cfg.edge_multiplicity(from, to) != 1 {
            // Two terminator operands on the same edge: the edge is not unique.
            return false;
        }
        if !self.dominates(to, b) {
            return false;
        }
        cfg.predecessors(to)
            .iter()
            .all(|&pred| pred == from || !cfg.is_reachable(pred) || self.dominates(to, pred))
    }

    /// True if the result of `def` is available at `site`, by LLVM's rules (see the module
    /// docs). A use in an unreachable block is dominated by everything; a definition in
    /// an unreachable block or not placed in a block dominates nothing reachable.
    pub fn inst_dominates_use(
        &self,
        body: &Body,
        cfg: &Cfg,
        order: &InstOrder,
        def: Inst,
        site: UseSite,
    ) -> bool {
        let use_block = match site {
            UseSite::Inst(user) => order.block(user),
            UseSite::PhiIncoming { incoming_block, .. } => Some(incoming_block),
        };
        let Some(use_block) = use_block else {
            return false;
        };
        if !self.is_reachable(use_block) {
            return true;
        }
        let Some(def_block) = order.block(def) else {
            return false;
        };
        if !self.is_reachable(def_block) {
            return false;
        }
        let only_on_edge_to = body.insts.get(def.index()).and_then(|d| match &d.kind {
            InstKind::Invoke { normal, .. } => Some(*normal),
            InstKind::CallBr { default, .. } => Some(*default),
            _ => None,
        });
        if let Some(normal) = only_on_edge_to {
            return match site {
                UseSite::PhiIncoming {
                    phi,
                    incoming_block,
                } if incoming_block == def_block && order.block(phi) == Some(normal) => {
                    cfg.edge_multiplicity(def_block, normal) == 1
                }
                _ => self.edge_dominates(cfg, def_block, normal, use_block),
            };
        }
        match site {
            UseSite::Inst(user) if def_block == use_block => {
                order.comes_before_in_same_block(def, user)
            }
            UseSite::Inst(_) => self.strictly_dominates(def_block, use_block),
            UseSite::PhiIncoming { .. } => self.dominates(def_block, use_block),
        }
    }
}

/// The nearest common dominator of two reverse post-order numbers.
fn intersect(idom_by_number: &[u32], mut a: u32, mut b: u32) -> u32 {
    while a != b {
        while a > b {
            a = idom_by_number[a as usize];
        }
        while b > a {
            b = idom_by_number[b as usize];
        }
    }
    a
}
