//! Induction variables: the affine recurrences (`start + k * step`) exit tests
//! read, recognised from header phis, their increments, truncations and pointer
//! steps, with the no-wrap facts ScalarEvolution gives them.
//!
//! Invariant: a recurrence is reported only with a loop-invariant start and a
//! constant non-zero step, and a no-wrap flag only where a wrap would be
//! undefined behaviour (its flag trusted where SCEV trusts it, `nuw` also for an
//! `nsw` recurrence that starts non-negative and increases).

use super::comparisons::Comparison;
use super::loop_guards::EntryFacts;
use super::value_ranges::{
    domain_bounds, operand_int_width, value_range, value_range_without_phis, Domain,
};
use super::{
    constant_gep_offset, data_layout, defining_kind, is_loop_invariant, poison, LoopContext,
    TripCountRule,
};
use ir::analysis::LoopId;
use ir::constant::{BinaryOp, CastOp, IntFlags};
use ir::{Block, InstKind, IntPredicate, Operand, Value};

/// An affine recurrence `start + k * step` seen by an exit test.
pub(crate) struct InductionVariable {
    /// The header phi.
    pub phi: Value,
    /// Its value from outside the loop.
    pub start: Operand,
    /// A loop-invariant value the test adds to the recurrence (`iv + offset`, read
    /// as the recurrence starting at `start + offset`); the sum carries no wrap flag.
    pub start_offset: Option<Operand>,
    pub step: i128,
    pub width: u32,
    /// The test reads the increment (`start + (k + 1) * step`) rather than the phi.
    pub offset_by_one_step: bool,
    /// A pointer stepped by `getelementptr` (`step` and `width` in bytes and bits of
    /// its address).
    pub pointer: bool,
    /// The increment carries `nsw`.
    pub(super) no_signed_wrap: bool,
    /// The increment carries `nuw` and moves in the direction `nuw` protects.
    pub(super) no_unsigned_wrap: bool,
    /// The test reads a `trunc` of a recurrence this wide (and `width` bits of it): then
    /// `start` is that recurrence's (wider) start, `step` is truncated, and no wrap
    /// flag holds.
    pub truncated_from: Option<u32>,
}

impl InductionVariable {
    /// The recurrence `operand` is in loop `l`: the header phi itself or its increment,
    /// a `trunc` of one, or one plus a loop-invariant value.
    pub(super) fn of(ctx: &LoopContext, l: LoopId, operand: &Operand) -> Option<InductionVariable> {
        let value = operand.as_value()?;
        let def = ctx.body.defining_inst(value)?;
        match &ctx.body.inst(def).kind {
            InstKind::Binary {
                op: BinaryOp::Add,
                lhs,
                rhs,
                ..
            } => Self::phi_or_increment(ctx, l, value).or_else(|| Self::offset(ctx, l, lhs, rhs)),
            InstKind::Cast {
                op: CastOp::Trunc,
                value: wide,
                ..
            } => Self::of(ctx, l, wide)?.truncated(operand_int_width(ctx, operand)?),
            _ => Self::phi_or_increment(ctx, l, value),
        }
    }

    /// The recurrence whose header phi or increment is `value`.
    pub(super) fn phi_or_increment(
        ctx: &LoopContext,
        l: LoopId,
        value: Value,
    ) -> Option<InductionVariable> {
        match &ctx.body.inst(ctx.body.defining_inst(value)?).kind {
            InstKind::Phi { .. } => Self::from_header_phi(ctx, l, value, false),
            InstKind::Binary { lhs, rhs, .. } => Self::of_increment(ctx, l, value, &[lhs, rhs]),
            InstKind::Gep { base, .. } => Self::of_increment(ctx, l, value, &[base]),
            _ => None,
        }
    }

