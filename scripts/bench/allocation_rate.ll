; Allocation rate: OBJECT_COUNT objects of one reference and 8 raw bytes
; (24 bytes), each stored into the global root @sink and dropped by the next
; (so one object is live at a time and none can be optimized away). Prints the
; last value stored. Used by scripts/bench-allocation-rate, which substitutes
; OBJECT_COUNT.

@sink = global ptr addrspace(1) null
@object_count = private constant i64 OBJECT_COUNT

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @rt_print_i64(i64) "gc-leaf-function"

define i64 @main() gc "statepoint-example" {
entry:
  %count = load i64, ptr @object_count
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %node = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  %value.field = getelementptr i8, ptr addrspace(1) %node, i64 16
  store i64 %i, ptr addrspace(1) %value.field
  store ptr addrspace(1) %node, ptr @sink
  %i.next = add i64 %i, 1
  %more = icmp ult i64 %i.next, %count
  br i1 %more, label %loop, label %done
done:
  %last = load ptr addrspace(1), ptr @sink
  %last.field = getelementptr i8, ptr addrspace(1) %last, i64 16
  %last.value = load i64, ptr addrspace(1) %last.field
  call void @rt_print_i64(i64 %last.value)
  ret i64 0
}
