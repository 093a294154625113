; Deliberately broken: a hand-written statepoint around gc_collect reports
; %object live and relocates it, but the load after it goes through the
; original, unrelocated %object. Under --gc-stress the object has moved and
; its old space is inaccessible, so the load must fault (never print 42).
; Replacing %object by %relocated in %field.after fixes it.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)

define i64 @main() gc "statepoint-example" {
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store i64 42, ptr addrspace(1) %field
  %token = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @gc_collect, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %object) ]
  %relocated = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %token, i32 0, i32 0)
  %field.after = getelementptr i8, ptr addrspace(1) %object, i64 8
  %value = load i64, ptr addrspace(1) %field.after
  call void @rt_print_i64(i64 %value)
  ret i64 0
}
