//! Pass and code generation errors as located diagnostics, rendered at the
//! line and column of the input text they are about (`file:line:col: error:
//! ...`, the line, a caret), the way parse errors are. Both arise in a module
//! the passes have transformed, which has no source locations of its own
//! ([`ir::SourceLocations`] describes only the module as parsed), so the
//! place is found in the text itself:
//! * a [`PassError`] with an [`ErrorSite`]: the `define` line of the
//!   function, then, up to the function's closing `}`, the line that starts
//!   with `<value> =` (an instruction) or, for an argument, its name in the
//!   `define` line. An error without a site that can be found is left to the
//!   caller. An error LLVM reports as fatal ([`PassError::llvm_fatal`]) is not
//!   located: it is `LLVM ERROR: <message>`, LLVM's line, and `opt` ends as
//!   LLVM does.
//! * a [`CodegenError`]: its instruction's line in its function (by the value
//!   it defines, else by its printed text, which the passes may have changed),
//!   else the function's name in its `define` or `declare` line; or the line
//!   defining the global whose initializer it is about. An error about none
//!   of these names the input alone.

use crate::failure::CommandFailure;
use codegen::CodegenError;
use ir::Diagnostic;
use passes::{ErrorSite, LlvmFatalError, PassError, PipelineFailure};

/// How an error without a site in the input is worded.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum UnlocatedError {
    /// As LLVM's `opt` prints it: the pass's message alone (and a fatal
    /// error LLVM aborts on aborts).
    AsOpt,
    /// `<input>: error: <message>`.
    NamingTheInput,
}

/// A failed pipeline run as the command's failure: what the passes reported
/// before the error, then the error, located when it can be; an error LLVM
/// reports as fatal is `LLVM ERROR: <message>`, and aborts where LLVM aborts
/// when the command is `opt` (other commands exit with status 1).
pub fn pipeline_failure(
    failure: PipelineFailure,
    input_name: &str,
    source: &str,
    unlocated: UnlocatedError,
) -> CommandFailure {
    if let Some(ending) = failure.error.llvm_fatal {
        return CommandFailure {
            message: format!("LLVM ERROR: {}", failure.error.message),
            details: failure.diagnostics,
            aborts: ending == LlvmFatalError::Aborts && unlocated == UnlocatedError::AsOpt,
        };
    }
    let message =
        located_pass_error(&failure.error, input_name, source).unwrap_or_else(|| match unlocated {
            UnlocatedError::AsOpt => failure.error.to_string(),
            UnlocatedError::NamingTheInput => format!("{input_name}: error: {}", failure.error),
        });
    CommandFailure {
        message,
        details: failure.diagnostics,
        aborts: false,
    }
}

/// The error rendered at its site, when it has one that `source` shows.
pub fn located_pass_error(error: &PassError, input_name: &str, source: &str) -> Option<String> {
    let (line, col) = locate_definition(source, error.site.as_ref()?)?;
    Some(Diagnostic::new(line, col, error.to_string()).render(input_name, source))
}

/// The 1-based line and column where `site`'s value is defined in `source`.
fn locate_definition(source: &str, site: &ErrorSite) -> Option<(u32, u32)> {
    let lines: Vec<&str> = source.lines().collect();
    let define = function_line(&lines, &site.function)?;
    let instruction = format!("{} =", site.value);
    if let Some(position) = body_line(&lines, define, |text| text.starts_with(&instruction)) {
        return Some(position);
    }
    let header = lines[define];
    header
        .match_indices(site.value.as_str())
        .find(|(at, _)| {
            let after = header[at + site.value.len()..].chars().next();
            matches!(after, Some(',' | ')'))
        })
        .map(|(at, _)| to_position(define, header[..at].chars().count()))
}

