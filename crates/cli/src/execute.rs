//! `statepoint compile` and `statepoint run`: a program written against the
//! runtime ABI, from `.ll` text to an object, a native executable, or a run.
//!
//! Order: read and parse the input, set its target triple from `--target`,
//! verify it (as `opt` does), prepare it with
//! [`passes::prepare_for_execution`] (canonical poll, runtime declarations,
//! `--default-gc`, global roots, place-safepoints, write barriers when the
//! collector needs them, rewrite-statepoints-for-gc) and record the collector
//! with whether the code has barriers ([`crate::compiled_collector`], which an
//! executable's runtime reads), then by backend (each compiles for the
//! module's target triple):
//! * Cranelift (the default): `run` compiles into this process and runs there
//!   ([`crate::jit_execution`]); `compile` writes our ELF object;
//! * LLVM: `llc-19` writes the object ([`crate::llvm_backend`]);
//!
//! and unless `compile -c`, the object is linked with the runtime
//! ([`crate::native_executable`]), which needs a target of the host's
//! architecture, and for `run` executed, forwarding stdout, stderr and the
//! exit status.

use crate::compiled_collector::record_compiled_collector;
use crate::execution_args::{
    parse_execution_arguments, Backend, ExecutionCommand, ExecutionInvocation, ExecutionRequest,
};
use crate::failure::CommandFailure;
use crate::located_errors::{codegen_failure, located_pass_error};
use crate::native_executable::{link_executable, run_executable, ScratchDirectory};
use crate::opt_args::Stream;
use crate::phase_times::PhaseTimes;
use crate::{io, jit_execution, llvm_backend, opt};
use passes::prepare_for_execution::{
    prepare_for_execution, ExecutionPreparation, PreparationError,
};
use std::path::{Path, PathBuf};

/// `statepoint compile ... <prog.ll> -o <exe>` (with `-c`: `-o <object>`).
pub fn compile_command(arguments: &[String]) -> Result<String, CommandFailure> {
    let Some(invocation) = execution_invocation(ExecutionCommand::Compile, arguments)? else {
        return Ok(String::new());
    };
    let output = PathBuf::from(
        invocation
            .output
            .clone()
            .expect("compile arguments include -o"),
    );
    let (module, source) = prepared_module(&invocation)?;
    let scratch_directory = ScratchDirectory::create()?;
    if invocation.object_only {
        write_object(&invocation, &module, &source, &scratch_directory, &output)?;
    } else {
        build_executable(&invocation, &module, &source, &scratch_directory, &output)?;
    }
    Ok(String::new())
}

/// `statepoint run ... <prog.ll>`: the program's exit status. With
/// `--time-phases`, the phases' durations follow on stderr: "prepare" (read,
/// parse, verify, prepare), "compile" (JIT, or object and link) and "run".
pub fn run_command(arguments: &[String]) -> Result<u8, CommandFailure> {
    let Some(invocation) = execution_invocation(ExecutionCommand::Run, arguments)? else {
        return Ok(0);
    };
    let mut phase_times = PhaseTimes::start();
    let (module, source) = prepared_module(&invocation)?;
    phase_times.end_phase("prepare");
    let status = if invocation.backend == Backend::Cranelift {
        let located = |error: &codegen::CodegenError| {
            codegen_failure(error, io::input_display_name(&invocation.input), &source)
        };
        jit_execution::run_in_process(
            &module,
            &invocation.runtime_modes,
            &mut phase_times,
            &located,
        )?
    } else {
        let scratch_directory = ScratchDirectory::create()?;
        let executable = scratch_directory.path().join("program");
        build_executable(
            &invocation,
            &module,
            &source,
            &scratch_directory,
            &executable,
        )?;
        phase_times.end_phase("compile");
        let status = run_executable(&executable, &invocation.runtime_modes)?;
        phase_times.end_phase("run");
        status
    };
    if invocation.print_phase_times {
        eprint!("{}", phase_times.report());
    }
    Ok(status)
}

/// The parsed command line, or `None` when it asked for help (printed here).
fn execution_invocation(
    command: ExecutionCommand,
    arguments: &[String],
) -> Result<Option<ExecutionInvocation>, CommandFailure> {
    match parse_execution_arguments(command, arguments)? {
        ExecutionRequest::Execute(invocation) => Ok(Some(*invocation)),
        ExecutionRequest::Help => {
            io::write_output(&Stream::Standard, &command.help_text())?;
            Ok(None)
        }
    }
}

/// The input, parsed, verified and prepared for execution, and its text.
fn prepared_module(
    invocation: &ExecutionInvocation,
) -> Result<(ir::Module, io::InputText), CommandFailure> {
    let input_name = io::input_display_name(&invocation.input);
    let source = io::read_input(&invocation.input)?;
    let mut module = opt::parse_verified_input(&source, input_name)?;
    if let Some(target) = &invocation.target {
        module.triple = Some(target.clone());
    }
    if invocation.backend == Backend::Cranelift {
        if let Some(substitution) = codegen::foreign_target_substitution(&module) {
            eprintln!("statepoint: {input_name}: warning: {substitution}");
        }
    }
    let preparation = ExecutionPreparation {
        default_gc_strategy: invocation.default_gc_strategy.clone(),
        // Barriers exactly when the collector needs them: the runtime
        // refuses code whose barriers do not match its collector.
        write_barriers: invocation.runtime_modes.collector.needs_object_barrier(),
    };
    prepare_for_execution(&mut module, &preparation).map_err(|error| {
        let located = match &error {
            PreparationError::Pass(pass_error) => {
                located_pass_error(pass_error, input_name, &source)
            }
            PreparationError::PollDeclaredWithoutBody | PreparationError::RuntimeNameClash(_) => {
                None
            }
        };
        located.unwrap_or_else(|| format!("{input_name}: error: {error}"))
    })?;
    record_compiled_collector(&mut module, invocation.runtime_modes.collector)?;
    Ok((module, source))
}

/// Writes the relocatable object of `module` (prepared from `source`) made
/// by the chosen backend.
fn write_object(
    invocation: &ExecutionInvocation,
    module: &ir::Module,
    source: &str,
    scratch_directory: &ScratchDirectory,
    object: &Path,
) -> Result<(), CommandFailure> {
    match invocation.backend {
        Backend::Llvm => llvm_backend::compile_to_object(module, scratch_directory.path(), object)?,
        Backend::Cranelift => {
            let input_name = io::input_display_name(&invocation.input);
            let bytes = codegen::compile_object(module, input_name)
                .map_err(|error| codegen_failure(&error, input_name, source))?;
            std::fs::write(object, bytes)
                .map_err(|error| format!("cannot write '{}': {error}", object.display()))?;
        }
    }
    Ok(())
}

fn build_executable(
    invocation: &ExecutionInvocation,
    module: &ir::Module,
    source: &str,
    scratch_directory: &ScratchDirectory,
    executable: &Path,
) -> Result<(), CommandFailure> {
    codegen::check_host_target(module).map_err(|error| {
        codegen_failure(&error, io::input_display_name(&invocation.input), source)
    })?;
    let object = scratch_directory.path().join("program.o");
    write_object(invocation, module, source, scratch_directory, &object)?;
    link_executable(&[object], scratch_directory.path(), executable)?;
    Ok(())
}
