//! How a failed command is reported: LLVM tools print details (such as
//! verifier messages) as they are, then one line prefixed with the program
//! name (`opt: x.ll: error: input module is broken!`).

/// A failed command. `details` is printed first, verbatim (may be empty);
/// `message` follows as `statepoint: <message>`.
#[derive(Debug)]
pub struct CommandFailure {
    pub details: String,
    pub message: String,
}

impl From<String> for CommandFailure {
    fn from(message: String) -> Self {
        CommandFailure {
            details: String::new(),
            message,
        }
    }
}
