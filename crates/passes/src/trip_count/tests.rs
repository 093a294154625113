use super::*;

/// The bound for the single latch of the single loop of `@f`.
fn bound_of(text: &str) -> Option<u128> {
    bound_under(TripCountRule::ValueRanges, text)
}

/// [`bound_of`] under `rule`.
fn bound_under(rule: TripCountRule, text: &str) -> Option<u128> {
    let m = ir::parse_module(text).expect("test module parses");
    let f = m.global_by_name("f").expect("@f");
    let body = m.function(f).unwrap().body.as_ref().unwrap();
    let cfg = Cfg::compute(body);
    let dom = DomTree::compute(body, &cfg);
    let loops = LoopInfo::compute(body, &cfg, &dom);
    let ctx = LoopContext {
        m: &m,
        body,
        cfg: &cfg,
        dom: &dom,
        loops: &loops,
        promises: &FunctionPromises::of(m.function(f).unwrap()),
        rule,
        bounds: Default::default(),
    };
    let l = loops.loops_inner_first()[0];
    let latch = loops.get(l).latches[0];
    max_backedge_taken_count_through_latch(&ctx, l, latch)
}

fn counted_loop(ty: &str, flags: &str, start: &str, step: &str, pred: &str, limit: &str) -> String {
    format!(
        r#"
define void @f({ty} %n, i32 %narrow) {{
entry:
  %wide = zext i32 %narrow to i64
  br label %loop
loop:
  %iv = phi {ty} [ {start}, %entry ], [ %iv.next, %loop ]
  %iv.next = add {flags} {ty} %iv, {step}
  %c = icmp {pred} {ty} %iv.next, {limit}
  br i1 %c, label %loop, label %exit
exit:
  ret void
}}
"#
    )
}

#[test]
fn constant_limits_give_exact_counts() {
    assert_eq!(
        bound_of(&counted_loop("i32", "", "0", "1", "slt", "16")),
        Some(15)
    );
    assert_eq!(
        bound_of(&counted_loop("i32", "", "0", "1", "sle", "16")),
        Some(16)
    );
    assert_eq!(
        bound_of(&counted_loop("i32", "", "0", "3", "ult", "10")),
        Some(3)
    );
    assert_eq!(
        bound_of(&counted_loop("i32", "", "10", "-1", "sgt", "0")),
        Some(9)
    );
    assert_eq!(
        bound_of(&counted_loop("i32", "", "0", "1", "ne", "100")),
        Some(99)
    );
}

#[test]
fn unknown_limits_are_bounded_by_their_type() {
    // i64 with a unit step and a strict test: finite, but needs 63 bits.
    let b = bound_of(&counted_loop("i64", "", "0", "1", "slt", "%n")).unwrap();
    assert!((1 << 62..1 << 63).contains(&b));
    // A zero-extended i32 limit keeps an i64 loop within 32 bits (clang -O2 shape).
    let b = bound_of(&counted_loop("i64", "nuw nsw", "0", "1", "ne", "%wide")).unwrap();
    assert!(b < 1 << 32);
}

#[test]
fn loops_that_may_run_forever_have_no_bound() {
    // `<=` the maximum value never fails without a no-wrap flag.
    assert_eq!(
        bound_of(&counted_loop("i64", "", "0", "1", "sle", "%n")),
        None
    );
    // A step of 2 can jump over an unknown limit near the top and wrap.
    assert_eq!(
        bound_of(&counted_loop("i32", "", "0", "2", "ult", "%n")),
        None
    );
    // Moving away from the limit.
    assert_eq!(
        bound_of(&counted_loop("i32", "", "0", "-1", "slt", "%n")),
        None
    );
    // With nsw, `<=` is bounded again (overflow would be undefined).
    assert!(bound_of(&counted_loop("i32", "nsw", "0", "1", "sle", "%n")).is_some());
}

/// A loop stepping a pointer by `step` bytes (`{gep}` is the GEP keyword and
/// flags), from `start` while `p <pred> limit` (`{tested}`: `%p` or `%p.next`).
fn pointer_loop(
    gep: &str,
    step: &str,
    start: &str,
    tested: &str,
    pred: &str,
    limit: &str,
) -> String {
    format!(
        r#"
define void @f(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %len, i32 %narrow) {{
entry:
  %wide = zext i32 %narrow to i64
  %a.len = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %len
  %a.narrow = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %wide
  br label %loop
loop:
  %p = phi ptr addrspace(1) [ {start}, %entry ], [ %p.next, %loop ]
  %p.next = {gep} i8, ptr addrspace(1) %p, i64 {step}
  store i8 0, ptr addrspace(1) %p
  %c = icmp {pred} ptr addrspace(1) {tested}, {limit}
  br i1 %c, label %loop, label %exit
exit:
  ret void
}}
"#
    )
}

