//! `statepoint compile` and `statepoint run`: a program written against the
//! runtime ABI, from `.ll` text to an object file (`compile -c`), a native
//! executable, and run.
//!
//! Order: read and parse the input, verify it (as `opt` does), prepare it
//! with [`passes::prepare_for_execution`] (canonical poll, runtime
//! declarations, `--default-gc`, global roots, place-safepoints,
//! rewrite-statepoints-for-gc), compile it to an object with the chosen
//! backend, link it with the runtime ([`crate::native_executable`]), and for
//! `run` execute it, forwarding stdout, stderr and the exit status.

use crate::execution_args::{
    parse_execution_arguments, Backend, ExecutionCommand, ExecutionInvocation,
};
use crate::failure::CommandFailure;
use crate::native_executable::{link_executable, run_executable, ScratchDirectory};
use crate::{io, llvm_backend, opt};
use passes::prepare_for_execution::{prepare_for_execution, ExecutionPreparation};
use std::path::Path;

/// `statepoint compile ... <prog.ll> [-c] -o <exe|object>`.
pub fn compile_command(arguments: &[String]) -> Result<String, CommandFailure> {
    let invocation = parse_execution_arguments(ExecutionCommand::Compile, arguments)?;
    let output = invocation
        .output
        .clone()
        .expect("compile arguments include -o");
    let scratch_directory = ScratchDirectory::create()?;
    if invocation.object_only {
        compile_object(&invocation, &scratch_directory, Path::new(&output))?;
    } else {
        build_executable(&invocation, &scratch_directory, Path::new(&output))?;
    }
    Ok(String::new())
}

/// `statepoint run ... <prog.ll>`: the program's exit status.
pub fn run_command(arguments: &[String]) -> Result<u8, CommandFailure> {
    let invocation = parse_execution_arguments(ExecutionCommand::Run, arguments)?;
    let scratch_directory = ScratchDirectory::create()?;
    let executable = scratch_directory.path().join("program");
    build_executable(&invocation, &scratch_directory, &executable)?;
    Ok(run_executable(&executable, &invocation.runtime_modes)?)
}

fn build_executable(
    invocation: &ExecutionInvocation,
    scratch_directory: &ScratchDirectory,
    executable: &Path,
) -> Result<(), CommandFailure> {
    let object = scratch_directory.path().join("program.o");
    compile_object(invocation, scratch_directory, &object)?;
    link_executable(&[object], scratch_directory.path(), executable)?;
    Ok(())
}

/// The input, prepared, compiled by the chosen backend into the ELF object `object`.
fn compile_object(
    invocation: &ExecutionInvocation,
    scratch_directory: &ScratchDirectory,
    object: &Path,
) -> Result<(), CommandFailure> {
    let input_name = io::input_display_name(&invocation.input);
    let source = io::read_input(&invocation.input)?;
    let mut module = ir::parser::parse_module(&source)
        .map_err(|diagnostic| diagnostic.render(input_name, &source))?;
    opt::verify_input_module(&module, input_name)?;
    let preparation = ExecutionPreparation {
        default_gc_strategy: invocation.default_gc_strategy.clone(),
    };
    prepare_for_execution(&mut module, &preparation)
        .map_err(|error| format!("{input_name}: error: {error}"))?;
    match invocation.backend {
        Backend::Llvm => {
            llvm_backend::compile_to_object(&module, scratch_directory.path(), object)?
        }
        Backend::Cranelift => {
            let bytes = codegen::compile_object(&module, input_name)
                .map_err(|error| format!("error: {error}"))?;
            std::fs::write(object, bytes)
                .map_err(|error| format!("cannot write '{}': {error}", object.display()))?;
        }
    }
    Ok(())
}
