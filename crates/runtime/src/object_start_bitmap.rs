//! One bit per heap word, set where an object starts, so "is this a valid
//! reference" is a constant-time question (for roots, heap fields, and the
//! arguments of runtime functions).
//!
//! Invariant: a bitmap not in use by a space is all zero; a space's bitmap has
//! exactly the bits of the objects allocated or copied into it.

use crate::mapped_memory::{InitialAccess, MappedRegion};
use crate::object_layout::WORD_BYTES;
use std::io;

const BITS_PER_BITMAP_WORD: usize = 64;

#[derive(Debug)]
pub struct ObjectStartBitmap {
    bits: MappedRegion,
    covered_heap_bytes: usize,
}

impl ObjectStartBitmap {
    /// A zeroed bitmap for a space of up to `covered_heap_bytes`.
    pub fn covering(covered_heap_bytes: usize) -> io::Result<ObjectStartBitmap> {
        let bit_count = covered_heap_bytes.div_ceil(WORD_BYTES);
        let bits = MappedRegion::reserve(bit_count.div_ceil(8), InitialAccess::ReadWrite)?;
        Ok(ObjectStartBitmap {
            bits,
            covered_heap_bytes,
        })
    }

    fn bit_position(&self, space_start: usize, address: usize) -> (usize, u64) {
        let offset = address - space_start;
        debug_assert!(offset < self.covered_heap_bytes && offset.is_multiple_of(WORD_BYTES));
        let word_index = offset / WORD_BYTES;
        let bitmap_word_address =
            self.bits.start() + (word_index / BITS_PER_BITMAP_WORD) * WORD_BYTES;
        (
            bitmap_word_address,
            1 << (word_index % BITS_PER_BITMAP_WORD),
        )
    }

    pub fn mark(&self, space_start: usize, address: usize) {
        let (word_address, mask) = self.bit_position(space_start, address);
        self.bits
            .set_word(word_address, self.bits.word(word_address) | mask);
    }

    pub fn is_marked(&self, space_start: usize, address: usize) -> bool {
        let (word_address, mask) = self.bit_position(space_start, address);
        self.bits.word(word_address) & mask != 0
    }

    /// Clears every bit of a space's first `used_bytes`.
    pub fn clear(&self, used_bytes: usize) {
        let bitmap_words = used_bytes.div_ceil(WORD_BYTES * BITS_PER_BITMAP_WORD);
        self.bits
            .fill_with_zeros(self.bits.start()..self.bits.start() + bitmap_words * WORD_BYTES);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn marks_are_per_word_and_clear_resets_them() {
        let bitmap = ObjectStartBitmap::covering(1 << 20).unwrap();
        let space_start = 0x10_0000;
        for address in [space_start, space_start + 8, space_start + 8 * 64 + 16] {
            bitmap.mark(space_start, address);
            assert!(bitmap.is_marked(space_start, address));
        }
        assert!(!bitmap.is_marked(space_start, space_start + 16));
        bitmap.clear(8 * 64 + 24);
        assert!(!bitmap.is_marked(space_start, space_start + 8 * 64 + 16));
        assert!(!bitmap.is_marked(space_start, space_start));
    }
}
