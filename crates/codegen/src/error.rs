//! The one error type of the backend.
//!
//! Invariant: every error names the function it arose in (when there is one)
//! and, for an instruction the backend cannot lower, the block and the printed
//! instruction, so a user can find it in the `.ll` file; an error about a
//! global's initializer names the global. The command line turns these into
//! `file:line:col` positions of the input text.

use std::fmt;

/// Why code generation failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodegenError {
    /// `@name` of the function being lowered, if any.
    pub function: Option<String>,
    /// `block %label: <instruction>` when an instruction is at fault.
    pub location: Option<String>,
    /// The instruction at fault as printed (after the passes that prepare a
    /// module for execution, so it may differ from the input's text).
    pub instruction: Option<String>,
    /// The global variable whose initializer is at fault, without `@`.
    pub global: Option<String>,
    pub message: String,
}

impl CodegenError {
    /// An error not tied to a function (module setup, linking, JIT finalization).
    pub fn module_level(message: impl Into<String>) -> Self {
        CodegenError {
            function: None,
            location: None,
            instruction: None,
            global: None,
            message: message.into(),
        }
    }

    /// The error for an instruction, type or intrinsic this backend does not lower.
    pub fn unsupported(what: impl fmt::Display) -> Self {
        Self::module_level(format!("unsupported in the Cranelift backend: {what}"))
    }

    /// Fills in the function name unless already set.
    pub fn in_function(mut self, name: &str) -> Self {
        self.function.get_or_insert_with(|| format!("@{name}"));
        self
    }

    /// Fills in the instruction at fault, in block `block_label`, unless a
    /// location is already set.
    pub fn at_instruction(mut self, block_label: &str, printed: impl FnOnce() -> String) -> Self {
        if self.location.is_none() {
            let printed = printed().trim().to_string();
            self.location = Some(format!("block %{block_label}: {printed}"));
            self.instruction = Some(printed);
        }
        self
    }

    /// Names the global variable `name` whose initializer is at fault,
    /// unless a location is already set.
    pub fn in_initializer_of(mut self, name: &str) -> Self {
        if self.location.is_none() {
            self.location = Some(format!("initializer of @{name}"));
            self.global = Some(name.to_string());
        }
        self
    }
}

impl fmt::Display for CodegenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)?;
        if let Some(function) = &self.function {
            write!(f, "\n  in function {function}")?;
        }
        if let Some(location) = &self.location {
            write!(f, "\n  at {location}")?;
        }
        Ok(())
    }
}

impl std::error::Error for CodegenError {}

pub type CodegenResult<T> = Result<T, CodegenError>;
