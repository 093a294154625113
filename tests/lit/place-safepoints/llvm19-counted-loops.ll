; Backedge polls decided as LLVM 19 decides them by default (its counted-loop rule on
; the bounds ScalarEvolution proves), on loop shapes of clang-19 -O2 output; the same
; CHECK lines pass on `opt-19 -passes=place-safepoints`. With
; -spp-trip-count-from-value-ranges (which differs from LLVM) value ranges and every
; dominating guard bound the loops that LLVM polls in.
; RUN: statepoint opt -S -passes=place-safepoints %s | FileCheck %s
; RUN: statepoint opt -S -passes=place-safepoints -spp-trip-count-from-value-ranges %s | FileCheck %s --check-prefix=RANGES

; `n = zext(x) & 2147483646`, step 2, an i64 induction variable: the guards x > 0 and
; x != 1 make n >= 2, but LLVM uses no `!=` guard but `!= 0`, so n may be 0 and
; `n - 2` wraps: the count is not known to fit 32 bits. (structs.c, total_area)
define i64 @masked_even(i32 %x) gc "statepoint-example" {
; CHECK-LABEL: @masked_even(
; CHECK: loop:
; CHECK: call void @do_safepoint()
; CHECK-NEXT: br i1 %done, label %exit, label %loop
; RANGES-LABEL: @masked_even(
; RANGES: loop:
; RANGES-NOT: do_safepoint
; RANGES: exit:
entry:
  %positive = icmp sgt i32 %x, 0
  br i1 %positive, label %check, label %exit
check:
  %one = icmp eq i32 %x, 1
  br i1 %one, label %exit, label %preheader
preheader:
  %wide = zext nneg i32 %x to i64
  %n = and i64 %wide, 2147483646
  br label %loop
loop:
  %i = phi i64 [ 0, %preheader ], [ %i.next, %loop ]
  %i.next = add i64 %i, 2
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ 0, %entry ], [ 1, %check ], [ %i.next, %loop ]
  ret i64 %r
}

; The same loop after guards x > 0 and x >=u 8 on the single-predecessor chain into
; it: n = zext(x) & 2147483640 is at least 8, so the count fits 32 bits.
define i64 @guarded_vector_loop(i32 %x) gc "statepoint-example" {
; CHECK-LABEL: @guarded_vector_loop(
; CHECK: loop:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  %positive = icmp sgt i32 %x, 0
  br i1 %positive, label %check, label %exit
check:
  %small = icmp ult i32 %x, 8
  br i1 %small, label %exit, label %preheader
preheader:
  %wide = zext nneg i32 %x to i64
  %n = and i64 %wide, 2147483640
  br label %loop
loop:
  %i = phi i64 [ 0, %preheader ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ 0, %entry ], [ 1, %check ], [ %i.next, %loop ]
  ret i64 %r
}

; As above, but the x > 0 guard is above a block with two predecessors, where LLVM's
; walk up the guards stops: x >=u 8 alone lets n be 0. (function_pointers.c, use_fold)
define i64 @guard_behind_a_merge(i32 %x, i1 %c) gc "statepoint-example" {
; CHECK-LABEL: @guard_behind_a_merge(
; CHECK: loop:
; CHECK: call void @do_safepoint()
; CHECK-NEXT: br i1 %done, label %exit, label %loop
; RANGES-LABEL: @guard_behind_a_merge(
; RANGES: loop:
; RANGES-NOT: do_safepoint
; RANGES: exit:
entry:
  %positive = icmp sgt i32 %x, 0
  br i1 %positive, label %split, label %exit
split:
  br i1 %c, label %left, label %merge
left:
  br label %merge
merge:
  %small = icmp ult i32 %x, 8
  br i1 %small, label %exit, label %preheader
preheader:
  %wide = zext nneg i32 %x to i64
  %n = and i64 %wide, 2147483640
  br label %loop
loop:
  %i = phi i64 [ 0, %preheader ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %r = phi i64 [ 0, %entry ], [ 1, %merge ], [ %i.next, %loop ]
  ret i64 %r
}

; A limit `zext(smax(x, 1))`: at most 2^31 - 1. (loops.c, find_first)
define i64 @smax_limit(i32 %x) gc "statepoint-example" {
; CHECK-LABEL: @smax_limit(
; CHECK: loop:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  %m = call i32 @llvm.smax.i32(i32 %x, i32 1)
  %n = zext nneg i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %i
}

; Two latches: ScalarEvolution computes no count without a unique latch, so both
; backedges poll although the loop runs at most 100 times.
define void @two_latches(i1 %c) gc "statepoint-example" {
; CHECK-LABEL: @two_latches(
; CHECK: a:
; CHECK: call void @do_safepoint()
; CHECK-NEXT: br i1 %more.a, label %header, label %exit
; CHECK: b:
; CHECK: call void @do_safepoint()
; CHECK-NEXT: br i1 %more.b, label %header, label %exit
; RANGES-LABEL: @two_latches(
; RANGES: header:
; RANGES-NOT: do_safepoint
; RANGES: exit:
entry:
  br label %header
header:
  %i = phi i32 [ 0, %entry ], [ %i.next, %a ], [ %i.next, %b ]
  %i.next = add nuw nsw i32 %i, 1
  br i1 %c, label %a, label %b
a:
  %more.a = icmp ult i32 %i.next, 100
  br i1 %more.a, label %header, label %exit
b:
  %more.b = icmp ult i32 %i.next, 100
  br i1 %more.b, label %header, label %exit
exit:
  ret void
}

; `while (x > 65535) x >>= 8`: a shift recurrence reaches 0 within 32 iterations, where
; the test fails.
define i32 @shift_recurrence(i32 %x) gc "statepoint-example" {
; CHECK-LABEL: @shift_recurrence(
; CHECK: loop:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  %big = icmp ugt i32 %x, 65535
  br i1 %big, label %loop, label %exit
loop:
  %c = phi i32 [ 0, %entry ], [ %c.next, %loop ]
  %v = phi i32 [ %x, %entry ], [ %v.next, %loop ]
  %v.next = lshr i32 %v, 8
  %c.next = add nuw nsw i32 %c, 1
  %more = icmp ugt i32 %v, 16777215
  br i1 %more, label %loop, label %exit
exit:
  %r = phi i32 [ 0, %entry ], [ %c.next, %loop ]
  ret i32 %r
}

; An inner loop counting down from the outer induction variable, which runs from 1 to
; at most 2^31 - 2: the inner loop is counted. (sorting.c, insertion_sort)
define void @inner_from_outer(i32 %n) gc "statepoint-example" {
; CHECK-LABEL: @inner_from_outer(
; CHECK: inner:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  %some = icmp sgt i32 %n, 1
  br i1 %some, label %preheader, label %exit
preheader:
  %wide = zext nneg i32 %n to i64
  br label %outer
outer:
  %i = phi i64 [ 1, %preheader ], [ %i.next, %outer.latch ]
  br label %inner
inner:
  %j = phi i64 [ %i, %outer ], [ %j.next, %inner ]
  %j.next = add nsw i64 %j, -1
  %more = icmp sgt i64 %j, 1
  br i1 %more, label %inner, label %outer.latch
outer.latch:
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %wide
  br i1 %done, label %exit, label %outer
exit:
  ret void
}

; A limit `((zext n - 1) /u 3 + 1) & -4`, stepped by 4 after n >=u 10 and n > 0.
; (an unrolled `i += 3` loop)
define void @udiv_limit(i32 %n) gc "statepoint-example" {
; CHECK-LABEL: @udiv_limit(
; CHECK: loop:
; CHECK-NOT: do_safepoint
; CHECK: exit:
entry:
  %positive = icmp sgt i32 %n, 0
  br i1 %positive, label %check, label %exit
check:
  %wide = zext nneg i32 %n to i64
  %less = add nsw i64 %wide, -1
  %thirds = udiv i64 %less, 3
  %count = add nuw nsw i64 %thirds, 1
  %small = icmp ult i32 %n, 10
  br i1 %small, label %exit, label %preheader
preheader:
  %limit = and i64 %count, 9223372036854775804
  br label %loop
loop:
  %i = phi i64 [ 0, %preheader ], [ %i.next, %loop ]
  %i.next = add i64 %i, 4
  %done = icmp eq i64 %i.next, %limit
  br i1 %done, label %exit, label %loop
exit:
  ret void
}

; LLVM's pass manager does not run PlaceSafepoints on `optnone` functions (clang -O0).
define void @not_optimized() noinline optnone gc "statepoint-example" {
; CHECK-LABEL: @not_optimized(
; CHECK-NEXT: entry:
; CHECK-NEXT: br label %loop
; CHECK: loop:
; CHECK-NEXT: br label %loop
; CHECK-NEXT: }
entry:
  br label %loop
loop:
  br label %loop
}

declare i32 @llvm.smax.i32(i32, i32)

define void @gc.safepoint_poll() {
entry:
  call void @do_safepoint()
  ret void
}

declare void @do_safepoint()
