//! Integers whose width is not a Cranelift integer type's (LangRef: `iN` for
//! any N from 1 to 2^23, operations wrapping at N bits).
//!
//! * A padded integer (`i1`, `i24`, `i48`, `i96`: at most 128 bits, narrower
//!   than its container, `value_types::integer_container`) holds its value
//!   zero-extended. Results that can set the bits above N (`add`, `sub`,
//!   `mul`, `shl`, signed division, `trunc`, `sext`) are wrapped back
//!   ([`FunctionTranslator::wrap_to_width`]); operations that read the sign
//!   (`ashr`, `sdiv`, `srem`, signed comparisons, `sext`, `sitofp`) first
//!   sign-extend within the container. Values that come from outside
//!   (arguments, call results, loads) are wrapped on arrival, since the ABI
//!   leaves the bits above N undefined.
//! * A wide integer (over 128 bits) is `i64` limbs, least significant first,
//!   the top limb zero-extended ([`FunctionTranslator::translate_wide_integer`]):
//!   additions carry from limb to limb, multiplication is the schoolbook
//!   product (truncated to the width), shifts by a run-time amount are a
//!   barrel shifter over the amount's bits (an amount of at least the width is
//!   poison: any result will do, and none traps), division and remainder are
//!   an inline restoring-division loop of N steps (division by zero is
//!   undefined behaviour: it yields all ones, without trapping).
//! * `i128` division and remainder call the C runtime's `__udivti3`,
//!   `__divti3`, `__umodti3` and `__modti3`, as llc does (Cranelift has no
//!   128-bit division on x86-64).

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::value_types::{integer_container, wide_integer_limbs};
use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{self as cl, InstBuilder};
use cranelift_module::Module;
use ir::{BinaryOp, CastOp, InstKind, IntPredicate, Operand, TypeId};

const I64: cl::Type = cl::types::I64;

