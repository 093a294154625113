; A hand-written statepoint whose live reference is held in an alloca (a
; "gc-live" alloca: a Direct stack map location); the runtime rewrites the
; alloca's contents in place, and the load after the call sees the new address.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)

define i64 @main() gc "statepoint-example" {
entry:
  %slot = alloca ptr addrspace(1), align 8
  %object = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store i64 42, ptr addrspace(1) %field
  store ptr addrspace(1) %object, ptr %slot
  %token = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @gc_collect, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr %slot) ]
  %moved = load ptr addrspace(1), ptr %slot
  %moved.field = getelementptr i8, ptr addrspace(1) %moved, i64 8
  %value = load i64, ptr addrspace(1) %moved.field
  call void @rt_print_i64(i64 %value)
  ret i64 0
}
