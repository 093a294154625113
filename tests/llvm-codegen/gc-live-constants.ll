; GC pointers that are casts of constants (`inttoptr i64 15`, `null` through a
; cast) in gc-live and deopt bundles: llc folds the cast and records the
; constant (LLVM's statepoint-invoke.ll has the gc-live one).

declare void @callee(ptr addrspace(1))

define ptr addrspace(1) @constants(ptr addrspace(1) %val) gc "statepoint-example" {
entry:
  %c = inttoptr i64 15 to ptr addrspace(1)
  %n = inttoptr i64 0 to ptr addrspace(1)
  %k = zext i32 7 to i64
  %sp = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void (ptr addrspace(1))) @callee, i32 1, i32 0, ptr addrspace(1) %val, i32 0, i32 0) [ "deopt"(i64 %k, ptr addrspace(1) %c), "gc-live"(ptr addrspace(1) %val, ptr addrspace(1) %c, ptr addrspace(1) %n) ]
  %val.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %sp, i32 0, i32 0)
  %c.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %sp, i32 1, i32 1)
  %n.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %sp, i32 2, i32 2)
  %is.null = icmp eq ptr addrspace(1) %n.relocated, null
  %r = select i1 %is.null, ptr addrspace(1) %val.relocated, ptr addrspace(1) %c.relocated
  ret ptr addrspace(1) %r
}

declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
