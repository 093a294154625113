; The `; preds =` comments after inlining polls list predecessors in LLVM's use-list
; order (newest use first): the inlined `ret` block's uses are handed to the exit
; block by replaceAllUsesWith, which reverses them. The same CHECK lines pass on
; `opt-19 -passes=place-safepoints`.
; RUN: statepoint opt -S -passes=place-safepoints %s | FileCheck %s

; CHECK-LABEL: @loop_and_entry(
; CHECK: check.i3: {{ *}}; preds = %entry
; CHECK: a.i6: {{ *}}; preds = %check.i3
; CHECK: b.i5: {{ *}}; preds = %check.i3
; CHECK: gc.safepoint_poll.exit7: {{ *}}; preds = %entry, %a.i6, %b.i5
; CHECK: join: {{ *}}; preds = %right, %left
; CHECK: loop: {{ *}}; preds = %gc.safepoint_poll.exit, %join
; CHECK: gc.safepoint_poll.exit: {{ *}}; preds = %loop, %a.i, %b.i
; CHECK: exit: {{ *}}; preds = %gc.safepoint_poll.exit
define void @loop_and_entry(ptr %p, i1 %c) gc "statepoint-example" {
entry:
  br i1 %c, label %left, label %right
left:
  br label %join
right:
  br label %join
join:
  br label %loop
loop:
  %v = load volatile i32, ptr %p, align 4
  %more = icmp ne i32 %v, 0
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

@flag = external global i32
declare void @slow()

define void @gc.safepoint_poll() {
entry:
  %f = load volatile i32, ptr @flag, align 4
  %t = icmp eq i32 %f, 0
  br i1 %t, label %done, label %check
check:
  %g = icmp eq i32 %f, 1
  br i1 %g, label %a, label %b
a:
  call void @slow()
  br label %done
b:
  call void @slow()
  br label %done
done:
  ret void
}
