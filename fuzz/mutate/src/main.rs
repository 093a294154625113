//! A mutation fuzzer for the `.ll` parser that needs only the stable toolchain.
//!
//! It reads every `.ll` under the given folders (default: `tests/corpus` and
//! `tests/lit`), applies random edits that keep the text valid UTF-8 (delete,
//! duplicate or move a span, insert an IR token, swap two lines, replace a
//! character), and runs `parse_module` — and the verifier and printer on what
//! it accepts — on the result. With `--pipeline`, a module the verifier
//! accepts also goes through what `statepoint compile --default-gc=
//! statepoint-example` does (`prepare_for_execution`, then the Cranelift
//! backend): the prepared module must verify, and nothing may panic (a
//! refusal is an error, not a failure). A panic (or an invalid prepared
//! module) is a failure: the input is written to `parse-mutation-crash.ll`
//! and the harness exits 1. Deterministic for a given `--seed`.
//!
//! Usage: `cargo run --release -p parse-mutation-harness -- [--seconds N]
//! [--iterations N] [--seed N] [--pipeline] [folders...]`; it prints the
//! execution count.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

/// Tokens inserted by mutations: the lexical pieces the parser must cope with.
const IR_TOKENS: &[&str] = &[
    "define",
    "declare",
    "ptr",
    "addrspace(1)",
    "i32",
    "i64",
    "i1",
    "void",
    "{",
    "}",
    "(",
    ")",
    "[",
    "]",
    "<",
    ">",
    ",",
    "=",
    "%",
    "@",
    "!",
    "#0",
    "!{",
    "c\"",
    "\"",
    "0x",
    "-",
    "...",
    "label",
    "call",
    "invoke",
    "phi",
    "br",
    "ret",
    "to",
    "x",
    "type",
    "opaque",
    "zeroinitializer",
    "undef",
    "poison",
    "null",
    "gc \"statepoint-example\"",
    "\n",
    " ",
    "distinct !DILocation(",
    "getelementptr inbounds",
    "bitcast",
    "metadata",
    "token",
    "none",
    "align 8",
    "!dbg !0",
    "9999999999999999999999",
    "1e400",
    "0xK",
    "%\"",
    "@\"",
    "$",
    "\\",
    "^",
    "~",
    ";",
];

/// xorshift64*: small, deterministic, good enough to pick edits.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, bound: usize) -> usize {
        (self.next() % bound.max(1) as u64) as usize
    }
}

/// A random character boundary of `text`.
fn boundary(text: &str, random: &mut Random) -> usize {
    let mut at = random.below(text.len() + 1);
    while !text.is_char_boundary(at) {
        at -= 1;
    }
    at
}

/// A random span `start..end` of `text` at character boundaries, at most 64 bytes.
fn span(text: &str, random: &mut Random) -> (usize, usize) {
    let start = boundary(text, random);
    let mut end = (start + random.below(64)).min(text.len());
    while !text.is_char_boundary(end) {
        end -= 1;
    }
    (start, end)
}

fn mutate(text: &str, random: &mut Random) -> String {
    let mut text = text.to_string();
    for _ in 0..1 + random.below(4) {
        match random.below(6) {
            0 => {
                let (start, end) = span(&text, random);
                text.replace_range(start..end, "");
            }
            1 => {
                let (start, end) = span(&text, random);
                let piece = text[start..end].to_string();
                let at = boundary(&text, random);
                text.insert_str(at, &piece);
            }
            2 => {
                let (start, end) = span(&text, random);
                let piece: String = text.drain(start..end).collect();
                let at = boundary(&text, random);
                text.insert_str(at, &piece);
            }
            3 => {
                let at = boundary(&text, random);
                text.insert_str(at, IR_TOKENS[random.below(IR_TOKENS.len())]);
            }
            4 => {
                let mut lines: Vec<&str> = text.lines().collect();
                if lines.len() > 1 {
                    let (a, b) = (random.below(lines.len()), random.below(lines.len()));
                    lines.swap(a, b);
                }
                text = lines.join("\n");
            }
            _ => {
                let (start, end) = span(&text, random);
                let end = text[start..end]
                    .chars()
                    .next()
                    .map_or(start, |c| start + c.len_utf8());
                let replacement = (b' ' + random.below(95) as u8) as char;
                text.replace_range(start..end, &replacement.to_string());
            }
        }
    }
    text
}

fn collect_ll_files(folder: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            collect_ll_files(&path, files);
        } else if path.extension().is_some_and(|e| e == "ll") {
            files.push(path);
        }
    }
}

/// Parses (and, when accepted, verifies and prints) one input; with
/// `pipeline`, prepares a verified module for execution and compiles it.
/// Whether the module reached the backend.
fn exercise(text: &str, pipeline: bool) -> bool {
    let Ok(mut module) = ir::parser::parse_module(text) else {
        return false;
    };
    let verified = ir::verifier::verify_module(&module).is_ok();
    let _ = ir::printer::print_module(&module);
    if !(verified && pipeline) {
        return false;
    }
    let preparation = passes::prepare_for_execution::ExecutionPreparation {
        default_gc_strategy: Some("statepoint-example".to_string()),
        write_barriers: false,
    };
    if passes::prepare_for_execution::prepare_for_execution(&mut module, &preparation).is_err() {
        return false;
    }
    if let Err(errors) = ir::verifier::verify_module(&module) {
        panic!("the prepared module does not verify: {errors:?}");
    }
    let _ = codegen::compile_object(&module, "mutated");
    true
}