    /// The recurrence `a + b` is when one of them is loop-invariant and the other
    /// an integer recurrence (the phi or its increment, not truncated, not offset
    /// already): ScalarEvolution folds the invariant into the start of the add
    /// recurrence. The sum's own wrap flags are not read, as if it had none.
    pub(super) fn offset(
        ctx: &LoopContext,
        l: LoopId,
        a: &Operand,
        b: &Operand,
    ) -> Option<InductionVariable> {
        let (recurrence, offset) = if is_loop_invariant(ctx, l, b) {
            (a, b)
        } else if is_loop_invariant(ctx, l, a) {
            (b, a)
        } else {
            return None;
        };
        let iv = Self::phi_or_increment(ctx, l, recurrence.as_value()?)?;
        (!iv.pointer).then_some(InductionVariable {
            start_offset: Some(offset.clone()),
            no_signed_wrap: false,
            no_unsigned_wrap: false,
            ..iv
        })
    }

    /// The recurrence of the low `width` bits of `self`, as ScalarEvolution reads a
    /// `trunc` of an add recurrence: the start and step truncated, no wrap flags.
    pub(super) fn truncated(self, width: u32) -> Option<InductionVariable> {
        if self.pointer || self.start_offset.is_some() || width >= self.width {
            return None;
        }
        let modulus = 1i128 << width;
        let low_bits = self.step.rem_euclid(modulus);
        let step = if low_bits >= modulus / 2 {
            low_bits - modulus
        } else {
            low_bits
        };
        (step != 0).then_some(InductionVariable {
            step,
            width,
            no_signed_wrap: false,
            no_unsigned_wrap: false,
            truncated_from: Some(self.truncated_from.unwrap_or(self.width)),
            ..self
        })
    }

    /// The range of the start read in `domain`; for a truncated recurrence the range of
    /// its wider start when every value of that fits in the domain, else the whole domain.
    pub(super) fn start_range(
        &self,
        ctx: &LoopContext,
        facts: &EntryFacts,
        domain: Domain,
    ) -> (i128, i128) {
        if let Some(offset) = &self.start_offset {
            // The sum of the ranges, or the whole domain where it may wrap.
            let (lo, hi) = value_range(ctx, facts, &self.start, self.width, domain);
            let (offset_lo, offset_hi) = value_range(ctx, facts, offset, self.width, domain);
            let (dmin, dmax) = domain_bounds(self.width, domain);
            let (sum_lo, sum_hi) = (lo + offset_lo, hi + offset_hi);
            return if sum_lo >= dmin && sum_hi <= dmax {
                (sum_lo, sum_hi)
            } else {
                (dmin, dmax)
            };
        }
        let Some(wide) = self.truncated_from else {
            return value_range(ctx, facts, &self.start, self.width, domain);
        };
        let (lo, hi) = value_range(ctx, facts, &self.start, wide, Domain::Unsigned);
        let (dmin, dmax) = domain_bounds(self.width, domain);
        if lo >= dmin && hi <= dmax {
            (lo, hi)
        } else {
            (dmin, dmax)
        }
    }

    /// The recurrence whose increment is `value`, computed from one of `operands`.
    pub(super) fn of_increment(
        ctx: &LoopContext,
        l: LoopId,
        value: Value,
        operands: &[&Operand],
    ) -> Option<InductionVariable> {
        let phi = operands.iter().find_map(|o| {
            let v = o.as_value()?;
            let d = ctx.body.defining_inst(v)?;
            ctx.body.inst(d).kind.is_phi().then_some(v)
        })?;
        let iv = Self::from_header_phi(ctx, l, phi, true)?;
        // The increment read by the test must be the one feeding the phi.
        (iv_increment(ctx, l, phi)? == value).then_some(iv)
    }

