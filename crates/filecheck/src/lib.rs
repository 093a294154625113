//! `filecheck`: the subset of LLVM FileCheck that statepoint's lit tests use.
//!
//! Supported: directives `P:`, `P-NEXT:`, `P-SAME:`, `P-NOT:`, `P-LABEL:`,
//! `P-DAG:`, `P-EMPTY:` for each check prefix `P` (`--check-prefix`,
//! `--check-prefixes`, default `CHECK`); `{{regex}}`, `[[VAR:regex]]`
//! definitions, `[[VAR]]` uses and `[[@LINE]]`/`[[@LINE+N]]`/`[[@LINE-N]]`;
//! `--allow-empty`, `--input-file`. Numeric variables (`[[#...]]`) and the
//! other options are rejected, never silently ignored.
//!
//! Semantics as FileCheck: a pattern matches within one line; runs of spaces
//! and tabs in a pattern match any non-empty run of spaces and tabs; leading
//! and trailing whitespace of a pattern is ignored; `LABEL` lines are found
//! first and split the input into blocks that the other directives between
//! them must match inside; `NOT` patterns must not occur between the
//! neighbouring positive matches; a group of `DAG` patterns matches in any
//! order, without overlap.

use regex::Regex;
use std::collections::HashMap;

/// What FileCheck was asked to do, from its command line.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FileCheckOptions {
    pub check_file: String,
    pub prefixes: Vec<String>,
    pub allow_empty: bool,
    /// Read the input from this file instead of standard input.
    pub input_file: Option<String>,
}

impl FileCheckOptions {
    /// Parses FileCheck's arguments (the words after `FileCheck`).
    pub fn from_arguments(arguments: &[String]) -> Result<FileCheckOptions, String> {
        let mut check_file = None;
        let mut prefixes = Vec::new();
        let mut allow_empty = false;
        let mut input_file = None;
        let mut remaining = arguments.iter();
        while let Some(argument) = remaining.next() {
            if !argument.starts_with('-') {
                if check_file.replace(argument.clone()).is_some() {
                    return Err(format!(
                        "FileCheck: more than one check file ('{argument}')"
                    ));
                }
                continue;
            }
            let name = argument.trim_start_matches('-');
            let (name, inline_value) = match name.split_once('=') {
                Some((name, value)) => (name, Some(value.to_string())),
                None => (name, None),
            };
            let mut value = || {
                inline_value
                    .clone()
                    .or_else(|| remaining.next().cloned())
                    .ok_or_else(|| format!("FileCheck: option '{argument}' needs a value"))
            };
            match name {
                "check-prefix" => prefixes.push(value()?),
                "check-prefixes" => prefixes.extend(value()?.split(',').map(str::to_string)),
                "input-file" => input_file = Some(value()?),
                "allow-empty" => allow_empty = true,
                _ => return Err(format!("FileCheck: unsupported option '{argument}'")),
            }
        }
        if prefixes.is_empty() {
            prefixes.push("CHECK".to_string());
        }
        Ok(FileCheckOptions {
            check_file: check_file.ok_or("FileCheck: no check file given")?,
            prefixes,
            allow_empty,
            input_file,
        })
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum DirectiveKind {
    Plain,
    Next,
    Same,
    Not,
    Label,
    Dag,
    Empty,
}

const DIRECTIVE_SUFFIXES: &[(&str, DirectiveKind)] = &[
    (":", DirectiveKind::Plain),
    ("-NEXT:", DirectiveKind::Next),
    ("-SAME:", DirectiveKind::Same),
    ("-NOT:", DirectiveKind::Not),
    ("-LABEL:", DirectiveKind::Label),
    ("-DAG:", DirectiveKind::Dag),
    ("-EMPTY:", DirectiveKind::Empty),
];

#[derive(Clone, Debug)]
struct Directive {
    kind: DirectiveKind,
    /// The pattern text, trimmed.
    pattern: String,
    /// 1-based line in the check file.
    line: usize,
    /// `PREFIX-KIND:` as written, for messages.
    spelling: String,
}

/// Finds the directives of any of `prefixes` in the check file.
fn read_directives(check_text: &str, prefixes: &[String]) -> Vec<Directive> {
    let mut directives = Vec::new();
    for (index, line) in check_text.lines().enumerate() {
        'search: for (start, _) in line.char_indices() {
            let preceded_by_word_char = line[..start]
                .chars()
                .next_back()
                .is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '-');
            if preceded_by_word_char {
                continue;
            }
            for prefix in prefixes {
                let Some(after_prefix) = line[start..].strip_prefix(prefix.as_str()) else {
                    continue;
                };
                for (suffix, kind) in DIRECTIVE_SUFFIXES {
                    if let Some(pattern) = after_prefix.strip_prefix(suffix) {
                        directives.push(Directive {
                            kind: *kind,
                            pattern: pattern.trim().to_string(),
                            line: index + 1,
                            spelling: format!("{prefix}{suffix}"),
                        });
                        break 'search;
                    }
                }
            }
        }
    }
    directives
}

