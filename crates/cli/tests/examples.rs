//! `statepoint run` and `compile` end to end, through every way of running a
//! program: the Cranelift JIT (`run`, the default), the executable `compile`
//! links from our Cranelift object, and `run --backend=llvm` (llc-19). Every
//! program of `examples/` (each `<name>.ll` with its `<name>.expected` stdout)
//! and of `examples/c/` (clang-19 output, run with
//! `--default-gc=statepoint-example`) prints its expected output normally and
//! under `--gc-stress --gc-verify`, with `--gc-stats` reporting how many
//! collections ran and objects moved, and on every MMTk plan (`--gc=mmtk-*`,
//! `STATEPOINT_GC` for executables; the generational plans collect the whole
//! heap every time until compiled code carries write barriers); a hand-written statepoint that uses a
//! reference without its relocation faults under `--gc-stress`, every time;
//! `compile` writes an executable that reads its modes from the environment;
//! the exit status is `main`'s; every heap size from 4096 to 2^40 runs in
//! every mode, and one out of range is an error naming the flag (or, for an
//! executable, the variable).
//!
//! The JIT needs nothing installed. The other ways are skipped, with a
//! message, when `cc` (and for LLVM `llc-19`) is missing, or when
//! `libruntime.a` has not been built beside `statepoint` (`cargo build -p
//! runtime`, or `cargo build` at the root; `scripts/test` does it).

use std::os::unix::process::ExitStatusExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// A way of running a program written against the runtime ABI.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Execution {
    /// `statepoint run --backend=cranelift`: compiled into the `statepoint` process.
    CraneliftJit,
    /// `statepoint compile --backend=cranelift -o <exe>`, then the executable.
    CraneliftExecutable,
    /// `statepoint run --backend=llvm`: llc-19, cc, the executable.
    Llvm,
}

impl Execution {
    const ALL: [Execution; 3] = [
        Execution::CraneliftJit,
        Execution::CraneliftExecutable,
        Execution::Llvm,
    ];

    /// Whether this way can run here; prints why not when it cannot.
    fn available(self, test: &str) -> bool {
        match self {
            Execution::CraneliftJit => true,
            Execution::CraneliftExecutable => linking_available(test, &["cc"]),
            Execution::Llvm => linking_available(test, &["llc-19", "cc"]),
        }
    }

    /// Runs `program` with `modes` (`--gc-*` flags) and `extra` arguments (e.g. `--default-gc`).
    fn run(self, program: &Path, modes: &[&str], extra: &[&str]) -> Output {
        let program = program.to_str().unwrap();
        match self {
            Execution::CraneliftJit | Execution::Llvm => {
                let backend = if self == Execution::Llvm {
                    "--backend=llvm"
                } else {
                    "--backend=cranelift"
                };
                let mut arguments = vec!["run", backend];
                arguments.extend(modes);
                arguments.extend(extra);
                arguments.push(program);
                statepoint(&arguments)
            }
            Execution::CraneliftExecutable => {
                let executable = std::env::temp_dir().join(format!(
                    "statepoint-example-{}-{}",
                    std::process::id(),
                    Path::new(program).file_stem().unwrap().to_string_lossy()
                ));
                let mut arguments = vec!["compile", "--backend=cranelift"];
                // The collector decides the code (write barriers for the
                // generational plans), so it is chosen when compiling too.
                arguments.extend(modes.iter().filter(|mode| mode.starts_with("--gc=")));
                arguments.extend(extra);
                arguments.extend([program, "-o", executable.to_str().unwrap()]);
                let compiled = statepoint(&arguments);
                if !compiled.status.success() {
                    return compiled;
                }
                let mut command = Command::new(&executable);
                for mode in modes {
                    let (variable, value) = match mode.split_once('=') {
                        Some(("--heap-size", bytes)) => ("STATEPOINT_HEAP_SIZE", bytes),
                        Some(("--gc", collector)) => ("STATEPOINT_GC", collector),
                        _ => match *mode {
                            "--gc-stress" => ("STATEPOINT_GC_STRESS", "1"),
                            "--gc-verify" => ("STATEPOINT_GC_VERIFY", "1"),
                            "--gc-stats" => ("STATEPOINT_GC_STATS", "1"),
                            other => panic!("no environment variable for {other}"),
                        },
                    };
                    command.env(variable, value);
                }
                let output = command.output().expect("the compiled program runs");
                std::fs::remove_file(&executable).ok();
                output
            }
        }
    }
}

fn statepoint_executable() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_statepoint"))
}

