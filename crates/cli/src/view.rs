//! `statepoint view <input.ll|-> [--passes=<pipeline>] [--function=<name>] -o
//! <picture.svg>`: what the passes did to each function, drawn
//! ([`crate::view_model`] reads the facts, [`crate::view_svg`] draws them).
//!
//! The module is parsed and verified as `statepoint opt` does it, copied, and
//! the copy transformed: by the `--passes` pipeline (`-passes=` is accepted
//! too), or by default by what `statepoint run` does to a module before
//! compiling it (the runtime ABI's poll, `place-safepoints`,
//! `rewrite-statepoints-for-gc`). Drawn: the functions the input defines (or
//! the one `--function` names), each before and after.
//!
//! Invariant: nothing is written unless the whole picture is ready; errors are
//! located as `statepoint opt`'s are.

use crate::command_options::{self, next_argument, CommandOption, OptionValue, Parsed};
use crate::failure::CommandFailure;
use crate::located_errors::{pipeline_failure, UnlocatedError};
use crate::opt_args::Stream;
use crate::view_model::{function_picture, poll_slow_paths};
use crate::view_svg::{render_view_svg, FunctionStages};
use crate::{io, opt};
use passes::prepare_for_execution::{prepare_for_execution, ExecutionPreparation};
use passes::{build_pipeline, PassOptions, RunSettings};
use std::collections::BTreeSet;

const USAGE: &str =
    "statepoint view <input.ll|-> [--passes=<pipeline>] [--function=<name>] -o <picture.svg>";

const DESCRIPTION: &str = "Draw the control-flow graph of each function before and after a pass pipeline,\nas one SVG picture: each statepoint with its live set (base -> derived pairs of\nits gc.relocates), the safepoint polls, the calls, and the loops.";

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Setting {
    Passes,
    Function,
    Output,
}

const VIEW_OPTIONS: &[&CommandOption<Setting>] = &[
    &CommandOption {
        names: &["--passes", "-passes"],
        value: OptionValue::Inline("<pipeline>"),
        setting: Setting::Passes,
        help: "The pipeline, in opt's -passes= syntax (default: what `statepoint run` does: the runtime ABI's poll, place-safepoints, rewrite-statepoints-for-gc)",
    },
    &CommandOption {
        names: &["--function"],
        value: OptionValue::Inline("<name>"),
        setting: Setting::Function,
        help: "Draw only this function, named without '@' (default: every function the input defines)",
    },
    &CommandOption {
        names: &["-o"],
        value: OptionValue::Next("<file>"),
        setting: Setting::Output,
        help: "The SVG file to write (required; '-' for standard output)",
    },
];

/// The default transformation's description in the picture.
const RUN_PREPARATION: &str =
    "what `statepoint run` does (poll, place-safepoints, rewrite-statepoints-for-gc)";

pub fn view_command(arguments: &[String]) -> Result<String, CommandFailure> {
    let mut input = None;
    let mut passes = None;
    let mut function = None;
    let mut output = None;
    let mut remaining = arguments.iter();
    let see_also = "statepoint view --help";
    while let Some(parsed) = next_argument(VIEW_OPTIONS, &mut remaining, see_also)? {
        let (slot, value, what) = match parsed {
            Parsed::Help => {
                let text = command_options::help_text(USAGE, DESCRIPTION, VIEW_OPTIONS);
                io::write_output(&Stream::Standard, &text)?;
                return Ok(String::new());
            }
            Parsed::Input(argument) => (&mut input, argument, "the input file"),
            Parsed::Option(setting, value) => {
                let value = value.unwrap_or_default();
                match setting {
                    Setting::Passes => (&mut passes, value, "--passes"),
                    Setting::Function => (&mut function, value, "--function"),
                    Setting::Output => (&mut output, value, "-o"),
                }
            }
        };
        if slot.replace(value).is_some() {
            return Err(format!("{what} given more than once").into());
        }
    }
    let usage_hint = format!("usage: {USAGE} (see: {see_also})");
    let input = Stream::from_argument(input.ok_or(format!("no input file given\n{usage_hint}"))?);
    let output = output.ok_or(format!("no output file given (-o <file>)\n{usage_hint}"))?;

    let input_name = io::input_display_name(&input);
    let source = io::read_input(&input)?;
    let before = opt::parse_verified_input(&source, input_name)?;
    let names: Vec<String> = before
        .function_ids()
        .into_iter()
        .filter(|&id| before.function(id).is_some_and(|f| !f.is_declaration()))
        .map(|id| before.global(id).name.clone())
        .filter(|name| function.is_none_or(|wanted| wanted == name))
        .collect();
    if let (Some(wanted), true) = (function, names.is_empty()) {
        return Err(format!("{input_name}: error: the input defines no function @{wanted}").into());
    }

    let mut after = before.clone();
    let pipeline = match passes {
        Some(text) => {
            let pipeline = build_pipeline(text).map_err(|error| error.to_string())?;
            pipeline
                .run(&mut after, &PassOptions::default(), RunSettings::default())
                .map_err(|failure| {
                    pipeline_failure(failure, input_name, &source, UnlocatedError::NamingTheInput)
                })?;
            format!("-passes={text}")
        }
        None => {
            prepare_for_execution(&mut after, &ExecutionPreparation::default())
                .map_err(|error| format!("{input_name}: error: {error}"))?;
            RUN_PREPARATION.to_string()
        }
    };

    let (slow_paths_before, slow_paths_after) = (poll_slow_paths(&before), poll_slow_paths(&after));
    let picture_of = |module: &ir::Module, slow_paths: &BTreeSet<String>, name: &str| {
        let id = module.global_by_name(name)?;
        let function = module.function(id).filter(|f| !f.is_declaration())?;
        Some(function_picture(module, id, function, slow_paths))
    };
    let stages: Vec<FunctionStages> = names
        .iter()
        .filter_map(|name| {
            Some(FunctionStages {
                before: picture_of(&before, &slow_paths_before, name)?,
                after: picture_of(&after, &slow_paths_after, name),
            })
        })
        .collect();
    let svg = render_view_svg(input_name, &pipeline, &stages);
    io::write_output(&Stream::from_argument(output), &svg)?;
    Ok(String::new())
}
