; Print-only mode reports every function; the legacy flags map to verify<safepoint-ir>.
; A phi of a pointer and its own GEP compared with the pointer is legal (LLVM 19
; reports it); a poisoned phi stored to memory is not.
; RUN: statepoint opt -disable-output -safepoint-ir-verifier-print-only -verify-safepoint-ir %s 2>&1 | FileCheck %s
; RUN: statepoint opt -disable-output -safepoint-ir-verifier-print-only -passes='verify<safepoint-ir>' %s 2>&1 | FileCheck %s
; RUN: not statepoint opt -disable-output -passes='verify<safepoint-ir>' %s 2>&1 | FileCheck %s --check-prefix=FATAL

declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
declare void @callee()

; CHECK-LABEL: Verifying gc pointers in function: same_generation
; CHECK-NEXT: No illegal uses found by SafepointIRVerifier in: same_generation
define void @same_generation(ptr addrspace(1) %arg, i1 %c) gc "statepoint-example" {
entry:
  %ptr = getelementptr i8, ptr addrspace(1) %arg, i64 4
  br i1 %c, label %left, label %right
left:
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @callee, i32 0, i32 0, i32 0, i32 0)
  br label %merge
right:
  br label %merge
merge:
  %val = phi ptr addrspace(1) [ %arg, %left ], [ %ptr, %right ]
  %cmp = icmp eq ptr addrspace(1) %val, %arg
  ret void
}

; CHECK-LABEL: Verifying gc pointers in function: stale_store
; CHECK-NEXT: Illegal use of unrelocated value found!
; CHECK-NEXT: Def: ptr addrspace(1) %arg
; CHECK-NEXT: Use:   store ptr addrspace(1) %arg, ptr undef
; FATAL: Illegal use of unrelocated value found!
; FATAL-NEXT: Def: ptr addrspace(1) %arg
; FATAL-NEXT: Use:   store ptr addrspace(1) %arg, ptr undef
define void @stale_store(ptr addrspace(1) %arg) gc "statepoint-example" {
entry:
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @callee, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %arg) ]
  %arg.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  store ptr addrspace(1) %arg, ptr undef
  ret void
}
