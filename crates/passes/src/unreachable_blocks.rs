//! LLVM's `removeUnreachableBlocks`, which RewriteStatepointsForGC and
//! PlaceSafepoints both run first. It walks the blocks reachable from the
//! entry and, before following a block's successors, simplifies what LLVM's
//! `markAliveBlocks` simplifies there:
//! * what cannot be executed becomes `unreachable` (the instruction and all
//!   after it in its block, the block's successors losing its phi entries): a
//!   non-volatile store through `undef`/`poison` or through `null` of address
//!   space 0, a call through such a callee, `llvm.assume` of `false` or
//!   `undef`, whatever follows `llvm.experimental.guard` of `false`, and
//!   whatever follows a call that does not return (`noreturn` on the call or
//!   its callee; not a `musttail` call) unless that is already `unreachable`;
//!   `null` counts only where the function has no `null_pointer_is_valid`;
//! * an `invoke` through such a callee becomes `unreachable`; an `invoke` that
//!   does not return gets a new normal destination, `<normal>.unreachable`
//!   (placed before the old one), holding only `unreachable`; an `invoke`
//!   that does not unwind (`nounwind`) becomes a call and a branch to its
//!   normal destination, the unwind destination losing its phi entry, unless
//!   the personality is an asynchronous (SEH) one;
//! * a constant terminator is folded (`ConstantFoldTerminator`), so a `br i1
//!   false` loses its dead successor before the passes look at loops;
//!
//! then it deletes the blocks no longer reachable.
//!
//! Guarantees afterwards: every block in the layout is reachable from the
//! entry, no phi names a removed block, and removed blocks' names are free.
//! The values of instructions turned into `unreachable` had uses only in
//! blocks that are then unreachable (their definitions dominated them), so no
//! reachable instruction refers to a removed one.

use crate::rewrite_statepoints::body_edit::{self, leading_phis};
use ir::analysis::Cfg;
use ir::{
    Block, Body, CallSite, ConstData, GlobalId, Inst, InstData, InstKind, Module, Operand, TailKind,
};
use rustc_hash::FxHashSet as HashSet;

/// Simplifies the blocks reachable from the entry of `f`'s `body` (taken out
/// of the function) as the module docs say, then removes blocks not reachable
/// from the entry (and their phi entries). Returns true if anything changed.
pub fn remove_unreachable_blocks(m: &mut Module, f: GlobalId, body: &mut Body) -> bool {
    let Some(entry) = body.entry() else {
        return false;
    };
    let facts = FunctionFacts::of(m, f);
    let mut changed = false;
    let mut reached: HashSet<Block> = HashSet::default();
    reached.insert(entry);
    let mut worklist = vec![entry];
    while let Some(b) = worklist.pop() {
        changed |= end_block_at_what_cannot_run(m, &facts, body, b);
        changed |= simplify_invoke(m, &facts, body, b);
        changed |= fold_constant_terminator(m, body, b);
        for successor in body.successors(b) {
            if reached.insert(successor) {
                worklist.push(successor);
            }
        }
    }
    let cfg = Cfg::compute(body);
    if body.layout.iter().all(|&b| cfg.is_reachable(b)) {
        return changed;
    }
    let (kept, removed): (Vec<Block>, Vec<Block>) =
        body.layout.iter().partition(|&&b| cfg.is_reachable(b));
    body.layout = kept;
    for b in removed {
        for i in body.block(b).insts.clone() {
            body.remove_inst(i);
        }
        body.set_block_name(b, "");
    }
    for b in body.layout.clone() {
        for phi in leading_phis(body, b) {
            if let InstKind::Phi { incoming, .. } = &mut body.inst_mut(phi).kind {
                incoming.retain(|(_, from)| cfg.is_reachable(*from));
            }
        }
    }
    true
}

/// What the simplifications need to know of the function itself.
struct FunctionFacts {
    /// `null_pointer_is_valid`: `null` may be dereferenced (and called).
    null_is_valid: bool,
    /// The personality is an asynchronous (SEH) one, where any instruction
    /// may unwind, so a `nounwind` callee does not make an `invoke` a call.
    asynchronous_unwinding: bool,
}

