; A GC pointer used after a statepoint without its relocation passes the IR
; verifier (`opt -passes=verify`) but not `statepoint verify`, which runs the
; relocation invariant (verify<safepoint-ir>) with that pass's message.
; RUN: statepoint opt -disable-output -passes=verify %s
; RUN: not statepoint verify %s 2>&1 | FileCheck %s
; RUN: not statepoint verify -q %s 2>&1 | FileCheck %s
; CHECK: statepoint: {{.*}}unrelocated-use.ll: error: SafepointIRVerifierPass: Illegal use of unrelocated value found!
; CHECK-NEXT: Def: ptr addrspace(1) %p
; CHECK-NEXT: Use:   %v = load i32, ptr addrspace(1) %p
; CHECK-NOT: verify: ok

declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
declare void @callee()

define i32 @stale_load(ptr addrspace(1) %p) gc "statepoint-example" {
entry:
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @callee, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %p) ]
  %p.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  %v = load i32, ptr addrspace(1) %p
  ret i32 %v
}
