//! `codegen`: the Cranelift backend of statepoint.
//!
//! It lowers an [`ir::Module`] (after RewriteStatepointsForGC) to x86-64 or
//! AArch64 machine code (C calling convention, Linux ELF) with Cranelift,
//! lowering every `gc.statepoint` (call or `invoke`, with or without patch
//! bytes) itself (spec §9) and emitting LLVM's StackMap v3 for it (spec §8):
//! * [`JitProgram`]: code in this process's memory (host architecture), with
//!   a stack map whose addresses are final, for `statepoint run`;
//! * [`compile_object`]: an ELF object for the module's target triple with a
//!   `.llvm_stackmaps` section whose function addresses are relocations, for
//!   `statepoint compile`.
//!
//! Data flow: `module_symbols` declares every symbol, `global_data` defines
//! the global variables, `function_translator` (with the `lower_*` files, one
//! per instruction family) builds each function's Cranelift IR, Cranelift
//! compiles it, and `stack_map_records` turns the statepoints' debug tags and
//! the frame layout into records.
//!
//! Architecture invariants: no parsing of text and no IO (the caller reads
//! files, links executables and registers stack maps with the runtime); no
//! dependency on the runtime (its entry points are symbols the caller
//! resolves). Anything the backend cannot lower is a [`CodegenError`] saying
//! `unsupported in the Cranelift backend: ...` with the function and the
//! instruction, never a panic.

mod data_layout;
mod dynamic_allocas;
mod error;
mod function_translator;
mod global_data;
mod inline_asm_stubs;
mod jit;
mod legalize_integers;
mod legalize_vectors;
mod lower_calls;
mod lower_constants;
mod lower_control_flow;
mod lower_funclets;
mod lower_inline_asm;
mod lower_intrinsics;
mod lower_invokes;
mod lower_machine_intrinsics;
mod lower_memory;
mod lower_scalar_operations;
mod lower_statepoints;
mod lower_varargs;
mod lower_x86_fp80;
mod lower_x86_simd;
mod lower_x86_sse_float;
mod machine_stubs;
mod module_lowering;
mod module_symbols;
mod object_file;
mod padded_integer_intrinsics;
mod patch_regions;
mod signatures;
mod sse_stubs;
mod stack_map_records;
mod stack_map_values;
mod statepoint_call_sites;
mod target_isa;
mod value_types;
mod wide_integer_intrinsics;
mod x87_stubs;

pub use error::CodegenError;
pub use jit::{JitProgram, SymbolResolver};
pub use lower_statepoints::{ENTER_UNMANAGED_CODE_HOOK, LEAVE_UNMANAGED_CODE_HOOK};
pub use object_file::{compile_object, STACK_MAP_SECTION_NAME};
pub use target_isa::{check_host_target, foreign_target_substitution};
