//! Phase 3: which GC pointers are live at each parse point.
//!
//! Definition (LLVM's): the live set of a parse point is the set of non-constant
//! GC pointers (and vectors of them) live *into* the call instruction, minus the
//! call's own result (first-class aggregates holding GC pointers are tracked
//! too, so the driver can split them into their GC fields); so the call's own GC operands are included. Extra uses
//! ("holders") can be attached right after a call or at the top of an invoke's
//! successor: the rewriter uses them to keep deopt operands and base pointers
//! live exactly where LLVM's temporary `__tmp_use` calls would.
//!
//! Algorithm: GC values get dense numbers; each block is swept backward once to
//! get its upward-exposed uses; a worklist dataflow gives every block's live-out
//! set; then one more backward sweep per block that holds parse points yields
//! every parse point's set. No per-call walk from the block end is repeated, so
//! the cost is linear in the function size plus the size of the sets produced
//! (LLVM walks from the block end once per call: quadratic in calls per block).
//!
//! Order: sets are ordered like LLVM's `SetVector`s (insertion order of the
//! backward walk, live-out values first), because that order becomes the
//! order of the `gc-live` bundle. Membership uses dense flags; order uses
//! insertion stamps, so removing from the middle of a set is O(1). The
//! worklist is LLVM's too: a stack without duplicates, seeded in layout
//! order, to which a block's predecessors are pushed in LLVM's use-list order
//! (for parsed IR, the reverse of the text order of the branches to the
//! block), so blocks are revisited, and sets grow, in LLVM's order.

use super::gc_model::{for_each_operand_in_llvm_order, is_gc_pointer_type};
use crate::gc_strategy::STATEPOINT_GC_ADDRESS_SPACE;
use ir::analysis::Cfg;
use ir::{Block, Body, Inst, InstKind, TypeTable, Value};
use rustc_hash::FxHashMap as HashMap;

/// Extra uses modelling LLVM's temporary holder calls.
#[derive(Default, Debug, Clone)]
pub struct HolderUses {
    /// Uses placed right after a call (processed before the call in a backward walk).
    pub after_call: HashMap<Inst, Vec<Value>>,
    /// Uses placed at the first insertion point of a block (invoke successors).
    pub at_block_top: HashMap<Block, Vec<Value>>,
}

impl HolderUses {
    /// Adds `values` as a holder after parse point `call` (at the top of both
    /// successors for an invoke), placed before holders added earlier, as
    /// LLVM's insertion right after the call does.
    pub fn add_holder(&mut self, body: &Body, call: Inst, values: &[Value]) {
        if values.is_empty() {
            return;
        }
        // A holder added later sits closer to the call, so a backward walk meets it
        // after the earlier ones: lists are kept in that walk order.
        let append_in_walk_order = |list: &mut Vec<Value>| list.extend_from_slice(values);
        match &body.inst(call).kind {
            InstKind::Invoke { normal, unwind, .. } => {
                append_in_walk_order(self.at_block_top.entry(*normal).or_default());
                append_in_walk_order(self.at_block_top.entry(*unwind).or_default());
            }
            _ => append_in_walk_order(self.after_call.entry(call).or_default()),
        }
    }
}

/// Dense numbering of the function's GC-pointer values.
struct GcValueNumbering {
    number_of: Vec<u32>,
    values: Vec<Value>,
    defining_block: Vec<Option<Block>>,
}

const UNTRACKED: u32 = u32::MAX;

impl GcValueNumbering {
    fn compute(body: &Body, types: &TypeTable) -> Self {
        let mut numbering = GcValueNumbering {
            number_of: vec![UNTRACKED; body.values.len()],
            values: Vec::new(),
            defining_block: Vec::new(),
        };
        for (index, data) in body.values.iter().enumerate() {
            let holds_gc_pointers = is_gc_pointer_type(types, data.ty)
                || (types.is_aggregate(data.ty)
                    && types.contains_ptr_in(data.ty, STATEPOINT_GC_ADDRESS_SPACE));
            if !holds_gc_pointers {
                continue;
            }
            let defining_block = match data.def() {
                ir::ValueDef::Arg(_) => None,
                ir::ValueDef::Inst(i) => match body.inst_block(i) {
                    Some(b) => Some(b),
                    None => continue,
                },
            };
            numbering.number_of[index] = numbering.values.len() as u32;
            numbering.values.push(Value(index as u32));
            numbering.defining_block.push(defining_block);
        }
        numbering
    }

    fn number(&self, v: Value) -> Option<u32> {
        self.number_of
            .get(v.index())
            .copied()
            .filter(|&n| n != UNTRACKED)
    }
}

/// An insertion-ordered set of value numbers with O(1) insert, remove and membership.
struct OrderedSweepSet {
    present: Vec<bool>,
    stamp: Vec<u32>,
    entries: Vec<(u32, u32)>,
    next_stamp: u32,
    len: usize,
}

