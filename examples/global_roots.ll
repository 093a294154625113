; A list reachable only from a global of type ptr addrspace(1), listed in the
; statepoint_global_roots section so the runtime relocates it as a root.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"

@list = global ptr addrspace(1) null
@list.root = private constant ptr @list, section "statepoint_global_roots"
@llvm.used = appending global [1 x ptr] [ptr @list.root], section "llvm.metadata"

define void @push(i64 %value) gc "statepoint-example" {
entry:
  %node = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  %head = load ptr addrspace(1), ptr @list
  %next.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  store ptr addrspace(1) %head, ptr addrspace(1) %next.field
  %value.field = getelementptr i8, ptr addrspace(1) %node, i64 16
  store i64 %value, ptr addrspace(1) %value.field
  store ptr addrspace(1) %node, ptr @list
  ret void
}

define i64 @main() gc "statepoint-example" {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  call void @push(i64 %i)
  call void @gc_collect()
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, 100
  br i1 %more, label %loop, label %sum
sum:
  %first = load ptr addrspace(1), ptr @list
  br label %walk
walk:
  %node = phi ptr addrspace(1) [ %first, %sum ], [ %next, %walk.body ]
  %total = phi i64 [ 0, %sum ], [ %total.next, %walk.body ]
  %at.end = icmp eq ptr addrspace(1) %node, null
  br i1 %at.end, label %exit, label %walk.body
walk.body:
  %value.field = getelementptr i8, ptr addrspace(1) %node, i64 16
  %value = load i64, ptr addrspace(1) %value.field
  %total.next = add i64 %total, %value
  %next.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  %next = load ptr addrspace(1), ptr addrspace(1) %next.field
  br label %walk
exit:
  call void @rt_print_i64(i64 %total)
  ret i64 0
}
