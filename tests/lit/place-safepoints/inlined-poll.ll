; A multi-block poll is inlined as LLVM inlines it: the site's block is split into
; gc.safepoint_poll.exit, inlined names get the .i suffix, uniqued per function.
; RUN: statepoint opt -S -passes=place-safepoints %s | FileCheck %s

@flag = external global i32

define void @f() gc "coreclr" {
; CHECK-LABEL: @f(
; CHECK: entry:
; CHECK-NEXT: %v.i = load volatile i32, ptr @flag
; CHECK-NEXT: %cmp.i = icmp eq i32 %v.i, 0
; CHECK-NEXT: br i1 %cmp.i, label %gc.safepoint_poll.exit, label %slow.i
; CHECK: slow.i:
; CHECK-NEXT: call void @do_safepoint()
; CHECK-NEXT: br label %gc.safepoint_poll.exit
; CHECK: gc.safepoint_poll.exit:
; CHECK-NEXT: ret void
entry:
  ret void
}

define void @gc.safepoint_poll() {
entry:
  %v = load volatile i32, ptr @flag
  %cmp = icmp eq i32 %v, 0
  br i1 %cmp, label %done, label %slow
slow:
  call void @do_safepoint()
  br label %done
done:
  ret void
}

declare void @do_safepoint()
