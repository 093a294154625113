//! The structural verifier: is a module well-formed IR?
//!
//! Checks, in LLVM's words where LLVM has words for them:
//! * handles: every type, constant, global, block, instruction and value handle a
//!   function refers to exists (so no later check can index out of bounds);
//! * structure: blocks end in exactly one terminator, the entry block has no
//!   predecessors, phis are grouped at the top of their block and agree with the
//!   predecessor edges, landing pads are reached only by unwind edges, and so
//!   are funclet pads, which `catchret` and `cleanupret` leave ([`funclet_pads`]);
//! * SSA: every use of an instruction result is dominated by its definition (uses
//!   in unreachable blocks are exempt, as in LLVM), only phis use their own value,
//!   operands are values of this function placed in its blocks;
//! * types: operand and result types of every instruction kind, as LLVM's verifier
//!   and parser require them;
//! * tokens: no phi, select, alloca, load or store of tokens; token values feed only
//!   calls and EH pads;
//! * statepoints: the rules of spec §4 for `gc.statepoint`, `gc.result`,
//!   `gc.relocate` and their operand bundles, and (beyond LLVM) that a relocate's base
//!   is an actual base of its derived pointer's object on every static path
//!   ([`relocate_bases`]).
//!
//! Architecture invariant: the verifier never panics, whatever the module holds;
//! handle validation runs first and a function with dangling handles gets no
//! further checks. It reports every failure it finds (not just the first), except
//! that a function with a block lacking a terminator gets no checks that need the
//! CFG, as in LLVM.
//!
//! Complexity: linear in the size of the module plus the dominator computation;
//! dominance queries are O(1).

mod funclet_pads;
mod function_checks;
mod handles;
mod instruction_types;
mod must_tail_calls;
mod relocate_bases;
mod statepoints;
#[cfg(test)]
mod tests;

use crate::function::{Block, Inst};
use crate::module::{GlobalId, Module};
use std::fmt;

/// One verification failure.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct VerifierError {
    /// The function the failure is in (`None` for module-level failures).
    pub function: Option<String>,
    /// Its handle, to print instructions of it.
    pub function_id: Option<GlobalId>,
    /// The first instruction LLVM prints below the message: the offending instruction,
    /// or for a dominance failure the definition (the user follows in `related`).
    pub inst: Option<Inst>,
    /// Further instructions printed after `inst`.
    pub related: Vec<Inst>,
    /// The offending block, for block-level failures.
    pub block: Option<Block>,
    pub message: String,
}

impl fmt::Display for VerifierError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message)?;
        if let Some(name) = &self.function {
            write!(f, " (in function '{name}')")?;
        }
        Ok(())
    }
}

impl std::error::Error for VerifierError {}

impl VerifierError {
    /// [`VerifierError::render_with`] using the module printer.
    pub fn render(&self, m: &Module) -> String {
        self.render_with(m, |f, i| {
            m.function(f)
                .map(|function| crate::printer::print_instruction(m, function, i))
                .unwrap_or_default()
        })
    }

    /// Renders the failure as LLVM's verifier does: the message on one line, then each
    /// instruction it names (`inst`, then `related`) printed by `print_instruction` on
    /// its own line, or for a block-level failure the block as an operand (`label %name`).
    pub fn render_with(
        &self,
        m: &Module,
        print_instruction: impl Fn(GlobalId, Inst) -> String,
    ) -> String {
        let mut out = format!("{}\n", self.message);
        match (self.function_id, self.inst) {
            (Some(f), Some(first)) => {
                for i in std::iter::once(first).chain(self.related.iter().copied()) {
                    out.push_str(&print_instruction(f, i));
                    out.push('\n');
                }
            }
            (Some(f), None) => {
                let block_name = self.block.and_then(|b| {
                    m.function(f)?
                        .body
                        .as_ref()?
                        .blocks
                        .get(b.index())?
                        .name
                        .clone()
                });
                if let Some(name) = block_name {
                    out.push_str(&format!("label %{name}\n"));
                }
            }
            _ => {}
        }
        out
    }
}

/// Which rules a verification applies.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Rules {
    /// LLVM 19's verifier's rules (what `opt` checks after its pipeline).
    Llvm,
    /// LLVM's rules and, beyond them, that a relocate's base is an actual base of
    /// its derived pointer's object ([`relocate_bases`]).
    WithRelocateBases,
}

/// Verifies every function of `m` (and the module-wide handle tables) with
/// LLVM 19's rules ([`Rules::Llvm`]): what LLVM accepts is accepted. A
/// relocate whose base the IR cannot relate to its derived pointer (two
/// arguments, `(null, %a)`) is the front end's assertion, valid IR; ask for
/// [`Rules::WithRelocateBases`] to hear what [`relocate_bases`] finds.
pub fn verify_module(m: &Module) -> Result<(), Vec<VerifierError>> {
    verify_module_with(m, Rules::Llvm)
}

/// Verifies every function of `m` (and the module-wide handle tables) with `rules`.
pub fn verify_module_with(m: &Module, rules: Rules) -> Result<(), Vec<VerifierError>> {
    let mut errors = Vec::new();
    if handles::check_module_tables(m, &mut errors) {
        for g in m.function_ids() {
            function_checks::verify_function_into(m, g, rules, &mut errors);
        }
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}

/// Verifies one function of `m` with LLVM 19's rules; `f` must name a function.
pub fn verify_function(m: &Module, f: GlobalId) -> Result<(), Vec<VerifierError>> {
    let mut errors = Vec::new();
    if handles::check_module_tables(m, &mut errors) {
        function_checks::verify_function_into(m, f, Rules::Llvm, &mut errors);
    }
    if errors.is_empty() {
        Ok(())
    } else {
        Err(errors)
    }
}
