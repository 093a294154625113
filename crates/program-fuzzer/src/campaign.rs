//! One program through every mode, and the record of a failure: the program
//! reduced while its first failing mode still fails, then every mode's
//! outcome on the reduced program, written to a file.

use crate::emit::emit;
use crate::generate::GeneratorOptions;
use crate::interpret::Expected;
use crate::modes::{verdict, Mode, Outcome, Status, Toolchain};
use crate::program::Program;
use crate::reduce::reduce;
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::time::Instant;

pub struct Failure {
    pub mode: Mode,
    pub reason: String,
    pub outcome: Outcome,
}

/// Runs `program` in each of `modes`; the modes whose outcome is wrong.
pub fn check(
    toolchain: &Toolchain,
    modes: &[Mode],
    program: &Program,
    expected: &Expected,
) -> Vec<Failure> {
    modes
        .iter()
        .filter_map(|&mode| {
            let outcome = toolchain.run(mode, program);
            verdict(mode, expected, &outcome).map(|reason| Failure {
                mode,
                reason,
                outcome,
            })
        })
        .collect()
}

/// The failures that look different (status and first line of stderr, numbers
/// left out), each represented by the first (cheapest) mode that shows it.
pub fn distinct_failures(failures: &[Failure]) -> Vec<&Failure> {
    let kind = |failure: &Failure| {
        let first_line = failure.outcome.stderr.lines().next().unwrap_or("");
        let status = match failure.outcome.status {
            Status::Exited(_) => "exit",
            Status::Signaled(_) => "signal",
            Status::TimedOut => "timeout",
        };
        let stdout_differs = failure.reason.starts_with("stdout");
        let words: String = first_line
            .chars()
            .filter(|c| !c.is_ascii_hexdigit())
            .collect();
        (status, stdout_differs, words)
    };
    let mut seen = Vec::new();
    let mut distinct = Vec::new();
    for failure in failures {
        let failure_kind = kind(failure);
        if !seen.contains(&failure_kind) {
            seen.push(failure_kind);
            distinct.push(failure);
        }
    }
    distinct
}

/// Reduces `program` (until `deadline`) while `failure`'s mode still fails,
/// runs every mode on the result and writes `seed-<seed>-<mode>.txt` (the
/// report, with `failures` of the original program) and `.ll` (the reduced
/// program) to `directory`; returns the report's path.
pub fn record_failure(
    toolchain: &Toolchain,
    modes: &[Mode],
    options: GeneratorOptions,
    program: &Program,
    (failure, failures): (&Failure, &[Failure]),
    deadline: Instant,
    directory: &Path,
) -> PathBuf {
    let mode = failure.mode;
    let reduced = reduce(program, |candidate, expected| {
        Instant::now() < deadline
            && verdict(mode, expected, &toolchain.run(mode, candidate)).is_some()
    });
    let expected = crate::interpret::interpret(&reduced, crate::interpret::DEFAULT_BUDGET)
        .expect("the reduced program keeps the budget");
    let mut report = format!(
        "seed {} (name collisions: {}): failed in {}\n",
        program.seed,
        options.name_collisions,
        failures
            .iter()
            .map(|failure| format!("{} ({})", failure.mode.name(), failure.reason))
            .collect::<Vec<_>>()
            .join(", ")
    );
    for failure in failures {
        writeln!(
            report,
            "-- original program, {}: stderr:\n{}",
            failure.mode.name(),
            truncated(&failure.outcome.stderr)
        )
        .unwrap();
    }
    writeln!(
        report,
        "reduced for {}; expected exit {}, stdout:\n{}",
        mode.name(),
        expected.exit_status,
        expected.stdout
    )
    .unwrap();
    for &mode in modes {
        let outcome = toolchain.run(mode, &reduced);
        let verdict = verdict(mode, &expected, &outcome);
        writeln!(
            report,
            "== {}: {} ({:?})\n-- stdout:\n{}-- stderr:\n{}",
            mode.name(),
            verdict.as_deref().unwrap_or("ok"),
            outcome.status,
            outcome.stdout,
            truncated(&outcome.stderr)
        )
        .unwrap();
    }
    let program_text = emit(&reduced, false);
    writeln!(report, "== reduced program:\n{program_text}").unwrap();
    std::fs::create_dir_all(directory).expect("findings directory");
    let path = directory.join(format!("seed-{}-{}.txt", program.seed, mode.name()));
    std::fs::write(&path, report).expect("write the report");
    std::fs::write(path.with_extension("ll"), program_text).expect("write the program");
    path
}

fn truncated(text: &str) -> &str {
    const LIMIT: usize = 4000;
    if text.len() <= LIMIT {
        return text;
    }
    let mut end = LIMIT;
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    &text[..end]
}
