//! Command-line parsing for `statepoint opt`, compatible with LLVM `opt`.
//!
//! LLVM's `cl` conventions: long options take one or two dashes (`-S`,
//! `--passes=x`); a value follows `=` or, for options that need one, the next
//! argument (`-o out.ll`); boolean flags may be written `-flag=true|false|1|0`;
//! `-` alone is stdin and `--` ends the options. Pass options are the names
//! of [`passes::KNOWN_PASS_OPTIONS`]. Anything else is LLVM's
//! `Unknown command line argument '-x'.`
//!
//! Invariant: parsing has no side effects; it yields an [`OptInvocation`] or
//! an error message, and `-help` is a value ([`OptCommand::Help`]).

use crate::cfg_dot::CfgDotRequest;
use passes::{find_pass_option, parse_llvm_bool, PassOptions};

/// Where the input module comes from or the output goes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum Stream {
    Standard,
    File(String),
}

impl Stream {
    /// `-` is the standard stream, anything else a file path.
    pub fn from_argument(argument: &str) -> Stream {
        if argument == "-" {
            Stream::Standard
        } else {
            Stream::File(argument.to_string())
        }
    }
}

/// Everything an `opt` run was asked to do.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct OptInvocation {
    pub input: Stream,
    pub output: Stream,
    pub pipeline: String,
    pub text_output: bool,
    pub disable_output: bool,
    pub verify_each: bool,
    /// `-disable-verify`: skip the verification of the module the pipeline
    /// produced (the input is verified all the same: the passes rely on it).
    pub disable_verify: bool,
    pub time_passes: bool,
    /// `-verify-safepoint-ir`: run the safepoint IR verifier after the pipeline.
    pub verify_safepoint_ir: bool,
    /// `-dot-cfg`: a `.dot` file of each function's CFG after the pipeline.
    pub dot_cfg: bool,
    /// `-dot-cfg-only`: the same without instructions.
    pub dot_cfg_only: bool,
    /// `-cfg-dot-filename-prefix` and `-cfg-func-name` (only `only_names` unset).
    pub cfg_dot: CfgDotRequest,
    pub pass_options: PassOptions,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum OptCommand {
    Run(Box<OptInvocation>),
    Help,
}

/// The flags of `opt` itself, for `-help` and parsing.
const OPT_FLAGS: &[(&str, &str)] = &[
    (
        "passes=<pipeline>",
        "Pipeline to run, in LLVM's new pass manager syntax",
    ),
    (
        "S",
        "Write output as LLVM assembly (bitcode output is not supported)",
    ),
    (
        "o <filename>",
        "Output file ('-' for standard output, the default)",
    ),
    ("disable-output", "Do not write the result"),
    ("verify-each", "Run the module verifier after each pass"),
    (
        "disable-verify",
        "Do not verify the module the pipeline produced",
    ),
    (
        "time-passes",
        "Print the time each pass took to standard error",
    ),
    (
        "verify-safepoint-ir",
        "Run verify<safepoint-ir> after the pipeline (legacy flag)",
    ),
    (
        "disable-builtin=<name>",
        "Do not treat library function <name> as a builtin",
    ),
    (
        "dot-cfg",
        "Write each function's CFG after the pipeline to '<prefix>.<function>.dot' (LLVM's -passes=dot-cfg)",
    ),
    (
        "dot-cfg-only",
        "The same with block names only, no instructions (LLVM's -passes=dot-cfg-only)",
    ),
    (
        "cfg-dot-filename-prefix=<prefix>",
        "The prefix of the CFG file names (default: empty, so '.f.dot')",
    ),
    (
        "cfg-func-name=<text>",
        "Write the CFG only of functions whose name contains <text> (default: every function)",
    ),
];

