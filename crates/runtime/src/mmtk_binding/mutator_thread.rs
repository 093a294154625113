//! One thread's MMTk state: its boxed `Mutator` (allocators and barrier
//! buffers), the roots it can report while it is inside a runtime entry, and
//! the records of the collections it waited for (taken by the runtime, which
//! reports them: [`crate::collection_reports`]).
//!
//! MMTk names a mutator thread by an opaque `tls`; here that is the address of
//! the thread's [`MutatorThread`], which stays put (boxed) from binding to
//! drop.
//!
//! Unsafe code: the `tls` ↔ [`MutatorThread`] conversion, the `Mutator`
//! behind a raw pointer, and the root sources kept as raw pointers for the
//! length of a runtime entry. Invariants:
//! * the `Mutator` is used by its own thread while that thread is in the
//!   runtime and not parked, and by MMTk's workers only while the thread is
//!   parked (MMTk's stop-the-world protocol, [`super::collection`]), so its
//!   users never overlap in time;
//! * the pending root sources are set only by [`MutatorThread::with_root_sources`],
//!   which clears them before the borrowed call-site table and globals can
//!   change, and are read only on the owning thread (while it parks).

#![allow(unsafe_code)]

use super::active_plan::{register_mutator_thread, unregister_mutator_thread};
use super::collection::park_until_resumed;
use super::derived_pointers::SplitRoots;
use super::{to_address, StatepointVM};
use crate::call_site_table::CallSiteTable;
use crate::collector::{CollectionFailure, RootPair};
use crate::fatal_error::exit_with_runtime_error;
use crate::frame_walker::{gather_stack_root_pairs, RuntimeEntryFrame};
use crate::gc_log::{CollectionKind, CollectionRecord};
use crate::machine_stack::StackBounds;
use crate::runtime::RuntimeError;
use crate::word_slot::WordSlot;
use mmtk::util::{Address, OpaquePointer, VMMutatorThread, VMThread};
use mmtk::vm::slot::SimpleSlot;
use mmtk::{Mutator, MMTK};
use std::cell::Cell;
use std::ptr::NonNull;
use std::sync::{Mutex, MutexGuard};
use std::time::Instant;

/// Where a collection triggered in a runtime entry finds the mutator's roots.
#[derive(Clone, Copy)]
pub struct RootSources<'a> {
    pub entry: RuntimeEntryFrame,
    pub stack_bounds: StackBounds,
    pub call_sites: &'a CallSiteTable,
    pub global_roots: &'a [WordSlot],
}

/// [`RootSources`] with the borrow erased, valid while
/// [`MutatorThread::with_root_sources`] runs.
#[derive(Clone, Copy)]
struct PendingRootSources {
    entry: RuntimeEntryFrame,
    stack_bounds: StackBounds,
    call_sites: *const CallSiteTable,
    global_roots: *const [WordSlot],
}

pub struct MutatorThread {
    mutator: NonNull<Mutator<StatepointVM>>,
    /// Used by the owning thread only (module invariant), on every
    /// allocation: a plain cell, not a lock.
    pending_root_sources: Cell<Option<PendingRootSources>>,
    /// The base slots of the roots gathered when the thread parked, for the
    /// worker that scans this mutator's roots.
    parked_root_slots: Mutex<Vec<SimpleSlot>>,
    /// The collections the thread waited for, not yet reported.
    /// The collections waited for and not yet reported, each with when it
    /// ended (one runtime entry may wait for several: the concurrent plan's
    /// two pauses).
    collection_records: Mutex<Vec<(CollectionRecord, Instant)>>,
    /// Collections waited for in the current runtime entry (owning thread
    /// only): MMTk retries a failed allocation after each, and a plan whose
    /// collections never make room (the concurrent plan, whose pauses MMTk
    /// does not count towards its out-of-memory test) would retry forever.
    collections_in_entry: Cell<u32>,
}

/// More collections than this within one runtime entry end the process as
/// out of memory. One allocation waits for at most a few in a working heap
/// (the concurrent plan's two pauses, then a stop-the-world collection).
const MAX_COLLECTIONS_PER_RUNTIME_ENTRY: u32 = 64;

