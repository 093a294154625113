//! MMTk's `Collection`: GC worker threads and stop-the-world.
//!
//! A collection starts only when a mutator thread, inside a runtime entry
//! that may collect, asks MMTk for memory or for a collection; MMTk then
//! calls `block_for_gc` on that thread, which gathers its roots and parks
//! ([`super::mutator_thread::MutatorThread::park_for_collection`]). The
//! world is stopped once every registered mutator thread is parked: a parked
//! thread runs no compiled code and touches neither its stack nor its
//! `Mutator` until the workers resume it, so stack slots and the `Mutator`
//! belong to the workers in between. (The runtime lets one thread run
//! compiled code, so the thread that triggers the collection is the only one
//! to wait for.)
//!
//! With the concurrent plan a collection is two pauses, each a stop of the
//! world as above: the initial mark (roots), after which the thread runs
//! while the workers mark, and the final mark, which MMTk requests at the
//! thread's next allocation slow path once marking is done.
//!
//! Invariant: `resumptions` counts finished pauses; a parked thread leaves
//! only when it changes, and `parked` is reset to 0 at that moment;
//! `concurrent_pause` is the kind of the pause under way (or last finished)
//! of the concurrent plan, `None` for the other plans.
//!
//! Unsafe code: the mutator thread from the handle MMTk passes to
//! `block_for_gc`, always one bound by [`MutatorThread::bind`].

#![allow(unsafe_code)]

use super::active_plan::{mutator_thread_count, registered_mutators};
use super::concurrent_trigger::{self, ConcurrentMarkingTrigger};
use super::mutator_thread::MutatorThread;
use super::{mmtk_instance, to_address, StatepointVM};
use crate::fatal_error::{exit_with_runtime_error, RuntimeExitStatus};
use crate::gc_log::CollectionKind;
use mmtk::scheduler::GCWorker;
use mmtk::util::alloc::AllocationError;
use mmtk::util::constants::LOG_BYTES_IN_PAGE;
use mmtk::util::heap::GCTriggerPolicy;
use mmtk::util::options::GCTriggerSelector;
use mmtk::util::{ObjectReference, OpaquePointer, VMMutatorThread, VMThread, VMWorkerThread};
use mmtk::vm::{Collection, GCThreadContext};
use mmtk::Mutator;
use std::sync::{Condvar, Mutex};

/// GC worker threads (the machine's two cores).
pub const GC_WORKER_THREADS: usize = 2;

struct WorldState {
    parked: usize,
    resumptions: u64,
    concurrent_pause: Option<CollectionKind>,
}

static WORLD: Mutex<WorldState> = Mutex::new(WorldState {
    parked: 0,
    resumptions: 0,
    concurrent_pause: None,
});
static WORLD_CHANGED: Condvar = Condvar::new();

fn world() -> std::sync::MutexGuard<'static, WorldState> {
    WORLD
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Parks the calling mutator thread until the current pause is over; the
/// pause's kind if the concurrent plan runs.
pub fn park_until_resumed() -> Option<CollectionKind> {
    let mut state = world();
    state.parked += 1;
    let resumptions = state.resumptions;
    WORLD_CHANGED.notify_all();
    while state.resumptions == resumptions {
        state = WORLD_CHANGED
            .wait(state)
            .unwrap_or_else(|poisoned| poisoned.into_inner());
    }
    state.concurrent_pause
}

/// The kind of the concurrent plan's pause under way. MMTk's pause type is
/// private to it, so its debug name is read.
fn concurrent_pause_kind() -> Option<CollectionKind> {
    let pause = mmtk_instance().get_plan().concurrent()?.current_pause()?;
    Some(match format!("{pause:?}").as_str() {
        "InitialMark" => CollectionKind::InitialMark,
        "FinalMark" => CollectionKind::FinalMark,
        _ => CollectionKind::Full,
    })
}

