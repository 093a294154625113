//! A root: one machine word outside the heap (a stack slot or a global) that
//! holds a reference or a derived pointer.
//!
//! Unsafe code: raw reads and writes of the word. The invariant is established
//! where a [`WordSlot`] is made (an `unsafe` constructor): the address is 8-byte
//! aligned, readable and writable, and stays so while any collection can use the
//! slot. The frame walker makes slots only for addresses checked to lie in the
//! current thread's live stack; globals are registered under the same contract.

#![allow(unsafe_code)]

#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct WordSlot {
    address: usize,
}

impl WordSlot {
    /// # Safety
    /// `address` must be 8-byte aligned, readable and writable, and stay so for
    /// as long as the slot is used.
    pub unsafe fn new(address: usize) -> WordSlot {
        debug_assert!(
            address.is_multiple_of(8),
            "unaligned root slot {address:#x}"
        );
        WordSlot { address }
    }

    pub fn address(self) -> usize {
        self.address
    }

    pub fn read(self) -> u64 {
        // SAFETY: the constructor's contract. Volatile: the word belongs to
        // compiled code outside Rust's view.
        unsafe { std::ptr::read_volatile(self.address as *const u64) }
    }

    pub fn write(self, value: u64) {
        // SAFETY: the constructor's contract.
        unsafe { std::ptr::write_volatile(self.address as *mut u64, value) }
    }
}

/// Words on the Rust heap standing in for stack slots or globals in tests.
#[cfg(test)]
pub(crate) struct TestRootWords {
    words: Box<[std::cell::Cell<u64>]>,
}

#[cfg(test)]
impl TestRootWords {
    pub(crate) fn new(initial_values: &[u64]) -> TestRootWords {
        TestRootWords {
            words: initial_values
                .iter()
                .copied()
                .map(std::cell::Cell::new)
                .collect(),
        }
    }

    /// The slot of word `index`; valid while `self` lives (tests keep it alive).
    pub(crate) fn slot(&self, index: usize) -> WordSlot {
        // SAFETY: an aligned word of a live boxed slice of cells, which may be
        // written through the pointer a cell gives out.
        unsafe { WordSlot::new(self.words[index].as_ptr() as usize) }
    }
}