/// `error` as the command's message: located in `source` when what it is
/// about can be found there, else naming the input.
pub fn codegen_failure(error: &CodegenError, input_name: &str, source: &str) -> String {
    let Some((line, col)) = locate_codegen_error(error, source) else {
        return format!("{input_name}: error: {error}");
    };
    let mut text = Diagnostic::new(line, col, error.message.clone()).render(input_name, source);
    if let Some(function) = &error.function {
        text.push_str(&format!("  in function {function}\n"));
    }
    if let Some(location) = &error.location {
        text.push_str(&format!("  at {location}\n"));
    }
    text
}

fn locate_codegen_error(error: &CodegenError, source: &str) -> Option<(u32, u32)> {
    let lines: Vec<&str> = source.lines().collect();
    if let Some(global) = &error.global {
        let (plain, quoted) = (format!("@{global} ="), format!("@\"{global}\" ="));
        let line = lines
            .iter()
            .position(|line| line.starts_with(&plain) || line.starts_with(&quoted))?;
        return Some(to_position(line, 0));
    }
    let function = error.function.as_deref()?.strip_prefix('@')?;
    let header = function_line(&lines, function)?;
    let in_body = error
        .instruction
        .as_deref()
        .filter(|_| lines[header].starts_with("define"))
        .and_then(|printed| match printed.split_once(" = ") {
            Some((value, _)) if value.starts_with('%') => {
                let defined = format!("{value} =");
                body_line(&lines, header, |text| text.starts_with(&defined))
            }
            _ => body_line(&lines, header, |text| text.starts_with(printed)),
        });
    in_body.or_else(|| {
        let name = lines[header]
            .find(&format!("@{function}"))
            .or_else(|| lines[header].find(&format!("@\"{function}\"")))?;
        Some(to_position(header, lines[header][..name].chars().count()))
    })
}

/// The index of the `define` or `declare` line of function `name`.
fn function_line(lines: &[&str], name: &str) -> Option<usize> {
    let plain = format!("@{name}(");
    let quoted = format!("@\"{name}\"(");
    lines.iter().position(|line| {
        (line.starts_with("define") || line.starts_with("declare"))
            && (line.contains(&plain) || line.contains(&quoted))
    })
}

/// The position of the first line of the body of the function defined at
/// line `define` whose text without its indentation satisfies `wanted`.
fn body_line(lines: &[&str], define: usize, wanted: impl Fn(&str) -> bool) -> Option<(u32, u32)> {
    if !lines[define].starts_with("define") {
        return None;
    }
    for (offset, line) in lines[define + 1..].iter().enumerate() {
        if line.starts_with('}') {
            break;
        }
        let text = line.trim_start();
        if wanted(text) {
            let indent = line.chars().count() - text.chars().count();
            return Some(to_position(define + 1 + offset, indent));
        }
    }
    None
}

