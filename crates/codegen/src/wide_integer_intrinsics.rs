//! Integer intrinsics on wide integers (over 128 bits: `i64` limbs, least
//! significant first, the top limb zero-extended; `legalize_integers`).
//!
//! * `llvm.umax`, `llvm.umin`, `llvm.smax`, `llvm.smin`: a comparison of the
//!   limbs, then a choice of each limb;
//! * `llvm.abs`: the negation where the sign bit (of the top limb's
//!   significant bits) is set; the smallest value stays itself (its
//!   `is_int_min_poison` flag only allows more);
//! * `llvm.ctpop`, `llvm.ctlz`, `llvm.cttz`: counts over the limbs, from the
//!   top (ctlz) or the bottom (cttz) up to the first limb that is not zero,
//!   the top limb counting only its significant bits; a zero operand counts
//!   the width (its `is_zero_poison` flag only allows more). The count, at
//!   most the width, is the lowest limb of the result, the others zero.
//!
//! * `llvm.sadd.sat`, `llvm.ssub.sat` and the `llvm.*.with.overflow` sums:
//!   the wrapped sum (difference); an unsigned one overflowed when the sum is
//!   below `a` (`a` is below `b`), a signed one when the result's sign
//!   differs from the sign both operands share (from `a`'s where `b`'s
//!   differs, for a difference); a saturating one then gives the limit on
//!   `a`'s side;
//! * `llvm.umul.with.overflow`, `llvm.smul.with.overflow`: the operands
//!   zero- (sign-) extended to twice as many limbs, whose truncated product
//!   is then exact; it overflowed when it differs from its low `N` bits
//!   zero- (sign-) extended ([`FunctionTranslator::limbs_multiply_with_overflow`],
//!   also `smul` of padded integers and `i128`);
//! * `llvm.fshl`, `llvm.fshr`: `a` above `b` in twice as many limbs, shifted
//!   by the amount modulo `N` (a mask for a power of two, else the
//!   remainder of the division), then the high (`fshl`) or low `N` bits.
//!
//! Invariant: every intrinsic [`WIDE_INTEGER_INTRINSICS`] names has a
//! lowering in [`FunctionTranslator::wide_integer_intrinsic`]; the others on
//! wide integers are refused by the caller with an error naming them.

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::legalize_integers::{top_limb_bits, ShiftKind};
use cranelift_codegen::ir::{self as cl, condcodes::IntCC, InstBuilder};
use cranelift_module::Module;
use ir::{IntPredicate, TypeId};

const I64: cl::Type = cl::types::I64;

/// The intrinsics (without type suffixes) lowered for wide integers.
pub const WIDE_INTEGER_INTRINSICS: [&str; 22] = [
    "llvm.bswap",
    "llvm.bitreverse",
    "llvm.uadd.sat",
    "llvm.usub.sat",
    "llvm.sadd.sat",
    "llvm.ssub.sat",
    "llvm.uadd.with.overflow",
    "llvm.usub.with.overflow",
    "llvm.sadd.with.overflow",
    "llvm.ssub.with.overflow",
    "llvm.umul.with.overflow",
    "llvm.smul.with.overflow",
    "llvm.fshl",
    "llvm.fshr",
    "llvm.umax",
    "llvm.umin",
    "llvm.smax",
    "llvm.smin",
    "llvm.abs",
    "llvm.ctpop",
    "llvm.ctlz",
    "llvm.cttz",
];

