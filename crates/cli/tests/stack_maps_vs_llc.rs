//! Our Cranelift stack maps against llc-19's, record by record.
//!
//! Every `.ll` file of `crates/cli/tests/programs`, `examples` (and
//! `examples/c`), `tests/llvm-codegen` (statepoint and deopt tests of LLVM's
//! own CodeGen suite), `tests/backend-types` and `../shared/conformance/llvm` (when present) is
//! compiled to an x86-64 Linux object by `statepoint compile -c` and by
//! `statepoint compile --backend=llvm -c` (llc-19, after the same
//! `prepare_for_execution`). Where both compile, the records of each function
//! (found by its symbol) are matched one to one, in any order (the two code
//! generators lay out blocks differently). Two records match when they
//! have the same ID and the same locations in kind and size, where a register
//! and a stack slot (`Register`, `Indirect`) count as one kind, and every
//! constant location holds the same value in both. Offsets and registers are
//! not compared: the two code generators lay out frames differently.
//!
//! Asserted: at least 95% of llc's records are matched, and no location that
//! is a constant in an unmatched record of llc's or in the record of ours with
//! its ID and location count is anything but the same constant in the other. Skipped, with a message, without llc-19.

use stackmap::{Location, LocationKind, Record, StackMap};
use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The triple both backends compile for (LLVM's tests name macOS or no OS).
const TARGET: &str = "--target=x86_64-unknown-linux-gnu";

/// The share of llc's records that ours must match.
const REQUIRED_MATCHING_SHARE: f64 = 0.95;

/// A function's records as one object lists them: its symbol, its records,
/// and the object's constant table.
type FunctionRecords = (String, Vec<Record>, Vec<u64>);

fn repository_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The `.ll` files of `folder` and its subfolders, sorted.
fn ll_files(folder: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return;
    };
    for path in entries.flatten().map(|entry| entry.path()) {
        if path.is_dir() {
            ll_files(&path, files);
        } else if path.extension().is_some_and(|extension| extension == "ll") {
            files.push(path);
        }
    }
}

/// The stack map of the object `statepoint compile` writes for `program`
/// with `backend`, with each function's symbol name; the error text if it
/// does not compile.
fn compile(program: &Path, backend: &str, object: &Path) -> Result<Vec<FunctionRecords>, String> {
    let output = Command::new(env!("CARGO_BIN_EXE_statepoint"))
        .args(["compile", backend, TARGET, "-c"])
        .arg(program)
        .arg("-o")
        .arg(object)
        .output()
        .expect("statepoint runs");
    if !output.status.success() {
        let stderr = String::from_utf8_lossy(&output.stderr);
        return Err(stderr.lines().next().unwrap_or("").to_string());
    }
    let bytes = std::fs::read(object).map_err(|error| error.to_string())?;
    let maps = stackmap::elf::read_elf_stack_maps(&bytes).map_err(|error| error.to_string())?;
    let mut functions = Vec::new();
    for blob in maps.section.iter().flat_map(|section| &section.blobs) {
        functions.extend(functions_of(&blob.map, &blob.function_address_relocations));
    }
    Ok(functions)
}

/// Splits a map's records by function, naming each by its address relocation.
fn functions_of(
    map: &StackMap,
    relocations: &[Option<stackmap::elf::SymbolAddend>],
) -> Vec<FunctionRecords> {
    let mut records = map.records.iter();
    map.functions
        .iter()
        .zip(relocations)
        .map(|(function, relocation)| {
            let name = relocation
                .as_ref()
                .map(|symbol| format!("{}+{}", symbol.symbol_name, symbol.addend))
                .unwrap_or_else(|| format!("{:#x}", function.address));
            let own: Vec<Record> = records
                .by_ref()
                .take(function.record_count as usize)
                .cloned()
                .collect();
            (name, own, map.constants.clone())
        })
        .collect()
}

/// The kind class compared: a register and a stack slot hold a value alike.
fn kind_class(kind: LocationKind) -> &'static str {
    match kind {
        LocationKind::Register | LocationKind::Indirect => "value",
        LocationKind::Direct => "address",
        LocationKind::Constant | LocationKind::ConstantIndex => "constant",
    }
}

/// How two aligned records differ: `None` if they match.
fn record_difference(
    ours: (&Record, &[u64]),
    llc: (&Record, &[u64]),
    constant_mismatches: &mut Vec<String>,
) -> Option<String> {
    let ((our_record, our_constants), (llc_record, llc_constants)) = (ours, llc);
    if our_record.id != llc_record.id {
        return Some(format!("ID {} vs llc's {}", our_record.id, llc_record.id));
    }
    if our_record.locations.len() != llc_record.locations.len() {
        return Some(format!(
            "{} locations vs llc's {}",
            our_record.locations.len(),
            llc_record.locations.len()
        ));
    }
    let mut difference = None;
    for (index, (our, theirs)) in our_record
        .locations
        .iter()
        .zip(&llc_record.locations)
        .enumerate()
    {
        let describe =
            |location: &Location, constants: &[u64]| match location.constant_value(constants) {
                Some(value) => format!("constant {value}"),
                None => format!("{:?} size {}", location.kind, location.size),
            };
        let same = kind_class(our.kind) == kind_class(theirs.kind)
            && our.size == theirs.size
            && our.constant_value(our_constants) == theirs.constant_value(llc_constants);
        if !same {
            let text = format!(
                "location #{}: {} vs llc's {}",
                index + 1,
                describe(our, our_constants),
                describe(theirs, llc_constants)
            );
            let is_constant = |location: &Location| kind_class(location.kind) == "constant";
            if is_constant(our) || is_constant(theirs) {
                constant_mismatches.push(text.clone());
            }
            difference.get_or_insert(text);
        }
    }
    difference
}

