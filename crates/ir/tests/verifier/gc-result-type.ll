; ERROR: gc.result result type does not match wrapped callee
declare i64 @foo()
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare i32 @llvm.experimental.gc.result.i32(token)
define i32 @f() gc "statepoint-example" {
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(i64 ()) @foo, i32 0, i32 0, i32 0, i32 0)
  %r = call i32 @llvm.experimental.gc.result.i32(token %t)
  ret i32 %r
}
