//! Parser-based tests of the whole pass and of its phases, and checker tests.

use super::*;
use ir::printer::print_module;
use ir::InstKind;
use reports::ReportOptions;

fn parse(source: &str) -> Module {
    ir::parse_module(source).expect("test input parses")
}

fn rewrite_with(source: &str, options: &RewriteStatepointsOptions) -> Module {
    let mut m = parse(source);
    rewrite_statepoints_for_gc(&mut m, options).expect("pass succeeds");
    ir::verifier::verify_module_with(&m, ir::verifier::Rules::WithRelocateBases)
        .expect("output verifies");
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
        .map(|&v| {
            body.value(v)
                .name
                .as_deref()
                .unwrap_or_default()
                .to_string()
        })
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
    assert_eq!(
        error.llvm_fatal,
        Some(crate::LlvmFatalError::Aborts),
        "LLVM reports it with report_fatal_error"
    );
    let printed = rewrite(
        "declare void @g()\ndefine void @f() gc \"shadow-stack\" {\n  call void @g()\n  ret void\n}\n",
    );
    assert!(printed.contains("call void @g()"), "{printed}");
}

#[test]
fn the_statepoint_keeps_no_attachment_of_the_call_but_its_debug_location() {
    let out = rewrite(
        "declare i32 @f()
define i32 @t() gc \"statepoint-example\" {
  %r = call i32 @f(), !range !0, !prof !1
  ret i32 %r
}
!0 = !{i32 0, i32 4}
!1 = !{!\"branch_weights\", i32 1}
",
    );
    let statepoint = out
        .lines()
        .find(|l| l.contains("@llvm.experimental.gc.statepoint.p0("))
        .expect("a statepoint");
    assert!(statepoint.ends_with("i32 0, i32 0)"), "{out}");
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
    let mut bases = BasePointerInference::new(None);
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
    let mut bases = BasePointerInference::new(None);
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
    assert!(!printed.contains("%slot.relocated") && !printed.contains("%pair.relocated"));
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

#[test]
fn a_live_aggregate_is_split_relocated_and_rebuilt() {
    let printed = rewrite(
        "declare void @g()
define { ptr addrspace(1), i32 } @pair({ ptr addrspace(1), i32 } %agg) gc \"statepoint-example\" {
  call void @g()
  ret { ptr addrspace(1), i32 } %agg
}
",
    );
    for expected in [
        "%agg.0 = extractvalue { ptr addrspace(1), i32 } %agg, 0",
        "%agg.1 = extractvalue { ptr addrspace(1), i32 } %agg, 1",
        "[ \"gc-live\"(ptr addrspace(1) %agg.0) ]",
        "%agg.0.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 0)",
        "%agg.rebuild = insertvalue { ptr addrspace(1), i32 } poison, ptr addrspace(1) %agg.0.relocated, 0",
        "%agg.relocated = insertvalue { ptr addrspace(1), i32 } %agg.rebuild, i32 %agg.1, 1",
        "ret { ptr addrspace(1), i32 } %agg.relocated",
    ] {
        assert!(printed.contains(expected), "missing {expected:?} in\n{printed}");
    }
}

