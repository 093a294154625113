//! The semispace heap: bump allocation in the current space, and evacuation
//! (Cheney's copying) into a fresh to-space.
//!
//! Invariants:
//! * Objects lie back to back from a space's `start` to its `top`, each
//!   [`ObjectShape::heap_footprint_bytes`] long, so a space can be walked.
//! * Every byte of the current space at or above `top` is zero, so a bump
//!   allocation is zero-filled without writing it.
//! * The object-start bitmap of the current space marks exactly its objects.
//! * `top - start` never exceeds the heap limit (`capacity_bytes`).
//! * An evacuated space is discarded and left `PROT_NONE` at once, so a stale
//!   reference into it faults on first use. With [`EvacuatedSpacePolicy::NeverReuse`]
//!   (stress mode) its addresses are never handed out again either: each
//!   collection evacuates into a range carved further up a reservation.

use crate::mapped_memory::{copy_between_regions, round_up_to_pages, InitialAccess, MappedRegion};
use crate::object_layout::{ObjectShape, FORWARDED_HEADER, WORD_BYTES};
use crate::object_start_bitmap::ObjectStartBitmap;
use std::io;

/// The fewest bytes allocated between two collections outside stress mode.
pub const MINIMUM_ALLOCATION_BUDGET_BYTES: usize = 4 << 20;

/// Outside stress mode, bytes allocated between collections per byte that
/// survived the last one (so copying costs at most half a byte per byte allocated).
pub const ALLOCATION_BUDGET_PER_LIVE_BYTE: usize = 2;

/// Address space reserved at a time for the never-reused spaces of stress mode.
const NEVER_REUSED_RESERVATION_BYTES: usize = 64 << 30;

/// What happens to the addresses of an evacuated space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum EvacuatedSpacePolicy {
    /// Two spaces of the heap limit used in turn (normal mode).
    ReuseAlternately,
    /// Every to-space is new address space, sized to what it must hold (stress mode).
    NeverReuse,
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

/// A reference field of a copied object holds something other than a reference.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct InvalidHeapField {
    /// The object's address in to-space.
    pub object_address: usize,
    pub field_index: usize,
    pub value: u64,
}

#[derive(Clone, Copy, Debug)]
struct Space {
    region_index: usize,
    bitmap_index: usize,
    start: usize,
    top: usize,
    /// Allocation never passes this (at most `start + capacity_bytes`).
    end: usize,
    /// The end of the pages made accessible for this space.
    mapped_end: usize,
}

impl Space {
    fn used_bytes(&self) -> usize {
        self.top - self.start
    }

    fn holds_allocated_word(&self, address: usize) -> bool {
        (self.start..self.top).contains(&address) && address.is_multiple_of(WORD_BYTES)
    }
}

#[derive(Debug)]
pub struct SemispaceHeap {
    capacity_bytes: usize,
    policy: EvacuatedSpacePolicy,
    /// `ReuseAlternately`: exactly two regions. `NeverReuse`: reservations in
    /// order of creation; spaces are carved from the last one upward.
    regions: Vec<MappedRegion>,
    next_never_reused_address: usize,
    object_starts: [ObjectStartBitmap; 2],
    current: Space,
    allocation_limit: usize,
}

impl SemispaceHeap {
    /// A heap holding at most `capacity_bytes` of objects.
    pub fn new(capacity_bytes: usize, policy: EvacuatedSpacePolicy) -> io::Result<SemispaceHeap> {
        let capacity_bytes = capacity_bytes - capacity_bytes % WORD_BYTES;
        let space_bytes = round_up_to_pages(capacity_bytes);
        let object_starts = [
            ObjectStartBitmap::covering(space_bytes)?,
            ObjectStartBitmap::covering(space_bytes)?,
        ];
        let regions = match policy {
            EvacuatedSpacePolicy::ReuseAlternately => vec![
                MappedRegion::reserve(space_bytes, InitialAccess::ReadWrite)?,
                MappedRegion::reserve(space_bytes, InitialAccess::Inaccessible)?,
            ],
            EvacuatedSpacePolicy::NeverReuse => vec![MappedRegion::reserve(
                NEVER_REUSED_RESERVATION_BYTES,
                InitialAccess::Inaccessible,
            )?],
        };
        let start = regions[0].start();
        let (end, allocation_limit) = match policy {
            EvacuatedSpacePolicy::ReuseAlternately => (
                start + capacity_bytes,
                start + capacity_bytes.min(MINIMUM_ALLOCATION_BUDGET_BYTES),
            ),
            EvacuatedSpacePolicy::NeverReuse => (start, start),
        };
        Ok(SemispaceHeap {
            capacity_bytes,
            policy,
            next_never_reused_address: start,
            object_starts,
            current: Space {
                region_index: 0,
                bitmap_index: 0,
                start,
                top: start,
                end,
                mapped_end: end,
            },
            allocation_limit,
            regions,
        })
    }

    pub fn capacity_bytes(&self) -> usize {
        self.capacity_bytes
    }

