//! [`NameIndex`]: which names of a function are in use, for uniquing new ones.
//!
//! Each entry is a holder (a 32-bit key the caller maps to a name) with 31 bits
//! of its name's hash, packed in one `u64`: the index keeps no copy of the text,
//! and lookups compare against the holder's current name through a caller's
//! function. The table is open addressing with linear probing over that one
//! array, so the slot a name starts its probe at follows from its hash alone
//! and can be fetched ahead ([`NameIndex::prefetch`]): a pass naming many new
//! values overlaps the cache misses of their lookups instead of paying them
//! one after another.
//!
//! Invariants: the slot count is a power of two and at least 4/3 of the slots
//! in use (entries and tombstones), so every probe ends at an empty slot; a
//! holder is present at most once; a removed entry becomes a tombstone, which
//! probes pass over and insertions reuse.

use std::hash::Hasher;

/// The hash bits an entry keeps (31: the top bit is free for the markers).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct NameHash(u32);

pub fn name_hash(name: &str) -> NameHash {
    let mut hasher = rustc_hash::FxHasher::default();
    hasher.write(name.as_bytes());
    NameHash((hasher.finish() >> 33) as u32)
}

const EMPTY: u64 = u64::MAX;
const TOMBSTONE: u64 = u64::MAX - 1;
const MIN_SLOTS: usize = 16;

fn entry(hash: NameHash, holder: u32) -> u64 {
    (u64::from(hash.0) << 32) | u64::from(holder)
}

fn entry_hash(entry: u64) -> NameHash {
    NameHash((entry >> 32) as u32)
}

fn entry_holder(entry: u64) -> u32 {
    entry as u32
}

#[derive(Clone, Debug, Default)]
pub struct NameIndex {
    slots: Vec<u64>,
    /// Slots holding an entry or a tombstone.
    used: usize,
    /// Of `used`, the tombstones.
    tombstones: usize,
}

impl NameIndex {
    /// An index with room for `names` entries before it grows.
    pub fn with_capacity(names: usize) -> Self {
        NameIndex {
            slots: vec![EMPTY; slot_count_for(names)],
            used: 0,
            tombstones: 0,
        }
    }

    fn home(&self, hash: NameHash) -> usize {
        let bits = self.slots.len().trailing_zeros();
        ((u64::from(hash.0).wrapping_mul(0x9E37_79B9_7F4A_7C15)) >> (64 - bits)) as usize
    }

    /// Asks the processor to fetch the slot where a probe for `hash` starts.
    pub fn prefetch(&self, hash: NameHash) {
        if self.slots.is_empty() {
            return;
        }
        crate::prefetch::prefetch(&self.slots[self.home(hash)]);
    }

    /// The slot of the entry whose hash is `hash` and for which `is_holder`
    /// holds, or `Err` with the slot an insertion would use.
    fn probe(
        &self,
        hash: NameHash,
        mut is_holder: impl FnMut(u32) -> bool,
    ) -> Result<usize, usize> {
        let mask = self.slots.len() - 1;
        let mut slot = self.home(hash);
        let mut first_free = None;
        loop {
            match self.slots[slot] {
                EMPTY => return Err(first_free.unwrap_or(slot)),
                TOMBSTONE => {
                    first_free.get_or_insert(slot);
                }
                e if entry_hash(e) == hash && is_holder(entry_holder(e)) => return Ok(slot),
                _ => {}
            }
            slot = (slot + 1) & mask;
        }
    }

