//! Whether LLVM 19's ScalarEvolution trusts an instruction's wrap flags.
//!
//! ScalarEvolution gives the expression of an `add nsw`/`add nuw` instruction
//! the instruction's flag only when the instruction cannot be poison without
//! undefined behaviour (`isSCEVExprNeverPoison`): its poison must reach,
//! through instructions that pass poison on, an operand whose poison is
//! undefined behaviour, in code that runs whenever the instruction does; and
//! the instruction must run whenever the values it is computed from are
//! defined (another instruction with the same expression but no flag may
//! exist there). The flag changes ranges: `sext (x + c)<nsw>` becomes
//! `sext x + c`, whose range is `sext x`'s moved by `c`, and can lie beyond
//! the narrow type's (`value_ranges`).
//!
//! The facts, as LLVM 19 states them:
//! * an operand whose poison is undefined behaviour: the address of a load,
//!   store or atomic operation, the callee of an indirect call, a call
//!   argument the call site or the callee marks `noundef`, `dereferenceable`
//!   or `dereferenceable_or_null`, a returned value of a function whose
//!   result is `noundef`, a conditional branch's or a `switch`'s condition,
//!   the divisor of a division or remainder;
//! * an instruction passes poison on from any operand when it is an
//!   arithmetic, bit or cast operation, a comparison or a `getelementptr`,
//!   from its condition when it is a `select` (and when both arms are
//!   poison), and from its operands when it is one of the intrinsics listed
//!   in [`POISON_PROPAGATING_INTRINSICS`]; never a `phi`, `freeze`, other
//!   call, load or aggregate operation;
//! * the search runs forward from the instruction in its block, then into
//!   single successors (first instruction after the phis), over at most 31
//!   instructions (debug intrinsics not counted), and stops at an
//!   instruction that may not pass control to the next one: `unreachable`,
//!   a volatile store, a call that is not both `willreturn` and `nounwind`;
//! * "runs whenever its operands are defined": the latest of the definitions
//!   its expression is built from (instructions ScalarEvolution cannot see
//!   into, loop headers for induction variables, the function's entry for
//!   arguments and constants) is in its block, or is its loop's header while
//!   that definition is in the preheader, with only instructions that pass
//!   control on between them.

use super::LoopContext;
use crate::call_classification::is_debug_intrinsic_call;
use ir::analysis::LoopId;
use ir::constant::{BinaryOp, CastOp};
use ir::{Block, Inst, InstKind, Operand, Value};
use std::collections::HashSet;

/// Instructions the forward search looks at, plus one (LLVM's scan limit).
const SCAN_LIMIT: u32 = 32;

/// Intrinsics whose result is poison when an operand is.
const POISON_PROPAGATING_INTRINSICS: [&str; 45] = [
    "llvm.sadd.with.overflow",
    "llvm.ssub.with.overflow",
    "llvm.smul.with.overflow",
    "llvm.uadd.with.overflow",
    "llvm.usub.with.overflow",
    "llvm.umul.with.overflow",
    "llvm.ctpop",
    "llvm.ctlz",
    "llvm.cttz",
    "llvm.abs",
    "llvm.smax",
    "llvm.smin",
    "llvm.umax",
    "llvm.umin",
    "llvm.bitreverse",
    "llvm.bswap",
    "llvm.sadd.sat",
    "llvm.ssub.sat",
    "llvm.sshl.sat",
    "llvm.uadd.sat",
    "llvm.usub.sat",
    "llvm.ushl.sat",
    "llvm.smul.fix",
    "llvm.smul.fix.sat",
    "llvm.umul.fix",
    "llvm.umul.fix.sat",
    "llvm.pow",
    "llvm.powi",
    "llvm.sin",
    "llvm.cos",
    "llvm.sqrt",
    "llvm.exp",
    "llvm.exp2",
    "llvm.log",
    "llvm.log2",
    "llvm.log10",
    "llvm.floor",
    "llvm.ceil",
    "llvm.trunc",
    "llvm.rint",
    "llvm.nearbyint",
    "llvm.round",
    "llvm.roundeven",
    "llvm.fshl",
    "llvm.fshr",
];

