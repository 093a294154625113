//! Constant expressions are read as LLVM 19 reads them: for every opcode
//! LLVM has had in a constant expression, in a global initializer and as an
//! instruction operand of an opaque-pointer module, `statepoint opt -S`
//! accepts exactly what `llvm-as-19` accepts, refuses the rest with LLVM's
//! message at LLVM's line and column, and prints what it accepts as
//! `llvm-as-19 | llvm-dis-19` prints it. LLVM folds some expressions of
//! constant operands as it reads them (`trunc` of `ptrtoint`, element
//! operations on constant vectors, `add` of two integers, ...) and we do not
//! (docs/conformance.md, "Constant folding"): those are in
//! [`FOLDED_BY_LLVM`], checked for acceptance only. Skipped, with a message,
//! when LLVM 19's tools are missing.

mod support;

use support::{module_body, run, text_tools_missing};

/// Each expression with its type, as written in a module where `@flag` is
/// an `i32` global.
const EXPRESSIONS: &[(&str, &str)] = &[
    ("i64", "add (i64 ptrtoint (ptr @flag to i64), i64 8)"),
    ("i64", "sub nuw (i64 ptrtoint (ptr @flag to i64), i64 8)"),
    ("i64", "mul nsw (i64 ptrtoint (ptr @flag to i64), i64 3)"),
    ("i64", "xor (i64 ptrtoint (ptr @flag to i64), i64 -1)"),
    ("i64", "udiv (i64 ptrtoint (ptr @flag to i64), i64 3)"),
    ("i64", "sdiv exact (i64 ptrtoint (ptr @flag to i64), i64 4)"),
    ("i64", "urem (i64 ptrtoint (ptr @flag to i64), i64 3)"),
    ("i64", "srem (i64 ptrtoint (ptr @flag to i64), i64 3)"),
    ("i64", "shl (i64 ptrtoint (ptr @flag to i64), i64 1)"),
    ("i64", "lshr (i64 ptrtoint (ptr @flag to i64), i64 1)"),
    ("i64", "ashr (i64 ptrtoint (ptr @flag to i64), i64 1)"),
    ("i64", "and (i64 ptrtoint (ptr @flag to i64), i64 7)"),
    ("i64", "or (i64 ptrtoint (ptr @flag to i64), i64 7)"),
    ("double", "fadd (double 1.0, double 2.0)"),
    ("double", "fsub (double 1.0, double 2.0)"),
    ("double", "fmul (double 1.0, double 2.0)"),
    ("double", "fdiv (double 1.0, double 2.0)"),
    ("double", "frem (double 1.0, double 2.0)"),
    ("double", "fneg (double 1.0)"),
    (
        "i32",
        "trunc (i64 add (i64 ptrtoint (ptr @flag to i64), i64 8) to i32)",
    ),
    ("i128", "zext (i64 ptrtoint (ptr @flag to i64) to i128)"),
    ("i128", "sext (i64 ptrtoint (ptr @flag to i64) to i128)"),
    ("float", "fptrunc (double 1.0 to float)"),
    ("double", "fpext (float 1.0 to double)"),
    ("i64", "fptoui (double 1.0 to i64)"),
    ("i64", "fptosi (double 1.0 to i64)"),
    (
        "double",
        "uitofp (i64 ptrtoint (ptr @flag to i64) to double)",
    ),
    (
        "double",
        "sitofp (i64 ptrtoint (ptr @flag to i64) to double)",
    ),
    ("i64", "ptrtoint (ptr @flag to i64)"),
    ("ptr", "inttoptr (i64 16 to ptr)"),
    (
        "ptr addrspace(1)",
        "addrspacecast (ptr @flag to ptr addrspace(1))",
    ),
    (
        "<2 x i32>",
        "bitcast (i64 ptrtoint (ptr @flag to i64) to <2 x i32>)",
    ),
    ("ptr", "getelementptr inbounds (i8, ptr @flag, i64 2)"),
    ("i1", "icmp eq (ptr @flag, ptr null)"),
    ("i1", "fcmp olt (double 1.0, double 2.0)"),
    ("i64", "select (i1 true, i64 1, i64 2)"),
    ("i32", "extractvalue ({ i32 } { i32 3 }, 0)"),
    ("{ i32 }", "insertvalue ({ i32 } { i32 3 }, i32 1, 0)"),
    (
        "i32",
        "extractelement (<2 x i32> bitcast (i64 ptrtoint (ptr @flag to i64) to <2 x i32>), i32 1)",
    ),
    (
        "<2 x i32>",
        "insertelement (<2 x i32> <i32 1, i32 2>, i32 7, i32 ptrtoint (ptr @flag to i32))",
    ),
];

