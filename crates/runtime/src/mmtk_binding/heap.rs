//! [`MmtkHeap`]: what the runtime asks of MMTk — allocation, collection,
//! object validation, the write barrier's slow path — and the allocation
//! buffer compiled code bumps inline (`docs/collectors.md`).
//!
//! The allocation buffer (`gc_allocation_buffer`) mirrors the bump pointer of
//! the thread's default MMTk allocator (a `BumpAllocator` in copying spaces,
//! an `ImmixAllocator` in Immix spaces). On each runtime entry
//! ([`MmtkHeap::adopt_inline_allocations`]) the buffer's cursor is written
//! back into the bump pointer (no `post_alloc` for those objects: see that
//! method); on exit
//! ([`MmtkHeap::published_allocation_buffer`]) the buffer becomes the bump
//! pointer's `[cursor, limit)`. MMTk keeps that range zero-filled for
//! every plan selected here: all their spaces are created with `zeroed` set,
//! so pages are zeroed when a space acquires them (`Space::acquire`), and the
//! Immix allocator zeroes the recyclable lines it bumps through.
//!
//! Unsafe code: writing a new object's header, and reading the raw bytes of
//! a value inside MMTk's spaces (`collection::is_heap_object`); the `Mutator` is used on the
//! owning thread inside runtime entries ([`MutatorThread`]'s invariant).

#![allow(unsafe_code)]

use super::collection::{is_heap_object, GC_WORKER_THREADS};
use super::concurrent_trigger;
use super::mutator_thread::{MutatorThread, RootSources};
use super::object_model::{object_shape, StatepointObjectModel};
use super::{to_address, StatepointVM, MMTK_INSTANCE};
use crate::collector_choice::MmtkPlan;
use crate::entry_points::gc_unlogged_bits;
use crate::fatal_error::{exit_with_runtime_error, RuntimeExitStatus};
use crate::gc_log::CollectionRecord;
use crate::object_layout::{ObjectShape, WORD_BYTES};
use mmtk::util::alloc::{AllocatorSelector, BumpAllocator, BumpPointer, ImmixAllocator};
use mmtk::util::constants::LOG_BYTES_IN_PAGE;
use mmtk::util::heap::vm_layout::VMLayout;
use mmtk::util::options::{GCTriggerSelector, PlanSelector};
use mmtk::util::{ObjectReference, VMThread};
use mmtk::vm::slot::SimpleSlot;
use mmtk::vm::ObjectModel;
use mmtk::{memory_manager, AllocationSemantics, MMTKBuilder, Mutator, MMTK};
use std::time::Instant;

/// Why MMTk cannot start.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MmtkStartFailure {
    /// The process already runs an MMTk instance (MMTk supports one).
    AlreadyRunning,
    /// MMTk refused the heap size as a fixed heap size.
    InvalidHeapSize(usize),
}

impl std::fmt::Display for MmtkStartFailure {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::AlreadyRunning => formatter.write_str("MMTk is already running in this process"),
            Self::InvalidHeapSize(bytes) => {
                write!(formatter, "MMTk refuses a fixed heap of {bytes} bytes")
            }
        }
    }
}

/// The most memory MMTk's allocators take from a space at once for small
/// objects (a 32 KiB block: `BLOCK_SIZE` of the bump allocator, an Immix
/// block); MMTk expects no request larger than its heap.
const LARGEST_BLOCK_BYTES: usize = 32 << 10;

pub struct MmtkHeap {
    mmtk: &'static MMTK<StatepointVM>,
    heap_size_bytes: usize,
    thread: Box<MutatorThread>,
    default_allocator: AllocatorSelector,
    /// Larger objects go to the large-object space.
    largest_default_object_bytes: usize,
}

