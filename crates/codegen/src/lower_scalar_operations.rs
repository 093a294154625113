//! Arithmetic, comparisons, casts, `select`, aggregates, vector lanes and `getelementptr`.
//!
//! Vector instructions that Cranelift's vector types cannot express, and every
//! `getelementptr` giving a vector, are `legalize_vectors`'s, tried first.
//!
//! Integers whose width is not a Cranelift type's are `legalize_integers`'s:
//! wide ones (over 128 bits) entirely, padded ones (`i1`, `i24`) through its
//! wrapping and sign extension, used here.
//!
//! Invariants: an integer result holds its value zero-extended in its
//! container (`value_types`). Poison-generating flags (`nsw`, `nuw`, `exact`, `disjoint`,
//! `nneg`, fast-math) are dropped: wrapping or exact IEEE results refine
//! poison. Float-to-integer conversions saturate (out-of-range input is poison
//! in LLVM, so any result is allowed, and saturating never traps).
//! Conversions between `float`/`double` and integers of 65 to 128 bits (an
//! `i128` container), which Cranelift's x86-64 backend cannot lower, call the
//! C runtime's helpers as llc does (`__fixdfti`, `__floattisf`, ...,
//! [`i128_float_helper`]).

use crate::data_layout::{gep_index_offsets, GepIndexOffset};
use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::value_types::{leaf_range_of_member, scalar_type};
use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::{self as cl, InstBuilder, MemFlagsData};
use cranelift_module::Module;
use ir::{BinaryOp, CastOp, FloatPredicate, InstKind, IntPredicate, Operand, TypeId};

/// The C runtime's helper converting between `i128` and `float` or `double`
/// (libgcc's and compiler-rt's names): `op` from `source` to `target`.
fn i128_float_helper(
    op: CastOp,
    source: cl::Type,
    target: cl::Type,
) -> CodegenResult<&'static str> {
    Ok(match (op, source, target) {
        (CastOp::FPToSI, cl::types::F32, _) => "__fixsfti",
        (CastOp::FPToSI, cl::types::F64, _) => "__fixdfti",
        (CastOp::FPToUI, cl::types::F32, _) => "__fixunssfti",
        (CastOp::FPToUI, cl::types::F64, _) => "__fixunsdfti",
        (CastOp::SIToFP, _, cl::types::F32) => "__floattisf",
        (CastOp::SIToFP, _, cl::types::F64) => "__floattidf",
        (CastOp::UIToFP, _, cl::types::F32) => "__floatuntisf",
        (CastOp::UIToFP, _, cl::types::F64) => "__floatuntidf",
        _ => {
            return Err(CodegenError::unsupported(format!(
                "`{}` between {source} and {target}",
                op.name()
            )))
        }
    })
}

/// One `getelementptr` index for one lane: a constant, or a run-time value of an integer IR type.
#[derive(Copy, Clone)]
pub(crate) enum GepLaneIndex {
    Constant(i64),
    Dynamic { value: cl::Value, ir_type: TypeId },
}

