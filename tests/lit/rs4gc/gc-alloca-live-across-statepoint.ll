; An alloca in the GC address space (the stack slot itself a GC pointer) live
; across a statepoint is refused with an error located at the alloca (LLVM
; crashes on it). Allocas that hold GC pointers belong in address space 0
; (see gc-allocas-in-gc-live.ll).
; RUN: not statepoint opt -S -passes=rewrite-statepoints-for-gc %s 2>&1 | FileCheck %s
; CHECK: statepoint: {{.*}}gc-alloca-live-across-statepoint.ll:15:3: error: RewriteStatepointsForGC: in function @slot: an alloca in the GC address space is live across a statepoint: stack memory cannot be a GC reference
; CHECK-NEXT: {{^}}  %slot = alloca i64, addrspace(1)
; CHECK-NEXT: {{^}}  ^

declare void @f()
declare void @use(ptr addrspace(1)) "gc-leaf-function"

define void @slot() gc "statepoint-example" {
entry:
  %slot = alloca i64, addrspace(1)
  call void @f()
  call void @use(ptr addrspace(1) %slot)
  ret void
}