#[test]
fn aggregate_fields_built_by_insertvalue_keep_their_own_bases() {
    // %z's first field is a derived pointer: it gets its real base (%a), and a
    // constant field is not relocated at all.
    let printed = print_module(&rewrite_with(
        "declare void @g()
define [3 x ptr addrspace(1)] @built(ptr addrspace(1) %a) gc \"statepoint-example\" {
  %d = getelementptr i8, ptr addrspace(1) %a, i64 16
  %x = insertvalue [3 x ptr addrspace(1)] poison, ptr addrspace(1) %d, 0
  %y = insertvalue [3 x ptr addrspace(1)] %x, ptr addrspace(1) null, 1
  %z = insertvalue [3 x ptr addrspace(1)] %y, ptr addrspace(1) %a, 2
  call void @g()
  ret [3 x ptr addrspace(1)] %z
}
",
        &RewriteStatepointsOptions {
            rematerialization_threshold: 0,
            ..RewriteStatepointsOptions::default()
        },
    ));
    for expected in [
        "[ \"gc-live\"(ptr addrspace(1) %a, ptr addrspace(1) %d) ]",
        "%d.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 1)",
        "%z.rebuild = insertvalue [3 x ptr addrspace(1)] poison, ptr addrspace(1) %d.relocated, 0",
        "insertvalue [3 x ptr addrspace(1)] %z.rebuild, ptr addrspace(1) null, 1",
        "ptr addrspace(1) %a.relocated, 2",
        "ret [3 x ptr addrspace(1)] %z.relocated",
    ] {
        assert!(printed.contains(expected), "missing {expected:?} in\n{printed}");
    }
    assert!(!printed.contains("extractvalue"), "{printed}");
}

#[test]
fn nested_aggregates_and_vectors_in_aggregates_are_relocated_across_invokes() {
    let printed = rewrite(
        "declare void @g()
declare i32 @__gxx_personality_v0(...)
define { { i64, ptr addrspace(1) }, <2 x ptr addrspace(1)> } @nested({ { i64, ptr addrspace(1) }, <2 x ptr addrspace(1)> } %agg) gc \"statepoint-example\" personality ptr @__gxx_personality_v0 {
entry:
  invoke void @g() to label %normal unwind label %unwind
normal:
  ret { { i64, ptr addrspace(1) }, <2 x ptr addrspace(1)> } %agg
unwind:
  %pad = landingpad token cleanup
  ret { { i64, ptr addrspace(1) }, <2 x ptr addrspace(1)> } %agg
}
",
    );
    for expected in [
        "%agg.0.1 = extractvalue",
        "%agg.1 = extractvalue",
        "@llvm.experimental.gc.relocate.v2p1(token %statepoint_token, i32 0, i32 0)",
        "@llvm.experimental.gc.relocate.v2p1(token %pad, i32 0, i32 0)",
    ] {
        assert!(
            printed.contains(expected),
            "missing {expected:?} in\n{printed}"
        );
    }
    // Both the normal and the exceptional path return their own rebuilt value.
    let rebuilt_returns = printed
        .matches("ret { { i64, ptr addrspace(1) }, <2 x ptr addrspace(1)> } %agg.relocated")
        .count();
    assert_eq!(rebuilt_returns, 2, "{printed}");
}

#[test]
fn an_aggregate_only_passed_to_the_call_gets_no_rebuild() {
    let printed = rewrite(
        "declare void @take({ ptr addrspace(1), i64 })
define void @f({ ptr addrspace(1), i64 } %agg) gc \"statepoint-example\" {
  call void @take({ ptr addrspace(1), i64 } %agg)
  ret void
}
",
    );
    assert!(!printed.contains("insertvalue"), "{printed}");
}

#[test]
fn checker_rejects_an_aggregate_used_after_a_statepoint() {
    let m = parse(
        "declare void @g()
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
define { ptr addrspace(1), i64 } @f({ ptr addrspace(1), i64 } %agg, i64 %n) gc \"statepoint-example\" {
  %constant_only = insertvalue { ptr addrspace(1), i64 } zeroinitializer, i64 %n, 1
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @g, i32 0, i32 0, i32 0, i32 0)
  %x = extractvalue { ptr addrspace(1), i64 } %constant_only, 1
  %y = insertvalue { ptr addrspace(1), i64 } %agg, i64 %x, 1
  ret { ptr addrspace(1), i64 } %y
}
",
    );
    let errors = checker::check_module(&m).unwrap_err();
    let messages: Vec<&str> = errors.iter().map(|e| e.message.as_str()).collect();
    assert_eq!(
        messages,
        ["%agg is live across a statepoint without being relocated"]
    );
}

