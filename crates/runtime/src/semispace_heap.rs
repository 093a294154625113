//! The semispace heap: bump allocation in the current space, and evacuation
//! (Cheney's copying) into the next space of a fixed rotation.
//!
//! The heap is two spaces used in turn, or three when evacuated spaces are
//! protected (stress and verify modes). Each space is reserved once, at the heap
//! limit rounded up to whole pages, and reused: after start-up nothing is mapped,
//! unmapped or discarded, and without protection no system call is made at all.
//!
//! Invariants:
//! * Objects lie back to back from a space's `start` to its `top`, each
//!   [`ObjectShape::heap_footprint_bytes`] long, so a space can be walked.
//! * Allocation bumps a cursor (the current space's `top`) through an
//!   allocation buffer that ends at `buffer_limit`; every byte of the buffer
//!   from `top` on is zero, so a bump allocation is zero-filled without
//!   writing it. When the buffer is spent, the next [`ALLOCATION_BUFFER_BYTES`]
//!   (at most up to `budget_limit`, where a collection is due) are zeroed
//!   and become the buffer: zeroing happens just before use, out of the pause.
//! * Every byte of a space at or above its `dirty_end` is zero (never written
//!   since it was mapped), so only what earlier use of the space dirtied is
//!   ever zeroed.
//! * Compiled code bump-allocates inline from the buffer the heap publishes
//!   ([`SemispaceHeap::published_allocation_buffer`]: `[top, buffer_limit)`,
//!   empty in stress mode) between two runtime calls; the runtime hands the
//!   cursor back on entry ([`SemispaceHeap::adopt_inline_allocations`]), which
//!   checks that it lies in that buffer, records `[top, cursor)` as an
//!   unmarked run and makes the cursor the new `top`. So whenever the heap is
//!   used, the invariants here hold.
//! * A space's object-start bitmap marks exactly its objects (none while the
//!   space is not current), except those of its unmarked runs: disjoint runs
//!   of objects allocated inline, in address order, below `top`. The first
//!   question about an address in a run walks the run's headers and marks its
//!   objects (a header that is forwarded or overruns the run ends the walk,
//!   so what follows it is no object: references to it are reported, never
//!   followed); the run is then empty. Objects are forwarded only once known
//!   to be objects, so a run is walked before any object in it is forwarded.
//!   So only runs holding an object someone asks about are ever walked, and
//!   adopting a buffer costs nothing per object.
//! * `top - start` never exceeds the heap limit (`capacity_bytes`).
//! * With [`HeapPolicy::protect_evacuated_spaces`], every space but the current
//!   one is `PROT_NONE`, and the current one is accessible up to the page
//!   boundary at or above the allocation limit (a single `mprotect` per space
//!   and collection). An evacuated space is protected as its collection ends
//!   and becomes to-space again two collections later, so a stale reference
//!   into it faults on any use in between.

use crate::mapped_memory::{copy_words_between_regions, round_up_to_pages, Access, MappedRegion};
use crate::object_layout::{ObjectShape, FORWARDED_HEADER, WORD_BYTES};
use crate::object_start_bitmap::ObjectStartBitmap;
use std::cell::RefCell;
use std::io;
use std::ops::Range;

/// The fewest bytes allocated between two collections outside stress mode.
pub const MINIMUM_ALLOCATION_BUDGET_BYTES: usize = 4 << 20;

/// Outside stress mode, bytes allocated between collections per byte that
/// survived the last one, so copying costs at most a quarter of a byte per
/// byte allocated, for a heap of up to about six times the live bytes (the
/// live bytes, the budget, and the copy reserve). Binary trees at depth 21
/// took 30% less CPU time than at 2 bytes per live byte (38 collections
/// instead of 74), GCBench 18% less; 8 saved little more CPU time, spent in
/// first-touch page faults, for half as much memory again.
pub const ALLOCATION_BUDGET_PER_LIVE_BYTE: usize = 4;

/// Bytes zeroed at a time for bump allocation (outside stress mode, whose
/// budget is one object).
pub const ALLOCATION_BUFFER_BYTES: usize = 32 << 10;

/// Spaces in rotation when evacuated spaces are protected: the current one,
/// the one just evacuated, and the one evacuated before it.
const PROTECTED_ROTATION_SPACES: usize = 3;

/// How the heap treats evacuated spaces and sizes allocation budgets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeapPolicy {
    /// Keep every space but the current one `PROT_NONE` (stress and verify modes).
    pub protect_evacuated_spaces: bool,
    /// Leave room for just the pending request after a collection (stress mode,
    /// which collects at every allocation); otherwise the budget grows with
    /// the live bytes.
    pub minimal_allocation_budget: bool,
}

