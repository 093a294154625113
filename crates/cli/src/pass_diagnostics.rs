//! Pass errors as located diagnostics: a [`PassError`] that names the
//! definition it is about ([`ErrorSite`]) is rendered at that definition's
//! line and column of the input text (`file:line:col: error: ...`, the line,
//! a caret), the way parse errors are.
//!
//! The definition is found in the text itself: the `define` line of the
//! function, then, up to the function's closing `}`, the line that starts with
//! `<value> =` (an instruction) or, for an argument, its name in the `define`
//! line. An error without a site that can be found is left to the caller.
//! An error LLVM reports as fatal ([`PassError::llvm_fatal`]) is not located:
//! it is `LLVM ERROR: <message>`, LLVM's line, and `opt` ends as LLVM does.

use crate::failure::CommandFailure;
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
    let plain = format!("@{}(", site.function);
    let quoted = format!("@\"{}\"(", site.function);
    let define = lines.iter().position(|line| {
        line.starts_with("define") && (line.contains(&plain) || line.contains(&quoted))
    })?;
    let instruction = format!("{} =", site.value);
    for (offset, line) in lines[define + 1..].iter().enumerate() {
        if line.starts_with('}') {
            break;
        }
        let text = line.trim_start();
        if text.starts_with(&instruction) {
            let indent = line.chars().count() - text.chars().count();
            return Some(to_position(define + 1 + offset, indent));
        }
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
