//! Differential fuzzing of whole GC programs (issue 15).
//!
//! A seed gives a random program against the runtime ABI
//! (`shared/spec/runtime-abi.md`; [`generate`] lists what is in it) and its
//! expected stdout and exit status, computed by an interpreter of the
//! program's semantics ([`interpret`]), so that a bug common to every way of
//! running it is found too. The program ends by printing a checksum of the
//! heap reachable from its roots (globals and `main`'s references: raw bytes
//! and the shape of the object graph). [`modes`] runs it through our passes
//! and the Cranelift JIT (normally, under `--gc-stress --gc-verify`, and with
//! a heap that never fills), through `llc-19`, and through LLVM's own
//! `opt-19` passes; each must print exactly the expected output and exit
//! with the expected status within a timeout. A failing program is reduced
//! at the level of the generator's tree ([`reduce`]) and written with every
//! mode's output ([`campaign`]).
//!
//! Invariants: generation needs no LLVM and is deterministic by seed (and
//! options); every generated program is valid IR, terminates, and behaves
//! as the interpreter says on any correct collector and compiler: it never
//! reads freed or uninitialised memory (accesses are checked at run time),
//! never turns an address into an integer, and its output does not depend
//! on where objects are.

pub mod campaign;
pub mod deopt_check;
pub mod emit;
pub mod generate;
pub mod interpret;
pub mod modes;
pub mod program;
pub mod reduce;
pub mod rng;