    pub fn used_bytes(&self) -> usize {
        self.current.used_bytes()
    }

    fn current_region(&self) -> &MappedRegion {
        &self.regions[self.current.region_index]
    }

    /// Bump-allocates a zero-filled object if it fits below the collection
    /// trigger; `None` means collect first.
    pub fn try_allocate(&mut self, shape: ObjectShape) -> Option<usize> {
        let footprint = shape.heap_footprint_bytes();
        let address = self.current.top;
        if footprint > self.allocation_limit - address {
            return None;
        }
        self.current_region().set_word(address, shape.header());
        self.object_starts[self.current.bitmap_index].mark(self.current.start, address);
        self.current.top = address + footprint;
        Some(address)
    }

    /// Whether `address` is the start of an object in the current space.
    pub fn is_object_start(&self, address: usize) -> bool {
        self.current.holds_allocated_word(address)
            && self.object_starts[self.current.bitmap_index].is_marked(self.current.start, address)
    }

    /// The shape of the object at `reference` in the current space, if it is one.
    pub fn object_shape(&self, reference: u64) -> Option<ObjectShape> {
        let address = usize::try_from(reference).ok()?;
        self.is_object_start(address)
            .then(|| ObjectShape::from_header(self.current_region().word(address)))
    }

    /// The raw bytes (exactly `B` of them) of the object at `reference`.
    pub fn object_raw_bytes(&self, reference: u64) -> Option<&[u8]> {
        let shape = self.object_shape(reference)?;
        let start = reference as usize + shape.raw_bytes_offset();
        Some(
            self.current_region()
                .bytes(start..start + shape.raw_byte_count as usize),
        )
    }

    /// Reads a word of the current space (an object's header or field).
    pub fn word(&self, address: usize) -> u64 {
        assert!(self.current.holds_allocated_word(address));
        self.current_region().word(address)
    }

    /// Writes a word of the current space, as compiled code stores a field.
    #[cfg(test)]
    pub(crate) fn set_word(&self, address: usize, value: u64) {
        assert!(self.current.holds_allocated_word(address));
        self.current_region().set_word(address, value);
    }

    /// The addresses the current space's objects occupy, back to back.
    pub fn current_space_objects_range(&self) -> std::ops::Range<usize> {
        self.current.start..self.current.top
    }