/// The input of the report tests: an unnamed argument and instruction, a
/// constant base, a base select, a deopt operand, an indirect call and an invoke.
const REPORTED_FUNCTION: &str = "declare void @g()
declare ptr addrspace(1) @make()
declare i32 @personality(...)
declare void @use(ptr addrspace(1), ptr addrspace(1), ptr addrspace(1)) \"gc-leaf-function\"

define ptr addrspace(1) @f(ptr addrspace(1) %0, i1 %c, ptr addrspace(1) %obj, ptr %fp) gc \"statepoint-example\" personality ptr @personality {
entry:
  %1 = getelementptr i8, ptr addrspace(1) %0, i64 8
  %k = getelementptr i8, ptr addrspace(1) null, i64 16
  %sel = select i1 %c, ptr addrspace(1) %1, ptr addrspace(1) %obj
  call void %fp() [ \"deopt\"(ptr addrspace(1) %obj) ]
  %r = invoke ptr addrspace(1) @make() to label %normal unwind label %pad
normal:
  call void @g()
  call void @use(ptr addrspace(1) %sel, ptr addrspace(1) %k, ptr addrspace(1) %r)
  ret ptr addrspace(1) %1
pad:
  %lp = landingpad token cleanup
  ret ptr addrspace(1) %obj
}
";

fn reports_of(source: &str, reports: ReportOptions) -> String {
    let mut m = parse(source);
    let mut text = String::new();
    let options = RewriteStatepointsOptions {
        reports,
        ..RewriteStatepointsOptions::default()
    };
    rewrite_statepoints_for_gc_with_reports(&mut m, &options, &mut text).expect("pass succeeds");
    text
}

#[test]
fn all_reports_are_written_as_opt_19_writes_them() {
    // Exactly what `opt-19 -passes=rewrite-statepoints-for-gc -spp-print-liveset
    // -spp-print-liveset-size -spp-print-base-pointers` writes to stderr for this input.
    let expected = "Live Variables:
    %1 = getelementptr i8, ptr addrspace(1) %0, i64 8
 sel   %sel = select i1 %c, ptr addrspace(1) %1, ptr addrspace(1) %obj
 k   %k = getelementptr i8, ptr addrspace(1) null, i64 16
 obj ptr addrspace(1) %obj
Safepoint For: fp
Number live values: 4
Live Variables:
    %1 = getelementptr i8, ptr addrspace(1) %0, i64 8
 sel   %sel = select i1 %c, ptr addrspace(1) %1, ptr addrspace(1) %obj
 k   %k = getelementptr i8, ptr addrspace(1) null, i64 16
 obj ptr addrspace(1) %obj
Safepoint For: make
Number live values: 4
Live Variables:
    %1 = getelementptr i8, ptr addrspace(1) %0, i64 8
 sel   %sel = select i1 %c, ptr addrspace(1) %1, ptr addrspace(1) %obj
 k   %k = getelementptr i8, ptr addrspace(1) null, i64 16
 r   %r = invoke ptr addrspace(1) @make()
          to label %normal unwind label %pad
Safepoint For: g
Number live values: 4
Base Pairs (w/o Relocation):
 derived %obj base %obj
 derived %1 base %0
 derived %sel base %sel.base
 derived %k base null
 derived %r base %r
Base Pairs: (w/Relocation)
 derived %obj base %obj
 derived %1 base %0
 derived %sel base %sel.base
 derived %k base null
 derived %r base %r
 derived %0 base %0
 derived %sel.base base %sel.base
";
    let all = ReportOptions {
        live_set: true,
        live_set_size: true,
        base_pointers: true,
    };
    assert_eq!(reports_of(REPORTED_FUNCTION, all), expected);
}