impl HeapPolicy {
    /// The policy of the runtime's modes: protection in stress and verify
    /// modes, minimal budgets in stress mode.
    pub fn of_modes(stress: bool, verify: bool) -> HeapPolicy {
        HeapPolicy {
            protect_evacuated_spaces: stress || verify,
            minimal_allocation_budget: stress,
        }
    }

    #[cfg(test)]
    pub const NORMAL: HeapPolicy = HeapPolicy {
        protect_evacuated_spaces: false,
        minimal_allocation_budget: false,
    };
    #[cfg(test)]
    pub const VERIFY: HeapPolicy = HeapPolicy {
        protect_evacuated_spaces: true,
        minimal_allocation_budget: false,
    };
    #[cfg(test)]
    pub const STRESS: HeapPolicy = HeapPolicy {
        protect_evacuated_spaces: true,
        minimal_allocation_budget: true,
    };
}

/// The live objects and the pending request do not fit in the heap limit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OutOfMemory {
    pub heap_limit_bytes: usize,
    pub live_bytes: usize,
    pub requested_bytes: usize,
}

/// A value found where a reference must be is not null and not the start of an
/// object in from-space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotAnObjectReference {
    pub value: u64,
}

/// The cursor and limit compiled code hands back do not lie in the buffer the
/// heap published (a corrupted `gc_allocation_buffer`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvalidInlineAllocations {
    pub cursor: usize,
    pub limit: usize,
    /// The buffer the heap published: `top..buffer_limit`.
    pub published: (usize, usize),
}

impl std::fmt::Display for InvalidInlineAllocations {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let (top, limit) = self.published;
        write!(
            formatter,
            "gc_allocation_buffer holds cursor {:#x} and limit {:#x}, but the runtime gave out \
             [{top:#x}, {limit:#x}) (the cursor must stay 8-aligned in it, the limit unchanged)",
            self.cursor, self.limit
        )
    }
}

/// A reference field of a copied object holds something other than a reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvalidHeapField {
    /// The object's address in to-space.
    pub object_address: usize,
    pub field_index: usize,
    pub value: u64,
}

#[derive(Debug)]
struct Space {
    region: MappedRegion,
    object_starts: ObjectStartBitmap,
    /// Runs of objects allocated inline whose starts are not marked yet (an
    /// emptied run stays, so that the runs stay sorted by start).
    unmarked_runs: RefCell<Vec<Range<usize>>>,
    top: usize,
    /// `[start, accessible_end)` is readable and writable (page aligned).
    accessible_end: usize,
    /// Every byte at or above this address is zero.
    dirty_end: usize,
}

impl Space {
    fn reserve(space_bytes: usize, access: Access) -> io::Result<Space> {
        let region = MappedRegion::reserve(space_bytes, access)?;
        let start = region.start();
        Ok(Space {
            accessible_end: match access {
                Access::Inaccessible => start,
                Access::ReadWrite => region.end(),
            },
            object_starts: ObjectStartBitmap::covering(space_bytes)?,
            unmarked_runs: RefCell::new(Vec::new()),
            top: start,
            dirty_end: start,
            region,
        })
    }

    fn start(&self) -> usize {
        self.region.start()
    }

    fn used_bytes(&self) -> usize {
        self.top - self.start()
    }

    fn holds_allocated_word(&self, address: usize) -> bool {
        (self.start()..self.top).contains(&address) && address.is_multiple_of(WORD_BYTES)
    }

    fn is_object_start(&self, address: usize) -> bool {
        if !self.holds_allocated_word(address) {
            return false;
        }
        let offset = address - self.start();
        self.object_starts.is_marked(offset)
            || (self.mark_unmarked_run_holding(address) && self.object_starts.is_marked(offset))
    }

    /// Marks the objects of the unmarked run holding `address` and empties
    /// the run; false if no run holds it.
    fn mark_unmarked_run_holding(&self, address: usize) -> bool {
        let mut runs = self.unmarked_runs.borrow_mut();
        let following = runs.partition_point(|run| run.start <= address);
        let Some(run) = following.checked_sub(1).map(|index| &mut runs[index]) else {
            return false;
        };
        if !run.contains(&address) {
            return false;
        }
        let mut object = run.start;
        while object < run.end {
            let header = self.region.word(object);
            if header == FORWARDED_HEADER {
                break;
            }
            let footprint = ObjectShape::from_header(header).heap_footprint_bytes();
            if footprint > run.end - object {
                break;
            }
            self.object_starts.mark(object - self.start());
            object += footprint;
        }
        run.end = run.start;
        true
    }