impl<M: Module> FunctionTranslator<'_, M> {
    /// Intrinsic `name` (`base` without type suffixes, one of
    /// [`WIDE_INTEGER_INTRINSICS`]) on the wide integer type `ty`: `operands`
    /// are the limbs of each integer operand (a flag operand is not passed);
    /// returns the result's limbs.
    pub(crate) fn wide_integer_intrinsic(
        &mut self,
        name: &str,
        base: &str,
        ty: TypeId,
        operands: &[Vec<cl::Value>],
    ) -> CodegenResult<Vec<cl::Value>> {
        let bits = self
            .ir_module
            .types
            .int_width(ty)
            .expect("a wide integer type");
        let extremum = match base {
            "llvm.umax" => Some(IntPredicate::Ugt),
            "llvm.umin" => Some(IntPredicate::Ult),
            "llvm.smax" => Some(IntPredicate::Sgt),
            "llvm.smin" => Some(IntPredicate::Slt),
            _ => None,
        };
        match (extremum, operands) {
            (Some(predicate), [a, b]) => {
                let a_chosen = self.wide_compare(predicate, ty, a.clone(), b.clone());
                return Ok(self.limbs_select(a_chosen, a, b));
            }
            (None, [a]) if base == "llvm.abs" => {
                let negative = self.limbs_sign(a, bits);
                return Ok(self.limbs_conditional_negate(a.clone(), negative, bits));
            }
            (None, [a]) if matches!(base, "llvm.bswap" | "llvm.bitreverse") => {
                let reversed: Vec<cl::Value> = a
                    .iter()
                    .rev()
                    .map(|&limb| {
                        if base == "llvm.bswap" {
                            self.builder.ins().bswap(limb)
                        } else {
                            self.builder.ins().bitrev(limb)
                        }
                    })
                    .collect();
                let above = 64 * a.len() as u64 - u64::from(bits);
                return Ok(self.limbs_shift_by_constant(&reversed, ShiftKind::LogicalRight, above));
            }
            (None, [a, b]) if base == "llvm.uadd.sat" => {
                let sum = self.limbs_wrapped_sum(true, a, b, bits);
                let wrapped = self.wide_compare(IntPredicate::Ult, ty, sum.clone(), a.clone());
                let all_ones = self.builder.ins().iconst(I64, -1);
                let mut largest = vec![all_ones; sum.len()];
                self.wrap_top_limb(&mut largest, bits);
                return Ok(self.limbs_select(wrapped, &largest, &sum));
            }
            (None, [a, b]) if matches!(base, "llvm.sadd.sat" | "llvm.ssub.sat") => {
                let (sum, overflowed) = self.limbs_signed_sum(base == "llvm.sadd.sat", a, b, bits);
                let negative = self.limbs_sign(a, bits);
                let limit = self.limbs_signed_limit(negative, a.len(), bits);
                return Ok(self.limbs_select(overflowed, &limit, &sum));
            }
            (None, [a, b])
                if matches!(base, "llvm.uadd.with.overflow" | "llvm.usub.with.overflow") =>
            {
                let add = base == "llvm.uadd.with.overflow";
                let mut sum = self.limbs_wrapped_sum(add, a, b, bits);
                let overflowed = if add {
                    self.wide_compare(IntPredicate::Ult, ty, sum.clone(), a.clone())
                } else {
                    self.wide_compare(IntPredicate::Ult, ty, a.clone(), b.clone())
                };
                sum.push(overflowed);
                return Ok(sum);
            }
            (None, [a, b])
                if matches!(base, "llvm.sadd.with.overflow" | "llvm.ssub.with.overflow") =>
            {
                let (mut sum, overflowed) =
                    self.limbs_signed_sum(base == "llvm.sadd.with.overflow", a, b, bits);
                sum.push(overflowed);
                return Ok(sum);
            }
            (None, [a, b])
                if matches!(base, "llvm.umul.with.overflow" | "llvm.smul.with.overflow") =>
            {
                let signed = base == "llvm.smul.with.overflow";
                let (mut product, overflowed) =
                    self.limbs_multiply_with_overflow(a, b, bits, signed);
                product.push(overflowed);
                return Ok(product);
            }
            (None, [a, b, amount]) if matches!(base, "llvm.fshl" | "llvm.fshr") => {
                return Ok(self.limbs_funnel_shift(base == "llvm.fshl", a, b, amount, bits));
            }
            (None, [a, b]) if base == "llvm.usub.sat" => {
                let below = self.wide_compare(IntPredicate::Ult, ty, a.clone(), b.clone());
                let difference = self.limbs_sub(a, b);
                let zero = vec![self.builder.ins().iconst(I64, 0); difference.len()];
                return Ok(self.limbs_select(below, &zero, &difference));
            }
            _ => {}
        }
        let [limbs] = operands else {
            return Err(CodegenError::unsupported(format!(
                "intrinsic @{name} with these operands"
            )));
        };
        let count = match base {
            "llvm.ctpop" => {
                let mut total = self.builder.ins().iconst(I64, 0);
                for &limb in limbs {
                    let ones = self.builder.ins().popcnt(limb);
                    total = self.builder.ins().iadd(total, ones);
                }
                total
            }
            "llvm.ctlz" => self.zeros_up_to_first_set_limb(limbs.iter().rev().copied(), bits, true),
            "llvm.cttz" => self.zeros_up_to_first_set_limb(limbs.iter().copied(), bits, false),
            _ => {
                return Err(CodegenError::unsupported(format!(
                    "intrinsic @{name} on wide integers"
                )))
            }
        };
        let zero = self.builder.ins().iconst(I64, 0);
        let mut result = vec![zero; limbs.len()];
        result[0] = count;
        Ok(result)
    }

    /// `a + b` (`add`) or `a - b` of two wide integers of `bits` bits, wrapped.
    fn limbs_wrapped_sum(
        &mut self,
        add: bool,
        a: &[cl::Value],
        b: &[cl::Value],
        bits: u32,
    ) -> Vec<cl::Value> {
        let mut sum = if add {
            self.limbs_add(a, b)
        } else {
            self.limbs_sub(a, b)
        };
        self.wrap_top_limb(&mut sum, bits);
        sum
    }

    /// `a + b` (`add`) or `a - b` of two wide integers of `bits` bits,
    /// wrapped, and whether the signed operation overflowed (an `i8` 0 or 1).
    fn limbs_signed_sum(
        &mut self,
        add: bool,
        a: &[cl::Value],
        b: &[cl::Value],
        bits: u32,
    ) -> (Vec<cl::Value>, cl::Value) {
        let sum = self.limbs_wrapped_sum(add, a, b, bits);
        let a_sign = self.limbs_sign(a, bits);
        let b_sign = self.limbs_sign(b, bits);
        let sum_sign = self.limbs_sign(&sum, bits);
        let a_changed = self.builder.ins().bxor(a_sign, sum_sign);
        let second = if add {
            self.builder.ins().bxor(b_sign, sum_sign)
        } else {
            self.builder.ins().bxor(a_sign, b_sign)
        };
        let overflowed = self.builder.ins().band(a_changed, second);
        (sum, overflowed)
    }

    /// The smallest signed value of `bits` bits in `count` limbs where
    /// `negative` (an `i8` 0 or 1) is set, else the largest.
    fn limbs_signed_limit(
        &mut self,
        negative: cl::Value,
        count: usize,
        bits: u32,
    ) -> Vec<cl::Value> {
        let sign_bit = 1u64 << (top_limb_bits(bits) - 1);
        let zero = self.builder.ins().iconst(I64, 0);
        let all_ones = self.builder.ins().iconst(I64, -1);
        let lower = self.builder.ins().select(negative, zero, all_ones);
        let smallest_top = self.builder.ins().iconst(I64, sign_bit as i64);
        let largest_top = self.builder.ins().iconst(I64, (sign_bit - 1) as i64);
        let top = self
            .builder
            .ins()
            .select(negative, smallest_top, largest_top);
        let mut limit = vec![lower; count];
        limit[count - 1] = top;
        limit
    }

    /// `a * b` of two integers of `bits` bits given as limbs (least
    /// significant first, the top limb zero-extended), wrapped, and whether
    /// the signed (`signed`) or unsigned product does not fit in `bits` bits
    /// (an `i8` 0 or 1).
    pub(crate) fn limbs_multiply_with_overflow(
        &mut self,
        a: &[cl::Value],
        b: &[cl::Value],
        bits: u32,
        signed: bool,
    ) -> (Vec<cl::Value>, cl::Value) {
        let count = a.len();
        let wide_a = self.limbs_doubled(a.to_vec(), bits, signed);
        let wide_b = self.limbs_doubled(b.to_vec(), bits, signed);
        let exact = self.limbs_mul(&wide_a, &wide_b);
        let mut product = exact[..count].to_vec();
        self.wrap_top_limb(&mut product, bits);
        let fitting = self.limbs_doubled(product.clone(), bits, signed);
        let mut differences = self.builder.ins().iconst(I64, 0);
        for (&exact_limb, &fitting_limb) in exact.iter().zip(&fitting) {
            let difference = self.builder.ins().bxor(exact_limb, fitting_limb);
            differences = self.builder.ins().bor(differences, difference);
        }
        let overflowed = self
            .builder
            .ins()
            .icmp_imm_u(IntCC::NotEqual, differences, 0);
        (product, overflowed)
    }

    /// An integer of `bits` bits in `limbs` (the top limb zero-extended),
    /// sign- (`signed`) or zero-extended to twice as many limbs.
    fn limbs_doubled(&mut self, limbs: Vec<cl::Value>, bits: u32, signed: bool) -> Vec<cl::Value> {
        let count = limbs.len();
        let mut doubled = if signed {
            self.sign_extend_top_limb(limbs, bits)
        } else {
            limbs
        };
        let fill = if signed {
            self.builder.ins().sshr_imm_u(doubled[count - 1], 63)
        } else {
            self.builder.ins().iconst(I64, 0)
        };
        doubled.resize(2 * count, fill);
        doubled
    }

    /// `llvm.fshl` (`left`) or `llvm.fshr` of the wide integers `a`, `b` and
    /// `amount` of `bits` bits.
    fn limbs_funnel_shift(
        &mut self,
        left: bool,
        a: &[cl::Value],
        b: &[cl::Value],
        amount: &[cl::Value],
        bits: u32,
    ) -> Vec<cl::Value> {
        let count = a.len();
        let shift = if bits.is_power_of_two() {
            self.builder
                .ins()
                .band_imm_u(amount[0], i64::from(bits - 1))
        } else {
            let mut width = vec![self.builder.ins().iconst(I64, 0); count];
            width[0] = self.builder.ins().iconst(I64, i64::from(bits));
            let (_, remainder) = self.limbs_unsigned_divide(amount.to_vec(), width, bits);
            remainder[0]
        };
        let high = self.limbs_doubled(a.to_vec(), bits, false);
        let high = self.limbs_shift_by_constant(&high, ShiftKind::Left, u64::from(bits));
        let low = self.limbs_doubled(b.to_vec(), bits, false);
        let joined: Vec<cl::Value> = high
            .iter()
            .zip(&low)
            .map(|(&h, &l)| self.builder.ins().bor(h, l))
            .collect();
        let mut result = if left {
            let shifted = self.limbs_shift(joined, ShiftKind::Left, shift, bits);
            let high_bits =
                self.limbs_shift_by_constant(&shifted, ShiftKind::LogicalRight, u64::from(bits));
            high_bits[..count].to_vec()
        } else {
            let shifted = self.limbs_shift(joined, ShiftKind::LogicalRight, shift, bits);
            shifted[..count].to_vec()
        };
        self.wrap_top_limb(&mut result, bits);
        result
    }

    /// The zero bits before the first set one, walking `limbs` from the
    /// first given: leading zeros (`from_top`, the top limb first) or
    /// trailing zeros (the lowest first). The top limb counts its significant
    /// bits only; all limbs zero count `bits`.
    fn zeros_up_to_first_set_limb(
        &mut self,
        limbs: impl Iterator<Item = cl::Value>,
        bits: u32,
        from_top: bool,
    ) -> cl::Value {
        let limbs: Vec<cl::Value> = limbs.collect();
        let top_index = if from_top { 0 } else { limbs.len() - 1 };
        let top_bits = i64::from(top_limb_bits(bits));
        let mut total = self.builder.ins().iconst(I64, 0);
        let mut found = self.builder.ins().iconst(cl::types::I8, 0);
        for (index, &limb) in limbs.iter().enumerate() {
            let zeros = match (from_top, index == top_index) {
                // The top limb is zero-extended: its zeros above the
                // significant bits do not count.
                (true, true) => {
                    let leading = self.builder.ins().clz(limb);
                    self.builder.ins().iadd_imm_s(leading, top_bits - 64)
                }
                (true, false) => self.builder.ins().clz(limb),
                (false, true) => {
                    let trailing = self.builder.ins().ctz(limb);
                    let most = self.builder.ins().iconst(I64, top_bits);
                    self.builder.ins().umin(trailing, most)
                }
                (false, false) => self.builder.ins().ctz(limb),
            };
            let zero = self.builder.ins().iconst(I64, 0);
            let counted = self.builder.ins().select(found, zero, zeros);
            total = self.builder.ins().iadd(total, counted);
            let set = self.builder.ins().icmp_imm_u(IntCC::NotEqual, limb, 0);
            found = self.builder.ins().bor(found, set);
        }
        total
    }
}