/// A pattern compiled to a regex, with the variables it defines.
struct CompiledPattern {
    regex: Regex,
    /// (capture group name, variable name) for each `[[VAR:regex]]`.
    definitions: Vec<(String, String)>,
}

fn compile_pattern(
    directive: &Directive,
    variables: &HashMap<String, String>,
) -> Result<CompiledPattern, String> {
    let text = directive.pattern.as_str();
    let mut regex_text = String::from("(?m)");
    let mut definitions = Vec::new();
    let mut rest = text;
    let mut literal_run = String::new();
    let flush = |literal_run: &mut String, regex_text: &mut String| {
        let mut in_space = false;
        for c in literal_run.chars() {
            if c == ' ' || c == '\t' {
                if !in_space {
                    regex_text.push_str("[ \\t]+");
                }
                in_space = true;
            } else {
                in_space = false;
                regex_text.push_str(&regex::escape(&c.to_string()));
            }
        }
        literal_run.clear();
    };
    let problem = |message: String| format!("{}: {message}", directive_location(directive));
    while !rest.is_empty() {
        if let Some(after) = rest.strip_prefix("{{") {
            let end = after
                .find("}}")
                .ok_or_else(|| problem("found start of regex string with no end '}}'".into()))?;
            flush(&mut literal_run, &mut regex_text);
            regex_text.push_str(&format!("(?:{})", &after[..end]));
            rest = &after[end + 2..];
        } else if let Some(after) = rest.strip_prefix("[[") {
            let end = after
                .find("]]")
                .ok_or_else(|| problem("invalid variable reference: no closing ']]'".into()))?;
            let inside = &after[..end];
            flush(&mut literal_run, &mut regex_text);
            if let Some((name, definition)) = inside.split_once(':') {
                check_variable_name(name).map_err(problem)?;
                let group = format!("filecheck_variable_{}", definitions.len());
                regex_text.push_str(&format!("(?P<{group}>{definition})"));
                definitions.push((group, name.to_string()));
            } else if let Some(offset) = inside.strip_prefix("@LINE") {
                let offset: i64 = match offset {
                    "" => 0,
                    _ => offset
                        .replace(' ', "")
                        .parse()
                        .map_err(|_| problem(format!("invalid @LINE expression '{inside}'")))?,
                };
                regex_text.push_str(&(directive.line as i64 + offset).to_string());
            } else {
                check_variable_name(inside).map_err(problem)?;
                let value = variables
                    .get(inside)
                    .ok_or_else(|| problem(format!("undefined variable: {inside}")))?;
                regex_text.push_str(&regex::escape(value));
            }
            rest = &after[end + 2..];
        } else {
            let c = rest.chars().next().expect("rest is not empty");
            literal_run.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    flush(&mut literal_run, &mut regex_text);
    let regex =
        Regex::new(&regex_text).map_err(|error| problem(format!("invalid regex: {error}")))?;
    Ok(CompiledPattern { regex, definitions })
}

fn check_variable_name(name: &str) -> Result<(), String> {
    let valid = name
        .chars()
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_' || c == '$')
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '$');
    if valid {
        Ok(())
    } else if name.starts_with('#') {
        Err(format!("numeric variables are not supported: '{name}'"))
    } else {
        Err(format!("invalid variable name '{name}'"))
    }
}

fn directive_location(directive: &Directive) -> String {
    format!(
        "check line {}: {} {}",
        directive.line, directive.spelling, directive.pattern
    )
}

/// Line starts of the input, to tell which line a byte offset is on.
struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    fn new(text: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(text.match_indices('\n').map(|(at, _)| at + 1));
        LineIndex { starts }
    }

    /// 0-based line of byte offset `at`.
    fn line_of(&self, at: usize) -> usize {
        self.starts.partition_point(|&start| start <= at) - 1
    }

    fn line_start(&self, line: usize) -> Option<usize> {
        self.starts.get(line).copied()
    }
}