    /// Makes the space accessible up to `end` rounded up to pages (one
    /// `mprotect`, if that is more than already is).
    fn make_accessible_up_to(&mut self, end: usize) -> io::Result<()> {
        let end = self.start() + round_up_to_pages(end - self.start());
        if end > self.accessible_end {
            self.region
                .set_access(self.accessible_end..end, Access::ReadWrite)?;
            self.accessible_end = end;
        }
        Ok(())
    }

    /// Makes the whole space inaccessible (one `mprotect`), keeping its pages.
    fn protect(&mut self) -> io::Result<()> {
        self.region
            .set_access(self.start()..self.accessible_end, Access::Inaccessible)?;
        self.accessible_end = self.start();
        Ok(())
    }
}

#[derive(Debug)]
pub struct SemispaceHeap {
    capacity_bytes: usize,
    policy: HeapPolicy,
    /// Two spaces, or [`PROTECTED_ROTATION_SPACES`]; each collection evacuates
    /// the current one into the next.
    spaces: Vec<Space>,
    current: usize,
    /// The end of the zeroed allocation buffer above the current space's top.
    buffer_limit: usize,
    /// Allocation past this needs a collection first.
    budget_limit: usize,
}

impl SemispaceHeap {
    /// A heap holding at most `capacity_bytes` of objects (rounded down to
    /// whole words); each space reserves that rounded up to whole pages.
    pub fn new(capacity_bytes: usize, policy: HeapPolicy) -> io::Result<SemispaceHeap> {
        let capacity_bytes = capacity_bytes - capacity_bytes % WORD_BYTES;
        let space_bytes = round_up_to_pages(capacity_bytes);
        let (space_count, access) = if policy.protect_evacuated_spaces {
            (PROTECTED_ROTATION_SPACES, Access::Inaccessible)
        } else {
            (2, Access::ReadWrite)
        };
        let spaces = (0..space_count)
            .map(|_| Space::reserve(space_bytes, access))
            .collect::<io::Result<Vec<_>>>()?;
        let mut heap = SemispaceHeap {
            capacity_bytes,
            policy,
            buffer_limit: spaces[0].start(),
            budget_limit: spaces[0].start(),
            spaces,
            current: 0,
        };
        heap.open_allocation_budget(heap.allocation_budget(0, 0))?;
        Ok(heap)
    }

    pub fn capacity_bytes(&self) -> usize {
        self.capacity_bytes
    }

    pub fn used_bytes(&self) -> usize {
        self.current_space().used_bytes()
    }

    fn current_space(&self) -> &Space {
        &self.spaces[self.current]
    }

    /// The bytes that may be allocated after a collection left `live_bytes`,
    /// at least `requested_bytes` (which must fit in the limit).
    fn allocation_budget(&self, live_bytes: usize, requested_bytes: usize) -> usize {
        if self.policy.minimal_allocation_budget {
            return requested_bytes;
        }
        requested_bytes
            .max(live_bytes.saturating_mul(ALLOCATION_BUDGET_PER_LIVE_BYTE))
            .max(MINIMUM_ALLOCATION_BUDGET_BYTES)
            .min(self.capacity_bytes - live_bytes)
    }

    /// Lets the next `budget_bytes` above the current space's top be allocated
    /// before the next collection (accessible now, zeroed buffer by buffer).
    fn open_allocation_budget(&mut self, budget_bytes: usize) -> io::Result<()> {
        let space = &mut self.spaces[self.current];
        self.budget_limit = space.top + budget_bytes;
        self.buffer_limit = space.top;
        space.make_accessible_up_to(self.budget_limit)
    }

    /// Bump-allocates a zero-filled object if it fits below the collection
    /// trigger; `None` means collect first.
    #[inline]
    pub fn try_allocate(&mut self, shape: ObjectShape) -> Option<usize> {
        let footprint = shape.heap_footprint_bytes();
        if footprint > self.buffer_limit - self.spaces[self.current].top
            && !self.refill_allocation_buffer(footprint)
        {
            return None;
        }
        let space = &mut self.spaces[self.current];
        let address = space.top;
        space.region.set_word(address, shape.header());
        space.object_starts.mark(address - space.region.start());
        space.top = address + footprint;
        Some(address)
    }

