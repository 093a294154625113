//! The type of `gc_allocation_buffer` (exported by [`crate::entry_points`]): the bump buffer compiled code allocates from inline
//! (`docs/collectors.md`, "The allocation buffer").
//!
//! The symbol is two words, `cursor` and `limit`, read and written by compiled
//! code between runtime calls and by the runtime while a call is in progress.
//! Invariant kept by the heap that owns it: between runtime calls every byte in
//! `[cursor, limit)` is zero and free in the current allocation region, both
//! are 8-aligned and `cursor <= limit`. `0, 0` (the initial value) is an empty
//! buffer, so the fast path falls back to `gc_alloc`.

use std::sync::atomic::{AtomicU64, Ordering};

/// The layout compiled code relies on: `{ i64 cursor, i64 limit }`.
#[repr(C)]
pub struct AllocationBuffer {
    cursor: AtomicU64,
    limit: AtomicU64,
}

impl AllocationBuffer {
    /// An empty buffer (`0, 0`).
    pub const fn empty() -> AllocationBuffer {
        AllocationBuffer {
            cursor: AtomicU64::new(0),
            limit: AtomicU64::new(0),
        }
    }

    /// The buffer as `(cursor, limit)`.
    pub fn bounds(&self) -> (usize, usize) {
        (
            self.cursor.load(Ordering::Relaxed) as usize,
            self.limit.load(Ordering::Relaxed) as usize,
        )
    }

    /// Makes `[cursor, limit)` the buffer; the caller keeps the module's invariant.
    pub fn set_bounds(&self, cursor: usize, limit: usize) {
        debug_assert!(cursor <= limit && cursor.is_multiple_of(8) && limit.is_multiple_of(8));
        self.cursor.store(cursor as u64, Ordering::Relaxed);
        self.limit.store(limit as u64, Ordering::Relaxed);
    }
}
