//! One collection: evacuate everything the roots reach, then relocate every root.
//!
//! Order, which is what makes relocation correct when slots are shared:
//! 1. read every root pair's base and derived values (nothing is written yet);
//! 2. forward each base (copying its object on first sight) and compute the new
//!    derived value `new_base + (old_derived - old_base)`;
//! 3. Cheney-scan the to-space;
//! 4. write each root slot exactly once (a slot named by several pairs must get
//!    the same value from each, or the collection fails): every derived slot,
//!    and every base slot too, with its object's new address. llc lists a
//!    base location once, as the base of its pairs, and leaves out the pair
//!    (base, base) when another pair has that base (seen with vectors of
//!    references), yet the frame reads the relocated base from that slot
//!    after the call;
//! 5. discard and protect from-space.
//!
//! A base that is not null and not an object start in from-space is reported,
//! never followed, so a stale or corrupted root cannot corrupt the heap.

use crate::semispace_heap::{EvacuationSummary, InvalidHeapField, OutOfMemory, SemispaceHeap};
use crate::word_slot::WordSlot;
use std::io;

/// A pointer to relocate: the slot holding its base object and the slot holding
/// the pointer (the same slot when the pointer is the base, as for globals).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RootPair {
    pub base: WordSlot,
    pub derived: WordSlot,
}

impl RootPair {
    /// A slot that holds a reference (or null) itself.
    pub fn reference(slot: WordSlot) -> RootPair {
        RootPair {
            base: slot,
            derived: slot,
        }
    }
}

#[derive(Debug)]
pub enum CollectionFailure {
    /// A root's base holds neither null nor an object start in from-space.
    InvalidRoot {
        slot: WordSlot,
        value: u64,
    },
    InvalidHeapField(InvalidHeapField),
    /// A slot shared by several pairs would get different values.
    ConflictingRelocation {
        slot: WordSlot,
        first_value: u64,
        second_value: u64,
    },
    OutOfMemory(OutOfMemory),
    Mapping(io::Error),
}

impl std::fmt::Display for CollectionFailure {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::InvalidRoot { slot, value } => write!(
                formatter,
                "root slot {:#x} holds {value:#x}, which is not a reference to an object (a stale or corrupted reference?)",
                slot.address()
            ),
            Self::InvalidHeapField(field) => write!(
                formatter,
                "reference field {} of the object now at {:#x} holds {:#x}, which is not a reference to an object",
                field.field_index, field.object_address, field.value
            ),
            Self::ConflictingRelocation {
                slot,
                first_value,
                second_value,
            } => write!(
                formatter,
                "root slot {:#x} relocates to both {first_value:#x} and {second_value:#x}",
                slot.address()
            ),
            Self::OutOfMemory(out_of_memory) => write!(
                formatter,
                "out of memory: heap limit {} bytes, {} bytes live after collection, {} bytes requested",
                out_of_memory.heap_limit_bytes, out_of_memory.live_bytes, out_of_memory.requested_bytes
            ),
            Self::Mapping(error) => write!(formatter, "cannot map heap memory: {error}"),
        }
    }
}

/// Collects, moving every object reachable from `root_pairs`, and leaves room
/// for an allocation of `requested_bytes`. `relocations` is scratch space
/// reused between collections.
pub fn collect_garbage(
    heap: &mut SemispaceHeap,
    root_pairs: &[RootPair],
    requested_bytes: usize,
    relocations: &mut Vec<(WordSlot, u64)>,
) -> Result<EvacuationSummary, CollectionFailure> {
    let mut evacuation = heap
        .begin_evacuation()
        .map_err(CollectionFailure::Mapping)?;
    relocations.clear();
    for pair in root_pairs {
        let old_base = pair.base.read();
        let old_derived = pair.derived.read();
        let new_base =
            evacuation
                .forward(old_base)
                .map_err(|error| CollectionFailure::InvalidRoot {
                    slot: pair.base,
                    value: error.value,
                })?;
        let new_derived = if old_base == 0 {
            old_derived
        } else {
            relocations.push((pair.base, new_base));
            new_base.wrapping_add(old_derived.wrapping_sub(old_base))
        };
        relocations.push((pair.derived, new_derived));
    }
    evacuation
        .scan_copied_objects()
        .map_err(CollectionFailure::InvalidHeapField)?;
    write_each_slot_once(relocations)?;
    evacuation
        .finish(requested_bytes)
        .map_err(CollectionFailure::Mapping)?
        .map_err(CollectionFailure::OutOfMemory)
}

