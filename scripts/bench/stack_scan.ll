; Stack scan cost: 10,000 frames, each holding one reference live across its
; call (the same small object), and COLLECTIONS forced collections at the
; bottom. Copying is one object per collection, so the pause is the frame
; walk, the call-site lookups and the slot updates. scripts/bench-stack-scan
; reads total pause and frames scanned from --gc-stats.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"

define i64 @descend(i64 %depth, ptr addrspace(1) %object) gc "statepoint-example" {
entry:
  %at.bottom = icmp eq i64 %depth, 0
  br i1 %at.bottom, label %bottom, label %recurse
bottom:
  br label %collect
collect:
  %round = phi i64 [ 0, %bottom ], [ %round.next, %collect ]
  call void @gc_collect()
  %round.next = add i64 %round, 1
  %more = icmp slt i64 %round.next, COLLECTIONS
  br i1 %more, label %collect, label %finish
recurse:
  %next.depth = sub i64 %depth, 1
  %below = call i64 @descend(i64 %next.depth, ptr addrspace(1) %object)
  br label %finish
finish:
  %below.total = phi i64 [ 0, %collect ], [ %below, %recurse ]
  %value.field = getelementptr i8, ptr addrspace(1) %object, i64 8
  %value = load i64, ptr addrspace(1) %value.field
  %total = add i64 %below.total, %value
  ret i64 %total
}

define i64 @main() gc "statepoint-example" {
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %value.field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store i64 1, ptr addrspace(1) %value.field
  %total = call i64 @descend(i64 9999, ptr addrspace(1) %object)
  call void @rt_print_i64(i64 %total)
  ret i64 0
}
