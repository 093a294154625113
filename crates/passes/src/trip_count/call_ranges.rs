//! Ranges of the integers calls return, as ScalarEvolution reads them for a call it
//! treats as an opaque value: the known bits of `llvm.ctlz`, `llvm.cttz` and
//! `llvm.ctpop` (a count of at most `P` bits, `P` the width, or the width minus one
//! when a zero operand is poison, has no bit set above `P`'s highest), and a
//! `range(iN lo, hi)` return attribute of the call or of the called function.
//!
//! Invariant: every range returned contains every value the call can return in
//! executions without undefined behaviour (a value outside a `range` attribute is
//! poison); `None` when nothing is known.

use super::value_ranges::{domain_bounds, Domain};
use super::LoopContext;
use crate::call_classification::called_function_name;
use ir::{CallSite, Operand};

/// The range of the `width`-bit integer `call` returns, read in `domain`.
pub(super) fn call_range(
    ctx: &LoopContext,
    call: &CallSite,
    width: u32,
    domain: Domain,
) -> Option<(i128, i128)> {
    if let Some((lo, hi)) = bit_count_range(ctx, call, width) {
        let (_, dmax) = domain_bounds(width, domain);
        return (hi <= dmax).then_some((lo, hi));
    }
    let callee = ctx.m.called_function(&call.callee);
    [
        Some(&call.ret_attrs),
        callee.and_then(|f| Some(&ctx.m.function(f)?.ret_attrs)),
    ]
    .into_iter()
    .flatten()
    .find_map(|attrs| match attrs.get("range")? {
        ir::Attribute::Payload(_, payload) => attribute_range(payload, width, domain),
        _ => None,
    })
}

/// The unsigned range of a `llvm.ctlz`, `llvm.cttz` or `llvm.ctpop` result: zero up
/// to the largest value with no bit above the highest bit of the largest count.
fn bit_count_range(ctx: &LoopContext, call: &CallSite, width: u32) -> Option<(i128, i128)> {
    let name = called_function_name(ctx.m, call)?;
    let counts_zeros = name.starts_with("llvm.ctlz.") || name.starts_with("llvm.cttz.");
    if !counts_zeros && !name.starts_with("llvm.ctpop.") {
        return None;
    }
    let zero_is_poison = counts_zeros
        && call.args.get(1).is_some_and(|flag| {
            matches!(&flag.value, Operand::Const(c)
                if ctx.m.consts.as_int(*c).and_then(|v| v.to_u64()) == Some(1))
        });
    let largest = u128::from(width - u32::from(zero_is_poison));
    let bits = 128 - largest.leading_zeros();
    Some((0, (1i128 << bits) - 1))
}

/// The range `range(iN lo, hi)` (`payload` is `iN lo, hi`) gives a `width`-bit value,
/// read in `domain`: `lo..hi` when it does not wrap around in that domain.
fn attribute_range(payload: &str, width: u32, domain: Domain) -> Option<(i128, i128)> {
    let (ty, bounds) = payload.trim().split_once(' ')?;
    if ty.strip_prefix('i')?.parse::<u32>().ok()? != width {
        return None;
    }
    let (lo, hi) = bounds.split_once(',')?;
    let (lo, hi): (i128, i128) = (lo.trim().parse().ok()?, hi.trim().parse().ok()?);
    let modulus = 1i128 << width;
    let read = |x: i128| match domain {
        Domain::Unsigned => x.rem_euclid(modulus),
        Domain::Signed => {
            let x = x.rem_euclid(modulus);
            if x >= modulus / 2 {
                x - modulus
            } else {
                x
            }
        }
    };
    let (lo, hi) = (read(lo), read(hi));
    let (_, dmax) = domain_bounds(width, domain);
    match (lo < hi, hi == read(dmax + 1)) {
        (true, _) => Some((lo, hi - 1)),
        // `hi` is the end of the domain, wrapped to its start.
        (false, true) => Some((lo, dmax)),
        _ => None,
    }
}
