//! End to end through LLVM's own toolchain: each program of the workspace's
//! `examples/` that it lists (LLVM IR against the runtime ABI) gets the ABI's canonical
//! `@gc.safepoint_poll` (as `linkonce_odr`, so that several modules linked
//! together may each carry it), goes through `opt-19 -passes=place-safepoints,
//! rewrite-statepoints-for-gc` and `llc-19 -O2 -frame-pointer=all`, is linked
//! with `libruntime.a` by `cc`, and runs normally, under
//! `STATEPOINT_GC_STRESS=1 STATEPOINT_GC_VERIFY=1`, and on each MMTk plan
//! (`STATEPOINT_GC=mmtk-*`, with a heap small enough for the larger programs
//! to collect) — printing exactly its `.expected` stdout every time. A hand-written statepoint that uses a
//! reference without its relocation must fault under stress, every time.
//!
//! Skipped, with a message, when `opt-19`, `llc-19` or `cc` is missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

/// The ABI's poll, `linkonce_odr` so that every module of a program may carry one.
const CANONICAL_SAFEPOINT_POLL: &str = r#"
define linkonce_odr void @gc.safepoint_poll() {
entry:
  %flag = load volatile i32, ptr @gc_poll_flag, align 4
  %requested = icmp ne i32 %flag, 0
  br i1 %requested, label %slow, label %done
slow:
  call void @gc_safepoint()
  br label %done
done:
  ret void
}
"#;

/// `opt`/`llc`/`cc` and the runtime library, or why the tests cannot run.
struct Toolchain {
    runtime_library: PathBuf,
    work_directory: PathBuf,
    linker_script: PathBuf,
}

fn toolchain(test_name: &str) -> Option<Toolchain> {
    for tool in ["opt-19", "llc-19", "cc"] {
        if Command::new(tool).arg("--version").output().is_err() {
            println!(
                "skipped: {tool} not found (install llvm-19 and a C compiler to run {test_name})"
            );
            return None;
        }
    }
    let test_binary = std::env::current_exe().expect("test binary path");
    let profile_directory = test_binary
        .parent()
        .and_then(Path::parent)
        .expect("target/<profile>/deps/<test>");
    let runtime_library = profile_directory.join("libruntime.a");
    if !runtime_library.is_file() {
        println!(
            "skipped: {} not built (run `cargo build -p runtime` to run {test_name})",
            runtime_library.display()
        );
        return None;
    }
    let work_directory = std::env::temp_dir().join(format!(
        "statepoint-runtime-test-{test_name}-{}",
        std::process::id()
    ));
    std::fs::create_dir_all(&work_directory).expect("temporary directory");
    let linker_script = work_directory.join("statepoint-stackmaps.ld");
    std::fs::write(&linker_script, runtime::STACK_MAP_LINKER_SCRIPT).expect("write linker script");
    Some(Toolchain {
        runtime_library,
        work_directory,
        linker_script,
    })
}

