//! Arguments of `statepoint compile` and `statepoint run`.
//!
//! ```text
//! statepoint compile [options] <prog.ll|-> -o <file>
//! statepoint run [options] <prog.ll|->
//! ```
//!
//! The options of both are one table, `EXECUTION_OPTIONS` (which subcommand
//! takes each, its value, its help line), read by the parser and by `--help`.
//!
//! Invariant: options and the input may come in any order; each option at most
//! once; `compile` requires `-o` (with `-c`, the object file) and accepts no runtime mode (an AOT executable
//! reads its modes from `STATEPOINT_*` variables) but `--gc`, recorded as the executable's default collector; `--heap-size` is validated
//! here by the runtime's own rule, so its error names the flag.

use crate::command_options::{self, next_argument, CommandOption, OptionValue, Parsed};
use crate::opt_args::Stream;
use runtime::collector_choice::{CollectorChoice, COLLECTOR_EXPECTED};
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
    /// `--gc`: the collector (never an MMTk plan with stress or verify).
    pub collector: CollectorChoice,
    /// `--gc-log`: the file for one JSON line per collection.
    pub gc_log: Option<String>,
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

/// What a `compile`/`run` command line asks for.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ExecutionRequest {
    Execute(Box<ExecutionInvocation>),
    /// `-h`/`--help`: print [`ExecutionCommand::help_text`].
    Help,
}

/// What an option of `compile`/`run` sets.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Setting {
    Backend,
    DefaultGc,
    Target,
    ObjectOnly,
    Output,
    Collector,
    GcStress,
    GcVerify,
    GcStats,
    HeapSize,
    GcLog,
    TimePhases,
}

/// An option and the subcommands that take it.
struct ExecutionOption {
    commands: &'static [ExecutionCommand],
    option: CommandOption<Setting>,
}

const BOTH: &[ExecutionCommand] = &[ExecutionCommand::Compile, ExecutionCommand::Run];
const COMPILE: &[ExecutionCommand] = &[ExecutionCommand::Compile];
const RUN: &[ExecutionCommand] = &[ExecutionCommand::Run];

