//! Root pairs around an MMTk collection, which moves only what a slot holding
//! an object reference names.
//!
//! Before the trace, every (base, derived) root pair is split: its base slot
//! is a root for MMTk (each slot once, however many pairs name it), and a
//! derived slot other than its base is recorded with its offset
//! `derived - base`, read before anything moves. After the trace (MMTk has
//! updated every base slot), each recorded slot becomes `new base + offset`:
//! all values are computed first, then each slot is written once
//! ([`write_each_slot_once`]), so a slot that is both a base and a derived
//! pointer, or derived from several pairs, ends with one consistent value.
//! A derived pointer whose base is null is left alone.

use crate::collector::{write_each_slot_once, CollectionFailure, RootPair};
use crate::word_slot::WordSlot;

/// A derived pointer to rewrite after the collection.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DerivedPointer {
    pub slot: WordSlot,
    pub base: WordSlot,
    /// `derived - base` before the collection (wrapping: a derived pointer may
    /// lie before its object).
    pub offset: u64,
}

/// The roots of one mutator for one collection.
#[derive(Debug, Default)]
pub struct SplitRoots {
    /// The slots MMTk traces and updates, sorted, each once.
    pub base_slots: Vec<WordSlot>,
    pub derived_pointers: Vec<DerivedPointer>,
}

impl SplitRoots {
    /// Splits `root_pairs`; a base slot holding a value that is neither null
    /// nor accepted by `is_object` is refused.
    pub fn of_root_pairs(
        root_pairs: &[RootPair],
        is_object: impl Fn(u64) -> bool,
    ) -> Result<SplitRoots, CollectionFailure> {
        let mut split = SplitRoots::default();
        for pair in root_pairs {
            let base_value = pair.base.read();
            if base_value != 0 && !is_object(base_value) {
                return Err(CollectionFailure::InvalidRoot {
                    slot: pair.base,
                    value: base_value,
                });
            }
            split.base_slots.push(pair.base);
            if pair.derived != pair.base && base_value != 0 {
                split.derived_pointers.push(DerivedPointer {
                    slot: pair.derived,
                    base: pair.base,
                    offset: pair.derived.read().wrapping_sub(base_value),
                });
            }
        }
        split.base_slots.sort_unstable();
        split.base_slots.dedup();
        Ok(split)
    }

    /// Rewrites every derived pointer from its base's value after the
    /// collection.
    pub fn relocate_derived_pointers(&self) -> Result<(), CollectionFailure> {
        let mut relocations: Vec<(WordSlot, u64)> = self
            .derived_pointers
            .iter()
            .map(|derived| {
                (
                    derived.slot,
                    derived.base.read().wrapping_add(derived.offset),
                )
            })
            .collect();
        write_each_slot_once(&mut relocations)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::word_slot::TestRootWords;

    fn pair(words: &TestRootWords, base: usize, derived: usize) -> RootPair {
        RootPair {
            base: words.slot(base),
            derived: words.slot(derived),
        }
    }

    #[test]
    fn base_slots_are_deduplicated_and_derived_pointers_follow_their_base() {
        let object = 0x10_0000u64;
        let words = TestRootWords::new(&[object, object + 24, object - 64, 0, 0x1234, object]);
        let pairs = [
            pair(&words, 0, 0),
            pair(&words, 0, 1),
            pair(&words, 0, 2),
            pair(&words, 0, 0),
            pair(&words, 3, 4), // a null base: the derived value stays
            pair(&words, 5, 5),
        ];
        let split = SplitRoots::of_root_pairs(&pairs, |_| true).unwrap();
        let mut expected_bases = vec![words.slot(0), words.slot(3), words.slot(5)];
        expected_bases.sort_unstable();
        assert_eq!(split.base_slots, expected_bases);
        assert_eq!(split.derived_pointers.len(), 2);
        // The collection moves the object: MMTk updates the base slots.
        let moved = 0x20_0000u64;
        words.slot(0).write(moved);
        words.slot(5).write(moved);
        split.relocate_derived_pointers().unwrap();
        assert_eq!(words.slot(1).read(), moved + 24);
        assert_eq!(words.slot(2).read(), moved - 64);
        assert_eq!(words.slot(4).read(), 0x1234);
    }

    #[test]
    fn a_slot_derived_from_two_bases_must_agree() {
        let words = TestRootWords::new(&[0x1000, 0x2000, 0x1008]);
        let split =
            SplitRoots::of_root_pairs(&[pair(&words, 0, 2), pair(&words, 1, 2)], |_| true).unwrap();
        // Both bases move by the same distance: one consistent value.
        words.slot(0).write(0x5000);
        words.slot(1).write(0x6000);
        split.relocate_derived_pointers().unwrap();
        assert_eq!(words.slot(2).read(), 0x5008);
        // They move apart: the two readings disagree and nothing is written.
        let words = TestRootWords::new(&[0x1000, 0x2000, 0x1008]);
        let split =
            SplitRoots::of_root_pairs(&[pair(&words, 0, 2), pair(&words, 1, 2)], |_| true).unwrap();
        words.slot(0).write(0x5000);
        words.slot(1).write(0x9000);
        assert!(matches!(
            split.relocate_derived_pointers(),
            Err(CollectionFailure::ConflictingRelocation { .. })
        ));
        assert_eq!(words.slot(2).read(), 0x1008);
    }

    #[test]
    fn a_base_that_is_not_an_object_is_refused() {
        let words = TestRootWords::new(&[0x1000, 0x1008]);
        let failure =
            SplitRoots::of_root_pairs(&[pair(&words, 0, 1)], |value| value != 0x1000).unwrap_err();
        assert!(
            matches!(
                failure,
                CollectionFailure::InvalidRoot { value: 0x1000, .. }
            ),
            "{failure}"
        );
    }
}
