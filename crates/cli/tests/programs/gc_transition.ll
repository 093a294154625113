; A statepoint with the GC-transition flag (flags = 1): our Cranelift backend
; brackets its call with rt_enter_unmanaged_code/rt_leave_unmanaged_code. The
; callee proves the thread is marked (leaving fails unless it is), and main
; proves the mark was cleared after the call (entering fails if it is still
; set). The reference live across the transition is relocated through its
; slot, then moved by the next allocation (a statepoint too: a module holding
; statepoints is taken as written) under --gc-stress.
; (llc emits no transition code, so this program is for our backend only.)
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @rt_print_i64(i64) "gc-leaf-function"
declare void @rt_enter_unmanaged_code() "gc-leaf-function"
declare void @rt_leave_unmanaged_code() "gc-leaf-function"
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)
declare ptr addrspace(1) @llvm.experimental.gc.result.p1(token)

define void @unmanaged_print(i64 %value) "gc-leaf-function" {
entry:
  call void @rt_leave_unmanaged_code()
  call void @rt_print_i64(i64 %value)
  call void @rt_enter_unmanaged_code()
  ret void
}

define i64 @main() gc "statepoint-example" {
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store i64 42, ptr addrspace(1) %field
  %token = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 7, i32 0, ptr elementtype(void (i64)) @unmanaged_print, i32 1, i32 1, i64 7, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %object) ]
  %relocated = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %token, i32 0, i32 0)
  %allocation = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 8, i32 0, ptr elementtype(ptr addrspace(1) (i64, i64)) @gc_alloc, i32 2, i32 0, i64 0, i64 8, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %relocated) ]
  %other = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %allocation)
  %moved = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %allocation, i32 0, i32 0)
  %moved.field = getelementptr i8, ptr addrspace(1) %moved, i64 8
  %value = load i64, ptr addrspace(1) %moved.field
  call void @rt_print_i64(i64 %value)
  call void @rt_enter_unmanaged_code()
  call void @rt_leave_unmanaged_code()
  ret i64 0
}
