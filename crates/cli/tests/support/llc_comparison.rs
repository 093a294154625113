//! Building a program with both backends and comparing what the builds print.

use super::run_successfully;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The backends of `statepoint compile --backend=`, llc-19's first.
pub const BACKENDS: [&str; 2] = ["llvm", "cranelift"];

/// The differences reported line by line when outputs differ.
const MAXIMUM_REPORTED_DIFFERENCES: usize = 60;

pub fn statepoint_executable() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_statepoint"))
}

/// `libruntime.a` beside `statepoint`, where `compile` links it from.
pub fn runtime_library() -> PathBuf {
    statepoint_executable().with_file_name("libruntime.a")
}

/// Whether `tools` and `libruntime.a` are there; if not, says that `test` is skipped.
pub fn tools_available(test: &str, tools: &[&str]) -> bool {
    for tool in tools {
        if Command::new(tool).arg("--version").output().is_err() {
            println!("{test}: skipped, {tool} not found");
            return false;
        }
    }
    if !runtime_library().is_file() {
        println!("{test}: skipped, libruntime.a not built (run `cargo build -p runtime`)");
        return false;
    }
    true
}

/// A fresh folder of this test process.
pub fn scratch_folder(test: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("statepoint-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&folder).expect("scratch folder");
    folder
}

/// What an executable printed and its exit status.
pub fn outcome(executable: &Path) -> (String, Option<i32>) {
    let output = Command::new(executable)
        .output()
        .expect("the executable runs");
    (
        String::from_utf8_lossy(&output.stdout).into_owned(),
        output.status.code(),
    )
}

/// Builds `program` with the Cranelift backend (an executable and the JIT)
/// and `llc_program` with llc-19, and requires the three to print the same,
/// at least `minimum_lines` lines.
pub fn builds_print_what_llcs_prints(
    scratch: &Path,
    program: &Path,
    llc_program: &Path,
    minimum_lines: usize,
) {
    let mut outputs = Vec::new();
    for backend in BACKENDS {
        let executable = scratch.join(backend);
        let program = if backend == "llvm" {
            llc_program
        } else {
            program
        };
        run_successfully(
            Command::new(statepoint_executable())
                .args(["compile", &format!("--backend={backend}")])
                .arg(program)
                .arg("-o")
                .arg(&executable),
        );
        outputs.push((backend, outcome(&executable)));
    }
    let jit = run_successfully(
        Command::new(statepoint_executable())
            .arg("run")
            .arg(program),
    );
    outputs.push((
        "cranelift JIT",
        (String::from_utf8_lossy(&jit.stdout).into_owned(), Some(0)),
    ));
    let (_, reference) = &outputs[0];
    assert!(
        reference.0.lines().count() >= minimum_lines,
        "the llc build printed too little:\n{}",
        reference.0
    );
    for (name, output) in &outputs[1..] {
        if output != reference {
            let differences: Vec<_> = output
                .0
                .lines()
                .zip(reference.0.lines())
                .enumerate()
                .filter(|(_, (ours, llcs))| ours != llcs)
                .collect();
            let mut report = String::new();
            for (line, (ours, llcs)) in differences.iter().take(MAXIMUM_REPORTED_DIFFERENCES) {
                writeln!(report, "line {}:\n  llc:  {llcs}\n  ours: {ours}", line + 1).unwrap();
            }
            panic!(
                "{name} differs from llc-19 (program {}; {} lines of {} and {} differ, {} printed; \
                 exit status {:?}, llc's {:?}):\n{report}",
                program.display(),
                output.0.lines().count(),
                reference.0.lines().count(),
                differences.len(),
                differences.len().min(MAXIMUM_REPORTED_DIFFERENCES),
                output.1,
                reference.1,
            );
        }
    }
}