    /// Starts a collection: a fresh to-space becomes the current space, and the
    /// old current space becomes from-space until [`Evacuation::finish`].
    pub fn begin_evacuation(&mut self, requested_bytes: usize) -> io::Result<Evacuation<'_>> {
        let from = self.current;
        let to = match self.policy {
            EvacuatedSpacePolicy::ReuseAlternately => {
                let region_index = 1 - from.region_index;
                let region = &self.regions[region_index];
                region.make_accessible(region.start()..region.end())?;
                Space {
                    region_index,
                    bitmap_index: 1 - from.bitmap_index,
                    start: region.start(),
                    top: region.start(),
                    end: region.start() + self.capacity_bytes,
                    mapped_end: region.end(),
                }
            }
            EvacuatedSpacePolicy::NeverReuse => {
                let needed = from
                    .used_bytes()
                    .saturating_add(requested_bytes)
                    .min(self.capacity_bytes);
                self.carve_never_reused_space(needed, 1 - from.bitmap_index)?
            }
        };
        self.current = to;
        Ok(Evacuation {
            scan_address: to.start,
            from,
            heap: self,
            objects_copied: 0,
            bytes_copied: 0,
        })
    }

    fn carve_never_reused_space(
        &mut self,
        needed_bytes: usize,
        bitmap_index: usize,
    ) -> io::Result<Space> {
        let length = round_up_to_pages(needed_bytes);
        let last = self.regions.len() - 1;
        if self.regions[last].end() - self.next_never_reused_address < length {
            let reservation = MappedRegion::reserve(
                length.max(NEVER_REUSED_RESERVATION_BYTES),
                InitialAccess::Inaccessible,
            )?;
            self.next_never_reused_address = reservation.start();
            self.regions.push(reservation);
        }
        let region_index = self.regions.len() - 1;
        let start = self.next_never_reused_address;
        self.regions[region_index].make_accessible(start..start + length)?;
        self.next_never_reused_address = start + length;
        Ok(Space {
            region_index,
            bitmap_index,
            start,
            top: start,
            end: start + needed_bytes,
            mapped_end: start + length,
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
    from: Space,
    scan_address: usize,
    objects_copied: u64,
    bytes_copied: u64,
}

impl Evacuation<'_> {
    /// The to-space address of the object `reference` named in from-space,
    /// copying it on first sight (null stays null).
    pub fn forward(&mut self, reference: u64) -> Result<u64, NotAnObjectReference> {
        if reference == 0 {
            return Ok(0);
        }
        let not_an_object = NotAnObjectReference { value: reference };
        let address = usize::try_from(reference).map_err(|_| not_an_object)?;
        let from = self.from;
        if !from.holds_allocated_word(address)
            || !self.heap.object_starts[from.bitmap_index].is_marked(from.start, address)
        {
            return Err(not_an_object);
        }
        let from_region = &self.heap.regions[from.region_index];
        let header = from_region.word(address);
        if header == FORWARDED_HEADER {
            return Ok(from_region.word(address + WORD_BYTES));
        }
        let shape = ObjectShape::from_header(header);
        let to = &mut self.heap.current;
        let new_address = to.top;
        assert!(
            new_address + shape.heap_footprint_bytes() <= to.end,
            "to-space overflow: survivors exceed from-space"
        );
        copy_between_regions(
            from_region,
            address,
            &self.heap.regions[to.region_index],
            new_address,
            shape.size_in_bytes(),
        );
        self.heap.object_starts[to.bitmap_index].mark(to.start, new_address);
        to.top += shape.heap_footprint_bytes();
        from_region.set_word(address, FORWARDED_HEADER);
        from_region.set_word(address + WORD_BYTES, new_address as u64);
        self.objects_copied += 1;
        self.bytes_copied += shape.size_in_bytes() as u64;
        Ok(new_address as u64)
    }

    /// Cheney's scan: forwards the reference fields of every copied object,
    /// copying what they reach, until the scan pointer meets the to-space top.
    pub fn scan_copied_objects(&mut self) -> Result<(), InvalidHeapField> {
        while self.scan_address < self.heap.current.top {
            let object_address = self.scan_address;
            let to_region_index = self.heap.current.region_index;
            let shape =
                ObjectShape::from_header(self.heap.regions[to_region_index].word(object_address));
            for field_index in 0..shape.reference_count as usize {
                let field_address =
                    ObjectShape::reference_field_address(object_address, field_index);
                let value = self.heap.regions[to_region_index].word(field_address);
                if value != 0 {
                    let forwarded = self.forward(value).map_err(|error| InvalidHeapField {
                        object_address,
                        field_index,
                        value: error.value,
                    })?;
                    self.heap.regions[to_region_index].set_word(field_address, forwarded);
                }
            }
            self.scan_address += shape.heap_footprint_bytes();
        }
        Ok(())
    }

    /// Ends the collection: from-space is discarded and protected, and the
    /// allocation budget until the next collection is set. Fails if the
    /// survivors and `requested_bytes` do not fit in the heap limit.
    pub fn finish(
        self,
        requested_bytes: usize,
    ) -> io::Result<Result<EvacuationSummary, OutOfMemory>> {
        let heap = self.heap;
        let from = self.from;
        heap.regions[from.region_index].discard_and_protect(from.start..from.mapped_end)?;
        heap.object_starts[from.bitmap_index].clear(from.used_bytes());
        let to = heap.current;
        let live_bytes = to.used_bytes();
        let summary = EvacuationSummary {
            objects_copied: self.objects_copied,
            bytes_copied: self.bytes_copied,
            live_bytes,
        };
        if requested_bytes > heap.capacity_bytes - live_bytes {
            heap.allocation_limit = to.top;
            return Ok(Err(OutOfMemory {
                heap_limit_bytes: heap.capacity_bytes,
                live_bytes,
                requested_bytes,
            }));
        }
        let budget = match heap.policy {
            EvacuatedSpacePolicy::NeverReuse => requested_bytes,
            EvacuatedSpacePolicy::ReuseAlternately => requested_bytes
                .max(live_bytes.saturating_mul(ALLOCATION_BUDGET_PER_LIVE_BYTE))
                .max(MINIMUM_ALLOCATION_BUDGET_BYTES)
                .min(heap.capacity_bytes - live_bytes),
        };
        heap.allocation_limit = to.top + budget;
        Ok(Ok(summary))
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
        let mut heap = SemispaceHeap::new(1 << 20, EvacuatedSpacePolicy::ReuseAlternately).unwrap();
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

    #[test]
    fn allocation_stops_at_the_budget_and_evacuation_frees_the_rest() {
        let mut heap = SemispaceHeap::new(1 << 16, EvacuatedSpacePolicy::ReuseAlternately).unwrap();
        let mut kept = 0;
        while let Some(address) = heap.try_allocate(shape(0, 8)) {
            kept = address;
        }
        assert_eq!(heap.used_bytes(), 1 << 16);
        let mut evacuation = heap.begin_evacuation(16).unwrap();
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
        let mut heap = SemispaceHeap::new(1 << 16, EvacuatedSpacePolicy::NeverReuse).unwrap();
        assert!(
            heap.try_allocate(shape(1, 0)).is_none(),
            "stress heaps collect first"
        );
        let evacuation = heap.begin_evacuation(16).unwrap();
        evacuation.finish(16).unwrap().unwrap();
        let object = heap.try_allocate(shape(1, 0)).unwrap() as u64;
        let mut evacuation = heap.begin_evacuation(0).unwrap();
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
        let mut heap = SemispaceHeap::new(4096, EvacuatedSpacePolicy::ReuseAlternately).unwrap();
        let evacuation = heap.begin_evacuation(8192).unwrap();
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
}
