//! Golden tests against LLVM 19 on objects `llc-19` makes in the test: for
//! each input (the programs in `tests/programs`, the workspace's `examples`,
//! and LLVM's RewriteStatepointsForGC conformance inputs in `../shared`) and
//! each code generation configuration, `opt-19 -passes=rewrite-statepoints-for-gc`
//! then `llc-19 -O2 -frame-pointer=all -filetype=obj`, and then:
//!
//! * our `llvm-readobj` text equals `llvm-readobj-19 --stackmap`'s, byte for byte;
//! * `write(parse(section)) == section`, byte for byte;
//! * every function address has its relocation, and every call site resolves;
//! * in modules without stackmap/patchpoint intrinsics every record reads
//!   as a statepoint.
//!
//! Skipped, with a message, when the LLVM 19 tools are missing.

use stackmap::elf::{read_elf_stack_maps, ElfFileKind, ElfStackMaps};
use stackmap::llvm_readobj::render_elf_stack_maps;
use stackmap::{write, LocationKind, StackMap};
use std::path::{Path, PathBuf};
use std::process::Command;

const LLVM_TOOLS: [&str; 3] = ["opt-19", "llc-19", "llvm-readobj-19"];

/// One way of running `llc-19`, beyond `-O2 -frame-pointer=all -filetype=obj`.
struct LlcConfiguration {
    name: &'static str,
    arguments: &'static [&'static str],
}

const LLC_CONFIGURATIONS: [LlcConfiguration; 3] = [
    LlcConfiguration {
        name: "x86_64",
        arguments: &["-mtriple=x86_64-unknown-linux-gnu"],
    },
    LlcConfiguration {
        name: "aarch64",
        arguments: &["-mtriple=aarch64-unknown-linux-gnu"],
    },
    // GC pointers in callee-saved registers: Register locations in statepoints.
    LlcConfiguration {
        name: "x86_64-gc-in-registers",
        arguments: &[
            "-mtriple=x86_64-unknown-linux-gnu",
            "-fixup-allow-gcptr-in-csr",
            "-max-registers-for-gc-values=8",
            "-use-registers-for-gc-values-in-landing-pad",
        ],
    },
];

fn tool_is_available(tool: &str) -> bool {
    Command::new(tool).arg("--version").output().is_ok()
}

/// Whether the LLVM tools are here; prints why the caller skips when not.
fn llvm_tools_available(test: &str) -> bool {
    let missing: Vec<&str> = LLVM_TOOLS
        .into_iter()
        .filter(|tool| !tool_is_available(tool))
        .collect();
    if !missing.is_empty() {
        println!(
            "{test}: skipped, LLVM 19 tools missing: {}",
            missing.join(" ")
        );
    }
    missing.is_empty()
}

fn crate_folder() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

fn scratch_folder(test: &str) -> PathBuf {
    let folder = Path::new(env!("CARGO_TARGET_TMPDIR")).join(test);
    std::fs::create_dir_all(&folder).expect("the scratch folder can be made");
    folder
}

