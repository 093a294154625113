//! Parser-based tests of the whole pass and of its phases, and checker tests.

use super::*;
use ir::printer::print_module;
use ir::InstKind;

fn parse(source: &str) -> Module {
    ir::parse_module(source).expect("test input parses")
}

fn rewrite_with(source: &str, options: &RewriteStatepointsOptions) -> Module {
    let mut m = parse(source);
    rewrite_statepoints_for_gc(&mut m, options).expect("pass succeeds");
    ir::verifier::verify_module(&m).expect("output verifies");
    checker::check_module(&m).expect("checker accepts the output");
    m
}

fn rewrite(source: &str) -> String {
    print_module(&rewrite_with(source, &RewriteStatepointsOptions::default()))
}

/// The body of the first function with a body, and the function itself.
fn only_body(m: &mut Module) -> (GlobalId, Body) {
    let f = m
        .function_ids()
        .into_iter()
        .find(|&f| m.function(f).is_some_and(|f| !f.is_declaration()))
        .expect("a defined function");
    let body = m.function_mut(f).unwrap().body.take().unwrap();
    (f, body)
}

fn value_named(body: &Body, name: &str) -> Value {
    Value(
        body.values
            .iter()
            .position(|v| v.name.as_deref() == Some(name))
            .unwrap_or_else(|| panic!("no value %{name}")) as u32,
    )
}

fn names(body: &Body, values: &[Value]) -> Vec<String> {
    values
        .iter()
        .map(|&v| body.value(v).name.clone().unwrap_or_default())
        .collect()
}

#[test]
fn unknown_strategy_is_an_error_and_known_non_statepoint_strategies_are_skipped() {
    let mut m = parse(
        "declare void @g()\ndefine void @f() gc \"mystery\" {\n  call void @g()\n  ret void\n}\n",
    );
    let error =
        rewrite_statepoints_for_gc(&mut m, &RewriteStatepointsOptions::default()).unwrap_err();
    assert_eq!(error.message, "unsupported GC: mystery");
    let printed = rewrite(
        "declare void @g()\ndefine void @f() gc \"shadow-stack\" {\n  call void @g()\n  ret void\n}\n",
    );
    assert!(printed.contains("call void @g()"), "{printed}");
}

#[test]
fn live_sets_follow_llvms_order_and_include_the_calls_own_operands() {
    let mut m = parse(
        "declare void @g()
declare void @use1(ptr addrspace(1))
declare void @use3(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1))
define void @f(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c) gc \"statepoint-example\" {
entry:
  %x = load i64, ptr addrspace(1) %a
  %d = getelementptr i8, ptr addrspace(1) %c, i64 %x
  call void @g()
  call void @use1(ptr addrspace(1) %b)
  call void @use3(ptr addrspace(1) %a, ptr addrspace(1) %c, ptr addrspace(1) %d)
  call void @g()
  ret void
}
",
    );
    let (_, body) = only_body(&mut m);
    let calls: Vec<Inst> = body
        .insts_in_order()
        .filter(|&(_, i)| body.inst(i).kind.call_site().is_some())
        .map(|(_, i)| i)
        .collect();
    let live = compute_parse_point_live_sets(&body, &m.types, &calls, &HolderUses::default());
    // The order opt-19 prints with -spp-print-liveset for this function.
    assert_eq!(names(&body, &live[0]), ["a", "c", "d", "b"]);
    assert_eq!(names(&body, &live[1]), ["a", "c", "d", "b"]);
    assert_eq!(names(&body, &live[2]), ["a", "c", "d"]);
    assert!(live[3].is_empty());
}

