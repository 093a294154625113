use super::*;
use crate::prepare_for_execution::{prepare_for_execution, ExecutionPreparation};
use crate::safepoint_ir_verifier::{verify_safepoint_ir, ReportingMode};

const DECLARATIONS: &str =
    "declare ptr addrspace(1) @gc_alloc(i64, i64)\ndeclare void @use(ptr addrspace(1))\n";

/// Runs the pass on `body_text` (functions using the declarations above);
/// returns how many calls it rewrote and the printed module, checked to
/// parse back and verify.
fn inlined(body_text: &str) -> (usize, String) {
    let mut module =
        ir::parse_module(&format!("{DECLARATIONS}{body_text}")).expect("test module parses");
    let rewritten = inline_allocation(&mut module).expect("no name clash");
    let printed = ir::printer::print_module(&module);
    let reparsed = ir::parse_module(&printed).expect("the output parses");
    if let Err(errors) = ir::verifier::verify_module(&reparsed) {
        panic!("the pass broke the module: {errors:?}\n{printed}");
    }
    (rewritten, printed)
}

fn one_allocation(references: &str, raw_bytes: &str) -> String {
    format!(
        "define void @f(i64 %n) gc \"statepoint-example\" {{
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 {references}, i64 {raw_bytes})
  call void @use(ptr addrspace(1) %object)
  ret void
}}
"
    )
}

#[test]
fn a_constant_small_allocation_becomes_the_contract_fast_path() {
    let (rewritten, printed) = inlined(&one_allocation("2", "12"));
    assert_eq!(rewritten, 1);
    let expected = "define void @f(i64 %n) gc \"statepoint-example\" {
entry:
  %gc_alloc.cursor = load i64, ptr @gc_allocation_buffer, align 8
  %gc_alloc.limit = load i64, ptr getelementptr inbounds (i8, ptr @gc_allocation_buffer, i64 8), align 8
  %gc_alloc.end = add nuw i64 %gc_alloc.cursor, 40
  %gc_alloc.fits = icmp ule i64 %gc_alloc.end, %gc_alloc.limit
  br i1 %gc_alloc.fits, label %gc_alloc.fast, label %gc_alloc.slow

gc_alloc.fast:                                    ; preds = %entry
  store i64 %gc_alloc.end, ptr @gc_allocation_buffer, align 8
  %gc_alloc.object = inttoptr i64 %gc_alloc.cursor to ptr addrspace(1)
  store i64 51539607554, ptr addrspace(1) %gc_alloc.object, align 8
  br label %gc_alloc.join

gc_alloc.join:                                    ; preds = %gc_alloc.slow, %gc_alloc.fast
  %object = phi ptr addrspace(1) [ %gc_alloc.object, %gc_alloc.fast ], [ %gc_alloc.slow_object, %gc_alloc.slow ]
  call void @use(ptr addrspace(1) %object)
  ret void

gc_alloc.slow:                                    ; preds = %entry
  %gc_alloc.slow_object = call ptr addrspace(1) @gc_alloc(i64 2, i64 12)
  br label %gc_alloc.join
}";
    assert!(printed.contains(expected), "{printed}");
    assert!(printed.contains("@gc_allocation_buffer = external global { i64, i64 }"));
    assert_eq!(2 | 12 << 32, 51539607554_u64);
}

#[test]
fn footprints_are_at_least_two_words_and_at_most_the_limit() {
    for (references, raw_bytes, footprint) in [
        ("0", "0", 16),
        ("0", "1", 16),
        ("0", "248", 256),
        ("31", "0", 256),
    ] {
        let (rewritten, printed) = inlined(&one_allocation(references, raw_bytes));
        assert_eq!(rewritten, 1, "{printed}");
        assert!(
            printed.contains(&format!(
                "%gc_alloc.end = add nuw i64 %gc_alloc.cursor, {footprint}\n"
            )),
            "{references} {raw_bytes}: {printed}"
        );
    }
}

#[test]
fn non_constant_invalid_and_large_shapes_stay_calls() {
    for (references, raw_bytes) in [
        ("%n", "8"),
        ("1", "%n"),
        ("-1", "8"),
        ("0", "-8"),
        ("0", "249"),
        ("31", "1"),
        ("4294967295", "0"),
        ("0", "4294967296"),
    ] {
        let (rewritten, printed) = inlined(&one_allocation(references, raw_bytes));
        assert_eq!(rewritten, 0, "{references} {raw_bytes}");
        assert!(!printed.contains("gc_allocation_buffer"), "{printed}");
    }
}

#[test]
fn only_calls_of_the_abi_prototype_without_bundles_are_rewritten() {
    let cases = [
        // Called through another function type.
        "define void @f() gc \"statepoint-example\" {
  %object = call ptr addrspace(1) @gc_alloc(i32 1, i64 8)
  ret void
}
",
        // Operand bundles would be lost on the fast path.
        "define void @f() gc \"statepoint-example\" {
  %object = call ptr addrspace(1) @gc_alloc(i64 1, i64 8) [ \"deopt\"(i64 3) ]
  ret void
}
",
        // Another calling convention.
        "define void @f() gc \"statepoint-example\" {
  %object = call fastcc ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  ret void
}
",
        "define ptr addrspace(1) @f(i64 %bytes, i64 %references) gc \"statepoint-example\" {
  %object = musttail call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  ret ptr addrspace(1) %object
}
",
        "define void @f() gc \"statepoint-example\" personality ptr null {
