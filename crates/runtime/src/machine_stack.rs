//! The current thread's stack bounds, and slots made from addresses inside them.
//!
//! Unsafe code: `pthread_getattr_np` and the [`WordSlot`] constructor. A slot is
//! made only for an 8-byte-aligned address inside `[lowest_address, highest_address)`
//! of the calling thread's stack and above the runtime entry's stack pointer, so
//! it lies in a live frame of a caller of the runtime.

#![allow(unsafe_code)]

use crate::word_slot::WordSlot;
use std::io;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StackBounds {
    pub lowest_address: usize,
    pub highest_address: usize,
}

impl StackBounds {
    /// The stack of the calling thread (for the main thread, as glibc derives it
    /// from the mapping and the stack size limit).
    pub fn of_current_thread() -> io::Result<StackBounds> {
        // SAFETY: attributes are initialised by pthread_getattr_np before they
        // are read, and destroyed once.
        unsafe {
            let mut attributes: libc::pthread_attr_t = std::mem::zeroed();
            let status = libc::pthread_getattr_np(libc::pthread_self(), &mut attributes);
            if status != 0 {
                return Err(io::Error::from_raw_os_error(status));
            }
            let mut lowest: *mut libc::c_void = std::ptr::null_mut();
            let mut size: libc::size_t = 0;
            let status = libc::pthread_attr_getstack(&attributes, &mut lowest, &mut size);
            libc::pthread_attr_destroy(&mut attributes);
            if status != 0 {
                return Err(io::Error::from_raw_os_error(status));
            }
            Ok(StackBounds {
                lowest_address: lowest as usize,
                highest_address: lowest as usize + size,
            })
        }
    }

    /// The word at `address` if it lies in the live part of the stack, above
    /// `live_stack_pointer` (the runtime entry's stack pointer or a frame above it).
    pub fn live_word_slot(&self, live_stack_pointer: usize, address: usize) -> Option<WordSlot> {
        let inside = address.is_multiple_of(8)
            && address >= live_stack_pointer.max(self.lowest_address)
            && address.checked_add(8)? <= self.highest_address;
        // SAFETY: aligned and inside the live stack of the running thread
        // (checked), which outlives the collection that walks it.
        inside.then(|| unsafe { WordSlot::new(address) })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_local_lies_inside_the_current_stack() {
        let local = 42u64;
        let address = &local as *const u64 as usize;
        let bounds = StackBounds::of_current_thread().unwrap();
        assert!(bounds.lowest_address < address && address < bounds.highest_address);
        let slot = bounds
            .live_word_slot(bounds.lowest_address, address)
            .unwrap();
        assert_eq!(slot.read(), 42);
        assert!(bounds.live_word_slot(address + 8, address).is_none());
        assert!(bounds
            .live_word_slot(bounds.lowest_address, address + 1)
            .is_none());
        assert!(bounds
            .live_word_slot(bounds.lowest_address, bounds.highest_address)
            .is_none());
    }
}
