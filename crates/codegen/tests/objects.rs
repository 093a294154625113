//! Object output: our `.llvm_stackmaps` section is accepted by `llvm-readobj-19
//! --stackmap` (skipped with a message when LLVM 19 is not installed) and reads
//! back through the `stackmap` crate with relocated function addresses.

use std::path::Path;
use std::process::Command;

fn compile_program(name: &str) -> Vec<u8> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/programs")
        .join(name);
    let source = std::fs::read_to_string(path).expect("program exists");
    let module = ir::parse_module(&source).expect("program parses");
    codegen::compile_object(&module, name).expect("program compiles")
}

#[test]
fn statepoint_records_of_an_object_read_back_with_function_relocations() {
    let object = compile_program("statepoint-relocation.ll");
    let maps = stackmap::elf::read_elf_stack_maps(&object).expect("an ELF object");
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
}

#[test]
fn llvm_readobj_accepts_our_stack_maps() {
    if Command::new("llvm-readobj-19")
        .arg("--version")
        .output()
        .is_err()
    {
        eprintln!("skipped: llvm-readobj-19 is not installed");
        return;
    }
    let object = compile_program("statepoint-relocation.ll");
    let directory = std::env::temp_dir().join(format!("codegen-objects-{}", std::process::id()));
    std::fs::create_dir_all(&directory).unwrap();
    let path = directory.join("statepoint-relocation.o");
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
    assert!(text.contains("Num Functions: 1"), "{text}");
    assert!(text.contains("Num Records: 3"), "{text}");
    assert!(text.contains("Indirect [R#7 +"), "{text}");
    let maps = stackmap::elf::read_elf_stack_maps(&object).unwrap();
    let ours = stackmap::llvm_readobj::render_elf_stack_maps(&path.display().to_string(), &maps);
    assert_eq!(
        text.trim(),
        ours.trim(),
        "our dump differs from llvm-readobj's"
    );
    std::fs::remove_dir_all(&directory).ok();
}
