; -spp-strip-mine=N: a counted loop that would get no poll (its trip count fits in 32
; bits) becomes an outer loop polling once every N iterations around the unchanged
; inner loop, which only tests a nearer limit; verify<safepoint-polls> proves the
; result polls at least every N iterations. Without strip mining the loop gets no
; poll and the checker reports it.
; RUN: statepoint opt -S -passes=place-safepoints -spp-strip-mine=1000 %s | FileCheck %s
; RUN: statepoint opt -S -passes='place-safepoints,verify<safepoint-polls>' -spp-strip-mine=1000 -spp-poll-distance=1000 %s | FileCheck %s --check-prefix=SAME
; RUN: not statepoint opt -S -passes='place-safepoints,verify<safepoint-polls>' -spp-strip-mine=1000 -spp-poll-distance=999 %s 2>&1 | FileCheck %s --check-prefix=TOO-FAR
; RUN: not statepoint opt -S -passes='place-safepoints,verify<safepoint-polls>' %s 2>&1 | FileCheck %s --check-prefix=LLVM

define void @clear(ptr addrspace(1) %a, i32 %n32) gc "statepoint-example" {
; CHECK-LABEL: @clear(
; CHECK:      loop.outer:
; CHECK-NEXT:   %i.outer = phi i64 [ 0, %entry ], [ %i.next, %loop.poll ]
; CHECK-NEXT:   %loop.first = add i64 %i.outer, 1
; CHECK-NEXT:   %loop.distance = sub i64 %n, %loop.first
; CHECK-NEXT:   %loop.far = icmp ugt i64 %loop.distance, 999
; CHECK-NEXT:   %loop.strip_last = add i64 %loop.first, 999
; CHECK-NEXT:   %loop.limit = select i1 %loop.far, i64 %loop.strip_last, i64 %n
; CHECK-NEXT:   br label %loop
; CHECK:      loop:
; CHECK-NEXT:   %i = phi i64 [ %i.outer, %loop.outer ], [ %i.next, %loop ]
; CHECK-NEXT:   %p = getelementptr i32, ptr addrspace(1) %a, i64 %i
; CHECK-NEXT:   store i32 0, ptr addrspace(1) %p, align 4
; CHECK-NEXT:   %i.next = add nuw nsw i64 %i, 1
; CHECK-NEXT:   %done.strip = icmp ne i64 %i.next, %loop.limit
; CHECK-NEXT:   br i1 %done.strip, label %loop, label %loop.strip_end
; CHECK:      loop.strip_end:
; CHECK-NEXT:   %done = icmp eq i64 %i.next, %n
; CHECK-NEXT:   br i1 %done, label %exit, label %loop.poll
; CHECK:      loop.poll:
; CHECK-NEXT:   call void @do_safepoint()
; CHECK-NEXT:   br label %loop.outer
; CHECK:      exit:
; CHECK-NEXT:   %last = phi i64 [ 0, %entry ], [ %i.next, %loop.strip_end ]
; SAME-LABEL: @clear(
; SAME: loop.poll:
; TOO-FAR: SafepointPollVerifierPass: function @clear: a cycle without a safepoint poll may run more than 999 iterations: header %loop, blocks %loop; it may run 1000 iterations
; LLVM: SafepointPollVerifierPass: function @clear: a cycle without a safepoint poll may run more than 1000 iterations: header %loop, blocks %loop; it may run 4294967295 iterations
entry:
  %n = zext i32 %n32 to i64
  %empty = icmp eq i64 %n, 0
  br i1 %empty, label %exit, label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = getelementptr i32, ptr addrspace(1) %a, i64 %i
  store i32 0, ptr addrspace(1) %p, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %last = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  ret void
}

; A decreasing signed loop: the strip also checks that the test has not failed yet.
define void @down(ptr addrspace(1) %a, i32 %n) gc "statepoint-example" {
; CHECK-LABEL: @down(
; CHECK:      %loop.distance = sub i32 %i.outer, 0
; CHECK-NEXT: %loop.far = icmp ugt i32 %loop.distance, 999
; CHECK-NEXT: %loop.inside = icmp sgt i32 %i.outer, 0
; CHECK-NEXT: %loop.continues = and i1 %loop.inside, %loop.far
; CHECK-NEXT: %loop.strip_last = add i32 %i.outer, -999
; CHECK-NEXT: %loop.limit = select i1 %loop.continues, i32 %loop.strip_last, i32 0
; CHECK:      %more.strip = icmp sgt i32 %i, %loop.limit
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i32 %i, -1
  %more = icmp sgt i32 %i, 0
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

; A loop whose exit test is not on an induction variable keeps its backedge poll; a
; counted `<=` loop cannot be strip mined and falls back to a backedge poll.
define void @fallbacks(ptr addrspace(1) %list, i32 %n) gc "statepoint-example" {
; CHECK-LABEL: @fallbacks(
; CHECK:      walk:
; CHECK:        call void @do_safepoint()
; CHECK:      count:
; CHECK:        call void @do_safepoint()
; CHECK-NOT:  .outer:
; CHECK:      }
entry:
  br label %walk
walk:
  %p = phi ptr addrspace(1) [ %list, %entry ], [ %next, %walk ]
  %next = load ptr addrspace(1), ptr addrspace(1) %p
  %end = icmp eq ptr addrspace(1) %next, null
  br i1 %end, label %count, label %walk
count:
  %i = phi i32 [ 0, %walk ], [ %i.next, %count ]
  %i.next = add nsw i32 %i, 1
  %more = icmp sle i32 %i.next, %n
  br i1 %more, label %count, label %exit
exit:
  ret void
}

declare void @do_safepoint()
define void @gc.safepoint_poll() {
entry:
  call void @do_safepoint()
  ret void
}
