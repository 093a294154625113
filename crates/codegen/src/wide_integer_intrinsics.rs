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
pub const WIDE_INTEGER_INTRINSICS: [&str; 12] = [
    "llvm.bswap",
    "llvm.bitreverse",
    "llvm.uadd.sat",
    "llvm.usub.sat",
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
                let mut sum = self.limbs_add(a, b);
                let top = sum.len() - 1;
                sum[top] = self.wrap_limb(sum[top], top_limb_bits(bits));
                let wrapped = self.wide_compare(IntPredicate::Ult, ty, sum.clone(), a.clone());
                let all_ones = self.builder.ins().iconst(I64, -1);
                let mut largest = vec![all_ones; sum.len()];
                largest[top] = self.wrap_limb(all_ones, top_limb_bits(bits));
                return Ok(self.limbs_select(wrapped, &largest, &sum));
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
