//! The base rules on small statepoint functions: each shape of base relation valid
//! (no report) and broken (the report expected).

use crate::verifier::{verify_module_with, Rules};

const NOT_THE_BASE: &str = "gc.relocate: base pointer is not the base of the derived pointer";
const INTERIOR: &str =
    "gc.relocate: base pointer may be a derived pointer, not the start of an object";

/// The verifier's messages for a function body (`{SP}` is replaced by a statepoint
/// call prefix, whose `gc-live` bundle the body writes).
fn messages(function: &str) -> Vec<String> {
    let text = format!(
        "declare void @f()\n\
         declare i32 @personality(...)\n\
         declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)\n\
         declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)\n\
         declare <2 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v2p1(token, i32, i32)\n\
         {}\n!0 = !{{}}\n",
        function.replace(
            "{SP}",
            "call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0)"
        )
    );
    let m = crate::parse_module(&text).unwrap_or_else(|e| panic!("{e:?}\n{text}"));
    match verify_module_with(&m, Rules::WithRelocateBases) {
        Ok(()) => Vec::new(),
        Err(errors) => errors.into_iter().map(|e| e.message).collect(),
    }
}

/// A diamond merging `%ga` (into `%a`) and `%gb` (into `%b`) into `%p` and the base
/// phi `%p.base`, then a statepoint relocating `%p` with base `{base}`.
fn diamond(base: &str) -> Vec<String> {
    messages(&format!(
        "define void @g(i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b) gc \"statepoint-example\" {{
entry:
  br i1 %c, label %left, label %right
left:
  %ga = getelementptr i8, ptr addrspace(1) %a, i64 8
  br label %merge
right:
  %gb = getelementptr i8, ptr addrspace(1) %b, i64 8
  br label %merge
merge:
  %p.base = phi ptr addrspace(1) [ %a, %left ], [ %b, %right ], !is_base_value !0
  %p.swapped = phi ptr addrspace(1) [ %b, %left ], [ %a, %right ]
  %p = phi ptr addrspace(1) [ %ga, %left ], [ %gb, %right ]
  %t = {{SP}} [\"gc-live\"(ptr addrspace(1) %p, ptr addrspace(1) {base})]
  %p.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 1, i32 0)
  ret void
}}"
    ))
}

#[test]
fn a_base_phi_built_edge_by_edge_is_the_base() {
    assert_eq!(diamond("%p.base"), Vec::<String>::new());
}

#[test]
fn a_base_phi_with_crossed_or_missing_objects_is_reported() {
    assert_eq!(diamond("%p.swapped"), [NOT_THE_BASE]);
    assert_eq!(diamond("%a"), [NOT_THE_BASE]);
    assert_eq!(diamond("null"), [NOT_THE_BASE]);
}

#[test]
fn a_derived_phi_as_base_is_an_interior_pointer() {
    assert_eq!(diamond("%p"), [INTERIOR]);
}

/// Two objects swapped on every iteration, carried by base phis; `{x_base}` is the base
/// of `%x`'s relocation.
fn swapping_loop(x_base: &str) -> Vec<String> {
    messages(&format!(
        "define void @g(ptr addrspace(1) %a, ptr addrspace(1) %b) gc \"statepoint-example\" {{
entry:
  br label %loop
loop:
  %xb = phi ptr addrspace(1) [ %a, %entry ], [ %yb.r, %loop ]
  %yb = phi ptr addrspace(1) [ %b, %entry ], [ %xb.r, %loop ]
  %x = phi ptr addrspace(1) [ %a, %entry ], [ %y.r, %loop ]
  %y = phi ptr addrspace(1) [ %b, %entry ], [ %x.r, %loop ]
  %t = {{SP}} [\"gc-live\"(ptr addrspace(1) %xb, ptr addrspace(1) %yb, ptr addrspace(1) %x, ptr addrspace(1) %y)]
  %xb.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  %yb.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 1, i32 1)
  %x.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 {x_base}, i32 2)
  %y.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 1, i32 3)
  br label %loop
}}"
    ))
}

#[test]
fn loop_phis_are_followed_edge_by_edge() {
    assert_eq!(swapping_loop("0"), Vec::<String>::new());
    // Both base phis name both objects; only the edge-by-edge pairing tells them apart.
    assert_eq!(swapping_loop("1"), [NOT_THE_BASE]);
}