fn run_checked(command: &mut Command) -> Output {
    let output = command
        .output()
        .unwrap_or_else(|error| panic!("{command:?}: {error}"));
    assert!(
        output.status.success(),
        "{command:?} failed ({}):\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// The program text with the canonical poll (and what it uses) added when missing.
fn with_canonical_poll(program: &str) -> String {
    let mut module = program.to_string();
    if !module.contains("@gc_poll_flag =") {
        module.push_str("\n@gc_poll_flag = external global i32\n");
    }
    if !module.contains("declare void @gc_safepoint()") {
        module.push_str("declare void @gc_safepoint()\n");
    }
    if !module.contains("void @gc.safepoint_poll()") {
        module.push_str(CANONICAL_SAFEPOINT_POLL);
    }
    module
}

enum Passes {
    PlaceSafepointsAndRewriteStatepoints,
    /// The module already holds statepoints (hand-written).
    None,
}

/// Compiles `module` into the object `<name>.o`.
fn compile_object(toolchain: &Toolchain, name: &str, module: &str, passes: Passes) -> PathBuf {
    let directory = &toolchain.work_directory;
    let source = directory.join(format!("{name}.ll"));
    std::fs::write(&source, module).expect("write module");
    let llc_input = match passes {
        Passes::PlaceSafepointsAndRewriteStatepoints => {
            let rewritten = directory.join(format!("{name}.statepoints.ll"));
            run_checked(
                Command::new("opt-19")
                    .arg("-passes=function(place-safepoints),rewrite-statepoints-for-gc")
                    .arg("-S")
                    .arg(&source)
                    .arg("-o")
                    .arg(&rewritten),
            );
            rewritten
        }
        Passes::None => source,
    };
    let object = directory.join(format!("{name}.o"));
    run_checked(
        Command::new("llc-19")
            .args(["-O2", "-frame-pointer=all", "-filetype=obj"])
            .arg(&llc_input)
            .arg("-o")
            .arg(&object),
    );
    object
}

/// Links `objects` with the runtime into the executable `name`.
fn link_executable(toolchain: &Toolchain, name: &str, objects: &[PathBuf]) -> PathBuf {
    let executable = toolchain.work_directory.join(name);
    run_checked(
        Command::new("cc")
            .args(objects)
            .arg(&toolchain.runtime_library)
            .arg("-no-pie")
            .arg(format!("-Wl,-T,{}", toolchain.linker_script.display()))
            .args(runtime::STATIC_LIBRARY_NATIVE_LINK_ARGUMENTS)
            .arg("-o")
            .arg(&executable),
    );
    executable
}

/// Compiles and links `module` alone into an executable named `name`.
fn build_executable(toolchain: &Toolchain, name: &str, module: &str, passes: Passes) -> PathBuf {
    let object = compile_object(toolchain, name, module, passes);
    link_executable(toolchain, name, &[object])
}

fn run_executable(executable: &Path, environment: &[(&str, &str)]) -> Output {
    Command::new(executable)
        .env_remove("STATEPOINT_GC_STRESS")
        .env_remove("STATEPOINT_GC_VERIFY")
        .env_remove("STATEPOINT_GC_STATS")
        .env_remove("STATEPOINT_HEAP_SIZE")
        .env_remove("STATEPOINT_GC")
        .envs(environment.iter().copied())
        .output()
        .expect("run compiled program")
}

/// The value of `statepoint-runtime: <name>: <value>` in the statistics on stderr.
fn statistic(stderr: &str, name: &str) -> u64 {
    let prefix = format!("statepoint-runtime: {name}: ");
    stderr
        .lines()
        .find_map(|line| line.strip_prefix(&prefix))
        .and_then(|value| value.parse().ok())
        .unwrap_or_else(|| panic!("no `{name}` statistic in:\n{stderr}"))
}

fn program_path(name: &str, extension: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("../../examples/{name}.{extension}"))
}

/// Builds `examples/<name>.ll` through the whole pipeline.
fn build_program(toolchain: &Toolchain, name: &str) -> PathBuf {
    let program = std::fs::read_to_string(program_path(name, "ll")).expect("program");
    build_executable(
        toolchain,
        name,
        &with_canonical_poll(&program),
        Passes::PlaceSafepointsAndRewriteStatepoints,
    )
}

/// The MMTk plans that need no write barrier, as `STATEPOINT_GC` values:
/// these programs are built by LLVM's passes, without barriers.
const MMTK_PLANS: [&str; 2] = ["mmtk-semispace", "mmtk-immix"];

/// The MMTk plans that need write barriers (generational and concurrent),
/// which the runtime refuses for code without them.
const BARRIER_MMTK_PLANS: [&str; 4] = [
    "mmtk-gencopy",
    "mmtk-genimmix",
    "mmtk-stickyimmix",
    "mmtk-concurrentimmix",
];

/// A heap small enough that binary_trees collects on every plan.
const MMTK_TEST_HEAP_SIZE: &str = "8388608";

fn check_program(name: &str) {
    let Some(toolchain) = toolchain(name) else {
        return;
    };
    let expected =
        std::fs::read_to_string(program_path(name, "expected")).expect("expected stdout");
    let executable = build_program(&toolchain, name);
    let mmtk_runs = MMTK_PLANS.map(|plan| {
        [
            ("STATEPOINT_GC", plan),
            ("STATEPOINT_GC_STATS", "1"),
            ("STATEPOINT_HEAP_SIZE", MMTK_TEST_HEAP_SIZE),
        ]
    });
    let runs = [
        ("normal", &[("STATEPOINT_GC_STATS", "1")][..]),
        (
            "stress+verify",
            &[
                ("STATEPOINT_GC_STRESS", "1"),
                ("STATEPOINT_GC_VERIFY", "1"),
                ("STATEPOINT_GC_STATS", "1"),
            ][..],
        ),
    ]
    .into_iter()
    .chain(
        mmtk_runs
            .iter()
            .map(|environment| (environment[0].1, &environment[..])),
    );
    for (mode, environment) in runs {
        let output = run_executable(&executable, environment);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            output.status.success(),
            "{name} ({mode}) exited with {}:\n{stderr}",
            output.status
        );
        assert_eq!(
            String::from_utf8_lossy(&output.stdout),
            expected,
            "{name} ({mode}) stdout"
        );
        let collections = statistic(&stderr, "collections");
        if mode.starts_with("mmtk-") {
            println!("{name} ({mode}): {collections} collections");
            continue;
        }
        let objects_copied = statistic(&stderr, "objects copied");
        println!("{name} ({mode}): {collections} collections, {objects_copied} objects moved");
        if mode == "stress+verify" {
            assert!(
                collections > 0 && objects_copied > 0,
                "{name}: nothing moved under stress"
            );
        }
    }
    for plan in BARRIER_MMTK_PLANS {
        let output = run_executable(&executable, &[("STATEPOINT_GC", plan)]);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{name} ({plan}): {stderr}");
        assert_eq!(
            stderr,
            format!("statepoint-runtime: {plan} needs code compiled with its write barriers (statepoint compile --gc={plan}); this code has none\n"),
            "{name} ({plan})"
        );
        assert!(output.stdout.is_empty(), "{name} ({plan}) ran");
    }
    std::fs::remove_dir_all(&toolchain.work_directory).ok();
}

