//! The collector behind [`crate::runtime::Runtime`]: the project's semispace
//! heap (collected by [`crate::collector`]) or an MMTk plan
//! ([`crate::mmtk_binding`]), as [`CollectorChoice`] says.
//!
//! Invariants: the semispace heap is the only one that supports stress and
//! verify modes (the configuration refuses them for MMTk plans); a collector
//! starts only for code whose write barriers match it: a generational plan
//! for code with barriers (so its nursery collections see every old-to-young
//! reference), any other collector for code without (barrier code reads the
//! log-bit table only the generational plans map).

use crate::collector_choice::CollectorChoice;
use crate::fatal_error::RuntimeExitStatus;
use crate::gc_log::GcLogError;
use crate::mmtk_binding::{MmtkHeap, MmtkStartFailure};
use crate::semispace_heap::{HeapPolicy, InvalidInlineAllocations, SemispaceHeap};
use std::io;

pub enum Collector {
    Semispace(SemispaceHeap),
    Mmtk(MmtkHeap),
}

/// Why the runtime cannot start: its heap cannot be created, the mutator
/// thread's stack cannot be found, or the GC log cannot be created.
#[derive(Debug)]
pub enum RuntimeStartFailure {
    StackBounds(io::Error),
    /// The semispace heap's address space cannot be reserved.
    Reservation {
        heap_size_bytes: usize,
        error: io::Error,
    },
    Mmtk(MmtkStartFailure),
    /// The collector needs write barriers and the code has none, or the
    /// reverse.
    WriteBarrierMismatch {
        collector: CollectorChoice,
        code_has_write_barriers: bool,
    },
    GcLog(GcLogError),
}

impl RuntimeStartFailure {
    pub fn exit_status(&self) -> RuntimeExitStatus {
        match self {
            Self::Reservation { .. } => RuntimeExitStatus::OutOfMemory,
            Self::Mmtk(_)
            | Self::StackBounds(_)
            | Self::WriteBarrierMismatch { .. }
            | Self::GcLog(_) => RuntimeExitStatus::InvalidUse,
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
            Self::WriteBarrierMismatch {
                collector,
                code_has_write_barriers: false,
            } => write!(
                formatter,
                "{} needs code compiled with its write barriers (statepoint compile --gc={0}); this code has none",
                collector.name()
            ),
            Self::WriteBarrierMismatch {
                collector,
                code_has_write_barriers: true,
            } => write!(
                formatter,
                "this code was compiled with write barriers, which only the generational and concurrent plans (mmtk-gencopy, mmtk-genimmix, mmtk-stickyimmix, mmtk-concurrentimmix) support, not {}",
                collector.name()
            ),
            Self::GcLog(error) => error.fmt(formatter),
        }
    }
}

impl Collector {
    /// The heap `choice` names, limited to `heap_size_bytes`, in the modes
    /// given, for code with or without write barriers.
    pub fn new(
        choice: CollectorChoice,
        heap_size_bytes: usize,
        stress: bool,
        verify: bool,
        code_has_write_barriers: bool,
    ) -> Result<Collector, RuntimeStartFailure> {
        if choice.needs_object_barrier() != code_has_write_barriers {
            return Err(RuntimeStartFailure::WriteBarrierMismatch {
                collector: choice,
                code_has_write_barriers,
            });
        }
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

    /// On entry from compiled code: takes in the objects it allocated inline
    /// between `cursor` and the heap's last published cursor.
    pub fn adopt_inline_allocations(
        &mut self,
        cursor: usize,
        limit: usize,
    ) -> Result<(), InvalidInlineAllocations> {
        match self {
            Self::Semispace(heap) => heap.adopt_inline_allocations(cursor, limit),
            Self::Mmtk(heap) => {
                heap.adopt_inline_allocations(cursor, limit);
                Ok(())
            }
        }
    }

    /// The allocation buffer `[cursor, limit)` compiled code may bump next.
    pub fn published_allocation_buffer(&self) -> (usize, usize) {
        match self {
            Self::Semispace(heap) => heap.published_allocation_buffer(),
            Self::Mmtk(heap) => heap.published_allocation_buffer(),
        }
    }

    /// The raw bytes of `reference` if it is an object of the heap.
    pub fn object_raw_bytes(&self, reference: u64) -> Option<&[u8]> {
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
