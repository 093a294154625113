//! The roots of every statepoint call site, keyed by return address.
//!
//! Built once when a stack map section is registered, so a frame's roots are
//! found in constant time during a collection; each call site also keeps its
//! function, statepoint ID and deopt locations ([`crate::deopt_state`]). Each call site keeps a list of
//! one-pointer (base, derived) pairs of frame words: vector-sized locations are
//! split element-wise here, gc-live allocas become (word, word) pairs, and pairs
//! involving constants (a null base, say) are dropped since nothing moves.
//!
//! Accepted locations (x86-64): `Indirect [RSP + off]` and `Indirect [RBP + off]`
//! for pairs (also constants and `Direct` stack addresses, which pair
//! nothing), `Direct RSP/RBP + off` for allocas. A gc-live alloca is listed
//! once per 8-byte word it holds (LLVM's `Direct` locations are always
//! pointer-sized): the k-th `Direct` location of a record naming an address
//! (k = 0, 1, ...) is the word at that address + 8k, and every such word holds
//! a reference or null (`docs/architecture.md`, "gc-live allocas").
//! `Register` locations are refused: frames are walked through frame pointers
//! without unwind information, so callee-saved registers cannot be recovered;
//! LLVM spills every GC pointer by default.

use crate::deopt_state::{CallSiteDeoptState, DeoptLocation};
use rustc_hash::FxHashMap;
use stackmap::{Location, LocationKind, StackMap, StackMapError};

/// DWARF register number of RBP on x86-64.
pub const DWARF_REGISTER_FRAME_POINTER: u16 = 6;
/// DWARF register number of RSP on x86-64.
pub const DWARF_REGISTER_STACK_POINTER: u16 = 7;

/// The register a frame word is addressed from, as it was at the call site.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum FrameAnchor {
    /// The stack pointer after the call returns (the return address sits just below it).
    StackPointer,
    FramePointer,
}

/// One word of a frame: `anchor + offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FrameWord {
    pub anchor: FrameAnchor,
    pub offset: i32,
}

/// A pointer to relocate: the word holding its base object and the word holding
/// the pointer itself (the same word when the pointer is the base).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct FrameRootPair {
    pub base: FrameWord,
    pub derived: FrameWord,
}

#[derive(Debug)]
pub enum StackMapRegistrationError {
    Malformed(StackMapError),
    NotAStatepoint {
        return_address: u64,
        error: StackMapError,
    },
    UnsupportedLocation {
        return_address: u64,
        location: Location,
        reason: &'static str,
    },
    ConflictingCallSite {
        return_address: u64,
    },
}

impl std::fmt::Display for StackMapRegistrationError {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Self::Malformed(error) => write!(formatter, "malformed stack map: {error}"),
            Self::NotAStatepoint {
                return_address,
                error,
            } => write!(
                formatter,
                "stack map record at return address {return_address:#x} is not a statepoint: {error}"
            ),
            Self::UnsupportedLocation {
                return_address,
                location,
                reason,
            } => write!(
                formatter,
                "statepoint at return address {return_address:#x}: unsupported location {location:?}: {reason}"
            ),
            Self::ConflictingCallSite { return_address } => write!(
                formatter,
                "two different statepoint records for return address {return_address:#x}"
            ),
        }
    }
}

/// What the table keeps of one statepoint call site.
#[derive(Debug, PartialEq, Eq)]
struct CallSite {
    roots: Box<[FrameRootPair]>,
    deopt: CallSiteDeoptState,
}

#[derive(Debug, Default)]
pub struct CallSiteTable {
    call_sites_by_return_address: FxHashMap<u64, CallSite>,
}

impl CallSiteTable {
    /// Registers every blob of a `.llvm_stackmaps` section (one blob per linked
    /// object) and returns how many call sites it added.
    pub fn register_stack_map_section(
        &mut self,
        bytes: &[u8],
    ) -> Result<usize, StackMapRegistrationError> {
        let maps = stackmap::parse_all(bytes).map_err(StackMapRegistrationError::Malformed)?;
        maps.iter().map(|map| self.register_stack_map(map)).sum()
    }

