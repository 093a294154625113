//! The independent checker: proves that no GC pointer defined before a
//! statepoint is used after it other than through its relocation.
//!
//! It shares nothing with the rewriter. Liveness is recomputed from scratch with
//! the plainest possible method (per-block sets of values, iterated to a fixed
//! point); then, at every `gc.statepoint`, every non-constant GC pointer live
//! right after the statepoint must be a value defined after it (a relocate, a
//! `gc.result`, a rematerialized value) or be derived only from constants
//! (a `getelementptr` or cast chain rooted at a constant, which never moves).
//! First-class aggregates holding GC pointers count as GC values: one live
//! across a statepoint holds unrelocated fields (only an aggregate rebuilt
//! after the statepoint, or built from constants, may be used there).
//! A stack slot holding GC pointers (an address-space-0 `alloca` whose type
//! has `ptr addrspace(1)` inside) must be listed in the `gc-live` bundle of
//! every statepoint after which its address (or an address computed from it)
//! is used, at least once per GC pointer it holds; if its address escapes
//! (stored, passed to a call), of every statepoint it reaches.
//! Each `gc.relocate`'s indices must also lie within its statepoint's `gc-live`.

use super::gc_model::is_gc_pointer_type;
use crate::gc_strategy::STATEPOINT_GC_ADDRESS_SPACE;
use ir::analysis::Cfg;
use ir::{Block, Body, Inst, InstKind, Module, Operand, TypeId, Value};
use std::collections::{BTreeSet, HashMap};

/// One violation of the relocation invariant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CheckerError {
    pub function: String,
    pub message: String,
}

