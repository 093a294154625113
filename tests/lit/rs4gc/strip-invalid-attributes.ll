; After rewriting, pointer attributes that a moving collector invalidates are
; removed from every function (not from intrinsics), as are memory, nosync and
; nofree, and load/store metadata other than LLVM's safe list.
; RUN: statepoint opt -S -passes=rewrite-statepoints-for-gc %s | FileCheck %s

declare void @f()

; CHECK: define ptr addrspace(1) @g(ptr addrspace(1) %arg, ptr %p) gc "statepoint-example" {
define dereferenceable(8) ptr addrspace(1) @g(ptr addrspace(1) dereferenceable(16) noalias %arg, ptr readonly %p) nofree nosync gc "statepoint-example" {
; CHECK:         %v = load i32, ptr addrspace(1) %arg, align 4, !range ![[RANGE:[0-9]+]]
; CHECK-NOT:     invariant.load
  %v = load i32, ptr addrspace(1) %arg, align 4, !range !0, !invariant.load !1
  call void @f()
  ret ptr addrspace(1) %arg
}

; CHECK: define void @no_gc(ptr %p) {
define void @no_gc(ptr nofree %p) readonly {
  ret void
}

!0 = !{i32 0, i32 10}
!1 = !{}
