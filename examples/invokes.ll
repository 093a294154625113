; Calls that may collect made with `invoke`, as a front end with exceptions
; writes them: our RewriteStatepointsForGC turns each into an invoke
; statepoint, with relocations on the normal path and, naming the landing
; pad's token, on the exceptional path. A list of 200 boxes is built by
; invokes in a loop (a phi of the normal destination carries it), then a
; full collection (also invoked) moves everything before the sum. The
; runtime ABI has no exceptions, so the landing pads are never reached; each
; would return a distinct status. The personality is a function of the
; program, so the llc path links without a C++ runtime.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"

define i32 @personality() {
entry:
  ret i32 0
}

; A node: 1 reference (next), 8 raw bytes (the value).
define ptr addrspace(1) @cons(i64 %value, ptr addrspace(1) %next) gc "statepoint-example" {
entry:
  %node = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  %next.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  store ptr addrspace(1) %next, ptr addrspace(1) %next.field
  %value.field = getelementptr i8, ptr addrspace(1) %node, i64 16
  store i64 %value, ptr addrspace(1) %value.field
  ret ptr addrspace(1) %node
}

define i64 @sum(ptr addrspace(1) %list) {
entry:
  br label %loop
loop:
  %node = phi ptr addrspace(1) [ %list, %entry ], [ %next, %body ]
  %total = phi i64 [ 0, %entry ], [ %total.next, %body ]
  %at.end = icmp eq ptr addrspace(1) %node, null
  br i1 %at.end, label %exit, label %body
body:
  %value.field = getelementptr i8, ptr addrspace(1) %node, i64 16
  %value = load i64, ptr addrspace(1) %value.field
  %total.next = add i64 %total, %value
  %next.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  %next = load ptr addrspace(1), ptr addrspace(1) %next.field
  br label %loop
exit:
  ret i64 %total
}

define i64 @main() gc "statepoint-example" personality ptr @personality {
entry:
  %first = invoke ptr addrspace(1) @cons(i64 1000, ptr addrspace(1) null)
          to label %loop unwind label %first.failed
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %consed ]
  %list = phi ptr addrspace(1) [ %first, %entry ], [ %list.next, %consed ]
  %list.next = invoke ptr addrspace(1) @cons(i64 %i, ptr addrspace(1) %list)
          to label %consed unwind label %cons.failed
consed:
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, 200
  br i1 %more, label %loop, label %built
built:
  invoke void @gc_collect()
          to label %collected unwind label %collect.failed
collected:
  %total = call i64 @sum(ptr addrspace(1) %list.next)
  call void @rt_print_i64(i64 %total)
  %head.value.field = getelementptr i8, ptr addrspace(1) %first, i64 16
  %head.value = load i64, ptr addrspace(1) %head.value.field
  call void @rt_print_i64(i64 %head.value)
  ret i64 0
first.failed:
  %first.pad = landingpad token cleanup
  ret i64 1
cons.failed:
  %cons.pad = landingpad token cleanup
  %partial = call i64 @sum(ptr addrspace(1) %list)
  ret i64 2
collect.failed:
  %collect.pad = landingpad token cleanup
  %lost = call i64 @sum(ptr addrspace(1) %first)
  ret i64 3
}
