//! Where the functions and instructions of a parsed module were written, to
//! locate diagnostics about the module as read (the verifier's on the input:
//! `file:line:col: error: ...`).
//!
//! Invariant: the locations describe the [`crate::Module`] exactly as
//! [`super::parse_module_with_locations`] returned it. Functions are found by
//! name (the parser renumbers globals at the end, but never renames a
//! definition); instructions by their handle in that function. Passes create,
//! delete and reuse instruction handles, so a transformed module has no
//! locations: ask only about the module the parser returned. An instruction
//! the parser's upgrades created has none either; its function's name does.

use crate::function::Inst;
use rustc_hash::FxHashMap as HashMap;

/// Byte offsets into the parsed source; line and column are computed when
/// asked (only for errors).
#[derive(Default, Debug)]
pub struct SourceLocations {
    functions: HashMap<String, FunctionLocations>,
}

#[derive(Default, Debug)]
struct FunctionLocations {
    /// Where the function's name is written in its `declare` or `define`.
    name: usize,
    /// Where each instruction's opcode is, sorted by handle.
    instructions: Vec<(Inst, usize)>,
}

impl SourceLocations {
    pub(super) fn add_function(&mut self, name: &str, offset: usize) {
        self.functions.entry(name.to_string()).or_default().name = offset;
    }

    /// `instructions` in any order.
    pub(super) fn add_instructions(
        &mut self,
        function: &str,
        mut instructions: Vec<(Inst, usize)>,
    ) {
        instructions.sort_unstable_by_key(|(inst, _)| inst.index());
        self.functions
            .entry(function.to_string())
            .or_default()
            .instructions = instructions;
    }

    /// Line and column (1-based, columns in characters) of `inst`'s opcode
    /// in `function`, or of the function's name when `inst` is `None` or
    /// was not written in the source.
    pub fn locate(&self, source: &str, function: &str, inst: Option<Inst>) -> Option<(u32, u32)> {
        let found = self.functions.get(function)?;
        let offset = inst
            .and_then(|inst| {
                let index = found
                    .instructions
                    .binary_search_by_key(&inst.index(), |(i, _)| i.index())
                    .ok()?;
                Some(found.instructions[index].1)
            })
            .unwrap_or(found.name);
        Some(super::line_and_column_of(source, offset))
    }
}