#[test]
fn phi_of_two_bases_is_its_own_base_and_a_derived_phi_gets_a_base_phi() {
    let mut m = parse(
        "define void @f(i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b) gc \"statepoint-example\" {
entry:
  br i1 %c, label %left, label %right
left:
  %a8 = getelementptr i8, ptr addrspace(1) %a, i64 8
  br label %merge
right:
  br label %merge
merge:
  %own = phi ptr addrspace(1) [ %a, %left ], [ %b, %right ]
  %derived = phi ptr addrspace(1) [ %a8, %left ], [ %b, %right ]
  ret void
}
",
    );
    let (_, mut body) = only_body(&mut m);
    let mut bases = BasePointerInference::new();
    let own = value_named(&body, "own");
    assert_eq!(
        bases.base_of(&mut m, &mut body, own),
        Ok(Operand::Value(own))
    );
    let derived = value_named(&body, "derived");
    let base = bases.base_of(&mut m, &mut body, derived).unwrap();
    bases.place_new_instructions(&mut body);
    let base = base.as_value().expect("a base instruction");
    assert_eq!(body.value(base).name.as_deref(), Some("derived.base"));
    let base_inst = body.defining_inst(base).unwrap();
    assert!(body.inst(base_inst).metadata("is_base_value").is_some());
    let InstKind::Phi { incoming, .. } = &body.inst(base_inst).kind else {
        panic!("base of a phi is a phi");
    };
    let a = value_named(&body, "a");
    let b = value_named(&body, "b");
    assert_eq!(incoming[0].0, Operand::Value(a));
    assert_eq!(incoming[1].0, Operand::Value(b));
}

#[test]
fn a_call_returning_its_returned_argument_strips_to_that_argument_when_pruning() {
    // `%r` returns `%p` (`returned`): stripped, it feeds `%p` back into itself, so
    // `%p` is pruned as its own base; for `%q` the same input is not its own BDV
    // (it strips to `%p`, the call is a base), so `%q` is no pruned node and gets a
    // base phi over the bases of its inputs.
    let mut m = parse(
        "declare ptr addrspace(1) @same(ptr addrspace(1) returned)
define void @f(i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b) gc \"statepoint-example\" {
entry:
  br i1 %c, label %loop, label %exit
loop:
  %p = phi ptr addrspace(1) [ %a, %entry ], [ %r, %loop ]
  %r = call ptr addrspace(1) @same(ptr addrspace(1) %p)
  br i1 %c, label %loop, label %exit
exit:
  %q = phi ptr addrspace(1) [ %b, %entry ], [ %r, %loop ]
  ret void
}
",
    );
    let (_, mut body) = only_body(&mut m);
    let mut bases = BasePointerInference::new();
    let p = value_named(&body, "p");
    assert_eq!(bases.base_of(&mut m, &mut body, p), Ok(Operand::Value(p)));
    let q = value_named(&body, "q");
    let r = value_named(&body, "r");
    let base = bases.base_of(&mut m, &mut body, q).unwrap();
    bases.place_new_instructions(&mut body);
    let base = base.as_value().expect("a base instruction");
    assert_eq!(body.value(base).name.as_deref(), Some("q.base"));
    let InstKind::Phi { incoming, .. } = &body.inst(body.defining_inst(base).unwrap()).kind else {
        panic!("base of a phi is a phi");
    };
    let b = value_named(&body, "b");
    assert_eq!(incoming[0].0, Operand::Value(b));
    assert_eq!(incoming[1].0, Operand::Value(r));
}

#[test]
fn loop_phi_whose_inputs_share_one_base_needs_no_base_phi() {
    let printed = rewrite(
        "declare void @safepoint()
define void @f(ptr addrspace(1) %obj) gc \"statepoint-example\" {
entry:
  br label %loop
loop:
  %p = phi ptr addrspace(1) [ %obj, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr addrspace(1) %p, i64 8
  call void @safepoint()
  br label %loop
}
",
    );
    assert!(!printed.contains("is_base_value"), "{printed}");
}

