//! PlaceSafepoints on real C code places polls exactly where `opt-19` places them
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

#[test]
fn backedge_and_entry_polls_match_opt_19_on_real_code() {
    if !["opt-19", "clang-19", "python3"]
        .iter()
        .all(|t| installed(t))
    {
        println!("real_code_polls: SKIPPED: opt-19, clang-19 or python3 is not installed");
        return;
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
        .arg(format!("--statepoint={}", env!("CARGO_BIN_EXE_statepoint")))
        .args(&inputs)
        .output()
        .expect("scripts/real-code-passes runs");
    let report = String::from_utf8_lossy(&output.stdout);
    println!("{report}");
    let functions = report
        .lines()
        .find(|l| l.starts_with("functions: "))
        .expect("a functions line");
    assert!(
        functions.ends_with(" 0 differing"),
        "functions whose polls differ from opt-19's:\n{report}"
    );
    assert!(
        !report.contains(": ours refused") && !report.contains(": opt-19 crashed"),
        "{report}"
    );
}
