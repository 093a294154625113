//! Limits a constant away from the start through an extension: a loop from
//! `zext x` (or `sext x`) up to `zext (x + C)` (`sext`) takes a number of iterations
//! fixed by `C`, wherever ScalarEvolution moves the extension into the sum, so that
//! the two extensions of `x` cancel in the distance: when it trusts the sum's `nuw`
//! (`nsw`) flag for that extension, or when the range of `x` (narrowed by the loop
//! guards, which rewrite `x` itself) keeps `x + C` from wrapping (zstd's
//! `for (idx = x; idx < x + 96; idx++)` behind `x <u -96`).
//!
//! Invariant: a bound is the exact number of backedges the test lets through (the
//! distance is the constant `C`), so it is sound whenever the sum does not wrap,
//! which both conditions ensure.

use super::comparisons::{Comparison, ComparisonKind};
use super::loop_guards::EntryFacts;
use super::value_ranges::{
    domain_bounds, extension_distributes, operand_int_width, value_range, Domain,
};
use super::{defining_kind, ExitTest, LoopContext};
use ir::constant::{BinaryOp, CastOp};
use ir::{InstKind, Operand};

/// The bound of `test` (a `!=` or `<` test of an increasing variable) when its start
/// is the extension of `x` and its limit the same extension of `x + C`.
pub(super) fn extended_offset_bound(
    ctx: &LoopContext,
    facts: &EntryFacts,
    test: &ExitTest,
    comparison: &Comparison,
) -> Option<u128> {
    let recurrence = &test.induction;
    if recurrence.pointer
        || recurrence.start_offset.is_some()
        || recurrence.truncated_from.is_some()
        || recurrence.step <= 0
    {
        return None;
    }
    let (x, signed) = extension_of(ctx, &recurrence.start)?;
    let (sum, limit_signed) = extension_of(ctx, &test.limit)?;
    if signed != limit_signed {
        return None;
    }
    let domain = if signed {
        Domain::Signed
    } else {
        Domain::Unsigned
    };
    let Some(InstKind::Binary {
        op: BinaryOp::Add,
        lhs,
        rhs: Operand::Const(c),
        ..
    }) = defining_kind(ctx, sum)
    else {
        return None;
    };
    if lhs != x {
        return None;
    }
    let constant = ctx.m.consts.as_int(*c)?;
    let offset = match domain {
        Domain::Signed => i128::from(constant.to_i64()?),
        Domain::Unsigned => i128::from(constant.to_u64()?),
    };
    let narrow = operand_int_width(ctx, x)?;
    let (lo, hi) = value_range(ctx, facts, x, narrow, domain);
    let (dmin, dmax) = domain_bounds(narrow, domain);
    let no_wrap =
        extension_distributes(ctx, sum, domain) || (lo + offset >= dmin && hi + offset <= dmax);
    if !no_wrap {
        return None;
    }
    // The distance from the first tested value to the limit.
    let first = if recurrence.offset_by_one_step {
        recurrence.step
    } else {
        0
    };
    let distance = offset - first;
    let step = recurrence.step;
    let count = match comparison.kind {
        ComparisonKind::NotEqual if distance >= 0 && distance % step == 0 => distance / step,
        ComparisonKind::Less if comparison.domain == domain => (distance.max(0) + step - 1) / step,
        _ => return None,
    };
    u128::try_from(count).ok()
}

/// The operand `operand` zero- or sign-extends (`true`: sign), when it is an extension.
fn extension_of<'c>(ctx: &'c LoopContext, operand: &Operand) -> Option<(&'c Operand, bool)> {
    match defining_kind(ctx, operand)? {
        InstKind::Cast {
            op: op @ (CastOp::ZExt | CastOp::SExt),
            value,
            ..
        } => Some((value, *op == CastOp::SExt)),
        _ => None,
    }
}
