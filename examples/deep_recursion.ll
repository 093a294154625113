; 10,049 frames deep, each holding a reference across its recursive call: a
; new object every 64 levels (holding the depth it was made at), otherwise
; the one inherited from its caller, plus a derived pointer to that object's
; value field. The deepest frame forces a collection, so every frame's slots
; must be found by the frame walk and relocated.
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

define i64 @descend(i64 %depth, ptr addrspace(1) %inherited) gc "statepoint-example" {
entry:
  %level = urem i64 %depth, 64
  %makes.new = icmp eq i64 %level, 0
  br i1 %makes.new, label %allocate, label %hold
allocate:
  %fresh = call ptr addrspace(1) @new_box(i64 %depth)
  br label %hold
hold:
  %object = phi ptr addrspace(1) [ %fresh, %allocate ], [ %inherited, %entry ]
  %value.field = getelementptr i8, ptr addrspace(1) %object, i64 8
  %at.bottom = icmp eq i64 %depth, 0
  br i1 %at.bottom, label %bottom, label %recurse
bottom:
  call void @gc_collect()
  br label %finish
recurse:
  %next.depth = sub i64 %depth, 1
  %below = call i64 @descend(i64 %next.depth, ptr addrspace(1) %object)
  br label %finish
finish:
  %below.total = phi i64 [ 0, %bottom ], [ %below, %recurse ]
  %value = load i64, ptr addrspace(1) %value.field
  %total = add i64 %below.total, %value
  ret i64 %total
}

define i64 @main() gc "statepoint-example" {
entry:
  %total = call i64 @descend(i64 10048, ptr addrspace(1) null)
  call void @rt_print_i64(i64 %total)
  ret i64 0
}
