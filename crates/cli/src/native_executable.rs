//! What every backend of `compile`/`run` shares once it has an object file:
//! linking it with the runtime into an executable, and running that.
//!
//! Link line (the runtime crate's docs): `cc <objects> libruntime.a -no-pie
//! -Wl,-T,<runtime::STACK_MAP_LINKER_SCRIPT> <runtime::STATIC_LIBRARY_NATIVE_LINK_ARGUMENTS>`.
//!
//! Where `libruntime.a` comes from: the runtime crate is a workspace member
//! built as a static library, so `cargo build [--release]` at the repository
//! root puts `libruntime.a` in the same target directory as the `statepoint`
//! executable; it is looked up there ([`runtime_library_path`]).
//!
//! Invariant: a missing tool (`cc`, `llc-19`) or library is reported by name
//! with what to install or build; a tool's own failure is reported with its
//! stderr; scratch files live in a fresh directory removed when done.

use runtime::configuration::{
    COLLECTOR_VARIABLE, GC_LOG_VARIABLE, HEAP_SIZE_VARIABLE, STATISTICS_VARIABLE, STRESS_VARIABLE,
    VERIFY_VARIABLE,
};
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::execution_args::RuntimeModes;

/// The C compiler driver that links executables.
const C_COMPILER_DRIVER: &str = "cc";

/// A fresh directory for intermediate files, removed (with its contents) on drop.
pub struct ScratchDirectory {
    path: PathBuf,
}

impl ScratchDirectory {
    pub fn create() -> Result<ScratchDirectory, String> {
        let unique = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |elapsed| elapsed.as_nanos());
        let path = std::env::temp_dir().join(format!("statepoint-{}-{unique}", std::process::id()));
        std::fs::create_dir(&path)
            .map_err(|error| format!("cannot create {}: {error}", path.display()))?;
        Ok(ScratchDirectory { path })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }
}

impl Drop for ScratchDirectory {
    fn drop(&mut self) {
        std::fs::remove_dir_all(&self.path).ok();
    }
}

/// Runs an external tool to completion; `to_install` says how to get it if it is missing.
pub fn run_tool(tool: &str, to_install: &str, command: &mut Command) -> Result<(), String> {
    let output = command.output().map_err(|error| {
        if error.kind() == std::io::ErrorKind::NotFound {
            format!("{tool} not found on PATH: {to_install}")
        } else {
            format!("cannot run {tool}: {error}")
        }
    })?;
    if !output.status.success() {
        return Err(format!(
            "{tool} failed ({}):\n{}",
            output.status,
            String::from_utf8_lossy(&output.stderr).trim_end()
        ));
    }
    Ok(())
}

/// `libruntime.a` beside the running `statepoint` executable.
pub fn runtime_library_path() -> Result<PathBuf, String> {
    let executable = std::env::current_exe()
        .map_err(|error| format!("cannot locate the statepoint executable: {error}"))?;
    let library = executable.with_file_name("libruntime.a");
    if !library.is_file() {
        return Err(format!(
            "{} not found: the runtime library is built with the workspace; run `cargo build` \
             (or `cargo build --release`) at the repository root",
            library.display()
        ));
    }
    Ok(library)
}

/// Links `objects` with the runtime into `executable`.
pub fn link_executable(
    objects: &[PathBuf],
    scratch_directory: &Path,
    executable: &Path,
) -> Result<(), String> {
    let runtime_library = runtime_library_path()?;
    let linker_script = scratch_directory.join("statepoint-stackmaps.ld");
    std::fs::write(&linker_script, runtime::STACK_MAP_LINKER_SCRIPT)
        .map_err(|error| format!("cannot write {}: {error}", linker_script.display()))?;
    run_tool(
        C_COMPILER_DRIVER,
        "install a C compiler and linker (e.g. `apt-get install gcc`)",
        Command::new(C_COMPILER_DRIVER)
            .args(objects)
            .arg(&runtime_library)
            .arg("-no-pie")
            .arg(format!("-Wl,-T,{}", linker_script.display()))
            .args(runtime::STATIC_LIBRARY_NATIVE_LINK_ARGUMENTS)
            .arg("-o")
            .arg(executable),
    )
}

/// Runs `executable` with stdin, stdout and stderr inherited and `modes` as
/// the runtime's environment variables (any inherited ones removed); returns
/// the exit status to forward: the program's own, or 128 + the signal that
/// ended it (also reported on stderr).
pub fn run_executable(executable: &Path, modes: &RuntimeModes) -> Result<u8, String> {
    let mut command = Command::new(executable);
    for variable in [
        STRESS_VARIABLE,
        VERIFY_VARIABLE,
        STATISTICS_VARIABLE,
        HEAP_SIZE_VARIABLE,
        COLLECTOR_VARIABLE,
        GC_LOG_VARIABLE,
    ] {
        command.env_remove(variable);
    }
    command.env(COLLECTOR_VARIABLE, modes.collector.name());
    for (variable, on) in [
        (STRESS_VARIABLE, modes.gc_stress),
        (VERIFY_VARIABLE, modes.gc_verify),
        (STATISTICS_VARIABLE, modes.gc_stats),
    ] {
        if on {
            command.env(variable, "1");
        }
    }
    if let Some(bytes) = modes.heap_size {
        command.env(HEAP_SIZE_VARIABLE, bytes.to_string());
    }
    if let Some(path) = &modes.gc_log {
        command.env(GC_LOG_VARIABLE, path);
    }
    let status = command
        .status()
        .map_err(|error| format!("cannot run {}: {error}", executable.display()))?;
    if let Some(code) = status.code() {
        return Ok(code as u8);
    }
    let signal = std::os::unix::process::ExitStatusExt::signal(&status).unwrap_or(0);
    eprintln!("statepoint: the program was killed by signal {signal}");
    Ok(128u8.wrapping_add(signal as u8))
}
