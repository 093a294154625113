//! Small editing utilities over a [`Body`] shared by the phases.
//!
//! Invariants: every helper here is linear in the body (one pass over the
//! instructions); none keeps state between calls.

use ir::{Block, Body, Inst, InstKind, Operand, Value};
use rustc_hash::FxHashMap as HashMap;

/// Rewrites every operand that names a key of `replacements` (following chains,
/// so `a -> b -> c` rewrites `a` to `c`), in one pass over the placed instructions.
pub fn replace_values(body: &mut Body, replacements: &HashMap<Value, Operand>) {
    if replacements.is_empty() {
        return;
    }
    let resolve = |mut operand: Operand| {
        while let Some(next) = operand.as_value().and_then(|v| replacements.get(&v)) {
            operand = next.clone();
        }
        operand
    };
    for b in body.layout.clone() {
        for k in 0..body.block(b).insts.len() {
            let i = body.block(b).insts[k];
            body.inst_mut(i).kind.visit_operands_mut(|o| {
                if o.as_value().is_some_and(|v| replacements.contains_key(&v)) {
                    *o = resolve(o.clone());
                }
            });
        }
    }
}

/// Index of the first instruction of `b` that is neither a phi nor a landing pad
/// (LLVM's "first insertion point").
pub fn first_insertion_index(body: &Body, b: Block) -> usize {
    body.block(b)
        .insts
        .iter()
        .position(|&i| {
            !matches!(
                body.inst(i).kind,
                InstKind::Phi { .. } | InstKind::LandingPad { .. }
            )
        })
        .unwrap_or(body.block(b).insts.len())
}

/// The phis at the top of `b`.
pub fn leading_phis(body: &Body, b: Block) -> Vec<Inst> {
    body.block(b)
        .insts
        .iter()
        .copied()
        .take_while(|&i| body.inst(i).kind.is_phi())
        .collect()
}

/// Number of uses of every value (by operand slot) in the placed instructions.
pub fn use_counts(body: &Body) -> Vec<u32> {
    let mut counts = vec![0u32; body.values.len()];
    for (_, i) in body.insts_in_order() {
        body.inst(i).kind.visit_operands(|o| {
            if let Some(v) = o.as_value() {
                counts[v.index()] += 1;
            }
        });
    }
    counts
}

/// Edits of block instruction lists collected while building, applied with one
/// rebuild per affected block (editing a long block once per call would be
/// quadratic in the calls of the block).
#[derive(Default)]
pub struct PendingBlockEdits {
    /// A placed instruction and the sequence that takes its place (the
    /// instruction itself is removed unless the sequence lists it).
    replacements: HashMap<Inst, Vec<Inst>>,
    /// Instructions for a block's first insertion point, in order.
    at_first_insertion_point: HashMap<Block, Vec<Inst>>,
}

impl PendingBlockEdits {
    pub fn replace(&mut self, placed: Inst, sequence: Vec<Inst>) {
        self.replacements.insert(placed, sequence);
    }

    pub fn insert_at_first_insertion_point(&mut self, b: Block, insts: Vec<Inst>) {
        self.at_first_insertion_point
            .entry(b)
            .or_default()
            .extend(insts);
    }

    /// Rebuilds every affected block once.
    pub fn apply(self, body: &mut Body) {
        let mut blocks: Vec<Block> = self
            .replacements
            .keys()
            .filter_map(|&i| body.inst_block(i))
            .chain(self.at_first_insertion_point.keys().copied())
            .collect();
        blocks.sort();
        blocks.dedup();
        let mut removed = Vec::new();
        for b in blocks {
            let top = first_insertion_index(body, b);
            let old = body.block(b).insts.clone();
            let mut rebuilt = Vec::with_capacity(old.len());
            for (position, &i) in old.iter().enumerate() {
                if position == top {
                    if let Some(list) = self.at_first_insertion_point.get(&b) {
                        rebuilt.extend_from_slice(list);
                    }
                }
                match self.replacements.get(&i) {
                    Some(sequence) => {
                        rebuilt.extend_from_slice(sequence);
                        if !sequence.contains(&i) {
                            removed.push(i);
                        }
                    }
                    None => rebuilt.push(i),
                }
            }
            if top == old.len() {
                if let Some(list) = self.at_first_insertion_point.get(&b) {
                    rebuilt.extend_from_slice(list);
                }
            }
            body.set_block_insts(b, rebuilt);
        }
        for i in removed {
            body.remove_unlisted_inst(i);
        }
    }
}
