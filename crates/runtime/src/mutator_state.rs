//! The process's one runtime slot, for the C entry points, and exit handlers.
//!
//! Unsafe code: a `static` `UnsafeCell` and `atexit`. Exclusive access to the
//! slot rests on two checks made on every entry: only the first thread that
//! enters may ever enter (one mutator thread is supported; another thread gets
//! an error, not shared access), and an entry while another is in progress on
//! that thread (re-entrance, e.g. from an exit handler during a fatal exit) is
//! refused. So at most one `&mut` to the slot exists at any time.

#![allow(unsafe_code)]

use crate::runtime::Runtime;
use std::cell::UnsafeCell;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};

struct RuntimeSlot(UnsafeCell<Option<Runtime>>);

// SAFETY: access is serialized by `OWNER_THREAD` and `ENTERED` (module docs).
unsafe impl Sync for RuntimeSlot {}

static RUNTIME_SLOT: RuntimeSlot = RuntimeSlot(UnsafeCell::new(None));
/// The `pthread_t` of the mutator thread; 0 until the first entry.
static OWNER_THREAD: AtomicU64 = AtomicU64::new(0);
static ENTERED: AtomicBool = AtomicBool::new(false);

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuntimeSlotUnavailable {
    CalledFromAnotherThread,
    AlreadyInUse,
}

impl std::fmt::Display for RuntimeSlotUnavailable {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(match self {
            Self::CalledFromAnotherThread => {
                "called from a second thread; the runtime supports one mutator thread"
            }
            Self::AlreadyInUse => "runtime re-entered while it was running",
        })
    }
}

/// Runs `operation` with exclusive access to the process's runtime slot.
pub fn with_runtime_slot<R>(
    operation: impl FnOnce(&mut Option<Runtime>) -> R,
) -> Result<R, RuntimeSlotUnavailable> {
    // SAFETY: pthread_self has no preconditions.
    let this_thread = unsafe { libc::pthread_self() } as u64;
    match OWNER_THREAD.compare_exchange(0, this_thread, Ordering::AcqRel, Ordering::Acquire) {
        Ok(_) => {}
        Err(owner) if owner == this_thread => {}
        Err(_) => return Err(RuntimeSlotUnavailable::CalledFromAnotherThread),
    }
    if ENTERED.swap(true, Ordering::Acquire) {
        return Err(RuntimeSlotUnavailable::AlreadyInUse);
    }
    // SAFETY: this thread owns the slot and no other entry is in progress, so
    // this is the only reference to it until `ENTERED` is cleared.
    let result = operation(unsafe { &mut *RUNTIME_SLOT.0.get() });
    ENTERED.store(false, Ordering::Release);
    Ok(result)
}

/// Whether some thread is inside the runtime (e.g. collecting) right now.
pub fn runtime_entry_in_progress() -> bool {
    ENTERED.load(Ordering::Acquire)
}

/// Runs `handler` when the process exits normally (`exit` or return from `main`).
pub fn run_at_exit(handler: extern "C" fn()) {
    // SAFETY: the handler is a plain function with no arguments.
    unsafe {
        libc::atexit(handler);
    }
}
