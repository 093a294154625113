//! GC transitions: the mutator thread marked as running unmanaged code.
//!
//! A statepoint with the GC-transition flag (bit 0 of its flags) calls code
//! that does not touch the GC heap, so it need not reach a safepoint while it
//! runs. Our Cranelift backend brackets such a call with
//! `rt_enter_unmanaged_code()` before and `rt_leave_unmanaged_code()` after
//! (the references live across it are already spilled to the statepoint's
//! stack slots, which the stack map names, so the frame is walkable throughout).
//!
//! Protocol (designed for several mutator threads, used by one):
//! * enter: the thread is marked "in unmanaged code"; a collector that stops
//!   the world would count it as stopped and not wait for it to poll;
//! * leave: if a collection is running, the thread waits for it to finish
//!   (its frames' references may be being relocated), then clears the mark and
//!   returns to managed code, where it reloads every reference from its slot.
//!
//! With the one mutator thread this runtime supports, a collection only runs
//! on that thread, inside one of its calls to `gc_alloc`, `gc_collect` or
//! `gc_safepoint`; so when that thread leaves unmanaged code no collection can
//! be running and the wait never blocks, and "need not wait for it" never
//! arises. What is checked is the pairing: entering twice or leaving without
//! entering is a misuse of the ABI and ends the process (exit status 2).

use std::sync::atomic::{AtomicBool, Ordering};

/// Whether the mutator thread is between `rt_enter_unmanaged_code` and `rt_leave_unmanaged_code`.
static MUTATOR_IN_UNMANAGED_CODE: AtomicBool = AtomicBool::new(false);

/// A transition hook called out of order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnmanagedTransitionMisuse {
    EnteredTwice,
    LeftWithoutEntering,
}

impl std::fmt::Display for UnmanagedTransitionMisuse {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str(match self {
            Self::EnteredTwice => {
                "rt_enter_unmanaged_code: the thread is already in unmanaged code"
            }
            Self::LeftWithoutEntering => {
                "rt_leave_unmanaged_code: the thread is not in unmanaged code"
            }
        })
    }
}

/// Marks the mutator thread as running unmanaged code.
pub fn enter_unmanaged_code() -> Result<(), UnmanagedTransitionMisuse> {
    if MUTATOR_IN_UNMANAGED_CODE.swap(true, Ordering::AcqRel) {
        return Err(UnmanagedTransitionMisuse::EnteredTwice);
    }
    Ok(())
}

/// Waits while `collection_is_running()`, then marks the thread as back in managed code.
pub fn leave_unmanaged_code(
    collection_is_running: impl Fn() -> bool,
) -> Result<(), UnmanagedTransitionMisuse> {
    if !MUTATOR_IN_UNMANAGED_CODE.load(Ordering::Acquire) {
        return Err(UnmanagedTransitionMisuse::LeftWithoutEntering);
    }
    while collection_is_running() {
        std::thread::yield_now();
    }
    MUTATOR_IN_UNMANAGED_CODE.store(false, Ordering::Release);
    Ok(())
}

/// Whether the mutator thread is marked as running unmanaged code.
pub fn mutator_is_in_unmanaged_code() -> bool {
    MUTATOR_IN_UNMANAGED_CODE.load(Ordering::Acquire)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    #[test]
    fn transitions_pair_up_and_leaving_waits_for_a_running_collection() {
        assert!(!mutator_is_in_unmanaged_code());
        enter_unmanaged_code().unwrap();
        assert!(mutator_is_in_unmanaged_code());
        assert_eq!(
            enter_unmanaged_code(),
            Err(UnmanagedTransitionMisuse::EnteredTwice)
        );
        let polls_until_collection_ends = AtomicUsize::new(3);
        leave_unmanaged_code(|| {
            let remaining = polls_until_collection_ends.load(Ordering::Relaxed);
            polls_until_collection_ends.store(remaining.saturating_sub(1), Ordering::Relaxed);
            remaining > 0
        })
        .unwrap();
        assert_eq!(polls_until_collection_ends.load(Ordering::Relaxed), 0);
        assert!(!mutator_is_in_unmanaged_code());
        assert_eq!(
            leave_unmanaged_code(|| false),
            Err(UnmanagedTransitionMisuse::LeftWithoutEntering)
        );
    }
}