impl FunctionFacts {
    fn of(m: &Module, f: GlobalId) -> Self {
        let function = m.function(f).expect("a function");
        let personality = function
            .personality
            .and_then(|c| m.consts.as_global(m.consts.strip_pointer_casts(c)))
            .map(|g| m.global(g).name.as_str());
        FunctionFacts {
            null_is_valid: function.fn_attrs.has("null_pointer_is_valid"),
            asynchronous_unwinding: matches!(
                personality,
                Some("_except_handler3" | "_except_handler4" | "__C_specific_handler")
            ),
        }
    }

    /// Whether `pointer` can never be dereferenced or called: `undef`,
    /// `poison`, or `null` of address space 0 unless `null` is valid.
    fn is_never_valid(&self, m: &Module, pointer: &Operand) -> bool {
        match pointer.as_const().map(|c| m.consts.get(c)) {
            Some(ConstData::Undef(_) | ConstData::Poison(_)) => true,
            Some(ConstData::Null(ty)) => {
                !self.null_is_valid && m.types.ptr_addrspace(*ty) == Some(0)
            }
            _ => false,
        }
    }
}

/// The intrinsic `call` calls when it is `name` with the prototype `void (i1,
/// ...)` (the argument is then the condition).
fn calls_condition_intrinsic(m: &Module, call: &CallSite, name: &str) -> bool {
    let Some(g) = m.called_function(&call.callee) else {
        return false;
    };
    m.global(g).name == name
        && m.types
            .function_parts(call.fn_ty)
            .is_some_and(|(ret, params, _)| {
                m.types.is_void(ret)
                    && params
                        .first()
                        .is_some_and(|&p| m.types.int_width(p) == Some(1))
            })
}

/// Ends block `b` with `unreachable` at the first instruction that cannot
/// run, or right after the first one that does not let control go on (module
/// docs). Returns true if the block changed.
fn end_block_at_what_cannot_run(
    m: &mut Module,
    facts: &FunctionFacts,
    body: &mut Body,
    b: Block,
) -> bool {
    for position in 0..body.block(b).insts.len() {
        let cut = match &body.inst(body.block(b).insts[position]).kind {
            InstKind::Store {
                ptr,
                volatile: false,
                ..
            } => facts.is_never_valid(m, ptr).then_some(position),
            InstKind::Call { tail, call, .. } => {
                let condition = call.args.first().and_then(|a| a.value.as_const());
                let is_false = |undef_too: bool| {
                    condition.is_some_and(|c| match m.consts.get(c) {
                        ConstData::Int { value, .. } => value.is_zero(),
                        ConstData::Undef(_) | ConstData::Poison(_) => undef_too,
                        _ => false,
                    })
                };
                if calls_condition_intrinsic(m, call, "llvm.assume") && is_false(true) {
                    Some(position)
                } else if calls_condition_intrinsic(m, call, "llvm.experimental.guard")
                    && is_false(false)
                {
                    next_unless_unreachable(m, body, b, position)
                } else if facts.is_never_valid(m, &call.callee) {
                    Some(position)
                } else if m.call_has_function_attribute(call, "noreturn")
                    && *tail != TailKind::MustTail
                {
                    // Whatever follows is cut, or already `unreachable`.
                    let cut = next_unless_unreachable(m, body, b, position);
                    if cut.is_none() {
                        return false;
                    }
                    cut
                } else {
                    None
                }
            }
            _ => None,
        };
        if let Some(at) = cut {
            let at = body.block(b).insts[at];
            change_to_unreachable(m, body, b, at);
            return true;
        }
    }
    false
}

/// Whether a call that does not unwind may still have side effects: it may
/// write memory or may not return (no `willreturn`).
fn may_have_side_effects(m: &Module, call: &CallSite) -> bool {
    !m.call_only_reads_memory(call) || !m.call_has_function_attribute(call, "willreturn")
}

/// The position in `b` of the first instruction after `position` that is not
/// a call of a debug intrinsic, unless there is none or it is `unreachable`.
fn next_unless_unreachable(m: &Module, body: &Body, b: Block, position: usize) -> Option<usize> {
    let insts = &body.block(b).insts;
    let next = (position + 1..insts.len()).find(|&k| match &body.inst(insts[k]).kind {
        InstKind::Call { call, .. } => !m
            .called_function(&call.callee)
            .is_some_and(|g| m.global(g).name.starts_with("llvm.dbg.")),
        _ => true,
    })?;
    (!matches!(body.inst(insts[next]).kind, InstKind::Unreachable)).then_some(next)
}

