//! The Cranelift target: x86-64 System V with frame pointers kept.
//!
//! Invariant: every function keeps RBP as a frame pointer (the runtime finds
//! frames by walking the RBP chain) and is optimized (`opt_level=speed`).
//! Object code is position independent so it links into a PIE as well as a
//! fixed-address executable; JIT code is not (its symbols are absolute).

use crate::error::{CodegenError, CodegenResult};
use cranelift_codegen::isa::OwnedTargetIsa;
use cranelift_codegen::settings::{self, Configurable};

/// Where generated code will live.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CodePlacement {
    /// In this process's memory (JIT).
    InProcess,
    /// In a relocatable object file.
    ObjectFile,
}

/// The host ISA (which must be x86-64) with our settings.
pub fn x86_64_target_isa(placement: CodePlacement) -> CodegenResult<OwnedTargetIsa> {
    let mut flags = settings::builder();
    let set = |flags: &mut settings::Builder, name: &str, value: &str| {
        flags.set(name, value).map_err(|error| {
            CodegenError::module_level(format!("Cranelift setting {name}: {error}"))
        })
    };
    set(&mut flags, "opt_level", "speed")?;
    set(&mut flags, "preserve_frame_pointers", "true")?;
    set(&mut flags, "unwind_info", "false")?;
    let position_independent = placement == CodePlacement::ObjectFile;
    set(
        &mut flags,
        "is_pic",
        if position_independent {
            "true"
        } else {
            "false"
        },
    )?;
    let isa_builder = cranelift_native::builder()
        .map_err(|error| CodegenError::module_level(format!("host ISA: {error}")))?;
    if isa_builder.triple().architecture != target_lexicon::Architecture::X86_64 {
        return Err(CodegenError::unsupported(format!(
            "target {}: only x86-64 is supported",
            isa_builder.triple()
        )));
    }
    isa_builder
        .finish(settings::Flags::new(flags))
        .map_err(|error| CodegenError::module_level(format!("building the ISA: {error}")))
}
