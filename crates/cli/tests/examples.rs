//! `statepoint run --backend=llvm` end to end: every program of `examples/`
//! (each `<name>.ll` with its `<name>.expected` stdout) and of `examples/c/`
//! (clang-19 output, run with `--default-gc=statepoint-example`) prints its
//! expected output normally and under `--gc-stress --gc-verify`, with
//! `--gc-stats` reporting how many collections ran and objects moved; a
//! hand-written statepoint that uses a reference without its relocation
//! faults under `--gc-stress`, every time; `compile` writes an executable that
//! reads its modes from the environment; the exit status is `main`'s and
//! an exhausted heap exits with the runtime's status 3.
//!
//! Skipped, with a message, when `llc-19` or `cc` is missing, or when
//! `libruntime.a` has not been built beside `statepoint` (`cargo build -p
//! runtime`, or `cargo build` at the root; `scripts/test` does it).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn statepoint_executable() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_statepoint"))
}

/// Whether the LLVM backend can run here; prints why not when it cannot.
fn llvm_backend_available(test: &str) -> bool {
    for tool in ["llc-19", "cc"] {
        if Command::new(tool).arg("--version").output().is_err() {
            println!("{test}: skipped, {tool} not found (install llvm-19 and a C compiler)");
            return false;
        }
    }
    let runtime_library = statepoint_executable().with_file_name("libruntime.a");
    if !runtime_library.is_file() {
        println!(
            "{test}: skipped, {} not built (run `cargo build -p runtime`)",
            runtime_library.display()
        );
        return false;
    }
    true
}

fn statepoint(arguments: &[&str]) -> Output {
    Command::new(statepoint_executable())
        .args(arguments)
        .env_remove("STATEPOINT_GC_STRESS")
        .env_remove("STATEPOINT_GC_VERIFY")
        .env_remove("STATEPOINT_GC_STATS")
        .env_remove("STATEPOINT_HEAP_SIZE")
        .output()
        .expect("statepoint runs")
}

fn examples_folder() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples")
}

/// The `.ll` files of `folder` that have an `.expected` beside them, sorted.
fn programs_with_expected_output(folder: &Path) -> Vec<PathBuf> {
    let mut programs: Vec<PathBuf> = std::fs::read_dir(folder)
        .expect("the examples folder exists")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "ll"))
        .collect();
    programs.sort();
    for program in &programs {
        let text = std::fs::read_to_string(program).expect("example text");
        assert!(
            program.with_extension("expected").is_file() || !text.contains(" @main("),
            "{}: a program with main needs an .expected file",
            program.display()
        );
    }
    programs.retain(|program| program.with_extension("expected").is_file());
    programs
}

/// The value of `statepoint-runtime: <name>: <value>` in `--gc-stats` output.
fn statistic(stderr: &str, name: &str) -> u64 {
    let prefix = format!("statepoint-runtime: {name}: ");
    stderr
        .lines()
        .find_map(|line| line.strip_prefix(&prefix))
        .and_then(|value| value.parse().ok())
        .unwrap_or_else(|| panic!("no `{name}` statistic in:\n{stderr}"))
}

