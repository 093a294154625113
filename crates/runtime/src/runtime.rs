//! The runtime as one value: configuration, heap, registered call sites and
//! global roots, collection reports (statistics and the GC log). The C entry points reach the process's instance
//! through [`crate::process_runtime`]; each operation here returns its failure
//! as a [`RuntimeError`] for the caller to report.
//!
//! Invariant: every root of the program is either a frame word named by a
//! registered call site of a frame on the walked stack, or a registered global.

use crate::allocation_buffer::AllocationBuffer;
use crate::call_site_table::{CallSiteTable, StackMapRegistrationError};
use crate::collection_reports::CollectionReports;
use crate::collector::{collect_garbage, CollectionFailure, RootPair};
use crate::collector_choice::CollectorChoice;
use crate::configuration::RuntimeConfiguration;
use crate::deopt_state::{deopt_frames, frame_at, DeoptReadError, DeoptValue};
use crate::fatal_error::RuntimeExitStatus;
use crate::frame_walker::{gather_stack_root_pairs, FrameWordOutsideStack, RuntimeEntryFrame};
use crate::gc_log::{CollectionKind, CollectionRecord, GcLog, GcLogError};
use crate::heap_collector::{Collector, RuntimeStartFailure};
use crate::heap_verifier::{verify_heap_and_roots, VerificationFailure};
use crate::machine_stack::StackBounds;
use crate::mmtk_binding::RootSources;
use crate::object_layout::{InvalidObjectShape, ObjectShape};
use crate::semispace_heap::{InvalidInlineAllocations, SemispaceHeap};
use crate::statistics::CollectionStatistics;
use crate::word_slot::WordSlot;
use std::sync::atomic::{AtomicI32, Ordering};
use std::time::Instant;

#[derive(Debug)]
pub enum RuntimeError {
    InvalidAllocation(InvalidObjectShape),
    Collection(CollectionFailure),
    FrameWordOutsideStack(FrameWordOutsideStack),
    Verification(VerificationFailure),
    StackMapRegistration(StackMapRegistrationError),
    InvalidReferenceArgument { function: &'static str, value: u64 },
    Deopt(DeoptReadError),
    GcLog(GcLogError),
    InvalidInlineAllocations(InvalidInlineAllocations),
}

impl RuntimeError {
    pub fn exit_status(&self) -> RuntimeExitStatus {
        match self {
            Self::Collection(CollectionFailure::OutOfMemory(_)) => RuntimeExitStatus::OutOfMemory,
            Self::Collection(
                CollectionFailure::InvalidRoot { .. } | CollectionFailure::InvalidHeapField(_),
            )
            | Self::Verification(_)
            | Self::InvalidInlineAllocations(_) => RuntimeExitStatus::InvalidReference,
            _ => RuntimeExitStatus::InvalidUse,
        }
    }
}

impl std::fmt::Display for RuntimeError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::InvalidAllocation(shape) => write!(formatter, "gc_alloc: {shape}"),
            Self::Collection(failure) => failure.fmt(formatter),
            Self::FrameWordOutsideStack(outside) => write!(
                formatter,
                "the stack map of the call site returning to {:#x} names {:?}, outside the live stack",
                outside.return_address, outside.word
            ),
            Self::Verification(failure) => failure.fmt(formatter),
            Self::StackMapRegistration(error) => error.fmt(formatter),
            Self::InvalidReferenceArgument { function, value } => write!(
                formatter,
                "{function}: argument {value:#x} is not null and not a reference to an object"
            ),
            Self::Deopt(error) => error.fmt(formatter),
            Self::GcLog(error) => error.fmt(formatter),
            Self::InvalidInlineAllocations(invalid) => invalid.fmt(formatter),
        }
    }
}

/// What [`Runtime::deopt_frame_facts`] tells of a frame.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DeoptFrameFacts {
    pub function_address: u64,
    pub statepoint_id: u64,
    pub return_address: u64,
    pub value_count: usize,
}

