//! How IR values are represented as Cranelift values.
//!
//! Invariant: an IR value of a scalar type, or of a vector type that is a
//! Cranelift vector type (128 bits, lanes other than `i1`), is one Cranelift
//! value; a value of a struct or array type is the flat list of its scalar
//! leaves in field order ([`leaf_types`]), each with its place in memory
//! ([`memory_parts`]), and so is a value of any other vector type: one
//! leaf per lane, a "split vector" (`legalize_vectors`). LLVM packs a
//! vector's lanes in memory, lane `i` at bit `i` times the lane's width, so a
//! lane of whole bytes lies at a multiple of its store size (an `x86_fp80`
//! lane every 10 bytes, not every 16 as in an array; an `i24` lane every 3),
//! and lanes of other integer widths (`i1`, `i4`, `i7`) share bytes
//! ([`PackedLanes`]; lanes of more than 64 bits that are not whole bytes are
//! refused in memory, with the type named). `token` and `void` have no
//! leaves. Pointers of every address space are `i64`. Passed to or returned
//! from a call, a split vector of at least two float, pointer or 8- to
//! 64-bit integer lanes is instead its lanes packed into 128-bit vectors
//! ([`register_chunks`], [`result_types`]), as llc passes it in `xmm`
//! registers.
//!
//! Integers: an `iN` of at most 128 bits is one value of the narrowest
//! Cranelift integer type that holds it ([`integer_container`]), its value
//! zero-extended: the bits above `N` are always zero (so `i1` is an `i8`
//! holding 0 or 1, as LLVM stores it in memory). A wider integer is a "wide
//! integer" (`legalize_wide_integers`): `ceil(N / 64)` `i64` limbs, least
//! significant first, the top limb zero-extended likewise. In memory an
//! integer occupies its store size (`ceil(N / 8)` bytes), which
//! [`MemoryLeaf::bytes`] gives per leaf.
//!
//! `x86_fp80` is an `i128` holding its 80 bits, the bits above zero
//! (`lower_x86_fp80`); in memory it occupies its 10 bytes.

use crate::data_layout::{allocation_size, store_size, struct_layout};
use crate::error::{CodegenError, CodegenResult};
use cranelift_codegen::ir::types;
use ir::{Type, TypeId, TypeTable};

/// The bytes of an `x86_fp80` value in memory (its store size; it occupies 16).
pub const X87_VALUE_BYTES: u64 = 10;

/// Aggregates with more scalar leaves than this are not kept in SSA values: LLVM's
/// own CodeGen tests pass `<1024 x i64>`, and compile time grows faster than the
/// number of leaves (a `<4096 x i64>` argument takes a second).
const MAXIMUM_AGGREGATE_LEAVES: usize = 1024;

/// The Cranelift type of a scalar or vector IR type.
pub fn scalar_type(types: &TypeTable, ty: TypeId) -> CodegenResult<types::Type> {
    Ok(match types.get(ty) {
        Type::Int(bits) => integer_container(*bits).ok_or_else(|| unsupported_type(types, ty))?,
        Type::Ptr(_) => types::I64,
        Type::Float => types::F32,
        Type::Double => types::F64,
        Type::X86Fp80 => types::I128,
        Type::Vector {
            len,
            scalable: false,
            elem,
        } => {
            let lane = match types.get(*elem) {
                Type::Int(bits) if !matches!(bits, 8 | 16 | 32 | 64) => None,
                _ => Some(scalar_type(types, *elem)?),
            };
            lane.and_then(|lane| lane.by(*len))
                .filter(|vector| vector.bits() == 128)
                .ok_or_else(|| unsupported_type(types, ty))?
        }
        _ => return Err(unsupported_type(types, ty)),
    })
}

/// The Cranelift integer type that holds an `i{bits}` of at most 128 bits
/// (wider integers are limbs: [`wide_integer_limbs`]).
pub fn integer_container(bits: u32) -> Option<types::Type> {
    Some(match bits {
        1..=8 => types::I8,
        9..=16 => types::I16,
        17..=32 => types::I32,
        33..=64 => types::I64,
        65..=128 => types::I128,
        _ => return None,
    })
}

