; Entry polls go as late as the straight-line entry sequence allows; a loop that is
; not counted gets a backedge poll; a counted one does not (trip width 32), unless
; -spp-all-backedges; gc.safepoint_poll itself is never polled.
; RUN: statepoint opt -S -passes=place-safepoints %s | FileCheck %s
; RUN: statepoint opt -S -passes=place-safepoints -spp-all-backedges %s | FileCheck %s --check-prefix=ALL
; RUN: statepoint opt -S -passes=place-safepoints -spp-no-entry -spp-no-backedge %s | FileCheck %s --check-prefix=NONE

declare void @foo()

define void @infinite() gc "statepoint-example" {
; CHECK-LABEL: @infinite(
; CHECK: entry:
; CHECK-NEXT: call void @do_safepoint()
; CHECK-NEXT: br label %loop
; CHECK: loop:
; CHECK-NEXT: call void @do_safepoint()
; CHECK-NEXT: br label %loop
; NONE-LABEL: @infinite(
; NONE-NOT: do_safepoint
; NONE: }
entry:
  br label %loop
loop:
  br label %loop
}

define void @counted(i32 %n) gc "statepoint-example" {
; CHECK-LABEL: @counted(
; CHECK: call void @do_safepoint()
; CHECK: loop:
; CHECK-NOT: do_safepoint
; CHECK: exit:
; ALL-LABEL: @counted(
; ALL: loop:
; ALL: call void @do_safepoint()
; ALL-NEXT: br i1 %c
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  call void @foo()
  ret void
}

define void @gc.safepoint_poll() {
; CHECK-LABEL: @gc.safepoint_poll(
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @do_safepoint()
; CHECK-NEXT: ret void
entry:
  call void @do_safepoint()
  ret void
}

declare void @do_safepoint()