pub struct Runtime {
    configuration: RuntimeConfiguration,
    collector: Collector,
    call_sites: CallSiteTable,
    global_roots: Vec<WordSlot>,
    stack_bounds: StackBounds,
    poll_flag: &'static AtomicI32,
    reports: CollectionReports,
    root_pairs: Vec<RootPair>,
    relocations: Vec<(WordSlot, u64)>,
    warned_about_missing_stack_maps: bool,
}

impl Runtime {
    /// A runtime for the calling thread's stack. In stress mode `poll_flag`
    /// is set now and stays set.
    pub fn new(
        configuration: RuntimeConfiguration,
        poll_flag: &'static AtomicI32,
    ) -> Result<Runtime, RuntimeStartFailure> {
        let gc_log = configuration
            .gc_log_path
            .as_deref()
            .map(GcLog::create)
            .transpose()
            .map_err(RuntimeStartFailure::GcLog)?;
        let collector_name = configuration.collector.name();
        let copies_counted = configuration.collector == CollectorChoice::Semispace;
        let runtime = Runtime {
            collector: Collector::new(
                configuration.collector,
                configuration.heap_size_bytes,
                configuration.stress,
                configuration.verify,
                configuration.code_has_write_barriers,
            )?,
            call_sites: CallSiteTable::default(),
            global_roots: Vec::new(),
            stack_bounds: StackBounds::of_current_thread()
                .map_err(RuntimeStartFailure::StackBounds)?,
            poll_flag,
            reports: CollectionReports::new(collector_name, copies_counted, gc_log),
            root_pairs: Vec::new(),
            relocations: Vec::new(),
            warned_about_missing_stack_maps: false,
            configuration,
        };
        if runtime.configuration.stress {
            poll_flag.store(1, Ordering::Relaxed);
        }
        Ok(runtime)
    }

    pub fn configuration(&self) -> &RuntimeConfiguration {
        &self.configuration
    }

    /// The semispace heap, when it is the collector.
    pub fn semispace_heap(&self) -> Option<&SemispaceHeap> {
        match &self.collector {
            Collector::Semispace(heap) => Some(heap),
            Collector::Mmtk(_) => None,
        }
    }

    pub fn statistics(&self) -> &CollectionStatistics {
        self.reports.statistics()
    }

    /// Writes the GC log's buffered lines (at exit, or before a fatal error).
    pub fn flush_gc_log(&mut self) -> Result<(), RuntimeError> {
        self.reports.flush_log().map_err(RuntimeError::GcLog)
    }

    /// Adds the call sites of a `.llvm_stackmaps` section; returns how many.
    pub fn register_stack_map_section(&mut self, bytes: &[u8]) -> Result<usize, RuntimeError> {
        self.call_sites
            .register_stack_map_section(bytes)
            .map_err(RuntimeError::StackMapRegistration)
    }

    /// Adds globals holding references; registering one twice is harmless.
    pub fn register_global_roots(&mut self, slots: impl IntoIterator<Item = WordSlot>) {
        self.global_roots.extend(slots);
        self.global_roots.sort_unstable();
        self.global_roots.dedup();
    }

    /// On entry from compiled code: takes in the objects it allocated inline
    /// from `buffer` since [`Runtime::return_to_compiled_code`].
    pub fn enter_from_compiled_code(
        &mut self,
        buffer: &AllocationBuffer,
    ) -> Result<(), RuntimeError> {
        let (cursor, limit) = buffer.bounds();
        self.collector
            .adopt_inline_allocations(cursor, limit)
            .map_err(RuntimeError::InvalidInlineAllocations)
    }

    /// On return to compiled code (and once the runtime is created): gives it
    /// the heap's allocation buffer.
    pub fn return_to_compiled_code(&self, buffer: &AllocationBuffer) {
        let (cursor, limit) = self.collector.published_allocation_buffer();
        buffer.set_bounds(cursor, limit);
    }