/// Replaces instruction `at` of `b` and all after it by `unreachable`; the
/// block's successors lose its phi entries (one per edge), which may remove
/// phis of `b` itself when it is its own successor.
fn change_to_unreachable(m: &mut Module, body: &mut Body, b: Block, at: Inst) {
    for successor in body.successors(b) {
        remove_predecessor(m, body, successor, b);
    }
    let position = body.inst_position(at).expect("`at` is in its block");
    let removed: Vec<Inst> = body.block(b).insts[position..].to_vec();
    let mut unreachable = InstData::new(InstKind::Unreachable);
    unreachable.debug_records = body.inst(at).debug_records.clone();
    for i in removed {
        body.remove_inst(i);
    }
    let unreachable = body.create_inst(unreachable, None);
    body.append_inst(b, unreachable);
}

/// The `invoke` ending `b`, simplified as the module docs say. Returns true
/// if it changed.
fn simplify_invoke(m: &mut Module, facts: &FunctionFacts, body: &mut Body, b: Block) -> bool {
    let Some(terminator) = body.terminator(b) else {
        return false;
    };
    let InstKind::Invoke {
        call,
        normal,
        unwind,
    } = &body.inst(terminator).kind
    else {
        return false;
    };
    if facts.is_never_valid(m, &call.callee) {
        change_to_unreachable(m, body, b, terminator);
        return true;
    }
    let (normal, unwind) = (*normal, *unwind);
    let never_returns = m.call_has_function_attribute(call, "noreturn");
    let never_unwinds =
        m.call_has_function_attribute(call, "nounwind") && !facts.asynchronous_unwinding;
    let mut changed = false;
    let normal_starts_unreachable = body
        .block(normal)
        .insts
        .first()
        .is_some_and(|&i| matches!(body.inst(i).kind, InstKind::Unreachable));
    if never_returns && !normal_starts_unreachable {
        remove_predecessor(m, body, normal, b);
        let name = body
            .block(normal)
            .name
            .as_deref()
            .map(|n| format!("{n}.unreachable"));
        let landing = body.create_block(name.as_deref());
        let unreachable = body.create_inst(InstData::new(InstKind::Unreachable), None);
        body.append_inst(landing, unreachable);
        let at = body
            .layout
            .iter()
            .position(|&x| x == normal)
            .expect("the normal destination is laid out");
        body.layout.insert(at, landing);
        if let InstKind::Invoke { normal, .. } = &mut body.inst_mut(terminator).kind {
            *normal = landing;
        }
        body.renew_block_uses(terminator);
        changed = true;
    }
    if never_unwinds {
        let InstKind::Invoke { call, normal, .. } =
            std::mem::replace(&mut body.inst_mut(terminator).kind, InstKind::Unreachable)
        else {
            unreachable!("checked above");
        };
        remove_predecessor(m, body, unwind, b);
        // Uses are counted (a walk of the body) only for a call free of side effects.
        let removable = !may_have_side_effects(m, &call)
            && body
                .inst(terminator)
                .result
                .is_none_or(|result| body_edit::use_counts(body)[result.index()] == 0);
        if removable {
            body.remove_inst(terminator);
        } else {
            body.inst_mut(terminator).kind = InstKind::Call {
                tail: TailKind::None,
                fmf: Default::default(),
                call: *call,
            };
        }
        let branch = body.create_inst(InstData::new(InstKind::Br(normal)), None);
        body.append_inst(b, branch);
        body.renew_block_uses(branch);
        changed = true;
    }
    changed
}

