//! `statepoint run` with the Cranelift backend: the prepared module compiled
//! into this process and run on the runtime linked into `statepoint` itself.
//!
//! Order (each step needs the one before): create the process's runtime with
//! the command line's modes; compile with imports resolved to the runtime's
//! entry points (then the C library, through the process's symbols); register
//! the code's stack map and the module's global roots; call `main`.
//!
//! Invariants: the runtime's entry trampolines find the JIT frames by the
//! frame-pointer chain, which Cranelift keeps in every function we compile
//! (`codegen`'s target settings); the compiled code stays mapped until the
//! process exits, so `--gc-stats` (printed at exit) and the registered roots
//! never outlive it in use. A fault in the program ends this process the way
//! it would end a compiled executable (e.g. SIGSEGV), after a line on stderr
//! ([`crate::fault_report`]); so does a `--gc-log` file that cannot be
//! created, with the runtime's message and exit status 2.

use crate::execution_args::RuntimeModes;
use crate::fault_report::report_program_faults;
use crate::phase_times::PhaseTimes;
use codegen::{CodegenError, JitProgram};
use runtime::configuration::{RuntimeConfiguration, DEFAULT_HEAP_SIZE_BYTES};
use runtime::entry_points::{
    exported_symbol_address, rt_register_global_roots, rt_register_stack_map,
};
use runtime::process_runtime::start_process_runtime;
use std::path::PathBuf;

/// The function `run` calls: `define i64 @main()` or `define i32 @main()`.
const ENTRY_POINT_NAME: &str = "main";

/// Compiles `module` into this process and runs its `main`; returns the exit
/// status to forward (`main`'s result modulo 256). `phase_times` gets the
/// "compile" (Cranelift, registration) and "run" (`main`) durations; a
/// compilation error is reported as `located` words it.
pub fn run_in_process(
    module: &ir::Module,
    modes: &RuntimeModes,
    phase_times: &mut PhaseTimes,
    located: &dyn Fn(&CodegenError) -> String,
) -> Result<u8, String> {
    start_process_runtime(runtime_configuration(modes)).map_err(|error| error.to_string())?;
    let program = JitProgram::compile(module, Box::new(exported_symbol_address))
        .map_err(|error| located(&error))?;
    let stack_map = program.stack_map_section();
    let global_roots = program.gc_root_global_addresses();
    // SAFETY: `stack_map` is a slice of that length; each root address is an
    // 8-byte aligned, writable global of the compiled program, which stays
    // mapped while `program` lives (until after `main` returns).
    unsafe {
        rt_register_stack_map(stack_map.as_ptr(), stack_map.len());
        rt_register_global_roots(global_roots.as_ptr(), global_roots.len());
    }
    phase_times.end_phase("compile");
    report_program_faults(modes.gc_stress);
    let status = program
        .call_integer_entry_point(ENTRY_POINT_NAME)
        .map_err(|error| format!("error: {error}"))?;
    phase_times.end_phase("run");
    Ok(status as u8)
}

/// The runtime configuration `modes` ask for (`--heap-size` was validated
/// when the arguments were parsed).
fn runtime_configuration(modes: &RuntimeModes) -> RuntimeConfiguration {
    RuntimeConfiguration {
        stress: modes.gc_stress,
        verify: modes.gc_verify,
        print_statistics_at_exit: modes.gc_stats,
        heap_size_bytes: modes.heap_size.unwrap_or(DEFAULT_HEAP_SIZE_BYTES),
        collector: modes.collector,
        gc_log_path: modes.gc_log.as_ref().map(PathBuf::from),
        code_has_write_barriers: modes.collector.needs_object_barrier(),
    }
}