    pub(super) fn from_header_phi(
        ctx: &LoopContext,
        l: LoopId,
        phi: Value,
        offset_by_one_step: bool,
    ) -> Option<InductionVariable> {
        let ty = ctx.body.value_type(phi);
        if ctx.m.types.is_ptr(ty) {
            return Self::pointer_from_header_phi(ctx, l, phi, offset_by_one_step);
        }
        let width = ctx.m.types.int_width(ty)?;
        if width > 64 {
            return None;
        }
        let start = iv_start(ctx, l, phi)?;
        let increment = iv_increment(ctx, l, phi)?;
        let InstKind::Binary {
            op,
            flags,
            lhs,
            rhs,
            ..
        } = &ctx.body.inst(ctx.body.defining_inst(increment)?).kind
        else {
            return (!offset_by_one_step)
                .then(|| Self::lagging(ctx, l, phi, start, increment, width))
                .flatten();
        };
        let phi_operand = Operand::Value(phi);
        let constant = match (op, lhs, rhs) {
            (BinaryOp::Add, l_, r) if *l_ == phi_operand => r,
            (BinaryOp::Add, l_, r) if *r == phi_operand => l_,
            (BinaryOp::Sub, l_, r) if *l_ == phi_operand => r,
            _ => return None,
        };
        let magnitude = i128::from(ctx.m.consts.as_int(constant.as_const()?)?.to_i64()?);
        let step = if *op == BinaryOp::Sub {
            -magnitude
        } else {
            magnitude
        };
        if step == 0 {
            return None;
        }
        // A test of the increment reads the flags only where ScalarEvolution
        // gives them to the increment's expression.
        let flags_hold = !offset_by_one_step
            || ctx.rule != TripCountRule::Llvm19
            || ctx
                .body
                .defining_inst(increment)
                .is_some_and(|inst| poison::increment_flags_trusted(ctx, l, inst));
        let no_signed_wrap = flags_hold && flags.has(IntFlags::NSW);
        let nuw = flags_hold && flags.has(IntFlags::NUW);
        // `add nuw` protects increasing steps, `sub nuw` decreasing ones. An `nsw`
        // recurrence that starts non-negative and increases cannot wrap unsigned
        // either: ScalarEvolution adds `nuw` to it (its start's range without guards).
        let no_unsigned_wrap = (nuw && magnitude > 0)
            || (no_signed_wrap
                && step > 0
                && value_range_without_phis(ctx, &EntryFacts::NONE, &start, width, Domain::Signed)
                    .0
                    >= 0);
        Some(InductionVariable {
            phi,
            start,
            start_offset: None,
            step,
            width,
            offset_by_one_step,
            pointer: false,
            no_signed_wrap,
            no_unsigned_wrap,
            truncated_from: None,
        })
    }

    /// A phi that takes the value another induction variable of `l` had one iteration
    /// before (`phi [start, outside], [ahead, latch]`, `ahead` a header phi whose start
    /// is `start + step`), which ScalarEvolution reads as a recurrence of its own from
    /// `start` by the same step, without wrap flags (LLVM's "shifted value of the
    /// backedge value by one iteration"). `ahead` must step by an instruction, not lag
    /// behind yet another phi.
    fn lagging(
        ctx: &LoopContext,
        l: LoopId,
        phi: Value,
        start: Operand,
        ahead: Value,
        width: u32,
    ) -> Option<InductionVariable> {
        let ahead_increment = iv_increment(ctx, l, ahead)?;
        if !matches!(
            ctx.body.inst(ctx.body.defining_inst(ahead_increment)?).kind,
            InstKind::Binary { .. }
        ) {
            return None;
        }
        let leader = Self::from_header_phi(ctx, l, ahead, false)?;
        if leader.width != width || offset_start(ctx, &leader.start, &start)? != leader.step {
            return None;
        }
        Some(InductionVariable {
            phi,
            start,
            start_offset: None,
            step: leader.step,
            width,
            offset_by_one_step: false,
            pointer: false,
            no_signed_wrap: false,
            no_unsigned_wrap: false,
            truncated_from: None,
        })
    }