/// Selects on `%c` (or `%d` for `%other`) of pointers into two objects.
fn selects(base: &str) -> Vec<String> {
    messages(&format!(
        "define void @g(i1 %c, i1 %d, ptr addrspace(1) %a, ptr addrspace(1) %b) gc \"statepoint-example\" {{
entry:
  %ga = getelementptr i8, ptr addrspace(1) %a, i64 8
  %s = select i1 %c, ptr addrspace(1) %ga, ptr addrspace(1) %b
  %s.base = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
  %crossed = select i1 %c, ptr addrspace(1) %b, ptr addrspace(1) %a
  %other = select i1 %d, ptr addrspace(1) %a, ptr addrspace(1) %b
  %t = {{SP}} [\"gc-live\"(ptr addrspace(1) %s, ptr addrspace(1) {base})]
  %s.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 1, i32 0)
  ret void
}}"
    ))
}

#[test]
fn selects_on_one_condition_are_followed_arm_by_arm() {
    assert_eq!(selects("%s.base"), Vec::<String>::new());
    assert_eq!(selects("%crossed"), [NOT_THE_BASE]);
    // Another condition may disagree with %c.
    assert_eq!(selects("%other"), [NOT_THE_BASE]);
}

#[test]
fn a_base_used_inside_the_derived_merge_keeps_its_value() {
    // The derived phi's inputs are the base select and a GEP of it.
    let found = messages(
        "define void @g(i1 %c, ptr addrspace(1) %a1, ptr addrspace(1) %a2) gc \"statepoint-example\" {
entry:
  %sel = select i1 %c, ptr addrspace(1) %a1, ptr addrspace(1) %a2
  br i1 %c, label %taken, label %merge
taken:
  %gep = getelementptr i8, ptr addrspace(1) %sel, i64 8
  br label %merge
merge:
  %phi = phi ptr addrspace(1) [ %gep, %taken ], [ %sel, %entry ]
  %t = {SP} [\"gc-live\"(ptr addrspace(1) %phi, ptr addrspace(1) %sel)]
  %phi.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 1, i32 0)
  ret void
}",
    );
    assert_eq!(found, Vec::<String>::new());
}

/// A derived pointer in a deopt bundle, relocated as its own base (LLVM's convention)
/// or used as the base of `%field`.
fn deopt_operand(field_base: &str) -> Vec<String> {
    messages(&format!(
        "define void @g(ptr addrspace(1) %a) gc \"statepoint-example\" {{
entry:
  %p = getelementptr i8, ptr addrspace(1) %a, i64 8
  %field = getelementptr i8, ptr addrspace(1) %p, i64 8
  %t = {{SP}} [\"deopt\"(ptr addrspace(1) %p), \"gc-live\"(ptr addrspace(1) %p, ptr addrspace(1) %field, ptr addrspace(1) %a)]
  %p.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  %field.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 {field_base}, i32 1)
  ret void
}}"
    ))
}

#[test]
fn deopt_operands_may_be_relocated_as_their_own_base_only() {
    assert_eq!(deopt_operand("2"), Vec::<String>::new());
    assert_eq!(deopt_operand("0"), [INTERIOR]);
}

#[test]
fn a_derived_pointer_relocated_as_its_own_base_is_reported() {
    let found = messages(
        "define void @g(ptr addrspace(1) %a) gc \"statepoint-example\" {
entry:
  %p = getelementptr i8, ptr addrspace(1) %a, i64 8
  %t = {SP} [\"gc-live\"(ptr addrspace(1) %p)]
  %p.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  ret void
}",
    );
    assert_eq!(found, [INTERIOR]);
}

/// A vector of `%a` and a GEP of `%b`, relocated with base `{base}`; `%lane1` (a GEP of
/// `%b`) with base `{lane_base}`.
fn vector(base: &str, lane_base: &str) -> Vec<String> {
    messages(&format!(
        "define void @g(ptr addrspace(1) %a, ptr addrspace(1) %b) gc \"statepoint-example\" {{
entry:
  %gb = getelementptr i8, ptr addrspace(1) %b, i64 8
  %v0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %a, i32 0
  %v = insertelement <2 x ptr addrspace(1)> %v0, ptr addrspace(1) %gb, i32 1
  %v0.base = insertelement <2 x ptr addrspace(1)> zeroinitializer, ptr addrspace(1) %a, i32 0
  %v.base = insertelement <2 x ptr addrspace(1)> %v0.base, ptr addrspace(1) %b, i32 1
  %swapped = shufflevector <2 x ptr addrspace(1)> %v.base, <2 x ptr addrspace(1)> poison, <2 x i32> <i32 1, i32 0>
  %lane1 = extractelement <2 x ptr addrspace(1)> %v, i32 1
  %lane0 = extractelement <2 x ptr addrspace(1)> %v, i32 0
  %t = {{SP}} [\"gc-live\"(<2 x ptr addrspace(1)> %v, <2 x ptr addrspace(1)> %v.base, <2 x ptr addrspace(1)> %swapped, ptr addrspace(1) %lane1, ptr addrspace(1) %b, ptr addrspace(1) %lane0)]
  %v.r = call <2 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v2p1(token %t, i32 {base}, i32 0)
  %lane1.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 {lane_base}, i32 3)
  ret void
}}"
    ))
}

