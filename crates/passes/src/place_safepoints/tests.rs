use super::*;
use crate::call_classification::called_function_name;

const POLL: &str = r#"
declare void @do_safepoint()
define void @gc.safepoint_poll() {
entry:
  call void @do_safepoint()
  ret void
}
"#;

fn run(text: &str, options: &PlaceSafepointsOptions) -> Module {
    let mut m = ir::parse_module(text).expect("test module parses");
    place_safepoints(&mut m, options).expect("placement succeeds");
    if let Err(errors) = ir::verifier::verify_module(&m) {
        panic!("placement broke the module: {errors:?}");
    }
    m
}

/// `block: callee callee | block: ...` for function `name`, in layout order.
fn call_outline(m: &Module, name: &str) -> String {
    let body = m
        .function(m.global_by_name(name).unwrap())
        .unwrap()
        .body
        .as_ref()
        .unwrap();
    body.layout
        .iter()
        .map(|&b| {
            let calls: Vec<&str> = body
                .block(b)
                .insts
                .iter()
                .filter_map(|&i| body.inst(i).kind.call_site())
                .map(|call| called_function_name(m, call).unwrap_or("?"))
                .collect();
            let label = body
                .block(b)
                .name
                .as_deref()
                .unwrap_or_default()
                .to_string();
            format!("{label}:{}", calls.join(","))
        })
        .collect::<Vec<_>>()
        .join(" | ")
}

#[test]
fn entry_and_backedge_polls_in_an_infinite_loop() {
    let m = run(
        &format!(
            r#"
define void @test_backedge() gc "statepoint-example" {{
entry:
  br label %other
other:
  br label %other
dead:
  br label %dead
}}
define void @no_gc() {{
entry:
  ret void
}}
{POLL}"#
        ),
        &PlaceSafepointsOptions::default(),
    );
    assert_eq!(
        call_outline(&m, "test_backedge"),
        "entry:do_safepoint | other:do_safepoint"
    );
    assert_eq!(call_outline(&m, "no_gc"), "entry:");
    assert_eq!(call_outline(&m, "gc.safepoint_poll"), "entry:do_safepoint");
}

#[test]
fn entry_poll_goes_before_the_first_real_call_on_the_straight_line() {
    let m = run(
        &format!(
            r#"
declare void @foo()
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
define void @test(ptr addrspace(1) %p) gc "coreclr" {{
entry:
  call void @llvm.memset.p1.i64(ptr addrspace(1) %p, i8 0, i64 8, i1 false)
  br label %next
next:
  call void @foo()
  ret void
}}
{POLL}"#
        ),
        &PlaceSafepointsOptions::default(),
    );
    assert_eq!(
        call_outline(&m, "test"),
        "entry:llvm.memset.p1.i64 | next:do_safepoint,foo"
    );
}

const FINITE_LOOPS: &str = r#"
define void @counted(i32 %n) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
define void @wide(i64 %n) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i64 %i, 1
  %c = icmp slt i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"#;

#[test]
fn counted_loops_skip_backedge_polls_by_trip_width() {
    let text = format!("{FINITE_LOOPS}{POLL}");
    let m = run(&text, &PlaceSafepointsOptions::default());
    assert_eq!(
        call_outline(&m, "counted"),
        "entry:do_safepoint | loop: | exit:"
    );
    assert_eq!(
        call_outline(&m, "wide"),
        "entry:do_safepoint | loop:do_safepoint | exit:"
    );
    let wide_ok = PlaceSafepointsOptions {
        counted_loop_trip_width: 64,
        ..Default::default()
    };
    let m = run(&text, &wide_ok);
    assert_eq!(
        call_outline(&m, "wide"),
        "entry:do_safepoint | loop: | exit:"
    );
    let every = PlaceSafepointsOptions {
        poll_every_backedge: true,
        place_entry_polls: false,
        ..Default::default()
    };
    let m = run(&text, &every);
    assert_eq!(
        call_outline(&m, "counted"),
        "entry: | loop:do_safepoint | exit:"
    );
}

#[test]
fn a_dominating_call_makes_the_backedge_poll_unnecessary() {
    let text = format!(
        r#"
declare void @foo()
define void @test(i1 %c) gc "statepoint-example" {{
entry:
  br label %loop
loop:
  call void @foo()
  br i1 %c, label %left, label %right
left:
  br label %latch
right:
  br label %latch
latch:
  br label %loop
}}
{POLL}"#
    );
    let no_entry = PlaceSafepointsOptions {
        place_entry_polls: false,
        ..Default::default()
    };
    let m = run(&text, &no_entry);
    assert_eq!(
        call_outline(&m, "test"),
        "entry: | loop:foo | left: | right: | latch:"
    );
    let no_call = PlaceSafepointsOptions {
        skip_backedges_dominated_by_calls: false,
        ..no_entry
    };
    let m = run(&text, &no_call);
    assert_eq!(
        call_outline(&m, "test"),
        "entry: | loop:foo | left: | right: | latch:do_safepoint"
    );
}