/// The options of `compile` and `run`, for parsing and `--help`.
const EXECUTION_OPTIONS: &[ExecutionOption] = &[
    ExecutionOption {
        commands: BOTH,
        option: CommandOption {
            names: &["--backend"],
            value: OptionValue::Inline("<cranelift|llvm>"),
            setting: Setting::Backend,
            help: "Code generator: cranelift (built in; run: JIT in this process) or llvm (llc-19 -O2) (default: cranelift)",
        },
    },
    ExecutionOption {
        commands: BOTH,
        option: CommandOption {
            names: &["--default-gc"],
            value: OptionValue::Inline("<strategy>"),
            setting: Setting::DefaultGc,
            help: "GC strategy of the functions that name none, e.g. statepoint-example for clang output (default: none)",
        },
    },
    ExecutionOption {
        commands: COMPILE,
        option: CommandOption {
            names: &["--target"],
            value: OptionValue::Inline("<triple>"),
            setting: Setting::Target,
            help: "Target triple in place of the module's: x86_64 or aarch64 Linux; not the host's architecture needs -c (default: the module's, else the host)",
        },
    },
    ExecutionOption {
        commands: COMPILE,
        option: CommandOption {
            names: &["-c"],
            value: OptionValue::Flag,
            setting: Setting::ObjectOnly,
            help: "Write the ELF object (stack maps in .llvm_stackmaps), do not link (default: link with libruntime.a)",
        },
    },
    ExecutionOption {
        commands: COMPILE,
        option: CommandOption {
            names: &["-o"],
            value: OptionValue::Next("<file>"),
            setting: Setting::Output,
            help: "The executable (with -c the object file) to write (required)",
        },
    },
    ExecutionOption {
        commands: BOTH,
        option: CommandOption {
            names: &["--gc"],
            value: OptionValue::Inline("<collector>"),
            setting: Setting::Collector,
            help: "Collector: semispace (ours, the reference), or an MMTk plan: mmtk-semispace, mmtk-gencopy, mmtk-immix, mmtk-genimmix, mmtk-stickyimmix, mmtk-concurrentimmix (default: semispace)",
        },
    },
    ExecutionOption {
        commands: RUN,
        option: CommandOption {
            names: &["--gc-stress"],
            value: OptionValue::Flag,
            setting: Setting::GcStress,
            help: "Collect and move every object at every allocation and safepoint (default: off)",
        },
    },
    ExecutionOption {
        commands: RUN,
        option: CommandOption {
            names: &["--gc-verify"],
            value: OptionValue::Flag,
            setting: Setting::GcVerify,
            help: "Check the heap after each collection (default: off)",
        },
    },
    ExecutionOption {
        commands: RUN,
        option: CommandOption {
            names: &["--gc-stats"],
            value: OptionValue::Flag,
            setting: Setting::GcStats,
            help: "Print the collector's statistics on stderr at exit (default: off)",
        },
    },
    ExecutionOption {
        commands: RUN,
        option: CommandOption {
            names: &["--heap-size"],
            value: OptionValue::Inline("<bytes>"),
            setting: Setting::HeapSize,
            help: "Most bytes of objects live at once, 4096 to 2^40 (default: 1073741824, 1 GiB)",
        },
    },
    ExecutionOption {
        commands: RUN,
        option: CommandOption {
            names: &["--gc-log"],
            value: OptionValue::Inline("<file>"),
            setting: Setting::GcLog,
            help: "Write one JSON line per collection to <file>, for statepoint gc-report (default: off)",
        },
    },
    ExecutionOption {
        commands: RUN,
        option: CommandOption {
            names: &["--time-phases"],
            value: OptionValue::Flag,
            setting: Setting::TimePhases,
            help: "Print how long preparing, compiling and running took, on stderr (default: off)",
        },
    },
];

impl ExecutionCommand {
    fn name(self) -> &'static str {
        match self {
            ExecutionCommand::Compile => "compile",
            ExecutionCommand::Run => "run",
        }
    }

    /// The options this subcommand takes, in table order.
    fn options(self) -> Vec<&'static CommandOption<Setting>> {
        EXECUTION_OPTIONS
            .iter()
            .filter(|entry| entry.commands.contains(&self))
            .map(|entry| &entry.option)
            .collect()
    }

    /// `statepoint compile [options] <prog.ll|-> -o <file>`.
    fn usage(self) -> String {
        let output = match self {
            ExecutionCommand::Compile => " -o <file>",
            ExecutionCommand::Run => "",
        };
        format!("statepoint {} [options] <prog.ll|->{output}", self.name())
    }

    /// The usage line and where the options are listed, for errors.
    fn usage_hint(self) -> String {
        format!(
            "usage: {} (see: statepoint {} --help)",
            self.usage(),
            self.name()
        )
    }

    /// The `--help` text.
    pub fn help_text(self) -> String {
        let description = match self {
            ExecutionCommand::Compile => {
                "Compile a program written against the runtime ABI (our place-safepoints and\nrewrite-statepoints-for-gc first) and link it with the runtime, or with -c\nstop at the object. The executable reads its modes from STATEPOINT_GC_STRESS=1,\nSTATEPOINT_GC_VERIFY=1, STATEPOINT_GC_STATS=1, STATEPOINT_HEAP_SIZE=<bytes>,\nSTATEPOINT_GC_LOG=<file>, and its collector from STATEPOINT_GC=<collector>\n(default: the one --gc chose)."
            }
            ExecutionCommand::Run => {
                "Compile a program written against the runtime ABI (our place-safepoints and\nrewrite-statepoints-for-gc first) and run it on the moving collector; the exit\nstatus is main's result modulo 256."
            }
        };
        command_options::help_text(&self.usage(), description, &self.options())
    }
}

