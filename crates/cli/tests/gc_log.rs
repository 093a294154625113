//! The GC log end to end: `statepoint run --gc-log=<file>` and an executable
//! with `STATEPOINT_GC_LOG=<file>` write one JSON line per collection that
//! agrees with `--gc-stats` (collections, objects and bytes copied, roots,
//! frames, pauses); `statepoint gc-report` draws that log with one pause bar and
//! one copied bar per collection carrying the log's own numbers; and the
//! error paths (a log that cannot be created: exit 2; a corrupt log: a located
//! error, exit 1, nothing written). MMTk plans log through the same path, the
//! generational ones with nursery collections; an executable runs a
//! generational plan only when compiled with its write barriers.
//!
//! The program is `examples/binary_trees.ll` at depth 12 in a 1 MiB heap
//! (about twenty collections). The executable test is skipped, with a
//! message, when `cc` or `libruntime.a` is missing.

use runtime::gc_log::{parse_log_line, LoggedCollection, Milliseconds};
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::time::Duration;

const DEPTH: u32 = 12;
const HEAP_SIZE: &str = "--heap-size=1048576";

fn statepoint_executable() -> &'static Path {
    Path::new(env!("CARGO_BIN_EXE_statepoint"))
}

fn statepoint(arguments: &[&str]) -> Output {
    Command::new(statepoint_executable())
        .args(arguments)
        .env_remove("STATEPOINT_GC_LOG")
        .env_remove("STATEPOINT_GC_STATS")
        .output()
        .expect("statepoint runs")
}

/// A fresh folder for one test's files.
fn scratch_folder(test: &str) -> PathBuf {
    let folder = std::env::temp_dir().join(format!("gc-log-{test}-{}", std::process::id()));
    std::fs::remove_dir_all(&folder).ok();
    std::fs::create_dir_all(&folder).unwrap();
    folder
}

/// `examples/binary_trees.ll` with `@max_depth` set to [`DEPTH`], in `folder`.
fn binary_trees(folder: &Path) -> PathBuf {
    let example = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../examples/binary_trees.ll");
    let text = std::fs::read_to_string(example).unwrap();
    let original = "@max_depth = private constant i64 6\n";
    assert!(text.contains(original));
    let program = folder.join("binary_trees.ll");
    let deeper = format!("@max_depth = private constant i64 {DEPTH}\n");
    std::fs::write(&program, text.replace(original, &deeper)).unwrap();
    program
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The value of `statepoint-runtime: <name>: <value>` in `--gc-stats` output.
fn statistic<'a>(stderr: &'a str, name: &str) -> &'a str {
    let prefix = format!("statepoint-runtime: {name}: ");
    stderr
        .lines()
        .find_map(|line| line.strip_prefix(&prefix))
        .unwrap_or_else(|| panic!("no `{name}` statistic in:\n{stderr}"))
}

fn count_statistic(stderr: &str, name: &str) -> u64 {
    statistic(stderr, name).parse().unwrap()
}

/// A `--gc-stats` pause (`1.234 ms`), in the report's precision.
fn pause_statistic(stderr: &str, name: &str) -> String {
    statistic(stderr, name)
        .strip_suffix(" ms")
        .unwrap()
        .to_string()
}

fn milliseconds_to_3_decimals(duration: Duration) -> String {
    format!("{:.3}", duration.as_secs_f64() * 1000.0)
}

/// Reads every line of the log at `path`.
fn read_log(path: &Path) -> Vec<LoggedCollection> {
    let log = std::fs::read_to_string(path).expect("the GC log was written");
    assert!(log.ends_with('\n'), "the last line is complete: {log:?}");
    log.lines()
        .map(|line| parse_log_line(line).unwrap_or_else(|error| panic!("{line}: {error}")))
        .collect()
}

