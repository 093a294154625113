//! What several file tests share.
//!
//! Each test file uses a part of it, so unused items are allowed.
#![allow(dead_code)]

use std::io::Write;
use std::process::{Command, Stdio};

/// Runs `program args` on `input`: stdout, or the failure with stderr.
pub fn run(program: &str, args: &[&str], input: &str) -> Result<String, String> {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("{program}: {e}"))?;
    // A program that fails early stops reading: its stderr says why.
    let _ = child
        .stdin
        .take()
        .expect("piped stdin")
        .write_all(input.as_bytes());
    let output = child.wait_with_output().map_err(|e| e.to_string())?;
    if !output.status.success() {
        return Err(String::from_utf8_lossy(&output.stderr).into_owned());
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

/// Runs `command`, which must succeed (else the test fails with its stderr).
pub fn run_successfully(command: &mut Command) -> std::process::Output {
    let output = command.output().expect("the command starts");
    assert!(
        output.status.success(),
        "{command:?} failed:\n{}",
        String::from_utf8_lossy(&output.stderr)
    );
    output
}

/// A printed module without the lines naming its input (`; ModuleID`,
/// `source_filename`), to compare two tools' output.
pub fn module_body(printed: &str) -> String {
    printed
        .lines()
        .filter(|line| !line.starts_with("; ModuleID") && !line.starts_with("source_filename"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// True if `llvm-as-19` or `llvm-dis-19` cannot be run.
pub fn text_tools_missing() -> bool {
    ["llvm-as-19", "llvm-dis-19"]
        .iter()
        .any(|tool| run(tool, &["--version"], "").is_err())
}

pub mod llc_comparison;
