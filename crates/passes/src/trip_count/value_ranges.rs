//! Ranges of loop-invariant integers: from their definitions (constants, `zext`/`sext`
//! of narrower values, `and` with a constant mask, `add`, `mul`, `shl`, `udiv` and
//! `lshr` by constants, sums, differences, `x ^ -1`, phis (nested ones too, each incoming value
//! narrowed by its edge's branch), selects, `llvm.{s,u}{max,min}`, `or`, `xor` with a
//! constant, calls ([`super::call_ranges`])), narrowed by the
//! conditional branches on the way into the loop ([`EntryFacts`], in
//! [`super::loop_guards`]), and their known trailing zeros.
//!
//! Invariant: every range returned contains every value the operand can have on entry
//! to the loop in executions without undefined behaviour; the whole range of the type
//! when nothing is known.

use super::call_ranges::call_range;
use super::loop_guards::{narrow_by_facts, predicate_domain, EntryFacts, Region};
use super::poison::wrap_flags_trusted;
use super::{
    branch_towards, conditional_branch, defining_kind, inverse,
    max_backedge_taken_count_through_latch, swapped, InductionVariable, LoopContext, TripCountRule,
};
use crate::call_classification::called_function_name;
use ir::constant::{BinaryOp, CastOp, IntFlags};
use ir::{Block, InstKind, IntPredicate, Operand, Value};
use std::collections::HashMap;

/// How integers are read by a comparison.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum Domain {
    Signed,
    Unsigned,
}

pub(super) fn domain_bounds(width: u32, domain: Domain) -> (i128, i128) {
    match domain {
        Domain::Signed => (-(1i128 << (width - 1)), (1i128 << (width - 1)) - 1),
        Domain::Unsigned => (0, (1i128 << width) - 1),
    }
}

/// The range `operand` (of integer type `width`) can take, read in `domain`, from its
/// definition (a constant, a `zext`/`sext` of a narrower value, an `and` with a
/// constant mask) narrowed by `facts`; else the whole range of the type.
pub(super) fn value_range(
    ctx: &LoopContext,
    facts: &EntryFacts,
    operand: &Operand,
    width: u32,
    domain: Domain,
) -> (i128, i128) {
    range_of(ctx, facts, operand, width, domain, Phis::Expand(None))
}

/// [`value_range`] with every phi read as the whole range of its type: for values
/// defined in the loop being bounded, whose own phis would need that bound.
pub(super) fn value_range_without_phis(
    ctx: &LoopContext,
    facts: &EntryFacts,
    operand: &Operand,
    width: u32,
    domain: Domain,
) -> (i128, i128) {
    range_of(ctx, facts, operand, width, domain, Phis::Opaque)
}

/// Under [`TripCountRule::Llvm19`], the range of the extension (signed in
/// the signed `domain`) of `value`, of width `narrow`, when ScalarEvolution moves the
/// extension into it ([`extension_distributes`]): `x + c`, `x * c` or `x << c` (a
/// positive constant), whose range is `x`'s moved or scaled by `c` (`sext x + c`,
/// `c * zext x`), or `x + y`, the sum of the extended operands' ranges; past the
/// narrow type's when the operands can be near its end. `None` otherwise.
fn extended_trusted_operation(
    ctx: &LoopContext,
    facts: &EntryFacts,
    value: &Operand,
    narrow: u32,
    domain: Domain,
    phis: Phis<'_>,
) -> Option<(i128, i128)> {
    if ctx.rule != TripCountRule::Llvm19 || !extension_distributes(ctx, value, domain) {
        return None;
    }
    if let Some((a, b)) = saturating_sum(ctx, value) {
        // `umin(a, ~b) + b`.
        let (_, max) = domain_bounds(narrow, Domain::Unsigned);
        let (a_lo, a_hi) = range_of(ctx, facts, a, narrow, domain, phis);
        let (b_lo, b_hi) = range_of(ctx, facts, b, narrow, domain, phis);
        return Some((a_lo.min(max - b_hi) + b_lo, a_hi.min(max - b_lo) + b_hi));
    }
    let Some(InstKind::Binary { op, lhs, rhs, .. }) = defining_kind(ctx, value) else {
        return None;
    };
    let (lo, hi) = range_of(ctx, facts, lhs, narrow, domain, phis);
    let Operand::Const(c) = rhs else {
        // A sum of two values (the only such operation that distributes).
        let (r_lo, r_hi) = range_of(ctx, facts, rhs, narrow, domain, phis);
        return Some((lo + r_lo, hi + r_hi));
    };
    let constant = ctx.m.consts.as_int(*c)?;
    let k = match domain {
        Domain::Signed => i128::from(constant.to_i64()?),
        Domain::Unsigned => i128::from(constant.to_u64()?),
    };
    // The operation as `x * factor + addend`.
    let (factor, addend) = match op {
        BinaryOp::Add => (1, k),
        BinaryOp::Mul => (k, 0),
        _ => (1 << k, 0),
    };
    Some((lo * factor + addend, hi * factor + addend))
}

/// The operands of `value` when it is `llvm.uadd.sat(a, b)`, which ScalarEvolution
/// reads as the sum `umin(a, ~b) + b` without unsigned wrap.
pub(super) fn saturating_sum<'c>(
    ctx: &'c LoopContext,
    value: &Operand,
) -> Option<(&'c Operand, &'c Operand)> {
    let InstKind::Call { call, .. } = defining_kind(ctx, value)? else {
        return None;
    };
    let name = called_function_name(ctx.m, call)?;
    match &call.args[..] {
        [a, b] if name.starts_with("llvm.uadd.sat.") => Some((&a.value, &b.value)),
        _ => None,
    }
}

