//! Sizes and alignments of types under a module's data layout string, with
//! LLVM 19's defaults for everything the string does not specify.
//!
//! Only what the IR needs is modelled: integer, float, vector, pointer and
//! aggregate alignments (ABI and preferred) and store sizes. Specifications the
//! model does not use (endianness, mangling, native integer widths, stack
//! alignment, address spaces of allocas/programs/globals, non-integral address
//! spaces) are accepted and ignored; malformed ones are ignored as well (LLVM
//! would reject the module; checking layouts is not this module's job).

use crate::types::{Type, TypeId, TypeTable};

/// An alignment entry for one bit width: ABI and preferred alignment in bytes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct AlignmentSpec {
    bits: u64,
    abi: u64,
    preferred: u64,
}

/// A pointer entry for one address space: size in bits and alignments in bytes.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct PointerSpec {
    address_space: u32,
    bits: u64,
    abi: u64,
    preferred: u64,
    /// Width of indices into this address space (GEP offsets, LLVM's index size).
    index_bits: u64,
}

/// The layout rules of a module.
#[derive(Clone, Debug)]
pub struct DataLayout {
    /// Sorted by width.
    integers: Vec<AlignmentSpec>,
    floats: Vec<AlignmentSpec>,
    vectors: Vec<AlignmentSpec>,
    pointers: Vec<PointerSpec>,
    aggregate_abi: u64,
    aggregate_preferred: u64,
}

const fn spec(bits: u64, abi: u64, preferred: u64) -> AlignmentSpec {
    AlignmentSpec {
        bits,
        abi,
        preferred,
    }
}

impl Default for DataLayout {
    /// LLVM's layout for an empty data layout string.
    fn default() -> Self {
        DataLayout {
            integers: vec![
                spec(1, 1, 1),
                spec(8, 1, 1),
                spec(16, 2, 2),
                spec(32, 4, 4),
                spec(64, 4, 8),
            ],
            floats: vec![
                spec(16, 2, 2),
                spec(32, 4, 4),
                spec(64, 8, 8),
                spec(128, 16, 16),
            ],
            vectors: vec![spec(64, 8, 8), spec(128, 16, 16)],
            pointers: vec![PointerSpec {
                address_space: 0,
                bits: 64,
                abi: 8,
                preferred: 8,
                index_bits: 64,
            }],
            aggregate_abi: 1,
            aggregate_preferred: 8,
        }
    }
}

fn bits_to_bytes(bits: u64) -> u64 {
    bits.div_ceil(8).max(1)
}

fn set_spec(list: &mut Vec<AlignmentSpec>, entry: AlignmentSpec) {
    match list.iter_mut().find(|s| s.bits == entry.bits) {
        Some(existing) => *existing = entry,
        None => {
            list.push(entry);
            list.sort_by_key(|s| s.bits);
        }
    }
}

impl DataLayout {
    /// The layout described by `text` (a `target datalayout` string) over LLVM's defaults.
    pub fn parse(text: &str) -> DataLayout {
        let mut layout = DataLayout::default();
        for item in text.split('-').filter(|s| !s.is_empty()) {
            let (head, rest) = item.split_at(1);
            let numbers: Vec<Option<u64>> = rest
                .split(':')
                .map(|n| {
                    if n.is_empty() {
                        Some(0)
                    } else {
                        n.parse().ok()
                    }
                })
                .collect();
            let field = |k: usize| numbers.get(k).copied().flatten();
            let alignments = |first: usize| -> Option<(u64, u64)> {
                let abi = field(first)?;
                let preferred = field(first + 1).unwrap_or(abi);
                Some((bits_to_bytes(abi), bits_to_bytes(preferred)))
            };
            match head {
                "i" | "f" | "v" => {
                    let (Some(bits), Some((abi, preferred))) = (field(0), alignments(1)) else {
                        continue;
                    };
                    let list = match head {
                        "i" => &mut layout.integers,
                        "f" => &mut layout.floats,
                        _ => &mut layout.vectors,
                    };
                    set_spec(list, spec(bits, abi, preferred));
                }
                "a" => {
                    // `a:<abi>[:<pref>]`: the fields follow the colon.
                    let values: Vec<Option<u64>> = rest
                        .trim_start_matches(':')
                        .split(':')
                        .map(|n| n.parse().ok())
                        .collect();
                    if let Some(Some(abi)) = values.first() {
                        layout.aggregate_abi = bits_to_bytes(*abi);
                        layout.aggregate_preferred = values
                            .get(1)
                            .copied()
                            .flatten()
                            .map_or(layout.aggregate_abi, bits_to_bytes);
                    }
                }
                "p" => {
                    // `p[n]:<size>:<abi>[:<pref>[:<idx>]]`.
                    let mut parts = rest.split(':');
                    let address_space = parts.next().map_or(Some(0), |n| {
                        if n.is_empty() {
                            Some(0)
                        } else {
                            n.parse().ok()
                        }
                    });
                    let values: Vec<Option<u64>> = parts.map(|n| n.parse().ok()).collect();
                    let (Some(address_space), Some(Some(bits)), Some(Some(abi))) =
                        (address_space, values.first(), values.get(1))
                    else {
                        continue;
                    };
                    let preferred = values.get(2).copied().flatten().unwrap_or(*abi);
                    let entry = PointerSpec {
                        address_space,
                        bits: *bits,
                        abi: bits_to_bytes(*abi),
                        preferred: bits_to_bytes(preferred),
                        index_bits: values.get(3).copied().flatten().unwrap_or(*bits),
                    };
                    match layout
                        .pointers
                        .iter_mut()
                        .find(|p| p.address_space == address_space)
                    {
                        Some(existing) => *existing = entry,
                        None => layout.pointers.push(entry),
                    }
                }
                _ => {}
            }
        }
        layout
    }