/// The `-help` text.
pub fn opt_help_text() -> String {
    let mut text = String::from(
        "USAGE: statepoint opt [options] <input .ll file, default '-' (standard input)>\n\nOPTIONS:\n",
    );
    for (flag, help) in OPT_FLAGS {
        text += &format!("  -{flag:<46} {help}\n");
    }
    text += "\nPASS OPTIONS (LLVM names and defaults):\n";
    for spec in passes::KNOWN_PASS_OPTIONS {
        let value = match spec.kind {
            passes::PassOptionKind::Bool { default } => format!("=<bool> (default {default})"),
            passes::PassOptionKind::Unsigned { default } => format!("=<uint> (default {default})"),
        };
        text += &format!(
            "  -{:<46} {} [{}]\n",
            format!("{}{value}", spec.name),
            spec.help,
            spec.pass
        );
    }
    text
}

/// Parses the arguments after `opt`.
pub fn parse_opt_arguments(arguments: &[String]) -> Result<OptCommand, String> {
    let mut invocation = OptInvocation {
        input: Stream::Standard,
        output: Stream::Standard,
        pipeline: String::new(),
        text_output: false,
        disable_output: false,
        verify_each: false,
        disable_verify: false,
        time_passes: false,
        verify_safepoint_ir: false,
        dot_cfg: false,
        dot_cfg_only: false,
        cfg_dot: CfgDotRequest::default(),
        pass_options: PassOptions::default(),
    };
    let mut input: Option<Stream> = None;
    let mut remaining = arguments.iter();
    let mut options_ended = false;
    while let Some(argument) = remaining.next() {
        let is_option = !options_ended && argument.len() > 1 && argument.starts_with('-');
        if !is_option {
            if input.is_some() {
                return Err(format!(
                    "Too many positional arguments specified! Can specify at most 1 positional argument: See: statepoint opt --help (extra argument '{argument}')"
                ));
            }
            input = Some(Stream::from_argument(argument));
            continue;
        }
        if argument == "--" {
            options_ended = true;
            continue;
        }
        let without_dashes = argument.strip_prefix("--").unwrap_or(&argument[1..]);
        let (name, inline_value) = match without_dashes.split_once('=') {
            Some((name, value)) => (name, Some(value)),
            None => (without_dashes, None),
        };
        let mut required_value = |option: &str| -> Result<String, String> {
            match inline_value {
                Some(value) => Ok(value.to_string()),
                None => remaining
                    .next()
                    .cloned()
                    .ok_or_else(|| format!("for the -{option} option: requires a value!")),
            }
        };
        match name {
            "help" | "h" => return Ok(OptCommand::Help),
            "passes" => invocation.pipeline = required_value("passes")?,
            "o" => invocation.output = Stream::from_argument(&required_value("o")?),
            "disable-builtin" => invocation
                .pass_options
                .disabled_builtins
                .push(required_value("disable-builtin")?),
            "S" => invocation.text_output = parse_flag(name, inline_value)?,
            "disable-output" => invocation.disable_output = parse_flag(name, inline_value)?,
            "verify-each" => invocation.verify_each = parse_flag(name, inline_value)?,
            "disable-verify" => invocation.disable_verify = parse_flag(name, inline_value)?,
            "time-passes" => invocation.time_passes = parse_flag(name, inline_value)?,
            "verify-safepoint-ir" => {
                invocation.verify_safepoint_ir = parse_flag(name, inline_value)?
            }
            "dot-cfg" => invocation.dot_cfg = parse_flag(name, inline_value)?,
            "dot-cfg-only" => invocation.dot_cfg_only = parse_flag(name, inline_value)?,
            "cfg-dot-filename-prefix" => {
                invocation.cfg_dot.file_prefix = required_value("cfg-dot-filename-prefix")?
            }
            "cfg-func-name" => {
                invocation.cfg_dot.function_filter = Some(required_value("cfg-func-name")?)
            }
            _ => match find_pass_option(name) {
                Some(spec) => invocation
                    .pass_options
                    .set(spec, inline_value)
                    .map_err(|error| error.to_string())?,
                None => {
                    return Err(format!(
                        "Unknown command line argument '{argument}'.  Try: 'statepoint opt --help'"
                    ))
                }
            },
        }
    }
    invocation.input = input.unwrap_or(Stream::Standard);
    Ok(OptCommand::Run(Box::new(invocation)))
}