#[test]
fn vectors_are_checked_lane_by_lane() {
    assert_eq!(vector("1", "4"), Vec::<String>::new());
    assert_eq!(vector("2", "4"), [NOT_THE_BASE]);
    // %lane0 is %a (lane 0 of %v): an actual base, but of the other object.
    assert_eq!(vector("1", "5"), [NOT_THE_BASE]);
    assert_eq!(vector("0", "4"), [INTERIOR]);
}

#[test]
fn constants_and_undefined_pointers_take_constant_or_any_bases() {
    let found = messages(
        "@global = external addrspace(1) global [4 x i64]
define void @g(i1 %c, ptr addrspace(1) %a) gc \"statepoint-example\" {
entry:
  %k = getelementptr i8, ptr addrspace(1) @global, i64 16
  %u = select i1 %c, ptr addrspace(1) undef, ptr addrspace(1) %a
  %t = {SP} [\"gc-live\"(ptr addrspace(1) %k, ptr addrspace(1) %u, ptr addrspace(1) %a)]
  %k.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  %u.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 2, i32 1)
  ret void
}",
    );
    assert_eq!(found, Vec::<String>::new());
    let found = messages(
        "define void @g(ptr addrspace(1) %a) gc \"statepoint-example\" {
entry:
  %ga = getelementptr i8, ptr addrspace(1) %a, i64 16
  %t = {SP} [\"gc-live\"(ptr addrspace(1) %ga, ptr addrspace(1) null)]
  %ga.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 1, i32 0)
  ret void
}",
    );
    assert_eq!(found, [NOT_THE_BASE]);
}

/// A select relocated across an invoke, on the normal path with base `{normal}` and on
/// the exceptional path (through the landing pad) with base `{unwind}`.
fn invoke(normal: &str, unwind: &str) -> Vec<String> {
    messages(&format!(
        "define void @g(i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b) gc \"statepoint-example\" personality ptr @personality {{
entry:
  %ga = getelementptr i8, ptr addrspace(1) %a, i64 8
  %s = select i1 %c, ptr addrspace(1) %ga, ptr addrspace(1) %b
  %s.base = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
  %t = invoke token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0) [\"gc-live\"(ptr addrspace(1) %s, ptr addrspace(1) %s.base, ptr addrspace(1) %a)]
          to label %normal unwind label %unwind
normal:
  %s.n = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 {normal}, i32 0)
  ret void
unwind:
  %pad = landingpad token
          cleanup
  %s.u = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %pad, i32 {unwind}, i32 0)
  ret void
}}"
    ))
}

#[test]
fn relocates_on_both_paths_of_an_invoke_are_checked() {
    assert_eq!(invoke("1", "1"), Vec::<String>::new());
    assert_eq!(invoke("1", "2"), [NOT_THE_BASE]);
    assert_eq!(invoke("2", "1"), [NOT_THE_BASE]);
}

#[test]
fn a_condition_keeps_its_value_through_nested_selects() {
    // %outer's base is %inner.base (both arms of %outer have it): on the path where %c
    // is true, %inner is %a too.
    let found = messages(
        "define void @g(i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b) gc \"statepoint-example\" {
entry:
  %gb = getelementptr i8, ptr addrspace(1) %b, i64 8
  %inner = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %gb
  %inner.base = select i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b
  %outer = select i1 %c, ptr addrspace(1) %inner, ptr addrspace(1) %inner
  %t = {SP} [\"gc-live\"(ptr addrspace(1) %outer, ptr addrspace(1) %inner.base)]
  %outer.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 1, i32 0)
  ret void
}",
    );
    assert_eq!(found, Vec::<String>::new());
}

#[test]
fn llvm_rules_leave_bases_unjudged() {
    let text = "declare void @f()\n\
         declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)\n\
         declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)\n\
         define void @g(ptr addrspace(1) %a, ptr addrspace(1) %b) gc \"statepoint-example\" {\n\
           %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0) [\"gc-live\"(ptr addrspace(1) %a, ptr addrspace(1) %b)]\n\
           %a.r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 1, i32 0)\n\
           ret void\n\
         }\n";
    let m = crate::parse_module(text).expect("parses");
    let judged: Vec<String> = verify_module_with(&m, Rules::WithRelocateBases)
        .expect_err("%b is not the base of %a")
        .into_iter()
        .map(|e| e.message)
        .collect();
    assert_eq!(judged, [NOT_THE_BASE]);
    assert!(
        crate::verifier::verify_module_with(&m, crate::verifier::Rules::Llvm).is_ok(),
        "LLVM's verifier accepts any base"
    );
}