#[test]
fn our_stack_maps_mean_what_llcs_mean() {
    for tool in ["llc-19"] {
        if Command::new(tool).arg("--version").output().is_err() {
            println!("stack maps vs llc: skipped, {tool} not found (install llvm-19)");
            return;
        }
    }
    let root = repository_root();
    let mut programs = Vec::new();
    for folder in [
        "crates/cli/tests/programs",
        "examples",
        "tests/llvm-codegen",
        "tests/backend-types",
        "../shared/conformance/llvm",
    ] {
        let before = programs.len();
        ll_files(&root.join(folder), &mut programs);
        if programs.len() == before {
            println!("stack maps vs llc: no .ll files in {folder}");
        }
    }
    programs.sort();
    let scratch = std::env::temp_dir().join(format!("stack-maps-vs-llc-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();

    let mut report = String::new();
    let (mut compiled_by_both, mut only_llc, mut neither, mut only_ours) = (0, 0, 0, 0);
    let (mut llc_records, mut matching_records) = (0usize, 0usize);
    let mut constant_mismatches = Vec::new();
    for (index, program) in programs.iter().enumerate() {
        let name = program.strip_prefix(&root).unwrap_or(program).display();
        let ours = compile(
            program,
            "--backend=cranelift",
            &scratch.join(format!("{index}.ours.o")),
        );
        let llc = compile(
            program,
            "--backend=llvm",
            &scratch.join(format!("{index}.llc.o")),
        );
        let (ours, llc) = match (ours, llc) {
            (Ok(ours), Ok(llc)) => (ours, llc),
            (Err(error), Ok(_)) => {
                only_llc += 1;
                writeln!(report, "{name}: only llc compiles it; ours: {error}").unwrap();
                continue;
            }
            (Ok(_), Err(_)) => {
                only_ours += 1;
                continue;
            }
            (Err(_), Err(_)) => {
                neither += 1;
                continue;
            }
        };
        compiled_by_both += 1;
        let our_functions: HashMap<&str, (&Vec<Record>, &Vec<u64>)> = ours
            .iter()
            .map(|(function, records, constants)| (function.as_str(), (records, constants)))
            .collect();
        for (function, records, constants) in &llc {
            llc_records += records.len();
            let Some(&(our_records, our_constants)) = our_functions.get(function.as_str()) else {
                writeln!(report, "{name} {function}: no records of ours").unwrap();
                continue;
            };
            let mut unused = vec![true; our_records.len()];
            for (position, theirs) in records.iter().enumerate() {
                let llc_record = (theirs, constants.as_slice());
                let exact = (0..our_records.len()).find(|&index| {
                    unused[index]
                        && record_difference(
                            (&our_records[index], our_constants),
                            llc_record,
                            &mut Vec::new(),
                        )
                        .is_none()
                });
                if let Some(index) = exact {
                    unused[index] = false;
                    matching_records += 1;
                    continue;
                }
                let same_shape = |index: &usize| {
                    let our = &our_records[*index];
                    unused[*index]
                        && our.id == theirs.id
                        && our.locations.len() == theirs.locations.len()
                };
                let Some(index) = (0..our_records.len()).find(same_shape) else {
                    writeln!(
                        report,
                        "{name} {function} record {position}: none of ours has its ID and location count"
                    )
                    .unwrap();
                    continue;
                };
                unused[index] = false;
                let mut mismatches = Vec::new();
                let difference = record_difference(
                    (&our_records[index], our_constants),
                    llc_record,
                    &mut mismatches,
                )
                .unwrap_or_default();
                writeln!(report, "{name} {function} record {position}: {difference}").unwrap();
                constant_mismatches.extend(
                    mismatches
                        .into_iter()
                        .map(|text| format!("{name} {function} record {position}: {text}")),
                );
            }
            let extra = unused.iter().filter(|&&unused| unused).count();
            if extra > 0 {
                writeln!(
                    report,
                    "{name} {function}: {extra} records of ours beyond llc's"
                )
                .unwrap();
            }
        }
    }
    std::fs::remove_dir_all(&scratch).ok();
    let share = if llc_records == 0 {
        1.0
    } else {
        matching_records as f64 / llc_records as f64
    };
    println!(
        "stack maps vs llc: {} files; compiled by both {compiled_by_both}, only by llc {only_llc}, only by ours {only_ours}, by neither {neither}; llc records {llc_records}, matching {matching_records} ({:.1}%)\n{report}",
        programs.len(),
        share * 100.0
    );
    assert!(llc_records > 0, "no statepoint records compared");
    assert!(
        constant_mismatches.is_empty(),
        "constants differ:\n{}",
        constant_mismatches.join("\n")
    );
    assert!(
        share >= REQUIRED_MATCHING_SHARE,
        "{matching_records} of {llc_records} records match llc's, below {:.0}%",
        REQUIRED_MATCHING_SHARE * 100.0
    );
}
