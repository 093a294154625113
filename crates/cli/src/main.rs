//! `statepoint`: the command line of the statepoint toolkit.
//!
//! Subcommands: `opt` (LLVM `opt`-compatible pass driver), `verify <file>`,
//! `stackmap dump <file>`, and `compile`/`run` (a program written against the
//! runtime ABI to a native executable linked with the runtime, and run).
//! Architecture invariant: this crate holds no compiler logic; it parses
//! arguments, reads and writes files, renders diagnostics and calls `ir` and
//! `passes`. Every error is printed as `statepoint: <message>` on stderr with
//! exit status 1; no input makes it panic.

#[global_allocator]
static GLOBAL_ALLOCATOR: allocator::Mimalloc = allocator::Mimalloc;

mod allocator;
mod execute;
mod execution_args;
mod failure;
mod fault_report;
mod io;
mod jit_execution;
mod llvm_backend;
mod native_executable;
mod opt;
mod opt_args;
mod pass_diagnostics;
mod phase_times;
mod stackmap_dump;

use failure::CommandFailure;
use opt_args::{parse_opt_arguments, OptCommand, Stream};
use std::process::ExitCode;

const USAGE: &str = "USAGE: statepoint <command> [arguments]

Commands:
  opt [options] [input.ll|-]   Run a pass pipeline, like LLVM opt (see: statepoint opt --help)
  verify <input.ll|->          Parse and verify a module
  stackmap dump <file|->       Print an ELF file's stack maps, as llvm-readobj --stackmap
  compile [options] <prog.ll> [-c] -o <exe|object>
                               Compile a program written against the runtime ABI and link it
                               with the runtime, or with -c stop at the ELF object (its stack
                               maps in .llvm_stackmaps); --backend=cranelift|llvm, --default-gc=<strategy>,
                               --target=<triple> (x86_64 or aarch64 Linux; another architecture than
                               the host's needs -c)
  run [options] <prog.ll>      Compile and run it (also --gc-stress, --gc-verify, --gc-stats,
                               --heap-size=<bytes>, --time-phases); exits with the program's status
";

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let outcome = match arguments.first().map(String::as_str) {
        Some("opt") => opt_command(&arguments[1..]),
        Some("verify") => verify_command(&arguments[1..]),
        Some("stackmap") => stackmap_dump::stackmap_command(&arguments[1..]),
        Some("compile") => execute::compile_command(&arguments[1..]),
        Some("run") => {
            return match execute::run_command(&arguments[1..]) {
                Ok(program_status) => ExitCode::from(program_status),
                Err(failure) => report_failure(failure),
            }
        }
        Some("-h" | "-help" | "--help" | "help") => {
            print!("{USAGE}");
            Ok(String::new())
        }
        Some(other) => Err(format!("unknown command '{other}'\n{USAGE}").into()),
        None => Err(format!("no command given\n{USAGE}").into()),
    };
    match outcome {
        Ok(diagnostics) => {
            eprint!("{diagnostics}");
            ExitCode::SUCCESS
        }
        Err(failure) => report_failure(failure),
    }
}

fn report_failure(failure: CommandFailure) -> ExitCode {
    eprint!("{}", failure.details);
    eprintln!("statepoint: {}", failure.message.trim_end());
    if failure.aborts {
        std::process::abort();
    }
    ExitCode::FAILURE
}

fn opt_command(arguments: &[String]) -> Result<String, CommandFailure> {
    match parse_opt_arguments(arguments)? {
        OptCommand::Help => {
            print!("{}", opt_args::opt_help_text());
            Ok(String::new())
        }
        OptCommand::Run(invocation) => opt::run_opt(&invocation),
    }
}

/// `statepoint verify <file>`: parse and verify; silent on success.
fn verify_command(arguments: &[String]) -> Result<String, CommandFailure> {
    let [path] = arguments else {
        return Err("usage: statepoint verify <input.ll|->".to_string().into());
    };
    let input = Stream::from_argument(path);
    let input_name = io::input_display_name(&input);
    let source = io::read_input(&input)?;
    let module = ir::parser::parse_module(&source)
        .map_err(|diagnostic| diagnostic.render(input_name, &source))?;
    opt::verify_input_module(&module, input_name)?;
    Ok(String::new())
}
