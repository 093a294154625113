//! The object model of the runtime ABI (`shared/spec/runtime-abi.md`, "Object model").
//!
//! An object is a one-word little-endian header — bits 0–31 `R`, the number of
//! reference fields, bits 32–63 `B`, the number of raw bytes — followed by `R`
//! reference fields of 8 bytes and then `B` raw bytes padded to 8. A reference
//! points at the header.
//!
//! Invariants this module defines for the heap:
//! * Every object occupies at least [`MINIMUM_OBJECT_FOOTPRINT_BYTES`] (two words),
//!   so an evacuated object can hold its forwarding address in its second word.
//!   The padding after a one-word object belongs to the heap, never to the program.
//! * [`FORWARDED_HEADER`] is a header no object can have: `R` is at most
//!   [`MAXIMUM_REFERENCE_COUNT`], one less than `u32::MAX`.

/// Bytes in one machine word, reference field or header.
pub const WORD_BYTES: usize = 8;

/// Bytes an object occupies in the heap at the least (header plus forwarding word).
pub const MINIMUM_OBJECT_FOOTPRINT_BYTES: usize = 2 * WORD_BYTES;

/// The header of an evacuated object in from-space; its second word holds the new address.
pub const FORWARDED_HEADER: u64 = u64::MAX;

/// The largest `R` an allocation may ask for (`u32::MAX` is kept free for [`FORWARDED_HEADER`]).
pub const MAXIMUM_REFERENCE_COUNT: u64 = u32::MAX as u64 - 1;

/// The largest `B` an allocation may ask for.
pub const MAXIMUM_RAW_BYTE_COUNT: u64 = u32::MAX as u64;

/// The shape of an object: how many reference fields and raw bytes it has.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ObjectShape {
    pub reference_count: u32,
    pub raw_byte_count: u32,
}

/// `gc_alloc` was asked for a shape no object can have.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvalidObjectShape {
    pub requested_reference_count: i64,
    pub requested_raw_byte_count: i64,
}

impl std::fmt::Display for InvalidObjectShape {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            formatter,
            "invalid object shape: {} reference fields and {} raw bytes (each must be in 0..={} and 0..={})",
            self.requested_reference_count,
            self.requested_raw_byte_count,
            MAXIMUM_REFERENCE_COUNT,
            MAXIMUM_RAW_BYTE_COUNT
        )
    }
}

impl ObjectShape {
    /// Validates the arguments of `gc_alloc(refs, bytes)`.
    pub fn from_allocation_request(
        requested_reference_count: i64,
        requested_raw_byte_count: i64,
    ) -> Result<ObjectShape, InvalidObjectShape> {
        let reference_count = u64::try_from(requested_reference_count).ok();
        let raw_byte_count = u64::try_from(requested_raw_byte_count).ok();
        match (reference_count, raw_byte_count) {
            (Some(reference_count), Some(raw_byte_count))
                if reference_count <= MAXIMUM_REFERENCE_COUNT
                    && raw_byte_count <= MAXIMUM_RAW_BYTE_COUNT =>
            {
                Ok(ObjectShape {
                    reference_count: reference_count as u32,
                    raw_byte_count: raw_byte_count as u32,
                })
            }
            _ => Err(InvalidObjectShape {
                requested_reference_count,
                requested_raw_byte_count,
            }),
        }
    }

    /// Decodes a header word (which must not be [`FORWARDED_HEADER`]).
    pub fn from_header(header: u64) -> ObjectShape {
        debug_assert_ne!(header, FORWARDED_HEADER);
        ObjectShape {
            reference_count: header as u32,
            raw_byte_count: (header >> 32) as u32,
        }
    }

    pub fn header(self) -> u64 {
        u64::from(self.reference_count) | (u64::from(self.raw_byte_count) << 32)
    }

    /// The ABI size: `8 + 8R + round_up(B, 8)`.
    pub fn size_in_bytes(self) -> usize {
        WORD_BYTES
            + WORD_BYTES * self.reference_count as usize
            + (self.raw_byte_count as usize).next_multiple_of(WORD_BYTES)
    }

    /// The bytes the object occupies in the heap: its size, at least two words.
    pub fn heap_footprint_bytes(self) -> usize {
        self.size_in_bytes().max(MINIMUM_OBJECT_FOOTPRINT_BYTES)
    }

    /// The address of reference field `index` of the object at `object_address`.
    pub fn reference_field_address(object_address: usize, index: usize) -> usize {
        object_address + WORD_BYTES + WORD_BYTES * index
    }

    /// The offset of the raw bytes from the object's start.
    pub fn raw_bytes_offset(self) -> usize {
        WORD_BYTES + WORD_BYTES * self.reference_count as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn header_round_trips_and_sizes_follow_the_abi() {
        let shape = ObjectShape::from_allocation_request(3, 5).unwrap();
        assert_eq!(shape.header(), 3 | (5 << 32));
        assert_eq!(ObjectShape::from_header(shape.header()), shape);
        assert_eq!(shape.size_in_bytes(), 8 + 24 + 8);
        assert_eq!(shape.raw_bytes_offset(), 32);
        assert_eq!(ObjectShape::reference_field_address(0x1000, 2), 0x1018);
    }

    #[test]
    fn one_word_objects_occupy_two_words() {
        let empty = ObjectShape::from_allocation_request(0, 0).unwrap();
        assert_eq!(empty.size_in_bytes(), 8);
        assert_eq!(empty.heap_footprint_bytes(), MINIMUM_OBJECT_FOOTPRINT_BYTES);
    }

    #[test]
    fn allocation_requests_out_of_range_are_rejected() {
        for (references, bytes) in [(-1, 0), (0, -1), (u32::MAX as i64, 0), (0, 1 << 32)] {
            assert!(ObjectShape::from_allocation_request(references, bytes).is_err());
        }
        let largest = ObjectShape::from_allocation_request(
            MAXIMUM_REFERENCE_COUNT as i64,
            MAXIMUM_RAW_BYTE_COUNT as i64,
        )
        .unwrap();
        assert_ne!(largest.header(), FORWARDED_HEADER);
    }
}
