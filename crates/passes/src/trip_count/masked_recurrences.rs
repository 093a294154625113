//! Exit tests on the *low bits* of an induction variable: a loop that stays in only
//! while `(iv & (2^k - 1)) != 0` (or leaves when it is 0), `iv` an integer recurrence
//! or the address of a pointer one (`ptrtoint`), with an odd constant step. The low
//! `k` bits of such a variable step through every one of their `2^k` values before
//! repeating, so they are 0 within `2^k` iterations: the loop takes its backedges at
//! most `2^k - 1` times. LLVM 19's ScalarEvolution reads the masked value as a
//! `k`-bit recurrence (`zext (trunc iv)`) and bounds it so (alignment loops such as
//! `while ((uintptr_t) p & 7) p++;`).
//!
//! Invariant: a bound is returned only when every iteration that takes a backedge runs
//! the test (the caller's requirement on the exiting block) and the step is odd.

use super::{defining_kind, InductionVariable, LoopContext};
use ir::analysis::LoopId;
use ir::constant::{BinaryOp, CastOp};
use ir::{InstKind, IntPredicate, Operand};

/// The bound on the backedges taken after `condition` (read as "stay in while
/// `condition` is `stays_when_true`") when it tests the low bits of an induction
/// variable of `l` against 0 (see the module docs).
pub(super) fn low_bits_bound(
    ctx: &LoopContext,
    l: LoopId,
    condition: &Operand,
    stays_when_true: bool,
) -> Option<u128> {
    let InstKind::ICmp { pred, lhs, rhs } = defining_kind(ctx, condition)? else {
        return None;
    };
    let stays_while_nonzero = match pred {
        IntPredicate::Ne => stays_when_true,
        IntPredicate::Eq => !stays_when_true,
        _ => return None,
    };
    let is_zero = |o: &Operand| {
        o.as_const()
            .and_then(|c| ctx.m.consts.as_int(c))
            .is_some_and(|value| value.is_zero())
    };
    let masked = match (is_zero(lhs), is_zero(rhs)) {
        (false, true) => lhs,
        (true, false) => rhs,
        _ => return None,
    };
    if !stays_while_nonzero {
        return None;
    }
    let Some(InstKind::Binary {
        op: BinaryOp::And,
        lhs: value,
        rhs: Operand::Const(mask),
        ..
    }) = defining_kind(ctx, masked)
    else {
        return None;
    };
    let mask = ctx.m.consts.as_int(*mask)?.to_u64()?;
    if mask == 0 || mask & mask.wrapping_add(1) != 0 {
        return None;
    }
    let recurrence = match defining_kind(ctx, value) {
        Some(InstKind::Cast {
            op: CastOp::PtrToInt,
            value: pointer,
            ..
        }) => InductionVariable::of(ctx, l, pointer).filter(|iv| iv.pointer)?,
        _ => InductionVariable::of(ctx, l, value).filter(|iv| !iv.pointer)?,
    };
    (recurrence.step % 2 != 0).then_some(u128::from(mask))
}