impl<M: Module> FunctionTranslator<'_, M> {
    /// `value` (of integer type `ty`, in its container) with the bits above
    /// the width cleared; values of other types are returned unchanged.
    pub(crate) fn wrap_to_width(&mut self, ty: TypeId, value: cl::Value) -> cl::Value {
        let Some(bits) = self.ir_module.types.int_width(ty) else {
            return value;
        };
        let container = self.builder.func.dfg.value_type(value);
        if !container.is_int() || container.bits() <= bits {
            return value;
        }
        if container == cl::types::I128 {
            let mask = u128::MAX >> (128 - bits);
            let low = self.builder.ins().iconst(I64, mask as u64 as i64);
            let high = self.builder.ins().iconst(I64, (mask >> 64) as u64 as i64);
            let mask = self.builder.ins().iconcat(low, high);
            return self.builder.ins().band(value, mask);
        }
        self.builder
            .ins()
            .band_imm_u(value, (u64::MAX >> (64 - bits)) as i64)
    }

    /// `value` (of integer type `ty`, zero-extended in its container)
    /// sign-extended to the whole container.
    pub(crate) fn sign_extend_in_container(&mut self, ty: TypeId, value: cl::Value) -> cl::Value {
        let Some(bits) = self.ir_module.types.int_width(ty) else {
            return value;
        };
        let container = self.builder.func.dfg.value_type(value);
        if !container.is_int() || container.bits() <= bits {
            return value;
        }
        let shift = i64::from(container.bits() - bits);
        let raised = self.builder.ins().ishl_imm_u(value, shift);
        self.builder.ins().sshr_imm_u(raised, shift)
    }

    /// The leaves of a value of type `ty` that comes from outside (an
    /// argument, a call's result, memory) with the invariant restored: a
    /// padded integer, or a wide integer's top limb, wrapped.
    pub(crate) fn wrap_integer_leaves(
        &mut self,
        ty: TypeId,
        mut leaves: Vec<cl::Value>,
    ) -> Vec<cl::Value> {
        let Some(bits) = self.ir_module.types.int_width(ty) else {
            return leaves;
        };
        if let [single] = leaves.as_slice() {
            return vec![self.wrap_to_width(ty, *single)];
        }
        self.wrap_top_limb(&mut leaves, bits);
        leaves
    }

    /// The values a value of type `ty` is passed as (`value_types::argument_types`),
    /// from its leaves: a wide integer's limbs joined in pairs, a split
    /// vector's lanes packed in registers ([`Self::result_values`]).
    pub(crate) fn argument_values(
        &mut self,
        ty: TypeId,
        leaves: Vec<cl::Value>,
    ) -> CodegenResult<Vec<cl::Value>> {
        if wide_integer_limbs(&self.ir_module.types, ty).is_none() {
            return self.result_values(ty, leaves);
        }
        Ok(leaves
            .chunks(2)
            .map(|pair| match *pair {
                [low, high] => self.builder.ins().iconcat(low, high),
                _ => pair[0],
            })
            .collect())
    }

    /// The leaves of a value of type `ty` passed as `values` (the inverse of
    /// [`Self::argument_values`]).
    pub(crate) fn leaves_of_argument_values(
        &mut self,
        ty: TypeId,
        values: Vec<cl::Value>,
    ) -> CodegenResult<Vec<cl::Value>> {
        if wide_integer_limbs(&self.ir_module.types, ty).is_none() {
            return self.leaves_of_result_values(ty, values);
        }
        let mut leaves = Vec::with_capacity(2 * values.len());
        for value in values {
            if self.builder.func.dfg.value_type(value) == cl::types::I128 {
                let (low, high) = self.builder.ins().isplit(value);
                leaves.extend([low, high]);
            } else {
                leaves.push(value);
            }
        }
        Ok(leaves)
    }

    /// Division or remainder of `i65`..`i128` values by the C runtime's helpers.
    pub(crate) fn divide_i128(
        &mut self,
        op: BinaryOp,
        left: cl::Value,
        right: cl::Value,
    ) -> CodegenResult<cl::Value> {
        let helper = match op {
            BinaryOp::UDiv => "__udivti3",
            BinaryOp::SDiv => "__divti3",
            BinaryOp::URem => "__umodti3",
            BinaryOp::SRem => "__modti3",
            _ => unreachable!("only divisions and remainders"),
        };
        let i128_type = cl::types::I128;
        Ok(self.call_helper(helper, &[i128_type; 2], &[i128_type], &[left, right])?[0])
    }

    /// The limbs of a wide-integer instruction's result (binary operations,
    /// `icmp`, casts to or from a wide integer); `None` for other instructions.
    pub(crate) fn translate_wide_integer(
        &mut self,
        kind: &InstKind,
    ) -> CodegenResult<Option<Vec<cl::Value>>> {
        let types = &self.ir_module.types;
        let is_wide = |ty: TypeId| wide_integer_limbs(types, ty).is_some();
        Ok(Some(match kind {
            InstKind::Binary { op, lhs, rhs, .. } if is_wide(self.operand_type(lhs)) => {
                let ty = self.operand_type(lhs);
                let (left, right) = (self.operand(lhs)?, self.operand(rhs)?);
                let constant_amount = self.constant_shift_amount(rhs);
                self.wide_binary(*op, ty, left, right, constant_amount)?
            }
            InstKind::ICmp { pred, lhs, rhs } if is_wide(self.operand_type(lhs)) => {
                let ty = self.operand_type(lhs);
                let (left, right) = (self.operand(lhs)?, self.operand(rhs)?);
                vec![self.wide_compare(*pred, ty, left, right)]
            }
            InstKind::Cast { op, value, to, .. }
                if is_wide(*to) || is_wide(self.operand_type(value)) =>
            {
                let from = self.operand_type(value);
                let leaves = self.operand(value)?;
                self.wide_cast(*op, from, *to, leaves)?
            }
            _ => return Ok(None),
        }))
    }

    /// `op` on two wide integers of type `ty`, as limbs.
    pub(crate) fn wide_binary(
        &mut self,
        op: BinaryOp,
        ty: TypeId,
        left: Vec<cl::Value>,
        right: Vec<cl::Value>,
        constant_amount: Option<u64>,
    ) -> CodegenResult<Vec<cl::Value>> {
        let bits = self.ir_module.types.int_width(ty).expect("an integer");
        let result = match op {
            BinaryOp::Add => self.limbs_add(&left, &right),
            BinaryOp::Sub => self.limbs_sub(&left, &right),
            BinaryOp::Mul => self.limbs_mul(&left, &right),
            BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => left
                .iter()
                .zip(&right)
                .map(|(&a, &b)| match op {
                    BinaryOp::And => self.builder.ins().band(a, b),
                    BinaryOp::Or => self.builder.ins().bor(a, b),
                    _ => self.builder.ins().bxor(a, b),
                })
                .collect(),
            BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => {
                let kind = match op {
                    BinaryOp::Shl => ShiftKind::Left,
                    BinaryOp::LShr => ShiftKind::LogicalRight,
                    _ => ShiftKind::ArithmeticRight,
                };
                let value = if kind == ShiftKind::ArithmeticRight {
                    self.sign_extend_top_limb(left, bits)
                } else {
                    left
                };
                match constant_amount {
                    Some(amount) => {
                        self.limbs_shift_by_constant(&value, kind, amount.min(u64::from(bits)))
                    }
                    None => self.limbs_shift(value, kind, right[0], bits),
                }
            }
            BinaryOp::UDiv | BinaryOp::URem => {
                let (quotient, remainder) = self.limbs_unsigned_divide(left, right, bits);
                if op == BinaryOp::UDiv {
                    quotient
                } else {
                    remainder
                }
            }
            BinaryOp::SDiv | BinaryOp::SRem => {
                let left_negative = self.limbs_sign(&left, bits);
                let right_negative = self.limbs_sign(&right, bits);
                let left_magnitude = self.limbs_conditional_negate(left, left_negative, bits);
                let right_magnitude = self.limbs_conditional_negate(right, right_negative, bits);
                let (quotient, remainder) =
                    self.limbs_unsigned_divide(left_magnitude, right_magnitude, bits);
                if op == BinaryOp::SDiv {
                    let negative = self.builder.ins().bxor(left_negative, right_negative);
                    self.limbs_conditional_negate(quotient, negative, bits)
                } else {
                    self.limbs_conditional_negate(remainder, left_negative, bits)
                }
            }
            other => {
                return Err(CodegenError::unsupported(format!(
                    "{} of {}",
                    other.name(),
                    self.ir_module.types.display(ty)
                )))
            }
        };
        Ok(self.wrap_integer_leaves(ty, result))
    }

    /// `icmp pred` of two wide integers of type `ty`: an `i8` 0 or 1.
    pub(crate) fn wide_compare(
        &mut self,
        predicate: IntPredicate,
        ty: TypeId,
        left: Vec<cl::Value>,
        right: Vec<cl::Value>,
    ) -> cl::Value {
        let bits = self.ir_module.types.int_width(ty).expect("an integer");
        let signed = matches!(
            predicate,
            IntPredicate::Slt | IntPredicate::Sle | IntPredicate::Sgt | IntPredicate::Sge
        );
        let (left, right) = if signed {
            (
                self.sign_extend_top_limb(left, bits),
                self.sign_extend_top_limb(right, bits),
            )
        } else {
            (left, right)
        };
        match predicate {
            IntPredicate::Eq | IntPredicate::Ne => {
                let mut difference = self.builder.ins().iconst(I64, 0);
                for (&a, &b) in left.iter().zip(&right) {
                    let different_bits = self.builder.ins().bxor(a, b);
                    difference = self.builder.ins().bor(difference, different_bits);
                }
                let condition = if predicate == IntPredicate::Eq {
                    IntCC::Equal
                } else {
                    IntCC::NotEqual
                };
                self.builder.ins().icmp_imm_u(condition, difference, 0)
            }
            IntPredicate::Ult | IntPredicate::Slt => self.limbs_less_than(&left, &right, signed),
            IntPredicate::Ugt | IntPredicate::Sgt => self.limbs_less_than(&right, &left, signed),
            IntPredicate::Uge | IntPredicate::Sge => {
                let less = self.limbs_less_than(&left, &right, signed);
                self.builder.ins().bxor_imm_u(less, 1)
            }
            IntPredicate::Ule | IntPredicate::Sle => {
                let greater = self.limbs_less_than(&right, &left, signed);
                self.builder.ins().bxor_imm_u(greater, 1)
            }
        }
    }

    /// `trunc`, `zext`, `sext`, `ptrtoint` or `inttoptr` where a wide integer takes part.
    pub(crate) fn wide_cast(
        &mut self,
        op: CastOp,
        from: TypeId,
        to: TypeId,
        leaves: Vec<cl::Value>,
    ) -> CodegenResult<Vec<cl::Value>> {
        let types = &self.ir_module.types;
        let signed = match op {
            CastOp::BitCast if from == to => return Ok(leaves),
            CastOp::SExt => true,
            CastOp::ZExt | CastOp::Trunc | CastOp::PtrToInt | CastOp::IntToPtr => false,
            other => {
                return Err(CodegenError::unsupported(format!(
                    "{} from {} to {}",
                    other.name(),
                    types.display(from),
                    types.display(to)
                )))
            }
        };
        let limbs = self.limbs_of_integer(from, leaves, signed);
        let target_bits = types.int_width(to).unwrap_or(64);
        let count = target_bits.div_ceil(64) as usize;
        let fill = match (signed, limbs.last()) {
            (true, Some(&top)) => self.builder.ins().sshr_imm_u(top, 63),
            _ => self.builder.ins().iconst(I64, 0),
        };
        let mut resized: Vec<cl::Value> = limbs.into_iter().take(count).collect();
        resized.resize(count, fill);
        Ok(match integer_container(target_bits) {
            Some(container) if container == cl::types::I128 => {
                let high = resized.get(1).copied().unwrap_or(fill);
                let value = self.builder.ins().iconcat(resized[0], high);
                vec![self.wrap_to_width(to, value)]
            }
            Some(container) if container.bits() < 64 => {
                let value = self.builder.ins().ireduce(container, resized[0]);
                vec![self.wrap_to_width(to, value)]
            }
            Some(_) => vec![self.wrap_to_width(to, resized[0])],
            None => self.wrap_integer_leaves(to, resized),
        })
    }

    /// The `i64` limbs of an integer value of type `ty` (any width), the top
    /// one sign-extended when `signed`.
    fn limbs_of_integer(
        &mut self,
        ty: TypeId,
        leaves: Vec<cl::Value>,
        signed: bool,
    ) -> Vec<cl::Value> {
        let bits = self.ir_module.types.int_width(ty).unwrap_or(64);
        if wide_integer_limbs(&self.ir_module.types, ty).is_some() {
            return if signed {
                self.sign_extend_top_limb(leaves, bits)
            } else {
                leaves
            };
        }
        let value = if signed {
            self.sign_extend_in_container(ty, leaves[0])
        } else {
            leaves[0]
        };
        let container = self.builder.func.dfg.value_type(value);
        if container == cl::types::I128 {
            let (low, high) = self.builder.ins().isplit(value);
            return vec![low, high];
        }
        if container.bits() < 64 {
            return vec![if signed {
                self.builder.ins().sextend(I64, value)
            } else {
                self.builder.ins().uextend(I64, value)
            }];
        }
        vec![value]
    }

    /// Limbs of a wide integer of `bits` bits with the bits above the width
    /// in the top limb cleared (the zero-extended form).
    pub(crate) fn wrap_top_limb(&mut self, limbs: &mut [cl::Value], bits: u32) {
        if let Some(top) = limbs.last_mut() {
            *top = self.wrap_limb(*top, top_limb_bits(bits));
        }
    }

    /// A limb holding `bits` (1 to 64) significant bits, the rest cleared.
    pub(crate) fn wrap_limb(&mut self, limb: cl::Value, bits: u32) -> cl::Value {
        if bits == 64 {
            limb
        } else {
            self.builder
                .ins()
                .band_imm_u(limb, (u64::MAX >> (64 - bits)) as i64)
        }
    }

    /// The limbs of a wide integer of `bits` bits with the top limb sign-extended from bit `bits - 1`.
    pub(crate) fn sign_extend_top_limb(
        &mut self,
        mut limbs: Vec<cl::Value>,
        bits: u32,
    ) -> Vec<cl::Value> {
        let shift = i64::from(64 - top_limb_bits(bits));
        if shift > 0 {
            let top = limbs.last_mut().expect("at least one limb");
            let raised = self.builder.ins().ishl_imm_u(*top, shift);
            *top = self.builder.ins().sshr_imm_u(raised, shift);
        }
        limbs
    }

    /// Whether a wide integer of `bits` bits is negative: an `i8` 0 or 1.
    pub(crate) fn limbs_sign(&mut self, limbs: &[cl::Value], bits: u32) -> cl::Value {
        let top = *limbs.last().expect("at least one limb");
        let sign = self
            .builder
            .ins()
            .ushr_imm_u(top, i64::from(top_limb_bits(bits) - 1));
        let sign = self.builder.ins().band_imm_u(sign, 1);
        self.builder.ins().ireduce(cl::types::I8, sign)
    }

    /// `0 - limbs` (wrapped to `bits`) where `negate` (an `i8` 0 or 1) is set, else `limbs`.
    pub(crate) fn limbs_conditional_negate(
        &mut self,
        limbs: Vec<cl::Value>,
        negate: cl::Value,
        bits: u32,
    ) -> Vec<cl::Value> {
        let zero = vec![self.builder.ins().iconst(I64, 0); limbs.len()];
        let mut negated = self.limbs_sub(&zero, &limbs);
        self.wrap_top_limb(&mut negated, bits);
        self.limbs_select(negate, &negated, &limbs)
    }

    pub(crate) fn limbs_select(
        &mut self,
        condition: cl::Value,
        when_true: &[cl::Value],
        when_false: &[cl::Value],
    ) -> Vec<cl::Value> {
        when_true
            .iter()
            .zip(when_false)
            .map(|(&a, &b)| self.builder.ins().select(condition, a, b))
            .collect()
    }

    /// The sum of two limb sequences (modulo 2^(64 * limbs)).
    pub(crate) fn limbs_add(&mut self, left: &[cl::Value], right: &[cl::Value]) -> Vec<cl::Value> {
        self.limbs_carry_chain(left, right, false)
    }

    /// The difference of two limb sequences (modulo 2^(64 * limbs)).
    pub(crate) fn limbs_sub(&mut self, left: &[cl::Value], right: &[cl::Value]) -> Vec<cl::Value> {
        self.limbs_carry_chain(left, right, true)
    }

    /// Limb by limb from the lowest, `a + b + carry` (or `a - b - borrow`
    /// when `subtract`), the carry (borrow) out of each limb going into the next.
    fn limbs_carry_chain(
        &mut self,
        left: &[cl::Value],
        right: &[cl::Value],
        subtract: bool,
    ) -> Vec<cl::Value> {
        let mut carry = self.builder.ins().iconst(I64, 0);
        let mut result = Vec::with_capacity(left.len());
        for (&a, &b) in left.iter().zip(right) {
            let (partial, first_carry) = if subtract {
                let partial = self.builder.ins().isub(a, b);
                (
                    partial,
                    self.builder.ins().icmp(IntCC::UnsignedLessThan, a, b),
                )
            } else {
                let partial = self.builder.ins().iadd(a, b);
                (
                    partial,
                    self.builder.ins().icmp(IntCC::UnsignedLessThan, partial, a),
                )
            };
            let (total, second_carry) = if subtract {
                let total = self.builder.ins().isub(partial, carry);
                (
                    total,
                    self.builder
                        .ins()
                        .icmp(IntCC::UnsignedLessThan, partial, carry),
                )
            } else {
                let total = self.builder.ins().iadd(partial, carry);
                (
                    total,
                    self.builder
                        .ins()
                        .icmp(IntCC::UnsignedLessThan, total, partial),
                )
            };
            let carried = self.builder.ins().bor(first_carry, second_carry);
            carry = self.builder.ins().uextend(I64, carried);
            result.push(total);
        }
        result
    }

    /// The product of two limb sequences truncated to their length (schoolbook,
    /// each partial product and carry summed in 128 bits).
    pub(crate) fn limbs_mul(&mut self, left: &[cl::Value], right: &[cl::Value]) -> Vec<cl::Value> {
        let count = left.len();
        let mut product = vec![self.builder.ins().iconst(I64, 0); count];
        for i in 0..count {
            let mut carry = self.builder.ins().iconst(I64, 0);
            let a = self.builder.ins().uextend(cl::types::I128, left[i]);
            for j in 0..count - i {
                let b = self.builder.ins().uextend(cl::types::I128, right[j]);
                let partial = self.builder.ins().imul(a, b);
                let accumulated = self.builder.ins().uextend(cl::types::I128, product[i + j]);
                let carried = self.builder.ins().uextend(cl::types::I128, carry);
                let partial = self.builder.ins().iadd(partial, accumulated);
                let partial = self.builder.ins().iadd(partial, carried);
                let (low, high) = self.builder.ins().isplit(partial);
                product[i + j] = low;
                carry = high;
            }
        }
        product
    }

    /// Whether `left < right` (signed: the top limbs compared as signed): an `i8` 0 or 1.
    fn limbs_less_than(
        &mut self,
        left: &[cl::Value],
        right: &[cl::Value],
        signed: bool,
    ) -> cl::Value {
        let mut less = self.builder.ins().iconst(cl::types::I8, 0);
        let top = left.len() - 1;
        for (index, (&a, &b)) in left.iter().zip(right).enumerate() {
            let condition = if signed && index == top {
                IntCC::SignedLessThan
            } else {
                IntCC::UnsignedLessThan
            };
            let limb_less = self.builder.ins().icmp(condition, a, b);
            let equal = self.builder.ins().icmp(IntCC::Equal, a, b);
            less = self.builder.ins().select(equal, less, limb_less);
        }
        less
    }

    /// Limbs shifted by a constant number of bits (below 64 * limbs; more gives
    /// the shift of all bits out).
    pub(crate) fn limbs_shift_by_constant(
        &mut self,
        limbs: &[cl::Value],
        kind: ShiftKind,
        amount: u64,
    ) -> Vec<cl::Value> {
        let count = limbs.len();
        let fill = match kind {
            ShiftKind::ArithmeticRight => self.builder.ins().sshr_imm_u(limbs[count - 1], 63),
            _ => self.builder.ins().iconst(I64, 0),
        };
        let (whole, part) = ((amount / 64) as usize, (amount % 64) as i64);
        let source = |index: isize| -> Option<usize> {
            (0..count as isize)
                .contains(&index)
                .then_some(index as usize)
        };
        let mut shifted = Vec::with_capacity(count);
        for index in 0..count as isize {
            let (near, far) = match kind {
                ShiftKind::Left => (index - whole as isize, index - whole as isize - 1),
                _ => (index + whole as isize, index + whole as isize + 1),
            };
            let near_value = source(near).map_or(fill, |i| limbs[i]);
            let far_value = source(far).map_or(fill, |i| limbs[i]);
            let limb = if part == 0 {
                near_value
            } else {
                let (near_part, far_part) = match kind {
                    ShiftKind::Left => (
                        self.builder.ins().ishl_imm_u(near_value, part),
                        self.builder.ins().ushr_imm_u(far_value, 64 - part),
                    ),
                    _ => (
                        self.builder.ins().ushr_imm_u(near_value, part),
                        self.builder.ins().ishl_imm_u(far_value, 64 - part),
                    ),
                };
                self.builder.ins().bor(near_part, far_part)
            };
            shifted.push(limb);
        }
        shifted
    }

    /// Limbs shifted by the run-time `amount` (the low limb of the amount
    /// operand): one conditional constant shift per bit of the amount below the width.
    pub(crate) fn limbs_shift(
        &mut self,
        mut limbs: Vec<cl::Value>,
        kind: ShiftKind,
        amount: cl::Value,
        bits: u32,
    ) -> Vec<cl::Value> {
        let mut step = 0;
        while (1u64 << step) < u64::from(bits) {
            let bit = self.builder.ins().band_imm_u(amount, 1i64 << step);
            let take = self.builder.ins().icmp_imm_u(IntCC::NotEqual, bit, 0);
            let shifted = self.limbs_shift_by_constant(&limbs, kind, 1 << step);
            limbs = self.limbs_select(take, &shifted, &limbs);
            step += 1;
        }
        limbs
    }

    /// Quotient and remainder of two unsigned wide integers of `bits` bits:
    /// restoring division, one loop iteration per bit from the top.
    pub(crate) fn limbs_unsigned_divide(
        &mut self,
        dividend: Vec<cl::Value>,
        divisor: Vec<cl::Value>,
        bits: u32,
    ) -> (Vec<cl::Value>, Vec<cl::Value>) {
        let count = dividend.len();
        let loop_block = self.builder.create_block();
        let done = self.builder.create_block();
        let counter_parameter = self.builder.append_block_param(loop_block, cl::types::I32);
        let parameters =
            |block: cl::Block, builder: &mut cranelift_frontend::FunctionBuilder<'_>| {
                (0..count)
                    .map(|_| builder.append_block_param(block, I64))
                    .collect::<Vec<_>>()
            };
        let (rest, quotient, remainder) = (
            parameters(loop_block, &mut self.builder),
            parameters(loop_block, &mut self.builder),
            parameters(loop_block, &mut self.builder),
        );
        let (final_quotient, final_remainder) = (
            parameters(done, &mut self.builder),
            parameters(done, &mut self.builder),
        );
        let zero = self.builder.ins().iconst(I64, 0);
        let steps = self.builder.ins().iconst(cl::types::I32, i64::from(bits));
        let mut initial = vec![cl::BlockArg::Value(steps)];
        initial.extend(dividend.iter().map(|&limb| cl::BlockArg::Value(limb)));
        initial.extend((0..2 * count).map(|_| cl::BlockArg::Value(zero)));
        self.builder.ins().jump(loop_block, &initial);

        self.builder.switch_to_block(loop_block);
        let top_bit = i64::from(top_limb_bits(bits) - 1);
        let incoming_bit = self.builder.ins().ushr_imm_u(rest[count - 1], top_bit);
        let incoming_bit = self.builder.ins().band_imm_u(incoming_bit, 1);
        let overflow = self.builder.ins().ushr_imm_u(remainder[count - 1], top_bit);
        let overflow = self.builder.ins().band_imm_u(overflow, 1);
        let overflow = self.builder.ins().icmp_imm_u(IntCC::NotEqual, overflow, 0);
        let mut shifted_rest = self.limbs_shift_by_constant(&rest, ShiftKind::Left, 1);
        self.wrap_top_limb(&mut shifted_rest, bits);
        let mut shifted_remainder = self.limbs_shift_by_constant(&remainder, ShiftKind::Left, 1);
        shifted_remainder[0] = self.builder.ins().bor(shifted_remainder[0], incoming_bit);
        self.wrap_top_limb(&mut shifted_remainder, bits);
        let below = self.limbs_less_than(&shifted_remainder, &divisor, false);
        let not_below = self.builder.ins().bxor_imm_u(below, 1);
        let subtract = self.builder.ins().bor(not_below, overflow);
        let mut reduced = self.limbs_sub(&shifted_remainder, &divisor);
        self.wrap_top_limb(&mut reduced, bits);
        let next_remainder = self.limbs_select(subtract, &reduced, &shifted_remainder);
        let mut next_quotient = self.limbs_shift_by_constant(&quotient, ShiftKind::Left, 1);
        let quotient_bit = self.builder.ins().uextend(I64, subtract);
        next_quotient[0] = self.builder.ins().bor(next_quotient[0], quotient_bit);
        self.wrap_top_limb(&mut next_quotient, bits);
        let next_counter = self.builder.ins().iadd_imm_s(counter_parameter, -1);
        let mut again = vec![cl::BlockArg::Value(next_counter)];
        for limb in shifted_rest
            .iter()
            .chain(&next_quotient)
            .chain(&next_remainder)
        {
            again.push(cl::BlockArg::Value(*limb));
        }
        let finished: Vec<cl::BlockArg> = next_quotient
            .iter()
            .chain(&next_remainder)
            .map(|&limb| cl::BlockArg::Value(limb))
            .collect();
        self.builder
            .ins()
            .brif(next_counter, loop_block, &again, done, &finished);
        self.builder.switch_to_block(done);
        (final_quotient, final_remainder)
    }

    /// The amount of a shift when it is a constant.
    fn constant_shift_amount(&self, amount: &Operand) -> Option<u64> {
        let value = self.ir_module.consts.as_int(amount.as_const()?)?;
        Some(value.to_u64().unwrap_or(u64::MAX))
    }
}

/// Which shift a limb shift is.
#[derive(Copy, Clone, PartialEq, Eq)]
pub(crate) enum ShiftKind {
    Left,
    LogicalRight,
    ArithmeticRight,
}

/// The significant bits of the top limb of a wide integer of `bits` bits (1 to 64).
pub(crate) fn top_limb_bits(bits: u32) -> u32 {
    bits - 64 * (bits.div_ceil(64) - 1)
}
