; ERROR: PHI nodes cannot have token type!
; ERROR: illegal use of statepoint token
declare void @foo()
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
define void @f(i1 %c) gc "statepoint-example" {
entry:
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0)
  br label %next
next:
  %p = phi token [ %t, %entry ]
  ret void
}
