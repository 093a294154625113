; gc.get.pointer.base becomes the inferred base (a base select here) and
; gc.get.pointer.offset the difference of the two addresses.
; RUN: statepoint opt -S -passes='rewrite-statepoints-for-gc,verify<safepoint-ir>' %s | FileCheck %s

declare ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1))
declare i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1))

define i64 @offset(ptr addrspace(1) %obj1, ptr addrspace(1) %obj2, i1 %c) gc "statepoint-example" {
; CHECK-LABEL: @offset(
; CHECK:         %selected.base = select i1 %c, ptr addrspace(1) %obj2, ptr addrspace(1) %obj1, !is_base_value
; CHECK-NEXT:    %selected = select i1 %c, ptr addrspace(1) %obj2.16, ptr addrspace(1) %obj1.12
; CHECK-NEXT:    %selected.base.int = ptrtoint ptr addrspace(1) %selected.base to i64
; CHECK-NEXT:    %selected.int = ptrtoint ptr addrspace(1) %selected to i64
; CHECK-NEXT:    %off = sub i64 %selected.int, %selected.base.int
; CHECK-NEXT:    %base = getelementptr i8, ptr addrspace(1) %selected.base, i64 0
; CHECK-NOT:     gc.get.pointer
entry:
  %obj1.12 = getelementptr inbounds i8, ptr addrspace(1) %obj1, i64 12
  %obj2.16 = getelementptr inbounds i8, ptr addrspace(1) %obj2, i64 16
  %selected = select i1 %c, ptr addrspace(1) %obj2.16, ptr addrspace(1) %obj1.12
  %off = call i64 @llvm.experimental.gc.get.pointer.offset.p1(ptr addrspace(1) %selected)
  %b = call ptr addrspace(1) @llvm.experimental.gc.get.pointer.base.p1.p1(ptr addrspace(1) %selected)
  %base = getelementptr i8, ptr addrspace(1) %b, i64 0
  ret i64 %off
}
