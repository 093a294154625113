//! Round trip of the conformance corpus: parse, print, and compare with LLVM's
//! canonical form (`llvm-as-19 | llvm-dis-19`) of the input, ignoring the
//! `; ModuleID` and `source_filename` lines; printing must also be idempotent.
//! Skipped (with a message) when `llvm-as-19` or the corpus is missing.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

const CORPUS: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/../../../shared/conformance/llvm"
);

fn ll_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            ll_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "ll") {
            out.push(path);
        }
    }
}

/// `llvm-as-19 | llvm-dis-19` of `text` (verifier off: some corpus files are
/// deliberately invalid), without the lines that name the file.
fn llvm_canonical(text: &str) -> Result<String, String> {
    let mut assembler = Command::new("llvm-as-19")
        .args(["-disable-verify", "-o", "-", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = assembler.stdin.take().expect("stdin");
    let input = text.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let assembled = assembler.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    if !assembled.status.success() {
        return Err(String::from_utf8_lossy(&assembled.stderr).into_owned());
    }
    let mut disassembler = Command::new("llvm-dis-19")
        .args(["-o", "-", "-"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| e.to_string())?;
    let mut stdin = disassembler.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || stdin.write_all(&assembled.stdout));
    let disassembled = disassembler.wait_with_output().map_err(|e| e.to_string())?;
    let _ = writer.join();
    if !disassembled.status.success() {
        return Err(String::from_utf8_lossy(&disassembled.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&disassembled.stdout)
        .lines()
        .filter(|l| !l.starts_with("; ModuleID") && !l.starts_with("source_filename"))
        .map(|l| format!("{l}\n"))
        .collect())
}

/// The first differing line of two texts, for the failure report.
fn first_difference(expected: &str, actual: &str) -> String {
    let mut actual_lines = actual.lines();
    for (number, expected_line) in expected.lines().enumerate() {
        let actual_line = actual_lines.next().unwrap_or("<end of text>");
        if expected_line != actual_line {
            return format!(
                "line {}:\n    llvm: {expected_line}\n    ours: {actual_line}",
                number + 1
            );
        }
    }
    format!(
        "ours has extra lines, first: {}",
        actual_lines.next().unwrap_or("")
    )
}

#[test]
fn conformance_corpus_round_trips_through_llvm_canonical_form() {
    if Command::new("llvm-as-19")
        .arg("--version")
        .output()
        .is_err()
    {
        println!("skipped: llvm-as-19 is not installed");
        return;
    }
    let mut files = Vec::new();
    ll_files(Path::new(CORPUS), &mut files);
    if files.is_empty() {
        println!("skipped: no corpus at {CORPUS}");
        return;
    }
    files.sort();
    let mut failures = Vec::new();
    let mut compared = 0usize;
    let mut failed_files = 0usize;
    for path in &files {
        let failures_before = failures.len();
        let name = path
            .strip_prefix(CORPUS)
            .unwrap_or(path)
            .display()
            .to_string();
        let source = std::fs::read_to_string(path).expect("read corpus file");
        let expected = match llvm_canonical(&source) {
            Ok(text) => text,
            Err(message) => {
                println!(
                    "skipped {name}: llvm-as-19 rejects it: {}",
                    message.lines().next().unwrap_or("")
                );
                continue;
            }
        };
        compared += 1;
        let module = match ir::parser::parse_module(&source) {
            Ok(module) => module,
            Err(diagnostic) => {
                failures.push(format!("{name}: parse error {diagnostic}"));
                failed_files += 1;
                continue;
            }
        };
        let printed = ir::printer::print_module(&module);
        match llvm_canonical(&printed) {
            Ok(actual) if actual == expected => {}
            Ok(actual) => {
                failures.push(format!("{name}: {}", first_difference(&expected, &actual)))
            }
            Err(message) => failures.push(format!(
                "{name}: llvm-as-19 rejects our output: {}",
                message.trim()
            )),
        }
        match ir::parser::parse_module(&printed) {
            Ok(reparsed) => {
                let reprinted = ir::printer::print_module(&reparsed);
                if reprinted != printed {
                    failures.push(format!(
                        "{name}: not idempotent: {}",
                        first_difference(&printed, &reprinted)
                    ));
                }
            }
            Err(diagnostic) => {
                failures.push(format!("{name}: our output does not reparse: {diagnostic}"))
            }
        }
        if failures.len() > failures_before {
            failed_files += 1;
        }
    }
    println!(
        "round trip: {}/{compared} files identical to LLVM's canonical form",
        compared - failed_files
    );
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
