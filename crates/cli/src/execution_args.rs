//! Arguments of `statepoint compile` and `statepoint run`.
//!
//! ```text
//! statepoint compile [--backend=llvm|cranelift] [--default-gc=<strategy>] [--target=<triple>]
//!                    <prog.ll> [-c] -o <exe|object>
//! statepoint run [--backend=llvm|cranelift] [--default-gc=<strategy>]
//!                [--gc-stress] [--gc-verify] [--gc-stats] [--heap-size=<bytes>]
//!                [--time-phases] <prog.ll>
//! ```
//!
//! Invariant: options and the input may come in any order; each option at most
//! once; `compile` requires `-o` (with `-c`, the object file) and accepts no runtime mode (an AOT executable
//! reads its modes from `STATEPOINT_*` variables); `--heap-size` is validated
//! here by the runtime's own rule, so its error names the flag.

use crate::opt_args::Stream;
use runtime::configuration::{parse_heap_size, HEAP_SIZE_EXPECTED};

/// The code generator that turns the prepared module into machine code.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Backend {
    /// LLVM's `llc-19`.
    Llvm,
    /// The project's Cranelift backend.
    Cranelift,
}

/// The backend used when `--backend` is not given.
pub const DEFAULT_BACKEND: Backend = Backend::Cranelift;

/// The runtime modes of `statepoint run` (runtime-abi.md, "Modes").
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct RuntimeModes {
    pub gc_stress: bool,
    pub gc_verify: bool,
    pub gc_stats: bool,
    /// `--heap-size`, validated: the heap limit in bytes.
    pub heap_size: Option<usize>,
}

/// A parsed `compile` or `run` command line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ExecutionInvocation {
    pub backend: Backend,
    pub default_gc_strategy: Option<String>,
    pub input: Stream,
    /// `compile`: the executable (or with `-c` the object) to write.
    pub output: Option<String>,
    /// `compile -c`: write the object file, do not link.
    pub object_only: bool,
    /// `compile --target=<triple>`: the target triple, in place of the module's.
    pub target: Option<String>,
    /// `run`: the modes the program runs with.
    pub runtime_modes: RuntimeModes,
    /// `run --time-phases`: print how long preparing, compiling and running took.
    pub print_phase_times: bool,
}

/// Which of the two subcommands is being parsed.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ExecutionCommand {
    Compile,
    Run,
}

impl ExecutionCommand {
    pub fn usage(self) -> &'static str {
        match self {
            ExecutionCommand::Compile => {
                "usage: statepoint compile [--backend=llvm|cranelift] [--default-gc=<strategy>] [--target=<triple>] <prog.ll> [-c] -o <exe|object>"
            }
            ExecutionCommand::Run => {
                "usage: statepoint run [--backend=llvm|cranelift] [--default-gc=<strategy>] [--gc-stress] [--gc-verify] [--gc-stats] [--heap-size=<bytes>] [--time-phases] <prog.ll>"
            }
        }
    }
}

/// Parses the arguments after `compile` or `run`.
pub fn parse_execution_arguments(
    command: ExecutionCommand,
    arguments: &[String],
) -> Result<ExecutionInvocation, String> {
    let mut backend = None;
    let mut default_gc_strategy = None;
    let mut input = None;
    let mut output = None;
    let mut object_only = false;
    let mut target = None;
    let mut print_phase_times = false;
    let mut runtime_modes = RuntimeModes::default();
    let mut remaining = arguments.iter();
    let usage = command.usage();
    while let Some(argument) = remaining.next() {
        let (name, value) = match argument.split_once('=') {
            Some((name, value)) if name.starts_with("--") => (name, Some(value)),
            _ => (argument.as_str(), None),
        };
        let is_run = command == ExecutionCommand::Run;
        match (name, value) {
            ("--backend", Some(value)) => {
                let chosen = match value {
                    "llvm" => Backend::Llvm,
                    "cranelift" => Backend::Cranelift,
                    other => {
                        return Err(format!(
                            "unknown backend '{other}' (expected llvm or cranelift)"
                        ))
                    }
                };
                set_once(&mut backend, chosen, "--backend")?;
            }
            ("--default-gc", Some(strategy)) if !strategy.is_empty() => {
                set_once(
                    &mut default_gc_strategy,
                    strategy.to_string(),
                    "--default-gc",
                )?;
            }
            ("-o", None) if !is_run => {
                let path = remaining
                    .next()
                    .ok_or_else(|| format!("-o needs a file name\n{usage}"))?;
                set_once(&mut output, path.clone(), "-o")?;
            }
            ("-c", None) if !is_run => set_flag(&mut object_only, name)?,
            ("--target", Some(triple)) if !is_run && !triple.is_empty() => {
                set_once(&mut target, triple.to_string(), name)?;
            }
            ("--gc-stress", None) if is_run => set_flag(&mut runtime_modes.gc_stress, name)?,
            ("--gc-verify", None) if is_run => set_flag(&mut runtime_modes.gc_verify, name)?,
            ("--gc-stats", None) if is_run => set_flag(&mut runtime_modes.gc_stats, name)?,
            ("--time-phases", None) if is_run => set_flag(&mut print_phase_times, name)?,
            ("--heap-size", Some(text)) if is_run => {
                let bytes = parse_heap_size(text).ok_or_else(|| {
                    format!("{name}={text:?} is not valid: expected {HEAP_SIZE_EXPECTED}")
                })?;
                set_once(&mut runtime_modes.heap_size, bytes, name)?;
            }
            _ if argument == "-" || !argument.starts_with('-') => {
                set_once(
                    &mut input,
                    Stream::from_argument(argument),
                    "the input file",
                )?;
            }
            _ => return Err(format!("unknown option '{argument}'\n{usage}")),
        }
    }
    let input = input.ok_or_else(|| format!("no input file given\n{usage}"))?;
    if command == ExecutionCommand::Compile && output.is_none() {
        return Err(format!("no output file given (-o <exe>)\n{usage}"));
    }
    Ok(ExecutionInvocation {
        backend: backend.unwrap_or(DEFAULT_BACKEND),
        default_gc_strategy,
        input,
        output,
        object_only,
        target,
        runtime_modes,
        print_phase_times,
    })
}