    /// `gc_alloc`: a zero-filled object, collecting first when the allocation
    /// budget is spent (always, in stress mode).
    pub fn allocate(
        &mut self,
        requested_reference_count: i64,
        requested_raw_byte_count: i64,
        entry: RuntimeEntryFrame,
    ) -> Result<u64, RuntimeError> {
        let shape = ObjectShape::from_allocation_request(
            requested_reference_count,
            requested_raw_byte_count,
        )
        .map_err(RuntimeError::InvalidAllocation)?;
        let heap = match &mut self.collector {
            Collector::Semispace(heap) => heap,
            Collector::Mmtk(heap) => {
                let roots = RootSources {
                    entry,
                    stack_bounds: self.stack_bounds,
                    call_sites: &self.call_sites,
                    global_roots: &self.global_roots,
                };
                let address = heap.allocate(shape, roots);
                self.report_mmtk_collections()?;
                return Ok(address);
            }
        };
        if !self.configuration.stress {
            if let Some(address) = heap.try_allocate(shape) {
                return Ok(address as u64);
            }
        }
        self.collect(entry, shape.heap_footprint_bytes())?;
        let Collector::Semispace(heap) = &mut self.collector else {
            unreachable!("the collector never changes")
        };
        let address = heap
            .try_allocate(shape)
            .expect("a successful collection leaves room for the request");
        Ok(address as u64)
    }

    /// `gc_safepoint`: collects when a collection is requested (the poll flag
    /// is set), then clears the request outside stress mode.
    pub fn safepoint(&mut self, entry: RuntimeEntryFrame) -> Result<(), RuntimeError> {
        if self.poll_flag.load(Ordering::Relaxed) == 0 && !self.configuration.stress {
            return Ok(());
        }
        self.collect(entry, 0)?;
        if !self.configuration.stress {
            self.poll_flag.store(0, Ordering::Relaxed);
        }
        Ok(())
    }

    /// `gc_collect` (with no request) and the slow path of allocation: a full
    /// collection with the stack walked from `entry`, leaving room for `requested_bytes`.
    pub fn collect(
        &mut self,
        entry: RuntimeEntryFrame,
        requested_bytes: usize,
    ) -> Result<(), RuntimeError> {
        if self.call_sites.call_site_count() == 0 && !self.warned_about_missing_stack_maps {
            self.warned_about_missing_stack_maps = true;
            eprintln!(
                "statepoint-runtime: warning: collecting with no stack maps registered, so references in frames are not relocated (link with statepoint-stackmaps.ld, or call rt_register_stack_map)"
            );
        }
        let heap = match &mut self.collector {
            Collector::Semispace(heap) => heap,
            Collector::Mmtk(heap) => {
                let roots = RootSources {
                    entry,
                    stack_bounds: self.stack_bounds,
                    call_sites: &self.call_sites,
                    global_roots: &self.global_roots,
                };
                heap.collect(roots);
                return self.report_mmtk_collections();
            }
        };
        let started = Instant::now();
        let heap_bytes_before = heap.used_bytes() as u64;
        self.root_pairs.clear();
        let stack_scan = gather_stack_root_pairs(
            entry,
            self.stack_bounds,
            &self.call_sites,
            &mut self.root_pairs,
        )
        .map_err(RuntimeError::FrameWordOutsideStack)?;
        self.root_pairs
            .extend(self.global_roots.iter().copied().map(RootPair::reference));
        let evacuation = collect_garbage(
            heap,
            &self.root_pairs,
            requested_bytes,
            &mut self.relocations,
        )
        .map_err(RuntimeError::Collection)?;
        let record = CollectionRecord {
            kind: CollectionKind::Full,
            pause: started.elapsed(),
            heap_bytes_before,
            heap_bytes_after: evacuation.live_bytes as u64,
            objects_copied: evacuation.objects_copied,
            bytes_copied: evacuation.bytes_copied,
            roots: self.root_pairs.len() as u64,
            frames: stack_scan.frames_walked,
            frames_with_statepoints: stack_scan.frames_with_statepoints,
        };
        self.reports
            .report(&record, Instant::now())
            .map_err(RuntimeError::GcLog)?;
        if self.configuration.verify {
            verify_heap_and_roots(heap, &self.root_pairs).map_err(RuntimeError::Verification)?;
        }
        Ok(())
    }

