//! The process's runtime instance as the C entry points see it: created on
//! first use (configuration from the environment, plus the stack maps and
//! global roots the linker gathered), or up front by an in-process host with
//! its own configuration ([`start_process_runtime`]); every failure turned
//! into a message and an exit status. The GC log is flushed at exit, and before
//! a failure of the runtime ends the process.

use crate::configuration::RuntimeConfiguration;
use crate::entry_points::{gc_allocation_buffer, gc_poll_flag};
use crate::fatal_error::{exit_with_runtime_error, RuntimeExitStatus};
use crate::linked_sections::{linked_global_root_slots, linked_stack_map_section};
use crate::mutator_state::{run_at_exit, with_runtime_slot};
use crate::runtime::{Runtime, RuntimeError};
use std::io::Write;

/// Runs `operation` on the process's runtime, creating it from the environment
/// on first use; an error ends the process with its message and status. The
/// allocation buffer compiled code bumps is taken in before `operation` and
/// given back after it.
pub fn with_process_runtime<R>(
    operation: impl FnOnce(&mut Runtime) -> Result<R, RuntimeError>,
) -> R {
    let outcome = with_runtime_slot(|slot| {
        let runtime = slot.get_or_insert_with(|| {
            let configuration = RuntimeConfiguration::from_environment().unwrap_or_else(|error| {
                exit_with_runtime_error(RuntimeExitStatus::InvalidUse, format_args!("{error}"))
            });
            create_runtime(configuration)
        });
        runtime.enter_from_compiled_code(&gc_allocation_buffer)?;
        let result = operation(runtime);
        runtime.return_to_compiled_code(&gc_allocation_buffer);
        if result.is_err() {
            // The failure is reported either way; the log keeps what it can.
            let _ = runtime.flush_gc_log();
        }
        result
    });
    match outcome {
        Ok(Ok(value)) => value,
        Ok(Err(error)) => exit_with_runtime_error(error.exit_status(), format_args!("{error}")),
        Err(unavailable) => {
            exit_with_runtime_error(RuntimeExitStatus::InvalidUse, format_args!("{unavailable}"))
        }
    }
}

/// The process's runtime was already created (by an earlier entry or start).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ProcessRuntimeAlreadyStarted;

impl std::fmt::Display for ProcessRuntimeAlreadyStarted {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        formatter.write_str("the process's runtime is already running")
    }
}

/// Creates the process's runtime with `configuration` (instead of the
/// environment) before any compiled code runs; for hosts such as a JIT, which
/// then register their stack maps and global roots through
/// `rt_register_stack_map` and `rt_register_global_roots`. Must be called on
/// the thread that will run the compiled code (the one mutator thread).
pub fn start_process_runtime(
    configuration: RuntimeConfiguration,
) -> Result<(), ProcessRuntimeAlreadyStarted> {
    let started = with_runtime_slot(|slot| {
        if slot.is_some() {
            return false;
        }
        *slot = Some(create_runtime(configuration));
        true
    });
    match started {
        Ok(true) => Ok(()),
        Ok(false) => Err(ProcessRuntimeAlreadyStarted),
        Err(unavailable) => {
            exit_with_runtime_error(RuntimeExitStatus::InvalidUse, format_args!("{unavailable}"))
        }
    }
}

fn create_runtime(configuration: RuntimeConfiguration) -> Runtime {
    let reports_at_exit =
        configuration.print_statistics_at_exit || configuration.gc_log_path.is_some();
    let mut runtime = Runtime::new(configuration, &gc_poll_flag).unwrap_or_else(|error| {
        exit_with_runtime_error(error.exit_status(), format_args!("{error}"))
    });
    if let Some(section) = linked_stack_map_section() {
        if let Err(error) = runtime.register_stack_map_section(section) {
            exit_with_runtime_error(error.exit_status(), format_args!("{error}"));
        }
    }
    runtime.register_global_roots(linked_global_root_slots());
    runtime.return_to_compiled_code(&gc_allocation_buffer);
    if reports_at_exit {
        run_at_exit(finish_reports_at_exit);
    }
    runtime
}

/// Flushes the GC log and prints the statistics, each if asked for.
extern "C" fn finish_reports_at_exit() {
    // Skipped when the exit happens inside the runtime (a fatal error, which
    // flushed the log itself).
    let _ = with_runtime_slot(|slot| {
        let Some(runtime) = slot else {
            return;
        };
        let mut stderr = std::io::stderr();
        if let Err(error) = runtime.flush_gc_log() {
            let _ = writeln!(stderr, "statepoint-runtime: {error}");
        }
        if runtime.configuration().print_statistics_at_exit {
            let _ = stderr.write_all(runtime.statistics().report().as_bytes());
        }
    });
}

/// Writes `bytes` and a newline to stdout (errors such as a closed pipe are ignored).
pub fn print_line_to_stdout(bytes: &[u8]) {
    let mut stdout = std::io::stdout().lock();
    let _ = stdout.write_all(bytes);
    let _ = stdout.write_all(b"\n");
}
