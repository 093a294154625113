//! The Cranelift targets: x86-64 and AArch64 Linux (ELF, the C calling
//! convention of each), with frame pointers kept.
//!
//! Invariants:
//! * Every function keeps its frame pointer (RBP, X29) and the frame-pointer
//!   chain (the runtime finds frames by walking it) and is optimized
//!   (`opt_level=speed`).
//! * Object code is position independent so it links into a PIE as well as a
//!   fixed-address executable; JIT code is not (its symbols are absolute).
//! * The target of a module is the triple of its `target triple` line, or the
//!   host when it has none; a supported architecture with another OS or object
//!   format (`x86_64-apple-macosx`, `x86_64-pc-windows-msvc`) is compiled for
//!   that architecture's Linux ELF target, which [`foreign_target_substitution`]
//!   describes for the caller's warning; the JIT accepts only the host's architecture. On
//!   the host's architecture the ISA uses the host CPU's features (as before
//!   cross compilation existed); another architecture gets its baseline.

use crate::error::{CodegenError, CodegenResult};
use cranelift_codegen::isa::{self, OwnedTargetIsa};
use cranelift_codegen::settings::{self, Configurable};
use std::str::FromStr;
use target_lexicon::{Architecture, BinaryFormat, OperatingSystem, Triple};

/// Where generated code will live.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum CodePlacement {
    /// In this process's memory (JIT).
    InProcess,
    /// In a relocatable object file.
    ObjectFile,
}

/// The ISA `module` is compiled for with our settings: its target triple's, or the host's.
pub fn module_target_isa(
    module: &ir::Module,
    placement: CodePlacement,
) -> CodegenResult<OwnedTargetIsa> {
    let triple = module_triple(module)?;
    let host = Triple::host();
    if placement == CodePlacement::InProcess {
        check_host_target(module)?;
    }
    let isa_builder = if triple.architecture == host.architecture {
        cranelift_native::builder()
            .map_err(|error| CodegenError::module_level(format!("host ISA: {error}")))?
    } else {
        isa::lookup(triple.clone())
            .map_err(|error| CodegenError::module_level(format!("target {triple}: {error}")))?
    };
    let mut flags = settings::builder();
    let set = |flags: &mut settings::Builder, name: &str, value: &str| {
        flags.set(name, value).map_err(|error| {
            CodegenError::module_level(format!("Cranelift setting {name}: {error}"))
        })
    };
    set(&mut flags, "opt_level", "speed")?;
    set(&mut flags, "preserve_frame_pointers", "true")?;
    set(&mut flags, "unwind_info", "false")?;
    // `i128` arguments and results as LLVM passes them (two registers), which
    // Cranelift otherwise refuses.
    set(&mut flags, "enable_llvm_abi_extensions", "true")?;
    let position_independent = placement == CodePlacement::ObjectFile;
    if position_independent {
        // Thread-local globals through `__tls_get_addr`, as llc's PIC code
        // (the JIT has no TLS: `module_symbols` refuses thread-local globals there).
        set(&mut flags, "tls_model", "elf_gd")?;
    }
    set(
        &mut flags,
        "is_pic",
        if position_independent {
            "true"
        } else {
            "false"
        },
    )?;
    isa_builder
        .finish(settings::Flags::new(flags))
        .map_err(|error| CodegenError::module_level(format!("building the ISA: {error}")))
}

/// Whether code for `module` runs on this machine: its target (see
/// [`module_target_isa`]) is supported and has the host's architecture.
pub fn check_host_target(module: &ir::Module) -> CodegenResult<()> {
    let triple = module_triple(module)?;
    let host = Triple::host();
    if triple.architecture != host.architecture {
        return Err(CodegenError::unsupported(format!(
            "running or linking code for target {triple} on this {} host (write an object with `compile -c`)",
            host.architecture
        )));
    }
    Ok(())
}

/// The supported target named by `module`'s `target triple`, or the host.
fn module_triple(module: &ir::Module) -> CodegenResult<Triple> {
    let Some(text) = &module.triple else {
        return Ok(Triple::host());
    };
    let unsupported = || {
        CodegenError::unsupported(format!(
            "target {text} (supported: x86_64 and aarch64 Linux ELF, e.g. x86_64-unknown-linux-gnu, aarch64-unknown-linux-gnu)"
        ))
    };
    let triple = Triple::from_str(text).map_err(|_| unsupported())?;
    let architecture_supported = matches!(
        triple.architecture,
        Architecture::X86_64 | Architecture::Aarch64(_)
    );
    let linux_elf = matches!(
        triple.operating_system,
        OperatingSystem::Linux | OperatingSystem::Unknown | OperatingSystem::None_
    ) && matches!(
        triple.binary_format,
        BinaryFormat::Elf | BinaryFormat::Unknown
    );
    if !architecture_supported {
        return Err(unsupported());
    }
    if !linux_elf {
        return Ok(linux_elf_triple(&triple));
    }
    Ok(triple)
}

/// The Linux ELF triple of `triple`'s architecture.
fn linux_elf_triple(triple: &Triple) -> Triple {
    let text = match triple.architecture {
        Architecture::Aarch64(_) => "aarch64-unknown-linux-gnu",
        _ => "x86_64-unknown-linux-gnu",
    };
    Triple::from_str(text).expect("a valid triple")
}

/// When `module` names a supported architecture on another OS or object
/// format: the sentence a warning gives (which triple is compiled instead).
pub fn foreign_target_substitution(module: &ir::Module) -> Option<String> {
    let text = module.triple.as_ref()?;
    let named = Triple::from_str(text).ok()?;
    let compiled = module_triple(module).ok()?;
    (compiled != named).then(|| {
        format!(
            "target {text}: the Cranelift backend writes Linux ELF only; compiling for {compiled} \
             (its C calling convention and object format)"
        )
    })
}
