//! Integer intrinsics on padded integers (`i24`, `i48`, `i96`: narrower than
//! their Cranelift container, held zero-extended; `legalize_integers`), and
//! the ones Cranelift has no single instruction for at any width (funnel
//! shifts of two different values, signed saturation).
//!
//! Each is computed in the container from the zero-extended operands (or
//! from them sign-extended, for the signed ones), and its integer result is
//! zero-extended again: counting and reversing instructions are corrected for
//! the `pad = container bits - N` bits above the value; additions and
//! subtractions cannot overflow the container (N < container bits), so an
//! N-bit overflow is read from the bits above N, or from the result
//! sign-extended from N bits differing from the exact one; a product's
//! overflow is the container's overflow or bits set above N.
//!
//! Invariant: every intrinsic [`PADDED_INTEGER_INTRINSICS`] names has a
//! lowering in [`FunctionTranslator::padded_integer_intrinsic`], and nothing
//! else is accepted for padded integers (an `unsupported` error names it).

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use cranelift_codegen::ir::{self as cl, condcodes::IntCC, InstBuilder};
use cranelift_module::Module;
use ir::TypeId;

/// The intrinsics (without type suffixes) lowered for padded integers.
pub const PADDED_INTEGER_INTRINSICS: [&str; 23] = [
    "llvm.expect",
    "llvm.umax",
    "llvm.umin",
    "llvm.smax",
    "llvm.smin",
    "llvm.abs",
    "llvm.ctpop",
    "llvm.ctlz",
    "llvm.cttz",
    "llvm.bswap",
    "llvm.bitreverse",
    "llvm.fshl",
    "llvm.fshr",
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
];