/// Whether ScalarEvolution moves a zero extension (`domain` unsigned) or a sign
/// extension (signed) of `value` into its operands: `value` is `x + y`, or `x + c`,
/// `x * c` or `x << c` with a positive constant `c` (a shift by less than the width,
/// below the sign bit for `nsw` alone), whose `nuw` (`nsw`) flag ScalarEvolution
/// trusts (`poison`), or (zero extension) `llvm.uadd.sat` ([`saturating_sum`]).
pub(super) fn extension_distributes(ctx: &LoopContext, value: &Operand, domain: Domain) -> bool {
    if domain == Domain::Unsigned && saturating_sum(ctx, value).is_some() {
        return true;
    }
    let Some(def) = value.as_value().and_then(|v| ctx.body.defining_inst(v)) else {
        return false;
    };
    let InstKind::Binary { op, flags, rhs, .. } = &ctx.body.inst(def).kind else {
        return false;
    };
    let flag = match domain {
        Domain::Signed => IntFlags::NSW,
        Domain::Unsigned => IntFlags::NUW,
    };
    let Some(width) = operand_int_width(ctx, value) else {
        return false;
    };
    let constant = rhs.as_const().and_then(|c| {
        let value = ctx.m.consts.as_int(c)?;
        match domain {
            Domain::Signed => value.to_i64().map(i128::from),
            Domain::Unsigned => value.to_u64().map(i128::from),
        }
    });
    let shape = match (op, constant) {
        (BinaryOp::Add, _) => true,
        (BinaryOp::Mul, Some(k)) => k > 0,
        (BinaryOp::Shl, Some(k)) => {
            k >= 0
                && k < i128::from(width)
                && (domain == Domain::Unsigned
                    || flags.has(IntFlags::NUW)
                    || k < i128::from(width) - 1)
        }
        _ => false,
    };
    shape && flags.has(flag) && wrap_flags_trusted(ctx, def)
}

/// Under [`TripCountRule::Llvm19`], the range of the zero (sign) extension of
/// `value`, of width `narrow`, when `value` is an unsigned (signed) minimum or
/// maximum: ScalarEvolution moves the extension onto the operands, so the facts on
/// `value` itself no longer apply (only those its loop guards carried onto the
/// operands, see [`EntryFacts::of`]). `None` otherwise.
fn extended_min_max(
    ctx: &LoopContext,
    facts: &EntryFacts,
    value: &Operand,
    narrow: u32,
    domain: Domain,
    phis: Phis<'_>,
) -> Option<(i128, i128)> {
    if ctx.rule != TripCountRule::Llvm19 {
        return None;
    }
    let (operation, a, b) = min_max_operation(ctx, value.as_value()?)?;
    let operation_domain = match operation {
        MinMax::UMax | MinMax::UMin => Domain::Unsigned,
        MinMax::SMax | MinMax::SMin => Domain::Signed,
    };
    if operation_domain != domain {
        return None;
    }
    min_max_of(ctx, facts, operation, (a, b), narrow, domain, phis)
}

/// Whether a phi's range is the union of its incoming values' ranges or the whole
/// range of its type. Expanded, a phi met again on its own path of definitions (a
/// cycle), or below [`MAX_NESTED_PHIS`] expanded phis, is read as the whole range of its
/// type, as ScalarEvolution reads a phi whose range it is already computing.
#[derive(Copy, Clone)]
enum Phis<'p> {
    /// The phis being expanded on the path to this value, innermost first.
    Expand(Option<&'p PhiPath<'p>>),
    Opaque,
}

/// A phi being expanded, and the one whose incoming value led to it.
struct PhiPath<'p> {
    phi: Value,
    depth: u32,
    outer: Option<&'p PhiPath<'p>>,
}

/// How many phis one path of definitions expands at most.
const MAX_NESTED_PHIS: u32 = 8;

impl PhiPath<'_> {
    fn contains(&self, phi: Value) -> bool {
        self.phi == phi || self.outer.is_some_and(|outer| outer.contains(phi))
    }
}