    /// Registers one stack map whose function addresses are resolved.
    pub fn register_stack_map(
        &mut self,
        map: &StackMap,
    ) -> Result<usize, StackMapRegistrationError> {
        let call_sites = map
            .call_sites()
            .map_err(StackMapRegistrationError::Malformed)?;
        for (return_address, record, function) in &call_sites {
            let return_address = *return_address;
            let view = record.statepoint(&map.constants).map_err(|error| {
                StackMapRegistrationError::NotAStatepoint {
                    return_address,
                    error,
                }
            })?;
            let unsupported =
                |location: &Location, reason| StackMapRegistrationError::UnsupportedLocation {
                    return_address,
                    location: *location,
                    reason,
                };
            let mut pairs = Vec::new();
            for (base, derived) in &view.gc_pairs {
                let base_words =
                    frame_words_of_gc_pointer(base).map_err(|reason| unsupported(base, reason))?;
                let derived_words = frame_words_of_gc_pointer(derived)
                    .map_err(|reason| unsupported(derived, reason))?;
                pair_element_wise(&base_words, &derived_words, &mut pairs)
                    .map_err(|reason| unsupported(derived, reason))?;
            }
            for word in frame_words_of_allocas(&view.allocas)
                .map_err(|(alloca, reason)| unsupported(alloca, reason))?
            {
                pairs.push(FrameRootPair {
                    base: word,
                    derived: word,
                });
            }
            pairs.sort_unstable();
            pairs.dedup();
            let deopt_locations = view
                .deopt
                .iter()
                .map(|location| {
                    DeoptLocation::of(location, &map.constants)
                        .map_err(|reason| unsupported(location, reason))
                })
                .collect::<Result<Box<[DeoptLocation]>, _>>()?;
            let call_site = CallSite {
                roots: pairs.into_boxed_slice(),
                deopt: CallSiteDeoptState {
                    function_address: function.address,
                    statepoint_id: record.id,
                    locations: deopt_locations,
                },
            };
            self.insert(return_address, call_site)?;
        }
        Ok(call_sites.len())
    }

    fn insert(
        &mut self,
        return_address: u64,
        call_site: CallSite,
    ) -> Result<(), StackMapRegistrationError> {
        match self.call_sites_by_return_address.get(&return_address) {
            Some(existing) if *existing != call_site => {
                Err(StackMapRegistrationError::ConflictingCallSite { return_address })
            }
            Some(_) => Ok(()),
            None => {
                self.call_sites_by_return_address
                    .insert(return_address, call_site);
                Ok(())
            }
        }
    }

    /// The roots of the frame that made the call returning to `return_address`,
    /// or `None` if no statepoint returns there.
    pub fn roots_at(&self, return_address: u64) -> Option<&[FrameRootPair]> {
        self.call_sites_by_return_address
            .get(&return_address)
            .map(|call_site| &call_site.roots[..])
    }

    /// The function, statepoint ID and deopt locations of the call site
    /// returning to `return_address`, or `None` if no statepoint returns there.
    pub fn deopt_state_at(&self, return_address: u64) -> Option<&CallSiteDeoptState> {
        self.call_sites_by_return_address
            .get(&return_address)
            .map(|call_site| &call_site.deopt)
    }

    pub fn call_site_count(&self) -> usize {
        self.call_sites_by_return_address.len()
    }
}

pub(crate) fn frame_anchor(dwarf_register: u16) -> Result<FrameAnchor, &'static str> {
    match dwarf_register {
        DWARF_REGISTER_STACK_POINTER => Ok(FrameAnchor::StackPointer),
        DWARF_REGISTER_FRAME_POINTER => Ok(FrameAnchor::FramePointer),
        _ => Err("only RSP- and RBP-relative stack slots can be found by a frame-pointer walk"),
    }
}

/// The frame words holding a GC pointer location (several for a vector), or
/// none for a constant or a stack address (`Direct`: a relocated stack
/// address, which llc-19 records so), neither of which moves.
fn frame_words_of_gc_pointer(location: &Location) -> Result<Vec<FrameWord>, &'static str> {
    match location.kind {
        LocationKind::Constant | LocationKind::ConstantIndex | LocationKind::Direct => {
            Ok(Vec::new())
        }
        LocationKind::Indirect => {
            let anchor = frame_anchor(location.dwarf_reg)?;
            let size = usize::from(location.size);
            if size == 0 || size % 8 != 0 {
                return Err("a GC pointer location must be 8 bytes or a vector of 8-byte pointers");
            }
            (0..size / 8)
                .map(|index| {
                    let offset = i32::try_from(index * 8)
                        .ok()
                        .and_then(|delta| location.offset_or_constant.checked_add(delta))
                        .ok_or("stack slot offset overflows")?;
                    Ok(FrameWord { anchor, offset })
                })
                .collect()
        }
        LocationKind::Register => Err(
            "GC pointer in a register: frames are walked without unwind information, so every GC pointer must be spilled (LLVM's default)",
        ),
    }
}