/// The log agrees with the statistics printed by the same run.
fn check_log_against_statistics(collections: &[LoggedCollection], stderr: &str) {
    assert!(
        collections.len() >= 10,
        "too few collections to test with: {}",
        collections.len()
    );
    assert_eq!(
        collections.len() as u64,
        count_statistic(stderr, "collections")
    );
    assert_eq!(statistic(stderr, "collector"), "semispace");
    let sum = |field: fn(&LoggedCollection) -> u64| collections.iter().map(field).sum::<u64>();
    assert_eq!(
        sum(|c| c.record.bytes_copied),
        count_statistic(stderr, "bytes copied")
    );
    assert_eq!(
        sum(|c| c.record.objects_copied),
        count_statistic(stderr, "objects copied")
    );
    assert_eq!(
        sum(|c| c.record.roots),
        count_statistic(stderr, "roots scanned")
    );
    assert_eq!(
        sum(|c| c.record.frames),
        count_statistic(stderr, "frames scanned")
    );
    assert_eq!(
        sum(|c| c.record.frames_with_statepoints),
        count_statistic(stderr, "frames with statepoints")
    );
    let mut pauses: Vec<Duration> = collections.iter().map(|c| c.record.pause).collect();
    assert_eq!(
        milliseconds_to_3_decimals(pauses.iter().sum()),
        pause_statistic(stderr, "total pause")
    );
    pauses.sort_unstable();
    assert_eq!(
        milliseconds_to_3_decimals(*pauses.last().unwrap()),
        pause_statistic(stderr, "max pause")
    );
    let rank_of_p50 = pauses.len().div_ceil(2) - 1;
    assert_eq!(
        milliseconds_to_3_decimals(pauses[rank_of_p50]),
        pause_statistic(stderr, "pause p50")
    );
    for (index, collection) in collections.iter().enumerate() {
        assert_eq!(collection.sequence, index as u64 + 1);
        assert_eq!(collection.collector, "semispace");
        let record = &collection.record;
        assert_eq!(
            record.heap_bytes_after, record.bytes_copied,
            "a semispace collection keeps what it copies"
        );
        assert!(record.heap_bytes_before >= record.heap_bytes_after);
        assert!(record.frames_with_statepoints <= record.frames);
    }
    assert!(collections
        .windows(2)
        .all(|pair| pair[0].time_since_start + pair[0].record.pause <= pair[1].time_since_start));
}

