; A gc.statepoint wrapping a void variadic function (report, in
; statepoint_varargs.c), with a gc-live pointer and a deopt value.
target triple = "x86_64-unknown-linux-gnu"
declare void @report(i32, ...)
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
define i64 @twice(ptr addrspace(1) %obj, i64 %x) noinline gc "statepoint-example" {
entry:
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 7, i32 0, ptr elementtype(void (i32, ...)) @report, i32 5, i32 0, i32 4, i64 %x, double 1.5, i64 -3, double 2.25, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj), "deopt"(i64 %x) ]
  %rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  %v = load i64, ptr addrspace(1) %rel
  %w = add i64 %v, %x
  ret i64 %w
}
define i32 @main() {
  %o = alloca i64
  store i64 40, ptr %o
  %oc = addrspacecast ptr %o to ptr addrspace(1)
  %r = call i64 @twice(ptr addrspace(1) %oc, i64 2)
  %t = trunc i64 %r to i32
  ret i32 %t
}
