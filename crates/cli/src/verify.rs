//! `statepoint verify [options] <input.ll|->`: every check we have of a module,
//! and one line saying which ran.
//!
//! Checks, in order; the first that fails ends the command (exit status 1)
//! with its located errors:
//! 1. parsing (`file:line:col: error:`);
//! 2. the IR verifier ([`ir::verifier`]: SSA, types, and the statepoint rules
//!    of spec §4, as LLVM 19 has them), reported as `statepoint opt` reports a
//!    broken input; then our rule beyond LLVM, that each relocate's base is the
//!    base of its derived pointer as far as the IR shows
//!    ([`ir::verifier::Rules::WithRelocateBases`]): a front end may assert a
//!    base the IR cannot relate (LLVM and `llc` accept it), so its findings are
//!    warnings (`warning: ...` on stderr), not failures;
//! 3. the relocation invariant, `verify<safepoint-ir>` (spec §5), when the
//!    module has statepoints (without one there is nothing to relocate);
//! 4. the poll bound, `verify<safepoint-polls>` with
//!    `-spp-poll-distance=<N>`, when `--poll-distance=<N>` asks for it.
//!
//! Checks 3 and 4 are the passes themselves, run by the pipeline runner as
//! `statepoint opt -passes='verify<safepoint-ir>,verify<safepoint-polls>'`
//! runs them, so their messages are the same. On success one line on stderr
//! names the checks that ran (`verify: ok: IR rules, statepoint rules,
//! relocation invariant (3 statepoints in 2 functions)`); `-q` prints nothing.
//! Standard output is never written, so scripts can rely on the exit status.

use crate::command_options::{self, next_argument, CommandOption, OptionValue, Parsed};
use crate::failure::CommandFailure;
use crate::located_errors::{pipeline_failure, UnlocatedError};
use crate::opt_args::Stream;
use crate::{io, opt};
use passes::call_classification::{count_statepoints, StatepointCount};
use passes::{build_pipeline, find_pass_option, PassOptions, RunSettings};

const USAGE: &str = "statepoint verify [options] <input.ll|->";

const DESCRIPTION: &str = "Parse a module and run every check that applies: the IR verifier (IR and\nstatepoint rules), the relocation invariant (verify<safepoint-ir>) when the\nmodule has statepoints, and the poll bound (verify<safepoint-polls>) when\n--poll-distance asks for it. Success: one line on stderr naming the checks\nthat ran; failure: their errors on stderr, exit status 1.";

/// The pass option `--poll-distance` sets.
const POLL_DISTANCE_OPTION: &str = "spp-poll-distance";

/// What an option of `verify` sets.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Setting {
    PollDistance,
    Quiet,
}

/// The options of `verify`, for parsing and `--help`.
const VERIFY_OPTIONS: &[CommandOption<Setting>] = &[
    CommandOption {
        names: &["--poll-distance"],
        value: OptionValue::Inline("<N>"),
        setting: Setting::PollDistance,
        help: "Also check that no loop runs more than N iterations without a safepoint poll (verify<safepoint-polls> with -spp-poll-distance=N) (default: not checked)",
    },
    CommandOption {
        names: &["-q", "--quiet"],
        value: OptionValue::Flag,
        setting: Setting::Quiet,
        help: "Print nothing on success (default: one line on stderr naming the checks)",
    },
];

/// A parsed `verify` command line.
#[derive(Clone, PartialEq, Eq, Debug)]
struct VerifyInvocation {
    input: Stream,
    /// `--poll-distance=<N>`: check the poll bound with this distance.
    poll_distance: Option<u32>,
    quiet: bool,
}

enum VerifyRequest {
    Verify(VerifyInvocation),
    Help,
}

/// `statepoint verify ...`: `Ok` holds what goes to stderr (the success line).
pub fn verify_command(arguments: &[String]) -> Result<String, CommandFailure> {
    let invocation = match parse_verify_arguments(arguments)? {
        VerifyRequest::Help => {
            io::write_output(&Stream::Standard, &help_text())?;
            return Ok(String::new());
        }
        VerifyRequest::Verify(invocation) => invocation,
    };
    let input_name = io::input_display_name(&invocation.input);
    let source = io::read_input(&invocation.input)?;
    let mut module = opt::parse_verified_input(&source, input_name)?;
    let relocate_base_warnings = relocate_base_warnings(&module, input_name);

    let statepoints = count_statepoints(&module);
    let mut checks = vec!["IR rules".to_string(), "statepoint rules".to_string()];
    if statepoints.statepoints > 0 {
        checks.push(format!(
            "relocate bases ({})",
            match relocate_base_warnings.len() {
                0 => "no warnings".to_string(),
                1 => "1 warning".to_string(),
                n => format!("{n} warnings"),
            }
        ));
    }
    let mut passes = Vec::new();
    let mut pass_options = PassOptions::default();
    if statepoints.statepoints > 0 {
        passes.push("verify<safepoint-ir>");
        checks.push(format!(
            "relocation invariant ({})",
            describe_statepoints(statepoints)
        ));
    }
    if let Some(distance) = invocation.poll_distance {
        let spec = find_pass_option(POLL_DISTANCE_OPTION)
            .expect("spp-poll-distance is one of passes::KNOWN_PASS_OPTIONS");
        pass_options
            .set(spec, Some(&distance.to_string()))
            .map_err(|error| error.to_string())?;
        passes.push("verify<safepoint-polls>");
        checks.push(format!(
            "poll bound (at most {distance} iterations between polls)"
        ));
    }
    if !passes.is_empty() {
        let pipeline = build_pipeline(&passes.join(",")).map_err(|error| error.to_string())?;
        pipeline
            .run(&mut module, &pass_options, RunSettings::default())
            .map_err(|failure| {
                pipeline_failure(failure, input_name, &source, UnlocatedError::NamingTheInput)
            })?;
    }
    if invocation.quiet {
        return Ok(String::new());
    }
    let warnings: String = relocate_base_warnings.concat();
    let note = if statepoints.statepoints == 0 {
        "; no statepoints, so no relocation invariant to check"
    } else {
        ""
    };
    Ok(format!(
        "{warnings}verify: ok: {}{note}\n",
        checks.join(", ")
    ))
}

