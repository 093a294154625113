//! The collector behind [`crate::runtime::Runtime`]: the project's semispace
//! heap (collected by [`crate::collector`]) or an MMTk plan
//! ([`crate::mmtk_binding`]), as [`CollectorChoice`] says.
//!
//! Invariant: the semispace heap is the only one that supports stress and
//! verify modes (the configuration refuses them for MMTk plans).

use crate::collector_choice::{CollectorChoice, MmtkPlan};
use crate::fatal_error::RuntimeExitStatus;
use crate::mmtk_binding::{MmtkHeap, MmtkStartFailure};
use crate::semispace_heap::{HeapPolicy, SemispaceHeap};
use std::io;

pub enum Collector {
    Semispace(SemispaceHeap),
    Mmtk(MmtkHeap),
}

/// Why the runtime cannot start: its heap cannot be created, or the mutator
/// thread's stack cannot be found.
#[derive(Debug)]
pub enum RuntimeStartFailure {
    StackBounds(io::Error),
    /// The semispace heap's address space cannot be reserved.
    Reservation {
        heap_size_bytes: usize,
        error: io::Error,
    },
    Mmtk(MmtkStartFailure),
}

impl RuntimeStartFailure {
    pub fn exit_status(&self) -> RuntimeExitStatus {
        match self {
            Self::Reservation { .. } => RuntimeExitStatus::OutOfMemory,
            Self::Mmtk(_) | Self::StackBounds(_) => RuntimeExitStatus::InvalidUse,
        }
    }
}

impl std::fmt::Display for RuntimeStartFailure {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Reservation {
                heap_size_bytes,
                error,
            } => write!(
                formatter,
                "out of memory: cannot reserve a heap of {heap_size_bytes} bytes: {error}"
            ),
            Self::Mmtk(failure) => write!(formatter, "cannot start MMTk: {failure}"),
            Self::StackBounds(error) => {
                write!(formatter, "cannot find the mutator thread's stack: {error}")
            }
        }
    }
}

impl Collector {
    /// The heap `choice` names, limited to `heap_size_bytes`, in the modes given.
    pub fn new(
        choice: CollectorChoice,
        heap_size_bytes: usize,
        stress: bool,
        verify: bool,
    ) -> Result<Collector, RuntimeStartFailure> {
        match choice {
            CollectorChoice::Semispace => {
                SemispaceHeap::new(heap_size_bytes, HeapPolicy::of_modes(stress, verify))
                    .map(Collector::Semispace)
                    .map_err(|error| RuntimeStartFailure::Reservation {
                        heap_size_bytes,
                        error,
                    })
            }
            CollectorChoice::Mmtk(plan) => MmtkHeap::new(plan, heap_size_bytes)
                .map(Collector::Mmtk)
                .map_err(RuntimeStartFailure::Mmtk),
        }
    }

    /// The collector as `--gc-stats` names it.
    pub fn description(&self) -> String {
        match self {
            Self::Semispace(_) => format!(
                "{} (the project's Cheney collector)",
                CollectorChoice::Semispace.name()
            ),
            Self::Mmtk(heap) => {
                let plan: MmtkPlan = heap.plan();
                format!(
                    "{} (MMTk 0.33.0, plan {}, {} GC worker threads)",
                    CollectorChoice::Mmtk(plan).name(),
                    plan.mmtk_name(),
                    crate::mmtk_binding::GC_WORKER_THREADS
                )
            }
        }
    }

    /// The raw bytes of `reference` if it is an object of the heap.
    pub fn object_raw_bytes(&mut self, reference: u64) -> Option<&[u8]> {
        match self {
            Self::Semispace(heap) => heap.object_raw_bytes(reference),
            Self::Mmtk(heap) => heap.object_raw_bytes(reference),
        }
    }

    /// The write barrier's slow path: remembers `object` for the next
    /// nursery collection. The semispace collector has no barrier, so there is
    /// nothing to remember.
    pub fn remember(&mut self, object: u64) {
        match self {
            Self::Semispace(_) => {}
            Self::Mmtk(heap) => heap.remember(object),
        }
    }
}