/// [`value_range`], with `add`s of a constant and phis (see [`Phis`]) too.
fn range_of(
    ctx: &LoopContext,
    facts: &EntryFacts,
    operand: &Operand,
    width: u32,
    domain: Domain,
    phis: Phis<'_>,
) -> (i128, i128) {
    let full = domain_bounds(width, domain);
    let v = match operand {
        Operand::Const(c) => {
            return match ctx.m.consts.as_int(*c) {
                Some(value) => {
                    let v = match domain {
                        Domain::Signed => value.to_i64().map(i128::from),
                        Domain::Unsigned => value.to_u64().map(i128::from),
                    };
                    v.map_or(full, |v| (v, v))
                }
                None => full,
            };
        }
        Operand::Value(v) => *v,
        Operand::Metadata(_) => return full,
    };
    let defined = match ctx
        .body
        .defining_inst(v)
        .map(|def| &ctx.body.inst(def).kind)
    {
        Some(InstKind::Cast {
            op: op @ (CastOp::ZExt | CastOp::SExt),
            value,
            ..
        }) => match operand_int_width(ctx, value).filter(|&n| n < width) {
            Some(narrow) => {
                let operand_domain = if *op == CastOp::ZExt {
                    Domain::Unsigned
                } else {
                    Domain::Signed
                };
                // Loop guards that replace the extension as a whole leave out the
                // facts about its operand.
                let shadowed = value.as_value().is_some_and(|narrow| {
                    facts.shadows_extension(narrow, operand_domain == Domain::Signed)
                });
                let facts = if shadowed { &EntryFacts::NONE } else { facts };
                let (lo, hi) =
                    extended_trusted_operation(ctx, facts, value, narrow, operand_domain, phis)
                        .or_else(|| {
                            extended_min_max(ctx, facts, value, narrow, operand_domain, phis)
                        })
                        .unwrap_or_else(|| {
                            range_of(ctx, facts, value, narrow, operand_domain, phis)
                        });
                if (domain == Domain::Signed || lo >= 0) && lo >= full.0 && hi <= full.1 {
                    (lo, hi)
                } else {
                    full
                }
            }
            None => full,
        },
        Some(InstKind::Binary {
            op: BinaryOp::And,
            lhs,
            rhs,
            ..
        }) => {
            let (value, mask) = match (lhs, rhs) {
                (x, Operand::Const(c)) | (Operand::Const(c), x) => (x, Some(*c)),
                // An opaque value: its entry facts still narrow it.
                _ => (lhs, None),
            };
            match mask.and_then(|mask| ctx.m.consts.as_int(mask)?.to_u64()) {
                Some(mask) => {
                    let masked = masked_range(
                        range_of(ctx, facts, value, width, Domain::Unsigned, phis),
                        u128::from(mask),
                    );
                    let (_, signed_max) = domain_bounds(width, Domain::Signed);
                    if domain == Domain::Unsigned || masked.1 <= signed_max {
                        masked
                    } else {
                        full
                    }
                }
                None => full,
            }
        }
        Some(InstKind::Call { call, .. }) => match min_max_operation(ctx, v) {
            Some((operation, a, b)) => {
                min_max_of(ctx, facts, operation, (a, b), width, domain, phis).unwrap_or(full)
            }
            None => call_range(ctx, call, width, domain).unwrap_or(full),
        },
        Some(InstKind::Binary {
            op: BinaryOp::Or,
            flags,
            lhs,
            rhs,
            ..
        }) => {
            // A `disjoint` `or` is a sum that does not wrap; any `or` is at least
            // either operand and has no bit set above their highest (known bits).
            let (a_lo, a_hi) = range_of(ctx, facts, lhs, width, Domain::Unsigned, phis);
            let (b_lo, b_hi) = range_of(ctx, facts, rhs, width, Domain::Unsigned, phis);
            let used_bits = 128 - (a_hi.max(b_hi) as u128).leading_zeros();
            let (lo, hi) = if flags.has(IntFlags::DISJOINT) && a_hi + b_hi <= full.1 {
                (a_lo + b_lo, a_hi + b_hi)
            } else {
                (a_lo.max(b_lo), (1i128 << used_bits) - 1)
            };
            if lo >= full.0 && hi <= full.1 {
                (lo, hi)
            } else {
                full
            }
        }
        Some(InstKind::Binary {
            op: BinaryOp::Add,
            lhs,
            rhs: Operand::Const(c),
            ..
        }) => match ctx.m.consts.as_int(*c).and_then(|k| k.to_i64()) {
            // Without wrapping, the sum's range is the operand's moved by the constant
            // (read signed: adding 2^width - 1 is subtracting 1, in either domain).
            Some(k) => {
                let k = i128::from(k);
                let (lo, hi) = range_of(ctx, facts, lhs, width, domain, phis);
                let (dmin, dmax) = full;
                if lo + k >= dmin && hi + k <= dmax {
                    (lo + k, hi + k)
                } else {
                    full
                }
            }
            None => full,
        },
        Some(InstKind::Binary {
            op: BinaryOp::Add,
            lhs,
            rhs,
            ..
        }) => {
            // The sum of two ranges, where no sum of their values wraps.
            let (a_lo, a_hi) = range_of(ctx, facts, lhs, width, domain, phis);
            let (b_lo, b_hi) = range_of(ctx, facts, rhs, width, domain, phis);
            let (lo, hi) = (a_lo + b_lo, a_hi + b_hi);
            if lo >= full.0 && hi <= full.1 {
                (lo, hi)
            } else {
                full
            }
        }
        Some(InstKind::Binary {
            op: BinaryOp::Sub,
            lhs,
            rhs,
            ..
        }) => {
            // `a - b` covers `a_lo - b_hi ..= a_hi - b_lo`, where all of it wraps alike.
            let (a_lo, a_hi) = range_of(ctx, facts, lhs, width, domain, phis);
            let (b_lo, b_hi) = range_of(ctx, facts, rhs, width, domain, phis);
            wrapped_into_domain((a_lo - b_hi, a_hi - b_lo), width, domain).unwrap_or(full)
        }
        Some(InstKind::Binary {
            op: BinaryOp::Xor,
            lhs,
            rhs: Operand::Const(c),
            ..
        }) if ctx.m.consts.as_int(*c).and_then(|k| k.to_i64()) == Some(-1) => {
            // `x ^ -1` is `-1 - x`.
            let (lo, hi) = range_of(ctx, facts, lhs, width, domain, phis);
            let all_ones = match domain {
                Domain::Signed => -1,
                Domain::Unsigned => (1i128 << width) - 1,
            };
            (all_ones - hi, all_ones - lo)
        }
        Some(InstKind::Binary {
            op: BinaryOp::Xor,
            lhs,
            rhs: Operand::Const(c),
            ..
        }) => match ctx.m.consts.as_int(*c).and_then(|k| k.to_u64()) {
            // No bit set above the highest of `x` and of the constant (known bits).
            Some(k) => {
                let (_, hi) = range_of(ctx, facts, lhs, width, Domain::Unsigned, phis);
                let used_bits = 128 - (hi.max(i128::from(k)) as u128).leading_zeros();
                let hi = (1i128 << used_bits) - 1;
                if hi <= full.1 {
                    (0, hi)
                } else {
                    full
                }
            }
            None => full,
        },
        Some(InstKind::Binary {
            op: BinaryOp::LShr,
            lhs,
            rhs: Operand::Const(c),
            ..
        }) => match ctx.m.consts.as_int(*c).and_then(|k| k.to_u64()) {
            // A logical shift right by `k` < width divides by 2^k.
            Some(k) if k > 0 && k < u64::from(width) => {
                let (lo, hi) = range_of(ctx, facts, lhs, width, Domain::Unsigned, phis);
                (lo >> k, hi >> k)
            }
            _ => full,
        },
        Some(InstKind::Binary {
            op: BinaryOp::AShr,
            lhs,
            rhs: Operand::Const(c),
            ..
        }) => match ctx.m.consts.as_int(*c).and_then(|k| k.to_u64()) {
            // An arithmetic shift right by `k` < width divides by 2^k, rounding
            // down: `ashr (shl x, 32), 32` is a sign-extended 32-bit value.
            Some(k) if k > 0 && k < u64::from(width) => {
                let (lo, hi) = range_of(ctx, facts, lhs, width, Domain::Signed, phis);
                let (lo, hi) = (lo >> k, hi >> k);
                if domain == Domain::Signed || lo >= 0 {
                    (lo, hi)
                } else {
                    full
                }
            }
            _ => full,
        },
        Some(InstKind::Binary {
            op: BinaryOp::UDiv,
            lhs,
            rhs: Operand::Const(c),
            ..
        }) => match ctx.m.consts.as_int(*c).and_then(|k| k.to_u64()) {
            // An unsigned quotient lies between the quotients of the dividend's ends.
            Some(k) if k > 0 => {
                let k = i128::from(k);
                let (lo, hi) = range_of(ctx, facts, lhs, width, Domain::Unsigned, phis);
                let (_, signed_max) = domain_bounds(width, Domain::Signed);
                if domain == Domain::Unsigned || hi / k <= signed_max {
                    (lo / k, hi / k)
                } else {
                    full
                }
            }
            _ => full,
        },
        Some(InstKind::Binary {
            op: op @ (BinaryOp::Mul | BinaryOp::Shl),
            lhs,
            rhs,
            ..
        }) => {
            // A product by a constant, or a shift left by a constant amount, when
            // all the products of the operand's range wrap alike.
            let factor = |c: &Operand| -> Option<i128> {
                let value = ctx.m.consts.as_int(c.as_const()?)?;
                match op {
                    BinaryOp::Shl => value
                        .to_u64()
                        .filter(|&amount| amount < u64::from(width) && amount < 64)
                        .map(|amount| 1i128 << amount),
                    _ => value.to_i64().map(i128::from),
                }
            };
            let (operand, factor) = match (factor(rhs), *op == BinaryOp::Mul) {
                (Some(k), _) => (lhs, Some(k)),
                (None, true) => (rhs, factor(lhs)),
                (None, false) => (lhs, None),
            };
            match factor.filter(|&k| k != 0) {
                Some(k) => {
                    let (lo, hi) = range_of(ctx, facts, operand, width, domain, phis);
                    let (a, b) = (lo * k, hi * k);
                    wrapped_into_domain((a.min(b), a.max(b)), width, domain).unwrap_or(full)
                }
                None => full,
            }
        }
        Some(InstKind::Binary {
            op: BinaryOp::SRem,
            rhs: Operand::Const(c),
            ..
        }) => match ctx.m.consts.as_int(*c).and_then(|k| k.to_i64()) {
            // A remainder by a positive `C` lies strictly between `-C` and `C`; as
            // the sign bits ValueTracking counts, within `[-2^k, 2^k)`, `k = ceil(log2 C)`.
            Some(k) if k > 0 && domain == Domain::Signed => {
                let magnitude = 1i128 << (64 - (k as u64 - 1).leading_zeros()).min(width - 1);
                (-magnitude, magnitude - 1)
            }
            _ => full,
        },
        Some(InstKind::Phi { .. }) if let Some((operation, t, f)) = min_max_operation(ctx, v) => {
            min_max_of(ctx, facts, operation, (t, f), width, domain, phis).unwrap_or(full)
        }
        Some(InstKind::Phi { incoming, .. }) => match phis {
            Phis::Expand(path)
                if path.is_none_or(|p| !p.contains(v) && p.depth < MAX_NESTED_PHIS) =>
            {
                // An induction variable is bounded by its loop's trip count, which asks
                // for ranges again (`ctx.bounds` answers each once, and stops a cycle).
                induction_variable_range(ctx, v, width, domain).unwrap_or_else(|| {
                    let here = PhiPath {
                        phi: v,
                        depth: path.map_or(1, |p| p.depth + 1),
                        outer: path,
                    };
                    incoming
                        .iter()
                        .map(|(value, block)| {
                            let range = range_of(
                                ctx,
                                facts,
                                value,
                                width,
                                domain,
                                Phis::Expand(Some(&here)),
                            );
                            match edge_condition_bits(ctx, value, *block, v, width, domain) {
                                Some((lo, hi)) if lo.max(range.0) <= hi.min(range.1) => {
                                    (lo.max(range.0), hi.min(range.1))
                                }
                                _ => range,
                            }
                        })
                        .reduce(|(a_lo, a_hi), (b_lo, b_hi)| (a_lo.min(b_lo), a_hi.max(b_hi)))
                        .unwrap_or(full)
                })
            }
            _ => full,
        },
        Some(InstKind::Select { cond, t, f, .. }) => match select_min_max(ctx, cond, t, f) {
            Some(operation) => {
                min_max_of(ctx, facts, operation, (t, f), width, domain, phis).unwrap_or(full)
            }
            None => select_range(ctx, facts, t, f, width, domain, phis),
        },
        _ => full,
    };
    let narrowed = narrow_by_facts(ctx, facts, v, defined, width, domain);
    // A value whose low bits are known zero is at most the domain's largest such
    // value, as ScalarEvolution bounds every range by its trailing zeros.
    let trailing_zeros = known_trailing_zeros(ctx, operand).min(width - 1);
    let largest_multiple = (full.1 >> trailing_zeros) << trailing_zeros;
    let narrowed = if narrowed.0 <= largest_multiple {
        (narrowed.0, narrowed.1.min(largest_multiple))
    } else {
        narrowed
    };
    if domain == Domain::Unsigned && facts.compares_signed(v) {
        // A signed guard may make a value that reads as the whole unsigned range
        // (`sext x` with `x` of either sign) non-negative: read it signed too, as
        // ScalarEvolution keeps both ranges of the expression its guards rewrite.
        let (signed_lo, signed_hi) = range_of(ctx, facts, operand, width, Domain::Signed, phis);
        let (lo, hi) = (narrowed.0.max(signed_lo), narrowed.1.min(signed_hi));
        if signed_lo >= 0 && lo <= hi {
            return (lo, hi);
        }
    }
    narrowed
}