/// Parses the arguments after `compile` or `run`.
pub fn parse_execution_arguments(
    command: ExecutionCommand,
    arguments: &[String],
) -> Result<ExecutionRequest, String> {
    let mut backend = None;
    let mut default_gc_strategy = None;
    let mut input = None;
    let mut output = None;
    let mut object_only = false;
    let mut target = None;
    let mut print_phase_times = false;
    let mut runtime_modes = RuntimeModes::default();
    let mut collector_given = false;
    let options = command.options();
    let help_command = format!("statepoint {} --help", command.name());
    let mut remaining = arguments.iter();
    while let Some(parsed) = next_argument(&options, &mut remaining, &help_command)? {
        let (setting, value) = match parsed {
            Parsed::Help => return Ok(ExecutionRequest::Help),
            Parsed::Input(argument) => {
                set_once(
                    &mut input,
                    Stream::from_argument(argument),
                    "the input file",
                )?;
                continue;
            }
            Parsed::Option(setting, value) => (setting, value.unwrap_or_default()),
        };
        match setting {
            Setting::Backend => {
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
            Setting::DefaultGc => {
                set_once(&mut default_gc_strategy, value.to_string(), "--default-gc")?
            }
            Setting::Target => set_once(&mut target, value.to_string(), "--target")?,
            Setting::Output => set_once(&mut output, value.to_string(), "-o")?,
            Setting::ObjectOnly => set_flag(&mut object_only, "-c")?,
            Setting::Collector => {
                let chosen = CollectorChoice::from_name(value).ok_or_else(|| {
                    format!("unknown collector '{value}' (expected {COLLECTOR_EXPECTED})")
                })?;
                set_flag(&mut collector_given, "--gc")?;
                runtime_modes.collector = chosen;
            }
            Setting::GcStress => set_flag(&mut runtime_modes.gc_stress, "--gc-stress")?,
            Setting::GcVerify => set_flag(&mut runtime_modes.gc_verify, "--gc-verify")?,
            Setting::GcStats => set_flag(&mut runtime_modes.gc_stats, "--gc-stats")?,
            Setting::GcLog => set_once(&mut runtime_modes.gc_log, value.to_string(), "--gc-log")?,
            Setting::TimePhases => set_flag(&mut print_phase_times, "--time-phases")?,
            Setting::HeapSize => {
                let bytes = parse_heap_size(value).ok_or_else(|| {
                    format!("--heap-size={value:?} is not valid: expected {HEAP_SIZE_EXPECTED}")
                })?;
                set_once(&mut runtime_modes.heap_size, bytes, "--heap-size")?;
            }
        }
    }
    let collector = runtime_modes.collector;
    if !collector.supports_stress_and_verify()
        && (runtime_modes.gc_stress || runtime_modes.gc_verify)
    {
        return Err(format!(
            "--gc-stress and --gc-verify run on the reference collector only (--gc=semispace), not --gc={}",
            collector.name()
        ));
    }
    let usage = command.usage_hint();
    let input = input.ok_or_else(|| format!("no input file given\n{usage}"))?;
    if command == ExecutionCommand::Compile && output.is_none() {
        return Err(format!("no output file given (-o <file>)\n{usage}"));
    }
    Ok(ExecutionRequest::Execute(Box::new(ExecutionInvocation {
        backend: backend.unwrap_or(DEFAULT_BACKEND),
        default_gc_strategy,
        input,
        output,
        object_only,
        target,
        runtime_modes,
        print_phase_times,
    })))
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
        match parse_execution_arguments(command, &arguments)? {
            ExecutionRequest::Execute(invocation) => Ok(*invocation),
            ExecutionRequest::Help => Err("help".to_string()),
        }
    }

    #[test]
    fn help_comes_first_and_lists_each_subcommands_own_options() {
        for line in ["--help", "-h", "prog.ll -help", "--help --no-such-option"] {
            assert_eq!(parse(ExecutionCommand::Run, line).unwrap_err(), "help");
            assert_eq!(parse(ExecutionCommand::Compile, line).unwrap_err(), "help");
        }
        let run = ExecutionCommand::Run.help_text();
        assert!(run.starts_with("USAGE: statepoint run [options] <prog.ll|->\n"));
        let compile = ExecutionCommand::Compile.help_text();
        assert!(compile.starts_with("USAGE: statepoint compile [options] <prog.ll|-> -o <file>\n"));
        for entry in EXECUTION_OPTIONS {
            for command in [ExecutionCommand::Run, ExecutionCommand::Compile] {
                let text = command.help_text();
                let listed = text
                    .lines()
                    .any(|line| line.trim_start().starts_with(&entry.option.synopsis()));
                assert_eq!(listed, entry.commands.contains(&command), "{text}");
            }
        }
        assert!(run.contains("--heap-size=<bytes>") && run.contains("(default: cranelift)"));
    }

    #[test]
    fn run_takes_the_backend_strategy_and_runtime_modes_in_any_order() {
        let invocation = parse(
            ExecutionCommand::Run,
            "--gc-stress prog.ll --backend=llvm --gc-verify --gc-stats --heap-size=65536 --default-gc=statepoint-example --time-phases --gc-log=gc.jsonl",
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
                collector: CollectorChoice::Semispace,
                gc_log: Some("gc.jsonl".to_string()),
            }
        );
    }

    #[test]
    fn gc_chooses_the_collector_and_mmtk_plans_refuse_stress_and_verify() {
        for (command, output) in [
            (ExecutionCommand::Run, ""),
            (ExecutionCommand::Compile, " -o x"),
        ] {
            let parse_line = |line: &str| parse(command, &format!("{line}{output}"));
            let invocation = parse_line("--gc=mmtk-stickyimmix p.ll").unwrap();
            assert_eq!(
                invocation.runtime_modes.collector.name(),
                "mmtk-stickyimmix"
            );
            assert_eq!(
                parse_line("--gc=marksweep p.ll").unwrap_err(),
                format!("unknown collector 'marksweep' (expected {COLLECTOR_EXPECTED})")
            );
            assert_eq!(
                parse_line("--gc=semispace --gc=mmtk-immix p.ll").unwrap_err(),
                "--gc given more than once"
            );
        }
        for mode in ["--gc-stress", "--gc-verify"] {
            assert_eq!(
                parse(ExecutionCommand::Run, &format!("{mode} --gc=mmtk-immix p.ll")).unwrap_err(),
                "--gc-stress and --gc-verify run on the reference collector only (--gc=semispace), not --gc=mmtk-immix"
            );
        }
        assert!(parse(ExecutionCommand::Run, "--gc-stress --gc=semispace p.ll").is_ok());
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
        for size in ["0", "4095", "1099511627777", "12k"] {
            let error =
                parse(ExecutionCommand::Run, &format!("--heap-size={size} p.ll")).unwrap_err();
            assert_eq!(
                error,
                format!("--heap-size=\"{size}\" is not valid: expected {HEAP_SIZE_EXPECTED}")
            );
        }
        assert!(parse(ExecutionCommand::Run, "--heap-size= p.ll")
            .unwrap_err()
            .starts_with("--heap-size needs a value: --heap-size=<bytes>"));
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
            (
                "--default-gc= a.ll",
                "--default-gc needs a value: --default-gc=<strategy>",
            ),
            ("--gc-stats=1 a.ll", "--gc-stats takes no value"),
            ("--gc-log= a.ll", "--gc-log needs a value: --gc-log=<file>"),
            (
                "--gc-log=a --gc-log=b a.ll",
                "--gc-log given more than once",
            ),
        ] {
            let error = parse(ExecutionCommand::Run, line).unwrap_err();
            assert!(error.starts_with(message), "{line}: {error}");
        }
    }
}
