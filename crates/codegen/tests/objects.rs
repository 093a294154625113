//! Object output for x86-64 and AArch64: our `.llvm_stackmaps` section reads
//! back through the `stackmap` crate with relocated function addresses
//! (`R_X86_64_64`, `R_AARCH64_ABS64`, which the reader checks) and stack
//! pointer locations in the target's DWARF numbering (RSP = 7, SP = 31), and
//! `llvm-readobj-19 --stackmap` prints exactly what our dump prints (skipped
//! with a message when LLVM 19 is not installed).

use stackmap::elf::ElfMachine;
use std::path::Path;
use std::process::Command;

/// The test programs with statepoints: calls, invokes, patch regions.
const PROGRAMS: [&str; 3] = [
    "statepoint-relocation.ll",
    "invoke-statepoints.ll",
    "patch-bytes.ll",
];

/// The targets objects are written for, with the machine and SP's DWARF number.
const TARGETS: [(&str, ElfMachine, u16); 2] = [
    ("x86_64-unknown-linux-gnu", ElfMachine::X86_64, 7),
    ("aarch64-unknown-linux-gnu", ElfMachine::AArch64, 31),
];

fn compile_program(name: &str, triple: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs")
        .join(name);
    let source = std::fs::read_to_string(path).expect("program exists");
    let mut module = ir::parse_module(&source).expect("program parses");
    module.triple = Some(triple.to_string());
    codegen::compile_object(&module, name).expect("program compiles")
}

#[test]
fn statepoint_records_of_an_object_read_back_with_function_relocations() {
    for (triple, machine, stack_pointer) in TARGETS {
        let object = compile_program("statepoint-relocation.ll", triple);
        let maps = stackmap::elf::read_elf_stack_maps(&object).expect("an ELF object");
        assert_eq!(maps.machine, machine);
        let section = maps.section.expect("a .llvm_stackmaps section");
        let blob = &section.blobs[0];
        assert_eq!(blob.map.functions.len(), 1);
        assert_eq!(blob.map.records.len(), 3);
        let relocation = blob.function_address_relocations[0]
            .as_ref()
            .expect("the function address is relocated");
        assert_eq!(relocation.symbol_name, "main");
        let first = blob.map.records[0].statepoint(&blob.map.constants).unwrap();
        assert_eq!(first.deopt.len(), 2);
        assert_eq!(first.gc_pairs.len(), 2);
        for (base, derived) in &first.gc_pairs {
            assert_eq!(base.kind, stackmap::LocationKind::Indirect);
            assert_eq!(
                (base.dwarf_reg, derived.dwarf_reg),
                (stack_pointer, stack_pointer)
            );
        }
    }
}

#[test]
fn every_function_of_every_object_has_a_relocated_address() {
    for program in PROGRAMS {
        for (triple, machine, stack_pointer) in TARGETS {
            let object = compile_program(program, triple);
            let maps = stackmap::elf::read_elf_stack_maps(&object).unwrap();
            assert_eq!(maps.machine, machine, "{program} for {triple}");
            let section = maps.section.expect("a .llvm_stackmaps section");
            for blob in &section.blobs {
                assert!(
                    blob.function_address_relocations
                        .iter()
                        .all(Option::is_some),
                    "{program} for {triple}"
                );
                for record in &blob.map.records {
                    for location in &record.locations {
                        if matches!(
                            location.kind,
                            stackmap::LocationKind::Indirect | stackmap::LocationKind::Direct
                        ) {
                            assert_eq!(location.dwarf_reg, stack_pointer, "{program} for {triple}");
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn llvm_readobj_prints_what_our_dump_prints() {
    if Command::new("llvm-readobj-19")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("skipped: llvm-readobj-19 is not installed");
        return;
    }
    let directory = std::env::temp_dir().join(format!("codegen-objects-{}", std::process::id()));
    std::fs::create_dir_all(&directory).unwrap();
    for program in PROGRAMS {
        for (triple, _, stack_pointer) in TARGETS {
            let object = compile_program(program, triple);
            let path = directory.join(format!("{program}.{triple}.o"));
            std::fs::write(&path, &object).unwrap();
            let output = Command::new("llvm-readobj-19")
                .arg("--stackmap")
                .arg(&path)
                .output()
                .unwrap();
            let text = String::from_utf8_lossy(&output.stdout);
            assert!(
                output.status.success(),
                "{}",
                String::from_utf8_lossy(&output.stderr)
            );
            assert!(
                text.contains(&format!("Indirect [R#{stack_pointer} +")),
                "{text}"
            );
            let maps = stackmap::elf::read_elf_stack_maps(&object).unwrap();
            let ours =
                stackmap::llvm_readobj::render_elf_stack_maps(&path.display().to_string(), &maps);
            assert_eq!(
                text.trim(),
                ours.trim(),
                "{program} for {triple}: our dump differs from llvm-readobj's"
            );
        }
    }
    std::fs::remove_dir_all(&directory).ok();
}