#[test]
fn each_report_is_written_only_when_asked_for() {
    let only_sizes = reports_of(
        REPORTED_FUNCTION,
        ReportOptions {
            live_set_size: true,
            ..ReportOptions::default()
        },
    );
    assert_eq!(
        only_sizes,
        "Safepoint For: fp\nNumber live values: 4\nSafepoint For: make\nNumber live values: 4\nSafepoint For: g\nNumber live values: 4\n"
    );
    let only_bases = reports_of(
        REPORTED_FUNCTION,
        ReportOptions {
            base_pointers: true,
            ..ReportOptions::default()
        },
    );
    assert!(only_bases.starts_with("Base Pairs (w/o Relocation):\n derived %obj base %obj\n"));
    assert!(!only_bases.contains("Live Variables"));
    assert_eq!(reports_of(REPORTED_FUNCTION, ReportOptions::default()), "");
    // A function without parse points reports nothing, as in LLVM.
    let all = ReportOptions {
        live_set: true,
        live_set_size: true,
        base_pointers: true,
    };
    assert_eq!(
        reports_of(
            "define void @leaf() gc \"statepoint-example\" {\n  ret void\n}\n",
            all
        ),
        ""
    );
}

#[test]
fn gc_allocas_are_zeroed_and_listed_once_per_word_at_every_statepoint_they_dominate() {
    let printed = rewrite(
        "declare void @g()
declare void @llvm.lifetime.start.p0(i64, ptr)
define void @f(ptr addrspace(1) %obj) gc \"statepoint-example\" {
entry:
  call void @g()
  %slot = alloca ptr addrspace(1)
  %pair = alloca { ptr addrspace(1), [1 x ptr addrspace(1)] }, align 8
  %plain = alloca i64
  call void @llvm.lifetime.start.p0(i64 16, ptr %pair)
  store ptr addrspace(1) %obj, ptr %slot
  call void @g()
  br label %next
next:
  call void @g()
  ret void
}
",
    );
    for expected in [
        "%slot = alloca ptr addrspace(1), align 8\n  store ptr addrspace(1) null, ptr %slot",
        "store { ptr addrspace(1), [1 x ptr addrspace(1)] } zeroinitializer, ptr %pair, align 8",
        "[ \"gc-live\"(ptr %slot, ptr %pair, ptr %pair) ]",
    ] {
        assert!(
            printed.contains(expected),
            "missing {expected:?} in\n{printed}"
        );
    }
    // Listed at the two statepoints after the allocas, not at the one before.
    assert_eq!(
        printed.matches("\"gc-live\"(ptr %slot").count(),
        2,
        "{printed}"
    );
    assert!(!printed.contains("lifetime.start.p0(i64 16"), "{printed}");
    assert!(!printed.contains("%slot.relocated") && !printed.contains("%pair.relocated"));
}

#[test]
fn gc_allocas_the_stack_map_cannot_describe_are_errors_at_the_alloca() {
    for (body, complaint) in [
        (
            "%mixed = alloca { ptr addrspace(1), i64 }",
            "mixes GC pointers with other data",
        ),
        (
            "br label %later\nlater:\n  %mixed = alloca ptr addrspace(1)",
            "must be static",
        ),
        ("%mixed = alloca ptr addrspace(1), i64 %n", "must be static"),
    ] {
        let source = format!(
            "declare void @g()\ndefine void @f(i64 %n) gc \"statepoint-example\" {{\nentry:\n  {body}\n  call void @g()\n  ret void\n}}\n"
        );
        let mut m = parse(&source);
        let error =
            rewrite_statepoints_for_gc(&mut m, &RewriteStatepointsOptions::default()).unwrap_err();
        assert!(error.message.contains(complaint), "{error:?}");
        assert_eq!(
            error.site,
            Some(crate::pass::ErrorSite {
                function: "f".to_string(),
                value: "%mixed".to_string()
            })
        );
    }
}

