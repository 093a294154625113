; ERROR: gc.statepoint mismatch in number of call args
declare void @foo(i32)
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
define void @f() gc "statepoint-example" {
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void (i32)) @foo, i32 0, i32 0, i32 0, i32 0)
  ret void
}
