//! `statepoint opt`: read a module, verify it, run a pipeline, write it.
//!
//! The order of checks follows LLVM `opt`: options, pipeline, input, parse,
//! input verification (`error: input module is broken!`), passes, output
//! `-dot-cfg`/`-dot-cfg-only` files of the result ([`crate::cfg_dot`]), output
//! verification (unless `-disable-verify`; a broken result aborts with LLVM's
//! `Broken module found` message), output.
//! We write only text: bitcode output is refused where `opt` would write it,
//! after the passes, so that errors in the input are reported first, as by
//! `opt` (tests pipe `not opt -passes=verify 2>&1` without `-S`). Every error
//! is returned as a message; the caller prints it with the program name and
//! exits with status 1. The listing is streamed to the output as it is printed
//! (a rewritten module's text can be ten times its input).

use crate::cfg_dot::{write_cfg_dot_files, CfgDotRequest};
use crate::failure::CommandFailure;
use crate::io::{input_display_name, read_input, write_output_with};
use crate::located_errors::{pipeline_failure, UnlocatedError};
use crate::opt_args::OptInvocation;
use passes::{build_pipeline, PassTimings, RunSettings};
use std::time::Duration;

/// Runs one `opt` invocation; `Ok` holds what goes to stderr on success
/// (what the passes reported, then the `-time-passes` report; possibly empty).
pub fn run_opt(invocation: &OptInvocation) -> Result<String, CommandFailure> {
    use_small_pages();
    crate::allocator::keep_freed_memory();
    let pipeline_text = pipeline_with_legacy_flags(invocation);
    let pipeline = build_pipeline(&pipeline_text).map_err(|error| error.to_string())?;

    let input_name = input_display_name(&invocation.input);
    let source = read_input(&invocation.input)?;
    let mut module = parse_verified_input(&source, input_name)?;
    // `opt` gives a module naming a target but no layout its target's layout.
    if module.datalayout.is_none() {
        module.datalayout = module
            .triple
            .as_deref()
            .and_then(ir::target_datalayout::default_datalayout);
    }
    if module.source_filename.is_none() {
        module.source_filename = Some(input_name.to_string());
    }

    let settings = RunSettings {
        verify_each: invocation.verify_each,
    };
    let mut run = pipeline
        .run(&mut module, &invocation.pass_options, settings)
        .map_err(|failure| pipeline_failure(failure, input_name, &source, UnlocatedError::AsOpt))?;
    for (asked, only_names) in [(invocation.dot_cfg, false), (invocation.dot_cfg_only, true)] {
        if asked {
            let request = CfgDotRequest {
                only_names,
                ..invocation.cfg_dot.clone()
            };
            run.diagnostics += &write_cfg_dot_files(&module, &request);
        }
    }
    if !invocation.disable_verify {
        verify_output_module(&module, &run.diagnostics)?;
    }

    if !invocation.disable_output {
        if !invocation.text_output {
            return Err(CommandFailure {
                details: run.diagnostics,
                message: "error: bitcode output is not supported: add -S to write textual LLVM IR (or -disable-output to write nothing)".to_string(),
                aborts: false,
            });
        }
        write_output_with(&invocation.output, |sink| {
            writeln!(sink, "; ModuleID = '{input_name}'")?;
            ir::printer::write_module(&module, sink)
        })?;
    }
    // The process ends right after this; freeing the module's many small
    // allocations one by one would cost about a tenth of a parse+print run
    // (as LLVM tools, we let the exit reclaim them).
    std::mem::forget(module);
    let mut diagnostics = run.diagnostics;
    if invocation.time_passes {
        diagnostics.push_str(&time_passes_report(&run.timings));
    }
    Ok(diagnostics)
}

/// Turns transparent huge pages off for this process. `opt` writes nearly
/// every page of its heap once (a rewritten module's tables), and on a machine
/// where another process has just freed memory, faulting 2 MiB pages in made
/// `scripts/bench-rs4gc`'s largest input cost over twice the CPU time it costs
/// with 4 KiB pages, run after `opt-19` as the benchmark does. The allocator is
/// built not to ask for them (see `allocator.rs`); this covers systems whose
/// transparent huge pages are on for every mapping. Best effort: where the
/// call is refused nothing changes.
fn use_small_pages() {
    #[cfg(target_os = "linux")]
    // SAFETY: PR_SET_THP_DISABLE only sets a flag of the calling process.
    unsafe {
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
    }
}

/// The `-passes=` string with `verify<safepoint-ir>` appended for the legacy
/// `-verify-safepoint-ir` flag.
fn pipeline_with_legacy_flags(invocation: &OptInvocation) -> String {
    let mut text = invocation.pipeline.clone();
    if invocation.verify_safepoint_ir {
        if !text.trim().is_empty() {
            text.push(',');
        }
        text.push_str("verify<safepoint-ir>");
    }
    text
}

