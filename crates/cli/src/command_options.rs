//! The option tables of the GNU-style subcommands (`verify`, `compile`, `run`,
//! `stackmap dump`): one table per subcommand drives both the parsing of its
//! arguments and its `--help` text, so the two cannot disagree.
//!
//! Conventions: `--name=<value>` (or `-name=<value>`) for options with a value written inline,
//! `-o <file>` for one taking the next argument, bare flags; `-h`, `-help` and
//! `--help` ask for the help text wherever they appear (before an error in a
//! later argument); `-` alone and anything not starting with `-` is an input.
//! (`statepoint opt` follows LLVM's `cl` conventions instead: `opt_args`.)
//!
//! Invariant: parsing has no side effects; help is a value
//! ([`Parsed::Help`]), printed by the caller.

/// How an option takes its value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum OptionValue {
    /// A bare flag (`--gc-stress`).
    Flag,
    /// A value after `=`, not empty (`--backend=<cranelift|llvm>`).
    Inline(&'static str),
    /// The next argument (`-o <file>`).
    Next(&'static str),
}

/// One option of a subcommand: its spellings, its value, what it sets (`S`,
/// the subcommand's own enumeration) and its one-line help, default included.
#[derive(Copy, Clone, Debug)]
pub struct CommandOption<S: 'static> {
    pub names: &'static [&'static str],
    pub value: OptionValue,
    pub setting: S,
    pub help: &'static str,
}

impl<S> CommandOption<S> {
    /// How the help text shows the option: `-q, --quiet`, `--backend=<...>`, `-o <file>`.
    pub fn synopsis(&self) -> String {
        let names = self.names.join(", ");
        match self.value {
            OptionValue::Flag => names,
            OptionValue::Inline(placeholder) => format!("{names}={placeholder}"),
            OptionValue::Next(placeholder) => format!("{names} {placeholder}"),
        }
    }
}

/// One argument, read against a table.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Parsed<'a, S> {
    /// `-h`, `-help` or `--help`.
    Help,
    /// A positional argument (`-` is the standard stream).
    Input(&'a str),
    /// An option of the table, with its value unless it is a flag.
    Option(S, Option<&'a str>),
}

/// The spellings of the help request, in every subcommand.
pub fn is_help_flag(argument: &str) -> bool {
    matches!(argument, "-h" | "-help" | "--help")
}

/// Reads the next argument of `remaining` against `options` (`None` at the end).
/// `see_also` names the help command in errors (`statepoint run --help`).
pub fn next_argument<'a, S: Copy>(
    options: &[&CommandOption<S>],
    remaining: &mut std::slice::Iter<'a, String>,
    see_also: &str,
) -> Result<Option<Parsed<'a, S>>, String> {
    let Some(argument) = remaining.next() else {
        return Ok(None);
    };
    if is_help_flag(argument) {
        return Ok(Some(Parsed::Help));
    }
    if argument == "-" || !argument.starts_with('-') {
        return Ok(Some(Parsed::Input(argument)));
    }
    let (name, inline_value) = match argument.split_once('=') {
        Some((name, value)) if name.starts_with('-') => (name, Some(value)),
        _ => (argument.as_str(), None),
    };
    let option = options
        .iter()
        .find(|option| option.names.contains(&name))
        .ok_or_else(|| format!("unknown option '{argument}' (see: {see_also})"))?;
    let value = match (option.value, inline_value) {
        (OptionValue::Flag, None) => None,
        (OptionValue::Flag, Some(_)) => return Err(format!("{name} takes no value")),
        (OptionValue::Inline(_), Some(value)) if !value.is_empty() => Some(value),
        (OptionValue::Inline(_), _) => {
            return Err(format!(
                "{name} needs a value: {} (see: {see_also})",
                option.synopsis()
            ))
        }
        (OptionValue::Next(placeholder), None) => Some(
            remaining
                .next()
                .map(String::as_str)
                .ok_or_else(|| format!("{name} needs a value: {name} {placeholder}"))?,
        ),
        (OptionValue::Next(_), Some(value)) => Some(value),
    };
    Ok(Some(Parsed::Option(option.setting, value)))
}