macro_rules! program_tests {
    ($($name:ident),* $(,)?) => {
        $(#[test] fn $name() { check_program(stringify!($name)); })*
    };
}

program_tests!(
    linked_list,
    binary_trees,
    derived_pointers,
    many_live_references,
    deep_recursion,
    global_roots,
    vector_of_references,
    raw_bytes,
    gc_live_alloca,
);

/// A hand-written statepoint around `gc_collect` with one live reference;
/// `USE` names the value read afterwards: the relocation, or (the bug) the
/// original, unrelocated reference.
const HAND_WRITTEN_STATEPOINT: &str = r#"
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)

define i64 @main() gc "statepoint-example" {
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store i64 42, ptr addrspace(1) %field
  %token = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @gc_collect, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %object) ]
  %relocated = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %token, i32 0, i32 0)
  %field.after = getelementptr i8, ptr addrspace(1) USE, i64 8
  %value = load i64, ptr addrspace(1) %field.after
  call void @rt_print_i64(i64 %value)
  ret i64 0
}
"#;

#[test]
fn a_reference_used_without_its_relocation_faults_under_stress() {
    let Some(toolchain) = toolchain("unrelocated_reference") else {
        return;
    };
    let stress = [("STATEPOINT_GC_STRESS", "1")];
    let relocated = build_executable(
        &toolchain,
        "relocated",
        &HAND_WRITTEN_STATEPOINT.replace("USE", "%relocated"),
        Passes::None,
    );
    let output = run_executable(&relocated, &stress);
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&output.stdout), "42\n");

    let unrelocated = build_executable(
        &toolchain,
        "unrelocated",
        &HAND_WRITTEN_STATEPOINT.replace("USE", "%object"),
        Passes::None,
    );
    for attempt in 0..5 {
        let output = run_executable(&unrelocated, &stress);
        assert_eq!(
            std::os::unix::process::ExitStatusExt::signal(&output.status),
            Some(libc::SIGSEGV),
            "attempt {attempt}: expected a fault, got {} with stdout {:?}",
            output.status,
            String::from_utf8_lossy(&output.stdout)
        );
        assert!(
            output.stdout.is_empty(),
            "the stale read must not produce a value"
        );
    }
    std::fs::remove_dir_all(&toolchain.work_directory).ok();
}

