//! `statepoint`: the command line of the statepoint toolkit.
//!
//! Subcommands (the `COMMANDS` table): `opt` (LLVM `opt`-compatible pass
//! driver), `verify <file>` (every check of a module), `stackmap dump <file>`,
//! `compile`/`run` (a program written against the runtime ABI to a native
//! executable linked with the runtime, and run), `gc-report` (a GC log
//! drawn as SVG) and `view` (a function's CFG before and after the passes,
//! drawn as SVG). Each takes `--help` (usage and
//! options on stdout, exit status 0); `statepoint --version` prints the version
//! and the LLVM release whose IR it reads.
//! Architecture invariant: this crate holds no compiler logic; it parses
//! arguments, reads and writes files, renders diagnostics and calls `ir` and
//! `passes`. Every error is printed as `statepoint: <message>` on stderr with
//! exit status 1; no input makes it panic.

#[global_allocator]
static GLOBAL_ALLOCATOR: allocator::Mimalloc = allocator::Mimalloc;

mod allocator;
mod cfg_dot;
mod command_options;
mod compiled_collector;
mod execute;
mod execution_args;
mod failure;
mod fault_report;
mod gc_report;
mod gc_report_svg;
mod io;
mod jit_execution;
mod llvm_backend;
mod located_errors;
mod native_executable;
mod opt;
mod opt_args;
mod phase_times;
mod stackmap_dump;
mod verify;
mod view;
mod view_layout;
mod view_model;
mod view_svg;

use failure::CommandFailure;
use opt_args::{parse_opt_arguments, OptCommand, Stream};
use std::process::ExitCode;

/// What a command that did not fail leaves behind.
enum Outcome {
    /// Text for stderr (possibly empty); exit status 0.
    Diagnostics(String),
    /// `run`: the program's exit status.
    ProgramStatus(u8),
}

/// A subcommand: its name, its line in the usage, what runs it.
struct Command {
    name: &'static str,
    summary: &'static str,
    run: fn(&[String]) -> Result<Outcome, CommandFailure>,
}

/// Every subcommand, for dispatch, `statepoint --help` and `statepoint help <command>`.
const COMMANDS: &[Command] = &[
    Command {
        name: "opt",
        summary: "Run a pass pipeline on a module, like LLVM's opt",
        run: |arguments| opt_command(arguments).map(Outcome::Diagnostics),
    },
    Command {
        name: "verify",
        summary: "Check a module: IR and statepoint rules, relocation invariant, poll bound",
        run: |arguments| verify::verify_command(arguments).map(Outcome::Diagnostics),
    },
    Command {
        name: "run",
        summary: "Compile a program written against the runtime ABI and run it",
        run: |arguments| execute::run_command(arguments).map(Outcome::ProgramStatus),
    },
    Command {
        name: "compile",
        summary: "Compile such a program to an executable linked with the runtime, or an object",
        run: |arguments| execute::compile_command(arguments).map(Outcome::Diagnostics),
    },
    Command {
        name: "gc-report",
        summary: "Draw a GC log (run --gc-log=<file>) as an SVG picture of what the collector did",
        run: |arguments| gc_report::gc_report_command(arguments).map(Outcome::Diagnostics),
    },
    Command {
        name: "view",
        summary: "Draw each function's CFG before and after a pipeline (statepoints, live sets, polls, loops) as SVG",
        run: |arguments| view::view_command(arguments).map(Outcome::Diagnostics),
    },
    Command {
        name: "stackmap",
        summary: "stackmap dump: print an ELF file's stack maps as llvm-readobj --stackmap",
        run: |arguments| stackmap_dump::stackmap_command(arguments).map(Outcome::Diagnostics),
    },
];

/// `statepoint --help`.
fn usage() -> String {
    let mut text = String::from("USAGE: statepoint <command> [arguments]\n\nCommands:\n");
    for command in COMMANDS {
        text += &format!("  {:<10} {}\n", command.name, command.summary);
    }
    text += "\n`statepoint <command> --help` (or `statepoint help <command>`) lists a command's\noptions; `statepoint --version` prints the version.\n";
    text
}

/// `statepoint --version`: the toolkit's version and the IR it reads and writes.
fn version() -> String {
    format!(
        "statepoint {}\nreads and writes LLVM {} IR text\n",
        env!("CARGO_PKG_VERSION"),
        ir::LLVM_VERSION
    )
}

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    match dispatch(&arguments) {
        Ok(Outcome::Diagnostics(diagnostics)) => {
            eprint!("{diagnostics}");
            ExitCode::SUCCESS
        }
        Ok(Outcome::ProgramStatus(status)) => ExitCode::from(status),
        Err(failure) => report_failure(failure),
    }
}

fn dispatch(arguments: &[String]) -> Result<Outcome, CommandFailure> {
    let find = |name: &str| COMMANDS.iter().find(|command| command.name == name);
    let printed = |text: String| {
        io::write_output(&Stream::Standard, &text)?;
        Ok(Outcome::Diagnostics(String::new()))
    };
    match arguments {
        [] => Err(format!("no command given\n{}", usage()).into()),
        [flag] if command_options::is_help_flag(flag) || flag == "help" => printed(usage()),
        [flag] if matches!(flag.as_str(), "--version" | "-V" | "version") => printed(version()),
        [help, name] if help == "help" => match find(name) {
            Some(command) => (command.run)(&["--help".to_string()]),
            None => Err(format!("unknown command '{name}'\n{}", usage()).into()),
        },
        [name, rest @ ..] => match find(name) {
            Some(command) => (command.run)(rest),
            None => Err(format!("unknown command '{name}'\n{}", usage()).into()),
        },
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
            io::write_output(&Stream::Standard, &opt_args::opt_help_text())?;
            Ok(String::new())
        }
        OptCommand::Run(invocation) => opt::run_opt(&invocation),
    }
}
