//! How IR values are represented as Cranelift values.
//!
//! Invariant: an IR value of a scalar type, or of a vector type that is a
//! Cranelift vector type (128 bits, lanes other than `i1`), is one Cranelift
//! value; a value of a struct or array type is the flat list of its scalar
//! leaves in field order ([`leaf_types`]), each with its byte offset in memory
//! ([`leaves_in_memory`]), and so is a value of any other vector type: one
//! leaf per lane, a "split vector" (`legalize_vectors`), at the lane's offset
//! (`i1` lanes are bit-packed in memory, so such vectors are not leaves in
//! memory); `token` and `void` have no leaves. `i1` is an `i8`
//! holding 0 or 1, as LLVM stores it in memory. Pointers of every address
//! space are `i64`.

use crate::data_layout::{allocation_size, struct_layout};
use crate::error::{CodegenError, CodegenResult};
use cranelift_codegen::ir::types;
use ir::{Type, TypeId, TypeTable};

/// Aggregates with more scalar leaves than this are not kept in SSA values.
const MAXIMUM_AGGREGATE_LEAVES: usize = 256;

/// The Cranelift type of a scalar or vector IR type.
pub fn scalar_type(types: &TypeTable, ty: TypeId) -> CodegenResult<types::Type> {
    Ok(match types.get(ty) {
        Type::Int(1 | 8) => types::I8,
        Type::Int(16) => types::I16,
        Type::Int(32) => types::I32,
        Type::Int(64) => types::I64,
        Type::Int(128) => types::I128,
        Type::Ptr(_) => types::I64,
        Type::Float => types::F32,
        Type::Double => types::F64,
        Type::Vector {
            len,
            scalable: false,
            elem,
        } => {
            let lane = match types.get(*elem) {
                Type::Int(1) => None,
                _ => Some(scalar_type(types, *elem)?),
            };
            lane.and_then(|lane| lane.by(*len))
                .filter(|vector| vector.bits() == 128)
                .ok_or_else(|| unsupported_type(types, ty))?
        }
        _ => return Err(unsupported_type(types, ty)),
    })
}

/// The Cranelift types of the leaves of any first-class IR type, in order.
pub fn leaf_types(types: &TypeTable, ty: TypeId) -> CodegenResult<Vec<types::Type>> {
    let mut leaves = Vec::new();
    collect_leaves(types, ty, 0, Placement::Register, &mut leaves)?;
    Ok(leaves.into_iter().map(|leaf| leaf.cranelift_type).collect())
}

/// Whether leaves are wanted in SSA values only or in memory too.
#[derive(Copy, Clone, PartialEq, Eq)]
enum Placement {
    Register,
    Memory,
}

/// Whether `ty` is a vector type kept as one leaf per lane.
pub fn is_split_vector(types: &TypeTable, ty: TypeId) -> bool {
    types.is_vector(ty) && scalar_type(types, ty).is_err()
}

/// One scalar leaf of a value: its Cranelift type and byte offset in memory.
#[derive(Copy, Clone, Debug)]
pub struct MemoryLeaf {
    pub cranelift_type: types::Type,
    pub offset: u64,
}

/// The leaves of `ty` with their offsets from the start of the value in memory.
pub fn leaves_in_memory(types: &TypeTable, ty: TypeId) -> CodegenResult<Vec<MemoryLeaf>> {
    let mut leaves = Vec::new();
    collect_leaves(types, ty, 0, Placement::Memory, &mut leaves)?;
    Ok(leaves)
}

fn collect_leaves(
    types: &TypeTable,
    ty: TypeId,
    offset: u64,
    placement: Placement,
    leaves: &mut Vec<MemoryLeaf>,
) -> CodegenResult<()> {
    if leaves.len() > MAXIMUM_AGGREGATE_LEAVES {
        return Err(CodegenError::unsupported(format!(
            "aggregate values with more than {MAXIMUM_AGGREGATE_LEAVES} scalars"
        )));
    }
    match types.get(ty) {
        Type::Token | Type::Void => {}
        Type::Array { len, elem } => {
            let stride = allocation_size(types, *elem)?;
            for index in 0..*len {
                collect_leaves(types, *elem, offset + index * stride, placement, leaves)?;
            }
        }
        Type::Vector {
            len,
            scalable: false,
            elem,
        } if is_split_vector(types, ty) => {
            if placement == Placement::Memory && types.int_width(*elem) == Some(1) {
                return Err(CodegenError::unsupported(format!(
                    "{} in memory",
                    types.display(ty)
                )));
            }
            let stride = allocation_size(types, *elem)?;
            for index in 0..u64::from(*len) {
                collect_leaves(types, *elem, offset + index * stride, placement, leaves)?;
            }
        }
        Type::Struct { .. } | Type::Named(_) => {
            let layout = struct_layout(types, ty)?;
            let (fields, _) = types.struct_fields(ty).expect("a struct with a layout");
            for (&field, field_offset) in fields.iter().zip(layout.field_offsets) {
                collect_leaves(types, field, offset + field_offset, placement, leaves)?;
            }
        }
        _ => leaves.push(MemoryLeaf {
            cranelift_type: scalar_type(types, ty)?,
            offset,
        }),
    }
    Ok(())
}

/// The range of leaves that `indices` (as in `extractvalue`) select inside `ty`,
/// and the type found there.
pub fn leaf_range_of_member(
    types: &TypeTable,
    ty: TypeId,
    indices: &[u32],
) -> CodegenResult<(std::ops::Range<usize>, TypeId)> {
    let mut start = 0;
    let mut current = ty;
    for &index in indices {
        let members: Vec<TypeId> = match types.get(current) {
            Type::Array { len, elem } => vec![*elem; *len as usize],
            Type::Struct { .. } | Type::Named(_) => types
                .struct_fields(current)
                .map(|(fields, _)| fields.to_vec())
                .unwrap_or_default(),
            _ => Vec::new(),
        };
        let member = *members
            .get(index as usize)
            .ok_or_else(|| CodegenError::module_level("aggregate index out of range"))?;
        for &before in &members[..index as usize] {
            start += leaf_types(types, before)?.len();
        }
        current = member;
    }
    let count = leaf_types(types, current)?.len();
    Ok((start..start + count, current))
}

fn unsupported_type(types: &TypeTable, ty: TypeId) -> CodegenError {
    CodegenError::unsupported(format!("values of type {}", types.display(ty)))
}