/// The words of the gc-live allocas: the k-th `Direct` location naming the
/// same address (k = 0, 1, ...) stands for the word k * 8 bytes above it.
fn frame_words_of_allocas(
    allocas: &[Location],
) -> Result<Vec<FrameWord>, (&Location, &'static str)> {
    let mut occurrences: FxHashMap<FrameWord, i32> = FxHashMap::default();
    let mut words = Vec::with_capacity(allocas.len());
    for alloca in allocas {
        if alloca.kind != LocationKind::Direct {
            return Err((alloca, "a gc-live alloca must be a Direct location"));
        }
        let start = FrameWord {
            anchor: frame_anchor(alloca.dwarf_reg).map_err(|reason| (alloca, reason))?,
            offset: alloca.offset_or_constant,
        };
        let index = occurrences.entry(start).or_insert(0);
        let offset = index
            .checked_mul(8)
            .and_then(|delta| start.offset.checked_add(delta))
            .ok_or((alloca, "stack slot offset overflows"))?;
        *index += 1;
        words.push(FrameWord {
            anchor: start.anchor,
            offset,
        });
    }
    Ok(words)
}

/// Pairs base and derived words element-wise; a scalar base serves every
/// element of a vector of derived pointers; a constant on either side pairs nothing.
fn pair_element_wise(
    base_words: &[FrameWord],
    derived_words: &[FrameWord],
    pairs: &mut Vec<FrameRootPair>,
) -> Result<(), &'static str> {
    if base_words.is_empty() || derived_words.is_empty() {
        return Ok(());
    }
    if base_words.len() != derived_words.len() && base_words.len() != 1 {
        return Err("base and derived locations hold different numbers of pointers");
    }
    pairs.extend(
        derived_words
            .iter()
            .enumerate()
            .map(|(index, &derived)| FrameRootPair {
                base: base_words[index.min(base_words.len() - 1)],
                derived,
            }),
    );
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use stackmap::{FunctionRecord, Record};

    fn constant(value: i32) -> Location {
        Location {
            kind: LocationKind::Constant,
            size: 8,
            dwarf_reg: 0,
            offset_or_constant: value,
        }
    }

    fn location(kind: LocationKind, size: u16, dwarf_reg: u16, offset: i32) -> Location {
        Location {
            kind,
            size,
            dwarf_reg,
            offset_or_constant: offset,
        }
    }

    fn word(anchor: FrameAnchor, offset: i32) -> FrameWord {
        FrameWord { anchor, offset }
    }

    fn statepoint_map(gc_and_alloca_locations: Vec<Location>) -> StackMap {
        let mut locations = vec![constant(0), constant(0), constant(0)];
        locations.extend(gc_and_alloca_locations);
        StackMap {
            version: 3,
            functions: vec![FunctionRecord {
                address: 0x40_0000,
                stack_size: 24,
                record_count: 1,
            }],
            constants: Vec::new(),
            records: vec![Record {
                id: 0xABCDEF00,
                instruction_offset: 0x20,
                locations,
                live_outs: Vec::new(),
            }],
        }
    }

    #[test]
    fn pairs_vectors_and_allocas_are_keyed_by_return_address() {
        let slot = |size, offset| {
            location(
                LocationKind::Indirect,
                size,
                DWARF_REGISTER_STACK_POINTER,
                offset,
            )
        };
        let map = statepoint_map(vec![
            slot(8, 8),
            slot(8, 8),
            slot(8, 8),
            location(LocationKind::Indirect, 8, DWARF_REGISTER_FRAME_POINTER, -16),
            slot(16, 32),
            slot(16, 48),
            constant(0),
            slot(8, 64),
            location(LocationKind::Direct, 8, DWARF_REGISTER_STACK_POINTER, 0),
        ]);
        let mut table = CallSiteTable::default();
        assert_eq!(table.register_stack_map(&map).unwrap(), 1);
        assert_eq!(
            table.register_stack_map(&map).unwrap(),
            1,
            "identical re-registration is accepted"
        );
        assert!(table.roots_at(0x40_0000).is_none());
        let stack = |offset| word(FrameAnchor::StackPointer, offset);
        let mut expected = [
            FrameRootPair {
                base: stack(8),
                derived: stack(8),
            },
            FrameRootPair {
                base: stack(8),
                derived: word(FrameAnchor::FramePointer, -16),
            },
            FrameRootPair {
                base: stack(32),
                derived: stack(48),
            },
            FrameRootPair {
                base: stack(40),
                derived: stack(56),
            },
            FrameRootPair {
                base: stack(0),
                derived: stack(0),
            },
        ];
        expected.sort_unstable();
        assert_eq!(table.roots_at(0x40_0020).unwrap(), &expected[..]);
        assert_eq!(table.call_site_count(), 1);
    }

    #[test]
    fn an_alloca_listed_k_times_is_k_consecutive_words() {
        let direct = |dwarf_reg, offset| location(LocationKind::Direct, 8, dwarf_reg, offset);
        let map = statepoint_map(vec![
            direct(DWARF_REGISTER_STACK_POINTER, 16),
            direct(DWARF_REGISTER_STACK_POINTER, 0),
            direct(DWARF_REGISTER_STACK_POINTER, 16),
            direct(DWARF_REGISTER_FRAME_POINTER, -32),
            direct(DWARF_REGISTER_STACK_POINTER, 16),
            direct(DWARF_REGISTER_FRAME_POINTER, -32),
        ]);
        let mut table = CallSiteTable::default();
        table.register_stack_map(&map).unwrap();
        let own_pair = |anchor, offset| FrameRootPair {
            base: word(anchor, offset),
            derived: word(anchor, offset),
        };
        let mut expected = [
            own_pair(FrameAnchor::StackPointer, 16),
            own_pair(FrameAnchor::StackPointer, 24),
            own_pair(FrameAnchor::StackPointer, 32),
            own_pair(FrameAnchor::StackPointer, 0),
            own_pair(FrameAnchor::FramePointer, -32),
            own_pair(FrameAnchor::FramePointer, -24),
        ];
        expected.sort_unstable();
        assert_eq!(table.roots_at(0x40_0020).unwrap(), &expected[..]);
    }

    /// llc-19's record for a relocated `addrspacecast` of an `alloca` (LLVM's
    /// `statepoint-invoke.ll`): a (Direct, Direct) pair, a pair of constants,
    /// then the same address as a gc-live alloca. Only the alloca's word is a root.
    #[test]
    fn a_relocated_stack_address_pairs_nothing() {
        let direct = location(LocationKind::Direct, 8, DWARF_REGISTER_STACK_POINTER, 4);
        let map = statepoint_map(vec![direct, direct, constant(15), constant(15), direct]);
        let mut table = CallSiteTable::default();
        table.register_stack_map(&map).unwrap();
        let alloca_word = word(FrameAnchor::StackPointer, 4);
        assert_eq!(
            table.roots_at(0x40_0020).unwrap(),
            &[FrameRootPair {
                base: alloca_word,
                derived: alloca_word,
            }]
        );
    }

    #[test]
    fn register_locations_and_other_base_registers_are_refused() {
        for unsupported in [
            location(LocationKind::Register, 8, 3, 0),
            location(LocationKind::Indirect, 8, 3, 8),
            location(LocationKind::Indirect, 12, DWARF_REGISTER_STACK_POINTER, 8),
        ] {
            let map = statepoint_map(vec![unsupported, unsupported]);
            let error = CallSiteTable::default()
                .register_stack_map(&map)
                .unwrap_err();
            assert!(
                matches!(
                    error,
                    StackMapRegistrationError::UnsupportedLocation {
                        return_address: 0x40_0020,
                        ..
                    }
                ),
                "{error}"
            );
        }
    }

    #[test]
    fn a_different_record_for_the_same_return_address_conflicts() {
        let slot = location(LocationKind::Indirect, 8, DWARF_REGISTER_STACK_POINTER, 8);
        let mut table = CallSiteTable::default();
        table
            .register_stack_map(&statepoint_map(vec![slot, slot]))
            .unwrap();
        let error = table
            .register_stack_map(&statepoint_map(Vec::new()))
            .unwrap_err();
        assert!(matches!(
            error,
            StackMapRegistrationError::ConflictingCallSite { .. }
        ));
    }

    #[test]
    fn malformed_sections_are_errors() {
        let error = CallSiteTable::default()
            .register_stack_map_section(&[3, 0, 0, 0, 1])
            .unwrap_err();
        assert!(matches!(error, StackMapRegistrationError::Malformed(_)));
    }
}
