; A linked list of 1000 nodes built one cons at a time, with a full collection
; before it is summed. Node: 1 reference (next), 8 raw bytes (the value).
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"

define ptr addrspace(1) @cons(i64 %value, ptr addrspace(1) %next) gc "statepoint-example" {
entry:
  %node = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  %next.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  store ptr addrspace(1) %next, ptr addrspace(1) %next.field
  %value.field = getelementptr i8, ptr addrspace(1) %node, i64 16
  store i64 %value, ptr addrspace(1) %value.field
  ret ptr addrspace(1) %node
}

define i64 @sum(ptr addrspace(1) %list) gc "statepoint-example" {
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

define i64 @main() gc "statepoint-example" {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %list = phi ptr addrspace(1) [ null, %entry ], [ %list.next, %loop ]
  %list.next = call ptr addrspace(1) @cons(i64 %i, ptr addrspace(1) %list)
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, 1000
  br i1 %more, label %loop, label %exit
exit:
  call void @gc_collect()
  %total = call i64 @sum(ptr addrspace(1) %list.next)
  call void @rt_print_i64(i64 %total)
  %head.value.field = getelementptr i8, ptr addrspace(1) %list.next, i64 16
  %head.value = load i64, ptr addrspace(1) %head.value.field
  call void @rt_print_i64(i64 %head.value)
  ret i64 0
}