/// Checks every function with a body.
pub fn check_module(m: &Module) -> Result<(), Vec<CheckerError>> {
    let mut errors = Vec::new();
    for f in m.function_ids() {
        let Some(body) = m.function(f).and_then(|function| function.body.as_ref()) else {
            continue;
        };
        let name = m.global(f).name.clone();
        for message in check_body(m, body) {
            errors.push(CheckerError {
                function: name.clone(),
                message,
            });
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

fn value_label(body: &Body, v: Value) -> String {
    match &body.value(v).name {
        Some(n) => format!("%{n}"),
        None => format!("value#{}", v.0),
    }
}

fn is_statepoint(m: &Module, body: &Body, i: Inst) -> bool {
    body.inst(i).kind.call_site().is_some_and(|call| {
        m.called_function(&call.callee).is_some_and(|g| {
            m.global(g)
                .name
                .starts_with("llvm.experimental.gc.statepoint")
        })
    })
}

fn check_body(m: &Module, body: &Body) -> Vec<String> {
    let cfg = Cfg::compute(body);
    let is_gc = |v: Value| holds_gc_pointers(m, body.value_type(v));
    let slots = GcStackSlots::find(m, body, &cfg);
    let is_tracked = |v: Value| is_gc(v) || slots.slot_of(body, v).is_some();
    let mut live_in: HashMap<Block, BTreeSet<Value>> = HashMap::new();
    let live_out_of = |b: Block, live_in: &HashMap<Block, BTreeSet<Value>>| {
        let mut out = BTreeSet::new();
        for &s in cfg.successors(b) {
            out.extend(live_in.get(&s).into_iter().flatten().copied());
            for &i in &body.block(s).insts {
                let InstKind::Phi { incoming, .. } = &body.inst(i).kind else {
                    break;
                };
                for (value, from) in incoming {
                    if let (Some(v), true) = (value.as_value(), *from == b) {
                        out.insert(v);
                    }
                }
            }
        }
        out
    };
    let step_backward = |set: &mut BTreeSet<Value>, i: Inst| {
        let data = body.inst(i);
        if let Some(r) = data.result {
            set.remove(&r);
        }
        if !data.kind.is_phi() {
            data.kind.visit_operands(|o| {
                if let Some(v) = o.as_value().filter(|&v| is_tracked(v)) {
                    set.insert(v);
                }
            });
        }
    };
    loop {
        let mut changed = false;
        for &b in body.layout.iter().rev() {
            let mut set = live_out_of(b, &live_in);
            for &i in body.block(b).insts.iter().rev() {
                step_backward(&mut set, i);
            }
            if live_in.get(&b) != Some(&set) {
                live_in.insert(b, set);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    let mut errors = Vec::new();
    for &b in &body.layout {
        let mut set = live_out_of(b, &live_in);
        for &i in body.block(b).insts.iter().rev() {
            if is_statepoint(m, body, i) {
                let after: BTreeSet<Value> = match &body.inst(i).kind {
                    InstKind::Invoke { normal, unwind, .. } => live_in
                        .get(normal)
                        .into_iter()
                        .chain(live_in.get(unwind))
                        .flatten()
                        .copied()
                        .collect(),
                    _ => set.clone(),
                };
                let mut slots_needed: BTreeSet<Value> = slots.escaped_reaching(body, i);
                for v in after {
                    if let Some(slot) = slots.slot_of(body, v) {
                        slots_needed.insert(slot);
                    } else if is_gc(v) && !derived_only_from_constants(m, body, v) {
                        errors.push(format!(
                            "{} is live across a statepoint without being relocated",
                            value_label(body, v)
                        ));
                    }
                }
                for slot in slots_needed {
                    slots.check_listed(body, i, slot, &mut errors);
                }
                check_relocate_indices(m, body, i, &mut errors);
            }
            step_backward(&mut set, i);
        }
    }
    errors
}

/// The stack slots holding GC pointers, and which of them escape.
struct GcStackSlots {
    /// Each slot's number of GC pointers.
    gc_pointers: HashMap<Value, u64>,
    /// For each escaping slot, the blocks reachable from its block's end.
    escaped: HashMap<Value, BTreeSet<Block>>,
}

impl GcStackSlots {
    fn find(m: &Module, body: &Body, cfg: &Cfg) -> Self {
        let mut slots = GcStackSlots {
            gc_pointers: HashMap::new(),
            escaped: HashMap::new(),
        };
        for (_, i) in body.insts_in_order() {
            if let InstKind::Alloca {
                allocated_ty,
                count,
                addrspace,
                ..
            } = &body.inst(i).kind
            {
                let per_element = gc_pointer_count(m, *allocated_ty);
                let elements = match count {
                    None => Some(1),
                    Some(o) => o
                        .as_const()
                        .and_then(|c| m.consts.as_int(c))
                        .and_then(|n| n.to_u64()),
                };
                if *addrspace != STATEPOINT_GC_ADDRESS_SPACE && per_element > 0 {
                    // A slot of unknown size needs at least one word listed.
                    let words = elements.map_or(1, |n| n * per_element);
                    slots
                        .gc_pointers
                        .insert(body.inst(i).result.expect("alloca"), words);
                }
            }
        }
        let mut escaping = BTreeSet::new();
        for (_, i) in body.insts_in_order() {
            slots.visit_escapes(m, body, i, |slot| {
                escaping.insert(slot);
            });
        }
        for slot in escaping {
            let home = body
                .defining_inst(slot)
                .and_then(|i| body.inst_block(i))
                .expect("placed alloca");
            let mut reached: BTreeSet<Block> = BTreeSet::new();
            let mut stack: Vec<Block> = cfg.successors(home).to_vec();
            while let Some(b) = stack.pop() {
                if reached.insert(b) {
                    stack.extend_from_slice(cfg.successors(b));
                }
            }
            slots.escaped.insert(slot, reached);
        }
        slots
    }

    /// The slot whose address `v` is (through GEPs and pointer casts).
    fn slot_of(&self, body: &Body, mut v: Value) -> Option<Value> {
        loop {
            if self.gc_pointers.contains_key(&v) {
                return Some(v);
            }
            let inst = body.defining_inst(v)?;
            v = match &body.inst(inst).kind {
                InstKind::Gep { base, .. } => base.as_value()?,
                InstKind::Cast {
                    op: ir::CastOp::BitCast | ir::CastOp::AddrSpaceCast,
                    value,
                    ..
                } => value.as_value()?,
                _ => return None,
            };
        }
    }

    /// Calls `escape` for each slot whose address `i` lets escape: anything but
    /// loading or storing through it, computing another address from it,
    /// lifetime markers and `gc-live` bundles.
    fn visit_escapes(&self, m: &Module, body: &Body, i: Inst, mut escape: impl FnMut(Value)) {
        let mut check = |o: &Operand| {
            if let Some(slot) = o.as_value().and_then(|v| self.slot_of(body, v)) {
                escape(slot);
            }
        };
        match &body.inst(i).kind {
            InstKind::Load { .. } | InstKind::Gep { .. } => {}
            InstKind::Cast { op, value, .. } => {
                if !matches!(op, ir::CastOp::BitCast | ir::CastOp::AddrSpaceCast) {
                    check(value);
                }
            }
            InstKind::Store { value, .. } => check(value),
            kind @ (InstKind::Call { .. } | InstKind::Invoke { .. }) => {
                let call = kind.call_site().expect("a call or invoke");
                let is_lifetime_marker = m
                    .called_function(&call.callee)
                    .is_some_and(|g| m.global(g).name.starts_with("llvm.lifetime."));
                if !is_lifetime_marker {
                    call.args.iter().for_each(|a| check(&a.value));
                    call.bundles
                        .iter()
                        .filter(|b| b.tag != "gc-live")
                        .for_each(|b| b.inputs.iter().for_each(&mut check));
                }
            }
            other => other.visit_operands(check),
        }
    }

    /// The escaping slots that reach statepoint `statepoint`.
    fn escaped_reaching(&self, body: &Body, statepoint: Inst) -> BTreeSet<Value> {
        let block = body.inst_block(statepoint).expect("placed statepoint");
        self.escaped
            .iter()
            .filter(|(&slot, reached)| {
                let alloca = body.defining_inst(slot).expect("alloca");
                let after_in_same_block = body.inst_block(alloca) == Some(block)
                    && body.inst_position(alloca) < body.inst_position(statepoint);
                reached.contains(&block) || after_in_same_block
            })
            .map(|(&slot, _)| slot)
            .collect()
    }

    /// `slot` must be in the `gc-live` bundle of `statepoint` once per GC pointer.
    fn check_listed(&self, body: &Body, statepoint: Inst, slot: Value, errors: &mut Vec<String>) {
        let listed = body
            .inst(statepoint)
            .kind
            .call_site()
            .and_then(|call| call.bundle("gc-live"))
            .map_or(0, |bundle| {
                bundle
                    .inputs
                    .iter()
                    .filter(|o| o.as_value() == Some(slot))
                    .count() as u64
            });
        let needed = self.gc_pointers[&slot];
        if listed < needed {
            errors.push(format!(
                "{} holds {needed} GC pointer(s) and is used after a statepoint whose gc-live lists it {listed} time(s)",
                value_label(body, slot)
            ));
        }
    }
}

/// How many GC pointers a value of `ty` holds.
fn gc_pointer_count(m: &Module, ty: TypeId) -> u64 {
    match m.types.get(ty) {
        ir::Type::Ptr(space) => u64::from(*space == STATEPOINT_GC_ADDRESS_SPACE),
        ir::Type::Vector { len, elem, .. } => u64::from(*len) * gc_pointer_count(m, *elem),
        ir::Type::Array { len, elem } => len * gc_pointer_count(m, *elem),
        _ => m.types.struct_fields(ty).map_or(0, |(fields, _)| {
            fields.iter().map(|&f| gc_pointer_count(m, f)).sum()
        }),
    }
}

/// GC pointers, vectors of them, and aggregates with one inside.
fn holds_gc_pointers(m: &Module, ty: TypeId) -> bool {
    is_gc_pointer_type(&m.types, ty)
        || (m.types.is_aggregate(ty) && m.types.contains_ptr_in(ty, STATEPOINT_GC_ADDRESS_SPACE))
}

/// True if every pointer `v` may hold comes from constants through GEPs, casts,
/// `freeze`, phis, selects, vector element and aggregate field operations (cycles count as
/// constant: they add no new source). Such values never move.
fn derived_only_from_constants(m: &Module, body: &Body, v: Value) -> bool {
    let mut visited: BTreeSet<Value> = BTreeSet::new();
    let mut stack = vec![v];
    while let Some(current) = stack.pop() {
        if !visited.insert(current) {
            continue;
        }
        let Some(i) = body.defining_inst(current) else {
            return false;
        };
        let sources: Vec<&Operand> = match &body.inst(i).kind {
            InstKind::Gep { base, .. } => vec![base],
            InstKind::Cast { value, .. } | InstKind::Freeze(value) => vec![value],
            InstKind::Phi { incoming, .. } => incoming.iter().map(|(o, _)| o).collect(),
            InstKind::Select { t, f, .. } => vec![t, f],
            InstKind::ExtractElement { vector, .. } => vec![vector],
            InstKind::InsertElement { vector, elem, .. } => vec![vector, elem],
            InstKind::ShuffleVector { a, b, .. } => vec![a, b],
            InstKind::ExtractValue { aggregate, .. } => vec![aggregate],
            // A field free of GC pointers (an `i64`) cannot hold a moving pointer.
            InstKind::InsertValue {
                aggregate, value, ..
            } => match value.as_value() {
                Some(field) if holds_gc_pointers(m, body.value_type(field)) => {
                    vec![aggregate, value]
                }
                _ => vec![aggregate],
            },
            _ => return false,
        };
        stack.extend(sources.into_iter().filter_map(Operand::as_value));
    }
    true
}

/// Every relocate of statepoint `statepoint` must index into its `gc-live` bundle.
fn check_relocate_indices(m: &Module, body: &Body, statepoint: Inst, errors: &mut Vec<String>) {
    let Some(call) = body.inst(statepoint).kind.call_site() else {
        return;
    };
    let live_count = call.bundle("gc-live").map_or(0, |b| b.inputs.len());
    let Some(token) = body.inst(statepoint).result else {
        return;
    };
    for (_, i) in body.insts_in_order() {
        let Some(relocate) = body.inst(i).kind.call_site() else {
            continue;
        };
        if relocate.args.first().and_then(|a| a.value.as_value()) != Some(token) {
            continue;
        }
        for arg in relocate.args.iter().skip(1) {
            let index = arg
                .value
                .as_const()
                .and_then(|c| m.consts.as_int(c))
                .and_then(|x| x.to_u64());
            if index.is_none_or(|k| k as usize >= live_count) {
                errors.push("gc.relocate index outside the gc-live bundle".to_string());
            }
        }
    }
}
