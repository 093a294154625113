//! `fuzz-programs --seconds N [--seed S] [--out DIR] [--no-name-collisions]
//! [--statepoint PATH] [--timeout SECONDS] [--reduce-seconds SECONDS]`:
//! generates programs from seed S upward for N seconds, runs each through
//! every available mode (see `program_fuzzer::modes`), writes each distinct
//! failure, reduced, to DIR, and prints a summary. `statepoint` defaults to the one beside this executable.
//! `fuzz-programs --print [--seed S]` prints the program of seed S and,
//! in comments, the output it must give.

use program_fuzzer::campaign::{check, distinct_failures, record_failure};
use program_fuzzer::generate::{generate, GeneratorOptions};
use program_fuzzer::modes::{Mode, Toolchain};
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::time::{Duration, Instant};

struct Arguments {
    seconds: u64,
    seed: u64,
    out: PathBuf,
    options: GeneratorOptions,
    statepoint: PathBuf,
    timeout: u64,
    reduce_seconds: u64,
    print: bool,
}

fn parse_arguments() -> Result<Arguments, String> {
    let mut arguments = Arguments {
        seconds: 60,
        seed: 1,
        out: PathBuf::from("fuzz-programs-findings"),
        options: GeneratorOptions {
            name_collisions: true,
        },
        statepoint: std::env::current_exe()
            .map_err(|error| error.to_string())?
            .with_file_name("statepoint"),
        timeout: 20,
        reduce_seconds: 120,
        print: false,
    };
    let mut words = std::env::args().skip(1);
    while let Some(word) = words.next() {
        let mut value = |name: &str| words.next().ok_or(format!("{name} needs a value"));
        let number = |text: String| {
            text.parse::<u64>()
                .map_err(|error| format!("{text}: {error}"))
        };
        match word.as_str() {
            "--seconds" => arguments.seconds = number(value("--seconds")?)?,
            "--seed" => arguments.seed = number(value("--seed")?)?,
            "--timeout" => arguments.timeout = number(value("--timeout")?)?,
            "--reduce-seconds" => arguments.reduce_seconds = number(value("--reduce-seconds")?)?,
            "--out" => arguments.out = PathBuf::from(value("--out")?),
            "--statepoint" => arguments.statepoint = PathBuf::from(value("--statepoint")?),
            "--no-name-collisions" => arguments.options.name_collisions = false,
            "--print" => arguments.print = true,
            other => return Err(format!("unknown argument {other}")),
        }
    }
    Ok(arguments)
}

fn main() {
    let arguments = parse_arguments().unwrap_or_else(|error| {
        eprintln!("fuzz-programs: {error}");
        eprintln!(
            "usage: fuzz-programs --seconds N [--seed S] [--out DIR] [--no-name-collisions] \
             [--statepoint PATH] [--timeout SECONDS] [--reduce-seconds SECONDS] | --print [--seed S]"
        );
        std::process::exit(2);
    });
    if arguments.print {
        let (program, expected) = generate(arguments.seed, arguments.options);
        print!("{}", program_fuzzer::emit::emit(&program, false));
        println!("; exit status {}, stdout:", expected.exit_status);
        for line in expected.stdout.lines() {
            println!(";   {line}");
        }
        return;
    }
    if !arguments.statepoint.is_file() {
        eprintln!(
            "fuzz-programs: {} not found (`cargo build --profile dist -p cli -p runtime`)",
            arguments.statepoint.display()
        );
        std::process::exit(2);
    }
    let scratch = std::env::temp_dir().join(format!("fuzz-programs-{}", std::process::id()));
    let toolchain = Toolchain::new(
        &arguments.statepoint,
        &scratch,
        Duration::from_secs(arguments.timeout),
    );
    for (mode, reason) in toolchain.unavailable() {
        println!("fuzz-programs: mode {} skipped: {reason}", mode.name());
    }
    let modes = toolchain.available();
    let start = Instant::now();
    let end = start + Duration::from_secs(arguments.seconds);
    let mut failures_by_mode: BTreeMap<Mode, u64> = BTreeMap::new();
    let (mut programs, mut failing_programs) = (0u64, 0u64);
    let (mut with_bundles, mut with_deopt_checks) = (0u64, 0u64);
    let mut seed = arguments.seed;
    while Instant::now() < end {
        let (program, expected) = generate(seed, arguments.options);
        let failures = check(&toolchain, &modes, &program, &expected);
        programs += 1;
        let (bundles, deopt_checks) = program.deopt_bundle_counts();
        with_bundles += u64::from(bundles > 0);
        with_deopt_checks += u64::from(deopt_checks > 0);
        if !failures.is_empty() {
            failing_programs += 1;
            for failure in &failures {
                *failures_by_mode.entry(failure.mode).or_default() += 1;
                println!(
                    "seed {seed}: {} failed: {}",
                    failure.mode.name(),
                    failure.reason
                );
            }
            for failure in distinct_failures(&failures) {
                let report = record_failure(
                    &toolchain,
                    &modes,
                    arguments.options,
                    &program,
                    (failure, &failures),
                    Instant::now() + Duration::from_secs(arguments.reduce_seconds),
                    &arguments.out,
                );
                println!(
                    "seed {seed}: reduced program and outputs in {}",
                    report.display()
                );
            }
        }
        seed += 1;
    }
    std::fs::remove_dir_all(&scratch).ok();
    println!(
        "fuzz-programs: {programs} programs (seeds {}..{}) in {:.0} s, {failing_programs} failing",
        arguments.seed,
        seed,
        start.elapsed().as_secs_f64()
    );
    println!(
        "  {with_bundles} programs with deopt bundles, {with_deopt_checks} reading them back after a collection"
    );
    for mode in &modes {
        println!(
            "  {:<24} {programs} runs, {} failures",
            mode.name(),
            failures_by_mode.get(mode).copied().unwrap_or(0)
        );
    }
    if failing_programs > 0 {
        std::process::exit(1);
    }
}
