//! `verify<safepoint-ir>` (spec §5): no GC pointer defined before a statepoint is used
//! after it, on any static path, other than through its `gc.relocate`.
//!
//! The check runs in two stages.
//!
//! 1. [`availability`]: LLVM 19's analysis, same verdicts and same report order. A
//!    forward dataflow of *available* GC pointers over the live part of the CFG (blocks
//!    reachable from the entry without taking the dead side of a branch on a constant):
//!    a statepoint clears the set, every other instruction producing a GC pointer adds
//!    itself. Values derived only from constants (`null`, globals, `undef`) are exempt.
//!    GEPs and casts of unavailable pointers, and phis (and, beyond LLVM, selects) all
//!    of whose inputs are unavailable, are *valid unrelocated* definitions; phis and
//!    selects mixing available and unavailable inputs are *poisoned*. Neither is
//!    available, neither is itself a use. A use of an unavailable GC pointer is illegal,
//!    except comparisons: two unavailable pointers, or one and `null`, may be compared
//!    (a poisoned one only with `null`).
//! 2. [`path_states`]: every use stage 1 reports is confirmed path by path before it is
//!    reported. This removes LLVM's false positives of the "generations" kind (a phi of a
//!    pointer and its own GEP compared with the pointer is stale on exactly the paths
//!    where the pointer is stale) without missing any real error: a report is dropped
//!    only when no path reaches the use with a stale operand.
//!
//! Deliberate differences from LLVM 19: GC pointers are those of the function's strategy
//! ([`crate::gc_strategy`]), not address space 1 in every function, so functions without
//! a statepoint strategy have none; `select`, `addrspacecast` and `freeze` are classified
//! like phis and casts; `inttoptr` results are real pointers, not constant-derived; dead
//! blocks are those unreachable through live edges (LLVM misses dead loops that keep a
//! live backedge); reports confirmed false by stage 2 are not printed.
//!
//! Output, in LLVM's words: in print-only mode, for every function definition, the line
//! `Verifying gc pointers in function: <name>`, then each illegal use as
//! `Illegal use of unrelocated value found!` / `Def: <value>` / `Use: <instruction>`, or
//! `No illegal uses found by SafepointIRVerifier in: <name>`. Otherwise the first illegal
//! use is an error.

mod availability;
mod function_facts;
mod path_states;
#[cfg(test)]
mod tests;

use crate::options::PassOptions;
use crate::pass::{FunctionPass, PassError};
use function_facts::FunctionFacts;
use ir::module::GlobalId;
use ir::{Inst, Module, Value, ValueDef};

/// LLVM's name of the pass, used in errors and `-time-passes` reports.
const PASS_NAME: &str = "SafepointIRVerifierPass";

/// What to do with illegal uses.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub enum ReportingMode {
    /// The first illegal use is an error (LLVM aborts).
    #[default]
    FirstIllegalUseIsAnError,
    /// Describe every function and every illegal use, and succeed
    /// (`-safepoint-ir-verifier-print-only`).
    PrintOnly,
}

/// A use of a GC pointer that may be stale: `user` reads `definition` after a statepoint.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct IllegalUse {
    pub definition: Value,
    pub user: Inst,
}

/// Every illegal use in function `f` of `m` (a definition), in LLVM's report order:
/// live blocks in reverse post-order, instructions in order, operands in LLVM's order.
pub fn find_illegal_uses(m: &Module, f: GlobalId) -> Vec<IllegalUse> {
    let Some(facts) = FunctionFacts::compute(m, f) else {
        return Vec::new();
    };
    let candidates = availability::illegal_uses(&facts);
    path_states::confirmed(&facts, candidates)
}

/// Runs the verifier over every function definition of `m`. In print-only mode the
/// returned text is the log (LLVM prints it on standard error); otherwise it is empty.
pub fn verify_safepoint_ir(m: &Module, mode: ReportingMode) -> Result<String, PassError> {
    let mut log = String::new();
    for f in m.function_ids() {
        log.push_str(&verify_function_safepoint_ir(m, f, mode)?);
    }
    Ok(log)
}

/// Runs the verifier on function `f` of `m` (nothing for a declaration); returns the
/// print-only log, or the first illegal use as an error.
pub fn verify_function_safepoint_ir(
    m: &Module,
    f: GlobalId,
    mode: ReportingMode,
) -> Result<String, PassError> {
    if m.function(f)
        .is_none_or(|function| function.is_declaration())
    {
        return Ok(String::new());
    }
    let name = &m.global(f).name;
    let illegal_uses = find_illegal_uses(m, f);
    match mode {
        ReportingMode::PrintOnly => {
            let mut log = format!("Verifying gc pointers in function: {name}\n");
            for u in &illegal_uses {
                log.push_str(&render_illegal_use(m, f, u));
            }
            if illegal_uses.is_empty() {
                log.push_str(&format!(
                    "No illegal uses found by SafepointIRVerifier in: {name}\n"
                ));
            }
            Ok(log)
        }
        ReportingMode::FirstIllegalUseIsAnError => match illegal_uses.first() {
            Some(first) => Err(PassError {
                pass: PASS_NAME,
                message: render_illegal_use(m, f, first),
                site: None,
                llvm_fatal: None,
            }),
            None => Ok(String::new()),
        },
    }
}

/// `verify<safepoint-ir>` in a pipeline; `-safepoint-ir-verifier-print-only` selects
/// [`ReportingMode::PrintOnly`].
pub struct SafepointIrVerifierPass;

impl FunctionPass for SafepointIrVerifierPass {
    fn name(&self) -> &'static str {
        PASS_NAME
    }

    fn run_on_function(
        &self,
        module: &mut Module,
        function: GlobalId,
        options: &PassOptions,
        diagnostics: &mut String,
    ) -> Result<(), PassError> {
        let mode = if options.bool("safepoint-ir-verifier-print-only") {
            ReportingMode::PrintOnly
        } else {
            ReportingMode::FirstIllegalUseIsAnError
        };
        diagnostics.push_str(&verify_function_safepoint_ir(module, function, mode)?);
        Ok(())
    }
}

/// LLVM's three lines for one illegal use. `Def:` prints an argument as an operand
/// (`ptr addrspace(1) %arg`) and an instruction as its listing line.
pub fn render_illegal_use(m: &Module, f: GlobalId, illegal_use: &IllegalUse) -> String {
    let function = m.function(f).expect("f is a function");
    let body = function.body.as_ref().expect("f is a definition");
    let definition = match body.value(illegal_use.definition).def() {
        ValueDef::Inst(i) => ir::printer::print_instruction(m, function, i),
        ValueDef::Arg(position) => {
            let value = illegal_use.definition;
            let mut text = m.types.display(body.value_type(value));
            text.push(' ');
            match &body.value(value).name {
                Some(name) => {
                    text.push('%');
                    ir::types::write_local_name(&mut text, name);
                }
                None => {
                    // Unnamed arguments are numbered first, in order.
                    let slot = body.args[..position as usize]
                        .iter()
                        .filter(|a| body.value(**a).name.is_none())
                        .count();
                    text.push_str(&format!("%{slot}"));
                }
            }
            text
        }
    };
    format!(
        "Illegal use of unrelocated value found!\nDef: {definition}\nUse: {}\n",
        ir::printer::print_instruction(m, function, illegal_use.user)
    )
}