#[test]
fn every_example_prints_its_expected_output_normally_and_under_stress() {
    let test = "examples";
    if !llvm_backend_available(test) {
        return;
    }
    let folder = examples_folder();
    let mut runs = Vec::new();
    for program in programs_with_expected_output(&folder) {
        runs.push((program, None));
    }
    for program in programs_with_expected_output(&folder.join("c")) {
        runs.push((program, Some("--default-gc=statepoint-example")));
    }
    assert!(runs.len() >= 15, "examples missing: {runs:?}");
    let mut failures = Vec::new();
    for (program, default_gc) in &runs {
        let expected = std::fs::read_to_string(program.with_extension("expected")).unwrap();
        let name = program.strip_prefix(&folder).unwrap().display().to_string();
        for (mode, modes) in [
            ("normal", &[][..]),
            ("stress+verify", &["--gc-stress", "--gc-verify"][..]),
        ] {
            let mut arguments = vec!["run", "--backend=llvm", "--gc-stats"];
            arguments.extend(modes);
            arguments.extend(default_gc);
            arguments.push(program.to_str().unwrap());
            let output = statepoint(&arguments);
            let stdout = String::from_utf8_lossy(&output.stdout);
            let stderr = String::from_utf8_lossy(&output.stderr);
            if !output.status.success() || stdout != expected {
                failures.push(format!(
                    "{name} ({mode}): {}\nstdout:\n{stdout}\nstderr:\n{stderr}",
                    output.status
                ));
                continue;
            }
            let collections = statistic(&stderr, "collections");
            let objects_moved = statistic(&stderr, "objects copied");
            println!("{name} ({mode}): {collections} collections, {objects_moved} objects moved");
            if mode == "stress+verify" && (collections == 0 || objects_moved == 0) {
                failures.push(format!("{name}: nothing moved under stress"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn a_reference_used_without_its_relocation_faults_under_stress_every_time() {
    let test = "unrelocated_reference";
    if !llvm_backend_available(test) {
        return;
    }
    let broken =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/unrelocated_reference.ll");
    let broken = broken.to_str().unwrap();
    for attempt in 1..=5 {
        let output = statepoint(&["run", "--backend=llvm", "--gc-stress", broken]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(
            output.status.code(),
            Some(128 + 11),
            "attempt {attempt}: expected SIGSEGV, got {} ({stderr})",
            output.status
        );
        assert!(
            stderr.contains("killed by signal 11"),
            "attempt {attempt}: {stderr}"
        );
        assert!(
            output.stdout.is_empty(),
            "attempt {attempt}: a stale value was read"
        );
    }
    println!("{test}: faulted under --gc-stress 5 times out of 5");

    let fixed_program = std::env::temp_dir().join(format!(
        "statepoint-relocated-reference-{}.ll",
        std::process::id()
    ));
    let fixed = std::fs::read_to_string(broken).unwrap().replace(
        "%field.after = getelementptr i8, ptr addrspace(1) %object",
        "%field.after = getelementptr i8, ptr addrspace(1) %relocated",
    );
    std::fs::write(&fixed_program, fixed).unwrap();
    let output = statepoint(&[
        "run",
        "--backend=llvm",
        "--gc-stress",
        fixed_program.to_str().unwrap(),
    ]);
    std::fs::remove_file(&fixed_program).ok();
    assert!(output.status.success(), "{output:?}");
    assert_eq!(String::from_utf8_lossy(&output.stdout), "42\n");
}

#[test]
fn compile_writes_an_executable_that_reads_its_modes_from_the_environment() {
    let test = "compile";
    if !llvm_backend_available(test) {
        return;
    }
    let executable =
        std::env::temp_dir().join(format!("statepoint-compiled-{}", std::process::id()));
    let program = examples_folder().join("raw_bytes.ll");
    let output = statepoint(&[
        "compile",
        "--backend=llvm",
        program.to_str().unwrap(),
        "-o",
        executable.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
    let run = Command::new(&executable)
        .env("STATEPOINT_GC_STRESS", "1")
        .env("STATEPOINT_GC_STATS", "1")
        .output()
        .expect("the compiled program runs");
    std::fs::remove_file(&executable).ok();
    assert!(run.status.success(), "{run:?}");
    assert_eq!(
        String::from_utf8_lossy(&run.stdout),
        std::fs::read_to_string(program.with_extension("expected")).unwrap()
    );
    assert!(statistic(&String::from_utf8_lossy(&run.stderr), "collections") > 0);
}

#[test]
fn run_exits_with_mains_status_and_reports_runtime_failures() {
    let test = "exit_status";
    if !llvm_backend_available(test) {
        return;
    }
    let program =
        std::env::temp_dir().join(format!("statepoint-exit-status-{}.ll", std::process::id()));
    std::fs::write(&program, "define i64 @main() {\nentry:\n  ret i64 259\n}\n").unwrap();
    let output = statepoint(&["run", "--backend=llvm", program.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(3), "{output:?}");
    let linked_list = examples_folder().join("linked_list.ll");
    let output = statepoint(&[
        "run",
        "--backend=llvm",
        "--heap-size=8192",
        linked_list.to_str().unwrap(),
    ]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(3), "{stderr}");
    assert!(
        stderr.starts_with("statepoint-runtime: out of memory"),
        "{stderr}"
    );
    std::fs::remove_file(&program).ok();
}
