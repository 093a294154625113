//! Data objects for global variables: initializer bytes and relocations.
//!
//! Invariant: the bytes are the initializer laid out with the x86-64 data
//! layout (little-endian; padding and `undef`/`poison`/`zeroinitializer` are
//! zero), a vector's as the code reads and writes it (`value_types`: lanes
//! at multiples of their store size, `x86_fp80` lanes 10 bytes apart;
//! integer lanes that are not whole bytes bit-packed, `<N x i1>` lane `i` at
//! bit `i`); a reference to a function or global variable, possibly through
//! pointer casts, `ptrtoint` or a constant `getelementptr`, becomes a
//! relocation at its offset with the constant byte offset as addend. The
//! difference of two such addresses whose subtrahend lies in the variable
//! itself, as clang's relative lookup tables hold (`trunc (sub (ptrtoint @s,
//! ptrtoint @table))`), is a place-relative relocation
//! ([`RelativeDataRelocation`]), which the object writer emits. A
//! `blockaddress` is its number (`lower_control_flow`). Other scalar
//! constant expressions of at most 64 bits are folded (`inttoptr` of an
//! integer, arithmetic, the difference of two addresses in one global);
//! anything else is refused with an error naming the expression.

use crate::data_layout::{
    abi_alignment, allocation_size, gep_index_offsets, store_size, struct_layout, GepIndexOffset,
};
use crate::error::{CodegenError, CodegenResult};
use crate::lower_control_flow::block_address_value;
use crate::module_symbols::ModuleSymbols;
use crate::value_types::{memory_parts, MemoryPart, PackedLanes};
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
            ConstData::Array { ty, elems } => {
                let stride = match types.get(*ty) {
                    Type::Array { elem, .. } => allocation_size(types, *elem)?,
                    _ => {
                        return Err(CodegenError::module_level(
                            "an array constant of no array type",
                        ))
                    }
                };
                for (index, &e) in elems.iter().enumerate() {
                    self.write(e, offset + index as u64 * stride)?;
                }
            }
            ConstData::Vector { ty, elems } => {
                if let [MemoryPart::PackedLanes(packed)] = memory_parts(types, *ty)?[..] {
                    return self.write_packed_lanes(elems, packed, offset);
                }
                let stride = store_size(types, types.scalar_type(*ty))?;
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
            _ => match self.evaluate(constant)? {
                InitializerValue::Integer(value) => {
                    let size = store_size(types, module.consts.ty(constant))? as usize;
                    self.put(offset, &value.to_le_bytes()[..size.min(8)]);
                }
                InitializerValue::Address(global, addend) => {
                    self.relocations.push((offset, global, addend));
                }
            },
        }
        Ok(())
    }

    /// The lanes `elems` of a vector whose lanes share bytes, bit-packed
    /// from `offset` as `packed` says.
    fn write_packed_lanes(
        &mut self,
        elems: &[ConstId],
        packed: PackedLanes,
        offset: u64,
    ) -> CodegenResult<()> {
        let lane_bits = u64::from(packed.lane_bits);
        for (lane, &element) in elems.iter().enumerate() {
            let InitializerValue::Integer(value) = self.evaluate(element)? else {
                return Err(CodegenError::unsupported(format!(
                    "an address in a lane of {} bits of a global initializer",
                    packed.lane_bits
                )));
            };
            let start = 8 * offset + lane as u64 * lane_bits;
            for bit in (0..lane_bits).filter(|bit| value >> bit & 1 == 1) {
                let position = start + bit;
                self.bytes[(position / 8) as usize] |= 1 << (position % 8);
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
        match self.evaluate(constant)? {
            InitializerValue::Address(global, addend) => Ok((global, addend)),
            InitializerValue::Integer(_) => Err(CodegenError::unsupported(
                "an integer where a global initializer needs an address",
            )),
        }
    }

    /// The value of a scalar constant of at most 64 bits in an initializer:
    /// casts between pointers and integers keep it, integer arithmetic folds
    /// (wrapping at the width), a constant `getelementptr` adds its offset,
    /// an address plus or minus an integer stays an address, and the
    /// difference of two addresses in one global is an integer.
    fn evaluate(&self, constant: ConstId) -> CodegenResult<InitializerValue> {
        let consts = &self.module.consts;
        let types = &self.module.types;
        let refuse = |data: &ConstData| {
            CodegenError::unsupported(format!("{} in a global initializer", data.kind_name()))
        };
        let data = consts.get(constant);
        let width = |ty: ir::TypeId| -> CodegenResult<u32> {
            match types.get(ty) {
                Type::Ptr(_) => Ok(64),
                _ => types
                    .int_width(ty)
                    .filter(|&bits| bits <= 64)
                    .ok_or_else(|| refuse(data)),
            }
        };
        Ok(match data {
            ConstData::Int { value, .. } => {
                InitializerValue::Integer(value.to_u64().ok_or_else(|| refuse(data))?)
            }
            ConstData::Null(_)
            | ConstData::Zero(_)
            | ConstData::Undef(_)
            | ConstData::Poison(_) => InitializerValue::Integer(0),
            ConstData::Global { global, .. } => InitializerValue::Address(*global, 0),
            ConstData::Cast { op, value, ty } => {
                let inner = self.evaluate(*value)?;
                match (op, inner) {
                    (
                        CastOp::BitCast
                        | CastOp::AddrSpaceCast
                        | CastOp::PtrToInt
                        | CastOp::IntToPtr,
                        _,
                    ) => inner,
                    (CastOp::Trunc | CastOp::ZExt, InitializerValue::Integer(bits)) => {
                        let from = width(consts.ty(*value))?;
                        let to = width(*ty)?;
                        InitializerValue::Integer(wrap(bits, from.min(to)))
                    }
                    (CastOp::SExt, InitializerValue::Integer(bits)) => {
                        let from = width(consts.ty(*value))?;
                        let shift = 64 - from;
                        let extended = ((bits << shift) as i64 >> shift) as u64;
                        InitializerValue::Integer(wrap(extended, width(*ty)?))
                    }
                    _ => return Err(refuse(data)),
                }
            }
            ConstData::Gep {
                source_ty,
                base,
                indices,
                ..
            } => {
                let offset = self.constant_gep_offset(*source_ty, indices)?;
                match self.evaluate(*base)? {
                    InitializerValue::Address(global, addend) => {
                        InitializerValue::Address(global, addend.wrapping_add(offset))
                    }
                    InitializerValue::Integer(bits) => {
                        InitializerValue::Integer(bits.wrapping_add(offset as u64))
                    }
                }
            }
            ConstData::Binary {
                op, lhs, rhs, ty, ..
            } => {
                let bits = width(*ty)?;
                match (op, self.evaluate(*lhs)?, self.evaluate(*rhs)?) {
                    (_, InitializerValue::Integer(a), InitializerValue::Integer(b)) => {
                        InitializerValue::Integer(
                            op.fold_integers(bits, a, b).ok_or_else(|| refuse(data))?,
                        )
                    }
                    (
                        BinaryOp::Add,
                        InitializerValue::Address(global, addend),
                        InitializerValue::Integer(b),
                    )
                    | (
                        BinaryOp::Add,
                        InitializerValue::Integer(b),
                        InitializerValue::Address(global, addend),
                    ) => InitializerValue::Address(global, addend.wrapping_add(b as i64)),
                    (
                        BinaryOp::Sub,
                        InitializerValue::Address(global, addend),
                        InitializerValue::Integer(b),
                    ) => InitializerValue::Address(global, addend.wrapping_sub(b as i64)),
                    (
                        BinaryOp::Sub,
                        InitializerValue::Address(left, left_addend),
                        InitializerValue::Address(right, right_addend),
                    ) if left == right => InitializerValue::Integer(wrap(
                        left_addend.wrapping_sub(right_addend) as u64,
                        bits,
                    )),
                    _ => return Err(refuse(data)),
                }
            }
            other => return Err(refuse(other)),
        })
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

/// A scalar initializer constant: plain bits, or a global's address plus an addend.
#[derive(Copy, Clone)]
enum InitializerValue {
    Integer(u64),
    Address(GlobalId, i64),
}

/// The low `bits` bits of `value`.
fn wrap(value: u64, bits: u32) -> u64 {
    if bits >= 64 {
        value
    } else {
        value & ((1u64 << bits) - 1)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The bytes `constant_bytes` gives for the initializer of `@name` in `source`.
    fn initializer_bytes(source: &str, name: &str) -> CodegenResult<Option<Vec<u8>>> {
        let module = ir::parse_module(source).expect("the test module parses");
        let global = module.global_by_name(name).expect("the global exists");
        let ir::GlobalKind::Variable(variable) = &module.global(global).kind else {
            panic!("@{name} is a variable")
        };
        constant_bytes(
            &module,
            variable.init.expect("initialized"),
            variable.value_ty,
        )
    }

    #[test]
    fn integer_constant_expressions_fold_and_addresses_stay_relocations() {
        let source = "@t = global [4 x i64] zeroinitializer\n\
            @span = global i64 sub (i64 ptrtoint (ptr getelementptr (i8, ptr @t, i64 24) to i64), i64 ptrtoint (ptr @t to i64))\n\
            @tag = global ptr inttoptr (i64 -8 to ptr)\n\
            @mixed = global i32 trunc (i64 add (i64 mul (i64 3, i64 5), i64 -1) to i32)\n\
            @address = global ptr getelementptr (i8, ptr @t, i64 8)\n\
            @other = global i64 sub (i64 ptrtoint (ptr @t to i64), i64 ptrtoint (ptr @address to i64))\n";
        let bytes = |name: &str| initializer_bytes(source, name).expect("lowered");
        assert_eq!(bytes("span"), Some(24u64.to_le_bytes().to_vec()));
        assert_eq!(bytes("tag"), Some((-8i64).to_le_bytes().to_vec()));
        assert_eq!(bytes("mixed"), Some(14u32.to_le_bytes().to_vec()));
        assert_eq!(bytes("address"), None, "a relocation, not bytes");
        let refused = |name: &str| initializer_bytes(source, name).unwrap_err().to_string();
        assert!(
            refused("other").contains("constant expression `sub` in a global initializer"),
            "{}",
            refused("other")
        );
        // LLVM 19 reads `icmp` constant expressions only in typed-pointer IR.
        let typed = "@t = global i64 0\n@compare = global i1 icmp eq (i64* @t, i64* null)\n";
        let error = initializer_bytes(typed, "compare").unwrap_err().to_string();
        assert!(error.contains("constant expression `icmp`"), "{error}");
    }
}
