//! Write barriers on real programs: every example (`examples/*.ll`,
//! `examples/c/*.ll`) and a fixed set of program-fuzzer programs go through
//! `prepare_for_execution` with write barriers on; the result must pass our
//! verifier, `verify<write-barriers>` (every reference store into the heap
//! covered or soundly elided, on the final statepoint form) and, when
//! `opt-19` is installed, `opt-19 -passes='verify,verify<safepoint-ir>'`.
//! The barriers inserted and elided by the preparation are counted and printed
//! (`cargo test -p cli --test write_barrier_counts -- --nocapture`).
//!
//! Examples already in statepoint form (explicit relocation) get no barriers:
//! the pass refuses them where a barrier would be needed, which is checked too.

use passes::barrier_checker::check_module;
use passes::call_classification::DisabledLibraryFunctions;
use passes::prepare_for_execution::{
    prepare_for_execution, ExecutionPreparation, PreparationError,
};
use passes::write_barriers::BarrierCounts;
use program_fuzzer::emit::emit;
use program_fuzzer::generate::{generate, GeneratorOptions};
use std::path::{Path, PathBuf};
use std::process::Command;

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn opt19_available() -> bool {
    Command::new("opt-19").arg("--version").output().is_ok()
}

/// What happened to one program.
enum Outcome {
    Prepared(BarrierCounts),
    /// Already in statepoint form: the barrier pass refuses it (a barrier is needed).
    StatepointForm,
}

/// Prepares `text` with barriers (`default_gc_strategy` as the command line
/// would give it) and checks the result.
fn prepare_and_check(
    name: &str,
    text: &str,
    default_gc_strategy: Option<&str>,
    scratch: &Path,
    opt19: bool,
) -> Outcome {
    let mut prepared = ir::parse_module(text).unwrap_or_else(|e| panic!("{name}: {e:?}"));
    let disabled = DisabledLibraryFunctions::default();
    let preparation = ExecutionPreparation {
        default_gc_strategy: default_gc_strategy.map(str::to_string),
        write_barriers: true,
    };
    let counts = match prepare_for_execution(&mut prepared, &preparation) {
        Ok(counts) => counts,
        Err(PreparationError::Pass(error))
            if error.message.contains("already holds statepoints") =>
        {
            return Outcome::StatepointForm
        }
        Err(error) => panic!("{name}: {error}"),
    };
    let printed = ir::printer::print_module(&prepared);
    let reparsed = ir::parse_module(&printed).expect("the prepared module parses");
    if let Err(errors) = ir::verifier::verify_module(&reparsed) {
        panic!("{name}: the prepared module does not verify: {errors:?}");
    }
    let uncovered = check_module(&reparsed, &disabled);
    assert!(
        uncovered.is_empty(),
        "{name}: uncovered stores after preparation: {uncovered:#?}"
    );
    if opt19 {
        let file = scratch.join(format!("{}.ll", name.replace('/', "_")));
        std::fs::write(&file, &printed).expect("scratch file written");
        let output = Command::new("opt-19")
            .args(["-passes=verify,verify<safepoint-ir>", "-disable-output"])
            .arg(&file)
            .output()
            .expect("opt-19 runs");
        assert!(
            output.status.success(),
            "{name}: opt-19 rejects the prepared module: {}",
            String::from_utf8_lossy(&output.stderr)
        );
    }
    Outcome::Prepared(counts)
}

fn example_files() -> Vec<PathBuf> {
    let mut files = Vec::new();
    for folder in ["examples", "examples/c"] {
        let entries = std::fs::read_dir(workspace_root().join(folder)).expect("examples exist");
        files.extend(
            entries
                .flatten()
                .map(|entry| entry.path())
                .filter(|path| path.extension().is_some_and(|e| e == "ll")),
        );
    }
    files.sort();
    files
}

fn scratch_folder(test: &str) -> PathBuf {
    let scratch = std::env::temp_dir().join(format!("statepoint-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).expect("scratch folder");
    scratch
}

fn report(label: &str, counts: BarrierCounts) {
    let into_objects = counts.inserted + counts.shared + counts.elided;
    println!(
        "{label}: {into_objects} stores into objects: {} barriers inserted, {} stores sharing an \
         earlier barrier, {} elided (fresh objects); {} stores into no object",
        counts.inserted, counts.shared, counts.elided, counts.not_into_objects
    );
}

#[test]
fn examples_with_barriers_pass_the_checkers() {
    let opt19 = opt19_available();
    if !opt19 {
        println!("write_barrier_counts: opt-19 not found, its verification skipped");
    }
    let scratch = scratch_folder("barrier-examples");
    let mut total = BarrierCounts::default();
    let mut statepoint_form = Vec::new();
    for file in example_files() {
        let text = std::fs::read_to_string(&file).expect("example readable");
        let name = file
            .strip_prefix(workspace_root())
            .unwrap_or(&file)
            .display()
            .to_string();
        // C compiled by clang carries no strategy: it is run with --default-gc.
        let strategy = name.contains("/c/").then_some("statepoint-example");
        match prepare_and_check(&name, &text, strategy, &scratch, opt19) {
            Outcome::Prepared(counts) => {
                report(&name, counts);
                total += counts;
            }
            Outcome::StatepointForm => statepoint_form.push(name),
        }
    }
    std::fs::remove_dir_all(&scratch).ok();
    report("examples, total", total);
    println!("already in statepoint form (no barriers): {statepoint_form:?}");
    assert!(total.inserted > 0 && total.elided > 0, "{total:?}");
}

#[test]
fn fuzzer_programs_with_barriers_pass_the_checkers() {
    let opt19 = opt19_available();
    let scratch = scratch_folder("barrier-fuzzer");
    let mut total = BarrierCounts::default();
    let seeds = 1..=40;
    for seed in seeds.clone() {
        let (program, _) = generate(
            seed,
            GeneratorOptions {
                name_collisions: false,
            },
        );
        let text = emit(&program, false);
        match prepare_and_check(&format!("seed {seed}"), &text, None, &scratch, opt19) {
            Outcome::Prepared(counts) => total += counts,
            Outcome::StatepointForm => panic!("seed {seed}: generated in statepoint form"),
        }
    }
    std::fs::remove_dir_all(&scratch).ok();
    report(
        &format!("program-fuzzer seeds {}..={}", seeds.start(), seeds.end()),
        total,
    );
    assert!(total.inserted > 0, "{total:?}");
}
