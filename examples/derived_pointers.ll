; Interior and exterior derived pointers live across collections. An array
; object of 8 references to boxes (box i holds 10*i) is walked by two cursors
; carried in loop phis, so they cannot be rematerialized from the base: one
; inside the array (at a field), one 24 bytes before it (outside the object).
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"

define i64 @main() gc "statepoint-example" {
entry:
  %array = call ptr addrspace(1) @gc_alloc(i64 8, i64 0)
  br label %fill
fill:
  %i = phi i64 [ 0, %entry ], [ %i.next, %fill ]
  %box = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %value = mul i64 %i, 10
  %box.value = getelementptr i8, ptr addrspace(1) %box, i64 8
  store i64 %value, ptr addrspace(1) %box.value
  %field.index = add i64 %i, 1
  %field = getelementptr i64, ptr addrspace(1) %array, i64 %field.index
  store ptr addrspace(1) %box, ptr addrspace(1) %field
  %i.next = add i64 %i, 1
  %more.boxes = icmp slt i64 %i.next, 8
  br i1 %more.boxes, label %fill, label %walk.start
walk.start:
  %first.field = getelementptr i8, ptr addrspace(1) %array, i64 8
  %before.array = getelementptr i8, ptr addrspace(1) %array, i64 -16
  br label %walk
walk:
  %interior = phi ptr addrspace(1) [ %first.field, %walk.start ], [ %interior.next, %walk ]
  %exterior = phi ptr addrspace(1) [ %before.array, %walk.start ], [ %exterior.next, %walk ]
  %j = phi i64 [ 0, %walk.start ], [ %j.next, %walk ]
  %total = phi i64 [ 0, %walk.start ], [ %total.next, %walk ]
  call void @gc_collect()
  %box.from.interior = load ptr addrspace(1), ptr addrspace(1) %interior
  %interior.value.field = getelementptr i8, ptr addrspace(1) %box.from.interior, i64 8
  %interior.value = load i64, ptr addrspace(1) %interior.value.field
  %exterior.field = getelementptr i8, ptr addrspace(1) %exterior, i64 24
  %box.from.exterior = load ptr addrspace(1), ptr addrspace(1) %exterior.field
  %exterior.value.field = getelementptr i8, ptr addrspace(1) %box.from.exterior, i64 8
  %exterior.value = load i64, ptr addrspace(1) %exterior.value.field
  %pair = add i64 %interior.value, %exterior.value
  %total.next = add i64 %total, %pair
  %interior.next = getelementptr i8, ptr addrspace(1) %interior, i64 8
  %exterior.next = getelementptr i8, ptr addrspace(1) %exterior, i64 8
  %j.next = add i64 %j, 1
  %more.fields = icmp slt i64 %j.next, 8
  br i1 %more.fields, label %walk, label %exit
exit:
  call void @rt_print_i64(i64 %total.next)
  ret i64 0
}