/// What the branch ending `predecessor` says about `value` on its edge to the block of
/// `phi` (taken only when `value <pred> C` holds, or fails): the values sharing the
/// leading bits of that region, read in `domain`, as ValueTracking narrows the known
/// bits of a phi's incoming value by such a branch.
fn edge_condition_bits(
    ctx: &LoopContext,
    value: &Operand,
    predecessor: Block,
    phi: Value,
    width: u32,
    domain: Domain,
) -> Option<(i128, i128)> {
    let phi_block = ctx.body.inst_block(ctx.body.defining_inst(phi)?)?;
    let (cond, taken_when_true) = branch_towards(ctx, predecessor, |target| target == phi_block)?;
    let Some(InstKind::ICmp { pred, lhs, rhs }) = defining_kind(ctx, cond) else {
        return None;
    };
    let (pred, bound) = if lhs == value {
        (*pred, rhs)
    } else if rhs == value {
        (swapped(*pred), lhs)
    } else {
        return None;
    };
    let pred = if taken_when_true { pred } else { inverse(pred) };
    let pred_domain = predicate_domain(pred);
    let c = ctx.m.consts.as_int(bound.as_const()?)?;
    let c = match pred_domain {
        Domain::Signed => i128::from(c.to_i64()?),
        Domain::Unsigned => i128::from(c.to_u64()?),
    };
    let modulus = 1i128 << width;
    // The region's unsigned ends, when it does not wrap.
    let (lo, hi) = match Region::of(pred, c, width, pred_domain) {
        Region::Interval(lo, hi) if lo > hi => return None,
        Region::Interval(lo, hi) if hi < 0 => (lo + modulus, hi + modulus),
        Region::Interval(lo, hi) if lo >= 0 => (lo, hi),
        _ => return None,
    };
    let differing = (lo ^ hi) as u128;
    let low_bits = if differing == 0 {
        0
    } else {
        (u128::MAX >> differing.leading_zeros()) as i128
    };
    let (lo, hi) = (lo & !low_bits, lo | low_bits);
    let (_, signed_max) = domain_bounds(width, Domain::Signed);
    match domain {
        Domain::Unsigned => Some((lo, hi)),
        Domain::Signed if hi <= signed_max => Some((lo, hi)),
        Domain::Signed if lo > signed_max => Some((lo - modulus, hi - modulus)),
        Domain::Signed => None,
    }
}

