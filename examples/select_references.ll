; Selects of references: a select between two objects, and a select between
; derived pointers into two different objects (an interior field of one, a
; pointer 16 bytes before the other), both live across collections; the
; derived select needs a base select of its own. Box i holds 10 * i + 7.
; Prints, for each of the 4 rounds, the chosen box's value and the value read
; through the chosen derived pointer.
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

define i64 @main() gc "statepoint-example" {
entry:
  %left = call ptr addrspace(1) @new_box(i64 17)
  %right = call ptr addrspace(1) @new_box(i64 27)
  br label %round
round:
  %i = phi i64 [ 0, %entry ], [ %i.next, %round ]
  %parity = and i64 %i, 1
  %take.left = icmp eq i64 %parity, 0
  %chosen = select i1 %take.left, ptr addrspace(1) %left, ptr addrspace(1) %right
  %left.value.field = getelementptr i8, ptr addrspace(1) %left, i64 8
  %right.before = getelementptr i8, ptr addrspace(1) %right, i64 -16
  %chosen.derived = select i1 %take.left, ptr addrspace(1) %right.before, ptr addrspace(1) %left.value.field
  call void @gc_collect()
  %ballast = call ptr addrspace(1) @new_box(i64 0)
  call void @gc_collect()
  %chosen.field = getelementptr i8, ptr addrspace(1) %chosen, i64 8
  %chosen.value = load i64, ptr addrspace(1) %chosen.field
  call void @rt_print_i64(i64 %chosen.value)
  %derived.offset = select i1 %take.left, i64 24, i64 0
  %derived.field = getelementptr i8, ptr addrspace(1) %chosen.derived, i64 %derived.offset
  %derived.value = load i64, ptr addrspace(1) %derived.field
  call void @rt_print_i64(i64 %derived.value)
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, 4
  br i1 %more, label %round, label %exit
exit:
  ret i64 0
}
