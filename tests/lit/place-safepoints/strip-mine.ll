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

; A loop whose exit test is not on an induction variable (a pointer loaded, not
; stepped) keeps its backedge poll; a counted `<=` loop cannot be strip mined and falls
; back to a backedge poll.
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

; The 2014 talk's loop as clang -O0 and mem2reg leave it: a pointer stepped down by 4
; bytes, tested in the header (`while (p != arr)`) before the body. The strip limit is
; computed on addresses; the next strip starts from the header's value.
define void @talk(ptr addrspace(1) %arr, i64 %len) gc "statepoint-example" {
; CHECK-LABEL: @talk(
; CHECK:      header.outer:
; CHECK-NEXT:   %p.outer = phi ptr addrspace(1) [ %start, %entry ], [ %p, %header.poll ]
; CHECK-NEXT:   %header.ahead = ptrtoint ptr addrspace(1) %p.outer to i64
; CHECK-NEXT:   %header.behind = ptrtoint ptr addrspace(1) %arr to i64
; CHECK-NEXT:   %header.distance = sub i64 %header.ahead, %header.behind
; CHECK-NEXT:   %header.far = icmp ugt i64 %header.distance, 3996
; CHECK-NEXT:   %header.strip_last = getelementptr i8, ptr addrspace(1) %p.outer, i64 -3996
; CHECK-NEXT:   %header.limit = select i1 %header.far, ptr addrspace(1) %header.strip_last, ptr addrspace(1) %arr
; CHECK-NEXT:   br label %header
; CHECK:      header:
; CHECK-NEXT:   %p = phi ptr addrspace(1) [ %p.outer, %header.outer ], [ %p.next, %body ]
; CHECK-NEXT:   %more.strip = icmp ne ptr addrspace(1) %p, %header.limit
; CHECK-NEXT:   br i1 %more.strip, label %body, label %header.strip_end
; CHECK:      body:
; CHECK-NOT:    call
; CHECK:        br label %header
; CHECK:      header.strip_end:
; CHECK-NEXT:   %more = icmp ne ptr addrspace(1) %p, %arr
; CHECK-NEXT:   br i1 %more, label %header.poll, label %exit
; CHECK:      header.poll:
; CHECK-NEXT:   call void @do_safepoint()
; CHECK-NEXT:   br label %header.outer
; SAME-LABEL: @talk(
; SAME: header.poll:
entry:
  %start = getelementptr inbounds i32, ptr addrspace(1) %arr, i64 %len
  br label %header
header:
  %p = phi ptr addrspace(1) [ %start, %entry ], [ %p.next, %body ]
  %more = icmp ne ptr addrspace(1) %p, %arr
  br i1 %more, label %body, label %exit
body:
  %p.next = getelementptr inbounds i32, ptr addrspace(1) %p, i32 -1
  store i32 0, ptr addrspace(1) %p.next, align 4
  br label %header
exit:
  ret void
}

; A rotated pointer loop testing the increment against an end pointer with `ult`.
define void @forward(ptr addrspace(1) %a, ptr addrspace(1) %end) gc "statepoint-example" {
; CHECK-LABEL: @forward(
; CHECK:      loop.outer:
; CHECK-NEXT:   %p.outer = phi ptr addrspace(1) [ %a, %entry ], [ %p.next, %loop.poll ]
; CHECK-NEXT:   %loop.first = getelementptr i8, ptr addrspace(1) %p.outer, i64 8
; CHECK:        %loop.far = icmp ugt i64 %loop.distance, 7992
; CHECK-NEXT:   %loop.inside = icmp ult ptr addrspace(1) %loop.first, %end
; CHECK-NEXT:   %loop.continues = and i1 %loop.inside, %loop.far
; CHECK-NEXT:   %loop.strip_last = getelementptr i8, ptr addrspace(1) %loop.first, i64 7992
; CHECK:      loop.poll:
; CHECK-NEXT:   call void @do_safepoint()
entry:
  br label %loop
loop:
  %p = phi ptr addrspace(1) [ %a, %entry ], [ %p.next, %loop ]
  store i64 0, ptr addrspace(1) %p, align 8
  %p.next = getelementptr inbounds i64, ptr addrspace(1) %p, i64 1
  %more = icmp ult ptr addrspace(1) %p.next, %end
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

declare void @do_safepoint()
define void @gc.safepoint_poll() {
entry:
  call void @do_safepoint()
  ret void
}