#[test]
fn relocation_on_one_branch_merges_through_a_phi() {
    let printed = rewrite(
        "declare void @safepoint()
declare void @use(ptr addrspace(1)) \"gc-leaf-function\"
define void @f(i1 %c, ptr addrspace(1) %obj) gc \"statepoint-example\" {
entry:
  br i1 %c, label %call, label %skip
call:
  call void @safepoint()
  br label %merge
skip:
  br label %merge
merge:
  call void @use(ptr addrspace(1) %obj)
  ret void
}
",
    );
    assert!(
        printed.contains("%.0 = phi ptr addrspace(1) [ %obj.relocated, %call ], [ %obj, %skip ]"),
        "{printed}"
    );
    assert!(
        printed.contains("call void @use(ptr addrspace(1) %.0)"),
        "{printed}"
    );
}

#[test]
fn switch_cases_to_the_default_are_folded_before_rewriting() {
    let printed = rewrite(
        "declare void @g()
define void @f(i32 %x) gc \"statepoint-example\" {
entry:
  switch i32 %x, label %out [
    i32 0, label %out
    i32 1, label %other
  ]
other:
  call void @g()
  br label %out
out:
  ret void
}
",
    );
    assert!(printed.contains("%cond = icmp eq i32 %x, 1"), "{printed}");
    assert!(
        printed.contains("br i1 %cond, label %other, label %out"),
        "{printed}"
    );
}

#[test]
fn invoke_normal_destination_with_other_predecessors_is_split() {
    let printed = rewrite(
        "declare void @g()
declare i32 @personality()
define ptr addrspace(1) @f(i1 %c, ptr addrspace(1) %obj) gc \"statepoint-example\" personality ptr @personality {
entry:
  br i1 %c, label %call, label %done
call:
  invoke void @g() to label %done unwind label %pad
done:
  ret ptr addrspace(1) %obj
pad:
  %lp = landingpad token cleanup
  ret ptr addrspace(1) null
}
",
    );
    assert!(
        printed.contains("to label %done1 unwind label %pad"),
        "{printed}"
    );
    assert!(printed.contains("done1:"), "{printed}");
    assert!(printed.contains("%.0 = phi ptr addrspace(1)"), "{printed}");
}

#[test]
fn constant_based_values_are_not_relocated() {
    let printed = rewrite(
        "@global = external addrspace(1) global i8
declare void @g()
define i8 @f(i64 %offset) gc \"statepoint-example\" {
  %derived = getelementptr i8, ptr addrspace(1) @global, i64 %offset
  call void @g()
  %load = load i8, ptr addrspace(1) %derived
  ret i8 %load
}
",
    );
    assert!(!printed.contains("gc-live"), "{printed}");
    assert!(!printed.contains("gc.relocate"), "{printed}");
}

#[test]
fn rematerialization_can_be_turned_off() {
    let source = "declare void @safepoint()
declare void @use(ptr addrspace(1)) \"gc-leaf-function\"
define void @f(ptr addrspace(1) %base) gc \"statepoint-example\" {
  %derived = getelementptr i32, ptr addrspace(1) %base, i32 15
  call void @safepoint()
  call void @use(ptr addrspace(1) %derived)
  ret void
}
";
    assert!(rewrite(source).contains("%derived.remat = getelementptr"));
    let no_remat = RewriteStatepointsOptions {
        rematerialization_threshold: 0,
        ..Default::default()
    };
    let printed = print_module(&rewrite_with(source, &no_remat));
    assert!(
        printed.contains("%derived.relocated = call coldcc"),
        "{printed}"
    );
}

#[test]
fn checker_rejects_a_use_of_an_unrelocated_pointer() {
    let m = parse(
        "declare void @g()
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
define ptr addrspace(1) @f(ptr addrspace(1) %obj) gc \"statepoint-example\" {
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @g, i32 0, i32 0, i32 0, i32 0)
  ret ptr addrspace(1) %obj
}
",
    );
    let errors = checker::check_module(&m).unwrap_err();
    assert_eq!(errors.len(), 1);
    assert!(
        errors[0]
            .message
            .contains("%obj is live across a statepoint"),
        "{errors:?}"
    );
}