/// The integers `lo..=hi` of an exact computation, as the `width`-bit values they wrap
/// to, read in `domain`: moved by 2^width when all of them wrap the same way, `None`
/// when they wrap differently.
fn wrapped_into_domain((lo, hi): (i128, i128), width: u32, domain: Domain) -> Option<(i128, i128)> {
    let (dmin, dmax) = domain_bounds(width, domain);
    [0, 1i128 << width, -(1i128 << width)]
        .into_iter()
        .map(|shift| (lo + shift, hi + shift))
        .find(|&(lo, hi)| lo >= dmin && hi <= dmax)
}

/// The range of `select c, t, f`. Under [`TripCountRule::Llvm19`] the one its known
/// bits give it, as ScalarEvolution reads it (an unknown value whose known bits bound
/// it): for two constants, the bits they have in common, unsigned from `t & f` to
/// `t | f`; otherwise the high bits both arms' definitions leave zero.
/// Under the other rule, the union of the arms' ranges.
fn select_range(
    ctx: &LoopContext,
    facts: &EntryFacts,
    t: &Operand,
    f: &Operand,
    width: u32,
    domain: Domain,
    phis: Phis<'_>,
) -> (i128, i128) {
    let full = domain_bounds(width, domain);
    if ctx.rule != TripCountRule::Llvm19 {
        let (t_lo, t_hi) = range_of(ctx, facts, t, width, domain, phis);
        let (f_lo, f_hi) = range_of(ctx, facts, f, width, domain, phis);
        return (t_lo.min(f_lo), t_hi.max(f_hi));
    }
    let constant = |o: &Operand| {
        let value = ctx.m.consts.as_int(o.as_const()?)?;
        (value.width() == width && width <= 64).then(|| value.to_u64())?
    };
    let (Some(a), Some(b)) = (constant(t), constant(f)) else {
        // The high bits both arms' definitions leave zero, or else (read signed) copies
        // of the sign bit.
        let arm_range =
            |o: &Operand, domain: Domain| range_of(ctx, &EntryFacts::NONE, o, width, domain, phis);
        let (_, t_hi) = arm_range(t, Domain::Unsigned);
        let (_, f_hi) = arm_range(f, Domain::Unsigned);
        let used_bits = 128 - (t_hi.max(f_hi) as u128).leading_zeros();
        let hi = ((1u128 << used_bits) - 1) as i128;
        if domain == Domain::Unsigned || hi <= full.1 {
            return (0, hi);
        }
        // Bits needed for a signed value of `lo..=hi`, its sign bit included.
        let signed_bits = |(lo, hi): (i128, i128)| {
            let magnitude = (hi.max(-lo - 1).max(0)) as u128;
            129 - magnitude.leading_zeros()
        };
        let bits = signed_bits(arm_range(t, Domain::Signed))
            .max(signed_bits(arm_range(f, Domain::Signed)))
            .min(width);
        return (-(1i128 << (bits - 1)), (1i128 << (bits - 1)) - 1);
    };
    let (low, high) = (a & b, a | b);
    match domain {
        Domain::Unsigned => (i128::from(low), i128::from(high)),
        Domain::Signed => {
            let sign = 1u64 << (width - 1);
            if (a ^ b) & sign != 0 {
                return full;
            }
            // The sign bit is known: both ends have it, read as signed.
            let signed = |bits: u64| {
                let shift = 64 - width;
                i128::from(((bits << shift) as i64) >> shift)
            };
            (signed(low), signed(high))
        }
    }
}