/// The input text as a module, checked as `opt` checks what it reads: a parse
/// error is located; so is each of the verifier's messages, at the
/// instruction (or function) it is about, before LLVM's rendering of it, and
/// they end with `opt`'s `input module is broken!`.
pub fn parse_verified_input(source: &str, input_name: &str) -> Result<ir::Module, CommandFailure> {
    let (module, locations) = ir::parse_module_with_locations(source)
        .map_err(|diagnostic| diagnostic.render(input_name, source))?;
    ir::verifier::verify_module(&module).map_err(|errors| CommandFailure {
        details: errors
            .iter()
            .map(|error| {
                let rendered = error.render(&module);
                match locate_verifier_error(error, &module, &locations, source) {
                    Some((line, col)) => format!("{input_name}:{line}:{col}: error: {rendered}"),
                    None => rendered,
                }
            })
            .collect(),
        message: format!("{input_name}: error: input module is broken!"),
        aborts: false,
    })?;
    Ok(module)
}

/// Where the source says what `error` is about: its instruction, else the
/// first instruction of its block, else its function's name.
fn locate_verifier_error(
    error: &ir::verifier::VerifierError,
    module: &ir::Module,
    locations: &ir::SourceLocations,
    source: &str,
) -> Option<(u32, u32)> {
    let function = error.function.as_deref()?;
    let first_of_block = || {
        let body = module.function(error.function_id?)?.body.as_ref()?;
        body.blocks
            .get(error.block?.index())?
            .insts
            .first()
            .copied()
    };
    locations.locate(source, function, error.inst.or_else(first_of_block))
}

/// Verifies the module the pipeline produced with LLVM's rules, as `opt` does
/// unless `-disable-verify` (our relocate-base rule, beyond LLVM, is a warning
/// of `statepoint verify`; our passes' outputs are checked against it by their
/// tests): a broken
/// result is reported with the verifier's messages after what the passes
/// reported, and ends the process as LLVM's `Broken module found` fatal error
/// does (nothing is written).
fn verify_output_module(module: &ir::Module, pass_diagnostics: &str) -> Result<(), CommandFailure> {
    ir::verifier::verify_module(module).map_err(|errors| CommandFailure {
        details: pass_diagnostics.to_string()
            + &errors
                .iter()
                .map(|error| error.render(module))
                .collect::<String>(),
        message: "LLVM ERROR: Broken module found, compilation aborted!".to_string(),
        aborts: true,
    })
}

/// The `-time-passes` report, in the layout of LLVM's wall-time column.
fn time_passes_report(timings: &PassTimings) -> String {
    let rule = "===-------------------------------------------------------------------------===";
    let total: Duration = timings.per_pass.iter().map(|(_, spent)| *spent).sum();
    let mut report = format!(
        "{rule}\n                          Pass execution timing report\n{rule}\n  Total Execution Time: {:.4} seconds\n\n   ---Wall Time---  --- Name ---\n",
        total.as_secs_f64()
    );
    let mut per_pass = timings.per_pass.clone();
    per_pass.sort_by_key(|(_, spent)| std::cmp::Reverse(*spent));
    for (name, spent) in per_pass.iter().chain([&("Total", total)]) {
        let share = if total.is_zero() {
            100.0
        } else {
            100.0 * spent.as_secs_f64() / total.as_secs_f64()
        };
        report += &format!("   {:.4} ({share:5.1}%)  {name}\n", spent.as_secs_f64());
    }
    report
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A module that parses but that LLVM's verifier rejects: a statepoint
    /// wrapping a non-void variadic callee.
    const BROKEN: &str = r#"
declare i32 @pushf(ptr addrspace(1), ...)
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
define void @f(ptr addrspace(1) %p) gc "statepoint-example" {
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(i32 (ptr addrspace(1), ...)) @pushf, i32 1, i32 0, ptr addrspace(1) %p, i32 0, i32 0)
  ret void
}
"#;

    #[test]
    fn a_broken_result_aborts_with_llvm_fatal_error_after_the_pass_reports() {
        let module = ir::parser::parse_module(BROKEN).expect("parses");
        let failure = verify_output_module(&module, "report of a pass\n")
            .expect_err("the verifier rejects the statepoint");
        assert!(failure.aborts);
        assert_eq!(
            failure.message,
            "LLVM ERROR: Broken module found, compilation aborted!"
        );
        assert!(failure.details.starts_with("report of a pass\n"));
        assert!(failure
            .details
            .contains("gc.statepoint doesn't support wrapping non-void vararg functions yet"));
    }

    #[test]
    fn a_valid_result_passes() {
        let module = ir::parser::parse_module("define void @f() {\n  ret void\n}\n").unwrap();
        assert!(verify_output_module(&module, "").is_ok());
    }
}
