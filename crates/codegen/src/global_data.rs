//! Data objects for global variables: initializer bytes and relocations.
//!
//! Invariant: the bytes are the initializer laid out with the x86-64 data
//! layout (little-endian; padding and `undef`/`poison`/`zeroinitializer` are
//! zero); a reference to a function or global variable, possibly through
//! pointer casts, `ptrtoint` or a constant `getelementptr`, becomes a
//! relocation at its offset with the constant byte offset as addend. The
//! difference of two such addresses whose subtrahend lies in the variable
//! itself, as clang's relative lookup tables hold (`trunc (sub (ptrtoint @s,
//! ptrtoint @table))`), is a place-relative relocation
//! ([`RelativeDataRelocation`]), which the object writer emits. A
//! `blockaddress` is its number (`lower_control_flow`).

use crate::data_layout::{
    abi_alignment, allocation_size, gep_index_offsets, store_size, struct_layout, GepIndexOffset,
};
use crate::error::{CodegenError, CodegenResult};
use crate::lower_control_flow::block_address_value;
use crate::module_symbols::ModuleSymbols;
use cranelift_module::{DataDescription, FuncOrDataId, Module};
use ir::{BinaryOp, CastOp, ConstData, ConstId, GlobalId, GlobalVariable, Type};

/// A place-relative field of a data object: `target + addend - place`, `size` bits.
#[derive(Copy, Clone, Debug)]
pub struct RelativeDataRelocation {
    pub offset: u64,
    pub target: FuncOrDataId,
    pub addend: i64,
    pub size: u8,
}

/// The data description of the defined global variable `global`, and its place-relative fields.
pub fn global_data_description<M: Module>(
    module: &ir::Module,
    global: GlobalId,
    variable: &GlobalVariable,
    symbols: &ModuleSymbols,
    backend: &M,
) -> CodegenResult<(DataDescription, Vec<RelativeDataRelocation>)> {
    let types = &module.types;
    let size = allocation_size(types, variable.value_ty)? as usize;
    let mut writer = InitializerWriter {
        module,
        this: Some(global),
        bytes: vec![0; size],
        relocations: Vec::new(),
        relative_relocations: Vec::new(),
    };
    if let Some(init) = variable.init {
        writer.write(init, 0)?;
    }
    let mut description = DataDescription::new();
    description.define(writer.bytes.into_boxed_slice());
    description.set_align(
        variable
            .align
            .unwrap_or(abi_alignment(types, variable.value_ty)?),
    );
    for (offset, global, addend) in writer.relocations {
        let name = &module.global(global).name;
        match symbols.global(global) {
            Some(FuncOrDataId::Func(id)) if addend == 0 => {
                let reference = backend.declare_func_in_data(id, &mut description);
                description.write_function_addr(offset as u32, reference);
            }
            Some(FuncOrDataId::Data(id)) => {
                let reference = backend.declare_data_in_data(id, &mut description);
                description.write_data_addr(offset as u32, reference, addend);
            }
            _ => {
                return Err(CodegenError::unsupported(format!(
                    "initializer referring to @{name} with offset {addend}"
                )))
            }
        }
    }
    let mut relative = Vec::new();
    for (offset, global, addend, size) in writer.relative_relocations {
        let target = symbols.global(global).ok_or_else(|| {
            CodegenError::unsupported(format!(
                "initializer referring to @{}",
                module.global(global).name
            ))
        })?;
        relative.push(RelativeDataRelocation {
            offset,
            target,
            addend,
            size,
        });
    }
    Ok((description, relative))
}

/// The in-memory bytes of `constant` (of type `ty`), when it refers to no
/// global (its bytes are then known at compile time); `None` when it does.
pub fn constant_bytes(
    module: &ir::Module,
    constant: ConstId,
    ty: ir::TypeId,
) -> CodegenResult<Option<Vec<u8>>> {
    let mut writer = InitializerWriter {
        module,
        this: None,
        bytes: vec![0; allocation_size(&module.types, ty)? as usize],
        relocations: Vec::new(),
        relative_relocations: Vec::new(),
    };
    writer.write(constant, 0)?;
    let refers_to_globals =
        !writer.relocations.is_empty() || !writer.relative_relocations.is_empty();
    Ok((!refers_to_globals).then_some(writer.bytes))
}

struct InitializerWriter<'m> {
    module: &'m ir::Module,
    /// The variable being written, if any.
    this: Option<GlobalId>,
    bytes: Vec<u8>,
    /// (offset, referenced global, addend).
    relocations: Vec<(u64, ir::GlobalId, i64)>,
    /// (offset, referenced global, addend, size in bits): place-relative fields.
    relative_relocations: Vec<(u64, ir::GlobalId, i64, u8)>,
}

