//! How a failed command is reported: LLVM tools print details (such as
//! verifier messages) as they are, then one line prefixed with the program
//! name (`opt: x.ll: error: input module is broken!`). What LLVM reports
//! with `report_fatal_error` (`LLVM ERROR: ...`) aborts the process there, and
//! here too ([`CommandFailure::aborts`]).

/// A failed command. `details` is printed first, verbatim (may be empty);
/// `message` follows as `statepoint: <message>`.
#[derive(Debug)]
pub struct CommandFailure {
    pub details: String,
    pub message: String,
    /// The process ends with `SIGABRT` (exit status 134) after the report, as
    /// LLVM's tools do for the same failure (`report_fatal_error`), so scripts
    /// and `not --crash` tests written against them see what they expect.
    pub aborts: bool,
}

impl From<String> for CommandFailure {
    fn from(message: String) -> Self {
        CommandFailure {
            details: String::new(),
            message,
            aborts: false,
        }
    }
}