/// Whether `value` may be a reference to an object MMTk allocated: 8-aligned,
/// not null, and inside one of MMTk's spaces (`is_in_mmtk_spaces`, a lookup
/// in MMTk's space table). This is coarser than an object-start test: MMTk
/// has one only with its `vo_bit` feature, which costs an atomic side-table
/// store per allocated object and per copied object, and would make every
/// inline-allocated object need `post_alloc` (see `docs/collectors.md`). The
/// exact test is the reference collector's (`--gc=semispace --gc-verify`).
pub fn is_heap_object(value: u64) -> bool {
    value != 0
        && value.is_multiple_of(8)
        && ObjectReference::from_raw_address(to_address(value as usize))
            .is_some_and(mmtk::memory_manager::is_in_mmtk_spaces)
}

pub struct StatepointCollection;

impl Collection<StatepointVM> for StatepointCollection {
    fn stop_all_mutators<F>(_worker: VMWorkerThread, mut visit_mutator: F)
    where
        F: FnMut(&'static mut Mutator<StatepointVM>),
    {
        let concurrent_pause = concurrent_pause_kind();
        let mut state = world();
        state.concurrent_pause = concurrent_pause;
        while state.parked < mutator_thread_count() {
            state = WORLD_CHANGED
                .wait(state)
                .unwrap_or_else(|poisoned| poisoned.into_inner());
        }
        drop(state);
        for mutator in registered_mutators() {
            visit_mutator(mutator);
        }
    }

    fn resume_mutators(_worker: VMWorkerThread) {
        let mut state = world();
        state.parked = 0;
        state.resumptions += 1;
        WORLD_CHANGED.notify_all();
    }

    fn block_for_gc(tls: VMMutatorThread) {
        // SAFETY: MMTk passes the handle of the mutator that asked it for
        // memory or a collection, a thread bound by `MutatorThread::bind`.
        let thread = unsafe { MutatorThread::of_tls(tls) };
        thread.park_for_collection(is_heap_object);
    }

    fn spawn_gc_thread(_tls: VMThread, context: GCThreadContext<StatepointVM>) {
        let GCThreadContext::Worker(worker) = context;
        let spawned = std::thread::Builder::new()
            .name("mmtk-gc-worker".to_string())
            .spawn(move || {
                concurrent_trigger::register_worker_thread();
                // A worker's handle only has to be non-null and its own: the
                // address of its (boxed, never moved) state.
                let handle = OpaquePointer::from_address(to_address(
                    &*worker as *const GCWorker<StatepointVM> as usize,
                ));
                mmtk::memory_manager::start_worker(
                    mmtk_instance(),
                    VMWorkerThread(VMThread(handle)),
                    worker,
                )
            });
        if let Err(error) = spawned {
            exit_with_runtime_error(
                RuntimeExitStatus::OutOfMemory,
                format_args!("cannot start an MMTk worker thread: {error}"),
            );
        }
    }

    fn create_gc_trigger() -> Box<dyn GCTriggerPolicy<StatepointVM>> {
        Box::new(ConcurrentMarkingTrigger::new())
    }

    fn out_of_memory(_tls: VMThread, error: AllocationError) {
        exit_out_of_memory(format_args!("MMTk: {error:?}"))
    }
}

/// Ends the process as out of memory: `out of memory: heap limit <bytes> bytes (<why>)`.
pub(super) fn exit_out_of_memory(why: std::fmt::Arguments<'_>) -> ! {
    let limit = match *mmtk_instance().get_options().gc_trigger {
        GCTriggerSelector::FixedHeapSize(bytes) => format!("{bytes} bytes"),
        GCTriggerSelector::Delegated => {
            format!(
                "{} bytes",
                concurrent_trigger::heap_pages() << LOG_BYTES_IN_PAGE
            )
        }
        other => format!("{other:?}"),
    };
    exit_with_runtime_error(
        RuntimeExitStatus::OutOfMemory,
        format_args!("out of memory: heap limit {limit} ({why})"),
    )
}
