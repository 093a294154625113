//! One bit per heap word, set where an object starts, so "is this a valid
//! reference" is a constant-time question (for roots, heap fields, and the
//! arguments of runtime functions).
//!
//! Invariant: a bitmap not in use by a space is all zero; a space's bitmap has
//! exactly the bits of the objects allocated or copied into it.

use crate::mapped_memory::{Access, MappedRegion};
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
        let bits = MappedRegion::reserve(bit_count.div_ceil(8), Access::ReadWrite)?;
        Ok(ObjectStartBitmap {
            bits,
            covered_heap_bytes,
        })
    }

    /// The bitmap word and the bit of the heap word `offset` bytes into the space.
    #[inline]
    fn bit_position(&self, offset: usize) -> (usize, u64) {
        debug_assert!(offset < self.covered_heap_bytes && offset.is_multiple_of(WORD_BYTES));
        let word_index = offset / WORD_BYTES;
        let bitmap_word_address =
            self.bits.start() + (word_index / BITS_PER_BITMAP_WORD) * WORD_BYTES;
        (
            bitmap_word_address,
            1 << (word_index % BITS_PER_BITMAP_WORD),
        )
    }

    /// Marks the object starting `offset` bytes into the space.
    #[inline]
    pub fn mark(&self, offset: usize) {
        let (word_address, mask) = self.bit_position(offset);
        self.bits
            .set_word(word_address, self.bits.word(word_address) | mask);
    }

    /// Whether an object starts `offset` bytes into the space.
    #[inline]
    pub fn is_marked(&self, offset: usize) -> bool {
        let (word_address, mask) = self.bit_position(offset);
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
        for offset in [0, 8, 8 * 64 + 16] {
            bitmap.mark(offset);
            assert!(bitmap.is_marked(offset));
        }
        assert!(!bitmap.is_marked(16));
        bitmap.clear(8 * 64 + 24);
        assert!(!bitmap.is_marked(8 * 64 + 16));
        assert!(!bitmap.is_marked(0));
    }
}