/// The number of `i64` limbs of `ty` when it is a wide integer (over 128 bits).
pub fn wide_integer_limbs(types: &TypeTable, ty: TypeId) -> Option<usize> {
    match types.get(ty) {
        Type::Int(bits) if *bits > 128 => Some(bits.div_ceil(64) as usize),
        _ => None,
    }
}

/// Whether `ty` is an integer of at most 128 bits that does not fill its
/// container (`i1`, `i24`, `i48`, `i96`, ...): its results need wrapping.
pub fn is_padded_integer(types: &TypeTable, ty: TypeId) -> bool {
    types
        .int_width(ty)
        .and_then(|bits| integer_container(bits).map(|container| container.bits() != bits))
        .unwrap_or(false)
}

/// The Cranelift types of the leaves of any first-class IR type, in order.
pub fn leaf_types(types: &TypeTable, ty: TypeId) -> CodegenResult<Vec<types::Type>> {
    let mut leaves = Vec::new();
    for part in all_parts(types, ty, Placement::Register)? {
        match part {
            MemoryPart::Leaf(leaf) => leaves.push(leaf.cranelift_type),
            MemoryPart::PackedLanes(packed) => {
                leaves.extend(std::iter::repeat_n(packed.lane_type, packed.lanes as usize))
            }
        }
    }
    Ok(leaves)
}

/// The Cranelift types a value of `ty` is passed as in a call: its
/// [`result_types`], except that a wide integer's limbs go in pairs, each an
/// `i128`, an odd last limb an `i64` (llc passes each pair in two consecutive
/// registers or on the stack, as Cranelift's System V `i128`).
pub fn argument_types(types: &TypeTable, ty: TypeId) -> CodegenResult<Vec<types::Type>> {
    match wide_integer_limbs(types, ty) {
        Some(limbs) => Ok((0..limbs.div_ceil(2))
            .map(|pair| {
                if 2 * pair + 1 < limbs {
                    types::I128
                } else {
                    types::I64
                }
            })
            .collect()),
        None => result_types(types, ty),
    }
}

/// The Cranelift types a result of `ty` is returned as, and the types of
/// an argument other than a wide integer: its leaves, except that each split
/// vector in it ([`register_chunks`]) is its 128-bit chunks.
/// A value of more than [`MAXIMUM_AGGREGATE_LEAVES`] leaves is refused.
pub fn result_types(types: &TypeTable, ty: TypeId) -> CodegenResult<Vec<types::Type>> {
    let leaves = leaf_types(types, ty)?;
    if let Some(chunks) = register_chunks(types, ty) {
        return Ok(vec![chunks.chunk_type; chunks.count()]);
    }
    match aggregate_members(types, ty) {
        Some(members) => {
            let mut values = Vec::with_capacity(leaves.len());
            for member in members {
                values.extend(result_types(types, member)?);
            }
            Ok(values)
        }
        None => Ok(leaves),
    }
}

/// The members of a struct or array type in order (an array's element once
/// per element); `None` for any other type.
pub fn aggregate_members(types: &TypeTable, ty: TypeId) -> Option<Vec<TypeId>> {
    match types.get(ty) {
        Type::Array { len, elem } => Some(vec![*elem; *len as usize]),
        _ => types.struct_fields(ty).map(|(fields, _)| fields.to_vec()),
    }
}

/// How a split vector is passed and returned in vector registers, as llc
/// legalizes it: lanes of a vector narrower than 128 bits are widened to one
/// register (a C `float _Complex`, or a struct's pair of floats, is a
/// `<2 x float>` in the low half of one `xmm`), a wider one is split into
/// several, each holding the next lanes from its lowest bits.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct RegisterChunks {
    /// The 128-bit Cranelift vector type of one register: the lane type
    /// repeated.
    pub chunk_type: types::Type,
    /// The vector's lanes.
    pub lanes: usize,
}

impl RegisterChunks {
    /// The lanes one register holds.
    pub fn lanes_per_chunk(self) -> usize {
        self.chunk_type.lane_count() as usize
    }

    /// The registers the vector takes.
    pub fn count(self) -> usize {
        self.lanes.div_ceil(self.lanes_per_chunk())
    }
}