fn to_position(line_index: usize, column_index: usize) -> (u32, u32) {
    (line_index as u32 + 1, column_index as u32 + 1)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = concat!(
        "declare void @g()\n",
        "define void @f(ptr addrspace(1) %arg, i64 %n) gc \"statepoint-example\" {\n",
        "entry:\n",
        "  %slot = alloca i64, addrspace(1)\n",
        "  ret void\n",
        "}\n",
        "define void @\"quoted name\"() {\n",
        "  %slot = alloca i64\n",
        "  ret void\n",
        "}\n",
    );

    fn site(function: &str, value: &str) -> ErrorSite {
        ErrorSite {
            function: function.to_string(),
            value: value.to_string(),
        }
    }

    #[test]
    fn instructions_and_arguments_are_found_in_their_function() {
        assert_eq!(locate_definition(SOURCE, &site("f", "%slot")), Some((4, 3)));
        assert_eq!(locate_definition(SOURCE, &site("f", "%arg")), Some((2, 33)));
        assert_eq!(
            locate_definition(SOURCE, &site("quoted name", "%slot")),
            Some((8, 3))
        );
        assert_eq!(locate_definition(SOURCE, &site("f", "%missing")), None);
        assert_eq!(locate_definition(SOURCE, &site("g", "%slot")), None);
    }

    #[test]
    fn fatal_errors_are_llvm_s_line_and_only_opt_aborts() {
        let failure = |ending| PipelineFailure {
            error: PassError {
                pass: "RewriteStatepointsForGC",
                message: "unsupported GC: mystery".to_string(),
                site: None,
                llvm_fatal: Some(ending),
            },
            diagnostics: "before\n".to_string(),
        };
        let as_opt = pipeline_failure(
            failure(LlvmFatalError::Aborts),
            "a.ll",
            SOURCE,
            UnlocatedError::AsOpt,
        );
        assert_eq!(as_opt.message, "LLVM ERROR: unsupported GC: mystery");
        assert_eq!(as_opt.details, "before\n");
        assert!(as_opt.aborts);
        for (ending, unlocated) in [
            (LlvmFatalError::Aborts, UnlocatedError::NamingTheInput),
            (LlvmFatalError::ExitsWithFailure, UnlocatedError::AsOpt),
        ] {
            let other = pipeline_failure(failure(ending), "a.ll", SOURCE, unlocated);
            assert_eq!(other.message, "LLVM ERROR: unsupported GC: mystery");
            assert!(!other.aborts, "{ending:?} {unlocated:?}");
        }
    }

    fn codegen_error(function: Option<&str>, instruction: Option<&str>) -> CodegenError {
        let mut error = CodegenError::unsupported("something");
        if let Some(instruction) = instruction {
            error = error.at_instruction("entry", || instruction.to_string());
        }
        match function {
            Some(name) => error.in_function(name),
            None => error,
        }
    }

    #[test]
    fn codegen_errors_are_found_by_value_then_text_then_function() {
        let at = |function, instruction| {
            locate_codegen_error(&codegen_error(function, instruction), SOURCE)
        };
        assert_eq!(
            at(Some("f"), Some("%slot = alloca i64, addrspace(1)")),
            Some((4, 3))
        );
        assert_eq!(at(Some("f"), Some("ret void")), Some((5, 3)));
        // An instruction the passes made: the function's name.
        assert_eq!(at(Some("f"), Some("%made = add i64 1, 2")), Some((2, 13)));
        assert_eq!(at(Some("f"), None), Some((2, 13)));
        assert_eq!(
            at(Some("quoted name"), Some("%slot = alloca i64")),
            Some((8, 3))
        );
        // A declaration has no body to search.
        assert_eq!(at(Some("g"), Some("ret void")), Some((1, 14)));
        assert_eq!(at(Some("missing"), None), None);
        assert_eq!(at(None, None), None);
    }

    #[test]
    fn codegen_errors_about_initializers_are_at_the_global() {
        let source = "@a = global i32 0\n@\"b c\" = global i64 1\n";
        let error = CodegenError::unsupported("this").in_initializer_of("b c");
        assert_eq!(
            codegen_failure(&error, "a.ll", source),
            "a.ll:2:1: error: unsupported in the Cranelift backend: this\n\
             @\"b c\" = global i64 1\n^\n  at initializer of @b c\n"
        );
        let unlocated = CodegenError::unsupported("this").in_initializer_of("none");
        assert_eq!(
            codegen_failure(&unlocated, "a.ll", source),
            "a.ll: error: unsupported in the Cranelift backend: this\n  at initializer of @none"
        );
    }

    #[test]
    fn located_errors_render_like_parse_errors() {
        let error = PassError {
            pass: "RewriteStatepointsForGC",
            message: "in function @f: bad alloca".to_string(),
            site: Some(site("f", "%slot")),
            llvm_fatal: None,
        };
        assert_eq!(
            located_pass_error(&error, "a.ll", SOURCE).as_deref(),
            Some("a.ll:4:3: error: RewriteStatepointsForGC: in function @f: bad alloca\n  %slot = alloca i64, addrspace(1)\n  ^\n")
        );
        let unlocated = PassError {
            site: None,
            ..error
        };
        assert_eq!(located_pass_error(&unlocated, "a.ll", SOURCE), None);
    }
}