    /// True if some holder of `hash` is named `name` (`name_of` gives a holder's name).
    pub fn contains<'n>(
        &self,
        name: &str,
        hash: NameHash,
        name_of: impl Fn(u32) -> &'n str,
    ) -> bool {
        !self.slots.is_empty() && self.probe(hash, |holder| name_of(holder) == name).is_ok()
    }

    /// Adds `holder` under `name` (hash `hash`) unless some holder is named
    /// `name`; returns whether it was added. One probe.
    pub fn insert_if_free<'n>(
        &mut self,
        name: &str,
        hash: NameHash,
        holder: u32,
        name_of: impl Fn(u32) -> &'n str,
    ) -> bool {
        self.reserve(1);
        match self.probe(hash, |h| name_of(h) == name) {
            Ok(_) => false,
            Err(slot) => {
                self.fill(slot, entry(hash, holder));
                true
            }
        }
    }

    /// Adds `holder`, whose name no other holder has, under `hash`.
    pub fn insert_unique(&mut self, hash: NameHash, holder: u32) {
        self.reserve(1);
        let Err(slot) = self.probe(hash, |_| false) else {
            unreachable!("a probe that matches nothing ends at a free slot");
        };
        self.fill(slot, entry(hash, holder));
    }

    fn fill(&mut self, slot: usize, entry: u64) {
        if self.slots[slot] == TOMBSTONE {
            self.tombstones -= 1;
        } else {
            self.used += 1;
        }
        self.slots[slot] = entry;
    }

    /// Removes `holder`, indexed under the name whose hash is `hash`.
    pub fn remove(&mut self, hash: NameHash, holder: u32) {
        if self.slots.is_empty() {
            return;
        }
        if let Ok(slot) = self.probe(hash, |h| h == holder) {
            self.slots[slot] = TOMBSTONE;
            self.tombstones += 1;
        }
    }

    /// Makes room for `more` entries, so that adding them rebuilds the table at most now.
    pub fn reserve(&mut self, more: usize) {
        if (self.used + more) * 4 <= self.slots.len() * 3 {
            return;
        }
        let live = self.used - self.tombstones;
        let mut rebuilt = NameIndex::with_capacity(live + more);
        for &e in &self.slots {
            if e != EMPTY && e != TOMBSTONE {
                let Err(slot) = rebuilt.probe(entry_hash(e), |_| false) else {
                    unreachable!("a probe that matches nothing ends at a free slot");
                };
                rebuilt.fill(slot, e);
            }
        }
        *self = rebuilt;
    }
}

/// Slots for `names` entries: a power of two, at least 4/3 as many (linear
/// probes stay short up to three quarters full).
fn slot_count_for(names: usize) -> usize {
    (names.max(1) * 4)
        .div_ceil(3)
        .next_power_of_two()
        .max(MIN_SLOTS)
}

#[cfg(test)]
mod tests {
    use super::{name_hash, NameIndex};

    #[test]
    fn insert_lookup_remove_and_reuse() {
        let names = ["a", "b", "c", "a1", "x.relocated", "x.relocated7"];
        let name_of = |holder: u32| names[holder as usize];
        let mut index = NameIndex::default();
        for (k, name) in names.iter().enumerate() {
            assert!(index.insert_if_free(name, name_hash(name), k as u32, name_of));
        }
        for name in names {
            assert!(index.contains(name, name_hash(name), name_of));
            assert!(!index.insert_if_free(name, name_hash(name), 99, name_of));
        }
        assert!(!index.contains("d", name_hash("d"), name_of));
        index.remove(name_hash("b"), 1);
        assert!(!index.contains("b", name_hash("b"), name_of));
        assert!(index.contains("c", name_hash("c"), name_of));
        assert!(index.insert_if_free("b", name_hash("b"), 1, name_of));
        assert!(index.contains("b", name_hash("b"), name_of));
    }

    #[test]
    fn grows_past_many_insertions_and_removals() {
        let names: Vec<String> = (0..5000).map(|k| format!("v{k}")).collect();
        let name_of = |holder: u32| names[holder as usize].as_str();
        let mut index = NameIndex::with_capacity(4);
        for (k, name) in names.iter().enumerate() {
            index.insert_unique(name_hash(name), k as u32);
            if k % 3 == 0 {
                index.remove(name_hash(name), k as u32);
            }
        }
        for (k, name) in names.iter().enumerate() {
            assert_eq!(
                index.contains(name, name_hash(name), name_of),
                k % 3 != 0,
                "{name}"
            );
        }
    }
}