/// The register chunks of `ty` when it is a split vector of at least two
/// lanes of `float`, `double`, pointers or integers of 8, 16, 32 or 64 bits;
/// `None` for any other type (a one-lane vector is passed as its lane).
pub fn register_chunks(types: &TypeTable, ty: TypeId) -> Option<RegisterChunks> {
    let Type::Vector {
        len,
        scalable: false,
        elem,
    } = types.get(ty)
    else {
        return None;
    };
    if *len < 2 || !is_split_vector(types, ty) {
        return None;
    }
    let lane = match types.get(*elem) {
        Type::Int(8 | 16 | 32 | 64) | Type::Float | Type::Double | Type::Ptr(_) => {
            scalar_type(types, *elem).ok()?
        }
        _ => return None,
    };
    Some(RegisterChunks {
        chunk_type: lane.by(128 / lane.bits())?,
        lanes: *len as usize,
    })
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

/// Whether `ty` is a vector of `i1` lanes, which memory holds bit-packed.
pub fn is_boolean_vector(types: &TypeTable, ty: TypeId) -> bool {
    types.is_vector(ty) && types.int_width(types.scalar_type(ty)) == Some(1)
}

/// One scalar leaf of a value: its Cranelift type, byte offset in memory and
/// the bytes it occupies there (fewer than the type's for an integer whose
/// store size is not a power of two, such as `i24`, or a wide integer's top limb).
#[derive(Copy, Clone, Debug)]
pub struct MemoryLeaf {
    pub cranelift_type: types::Type,
    pub offset: u64,
    pub bytes: u64,
}

/// The lanes of a vector whose lanes are integers of a width that is not a
/// multiple of 8 (`<8 x i1>`, `<2 x i4>`, `<3 x i7>`), as memory holds them:
/// bit-packed from byte `offset`, lane `i` at bits `i * lane_bits` to
/// `(i + 1) * lane_bits - 1` of the vector read as one little-endian
/// integer, in [`PackedLanes::bytes`] bytes; the bits past the last lane are zero.
#[derive(Copy, Clone, Debug)]
pub struct PackedLanes {
    pub offset: u64,
    pub lanes: u32,
    /// At most 64.
    pub lane_bits: u32,
    /// The Cranelift type of each lane's leaf.
    pub lane_type: types::Type,
}

impl PackedLanes {
    /// The vector's store size.
    pub fn bytes(&self) -> u64 {
        (u64::from(self.lanes) * u64::from(self.lane_bits)).div_ceil(8)
    }
}

/// Where the leaves of a value lie in memory, in leaf order.
#[derive(Copy, Clone, Debug)]
pub enum MemoryPart {
    /// One leaf, in its own bytes.
    Leaf(MemoryLeaf),
    /// As many leaves as lanes, sharing bytes.
    PackedLanes(PackedLanes),
}

impl MemoryPart {
    fn leaf_count(&self) -> usize {
        match self {
            MemoryPart::Leaf(_) => 1,
            MemoryPart::PackedLanes(packed) => packed.lanes as usize,
        }
    }
}

/// The leaves of `ty` with their places from the start of the value in memory.
pub fn memory_parts(types: &TypeTable, ty: TypeId) -> CodegenResult<Vec<MemoryPart>> {
    all_parts(types, ty, Placement::Memory)
}

/// The leaves of `ty`, at most [`MAXIMUM_AGGREGATE_LEAVES`] of them.
fn all_parts(
    types: &TypeTable,
    ty: TypeId,
    placement: Placement,
) -> CodegenResult<Vec<MemoryPart>> {
    let mut parts = Vec::new();
    let mut leaf_count = 0;
    collect_parts(types, ty, 0, placement, &mut parts, &mut leaf_count)?;
    if leaf_count > MAXIMUM_AGGREGATE_LEAVES {
        return Err(too_many_leaves());
    }
    Ok(parts)
}

fn too_many_leaves() -> CodegenError {
    CodegenError::unsupported(format!(
        "aggregate values with more than {MAXIMUM_AGGREGATE_LEAVES} scalars"
    ))
}

fn collect_parts(
    types: &TypeTable,
    ty: TypeId,
    offset: u64,
    placement: Placement,
    parts: &mut Vec<MemoryPart>,
    leaf_count: &mut usize,
) -> CodegenResult<()> {
    // An early stop, before a huge aggregate fills memory; `all_parts` checks the total.
    if *leaf_count > MAXIMUM_AGGREGATE_LEAVES {
        return Err(too_many_leaves());
    }
    let mut push = |part: MemoryPart| {
        *leaf_count += part.leaf_count();
        parts.push(part);
    };
    let leaf = |cranelift_type, bytes| {
        MemoryPart::Leaf(MemoryLeaf {
            cranelift_type,
            offset,
            bytes,
        })
    };
    match types.get(ty) {
        Type::Token | Type::Void => {}
        Type::Array { len, elem } => {
            let stride = allocation_size(types, *elem)?;
            let elements = (*elem, *len, stride);
            collect_elements(types, elements, offset, placement, parts, leaf_count)?;
        }
        Type::Vector {
            len,
            scalable: false,
            elem,
        } if is_split_vector(types, ty) => {
            match types
                .int_width(*elem)
                .filter(|bits| !bits.is_multiple_of(8))
            {
                Some(lane_bits) if lane_bits <= 64 => push(MemoryPart::PackedLanes(PackedLanes {
                    offset,
                    lanes: *len,
                    lane_bits,
                    lane_type: scalar_type(types, *elem)?,
                })),
                Some(lane_bits) if placement == Placement::Memory => {
                    return Err(CodegenError::unsupported(format!(
                        "values of type {} in memory (lanes of {lane_bits} bits, not whole \
                         bytes, are bit-packed there, which is done for lanes of at most 64 bits)",
                        types.display(ty)
                    )));
                }
                _ => {
                    let stride = store_size(types, *elem)?;
                    let elements = (*elem, u64::from(*len), stride);
                    collect_elements(types, elements, offset, placement, parts, leaf_count)?;
                }
            }
        }
        Type::Struct { .. } | Type::Named(_) => {
            let layout = struct_layout(types, ty)?;
            let (fields, _) = types.struct_fields(ty).expect("a struct with a layout");
            for (&field, field_offset) in fields.iter().zip(layout.field_offsets) {
                collect_parts(
                    types,
                    field,
                    offset + field_offset,
                    placement,
                    parts,
                    leaf_count,
                )?;
            }
        }
        Type::Int(bits) if wide_integer_limbs(types, ty).is_some() => {
            let store_size = u64::from(*bits).div_ceil(8);
            for limb_offset in (0..store_size).step_by(8) {
                push(MemoryPart::Leaf(MemoryLeaf {
                    cranelift_type: types::I64,
                    offset: offset + limb_offset,
                    bytes: (store_size - limb_offset).min(8),
                }));
            }
        }
        Type::X86Fp80 => push(leaf(types::I128, X87_VALUE_BYTES)),
        Type::Int(bits) => push(leaf(scalar_type(types, ty)?, u64::from(*bits).div_ceil(8))),
        _ => {
            let cranelift_type = scalar_type(types, ty)?;
            push(leaf(cranelift_type, u64::from(cranelift_type.bytes())))
        }
    }
    Ok(())
}

/// The parts of `count` elements of type `elem`, `stride` bytes apart from `offset`.
fn collect_elements(
    types: &TypeTable,
    (elem, count, stride): (TypeId, u64, u64),
    offset: u64,
    placement: Placement,
    parts: &mut Vec<MemoryPart>,
    leaf_count: &mut usize,
) -> CodegenResult<()> {
    for index in 0..count {
        let element_offset = offset + index * stride;
        collect_parts(types, elem, element_offset, placement, parts, leaf_count)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The memory parts of `ty`, each a leaf of its own bytes.
    fn memory_leaves(table: &TypeTable, ty: TypeId) -> Vec<MemoryLeaf> {
        memory_parts(table, ty)
            .unwrap()
            .into_iter()
            .map(|part| match part {
                MemoryPart::Leaf(leaf) => leaf,
                MemoryPart::PackedLanes(packed) => panic!("packed lanes {packed:?}"),
            })
            .collect()
    }

    #[test]
    fn padded_integers_take_their_container_and_their_store_size_in_memory() {
        let mut table = TypeTable::new();
        let (i24, i96, i64) = (table.int(24), table.int(96), table.int(64));
        assert_eq!(scalar_type(&table, i24).unwrap(), types::I32);
        assert_eq!(scalar_type(&table, i96).unwrap(), types::I128);
        let leaves = memory_leaves(&table, i24);
        assert_eq!((leaves.len(), leaves[0].bytes), (1, 3));
        assert!(is_padded_integer(&table, i24));
        assert!(!is_padded_integer(&table, i64));
    }

    #[test]
    fn vector_lanes_lie_at_their_store_size_in_memory() {
        let mut table = TypeTable::new();
        let x87 = table.intern(Type::X86Fp80);
        let x87_pair = table.vector(x87, 2);
        let offsets: Vec<(u64, u64)> = memory_leaves(&table, x87_pair)
            .iter()
            .map(|leaf| (leaf.offset, leaf.bytes))
            .collect();
        assert_eq!(offsets, vec![(0, 10), (10, 10)]);
        let i32 = table.int(32);
        let three = table.vector(i32, 3);
        let offsets: Vec<u64> = memory_leaves(&table, three)
            .iter()
            .map(|leaf| leaf.offset)
            .collect();
        assert_eq!(offsets, vec![0, 4, 8]);
        let i24 = table.int(24);
        let i24_lanes = table.vector(i24, 4);
        let offsets: Vec<(u64, u64)> = memory_leaves(&table, i24_lanes)
            .iter()
            .map(|leaf| (leaf.offset, leaf.bytes))
            .collect();
        assert_eq!(offsets, vec![(0, 3), (3, 3), (6, 3), (9, 3)]);
    }

    #[test]
    fn split_vectors_are_passed_in_128_bit_register_chunks() {
        let mut table = TypeTable::new();
        let float = table.intern(Type::Float);
        let pair = table.vector(float, 2);
        assert_eq!(argument_types(&table, pair).unwrap(), vec![types::F32X4]);
        let double = table.intern(Type::Double);
        let three = table.vector(double, 3);
        assert_eq!(result_types(&table, three).unwrap(), vec![types::F64X2; 2]);
        let returned = table.intern(Type::Struct {
            fields: vec![pair, float],
            packed: false,
        });
        assert_eq!(
            result_types(&table, returned).unwrap(),
            vec![types::F32X4, types::F32]
        );
        let i8 = table.int(8);
        let bytes = table.vector(i8, 8);
        assert_eq!(result_types(&table, bytes).unwrap(), vec![types::I8X16]);
        let one = table.vector(float, 1);
        assert_eq!(result_types(&table, one).unwrap(), vec![types::F32]);
        let i1 = table.int(1);
        let flags = table.vector(i1, 4);
        assert_eq!(register_chunks(&table, flags), None);
    }

    #[test]
    fn lanes_of_other_widths_are_bit_packed_and_wide_ones_refused_in_memory() {
        let mut table = TypeTable::new();
        let i7 = table.int(7);
        let three = table.vector(i7, 3);
        let [MemoryPart::PackedLanes(packed)] = memory_parts(&table, three).unwrap()[..] else {
            panic!("one group of packed lanes")
        };
        assert_eq!((packed.lanes, packed.lane_bits, packed.bytes()), (3, 7, 3));
        assert_eq!(leaf_types(&table, three).unwrap(), vec![types::I8; 3]);
        let i100 = table.int(100);
        let pair = table.vector(i100, 2);
        assert_eq!(leaf_types(&table, pair).unwrap(), vec![types::I128; 2]);
        let refusal = memory_parts(&table, pair).unwrap_err().to_string();
        assert!(
            refusal.contains("<2 x i100> in memory (lanes of 100 bits"),
            "{refusal}"
        );
    }

    #[test]
    fn wide_integers_are_limbs_passed_in_pairs() {
        let mut table = TypeTable::new();
        let i200 = table.int(200);
        assert_eq!(leaf_types(&table, i200).unwrap(), vec![types::I64; 4]);
        let bytes: Vec<u64> = memory_leaves(&table, i200)
            .iter()
            .map(|leaf| leaf.bytes)
            .collect();
        assert_eq!(bytes, vec![8, 8, 8, 1]);
        assert_eq!(
            argument_types(&table, i200).unwrap(),
            vec![types::I128, types::I128]
        );
        let i192 = table.int(192);
        assert_eq!(
            argument_types(&table, i192).unwrap(),
            vec![types::I128, types::I64]
        );
    }
}
