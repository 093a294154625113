//! Natural loops.
//!
//! A back edge is an edge `latch → header` where `header` dominates `latch`.
//! All back edges into one header form one loop: the header plus every block
//! that reaches a latch without passing through the header. Loops nest: a
//! loop's parent is the smallest other loop containing its header.
//!
//! Irreducible cycles (cycles entered at more than one block, so no block of the
//! cycle dominates the others) have no back edge and are therefore not loops;
//! their blocks belong to whatever natural loop encloses them, if any.
//! Unreachable blocks belong to no loop.
//!
//! Invariants: loop blocks, latches, exiting and exit blocks are listed in
//! reverse post-order, headers first; [`LoopInfo::loops_inner_first`] lists
//! every loop after all of its sub-loops, deterministically.
//!
//! Complexity: headers are processed in reverse of reverse post-order, so inner
//! loops are discovered first; the backward walk of an outer loop jumps over an
//! already discovered sub-loop through its header, so each block is walked
//! about once per loop that directly contains it. Filling the full block lists
//! costs the sum of loop sizes (blocks × depth).

use super::cfg::Cfg;
use super::dominators::DomTree;
use crate::function::{Block, Body};

/// Handle of a loop in a [`LoopInfo`].
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct LoopId(pub u32);

impl LoopId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// One natural loop.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoopData {
    pub header: Block,
    /// Sources of the back edges into `header`.
    pub latches: Vec<Block>,
    /// Every block of the loop, sub-loops included, header first.
    pub blocks: Vec<Block>,
    pub parent: Option<LoopId>,
    pub children: Vec<LoopId>,
    /// 1 for an outermost loop.
    pub depth: u32,
    /// Blocks of the loop with a successor outside it.
    pub exiting_blocks: Vec<Block>,
    /// Blocks outside the loop with a predecessor inside it.
    pub exit_blocks: Vec<Block>,
}

/// All natural loops of a body.
#[derive(Clone, Debug, Default)]
pub struct LoopInfo {
    loops: Vec<LoopData>,
    /// The innermost loop containing each block.
    innermost_loop: Vec<Option<LoopId>>,
    inner_first: Vec<LoopId>,
    top_level: Vec<LoopId>,
}

impl LoopInfo {
    pub fn compute(body: &Body, cfg: &Cfg, dom: &DomTree) -> LoopInfo {
        let block_count = body.blocks.len().max(cfg.block_capacity());
        let mut info = LoopInfo {
            loops: Vec::new(),
            innermost_loop: vec![None; block_count],
            inner_first: Vec::new(),
            top_level: Vec::new(),
        };
        let rpo = cfg.reverse_post_order();
        let mut worklist: Vec<Block> = Vec::new();
        for &header in rpo.iter().rev() {
            let latches: Vec<Block> = cfg
                .predecessors(header)
                .iter()
                .copied()
                .filter(|&p| dom.dominates(header, p))
                .collect();
            if latches.is_empty() {
                continue;
            }
            let id = LoopId(info.loops.len() as u32);
            info.loops.push(LoopData {
                header,
                latches: latches.clone(),
                blocks: Vec::new(),
                parent: None,
                children: Vec::new(),
                depth: 0,
                exiting_blocks: Vec::new(),
                exit_blocks: Vec::new(),
            });
            info.discover_loop_blocks(cfg, id, header, latches, &mut worklist);
        }
        info.finish(cfg);
        info
    }

    /// Backward walk from the latches of `id`, claiming unowned blocks and adopting
    /// already discovered outermost sub-loops.
    fn discover_loop_blocks(
        &mut self,
        cfg: &Cfg,
        id: LoopId,
        header: Block,
        latches: Vec<Block>,
        worklist: &mut Vec<Block>,
    ) {
        self.innermost_loop[header.index()] = Some(id);
        worklist.clear();
        worklist.extend(latches);
        while let Some(block) = worklist.pop() {
            match self.innermost_loop[block.index()] {
                None => {
                    self.innermost_loop[block.index()] = Some(id);
                    worklist.extend(
                        cfg.predecessors(block)
                            .iter()
                            .copied()
                            .filter(|&p| cfg.is_reachable(p)),
                    );
                }
                Some(owner) if owner == id => {}
                Some(owner) => {
                    let outermost = self.outermost_ancestor(owner);
                    if outermost == id {
                        continue;
                    }
                    self.loops[outermost.index()].parent = Some(id);
                    let sub_header = self.loops[outermost.index()].header;
                    worklist.extend(
                        cfg.predecessors(sub_header)
                            .iter()
                            .copied()
                            .filter(|&p| cfg.is_reachable(p)),
                    );
                }
            }
        }
    }

