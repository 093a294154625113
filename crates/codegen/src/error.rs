//! The one error type of the backend.
//!
//! Invariant: every error names the function it arose in (when there is one)
//! and, for an instruction the backend cannot lower, the block and the printed
//! instruction, so a user can find it in the `.ll` file.

use std::fmt;

/// Why code generation failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodegenError {
    /// `@name` of the function being lowered, if any.
    pub function: Option<String>,
    /// `block %label: <instruction>` when an instruction is at fault.
    pub location: Option<String>,
    pub message: String,
}

impl CodegenError {
    /// An error not tied to a function (module setup, linking, JIT finalization).
    pub fn module_level(message: impl Into<String>) -> Self {
        CodegenError {
            function: None,
            location: None,
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

    /// Fills in the location unless already set.
    pub fn at(mut self, location: impl FnOnce() -> String) -> Self {
        if self.location.is_none() {
            self.location = Some(location());
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
