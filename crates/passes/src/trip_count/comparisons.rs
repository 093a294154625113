//! The exit comparison of an induction variable against a limit, and the first
//! iteration at which it can fail, in the domain (signed or unsigned) the
//! comparison reads, with wrapping accounted for.

use super::value_ranges::{domain_bounds, Domain};
use super::{InductionVariable, TripCountRule};
use ir::IntPredicate;

/// The shape of a continue condition `iv <pred> limit`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum ComparisonKind {
    Less,
    LessOrEqual,
    Greater,
    GreaterOrEqual,
    NotEqual,
    Equal,
}

impl ComparisonKind {
    pub(super) fn is_monotone_threshold(self) -> bool {
        matches!(
            self,
            ComparisonKind::Less
                | ComparisonKind::LessOrEqual
                | ComparisonKind::Greater
                | ComparisonKind::GreaterOrEqual
        )
    }
}

/// A continue condition with the domain it reads integers in.
pub(super) struct Comparison {
    pub(super) kind: ComparisonKind,
    pub(super) domain: Domain,
    /// The induction variable cannot wrap in `domain` without undefined behaviour.
    pub(super) no_wrap: bool,
}

impl Comparison {
    pub(super) fn of(pred: IntPredicate, iv: &InductionVariable) -> Comparison {
        use ir::IntPredicate::*;
        let (kind, domain) = match pred {
            Slt => (ComparisonKind::Less, Domain::Signed),
            Sle => (ComparisonKind::LessOrEqual, Domain::Signed),
            Sgt => (ComparisonKind::Greater, Domain::Signed),
            Sge => (ComparisonKind::GreaterOrEqual, Domain::Signed),
            Ult => (ComparisonKind::Less, Domain::Unsigned),
            Ule => (ComparisonKind::LessOrEqual, Domain::Unsigned),
            Ugt => (ComparisonKind::Greater, Domain::Unsigned),
            Uge => (ComparisonKind::GreaterOrEqual, Domain::Unsigned),
            Ne | Eq => {
                let kind = if pred == Ne {
                    ComparisonKind::NotEqual
                } else {
                    ComparisonKind::Equal
                };
                // Equality reads both ways; use the domain a no-wrap flag protects, if any.
                let domain = if iv.no_signed_wrap && !iv.no_unsigned_wrap {
                    Domain::Signed
                } else {
                    Domain::Unsigned
                };
                (kind, domain)
            }
        };
        let no_wrap = match domain {
            Domain::Signed => iv.no_signed_wrap,
            Domain::Unsigned => iv.no_unsigned_wrap,
        };
        Comparison {
            kind,
            domain,
            no_wrap,
        }
    }

