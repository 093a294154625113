//! Ending the process when the program breaks the ABI or the heap is exhausted.
//!
//! Every message starts with `statepoint-runtime: ` and goes to stderr; the exit
//! status says which kind of failure it was. `std::process::exit` runs the
//! `atexit` handlers, so stdout written so far (Rust's and C's stdio) is flushed.

use std::io::Write;

/// The exit statuses of the runtime's own failures.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RuntimeExitStatus {
    /// A bad argument to a runtime function, a bad configuration, or an unusable stack map.
    InvalidUse = 2,
    /// The live objects and the request do not fit in the heap limit (fixed by the ABI).
    OutOfMemory = 3,
    /// The collector found a root or heap field that does not reference an object.
    InvalidReference = 4,
}

/// Prints `statepoint-runtime: <message>` to stderr and exits with `status`.
pub fn exit_with_runtime_error(status: RuntimeExitStatus, message: std::fmt::Arguments<'_>) -> ! {
    let _ = std::io::stdout().flush();
    let _ = writeln!(std::io::stderr(), "statepoint-runtime: {message}");
    std::process::exit(status as i32)
}