#[test]
fn run_writes_one_line_per_collection_agreeing_with_the_statistics() {
    let folder = scratch_folder("run");
    let program = binary_trees(&folder);
    let program = program.to_str().unwrap();
    let log = folder.join("gc.jsonl");
    let logged = statepoint(&[
        "run",
        HEAP_SIZE,
        "--gc-stats",
        &format!("--gc-log={}", log.display()),
        program,
    ]);
    assert!(logged.status.success(), "{}", text(&logged.stderr));
    let unlogged = statepoint(&["run", HEAP_SIZE, program]);
    assert_eq!(
        logged.stdout, unlogged.stdout,
        "the log changes nothing the program does"
    );
    check_log_against_statistics(&read_log(&log), &text(&logged.stderr));
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn an_executable_logs_to_the_file_its_environment_names() {
    if Command::new("cc").arg("--version").output().is_err()
        || !statepoint_executable()
            .with_file_name("libruntime.a")
            .is_file()
    {
        println!("skipped: cc or libruntime.a missing (cargo build -p runtime)");
        return;
    }
    let folder = scratch_folder("executable");
    let program = binary_trees(&folder);
    let executable = folder.join("binary_trees");
    let compiled = statepoint(&[
        "compile",
        program.to_str().unwrap(),
        "-o",
        executable.to_str().unwrap(),
    ]);
    assert!(compiled.status.success(), "{}", text(&compiled.stderr));
    let log = folder.join("gc.jsonl");
    let output = Command::new(&executable)
        .env("STATEPOINT_HEAP_SIZE", "1048576")
        .env("STATEPOINT_GC_STATS", "1")
        .env("STATEPOINT_GC_LOG", &log)
        .output()
        .unwrap();
    assert!(output.status.success(), "{}", text(&output.stderr));
    check_log_against_statistics(&read_log(&log), &text(&output.stderr));
    let unwritable = Command::new(&executable)
        .env("STATEPOINT_GC_LOG", folder.join("missing/gc.jsonl"))
        .output()
        .unwrap();
    assert_eq!(unwritable.status.code(), Some(2));
    assert!(
        text(&unwritable.stderr).starts_with(&format!(
            "statepoint-runtime: cannot write the GC log {}: No such file or directory",
            folder.join("missing/gc.jsonl").display()
        )),
        "{}",
        text(&unwritable.stderr)
    );
    assert!(unwritable.stdout.is_empty(), "the program never started");
    std::fs::remove_dir_all(&folder).ok();
}

/// The kinds of the collections `collections` logged, checked against the
/// statistics of the same run of `plan` (which count no copies).
fn logged_mmtk_kinds(plan: &str, collections: &[LoggedCollection], stderr: &str) -> Vec<String> {
    assert!(
        !collections.is_empty(),
        "{plan}: no collection to test with"
    );
    assert_eq!(
        collections.len() as u64,
        count_statistic(stderr, "collections"),
        "{plan}"
    );
    assert_eq!(statistic(stderr, "collector"), plan);
    assert!(!stderr.contains("copied"), "{plan}: {stderr}");
    assert_eq!(
        collections.iter().map(|c| c.record.roots).sum::<u64>(),
        count_statistic(stderr, "roots scanned"),
        "{plan}"
    );
    for pair in collections.windows(2) {
        assert!(
            pair[0].time_since_start + pair[0].record.pause <= pair[1].time_since_start,
            "{plan}: collection {} begins before collection {} ended",
            pair[1].sequence,
            pair[0].sequence
        );
    }
    for (index, collection) in collections.iter().enumerate() {
        assert_eq!(collection.sequence, index as u64 + 1, "{plan}");
        assert_eq!(collection.collector, plan);
        assert!(collection.record.heap_bytes_before > 0, "{plan}");
    }
    collections
        .iter()
        .map(|c| c.record.kind.name().to_string())
        .collect()
}

/// MMTk plans report through the same log; the generational ones (whose code
/// `run` compiles with write barriers) collect their nursery alone, the
/// concurrent one pauses twice per cycle (an initial mark always followed by
/// a final mark, or a whole collection in one pause), the others always
/// collect the whole heap.
#[test]
fn mmtk_plans_log_their_collections_and_generational_plans_collect_nurseries() {
    let folder = scratch_folder("mmtk");
    let program = binary_trees(&folder);
    let generational: &[&str] = &["nursery", "full"];
    for (plan, kinds_logged, kind_required) in [
        ("mmtk-immix", &["full"][..], "full"),
        ("mmtk-gencopy", generational, "nursery"),
        ("mmtk-genimmix", generational, "nursery"),
        ("mmtk-stickyimmix", generational, "nursery"),
        (
            "mmtk-concurrentimmix",
            &["initial-mark", "final-mark", "full"][..],
            "initial-mark",
        ),
    ] {
        let log = folder.join(format!("{plan}.jsonl"));
        let output = statepoint(&[
            "run",
            &format!("--gc={plan}"),
            "--heap-size=8388608",
            "--gc-stats",
            &format!("--gc-log={}", log.display()),
            program.to_str().unwrap(),
        ]);
        assert!(output.status.success(), "{plan}: {}", text(&output.stderr));
        let kinds = logged_mmtk_kinds(plan, &read_log(&log), &text(&output.stderr));
        println!("{plan}: {kinds:?}");
        assert!(
            kinds.iter().any(|kind| kind == kind_required),
            "{plan}: {kinds:?}"
        );
        assert!(
            kinds
                .iter()
                .all(|kind| kinds_logged.contains(&kind.as_str())),
            "{plan}: {kinds:?}"
        );
        for (index, kind) in kinds.iter().enumerate() {
            let next = kinds.get(index + 1).map(String::as_str);
            assert!(
                kind != "initial-mark" || matches!(next, Some("final-mark") | None),
                "{plan}: an initial mark not followed by its final mark: {kinds:?}"
            );
            assert!(
                kind != "final-mark" || index > 0 && kinds[index - 1] == "initial-mark",
                "{plan}: a final mark without its initial mark: {kinds:?}"
            );
        }
    }
    std::fs::remove_dir_all(&folder).ok();
}

/// An executable records whether its code has write barriers: compiled for a
/// generational plan it collects nurseries; compiled without barriers, a
/// generational plan is refused (exit 2), and so is a barrier-less collector
/// for code with barriers.
#[test]
fn an_executable_runs_a_generational_plan_only_with_its_barriers() {
    if Command::new("cc").arg("--version").output().is_err()
        || !statepoint_executable()
            .with_file_name("libruntime.a")
            .is_file()
    {
        println!("skipped: cc or libruntime.a missing (cargo build -p runtime)");
        return;
    }
    let folder = scratch_folder("barriers");
    let program = binary_trees(&folder);
    let compile = |collector: &str| {
        let executable = folder.join(format!("binary_trees-{collector}"));
        let compiled = statepoint(&[
            "compile",
            &format!("--gc={collector}"),
            program.to_str().unwrap(),
            "-o",
            executable.to_str().unwrap(),
        ]);
        assert!(compiled.status.success(), "{}", text(&compiled.stderr));
        executable
    };
    let run = |executable: &Path, collector: Option<&str>, log: &Path| {
        let mut command = Command::new(executable);
        command
            .env("STATEPOINT_HEAP_SIZE", "8388608")
            .env("STATEPOINT_GC_STATS", "1")
            .env("STATEPOINT_GC_LOG", log)
            .env_remove("STATEPOINT_GC");
        if let Some(collector) = collector {
            command.env("STATEPOINT_GC", collector);
        }
        command.output().unwrap()
    };
    let with_barriers = compile("mmtk-genimmix");
    let log = folder.join("genimmix.jsonl");
    let output = run(&with_barriers, None, &log);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let kinds = logged_mmtk_kinds("mmtk-genimmix", &read_log(&log), &text(&output.stderr));
    assert!(kinds.iter().any(|kind| kind == "nursery"), "{kinds:?}");
    let output = run(&with_barriers, Some("mmtk-gencopy"), &log);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let refused = run(&with_barriers, Some("semispace"), &log);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        text(&refused.stderr),
        "statepoint-runtime: this code was compiled with write barriers, which only the generational and concurrent plans (mmtk-gencopy, mmtk-genimmix, mmtk-stickyimmix, mmtk-concurrentimmix) support, not semispace\n"
    );
    let without_barriers = compile("semispace");
    let refused = run(&without_barriers, Some("mmtk-genimmix"), &log);
    assert_eq!(refused.status.code(), Some(2));
    assert_eq!(
        text(&refused.stderr),
        "statepoint-runtime: mmtk-genimmix needs code compiled with its write barriers (statepoint compile --gc=mmtk-genimmix); this code has none\n"
    );
    assert!(refused.stdout.is_empty(), "the program never started");
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn a_log_that_cannot_be_created_stops_run_with_status_2() {
    let folder = scratch_folder("unwritable");
    let program = binary_trees(&folder);
    let output = statepoint(&[
        "run",
        "--gc-log=/nonexistent-folder/gc.jsonl",
        program.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).starts_with(
            "statepoint-runtime: cannot write the GC log /nonexistent-folder/gc.jsonl: No such file or directory"
        ),
        "{}",
        text(&output.stderr)
    );
    assert!(output.stdout.is_empty());
    std::fs::remove_dir_all(&folder).ok();
}

/// The value of attribute `name` of every element of class `class`, in order.
fn attribute_values(svg: &str, class: &str, name: &str) -> Vec<String> {
    svg.split(&format!("class=\"{class}\""))
        .skip(1)
        .map(|element| {
            let element = &element[..element.find('>').unwrap()];
            let start = element.find(&format!(" {name}=\"")).unwrap() + name.len() + 3;
            element[start..start + element[start..].find('"').unwrap()].to_string()
        })
        .collect()
}

#[test]
fn gc_report_draws_every_collection_with_the_logs_numbers() {
    let folder = scratch_folder("report");
    let program = binary_trees(&folder);
    let log = folder.join("gc.jsonl");
    let run = statepoint(&[
        "run",
        HEAP_SIZE,
        &format!("--gc-log={}", log.display()),
        program.to_str().unwrap(),
    ]);
    assert!(run.status.success(), "{}", text(&run.stderr));
    let collections = read_log(&log);
    let svg_path = folder.join("report.svg");
    let report = statepoint(&[
        "gc-report",
        log.to_str().unwrap(),
        "-o",
        svg_path.to_str().unwrap(),
    ]);
    assert!(report.status.success(), "{}", text(&report.stderr));
    assert!(report.stdout.is_empty() && report.stderr.is_empty());
    let svg = std::fs::read_to_string(&svg_path).unwrap();
    assert!(svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""));
    let sequences: Vec<String> = collections.iter().map(|c| c.sequence.to_string()).collect();
    assert_eq!(
        attribute_values(&svg, "pause-bar", "data-sequence"),
        sequences
    );
    assert_eq!(
        attribute_values(&svg, "pause-bar", "data-pause-ms"),
        collections
            .iter()
            .map(|c| Milliseconds(c.record.pause).to_string())
            .collect::<Vec<_>>()
    );
    assert_eq!(
        attribute_values(&svg, "copied-bar", "data-bytes"),
        collections
            .iter()
            .map(|c| c.record.bytes_copied.to_string())
            .collect::<Vec<_>>()
    );
    assert_eq!(
        attribute_values(&svg, "heap-before", "data-bytes"),
        collections
            .iter()
            .map(|c| c.record.heap_bytes_before.to_string())
            .collect::<Vec<_>>()
    );
    let binned: usize = attribute_values(&svg, "histogram-bin", "data-count")
        .iter()
        .map(|count| count.parse::<usize>().unwrap())
        .sum();
    assert_eq!(binned, collections.len());
    let axis_labels: Vec<&str> = svg
        .split("class=\"axis-label\"")
        .skip(1)
        .map(|element| {
            let text = &element[element.find('>').unwrap() + 1..];
            &text[..text.find("</text>").unwrap()]
        })
        .collect();
    assert_eq!(
        axis_labels,
        [
            "time since start (ms)",
            "heap (bytes of objects)",
            "time since start (ms)",
            "pause (ms)",
            "pause (ms)",
            "collections",
            "collection",
            "copied (bytes)",
        ]
    );
    assert!(svg.contains(&format!("semispace: {} collections", collections.len())));

    let html_path = folder.join("report.html");
    let html = statepoint(&[
        "gc-report",
        log.to_str().unwrap(),
        "-o",
        html_path.to_str().unwrap(),
    ]);
    assert!(html.status.success(), "{}", text(&html.stderr));
    let page = std::fs::read_to_string(&html_path).unwrap();
    assert!(page.starts_with("<!DOCTYPE html>\n") && page.contains(&svg));
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn gc_report_rejects_a_corrupt_log_with_its_line_and_writes_nothing() {
    let folder = scratch_folder("corrupt");
    let log = folder.join("gc.jsonl");
    let good = "{\"sequence\":1,\"collector\":\"semispace\",\"kind\":\"full\",\"time_ms\":1.5,\"pause_ms\":0.25,\"heap_bytes_before\":4096,\"heap_bytes_after\":1024,\"objects_copied\":40,\"bytes_copied\":1024,\"roots\":3,\"frames\":2,\"frames_with_statepoints\":2}";
    let truncated = &good[..good.len() / 2];
    std::fs::write(&log, format!("{good}\n{truncated}\n")).unwrap();
    let output_path = folder.join("report.svg");
    let output = statepoint(&[
        "gc-report",
        log.to_str().unwrap(),
        "-o",
        output_path.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = text(&output.stderr);
    assert!(
        stderr.starts_with(&format!("statepoint: {}:2: error: ", log.display())),
        "{stderr}"
    );
    assert!(!output_path.exists());

    std::fs::write(&log, "").unwrap();
    let empty = statepoint(&[
        "gc-report",
        log.to_str().unwrap(),
        "-o",
        output_path.to_str().unwrap(),
    ]);
    assert_eq!(empty.status.code(), Some(1));
    assert_eq!(
        text(&empty.stderr),
        format!(
            "statepoint: {}: error: the log holds no collections\n",
            log.display()
        )
    );

    let missing = statepoint(&[
        "gc-report",
        "no-such.jsonl",
        "-o",
        output_path.to_str().unwrap(),
    ]);
    assert_eq!(missing.status.code(), Some(1));
    assert!(
        text(&missing.stderr).contains("no-such.jsonl"),
        "{}",
        text(&missing.stderr)
    );
    let no_output = statepoint(&["gc-report", log.to_str().unwrap()]);
    assert!(text(&no_output.stderr).starts_with("statepoint: no output file given (-o <file>)"));
    std::fs::remove_dir_all(&folder).ok();
}

#[test]
fn gc_report_has_help_like_every_command() {
    let help = statepoint(&["gc-report", "--help"]);
    assert!(help.status.success());
    let help = text(&help.stdout);
    assert!(help
        .starts_with("USAGE: statepoint gc-report <gc-log.jsonl|-> -o <report.svg|report.html>\n"));
    assert!(help.contains("  -o <file>"));
    let usage = text(&statepoint(&["--help"]).stdout);
    assert!(usage.contains("  gc-report "), "{usage}");
    let run_help = text(&statepoint(&["run", "--help"]).stdout);
    assert!(run_help.contains("--gc-log=<file>"));
    let compile_help = text(&statepoint(&["compile", "--help"]).stdout);
    assert!(compile_help.contains("STATEPOINT_GC_LOG=<file>"));
}