#[test]
fn pointer_inequality_tests_are_bounded_like_llvm_bounds_them() {
    let gep = "getelementptr inbounds";
    // `p` from `a + 4 * len` down to `a` by 4 bytes: (4 * len) / 4 modulo 2^64.
    assert_eq!(
        bound_of(&pointer_loop(gep, "-4", "%a.len", "%p.next", "ne", "%a")),
        Some((1 << 62) - 1)
    );
    // Up to `a + 4 * zext(narrow)`, testing `p + 4`: the distance 4 * zext(narrow) - 4
    // is negative for narrow = 0, so it is taken modulo 2^64 (as LLVM does).
    assert_eq!(
        bound_of(&pointer_loop(gep, "4", "%a", "%p.next", "ne", "%a.narrow")),
        Some((1 << 62) - 1)
    );
    // Unrelated pointers with a unit step: every address is visited.
    assert_eq!(
        bound_of(&pointer_loop(gep, "1", "%a", "%p.next", "ne", "%b")),
        Some(u128::from(u64::MAX))
    );
    // Unrelated pointers, 4-byte steps: they may step over the limit forever.
    assert_eq!(
        bound_of(&pointer_loop(gep, "4", "%a", "%p.next", "ne", "%b")),
        None
    );
    // Unsigned `<` on addresses with an `inbounds` step cannot wrap.
    let b = bound_of(&pointer_loop(gep, "8", "%a", "%p.next", "ult", "%b")).unwrap();
    assert!((1 << 60..1 << 61).contains(&b));
    assert_eq!(
        bound_of(&pointer_loop(
            "getelementptr",
            "8",
            "%a",
            "%p.next",
            "ult",
            "%b"
        )),
        None
    );
}

#[test]
fn a_pointer_distance_that_cannot_be_negative_bounds_the_count() {
    // The header tests `p != a + 4 * zext(narrow)` before stepping from `a`.
    let text = r#"
define void @f(ptr addrspace(1) %a, i32 %narrow) {
entry:
  %wide = zext i32 %narrow to i64
  %end = getelementptr inbounds i32, ptr addrspace(1) %a, i64 %wide
  br label %loop
loop:
  %p = phi ptr addrspace(1) [ %a, %entry ], [ %p.next, %body ]
  %c = icmp ne ptr addrspace(1) %p, %end
  br i1 %c, label %body, label %exit
body:
  store i32 0, ptr addrspace(1) %p
  %p.next = getelementptr inbounds i32, ptr addrspace(1) %p, i64 1
  br label %loop
exit:
  ret void
}
"#;
    assert_eq!(bound_of(text), Some((1 << 32) - 1));
}