/// Whether ScalarEvolution trusts the wrap flags of `inst` (module docs).
pub(super) fn wrap_flags_trusted(ctx: &LoopContext, inst: Inst) -> bool {
    program_undefined_if_poison(ctx, inst) && runs_whenever_operands_defined(ctx, inst)
}

/// Whether ScalarEvolution gives the increment `inst` of an induction variable of
/// `l` its wrap flags, as the expression a test of the increment reads (the phi's
/// own expression always takes them; `isAddRecNeverPoison`): when they are trusted
/// as for any instruction, or when `l` has one exiting block, every instruction of
/// `l` passes control on, and the increment's poison reaches, through instructions
/// of `l` that pass it on, an operand whose poison is undefined behaviour in a block
/// that dominates the exiting block.
pub(super) fn increment_flags_trusted(ctx: &LoopContext, l: LoopId, inst: Inst) -> bool {
    if wrap_flags_trusted(ctx, inst) {
        return true;
    }
    let data = ctx.loops.get(l);
    let [exiting] = data.exiting_blocks[..] else {
        return false;
    };
    let loop_insts = || {
        data.blocks
            .iter()
            .flat_map(|&block| ctx.body.block(block).insts.iter().map(move |&i| (block, i)))
    };
    if !loop_insts().all(|(_, i)| passes_control_on(ctx, &ctx.body.inst(i).kind)) {
        return false;
    }
    let Some(result) = ctx.body.inst(inst).result else {
        return false;
    };
    let mut poisoned: HashSet<Value> = HashSet::from([result]);
    loop {
        let before = poisoned.len();
        for (block, i) in loop_insts() {
            let data = ctx.body.inst(i);
            if poison_is_undefined_behaviour(ctx, &data.kind, &poisoned)
                && ctx.dom.dominates(block, exiting)
            {
                return true;
            }
            if let Some(value) = data.result {
                if passes_poison_on(ctx, &data.kind, &poisoned) {
                    poisoned.insert(value);
                }
            }
        }
        if poisoned.len() == before {
            return false;
        }
    }
}

/// Whether `inst` being poison means undefined behaviour on every path from it.
fn program_undefined_if_poison(ctx: &LoopContext, inst: Inst) -> bool {
    let body = ctx.body;
    let (Some(mut block), Some(result)) = (body.inst_block(inst), body.inst(inst).result) else {
        return false;
    };
    let mut poisoned: HashSet<Value> = HashSet::from([result]);
    let mut visited: HashSet<Block> = HashSet::from([block]);
    let mut remaining = SCAN_LIMIT;
    let insts = &body.block(block).insts;
    let mut position = insts
        .iter()
        .position(|&i| i == inst)
        .map_or(insts.len(), |p| p + 1);
    loop {
        for &current in &body.block(block).insts[position..] {
            if is_debug_intrinsic_call(ctx.m, &body.inst(current).kind) {
                continue;
            }
            remaining -= 1;
            if remaining == 0 {
                return false;
            }
            let data = body.inst(current);
            if poison_is_undefined_behaviour(ctx, &data.kind, &poisoned) {
                return true;
            }
            if !passes_control_on(ctx, &data.kind) {
                return false;
            }
            if let Some(result) = data.result {
                if passes_poison_on(ctx, &data.kind, &poisoned) {
                    poisoned.insert(result);
                }
            }
        }
        let successors = body.successors(block);
        let [next] = successors.as_slice() else {
            return false;
        };
        if !visited.insert(*next) {
            return false;
        }
        block = *next;
        position = body
            .block(block)
            .insts
            .iter()
            .position(|&i| !body.inst(i).kind.is_phi())
            .unwrap_or(body.block(block).insts.len());
    }
}

fn is_poisoned(poisoned: &HashSet<Value>, operand: &Operand) -> bool {
    matches!(operand, Operand::Value(v) if poisoned.contains(v))
}

