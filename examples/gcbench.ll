; The shape of Boehm's GCBench, scaled down (stretch depth 8, long-lived
; depth 6, depths 4..6 step 2, an array of 1000 raw words): trees built top
; down (populate, storing into a node that allocation may move) and bottom up
; (make_tree), a long-lived tree and a long-lived raw array kept across all of
; it. Node: 2 references (left, right) and 16 raw bytes (i, j).
; Prints the stretch tree's size, then per depth the iterations, the depth
; and the nodes counted over both kinds of trees; then the long-lived tree's
; size and array[500] + array[999].
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @rt_print_i64(i64) "gc-leaf-function"

define ptr addrspace(1) @new_node(ptr addrspace(1) %left, ptr addrspace(1) %right) gc "statepoint-example" {
entry:
  %node = call ptr addrspace(1) @gc_alloc(i64 2, i64 16)
  %left.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  store ptr addrspace(1) %left, ptr addrspace(1) %left.field
  %right.field = getelementptr i8, ptr addrspace(1) %node, i64 16
  store ptr addrspace(1) %right, ptr addrspace(1) %right.field
  ret ptr addrspace(1) %node
}

; Nodes in a complete tree of `depth`: 2^(depth+1) - 1.
define i64 @tree_size(i64 %depth) {
entry:
  %levels = add i64 %depth, 1
  %power = shl i64 1, %levels
  %size = sub i64 %power, 1
  ret i64 %size
}

; Top down: gives `node` two fresh children, then fills them.
define void @populate(i64 %depth, ptr addrspace(1) %node) gc "statepoint-example" {
entry:
  %done = icmp sle i64 %depth, 0
  br i1 %done, label %exit, label %grow
grow:
  %child.depth = sub i64 %depth, 1
  %left = call ptr addrspace(1) @new_node(ptr addrspace(1) null, ptr addrspace(1) null)
  %left.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  store ptr addrspace(1) %left, ptr addrspace(1) %left.field
  %right = call ptr addrspace(1) @new_node(ptr addrspace(1) null, ptr addrspace(1) null)
  %right.field = getelementptr i8, ptr addrspace(1) %node, i64 16
  store ptr addrspace(1) %right, ptr addrspace(1) %right.field
  call void @populate(i64 %child.depth, ptr addrspace(1) %left)
  call void @populate(i64 %child.depth, ptr addrspace(1) %right)
  br label %exit
exit:
  ret void
}

; Bottom up.
define ptr addrspace(1) @make_tree(i64 %depth) gc "statepoint-example" {
entry:
  %leaf = icmp sle i64 %depth, 0
  br i1 %leaf, label %make.leaf, label %make.inner
make.leaf:
  %leaf.node = call ptr addrspace(1) @new_node(ptr addrspace(1) null, ptr addrspace(1) null)
  ret ptr addrspace(1) %leaf.node
make.inner:
  %child.depth = sub i64 %depth, 1
  %left = call ptr addrspace(1) @make_tree(i64 %child.depth)
  %right = call ptr addrspace(1) @make_tree(i64 %child.depth)
  %inner.node = call ptr addrspace(1) @new_node(ptr addrspace(1) %left, ptr addrspace(1) %right)
  ret ptr addrspace(1) %inner.node
}

define i64 @count_nodes(ptr addrspace(1) %node) gc "statepoint-example" {
entry:
  %absent = icmp eq ptr addrspace(1) %node, null
  br i1 %absent, label %none, label %count
none:
  ret i64 0
count:
  %left.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  %left = load ptr addrspace(1), ptr addrspace(1) %left.field
  %right.field = getelementptr i8, ptr addrspace(1) %node, i64 16
  %right = load ptr addrspace(1), ptr addrspace(1) %right.field
  %left.count = call i64 @count_nodes(ptr addrspace(1) %left)
  %right.count = call i64 @count_nodes(ptr addrspace(1) %right)
  %children = add i64 %left.count, %right.count
  %total = add i64 %children, 1
  ret i64 %total
}

define i64 @main() gc "statepoint-example" {
entry:
  %stretch = call ptr addrspace(1) @make_tree(i64 8)
  %stretch.count = call i64 @count_nodes(ptr addrspace(1) %stretch)
  call void @rt_print_i64(i64 %stretch.count)
  %long.lived = call ptr addrspace(1) @new_node(ptr addrspace(1) null, ptr addrspace(1) null)
  call void @populate(i64 6, ptr addrspace(1) %long.lived)
  %array = call ptr addrspace(1) @gc_alloc(i64 0, i64 8000)
  br label %fill
fill:
  %k = phi i64 [ 0, %entry ], [ %k.next, %fill ]
  %element.offset = mul i64 %k, 8
  %element.position = add i64 %element.offset, 8
  %element = getelementptr i8, ptr addrspace(1) %array, i64 %element.position
  %element.value = mul i64 %k, 3
  store i64 %element.value, ptr addrspace(1) %element
  %k.next = add i64 %k, 1
  %filling = icmp slt i64 %k.next, 1000
  br i1 %filling, label %fill, label %depths
depths:
  %depth = phi i64 [ 4, %fill ], [ %depth.next, %depth.done ]
  %stretch.size = call i64 @tree_size(i64 8)
  %twice.stretch = mul i64 %stretch.size, 2
  %depth.size = call i64 @tree_size(i64 %depth)
  %iterations = sdiv i64 %twice.stretch, %depth.size
  br label %trees
trees:
  %i = phi i64 [ 0, %depths ], [ %i.next, %trees ]
  %counted = phi i64 [ 0, %depths ], [ %counted.next, %trees ]
  %top.down = call ptr addrspace(1) @new_node(ptr addrspace(1) null, ptr addrspace(1) null)
  call void @populate(i64 %depth, ptr addrspace(1) %top.down)
  %top.down.count = call i64 @count_nodes(ptr addrspace(1) %top.down)
  %bottom.up = call ptr addrspace(1) @make_tree(i64 %depth)
  %bottom.up.count = call i64 @count_nodes(ptr addrspace(1) %bottom.up)
  %both = add i64 %top.down.count, %bottom.up.count
  %counted.next = add i64 %counted, %both
  %i.next = add i64 %i, 1
  %more.trees = icmp slt i64 %i.next, %iterations
  br i1 %more.trees, label %trees, label %depth.done
depth.done:
  call void @rt_print_i64(i64 %iterations)
  call void @rt_print_i64(i64 %depth)
  call void @rt_print_i64(i64 %counted.next)
  %depth.next = add i64 %depth, 2
  %more.depths = icmp sle i64 %depth.next, 6
  br i1 %more.depths, label %depths, label %exit
exit:
  %long.lived.count = call i64 @count_nodes(ptr addrspace(1) %long.lived)
  call void @rt_print_i64(i64 %long.lived.count)
  %middle = getelementptr i8, ptr addrspace(1) %array, i64 4008
  %middle.value = load i64, ptr addrspace(1) %middle
  %last = getelementptr i8, ptr addrspace(1) %array, i64 8000
  %last.value = load i64, ptr addrspace(1) %last
  %array.check = add i64 %middle.value, %last.value
  call void @rt_print_i64(i64 %array.check)
  ret i64 0
}
