use super::*;
use crate::place_safepoints::{place_safepoints, PlaceSafepointsOptions};

const POLL: &str = r#"
@poll_requested = external global i32
declare void @do_safepoint()
define void @gc.safepoint_poll() {
entry:
  %flag = load volatile i32, ptr @poll_requested
  %requested = icmp ne i32 %flag, 0
  br i1 %requested, label %slow, label %done
slow:
  call void @do_safepoint()
  br label %done
done:
  ret void
}
"#;

/// A counted loop `for (i = 0; i != n; i++)` over a zero-extended i32 (no poll under
/// LLVM's rules), an i64 loop (a poll per iteration) and a short loop (8 iterations).
const LOOPS: &str = r#"
define void @narrow(ptr addrspace(1) %a, i32 %n32) gc "statepoint-example" {
entry:
  %n = zext i32 %n32 to i64
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %i
  store i32 0, ptr addrspace(1) %p
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
define void @wide(ptr addrspace(1) %a, i64 %n) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %i
  store i32 0, ptr addrspace(1) %p
  %i.next = add nsw i64 %i, 1
  %more = icmp slt i64 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
define void @short(ptr addrspace(1) %a) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 8
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
"#;

fn module(functions: &str) -> Module {
    ir::parse_module(&format!("{functions}{POLL}")).expect("test module parses")
}

/// `function: report | report` for every GC function with reports.
fn reports(m: &Module, max_iterations: u32) -> Vec<String> {
    m.function_ids()
        .into_iter()
        .flat_map(|f| {
            find_unbounded_poll_free_cycles(
                m,
                f,
                max_iterations,
                &DisabledLibraryFunctions::default(),
            )
            .into_iter()
            .map(move |c| (f, c))
        })
        .map(|(f, c)| render_poll_free_cycle(m, f, max_iterations, &c))
        .collect()
}

fn placed(text: &str, options: &PlaceSafepointsOptions) -> Module {
    let mut m = module(text);
    place_safepoints(&mut m, options).expect("placement succeeds");
    if let Err(errors) = ir::verifier::verify_module(&m) {
        panic!(
            "placement broke the module: {errors:?}\n{}",
            ir::printer::print_module(&m)
        );
    }
    m
}

#[test]
fn loops_without_polls_are_reported_with_their_blocks_and_reason() {
    let m = module(LOOPS);
    assert_eq!(
        reports(&m, 1000),
        [
            "function @narrow: a cycle without a safepoint poll may run more than 1000 iterations: header %loop, blocks %loop; it may run 4294967295 iterations",
            "function @wide: a cycle without a safepoint poll may run more than 1000 iterations: header %loop, blocks %loop; it may run 9223372036854775807 iterations",
        ]
    );
    assert!(reports(&m, 8).len() == 2, "@short runs 8 iterations");
    assert_eq!(reports(&m, 7).len(), 3);
}

#[test]
fn llvm_placement_leaves_counted_loops_unbounded() {
    let m = placed(LOOPS, &PlaceSafepointsOptions::default());
    let found = reports(&m, 1000);
    assert_eq!(found.len(), 1, "{found:?}");
    assert!(found[0].starts_with("function @narrow:"));
}

#[test]
fn strip_mined_loops_poll_every_n_iterations() {
    for n in [2, 7, 1000] {
        let options = PlaceSafepointsOptions {
            strip_mine_iterations: n,
            ..PlaceSafepointsOptions::default()
        };
        let m = placed(LOOPS, &options);
        assert_eq!(reports(&m, n), Vec::<String>::new(), "N = {n}");
        if n > 1 {
            assert_eq!(
                reports(&m, n - 1).len(),
                2 + usize::from(n - 1 < 8),
                "N = {n}"
            );
        }
    }
}

#[test]
fn loops_without_a_trip_count_and_irreducible_cycles_are_reported() {
    let m = module(
        r#"
define void @search(ptr addrspace(1) %p) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %q = phi ptr addrspace(1) [ %p, %entry ], [ %next, %loop ]
  %next = load ptr addrspace(1), ptr addrspace(1) %q
  %end = icmp eq ptr addrspace(1) %next, null
  br i1 %end, label %exit, label %loop
exit:
  ret void
}
define void @irreducible(i1 %c) gc "statepoint-example" {
entry:
  br i1 %c, label %a, label %b
a:
  br label %b
b:
  br label %a
}
"#,
    );
    assert_eq!(
        reports(&m, 1000),
        [
            "function @search: a cycle without a safepoint poll may run more than 1000 iterations: header %loop, blocks %loop; the loop with header %loop has no known trip-count bound",
            "function @irreducible: a cycle without a safepoint poll may run more than 1000 iterations: no header, blocks %a, %b; it is irreducible (entered at more than one block)",
        ]
    );
}

#[test]
fn nested_poll_free_loops_multiply() {
    let m = module(
        r#"
define void @nest() gc "statepoint-example" {
entry:
  br label %outer
outer:
  %i = phi i32 [ 0, %entry ], [ %i.next, %outer.latch ]
  br label %inner
inner:
  %j = phi i32 [ 0, %outer ], [ %j.next, %inner ]
  %j.next = add i32 %j, 1
  %more.j = icmp ult i32 %j.next, 10
  br i1 %more.j, label %inner, label %outer.latch
outer.latch:
  %i.next = add i32 %i, 1
  %more.i = icmp ult i32 %i.next, 10
  br i1 %more.i, label %outer, label %exit
exit:
  ret void
}
"#,
    );
    // 10 outer iterations, each visiting the outer header once and the inner one 10 times.
    assert_eq!(reports(&m, 110), Vec::<String>::new());
    assert!(reports(&m, 109)[0].ends_with("it may run 110 iterations"));
}

#[test]
fn calls_that_become_statepoints_poll() {
    let m = module(
        r#"
declare void @foo()
define void @calls() gc "statepoint-example" {
entry:
  br label %loop
loop:
  call void @foo()
  br label %loop
}
"#,
    );
    assert_eq!(reports(&m, 1), Vec::<String>::new());
}