#[test]
fn exhausted_heaps_and_bad_settings_exit_with_a_message() {
    let Some(toolchain) = toolchain("runtime_failures") else {
        return;
    };
    let executable = build_program(&toolchain, "linked_list");
    for plan in ["semispace"].into_iter().chain(MMTK_PLANS) {
        let output = run_executable(
            &executable,
            &[("STATEPOINT_HEAP_SIZE", "8192"), ("STATEPOINT_GC", plan)],
        );
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(3), "{plan}: {stderr}");
        assert!(
            stderr.starts_with("statepoint-runtime: out of memory: heap limit 8192 bytes"),
            "{plan}: {stderr}"
        );
    }
    let output = run_executable(
        &executable,
        &[
            ("STATEPOINT_GC", "mmtk-immix"),
            ("STATEPOINT_GC_STRESS", "1"),
        ],
    );
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("stress and verify modes run on the semispace collector only"),
        "{stderr}"
    );
    let output = run_executable(&executable, &[("STATEPOINT_GC_VERIFY", "yes")]);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{stderr}");
    assert!(
        stderr.contains("STATEPOINT_GC_VERIFY=\"yes\" is not valid"),
        "{stderr}"
    );
    std::fs::remove_dir_all(&toolchain.work_directory).ok();
}

/// Two modules, each with its own stack map blob: the linked section holds
/// both, concatenated, and frames of either are found.
#[test]
fn stack_maps_of_several_linked_objects_are_all_registered() {
    let Some(toolchain) = toolchain("several_objects") else {
        return;
    };
    let library = std::fs::read_to_string(program_path("linked_list", "ll"))
        .expect("program")
        .replace("define i64 @main()", "define i64 @linked_list_main()");
    let main = r#"
declare i64 @linked_list_main()
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @rt_print_i64(i64) "gc-leaf-function"

define i64 @main() gc "statepoint-example" {
entry:
  %kept = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field = getelementptr i8, ptr addrspace(1) %kept, i64 8
  store i64 7, ptr addrspace(1) %field
  %status = call i64 @linked_list_main()
  %field.after = getelementptr i8, ptr addrspace(1) %kept, i64 8
  %value = load i64, ptr addrspace(1) %field.after
  call void @rt_print_i64(i64 %value)
  ret i64 %status
}
"#;
    let objects = [
        compile_object(
            &toolchain,
            "library",
            &with_canonical_poll(&library),
            Passes::PlaceSafepointsAndRewriteStatepoints,
        ),
        compile_object(
            &toolchain,
            "main",
            &with_canonical_poll(main),
            Passes::PlaceSafepointsAndRewriteStatepoints,
        ),
    ];
    let executable = link_executable(&toolchain, "several_objects", &objects);
    let output = run_executable(
        &executable,
        &[("STATEPOINT_GC_STRESS", "1"), ("STATEPOINT_GC_VERIFY", "1")],
    );
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert_eq!(String::from_utf8_lossy(&output.stdout), "499500\n999\n7\n");
    std::fs::remove_dir_all(&toolchain.work_directory).ok();
}
