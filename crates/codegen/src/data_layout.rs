//! Sizes, alignments and struct field offsets of the x86-64 System V data layout.
//!
//! Invariant: these are the numbers LLVM's x86-64 data layout string
//! (`e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128`)
//! gives, which is what `getelementptr`, `alloca`, loads, stores and global
//! initializers must agree on with code compiled by clang. Pointers of every
//! address space are 8 bytes.

use crate::error::{CodegenError, CodegenResult};
use ir::{Type, TypeId, TypeTable};

/// The ABI alignment of `ty`, in bytes.
pub fn abi_alignment(types: &TypeTable, ty: TypeId) -> CodegenResult<u64> {
    Ok(match types.get(ty) {
        Type::Int(bits) => integer_alignment(*bits),
        Type::Ptr(_) => 8,
        Type::Half | Type::BFloat => 2,
        Type::Float => 4,
        Type::Double => 8,
        Type::X86Fp80 | Type::Fp128 => 16,
        Type::Vector { .. } => store_size(types, ty)?.next_power_of_two(),
        Type::Array { elem, .. } => abi_alignment(types, *elem)?,
        Type::Struct { .. } | Type::Named(_) => struct_layout(types, ty)?.alignment,
        _ => return Err(no_layout(types, ty)),
    })
}

fn integer_alignment(bits: u32) -> u64 {
    match bits {
        0..=8 => 1,
        9..=16 => 2,
        17..=32 => 4,
        33..=64 => 8,
        _ => 16,
    }
}

/// Bytes a store of `ty` writes (`i1` → 1, `x86_fp80` → 10).
pub fn store_size(types: &TypeTable, ty: TypeId) -> CodegenResult<u64> {
    Ok(match types.get(ty) {
        Type::Int(bits) => u64::from(*bits).div_ceil(8),
        Type::Ptr(_) => 8,
        Type::Half | Type::BFloat => 2,
        Type::Float => 4,
        Type::Double => 8,
        Type::X86Fp80 => 10,
        Type::Fp128 => 16,
        Type::Vector {
            len,
            scalable: false,
            elem,
        } => {
            let element_bits = match types.get(*elem) {
                Type::Ptr(_) => 64,
                _ => types
                    .primitive_bits(*elem)
                    .ok_or_else(|| no_layout(types, ty))?,
            };
            (element_bits * u64::from(*len)).div_ceil(8)
        }
        Type::Array { .. } | Type::Struct { .. } | Type::Named(_) => allocation_size(types, ty)?,
        _ => return Err(no_layout(types, ty)),
    })
}

/// Distance between consecutive array elements of `ty`: the store size rounded up to the alignment.
pub fn allocation_size(types: &TypeTable, ty: TypeId) -> CodegenResult<u64> {
    Ok(match types.get(ty) {
        Type::Array { len, elem } => allocation_size(types, *elem)? * len,
        Type::Struct { .. } | Type::Named(_) => struct_layout(types, ty)?.size,
        _ => store_size(types, ty)?.next_multiple_of(abi_alignment(types, ty)?),
    })
}

/// Field offsets, size and alignment of a struct type.
pub struct StructLayout {
    pub field_offsets: Vec<u64>,
    pub size: u64,
    pub alignment: u64,
}

/// The layout of a literal or identified struct (opaque structs have none).
pub fn struct_layout(types: &TypeTable, ty: TypeId) -> CodegenResult<StructLayout> {
    let (fields, packed) = types
        .struct_fields(ty)
        .ok_or_else(|| no_layout(types, ty))?;
    let mut field_offsets = Vec::with_capacity(fields.len());
    let mut offset = 0u64;
    let mut alignment = 1u64;
    for &field in fields {
        let field_alignment = if packed {
            1
        } else {
            abi_alignment(types, field)?
        };
        offset = offset.next_multiple_of(field_alignment);
        field_offsets.push(offset);
        offset += allocation_size(types, field)?;
        alignment = alignment.max(field_alignment);
    }
    Ok(StructLayout {
        field_offsets,
        size: offset.next_multiple_of(alignment),
        alignment,
    })
}