    /// Zeroes a new allocation buffer of at least `footprint` bytes within the
    /// budget; false when the budget has no room for it.
    fn refill_allocation_buffer(&mut self, footprint: usize) -> bool {
        let space = &mut self.spaces[self.current];
        if footprint > self.budget_limit - space.top {
            return false;
        }
        let limit = (space.top + footprint.max(ALLOCATION_BUFFER_BYTES)).min(self.budget_limit);
        let dirty_limit = limit.min(space.dirty_end);
        if space.top < dirty_limit {
            space.region.fill_with_zeros(space.top..dirty_limit);
        }
        space.dirty_end = space.dirty_end.max(limit);
        self.buffer_limit = limit;
        true
    }

    /// The allocation buffer compiled code may bump until the next runtime
    /// call, as `(cursor, limit)`: the zeroed `[top, buffer_limit)`, or an
    /// empty one in stress mode, where every allocation must reach the runtime.
    pub fn published_allocation_buffer(&self) -> (usize, usize) {
        let top = self.current_space().top;
        if self.policy.minimal_allocation_budget {
            (top, top)
        } else {
            (top, self.buffer_limit)
        }
    }

    /// Takes in the objects compiled code allocated from the published buffer
    /// up to `cursor`, as an unmarked run: `cursor` must lie in the buffer
    /// (8-aligned) and `limit` must be unchanged; on error the heap is unchanged.
    pub fn adopt_inline_allocations(
        &mut self,
        cursor: usize,
        limit: usize,
    ) -> Result<(), InvalidInlineAllocations> {
        let (top, published_limit) = self.published_allocation_buffer();
        if limit != published_limit
            || !(top..=limit).contains(&cursor)
            || !cursor.is_multiple_of(WORD_BYTES)
        {
            return Err(InvalidInlineAllocations {
                cursor,
                limit,
                published: (top, published_limit),
            });
        }
        if cursor > top {
            let space = &mut self.spaces[self.current];
            space.unmarked_runs.get_mut().push(top..cursor);
            space.top = cursor;
        }
        Ok(())
    }

    /// Whether `address` is the start of an object in the current space.
    pub fn is_object_start(&self, address: usize) -> bool {
        self.current_space().is_object_start(address)
    }

    /// The shape of the object at `reference` in the current space, if it is one.
    pub fn object_shape(&self, reference: u64) -> Option<ObjectShape> {
        let address = usize::try_from(reference).ok()?;
        self.is_object_start(address)
            .then(|| ObjectShape::from_header(self.current_space().region.word(address)))
    }

    /// The raw bytes (exactly `B` of them) of the object at `reference`.
    pub fn object_raw_bytes(&self, reference: u64) -> Option<&[u8]> {
        let shape = self.object_shape(reference)?;
        let start = reference as usize + shape.raw_bytes_offset();
        Some(
            self.current_space()
                .region
                .bytes(start..start + shape.raw_byte_count as usize),
        )
    }

    /// Reads a word of the current space (an object's header or field).
    pub fn word(&self, address: usize) -> u64 {
        let space = self.current_space();
        assert!(space.holds_allocated_word(address));
        space.region.word(address)
    }

    /// Writes a word of the current space, as compiled code stores a field.
    #[cfg(test)]
    pub(crate) fn set_word(&self, address: usize, value: u64) {
        let space = self.current_space();
        assert!(space.holds_allocated_word(address));
        space.region.set_word(address, value);
    }

    /// Writes a word of the published allocation buffer, as compiled code
    /// initializes an object it allocated there.
    #[cfg(test)]
    pub(crate) fn set_buffer_word(&self, address: usize, value: u64) {
        let space = self.current_space();
        assert!((space.top..self.buffer_limit).contains(&address));
        assert!(address.is_multiple_of(WORD_BYTES));
        space.region.set_word(address, value);
    }

    /// The addresses the current space's objects occupy, back to back.
    pub fn current_space_objects_range(&self) -> std::ops::Range<usize> {
        let space = self.current_space();
        space.start()..space.top
    }

    /// Starts a collection: the next space of the rotation (empty) becomes the
    /// current space, and the old current space becomes from-space until
    /// [`Evacuation::finish`].
    pub fn begin_evacuation(&mut self) -> io::Result<Evacuation<'_>> {
        let from_index = self.current;
        let from_used_bytes = self.spaces[from_index].used_bytes();
        self.current = (from_index + 1) % self.spaces.len();
        let to = &mut self.spaces[self.current];
        debug_assert_eq!(to.top, to.start(), "to-space is empty");
        // Survivors never take more room than from-space holds.
        to.make_accessible_up_to(to.start() + from_used_bytes)?;
        let start = to.start();
        Ok(Evacuation {
            progress: CopyProgress {
                scan_address: start,
                copy_address: start,
                objects_copied: 0,
                bytes_copied: 0,
            },
            from_index,
            heap: self,
        })
    }
}