    /// Reports the collections the MMTk heap's mutator waited for since the
    /// last report.
    fn report_mmtk_collections(&mut self) -> Result<(), RuntimeError> {
        let Collector::Mmtk(heap) = &self.collector else {
            return Ok(());
        };
        for (record, ended) in heap.take_collection_records() {
            self.reports
                .report(&record, ended)
                .map_err(RuntimeError::GcLog)?;
        }
        Ok(())
    }

    /// How many frames with statepoints are active from `entry`'s caller outward.
    pub fn deopt_frame_count(&self, entry: RuntimeEntryFrame) -> usize {
        deopt_frames(entry, self.stack_bounds, |address| {
            self.call_sites.deopt_state_at(address)
        })
        .len()
    }

    /// `what` of frame `frame` (0: `entry`'s caller) among the frames with
    /// statepoints: its function address, statepoint ID, return address and
    /// deopt value count, read now.
    pub fn deopt_frame_facts(
        &self,
        entry: RuntimeEntryFrame,
        frame: i64,
    ) -> Result<DeoptFrameFacts, RuntimeError> {
        let frames = deopt_frames(entry, self.stack_bounds, |address| {
            self.call_sites.deopt_state_at(address)
        });
        let found = frame_at(&frames, frame).map_err(RuntimeError::Deopt)?;
        Ok(DeoptFrameFacts {
            function_address: found.function_address,
            statepoint_id: found.statepoint_id,
            return_address: found.return_address,
            value_count: found.locations.len(),
        })
    }

    /// Deopt value `index` of frame `frame` (0: `entry`'s caller), read from
    /// the live stack now (a GC pointer reads as the current reference).
    pub fn deopt_value(
        &self,
        entry: RuntimeEntryFrame,
        frame: i64,
        index: i64,
    ) -> Result<DeoptValue, RuntimeError> {
        let frames = deopt_frames(entry, self.stack_bounds, |address| {
            self.call_sites.deopt_state_at(address)
        });
        frame_at(&frames, frame)
            .and_then(|found| found.read_value(self.stack_bounds, frame, index))
            .map_err(RuntimeError::Deopt)
    }

    /// The raw bytes `rt_print_str` prints: none for null, the object's `B`
    /// bytes for a reference, an error for anything else.
    pub fn printable_raw_bytes(&self, reference: u64) -> Result<&[u8], RuntimeError> {
        if reference == 0 {
            return Ok(&[]);
        }
        self.collector
            .object_raw_bytes(reference)
            .ok_or(RuntimeError::InvalidReferenceArgument {
                function: "rt_print_str",
                value: reference,
            })
    }

