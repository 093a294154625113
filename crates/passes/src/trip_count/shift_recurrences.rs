//! Exit tests on *shift recurrences*: a header phi whose value from the latch is the
//! phi shifted (`lshr`, `ashr` or `shl`) by a positive constant. Such a value reaches a
//! fixed point within `width` iterations (0 for `lshr` and `shl`; for `ashr`, 0 from a
//! non-negative start and -1 from a negative one), so a loop that stays in only while
//! `recurrence <pred> constant` holds, and where that fails at the fixed point, takes
//! its backedges at most `width` times. This is the fact LLVM 19's ScalarEvolution
//! establishes for such loops (its bound is the width too), for tests that read the
//! phi or a shift of it of the same kind, with the constant on the right.
//!
//! A conditional branch on a logical `and` of tests (stay while all hold) or a logical
//! `or` of tests (leave when any holds) leaves when one of them does, so each test
//! bounds the loop (the caller splits the condition, see
//! [`super::implied_conditions`]).
//!
//! Invariant: a bound is returned only when every iteration that takes a backedge runs
//! the test (the caller's requirement on `exiting`) and the test fails at the fixed point.

use super::loop_guards::EntryFacts;
use super::value_ranges::{value_range, Domain};
use super::{defining_kind, inverse, predicate_holds, LoopContext};
use ir::analysis::LoopId;
use ir::constant::BinaryOp;
use ir::{Block, InstKind, IntPredicate, Operand};

/// The bound on the backedges taken after `condition`, one of the conditions whose
/// failure leaves `l` at an exiting block that dominates every latch, read as "stay
/// in while `condition` is `stays_when_true`", when it tests a shift recurrence (see
/// the module docs).
pub(super) fn shift_recurrence_bound(
    ctx: &LoopContext,
    l: LoopId,
    condition: &Operand,
    stays_when_true: bool,
) -> Option<u128> {
    let [latch] = ctx.loops.get(l).latches[..] else {
        return None;
    };
    let InstKind::ICmp { pred, lhs, rhs } = defining_kind(ctx, condition)? else {
        return None;
    };
    let continue_predicate = if stays_when_true {
        *pred
    } else {
        inverse(*pred)
    };
    test_bound(ctx, l, latch, continue_predicate, lhs, rhs)
}

/// The bound of one test `lhs <continue_predicate> rhs`.
fn test_bound(
    ctx: &LoopContext,
    l: LoopId,
    latch: Block,
    continue_predicate: IntPredicate,
    lhs: &Operand,
    rhs: &Operand,
) -> Option<u128> {
    let constant = ctx.m.consts.as_int(rhs.as_const()?)?;
    let width = constant.width();
    // A shift of the phi, of the same kind as the recurrence's, is peeled off.
    let (phi_operand, peeled) = match positive_shift(ctx, lhs) {
        Some((op, shifted)) => (shifted, Some(op)),
        None => (lhs, None),
    };
    let phi = phi_operand.as_value()?;
    let phi_inst = ctx.body.defining_inst(phi)?;
    let header = ctx.loops.get(l).header;
    if !ctx.body.block(header).insts.contains(&phi_inst) {
        return None;
    }
    let InstKind::Phi { incoming, .. } = &ctx.body.inst(phi_inst).kind else {
        return None;
    };
    let from_latch = incoming.iter().find(|(_, b)| *b == latch).map(|(v, _)| v)?;
    let (op, shifted) = positive_shift(ctx, from_latch)?;
    if shifted.as_value() != Some(phi) || peeled.is_some_and(|p| p != op) {
        return None;
    }
    let stable: i128 = match op {
        BinaryOp::LShr | BinaryOp::Shl => 0,
        _ => {
            let mut outside = incoming.iter().filter(|(_, b)| !ctx.loops.contains(l, *b));
            let (start, _) = outside.next()?;
            if outside.next().is_some() {
                return None;
            }
            let facts = EntryFacts::of(ctx, l);
            match value_range(ctx, &facts, start, width, Domain::Signed) {
                (lo, _) if lo >= 0 => 0,
                (_, hi) if hi < 0 => -1,
                _ => return None,
            }
        }
    };
    let signed = i128::from(constant.to_i64()?);
    let unsigned = i128::from(constant.to_u64()?);
    let stable_unsigned = if stable < 0 {
        (1i128 << width) - 1
    } else {
        stable
    };
    let holds_at_fixed_point = predicate_holds(
        continue_predicate,
        (stable_unsigned, unsigned),
        (stable, signed),
    );
    (!holds_at_fixed_point).then_some(u128::from(width))
}

/// `(kind, shifted value)` if `operand` is an `lshr`, `ashr` or `shl` by a positive
/// constant.
fn positive_shift<'c>(ctx: &'c LoopContext, operand: &Operand) -> Option<(BinaryOp, &'c Operand)> {
    let InstKind::Binary { op, lhs, rhs, .. } = defining_kind(ctx, operand)? else {
        return None;
    };
    if !matches!(op, BinaryOp::LShr | BinaryOp::AShr | BinaryOp::Shl) {
        return None;
    }
    let amount = ctx.m.consts.as_int(rhs.as_const()?)?.to_u64()?;
    (amount > 0).then_some((*op, lhs))
}