/// Expressions LLVM 19 reads and folds, which we read unfolded.
const FOLDED_BY_LLVM: &[(&str, &str)] = &[
    ("i32", "trunc (i64 ptrtoint (ptr @flag to i64) to i32)"),
    ("i64", "add (i64 1, i64 2)"),
    ("i64", "extractelement (<2 x i64> <i64 1, i64 2>, i32 1)"),
    (
        "<2 x i64>",
        "insertelement (<2 x i64> <i64 1, i64 2>, i64 ptrtoint (ptr @flag to i64), i32 0)",
    ),
    (
        "<2 x i64>",
        "shufflevector (<2 x i64> <i64 1, i64 2>, <2 x i64> <i64 3, i64 4>, <2 x i32> <i32 3, i32 0>)",
    ),
];

/// `file:line:col: error: message` of a failed run, without the file name.
fn error_line(stderr: &str) -> Option<String> {
    let line = stderr.lines().find(|line| line.contains(": error: "))?;
    let (position, message) = line.split_once(": error: ")?;
    let mut parts = position.rsplitn(3, ':');
    let column = parts.next()?;
    let row = parts.next()?;
    Some(format!("{row}:{column}: {message}"))
}

#[test]
fn every_constant_expression_is_read_or_refused_as_llvm_19_does() {
    if text_tools_missing() {
        println!("constant_expressions: SKIPPED: llvm-as-19 or llvm-dis-19 is not installed");
        return;
    }
    let (mut printed, mut folded, mut refused) = (0, 0, 0);
    let compared = EXPRESSIONS.iter().map(|e| (e, true));
    let read_only = FOLDED_BY_LLVM.iter().map(|e| (e, false));
    for ((ty, expression), compare_printing) in compared.chain(read_only) {
        let modules = [
            format!("@flag = global i32 0\n@value = global {ty} {expression}\n"),
            format!("@flag = global i32 0\ndefine {ty} @f() {{\n  ret {ty} {expression}\n}}\n"),
        ];
        for module in modules {
            let llvm = llvm_round_trip(&module);
            let ours = run(env!("CARGO_BIN_EXE_statepoint"), &["opt", "-S"], &module);
            match (&llvm, &ours) {
                (Ok(theirs), Ok(ours)) => {
                    if compare_printing {
                        assert_eq!(
                            module_body(theirs),
                            module_body(ours),
                            "printed differently:\n{module}"
                        );
                        printed += 1;
                    } else {
                        folded += 1;
                    }
                }
                (Err(theirs), Err(ours)) => {
                    assert_eq!(
                        error_line(theirs),
                        error_line(ours),
                        "refused differently:\n{module}\nllvm-as-19: {theirs}\nours: {ours}"
                    );
                    refused += 1;
                }
                _ => panic!("llvm-as-19: {llvm:?}\nours: {ours:?}\nfor:\n{module}"),
            }
        }
    }
    println!(
        "constant_expressions: {printed} modules read and printed as LLVM 19 does, \
         {folded} read (LLVM folds them), {refused} refused as it refuses them"
    );
    assert!(printed > 0 && folded > 0 && refused > 0);
}

/// `llvm-as-19 | llvm-dis-19` of `module`: the text LLVM prints, or its error.
fn llvm_round_trip(module: &str) -> Result<String, String> {
    let bitcode = std::env::temp_dir().join(format!(
        "statepoint-constant-expressions-{}.bc",
        std::process::id()
    ));
    let bitcode_path = bitcode.to_str().expect("a UTF-8 temporary path");
    run("llvm-as-19", &["-", "-o", bitcode_path], module)?;
    let printed = run("llvm-dis-19", &[bitcode_path, "-o", "-"], "");
    let _ = std::fs::remove_file(&bitcode);
    printed
}