impl InitializerWriter<'_> {
    fn write(&mut self, constant: ConstId, offset: u64) -> CodegenResult<()> {
        let module = self.module;
        let types = &module.types;
        match module.consts.get(constant) {
            ConstData::Int { ty, value } => {
                let size = store_size(types, *ty)? as usize;
                let bytes: Vec<u8> = value
                    .words()
                    .iter()
                    .flat_map(|word| word.to_le_bytes())
                    .collect();
                self.put(offset, &bytes[..size]);
            }
            ConstData::Float { ty, bits } => {
                let size = store_size(types, *ty)? as usize;
                self.put(offset, &bits.to_le_bytes()[..size.min(16)]);
            }
            ConstData::Null(_)
            | ConstData::Zero(_)
            | ConstData::Undef(_)
            | ConstData::Poison(_) => {}
            ConstData::Bytes { bytes, .. } => self.put(offset, bytes),
            ConstData::Array { ty, elems } | ConstData::Vector { ty, elems } => {
                let element = types.scalar_type(*ty);
                let element = match types.get(*ty) {
                    Type::Array { elem, .. } => *elem,
                    _ => element,
                };
                let stride = allocation_size(types, element)?;
                for (index, &e) in elems.iter().enumerate() {
                    self.write(e, offset + index as u64 * stride)?;
                }
            }
            ConstData::Struct { ty, fields } => {
                let layout = struct_layout(types, *ty)?;
                for (&field, field_offset) in fields.iter().zip(layout.field_offsets) {
                    self.write(field, offset + field_offset)?;
                }
            }
            ConstData::BlockAddress {
                function, block, ..
            } => {
                let number = block_address_value(module, *function, block)?;
                self.put(offset, &number.to_le_bytes());
            }
            ConstData::Cast {
                op: CastOp::Trunc,
                value,
                ty,
            } if self.address_difference(*value).is_some() => {
                let (target, addend) = self.address_difference(*value).expect("just checked")?;
                let size = (store_size(types, *ty)? * 8) as u8;
                self.relative_relocations
                    .push((offset, target, addend + offset as i64, size));
            }
            ConstData::Binary { .. } if self.address_difference(constant).is_some() => {
                let (target, addend) = self.address_difference(constant).expect("just checked")?;
                self.relative_relocations
                    .push((offset, target, addend + offset as i64, 64));
            }
            _ => {
                let (global, addend) = self.address_constant(constant)?;
                self.relocations.push((offset, global, addend));
            }
        }
        Ok(())
    }

    /// For `sub (ptrtoint A, ptrtoint B)` with `B` inside the variable being
    /// written: `A`'s global and its offset minus `B`'s offset in the
    /// variable; `None` for any other constant.
    fn address_difference(&self, constant: ConstId) -> Option<CodegenResult<(GlobalId, i64)>> {
        let ConstData::Binary {
            op: BinaryOp::Sub,
            lhs,
            rhs,
            ..
        } = self.module.consts.get(constant)
        else {
            return None;
        };
        let (subtracted, subtracted_offset) = self.address_constant(*rhs).ok()?;
        if Some(subtracted) != self.this {
            return None;
        }
        Some(
            self.address_constant(*lhs)
                .map(|(target, addend)| (target, addend - subtracted_offset)),
        )
    }

    /// A constant that is the address of a global plus a constant offset.
    fn address_constant(&self, constant: ConstId) -> CodegenResult<(ir::GlobalId, i64)> {
        let module = self.module;
        match module.consts.get(constant) {
            ConstData::Global { global, .. } => Ok((*global, 0)),
            ConstData::Cast {
                op: CastOp::BitCast | CastOp::AddrSpaceCast | CastOp::PtrToInt | CastOp::IntToPtr,
                value,
                ..
            } => self.address_constant(*value),
            ConstData::Gep {
                source_ty,
                base,
                indices,
                ..
            } => {
                let (global, addend) = self.address_constant(*base)?;
                Ok((
                    global,
                    addend + self.constant_gep_offset(*source_ty, indices)?,
                ))
            }
            other => Err(CodegenError::unsupported(format!(
                "global initializer {:?}",
                std::mem::discriminant(other)
            ))),
        }
    }

    fn constant_gep_offset(
        &self,
        source_ty: ir::TypeId,
        indices: &[ConstId],
    ) -> CodegenResult<i64> {
        let consts = &self.module.consts;
        let constant_indices = indices
            .iter()
            .map(|&index| consts.as_int(index).and_then(|value| value.to_i64()))
            .collect::<Option<Vec<i64>>>()
            .ok_or_else(|| CodegenError::unsupported("non-integer constant GEP index"))?;
        gep_index_offsets(
            &self.module.types,
            source_ty,
            constant_indices.into_iter().map(Some),
        )?
        .into_iter()
        .try_fold(0i64, |total, offset| match offset {
            GepIndexOffset::Bytes(bytes) => Ok(total.wrapping_add(bytes)),
            GepIndexOffset::Scaled { .. } => {
                Err(CodegenError::unsupported("non-integer constant GEP index"))
            }
        })
    }

    fn put(&mut self, offset: u64, data: &[u8]) {
        let start = offset as usize;
        self.bytes[start..start + data.len()].copy_from_slice(data);
    }
}
