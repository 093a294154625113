//! The pass traits: a pass is one file implementing [`ModulePass`] or
//! [`FunctionPass`], registered by name in [`crate::registry`].
//!
//! Invariant: a pass reads its settings only from the [`PassOptions`] it is
//! given (never from globals or the environment) and reports failure as a
//! [`PassError`] value; it does no IO.

use crate::options::PassOptions;
use ir::{GlobalId, Module};
use std::fmt;

/// A pass over the whole module (`rewrite-statepoints-for-gc`, `verify`).
/// Text for the user that is not an error (LLVM prints it on standard error,
/// such as RewriteStatepointsForGC's `-spp-print-liveset` report) is appended
/// to `diagnostics`.
pub trait ModulePass {
    /// The name used in `-time-passes` reports and errors (LLVM's class name,
    /// such as `VerifierPass`).
    fn name(&self) -> &'static str;
    fn run_on_module(
        &self,
        module: &mut Module,
        options: &PassOptions,
        diagnostics: &mut String,
    ) -> Result<(), PassError>;
}

/// A pass over one defined function at a time (`place-safepoints`,
/// `verify<safepoint-ir>`). It may read the rest of the module and add
/// declarations to it. Text for the user that is not an error (LLVM prints it
/// on standard error, such as the safepoint verifier's print-only report) is
/// appended to `diagnostics`.
pub trait FunctionPass {
    /// The name used in `-time-passes` reports and errors.
    fn name(&self) -> &'static str;
    fn run_on_function(
        &self,
        module: &mut Module,
        function: GlobalId,
        options: &PassOptions,
        diagnostics: &mut String,
    ) -> Result<(), PassError>;
}

/// A pass failed; `message` says why, in full (it may span several lines).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PassError {
    pub pass: &'static str,
    pub message: String,
    /// The definition the error is about, when there is one, for a located
    /// diagnostic (the caller maps it to a line and column of its input).
    pub site: Option<ErrorSite>,
    /// Set when LLVM reports the same situation as a fatal error: the driver
    /// prints `LLVM ERROR: <message>` (LLVM's text, so scripts that grep
    /// LLVM's wording find it) and ends as LLVM's tools do.
    pub llvm_fatal: Option<LlvmFatalError>,
}

/// How LLVM ends after its `LLVM ERROR: <message>` line.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum LlvmFatalError {
    /// `report_fatal_error`: the process aborts (SIGABRT; lit's `not --crash`).
    Aborts,
    /// A usage error (`reportFatalUsageError` of later releases): exit status 1.
    ExitsWithFailure,
}

/// The definition of a value in a function, as the input text names them.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ErrorSite {
    /// The function's name, without `@`.
    pub function: String,
    /// The value as an operand (`%slot`, `%3`).
    pub value: String,
}

impl fmt::Display for PassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: {}", self.pass, self.message)
    }
}

impl std::error::Error for PassError {}
