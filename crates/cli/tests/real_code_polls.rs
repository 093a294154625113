//! PlaceSafepoints (and RS4GC after it) on real C code give exactly what `opt-19` gives
//! (issue 21): `scripts/real-code-passes` on the clang-19 `-O2` corpus
//! (`tests/corpus/ll/*.O2.ll`) and the loop shapes of `tests/real-code/*.c`, every
//! function given `gc "statepoint-example"` and the canonical poll, must report no
//! differing function (function bodies are compared without comments: the `; preds =`
//! order after inlining and the attributes of intrinsic declarations are the printer's
//! business, not the pass's). Skipped without `opt-19`, `clang-19` or `python3`.

use std::path::Path;
use std::process::Command;

fn installed(tool: &str) -> bool {
    Command::new(tool)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success())
}

/// `scripts/real-code-passes` with `-passes=PIPELINE` on the clang-19 `-O2`
/// corpus and `tests/real-code`: its report and exit status, or `None` (with a
/// message) without the tools.
fn real_code_passes(pipeline: &str) -> Option<(String, Option<i32>)> {
    if !["opt-19", "clang-19", "python3"]
        .iter()
        .all(|t| installed(t))
    {
        println!("real_code_polls: SKIPPED: opt-19, clang-19 or python3 is not installed");
        return None;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let mut inputs = vec![root.join("tests/real-code")];
    let corpus = root.join("tests/corpus/ll");
    let mut optimized: Vec<_> = std::fs::read_dir(&corpus)
        .expect("tests/corpus/ll exists")
        .map(|entry| entry.expect("a directory entry").path())
        .filter(|p| p.to_string_lossy().ends_with(".O2.ll"))
        .collect();
    optimized.sort();
    inputs.extend(optimized);
    let output = Command::new("python3")
        .arg(root.join("scripts/real-code-passes"))
        .arg("--quiet")
        .arg(format!("--passes={pipeline}"))
        .arg(format!("--statepoint={}", env!("CARGO_BIN_EXE_statepoint")))
        .args(&inputs)
        .output()
        .expect("scripts/real-code-passes runs");
    let report = String::from_utf8_lossy(&output.stdout).into_owned();
    println!("{report}");
    Some((report, output.status.code()))
}

/// The report's `functions: ...` line.
fn functions_line(report: &str) -> &str {
    report
        .lines()
        .find(|l| l.starts_with("functions: "))
        .expect("a functions line")
}

#[test]
fn backedge_and_entry_polls_match_opt_19_on_real_code() {
    let Some((report, _)) = real_code_passes("function(place-safepoints)") else {
        return;
    };
    assert!(
        functions_line(&report).ends_with(" 0 differing"),
        "functions whose polls differ from opt-19's:\n{report}"
    );
    assert!(
        !report.contains(": ours refused") && !report.contains(": opt-19 crashed"),
        "{report}"
    );
}

/// The whole pipeline, RewriteStatepointsForGC included: identical to
/// opt-19's output where opt-19 succeeds; where it crashes (calls of non-void
/// variadic functions), a located error from ours, or output opt-19's
/// verifiers accept.
#[test]
fn the_gc_pipeline_matches_opt_19_on_real_code_and_refuses_where_it_crashes() {
    let Some((report, status)) =
        real_code_passes("function(place-safepoints),rewrite-statepoints-for-gc")
    else {
        return;
    };
    assert!(
        functions_line(&report).ends_with(" 0 differing"),
        "functions that differ from opt-19's:\n{report}"
    );
    for line in report.lines().filter(|l| l.contains(": opt-19 crashed: ")) {
        let (_, ours) = line.split_once("; ours ").expect("what ours did");
        let located_error = ours.starts_with("refused: ")
            && ours.contains(".ll:")
            && ours.contains(": error: RewriteStatepointsForGC: ");
        assert!(located_error || ours == "valid", "{line}");
    }
    assert!(!report.contains(": ours refused"), "{report}");
    assert_eq!(status, Some(0), "{report}");
}