/// Whether an operand of `kind` in `poisoned` is undefined behaviour.
fn poison_is_undefined_behaviour(
    ctx: &LoopContext,
    kind: &InstKind,
    poisoned: &HashSet<Value>,
) -> bool {
    let is = |operand: &Operand| is_poisoned(poisoned, operand);
    match kind {
        InstKind::Load { ptr, .. }
        | InstKind::Store { ptr, .. }
        | InstKind::CmpXchg { ptr, .. }
        | InstKind::AtomicRmw { ptr, .. } => is(ptr),
        InstKind::Call { .. } | InstKind::Invoke { .. } => {
            let call = kind.call_site().expect("a call");
            let callee = ctx.m.called_function(&call.callee);
            if callee.is_none() && is(&call.callee) {
                return true;
            }
            let declared = callee.and_then(|g| ctx.m.function(g));
            call.args.iter().enumerate().any(|(index, argument)| {
                let marked = |list: &ir::AttrList| {
                    ["noundef", "dereferenceable", "dereferenceable_or_null"]
                        .iter()
                        .any(|name| list.has(name))
                };
                let declared_marked = declared
                    .and_then(|f| f.params.get(index))
                    .is_some_and(|p| marked(&p.attrs));
                (marked(&argument.attrs) || declared_marked) && is(&argument.value)
            })
        }
        InstKind::Ret(Some(value)) => ctx.promises.result_attributes.has("noundef") && is(value),
        InstKind::CondBr { cond, .. } => is(cond),
        InstKind::Switch { value, .. } => is(value),
        InstKind::Binary {
            op: BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem,
            rhs,
            ..
        } => is(rhs),
        _ => false,
    }
}

/// Whether `kind`'s result is poison given the `poisoned` values.
fn passes_poison_on(ctx: &LoopContext, kind: &InstKind, poisoned: &HashSet<Value>) -> bool {
    let is = |operand: &Operand| is_poisoned(poisoned, operand);
    match kind {
        InstKind::Binary { lhs, rhs, .. }
        | InstKind::ICmp { lhs, rhs, .. }
        | InstKind::FCmp { lhs, rhs, .. } => is(lhs) || is(rhs),
        InstKind::FNeg { value, .. } | InstKind::Cast { value, .. } => is(value),
        InstKind::Gep { base, indices, .. } => is(base) || indices.iter().any(is),
        InstKind::Select { cond, t, f, .. } => is(cond) || (is(t) && is(f)),
        InstKind::Call { call, .. } => {
            let name = ctx
                .m
                .called_function(&call.callee)
                .map(|g| ctx.m.global(g).name.as_str())
                .unwrap_or("");
            let base = ir::intrinsics::intrinsic_base_name(name);
            base.is_some_and(|base| POISON_PROPAGATING_INTRINSICS.contains(&base))
                && call.args.iter().any(|argument| is(&argument.value))
        }
        _ => false,
    }
}

/// Whether `kind` always passes control to the next instruction (or its successor).
fn passes_control_on(ctx: &LoopContext, kind: &InstKind) -> bool {
    match kind {
        InstKind::Unreachable | InstKind::Resume(_) => false,
        InstKind::Store { volatile, .. } => !volatile,
        InstKind::Call { .. } | InstKind::Invoke { .. } => {
            let call = kind.call_site().expect("a call");
            let has = |name: &str| ctx.m.call_has_function_attribute(call, name);
            has("willreturn") && has("nounwind")
        }
        _ => true,
    }
}