// SAFETY: the module's invariants: the `Mutator` is used by one thread at a
// time (its own outside pauses, MMTk's workers while it is parked), and the
// pending root sources only by the owning thread.
unsafe impl Send for MutatorThread {}
// SAFETY: as for `Send`; the pending root sources are touched by the owning
// thread only, every other field is a `Mutex`.
unsafe impl Sync for MutatorThread {}

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A panic aborts the process (panic = "abort" in release; tests fail), so
    // a poisoned lock still holds consistent data.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl MutatorThread {
    /// Binds an MMTk mutator for the calling thread and registers it.
    pub fn bind(mmtk: &'static MMTK<StatepointVM>) -> Box<MutatorThread> {
        let mut thread = Box::new(MutatorThread {
            mutator: NonNull::dangling(),
            pending_root_sources: Cell::new(None),
            parked_root_slots: Mutex::new(Vec::new()),
            collection_records: Mutex::new(Vec::new()),
            collections_in_entry: Cell::new(0),
        });
        let mutator = mmtk::memory_manager::bind_mutator(mmtk, thread.tls());
        thread.mutator = NonNull::from(Box::leak(mutator));
        register_mutator_thread(&thread);
        thread
    }

    /// MMTk's handle of this thread: the structure's address.
    pub fn tls(&self) -> VMMutatorThread {
        VMMutatorThread(VMThread(OpaquePointer::from_address(Address::from_ref(
            self,
        ))))
    }

    /// The thread MMTk's handle `tls` names.
    ///
    /// # Safety
    /// `tls` must come from [`MutatorThread::tls`] of a thread still bound.
    pub unsafe fn of_tls<'a>(tls: VMMutatorThread) -> &'a MutatorThread {
        // SAFETY: the caller's contract: the address of a live, boxed thread.
        unsafe { &*tls.0 .0.to_address().to_ptr::<MutatorThread>() }
    }

    /// The thread's MMTk mutator.
    ///
    /// # Safety
    /// Only the owning thread inside a runtime entry, or an MMTk worker while
    /// the thread is parked, may call this, and not twice at once.
    #[allow(clippy::mut_from_ref)]
    pub unsafe fn mutator(&self) -> &mut Mutator<StatepointVM> {
        // SAFETY: the caller's contract (module invariant).
        unsafe { &mut *self.mutator.as_ptr() }
    }

    /// Runs `operation` (which may collect) with `sources` as this thread's roots.
    pub fn with_root_sources<R>(
        &self,
        sources: RootSources<'_>,
        operation: impl FnOnce() -> R,
    ) -> R {
        self.pending_root_sources.set(Some(PendingRootSources {
            entry: sources.entry,
            stack_bounds: sources.stack_bounds,
            call_sites: sources.call_sites,
            global_roots: sources.global_roots,
        }));
        self.collections_in_entry.set(0);
        let result = operation();
        self.pending_root_sources.set(None);
        result
    }

    /// MMTk's `block_for_gc` on this thread: gathers the roots, parks until the
    /// collection is over, then relocates derived pointers. A root that is
    /// not a reference (or a collection requested outside a runtime entry)
    /// ends the process with the runtime's message. Records the collection:
    /// its kind (nursery or full, for a generational plan), the pause as this
    /// thread saw it, and MMTk's used heap bytes (whole pages) around it.
    pub fn park_for_collection(&self, is_object: impl Fn(u64) -> bool) {
        let collections = self.collections_in_entry.get() + 1;
        if collections > MAX_COLLECTIONS_PER_RUNTIME_ENTRY {
            super::collection::exit_out_of_memory(format_args!(
                "{MAX_COLLECTIONS_PER_RUNTIME_ENTRY} collections in a row made no room for one allocation"
            ));
        }
        self.collections_in_entry.set(collections);
        let started = Instant::now();
        let mmtk = super::mmtk_instance();
        let heap_bytes_before = mmtk::memory_manager::used_bytes(mmtk) as u64;
        let Some(sources) = self.pending_root_sources.get() else {
            exit_with_runtime_error(
                crate::fatal_error::RuntimeExitStatus::InvalidUse,
                format_args!(
                    "MMTk requested a collection outside a runtime entry that may collect"
                ),
            )
        };
        // SAFETY: set by `with_root_sources`, which is still running (module invariant).
        let (call_sites, global_roots) = unsafe { (&*sources.call_sites, &*sources.global_roots) };
        let mut root_pairs = Vec::new();
        let stack_scan = gather_stack_root_pairs(
            sources.entry,
            sources.stack_bounds,
            call_sites,
            &mut root_pairs,
        )
        .unwrap_or_else(|outside| exit_with(RuntimeError::FrameWordOutsideStack(outside)));
        root_pairs.extend(global_roots.iter().copied().map(RootPair::reference));
        let split = SplitRoots::of_root_pairs(&root_pairs, is_object)
            .unwrap_or_else(|failure| exit_with_collection_failure(failure));
        *lock(&self.parked_root_slots) = split
            .base_slots
            .iter()
            .map(|slot| SimpleSlot::from_address(to_address(slot.address())))
            .collect();
        let concurrent_pause = park_until_resumed();
        split
            .relocate_derived_pointers()
            .unwrap_or_else(|failure| exit_with_collection_failure(failure));
        let nursery_only = mmtk
            .get_plan()
            .generational()
            .is_some_and(|generational| !generational.last_collection_full_heap());
        let record = CollectionRecord {
            kind: match concurrent_pause {
                Some(kind) => kind,
                None if nursery_only => CollectionKind::Nursery,
                None => CollectionKind::Full,
            },
            pause: started.elapsed(),
            heap_bytes_before,
            heap_bytes_after: mmtk::memory_manager::used_bytes(mmtk) as u64,
            // MMTk does not tell the binding what it copied.
            objects_copied: 0,
            bytes_copied: 0,
            roots: root_pairs.len() as u64,
            frames: stack_scan.frames_walked,
            frames_with_statepoints: stack_scan.frames_with_statepoints,
        };
        lock(&self.collection_records).push((record, Instant::now()));
    }

    /// The root slots gathered when the thread parked (taken once per collection).
    pub fn take_parked_root_slots(&self) -> Vec<SimpleSlot> {
        std::mem::take(&mut *lock(&self.parked_root_slots))
    }

    /// The collections waited for since the last call, oldest first, each
    /// with when it ended.
    pub fn take_collection_records(&self) -> Vec<(CollectionRecord, Instant)> {
        std::mem::take(&mut *lock(&self.collection_records))
    }
}

fn exit_with(error: RuntimeError) -> ! {
    exit_with_runtime_error(error.exit_status(), format_args!("{error}"))
}

fn exit_with_collection_failure(failure: CollectionFailure) -> ! {
    exit_with(RuntimeError::Collection(failure))
}

impl Drop for MutatorThread {
    fn drop(&mut self) {
        unregister_mutator_thread(self);
        // SAFETY: the thread is unregistered, so no worker can reach the
        // mutator any more; it was leaked from a box in `bind`.
        unsafe {
            mmtk::memory_manager::destroy_mutator(self.mutator());
            drop(Box::from_raw(self.mutator.as_ptr()));
        }
    }
}
