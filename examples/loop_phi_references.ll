; Loop phis of references: two objects swap places every iteration (their
; phis are each other's bases), and a third phi starts as one of them and
; then becomes a fresh object made in the loop; all three are live across the
; allocation and the collection in the loop body, so each phi needs a base
; phi of its own. Box: no references, 8 raw bytes (its value).
; Prints, per iteration, first + 10 * second + 100 * latest.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"

define ptr addrspace(1) @new_box(i64 %value) gc "statepoint-example" {
entry:
  %box = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %value.field = getelementptr i8, ptr addrspace(1) %box, i64 8
  store i64 %value, ptr addrspace(1) %value.field
  ret ptr addrspace(1) %box
}

define i64 @box_value(ptr addrspace(1) %box) gc "statepoint-example" {
entry:
  %value.field = getelementptr i8, ptr addrspace(1) %box, i64 8
  %value = load i64, ptr addrspace(1) %value.field
  ret i64 %value
}

define i64 @main() gc "statepoint-example" {
entry:
  %one = call ptr addrspace(1) @new_box(i64 1)
  %two = call ptr addrspace(1) @new_box(i64 2)
  br label %loop
loop:
  %first = phi ptr addrspace(1) [ %one, %entry ], [ %second, %loop ]
  %second = phi ptr addrspace(1) [ %two, %entry ], [ %first, %loop ]
  %latest = phi ptr addrspace(1) [ %one, %entry ], [ %fresh, %loop ]
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %fresh.value = add i64 %i, 3
  %fresh = call ptr addrspace(1) @new_box(i64 %fresh.value)
  call void @gc_collect()
  %first.value = call i64 @box_value(ptr addrspace(1) %first)
  %second.value = call i64 @box_value(ptr addrspace(1) %second)
  %latest.value = call i64 @box_value(ptr addrspace(1) %latest)
  %second.tens = mul i64 %second.value, 10
  %latest.hundreds = mul i64 %latest.value, 100
  %partial = add i64 %first.value, %second.tens
  %report = add i64 %partial, %latest.hundreds
  call void @rt_print_i64(i64 %report)
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, 5
  br i1 %more, label %loop, label %exit
exit:
  ret i64 0
}