impl OrderedSweepSet {
    fn new(capacity: usize) -> Self {
        OrderedSweepSet {
            present: vec![false; capacity],
            stamp: vec![0; capacity],
            entries: Vec::new(),
            next_stamp: 0,
            len: 0,
        }
    }

    fn insert(&mut self, n: u32) {
        let k = n as usize;
        if self.present[k] {
            return;
        }
        self.present[k] = true;
        self.stamp[k] = self.next_stamp;
        self.entries.push((n, self.next_stamp));
        self.next_stamp += 1;
        self.len += 1;
    }

    fn remove(&mut self, n: u32) {
        let k = n as usize;
        if self.present[k] {
            self.present[k] = false;
            self.len -= 1;
        }
    }

    fn is_live_entry(&self, (n, stamp): (u32, u32)) -> bool {
        self.present[n as usize] && self.stamp[n as usize] == stamp
    }

    /// The members in insertion order (compacts the entry list as a side effect).
    fn ordered(&mut self) -> Vec<u32> {
        self.members().collect()
    }

    /// The members in insertion order, without a copy (compacts the entry list).
    fn members(&mut self) -> impl ExactSizeIterator<Item = u32> + '_ {
        let mut entries = std::mem::take(&mut self.entries);
        entries.retain(|&e| self.is_live_entry(e));
        self.entries = entries;
        self.entries.iter().map(|&(n, _)| n)
    }

    fn clear(&mut self) {
        for &(n, _) in &self.entries {
            self.present[n as usize] = false;
        }
        self.entries.clear();
        self.len = 0;
    }
}

/// Scratch membership flags for ordered unions of plain vectors.
struct MembershipScratch {
    flags: Vec<bool>,
}

impl MembershipScratch {
    /// `target ∪ addition` keeping `target`'s order, then new members in `addition`'s
    /// order, skipping members for which `excluded` holds.
    fn union_into(
        &mut self,
        target: &mut Vec<u32>,
        addition: &[u32],
        excluded: impl Fn(u32) -> bool,
    ) {
        for &n in target.iter() {
            self.flags[n as usize] = true;
        }
        for &n in addition {
            if !self.flags[n as usize] && !excluded(n) {
                self.flags[n as usize] = true;
                target.push(n);
            }
        }
        for &n in target.iter() {
            self.flags[n as usize] = false;
        }
    }
}

/// Live sets of the parse points, in the order they were given.
pub fn compute_parse_point_live_sets(
    body: &Body,
    types: &TypeTable,
    parse_points: &[Inst],
    holders: &HolderUses,
) -> Vec<Vec<Value>> {
    let numbering = GcValueNumbering::compute(body, types);
    let cfg = Cfg::compute(body);
    let value_count = numbering.values.len();
    let block_count = body.blocks.len();
    let mut sweep = OrderedSweepSet::new(value_count);
    let mut scratch = MembershipScratch {
        flags: vec![false; value_count],
    };
    let killed_in = |n: u32, b: Block| numbering.defining_block[n as usize] == Some(b);

    let mut upward_exposed: Vec<Vec<u32>> = vec![Vec::new(); block_count];
    let mut live_out: Vec<Vec<u32>> = vec![Vec::new(); block_count];
    let mut live_in: Vec<Vec<u32>> = vec![Vec::new(); block_count];
    let mut worklist = BlockWorklist::new(block_count);
    for &b in &body.layout {
        sweep.clear();
        sweep_block_backward(body, &numbering, holders, b, &mut sweep, |_, _| {});
        upward_exposed[b.index()] = sweep.ordered();
        live_out[b.index()] = phi_uses_from(body, &numbering, &cfg, b);
        let mut entry_set = upward_exposed[b.index()].clone();
        scratch.union_into(&mut entry_set, &live_out[b.index()], |n| killed_in(n, b));
        if !entry_set.is_empty() {
            cfg.predecessors(b)
                .iter()
                .rev()
                .for_each(|&p| worklist.insert(p));
        }
        live_in[b.index()] = entry_set;
    }
    while let Some(b) = worklist.pop() {
        let mut out = live_out[b.index()].clone();
        let old_len = out.len();
        for &s in cfg.successors(b) {
            scratch.union_into(&mut out, &live_in[s.index()], |_| false);
        }
        if out.len() == old_len {
            continue;
        }
        let mut entry_set = out.clone();
        entry_set.retain(|&n| !killed_in(n, b));
        scratch.union_into(&mut entry_set, &upward_exposed[b.index()], |n| {
            killed_in(n, b)
        });
        live_out[b.index()] = out;
        if entry_set.len() != live_in[b.index()].len() {
            live_in[b.index()] = entry_set;
            cfg.predecessors(b)
                .iter()
                .rev()
                .for_each(|&p| worklist.insert(p));
        }
    }

    let position_of: HashMap<Inst, usize> = parse_points
        .iter()
        .enumerate()
        .map(|(k, &i)| (i, k))
        .collect();
    let mut blocks_with_parse_points: Vec<Block> = parse_points
        .iter()
        .filter_map(|&i| body.inst_block(i))
        .collect();
    blocks_with_parse_points.sort();
    blocks_with_parse_points.dedup();
    let mut result = vec![Vec::new(); parse_points.len()];
    for b in blocks_with_parse_points {
        sweep.clear();
        for &n in &live_out[b.index()] {
            sweep.insert(n);
        }
        sweep_block_backward(body, &numbering, holders, b, &mut sweep, |call, set| {
            if let Some(&k) = position_of.get(&call) {
                let own = body.inst(call).result.and_then(|v| numbering.number(v));
                let members = set.members();
                let mut live = Vec::with_capacity(members.len());
                live.extend(
                    members
                        .filter(|&n| Some(n) != own)
                        .map(|n| numbering.values[n as usize]),
                );
                result[k] = live;
            }
        });
    }
    result
}

