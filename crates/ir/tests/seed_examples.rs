//! The IR examples of the seed documents (`tests/seed-examples/`, made by
//! `scripts/extract-seed-examples`): each parses and upgrades to LLVM 19 IR,
//! except the upgrade errors `expectations.txt` lists (with their message);
//! the printed module passes `llvm-as-19` and `opt-19 -passes=verify`, and
//! `verify<safepoint-ir>` unless `expectations.txt` says why not. Without
//! the LLVM tools the LLVM checks are skipped with a message.

use std::path::{Path, PathBuf};
use std::process::Command;

fn examples_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/seed-examples")
}

/// (file, kind, text) from `expectations.txt`.
fn expectations() -> Vec<(String, String, String)> {
    let text = std::fs::read_to_string(examples_dir().join("expectations.txt"))
        .expect("tests/seed-examples/expectations.txt exists");
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let mut parts = l.splitn(3, ' ');
            let file = parts.next().expect("file").to_string();
            let kind = parts.next().expect("kind").to_string();
            let why = parts.next().expect("text").to_string();
            (file, kind, why)
        })
        .collect()
}

fn llvm_available() -> bool {
    Command::new("opt-19").arg("--version").output().is_ok()
        && Command::new("llvm-as-19").arg("--version").output().is_ok()
}

/// Runs `tool args` on `input` (stdin); Ok or the tool's stderr.
fn run(tool: &str, args: &[&str], input: &str) -> Result<(), String> {
    use std::io::Write;
    let mut child = Command::new(tool)
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("tool starts");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(input.as_bytes())
        .expect("input written");
    let out = child.wait_with_output().expect("tool finishes");
    if out.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&out.stderr)
            .lines()
            .take(3)
            .collect::<Vec<_>>()
            .join("\n"))
    }
}

#[test]
fn seed_examples_upgrade_to_llvm_19_ir() {
    let mut files: Vec<PathBuf> = std::fs::read_dir(examples_dir())
        .expect("tests/seed-examples exists")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    files.sort();
    assert!(
        files.len() >= 20,
        "the extracted examples are missing: run scripts/extract-seed-examples"
    );
    let expected = expectations();
    let expectation = |name: &str, kind: &str| {
        expected
            .iter()
            .find(|(f, k, _)| f == name && k == kind)
            .map(|(_, _, why)| why.clone())
    };
    let llvm = llvm_available();
    if !llvm {
        eprintln!("llvm-as-19/opt-19 not found: the LLVM checks of the seed examples are skipped");
    }
    let (mut upgraded, mut verified) = (0, 0);
    for path in &files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(path).expect("readable");
        let parsed = ir::parse_module(&text);
        if let Some(message) = expectation(&name, "upgrade-error") {
            let error =
                parsed.expect_err(&format!("{name}: expected the upgrade error {message:?}"));
            assert!(error.message.contains(&message), "{name}: {error}");
            continue;
        }
        let module = parsed.unwrap_or_else(|d| panic!("{name}: {d}"));
        upgraded += 1;
        let printed = ir::printer::print_module(&module);
        if !llvm {
            continue;
        }
        run("llvm-as-19", &["-o", "/dev/null"], &printed)
            .unwrap_or_else(|e| panic!("{name}: llvm-as-19 rejects the upgrade:\n{e}\n{printed}"));
        run("opt-19", &["-passes=verify", "-disable-output"], &printed)
            .unwrap_or_else(|e| panic!("{name}: opt-19 verify rejects the upgrade:\n{e}"));
        let safepoint_ir = run(
            "opt-19",
            &["-passes=verify<safepoint-ir>", "-disable-output"],
            &printed,
        );
        match (expectation(&name, "safepoint-ir-rejected"), safepoint_ir) {
            (None, Ok(())) => verified += 1,
            (None, Err(e)) => panic!("{name}: verify<safepoint-ir> rejects the upgrade:\n{e}"),
            (Some(why), Ok(())) => panic!("{name}: expected a rejection ({why}), but it passes"),
            (Some(_), Err(_)) => {}
        }
    }
    eprintln!(
        "seed examples: {} files, {upgraded} upgraded, {verified} pass verify<safepoint-ir>",
        files.len()
    );
}
