; A non-leaf element-atomic memcpy becomes a statepoint calling LLVM's runtime
; entry with (dest base, dest offset, src base, src offset, length); with
; "gc-leaf-function" it stays a plain call.
; RUN: statepoint opt -S -passes='rewrite-statepoints-for-gc,verify<safepoint-ir>' %s | FileCheck %s

declare void @llvm.memcpy.element.unordered.atomic.p1.p1.i32(ptr addrspace(1), ptr addrspace(1), i32, i32 immarg)

define void @copy(ptr addrspace(1) %dst, ptr addrspace(1) %src, i64 %o, i32 %len) gc "statepoint-example" {
; CHECK-LABEL: @copy(
; CHECK:         %0 = ptrtoint ptr addrspace(1) %dst to i64
; CHECK-NEXT:    %1 = ptrtoint ptr addrspace(1) %dst.o to i64
; CHECK-NEXT:    %2 = sub i64 %1, %0
; CHECK-NEXT:    %3 = ptrtoint ptr addrspace(1) %src to i64
; CHECK-NEXT:    %4 = ptrtoint ptr addrspace(1) %src to i64
; CHECK-NEXT:    %5 = sub i64 %4, %3
; CHECK-NEXT:    %statepoint_token = call token {{.*}}(ptr addrspace(1), i64, ptr addrspace(1), i64, i32)) @__llvm_memcpy_element_unordered_atomic_safepoint_4, i32 5, i32 0, ptr addrspace(1) %dst, i64 %2, ptr addrspace(1) %src, i64 %5, i32 %len, i32 0, i32 0) [ "deopt"(), "gc-live"(ptr addrspace(1) %src, ptr addrspace(1) %dst) ]
; CHECK:         call void @llvm.memcpy.element.unordered.atomic.p1.p1.i32(ptr addrspace(1) align 4 %dst.o.remat, ptr addrspace(1) align 4 %src.relocated, i32 %len, i32 4) #[[LEAF:[0-9]+]]
; CHECK:       attributes #[[LEAF]] = { "gc-leaf-function" }
entry:
  %dst.o = getelementptr i8, ptr addrspace(1) %dst, i64 %o
  call void @llvm.memcpy.element.unordered.atomic.p1.p1.i32(ptr addrspace(1) align 4 %dst.o, ptr addrspace(1) align 4 %src, i32 %len, i32 4) [ "deopt"() ]
  call void @llvm.memcpy.element.unordered.atomic.p1.p1.i32(ptr addrspace(1) align 4 %dst.o, ptr addrspace(1) align 4 %src, i32 %len, i32 4) "gc-leaf-function"
  ret void
}
