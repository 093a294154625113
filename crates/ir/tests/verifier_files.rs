//! Data-driven verifier tests: every `tests/verifier/*.ll` starts with `; VALID` or
//! with one or more `; ERROR: <message>` lines, each of which must be among the
//! verifier's messages. The expected messages are LLVM 19's (`llvm-as-19` prints
//! the same first line for each of these files).

use std::path::Path;

#[test]
fn verifier_files_give_expected_verdicts() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/verifier");
    let mut entries: Vec<_> = std::fs::read_dir(&dir)
        .expect("tests/verifier exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|x| x == "ll"))
        .collect();
    entries.sort();
    assert!(entries.len() >= 10, "expected the verifier test files");
    for path in entries {
        let text = std::fs::read_to_string(&path).expect("readable file");
        let module = ir::parser::parse_module(&text)
            .unwrap_or_else(|d| panic!("{}: parse error {d}", path.display()));
        let messages: Vec<String> = match ir::verifier::verify_module(&module) {
            Ok(()) => Vec::new(),
            Err(errors) => errors.into_iter().map(|e| e.message).collect(),
        };
        let expected: Vec<&str> = text
            .lines()
            .filter_map(|l| l.strip_prefix("; ERROR: "))
            .collect();
        if text.starts_with("; VALID") {
            assert!(messages.is_empty(), "{}: {messages:?}", path.display());
        } else {
            assert!(!expected.is_empty(), "{}: no expectation", path.display());
            for message in expected {
                assert!(
                    messages.iter().any(|m| m == message),
                    "{}: expected {message:?} among {messages:?}",
                    path.display()
                );
            }
        }
    }
}