/// The `.ll` files directly in `folder`, sorted; none if it does not exist.
fn ll_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(folder)
        .map(|entries| {
            entries
                .flatten()
                .map(|entry| entry.path())
                .filter(|path| path.extension().is_some_and(|extension| extension == "ll"))
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    files
}

fn run(command: &mut Command) -> Result<Vec<u8>, String> {
    let output = command
        .output()
        .map_err(|error| format!("{command:?}: {error}"))?;
    if !output.status.success() {
        return Err(format!(
            "{command:?} failed ({}): {}",
            output.status,
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    Ok(output.stdout)
}

/// `opt-19 -passes=rewrite-statepoints-for-gc | llc-19 ...` into `object`.
fn compile(input: &Path, configuration: &LlcConfiguration, object: &Path) -> Result<(), String> {
    let rewritten = object.with_extension("rs4gc.ll");
    run(Command::new("opt-19")
        .args(["-passes=rewrite-statepoints-for-gc", "-S", "-o"])
        .arg(&rewritten)
        .arg(input))?;
    run(Command::new("llc-19")
        .args(["-O2", "-frame-pointer=all", "-filetype=obj"])
        .args(configuration.arguments)
        .arg("-o")
        .arg(object)
        .arg(&rewritten))?;
    Ok(())
}

fn llvm_readobj_text(object: &Path) -> Result<String, String> {
    let stdout = run(Command::new("llvm-readobj-19")
        .arg("--stackmap")
        .arg(object))?;
    String::from_utf8(stdout).map_err(|error| error.to_string())
}

/// The first line where two texts differ, for a failure message.
fn first_difference(ours: &str, theirs: &str) -> String {
    let line = ours
        .lines()
        .zip(theirs.lines())
        .position(|(a, b)| a != b)
        .unwrap_or_else(|| ours.lines().count().min(theirs.lines().count()));
    format!(
        "line {}: ours {:?}, llvm-readobj {:?}",
        line + 1,
        ours.lines().nth(line),
        theirs.lines().nth(line)
    )
}

/// Whether every record of a module's object must be a statepoint: true
/// unless the module calls the stackmap or patchpoint intrinsics.
fn has_only_statepoint_records(input: &Path) -> bool {
    let text = std::fs::read_to_string(input).unwrap_or_default();
    !text.contains("@llvm.experimental.stackmap") && !text.contains("@llvm.experimental.patchpoint")
}

/// All the checks of this file on one object; returns what it read.
fn check_object(object: &Path, only_statepoint_records: bool) -> Result<ElfStackMaps, String> {
    let bytes = std::fs::read(object).map_err(|error| error.to_string())?;
    let stack_maps = read_elf_stack_maps(&bytes).map_err(|error| error.to_string())?;

    let display_name = object.to_string_lossy();
    let ours = render_elf_stack_maps(&display_name, &stack_maps);
    let theirs = llvm_readobj_text(object)?;
    if ours != theirs {
        return Err(format!(
            "text differs from llvm-readobj-19 --stackmap: {}",
            first_difference(&ours, &theirs)
        ));
    }

    let Some(section) = &stack_maps.section else {
        return Ok(stack_maps);
    };
    let written: Vec<u8> = section
        .blobs
        .iter()
        .flat_map(|blob| write(&blob.map))
        .collect();
    let start = usize::try_from(section.file_offset).expect("a file offset fits usize");
    if bytes.get(start..start + written.len()) != Some(written.as_slice()) {
        return Err("write(parse(section)) differs from the section".to_string());
    }
    for blob in &section.blobs {
        blob.map.call_sites().map_err(|error| error.to_string())?;
        if stack_maps.file_kind == ElfFileKind::Relocatable
            && blob
                .function_address_relocations
                .iter()
                .any(Option::is_none)
        {
            return Err("a function address has no relocation".to_string());
        }
        if only_statepoint_records {
            for record in &blob.map.records {
                record.statepoint(&blob.map.constants).map_err(|error| {
                    format!("record at offset {}: {error}", record.instruction_offset)
                })?;
            }
        }
    }
    Ok(stack_maps)
}

/// Compiles and checks every input in every configuration, one thread per
/// configuration. Returns the number of objects that matched and the
/// inputs `opt`/`llc` rejected; mismatches are collected into `failures`.
fn check_inputs(
    test: &str,
    inputs: &[PathBuf],
    failures: &mut Vec<String>,
) -> (usize, Vec<String>) {
    let scratch = scratch_folder(test);
    let outcomes: Vec<(usize, Vec<String>, Vec<String>)> = std::thread::scope(|scope| {
        let workers: Vec<_> = LLC_CONFIGURATIONS
            .iter()
            .map(|configuration| {
                let scratch = &scratch;
                scope.spawn(move || check_inputs_in_configuration(inputs, configuration, scratch))
            })
            .collect();
        workers
            .into_iter()
            .map(|worker| worker.join().expect("a checking thread does not panic"))
            .collect()
    });
    let mut matched = 0;
    let mut not_compiled = Vec::new();
    for (configuration_matched, configuration_not_compiled, configuration_failures) in outcomes {
        matched += configuration_matched;
        not_compiled.extend(configuration_not_compiled);
        failures.extend(configuration_failures);
    }
    (matched, not_compiled)
}

/// Returns (matched, not compiled, failures) for one configuration.
fn check_inputs_in_configuration(
    inputs: &[PathBuf],
    configuration: &LlcConfiguration,
    scratch: &Path,
) -> (usize, Vec<String>, Vec<String>) {
    let mut matched = 0;
    let mut not_compiled = Vec::new();
    let mut failures = Vec::new();
    for input in inputs {
        let stem = input.file_stem().unwrap_or_default().to_string_lossy();
        let object = scratch.join(format!("{stem}.{}.o", configuration.name));
        let where_ = format!("{} [{}]", input.display(), configuration.name);
        if let Err(error) = compile(input, configuration, &object) {
            not_compiled.push(format!("{where_}: {}", error.lines().next().unwrap_or("")));
            continue;
        }
        match check_object(&object, has_only_statepoint_records(input)) {
            Ok(_) => matched += 1,
            Err(error) => failures.push(format!("{where_}: {error}")),
        }
    }
    (matched, not_compiled, failures)
}

#[test]
fn programs_and_examples_match_llvm_readobj_and_round_trip() {
    let test = "programs_and_examples";
    if !llvm_tools_available(test) {
        return;
    }
    let mut inputs = ll_files(&crate_folder().join("tests/programs"));
    inputs.extend(ll_files(&crate_folder().join("../../examples")));
    let mut failures = Vec::new();
    let (matched, not_compiled) = check_inputs(test, &inputs, &mut failures);
    println!("{test}: {matched} llc objects matched llvm-readobj-19 --stackmap byte for byte");
    assert!(
        not_compiled.is_empty(),
        "inputs that did not compile:\n{}",
        not_compiled.join("\n")
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert_eq!(matched, inputs.len() * LLC_CONFIGURATIONS.len());
}

#[test]
fn llvm_conformance_inputs_match_llvm_readobj_and_round_trip() {
    let test = "llvm_conformance";
    let folder = crate_folder().join("../../../shared/conformance/llvm/RewriteStatepointsForGC");
    if !folder.is_dir() {
        println!("{test}: skipped, {} not found", folder.display());
        return;
    }
    if !llvm_tools_available(test) {
        return;
    }
    let inputs = ll_files(&folder);
    let mut failures = Vec::new();
    let (matched, not_compiled) = check_inputs(test, &inputs, &mut failures);
    println!(
        "{test}: {matched} llc objects matched llvm-readobj-19 --stackmap byte for byte; {} input/configuration pairs that opt-19 or llc-19 rejected were skipped",
        not_compiled.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    assert!(matched > 0, "no conformance input compiled");
}

/// Compiles one of `tests/programs` for x86-64 and checks it; `None` (after
/// a message) when the LLVM tools are missing.
fn checked_x86_64_program(test: &str, program: &str) -> Option<(PathBuf, ElfStackMaps)> {
    if !llvm_tools_available(test) {
        return None;
    }
    let input = crate_folder().join("tests/programs").join(program);
    let object = scratch_folder(test).join(program).with_extension("o");
    compile(&input, &LLC_CONFIGURATIONS[0], &object).expect("the program compiles");
    let stack_maps = check_object(&object, has_only_statepoint_records(&input))
        .unwrap_or_else(|error| panic!("{program}: {error}"));
    Some((object, stack_maps))
}

fn only_blob(stack_maps: &ElfStackMaps) -> &stackmap::elf::SectionBlob {
    let blobs = &stack_maps
        .section
        .as_ref()
        .expect("a stack map section")
        .blobs;
    assert_eq!(blobs.len(), 1, "a relocatable object holds one blob");
    &blobs[0]
}

#[test]
fn deopt_values_and_derived_pointers_read_as_statepoints() {
    let Some((_, stack_maps)) = checked_x86_64_program("deopt_and_derived", "deopt-and-derived.ll")
    else {
        return;
    };
    let blob = only_blob(&stack_maps);
    let relocated_functions: Vec<(&str, i64)> = blob
        .function_address_relocations
        .iter()
        .flatten()
        .map(|relocation| (relocation.symbol_name.as_str(), relocation.addend))
        .collect();
    assert_eq!(
        relocated_functions,
        [("derived_and_deopt", 0), ("second", 0)]
    );
    let map = &blob.map;
    let views: Vec<_> = map
        .records
        .iter()
        .map(|record| record.statepoint(&map.constants).expect("a statepoint"))
        .collect();
    assert_eq!(views.len(), 3);

    // call void @callee(i64 1) [ "deopt"(i32 %small, i64 %big, i64 123456789012345,
    //   i32 -7, ptr addrspace(1) %obj, double 2.5, float 1.0) ]
    let deopt = &views[0].deopt;
    assert_eq!(deopt.len(), 7);
    assert_eq!((deopt[0].kind, deopt[0].size), (LocationKind::Indirect, 4));
    assert_eq!((deopt[1].kind, deopt[1].size), (LocationKind::Indirect, 8));
    let constant = |index: usize| deopt[index].constant_value(&map.constants);
    assert_eq!(deopt[2].kind, LocationKind::ConstantIndex);
    assert_eq!(constant(2), Some(123_456_789_012_345));
    assert_eq!(constant(3), Some(-7i64 as u64));
    assert_eq!(deopt[4].kind, LocationKind::Indirect);
    assert_eq!(constant(5), Some(2.5f64.to_bits()));
    assert_eq!(constant(6), Some(u64::from(1.0f32.to_bits())));
    // %field (interior) and %outside (exterior) are derived from %obj.
    let derived_pairs = |view: &stackmap::StatepointView| {
        view.gc_pairs
            .iter()
            .filter(|(base, derived)| base != derived)
            .count()
    };
    assert_eq!(views[0].gc_pairs.len(), 3);
    assert_eq!(derived_pairs(&views[0]), 2);

    // @make() [ "deopt"(ptr %x, i64 -9223372036854775808) ]: an alloca's
    // address and a constant too large for 32 bits.
    let deopt = &views[1].deopt;
    assert_eq!(deopt[0].kind, LocationKind::Direct);
    assert_eq!(deopt[1].constant_value(&map.constants), Some(1 << 63));
    // In the loop, %p.next is derived from %a.
    assert_eq!(derived_pairs(&views[2]), 1);
    assert!(views
        .iter()
        .all(|view| view.flags == 0 && view.calling_convention == 0));

    let return_offsets: Vec<u64> = map
        .call_sites()
        .unwrap()
        .iter()
        .map(|(return_address, record, _)| {
            assert_eq!(*return_address, u64::from(record.instruction_offset));
            *return_address
        })
        .collect();
    assert_eq!(return_offsets.len(), 3);
}

/// The blob with every function address set to zero, as in an object.
fn without_addresses(map: &StackMap) -> StackMap {
    let mut map = map.clone();
    for function in &mut map.functions {
        function.address = 0;
    }
    map
}

#[test]
fn linked_executable_holds_one_blob_per_object_with_resolved_addresses() {
    let test = "linked_executable";
    if !tool_is_available("cc") {
        println!("{test}: skipped, no cc to link with");
        return;
    }
    let Some((first_object, first)) = checked_x86_64_program(test, "deopt-and-derived.ll") else {
        return;
    };
    let Some((second_object, second)) =
        checked_x86_64_program(test, "stackmaps-and-patchpoints.ll")
    else {
        return;
    };
    let linked = scratch_folder(test).join("linked");
    run(Command::new("cc")
        .args([
            "-nostdlib",
            "-no-pie",
            "-Wl,--unresolved-symbols=ignore-all",
            "-Wl,-e,0",
        ])
        .arg(&first_object)
        .arg(&second_object)
        .arg("-o")
        .arg(&linked))
    .expect("the objects link");

    let bytes = std::fs::read(&linked).unwrap();
    let stack_maps = read_elf_stack_maps(&bytes).unwrap();
    assert_eq!(stack_maps.file_kind, ElfFileKind::Executable);
    let blobs = &stack_maps.section.as_ref().unwrap().blobs;
    assert_eq!(blobs.len(), 2);

    // llvm-readobj prints the first blob only; we print both.
    let ours = render_elf_stack_maps(&linked.to_string_lossy(), &stack_maps);
    let theirs = llvm_readobj_text(&linked).unwrap();
    assert!(
        ours.starts_with(&theirs),
        "{}",
        first_difference(&ours, &theirs)
    );
    assert!(ours[theirs.len()..].starts_with("LLVM StackMap Version: 3\n"));

    let linked_file = object::File::parse(bytes.as_slice()).unwrap();
    let symbol_address = |name: &str| {
        use object::{Object, ObjectSymbol};
        linked_file
            .symbols()
            .find(|symbol| symbol.name() == Ok(name))
            .map(|symbol| symbol.address())
            .unwrap_or_else(|| panic!("{name} is in the executable"))
    };
    for (linked_blob, object_maps) in blobs.iter().zip([&first, &second]) {
        let object_blob = only_blob(object_maps);
        assert_eq!(without_addresses(&linked_blob.map), object_blob.map);
        assert!(linked_blob
            .function_address_relocations
            .iter()
            .all(Option::is_none));
        for (function, relocation) in linked_blob
            .map
            .functions
            .iter()
            .zip(&object_blob.function_address_relocations)
        {
            let relocation = relocation.as_ref().unwrap();
            let expected =
                symbol_address(&relocation.symbol_name).wrapping_add_signed(relocation.addend);
            assert_eq!(function.address, expected, "{}", relocation.symbol_name);
        }
    }
}