    /// The latest iteration `k` at which `first + k * step` can first fail the condition,
    /// for any first value in `first` and limit in `limit` (ranges in `self.domain`);
    /// `divides_distance`: the step is known to divide `limit - first`; `rule`: the
    /// facts the bound may rest on.
    pub(super) fn first_failing_iteration(
        &self,
        width: u32,
        (first_lo, first_hi): (i128, i128),
        step: i128,
        (limit_lo, limit_hi): (i128, i128),
        LandingFacts {
            divides_distance,
            finite,
            even_start_wraps,
        }: LandingFacts,
        rule: TripCountRule,
    ) -> Option<u128> {
        let (dmin, dmax) = domain_bounds(width, self.domain);
        // A loop finite by assumption leaves through a `<=` test with a
        // power-of-two step, or a `>=` test with a step of -1, within a whole
        // cycle of the type (what LLVM 19 takes, measured against opt-19).
        let whole_cycle = (1i128 << width) - 1;
        let whole_cycle_if_finite =
            |stride_allowed: bool| (finite && stride_allowed).then_some(whole_cycle);
        let bound = match self.kind {
            ComparisonKind::Less if step > 0 => {
                // Every value before the exit is below the limit, so the next one cannot wrap.
                (self.no_wrap || limit_hi <= dmax - (step - 1))
                    .then(|| ceil_div((limit_hi - first_lo).max(0), step))?
            }
            ComparisonKind::LessOrEqual if step > 0 => (self.no_wrap || limit_hi <= dmax - step)
                .then(|| {
                    if limit_hi >= first_lo {
                        (limit_hi - first_lo) / step + 1
                    } else {
                        0
                    }
                })
                .or_else(|| whole_cycle_if_finite(step.unsigned_abs().is_power_of_two()))?,
            ComparisonKind::Greater if step < 0 => {
                let stride = -step;
                (self.no_wrap || limit_lo >= dmin + (stride - 1))
                    .then(|| ceil_div((first_hi - limit_lo).max(0), stride))?
            }
            ComparisonKind::GreaterOrEqual if step < 0 => {
                let stride = -step;
                (self.no_wrap || limit_lo >= dmin + stride)
                    .then(|| {
                        if first_hi >= limit_lo {
                            (first_hi - limit_lo) / stride + 1
                        } else {
                            0
                        }
                    })
                    .or_else(|| whole_cycle_if_finite(stride == 1))?
            }
            ComparisonKind::NotEqual if self.no_wrap => {
                // Monotone without wrapping: the limit is met at most once, or never (then
                // the variable must eventually wrap, which is undefined). LLVM 19 reads
                // a distance that may be negative modulo 2^width instead.
                let nonnegative = if step > 0 {
                    first_hi <= limit_lo
                } else {
                    limit_hi <= first_lo
                };
                if rule == TripCountRule::Llvm19 && (!nonnegative || even_start_wraps) {
                    ((1i128 << width) - 1) / step.abs()
                } else if step > 0 {
                    (limit_hi - first_lo).max(0) / step
                } else {
                    (first_hi - limit_lo).max(0) / -step
                }
            }
            ComparisonKind::NotEqual
                if step.abs() > 1
                    && (divides_distance
                        || (finite && step > 0 && step.unsigned_abs().is_power_of_two())) =>
            {
                // The step lands on the limit (or the loop is finite by
                // assumption, so it must): after the distance (if it cannot be
                // negative) or, modulo 2^width, within 2^width / |step| steps.
                let stride = step.abs();
                let nonnegative = if step > 0 {
                    limit_lo >= first_hi
                } else {
                    first_lo >= limit_hi
                };
                match (nonnegative && !even_start_wraps, step > 0) {
                    (true, true) => (limit_hi - first_lo) / stride,
                    (true, false) => (first_hi - limit_lo) / stride,
                    (false, _) => (1i128 << width) / stride - 1,
                }
            }
            ComparisonKind::NotEqual if step == 1 || step == -1 => {
                // A unit step visits every value of the type before repeating.
                let full_cycle = (1i128 << width) - 1;
                let (distance_lo_ok, distance) = if step == 1 {
                    (first_hi <= limit_lo, limit_hi - first_lo)
                } else {
                    (limit_hi <= first_lo, first_hi - limit_lo)
                };
                if self.domain == Domain::Unsigned && distance_lo_ok && !even_start_wraps {
                    distance
                } else {
                    full_cycle
                }
            }
            // An odd step visits every value of the type before repeating
            // (LLVM solves `step * n = distance` modulo 2^width).
            ComparisonKind::NotEqual if step % 2 != 0 => whole_cycle,
            // The variable changes every iteration, so equality holds at most
            // once in a row; LLVM 19 computes nothing for a `while (x == y)`
            // loop (`howFarToNonZero`).
            ComparisonKind::Equal if rule == TripCountRule::ValueRanges => 1,
            _ => return None,
        };
        u128::try_from(bound).ok()
    }
}

/// What decides whether the variable must meet the limit exactly.
pub(super) struct LandingFacts {
    /// The step divides the distance from the start to the limit.
    pub(super) divides_distance: bool,
    /// The loop is finite by assumption ([`super::finite_loops`]).
    pub(super) finite: bool,
    /// The start is not a constant but a known multiple of 2, its term of the
    /// distance (`-start` counting up, `start` counting down) may be negative or not,
    /// and the facts are LLVM 19's: ScalarEvolution rounds that term's unsigned range
    /// (which wraps around zero) to the multiples of 2, nearly the whole type, and so
    /// the distance's (measured against opt-19 with `2 * sext x`).
    pub(super) even_start_wraps: bool,
}

pub(super) fn ceil_div(numerator: i128, denominator: i128) -> i128 {
    (numerator + denominator - 1) / denominator
}
