; LLVM 19 reads a typed pointer type in a module that uses `ptr` as `ptr`
; (its own CodeGen tests still write `void ()* elementtype(void ())` for a
; statepoint's callee), and `i8**` as `ptr`; `ptr*` stays an error.
; RUN: statepoint opt -S %s | FileCheck %s
; CHECK: declare void @takes(ptr, ptr)
; CHECK: %token = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(ptr addrspace(1) (i32)) @callee, i32 1, i32 0, i32 7, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %p) ]

declare ptr addrspace(1) @callee(i32)
declare void @takes(i8*, i8**)

define ptr addrspace(1) @f(ptr addrspace(1) %p) gc "statepoint-example" {
  %token = call token (i64, i32, ptr addrspace(1) (i32)*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr addrspace(1) (i32)* elementtype(ptr addrspace(1) (i32)) @callee, i32 1, i32 0, i32 7, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %p) ]
  %p.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %token, i32 0, i32 0)
  ret ptr addrspace(1) %p.relocated
}

declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
