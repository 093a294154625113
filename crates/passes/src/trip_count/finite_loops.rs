//! Loops finite by assumption: LLVM 19's ScalarEvolution assumes that a loop
//! which must make progress (its function is `mustprogress` or `willreturn`,
//! or the loop carries `llvm.loop.mustprogress`) and has no side effects ends;
//! an infinite one would be undefined behaviour. When such a loop's only exit
//! tests an induction variable against a limit that does not change, the
//! variable cannot run through its whole cycle without leaving, so a `!=` test
//! with a power-of-two step is met within `2^width / |step|` iterations and a
//! `<=` (`>=`) test with a unit step within `2^width` (`ControllingFiniteLoop`
//! in `computeExitLimitFromICmp`).
//!
//! "No side effects" is LLVM's `loopHasNoSideEffects` with its abnormal-exit
//! check: plain stores and loads are allowed; volatile or atomic accesses,
//! fences, `va_arg`, and calls that may write memory, unwind or not return are
//! not. Invariant: `true` only when every instruction of the loop was checked.

use super::LoopContext;
use ir::analysis::LoopId;
use ir::metadata::{MdKind, MdRef};
use ir::{CallSite, Inst, InstKind};

/// Whether the exits of loop `l` are assumed to be taken: its only exiting
/// block controls it, it must make progress, and it has no side effects.
pub(super) fn is_finite_by_assumption(ctx: &LoopContext, l: LoopId) -> bool {
    let data = ctx.loops.get(l);
    data.exiting_blocks.len() == 1
        && (ctx.promises.must_progress
            || data.latches.iter().any(|&latch| {
                ctx.body
                    .terminator(latch)
                    .is_some_and(|terminator| has_must_progress_metadata(ctx, terminator))
            }))
        && data.blocks.iter().all(|&block| {
            ctx.body
                .block(block)
                .insts
                .iter()
                .all(|&inst| !has_side_effects(ctx, &ctx.body.inst(inst).kind))
        })
}

/// `!llvm.loop` on `terminator` names `llvm.loop.mustprogress`.
fn has_must_progress_metadata(ctx: &LoopContext, terminator: Inst) -> bool {
    let node_items = |reference: &MdRef| -> Option<Vec<MdRef>> {
        let node = match reference {
            MdRef::Node(slot) => ctx.m.metadata.get(slot)?,
            MdRef::Inline(node) => node,
            _ => return None,
        };
        match &node.kind {
            MdKind::Tuple(items) => Some(items.clone()),
            _ => None,
        }
    };
    ctx.body
        .inst(terminator)
        .metadata
        .iter()
        .filter(|(kind, _)| kind == "llvm.loop")
        .filter_map(|(_, reference)| node_items(reference))
        .flatten()
        .filter_map(|property| node_items(&property))
        .any(|property| {
            matches!(property.first(), Some(MdRef::String(name)) if name == b"llvm.loop.mustprogress")
        })
}

/// LLVM's `mayHaveSideEffects`, except that plain stores are allowed, and its
/// abnormal exits (`unreachable`, `resume`, calls that may unwind or not return).
fn has_side_effects(ctx: &LoopContext, kind: &InstKind) -> bool {
    match kind {
        InstKind::Load {
            volatile, atomic, ..
        }
        | InstKind::Store {
            volatile, atomic, ..
        } => *volatile || atomic.is_some(),
        InstKind::Fence(_)
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::VaArg { .. }
        | InstKind::Unreachable
        | InstKind::Resume(_) => true,
        _ => kind
            .call_site()
            .is_some_and(|call| !call_is_pure(ctx, call)),
    }
}

/// The call reads memory at most, does not unwind, and returns (its own
/// attributes or its callee's).
fn call_is_pure(ctx: &LoopContext, call: &CallSite) -> bool {
    let has = |name: &str| ctx.m.call_has_function_attribute(call, name);
    ctx.m.call_only_reads_memory(call) && has("nounwind") && has("willreturn")
}
