use super::*;

/// The ABI's canonical poll, as `linkonce_odr` (runtime-abi.md, "The canonical poll").
const CANONICAL_POLL_TEXT: &str = "define linkonce_odr void @gc.safepoint_poll() {
entry:
  %flag = load volatile i32, ptr @gc_poll_flag, align 4
  %requested = icmp ne i32 %flag, 0
  br i1 %requested, label %slow, label %done

slow:                                             ; preds = %entry
  call void @gc_safepoint()
  br label %done

done:                                             ; preds = %slow, %entry
  ret void
}";

fn prepared(text: &str, default_gc_strategy: Option<&str>) -> String {
    let mut module = ir::parse_module(text).expect("test module parses");
    let preparation = ExecutionPreparation {
        default_gc_strategy: default_gc_strategy.map(str::to_string),
        ..ExecutionPreparation::default()
    };
    prepare_for_execution(&mut module, &preparation).expect("preparation succeeds");
    // What a backend reads: the printed module, parsed back and verified.
    let printed = ir::printer::print_module(&module);
    let reparsed = ir::parse_module(&printed).expect("the prepared module parses");
    if let Err(errors) =
        ir::verifier::verify_module_with(&reparsed, ir::verifier::Rules::WithRelocateBases)
    {
        panic!("preparation broke the module: {errors:?}\n{printed}");
    }
    printed
}

const ALLOCATING_PROGRAM: &str = r#"
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
define i64 @main() gc "statepoint-example" {
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store i64 7, ptr addrspace(1) %field
  call void @gc_collect()
  %value = load i64, ptr addrspace(1) %field
  ret i64 %value
}
"#;

#[test]
fn adds_the_canonical_poll_and_the_missing_runtime_declarations() {
    let printed = prepared(ALLOCATING_PROGRAM, None);
    assert!(printed.contains(CANONICAL_POLL_TEXT), "{printed}");
    for declaration in [
        "declare ptr addrspace(1) @gc_alloc(i64, i64)",
        "declare void @gc_collect()",
        "declare void @gc_safepoint()",
        "@gc_poll_flag = external global i32",
        "declare void @rt_print_i64(i64) #",
        "declare void @rt_print_str(ptr addrspace(1)) #",
    ] {
        assert_eq!(
            printed.matches(declaration).count(),
            1,
            "{declaration} in\n{printed}"
        );
    }
    assert!(printed.contains("\"gc-leaf-function\""), "{printed}");
}

#[test]
fn rewrites_the_program_into_statepoints_with_an_inlined_entry_poll() {
    let printed = prepared(ALLOCATING_PROGRAM, None);
    let main = &printed[printed.find("define i64 @main()").unwrap()..];
    let main = &main[..main.find("\n}\n").unwrap()];
    assert!(
        main.contains("load volatile i32, ptr @gc_poll_flag"),
        "{main}"
    );
    assert!(
        main.contains("@llvm.experimental.gc.statepoint.p0"),
        "{main}"
    );
    assert!(main.contains("@llvm.experimental.gc.relocate.p1"), "{main}");
    assert!(!main.contains("call void @gc_collect()"), "{main}");
}

#[test]
fn keeps_what_the_module_already_declares_and_defines() {
    let program = r#"
@gc_poll_flag = external global i32
declare void @gc_safepoint()
declare void @rt_print_i64(i64)
define void @gc.safepoint_poll() {
entry:
  call void @gc_safepoint()
  ret void
}
define i64 @main() gc "statepoint-example" {
entry:
  call void @rt_print_i64(i64 1)
  ret i64 0
}
"#;
    let printed = prepared(program, None);
    assert!(
        printed.contains("define void @gc.safepoint_poll() {"),
        "{printed}"
    );
    assert!(!printed.contains("linkonce_odr"), "{printed}");
    assert_eq!(
        printed.matches("@rt_print_i64(i64)").count(),
        1,
        "{printed}"
    );
    assert_eq!(printed.matches("@gc_poll_flag = ").count(), 1, "{printed}");
}

#[test]
fn a_declared_but_undefined_poll_is_refused() {
    let mut module =
        ir::parse_module("declare void @gc.safepoint_poll()\n").expect("test module parses");
    assert_eq!(
        prepare_for_execution(&mut module, &ExecutionPreparation::default()),
        Err(PreparationError::PollDeclaredWithoutBody)
    );
}

#[test]
fn the_default_strategy_goes_to_defined_functions_without_one_except_the_poll() {
    let program = r#"
declare void @external()
define i64 @main() {
entry:
  ret i64 0
}
define void @already() gc "coreclr" {
entry:
  ret void
}
"#;
    let printed = prepared(program, Some("statepoint-example"));
    assert!(
        printed.contains("define i64 @main() gc \"statepoint-example\""),
        "{printed}"
    );
    assert!(
        printed.contains("define void @already() gc \"coreclr\""),
        "{printed}"
    );
    assert!(
        printed.contains("define linkonce_odr void @gc.safepoint_poll() {"),
        "{printed}"
    );
    assert!(printed.contains("declare void @external()\n"), "{printed}");
    let without = prepared(program, None);
    assert!(without.contains("define i64 @main() {"), "{without}");
}

#[test]
fn reference_globals_become_roots_kept_by_llvm_used() {
    let program = r#"
@list = global ptr addrspace(1) null
@registered = global ptr addrspace(1) null
@registered.root = private constant ptr @registered, section "statepoint_global_roots"
@counter = global i64 0
@elsewhere = external global ptr addrspace(1)
@kept = global i64 1
@llvm.used = appending global [2 x ptr] [ptr @registered.root, ptr @kept], section "llvm.metadata"
"#;
    let printed = prepared(program, None);
    assert!(
        printed.contains(
            "@list.statepoint_root = private constant ptr @list, section \"statepoint_global_roots\""
        ),
        "{printed}"
    );
    assert!(
        printed.contains(
            "@llvm.used = appending global [3 x ptr] [ptr @registered.root, ptr @kept, ptr @list.statepoint_root], section \"llvm.metadata\""
        ),
        "{printed}"
    );
    assert_eq!(
        printed.matches("statepoint_global_roots").count(),
        2,
        "{printed}"
    );
}

#[test]
fn a_module_without_reference_globals_gets_no_llvm_used() {
    let printed = prepared("@counter = global i64 0\n", None);
    assert!(!printed.contains("llvm.used"), "{printed}");
}

#[test]
fn optnone_functions_get_polls_too() {
    // clang -O0 marks every function `optnone`; a `-passes=` pipeline leaves
    // them alone as LLVM's does, but a program we run keeps its polls.
    let printed = prepared(
        r#"
@limit = global i64 1000000
define i64 @main() #0 {
entry:
  %n = load i64, ptr @limit
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 0
}
attributes #0 = { noinline optnone }
"#,
        Some("statepoint-example"),
    );
    let main = &printed[printed.find("define i64 @main()").expect("main")..];
    let main = &main[..main.find("\n}\n").expect("end of main")];
    let polls = main.matches("@gc_safepoint, ").count();
    assert_eq!(polls, 2, "an entry and a backedge poll:\n{main}");
}
