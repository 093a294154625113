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
//! Algorithm: GC values get dense numbers; each block is swept backward once,
//! from the empty set, to get its upward-exposed uses and, at each parse point,
//! the values used below it in the block; a worklist dataflow gives every
//! block's live-out set; a parse point's set is then its block's live-out
//! values not defined at or below it, followed by the values its sweep left
//! (see [`compute_parse_point_live_sets`] for why this is the set a sweep
//! from the live-out set would give). No block is walked twice and no
//! per-call walk from the block end is repeated, so the cost is linear in the
//! function size plus the size of the sets produced (LLVM walks from the
//! block end once per call: quadratic in calls per block).
//!
//! Order: sets are ordered like LLVM's `SetVector`s (insertion order of the
//! backward walk, live-out values first), because that order becomes the
//! order of the `gc-live` bundle. A dense insertion stamp per value gives
//! both membership and order, so removing from the middle of a set is O(1). The
//! worklist is LLVM's too: a stack without duplicates, seeded in layout
//! order, to which a block's predecessors are pushed in LLVM's use-list order
//! (for parsed IR, the reverse of the text order of the branches to the
//! block; after PlaceSafepoints, as [`ir::block_use_order`] records it), so
//! blocks are revisited, and sets grow, in LLVM's order.

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
        // Whether values of a type hold GC pointers, decided once per type.
        let mut holds_gc_pointers: Vec<Option<bool>> = vec![None; types.len()];
        for (index, data) in body.values.iter().enumerate() {
            let holds = *holds_gc_pointers[data.ty.0 as usize].get_or_insert_with(|| {
                is_gc_pointer_type(types, data.ty)
                    || (types.is_aggregate(data.ty)
                        && types.contains_ptr_in(data.ty, STATEPOINT_GC_ADDRESS_SPACE))
            });
            if !holds {
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

/// An insertion-ordered set of value numbers with O(1) insert, remove and
/// membership: a member's stamp orders it, `ABSENT` marks a non-member.
struct OrderedSweepSet {
    stamp: Vec<u32>,
    /// Insertions in stamp order; an entry whose stamp is no longer its
    /// value's was removed since.
    entries: Vec<(u32, u32)>,
    next_stamp: u32,
}

impl OrderedSweepSet {
    const ABSENT: u32 = u32::MAX;

    fn new(capacity: usize) -> Self {
        OrderedSweepSet {
            stamp: vec![Self::ABSENT; capacity],
            entries: Vec::new(),
            next_stamp: 0,
        }
    }

    fn insert(&mut self, n: u32) {
        let stamp = &mut self.stamp[n as usize];
        if *stamp == Self::ABSENT {
            *stamp = self.next_stamp;
            self.entries.push((n, self.next_stamp));
            self.next_stamp += 1;
        }
    }

    fn remove(&mut self, n: u32) {
        self.stamp[n as usize] = Self::ABSENT;
    }

    /// The members in insertion order (compacts the entry list as a side effect).
    fn ordered(&mut self) -> Vec<u32> {
        self.members().collect()
    }

    /// The members in insertion order, without a copy (compacts the entry list).
    fn members(&mut self) -> impl ExactSizeIterator<Item = u32> + '_ {
        let stamp = &self.stamp;
        self.entries.retain(|&(n, s)| stamp[n as usize] == s);
        self.entries.iter().map(|&(n, _)| n)
    }

    fn clear(&mut self) {
        for &(n, _) in &self.entries {
            self.stamp[n as usize] = Self::ABSENT;
        }
        self.entries.clear();
        self.next_stamp = 0;
    }
}

/// Scratch membership flags, all false between uses.
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

/// What the sweep of a block records at one parse point: the values it leaves
/// in the set (`local[range]`, in set order) and the call's position in the block.
#[derive(Clone, Default)]
struct LocalLiveSet {
    range: std::ops::Range<usize>,
    position: usize,
}

/// Live sets of the parse points, in the order they were given.
///
/// One backward sweep per block, starting from the empty set, gives the
/// block's upward-exposed uses and, at each parse point, its *local* set. The
/// set a sweep starting from the block's live-out set `L` would hold there is
/// then: the members of `L` whose definition is not at or below the call, in
/// `L`'s order, followed by the local set's other members in its order. This
/// holds because each value's presence, once its definition has been passed,
/// evolves the same way in both sweeps, the values of `L` before that keep
/// `L`'s stamps (which are the oldest), and all other values' presence and
/// insertion order are the same in both sweeps.
pub fn compute_parse_point_live_sets(
    body: &Body,
    types: &TypeTable,
    parse_points: &[Inst],
    holders: &HolderUses,
) -> Vec<Vec<Value>> {
    let numbering = GcValueNumbering::compute(body, types);
    let cfg = Cfg::compute(body);
    let predecessors_newest_first = ir::block_use_order::uses_newest_first(body, &body.layout);
    let value_count = numbering.values.len();
    let block_count = body.blocks.len();
    let mut sweep = OrderedSweepSet::new(value_count);
    let mut scratch = MembershipScratch {
        flags: vec![false; value_count],
    };
    let killed_in = |n: u32, b: Block| numbering.defining_block[n as usize] == Some(b);
    let position_of: HashMap<Inst, usize> = parse_points
        .iter()
        .enumerate()
        .map(|(k, &i)| (i, k))
        .collect();
    // The position of each value's definition in its block.
    let mut def_position = vec![0u32; value_count];
    let mut local_members: Vec<u32> = Vec::new();
    let mut local_sets = vec![LocalLiveSet::default(); parse_points.len()];

    let mut upward_exposed: Vec<Vec<u32>> = vec![Vec::new(); block_count];
    let mut live_out: Vec<Vec<u32>> = vec![Vec::new(); block_count];
    let mut live_in: Vec<Vec<u32>> = vec![Vec::new(); block_count];
    let mut worklist = BlockWorklist::new(block_count);
    for &b in &body.layout {
        sweep.clear();
        let mut sweep_callbacks = |event: SweepEvent, set: &mut OrderedSweepSet| match event {
            SweepEvent::Definition(n, position) => def_position[n as usize] = position as u32,
            SweepEvent::Call(call, position) => {
                if let Some(&k) = position_of.get(&call) {
                    let start = local_members.len();
                    local_members.extend(set.members());
                    local_sets[k] = LocalLiveSet {
                        range: start..local_members.len(),
                        position,
                    };
                }
            }
        };
        sweep_block_backward(
            body,
            &numbering,
            holders,
            b,
            &mut sweep,
            &mut sweep_callbacks,
        );
        upward_exposed[b.index()] = sweep.ordered();
        live_out[b.index()] = phi_uses_from(body, &numbering, &cfg, b, &mut scratch.flags);
        let mut entry_set = upward_exposed[b.index()].clone();
        scratch.union_into(&mut entry_set, &live_out[b.index()], |n| killed_in(n, b));
        if !entry_set.is_empty() {
            predecessors_newest_first[b.index()]
                .iter()
                .for_each(|u| worklist.insert(u.from));
        }
        live_in[b.index()] = entry_set;
    }
    drop(sweep);
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
            predecessors_newest_first[b.index()]
                .iter()
                .for_each(|u| worklist.insert(u.from));
        }
    }
    drop((upward_exposed, live_in));

    let in_live_out = &mut scratch.flags;
    let mut result = Vec::with_capacity(parse_points.len());
    for (&call, local) in parse_points.iter().zip(&local_sets) {
        let Some(b) = body.inst_block(call) else {
            result.push(Vec::new());
            continue;
        };
        let own = body.inst(call).result.and_then(|v| numbering.number(v));
        let defined_at_or_below =
            |n: u32| killed_in(n, b) && def_position[n as usize] as usize >= local.position;
        let out = &live_out[b.index()];
        let local = &local_members[local.range.clone()];
        let mut live = Vec::with_capacity(out.len() + local.len());
        for &n in out {
            if !defined_at_or_below(n) {
                in_live_out[n as usize] = true;
                live.push(numbering.values[n as usize]);
            }
        }
        live.extend(
            local
                .iter()
                .filter(|&&n| !in_live_out[n as usize] && Some(n) != own)
                .map(|&n| numbering.values[n as usize]),
        );
        for &n in out {
            in_live_out[n as usize] = false;
        }
        result.push(live);
    }
    result
}

