; The Benchmarks Game's binary-trees shape: a stretch tree of depth max+1, a
; long-lived tree of depth max kept across every later allocation, and for
; each depth d = 4, 6, ..., max, 2^(max - d + 4) short-lived trees of depth d.
; Prints the stretch check, then iterations, depth and check per depth, then
; the long-lived check. Node: 2 references (left, right), no raw bytes.
; The maximum depth is @max_depth (6 here; scripts/bench-binary-trees sets 21).
@max_depth = private constant i64 6
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @rt_print_i64(i64) "gc-leaf-function"

define ptr addrspace(1) @bottom_up_tree(i64 %depth) gc "statepoint-example" {
entry:
  %node = call ptr addrspace(1) @gc_alloc(i64 2, i64 0)
  %is.leaf = icmp sle i64 %depth, 0
  br i1 %is.leaf, label %done, label %recurse
recurse:
  %child.depth = sub i64 %depth, 1
  %left = call ptr addrspace(1) @bottom_up_tree(i64 %child.depth)
  %left.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  store ptr addrspace(1) %left, ptr addrspace(1) %left.field
  %right = call ptr addrspace(1) @bottom_up_tree(i64 %child.depth)
  %right.field = getelementptr i8, ptr addrspace(1) %node, i64 16
  store ptr addrspace(1) %right, ptr addrspace(1) %right.field
  br label %done
done:
  ret ptr addrspace(1) %node
}

define i64 @item_check(ptr addrspace(1) %node) gc "statepoint-example" {
entry:
  %left.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  %left = load ptr addrspace(1), ptr addrspace(1) %left.field
  %is.leaf = icmp eq ptr addrspace(1) %left, null
  br i1 %is.leaf, label %leaf, label %inner
leaf:
  ret i64 1
inner:
  %right.field = getelementptr i8, ptr addrspace(1) %node, i64 16
  %right = load ptr addrspace(1), ptr addrspace(1) %right.field
  %left.check = call i64 @item_check(ptr addrspace(1) %left)
  %right.check = call i64 @item_check(ptr addrspace(1) %right)
  %children = add i64 %left.check, %right.check
  %check = add i64 %children, 1
  ret i64 %check
}

define i64 @main() gc "statepoint-example" {
entry:
  %max.depth = load i64, ptr @max_depth
  %stretch.depth = add i64 %max.depth, 1
  %stretch = call ptr addrspace(1) @bottom_up_tree(i64 %stretch.depth)
  %stretch.check = call i64 @item_check(ptr addrspace(1) %stretch)
  call void @rt_print_i64(i64 %stretch.check)
  %long.lived = call ptr addrspace(1) @bottom_up_tree(i64 %max.depth)
  %shift.base = add i64 %max.depth, 4
  br label %depth.loop
depth.loop:
  %depth = phi i64 [ 4, %entry ], [ %depth.next, %depth.done ]
  %shift = sub i64 %shift.base, %depth
  %iterations = shl i64 1, %shift
  br label %tree.loop
tree.loop:
  %i = phi i64 [ 0, %depth.loop ], [ %i.next, %tree.loop ]
  %check = phi i64 [ 0, %depth.loop ], [ %check.next, %tree.loop ]
  %tree = call ptr addrspace(1) @bottom_up_tree(i64 %depth)
  %tree.check = call i64 @item_check(ptr addrspace(1) %tree)
  %check.next = add i64 %check, %tree.check
  %i.next = add i64 %i, 1
  %more.trees = icmp slt i64 %i.next, %iterations
  br i1 %more.trees, label %tree.loop, label %depth.done
depth.done:
  call void @rt_print_i64(i64 %iterations)
  call void @rt_print_i64(i64 %depth)
  call void @rt_print_i64(i64 %check.next)
  %depth.next = add i64 %depth, 2
  %more.depths = icmp sle i64 %depth.next, %max.depth
  br i1 %more.depths, label %depth.loop, label %exit
exit:
  %long.lived.check = call i64 @item_check(ptr addrspace(1) %long.lived)
  call void @rt_print_i64(i64 %long.lived.check)
  ret i64 0
}
