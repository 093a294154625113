//! `stackmap`: LLVM's StackMap v3 (spec §8), the table that tells a moving
//! collector where every live GC pointer of every frame is at each call site.
//!
//! * [`parse`] / [`parse_all`]: bytes to the typed model ([`StackMap`]),
//!   validating everything the format fixes; [`write`] is its exact inverse
//!   (`write(&parse(bytes)?) == bytes` for every accepted input, which is the
//!   byte layout `llc` emits).
//! * [`Record::statepoint`]: a statepoint record split into calling
//!   convention, flags, deopt locations, (base, derived) pairs and allocas.
//! * [`StackMap::call_sites`]: records keyed by absolute return address, for
//!   a runtime's lookup table.
//! * [`elf`]: the `.llvm_stackmaps` section of ELF objects, executables and
//!   shared objects (x86-64, AArch64), with relocations resolved to symbols.
//! * [`llvm_readobj`]: the text `llvm-readobj --stackmap` prints.
//!
//! Architecture invariants: no dependency on the IR or the passes (a runtime
//! links this crate alone); no IO; no input, however malformed, makes a
//! function of this crate panic or read out of bounds (the writer's only
//! panic is a hand-built map with more entries than a count field holds).

pub mod elf;
mod error;
pub mod layout;
pub mod llvm_readobj;
mod model;
mod parse;
mod statepoint;
mod write;

pub use error::StackMapError;
pub use model::{FunctionRecord, LiveOut, Location, LocationKind, Record, StackMap};
pub use parse::{parse, parse_all};
pub use statepoint::StatepointView;
pub use write::{encoded_size, write};
