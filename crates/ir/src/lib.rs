//! `ir`: the SSA intermediate representation of statepoint.
//!
//! It reads and writes LLVM IR text (LLVM 19 syntax; typed-pointer input is
//! read as opaque pointers), verifies modules, and provides the analyses that
//! passes share (CFG, dominators, loops).
//!
//! Architecture invariant: this crate knows nothing about garbage collection
//! passes, code generation, files or processes. It parses from a string and
//! prints to a string or a writer; diagnostics are values, not output.

/// The LLVM release whose IR text the parser reads and the printer writes.
pub const LLVM_VERSION: u32 = 19;

pub mod analysis;
pub mod apfloat;
pub mod apint;
pub mod attributes;
pub mod block_use_order;
pub mod constant;
pub mod datalayout;
pub mod diagnostic;
mod float_text;
pub mod function;
pub mod gc_intrinsics;
pub mod inst;
pub mod intrinsic_attributes;
pub mod intrinsic_remangling;
pub mod intrinsics;
pub mod legacy_memory_intrinsics;
pub mod legacy_statepoints;
mod llvm19_intrinsic_attributes;
mod llvm19_intrinsics;
pub mod metadata;
pub mod module;
pub mod module_flags_upgrade;
mod name_index;
pub mod name_text;
pub mod opaque_pointer_upgrade;
pub mod parser;
pub mod prefetch;
pub mod printer;
pub mod target_datalayout;
#[cfg(test)]
mod test_support;
pub mod thin_list;
pub mod types;
pub mod verifier;

pub use apint::ApInt;
pub use attributes::{AttrList, Attribute};
pub use constant::{BinaryOp, CastOp, ConstData, ConstId, ConstPool, GepFlags, IntFlags};
pub use diagnostic::Diagnostic;
pub use function::{Block, BlockData, Body, Function, Inst, Param, Value, ValueData, ValueDef};
pub use inst::{
    Atomic, CallArg, CallConv, CallSite, ClauseKind, FastMath, FloatPredicate, InstData, InstKind,
    IntPredicate, Operand, OperandBundle, Ordering, RmwOp, TailKind,
};
pub use metadata::{
    DebugRecord, MdAttachment, MdField, MdFieldValue, MdKind, MdNode, MdRef, NamedMetadata,
};
pub use module::{
    Comdat, ComdatRef, GlobalId, GlobalKind, GlobalValue, GlobalVariable, Linkage, Module,
    UnnamedAddr, Visibility,
};
pub use parser::{parse_module, parse_module_with_locations, SourceLocations};
pub use thin_list::ThinList;
pub use types::{StructBody, Type, TypeId, TypeTable};