#[test]
fn branches_guarding_the_loop_narrow_its_limit() {
    // A vectorizer's remainder loop: entered only when `n & 3` is not 0.
    let remainder = r#"
define void @f(i64 %n) {
entry:
  %rem = and i64 %n, 3
  %none = icmp eq i64 %rem, 0
  br i1 %none, label %exit, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %rem
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#;
    assert_eq!(bound_of(remainder), Some(2));
    assert_eq!(
        bound_of(&remainder.replace("br i1 %none, label %exit, label %loop", "br label %loop")),
        Some(u128::from(u64::MAX))
    );
    // An unrolled-by-two loop: `n > 0` and `n != 1`, so the even limit is at least 2
    // and the step of 2 (no wrap flags) lands on it.
    let even = r#"
define void @f(i32 %n) {
entry:
  %positive = icmp sgt i32 %n, 0
  br i1 %positive, label %check, label %exit
check:
  %one = icmp eq i32 %n, 1
  br i1 %one, label %exit, label %preheader
preheader:
  %wide = zext i32 %n to i64
  %even = and i64 %wide, 2147483646
  br label %loop
loop:
  %i = phi i64 [ 0, %preheader ], [ %i.next, %loop ]
  %i.next = add i64 %i, 2
  %done = icmp eq i64 %i.next, %even
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#;
    assert_eq!(bound_of(even), Some((1 << 30) - 2));
    // Without the `n != 1` guard the limit may be 0: the step still lands on it,
    // modulo 2^64.
    assert_eq!(
        bound_of(&even.replace(
            "br i1 %one, label %exit, label %preheader",
            "br label %preheader"
        )),
        Some((1 << 63) - 1)
    );
}

#[test]
fn the_exit_test_may_read_the_phi_and_sit_in_the_header() {
    let text = r#"
define void @f(i8 %n) {
entry:
  br label %loop
loop:
  %iv = phi i8 [ 0, %entry ], [ %iv.next, %body ]
  %c = icmp ult i8 %iv, %n
  br i1 %c, label %body, label %exit
body:
  %iv.next = add i8 %iv, 1
  br label %loop
exit:
  ret void
}
"#;
    assert_eq!(bound_of(text), Some(255));
}

/// An `i64` loop from `sext %m` while below `sext (%n + 5)`, the sum `nsw`;
/// `attribute` on the argument that passes the limit on.
fn sum_limited_loop(attribute: &str) -> String {
    format!(
        r#"
declare void @use(i64)
define void @f(i32 %n, i32 %m) {{
entry:
  %sum = add nsw i32 %n, 5
  %limit = sext i32 %sum to i64
  call void @use(i64 {attribute} %limit)
  %start = sext i32 %m to i64
  br label %loop
loop:
  %iv = phi i64 [ %start, %entry ], [ %iv.next, %loop ]
  %iv.next = add nsw i64 %iv, 1
  %c = icmp slt i64 %iv.next, %limit
  br i1 %c, label %loop, label %exit
exit:
  ret void
}}
"#
    )
}

#[test]
fn llvm19_extends_a_sum_whose_wrap_flag_its_poison_makes_trusted() {
    // The sum's poison reaches a `noundef` argument: ScalarEvolution trusts
    // its `nsw` and reads the limit as `sext %n + 5`, up to 2^31 + 4 (opt-19's
    // constant maximum: 2^32 + 3).
    let trusted = sum_limited_loop("noundef");
    assert_eq!(
        bound_under(TripCountRule::Llvm19, &trusted),
        Some((1 << 32) + 3)
    );
    // Without it the limit stays a sign extension, at most 2^31 - 1 (2^32 - 2).
    let untrusted = sum_limited_loop("");
    assert_eq!(
        bound_under(TripCountRule::Llvm19, &untrusted),
        Some((1 << 32) - 2)
    );
    // The value-range rule keeps the exact range either way.
    assert_eq!(bound_of(&trusted), Some((1 << 32) - 2));
}

/// `@f` walking the string constant `@s` (`linkage` and `contents` given) until its
/// zero byte.
fn string_walk(linkage: &str, contents: &str) -> String {
    let length = contents.len() + 1;
    format!(
        r#"
@s = {linkage} [{length} x i8] c"{contents}\00"
define void @f(ptr %out) {{
entry:
  br label %loop
loop:
  %p = phi ptr [ @s, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %p, i64 1
  %c = load i8, ptr %p
  store volatile i8 %c, ptr %out
  %end = icmp eq i8 %c, 0
  br i1 %end, label %exit, label %loop
exit:
  ret void
}}
"#
    )
}

#[test]
fn loops_over_constant_strings_are_counted_by_evaluation() {
    for rule in [TripCountRule::Llvm19, TripCountRule::ValueRanges] {
        assert_eq!(
            bound_under(rule, &string_walk("private constant", "abc")),
            Some(3)
        );
        assert_eq!(bound_under(rule, &string_walk("constant", "")), Some(0));
        // Iterations 0 to 99 are evaluated: the zero byte at 99 is found, at 100 not.
        let long = "x".repeat(99);
        assert_eq!(bound_under(rule, &string_walk("constant", &long)), Some(99));
        let longer = "x".repeat(100);
        assert_eq!(bound_under(rule, &string_walk("constant", &longer)), None);
        // A variable, or a constant that may be replaced at link time, is not read.
        assert_eq!(bound_under(rule, &string_walk("global", "abc")), None);
        assert_eq!(
            bound_under(rule, &string_walk("weak constant", "abc")),
            None
        );
        assert_eq!(
            bound_under(rule, &string_walk("linkonce_odr constant", "abc")),
            Some(3)
        );
    }
}

/// `@f` running `%x = <op> %x, <operand>` from `start` until `%x.next == 1`.
fn recurrence(op: &str, operand: &str, start: &str) -> String {
    format!(
        r#"
define void @f(ptr %out) {{
entry:
  br label %loop
loop:
  %x = phi i32 [ {start}, %entry ], [ %x.next, %loop ]
  %x.next = {op} i32 %x, {operand}
  store volatile i32 %x, ptr %out
  %done = icmp eq i32 %x.next, 1
  br i1 %done, label %exit, label %loop
exit:
  ret void
}}
"#
    )
}

#[test]
fn recurrences_from_constants_are_counted_by_evaluation() {
    // 364, 121, 40, 13, 4, 1 (bzip2's shell sort gaps).
    assert_eq!(bound_of(&recurrence("sdiv", "3", "364")), Some(4));
    assert_eq!(bound_of(&recurrence("lshr", "1", "8")), Some(2));
    // Division by zero is poison: no count.
    assert_eq!(bound_of(&recurrence("udiv", "0", "8")), None);
    // Never reaches 1 within 100 iterations.
    assert_eq!(bound_of(&recurrence("mul", "3", "2")), None);
    // A start that is not constant gives nothing to evaluate.
    assert_eq!(
        bound_of(
            &recurrence("sdiv", "3", "%start").replace("@f(ptr %out)", "@f(ptr %out, i32 %start)")
        ),
        None
    );
}

#[test]
fn a_condition_on_two_phis_is_not_evaluated() {
    let text = r#"
define void @f(ptr %out) {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %j = phi i32 [ 10, %entry ], [ %j.next, %loop ]
  %i.next = add i32 %i, 3
  %j.next = add i32 %j, 1
  store volatile i32 %i, ptr %out
  %done = icmp uge i32 %i.next, %j.next
  br i1 %done, label %exit, label %loop
exit:
  ret void
}
"#;
    assert_eq!(bound_under(TripCountRule::Llvm19, text), None);
}

/// `@f`: an i64 count-up by 1 from 0 until its increment equals `zext %d`, entered
/// only when `%d <guard>`, `%d` defined by `definition` from the loaded `%a`.
fn count_up_to_guarded(definition: &str, guard: &str) -> String {
    format!(
        r#"
define void @f(ptr %p) {{
entry:
  %a = load i32, ptr %p
  %d = {definition}
  %g = icmp {guard}
  br i1 %g, label %pre, label %exit
pre:
  %limit = zext i32 %d to i64
  br label %loop
loop:
  %iv = phi i64 [ 0, %pre ], [ %iv.next, %loop ]
  %iv.next = add i64 %iv, 1
  %c = icmp ne i64 %iv.next, %limit
  br i1 %c, label %loop, label %exit
exit:
  ret void
}}
"#
    )
}

#[test]
fn a_guard_that_excludes_zero_bounds_a_unit_step_to_an_extended_limit() {
    let llvm19 = |definition: &str, guard: &str| {
        bound_under(
            TripCountRule::Llvm19,
            &count_up_to_guarded(definition, guard),
        )
    };
    // `2a` is even: at most 2^32 - 2, so at most 2^32 - 3 backedges once it is not 0.
    for guard in [
        "sgt i32 %d, 0",
        "ne i32 %d, 0",
        "ugt i32 %d, 0",
        "uge i32 %d, 8",
    ] {
        assert_eq!(
            llvm19("shl i32 %a, 1", guard),
            Some((1 << 32) - 3),
            "{guard}"
        );
    }
    // A guard that leaves zero possible: the limit may be 0, the count wraps.
    let unbounded = llvm19("shl i32 %a, 1", "ult i32 %d, 8").unwrap();
    assert!(unbounded >= 1 << 63);
    // `shl nuw` moves the extension inside: `2 * zext a` reaches 2^33 - 2.
    assert_eq!(
        llvm19("shl nuw i32 %a, 1", "ne i32 %d, 0"),
        Some((1 << 33) - 3)
    );
}

#[test]
fn select_of_zero_and_one_is_a_maximum_that_guards_do_not_narrow() {
    // `a == 0 ? 1 : a` is `umax(a, 1)`: never 0, so the count-up is bounded
    // without a guard; a signed guard on it does not make its sign extension small.
    let select = "select i1 %z, i32 1, i32 %a";
    let text = count_up_to_guarded(select, "sgt i32 %d, 5")
        .replace("%d = ", "%z = icmp eq i32 %a, 0\n  %d = ");
    assert_eq!(
        bound_under(TripCountRule::Llvm19, &text),
        Some((1 << 32) - 2)
    );
    let signed = text.replace("zext i32 %d", "sext i32 %d");
    assert!(bound_under(TripCountRule::Llvm19, &signed).unwrap() >= 1 << 63);
}

#[test]
fn a_distance_is_read_signed_when_its_unsigned_reading_wraps() {
    // From `sext i1 %b` (0 or -1) up to 0: at most one backedge.
    let text = r#"
define void @f(i1 %b) {
entry:
  %s = sext i1 %b to i64
  br label %loop
loop:
  %iv = phi i64 [ %s, %entry ], [ %iv.next, %loop ]
  %iv.next = add i64 %iv, 1
  %c = icmp ne i64 %iv, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"#;
    assert_eq!(bound_under(TripCountRule::Llvm19, text), Some(1));
    // From `2 * sext i1 %b` (0 or -2): `-start` is 0 or 2, as opt-19 counts.
    let even = text.replace(
        "%s = sext i1 %b to i64",
        "%t = sext i1 %b to i64\n  %s = shl i64 %t, 1",
    );
    assert_eq!(bound_under(TripCountRule::Llvm19, &even), Some(2));
    // Counting down from an even start that may be negative or positive (`2 * sext
    // i8`) to -300: LLVM 19 rounds the start's unsigned range, which wraps around
    // zero, to nearly the whole type, and bounds nothing.
    let down = text
        .replace(
            "%s = sext i1 %b to i64",
            "%t = sext i1 %b to i64\n  %s = shl i64 %t, 1",
        )
        .replace("i1 %b)", "i8 %b)")
        .replace("sext i1", "sext i8")
        .replace("add i64 %iv, 1", "add nsw i64 %iv, -1")
        .replace("icmp ne i64 %iv, 0", "icmp ne i64 %iv, -300");
    assert!(bound_under(TripCountRule::Llvm19, &down).unwrap() >= 1 << 63);
}

#[test]
fn a_phi_after_a_branch_on_zero_is_the_maximum_it_selects() {
    // `x == 0 ? 1 : x` through a triangle: never 0, so the count-up to its zero
    // extension takes at most 2^32 - 2 backedges; through a phi whose side is also
    // reached another way, it may be 0 and the count wraps.
    let triangle = r#"
define void @f(ptr %p, i1 %k) {
entry:
  %x = load i32, ptr %p
  %z = icmp eq i32 %x, 0
  br i1 %z, label %side, label %merge
side:
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %limit = zext i32 %m to i64
  br label %loop
loop:
  %iv = phi i64 [ 0, %merge ], [ %iv.next, %loop ]
  %iv.next = add i64 %iv, 1
  %c = icmp ne i64 %iv.next, %limit
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
"#;
    assert_eq!(
        bound_under(TripCountRule::Llvm19, triangle),
        Some((1 << 32) - 2)
    );
    let shared = triangle
        .replace(
            "br i1 %z, label %side, label %merge",
            "br i1 %k, label %side, label %test\ntest:\n  br i1 %z, label %side, label %merge",
        )
        .replace("[ %x, %entry ]", "[ %x, %test ]");
    assert!(bound_under(TripCountRule::Llvm19, &shared).unwrap() >= 1 << 63);
}

#[test]
fn an_alignment_loop_is_bounded_by_its_mask() {
    // `while ((uintptr_t) p & 7) p++;`: the low 3 bits are 0 within 8 steps.
    let text = |step: &str| {
        format!(
            r#"
define void @f(ptr %p) {{
entry:
  br label %loop
loop:
  %q = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %q, i64 {step}
  %address = ptrtoint ptr %next to i64
  %low = and i64 %address, 7
  %c = icmp ne i64 %low, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}}
"#
        )
    };
    assert_eq!(bound_under(TripCountRule::Llvm19, &text("1")), Some(7));
    assert_eq!(
        bound_under(TripCountRule::ValueRanges, &text("-3")),
        Some(7)
    );
    // An even step may never reach an aligned address.
    assert_eq!(bound_under(TripCountRule::Llvm19, &text("2")), None);
}
