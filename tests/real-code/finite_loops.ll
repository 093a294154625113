; Loops LLVM 19's ScalarEvolution assumes finite (issue 21): a mustprogress or
; willreturn function, or llvm.loop.mustprogress, and no side effects (plain
; stores allowed; volatile stores and calls that may write, unwind or not return
; are not). Then a `!=` test with a positive power-of-two step, a `<=` test with
; one, or a `>=` test with a step of -1 bounds the loop. Also `!=` tests with an
; odd step (bounded in any loop) and `==` tests (never bounded by LLVM 19).
; scripts/real-code-passes compares PlaceSafepoints with opt-19 on this file.

@g = external global i32
declare void @ext()
declare void @pure() nounwind willreturn memory(none)

define i32 @mustprogress_pure(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @mustprogress_volatile_store(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  store volatile i32 %iv, ptr @g
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @mustprogress_plain_store(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  store i32 %iv, ptr @g
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @mustprogress_unknown_call(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  call void @ext()
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @mustprogress_pure_call(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  call void @pure()
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @willreturn_pure(i32 %start, i32 %x) willreturn {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @willreturn_volatile_store(i32 %start, i32 %x) willreturn {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  store volatile i32 %iv, ptr @g
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @willreturn_plain_store(i32 %start, i32 %x) willreturn {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  store i32 %iv, ptr @g
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @willreturn_unknown_call(i32 %start, i32 %x) willreturn {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  call void @ext()
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @willreturn_pure_call(i32 %start, i32 %x) willreturn {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  call void @pure()
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @loop_metadata_pure(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret i32 %acc.next
}

define i32 @loop_metadata_volatile_store(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  store volatile i32 %iv, ptr @g
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret i32 %acc.next
}

define i32 @loop_metadata_plain_store(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  store i32 %iv, ptr @g
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret i32 %acc.next
}

define i32 @loop_metadata_unknown_call(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  call void @ext()
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret i32 %acc.next
}

define i32 @loop_metadata_pure_call(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  call void @pure()
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop, !llvm.loop !0
exit:
  ret i32 %acc.next
}

define i32 @no_promise_pure(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @no_promise_volatile_store(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  store volatile i32 %iv, ptr @g
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @no_promise_plain_store(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  store i32 %iv, ptr @g
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @no_promise_unknown_call(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  call void @ext()
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @no_promise_pure_call(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  call void @pure()
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @mustprogress_eq_step8(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @mustprogress_eq_step_minus8(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, -8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @mustprogress_ule_step2(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 2
  %done = icmp ugt i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @mustprogress_sle_step1(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 1
  %done = icmp sgt i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @mustprogress_uge_step_minus1(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, -1
  %done = icmp ult i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @mustprogress_uge_step_minus2(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, -2
  %done = icmp ult i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @mustprogress_ne_step3(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 3
  %done = icmp eq i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @mustprogress_eq_continue_step8(i32 %start, i32 %x) mustprogress {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 8
  %done = icmp ne i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @no_promise_eq_step8(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @no_promise_eq_step_minus8(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, -8
  %done = icmp eq i32 %iv, 0
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @no_promise_ule_step2(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 2
  %done = icmp ugt i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @no_promise_sle_step1(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 1
  %done = icmp sgt i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @no_promise_uge_step_minus1(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, -1
  %done = icmp ult i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @no_promise_uge_step_minus2(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, -2
  %done = icmp ult i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @no_promise_ne_step3(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 3
  %done = icmp eq i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

define i32 @no_promise_eq_continue_step8(i32 %start, i32 %x) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ %x, %entry ], [ %acc.next, %loop ]
  %acc.next = shl i32 %acc, 8
  %next = add i32 %iv, 8
  %done = icmp ne i32 %next, %x
  br i1 %done, label %exit, label %loop
exit:
  ret i32 %acc.next
}

!0 = distinct !{!0, !1}
!1 = !{!"llvm.loop.mustprogress"}