    /// `gc_write_barrier_slow`: remembers `object`, a reference compiled code
    /// is about to store into while it is unlogged. Never collects.
    pub fn remember_for_write_barrier(&mut self, object: u64) {
        self.collector.remember(object);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::word_slot::TestRootWords;

    /// An entry frame outside the stack: the walk finds no frames, so the
    /// registered globals are the only roots.
    const NO_FRAMES: RuntimeEntryFrame = RuntimeEntryFrame {
        stack_pointer_at_entry: 0,
        caller_frame_pointer: 0,
    };

    fn runtime(stress: bool, heap_size_bytes: usize, poll_flag: &'static AtomicI32) -> Runtime {
        let configuration = RuntimeConfiguration {
            stress,
            verify: true,
            print_statistics_at_exit: false,
            heap_size_bytes,
            collector: Default::default(),
            gc_log_path: None,
            code_has_write_barriers: false,
        };
        Runtime::new(configuration, poll_flag).unwrap()
    }

    /// Allocates a node (one reference, 8 raw bytes) in front of the global list.
    fn push(runtime: &mut Runtime, global: WordSlot, value: u64) -> Result<(), RuntimeError> {
        let node = runtime.allocate(1, 8, NO_FRAMES)?;
        let heap = runtime.semispace_heap().unwrap();
        heap.set_word(
            ObjectShape::reference_field_address(node as usize, 0),
            global.read(),
        );
        heap.set_word(node as usize + 16, value);
        global.write(node);
        Ok(())
    }

    fn list_sum(runtime: &Runtime, mut node: u64) -> u64 {
        let mut sum = 0;
        while node != 0 {
            sum += runtime.semispace_heap().unwrap().word(node as usize + 16);
            node = runtime.semispace_heap().unwrap().word(node as usize + 8);
        }
        sum
    }

    #[test]
    fn globals_keep_a_list_alive_through_budget_triggered_collections() {
        static POLL_FLAG: AtomicI32 = AtomicI32::new(0);
        let mut runtime = runtime(false, 64 << 10, &POLL_FLAG);
        let globals = TestRootWords::new(&[0]);
        runtime.register_global_roots([globals.slot(0), globals.slot(0)]);
        for value in 1..=100 {
            push(&mut runtime, globals.slot(0), value).unwrap();
            for _ in 0..100 {
                runtime.allocate(0, 40, NO_FRAMES).unwrap();
            }
        }
        assert_eq!(list_sum(&runtime, globals.slot(0).read()), 5050);
        let statistics = runtime.statistics();
        assert!(statistics.collections > 0);
        assert_eq!(statistics.frames_scanned, 0);
        assert_eq!(
            statistics.roots_scanned, statistics.collections,
            "one global, registered twice"
        );
    }

    /// Bump-allocates an object of `references` and `raw_bytes` from `buffer`
    /// as compiled code does inline (header store only); `None` when the
    /// buffer has no room for it.
    fn allocate_inline(
        runtime: &Runtime,
        buffer: &AllocationBuffer,
        references: i64,
        raw_bytes: i64,
    ) -> Option<usize> {
        let (cursor, limit) = buffer.bounds();
        let shape = ObjectShape::from_allocation_request(references, raw_bytes).unwrap();
        let end = cursor + shape.heap_footprint_bytes();
        if end > limit {
            return None;
        }
        buffer.set_bounds(end, limit);
        runtime
            .semispace_heap()
            .unwrap()
            .set_buffer_word(cursor, shape.header());
        Some(cursor)
    }

    /// Allocates a node in front of the global list inline, and some garbage
    /// if there is room left; false when the buffer has no room for the node.
    fn push_inline(
        runtime: &Runtime,
        buffer: &AllocationBuffer,
        global: WordSlot,
        value: u64,
    ) -> bool {
        let Some(node) = allocate_inline(runtime, buffer, 1, 8) else {
            return false;
        };
        let heap = runtime.semispace_heap().unwrap();
        heap.set_buffer_word(node + 8, global.read());
        heap.set_buffer_word(node + 16, value);
        global.write(node as u64);
        allocate_inline(runtime, buffer, 0, 200);
        true
    }

    #[test]
    fn objects_allocated_inline_are_taken_in_at_entry_and_survive_collections() {
        static POLL_FLAG: AtomicI32 = AtomicI32::new(0);
        let mut runtime = runtime(false, 128 << 10, &POLL_FLAG);
        let globals = TestRootWords::new(&[0]);
        runtime.register_global_roots([globals.slot(0)]);
        let buffer = AllocationBuffer::empty();
        runtime.return_to_compiled_code(&buffer);
        let mut inline_pushes = 0;
        for value in 1..=1000 {
            if push_inline(&runtime, &buffer, globals.slot(0), value) {
                inline_pushes += 1;
            } else {
                // The slow path: the runtime call of compiled code, then garbage.
                runtime.enter_from_compiled_code(&buffer).unwrap();
                push(&mut runtime, globals.slot(0), value).unwrap();
                runtime.return_to_compiled_code(&buffer);
            }
        }
        runtime.enter_from_compiled_code(&buffer).unwrap();
        let copied_before = runtime.statistics().objects_copied;
        runtime.collect(NO_FRAMES, 0).unwrap();
        assert_eq!(
            runtime.statistics().objects_copied - copied_before,
            1000,
            "the list alone survives"
        );
        assert_eq!(list_sum(&runtime, globals.slot(0).read()), 500500);
        assert!(inline_pushes > 900, "{inline_pushes}");
        assert!(runtime.statistics().collections > 1);
    }

    #[test]
    fn a_corrupted_allocation_buffer_is_an_invalid_reference_error() {
        static POLL_FLAG: AtomicI32 = AtomicI32::new(0);
        let mut runtime = runtime(false, 64 << 10, &POLL_FLAG);
        runtime.allocate(0, 8, NO_FRAMES).unwrap();
        let buffer = AllocationBuffer::empty();
        runtime.return_to_compiled_code(&buffer);
        let (cursor, limit) = buffer.bounds();
        buffer.set_bounds(cursor, limit + 8);
        let error = runtime.enter_from_compiled_code(&buffer).unwrap_err();
        assert_eq!(error.exit_status(), RuntimeExitStatus::InvalidReference);
        assert!(
            error
                .to_string()
                .starts_with("gc_allocation_buffer holds cursor"),
            "{error}"
        );
    }

    #[test]
    fn a_safepoint_collects_only_on_request_outside_stress_mode() {
        static POLL_FLAG: AtomicI32 = AtomicI32::new(0);
        let mut runtime = runtime(false, 64 << 10, &POLL_FLAG);
        runtime.safepoint(NO_FRAMES).unwrap();
        assert_eq!(runtime.statistics().collections, 0);
        POLL_FLAG.store(1, Ordering::Relaxed);
        runtime.safepoint(NO_FRAMES).unwrap();
        assert_eq!(runtime.statistics().collections, 1);
        assert_eq!(POLL_FLAG.load(Ordering::Relaxed), 0);
    }

    #[test]
    fn stress_mode_collects_at_every_entry_and_keeps_the_poll_flag_set() {
        static POLL_FLAG: AtomicI32 = AtomicI32::new(0);
        let mut runtime = runtime(true, 64 << 10, &POLL_FLAG);
        assert_eq!(POLL_FLAG.load(Ordering::Relaxed), 1);
        let globals = TestRootWords::new(&[0]);
        runtime.register_global_roots([globals.slot(0)]);
        for value in 1..=10 {
            push(&mut runtime, globals.slot(0), value).unwrap();
        }
        runtime.safepoint(NO_FRAMES).unwrap();
        runtime.collect(NO_FRAMES, 0).unwrap();
        assert_eq!(runtime.statistics().collections, 12);
        assert_eq!(
            runtime.statistics().objects_copied,
            (0..10).sum::<u64>() + 10 + 10
        );
        assert_eq!(POLL_FLAG.load(Ordering::Relaxed), 1);
        assert_eq!(list_sum(&runtime, globals.slot(0).read()), 55);
    }

    #[test]
    fn failures_carry_their_exit_status() {
        static POLL_FLAG: AtomicI32 = AtomicI32::new(0);
        let mut runtime = runtime(false, 4096, &POLL_FLAG);
        for _ in 0..1000 {
            runtime
                .allocate(1, 8, NO_FRAMES)
                .expect("garbage alone never exhausts the heap");
        }
        let globals = TestRootWords::new(&[0]);
        runtime.register_global_roots([globals.slot(0)]);
        let error = (0..)
            .find_map(|value| push(&mut runtime, globals.slot(0), value).err())
            .unwrap();
        assert_eq!(error.exit_status(), RuntimeExitStatus::OutOfMemory);
        assert!(
            error
                .to_string()
                .starts_with("out of memory: heap limit 4096 bytes"),
            "{error}"
        );
        let invalid_shape = runtime.allocate(-1, 0, NO_FRAMES).unwrap_err();
        assert_eq!(invalid_shape.exit_status(), RuntimeExitStatus::InvalidUse);
        assert!(runtime.printable_raw_bytes(0).unwrap().is_empty());
        let interior = globals.slot(0).read() + 8;
        let not_an_object = runtime.printable_raw_bytes(interior).unwrap_err();
        assert_eq!(not_an_object.exit_status(), RuntimeExitStatus::InvalidUse);
    }
}
