; Copy throughput of the collector: a list of objects of OBJECT_BYTES bytes
; each (header, one reference to the next cell, raw bytes), LIVE_BYTES in
; all, kept live across COLLECTIONS forced collections; every collection
; copies all of it. scripts/bench-copy-throughput substitutes the constants
; and reads bytes copied and total pause from --gc-stats.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"

define i64 @main() gc "statepoint-example" {
entry:
  %raw.bytes = sub i64 OBJECT_BYTES, 16
  %objects = sdiv i64 LIVE_BYTES, OBJECT_BYTES
  br label %build
build:
  %i = phi i64 [ 0, %entry ], [ %i.next, %build ]
  %list = phi ptr addrspace(1) [ null, %entry ], [ %cell, %build ]
  %cell = call ptr addrspace(1) @gc_alloc(i64 1, i64 %raw.bytes)
  %next.field = getelementptr i8, ptr addrspace(1) %cell, i64 8
  store ptr addrspace(1) %list, ptr addrspace(1) %next.field
  %i.next = add i64 %i, 1
  %more = icmp slt i64 %i.next, %objects
  br i1 %more, label %build, label %collect
collect:
  %round = phi i64 [ 0, %build ], [ %round.next, %collect ]
  call void @gc_collect()
  %round.next = add i64 %round, 1
  %more.rounds = icmp slt i64 %round.next, COLLECTIONS
  br i1 %more.rounds, label %collect, label %count
count:
  br label %walk
walk:
  %node = phi ptr addrspace(1) [ %cell, %count ], [ %next, %walk.body ]
  %length = phi i64 [ 0, %count ], [ %length.next, %walk.body ]
  %at.end = icmp eq ptr addrspace(1) %node, null
  br i1 %at.end, label %exit, label %walk.body
walk.body:
  %field = getelementptr i8, ptr addrspace(1) %node, i64 8
  %next = load ptr addrspace(1), ptr addrspace(1) %field
  %length.next = add i64 %length, 1
  br label %walk
exit:
  call void @rt_print_i64(i64 %length)
  ret i64 0
}
