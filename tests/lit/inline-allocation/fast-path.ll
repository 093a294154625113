; Constant-shape gc_alloc calls get the inline fast path of docs/collectors.md;
; the slow call is the only statepoint, and programs behave as before in
; normal and stress modes (stress mode publishes an empty buffer).
; RUN: statepoint opt -S -passes=inline-gc-alloc %s | FileCheck %s
; RUN: statepoint opt -S -passes='function(place-safepoints),inline-gc-alloc,rewrite-statepoints-for-gc,function(verify<safepoint-ir>)' %s \
; RUN:   | FileCheck %s --check-prefix=STATEPOINTS
; RUN: statepoint run %s | FileCheck %s --check-prefix=OUTPUT
; RUN: statepoint run --gc-stress --gc-verify %s | FileCheck %s --check-prefix=OUTPUT

; CHECK: @gc_allocation_buffer = external global { i64, i64 }
; CHECK-LABEL: define i64 @main()
; CHECK: loop:
; CHECK-NEXT: %list = phi ptr addrspace(1) [ null, %entry ], [ %node, %gc_alloc.join ]
; CHECK: %gc_alloc.cursor = load i64, ptr @gc_allocation_buffer, align 8
; CHECK-NEXT: %gc_alloc.limit = load i64, ptr getelementptr inbounds (i8, ptr @gc_allocation_buffer, i64 8), align 8
; CHECK-NEXT: %gc_alloc.end = add nuw i64 %gc_alloc.cursor, 24
; CHECK-NEXT: %gc_alloc.fits = icmp ule i64 %gc_alloc.end, %gc_alloc.limit
; CHECK-NEXT: br i1 %gc_alloc.fits, label %gc_alloc.fast, label %gc_alloc.slow
; CHECK: gc_alloc.fast:
; CHECK-NEXT: store i64 %gc_alloc.end, ptr @gc_allocation_buffer, align 8
; CHECK-NEXT: %gc_alloc.object = inttoptr i64 %gc_alloc.cursor to ptr addrspace(1)
; 1 | 8 << 32
; CHECK-NEXT: store i64 34359738369, ptr addrspace(1) %gc_alloc.object, align 8
; CHECK-NEXT: br label %gc_alloc.join
; CHECK: gc_alloc.join:
; CHECK-NEXT: %node = phi ptr addrspace(1) [ %gc_alloc.object, %gc_alloc.fast ], [ %gc_alloc.slow_object, %gc_alloc.slow ]
; The non-constant and the too large allocations stay calls.
; CHECK: %varying = call ptr addrspace(1) @gc_alloc(i64 0, i64 %i)
; CHECK: %large = call ptr addrspace(1) @gc_alloc(i64 32, i64 0)
; CHECK: gc_alloc.slow:
; CHECK-NEXT: %gc_alloc.slow_object = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
; CHECK-NEXT: br label %gc_alloc.join

; STATEPOINTS: gc_alloc.fast:
; STATEPOINTS-NOT: statepoint
; STATEPOINTS: gc_alloc.join:
; STATEPOINTS: gc_alloc.slow:
; STATEPOINTS-NEXT: call token {{.*}}@llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(ptr addrspace(1) (i64, i64)) @gc_alloc, i32 2, i32 0, i64 1, i64 8, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %list) ]

; OUTPUT: 500500
; OUTPUT-NEXT: 1000

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"

define i64 @main() gc "statepoint-example" {
entry:
  br label %loop
loop:
  %list = phi ptr addrspace(1) [ null, %entry ], [ %node, %loop ]
  %i = phi i64 [ 1, %entry ], [ %i.next, %loop ]
  %node = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  %next.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  store ptr addrspace(1) %list, ptr addrspace(1) %next.field
  %value.field = getelementptr i8, ptr addrspace(1) %node, i64 16
  store i64 %i, ptr addrspace(1) %value.field
  %varying = call ptr addrspace(1) @gc_alloc(i64 0, i64 %i)
  %large = call ptr addrspace(1) @gc_alloc(i64 32, i64 0)
  %i.next = add i64 %i, 1
  %more = icmp sle i64 %i.next, 1000
  br i1 %more, label %loop, label %sum
sum:
  call void @gc_collect()
  br label %walk
walk:
  %cell = phi ptr addrspace(1) [ %node, %sum ], [ %rest, %walk ]
  %total = phi i64 [ 0, %sum ], [ %total.next, %walk ]
  %count = phi i64 [ 0, %sum ], [ %count.next, %walk ]
  %cell.value.field = getelementptr i8, ptr addrspace(1) %cell, i64 16
  %cell.value = load i64, ptr addrspace(1) %cell.value.field
  %total.next = add i64 %total, %cell.value
  %count.next = add i64 %count, 1
  %cell.next.field = getelementptr i8, ptr addrspace(1) %cell, i64 8
  %rest = load ptr addrspace(1), ptr addrspace(1) %cell.next.field
  %at.end = icmp eq ptr addrspace(1) %rest, null
  br i1 %at.end, label %done, label %walk
done:
  call void @rt_print_i64(i64 %total.next)
  call void @rt_print_i64(i64 %count.next)
  ret i64 0
}

@gc_poll_flag = external global i32
declare void @gc_safepoint()

define void @gc.safepoint_poll() {
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
