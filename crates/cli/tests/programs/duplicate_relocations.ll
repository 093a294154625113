; Relocations of one value by one statepoint (gc-live holds %obj twice; %a and
; %b relocate it) are one value: the next statepoint lists both, and its stack
; map names one slot for them, as llc merges them. Under --gc-stress every
; statepoint moves the object, so a relocation read from a slot the collector
; was not told about would still point at the old copy: the store through
; %b2 must be seen through %a2 and %f2 (200).
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @rt_print_i64(i64)
declare void @gc_collect()

define i32 @main() gc "statepoint-example" {
entry:
  %t0 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(ptr addrspace(1) (i64, i64)) @gc_alloc, i32 2, i32 0, i64 0, i64 8, i32 0, i32 0)
  %obj = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %t0)
  %f = getelementptr i8, ptr addrspace(1) %obj, i64 8
  store i64 42, ptr addrspace(1) %f
  %t1 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @gc_collect, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj, ptr addrspace(1) %obj, ptr addrspace(1) %f) ]
  %a = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t1, i32 0, i32 0)
  %b = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t1, i32 0, i32 1)
  %fr = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t1, i32 0, i32 2)
  %t2 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @gc_collect, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %fr) ]
  %a2 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t2, i32 0, i32 0)
  %b2 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t2, i32 1, i32 1)
  %f2 = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t2, i32 0, i32 2)
  %pb = getelementptr i8, ptr addrspace(1) %b2, i64 8
  store i64 100, ptr addrspace(1) %pb
  %pa = getelementptr i8, ptr addrspace(1) %a2, i64 8
  %va = load i64, ptr addrspace(1) %pa
  %vf = load i64, ptr addrspace(1) %f2
  %s2 = add i64 %va, %vf
  call void @rt_print_i64(i64 %s2)
  ret i32 0
}
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
declare ptr addrspace(1) @llvm.experimental.gc.result.p1(token)
