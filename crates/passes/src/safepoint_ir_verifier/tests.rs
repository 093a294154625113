use super::*;

/// The print-only log of the verifier on `text`.
fn log_of(text: &str) -> String {
    let m = ir::parse_module(text).expect("test module parses");
    if let Err(errors) = ir::verifier::verify_module(&m) {
        panic!("test module is invalid: {errors:?}");
    }
    verify_safepoint_ir(&m, ReportingMode::PrintOnly).expect("print-only mode succeeds")
}

const DECLARATIONS: &str = r#"
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
declare void @callee()
"#;

/// A statepoint calling `@callee` with the given `gc-live` list (may be empty).
fn statepoint(token: &str, live: &str) -> String {
    let bundle = if live.is_empty() {
        String::new()
    } else {
        format!(" [\"gc-live\"({live})]")
    };
    format!("  %{token} = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @callee, i32 0, i32 0, i32 0, i32 0){bundle}\n")
}

#[test]
fn use_of_an_argument_after_a_statepoint_is_reported_in_llvm_words() {
    let text = format!(
        "{DECLARATIONS}define ptr addrspace(1) @f(ptr addrspace(1) %obj) gc \"statepoint-example\" {{\n{}  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)\n  ret ptr addrspace(1) %obj\n}}\n",
        statepoint("tok", "ptr addrspace(1) %obj")
    );
    assert_eq!(
        log_of(&text),
        "Verifying gc pointers in function: f\n\
         Illegal use of unrelocated value found!\n\
         Def: ptr addrspace(1) %obj\n\
         Use:   ret ptr addrspace(1) %obj\n"
    );
    let m = ir::parse_module(&text).unwrap();
    let error = verify_safepoint_ir(&m, ReportingMode::FirstIllegalUseIsAnError).unwrap_err();
    assert!(error
        .message
        .starts_with("Illegal use of unrelocated value found!\nDef: ptr addrspace(1) %obj\n"));
}

/// A diamond with a statepoint on the left path, then `merge_body` in the join block.
fn diamond(left_statepoint_live: &str, left_extra: &str, merge_body: &str) -> String {
    format!(
        "{DECLARATIONS}define void @f(ptr addrspace(1) %arg, i1 %c) gc \"statepoint-example\" {{\n\
entry:\n  %ptr = getelementptr i8, ptr addrspace(1) %arg, i64 4\n  br i1 %c, label %left, label %right\n\
left:\n{}{left_extra}  br label %merge\n\
right:\n  br label %merge\n\
merge:\n{merge_body}  ret void\n}}\n",
        statepoint("tok", left_statepoint_live)
    )
}

#[test]
fn a_phi_of_a_pointer_and_its_gep_compared_with_the_pointer_is_legal() {
    // LLVM 19 reports this (its known false positive): on each path both operands are
    // equally stale or equally current.
    let text = diamond(
        "",
        "",
        "  %val = phi ptr addrspace(1) [ %arg, %left ], [ %ptr, %right ]\n  %cmp = icmp eq ptr addrspace(1) %val, %arg\n",
    );
    assert_eq!(
        log_of(&text),
        "Verifying gc pointers in function: f\nNo illegal uses found by SafepointIRVerifier in: f\n"
    );
}

#[test]
fn poisoned_phis_may_only_be_compared_with_null() {
    let relocated = "  %arg.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)\n";
    let phi = "  %val = phi ptr addrspace(1) [ %arg.relocated, %left ], [ %arg, %right ]\n";
    // The right path also passes a statepoint, so `%arg` is stale there.
    let right_statepoint = format!("right:\n{}", statepoint("tok2", "ptr addrspace(1) %arg"));
    let with_statepoints_on_both_paths = |merge: &str| {
        diamond("ptr addrspace(1) %arg", relocated, merge).replace("right:\n", &right_statepoint)
    };
    let with_null = with_statepoints_on_both_paths(&format!(
        "{phi}  %cmp = icmp eq ptr addrspace(1) %val, null\n"
    ));
    assert!(log_of(&with_null).contains("No illegal uses"));
    let stored =
        with_statepoints_on_both_paths(&format!("{phi}  store ptr addrspace(1) %val, ptr undef\n"));
    assert!(log_of(&stored).contains(
        "Def:   %val = phi ptr addrspace(1) [ %arg.relocated, %left ], [ %arg, %right ]\nUse:   store ptr addrspace(1) %val, ptr undef, align 8\n"
    ));
}

#[test]
fn selects_are_classified_like_phis() {
    // LLVM 19 reports the select itself; it is only a use when its result is used.
    let compared = diamond(
        "",
        "",
        "  %s = select i1 %c, ptr addrspace(1) %arg, ptr addrspace(1) %ptr\n  %cmp = icmp eq ptr addrspace(1) %s, %arg\n",
    );
    assert!(log_of(&compared).contains("No illegal uses"));
    let stored = diamond(
        "",
        "",
        "  %s = select i1 %c, ptr addrspace(1) %arg, ptr addrspace(1) %ptr\n  store ptr addrspace(1) %s, ptr undef\n",
    );
    assert!(log_of(&stored).contains("Use:   store ptr addrspace(1) %s, ptr undef"));
}

#[test]
fn constant_derived_values_dead_blocks_and_other_strategies_are_exempt() {
    let text = format!(
        "{DECLARATIONS}@g = external addrspace(1) global i8\n\
define void @f(ptr addrspace(1) %arg) gc \"statepoint-example\" {{\n\
entry:\n  %k = getelementptr i8, ptr addrspace(1) null, i64 8\n{}  %use.k = load i8, ptr addrspace(1) %k\n  %use.g = load i8, ptr addrspace(1) @g\n  br i1 false, label %dead, label %live\n\
dead:\n  %bad = load i8, ptr addrspace(1) %arg\n  ret void\n\
live:\n  ret void\n}}\n\
define void @other(ptr addrspace(1) %arg) gc \"shadow-stack\" {{\n\
entry:\n  call void @callee()\n  %x = load i8, ptr addrspace(1) %arg\n  ret void\n}}\n",
        statepoint("tok", "")
    );
    assert_eq!(
        log_of(&text),
        "Verifying gc pointers in function: f\nNo illegal uses found by SafepointIRVerifier in: f\n\
         Verifying gc pointers in function: other\nNo illegal uses found by SafepointIRVerifier in: other\n"
    );
}

#[test]
fn a_loop_carrying_a_stale_pointer_is_reported() {
    let text = format!(
        "{DECLARATIONS}define void @f(ptr addrspace(1) %arg) gc \"statepoint-example\" {{\n\
entry:\n  br label %loop\n\
loop:\n  %base = phi ptr addrspace(1) [ %arg, %entry ], [ %base.relocated, %loop ]\n  %p = phi ptr addrspace(1) [ %arg, %entry ], [ %q, %loop ]\n  %q = getelementptr i8, ptr addrspace(1) %p, i64 1\n{}  %base.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)\n  %q.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 1)\n  br label %loop\n}}\n",
        statepoint("tok", "ptr addrspace(1) %base, ptr addrspace(1) %q")
    );
    let log = log_of(&text);
    assert!(
        log.contains(
            "Def:   %q = getelementptr i8, ptr addrspace(1) %p, i64 1\nUse:   %tok = call token"
        ),
        "{log}"
    );
    // The same loop carrying the relocated pointer is fine.
    let fixed = text.replace("[ %q, %loop ]", "[ %q.relocated, %loop ]");
    assert!(log_of(&fixed).contains("No illegal uses"));
}