/// What one evacuation did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct EvacuationSummary {
    pub objects_copied: u64,
    pub bytes_copied: u64,
    pub live_bytes: usize,
}

/// A collection in progress: from-space still readable, to-space current.
pub struct Evacuation<'heap> {
    heap: &'heap mut SemispaceHeap,
    from_index: usize,
    progress: CopyProgress,
}

/// How far an evacuation has come.
#[derive(Clone, Copy, Debug)]
struct CopyProgress {
    /// Objects below this to-space address have had their fields forwarded.
    scan_address: usize,
    /// The next copy goes here (to-space's top while the evacuation lasts).
    copy_address: usize,
    objects_copied: u64,
    bytes_copied: u64,
}

/// The copying loop's view of an evacuation: the two spaces borrowed once,
/// and the progress.
struct Copier<'evacuation> {
    from: &'evacuation Space,
    to: &'evacuation Space,
    progress: &'evacuation mut CopyProgress,
}

impl Evacuation<'_> {
    fn copier(&mut self) -> Copier<'_> {
        Copier {
            from: &self.heap.spaces[self.from_index],
            to: &self.heap.spaces[self.heap.current],
            progress: &mut self.progress,
        }
    }

    /// The to-space address of the object `reference` named in from-space,
    /// copying it on first sight (null stays null).
    pub fn forward(&mut self, reference: u64) -> Result<u64, NotAnObjectReference> {
        self.copier().forward(reference)
    }

    /// Cheney's scan: forwards the reference fields of every copied object,
    /// copying what they reach, until the scan pointer meets the copy pointer.
    pub fn scan_copied_objects(&mut self) -> Result<(), InvalidHeapField> {
        self.copier().scan_copied_objects()
    }

    /// Ends the collection: from-space is emptied (and protected, if the
    /// policy says so), and the allocation budget until the next collection is
    /// set. Fails if the survivors and `requested_bytes` do not fit in the heap limit.
    pub fn finish(
        self,
        requested_bytes: usize,
    ) -> io::Result<Result<EvacuationSummary, OutOfMemory>> {
        let heap = self.heap;
        let from = &mut heap.spaces[self.from_index];
        if heap.policy.protect_evacuated_spaces {
            from.protect()?;
        }
        from.object_starts.clear(from.used_bytes());
        from.unmarked_runs.get_mut().clear();
        from.top = from.start();
        let to = &mut heap.spaces[heap.current];
        to.top = self.progress.copy_address;
        to.dirty_end = to.dirty_end.max(to.top);
        let live_bytes = to.used_bytes();
        let summary = EvacuationSummary {
            objects_copied: self.progress.objects_copied,
            bytes_copied: self.progress.bytes_copied,
            live_bytes,
        };
        if requested_bytes > heap.capacity_bytes - live_bytes {
            heap.open_allocation_budget(0)?;
            return Ok(Err(OutOfMemory {
                heap_limit_bytes: heap.capacity_bytes,
                live_bytes,
                requested_bytes,
            }));
        }
        heap.open_allocation_budget(heap.allocation_budget(live_bytes, requested_bytes))?;
        Ok(Ok(summary))
    }
}

