//! The process's allocator: mimalloc, called the way the system allocator is.
//!
//! The parser, the passes and the printer make many small allocations (a
//! rewritten module: several per `gc.relocate`). mimalloc serves them faster
//! than the system allocator (about a quarter less CPU time for `opt -S` on a
//! 71k-line module). Its aligned entry points take a slower path than plain
//! `mi_malloc`, so requests whose alignment every block of their size already
//! has (at most 16 bytes, and no more than the size, as for the system
//! allocator) go to the plain ones.
//!
//! The build (`crates/cli/Cargo.toml`) takes mimalloc's v2 line, which on the
//! RewriteStatepointsForGC benchmarks touched 5 to 11 % fewer fresh pages than
//! v3 for the same instructions executed (a fresh page costs a page fault),
//! and its `no_thp` option: mimalloc then never asks for transparent huge
//! pages, not even for what the Rust runtime allocates before `main` (see
//! `use_small_pages` in `opt.rs` for why `opt` avoids them).

use libmimalloc_sys::{
    mi_free, mi_malloc, mi_malloc_aligned, mi_realloc, mi_realloc_aligned, mi_zalloc,
    mi_zalloc_aligned,
};
use std::alloc::{GlobalAlloc, Layout};
use std::ffi::c_void;

/// The alignment mimalloc gives every block of at least that size.
const PLAIN_ALIGNMENT: usize = 16;

pub struct Mimalloc;

/// True if a plain (unaligned) call gives a block aligned enough for `layout`.
fn plain_is_aligned(align: usize, size: usize) -> bool {
    align <= PLAIN_ALIGNMENT && align <= size
}

/// A block for `layout` from mimalloc's `plain` entry point where its
/// alignment suffices, else from its `aligned` one (inlined: the entry points
/// are known at each call).
#[inline(always)]
unsafe fn allocate(
    layout: Layout,
    plain: unsafe extern "C" fn(usize) -> *mut c_void,
    aligned: unsafe extern "C" fn(usize, usize) -> *mut c_void,
) -> *mut u8 {
    // SAFETY: the caller's layout has a non-zero size, as `GlobalAlloc` requires.
    unsafe {
        if plain_is_aligned(layout.align(), layout.size()) {
            plain(layout.size()) as *mut u8
        } else {
            aligned(layout.size(), layout.align()) as *mut u8
        }
    }
}

// SAFETY: every method hands the request to mimalloc, whose blocks meet the
// layout: plain calls only where their alignment suffices (see above).
unsafe impl GlobalAlloc for Mimalloc {
    #[inline]
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        allocate(layout, mi_malloc, mi_malloc_aligned)
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        allocate(layout, mi_zalloc, mi_zalloc_aligned)
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: Layout) {
        mi_free(ptr as *mut c_void);
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if plain_is_aligned(layout.align(), new_size) {
            mi_realloc(ptr as *mut c_void, new_size) as *mut u8
        } else {
            mi_realloc_aligned(ptr as *mut c_void, new_size, layout.align()) as *mut u8
        }
    }
}

/// mimalloc's `mi_option_purge_delay` (`mimalloc.h` of the v2 line the
/// build pins; the `libmimalloc-sys` binding of the option enum needs an extra
/// dependency): how long freed memory stays committed before it is handed
/// back to the system, in milliseconds; -1: never.
const MI_OPTION_PURGE_DELAY: libc::c_int = 15;

extern "C" {
    fn mi_option_set(option: libc::c_int, value: libc::c_long);
}

/// Keeps memory the process frees for its own later allocations instead of
/// handing it back to the system after mimalloc's default 10 ms. For a
/// short run that builds large tables and frees them as it goes (`opt`), a
/// page handed back and then needed again is faulted in and cleared a second
/// time: on `scripts/bench-rs4gc`'s largest input that was some 800 of its
/// 23,800 page faults. The memory is returned when the process exits.
pub fn keep_freed_memory() {
    // SAFETY: setting an option is allowed at any time; mimalloc reads it when
    // it next considers purging.
    unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_block_has_the_alignment_asked_for_and_keeps_its_bytes_when_resized() {
        let allocator = Mimalloc;
        for size in [1, 3, 8, 15, 16, 24, 48, 100, 4096, 1 << 20] {
            for align in [1, 2, 8, 16, 32, 64, 4096] {
                let layout = Layout::from_size_align(size, align).unwrap();
                // SAFETY: non-zero sizes; each block is freed with its layout.
                unsafe {
                    let block = allocator.alloc(layout);
                    assert_eq!(
                        block as usize % align,
                        0,
                        "alloc {size} bytes, align {align}"
                    );
                    block.write_bytes(0xA5, size);
                    let grown = allocator.realloc(block, layout, size * 3);
                    assert_eq!(
                        grown as usize % align,
                        0,
                        "realloc to {} bytes, align {align}",
                        size * 3
                    );
                    assert!((0..size).all(|k| *grown.add(k) == 0xA5));
                    let grown_layout = Layout::from_size_align(size * 3, align).unwrap();
                    allocator.dealloc(grown, grown_layout);
                    let zeroed = allocator.alloc_zeroed(layout);
                    assert_eq!(
                        zeroed as usize % align,
                        0,
                        "alloc_zeroed {size}, align {align}"
                    );
                    assert!((0..size).all(|k| *zeroed.add(k) == 0));
                    allocator.dealloc(zeroed, layout);
                }
            }
        }
    }
}