/// A boolean flag of `opt` itself: bare, or `=true|false|1|0` as LLVM accepts.
fn parse_flag(name: &str, value: Option<&str>) -> Result<bool, String> {
    match value {
        None => Ok(true),
        Some(text) => parse_llvm_bool(text).ok_or_else(|| {
            format!(
                "for the --{name} option: '{text}' is invalid value for boolean argument! Try 0 or 1"
            )
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run(arguments: &[&str]) -> OptInvocation {
        let arguments: Vec<String> = arguments.iter().map(|a| a.to_string()).collect();
        match parse_opt_arguments(&arguments).unwrap() {
            OptCommand::Run(invocation) => *invocation,
            OptCommand::Help => panic!("help"),
        }
    }

    fn error(arguments: &[&str]) -> String {
        let arguments: Vec<String> = arguments.iter().map(|a| a.to_string()).collect();
        parse_opt_arguments(&arguments).unwrap_err()
    }

    #[test]
    fn reads_opt_style_arguments() {
        let invocation = run(&[
            "-S",
            "--passes=verify",
            "in.ll",
            "-o",
            "out.ll",
            "-verify-each",
        ]);
        assert_eq!(invocation.input, Stream::File("in.ll".into()));
        assert_eq!(invocation.output, Stream::File("out.ll".into()));
        assert_eq!(invocation.pipeline, "verify");
        assert!(invocation.text_output && invocation.verify_each);
        assert!(!invocation.disable_output && !invocation.time_passes);
    }

    #[test]
    fn defaults_to_standard_streams() {
        let invocation = run(&["-passes", "verify", "-S=false"]);
        assert_eq!(invocation.input, Stream::Standard);
        assert_eq!(invocation.output, Stream::Standard);
        assert!(!invocation.text_output);
        assert_eq!(run(&["-", "-o=-"]).input, Stream::Standard);
        assert_eq!(run(&["--", "-x.ll"]).input, Stream::File("-x.ll".into()));
    }

    #[test]
    fn reads_pass_options_and_builtins() {
        let invocation = run(&[
            "-spp-counted-loop-trip-width=64",
            "--rs4gc-clobber-non-live",
            "-disable-builtin=ldexp",
        ]);
        assert_eq!(
            invocation
                .pass_options
                .unsigned("spp-counted-loop-trip-width"),
            64
        );
        assert!(invocation.pass_options.bool("rs4gc-clobber-non-live"));
        assert_eq!(invocation.pass_options.disabled_builtins, vec!["ldexp"]);
    }

    #[test]
    fn reads_the_cfg_printer_options() {
        let invocation = run(&[
            "-dot-cfg",
            "--dot-cfg-only=false",
            "-cfg-dot-filename-prefix=out/cfg",
            "-cfg-func-name",
            "main",
        ]);
        assert!(invocation.dot_cfg && !invocation.dot_cfg_only);
        assert_eq!(invocation.cfg_dot.file_prefix, "out/cfg");
        assert_eq!(invocation.cfg_dot.function_filter.as_deref(), Some("main"));
        let plain = run(&["-dot-cfg-only"]);
        assert!(plain.dot_cfg_only && !plain.dot_cfg);
        assert_eq!(plain.cfg_dot, CfgDotRequest::default());
        assert!(opt_help_text().contains("  -dot-cfg-only "));
    }

    #[test]
    fn rejects_what_llvm_rejects() {
        assert_eq!(
            error(&["-foo"]),
            "Unknown command line argument '-foo'.  Try: 'statepoint opt --help'"
        );
        assert_eq!(error(&["-o"]), "for the -o option: requires a value!");
        assert!(error(&["a.ll", "b.ll"]).starts_with("Too many positional arguments"));
        assert_eq!(
            error(&["-spp-rematerialization-threshold=x"]),
            "for the --spp-rematerialization-threshold option: 'x' value invalid for uint argument!"
        );
        assert!(error(&["-S=maybe"]).contains("invalid value for boolean argument"));
    }
}
