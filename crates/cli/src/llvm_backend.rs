//! The LLVM backend of `compile`/`run`: the prepared module, printed, through
//! `llc-19 -O2 -frame-pointer=all -filetype=obj`.
//!
//! Invariant: frame pointers are kept in every function, since the runtime
//! finds frames by walking the frame-pointer chain (runtime-abi.md, "Roots").

use crate::native_executable::run_tool;
use std::path::Path;

/// LLVM's static compiler, version 19 (the IR dialect this project reads and writes).
const LLC: &str = "llc-19";

/// Compiles `module` into the relocatable object `object` with `llc-19`.
pub fn compile_to_object(
    module: &ir::Module,
    scratch_directory: &Path,
    object: &Path,
) -> Result<(), String> {
    let module_path = scratch_directory.join("prepared.ll");
    std::fs::write(&module_path, ir::printer::print_module(module))
        .map_err(|error| format!("cannot write {}: {error}", module_path.display()))?;
    run_tool(
        LLC,
        "install LLVM 19 (e.g. `apt-get install llvm-19`)",
        std::process::Command::new(LLC)
            .args(["-O2", "-frame-pointer=all", "-filetype=obj"])
            .arg(&module_path)
            .arg("-o")
            .arg(object),
    )
}