/// How many instructions ahead the walks over a block fetch instruction
/// data: instructions placed by passes are scattered through the function's
/// instruction table, and fetching ahead overlaps their cache misses.
const PREFETCH_DISTANCE: usize = 4;

/// GC values flowing from `b` into phis of its successors (LLVM's live-out seed).
fn phi_uses_from(body: &Body, numbering: &GcValueNumbering, cfg: &Cfg, b: Block) -> Vec<u32> {
    let mut seed = Vec::new();
    for &s in cfg.successors(b) {
        let insts = &body.block(s).insts;
        for (position, &i) in insts.iter().enumerate() {
            if let Some(&ahead) = insts.get(position + PREFETCH_DISTANCE) {
                ir::prefetch::prefetch(body.inst(ahead));
            }
            let InstKind::Phi { incoming, .. } = &body.inst(i).kind else {
                break;
            };
            let value = incoming
                .iter()
                .find(|(_, from)| *from == b)
                .and_then(|(v, _)| v.as_value());
            if let Some(n) = value.and_then(|v| numbering.number(v)) {
                if !seed.contains(&n) {
                    seed.push(n);
                }
            }
        }
    }
    seed
}

/// Walks `b` from its end to its start applying defs (remove) and uses (insert);
/// calls `at_call(call, set)` for every call or invoke right after its operands were added.
fn sweep_block_backward(
    body: &Body,
    numbering: &GcValueNumbering,
    holders: &HolderUses,
    b: Block,
    set: &mut OrderedSweepSet,
    mut at_call: impl FnMut(Inst, &mut OrderedSweepSet),
) {
    let insts = &body.block(b).insts;
    let top_holder_position = holders
        .at_block_top
        .get(&b)
        .map(|values| (super::body_edit::first_insertion_index(body, b), values));
    for (position, &i) in insts.iter().enumerate().rev() {
        if let Some(&ahead) = position.checked_sub(PREFETCH_DISTANCE).map(|k| &insts[k]) {
            ir::prefetch::prefetch(body.inst(ahead));
        }
        let data = body.inst(i);
        if let Some(n) = data.result.and_then(|v| numbering.number(v)) {
            set.remove(n);
        }
        if !data.kind.is_phi() {
            if let Some(values) = holders.after_call.get(&i) {
                insert_values(numbering, set, values);
            }
            for_each_operand_in_llvm_order(&data.kind, |o| {
                if let Some(n) = o.as_value().and_then(|v| numbering.number(v)) {
                    set.insert(n);
                }
            });
            if data.kind.call_site().is_some() {
                at_call(i, set);
            }
        }
        if let Some((top, values)) = top_holder_position {
            if position == top {
                insert_values(numbering, set, values);
            }
        }
    }
    if let Some((top, values)) = top_holder_position {
        if top == insts.len() {
            insert_values(numbering, set, values);
        }
    }
}

fn insert_values(numbering: &GcValueNumbering, set: &mut OrderedSweepSet, values: &[Value]) {
    for &v in values {
        if let Some(n) = numbering.number(v) {
            set.insert(n);
        }
    }
}

/// LLVM's `SetVector` worklist of blocks: insert ignores members, pop takes the last.
struct BlockWorklist {
    queued: Vec<bool>,
    stack: Vec<Block>,
}

impl BlockWorklist {
    fn new(block_count: usize) -> Self {
        BlockWorklist {
            queued: vec![false; block_count],
            stack: Vec::new(),
        }
    }

    fn insert(&mut self, b: Block) {
        if !self.queued[b.index()] {
            self.queued[b.index()] = true;
            self.stack.push(b);
        }
    }

    fn pop(&mut self) -> Option<Block> {
        let b = self.stack.pop()?;
        self.queued[b.index()] = false;
        Some(b)
    }
}