/// What one `getelementptr` index adds to the address.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum GepIndexOffset {
    /// A constant number of bytes (a constant index, or a struct field).
    Bytes(i64),
    /// The index's run-time value times this many bytes.
    Scaled { stride: u64 },
}

/// The offset each index of `getelementptr source_ty, ptr, indices...` adds,
/// given each index's value when it is a constant (`None`: known at run time).
/// The first index steps over whole `source_ty`s, the others into arrays,
/// vectors (by element allocation size) and structs (by field offset, which
/// must be a constant index). The one GEP offset walk of the backend: code,
/// vector lanes and global initializers all use it.
pub fn gep_index_offsets(
    types: &TypeTable,
    source_ty: TypeId,
    constant_indices: impl IntoIterator<Item = Option<i64>>,
) -> CodegenResult<Vec<GepIndexOffset>> {
    let mut current = source_ty;
    let mut offsets = Vec::new();
    for (position, constant_index) in constant_indices.into_iter().enumerate() {
        let stride = if position == 0 {
            allocation_size(types, current)?
        } else {
            match types.get(current) {
                Type::Struct { .. } | Type::Named(_) => {
                    let field = constant_index.ok_or_else(|| {
                        CodegenError::module_level("struct index is not a constant")
                    })?;
                    let layout = struct_layout(types, current)?;
                    let field_offset = usize::try_from(field)
                        .ok()
                        .and_then(|field| layout.field_offsets.get(field))
                        .ok_or_else(|| CodegenError::module_level("struct index out of range"))?;
                    offsets.push(GepIndexOffset::Bytes(*field_offset as i64));
                    current = types
                        .element_type(current, field as u64)
                        .expect("a field in range");
                    continue;
                }
                Type::Array { elem, .. } | Type::Vector { elem, .. } => {
                    current = *elem;
                    allocation_size(types, current)?
                }
                _ => return Err(CodegenError::module_level("getelementptr into a scalar")),
            }
        };
        offsets.push(match constant_index {
            Some(index) => GepIndexOffset::Bytes(index.wrapping_mul(stride as i64)),
            None => GepIndexOffset::Scaled { stride },
        });
    }
    Ok(offsets)
}

fn no_layout(types: &TypeTable, ty: TypeId) -> CodegenError {
    CodegenError::unsupported(format!("values of type {} in memory", types.display(ty)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn struct_fields_are_padded_to_their_alignment_and_the_size_to_the_largest() {
        let mut types = TypeTable::new();
        let (i8_ty, i64_ty, i32_ty) = (types.int(8), types.int(64), types.int(32));
        let padded = types.intern(Type::Struct {
            fields: vec![i8_ty, i64_ty, i32_ty],
            packed: false,
        });
        let layout = struct_layout(&types, padded).unwrap();
        assert_eq!(layout.field_offsets, vec![0, 8, 16]);
        assert_eq!((layout.size, layout.alignment), (24, 8));
        let packed = types.intern(Type::Struct {
            fields: vec![i8_ty, i64_ty],
            packed: true,
        });
        assert_eq!(
            struct_layout(&types, packed).unwrap().field_offsets,
            vec![0, 1]
        );
        assert_eq!(allocation_size(&types, packed).unwrap(), 9);
    }

    #[test]
    fn i1_stores_one_byte_and_x86_fp80_occupies_sixteen() {
        let mut types = TypeTable::new();
        let i1 = types.int(1);
        let fp80 = types.intern(Type::X86Fp80);
        assert_eq!(store_size(&types, i1).unwrap(), 1);
        assert_eq!(store_size(&types, fp80).unwrap(), 10);
        assert_eq!(allocation_size(&types, fp80).unwrap(), 16);
    }
}