/// Writes every `(slot, new value)` of `relocations` (all computed before
/// any is written), each slot once; a slot given two different values is
/// refused before anything is written.
pub fn write_each_slot_once(
    relocations: &mut Vec<(WordSlot, u64)>,
) -> Result<(), CollectionFailure> {
    relocations.sort_unstable_by_key(|(slot, _)| slot.address());
    for window in relocations.windows(2) {
        let [(first_slot, first_value), (second_slot, second_value)] = window else {
            unreachable!("windows(2) yields pairs")
        };
        if first_slot == second_slot && first_value != second_value {
            return Err(CollectionFailure::ConflictingRelocation {
                slot: *first_slot,
                first_value: *first_value,
                second_value: *second_value,
            });
        }
    }
    relocations.dedup_by_key(|(slot, _)| slot.address());
    for (slot, new_value) in relocations.iter() {
        slot.write(*new_value);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::heap_verifier::{verify_heap_and_roots, VerificationFailure};
    use crate::object_layout::ObjectShape;
    use crate::semispace_heap::HeapPolicy;
    use crate::word_slot::TestRootWords;

    fn allocate(heap: &mut SemispaceHeap, reference_count: u32, raw_byte_count: u32) -> u64 {
        heap.try_allocate(ObjectShape {
            reference_count,
            raw_byte_count,
        })
        .expect("room in the test heap") as u64
    }

    fn field(heap: &SemispaceHeap, object: u64, index: usize) -> u64 {
        heap.word(ObjectShape::reference_field_address(object as usize, index))
    }

    fn set_field(heap: &SemispaceHeap, object: u64, index: usize, value: u64) {
        heap.set_word(
            ObjectShape::reference_field_address(object as usize, index),
            value,
        );
    }

    /// A list node: one reference (next) and 8 raw bytes (the value).
    fn build_list(heap: &mut SemispaceHeap, values: &[u64]) -> u64 {
        let mut head = 0;
        for &value in values.iter().rev() {
            let node = allocate(heap, 1, 8);
            set_field(heap, node, 0, head);
            heap.set_word(node as usize + 16, value);
            head = node;
        }
        head
    }

    fn list_values(heap: &SemispaceHeap, mut node: u64) -> Vec<u64> {
        let mut values = Vec::new();
        while node != 0 {
            values.push(heap.word(node as usize + 16));
            node = field(heap, node, 0);
        }
        values
    }

    fn collect(heap: &mut SemispaceHeap, root_pairs: &[RootPair]) -> EvacuationSummary {
        let summary = collect_garbage(heap, root_pairs, 0, &mut Vec::new()).unwrap();
        verify_heap_and_roots(heap, root_pairs).unwrap();
        summary
    }

    #[test]
    fn a_list_survives_moving_and_garbage_is_left_behind() {
        for policy in [HeapPolicy::NORMAL, HeapPolicy::STRESS] {
            let mut heap = SemispaceHeap::new(1 << 20, policy).unwrap();
            if policy == HeapPolicy::STRESS {
                collect_garbage(&mut heap, &[], 4096, &mut Vec::new()).unwrap();
            }
            allocate(&mut heap, 3, 100);
            let head = build_list(&mut heap, &[1, 2, 3, 4, 5]);
            allocate(&mut heap, 0, 0);
            let roots = TestRootWords::new(&[head]);
            let summary = collect(&mut heap, &[RootPair::reference(roots.slot(0))]);
            assert_eq!(summary.objects_copied, 5, "{policy:?}");
            assert_eq!(summary.bytes_copied, 5 * 24);
            let new_head = roots.slot(0).read();
            assert_ne!(new_head, head);
            assert_eq!(list_values(&heap, new_head), [1, 2, 3, 4, 5]);
        }
    }

    #[test]
    fn cycles_and_shared_objects_are_copied_once() {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::NORMAL).unwrap();
        let first = allocate(&mut heap, 2, 0);
        let second = allocate(&mut heap, 2, 0);
        set_field(&heap, first, 0, second);
        set_field(&heap, first, 1, second);
        set_field(&heap, second, 0, first);
        let roots = TestRootWords::new(&[first, second]);
        let pairs = [
            RootPair::reference(roots.slot(0)),
            RootPair::reference(roots.slot(1)),
        ];
        assert_eq!(collect(&mut heap, &pairs).objects_copied, 2);
        let (new_first, new_second) = (roots.slot(0).read(), roots.slot(1).read());
        assert_eq!(field(&heap, new_first, 0), new_second);
        assert_eq!(field(&heap, new_first, 1), new_second);
        assert_eq!(field(&heap, new_second, 0), new_first);
        assert_eq!(field(&heap, new_second, 1), 0);
    }

    #[test]
    fn derived_pointers_keep_their_offset_from_the_base() {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::STRESS).unwrap();
        collect_garbage(&mut heap, &[], 4096, &mut Vec::new()).unwrap();
        let object = allocate(&mut heap, 2, 16);
        let interior = object + 24;
        let exterior = object.wrapping_sub(64);
        let roots = TestRootWords::new(&[object, interior, exterior, 0, 0x1234]);
        let pairs = [
            RootPair::reference(roots.slot(0)),
            RootPair {
                base: roots.slot(0),
                derived: roots.slot(1),
            },
            RootPair {
                base: roots.slot(0),
                derived: roots.slot(2),
            },
            // a derived value with a null base is left alone
            RootPair {
                base: roots.slot(3),
                derived: roots.slot(4),
            },
        ];
        collect(&mut heap, &pairs);
        let moved = roots.slot(0).read();
        assert_ne!(moved, object);
        assert_eq!(roots.slot(1).read(), moved + 24);
        assert_eq!(roots.slot(2).read(), moved.wrapping_sub(64));
        assert_eq!(roots.slot(4).read(), 0x1234);
    }

    #[test]
    fn a_base_slot_named_only_as_a_base_is_relocated_too() {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::STRESS).unwrap();
        collect_garbage(&mut heap, &[], 4096, &mut Vec::new()).unwrap();
        let object = allocate(&mut heap, 2, 0);
        let roots = TestRootWords::new(&[object, object + 16]);
        // As llc records a vector of references with its base vector: the
        // pair (base, derived) only.
        let pairs = [RootPair {
            base: roots.slot(0),
            derived: roots.slot(1),
        }];
        collect(&mut heap, &pairs);
        let moved = roots.slot(0).read();
        assert_ne!(moved, object);
        assert_eq!(roots.slot(1).read(), moved + 16);
    }

    #[test]
    fn a_slot_named_by_several_pairs_is_relocated_once_from_old_values() {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::NORMAL).unwrap();
        let object = allocate(&mut heap, 1, 0);
        let roots = TestRootWords::new(&[object, object + 8]);
        // Slot 0 is a base for slot 1 and for itself, twice; had slot 0 been
        // written before slot 1 was computed, slot 1 would be wrong.
        let pairs = [
            RootPair::reference(roots.slot(0)),
            RootPair {
                base: roots.slot(0),
                derived: roots.slot(1),
            },
            RootPair::reference(roots.slot(0)),
        ];
        collect(&mut heap, &pairs);
        assert_eq!(roots.slot(1).read(), roots.slot(0).read() + 8);
    }

    #[test]
    fn conflicting_relocations_of_one_slot_are_refused() {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::NORMAL).unwrap();
        let first = allocate(&mut heap, 0, 0);
        let second = allocate(&mut heap, 0, 0);
        let roots = TestRootWords::new(&[first, second, first + 8]);
        // Evacuating `second` first puts the objects in the other order, so the
        // two readings of slot 2 disagree.
        let pairs = [
            RootPair {
                base: roots.slot(1),
                derived: roots.slot(2),
            },
            RootPair {
                base: roots.slot(0),
                derived: roots.slot(2),
            },
        ];
        let failure = collect_garbage(&mut heap, &pairs, 0, &mut Vec::new()).unwrap_err();
        assert!(
            matches!(failure, CollectionFailure::ConflictingRelocation { .. }),
            "{failure}"
        );
    }

    /// Collects a one-object heap whose only root is `root_value(object)`
    /// after `prepare(heap, object)`, expecting a failure.
    fn collection_failure(
        prepare: impl Fn(&SemispaceHeap, u64),
        root_value: impl Fn(u64) -> u64,
    ) -> CollectionFailure {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::NORMAL).unwrap();
        let object = allocate(&mut heap, 1, 0);
        prepare(&heap, object);
        let roots = TestRootWords::new(&[root_value(object)]);
        let root_pairs = [RootPair::reference(roots.slot(0))];
        collect_garbage(&mut heap, &root_pairs, 0, &mut Vec::new()).unwrap_err()
    }

    #[test]
    fn roots_and_fields_that_are_not_references_are_reported() {
        let interior_root = collection_failure(|_, _| {}, |object| object + 8);
        assert!(
            matches!(interior_root, CollectionFailure::InvalidRoot { .. }),
            "{interior_root}"
        );
        let corrupted_field = collection_failure(
            |heap, object| set_field(heap, object, 0, 0xdead_0000),
            |object| object,
        );
        assert!(
            matches!(corrupted_field, CollectionFailure::InvalidHeapField(field) if field.value == 0xdead_0000),
            "{corrupted_field}"
        );
    }

    #[test]
    fn verification_catches_a_field_corrupted_after_collection() {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::NORMAL).unwrap();
        let object = allocate(&mut heap, 1, 0);
        let roots = TestRootWords::new(&[object]);
        let pairs = [RootPair::reference(roots.slot(0))];
        collect(&mut heap, &pairs);
        let moved = roots.slot(0).read();
        set_field(&heap, moved, 0, moved + 8);
        assert_eq!(
            verify_heap_and_roots(&heap, &pairs),
            Err(VerificationFailure::FieldNotAnObject {
                object_address: moved as usize,
                field_index: 0,
                value: moved + 8
            })
        );
        roots.slot(0).write(object);
        assert!(matches!(
            verify_heap_and_roots(&heap, &pairs),
            Err(VerificationFailure::RootNotAnObject { .. })
        ));
    }

    #[test]
    fn stress_spaces_rotate_so_an_evacuated_space_waits_two_collections() {
        let mut heap = SemispaceHeap::new(1 << 20, HeapPolicy::STRESS).unwrap();
        collect_garbage(&mut heap, &[], 64, &mut Vec::new()).unwrap();
        let roots = TestRootWords::new(&[build_list(&mut heap, &[7, 8])]);
        let pairs = [RootPair::reference(roots.slot(0))];
        let mut space_starts = vec![heap.current_space_objects_range().start];
        for _ in 0..100 {
            collect_garbage(&mut heap, &pairs, 64, &mut Vec::new()).unwrap();
            let space = heap.current_space_objects_range();
            assert!(space.contains(&(roots.slot(0).read() as usize)));
            let recent = &space_starts[space_starts.len().saturating_sub(2)..];
            assert!(
                !recent.contains(&space.start),
                "an evacuated space reused too early"
            );
            space_starts.push(space.start);
            allocate(&mut heap, 0, 8);
        }
        assert_eq!(
            space_starts[space_starts.len() - 1],
            space_starts[space_starts.len() - 4],
            "space reused"
        );
        assert_eq!(list_values(&heap, roots.slot(0).read()), [7, 8]);
    }

    #[test]
    fn a_full_heap_of_live_objects_is_out_of_memory() {
        let mut heap = SemispaceHeap::new(4096, HeapPolicy::NORMAL).unwrap();
        let values: Vec<u64> = (0..170).collect();
        let roots = TestRootWords::new(&[build_list(&mut heap, &values)]);
        let failure = collect_garbage(
            &mut heap,
            &[RootPair::reference(roots.slot(0))],
            64,
            &mut Vec::new(),
        )
        .unwrap_err();
        assert!(
            matches!(failure, CollectionFailure::OutOfMemory(out) if out.heap_limit_bytes == 4096 && out.live_bytes == 170 * 24),
            "{failure}"
        );
    }
}
