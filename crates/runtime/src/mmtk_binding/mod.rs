//! The binding of the MMTk memory-management framework (`mmtk` 0.33.0): the
//! runtime's object model, roots and stop-the-world protocol as MMTk's
//! `VMBinding` traits, and [`MmtkHeap`], the heap [`crate::runtime::Runtime`]
//! drives when `--gc` names an MMTk plan (`docs/collectors.md`).
//!
//! How the pieces meet:
//! * [`object_model`]: the ABI's objects (header `R | B << 32`, size
//!   `8 + 8R + round_up(B, 8)`); forwarding bits, mark bits and log bits in
//!   side metadata, the forwarding pointer in the header word once an object
//!   is forwarded; an object is scanned through its `R` reference fields.
//! * [`mutator_thread`]: one [`MutatorThread`] per thread that runs compiled
//!   code (its boxed MMTk `Mutator`); MMTk's thread handle (`tls`) is the
//!   address of that structure.
//! * [`collection`]: GC worker threads and stop-the-world. A collection is
//!   only ever triggered by a mutator inside a runtime entry that may collect
//!   (`gc_alloc`, `gc_collect`, `gc_safepoint`), whose trampoline captured the
//!   entry frame. That mutator gathers its roots, parks, and fixes its derived
//!   pointers when the workers resume it ([`derived_pointers`]).
//! * [`scanning`]: hands a parked mutator's root slots to MMTk.
//! * [`active_plan`]: the registry of mutator threads.
//!
//! Invariants: one MMTk instance per process ([`mmtk_instance`], created by the
//! first [`MmtkHeap`]); every object MMTk allocates or copies is 8-aligned with
//! its reference equal to its start address; compiled code and the runtime
//! never run on a mutator thread while it is parked.

mod active_plan;
mod collection;
mod concurrent_trigger;
mod derived_pointers;
mod heap;
mod mutator_thread;
mod object_model;
mod scanning;

pub use collection::GC_WORKER_THREADS;
pub use heap::{MmtkHeap, MmtkStartFailure};
pub use mutator_thread::RootSources;

use mmtk::util::{Address, ObjectReference};
use mmtk::vm::slot::{SimpleSlot, UnimplementedMemorySlice};
use mmtk::vm::{ReferenceGlue, VMBinding};
use mmtk::MMTK;
use std::sync::OnceLock;

/// The runtime as an MMTk VM.
#[derive(Default)]
pub struct StatepointVM;

impl VMBinding for StatepointVM {
    type VMObjectModel = object_model::StatepointObjectModel;
    type VMScanning = scanning::StatepointScanning;
    type VMCollection = collection::StatepointCollection;
    type VMActivePlan = active_plan::StatepointActivePlan;
    type VMReferenceGlue = NoWeakReferences;
    type VMSlot = SimpleSlot;
    type VMMemorySlice = UnimplementedMemorySlice;

    /// Every object and field is word-aligned (the ABI).
    const MIN_ALIGNMENT: usize = 8;
    const MAX_ALIGNMENT: usize = 8;
    const USE_ALLOCATION_OFFSET: bool = false;
}

/// The runtime ABI has no weak references, finalizers or reference objects:
/// the binding never registers a candidate, so MMTk never calls this glue.
#[derive(Default)]
pub struct NoWeakReferences;

impl ReferenceGlue<StatepointVM> for NoWeakReferences {
    type FinalizableType = ObjectReference;

    fn clear_referent(_reference: ObjectReference) {
        unreachable!("the runtime registers no weak references with MMTk")
    }

    fn get_referent(_reference: ObjectReference) -> Option<ObjectReference> {
        unreachable!("the runtime registers no weak references with MMTk")
    }

    fn set_referent(_reference: ObjectReference, _referent: ObjectReference) {
        unreachable!("the runtime registers no weak references with MMTk")
    }

    fn enqueue_references(_references: &[ObjectReference], _worker: mmtk::util::VMWorkerThread) {
        unreachable!("the runtime registers no weak references with MMTk")
    }
}

/// `value` as an MMTk `Address`. MMTk marks the conversion unsafe because an
/// `Address` can be dereferenced through its methods; the binding converts
/// only addresses of objects, fields and root slots, or values it then hands
/// to MMTk queries that check them (`is_in_mmtk_spaces`).
#[allow(unsafe_code)]
fn to_address(value: usize) -> Address {
    // SAFETY: see above: no address made here is dereferenced unchecked.
    unsafe { Address::from_usize(value) }
}

/// The process's MMTk instance, set once by [`MmtkHeap::new`].
static MMTK_INSTANCE: OnceLock<&'static MMTK<StatepointVM>> = OnceLock::new();

/// The process's MMTk instance. MMTk calls the binding only after it exists
/// (its workers are spawned and its mutators bound after creation).
fn mmtk_instance() -> &'static MMTK<StatepointVM> {
    MMTK_INSTANCE
        .get()
        .expect("MMTk calls the binding only after the instance is created")
}