    fn pointer_spec(&self, address_space: u32) -> PointerSpec {
        self.pointers
            .iter()
            .find(|p| p.address_space == address_space)
            .or_else(|| self.pointers.iter().find(|p| p.address_space == 0))
            .copied()
            .unwrap_or(PointerSpec {
                address_space: 0,
                bits: 64,
                abi: 8,
                preferred: 8,
                index_bits: 64,
            })
    }

    /// The index width of pointers in `address_space`, in bits (LLVM's
    /// `getIndexSizeInBits`; for address space 0 also the width of `size_t` that
    /// LLVM's target library info assumes).
    pub fn index_size_in_bits(&self, address_space: u32) -> u64 {
        self.pointer_spec(address_space).index_bits
    }

    /// The size of `ty` in bits (`None` for unsized types).
    pub fn size_in_bits(&self, types: &TypeTable, ty: TypeId) -> Option<u64> {
        Some(match types.get(ty) {
            Type::Int(w) => u64::from(*w),
            Type::Half | Type::BFloat => 16,
            Type::Float => 32,
            Type::Double => 64,
            Type::X86Fp80 => 80,
            Type::Fp128 | Type::PpcFp128 => 128,
            Type::Ptr(address_space) => self.pointer_spec(*address_space).bits,
            Type::Vector {
                len,
                scalable: false,
                elem,
            } => u64::from(*len) * self.size_in_bits(types, *elem)?,
            Type::Array { len, elem } => len * 8 * self.alloc_size(types, *elem)?,
            Type::Struct { .. } | Type::Named(_) => 8 * self.struct_size(types, ty)?,
            _ => return None,
        })
    }

    /// Bytes a store of `ty` writes.
    pub fn store_size(&self, types: &TypeTable, ty: TypeId) -> Option<u64> {
        self.size_in_bits(types, ty).map(|bits| bits.div_ceil(8))
    }

    /// Bytes `ty` occupies in memory, padding included.
    pub fn alloc_size(&self, types: &TypeTable, ty: TypeId) -> Option<u64> {
        let store = self.store_size(types, ty)?;
        Some(store.next_multiple_of(self.abi_alignment(types, ty)?))
    }

    fn struct_size(&self, types: &TypeTable, ty: TypeId) -> Option<u64> {
        let (fields, packed) = types.struct_fields(ty)?;
        let offset = self.struct_prefix_size(types, fields, packed)?;
        let alignment = if packed {
            1
        } else {
            self.abi_alignment(types, ty)?
        };
        Some(offset.next_multiple_of(alignment))
    }

    /// The byte offset of field `index` of struct type `ty` (`None` for a
    /// field that does not exist or an unsized one before it).
    pub fn struct_field_offset(&self, types: &TypeTable, ty: TypeId, index: usize) -> Option<u64> {
        let (fields, packed) = types.struct_fields(ty)?;
        let field = *fields.get(index)?;
        let before = self.struct_prefix_size(types, &fields[..index], packed)?;
        if packed {
            Some(before)
        } else {
            Some(before.next_multiple_of(self.abi_alignment(types, field)?))
        }
    }

    /// The bytes `fields` occupy laid out from offset 0, up to the end of the last.
    fn struct_prefix_size(
        &self,
        types: &TypeTable,
        fields: &[TypeId],
        packed: bool,
    ) -> Option<u64> {
        let mut offset = 0u64;
        for &field in fields {
            if !packed {
                offset = offset.next_multiple_of(self.abi_alignment(types, field)?);
            }
            offset += self.alloc_size(types, field)?;
        }
        Some(offset)
    }

