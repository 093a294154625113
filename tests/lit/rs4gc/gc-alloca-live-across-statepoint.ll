; An alloca in the GC address space live across a statepoint is refused with a
; clear error (LLVM crashes on it).
; RUN: not statepoint opt -S -passes=rewrite-statepoints-for-gc %s 2>&1 | FileCheck %s
; CHECK: statepoint: RewriteStatepointsForGC: in function @slot: alloca of a GC pointer type is not supported by rewrite-statepoints-for-gc

declare void @f()
declare void @use(ptr addrspace(1)) "gc-leaf-function"

define void @slot() gc "statepoint-example" {
  %slot = alloca i64, addrspace(1)
  call void @f()
  call void @use(ptr addrspace(1) %slot)
  ret void
}
