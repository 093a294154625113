; PlaceSafepoints first runs LLVM's removeUnreachableBlocks, which folds a
; branch on a constant while it marks the live blocks: the loop behind
; `br i1 false` is deleted before polls are placed, as opt-19 does, and gets
; no backedge poll.
; RUN: statepoint opt -S -passes='function(place-safepoints)' %s | FileCheck %s

; CHECK-LABEL: define void @f(
; CHECK: entry:
; CHECK-NEXT: br label %exit
; CHECK-NOT: store volatile i32 1
; CHECK: exit:
; CHECK-NEXT: %flag.i = load volatile i32, ptr @gc_poll_flag
; CHECK-NOT: store volatile i32 1
; CHECK: ret void
define void @f(ptr %p) gc "statepoint-example" {
entry:
  br i1 false, label %dead, label %exit
dead:
  store volatile i32 1, ptr %p, align 4
  br label %dead
exit:
  ret void
}

@gc_poll_flag = external global i32
declare void @gc_safepoint()

define linkonce_odr void @gc.safepoint_poll() {
entry:
  %flag = load volatile i32, ptr @gc_poll_flag, align 4
  %requested = icmp ne i32 %flag, 0
  br i1 %requested, label %slow, label %done
slow:
  call void @gc_safepoint()
  br label %done
done:
  ret void
}