#[test]
fn checker_requires_gc_allocas_in_gc_live_where_their_address_is_used_or_escapes() {
    let check = |bundle: &str, after: &str| {
        let source = format!(
            "declare void @g()
declare void @keep(ptr)
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
define void @f() gc \"statepoint-example\" {{
  %pair = alloca [2 x ptr addrspace(1)]
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @g, i32 0, i32 0, i32 0, i32 0) {bundle}
  {after}
  ret void
}}
"
        );
        checker::check_module(&parse(&source))
    };
    let load_after = "%second = getelementptr ptr addrspace(1), ptr %pair, i64 1\n  %x = load ptr addrspace(1), ptr %second";
    let escape_before_only = "";
    assert!(check("[ \"gc-live\"(ptr %pair, ptr %pair) ]", load_after).is_ok());
    let errors = check("[ \"gc-live\"(ptr %pair) ]", load_after).unwrap_err();
    assert_eq!(
        errors[0].message,
        "%pair holds 2 GC pointer(s) and is used after a statepoint whose gc-live lists it 1 time(s)"
    );
    // Not used after the statepoint: nothing to list.
    assert!(check("", escape_before_only).is_ok());
}

#[test]
fn checker_requires_escaping_gc_allocas_at_every_statepoint_they_reach() {
    let source = "declare void @g()
declare void @keep(ptr) \"gc-leaf-function\"
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
define void @f() gc \"statepoint-example\" {
  %slot = alloca ptr addrspace(1)
  call void @keep(ptr %slot)
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @g, i32 0, i32 0, i32 0, i32 0)
  ret void
}
";
    let errors = checker::check_module(&parse(source)).unwrap_err();
    assert_eq!(
        errors[0].message,
        "%slot holds 1 GC pointer(s) and is used after a statepoint whose gc-live lists it 0 time(s)"
    );
}

#[test]
fn base_instructions_of_all_functions_share_one_empty_node_reusing_the_inputs() {
    let function = |name: &str| {
        format!(
            "define void @{name}(ptr addrspace(1) %a, ptr addrspace(1) %b, i1 %c) gc \"statepoint-example\" {{
entry:
  br i1 %c, label %l, label %r
l:
  %x = getelementptr i8, ptr addrspace(1) %a, i64 8
  br label %m
r:
  %y = getelementptr i8, ptr addrspace(1) %b, i64 8
  br label %m
m:
  %p = phi ptr addrspace(1) [ %x, %l ], [ %y, %r ]
  call void @foo()
  call void @use(ptr addrspace(1) %p), !tag !1
  ret void
}}
"
        )
    };
    let source = format!(
        "declare void @foo()\ndeclare void @use(ptr addrspace(1)) \"gc-leaf-function\"\n{}{}!0 = !{{!\"x\"}}\n!1 = !{{}}\n",
        function("f"),
        function("g")
    );
    let m = rewrite_with(&source, &RewriteStatepointsOptions::default());
    let empty_tuples: Vec<u32> = m
        .metadata
        .iter()
        .filter(|(_, node)| matches!(&node.kind, ir::metadata::MdKind::Tuple(e) if e.is_empty()))
        .map(|(&slot, _)| slot)
        .collect();
    assert_eq!(empty_tuples, vec![1], "the input's !{{}} is the only one");
    let mut base_attachments = 0;
    for f in m.function_ids() {
        let Some(body) = m.function(f).and_then(|f| f.body.as_ref()) else {
            continue;
        };
        for (_, i) in body.insts_in_order() {
            if let Some(node) = body.inst(i).metadata("is_base_value") {
                assert_eq!(*node, ir::metadata::MdRef::Node(1));
                base_attachments += 1;
            }
        }
    }
    assert_eq!(base_attachments, 2, "one base phi in each function");
    let text = print_module(&m);
    // Printed in use order: the unused `!{!"x"}` goes, the shared node is `!0`.
    assert_eq!(text.matches(", !is_base_value !0").count(), 2, "{text}");
    assert_eq!(text.matches(", !tag !0").count(), 2, "{text}");
    assert!(text.ends_with("\n!0 = !{}\n"), "{text}");
}