fn set_once<T>(slot: &mut Option<T>, value: T, what: &str) -> Result<(), String> {
    if slot.replace(value).is_some() {
        return Err(format!("{what} given more than once"));
    }
    Ok(())
}

fn set_flag(flag: &mut bool, name: &str) -> Result<(), String> {
    if std::mem::replace(flag, true) {
        return Err(format!("{name} given more than once"));
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(command: ExecutionCommand, line: &str) -> Result<ExecutionInvocation, String> {
        let arguments: Vec<String> = line.split_whitespace().map(str::to_string).collect();
        parse_execution_arguments(command, &arguments)
    }

    #[test]
    fn run_takes_the_backend_strategy_and_runtime_modes_in_any_order() {
        let invocation = parse(
            ExecutionCommand::Run,
            "--gc-stress prog.ll --backend=llvm --gc-verify --gc-stats --heap-size=65536 --default-gc=statepoint-example --time-phases",
        )
        .unwrap();
        assert!(invocation.print_phase_times);
        assert_eq!(invocation.backend, Backend::Llvm);
        assert_eq!(invocation.input, Stream::File("prog.ll".to_string()));
        assert_eq!(
            invocation.default_gc_strategy.as_deref(),
            Some("statepoint-example")
        );
        assert_eq!(
            invocation.runtime_modes,
            RuntimeModes {
                gc_stress: true,
                gc_verify: true,
                gc_stats: true,
                heap_size: Some(65536),
            }
        );
    }

    #[test]
    fn a_heap_size_outside_the_runtime_limits_is_an_error_naming_the_flag() {
        for size in ["4097", "10000", "1099511627776"] {
            let invocation = parse(ExecutionCommand::Run, &format!("--heap-size={size} p.ll"));
            assert_eq!(
                invocation.unwrap().runtime_modes.heap_size,
                Some(size.parse().unwrap())
            );
        }
        for size in ["0", "4095", "1099511627777", "12k", ""] {
            let error =
                parse(ExecutionCommand::Run, &format!("--heap-size={size} p.ll")).unwrap_err();
            assert_eq!(
                error,
                format!("--heap-size=\"{size}\" is not valid: expected {HEAP_SIZE_EXPECTED}")
            );
        }
    }

    #[test]
    fn compile_needs_an_output_and_takes_no_runtime_modes() {
        let invocation = parse(ExecutionCommand::Compile, "prog.ll -o prog").unwrap();
        assert_eq!(invocation.output.as_deref(), Some("prog"));
        assert_eq!(invocation.backend, DEFAULT_BACKEND);
        assert!(!invocation.object_only);
        let object = parse(ExecutionCommand::Compile, "prog.ll -c -o prog.o").unwrap();
        assert!(object.object_only);
        assert_eq!(object.target, None);
        let cross = parse(
            ExecutionCommand::Compile,
            "--target=aarch64-unknown-linux-gnu prog.ll -c -o prog.o",
        )
        .unwrap();
        assert_eq!(cross.target.as_deref(), Some("aarch64-unknown-linux-gnu"));
        assert!(parse(
            ExecutionCommand::Run,
            "--target=aarch64-unknown-linux-gnu prog.ll"
        )
        .unwrap_err()
        .starts_with("unknown option '--target=aarch64-unknown-linux-gnu'"));
        assert!(parse(ExecutionCommand::Run, "prog.ll -c")
            .unwrap_err()
            .starts_with("unknown option '-c'"));
        assert!(parse(ExecutionCommand::Compile, "prog.ll")
            .unwrap_err()
            .starts_with("no output file given"));
        assert!(parse(ExecutionCommand::Compile, "prog.ll -o x --gc-stress")
            .unwrap_err()
            .starts_with("unknown option '--gc-stress'"));
        assert!(parse(ExecutionCommand::Run, "prog.ll -o x")
            .unwrap_err()
            .starts_with("unknown option '-o'"));
    }

    #[test]
    fn bad_command_lines_say_what_is_wrong() {
        for (line, message) in [
            ("--backend=gcc prog.ll", "unknown backend 'gcc'"),
            ("a.ll b.ll", "the input file given more than once"),
            (
                "--gc-stress --gc-stress a.ll",
                "--gc-stress given more than once",
            ),
            ("--gc-stats", "no input file given"),
            ("--default-gc= a.ll", "unknown option '--default-gc='"),
        ] {
            let error = parse(ExecutionCommand::Run, line).unwrap_err();
            assert!(error.starts_with(message), "{line}: {error}");
        }
    }
}
