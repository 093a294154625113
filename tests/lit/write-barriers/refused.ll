; A runtime ABI name used for something else is refused once a barrier needs
; it; so is an element-wise atomic copy into the heap (it may collect while it
; copies, so no barrier can precede its stores).
; RUN: not statepoint opt -S -passes=insert-write-barriers %s 2>&1 | FileCheck %s
; RUN: sed 's/^@gc_unlogged_bits.*//' %s | not statepoint opt -S -passes=insert-write-barriers 2>&1 | FileCheck %s --check-prefix=ATOMIC
; CHECK: InsertWriteBarriers: in function @f: @gc_unlogged_bits is a runtime ABI name: it must be `@gc_unlogged_bits = external global i64` (or be left out to get it)
; ATOMIC: InsertWriteBarriers: in function @g: `call void @llvm.memcpy.element.unordered.atomic.p1.p1.i64({{.*}})`: @llvm.memcpy.element.unordered.atomic into the GC heap may collect while it copies

@gc_unlogged_bits = global i32 0
declare void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1), ptr addrspace(1), i64, i32)

define void @f(ptr addrspace(1) %object, ptr addrspace(1) %value) gc "statepoint-example" {
  store ptr addrspace(1) %value, ptr addrspace(1) %object, align 8
  ret void
}

define void @g(ptr addrspace(1) %object, ptr addrspace(1) %source) gc "statepoint-example" {
  call void @llvm.memcpy.element.unordered.atomic.p1.p1.i64(ptr addrspace(1) align 8 %object, ptr addrspace(1) align 8 %source, i64 16, i32 8)
  ret void
}
