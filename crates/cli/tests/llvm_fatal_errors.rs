//! Where LLVM's passes stop with a fatal error, ours say the same words: the
//! same input is fed to `opt-19` and to `statepoint opt`, and each line LLVM
//! prints about it (`LLVM ERROR: <message>` for `report_fatal_error`, the
//! safepoint verifier's report before its abort) must appear in ours, after
//! our `statepoint: ` prefix where LLVM's line is the fatal error. LLVM ends
//! with SIGABRT in both cases; ours too for `LLVM ERROR:`, while an illegal
//! use the safepoint verifier finds is an error with exit status 1 (LLVM calls
//! `abort()` after its report; ours is the error `statepoint verify` reports
//! too). Skipped, with a message, when opt-19 is not installed.
//!
//! Also: a missing `@gc.safepoint_poll`, on which LLVM 19 crashes without a
//! message, is the fatal usage error later LLVM releases report
//! (`LLVM ERROR: gc.safepoint_poll function is missing`, exit status 1: their
//! test runs `not opt`, which a crash fails).

use std::os::unix::process::ExitStatusExt;
use std::path::PathBuf;
use std::process::{Command, Output};

/// SIGABRT, which `abort()` (LLVM's `report_fatal_error`, and ours) ends with.
const SIGABRT: i32 = 6;

struct Case {
    name: &'static str,
    pipeline: &'static str,
    input: &'static str,
    /// Ours ends with SIGABRT as LLVM does (else exit status 1).
    aborts: bool,
}

const CASES: &[Case] = &[
    Case {
        name: "unsupported-gc",
        pipeline: "rewrite-statepoints-for-gc",
        input: "declare void @g()\ndefine void @f() gc \"my-collector\" {\n  call void @g()\n  ret void\n}\n",
        aborts: true,
    },
    Case {
        name: "unrelocated-use",
        pipeline: "verify<safepoint-ir>",
        input: "declare void @g()\n\
                declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)\n\
                define ptr addrspace(1) @f(ptr addrspace(1) %p) gc \"statepoint-example\" {\n\
                \x20 %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @g, i32 0, i32 0, i32 0, i32 0)\n\
                \x20 ret ptr addrspace(1) %p\n}\n",
        aborts: false,
    },
];

fn input_file(case: &str, text: &str) -> PathBuf {
    let path = std::env::temp_dir().join(format!("llvm-fatal-{case}-{}.ll", std::process::id()));
    std::fs::write(&path, text).unwrap();
    path
}

fn run(program: &str, arguments: &[&str]) -> Output {
    Command::new(program)
        .args(arguments)
        .output()
        .unwrap_or_else(|error| panic!("{program}: {error}"))
}

fn statepoint() -> &'static str {
    env!("CARGO_BIN_EXE_statepoint")
}

/// LLVM's lines about the failure: its stderr without the crash report
/// (`PLEASE submit a bug report`, the stack dump) that follows an abort.
fn llvm_lines(stderr: &str) -> Vec<&str> {
    stderr
        .lines()
        .take_while(|line| !line.starts_with("PLEASE submit") && !line.starts_with("Stack dump"))
        .filter(|line| !line.trim().is_empty())
        .collect()
}

#[test]
fn fatal_errors_carry_llvm_19s_text() {
    if Command::new("opt-19").arg("--version").output().is_err() {
        eprintln!("fatal_errors_carry_llvm_19s_text: SKIPPED: opt-19 is not installed");
        return;
    }
    for case in CASES {
        let path = input_file(case.name, case.input);
        let path = path.to_str().unwrap();
        let pipeline = format!("-passes={}", case.pipeline);
        let arguments = ["-disable-output", pipeline.as_str(), path];
        let theirs = run("opt-19", &arguments);
        let ours = run(statepoint(), &[&["opt"], &arguments[..]].concat());
        let (their_text, our_text) = (
            String::from_utf8_lossy(&theirs.stderr),
            String::from_utf8_lossy(&ours.stderr),
        );
        assert_eq!(
            theirs.status.signal(),
            Some(SIGABRT),
            "{}: {their_text}",
            case.name
        );
        if case.aborts {
            assert_eq!(
                ours.status.signal(),
                Some(SIGABRT),
                "{}: {our_text}",
                case.name
            );
        } else {
            assert_eq!(ours.status.code(), Some(1), "{}: {our_text}", case.name);
        }
        let lines = llvm_lines(&their_text);
        assert!(!lines.is_empty(), "{}: LLVM said nothing", case.name);
        for line in lines {
            let expected = if line.starts_with("LLVM ERROR: ") {
                format!("statepoint: {line}\n")
            } else {
                format!("{line}\n")
            };
            assert!(
                our_text.contains(&expected),
                "{}: LLVM's line {line:?} is not in ours:\n{our_text}",
                case.name
            );
        }
        std::fs::remove_file(path).ok();
    }
}

#[test]
fn a_missing_poll_function_is_the_fatal_usage_error_of_later_llvm_releases() {
    let path = input_file(
        "missing-poll",
        "define void @f() gc \"statepoint-example\" {\nentry:\n  ret void\n}\n",
    );
    let ours = run(
        statepoint(),
        &[
            "opt",
            "-disable-output",
            "-passes=place-safepoints",
            path.to_str().unwrap(),
        ],
    );
    let text = String::from_utf8_lossy(&ours.stderr);
    assert_eq!(ours.status.code(), Some(1), "{text}");
    assert!(
        text.starts_with("statepoint: LLVM ERROR: gc.safepoint_poll function is missing"),
        "{text}"
    );
    std::fs::remove_file(path).ok();
}
