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
//! Asserted: every file llc compiles, ours compiles too (LLVM's RS4GC tests of
//! vectors of pointers among them: `base-vector.ll`, `vector-nonlive-clobber.ll`),
//! at least 95% of llc's records are matched, and no location that
//! is a constant in an unmatched record of llc's or in the record of ours with
//! its ID and location count is anything but the same constant in the other.
//!
//! A second test reads the deopt state of every record of both backends
//! with the runtime's decoder (`runtime::deopt_state`), as `rt_deopt_value`
//! does, against a fake frame on the test's stack: each value must be what
//! the raw location says (the constant, or the bytes of the frame slot or the
//! frame address at the call), and a `Register` location must be the
//! documented error. Both skipped, with a message, without llc-19.

use runtime::deopt_state::{deopt_frames, CallSiteDeoptState, DeoptLocation, DeoptReadError};
use runtime::frame_walker::RuntimeEntryFrame;
use runtime::machine_stack::StackBounds;
use stackmap::{Location, LocationKind, Record, StackMap};
use std::collections::{BTreeSet, HashMap};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

/// The triple both backends compile for (LLVM's tests name macOS or no OS).
const TARGET: &str = "--target=x86_64-unknown-linux-gnu";

/// Functions whose statepoints only llc records: each lies in a block that
/// Cranelift proved dead (a branch on `undef` or on a condition it folds) and
/// removed, so no frame can ever be at that call (`statepoint_call_sites`).
/// Any other call llc records and ours does not fails the test: the collector
/// would pass over such a frame.
const STATEPOINTS_IN_CODE_CRANELIFT_REMOVES: &[(&str, &str)] = &[
    ("uses-in-phi-nodes.ll", "test.not.ok.0"),
    ("uses-in-phi-nodes.ll", "test.not.ok.1"),
    ("uses-in-phi-nodes.ll", "test.ok.0"),
    ("uses-in-phi-nodes.ll", "test.poisoned.cmp.fail.0"),
    ("uses-in-phi-nodes.ll", "test.poisoned.cmp.fail.1"),
    ("uses-in-phi-nodes.ll", "test.unrelocated-phi.cmp.ok"),
    ("statepoint_in_folded_dead_branch.ll", "main"),
];

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

fn llc_missing() -> bool {
    let missing = Command::new("llc-19").arg("--version").output().is_err();
    if missing {
        println!("stack maps vs llc: skipped, llc-19 not found (install llvm-19)");
    }
    missing
}

/// The programs compared, sorted.
fn programs(root: &Path) -> Vec<PathBuf> {
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
    programs
}