/// Whether `tools` and `libruntime.a` are there to link executables; prints why not.
fn linking_available(test: &str, tools: &[&str]) -> bool {
    for &tool in tools {
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
        .env_remove("STATEPOINT_GC")
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

/// The MMTk plans, as `--gc` flags.
const MMTK_PLAN_FLAGS: [&str; 6] = [
    "--gc=mmtk-semispace",
    "--gc=mmtk-gencopy",
    "--gc=mmtk-immix",
    "--gc=mmtk-genimmix",
    "--gc=mmtk-stickyimmix",
    "--gc=mmtk-concurrentimmix",
];

/// Runs every example through `execution`, normally, under stress + verify,
/// and on every MMTk plan.
fn check_every_example(execution: Execution, test: &str) {
    if !execution.available(test) {
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
        let mmtk_runs = MMTK_PLAN_FLAGS.map(|plan| [plan, "--gc-stats"]);
        let runs = [
            ("normal", &["--gc-stats"][..]),
            (
                "stress+verify",
                &["--gc-stats", "--gc-stress", "--gc-verify"][..],
            ),
        ]
        .into_iter()
        .chain(mmtk_runs.iter().map(|modes| (modes[0], &modes[..])));
        for (mode, modes) in runs {
            let extra: Vec<&str> = default_gc.iter().copied().collect();
            let output = execution.run(program, modes, &extra);
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
            if mode.starts_with("--gc=mmtk") {
                println!("{execution:?} {name} ({mode}): {collections} collections");
                continue;
            }
            let objects_moved = statistic(&stderr, "objects copied");
            println!(
                "{execution:?} {name} ({mode}): {collections} collections, {objects_moved} objects moved"
            );
            if mode == "stress+verify" && (collections == 0 || objects_moved == 0) {
                failures.push(format!("{name}: nothing moved under stress"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn every_example_runs_through_the_cranelift_jit_normally_and_under_stress() {
    check_every_example(Execution::CraneliftJit, "examples (Cranelift JIT)");
}

#[test]
fn every_example_runs_as_a_cranelift_compiled_executable_normally_and_under_stress() {
    check_every_example(
        Execution::CraneliftExecutable,
        "examples (Cranelift executable)",
    );
}

#[test]
fn every_example_runs_through_llc_normally_and_under_stress() {
    check_every_example(Execution::Llvm, "examples (llc-19)");
}

#[test]
fn a_reference_used_without_its_relocation_faults_under_stress_every_time() {
    let test = "unrelocated_reference";
    let broken =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/unrelocated_reference.ll");
    for execution in Execution::ALL {
        if !execution.available(test) {
            continue;
        }
        for attempt in 1..=5 {
            let output = execution.run(&broken, &["--gc-stress"], &[]);
            let stderr = String::from_utf8_lossy(&output.stderr);
            // `run` of an executable reports the signal and exits with 128 + it;
            // the JIT reports it and dies of it; a directly run executable dies of it.
            let faulted = match execution {
                Execution::Llvm => {
                    output.status.code() == Some(128 + 11) && stderr.contains("killed by signal 11")
                }
                Execution::CraneliftJit => output.status.signal() == Some(11)
                    && stderr.contains(
                        "the program was killed by signal 11 (SIGSEGV: invalid memory access at 0x",
                    )
                    && stderr.contains("without its relocation"),
                Execution::CraneliftExecutable => output.status.signal() == Some(11),
            };
            assert!(
                faulted,
                "{execution:?} attempt {attempt}: expected SIGSEGV, got {} ({stderr})",
                output.status
            );
            assert!(
                output.stdout.is_empty(),
                "{execution:?} attempt {attempt}: a stale value was read"
            );
        }
        println!("{test}: {execution:?} faulted under --gc-stress 5 times out of 5");
    }
    if !Execution::Llvm.available(test) {
        return;
    }
    let broken = broken.to_str().unwrap();

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
    if !Execution::Llvm.available(test) {
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
fn run_exits_with_mains_status_modulo_256_and_reports_runtime_failures() {
    let test = "exit_status";
    let program =
        std::env::temp_dir().join(format!("statepoint-exit-status-{}.ll", std::process::id()));
    std::fs::write(&program, "define i64 @main() {\nentry:\n  ret i64 259\n}\n").unwrap();
    let linked_list = examples_folder().join("linked_list.ll");
    for execution in [Execution::CraneliftJit, Execution::Llvm] {
        if !execution.available(test) {
            continue;
        }
        let output = execution.run(&program, &["--time-phases"], &[]);
        assert_eq!(output.status.code(), Some(3), "{execution:?}: {output:?}");
        let phases: Vec<String> = String::from_utf8_lossy(&output.stderr)
            .lines()
            .map(|line| line.split(':').take(2).collect::<Vec<_>>().join(":"))
            .collect();
        assert_eq!(
            phases,
            [
                "statepoint: phase prepare",
                "statepoint: phase compile",
                "statepoint: phase run"
            ],
            "{execution:?}"
        );
        let output = execution.run(&linked_list, &["--heap-size=8192"], &[]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "{execution:?}: {stderr}");
        assert!(
            stderr.starts_with("statepoint-runtime: out of memory"),
            "{execution:?}: {stderr}"
        );
    }
    std::fs::remove_file(&program).ok();
}

/// A program whose live data outgrows the heap (a list of 7,600-byte nodes,
/// the size that fragments Immix's blocks) ends with the runtime's out-of-memory
/// message on every MMTk plan, the concurrent one included: its pauses do not
/// count towards MMTk's own out-of-memory test, and it used to collect forever.
#[test]
fn mmtk_plans_report_out_of_memory_instead_of_collecting_forever() {
    let program = std::env::temp_dir().join(format!(
        "statepoint-outgrows-heap-{}.ll",
        std::process::id()
    ));
    std::fs::write(
        &program,
        "declare ptr addrspace(1) @gc_alloc(i64, i64)
define i64 @main() gc \"statepoint-example\" {
entry:
  br label %loop
loop:
  %list = phi ptr addrspace(1) [ null, %entry ], [ %node, %loop ]
  %node = call ptr addrspace(1) @gc_alloc(i64 1, i64 7600)
  %next = getelementptr i8, ptr addrspace(1) %node, i64 8
  store ptr addrspace(1) %list, ptr addrspace(1) %next
  br label %loop
}
",
    )
    .unwrap();
    for plan in ["mmtk-genimmix", "mmtk-concurrentimmix", "mmtk-immix"] {
        let output = Execution::CraneliftJit.run(
            &program,
            &[&format!("--gc={plan}"), "--heap-size=8388608"],
            &[],
        );
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "{plan}: {stderr}");
        assert!(
            stderr.starts_with("statepoint-runtime: out of memory: heap limit 8388608 bytes"),
            "{plan}: {stderr}"
        );
    }
    std::fs::remove_file(&program).ok();
}

#[test]
fn any_heap_size_from_a_page_to_2_to_the_40_runs_normally_and_under_stress_and_verify() {
    let test = "heap_size";
    // raw_bytes keeps under 4096 bytes live, binary_trees (depth 6) some 6 KB.
    let small = examples_folder().join("raw_bytes.ll");
    let trees = examples_folder().join("binary_trees.ll");
    let page_multiples = ["8192", "65536", "1048576"];
    let cases = [("4096", &small), ("4097", &small), ("10000", &trees)]
        .into_iter()
        .chain(page_multiples.map(|size| (size, &trees)))
        .chain([("1099511627776", &trees)]);
    for (size, program) in cases {
        let heap_size = format!("--heap-size={size}");
        for mode in [None, Some("--gc-stress"), Some("--gc-verify")] {
            let modes: Vec<&str> = mode.into_iter().chain([heap_size.as_str()]).collect();
            // Executables read the size from the environment: odd sizes under stress.
            let executions: &[Execution] =
                if mode == Some("--gc-stress") && ["4097", "10000"].contains(&size) {
                    &Execution::ALL
                } else {
                    &[Execution::CraneliftJit]
                };
            for &execution in executions {
                if !execution.available(test) {
                    continue;
                }
                let output = execution.run(program, &modes, &[]);
                assert!(
                    output.status.success(),
                    "{execution:?} {modes:?}: {output:?}"
                );
                assert_eq!(
                    String::from_utf8_lossy(&output.stdout),
                    std::fs::read_to_string(program.with_extension("expected")).unwrap(),
                    "{execution:?} {modes:?}"
                );
            }
        }
    }
}

#[test]
fn a_heap_size_out_of_range_is_an_error_naming_the_flag_or_the_variable() {
    let test = "bad_heap_size";
    let program = examples_folder().join("raw_bytes.ll");
    let bad_sizes = [
        "0",
        "4095",
        "1099511627777",
        "18446744073709551616",
        "12k",
        "",
    ];
    for execution in [Execution::CraneliftJit, Execution::Llvm] {
        if !execution.available(test) {
            continue;
        }
        for size in bad_sizes {
            let output = execution.run(&program, &[&format!("--heap-size={size}")], &[]);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert_eq!(
                output.status.code(),
                Some(1),
                "{execution:?} {size}: {stderr}"
            );
            let expected = if size.is_empty() {
                "statepoint: --heap-size needs a value: --heap-size=<bytes> (see: statepoint run --help)\n".to_string()
            } else {
                format!(
                    "statepoint: --heap-size=\"{size}\" is not valid: expected a decimal number of bytes from 4096 to 2^40 (1099511627776)\n"
                )
            };
            assert_eq!(stderr, expected);
        }
    }
    if !Execution::CraneliftExecutable.available(test) {
        return;
    }
    let executable =
        std::env::temp_dir().join(format!("statepoint-heap-size-{}", std::process::id()));
    let output = statepoint(&[
        "compile",
        program.to_str().unwrap(),
        "-o",
        executable.to_str().unwrap(),
    ]);
    assert!(output.status.success(), "{output:?}");
    for size in bad_sizes {
        let run = Command::new(&executable)
            .env("STATEPOINT_HEAP_SIZE", size)
            .output()
            .expect("the compiled program runs");
        let stderr = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{size}: {stderr}");
        assert!(
            stderr.starts_with(&format!(
                "statepoint-runtime: STATEPOINT_HEAP_SIZE=\"{size}\" is not valid: expected a decimal number"
            )),
            "{size}: {stderr}"
        );
    }
    std::fs::remove_file(&executable).ok();
}

#[test]
fn a_gc_transition_statepoint_marks_the_thread_unmanaged_only_during_its_call() {
    let test = "gc_transition";
    let program = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs/gc_transition.ll");
    prints_normally_and_under_stress(
        test,
        &program,
        &[Execution::CraneliftJit, Execution::CraneliftExecutable],
        "7\n42\n",
    );
    // llc emits no transition code: the callee's check catches it.
    if Execution::Llvm.available(test) {
        let output = Execution::Llvm.run(&program, &[], &[]);
        assert_eq!(output.status.code(), Some(2), "{output:?}");
        assert!(String::from_utf8_lossy(&output.stderr)
            .contains("rt_leave_unmanaged_code: the thread is not in unmanaged code"));
    }
}

#[test]
fn relocations_of_one_value_share_one_slot_and_move_together() {
    test_program_prints_on_every_backend("duplicate_relocations", "200\n");
}

/// llc-19 and our backend record a relocated stack address as a (Direct,
/// Direct) pair: the runtime reads it as such, and still updates the alloca.
#[test]
fn a_relocated_stack_address_is_read_as_a_pair_and_its_alloca_updated() {
    test_program_prints_on_every_backend("relocated_stack_address", "100\n");
}

/// `tests/programs/{name}.ll` prints `expected` on the JIT, the Cranelift
/// executable and llc, normally and under stress.
fn test_program_prints_on_every_backend(name: &str, expected: &str) {
    let program = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/programs/{name}.ll"));
    prints_normally_and_under_stress(name, &program, &Execution::ALL, expected);
}

#[test]
fn a_vector_of_references_is_relocated_lane_by_lane() {
    test_program_prints_on_every_backend("vector_relocation", "173\n7\n9\n4321\n4321\n");
}

/// Runs `program` on each available execution, normally and under
/// `--gc-stress --gc-verify`: it must succeed and print `expected`, and the
/// stressed run must move objects.
fn prints_normally_and_under_stress(
    test: &str,
    program: &Path,
    executions: &[Execution],
    expected: &str,
) {
    for execution in executions {
        if !execution.available(test) {
            continue;
        }
        for modes in [
            &["--gc-stats"][..],
            &["--gc-stats", "--gc-stress", "--gc-verify"],
        ] {
            let output = execution.run(program, modes, &[]);
            let stderr = String::from_utf8_lossy(&output.stderr);
            assert!(output.status.success(), "{execution:?} {modes:?}: {stderr}");
            assert_eq!(String::from_utf8_lossy(&output.stdout), expected);
            if modes.contains(&"--gc-stress") {
                assert!(statistic(&stderr, "objects copied") > 0, "{stderr}");
            }
        }
    }
}

/// The write barrier's table convention (`docs/collectors.md`): after a
/// collection promotes an object, the bit compiled code reads for it through
/// `gc_unlogged_bits` is set; `gc_write_barrier_slow` clears it.
#[test]
fn the_unlogged_bits_read_as_documented_match_mmtk_on_the_generational_plans() {
    let program = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs/unlogged_bit_after_promotion.ll");
    for plan in ["mmtk-gencopy", "mmtk-genimmix", "mmtk-stickyimmix"] {
        let output = statepoint(&["run", &format!("--gc={plan}"), program.to_str().unwrap()]);
        assert!(output.status.success(), "{plan}: {output:?}");
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            "1\n0\n",
            "{plan}: unlogged after promotion, logged after the slow path"
        );
    }
}
