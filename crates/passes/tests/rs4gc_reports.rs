//! The `-spp-print-liveset`, `-spp-print-liveset-size` and
//! `-spp-print-base-pointers` reports against opt-19's, byte for byte, on every
//! LLVM RewriteStatepointsForGC test input of `../shared/conformance` that
//! opt-19 rewrites without failing. Skipped, with a message, when opt-19 or the
//! shared conformance folder is missing.

use passes::rewrite_statepoints::reports::ReportOptions;
use passes::{rewrite_statepoints_for_gc_with_reports, RewriteStatepointsOptions};
use std::path::Path;
use std::process::Command;

const REPORT_FLAGS: [&str; 3] = [
    "-spp-print-liveset",
    "-spp-print-liveset-size",
    "-spp-print-base-pointers",
];

/// opt-19's report text (its stderr) for `file`, or `None` when it fails.
fn llvm_reports(file: &Path) -> Option<String> {
    let output = Command::new("opt-19")
        .arg("-passes=rewrite-statepoints-for-gc")
        .args(REPORT_FLAGS)
        .arg("-disable-output")
        .arg(file)
        .output()
        .ok()?;
    output
        .status
        .success()
        .then(|| String::from_utf8_lossy(&output.stderr).into_owned())
}

#[test]
fn reports_match_opt_19_on_llvms_rewrite_statepoints_tests() {
    let folder = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../../shared/conformance/llvm/RewriteStatepointsForGC");
    if Command::new("opt-19").arg("--version").output().is_err() {
        println!("skipped: opt-19 not found (install llvm-19 to compare the reports)");
        return;
    }
    let Ok(entries) = std::fs::read_dir(&folder) else {
        println!("skipped: {} not found", folder.display());
        return;
    };
    let mut files: Vec<_> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let options = RewriteStatepointsOptions {
        reports: ReportOptions {
            live_set: true,
            live_set_size: true,
            base_pointers: true,
        },
        ..RewriteStatepointsOptions::default()
    };
    let (mut compared, mut differing) = (0, Vec::new());
    for file in &files {
        let Some(expected) = llvm_reports(file) else {
            continue;
        };
        let source = std::fs::read_to_string(file).expect("readable test file");
        let mut m = ir::parse_module(&source).expect("LLVM's test input parses");
        let mut ours = String::new();
        rewrite_statepoints_for_gc_with_reports(&mut m, &options, &mut ours)
            .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        compared += 1;
        if ours != expected {
            differing.push(file.display().to_string());
        }
    }
    println!(
        "reports identical to opt-19's: {}/{compared}",
        compared - differing.len()
    );
    assert!(compared > 0, "no test file compared");
    assert!(
        differing.is_empty(),
        "reports differ from opt-19's: {differing:?}"
    );
}