fn scratch_folder(test: &str) -> PathBuf {
    let scratch = std::env::temp_dir().join(format!("{test}-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    scratch
}

#[test]
fn our_stack_maps_mean_what_llcs_mean() {
    if llc_missing() {
        return;
    }
    let root = repository_root();
    let programs = programs(&root);
    let scratch = scratch_folder("stack-maps-vs-llc");

    let mut report = String::new();
    let (mut compiled_by_both, mut neither, mut only_ours) = (0, 0, 0);
    let mut only_llc = Vec::new();
    let (mut llc_records, mut matching_records) = (0usize, 0usize);
    let mut constant_mismatches = Vec::new();
    let mut dropped_records: Vec<(String, String, u64)> = Vec::new();
    for (index, program) in programs.iter().enumerate() {
        let name = program
            .strip_prefix(&root)
            .unwrap_or(program)
            .display()
            .to_string();
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
                only_llc.push(format!("{name}: {error}"));
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
            let removed_as_dead =
                STATEPOINTS_IN_CODE_CRANELIFT_REMOVES
                    .iter()
                    .any(|(file, dead_function)| {
                        name.ends_with(file)
                            && function.strip_suffix("+0").unwrap_or(function) == *dead_function
                    });
            let ids: BTreeSet<u64> = records.iter().map(|record| record.id).collect();
            for id in ids {
                let count_of =
                    |records: &Vec<Record>| records.iter().filter(|r| r.id == id).count();
                let our_count = our_functions
                    .get(function.as_str())
                    .map_or(0, |(our_records, _)| count_of(our_records));
                if our_count < count_of(records) && !removed_as_dead {
                    dropped_records.push((name.clone(), function.clone(), id));
                }
            }
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
        "stack maps vs llc: {} files; compiled by both {compiled_by_both}, only by llc {}, only by ours {only_ours}, by neither {neither}; llc records {llc_records}, matching {matching_records} ({:.1}%)\n{report}",
        programs.len(),
        only_llc.len(),
        share * 100.0
    );
    assert!(llc_records > 0, "no statepoint records compared");
    assert!(
        only_llc.is_empty(),
        "files llc compiles and ours does not:\n{}",
        only_llc.join("\n")
    );
    assert!(
        dropped_records.is_empty(),
        "calls llc records that ours does not (file, function, ID; the collector would miss these frames):\n{dropped_records:?}"
    );
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

/// Words of the fake stack a record's deopt state is read against; the
/// frame pointer is the middle word, the stack pointer after the call is
/// word 1 (word 0 holds the return address), so slots on either side of
/// both anchors lie in it.
const FAKE_STACK_WORDS: usize = 2048;
const FAKE_FRAME_POINTER_WORD: usize = FAKE_STACK_WORDS / 2;
const FAKE_RETURN_ADDRESS: u64 = 0x1000;

/// What the raw `location` says the value is, in the fake frame whose words
/// are `stack` at `base` (x86-64: DWARF register 7 is RSP, 6 is RBP); `None`
/// for a register.
fn value_in_fake_frame(
    location: &Location,
    constants: &[u64],
    stack: &[u64],
    base: usize,
) -> Option<Vec<u8>> {
    if let Some(value) = location.constant_value(constants) {
        return Some(value.to_le_bytes().to_vec());
    }
    let anchor = match location.dwarf_reg {
        7 => base + 8,
        6 => base + 8 * FAKE_FRAME_POINTER_WORD,
        register => panic!("deopt location relative to DWARF register {register}"),
    };
    let address = anchor.checked_add_signed(location.offset_or_constant as isize)?;
    let byte = |address: usize| {
        let offset = address - base;
        (stack[offset / 8] >> (8 * (offset % 8))) as u8
    };
    match location.kind {
        LocationKind::Register => None,
        LocationKind::Direct => Some((address as u64).to_le_bytes().to_vec()),
        _ => Some(
            (address..address + usize::from(location.size))
                .map(byte)
                .collect(),
        ),
    }
}

/// Reads every deopt value of `record` through `runtime::deopt_state` from a
/// fake frame; returns (values read, values in registers) or what differs.
fn read_deopt_state(record: &Record, constants: &[u64]) -> Result<(usize, usize), String> {
    let view = record
        .statepoint(constants)
        .map_err(|error| format!("not a statepoint record: {error}"))?;
    let locations = view
        .deopt
        .iter()
        .map(|location| DeoptLocation::of(location, constants))
        .collect::<Result<Box<[DeoptLocation]>, _>>()?;
    let state = CallSiteDeoptState {
        function_address: 0,
        statepoint_id: record.id,
        locations,
    };
    let mut stack = [0u64; FAKE_STACK_WORDS];
    for (index, word) in stack.iter_mut().enumerate() {
        *word = (index as u64 + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
    stack[0] = FAKE_RETURN_ADDRESS;
    // The saved frame pointer and a null return address end the walk.
    stack[FAKE_FRAME_POINTER_WORD] = 0;
    stack[FAKE_FRAME_POINTER_WORD + 1] = 0;
    std::hint::black_box(&mut stack);
    let base = stack.as_ptr() as usize;
    let entry = RuntimeEntryFrame {
        stack_pointer_at_entry: base,
        caller_frame_pointer: base + 8 * FAKE_FRAME_POINTER_WORD,
    };
    let bounds = StackBounds::of_current_thread().expect("the test thread's stack");
    let frames = deopt_frames(entry, bounds, |address| {
        (address == FAKE_RETURN_ADDRESS).then_some(&state)
    });
    let [frame] = frames.as_slice() else {
        return Err(format!("{} frames instead of 1", frames.len()));
    };
    let mut in_registers = 0;
    for (index, location) in view.deopt.iter().enumerate() {
        let read = frame.read_value(bounds, 0, index as i64);
        match (value_in_fake_frame(location, constants, &stack, base), read) {
            (Some(expected), Ok(value)) if value.bytes == expected => {}
            (None, Err(DeoptReadError::InRegister { dwarf_register, .. }))
                if dwarf_register == location.dwarf_reg =>
            {
                in_registers += 1
            }
            (expected, read) => {
                return Err(format!(
                    "deopt value {index} ({location:?}): read {read:?}, expected {expected:?}"
                ))
            }
        }
    }
    std::hint::black_box(&mut stack);
    Ok((view.deopt.len(), in_registers))
}

#[test]
fn the_runtime_reads_the_deopt_state_of_llcs_records_and_ours() {
    if llc_missing() {
        return;
    }
    let root = repository_root();
    let scratch = scratch_folder("deopt-records-vs-llc");
    let mut failures = Vec::new();
    let mut summary = String::new();
    for backend in ["--backend=llvm", "--backend=cranelift"] {
        let (mut records, mut values, mut in_registers) = (0, 0, 0);
        for (index, program) in programs(&root).iter().enumerate() {
            let name = program.strip_prefix(&root).unwrap_or(program).display();
            let object = scratch.join(format!("{index}.o"));
            let Ok(functions) = compile(program, backend, &object) else {
                continue;
            };
            for (function, function_records, constants) in &functions {
                for (position, record) in function_records.iter().enumerate() {
                    match read_deopt_state(record, constants) {
                        Ok((0, _)) => {}
                        Ok((read, registers)) => {
                            records += 1;
                            values += read;
                            in_registers += registers;
                        }
                        Err(error) => failures.push(format!(
                            "{backend} {name} {function} record {position}: {error}"
                        )),
                    }
                }
            }
        }
        writeln!(
            summary,
            "{backend}: {records} records with deopt state, {values} values read ({in_registers} in registers, refused as documented)"
        )
        .unwrap();
        assert!(records > 0, "{backend}: no deopt state read");
    }
    std::fs::remove_dir_all(&scratch).ok();
    println!("deopt state of llc's records and ours:\n{summary}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