#[test]
fn split_backedges_get_llvm_block_names() {
    let m = run(
        &format!(
            r#"
define void @test2(i1 %cond) gc "statepoint-example" {{
entry:
  br label %loop
loop:
  br label %loop2
loop2:
  br i1 %cond, label %loop, label %loop2
}}
define void @single(i1 %cond) gc "statepoint-example" {{
entry:
  br label %loop
loop:
  br label %loop
}}
{POLL}"#
        ),
        &PlaceSafepointsOptions {
            split_backedges: true,
            ..Default::default()
        },
    );
    assert_eq!(
        call_outline(&m, "test2"),
        "entry:do_safepoint | loop: | loop2: | loop2.loop2_crit_edge:do_safepoint | loop2.loop_crit_edge:do_safepoint"
    );
    assert_eq!(
        call_outline(&m, "single"),
        "entry:do_safepoint | loop: | loop.split:do_safepoint"
    );
}

#[test]
fn multi_block_polls_are_inlined_like_llvm() {
    let m = run(
        r#"
@flag = external global i32
declare void @do_safepoint()
define void @f(i1 %c) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %p = phi i32 [ 0, %entry ], [ 1, %loop ]
  br label %loop
}
define void @gc.safepoint_poll() {
entry:
  %v = load volatile i32, ptr @flag
  br label %mid
mid:
  %cmp = icmp eq i32 %v, 0
  br i1 %cmp, label %done, label %slow
slow:
  tail call void @do_safepoint()
  br label %done
done:
  %ph = phi i32 [ 0, %mid ], [ 1, %slow ]
  br label %done2
done2:
  ret void
dead:
  ret void
}
"#,
        &PlaceSafepointsOptions::default(),
    );
    assert_eq!(
        call_outline(&m, "f"),
        "entry: | slow.i3:do_safepoint | gc.safepoint_poll.exit5: | loop: | slow.i:do_safepoint | gc.safepoint_poll.exit:"
    );
    let body = m
        .function(m.global_by_name("f").unwrap())
        .unwrap()
        .body
        .as_ref()
        .unwrap();
    let names: Vec<String> = body
        .insts_in_order()
        .filter_map(|(_, i)| body.inst(i).result)
        .filter_map(|v| body.value(v).name.as_deref().map(str::to_string))
        .collect();
    assert_eq!(
        names,
        ["v.i1", "cmp.i2", "ph.i4", "p", "v.i", "cmp.i", "ph.i"]
    );
    let tail_calls = body
        .insts_in_order()
        .filter(|&(_, i)| {
            matches!(
                body.inst(i).kind,
                InstKind::Call {
                    tail: ir::TailKind::Tail,
                    ..
                }
            )
        })
        .count();
    assert_eq!(tail_calls, 0);
}

#[test]
fn invalid_poll_functions_are_clear_errors() {
    let function = r#"define void @f() gc "statepoint-example" {
entry:
  ret void
}
"#;
    let cases = [
        ("", "gc.safepoint_poll function is missing"),
        (
            "define i32 @gc.safepoint_poll() {\nentry:\n  ret i32 0\n}\n",
            "gc.safepoint_poll declared with wrong type",
        ),
        ("declare void @gc.safepoint_poll()\n", "must be a non-empty function"),
        (
            "define void @gc.safepoint_poll() {\nentry:\n  ret void\n}\n",
            "must contain a call",
        ),
        (
            "declare void @s()\ndefine void @gc.safepoint_poll() {\nentry:\n  %a = alloca i32\n  call void @s()\n  ret void\n}\n",
            "must not contain allocas",
        ),
    ];
    for (poll, expected) in cases {
        let mut m = ir::parse_module(&format!("{function}{poll}")).unwrap();
        let error = place_safepoints(&mut m, &PlaceSafepointsOptions::default()).unwrap_err();
        assert!(error.message.contains(expected), "{poll}: {error}");
        // Only the missing function is a fatal error in LLVM (after 19, which asserts).
        assert_eq!(
            error.llvm_fatal.is_some(),
            poll.is_empty(),
            "{poll}: {error}"
        );
    }
    // Without a GC function needing a poll, the poll function is never looked at.
    let mut m = ir::parse_module("define void @g() {\n  ret void\n}\n").unwrap();
    place_safepoints(&mut m, &PlaceSafepointsOptions::default()).unwrap();
}
