//! The file-test harness: every `tests/lit/**/*.ll` is one test case.
//!
//! A case's `RUN:` lines (a line ending in `\` continues on the next) are run
//! with `bash -o pipefail` from the workspace root after substituting `%s`
//! (the file), `%S` (its folder), `%t` (a per-case temporary path) and `%%`.
//! `statepoint` is our binary; `not` inverts an exit status (a crash, exit
//! status 128 or more, still fails; `not --crash` expects one). A final
//! `| FileCheck ...` stage runs in process with the `filecheck` crate, so no
//! LLVM is needed. A case passes when every RUN line does.
//!
//! Arguments: words that are not options filter cases by substring of their
//! path, as libtest does; options that cargo passes (`--nocapture`, ...) are
//! ignored.

use filecheck::{check_input, FileCheckOptions};
use std::path::{Path, PathBuf};
use std::process::{Command, ExitCode};

const NOT_FUNCTION: &str = r#"not() { if [ "$1" = "--crash" ]; then shift; "$@"; local status=$?; [ $status -ge 128 ]; return; fi; "$@"; local status=$?; [ $status -ne 0 ] && [ $status -lt 128 ]; }"#;

fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("the workspace root exists")
}

fn collect_cases(folder: &Path, cases: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_cases(&path, cases);
        } else if path.extension().is_some_and(|e| e == "ll") {
            cases.push(path);
        }
    }
}

/// The RUN commands of a case, continuation lines joined.
fn run_commands(text: &str) -> Vec<String> {
    let mut commands = Vec::new();
    let mut pending = String::new();
    for line in text.lines() {
        let Some((_, command)) = line.split_once("RUN:") else {
            continue;
        };
        let command = command.trim();
        match command.strip_suffix('\\') {
            Some(continued) => {
                pending.push_str(continued);
                pending.push(' ');
            }
            None => {
                pending.push_str(command);
                commands.push(std::mem::take(&mut pending));
            }
        }
    }
    commands
}

fn substitute(command: &str, case: &Path, temporary: &Path) -> String {
    let folder = case.parent().unwrap_or(Path::new("."));
    command
        .replace("%%", "\u{0}")
        .replace("%s", &case.display().to_string())
        .replace("%S", &folder.display().to_string())
        .replace("%t", &temporary.display().to_string())
        .replace('\u{0}', "%")
}

/// Splits off a trailing `| FileCheck args` stage, or a whole command that
/// is `FileCheck args` (then the shell part is empty).
fn split_filecheck_stage(command: &str) -> (&str, Option<Vec<String>>) {
    let stage_start = command.rfind('|').map_or(0, |bar| bar + 1);
    let stage = command[stage_start..].trim_start();
    if !stage.starts_with("FileCheck ") {
        return (command, None);
    }
    let arguments = stage
        .split_whitespace()
        .skip(1)
        .map(|word| word.trim_matches('\'').trim_matches('"').to_string())
        .collect();
    (
        command[..stage_start].trim_end_matches('|'),
        Some(arguments),
    )
}

fn run_case(case: &Path, binary: &Path, temporary: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(case).map_err(|e| format!("cannot read case: {e}"))?;
    let commands = run_commands(&text);
    if commands.is_empty() {
        return Err("no RUN: lines".to_string());
    }
    let binary_folder = binary.parent().expect("binary has a folder");
    let path = format!(
        "{}:{}",
        binary_folder.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    for command in commands {
        let command = substitute(&command, case, temporary);
        let (shell_part, filecheck_arguments) = split_filecheck_stage(&command);
        let shell_part = if shell_part.trim().is_empty() {
            "true"
        } else {
            shell_part
        };
        let output = Command::new("bash")
            .arg("-o")
            .arg("pipefail")
            .arg("-c")
            .arg(format!("{NOT_FUNCTION}\n{shell_part}"))
            .current_dir(workspace_root())
            .env("PATH", &path)
            .output()
            .map_err(|e| format!("cannot start bash: {e}"))?;
        let stdout = String::from_utf8_lossy(&output.stdout);
        let stderr = String::from_utf8_lossy(&output.stderr);
        if !output.status.success() {
            return Err(format!(
                "RUN: {command}\nexit status: {}\n--- stdout ---\n{stdout}--- stderr ---\n{stderr}",
                output.status
            ));
        }
        if let Some(arguments) = filecheck_arguments {
            let options = FileCheckOptions::from_arguments(&arguments)?;
            let check_text = std::fs::read_to_string(&options.check_file)
                .map_err(|e| format!("cannot read {}: {e}", options.check_file))?;
            let input = match &options.input_file {
                Some(file) => {
                    std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?
                }
                None => stdout.to_string(),
            };
            check_input(&check_text, &input, &options).map_err(|failure| {
                format!("RUN: {command}\n{failure}\n--- checked input ---\n{input}--- stderr ---\n{stderr}")
            })?;
        }
    }
    Ok(())
}

fn main() -> ExitCode {
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|argument| !argument.starts_with('-'))
        .collect();
    let root = workspace_root();
    let mut cases = Vec::new();
    collect_cases(&root.join("tests/lit"), &mut cases);
    cases.sort();
    let binary = PathBuf::from(env!("CARGO_BIN_EXE_statepoint"));
    let temporary_folder = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lit");
    std::fs::create_dir_all(&temporary_folder).expect("create the temporary folder");

    let mut passed = 0;
    let mut failures = Vec::new();
    let mut filtered_out = 0;
    println!();
    for case in &cases {
        let name = case
            .strip_prefix(&root)
            .unwrap_or(case)
            .display()
            .to_string();
        if !filters.is_empty() && !filters.iter().any(|f| name.contains(f.as_str())) {
            filtered_out += 1;
            continue;
        }
        let temporary = temporary_folder.join(name.replace('/', "_"));
        match run_case(case, &binary, &temporary.with_extension("tmp")) {
            Ok(()) => {
                println!("test {name} ... ok");
                passed += 1;
            }
            Err(failure) => {
                println!("test {name} ... FAILED");
                failures.push((name, failure));
            }
        }
    }
    for (name, failure) in &failures {
        println!("\n---- {name} ----\n{failure}");
    }
    let verdict = if failures.is_empty() { "ok" } else { "FAILED" };
    println!(
        "\ntest result: {verdict}. {passed} passed; {} failed; 0 ignored; 0 measured; {filtered_out} filtered out\n",
        failures.len()
    );
    if failures.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