/// The range of `phi` when it is the induction variable of a loop with one latch and a
/// known bound `B` on its backedges: `start + k * step` for `k` in `0..=B` (every value
/// the phi takes), if none of these leaves the domain (so none wrapped). This is how
/// ScalarEvolution bounds an inner loop that starts at an outer induction variable,
/// or a loop that starts where an earlier one stopped. A loop whose bound leads back
/// to itself gets none ([`super::BoundCache`]).
fn induction_variable_range(
    ctx: &LoopContext,
    phi: Value,
    width: u32,
    domain: Domain,
) -> Option<(i128, i128)> {
    let key = (phi, width, domain == Domain::Signed);
    ctx.bounds.induction_ranges.answer(key, || {
        induction_variable_range_found(ctx, phi, width, domain)
    })
}

/// [`induction_variable_range`], found anew.
fn induction_variable_range_found(
    ctx: &LoopContext,
    phi: Value,
    width: u32,
    domain: Domain,
) -> Option<(i128, i128)> {
    let block = ctx.body.inst_block(ctx.body.defining_inst(phi)?)?;
    let l = ctx.loops.loop_with_header(block)?;
    let [latch] = ctx.loops.get(l).latches[..] else {
        return None;
    };
    let iv = InductionVariable::from_header_phi(ctx, l, phi, false)?;
    if iv.pointer || iv.width != width {
        return None;
    }
    let taken = i128::try_from(max_backedge_taken_count_through_latch(ctx, l, latch)?).ok()?;
    let (start_lo, start_hi) = value_range(ctx, &EntryFacts::of(ctx, l), &iv.start, width, domain);
    let reach = iv.step.checked_mul(taken)?;
    let (lo, hi) = if reach >= 0 {
        (start_lo, start_hi.checked_add(reach)?)
    } else {
        (start_lo.checked_add(reach)?, start_hi)
    };
    let (dmin, dmax) = domain_bounds(width, domain);
    (lo >= dmin && hi <= dmax).then_some((lo, hi))
}

/// The minimum or maximum `v` computes, with its two operands: a call of `llvm.smax`,
/// `llvm.smin`, `llvm.umax` or `llvm.umin` (scalar integers), a `select` or a two-way
/// `phi` ScalarEvolution reads as one ([`select_min_max`], [`select_like_phi`]).
pub(super) fn min_max_operation<'c>(
    ctx: &'c LoopContext,
    v: Value,
) -> Option<(MinMax, &'c Operand, &'c Operand)> {
    match defining_kind(ctx, &Operand::Value(v))? {
        InstKind::Call { call, .. } => {
            let name = called_function_name(ctx.m, call)?;
            let operation = match name.strip_prefix("llvm.")?.split('.').next()? {
                "smax" => MinMax::SMax,
                "smin" => MinMax::SMin,
                "umax" => MinMax::UMax,
                "umin" => MinMax::UMin,
                _ => return None,
            };
            let [a, b] = &call.args[..] else {
                return None;
            };
            Some((operation, &a.value, &b.value))
        }
        InstKind::Select { cond, t, f, .. } => Some((select_min_max(ctx, cond, t, f)?, t, f)),
        InstKind::Phi { .. } => {
            let (cond, t, f) = select_like_phi(ctx, v)?;
            Some((select_min_max(ctx, cond, t, f)?, t, f))
        }
        _ => None,
    }
}