struct Matcher<'a> {
    input: &'a str,
    lines: LineIndex,
    variables: HashMap<String, String>,
}

/// The span `start..end` of a match.
#[derive(Copy, Clone)]
struct Span {
    start: usize,
    end: usize,
}

impl Matcher<'_> {
    /// The first match of `directive` in `from..to`, recording its variables.
    fn find(
        &mut self,
        directive: &Directive,
        from: usize,
        to: usize,
    ) -> Result<Option<Span>, String> {
        let compiled = compile_pattern(directive, &self.variables)?;
        let region = &self.input[..to];
        let Some(captures) = compiled.regex.captures_at(region, from) else {
            return Ok(None);
        };
        let whole = captures.get(0).expect("group 0 always exists");
        for (group, name) in &compiled.definitions {
            let value = captures.name(group).map_or("", |m| m.as_str());
            self.variables.insert(name.clone(), value.to_string());
        }
        Ok(Some(Span {
            start: whole.start(),
            end: whole.end(),
        }))
    }

    fn excerpt(&self, at: usize) -> String {
        let line = self.lines.line_of(at);
        let text = self.input[at..].lines().next().unwrap_or("");
        format!("input line {}: {text}", line + 1)
    }

    fn not_found(&self, directive: &Directive, from: usize) -> String {
        format!(
            "{}\n  error: expected string not found in input\n  scanning from {}",
            directive_location(directive),
            self.excerpt(from)
        )
    }

    /// Checks the non-LABEL directives of one block `from..to`.
    fn check_block(
        &mut self,
        directives: &[Directive],
        from: usize,
        to: usize,
    ) -> Result<(), String> {
        let mut position = from;
        // The end of the last positive match, for NEXT/SAME/EMPTY.
        let mut last_match_end = from;
        let mut pending_not: Vec<&Directive> = Vec::new();
        let mut index = 0;
        while index < directives.len() {
            let directive = &directives[index];
            match directive.kind {
                DirectiveKind::Not => {
                    pending_not.push(directive);
                    index += 1;
                    continue;
                }
                DirectiveKind::Dag => {
                    let group_end = directives[index..]
                        .iter()
                        .position(|d| d.kind != DirectiveKind::Dag)
                        .map_or(directives.len(), |offset| index + offset);
                    let mut matched: Vec<Span> = Vec::new();
                    for dag in &directives[index..group_end] {
                        let span = self.find_without_overlap(dag, position, to, &matched)?;
                        matched.push(span);
                    }
                    let start = matched.iter().map(|s| s.start).min().unwrap_or(position);
                    self.check_not_absent(&pending_not, position, start)?;
                    pending_not.clear();
                    position = matched.iter().map(|s| s.end).max().unwrap_or(position);
                    last_match_end = position;
                    index = group_end;
                    continue;
                }
                DirectiveKind::Empty => {
                    let next_line = self.lines.line_of(last_match_end) + 1;
                    let next_start = self.lines.line_start(next_line).filter(|&s| s <= to);
                    let is_empty = next_start
                        .is_some_and(|s| self.input[s..to].split('\n').next() == Some(""));
                    if !is_empty || next_start.is_some_and(|s| s >= self.input.len()) {
                        return Err(format!(
                            "{}\n  error: the line after the previous match is not empty\n  {}",
                            directive_location(directive),
                            self.excerpt(
                                next_start.unwrap_or(last_match_end).min(self.input.len())
                            )
                        ));
                    }
                    let span_start = next_start.expect("checked above");
                    self.check_not_absent(&pending_not, position, span_start)?;
                    pending_not.clear();
                    position = span_start;
                    last_match_end = span_start;
                }
                _ => {
                    let span = self
                        .find(directive, position, to)?
                        .ok_or_else(|| self.not_found(directive, position))?;
                    let previous_line = self.lines.line_of(last_match_end);
                    let match_line = self.lines.line_of(span.start);
                    match directive.kind {
                        DirectiveKind::Next if match_line != previous_line + 1 => {
                            return Err(format!(
                                "{}\n  error: match is not on the line after the previous match\n  found at {}",
                                directive_location(directive),
                                self.excerpt(span.start)
                            ))
                        }
                        DirectiveKind::Same if match_line != previous_line => {
                            return Err(format!(
                                "{}\n  error: match is not on the same line as the previous match\n  found at {}",
                                directive_location(directive),
                                self.excerpt(span.start)
                            ))
                        }
                        _ => {}
                    }
                    self.check_not_absent(&pending_not, position, span.start)?;
                    pending_not.clear();
                    position = span.end;
                    last_match_end = span.end;
                }
            }
            index += 1;
        }
        self.check_not_absent(&pending_not, position, to)
    }

    fn find_without_overlap(
        &mut self,
        directive: &Directive,
        from: usize,
        to: usize,
        taken: &[Span],
    ) -> Result<Span, String> {
        let mut search_from = from;
        loop {
            let span = self
                .find(directive, search_from, to)?
                .ok_or_else(|| self.not_found(directive, from))?;
            match taken
                .iter()
                .find(|t| span.start < t.end && t.start < span.end)
            {
                None => return Ok(span),
                Some(overlapped) => search_from = overlapped.end.max(span.start + 1),
            }
        }
    }

    fn check_not_absent(
        &mut self,
        nots: &[&Directive],
        from: usize,
        to: usize,
    ) -> Result<(), String> {
        for directive in nots {
            if let Some(span) = self.find(directive, from, to)? {
                return Err(format!(
                    "{}\n  error: excluded string found in input\n  found at {}",
                    directive_location(directive),
                    self.excerpt(span.start)
                ));
            }
        }
        Ok(())
    }
}

