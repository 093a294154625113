//! A fixed set of seeds of the program fuzzer (`crates/program-fuzzer`):
//! each generated program must print the interpreter's output and exit with
//! its status through the Cranelift JIT normally, under `--gc-stress
//! --gc-verify`, and with a heap that never fills (collecting only at its
//! `gc_collect` calls); every fourth also through `llc-19` and through
//! `opt-19`'s passes under stress (skipped, with a message, without LLVM 19
//! or before `cargo build -p runtime`). One test runs programs without user
//! functions named like C library functions, one with them: a call of a user
//! `round` taken for the C library's is not made a statepoint and loses
//! references. Most programs carry `deopt` bundles and read them back after
//! collections (`program_fuzzer::deopt_check`): asserted, so that the fixed
//! seeds keep testing deoptimization.
//!
//! A failing seed is reproduced and reduced by `scripts/fuzz-programs --seed
//! <seed> --seconds 1`.

use program_fuzzer::campaign::check;
use program_fuzzer::generate::{generate, GeneratorOptions};
use program_fuzzer::modes::{Mode, Toolchain};
use std::path::Path;
use std::time::Duration;

fn check_seeds(test: &str, seeds: std::ops::RangeInclusive<u64>, options: GeneratorOptions) {
    let scratch = std::env::temp_dir().join(format!("statepoint-{test}-{}", std::process::id()));
    let toolchain = Toolchain::new(
        Path::new(env!("CARGO_BIN_EXE_statepoint")),
        &scratch,
        Duration::from_secs(60),
    );
    for (mode, reason) in toolchain.unavailable() {
        println!("{test}: mode {} skipped: {reason}", mode.name());
    }
    let available = toolchain.available();
    let mut failures = Vec::new();
    let mut runs = 0;
    let (mut programs, mut with_deopt_checks) = (0, 0);
    for seed in seeds {
        let (program, expected) = generate(seed, options);
        programs += 1;
        if program.deopt_bundle_counts().1 > 0 {
            with_deopt_checks += 1;
        }
        let modes: Vec<Mode> = available
            .iter()
            .copied()
            .filter(|mode| {
                seed % 4 == 0 || !matches!(mode, Mode::LlvmBackendStress | Mode::Opt19Stress)
            })
            .collect();
        runs += modes.len();
        for failure in check(&toolchain, &modes, &program, &expected) {
            failures.push(format!(
                "seed {seed}: {}: {}\n{}",
                failure.mode.name(),
                failure.reason,
                failure
                    .outcome
                    .stderr
                    .lines()
                    .take(5)
                    .collect::<Vec<_>>()
                    .join("\n")
            ));
        }
    }
    std::fs::remove_dir_all(&scratch).ok();
    println!(
        "{test}: {runs} runs, {} failures; {with_deopt_checks} of {programs} programs read deopt bundles back",
        failures.len()
    );
    assert!(
        with_deopt_checks * 2 >= programs,
        "only {with_deopt_checks} of {programs} programs read deopt bundles back"
    );
    assert!(
        failures.is_empty(),
        "{} failures (reproduce and reduce with scripts/fuzz-programs --seed <seed> --seconds 1{}):\n{}",
        failures.len(),
        if options.name_collisions {
            ""
        } else {
            " --no-name-collisions"
        },
        failures.join("\n\n")
    );
}

#[test]
fn generated_programs_give_the_interpreters_output_in_every_mode() {
    check_seeds(
        "program_fuzzer",
        1..=24,
        GeneratorOptions {
            name_collisions: false,
        },
    );
}

#[test]
fn user_functions_named_like_c_library_functions_are_called_through_statepoints() {
    check_seeds(
        "program_fuzzer_name_collisions",
        1001..=1016,
        GeneratorOptions {
            name_collisions: true,
        },
    );
}