struct Settings {
    time_limit: Duration,
    iteration_limit: u64,
    seed: u64,
    pipeline: bool,
    folders: Vec<PathBuf>,
}

fn parse_arguments() -> Result<Settings, String> {
    let mut settings = Settings {
        time_limit: Duration::from_secs(10),
        iteration_limit: u64::MAX,
        seed: 1,
        pipeline: false,
        folders: Vec::new(),
    };
    let mut arguments = std::env::args().skip(1);
    while let Some(argument) = arguments.next() {
        let mut number = |name: &str| -> Result<u64, String> {
            arguments
                .next()
                .and_then(|v| v.parse().ok())
                .ok_or(format!("{name} needs a number"))
        };
        match argument.as_str() {
            "--seconds" => settings.time_limit = Duration::from_secs(number("--seconds")?),
            "--iterations" => settings.iteration_limit = number("--iterations")?,
            "--seed" => settings.seed = number("--seed")?.max(1),
            "--pipeline" => settings.pipeline = true,
            _ if argument.starts_with('-') => return Err(format!("unknown option {argument}")),
            _ => settings.folders.push(PathBuf::from(argument)),
        }
    }
    if settings.folders.is_empty() {
        settings.folders = vec!["tests/corpus".into(), "tests/lit".into()];
    }
    Ok(settings)
}

fn main() -> std::process::ExitCode {
    let settings = match parse_arguments() {
        Ok(settings) => settings,
        Err(message) => {
            eprintln!("parse-mutation-harness: {message}");
            return std::process::ExitCode::FAILURE;
        }
    };
    let mut files = Vec::new();
    for folder in &settings.folders {
        collect_ll_files(folder, &mut files);
    }
    files.sort();
    let seeds: Vec<String> = files
        .iter()
        .filter_map(|f| std::fs::read_to_string(f).ok())
        .collect();
    if seeds.is_empty() {
        eprintln!("parse-mutation-harness: no .ll files found");
        return std::process::ExitCode::FAILURE;
    }
    std::panic::set_hook(Box::new(|_| {}));
    let mut random = Random(settings.seed);
    let started = Instant::now();
    let mut executions = 0u64;
    let mut compiled = 0u64;
    while executions < settings.iteration_limit && started.elapsed() < settings.time_limit {
        let input = mutate(&seeds[random.below(seeds.len())], &mut random);
        let outcome = std::panic::catch_unwind(|| exercise(&input, settings.pipeline));
        compiled += u64::from(matches!(outcome, Ok(true)));
        if outcome.is_err() {
            let _ = std::panic::take_hook();
            std::fs::write("parse-mutation-crash.ll", &input).ok();
            eprintln!(
                "parse-mutation-harness: panic after {executions} executions; input written to parse-mutation-crash.ll"
            );
            exercise(&input, settings.pipeline);
            return std::process::ExitCode::FAILURE;
        }
        executions += 1;
    }
    println!(
        "parse-mutation-harness: {executions} executions ({compiled} through the whole pipeline) in {:.1} s over {} seed files, no panic",
        started.elapsed().as_secs_f64(),
        seeds.len()
    );
    std::process::ExitCode::SUCCESS
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A short, deterministic run over the committed corpus, so `cargo test`
    /// catches parser panics on near-valid input.
    #[test]
    fn mutated_corpus_inputs_never_panic() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files = Vec::new();
        collect_ll_files(&root.join("tests/corpus/ll"), &mut files);
        collect_ll_files(&root.join("tests/corpus/stress"), &mut files);
        files.sort();
        assert!(!files.is_empty(), "the corpus is committed");
        let mut random = Random(7);
        for _ in 0..300 {
            let seed = std::fs::read_to_string(&files[random.below(files.len())]).unwrap();
            exercise(&mutate(&seed, &mut random), false);
        }
    }

    /// A short run of the whole pipeline on mutated corpus programs written
    /// against the runtime ABI (`examples`), where most mutants still verify.
    #[test]
    fn mutated_programs_never_panic_in_the_passes_or_the_backend() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let mut files = Vec::new();
        collect_ll_files(&root.join("examples"), &mut files);
        files.sort();
        assert!(!files.is_empty(), "the examples are committed");
        let mut random = Random(11);
        let mut compiled = 0;
        for _ in 0..1000 {
            let seed = std::fs::read_to_string(&files[random.below(files.len())]).unwrap();
            compiled += usize::from(exercise(&mutate(&seed, &mut random), true));
        }
        assert!(
            compiled >= 20,
            "only {compiled} of 200 mutants reached the backend"
        );
    }
}