/// LLVM's `ConstantFoldTerminator`: a conditional branch on a constant or with
/// equal destinations becomes a branch; a switch loses the cases that go to its
/// default destination, becomes a branch when on a constant or left with a single
/// destination, and a conditional branch on `icmp eq` (named `cond`) when one case
/// remains. Phis of destinations no longer reached lose one entry per removed edge.
fn fold_constant_terminator(m: &mut Module, body: &mut Body, b: Block) -> bool {
    let Some(terminator) = body.terminator(b) else {
        return false;
    };
    let constant_of =
        |m: &Module, o: &Operand| o.as_const().and_then(|c| m.consts.as_int(c).cloned());
    let (new_kind, dropped_edges, compare) = match body.inst(terminator).kind.clone() {
        InstKind::CondBr {
            cond,
            then_dest,
            else_dest,
        } => {
            if then_dest == else_dest {
                (InstKind::Br(then_dest), vec![else_dest], None)
            } else if let Some(value) = constant_of(m, &cond) {
                let (taken, dropped) = if value.is_zero() {
                    (else_dest, then_dest)
                } else {
                    (then_dest, else_dest)
                };
                (InstKind::Br(taken), vec![dropped], None)
            } else {
                return false;
            }
        }
        InstKind::Switch {
            value,
            default,
            cases,
        } => {
            if let Some(constant) = constant_of(m, &value) {
                let taken = cases
                    .iter()
                    .find(|(c, _)| m.consts.as_int(*c) == Some(&constant))
                    .map_or(default, |(_, dest)| *dest);
                let mut dropped: Vec<Block> = std::iter::once(default)
                    .chain(cases.iter().map(|(_, d)| *d))
                    .collect();
                let keep = dropped
                    .iter()
                    .position(|&d| d == taken)
                    .expect("taken is a successor");
                dropped.remove(keep);
                (InstKind::Br(taken), dropped, None)
            } else {
                let (to_default, kept): (Vec<_>, Vec<_>) =
                    cases.into_iter().partition(|(_, dest)| *dest == default);
                if to_default.is_empty() && kept.len() != 1 {
                    return false;
                }
                let dropped: Vec<Block> = to_default.iter().map(|(_, d)| *d).collect();
                match kept.as_slice() {
                    [] => (InstKind::Br(default), dropped, None),
                    [(case, dest)] => {
                        let compare = InstKind::ICmp {
                            pred: ir::IntPredicate::Eq,
                            lhs: value,
                            rhs: Operand::Const(*case),
                        };
                        (
                            InstKind::Br(*dest),
                            dropped,
                            Some((compare, *dest, default)),
                        )
                    }
                    _ => (
                        InstKind::Switch {
                            value,
                            default,
                            cases: kept,
                        },
                        dropped,
                        None,
                    ),
                }
            }
        }
        _ => return false,
    };
    for dest in dropped_edges {
        remove_predecessor(m, body, dest, b);
    }
    match compare {
        Some((compare_kind, then_dest, else_dest)) => {
            let i1 = m.types.int(1);
            let compare = body.create_named_inst(compare_kind, Some(i1), Some("cond"));
            let position = body.block(b).insts.len() - 1;
            body.insert_inst(b, position, compare);
            let cond = Operand::Value(body.inst(compare).result.expect("typed"));
            body.inst_mut(terminator).kind = InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            };
        }
        None => body.inst_mut(terminator).kind = new_kind,
    }
    true
}

/// LLVM's `removePredecessor`: each phi of `b` loses one entry for
/// `predecessor`; a phi left with entries that all name one value (or the
/// phi itself) is replaced by that value, one that named only itself by
/// `poison`, and one left with no entry is replaced by `poison`.
fn remove_predecessor(m: &mut Module, body: &mut Body, b: Block, predecessor: Block) {
    for phi in leading_phis(body, b) {
        let InstKind::Phi { incoming, .. } = &mut body.inst_mut(phi).kind else {
            continue;
        };
        let Some(k) = incoming.iter().position(|(_, from)| *from == predecessor) else {
            continue;
        };
        incoming.remove(k);
        let result = body.inst(phi).result.expect("a phi has a value");
        let InstKind::Phi { incoming, .. } = &body.inst(phi).kind else {
            unreachable!("a phi");
        };
        let own = Operand::Value(result);
        let mut others = incoming
            .iter()
            .map(|(value, _)| value)
            .filter(|&v| *v != own);
        let replacement = match others.next() {
            Some(first) if others.all(|v| v == first) => first.clone(),
            Some(_) => continue,
            None => {
                let ty = body.value_type(result);
                Operand::Const(m.consts.intern(ConstData::Poison(ty)))
            }
        };
        body.replace_all_uses(result, replacement);
        body.remove_inst(phi);
    }
}