impl<M: Module> FunctionTranslator<'_, M> {
    /// Intrinsic `base` on operands of the padded integer type `ty` (`N`
    /// bits), zero-extended in their container (module docs).
    pub(crate) fn padded_integer_intrinsic(
        &mut self,
        name: &str,
        base: &str,
        ty: TypeId,
        arguments: &[cl::Value],
    ) -> CodegenResult<Vec<cl::Value>> {
        let bits = self
            .ir_module
            .types
            .int_width(ty)
            .expect("a padded integer type") as i64;
        let container = self.builder.func.dfg.value_type(arguments[0]);
        let pad = container.bits() as i64 - bits;
        let single = match (base, arguments) {
            ("llvm.expect", [value, _]) => *value,
            ("llvm.umax", [a, b]) => self.extremum(IntCC::UnsignedGreaterThan, *a, *b),
            ("llvm.umin", [a, b]) => self.extremum(IntCC::UnsignedLessThan, *a, *b),
            ("llvm.smax" | "llvm.smin", [a, b]) => {
                let a = self.sign_extend_in_container(ty, *a);
                let b = self.sign_extend_in_container(ty, *b);
                let cc = if base == "llvm.smax" {
                    IntCC::SignedGreaterThan
                } else {
                    IntCC::SignedLessThan
                };
                let result = self.extremum(cc, a, b);
                self.wrap_to_width(ty, result)
            }
            ("llvm.abs", [a, _]) => {
                let a = self.sign_extend_in_container(ty, *a);
                let result = self.absolute(a);
                self.wrap_to_width(ty, result)
            }
            ("llvm.ctpop", [a]) => self.builder.ins().popcnt(*a),
            ("llvm.ctlz", [a, _]) => {
                let count = self.builder.ins().clz(*a);
                let pad = self.integer_constant(container, pad);
                self.builder.ins().isub(count, pad)
            }
            ("llvm.cttz", [a, _]) => {
                // A bit just above the value: a zero operand counts N.
                let one = self.integer_constant(container, 1);
                let stop = self.shift_left_by(one, bits);
                let guarded = self.builder.ins().bor(*a, stop);
                self.builder.ins().ctz(guarded)
            }
            ("llvm.bswap", [a]) => {
                let swapped = self.builder.ins().bswap(*a);
                self.shift_right_by(swapped, pad)
            }
            ("llvm.bitreverse", [a]) => {
                let reversed = self.builder.ins().bitrev(*a);
                self.shift_right_by(reversed, pad)
            }
            ("llvm.fshl" | "llvm.fshr", [a, b, amount]) => {
                let width = self.integer_constant(container, bits);
                // Cranelift has no 128-bit division: the C runtime's, as llc.
                let shift = if container == cl::types::I128 {
                    self.call_helper(
                        "__umodti3",
                        &[container; 2],
                        &[container],
                        &[*amount, width],
                    )?[0]
                } else {
                    self.builder.ins().urem(*amount, width)
                };
                let result = self.funnel_shift(base == "llvm.fshl", *a, *b, shift, width);
                self.wrap_to_width(ty, result)
            }
            ("llvm.uadd.sat", [a, b]) => {
                let sum = self.builder.ins().iadd(*a, *b);
                let all = self.integer_constant(container, -1);
                let largest = self.shift_right_by(all, pad);
                self.extremum(IntCC::UnsignedLessThan, sum, largest)
            }
            ("llvm.usub.sat", [a, b]) => {
                let larger = self.extremum(IntCC::UnsignedGreaterThan, *a, *b);
                self.builder.ins().isub(larger, *b)
            }
            ("llvm.sadd.sat" | "llvm.ssub.sat", [a, b]) => {
                let exact = self.exact_signed_sum(ty, base == "llvm.sadd.sat", *a, *b);
                // The N-bit limits, sign-extended in the container.
                let all = self.integer_constant(container, -1);
                // In two steps: for `i1` one shift would be by the whole container.
                let value_bits = self.shift_right_by(all, pad);
                let largest = self.shift_right_by(value_bits, 1);
                let smallest = self.builder.ins().bnot(largest);
                let clamped = self.extremum(IntCC::SignedLessThan, exact, largest);
                let clamped = self.extremum(IntCC::SignedGreaterThan, clamped, smallest);
                self.wrap_to_width(ty, clamped)
            }
            ("llvm.uadd.with.overflow", [a, b]) => {
                let sum = self.builder.ins().iadd(*a, *b);
                let above = self.shift_right_by(sum, bits);
                let overflowed = self.is_nonzero(above);
                return Ok(vec![self.wrap_to_width(ty, sum), overflowed]);
            }
            ("llvm.usub.with.overflow", [a, b]) => {
                let difference = self.builder.ins().isub(*a, *b);
                let overflowed = self.builder.ins().icmp(IntCC::UnsignedLessThan, *a, *b);
                return Ok(vec![self.wrap_to_width(ty, difference), overflowed]);
            }
            ("llvm.sadd.with.overflow" | "llvm.ssub.with.overflow", [a, b]) => {
                let exact = self.exact_signed_sum(ty, base == "llvm.sadd.with.overflow", *a, *b);
                let wrapped = self.wrap_to_width(ty, exact);
                let as_signed = self.sign_extend_in_container(ty, wrapped);
                let overflowed = self.builder.ins().icmp(IntCC::NotEqual, as_signed, exact);
                return Ok(vec![wrapped, overflowed]);
            }
            ("llvm.umul.with.overflow", [a, b]) => {
                let (product, container_overflowed) = if container == cl::types::I128 {
                    self.umul_overflow_i128(*a, *b)
                } else {
                    self.builder.ins().umul_overflow(*a, *b)
                };
                let above = self.shift_right_by(product, bits);
                let above_set = self.is_nonzero(above);
                let overflowed = self.builder.ins().bor(container_overflowed, above_set);
                return Ok(vec![self.wrap_to_width(ty, product), overflowed]);
            }
            ("llvm.smul.with.overflow", [a, b]) => {
                return Ok(self.smul_overflow_in_limbs(*a, *b, bits as u32));
            }
            _ => {
                let ty_text = self.ir_module.types.display(ty);
                return Err(CodegenError::unsupported(format!(
                    "intrinsic @{name} on {ty_text}"
                )));
            }
        };
        Ok(vec![single])
    }

    /// `a + b` (`add`) or `a - b` of the padded integers `a` and `b` (of type
    /// `ty`), each sign-extended in the container first: the exact signed
    /// result, which the container holds (N is below its width).
    fn exact_signed_sum(&mut self, ty: TypeId, add: bool, a: cl::Value, b: cl::Value) -> cl::Value {
        let a = self.sign_extend_in_container(ty, a);
        let b = self.sign_extend_in_container(ty, b);
        if add {
            self.builder.ins().iadd(a, b)
        } else {
            self.builder.ins().isub(a, b)
        }
    }

    /// `llvm.fshl`/`llvm.fshr` of two different values,
    /// `llvm.sadd.sat`/`llvm.ssub.sat` (up to 64 bits, and `i128`), and the minimum,
    /// maximum, absolute value and `llvm.usub.sat` of `i128`, on integers of
    /// a Cranelift type;
    /// `None` for any other intrinsic.
    pub(crate) fn native_integer_intrinsic(
        &mut self,
        base: &str,
        arguments: &[cl::Value],
    ) -> Option<cl::Value> {
        let &[a, b, ..] = arguments else {
            return None;
        };
        let ty = self.builder.func.dfg.value_type(a);
        if !ty.is_int() {
            return None;
        }
        let bits = i64::from(ty.bits());
        match (base, arguments) {
            ("llvm.abs", _) if ty == cl::types::I128 => Some(self.absolute(a)),
            ("llvm.umax", _) if ty == cl::types::I128 => {
                Some(self.extremum(IntCC::UnsignedGreaterThan, a, b))
            }
            ("llvm.umin", _) if ty == cl::types::I128 => {
                Some(self.extremum(IntCC::UnsignedLessThan, a, b))
            }
            ("llvm.smax", _) if ty == cl::types::I128 => {
                Some(self.extremum(IntCC::SignedGreaterThan, a, b))
            }
            ("llvm.smin", _) if ty == cl::types::I128 => {
                Some(self.extremum(IntCC::SignedLessThan, a, b))
            }
            ("llvm.usub.sat", _) if ty == cl::types::I128 => {
                let larger = self.extremum(IntCC::UnsignedGreaterThan, a, b);
                Some(self.builder.ins().isub(larger, b))
            }
            ("llvm.fshl" | "llvm.fshr", &[_, _, amount]) if a != b => {
                let width = self.integer_constant(ty, bits);
                let mask = self.integer_constant(ty, bits - 1);
                let shift = self.builder.ins().band(amount, mask);
                Some(self.funnel_shift(base == "llvm.fshl", a, b, shift, width))
            }
            ("llvm.sadd.sat" | "llvm.ssub.sat", &[_, _]) if bits <= 64 => {
                let (exact, overflowed) = if base == "llvm.sadd.sat" {
                    self.builder.ins().sadd_overflow(a, b)
                } else {
                    self.builder.ins().ssub_overflow(a, b)
                };
                // An overflowing result lies beyond the limit on `a`'s side:
                // all sign bits of `a` xor the largest value.
                let sign = self.builder.ins().sshr_imm_u(a, bits - 1);
                let largest = self.integer_constant(ty, i64::MAX >> (64 - bits));
                let limit = self.builder.ins().bxor(sign, largest);
                Some(self.builder.ins().select(overflowed, limit, exact))
            }
            ("llvm.sadd.sat" | "llvm.ssub.sat", &[_, _]) if ty == cl::types::I128 => {
                Some(self.saturating_signed_i128(base == "llvm.sadd.sat", a, b))
            }
            _ => None,
        }
    }

    /// The low 128 bits of `a * b` (`i128`s) and whether the product needs more,
    /// without Cranelift's `umul_overflow` (not lowered for `i128` on x86-64):
    /// from 64-bit halves, `a = a1:a0`, `b = b1:b0`, the product overflows when
    /// `a1` and `b1` are both non-zero, when a cross product `a1 * b0` or
    /// `a0 * b1` needs more than 64 bits, or when adding the cross products and
    /// the high half of `a0 * b0` carries.
    pub(crate) fn umul_overflow_i128(
        &mut self,
        a: cl::Value,
        b: cl::Value,
    ) -> (cl::Value, cl::Value) {
        let product = self.builder.ins().imul(a, b);
        let (a0, a1) = self.builder.ins().isplit(a);
        let (b0, b1) = self.builder.ins().isplit(b);
        let a1_set = self.is_nonzero(a1);
        let b1_set = self.is_nonzero(b1);
        let both_high = self.builder.ins().band(a1_set, b1_set);
        let mut overflowed = both_high;
        let mut cross_products = Vec::new();
        for (high, low) in [(a1, b0), (b1, a0)] {
            let cross = self.builder.ins().imul(high, low);
            let cross_high = self.builder.ins().umulhi(high, low);
            let too_wide = self.is_nonzero(cross_high);
            overflowed = self.builder.ins().bor(overflowed, too_wide);
            cross_products.push(cross);
        }
        let (cross_sum, cross_carry) = self
            .builder
            .ins()
            .uadd_overflow(cross_products[0], cross_products[1]);
        let low_high = self.builder.ins().umulhi(a0, b0);
        let (_, carry) = self.builder.ins().uadd_overflow(low_high, cross_sum);
        overflowed = self.builder.ins().bor(overflowed, cross_carry);
        overflowed = self.builder.ins().bor(overflowed, carry);
        (product, overflowed)
    }

    /// `llvm.smul.with.overflow` of two integers of `bits` bits held
    /// zero-extended in a Cranelift integer type (`i128` and the padded
    /// ones; Cranelift has no `smul_overflow` for them on x86-64), through
    /// the wide integers' limbs: the wrapped product and the overflow flag.
    pub(crate) fn smul_overflow_in_limbs(
        &mut self,
        a: cl::Value,
        b: cl::Value,
        bits: u32,
    ) -> Vec<cl::Value> {
        let container = self.builder.func.dfg.value_type(a);
        let mut limbs_of = |value: cl::Value| -> Vec<cl::Value> {
            match container {
                cl::types::I128 => {
                    let (low, high) = self.builder.ins().isplit(value);
                    vec![low, high]
                }
                cl::types::I64 => vec![value],
                _ => vec![self.builder.ins().uextend(cl::types::I64, value)],
            }
        };
        let (a_limbs, b_limbs) = (limbs_of(a), limbs_of(b));
        let (product, overflowed) =
            self.limbs_multiply_with_overflow(&a_limbs, &b_limbs, bits, true);
        let value = match container {
            cl::types::I128 => self.builder.ins().iconcat(product[0], product[1]),
            cl::types::I64 => product[0],
            _ => self.builder.ins().ireduce(container, product[0]),
        };
        vec![value, overflowed]
    }

    /// `llvm.sadd.sat` (`add`) or `llvm.ssub.sat` of `i128`s, without
    /// Cranelift's overflow instructions (not lowered for `i128` on x86-64):
    /// the sum (difference) overflowed when its sign differs from the signs
    /// `a` and `b` share (from `a`'s where `b`'s differs, for a difference);
    /// then the result is the limit on `a`'s side, chosen through a mask, as
    /// [`Self::extremum`] chooses.
    fn saturating_signed_i128(&mut self, add: bool, a: cl::Value, b: cl::Value) -> cl::Value {
        let (exact, wrong_sign) = if add {
            let exact = self.builder.ins().iadd(a, b);
            let from_a = self.builder.ins().bxor(a, exact);
            let from_b = self.builder.ins().bxor(b, exact);
            (exact, self.builder.ins().band(from_a, from_b))
        } else {
            let exact = self.builder.ins().isub(a, b);
            let operands_differ = self.builder.ins().bxor(a, b);
            let from_a = self.builder.ins().bxor(a, exact);
            (exact, self.builder.ins().band(operands_differ, from_a))
        };
        let overflowed = self.builder.ins().sshr_imm_u(wrong_sign, 127);
        // All sign bits of `a` xor the largest `i128`.
        let sign = self.builder.ins().sshr_imm_u(a, 127);
        let all_ones = self.builder.ins().iconst(cl::types::I64, -1);
        let largest_high = self.builder.ins().iconst(cl::types::I64, i64::MAX);
        let largest = self.builder.ins().iconcat(all_ones, largest_high);
        let limit = self.builder.ins().bxor(sign, largest);
        let from_limit = self.builder.ins().band(limit, overflowed);
        let from_exact = self.builder.ins().band_not(exact, overflowed);
        self.builder.ins().bor(from_limit, from_exact)
    }

    /// `llvm.fshl` (`left`) or `llvm.fshr` of `a` and `b` by `shift`, already
    /// reduced modulo the width `width` (a value of the operands' type): the
    /// result of a zero shift is `a` (left) or `b` (right), which the shifts
    /// by `width - shift` would get wrong when `width` is the container's.
    pub(crate) fn funnel_shift(
        &mut self,
        left: bool,
        a: cl::Value,
        b: cl::Value,
        shift: cl::Value,
        width: cl::Value,
    ) -> cl::Value {
        let complement = self.builder.ins().isub(width, shift);
        let (high_shift, low_shift) = if left {
            (shift, complement)
        } else {
            (complement, shift)
        };
        let high = self.builder.ins().ishl(a, high_shift);
        let low = self.builder.ins().ushr(b, low_shift);
        let combined = self.builder.ins().bor(high, low);
        let shifted = self.is_nonzero(shift);
        let zero_shift_result = if left { a } else { b };
        self.builder
            .ins()
            .select(shifted, combined, zero_shift_result)
    }

    /// `a` if `a cc b`, else `b`: the minimum or maximum `cc` names
    /// (Cranelift's `umax` and the like have no `i128` lowering on x86-64).
    pub(crate) fn extremum(&mut self, cc: IntCC, a: cl::Value, b: cl::Value) -> cl::Value {
        let ty = self.builder.func.dfg.value_type(a);
        if ty != cl::types::I128 {
            return match cc {
                IntCC::UnsignedGreaterThan => self.builder.ins().umax(a, b),
                IntCC::UnsignedLessThan => self.builder.ins().umin(a, b),
                IntCC::SignedGreaterThan => self.builder.ins().smax(a, b),
                _ => self.builder.ins().smin(a, b),
            };
        }
        // Through a mask, not `select`: Cranelift's optimizer turns a select
        // on the comparison back into the `umax` it cannot lower.
        let chosen = self.builder.ins().icmp(cc, a, b);
        let chosen = self.builder.ins().uextend(ty, chosen);
        let mask = self.builder.ins().ineg(chosen);
        let from_a = self.builder.ins().band(a, mask);
        let from_b = self.builder.ins().band_not(b, mask);
        self.builder.ins().bor(from_a, from_b)
    }

    /// `|a|`, wrapping (the absolute value of the smallest is itself).
    fn absolute(&mut self, a: cl::Value) -> cl::Value {
        let ty = self.builder.func.dfg.value_type(a);
        if ty != cl::types::I128 {
            return self.builder.ins().iabs(a);
        }
        // `(a ^ sign) - sign`, the sign all ones or zero (as for `extremum`,
        // a select would become the `iabs` Cranelift cannot lower).
        let sign = self.shift_right_arithmetic_by(a, 127);
        let flipped = self.builder.ins().bxor(a, sign);
        self.builder.ins().isub(flipped, sign)
    }

    /// `value` shifted right, arithmetically, by the constant `bits`.
    fn shift_right_arithmetic_by(&mut self, value: cl::Value, bits: i64) -> cl::Value {
        let amount = self.builder.ins().iconst(cl::types::I64, bits);
        self.builder.ins().sshr(value, amount)
    }

    /// `value` shifted left by the constant `bits` (`i128` too, which has no
    /// immediate form).
    fn shift_left_by(&mut self, value: cl::Value, bits: i64) -> cl::Value {
        let amount = self.builder.ins().iconst(cl::types::I64, bits);
        self.builder.ins().ishl(value, amount)
    }

    /// `value` shifted right, logically, by the constant `bits`.
    fn shift_right_by(&mut self, value: cl::Value, bits: i64) -> cl::Value {
        let amount = self.builder.ins().iconst(cl::types::I64, bits);
        self.builder.ins().ushr(value, amount)
    }

    /// `value != 0`.
    fn is_nonzero(&mut self, value: cl::Value) -> cl::Value {
        let ty = self.builder.func.dfg.value_type(value);
        let zero = self.integer_constant(ty, 0);
        self.builder.ins().icmp(IntCC::NotEqual, value, zero)
    }
}