entry:
  %object = invoke ptr addrspace(1) @gc_alloc(i64 1, i64 8)
          to label %done unwind label %landing
done:
  ret void
landing:
  %pad = landingpad token cleanup
  ret void
}
",
    ];
    for case in cases {
        let (rewritten, printed) = inlined(case);
        assert_eq!(rewritten, 0, "{printed}");
    }
    let mut module = ir::parse_module(
        "declare ptr addrspace(1) @gc_alloc(i64)
define void @f() {
  %object = call ptr addrspace(1) @gc_alloc(i64 1)
  ret void
}
",
    )
    .unwrap();
    assert_eq!(inline_allocation(&mut module), Ok(0), "another prototype");
}

#[test]
fn a_module_using_the_buffer_name_for_something_else_is_refused_unchanged() {
    let text = format!(
        "@gc_allocation_buffer = global i64 0\n{DECLARATIONS}{}",
        one_allocation("1", "8")
    );
    let mut module = ir::parse_module(&text).unwrap();
    let before = ir::printer::print_module(&module);
    let clash = inline_allocation(&mut module).unwrap_err();
    assert_eq!(
        clash.to_string(),
        "@gc_allocation_buffer is a runtime ABI name: it must be `@gc_allocation_buffer = external global { i64, i64 }` (or be left out to get it)"
    );
    assert_eq!(ir::printer::print_module(&module), before);
}

#[test]
fn successor_phis_and_later_uses_follow_the_join() {
    let (rewritten, printed) = inlined(
        "define ptr addrspace(1) @f(i1 %c, ptr addrspace(1) %old) gc \"statepoint-example\" {
entry:
  br i1 %c, label %make, label %done
make:
  %first = call ptr addrspace(1) @gc_alloc(i64 1, i64 0)
  %second = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  call void @use(ptr addrspace(1) %first)
  br label %done
done:
  %result = phi ptr addrspace(1) [ %second, %make ], [ %old, %entry ]
  ret ptr addrspace(1) %result
}
",
    );
    assert_eq!(rewritten, 2);
    for expected in [
        "%first = phi ptr addrspace(1) [ %gc_alloc.object, %gc_alloc.fast ], [ %gc_alloc.slow_object, %gc_alloc.slow ]",
        "call void @use(ptr addrspace(1) %first)",
        "%result = phi ptr addrspace(1) [ %second, %gc_alloc.join1 ], [ %old, %entry ]",
    ] {
        assert!(printed.contains(expected), "missing `{expected}` in:\n{printed}");
    }
}

/// The prepared allocation: RewriteStatepointsForGC relocates the joined
/// object across a later safepoint, only the slow call is a statepoint, and
/// the safepoint verifier accepts the result.
#[test]
fn prepared_fast_paths_are_relocated_and_verify() {
    let text = format!(
        "{DECLARATIONS}declare void @gc_collect()
define i64 @main() gc \"statepoint-example\" {{
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store i64 7, ptr addrspace(1) %field
  call void @gc_collect()
  %value = load i64, ptr addrspace(1) %field
  ret i64 %value
}}
"
    );
    let mut module = ir::parse_module(&text).unwrap();
    prepare_for_execution(&mut module, &ExecutionPreparation::default()).unwrap();
    let printed = ir::printer::print_module(&module);
    let reparsed = ir::parse_module(&printed).expect("the prepared module parses");
    if let Err(errors) = ir::verifier::verify_module(&reparsed) {
        panic!("{errors:?}\n{printed}");
    }
    verify_safepoint_ir(&reparsed, ReportingMode::FirstIllegalUseIsAnError)
        .unwrap_or_else(|error| panic!("{error}\n{printed}"));
    // The entry poll comes before the buffer test: a collection between the
    // loads of the cursor and their uses would leave them stale.
    let poll = printed.find("@gc_safepoint").expect("an entry poll");
    let loads = printed
        .find("%gc_alloc.cursor = load")
        .expect("a fast path");
    let test = printed.find("br i1 %gc_alloc.fits").expect("a buffer test");
    assert!(
        poll < loads && !printed[loads..test].contains("call"),
        "{printed}"
    );
    let fast_path = printed
        .split("gc_alloc.fast:")
        .nth(1)
        .and_then(|rest| rest.split("\n\n").next())
        .expect("a fast path");
    assert!(!fast_path.contains("call"), "{fast_path}");
    assert_eq!(
        printed
            .matches("@gc_alloc, i32 2, i32 0, i64 0, i64 8")
            .count(),
        1,
        "the slow path is the one statepoint of gc_alloc:\n{printed}"
    );
    for expected in [
        "[ \"gc-live\"(ptr addrspace(1) %object) ]",
        "%object.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(",
    ] {
        assert!(
            printed.contains(expected),
            "missing `{expected}` in:\n{printed}"
        );
    }
}

#[test]
fn the_pass_is_registered_as_inline_gc_alloc() {
    let mut module =
        ir::parse_module(&format!("{DECLARATIONS}{}", one_allocation("1", "8"))).unwrap();
    let pipeline = crate::build_pipeline("inline-gc-alloc").unwrap();
    pipeline
        .run(&mut module, &PassOptions::default(), Default::default())
        .unwrap();
    assert!(ir::printer::print_module(&module).contains("%gc_alloc.fits = icmp ule"));
}
