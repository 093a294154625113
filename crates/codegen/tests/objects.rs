//! Object output for x86-64 and AArch64: our `.llvm_stackmaps` section reads
//! back through the `stackmap` crate with relocated function addresses
//! (`R_X86_64_64`, `R_AARCH64_ABS64`, which the reader checks) and stack
//! pointer locations in the target's DWARF numbering (RSP = 7, SP = 31), and
//! `llvm-readobj-19 --stackmap` prints exactly what our dump prints (skipped
//! with a message when LLVM 19 is not installed). A vector record operand is
//! one location of its store size on both targets, and a deopt value of a
//! struct type is refused with its type, function and instruction.

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

/// A statepoint whose record operands are vectors no Cranelift value holds.
const VECTOR_RECORD_OPERANDS: &str = r#"
declare void @f()
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare <4 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v4p1(token, i32, i32)
define void @records(ptr %p) gc "statepoint-example" {
  %ints = load <8 x i32>, ptr %p
  %references = load <32 x ptr addrspace(1)>, ptr %p
  %live = load <4 x ptr addrspace(1)>, ptr %p
  %bits = icmp sgt <8 x i32> %ints, zeroinitializer
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 7, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0) [ "deopt"(<8 x i32> %ints, <32 x ptr addrspace(1)> %references, <8 x i1> %bits, <4 x ptr addrspace(1)> %live), "gc-live"(<4 x ptr addrspace(1)> %live) ]
  %relocated = call <4 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v4p1(token %t, i32 0, i32 0)
  store <4 x ptr addrspace(1)> %relocated, ptr %p
  ret void
}
"#;

#[test]
fn a_vector_record_operand_is_one_location_of_its_store_size() {
    for (triple, _, stack_pointer) in TARGETS {
        let mut module = ir::parse_module(VECTOR_RECORD_OPERANDS).expect("the module parses");
        module.triple = Some(triple.to_string());
        let object = codegen::compile_object(&module, "vectors").expect("the module compiles");
        let maps = stackmap::elf::read_elf_stack_maps(&object).unwrap();
        let map = &maps.section.expect("a .llvm_stackmaps section").blobs[0].map;
        let record = map.records[0].statepoint(&map.constants).unwrap();
        let indirect = |location: &stackmap::Location| {
            assert_eq!(location.kind, stackmap::LocationKind::Indirect, "{triple}");
            assert_eq!(location.dwarf_reg, stack_pointer, "{triple}");
            (location.size, location.offset_or_constant)
        };
        let deopt: Vec<(u16, i32)> = record.deopt.iter().map(indirect).collect();
        let sizes: Vec<u16> = deopt.iter().map(|&(size, _)| size).collect();
        // <8 x i32>, <32 x ptr addrspace(1)>, <8 x i1> (bit-packed), <4 x ptr addrspace(1)>.
        assert_eq!(sizes, [32, 256, 1, 32], "{triple}");
        let [(base, derived)] = record.gc_pairs.as_slice() else {
            panic!("{triple}: one pair expected");
        };
        // The gc-live vector shares the deopt value's slot.
        assert_eq!(indirect(base), deopt[3], "{triple}");
        assert_eq!(indirect(derived), deopt[3], "{triple}");
    }
}

#[test]
fn a_deopt_value_of_a_struct_type_is_refused_with_its_type_and_place() {
    let source = r#"
%pair = type { i32, i64 }
declare void @f()
define void @caller(ptr %p) {
  %value = load %pair, ptr %p
  call void @f() [ "deopt"(%pair %value) ]
  ret void
}
"#;
    let module = ir::parse_module(source).expect("the module parses");
    let error = codegen::compile_object(&module, "struct").expect_err("refused");
    let text = error.to_string();
    assert!(text.contains("aggregate type %pair"), "{text}");
    assert_eq!(error.function.as_deref(), Some("@caller"), "{text}");
    assert!(
        error
            .location
            .as_deref()
            .is_some_and(|at| at.contains("deopt")),
        "{text}"
    );
}