impl Copier<'_> {
    #[inline]
    fn forward(&mut self, reference: u64) -> Result<u64, NotAnObjectReference> {
        if reference == 0 {
            return Ok(0);
        }
        let not_an_object = NotAnObjectReference { value: reference };
        let address = usize::try_from(reference).map_err(|_| not_an_object)?;
        let from = self.from;
        if !from.is_object_start(address) {
            return Err(not_an_object);
        }
        let header = from.region.word(address);
        if header == FORWARDED_HEADER {
            return Ok(from.region.word(address + WORD_BYTES));
        }
        let shape = ObjectShape::from_header(header);
        let footprint = shape.heap_footprint_bytes();
        let new_address = self.progress.copy_address;
        // The whole footprint: a one-word object's padding word is the heap's.
        copy_words_between_regions(
            &from.region,
            address,
            &self.to.region,
            new_address,
            footprint,
        );
        self.to.object_starts.mark(new_address - self.to.start());
        self.progress.copy_address = new_address + footprint;
        from.region.set_word(address, FORWARDED_HEADER);
        from.region
            .set_word(address + WORD_BYTES, new_address as u64);
        self.progress.objects_copied += 1;
        self.progress.bytes_copied += shape.size_in_bytes() as u64;
        Ok(new_address as u64)
    }

    fn scan_copied_objects(&mut self) -> Result<(), InvalidHeapField> {
        let to_region = &self.to.region;
        while self.progress.scan_address < self.progress.copy_address {
            let object_address = self.progress.scan_address;
            let shape = ObjectShape::from_header(to_region.word(object_address));
            for field_index in 0..shape.reference_count as usize {
                let field_address =
                    ObjectShape::reference_field_address(object_address, field_index);
                let value = to_region.word(field_address);
                if value != 0 {
                    let forwarded = self.forward(value).map_err(|error| InvalidHeapField {
                        object_address,
                        field_index,
                        value: error.value,
                    })?;
                    to_region.set_word(field_address, forwarded);
                }
            }
            self.progress.scan_address += shape.heap_footprint_bytes();
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(reference_count: u32, raw_byte_count: u32) -> ObjectShape {
        ObjectShape {
            reference_count,
            raw_byte_count,
        }
    }

    #[test]
    fn allocation_is_zero_filled_and_marks_object_starts() {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::NORMAL).unwrap();
        let first = heap.try_allocate(shape(2, 3)).unwrap();
        let second = heap.try_allocate(shape(0, 0)).unwrap();
        assert_eq!(second - first, 8 + 16 + 8);
        assert_eq!(heap.word(first), shape(2, 3).header());
        assert_eq!(heap.word(first + 8), 0);
        assert!(heap.is_object_start(first) && heap.is_object_start(second));
        assert!(!heap.is_object_start(first + 8));
        assert_eq!(heap.object_raw_bytes(first as u64).unwrap(), &[0, 0, 0]);
        assert_eq!(heap.current_space_objects_range(), first..second + 16);
        assert_eq!(heap.used_bytes(), 32 + 16);
    }

    /// Bump-allocates `shape` from the published buffer as compiled code does
    /// (header store only); returns the object and the new cursor.
    fn allocate_inline(heap: &SemispaceHeap, cursor: usize, shape: ObjectShape) -> usize {
        heap.set_buffer_word(cursor, shape.header());
        cursor + shape.heap_footprint_bytes()
    }

    #[test]
    fn inline_allocations_are_adopted_as_objects() {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::NORMAL).unwrap();
        let first = heap.try_allocate(shape(1, 0)).unwrap();
        let (mut cursor, limit) = heap.published_allocation_buffer();
        assert_eq!(cursor, first + 16);
        assert_eq!(limit - first, ALLOCATION_BUFFER_BYTES);
        let inline_objects: Vec<usize> = [shape(0, 0), shape(2, 5), shape(0, 0)]
            .into_iter()
            .map(|shape| {
                let object = cursor;
                cursor = allocate_inline(&heap, cursor, shape);
                object
            })
            .collect();
        heap.adopt_inline_allocations(cursor, limit).unwrap();
        assert_eq!(heap.current_space_objects_range(), first..cursor);
        for &object in &inline_objects {
            assert!(heap.is_object_start(object));
        }
        assert!(!heap.is_object_start(inline_objects[1] + 8));
        assert_eq!(
            heap.object_raw_bytes(inline_objects[1] as u64).unwrap(),
            &[0; 5]
        );
        assert_eq!(heap.try_allocate(shape(0, 8)).unwrap(), cursor);
        // Survivors keep their shape through a collection.
        let mut evacuation = heap.begin_evacuation().unwrap();
        let moved = evacuation.forward(inline_objects[1] as u64).unwrap();
        evacuation.scan_copied_objects().unwrap();
        evacuation.finish(0).unwrap().unwrap();
        assert_eq!(heap.object_shape(moved), Some(shape(2, 5)));
    }

    #[test]
    fn a_cursor_outside_the_published_buffer_is_refused() {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::NORMAL).unwrap();
        let (top, limit) = heap.published_allocation_buffer();
        assert_eq!(
            top, limit,
            "a new heap zeroes its first buffer on the first allocation"
        );
        heap.try_allocate(shape(0, 0)).unwrap();
        let (top, limit) = heap.published_allocation_buffer();
        for (cursor, given_limit) in [
            (top - 8, limit),
            (limit + 16, limit),
            (top, limit - 8),
            (top + 4, limit),
        ] {
            let error = heap
                .adopt_inline_allocations(cursor, given_limit)
                .unwrap_err();
            assert_eq!((error.cursor, error.published), (cursor, (top, limit)));
            assert!(
                error
                    .to_string()
                    .starts_with("gc_allocation_buffer holds cursor"),
                "{error}"
            );
            assert_eq!(heap.current_space_objects_range().end, top, "unchanged");
        }
        heap.adopt_inline_allocations(top, limit).unwrap();
        heap.adopt_inline_allocations(limit, limit).unwrap();
        assert_eq!(heap.published_allocation_buffer(), (limit, limit));
    }

    #[test]
    fn a_run_walks_only_as_far_as_its_headers_fit() {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::NORMAL).unwrap();
        heap.try_allocate(shape(0, 0)).unwrap();
        let (first, limit) = heap.published_allocation_buffer();
        let after_first = allocate_inline(&heap, first, shape(2, 0));
        let after_second = allocate_inline(&heap, after_first, shape(0, 40));
        // The second object's header claims more than the run holds.
        heap.adopt_inline_allocations(after_second - 8, limit)
            .unwrap();
        assert!(!heap.is_object_start(first + 8), "inside the first object");
        assert!(heap.is_object_start(first));
        assert!(!heap.is_object_start(after_first), "overruns the run");
        assert_eq!(heap.object_shape(first as u64), Some(shape(2, 0)));
        let mut evacuation = heap.begin_evacuation().unwrap();
        let forwarded = evacuation.forward(first as u64).unwrap();
        assert_eq!(evacuation.forward(first as u64).unwrap(), forwarded);
        evacuation.scan_copied_objects().unwrap();
        evacuation.finish(0).unwrap().unwrap();
        // A forwarded header (a stale one, or corruption) ends a walk too.
        heap.try_allocate(shape(0, 0)).unwrap();
        let (first, limit) = heap.published_allocation_buffer();
        let after_first = allocate_inline(&heap, first, shape(1, 0));
        heap.set_buffer_word(after_first, FORWARDED_HEADER);
        heap.adopt_inline_allocations(after_first + 16, limit)
            .unwrap();
        assert!(!heap.is_object_start(after_first));
        assert!(heap.is_object_start(first));
    }

    #[test]
    fn stress_heaps_publish_an_empty_buffer() {
        let mut heap = SemispaceHeap::new(1 << 16, HeapPolicy::STRESS).unwrap();
        heap.begin_evacuation()
            .unwrap()
            .finish(16)
            .unwrap()
            .unwrap();
        let object = heap.try_allocate(shape(1, 0)).unwrap();
        assert_eq!(
            heap.published_allocation_buffer(),
            (object + 16, object + 16)
        );
        let mut verify = SemispaceHeap::new(1 << 16, HeapPolicy::VERIFY).unwrap();
        let object = verify.try_allocate(shape(1, 0)).unwrap();
        let (cursor, limit) = verify.published_allocation_buffer();
        assert_eq!(cursor, object + 16);
        assert!(limit > cursor, "verify mode alone allocates inline");
    }

    #[test]
    fn allocation_stops_at_the_budget_and_evacuation_frees_the_rest() {
        let mut heap = SemispaceHeap::new(1 << 16, HeapPolicy::NORMAL).unwrap();
        let mut kept = 0;
        while let Some(address) = heap.try_allocate(shape(0, 8)) {
            kept = address;
        }
        assert_eq!(heap.used_bytes(), 1 << 16);
        let mut evacuation = heap.begin_evacuation().unwrap();
        let moved = evacuation.forward(kept as u64).unwrap();
        assert_eq!(evacuation.forward(kept as u64).unwrap(), moved);
        evacuation.scan_copied_objects().unwrap();
        let summary = evacuation.finish(16).unwrap().unwrap();
        assert_eq!(summary.objects_copied, 1);
        assert_eq!(summary.live_bytes, 16);
        assert!(heap.is_object_start(moved as usize));
        assert!(heap.try_allocate(shape(0, 8)).is_some());
    }

    #[test]
    fn forwarding_rejects_values_that_are_not_object_starts() {
        let mut heap = SemispaceHeap::new(1 << 16, HeapPolicy::STRESS).unwrap();
        assert!(
            heap.try_allocate(shape(1, 0)).is_none(),
            "stress heaps collect first"
        );
        let evacuation = heap.begin_evacuation().unwrap();
        evacuation.finish(16).unwrap().unwrap();
        let object = heap.try_allocate(shape(1, 0)).unwrap() as u64;
        let mut evacuation = heap.begin_evacuation().unwrap();
        assert_eq!(evacuation.forward(0), Ok(0));
        for bad in [object + 8, object + 4, 0x1000, u64::MAX] {
            assert_eq!(
                evacuation.forward(bad),
                Err(NotAnObjectReference { value: bad })
            );
        }
    }

    #[test]
    fn out_of_memory_reports_the_limit() {
        let mut heap = SemispaceHeap::new(4096, HeapPolicy::NORMAL).unwrap();
        let evacuation = heap.begin_evacuation().unwrap();
        let outcome = evacuation.finish(8192).unwrap();
        assert_eq!(
            outcome,
            Err(OutOfMemory {
                heap_limit_bytes: 4096,
                live_bytes: 0,
                requested_bytes: 8192
            })
        );
    }

    /// Fills the allocation budget with objects of nonzero raw bytes, keeping
    /// the last one, then collects it alone; returns the survivor's address.
    fn fill_and_collect(heap: &mut SemispaceHeap, kept: usize) -> usize {
        let mut last = kept;
        while let Some(address) = heap.try_allocate(shape(0, 24)) {
            for word in 1..4 {
                heap.set_word(address + 8 * word, u64::MAX);
            }
            last = address;
        }
        let mut evacuation = heap.begin_evacuation().unwrap();
        let moved = evacuation.forward(last as u64).unwrap() as usize;
        evacuation.scan_copied_objects().unwrap();
        evacuation.finish(32).unwrap().unwrap();
        moved
    }

    #[test]
    fn any_heap_size_collects_and_reused_spaces_allocate_zeroed_objects() {
        let page = crate::mapped_memory::page_size_bytes();
        for size in [4096, 4097, 10_000, 2 * page, 3 * page + 8, (1 << 20) + 1] {
            for policy in [HeapPolicy::NORMAL, HeapPolicy::VERIFY, HeapPolicy::STRESS] {
                let mut heap = SemispaceHeap::new(size, policy).unwrap();
                assert_eq!(heap.capacity_bytes(), size / 8 * 8);
                // Room for one object even in stress mode, whose heap starts with none.
                heap.begin_evacuation()
                    .unwrap()
                    .finish(32)
                    .unwrap()
                    .unwrap();
                let mut kept = 0;
                for _ in 0..7 {
                    kept = fill_and_collect(&mut heap, kept);
                    assert_eq!(heap.word(kept + 8), u64::MAX, "{size} {policy:?}");
                    let fresh = heap.try_allocate(shape(0, 24)).unwrap();
                    assert_eq!(heap.object_raw_bytes(fresh as u64).unwrap(), &[0; 24]);
                    assert!(heap.used_bytes() <= heap.capacity_bytes());
                }
            }
        }
    }

    #[test]
    fn the_largest_heap_size_is_reserved_lazily() {
        for policy in [HeapPolicy::NORMAL, HeapPolicy::STRESS] {
            let mut heap =
                SemispaceHeap::new(crate::configuration::MAXIMUM_HEAP_SIZE_BYTES, policy).unwrap();
            let mut kept = 0;
            for _ in 0..3 {
                let evacuation = heap.begin_evacuation().unwrap();
                evacuation.finish(64).unwrap().unwrap();
                kept = heap.try_allocate(shape(1, 8)).unwrap();
            }
            assert!(heap.is_object_start(kept));
        }
    }

    /// The protection `/proc/self/maps` gives the page holding `address` (`rw-p`, `---p`).
    fn page_protection(address: usize) -> String {
        let maps = std::fs::read_to_string("/proc/self/maps").unwrap();
        maps.lines()
            .find_map(|line| {
                let mut fields = line.split_whitespace();
                let (start, end) = fields.next()?.split_once('-')?;
                let range =
                    usize::from_str_radix(start, 16).ok()?..usize::from_str_radix(end, 16).ok()?;
                range
                    .contains(&address)
                    .then(|| fields.next().unwrap().to_string())
            })
            .unwrap()
    }

    #[test]
    fn protected_heaps_keep_evacuated_spaces_inaccessible_for_two_collections() {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::VERIFY).unwrap();
        let mut addresses = vec![heap.try_allocate(shape(1, 0)).unwrap()];
        for _ in 0..4 {
            let mut evacuation = heap.begin_evacuation().unwrap();
            let moved = evacuation
                .forward(*addresses.last().unwrap() as u64)
                .unwrap();
            evacuation.finish(0).unwrap().unwrap();
            addresses.push(moved as usize);
            let [.., older, old, current] = addresses[..] else {
                continue;
            };
            assert_eq!(page_protection(current), "rw-p");
            assert_eq!(page_protection(old), "---p");
            assert_eq!(page_protection(older), "---p");
        }
        let mut normal = SemispaceHeap::new(1 << 20, HeapPolicy::NORMAL).unwrap();
        let object = normal.try_allocate(shape(1, 0)).unwrap();
        normal
            .begin_evacuation()
            .unwrap()
            .finish(0)
            .unwrap()
            .unwrap();
        assert_eq!(
            page_protection(object),
            "rw-p",
            "normal mode never protects"
        );
    }
}