impl<M: Module> FunctionTranslator<'_, M> {
    /// Instructions whose result depends only on their operands.
    pub(crate) fn translate_value_instruction(
        &mut self,
        kind: &InstKind,
        result_type: Option<TypeId>,
    ) -> CodegenResult<Vec<cl::Value>> {
        if let Some(lanes) = self.translate_lane_wise(kind, result_type)? {
            return Ok(lanes);
        }
        if let Some(limbs) = self.translate_wide_integer(kind)? {
            return Ok(limbs);
        }
        let types = &self.ir_module.types;
        Ok(match kind {
            InstKind::Binary { op, lhs, rhs, .. } => {
                let ty = self.operand_type(lhs);
                let (left, right) = (self.scalar_operand(lhs)?, self.scalar_operand(rhs)?);
                vec![self.binary(*op, ty, left, right)?]
            }
            InstKind::FNeg { value, .. } => {
                let x87 = self.is_x87_type(self.operand_type(value));
                let value = self.scalar_operand(value)?;
                if x87 {
                    vec![self.x87_negate(value)]
                } else {
                    vec![self.builder.ins().fneg(value)]
                }
            }
            InstKind::Cast { op, value, to, .. } => {
                let from = self.operand_type(value);
                let value = self.scalar_operand(value)?;
                vec![self.cast(*op, from, *to, value)?]
            }
            InstKind::ICmp { pred, lhs, rhs } => {
                let ty = self.operand_type(lhs);
                let (left, right) = (self.scalar_operand(lhs)?, self.scalar_operand(rhs)?);
                vec![self.integer_compare(*pred, ty, left, right)]
            }
            InstKind::FCmp { pred, lhs, rhs, .. } => {
                let x87 = self.is_x87_type(self.operand_type(lhs));
                let (left, right) = (self.scalar_operand(lhs)?, self.scalar_operand(rhs)?);
                if x87 {
                    vec![self.x87_compare(*pred, left, right)?]
                } else {
                    vec![self.float_compare(*pred, left, right)]
                }
            }
            InstKind::Select { cond, t, f, .. } => {
                let condition = self.scalar_operand(cond)?;
                let (when_true, when_false) = (self.operand(t)?, self.operand(f)?);
                when_true
                    .into_iter()
                    .zip(when_false)
                    .map(|(a, b)| self.select_leaf(condition, a, b))
                    .collect()
            }
            InstKind::Freeze(value) => self.operand(value)?,
            InstKind::ExtractValue { aggregate, indices } => {
                let ty = self.operand_type(aggregate);
                let (range, _) = leaf_range_of_member(types, ty, indices)?;
                self.operand(aggregate)?[range].to_vec()
            }
            InstKind::InsertValue {
                aggregate,
                value,
                indices,
            } => {
                let ty = self.operand_type(aggregate);
                let (range, _) = leaf_range_of_member(types, ty, indices)?;
                let mut leaves = self.operand(aggregate)?;
                leaves.splice(range, self.operand(value)?);
                leaves
            }
            InstKind::ExtractElement { vector, index } => {
                let lane = self.constant_lane(index)?;
                let vector = self.scalar_operand(vector)?;
                vec![self.builder.ins().extractlane(vector, lane)]
            }
            InstKind::InsertElement {
                vector,
                elem,
                index,
            } => {
                let lane = self.constant_lane(index)?;
                let (vector, element) = (self.scalar_operand(vector)?, self.scalar_operand(elem)?);
                vec![self.builder.ins().insertlane(vector, element, lane)]
            }
            InstKind::Gep {
                source_ty,
                base,
                indices,
                ..
            } => vec![self.element_address(*source_ty, base, indices)?],
            other => {
                return Err(CodegenError::unsupported(format!(
                    "instruction {}",
                    other.opcode_name()
                )))
            }
        })
    }

    fn constant_lane(&self, index: &Operand) -> CodegenResult<u8> {
        index
            .as_const()
            .and_then(|c| self.ir_module.consts.as_int(c))
            .and_then(|value| value.to_u64())
            .and_then(|lane| u8::try_from(lane).ok())
            .ok_or_else(|| CodegenError::unsupported("vector lanes chosen at run time"))
    }

    /// `op` on two values of IR type `ty`.
    pub(crate) fn binary(
        &mut self,
        op: BinaryOp,
        ty: TypeId,
        left: cl::Value,
        right: cl::Value,
    ) -> CodegenResult<cl::Value> {
        if self.is_x87_type(ty) {
            return self.x87_binary(op, left, right);
        }
        let (left, right) = match op {
            BinaryOp::SDiv | BinaryOp::SRem => (
                self.sign_extend_in_container(ty, left),
                self.sign_extend_in_container(ty, right),
            ),
            BinaryOp::AShr => (self.sign_extend_in_container(ty, left), right),
            _ => (left, right),
        };
        let is_i128 = self.builder.func.dfg.value_type(left) == cl::types::I128;
        let ins = self.builder.ins();
        let result = match op {
            BinaryOp::Add => ins.iadd(left, right),
            BinaryOp::Sub => ins.isub(left, right),
            BinaryOp::Mul => ins.imul(left, right),
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::URem | BinaryOp::SRem if is_i128 => {
                let quotient_or_remainder = self.divide_i128(op, left, right)?;
                return Ok(self.wrap_to_width(ty, quotient_or_remainder));
            }
            BinaryOp::UDiv => ins.udiv(left, right),
            BinaryOp::SDiv => ins.sdiv(left, right),
            BinaryOp::URem => ins.urem(left, right),
            BinaryOp::SRem => ins.srem(left, right),
            BinaryOp::Shl => ins.ishl(left, right),
            BinaryOp::LShr => ins.ushr(left, right),
            BinaryOp::AShr => ins.sshr(left, right),
            BinaryOp::And => ins.band(left, right),
            BinaryOp::Or => ins.bor(left, right),
            BinaryOp::Xor => ins.bxor(left, right),
            BinaryOp::FAdd => ins.fadd(left, right),
            BinaryOp::FSub => ins.fsub(left, right),
            BinaryOp::FMul => ins.fmul(left, right),
            BinaryOp::FDiv => ins.fdiv(left, right),
            BinaryOp::FRem => {
                let float = self.builder.func.dfg.value_type(left);
                let name = match float {
                    cl::types::F32 => "fmodf",
                    cl::types::F64 => "fmod",
                    _ => return Err(CodegenError::unsupported("vector frem")),
                };
                return Ok(self.call_helper(name, &[float, float], &[float], &[left, right])?[0]);
            }
        };
        Ok(self.wrap_to_width(ty, result))
    }

    /// `select` of one leaf. An `i128` is selected by halves: Cranelift's
    /// optimizer turns a `select` of the operands of an `icmp` into `umin`
    /// and the like, which its x86-64 backend lacks for `i128`.
    pub(crate) fn select_leaf(
        &mut self,
        condition: cl::Value,
        a: cl::Value,
        b: cl::Value,
    ) -> cl::Value {
        if self.builder.func.dfg.value_type(a) != cl::types::I128 {
            return self.builder.ins().select(condition, a, b);
        }
        let (a_low, a_high) = self.builder.ins().isplit(a);
        let (b_low, b_high) = self.builder.ins().isplit(b);
        let low = self.builder.ins().select(condition, a_low, b_low);
        let high = self.builder.ins().select(condition, a_high, b_high);
        self.builder.ins().iconcat(low, high)
    }

    /// `icmp predicate` of two values of IR type `ty`.
    pub(crate) fn integer_compare(
        &mut self,
        predicate: IntPredicate,
        ty: TypeId,
        left: cl::Value,
        right: cl::Value,
    ) -> cl::Value {
        let signed = matches!(
            predicate,
            IntPredicate::Sgt | IntPredicate::Sge | IntPredicate::Slt | IntPredicate::Sle
        );
        let (left, right) = if signed {
            (
                self.sign_extend_in_container(ty, left),
                self.sign_extend_in_container(ty, right),
            )
        } else {
            (left, right)
        };
        let condition = match predicate {
            IntPredicate::Eq => IntCC::Equal,
            IntPredicate::Ne => IntCC::NotEqual,
            IntPredicate::Ugt => IntCC::UnsignedGreaterThan,
            IntPredicate::Uge => IntCC::UnsignedGreaterThanOrEqual,
            IntPredicate::Ult => IntCC::UnsignedLessThan,
            IntPredicate::Ule => IntCC::UnsignedLessThanOrEqual,
            IntPredicate::Sgt => IntCC::SignedGreaterThan,
            IntPredicate::Sge => IntCC::SignedGreaterThanOrEqual,
            IntPredicate::Slt => IntCC::SignedLessThan,
            IntPredicate::Sle => IntCC::SignedLessThanOrEqual,
        };
        self.builder.ins().icmp(condition, left, right)
    }

    pub(crate) fn float_compare(
        &mut self,
        predicate: FloatPredicate,
        left: cl::Value,
        right: cl::Value,
    ) -> cl::Value {
        let condition = match predicate {
            FloatPredicate::False => return self.builder.ins().iconst(cl::types::I8, 0),
            FloatPredicate::True => return self.builder.ins().iconst(cl::types::I8, 1),
            FloatPredicate::Oeq => FloatCC::Equal,
            FloatPredicate::Ogt => FloatCC::GreaterThan,
            FloatPredicate::Oge => FloatCC::GreaterThanOrEqual,
            FloatPredicate::Olt => FloatCC::LessThan,
            FloatPredicate::Ole => FloatCC::LessThanOrEqual,
            FloatPredicate::One => FloatCC::OrderedNotEqual,
            FloatPredicate::Ord => FloatCC::Ordered,
            FloatPredicate::Ueq => FloatCC::UnorderedOrEqual,
            FloatPredicate::Ugt => FloatCC::UnorderedOrGreaterThan,
            FloatPredicate::Uge => FloatCC::UnorderedOrGreaterThanOrEqual,
            FloatPredicate::Ult => FloatCC::UnorderedOrLessThan,
            FloatPredicate::Ule => FloatCC::UnorderedOrLessThanOrEqual,
            FloatPredicate::Une => FloatCC::NotEqual,
            FloatPredicate::Uno => FloatCC::Unordered,
        };
        self.builder.ins().fcmp(condition, left, right)
    }

    /// Converts `value` of IR type `from` to IR type `to`.
    pub(crate) fn cast(
        &mut self,
        op: CastOp,
        from: TypeId,
        to: TypeId,
        value: cl::Value,
    ) -> CodegenResult<cl::Value> {
        if op != CastOp::BitCast && (self.is_x87_type(from) || self.is_x87_type(to)) {
            return self.x87_cast(op, from, to, value);
        }
        let types = &self.ir_module.types;
        let target = scalar_type(types, to)?;
        let value = match op {
            CastOp::SExt | CastOp::SIToFP => self.sign_extend_in_container(from, value),
            _ => value,
        };
        let source = self.builder.func.dfg.value_type(value);
        let float_conversion = matches!(
            op,
            CastOp::FPToSI | CastOp::FPToUI | CastOp::SIToFP | CastOp::UIToFP
        );
        if float_conversion && (source == cl::types::I128 || target == cl::types::I128) {
            let helper = i128_float_helper(op, source, target)?;
            let converted = self.call_helper(helper, &[source], &[target], &[value])?[0];
            return Ok(self.wrap_to_width(to, converted));
        }
        let ins = self.builder.ins();
        Ok(match op {
            CastOp::Trunc | CastOp::PtrToInt | CastOp::IntToPtr
                if source.bits() > target.bits() =>
            {
                let narrowed = ins.ireduce(target, value);
                self.wrap_to_width(to, narrowed)
            }
            CastOp::Trunc => self.wrap_to_width(to, value),
            CastOp::PtrToInt | CastOp::IntToPtr if source.bits() < target.bits() => {
                ins.uextend(target, value)
            }
            CastOp::PtrToInt | CastOp::IntToPtr | CastOp::AddrSpaceCast => value,
            CastOp::ZExt if target == source => value,
            CastOp::SExt if target == source => self.wrap_to_width(to, value),
            CastOp::ZExt => ins.uextend(target, value),
            CastOp::SExt => {
                let widened = ins.sextend(target, value);
                self.wrap_to_width(to, widened)
            }
            CastOp::FPTrunc => ins.fdemote(target, value),
            CastOp::FPExt => ins.fpromote(target, value),
            CastOp::FPToSI | CastOp::FPToUI => {
                let wide = target.bits() < 32;
                let convert_to = if wide { cl::types::I32 } else { target };
                let converted = if op == CastOp::FPToSI {
                    ins.fcvt_to_sint_sat(convert_to, value)
                } else {
                    ins.fcvt_to_uint_sat(convert_to, value)
                };
                if wide {
                    let narrowed = self.builder.ins().ireduce(target, converted);
                    self.wrap_to_width(to, narrowed)
                } else {
                    self.wrap_to_width(to, converted)
                }
            }
            CastOp::SIToFP | CastOp::UIToFP => {
                let signed = op == CastOp::SIToFP;
                let operand = if source.bits() < 32 {
                    if signed {
                        ins.sextend(cl::types::I32, value)
                    } else {
                        ins.uextend(cl::types::I32, value)
                    }
                } else {
                    value
                };
                if signed {
                    self.builder.ins().fcvt_from_sint(target, operand)
                } else {
                    self.builder.ins().fcvt_from_uint(target, operand)
                }
            }
            CastOp::BitCast if source == target => value,
            CastOp::BitCast => {
                let flags = MemFlagsData::new().with_endianness(cl::Endianness::Little);
                ins.bitcast(target, flags, value)
            }
        })
    }

    /// `getelementptr source_ty, base, indices...`: the address as an `i64`.
    pub(crate) fn element_address(
        &mut self,
        source_ty: TypeId,
        base: &Operand,
        indices: &[Operand],
    ) -> CodegenResult<cl::Value> {
        let address = self.scalar_operand(base)?;
        let mut lane_indices = Vec::with_capacity(indices.len());
        for index in indices {
            lane_indices.push(match self.constant_integer_operand(index) {
                Some(constant) => GepLaneIndex::Constant(constant),
                None => GepLaneIndex::Dynamic {
                    value: self.scalar_operand(index)?,
                    ir_type: self.operand_type(index),
                },
            });
        }
        self.address_plus_gep_offsets(address, source_ty, &lane_indices)
    }

    /// `address` plus what each index adds ([`gep_index_offsets`]).
    pub(crate) fn address_plus_gep_offsets(
        &mut self,
        mut address: cl::Value,
        source_ty: TypeId,
        indices: &[GepLaneIndex],
    ) -> CodegenResult<cl::Value> {
        let constant_indices = indices.iter().map(|index| match index {
            GepLaneIndex::Constant(constant) => Some(*constant),
            GepLaneIndex::Dynamic { .. } => None,
        });
        let offsets = gep_index_offsets(&self.ir_module.types, source_ty, constant_indices)?;
        let mut constant_offset: i64 = 0;
        for (offset, index) in offsets.into_iter().zip(indices) {
            match (offset, index) {
                (GepIndexOffset::Bytes(bytes), _) => {
                    constant_offset = constant_offset.wrapping_add(bytes)
                }
                (GepIndexOffset::Scaled { stride }, &GepLaneIndex::Dynamic { value, ir_type }) => {
                    let index = self.pointer_sized_index(value, ir_type);
                    let scaled = self.builder.ins().imul_imm_s(index, stride as i64);
                    address = self.builder.ins().iadd(address, scaled);
                }
                (GepIndexOffset::Scaled { .. }, GepLaneIndex::Constant(_)) => {
                    unreachable!("constant indices have constant offsets")
                }
            }
        }
        Ok(if constant_offset == 0 {
            address
        } else {
            self.builder.ins().iadd_imm_s(address, constant_offset)
        })
    }

    /// The value of an integer constant operand that fits 64 bits.
    pub(crate) fn constant_integer_operand(&self, operand: &Operand) -> Option<i64> {
        operand
            .as_const()
            .and_then(|c| self.ir_module.consts.as_int(c))
            .and_then(|value| value.to_i64())
    }

    /// A GEP index sign-extended (or truncated) to 64 bits.
    fn pointer_sized_index(&mut self, index: cl::Value, index_type: TypeId) -> cl::Value {
        let ty = self.builder.func.dfg.value_type(index);
        match ty.bits() {
            64 => index,
            bits if bits > 64 => self.builder.ins().ireduce(cl::types::I64, index),
            _ if self.ir_module.types.int_width(index_type) == Some(1) => {
                let widened = self.builder.ins().uextend(cl::types::I64, index);
                self.builder.ins().ineg(widened)
            }
            _ => self.builder.ins().sextend(cl::types::I64, index),
        }
    }
}