impl MmtkHeap {
    /// Starts MMTk with `plan` and a fixed heap of `heap_size_bytes`, its
    /// worker threads, and a mutator for the calling thread. A generational
    /// plan collects its nursery alone, so the code must run the object
    /// barrier ([`crate::heap_collector::Collector::new`] checks).
    pub fn new(plan: MmtkPlan, heap_size_bytes: usize) -> Result<MmtkHeap, MmtkStartFailure> {
        if MMTK_INSTANCE.get().is_some() {
            return Err(MmtkStartFailure::AlreadyRunning);
        }
        let mut builder = MMTKBuilder::new_no_env_vars();
        builder.options.plan.set(match plan {
            MmtkPlan::SemiSpace => PlanSelector::SemiSpace,
            MmtkPlan::GenCopy => PlanSelector::GenCopy,
            MmtkPlan::Immix => PlanSelector::Immix,
            MmtkPlan::GenImmix => PlanSelector::GenImmix,
            MmtkPlan::StickyImmix => PlanSelector::StickyImmix,
            MmtkPlan::ConcurrentImmix => PlanSelector::ConcurrentImmix,
        });
        if !builder
            .options
            .gc_trigger
            .set(GCTriggerSelector::FixedHeapSize(heap_size_bytes))
        {
            return Err(MmtkStartFailure::InvalidHeapSize(heap_size_bytes));
        }
        if plan == MmtkPlan::ConcurrentImmix {
            // The same fixed heap (validated above), with the binding's trigger.
            concurrent_trigger::set_heap_pages(heap_size_bytes >> LOG_BYTES_IN_PAGE);
            builder.options.gc_trigger.set(GCTriggerSelector::Delegated);
        }
        builder.options.threads.set(GC_WORKER_THREADS);
        builder.set_vm_layout(heap_address_range());
        let mmtk: &'static MMTK<StatepointVM> = Box::leak(memory_manager::mmtk_init(&builder));
        MMTK_INSTANCE
            .set(mmtk)
            .map_err(|_| MmtkStartFailure::AlreadyRunning)?;
        memory_manager::initialize_collection(mmtk, VMThread::UNINITIALIZED);
        gc_unlogged_bits.store(
            Self::unlogged_bits_table_address() as u64,
            std::sync::atomic::Ordering::Relaxed,
        );
        Ok(MmtkHeap {
            mmtk,
            heap_size_bytes,
            thread: MutatorThread::bind(mmtk),
            default_allocator: memory_manager::get_allocator_mapping(
                mmtk,
                AllocationSemantics::Default,
            ),
            largest_default_object_bytes: mmtk
                .get_plan()
                .constraints()
                .max_non_los_default_alloc_bytes,
        })
    }

    /// The address of MMTk's global log-bit table (`gc_unlogged_bits`,
    /// `GLOBAL_LOG_BIT_SPEC`: side metadata, 1 bit per 8 bytes): the
    /// byte for heap address `a` is at `table + (a >> 6)`, its bit
    /// `(a >> 3) & 7`, set while the object at `a` is unlogged. Mapped for the
    /// heap's chunks by the plans with the object barrier.
    fn unlogged_bits_table_address() -> usize {
        StatepointObjectModel::GLOBAL_LOG_BIT_SPEC
            .extract_side_spec()
            .get_starting_address()
            .as_usize()
    }

    /// A zero-filled object of `shape` (the slow path of `gc_alloc`); MMTk
    /// collects first when its heap is full, finding the roots through `roots`,
    /// and ends the process when it is still full.
    pub fn allocate(&mut self, shape: ObjectShape, roots: RootSources<'_>) -> u64 {
        let bytes = shape.size_in_bytes();
        if bytes.max(LARGEST_BLOCK_BYTES) > self.heap_size_bytes {
            // MMTk would ask its spaces for more than the whole heap, which it
            // requires the binding to rule out first.
            exit_with_runtime_error(
                RuntimeExitStatus::OutOfMemory,
                format_args!(
                    "out of memory: heap limit {} bytes, {bytes} bytes requested (MMTk allocates at least {LARGEST_BLOCK_BYTES} bytes at a time)",
                    self.heap_size_bytes
                ),
            );
        }
        let semantics = if bytes > self.largest_default_object_bytes {
            AllocationSemantics::Los
        } else {
            AllocationSemantics::Default
        };
        let thread = &*self.thread;
        thread.with_root_sources(roots, || {
            // SAFETY: the owning thread inside a runtime entry.
            let mutator = unsafe { thread.mutator() };
            let address = memory_manager::alloc(mutator, bytes, WORD_BYTES, 0, semantics);
            // SAFETY: MMTk returned `bytes` of zeroed memory at `address`,
            // 8-aligned (it never returns null: out of memory ends the process).
            unsafe { address.store::<u64>(shape.header()) };
            let object = ObjectReference::from_raw_address(address)
                .expect("MMTk's allocation never returns null");
            memory_manager::post_alloc(mutator, object, bytes, semantics);
            address.as_usize() as u64
        })
    }

    /// `gc_collect`: a collection MMTk schedules at once (for generational
    /// plans it decides whether the nursery or the whole heap).
    pub fn collect(&mut self, roots: RootSources<'_>) {
        let thread = &*self.thread;
        let mmtk = self.mmtk;
        thread.with_root_sources(roots, || {
            memory_manager::handle_user_collection_request(mmtk, thread.tls());
        })
    }

    /// Runtime entry: takes in the objects compiled code allocated from the
    /// buffer `[.., limit)` up to `cursor` by moving the allocator's cursor
    /// there. A buffer that is not the allocator's current one (empty, or
    /// left from before a collection reset the allocator) is ignored.
    ///
    /// MMTk's `post_alloc` is not called for these objects: for the spaces
    /// the default allocator serves in the plans selected here (`CopySpace`,
    /// `ImmixSpace`) it only sets the valid-object bit, and the binding is
    /// built without MMTk's `vo_bit` feature (mmtk 0.33.0,
    /// `initialize_object_metadata` of `copyspace.rs` and
    /// `immix/immixspace.rs`). This is MMTk's documented inline fast path
    /// (porting guide, "Optimizing Allocation").
    pub fn adopt_inline_allocations(&mut self, cursor: usize, limit: usize) {
        // SAFETY: the owning thread inside a runtime entry.
        let mutator = unsafe { self.thread.mutator() };
        let bump_pointer = default_bump_pointer(mutator, self.default_allocator);
        if limit == 0 || limit != bump_pointer.limit.as_usize() {
            return;
        }
        if (bump_pointer.cursor.as_usize()..=limit).contains(&cursor) {
            bump_pointer.cursor = to_address(cursor);
        }
    }

