; Exit conditions and loop guards as LLVM 19's ScalarEvolution splits and reads them,
; reduced from functions of Lua 5.4 and zlib (clang-19 -O2) where our polls differed
; from opt-19's. The same CHECK lines pass on `opt-19 -passes=place-safepoints`.
; RUN: statepoint opt -S -passes=place-safepoints %s | FileCheck %s

; Leave when either test fails (`select i1 %a, i1 %b, i1 false`, a logical `and`):
; `i <u 99` alone bounds the loop. (lgc.c, singlestep)
define void @logical_and_exit(ptr %p) gc "statepoint-example" {
; CHECK-LABEL: @logical_and_exit(
; CHECK: loop:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %q = phi ptr [ %p, %entry ], [ %next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %next = load ptr, ptr %q, align 8
  %more = icmp ne ptr %next, null
  %short = icmp ult i32 %i, 99
  %stay = select i1 %more, i1 %short, i1 false
  br i1 %stay, label %loop, label %exit
exit:
  ret void
}

; The same with a logical `or` of the exit tests (leave when either holds).
define void @logical_or_exit(ptr %p) gc "statepoint-example" {
; CHECK-LABEL: @logical_or_exit(
; CHECK: loop:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %q = phi ptr [ %p, %entry ], [ %next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %next = load ptr, ptr %q, align 8
  %end = icmp eq ptr %next, null
  %long = icmp uge i32 %i, 99
  %leave = or i1 %end, %long
  br i1 %leave, label %exit, label %loop
exit:
  ret void
}

; A loop guard on a logical `and` (`n > m && n > 0`): both sides hold in the loop, so
; `n > 0` makes `zext(n) - 1` fit 32 bits. (lstring.c, luaS_resize)
define void @guard_through_logical_and(ptr %p, i32 %n, i32 %m) gc "statepoint-example" {
; CHECK-LABEL: @guard_through_logical_and(
; CHECK: loop:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  %bigger = icmp sgt i32 %n, %m
  %positive = icmp sgt i32 %n, 0
  %both = and i1 %bigger, %positive
  br i1 %both, label %preheader, label %exit
preheader:
  %limit = zext nneg i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %preheader ], [ %i.next, %loop ]
  %slot = getelementptr inbounds ptr, ptr %p, i64 %i
  store ptr null, ptr %slot, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %limit
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; An exit test on `trunc` of an i64 induction variable is a test of an i32 recurrence
; (no wrap flags): at most 2^32 - 1 backedges. (ltable.c, luaH_next)
define void @truncated_induction_variable(ptr %p, i32 %start, i32 %n) gc "statepoint-example" {
; CHECK-LABEL: @truncated_induction_variable(
; CHECK: latch:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  %wide = zext i32 %start to i64
  br label %loop
loop:
  %i = phi i64 [ %wide, %entry ], [ %i.next, %latch ]
  %slot = getelementptr inbounds i8, ptr %p, i64 %i
  %byte = load i8, ptr %slot, align 1
  %i.next = add nuw i64 %i, 1
  %found = icmp ne i8 %byte, 0
  br i1 %found, label %exit, label %latch
latch:
  %narrow = trunc i64 %i.next to i32
  %done = icmp eq i32 %n, %narrow
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; LLVM's loop guards do not narrow `x + c`: the guard `umin(a, b) - 1 >=u 31` leaves
; the limit `(zext(umin(a, b) - 1) + 1) & 0x1ffffffe0` possibly 0, and then the
; step-32 count `(limit - 32) / 32` does not fit 32 bits. (infback.c, inflateBack)
define void @guard_on_a_sum_is_not_read(ptr %p, i32 %a, i32 %b) gc "statepoint-example" {
; CHECK-LABEL: @guard_on_a_sum_is_not_read(
; CHECK: loop:
; CHECK: call void @do_safepoint()
; CHECK: exit:
entry:
  %u = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %x = add i32 %u, -1
  %z = zext i32 %x to i64
  %n = add nuw nsw i64 %z, 1
  %small = icmp ult i32 %x, 31
  br i1 %small, label %exit, label %preheader
preheader:
  %limit = and i64 %n, 8589934560
  br label %loop
loop:
  %i = phi i64 [ 0, %preheader ], [ %i.next, %loop ]
  %slot = getelementptr i8, ptr %p, i64 %i
  store i8 0, ptr %slot, align 1
  %i.next = add nuw i64 %i, 32
  %done = icmp eq i64 %i.next, %limit
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; Except ScalarEvolution's range check idiom: `a + 1 >=u 8` on an opaque `a` is
; `a` in [7, 2^32 - 2], so umax(a + 1, 1) >= 8 and the vector loop's limit is at least
; 8. (loop_shapes.c, ule)
define void @range_check_idiom(ptr %p, i32 %a) gc "statepoint-example" {
; CHECK-LABEL: @range_check_idiom(
; CHECK: loop:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  %x = add i32 %a, 1
  %m = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %z = zext i32 %m to i64
  %small = icmp ult i32 %x, 8
  br i1 %small, label %exit, label %preheader
preheader:
  %limit = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %preheader ], [ %i.next, %loop ]
  %slot = getelementptr i8, ptr %p, i64 %i
  store i8 0, ptr %slot, align 1
  %i.next = add nuw i64 %i, 8
  %done = icmp eq i64 %i.next, %limit
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; With `a - 1` the idiom's interval wraps around, and nothing is read.
define void @range_check_idiom_wrapping(ptr %p, i32 %a) gc "statepoint-example" {
; CHECK-LABEL: @range_check_idiom_wrapping(
; CHECK: loop:
; CHECK: call void @do_safepoint()
; CHECK: exit:
entry:
  %x = add i32 %a, -1
  %m = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %z = zext i32 %m to i64
  %small = icmp ult i32 %x, 8
  br i1 %small, label %exit, label %preheader
preheader:
  %limit = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %preheader ], [ %i.next, %loop ]
  %slot = getelementptr i8, ptr %p, i64 %i
  store i8 0, ptr %slot, align 1
  %i.next = add nuw i64 %i, 8
  %done = icmp eq i64 %i.next, %limit
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; A condition that never holds (`x >s x`, `x <u 0`): ScalarEvolution folds it, the
; backedge is never taken. (llvm-stress programs of tests/corpus/stress)
define void @never_staying(ptr %p) gc "statepoint-example" {
; CHECK-LABEL: @never_staying(
; CHECK: loop:
; CHECK-NOT: do_safepoint
; CHECK: second:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  br label %loop
loop:
  %v = load volatile i32, ptr %p, align 4
  %same = icmp sgt i32 %v, %v
  br i1 %same, label %loop, label %second
second:
  %w = load volatile i32, ptr %p, align 4
  %below_zero = icmp ult i32 %w, 0
  br i1 %below_zero, label %second, label %exit
exit:
  ret void
}

; An exit test on the induction variable plus a loop-invariant value reads, as
; ScalarEvolution folds it, an add recurrence starting at `start + k`: the i32 count
; fits in 32 bits, no poll. The same on i64 with an unknown limit has no such bound.
; (inftrees.c, inflate_table)
define void @offset_induction_variable(ptr %p, i32 %s, i32 %k, i32 %n) gc "statepoint-example" {
; CHECK-LABEL: @offset_induction_variable(
; CHECK: loop:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  br label %loop
loop:
  %j = phi i32 [ %s, %entry ], [ %j.next, %loop ]
  store volatile i32 %j, ptr %p, align 4
  %j.next = add i32 %j, 1
  %sum = add i32 %j.next, %k
  %more = icmp ult i32 %sum, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @offset_induction_variable_i64(ptr %p, i64 %s, i64 %k, i64 %n) gc "statepoint-example" {
; CHECK-LABEL: @offset_induction_variable_i64(
; CHECK: loop:
; CHECK: do_safepoint
; CHECK: exit:
entry:
  br label %loop
loop:
  %j = phi i64 [ %s, %entry ], [ %j.next, %loop ]
  store volatile i64 %j, ptr %p, align 8
  %j.next = add i64 %j, 1
  %sum = add i64 %j.next, %k
  %more = icmp ult i64 %sum, %n
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; A limit whose range comes through nested phis down to constants and a select of
; constants (its range from the bits the two share, 2 or 3 -> 2 to 3): 1 to 19, so the
; `!=` test cannot start past it. A select of unknown values gives no range, and
; the loop may wrap around: a poll. (trees.c, _tr_flush_block)
define void @nested_phi_and_select_limit(ptr %p, i32 %which, i1 %c, i1 %d) gc "statepoint-example" {
; CHECK-LABEL: @nested_phi_and_select_limit(
; CHECK: loop:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  switch i32 %which, label %other [ i32 0, label %a
                                    i32 1, label %b ]
a:
  br label %merge
b:
  br label %merge
other:
  %small = select i1 %c, i32 2, i32 3
  br label %merge
merge:
  %q = phi i32 [ 18, %a ], [ 17, %b ], [ %small, %other ]
  br i1 %d, label %zero, label %pre
zero:
  br label %pre
pre:
  %r = phi i32 [ %q, %merge ], [ 0, %zero ]
  %count = add nuw nsw i32 %r, 1
  %limit = zext nneg i32 %count to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %limit
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

define void @select_of_unknown_values_limit(ptr %p, i1 %c, i64 %x, i64 %y) gc "statepoint-example" {
; CHECK-LABEL: @select_of_unknown_values_limit(
; CHECK: loop:
; CHECK: do_safepoint
; CHECK: exit:
entry:
  %limit = select i1 %c, i64 %x, i64 %y
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p, align 8
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %limit
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)

define void @gc.safepoint_poll() {
entry:
  call void @do_safepoint()
  ret void
}

declare void @do_safepoint()