/// A minimum or maximum: `llvm.{s,u}{min,max}`, or a `select` ScalarEvolution reads as one.
#[derive(Copy, Clone)]
pub(super) enum MinMax {
    SMax,
    SMin,
    UMax,
    UMin,
}

/// The range of `operation(a, b)`, read in `domain`.
fn min_max_of(
    ctx: &LoopContext,
    facts: &EntryFacts,
    operation: MinMax,
    (a, b): (&Operand, &Operand),
    width: u32,
    domain: Domain,
    phis: Phis<'_>,
) -> Option<(i128, i128)> {
    let (op_domain, pick): (Domain, fn(i128, i128) -> i128) = match operation {
        MinMax::SMax => (Domain::Signed, i128::max),
        MinMax::SMin => (Domain::Signed, i128::min),
        MinMax::UMax => (Domain::Unsigned, i128::max),
        MinMax::UMin => (Domain::Unsigned, i128::min),
    };
    let (a_lo, a_hi) = range_of(ctx, facts, a, width, op_domain, phis);
    let (b_lo, b_hi) = range_of(ctx, facts, b, width, op_domain, phis);
    let (lo, hi) = (pick(a_lo, b_lo), pick(a_hi, b_hi));
    let (_, signed_max) = domain_bounds(width, Domain::Signed);
    (op_domain == domain || (lo >= 0 && hi <= signed_max)).then_some((lo, hi))
}

/// The `select cond, t, f` that ScalarEvolution reads a two-way `phi` as: its block's
/// immediate dominator branches on `cond`, one edge leads only to `t`'s incoming
/// block and the other only to `f`'s, and `t` and `f` are available before the
/// `phi`'s block.
fn select_like_phi<'c>(
    ctx: &'c LoopContext,
    phi: Value,
) -> Option<(&'c Operand, &'c Operand, &'c Operand)> {
    let def = ctx.body.defining_inst(phi)?;
    let InstKind::Phi { incoming, .. } = &ctx.body.inst(def).kind else {
        return None;
    };
    let [(first, first_block), (second, second_block)] = &incoming[..] else {
        return None;
    };
    let block = ctx.body.inst_block(def)?;
    let branching = ctx.dom.immediate_dominator(block)?;
    let (cond, then_dest, else_dest) = conditional_branch(ctx, branching)?;
    // The edge `branching -> target` is the only way to the value coming from `from`.
    let edge_leads = |target: Block, from: Block| {
        if target == block {
            from == branching && ctx.cfg.edge_multiplicity(branching, block) == 1
        } else {
            ctx.dom.edge_dominates(ctx.cfg, branching, target, from)
        }
    };
    let available = |operand: &Operand| match operand {
        Operand::Value(v) => ctx
            .body
            .defining_inst(*v)
            .and_then(|d| ctx.body.inst_block(d))
            .is_none_or(|defined| ctx.dom.strictly_dominates(defined, block)),
        _ => true,
    };
    if then_dest == else_dest || !available(first) || !available(second) {
        return None;
    }
    if edge_leads(then_dest, *first_block) && edge_leads(else_dest, *second_block) {
        Some((cond, first, second))
    } else if edge_leads(then_dest, *second_block) && edge_leads(else_dest, *first_block) {
        Some((cond, second, first))
    } else {
        None
    }
}

/// The minimum or maximum `select (icmp pred x, y), t, f` is when `{t, f}` is `{x, y}`
/// (`x <u y ? x : y` is `umin(x, y)`), as ScalarEvolution reads such selects.
fn select_min_max(ctx: &LoopContext, cond: &Operand, t: &Operand, f: &Operand) -> Option<MinMax> {
    use IntPredicate::*;
    let Some(InstKind::ICmp { pred, lhs, rhs }) = defining_kind(ctx, cond) else {
        return None;
    };
    if let Some(operation) = select_zero_max(ctx, *pred, (lhs, rhs), t, f) {
        return Some(operation);
    }
    let pred = if (lhs, rhs) == (t, f) {
        *pred
    } else if (lhs, rhs) == (f, t) {
        super::inverse(*pred)
    } else {
        return None;
    };
    Some(match pred {
        Ult | Ule => MinMax::UMin,
        Ugt | Uge => MinMax::UMax,
        Slt | Sle => MinMax::SMin,
        Sgt | Sge => MinMax::SMax,
        Eq | Ne => return None,
    })
}

/// `x == 0 ? C : x` and `x != 0 ? x : C` with `C` 0 or 1 are `umax(C, x)`, as
/// ScalarEvolution reads them (`umax(t, f)`, the arms in their order).
fn select_zero_max(
    ctx: &LoopContext,
    pred: IntPredicate,
    (lhs, rhs): (&Operand, &Operand),
    t: &Operand,
    f: &Operand,
) -> Option<MinMax> {
    let is_int = |o: &Operand, at_most: u64| {
        o.as_const()
            .and_then(|c| ctx.m.consts.as_int(c)?.to_u64())
            .is_some_and(|value| value <= at_most)
    };
    let x = match (is_int(lhs, 0), is_int(rhs, 0)) {
        (false, true) => lhs,
        (true, false) => rhs,
        _ => return None,
    };
    let (kept, constant) = match pred {
        IntPredicate::Eq => (f, t),
        IntPredicate::Ne => (t, f),
        _ => return None,
    };
    (kept == x && is_int(constant, 1)).then_some(MinMax::UMax)
}