    /// The ABI alignment of `ty` in bytes (`None` for unsized types).
    pub fn abi_alignment(&self, types: &TypeTable, ty: TypeId) -> Option<u64> {
        self.alignment(types, ty, true)
    }

    /// The preferred alignment of `ty` in bytes (what `alloca` uses by default).
    pub fn preferred_alignment(&self, types: &TypeTable, ty: TypeId) -> Option<u64> {
        self.alignment(types, ty, false)
    }

    fn alignment(&self, types: &TypeTable, ty: TypeId, abi: bool) -> Option<u64> {
        let pick = |s: &AlignmentSpec| if abi { s.abi } else { s.preferred };
        Some(match types.get(ty) {
            Type::Int(w) => {
                let bits = u64::from(*w);
                let found = self
                    .integers
                    .iter()
                    .find(|s| s.bits >= bits)
                    .or(self.integers.last())?;
                pick(found)
            }
            Type::Ptr(address_space) => {
                let p = self.pointer_spec(*address_space);
                if abi {
                    p.abi
                } else {
                    p.preferred
                }
            }
            Type::Half
            | Type::BFloat
            | Type::Float
            | Type::Double
            | Type::Fp128
            | Type::X86Fp80
            | Type::PpcFp128 => {
                let bits = self.size_in_bits(types, ty)?;
                match self.floats.iter().find(|s| s.bits == bits) {
                    Some(found) => pick(found),
                    None => self.store_size(types, ty)?.next_power_of_two(),
                }
            }
            Type::Vector { .. } => {
                let bits = self.size_in_bits(types, ty)?;
                match self.vectors.iter().find(|s| s.bits == bits) {
                    Some(found) => pick(found),
                    None => self.store_size(types, ty)?.next_power_of_two(),
                }
            }
            Type::Array { elem, .. } => self.alignment(types, *elem, abi)?,
            Type::Struct { .. } | Type::Named(_) => {
                let (fields, packed) = types.struct_fields(ty)?;
                if packed && abi {
                    return Some(1);
                }
                let mut alignment = if abi {
                    self.aggregate_abi
                } else {
                    self.aggregate_preferred
                };
                for &field in fields {
                    alignment = alignment.max(self.abi_alignment(types, field)?);
                }
                alignment
            }
            _ => return None,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_and_overrides_follow_llvm() {
        let mut types = TypeTable::new();
        let (i1, i32_ty, i64_ty, i128) =
            (types.int(1), types.int(32), types.int(64), types.int(128));
        let ptr = types.ptr(1);
        let f80 = types.intern(Type::X86Fp80);
        let v4p1 = types.vector(ptr, 4);
        let pair = types.intern(Type::Struct {
            fields: vec![i32_ty, i64_ty],
            packed: false,
        });
        let default = DataLayout::default();
        assert_eq!(default.abi_alignment(&types, i1), Some(1));
        assert_eq!(default.abi_alignment(&types, i64_ty), Some(4));
        assert_eq!(default.preferred_alignment(&types, i64_ty), Some(8));
        assert_eq!(default.abi_alignment(&types, i128), Some(4));
        assert_eq!(default.abi_alignment(&types, ptr), Some(8));
        assert_eq!(default.abi_alignment(&types, f80), Some(16));
        assert_eq!(default.abi_alignment(&types, v4p1), Some(32));
        assert_eq!(default.abi_alignment(&types, pair), Some(4));
        assert_eq!(default.preferred_alignment(&types, pair), Some(8));
        assert_eq!(default.store_size(&types, pair), Some(12));
        let x86 = DataLayout::parse("e-m:o-i64:64-f80:128-n8:16:32:64-S128");
        assert_eq!(x86.abi_alignment(&types, i64_ty), Some(8));
        assert_eq!(x86.store_size(&types, pair), Some(16));
        let small_pointers = DataLayout::parse("p1:32:32");
        assert_eq!(small_pointers.abi_alignment(&types, ptr), Some(4));
        assert_eq!(small_pointers.store_size(&types, ptr), Some(4));
        assert_eq!(default.index_size_in_bits(0), 64);
        assert_eq!(DataLayout::parse("p:32:32").index_size_in_bits(0), 32);
        assert_eq!(DataLayout::parse("p:64:64:64:32").index_size_in_bits(0), 32);
        assert_eq!(small_pointers.index_size_in_bits(0), 64);
    }
}