/// Whether `inst` runs whenever the definitions its expression is built from
/// are reached (module docs).
fn runs_whenever_operands_defined(ctx: &LoopContext, inst: Inst) -> bool {
    let body = ctx.body;
    let Some(block) = body.inst_block(inst) else {
        return false;
    };
    let mut scopes = Vec::new();
    let mut visited = HashSet::new();
    for operand in body.inst(inst).kind.operands() {
        collect_scopes(ctx, operand, &mut visited, &mut scopes);
    }
    // The latest scope: the one every other scope's block dominates.
    let latest = scopes.iter().copied().reduce(|a, b| {
        let (block_a, block_b) = (scope_block(ctx, a), scope_block(ctx, b));
        if block_a == block_b {
            if scope_position(ctx, a) >= scope_position(ctx, b) {
                a
            } else {
                b
            }
        } else if ctx.dom.dominates(block_a, block_b) {
            b
        } else {
            a
        }
    });
    let (scope_block, scope_start) = match latest {
        None => match body.entry() {
            Some(entry) => (entry, 0),
            None => return false,
        },
        Some(scope) => (scope_block(ctx, scope), scope_position(ctx, scope)),
    };
    let end = position_in_block(ctx, inst);
    if scope_block == block {
        return passes_control_on_between(ctx, block, scope_start, end);
    }
    // The definition in the preheader of the loop whose header holds `inst`.
    let header_of_inst = ctx.loops.loop_with_header(block);
    let Some(l) = header_of_inst else {
        return false;
    };
    let outside: Vec<Block> = ctx
        .cfg
        .predecessors(block)
        .iter()
        .copied()
        .filter(|&p| !ctx.loops.contains(l, p))
        .collect();
    outside == [scope_block]
        && ctx.cfg.successors(scope_block).len() == 1
        && passes_control_on_between(
            ctx,
            scope_block,
            scope_start,
            body.block(scope_block).insts.len(),
        )
        && passes_control_on_between(ctx, block, 0, end)
}

/// A definition an expression is built from: an instruction, or the first
/// instruction of a loop header (an induction variable's).
#[derive(Copy, Clone)]
enum Scope {
    Instruction(Inst),
    HeaderStart(Block),
}

fn scope_block(ctx: &LoopContext, scope: Scope) -> Block {
    match scope {
        Scope::Instruction(inst) => ctx.body.inst_block(inst).expect("a placed instruction"),
        Scope::HeaderStart(block) => block,
    }
}

fn scope_position(ctx: &LoopContext, scope: Scope) -> usize {
    match scope {
        Scope::Instruction(inst) => position_in_block(ctx, inst),
        Scope::HeaderStart(_) => 0,
    }
}

fn position_in_block(ctx: &LoopContext, inst: Inst) -> usize {
    let block = ctx.body.inst_block(inst).expect("a placed instruction");
    ctx.body
        .block(block)
        .insts
        .iter()
        .position(|&i| i == inst)
        .expect("listed in its block")
}

/// Whether the instructions of `block` from `start` up to (not including) `end` pass control on.
fn passes_control_on_between(ctx: &LoopContext, block: Block, start: usize, end: usize) -> bool {
    let insts = &ctx.body.block(block).insts;
    end.saturating_sub(start) < SCAN_LIMIT as usize
        && insts[start..end]
            .iter()
            .all(|&i| passes_control_on(ctx, &ctx.body.inst(i).kind))
}

/// The definitions `operand`'s expression is built from (ScalarEvolution
/// looks through arithmetic and casts; a header phi is an induction variable).
fn collect_scopes(
    ctx: &LoopContext,
    operand: &Operand,
    visited: &mut HashSet<Value>,
    scopes: &mut Vec<Scope>,
) {
    let Operand::Value(v) = operand else {
        return;
    };
    if !visited.insert(*v) {
        return;
    }
    let Some(def) = ctx.body.defining_inst(*v) else {
        return; // an argument
    };
    match &ctx.body.inst(def).kind {
        InstKind::Binary {
            op: BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::UDiv | BinaryOp::Shl,
            lhs,
            rhs,
            ..
        } => {
            collect_scopes(ctx, lhs, visited, scopes);
            collect_scopes(ctx, rhs, visited, scopes);
        }
        InstKind::Cast {
            op: CastOp::ZExt | CastOp::SExt | CastOp::Trunc,
            value,
            ..
        } => collect_scopes(ctx, value, visited, scopes),
        InstKind::Phi { .. } => {
            let block = ctx.body.inst_block(def).expect("a placed phi");
            let is_header = ctx.loops.loop_with_header(block).is_some();
            scopes.push(if is_header {
                Scope::HeaderStart(block)
            } else {
                Scope::Instruction(def)
            });
        }
        _ => scopes.push(Scope::Instruction(def)),
    }
}
