; The Benchmarks Game's binary-trees shape at max depth 6 (min depth 4): a
; stretch tree, a long-lived tree kept across every later allocation, and
; many short-lived trees. Node: 2 references (left, right), no raw bytes.
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
  %stretch = call ptr addrspace(1) @bottom_up_tree(i64 7)
  %stretch.check = call i64 @item_check(ptr addrspace(1) %stretch)
  call void @rt_print_i64(i64 %stretch.check)
  %long.lived = call ptr addrspace(1) @bottom_up_tree(i64 6)
  br label %depth.loop
depth.loop:
  %depth = phi i64 [ 4, %entry ], [ %depth.next, %depth.done ]
  %shift = sub i64 10, %depth
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
  %more.depths = icmp sle i64 %depth.next, 6
  br i1 %more.depths, label %depth.loop, label %exit
exit:
  %long.lived.check = call i64 @item_check(ptr addrspace(1) %long.lived)
  call void @rt_print_i64(i64 %long.lived.check)
  ret i64 0
}