    /// Runtime exit: the allocator's bump range `[cursor, limit)`, which
    /// compiled code may bump next.
    pub fn published_allocation_buffer(&self) -> (usize, usize) {
        // SAFETY: the owning thread inside a runtime entry.
        let mutator = unsafe { self.thread.mutator() };
        let bump_pointer = default_bump_pointer(mutator, self.default_allocator);
        (
            bump_pointer.cursor.as_usize(),
            bump_pointer.limit.as_usize(),
        )
    }

    /// The raw bytes of `reference` if it is an object of this heap.
    pub fn object_raw_bytes(&self, reference: u64) -> Option<&[u8]> {
        if !is_heap_object(reference) {
            return None;
        }
        let object = ObjectReference::from_raw_address(to_address(reference as usize))?;
        let shape = object_shape(object);
        let last_word = reference + shape.size_in_bytes() as u64 - WORD_BYTES as u64;
        if !is_heap_object(last_word) {
            return None;
        }
        // SAFETY: the header and the last word lie in MMTk's spaces, which
        // are mapped where MMTk allocated (a value that is not an object start
        // reads a header that is not one, but not outside the heap); nothing
        // collects while the slice lives (it borrows the heap).
        Some(unsafe {
            std::slice::from_raw_parts(
                (reference as usize + shape.raw_bytes_offset()) as *const u8,
                shape.raw_byte_count as usize,
            )
        })
    }

    /// `gc_write_barrier_slow(object)`: logs `object` (clears its unlogged
    /// bit) and remembers it through MMTk's object barrier, as the slow path
    /// of a field write. Never collects.
    pub fn remember(&mut self, object: u64) {
        let Some(object) = ObjectReference::from_raw_address(to_address(object as usize)) else {
            return;
        };
        // SAFETY: the owning thread inside a runtime call.
        let mutator = unsafe { self.thread.mutator() };
        // The object-remembering barrier ignores the slot and target; the
        // header word stands for "some field of the object".
        mutator.barrier.object_reference_write_slow(
            object,
            SimpleSlot::from_address(object.to_raw_address()),
            None,
        );
    }

    /// The collections this thread waited for since the last call, oldest
    /// first, each with when it ended.
    pub fn take_collection_records(&self) -> Vec<(CollectionRecord, Instant)> {
        self.thread.take_collection_records()
    }
}

/// Where MMTk reserves its spaces: from 32 TiB up to 64 TiB, 4 TiB each,
/// instead of MMTk's default 2 TiB to 34 TiB, 2 TiB each. MMTk reserves the
/// start of each space with `MAP_FIXED_NOREPLACE` when it starts and fails if
/// anything is mapped there already, and mimalloc (the allocator of the
/// `statepoint` binary, which runs programs in process) places its segments
/// at randomized hint addresses from 2 TiB to 30 TiB (`MI_HINT_BASE`,
/// `MI_HINT_MAX` in its `os.c`): with the default range, MMTk failed to start
/// with `EEXIST` about once in a few hundred runs. Mappings without a hint
/// the kernel places top-down from the top of the user address space
/// (128 TiB on x86-64), far above. MMTk finds a space by `address >>
/// log_space_extent`, an index into 16 slots, so the range must end at or
/// below 16 space extents: with 4 TiB spaces, 64 TiB, which leaves 8 spaces
/// (the plans here create at most 6).
fn heap_address_range() -> VMLayout {
    const TIB: usize = 1 << 40;
    VMLayout {
        heap_start: to_address(32 * TIB),
        heap_end: to_address(64 * TIB),
        log_space_extent: 42,
        ..VMLayout::new_64bit()
    }
}

/// The bump pointer of the thread's default allocator.
fn default_bump_pointer(
    mutator: &mut Mutator<StatepointVM>,
    selector: AllocatorSelector,
) -> &mut BumpPointer {
    // SAFETY: `selector` is the plan's mapping of the default semantics
    // (`get_allocator_mapping`), and its variant says the allocator's type.
    unsafe {
        match selector {
            AllocatorSelector::BumpPointer(_) => {
                &mut mutator
                    .allocator_impl_mut::<BumpAllocator<StatepointVM>>(selector)
                    .bump_pointer
            }
            AllocatorSelector::Immix(_) => {
                &mut mutator
                    .allocator_impl_mut::<ImmixAllocator<StatepointVM>>(selector)
                    .bump_pointer
            }
            other => unreachable!("the runtime's plans bump-allocate by default, not {other:?}"),
        }
    }
}