    fn outermost_ancestor(&self, mut l: LoopId) -> LoopId {
        while let Some(parent) = self.loops[l.index()].parent {
            l = parent;
        }
        l
    }

    /// Children lists, depths, block lists, exits and the inner-first order.
    fn finish(&mut self, cfg: &Cfg) {
        // Loops were created innermost-first per header in reverse RPO; order children and
        // roots by header RPO number for determinism.
        let mut by_header_rpo: Vec<LoopId> = (0..self.loops.len() as u32).map(LoopId).collect();
        by_header_rpo.sort_by_key(|l| cfg.reverse_post_order_number(self.loops[l.index()].header));
        for &l in &by_header_rpo {
            match self.loops[l.index()].parent {
                Some(parent) => self.loops[parent.index()].children.push(l),
                None => self.top_level.push(l),
            }
        }
        // Depths, parents before children (headers of parents come earlier in RPO).
        for &l in &by_header_rpo {
            self.loops[l.index()].depth = match self.loops[l.index()].parent {
                Some(parent) => self.loops[parent.index()].depth + 1,
                None => 1,
            };
        }
        // Full block lists: each block joins its innermost loop and every ancestor.
        for &b in cfg.reverse_post_order() {
            let mut current = self.innermost_loop[b.index()];
            while let Some(l) = current {
                self.loops[l.index()].blocks.push(b);
                current = self.loops[l.index()].parent;
            }
        }
        for l in 0..self.loops.len() {
            let id = LoopId(l as u32);
            let mut exiting_blocks = Vec::new();
            let mut exit_blocks: Vec<Block> = Vec::new();
            for &b in &self.loops[l].blocks {
                let mut exits_here = false;
                for &s in cfg.successors(b) {
                    if !self.contains(id, s) {
                        exits_here = true;
                        if !exit_blocks.contains(&s) {
                            exit_blocks.push(s);
                        }
                    }
                }
                if exits_here {
                    exiting_blocks.push(b);
                }
            }
            exit_blocks.sort_by_key(|&b| cfg.reverse_post_order_number(b));
            self.loops[l].exiting_blocks = exiting_blocks;
            self.loops[l].exit_blocks = exit_blocks;
        }
        // Post-order over the loop forest: every loop after its sub-loops.
        let mut stack: Vec<(LoopId, usize)> = Vec::new();
        for &root in &self.top_level {
            stack.push((root, 0));
            while let Some(top) = stack.last_mut() {
                let (l, next) = *top;
                if let Some(&child) = self.loops[l.index()].children.get(next) {
                    top.1 += 1;
                    stack.push((child, 0));
                } else {
                    self.inner_first.push(l);
                    stack.pop();
                }
            }
        }
    }

    /// The loop data of `l`.
    pub fn get(&self, l: LoopId) -> &LoopData {
        &self.loops[l.index()]
    }

    /// Number of loops.
    pub fn len(&self) -> usize {
        self.loops.len()
    }

    pub fn is_empty(&self) -> bool {
        self.loops.is_empty()
    }

    /// The innermost loop containing `b`.
    pub fn innermost_loop(&self, b: Block) -> Option<LoopId> {
        self.innermost_loop.get(b.index()).copied().flatten()
    }

    /// The loop whose header is `b`.
    pub fn loop_with_header(&self, b: Block) -> Option<LoopId> {
        self.innermost_loop(b)
            .filter(|l| self.loops[l.index()].header == b)
    }

    /// Nesting depth of `b`: 0 outside every loop.
    pub fn depth(&self, b: Block) -> u32 {
        self.innermost_loop(b)
            .map_or(0, |l| self.loops[l.index()].depth)
    }

    /// True if block `b` belongs to loop `l` (directly or through a sub-loop). O(depth).
    pub fn contains(&self, l: LoopId, b: Block) -> bool {
        let Some(inner) = self.innermost_loop(b) else {
            return false;
        };
        let target_depth = self.loops[l.index()].depth;
        let mut current = inner;
        while self.loops[current.index()].depth > target_depth {
            match self.loops[current.index()].parent {
                Some(parent) => current = parent,
                None => return false,
            }
        }
        current == l
    }

    /// Outermost loops, by header reverse post-order.
    pub fn top_level_loops(&self) -> &[LoopId] {
        &self.top_level
    }

    /// Every loop, each after all of its sub-loops.
    pub fn loops_inner_first(&self) -> &[LoopId] {
        &self.inner_first
    }
}
