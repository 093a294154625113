; Rematerialization: a cheap derived pointer live across one statepoint is
; recomputed from the relocated base right after it; one live across several
; statepoints with a single later use is recomputed right before that use.
; RUN: statepoint opt -S -passes='rewrite-statepoints-for-gc,verify<safepoint-ir>' %s | FileCheck %s
; RUN: statepoint opt -S -passes=rewrite-statepoints-for-gc -spp-rematerialization-threshold=0 %s | FileCheck %s --check-prefix=NO-REMAT

declare void @safepoint()
declare void @use(ptr addrspace(1)) "gc-leaf-function"

define void @after_statepoint(ptr addrspace(1) %base) gc "statepoint-example" {
; CHECK-LABEL: @after_statepoint(
; CHECK:         %statepoint_token = call token {{.*}} [ "gc-live"(ptr addrspace(1) %base) ]
; CHECK-NEXT:    %base.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 0)
; CHECK-NEXT:    %derived.remat = getelementptr i32, ptr addrspace(1) %base.relocated, i32 15
; CHECK-NEXT:    call void @use(ptr addrspace(1) %derived.remat)
; NO-REMAT-LABEL: @after_statepoint(
; NO-REMAT:       "gc-live"(ptr addrspace(1) %derived, ptr addrspace(1) %base)
entry:
  %derived = getelementptr i32, ptr addrspace(1) %base, i32 15
  call void @safepoint()
  call void @use(ptr addrspace(1) %derived)
  ret void
}

define void @at_use(ptr addrspace(1) %base) gc "statepoint-example" {
; CHECK-LABEL: @at_use(
; CHECK:       next:
; CHECK-NEXT:    %derived.remat = getelementptr i32, ptr addrspace(1) %base.relocated2, i32 15
; CHECK-NEXT:    call void @use(ptr addrspace(1) %derived.remat)
entry:
  %derived = getelementptr i32, ptr addrspace(1) %base, i32 15
  call void @safepoint()
  call void @safepoint()
  br label %next

next:
  call void @use(ptr addrspace(1) %derived)
  ret void
}

; Clones of unnamed values are named as LLVM names them: "" + ".remat", made
; unique (opt-19 prints the same).
define void @unnamed_chain(ptr addrspace(1) %base) gc "statepoint-example" {
; CHECK-LABEL: @unnamed_chain(
; CHECK:         %base.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(
; CHECK-NEXT:    %.remat1 = getelementptr i8, ptr addrspace(1) %base.relocated, i64 8
; CHECK-NEXT:    %.remat2 = getelementptr i8, ptr addrspace(1) %.remat1, i64 16
; CHECK-NEXT:    %.remat = getelementptr i8, ptr addrspace(1) %base.relocated, i64 8
; CHECK-NEXT:    call void @use(ptr addrspace(1) %.remat2)
; CHECK-NEXT:    call void @use(ptr addrspace(1) %.remat)
entry:
  %0 = getelementptr i8, ptr addrspace(1) %base, i64 8
  %1 = getelementptr i8, ptr addrspace(1) %0, i64 16
  call void @safepoint()
  call void @use(ptr addrspace(1) %1)
  call void @use(ptr addrspace(1) %0)
  ret void
}