/// What the relocate-base rule (beyond LLVM) finds, one `warning:` text each.
fn relocate_base_warnings(module: &ir::Module, input_name: &str) -> Vec<String> {
    match ir::verifier::verify_module_with(module, ir::verifier::Rules::WithRelocateBases) {
        Ok(()) => Vec::new(),
        Err(errors) => errors
            .iter()
            .map(|error| format!("{input_name}: warning: {}", error.render(module)))
            .collect(),
    }
}

/// `3 statepoints in 2 functions`, `1 statepoint in 1 function`.
fn describe_statepoints(count: StatepointCount) -> String {
    let plural = |n: usize, word: &str| format!("{n} {word}{}", if n == 1 { "" } else { "s" });
    format!(
        "{} in {}",
        plural(count.statepoints, "statepoint"),
        plural(count.functions, "function")
    )
}

fn help_text() -> String {
    let options: Vec<&CommandOption<Setting>> = VERIFY_OPTIONS.iter().collect();
    command_options::help_text(USAGE, DESCRIPTION, &options)
}

fn parse_verify_arguments(arguments: &[String]) -> Result<VerifyRequest, String> {
    let options: Vec<&CommandOption<Setting>> = VERIFY_OPTIONS.iter().collect();
    let mut input = None;
    let mut poll_distance = None;
    let mut quiet = false;
    let mut remaining = arguments.iter();
    while let Some(parsed) = next_argument(&options, &mut remaining, "statepoint verify --help")? {
        match parsed {
            Parsed::Help => return Ok(VerifyRequest::Help),
            Parsed::Input(argument) => {
                if input.replace(Stream::from_argument(argument)).is_some() {
                    return Err(format!("more than one input file given\nusage: {USAGE}"));
                }
            }
            Parsed::Option(Setting::Quiet, _) => quiet = true,
            Parsed::Option(Setting::PollDistance, value) => {
                let text = value.unwrap_or_default();
                let distance = text.parse::<u32>().map_err(|_| {
                    format!(
                        "--poll-distance={text:?} is not valid: expected a number of loop iterations from 0 to {}",
                        u32::MAX
                    )
                })?;
                poll_distance = Some(distance);
            }
        }
    }
    let input = input.ok_or_else(|| format!("no input file given\nusage: {USAGE}"))?;
    Ok(VerifyRequest::Verify(VerifyInvocation {
        input,
        poll_distance,
        quiet,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(line: &str) -> Result<VerifyInvocation, String> {
        let arguments: Vec<String> = line.split_whitespace().map(str::to_string).collect();
        match parse_verify_arguments(&arguments)? {
            VerifyRequest::Verify(invocation) => Ok(invocation),
            VerifyRequest::Help => Err("help".to_string()),
        }
    }

    #[test]
    fn reads_the_input_the_poll_distance_and_quiet() {
        assert_eq!(
            parse("-q a.ll --poll-distance=30").unwrap(),
            VerifyInvocation {
                input: Stream::File("a.ll".to_string()),
                poll_distance: Some(30),
                quiet: true,
            }
        );
        let plain = parse("-").unwrap();
        assert_eq!(plain.input, Stream::Standard);
        assert_eq!((plain.poll_distance, plain.quiet), (None, false));
        assert_eq!(parse("a.ll --help").unwrap_err(), "help");
    }

    #[test]
    fn bad_command_lines_say_what_is_wrong() {
        for (line, message) in [
            ("", "no input file given"),
            ("a.ll b.ll", "more than one input file given"),
            (
                "--poll-distance=many a.ll",
                "--poll-distance=\"many\" is not valid",
            ),
            (
                "--poll-distance=-1 a.ll",
                "--poll-distance=\"-1\" is not valid",
            ),
            ("--poll-distance a.ll", "--poll-distance needs a value"),
            ("--strict a.ll", "unknown option '--strict'"),
        ] {
            let error = parse(line).unwrap_err();
            assert!(error.starts_with(message), "{line}: {error}");
        }
    }

    #[test]
    fn the_poll_distance_option_is_a_known_pass_option() {
        assert!(find_pass_option(POLL_DISTANCE_OPTION).is_some());
    }

    #[test]
    fn statepoint_counts_read_as_english() {
        let count = |statepoints, functions| StatepointCount {
            statepoints,
            functions,
        };
        assert_eq!(
            describe_statepoints(count(3, 2)),
            "3 statepoints in 2 functions"
        );
        assert_eq!(
            describe_statepoints(count(1, 1)),
            "1 statepoint in 1 function"
        );
    }
}
