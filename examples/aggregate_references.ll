; First-class aggregates holding references, live across collections: a
; { ptr addrspace(1), i64, [2 x ptr addrspace(1)] } record (three boxes and an
; integer) and a [2 x ptr addrspace(1)] pair carried around a loop in a phi,
; whose slots are swapped each iteration. Every allocation may move the boxes;
; the aggregates must see their new addresses afterwards.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @rt_print_i64(i64) "gc-leaf-function"

%record = type { ptr addrspace(1), i64, [2 x ptr addrspace(1)] }

define ptr addrspace(1) @box(i64 %value) gc "statepoint-example" {
  %box = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %payload = getelementptr i8, ptr addrspace(1) %box, i64 8
  store i64 %value, ptr addrspace(1) %payload
  ret ptr addrspace(1) %box
}

define i64 @unbox(ptr addrspace(1) %box) gc "statepoint-example" {
  %payload = getelementptr i8, ptr addrspace(1) %box, i64 8
  %value = load i64, ptr addrspace(1) %payload
  ret i64 %value
}

define i64 @main() gc "statepoint-example" {
entry:
  ; The record is live across the allocations that follow each insertion.
  %first.box = call ptr addrspace(1) @box(i64 100)
  %r0 = insertvalue %record poison, ptr addrspace(1) %first.box, 0
  %r1 = insertvalue %record %r0, i64 100, 1
  %second.box = call ptr addrspace(1) @box(i64 101)
  %r2 = insertvalue %record %r1, ptr addrspace(1) %second.box, 2, 0
  %third.box = call ptr addrspace(1) @box(i64 102)
  %record = insertvalue %record %r2, ptr addrspace(1) %third.box, 2, 1
  %a = call ptr addrspace(1) @box(i64 1)
  %b = call ptr addrspace(1) @box(i64 2)
  %p0 = insertvalue [2 x ptr addrspace(1)] poison, ptr addrspace(1) %a, 0
  %pair.start = insertvalue [2 x ptr addrspace(1)] %p0, ptr addrspace(1) %b, 1
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %pair = phi [2 x ptr addrspace(1)] [ %pair.start, %entry ], [ %swapped, %loop ]
  %garbage = call ptr addrspace(1) @gc_alloc(i64 0, i64 32)
  %left = extractvalue [2 x ptr addrspace(1)] %pair, 0
  %right = extractvalue [2 x ptr addrspace(1)] %pair, 1
  %s0 = insertvalue [2 x ptr addrspace(1)] poison, ptr addrspace(1) %right, 0
  %swapped = insertvalue [2 x ptr addrspace(1)] %s0, ptr addrspace(1) %left, 1
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, 5
  br i1 %more, label %loop, label %done

done:
  %more.garbage = call ptr addrspace(1) @gc_alloc(i64 0, i64 32)
  %first = extractvalue %record %record, 0
  %integer = extractvalue %record %record, 1
  %second = extractvalue %record %record, 2, 0
  %third = extractvalue %record %record, 2, 1
  %v1 = call i64 @unbox(ptr addrspace(1) %first)
  call void @rt_print_i64(i64 %v1)
  call void @rt_print_i64(i64 %integer)
  %v2 = call i64 @unbox(ptr addrspace(1) %second)
  call void @rt_print_i64(i64 %v2)
  %v3 = call i64 @unbox(ptr addrspace(1) %third)
  call void @rt_print_i64(i64 %v3)
  %final.left = extractvalue [2 x ptr addrspace(1)] %swapped, 0
  %final.right = extractvalue [2 x ptr addrspace(1)] %swapped, 1
  %l = call i64 @unbox(ptr addrspace(1) %final.left)
  call void @rt_print_i64(i64 %l)
  %r = call i64 @unbox(ptr addrspace(1) %final.right)
  call void @rt_print_i64(i64 %r)
  ret i64 0
}