/// How many instructions ahead the walks over a block fetch instruction
/// data: instructions placed by passes are scattered through the function's
/// instruction table, and fetching ahead overlaps their cache misses.
const PREFETCH_DISTANCE: usize = 4;

/// GC values flowing from `b` into phis of its successors (LLVM's live-out
/// seed), without repeats; `seen` is all false before and after.
fn phi_uses_from(
    body: &Body,
    numbering: &GcValueNumbering,
    cfg: &Cfg,
    b: Block,
    seen: &mut [bool],
) -> Vec<u32> {
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
                if !std::mem::replace(&mut seen[n as usize], true) {
                    seed.push(n);
                }
            }
        }
    }
    for &n in &seed {
        seen[n as usize] = false;
    }
    seed
}

/// What a backward sweep reports besides updating the set.
enum SweepEvent {
    /// The definition of a value (its number and position in the block), just removed.
    Definition(u32, usize),
    /// A call or invoke (and its position), right after its operands were added.
    Call(Inst, usize),
}

/// Walks `b` from its end to its start applying defs (remove) and uses (insert),
/// reporting each [`SweepEvent`] to `report`.
fn sweep_block_backward(
    body: &Body,
    numbering: &GcValueNumbering,
    holders: &HolderUses,
    b: Block,
    set: &mut OrderedSweepSet,
    report: &mut impl FnMut(SweepEvent, &mut OrderedSweepSet),
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
            report(SweepEvent::Definition(n, position), set);
        }
        if !data.kind.is_phi() {
            let is_call = data.kind.call_site().is_some();
            // Holders follow parse points, which are calls.
            if let Some(values) = is_call.then(|| holders.after_call.get(&i)).flatten() {
                insert_values(numbering, set, values);
            }
            for_each_operand_in_llvm_order(&data.kind, |o| {
                if let Some(n) = o.as_value().and_then(|v| numbering.number(v)) {
                    set.insert(n);
                }
            });
            if is_call {
                report(SweepEvent::Call(i, position), set);
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
