//! The typed-pointer IR clang 14 emits (`tests/clang14/ll/*.clang14.ll`, made
//! by `scripts/gen-clang14-fixtures`) read and printed by this crate equals,
//! byte for byte after the `; ModuleID` line, what LLVM makes of it
//! (`*.llvm.ll`: `opt-16 -S`, the last LLVM that reads typed pointers, then
//! `opt-19 -S`). Needs no LLVM tool at test time; `scripts/typed-pointer-roundtrip`
//! runs the same comparison on every module clang 14 makes of the C corpus.

use std::path::{Path, PathBuf};

fn fixtures_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../tests/clang14/ll")
}

fn after_module_id(text: &str) -> &str {
    match text.strip_prefix("; ModuleID") {
        Some(rest) => rest.split_once('\n').map_or("", |(_, body)| body),
        None => text,
    }
}

#[test]
fn clang14_modules_upgrade_as_llvm_upgrades_them() {
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(fixtures_dir())
        .expect("tests/clang14/ll exists")
        .map(|entry| entry.expect("directory entry").path())
        .filter(|path| path.to_string_lossy().ends_with(".clang14.ll"))
        .collect();
    inputs.sort();
    assert!(inputs.len() >= 6, "fixtures: {inputs:?}");
    let mut differing = Vec::new();
    for input in &inputs {
        let text = std::fs::read_to_string(input).expect("readable fixture");
        let expected_path = input.to_string_lossy().replace(".clang14.ll", ".llvm.ll");
        let expected = std::fs::read_to_string(&expected_path).expect("expected output exists");
        let module = ir::parse_module(&text)
            .unwrap_or_else(|d| panic!("{}:{}:{}: {}", input.display(), d.line, d.col, d.message));
        let printed = ir::printer::print_module(&module);
        if after_module_id(&printed) != after_module_id(&expected) {
            let line = after_module_id(&printed)
                .lines()
                .zip(after_module_id(&expected).lines())
                .position(|(a, b)| a != b);
            differing.push(format!(
                "{} (first differing line: {line:?})",
                input.display()
            ));
        }
    }
    assert!(
        differing.is_empty(),
        "differ from LLVM's upgrade: {differing:#?}"
    );
}
