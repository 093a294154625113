; ERROR: gc.relocate: statepoint base index out of bounds
declare void @foo()
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
define ptr addrspace(1) @f(ptr addrspace(1) %a) gc "statepoint-example" {
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %a) ]
  %r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 1, i32 0)
  ret ptr addrspace(1) %r
}
