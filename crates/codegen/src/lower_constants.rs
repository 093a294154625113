//! Constants as Cranelift values at the point of use.
//!
//! Invariant: a constant lowers to the same leaves a computed value of its
//! type has (`value_types`); constant expressions (`getelementptr`, casts,
//! arithmetic, `icmp`, of scalars and of vectors) are lowered as the
//! instructions of the same name (`translate_value_instruction`); `undef`, `poison` and `zeroinitializer` are all zeros.

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::lower_control_flow::block_address_value;
use crate::value_types::{is_split_vector, leaf_types, scalar_type, wide_integer_limbs};
use cranelift_codegen::ir::{self as cl, immediates, InstBuilder};
use cranelift_module::{FuncOrDataId, Module};
use ir::{ConstData, ConstId, FastMath, GepFlags, InstKind, IntFlags, Operand, Type};

impl<M: Module> FunctionTranslator<'_, M> {
    /// The leaves of constant `constant`.
    pub(crate) fn constant(&mut self, constant: ConstId) -> CodegenResult<Vec<cl::Value>> {
        let module = self.ir_module;
        let types = &module.types;
        let data = module.consts.get(constant);
        Ok(match data {
            ConstData::Int { ty, value } if wide_integer_limbs(types, *ty).is_some() => value
                .words()
                .iter()
                .map(|&word| self.builder.ins().iconst(cl::types::I64, word as i64))
                .collect(),
            ConstData::Int { ty, value } => {
                let cranelift_type = scalar_type(types, *ty)?;
                if cranelift_type == cl::types::I128 {
                    let bits = value.to_u128().ok_or_else(|| {
                        CodegenError::module_level("an i128 constant wider than 128 bits")
                    })?;
                    let low = self
                        .builder
                        .ins()
                        .iconst(cl::types::I64, bits as u64 as i64);
                    let high = self
                        .builder
                        .ins()
                        .iconst(cl::types::I64, (bits >> 64) as u64 as i64);
                    return Ok(vec![self.builder.ins().iconcat(low, high)]);
                }
                let bits = value.to_u64().ok_or_else(|| {
                    CodegenError::unsupported("integer constants wider than 64 bits")
                })?;
                vec![self.integer_constant(cranelift_type, bits as i64)]
            }
            ConstData::Float { ty, bits } => vec![match types.get(*ty) {
                Type::Float => self
                    .builder
                    .ins()
                    .f32const(immediates::Ieee32::with_bits(*bits as u32)),
                Type::Double => self
                    .builder
                    .ins()
                    .f64const(immediates::Ieee64::with_bits(*bits as u64)),
                // Its 80 bits in an `i128` (`lower_x86_fp80`).
                Type::X86Fp80 => {
                    let low = self
                        .builder
                        .ins()
                        .iconst(cl::types::I64, *bits as u64 as i64);
                    let high = (*bits >> 64) as u64 & 0xFFFF;
                    let high = self.builder.ins().iconst(cl::types::I64, high as i64);
                    self.builder.ins().iconcat(low, high)
                }
                _ => {
                    return Err(CodegenError::unsupported(format!(
                        "constants of type {}",
                        types.display(*ty)
                    )))
                }
            }],
            ConstData::Null(_) => vec![self.builder.ins().iconst(cl::types::I64, 0)],
            ConstData::NoneToken(_) => Vec::new(),
            ConstData::Undef(ty) | ConstData::Poison(ty) | ConstData::Zero(ty) => {
                let leaves = leaf_types(types, *ty)?;
                leaves.into_iter().map(|leaf| self.zero(leaf)).collect()
            }
            ConstData::Array { elems, .. } | ConstData::Struct { fields: elems, .. } => {
                let mut leaves = Vec::new();
                for &element in elems {
                    leaves.extend(self.constant(element)?);
                }
                leaves
            }
            ConstData::Bytes { bytes, .. } => bytes
                .iter()
                .map(|&byte| self.builder.ins().iconst(cl::types::I8, i64::from(byte)))
                .collect(),
            ConstData::Vector { ty, elems } if is_split_vector(types, *ty) => {
                let mut lanes = Vec::with_capacity(elems.len());
                for &element in elems {
                    lanes.extend(self.constant(element)?);
                }
                lanes
            }
            ConstData::Vector { ty, elems } => {
                let vector_type = scalar_type(types, *ty)?;
                let mut vector = self.zero(vector_type);
                for (lane, &element) in elems.iter().enumerate() {
                    let value = self.constant(element)?[0];
                    vector = self.builder.ins().insertlane(vector, value, lane as u8);
                }
                vec![vector]
            }
            ConstData::Global { global, .. } => vec![self.global_address(*global)?],
            ConstData::BlockAddress {
                function, block, ..
            } => {
                let number = block_address_value(module, *function, block)?;
                vec![self.builder.ins().iconst(cl::types::I64, number)]
            }
            ConstData::Cast { ty, op, value } => {
                let kind = InstKind::Cast {
                    op: *op,
                    flags: IntFlags::default(),
                    fmf: FastMath::default(),
                    value: Operand::Const(*value),
                    to: *ty,
                };
                self.translate_value_instruction(&kind, Some(*ty))?
            }
            ConstData::Binary {
                ty, op, lhs, rhs, ..
            } => {
                let kind = InstKind::Binary {
                    op: *op,
                    flags: IntFlags::default(),
                    fmf: FastMath::default(),
                    lhs: Operand::Const(*lhs),
                    rhs: Operand::Const(*rhs),
                };
                self.translate_value_instruction(&kind, Some(*ty))?
            }
            ConstData::ICmp { ty, pred, lhs, rhs } => {
                let kind = InstKind::ICmp {
                    pred: *pred,
                    lhs: Operand::Const(*lhs),
                    rhs: Operand::Const(*rhs),
                };
                self.translate_value_instruction(&kind, Some(*ty))?
            }
            ConstData::Gep {
                ty,
                source_ty,
                base,
                indices,
                ..
            } => {
                let kind = InstKind::Gep {
                    flags: GepFlags::default(),
                    source_ty: *source_ty,
                    base: Operand::Const(*base),
                    indices: indices.iter().map(|&i| Operand::Const(i)).collect(),
                };
                self.translate_value_instruction(&kind, Some(*ty))?
            }
            other => {
                return Err(CodegenError::unsupported(format!(
                    "{} as an operand",
                    other.kind_name()
                )))
            }
        })
    }

    /// An integer constant of any integer Cranelift type (including `i128`, sign-extended).
    pub(crate) fn integer_constant(&mut self, ty: cl::Type, value: i64) -> cl::Value {
        if ty == cl::types::I128 {
            let low = self.builder.ins().iconst(cl::types::I64, value);
            return self.builder.ins().sextend(cl::types::I128, low);
        }
        let masked = if ty.bits() < 64 {
            value & ((1i64 << ty.bits()) - 1)
        } else {
            value
        };
        self.builder.ins().iconst(ty, masked)
    }

    /// The all-zeros value of a Cranelift type.
    pub(crate) fn zero(&mut self, ty: cl::Type) -> cl::Value {
        if ty.is_vector() {
            let lane = self.zero(ty.lane_type());
            return self.builder.ins().splat(ty, lane);
        }
        match ty {
            cl::types::F32 => self.builder.ins().f32const(0.0),
            cl::types::F64 => self.builder.ins().f64const(0.0),
            _ => self.integer_constant(ty, 0),
        }
    }

    /// The address of a function or global variable.
    pub(crate) fn global_address(&mut self, global: ir::GlobalId) -> CodegenResult<cl::Value> {
        match self.symbols.global(global) {
            Some(FuncOrDataId::Func(id)) => {
                let reference = self.function_reference(id);
                Ok(self.builder.ins().func_addr(cl::types::I64, reference))
            }
            Some(FuncOrDataId::Data(id)) => Ok(self.data_address(id)),
            None => Err(CodegenError::unsupported(format!(
                "taking the address of @{}",
                self.ir_module.global(global).name
            ))),
        }
    }
}
