//! The funclet exception-handling pads (`catchswitch`, `catchpad`,
//! `cleanuppad`) and the terminators leaving them (`catchret`, `cleanupret`),
//! with LLVM 19's messages.
//!
//! What the checks guarantee, and code generation relies on:
//! * a pad is the first non-phi instruction of a block other than the entry,
//!   in a function with a personality;
//! * a `catchswitch` or `cleanuppad` block is entered only by unwind edges:
//!   that of an `invoke`, of a `catchswitch` or of a `cleanupret`;
//! * a `catchpad` is nested in a `catchswitch`, and its block is entered only
//!   from that `catchswitch` (as one of its handlers, which all start with a
//!   `catchpad`);
//! * `catchret` leaves a `catchpad`, `cleanupret` a `cleanuppad`, and an
//!   unwind edge out of a `catchswitch` or `cleanupret` enters a funclet pad,
//!   never a `landingpad`.
//!
//! So no pad, and nothing dominated by one, can be reached without unwinding.
//! Not checked (LLVM checks them): the nesting of funclets beyond one level
//! (a pad's `within` parent, unwind destinations that agree between funclets).

use super::function_checks::FunctionContext;
use crate::function::{Block, Inst};
use crate::inst::{InstKind, Operand};

/// The name LLVM's messages give an instruction kind.
fn class_name(kind: &InstKind) -> &'static str {
    match kind {
        InstKind::CatchSwitch { .. } => "CatchSwitchInst",
        InstKind::CatchPad { .. } => "CatchPadInst",
        _ => "CleanupPadInst",
    }
}

/// The first non-phi instruction of `block`.
fn first_non_phi(ctx: &FunctionContext, block: Block) -> Option<Inst> {
    let body = ctx.body;
    body.block(block)
        .insts
        .iter()
        .copied()
        .find(|&i| !body.inst(i).kind.is_phi())
}

/// The instruction defining `operand`, when it is an instruction's result.
fn defining_inst(ctx: &FunctionContext, operand: &Operand) -> Option<Inst> {
    match operand {
        Operand::Value(value) => ctx.body.defining_inst(*value),
        _ => None,
    }
}

/// The instruction kind defining `operand`, when it is an instruction's result.
fn defining_kind<'a>(ctx: &FunctionContext<'a>, operand: &Operand) -> Option<&'a InstKind> {
    defining_inst(ctx, operand).map(|definition| &ctx.body.inst(definition).kind)
}

/// Whether `block` starts with a funclet pad (after its phis).
fn starts_with_funclet_pad(ctx: &FunctionContext, block: Block) -> bool {
    first_non_phi(ctx, block).is_some_and(|i| {
        matches!(
            ctx.body.inst(i).kind,
            InstKind::CatchSwitch { .. } | InstKind::CatchPad { .. } | InstKind::CleanupPad { .. }
        )
    })
}

/// The rules of the funclet pad `pad`, an instruction of `block`.
pub(super) fn check_funclet_pad(ctx: &mut FunctionContext, block: Block, pad: Inst) {
    let body = ctx.body;
    let kind = &body.inst(pad).kind;
    let class = class_name(kind);
    if ctx.function.personality.is_none() {
        ctx.fail(
            pad,
            format!("{class} needs to be in a function with a personality."),
        );
    }
    if first_non_phi(ctx, block) != Some(pad) {
        ctx.fail(
            pad,
            format!("{class} not the first non-PHI instruction in the block."),
        );
        return;
    }
    if body.entry() == Some(block) {
        ctx.fail(pad, "EH pad cannot be in entry block.");
        return;
    }
    match kind {
        InstKind::CatchPad { catchswitch, .. } => {
            let switch = defining_inst(ctx, catchswitch)
                .filter(|&i| matches!(body.inst(i).kind, InstKind::CatchSwitch { .. }));
            if switch.is_none() {
                ctx.fail(
                    pad,
                    "CatchPadInst needs to be directly nested in a CatchSwitchInst.",
                );
                return;
            }
            let entered_by_its_switch = ctx
                .cfg
                .predecessors(block)
                .iter()
                .all(|&p| body.terminator(p) == switch);
            if !entered_by_its_switch {
                ctx.fail(
                    pad,
                    "Block containg CatchPadInst must be jumped to only by its catchswitch.",
                );
            }
        }
        InstKind::CatchSwitch {
            handlers, unwind, ..
        } => {
            if handlers.is_empty() {
                ctx.fail(pad, "CatchSwitchInst cannot have empty handler list");
            }
            let all_catchpads = handlers.iter().all(|&handler| {
                first_non_phi(ctx, handler)
                    .is_some_and(|i| matches!(body.inst(i).kind, InstKind::CatchPad { .. }))
            });
            if !all_catchpads {
                ctx.fail(pad, "CatchSwitchInst handlers must be catchpads");
            }
            if unwind.is_some_and(|target| !starts_with_funclet_pad(ctx, target)) {
                ctx.fail(
                    pad,
                    "CatchSwitchInst must unwind to an EH block which is not a landingpad.",
                );
            }
            check_entered_by_unwind_edges(ctx, block, pad);
        }
        _ => check_entered_by_unwind_edges(ctx, block, pad),
    }
}

/// A `catchswitch` or `cleanuppad` block is entered only by unwind edges.
fn check_entered_by_unwind_edges(ctx: &mut FunctionContext, block: Block, pad: Inst) {
    let body = ctx.body;
    let by_unwind_edges = ctx.cfg.predecessors(block).iter().all(|&p| {
        body.terminator(p)
            .is_some_and(|t| match &body.inst(t).kind {
                InstKind::Invoke { normal, unwind, .. } => *unwind == block && *normal != block,
                InstKind::CatchSwitch {
                    handlers, unwind, ..
                } => *unwind == Some(block) && !handlers.contains(&block),
                InstKind::CleanupRet { unwind, .. } => *unwind == Some(block),
                _ => false,
            })
    });
    if !by_unwind_edges {
        ctx.fail(pad, "EH pad must be jumped to via an unwind edge");
    }
}

/// `catchret` leaves a `catchpad`; `cleanupret` leaves a `cleanuppad` and
/// unwinds, if not to the caller, to a funclet pad.
pub(super) fn check_funclet_return(ctx: &mut FunctionContext, i: Inst) {
    match &ctx.body.inst(i).kind {
        InstKind::CatchRet { pad, .. }
            if !matches!(defining_kind(ctx, pad), Some(InstKind::CatchPad { .. })) =>
        {
            ctx.fail(i, "CatchReturnInst needs to be provided a CatchPad");
        }
        InstKind::CleanupRet { pad, unwind } => {
            if !matches!(defining_kind(ctx, pad), Some(InstKind::CleanupPad { .. })) {
                ctx.fail(i, "CleanupReturnInst needs to be provided a CleanupPad");
            }
            if unwind.is_some_and(|target| !starts_with_funclet_pad(ctx, target)) {
                ctx.fail(
                    i,
                    "CleanupReturnInst must unwind to an EH block which is not a landingpad.",
                );
            }
        }
        _ => {}
    }
}
