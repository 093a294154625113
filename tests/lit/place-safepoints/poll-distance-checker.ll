; verify<safepoint-polls> accepts cycles that poll (a gc.safepoint_poll call, an inlined
; poll's fast-path check, a call that becomes a statepoint) and poll-free loops of at
; most -spp-poll-distance iterations (default 1000), and reports the others with their
; header, blocks and reason.
; RUN: not statepoint opt -disable-output -passes='verify<safepoint-polls>' %s 2>&1 | FileCheck %s
; RUN: statepoint opt -disable-output -passes='place-safepoints,verify<safepoint-polls>' -spp-all-backedges %s
; CHECK: statepoint: SafepointPollVerifierPass: function @unbounded: a cycle without a safepoint poll may run more than 1000 iterations: header %loop, blocks %loop, %body; the loop with header %loop has no known trip-count bound

define void @polls(i1 %c) gc "statepoint-example" {
entry:
  br label %loop
loop:
  call void @gc.safepoint_poll()
  br label %loop
}

define void @inlined_poll() gc "statepoint-example" {
entry:
  br label %loop
loop:
  %flag = load volatile i32, ptr @poll_requested
  %requested = icmp ne i32 %flag, 0
  br i1 %requested, label %slow, label %loop
slow:
  call void @do_safepoint()
  br label %loop
}

define void @short() gc "statepoint-example" {
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add i32 %i, 1
  %more = icmp ult i32 %i.next, 1000
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @unbounded(ptr addrspace(1) %p) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %q = phi ptr addrspace(1) [ %p, %entry ], [ %next, %body ]
  %end = icmp eq ptr addrspace(1) %q, null
  br i1 %end, label %exit, label %body
body:
  %next = load ptr addrspace(1), ptr addrspace(1) %q
  br label %loop
exit:
  ret void
}

@poll_requested = external global i32
declare void @do_safepoint()
define void @gc.safepoint_poll() {
entry:
  %flag = load volatile i32, ptr @poll_requested
  %requested = icmp ne i32 %flag, 0
  br i1 %requested, label %slow, label %done
slow:
  call void @do_safepoint()
  br label %done
done:
  ret void
}
