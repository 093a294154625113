//! The statepoint reading of a record (spec §8): what a collector needs at a
//! call site, split out of the flat location list.
//!
//! A statepoint record's locations are, in order: a constant calling
//! convention, constant flags, a constant count N, N deopt locations, one
//! (base, derived) pair per relocated value, then the gc-live allocas as
//! `Direct` locations. The record does not say how many pairs there are.
//!
//! A pair location is `Direct` when the relocated value is a stack address
//! (llc-19 and our backend record a `gc.relocate` of an `addrspacecast` of an
//! `alloca` so, and list the `alloca` among the allocas too); nothing moves
//! it. The split: the pairs end with the last location that is not `Direct`,
//! or one location later when that makes their count even (a `Direct` base
//! of a spilled derived pointer); every location after them is an alloca.
//!
//! Invariant and its limit: every record of our rewrite is read as written,
//! since it never relocates a stack address. A record whose pairs end with
//! whole `Direct` pairs (a relocated stack address whose `gc.relocate` llc
//! visits last) cannot be told apart from one with two more alloca listings,
//! and is read as the latter.

use crate::error::StackMapError;
use crate::layout::{LOCATION_SIZE, RECORD_HEADER_SIZE};
use crate::model::{Location, LocationKind, Record};

/// A statepoint record, interpreted.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StatepointView {
    /// The LLVM calling convention of the call (0 is C).
    pub calling_convention: u64,
    /// `StatepointFlags`: bit 0 GC transition, bit 1 deopt mode; no other bits.
    pub flags: u64,
    /// The deopt operand bundle's values, for a deoptimizer to read.
    pub deopt: Vec<Location>,
    /// (base, derived) per relocated value; the same slot may occur in
    /// several pairs, and a base is its own pair when it is used afterwards.
    pub gc_pairs: Vec<(Location, Location)>,
    /// gc-live allocas (`Direct`): the collector updates their contents.
    pub allocas: Vec<Location>,
}

/// The flag bits LLVM defines (`StatepointFlags::MaskAll`).
const KNOWN_STATEPOINT_FLAGS: u64 = 0b11;

/// The byte offset of `locations[index]` from the start of its record.
fn location_offset(index: usize) -> usize {
    RECORD_HEADER_SIZE + LOCATION_SIZE * index
}

impl Record {
    /// Splits the locations of a statepoint record. `constants` is the
    /// map's constant table (for values stored as `ConstantIndex`). Error
    /// offsets count from the start of the record.
    pub fn statepoint(&self, constants: &[u64]) -> Result<StatepointView, StackMapError> {
        let header_constant = |index: usize, meaning: &str| {
            let location = self.locations.get(index).ok_or_else(|| {
                StackMapError::new(
                    location_offset(self.locations.len()),
                    format!(
                        "statepoint record has {} locations, so no {meaning} (location[{index}])",
                        self.locations.len()
                    ),
                )
            })?;
            location.constant_value(constants).ok_or_else(|| {
                StackMapError::new(
                    location_offset(index),
                    format!(
                        "location[{index}], the {meaning}, is {:?}, not a constant in range",
                        location.kind
                    ),
                )
            })
        };
        let calling_convention = header_constant(0, "calling convention")?;
        let flags = header_constant(1, "flags")?;
        if flags & !KNOWN_STATEPOINT_FLAGS != 0 {
            return Err(StackMapError::new(
                location_offset(1),
                format!("statepoint flags {flags:#x} set bits other than GC transition (1) and deopt mode (2)"),
            ));
        }
        let deopt_count = header_constant(2, "deopt location count")?;
        let after_header = &self.locations[3..];
        let deopt_end = usize::try_from(deopt_count)
            .ok()
            .filter(|&count| count <= after_header.len())
            .ok_or_else(|| {
                StackMapError::new(
                    location_offset(2),
                    format!(
                        "deopt location count {deopt_count} exceeds the {} locations that follow",
                        after_header.len()
                    ),
                )
            })?;
        let (deopt, gc_locations) = after_header.split_at(deopt_end);
        let first_gc_index = 3 + deopt_end;

        let through_last_value = gc_locations
            .iter()
            .rposition(|location| location.kind != LocationKind::Direct)
            .map_or(0, |position| position + 1);
        let pair_count = through_last_value
            .next_multiple_of(2)
            .min(gc_locations.len());
        let (pair_locations, allocas) = gc_locations.split_at(pair_count);
        if pair_locations.len() % 2 != 0 {
            return Err(StackMapError::new(
                location_offset(first_gc_index),
                format!(
                    "the {} GC pointer locations from location[{first_gc_index}] on do not form (base, derived) pairs",
                    pair_locations.len()
                ),
            ));
        }
        Ok(StatepointView {
            calling_convention,
            flags,
            deopt: deopt.to_vec(),
            gc_pairs: pair_locations
                .chunks_exact(2)
                .map(|pair| (pair[0], pair[1]))
                .collect(),
            allocas: allocas.to_vec(),
        })
    }
}