/// A subcommand's `--help` text: the usage line, what it does, then one line per
/// option (and the help flags).
pub fn help_text<S>(usage: &str, description: &str, options: &[&CommandOption<S>]) -> String {
    let mut rows: Vec<(String, &str)> = options
        .iter()
        .map(|option| (option.synopsis(), option.help))
        .collect();
    rows.push(("-h, --help".to_string(), "Print this help and exit"));
    let width = rows.iter().map(|(synopsis, _)| synopsis.len()).max();
    let width = width.unwrap_or(0);
    let mut text = format!("USAGE: {usage}\n\n{description}\n\nOPTIONS:\n");
    for (synopsis, help) in rows {
        text += &format!("  {synopsis:<width$}  {help}\n");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Copy, Clone, PartialEq, Eq, Debug)]
    enum Setting {
        Quiet,
        Level,
        Output,
    }

    const OPTIONS: &[CommandOption<Setting>] = &[
        CommandOption {
            names: &["-q", "--quiet"],
            value: OptionValue::Flag,
            setting: Setting::Quiet,
            help: "Say nothing",
        },
        CommandOption {
            names: &["--level"],
            value: OptionValue::Inline("<n>"),
            setting: Setting::Level,
            help: "How much (default 1)",
        },
        CommandOption {
            names: &["-o"],
            value: OptionValue::Next("<file>"),
            setting: Setting::Output,
            help: "Where",
        },
    ];

    fn parse(line: &str) -> Result<Vec<Parsed<'static, Setting>>, String> {
        let arguments: &'static [String] = Vec::leak(
            line.split_whitespace()
                .map(str::to_string)
                .collect::<Vec<_>>(),
        );
        let options: Vec<&CommandOption<Setting>> = OPTIONS.iter().collect();
        let mut remaining = arguments.iter();
        let mut parsed = Vec::new();
        while let Some(argument) = next_argument(&options, &mut remaining, "x --help")? {
            parsed.push(argument);
        }
        Ok(parsed)
    }

    #[test]
    fn reads_flags_inline_and_next_values_and_inputs() {
        assert_eq!(
            parse("--quiet a.ll --level=3 -o out - -q").unwrap(),
            vec![
                Parsed::Option(Setting::Quiet, None),
                Parsed::Input("a.ll"),
                Parsed::Option(Setting::Level, Some("3")),
                Parsed::Option(Setting::Output, Some("out")),
                Parsed::Input("-"),
                Parsed::Option(Setting::Quiet, None),
            ]
        );
        for help in ["-h", "-help", "--help"] {
            assert_eq!(parse(help).unwrap(), vec![Parsed::Help]);
        }
    }

    #[test]
    fn says_what_is_wrong_with_an_option() {
        assert_eq!(
            parse("--loud").unwrap_err(),
            "unknown option '--loud' (see: x --help)"
        );
        assert_eq!(parse("--quiet=1").unwrap_err(), "--quiet takes no value");
        assert_eq!(
            parse("--level=").unwrap_err(),
            "--level needs a value: --level=<n> (see: x --help)"
        );
        assert_eq!(parse("--level 3").unwrap_err().lines().count(), 1);
        assert_eq!(parse("-o").unwrap_err(), "-o needs a value: -o <file>");
    }

    #[test]
    fn help_lists_every_option_on_one_aligned_line() {
        let options: Vec<&CommandOption<Setting>> = OPTIONS.iter().collect();
        let text = help_text("x [options] <in>", "Does x.", &options);
        assert_eq!(
            text,
            "USAGE: x [options] <in>\n\nDoes x.\n\nOPTIONS:\n  \
             -q, --quiet  Say nothing\n  \
             --level=<n>  How much (default 1)\n  \
             -o <file>    Where\n  \
             -h, --help   Print this help and exit\n"
        );
    }
}