/// The unsigned range of `x & mask` for `x` in `lo..=hi`: rounded down to the mask's
/// trailing zeros when the mask keeps every higher bit `hi` can have, else `0..=mask`
/// (at most `hi`).
fn masked_range((lo, hi): (i128, i128), mask: u128) -> (i128, i128) {
    let low_bits = (1u128 << mask.trailing_zeros().min(127)) - 1;
    let hi = hi as u128;
    let used_bits = if hi == 0 {
        0
    } else {
        (1u128 << (128 - hi.leading_zeros())).wrapping_sub(1)
    };
    if mask != 0 && (mask | low_bits) & used_bits == used_bits {
        ((lo as u128 & !low_bits) as i128, (hi & !low_bits) as i128)
    } else {
        (0, mask.min(hi) as i128)
    }
}

/// The number of low bits of `operand` known to be zero.
pub(super) fn known_trailing_zeros(ctx: &LoopContext, operand: &Operand) -> u32 {
    trailing_zeros_within(ctx, operand, 0, &mut HashMap::new())
}

/// Phis are read through at most this many levels (a loop's own phi reaches
/// itself through its increment).
const TRAILING_ZEROS_PHI_DEPTH: u32 = 4;

/// [`known_trailing_zeros`] of `operand` read `phi_depth` phis deep, each phi's answer at
/// each depth found once (`phis_read`: phis with many incoming values meet the same
/// values over and over).
fn trailing_zeros_within(
    ctx: &LoopContext,
    operand: &Operand,
    phi_depth: u32,
    phis_read: &mut HashMap<(Value, u32), u32>,
) -> u32 {
    macro_rules! known_trailing_zeros {
        ($operand:expr) => {
            trailing_zeros_within(ctx, $operand, phi_depth, phis_read)
        };
    }
    match operand {
        Operand::Const(c) => ctx
            .m
            .consts
            .as_int(*c)
            .and_then(|v| v.to_u64())
            .map_or(0, |v| if v == 0 { 64 } else { v.trailing_zeros() }),
        Operand::Value(_) => match defining_kind(ctx, operand) {
            Some(InstKind::Binary {
                op: BinaryOp::And,
                lhs,
                rhs,
                ..
            }) => known_trailing_zeros!(lhs).max(known_trailing_zeros!(rhs)),
            Some(InstKind::Binary {
                op: BinaryOp::Add | BinaryOp::Sub,
                lhs,
                rhs,
                ..
            }) => known_trailing_zeros!(lhs).min(known_trailing_zeros!(rhs)),
            Some(InstKind::Binary {
                op: BinaryOp::Mul,
                lhs,
                rhs,
                ..
            }) => (known_trailing_zeros!(lhs) + known_trailing_zeros!(rhs)).min(64),
            Some(InstKind::Cast {
                op: CastOp::ZExt | CastOp::SExt,
                value,
                ..
            }) => known_trailing_zeros!(value),
            Some(InstKind::Binary {
                op: BinaryOp::Shl,
                lhs,
                rhs,
                ..
            }) => {
                let amount = rhs
                    .as_const()
                    .and_then(|c| ctx.m.consts.as_int(c))
                    .and_then(|v| v.to_u64())
                    .filter(|&amount| amount < 64);
                amount.map_or(0, |amount| {
                    (known_trailing_zeros!(lhs) + amount as u32).min(64)
                })
            }
            Some(InstKind::Phi { incoming, .. }) if phi_depth < TRAILING_ZEROS_PHI_DEPTH => {
                let Some(phi) = operand.as_value() else {
                    return 0;
                };
                if let Some(&known) = phis_read.get(&(phi, phi_depth)) {
                    return known;
                }
                let known = incoming
                    .iter()
                    .map(|(value, _)| trailing_zeros_within(ctx, value, phi_depth + 1, phis_read))
                    .min()
                    .unwrap_or(0);
                phis_read.insert((phi, phi_depth), known);
                known
            }
            _ => 0,
        },
        Operand::Metadata(_) => 0,
    }
}

pub(super) fn operand_int_width(ctx: &LoopContext, operand: &Operand) -> Option<u32> {
    let ty = match operand {
        Operand::Value(v) => ctx.body.value_type(*v),
        Operand::Const(c) => ctx.m.consts.ty(*c),
        Operand::Metadata(_) => return None,
    };
    ctx.m.types.int_width(ty)
}

/// `range + step`, if it stays inside the domain (or wrapping would be undefined).
pub(super) fn shift_range(
    (lo, hi): (i128, i128),
    step: i128,
    width: u32,
    domain: Domain,
    no_wrap: bool,
) -> Option<(i128, i128)> {
    let (dmin, dmax) = domain_bounds(width, domain);
    let (lo, hi) = (lo + step, hi + step);
    if lo >= dmin && hi <= dmax {
        Some((lo, hi))
    } else if no_wrap {
        Some((lo.clamp(dmin, dmax), hi.clamp(dmin, dmax)))
    } else {
        None
    }
}
