; A first-class aggregate holding a GC pointer live across a statepoint is
; refused with a clear error (LLVM asserts, or silently leaves it unrelocated).
; RUN: not statepoint opt -S -passes=rewrite-statepoints-for-gc %s 2>&1 | FileCheck %s
; CHECK: statepoint: RewriteStatepointsForGC: in function @pair: a first-class aggregate holding GC pointers (%agg) is live across a statepoint; relocating aggregates is not supported

declare void @f()

define { ptr addrspace(1), i32 } @pair({ ptr addrspace(1), i32 } %agg) gc "statepoint-example" {
  call void @f()
  ret { ptr addrspace(1), i32 } %agg
}