/// Checks `input` against the directives in `check_text`; `Err` explains the
/// first failure.
pub fn check_input(
    check_text: &str,
    input: &str,
    options: &FileCheckOptions,
) -> Result<(), String> {
    for prefix in &options.prefixes {
        let valid = prefix
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic())
            && prefix
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
        if !valid {
            return Err(format!(
                "FileCheck: supplied check prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '{prefix}'"
            ));
        }
    }
    let directives = read_directives(check_text, &options.prefixes);
    if directives.is_empty() {
        return Err(format!(
            "FileCheck: no check strings found with prefix{} {}",
            if options.prefixes.len() > 1 { "es" } else { "" },
            options
                .prefixes
                .iter()
                .map(|p| format!("'{p}:'"))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    if input.is_empty() && !options.allow_empty {
        return Err(format!(
            "FileCheck: error: the input is empty (checking with {})",
            options.check_file
        ));
    }
    let mut matcher = Matcher {
        input,
        lines: LineIndex::new(input),
        variables: HashMap::new(),
    };
    // Find the labels first; they bound the blocks the other directives check.
    let mut blocks: Vec<(usize, usize, usize, usize)> = Vec::new(); // (directives from, to, input from, to)
    let mut block_directive_start = 0;
    let mut block_input_start = 0;
    for (index, directive) in directives.iter().enumerate() {
        if directive.kind != DirectiveKind::Label {
            continue;
        }
        let span = matcher
            .find(directive, block_input_start, input.len())?
            .ok_or_else(|| matcher.not_found(directive, block_input_start))?;
        blocks.push((block_directive_start, index, block_input_start, span.start));
        block_directive_start = index + 1;
        block_input_start = span.end;
    }
    blocks.push((
        block_directive_start,
        directives.len(),
        block_input_start,
        input.len(),
    ));
    for (first, end, from, to) in blocks {
        matcher.check_block(&directives[first..end], from, to)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn options(prefixes: &[&str]) -> FileCheckOptions {
        FileCheckOptions {
            check_file: "t.ll".into(),
            prefixes: prefixes.iter().map(|p| p.to_string()).collect(),
            allow_empty: false,
            input_file: None,
        }
    }

    fn check(checks: &str, input: &str) -> Result<(), String> {
        check_input(checks, input, &options(&["CHECK"]))
    }

    #[test]
    fn plain_next_same_and_empty() {
        let input = "define void @f() {\n  ret   void\n\n}\n";
        assert!(check("; CHECK: define\n; CHECK-SAME: @f\n; CHECK-NEXT: ret void\n; CHECK-EMPTY:\n; CHECK-NEXT: }", input).is_ok());
        assert!(check("; CHECK: define\n; CHECK-NEXT: }", input).is_err());
        assert!(check("; CHECK: ret\n; CHECK-SAME: define", input).is_err());
        assert!(check("; CHECK: define\n; CHECK-EMPTY:", input).is_err());
    }

    #[test]
    fn not_between_matches_and_at_the_end() {
        let input = "a\nb\nc\n";
        assert!(check("CHECK: a\nCHECK-NOT: x\nCHECK: c", input).is_ok());
        assert!(check("CHECK: a\nCHECK-NOT: b\nCHECK: c", input).is_err());
        assert!(check("CHECK: b\nCHECK-NOT: c", input).is_err());
        assert!(check("CHECK: b\nCHECK-NOT: a", input).is_ok());
    }

    #[test]
    fn regexes_and_variables() {
        let input = "%x = add i32 %a, 1\nuse %x\n";
        assert!(check(
            "CHECK: [[V:%[a-z]+]] = add i32 {{%[a-z]+}}, 1\nCHECK-NEXT: use [[V]]",
            input
        )
        .is_ok());
        assert!(check("CHECK: [[V:%[a-z]+]] = add i32 [[V]]", input).is_err());
        assert!(check("CHECK: [[#N]]", input)
            .unwrap_err()
            .contains("numeric variables"));
        assert!(check("CHECK: use [[UNDEFINED]]", input)
            .unwrap_err()
            .contains("undefined variable"));
    }

    #[test]
    fn dag_matches_in_any_order_without_overlap() {
        let input = "x\ny\nx\nz\n";
        assert!(check("CHECK-DAG: y\nCHECK-DAG: x\nCHECK-DAG: x\nCHECK: z", input).is_ok());
        assert!(check("CHECK-DAG: y\nCHECK-DAG: y", input).is_err());
    }

    #[test]
    fn labels_split_the_input_into_blocks() {
        let input = "define @f\n  a\ndefine @g\n  b\n";
        assert!(check(
            "CHECK-LABEL: @f\nCHECK: a\nCHECK-LABEL: @g\nCHECK: b",
            input
        )
        .is_ok());
        assert!(check("CHECK-LABEL: @f\nCHECK: b\nCHECK-LABEL: @g", input).is_err());
    }

    #[test]
    fn prefixes_and_line_variables() {
        let checks = "; A: one\n; B-NEXT: two\n; CHECKX: three\n; XA: never\n";
        assert!(check_input(checks, "one\ntwo\n", &options(&["A", "B"])).is_ok());
        assert!(check_input(checks, "one\n", &options(&["C"]))
            .unwrap_err()
            .contains("no check strings"));
        assert!(check("\n; CHECK: line [[@LINE]] and [[@LINE-1]]", "line 2 and 1").is_ok());
    }

    #[test]
    fn empty_input_needs_allow_empty() {
        assert!(check("CHECK-NOT: x", "").is_err());
        let mut allow = options(&["CHECK"]);
        allow.allow_empty = true;
        assert!(check_input("CHECK-NOT: x", "", &allow).is_ok());
    }

    #[test]
    fn reads_filecheck_arguments() {
        let arguments: Vec<String> = [
            "t.ll",
            "--check-prefixes=A,B",
            "-check-prefix",
            "C",
            "--allow-empty",
        ]
        .iter()
        .map(|a| a.to_string())
        .collect();
        let parsed = FileCheckOptions::from_arguments(&arguments).unwrap();
        assert_eq!(parsed.prefixes, vec!["A", "B", "C"]);
        assert!(parsed.allow_empty);
        assert!(FileCheckOptions::from_arguments(&["--dump-input=fail".to_string()]).is_err());
    }
}