    /// A pointer phi stepped by a `getelementptr` of it with one constant index.
    pub(super) fn pointer_from_header_phi(
        ctx: &LoopContext,
        l: LoopId,
        phi: Value,
        offset_by_one_step: bool,
    ) -> Option<InductionVariable> {
        let ty = ctx.body.value_type(phi);
        let width = u32::try_from(data_layout(ctx).size_in_bits(&ctx.m.types, ty)?).ok()?;
        if width > 64 {
            return None;
        }
        let start = iv_start(ctx, l, phi)?;
        let increment = iv_increment(ctx, l, phi)?;
        let gep = &ctx.body.inst(ctx.body.defining_inst(increment)?).kind;
        let InstKind::Gep { base, flags, .. } = gep else {
            return None;
        };
        if *base != Operand::Value(phi) {
            return None;
        }
        let step = constant_gep_offset(ctx, gep)?;
        if step == 0 || step.unsigned_abs() >> width != 0 {
            return None;
        }
        // `inbounds`/`nusw`: adding a signed offset does not wrap the unsigned address
        // space; `nuw`: adding a non-negative one does not.
        let no_unsigned_wrap = flags.inbounds || flags.nusw || (flags.nuw && step > 0);
        Some(InductionVariable {
            phi,
            start,
            start_offset: None,
            step,
            width,
            offset_by_one_step,
            pointer: true,
            no_signed_wrap: false,
            no_unsigned_wrap,
            truncated_from: None,
        })
    }

    /// True if the increment cannot wrap (in the domain `predicate` reads) without
    /// undefined behaviour.
    pub fn cannot_wrap_under(&self, predicate: IntPredicate) -> bool {
        Comparison::of(predicate, self).no_wrap
    }
}

/// The constant `c` with `value = base + c`: an `add` (or `sub`) of `base` and a
/// constant, or two constants.
fn offset_start(ctx: &LoopContext, value: &Operand, base: &Operand) -> Option<i128> {
    let constant = |o: &Operand| {
        o.as_const()
            .and_then(|c| ctx.m.consts.as_int(c)?.to_i64())
            .map(i128::from)
    };
    if let (Some(v), Some(b)) = (constant(value), constant(base)) {
        return Some(v - b);
    }
    match defining_kind(ctx, value)? {
        InstKind::Binary {
            op: BinaryOp::Add,
            lhs,
            rhs,
            ..
        } if lhs == base => constant(rhs),
        InstKind::Binary {
            op: BinaryOp::Add,
            lhs,
            rhs,
            ..
        } if rhs == base => constant(lhs),
        InstKind::Binary {
            op: BinaryOp::Sub,
            lhs,
            rhs,
            ..
        } if lhs == base => constant(rhs).map(|c| -c),
        _ => None,
    }
}

/// The one value `phi` takes from outside loop `l`, if `phi` is in the header.
pub(super) fn iv_start(ctx: &LoopContext, l: LoopId, phi: Value) -> Option<Operand> {
    let InstKind::Phi { incoming, .. } = &ctx.body.inst(ctx.body.defining_inst(phi)?).kind else {
        return None;
    };
    if ctx.body.inst_block(ctx.body.defining_inst(phi)?)? != ctx.loops.get(l).header {
        return None;
    }
    single_operand(
        incoming
            .iter()
            .filter(|(_, from)| !ctx.loops.contains(l, *from)),
    )
}

/// The one value `phi` takes from the latches of `l`.
pub(super) fn iv_increment(ctx: &LoopContext, l: LoopId, phi: Value) -> Option<Value> {
    let InstKind::Phi { incoming, .. } = &ctx.body.inst(ctx.body.defining_inst(phi)?).kind else {
        return None;
    };
    single_operand(
        incoming
            .iter()
            .filter(|(_, from)| ctx.loops.contains(l, *from)),
    )?
    .as_value()
}

pub(super) fn single_operand<'o>(
    mut entries: impl Iterator<Item = &'o (Operand, Block)>,
) -> Option<Operand> {
    let (first, _) = entries.next()?;
    entries
        .all(|(other, _)| other == first)
        .then(|| first.clone())
}
