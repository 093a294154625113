; A derived pointer carried around a loop gets a base phi (named <phi>.base,
; marked !is_base_value); a phi whose inputs all share one base gets none.
; RUN: statepoint opt -S -passes='rewrite-statepoints-for-gc,verify<safepoint-ir>' -spp-rematerialization-threshold=0 %s | FileCheck %s

declare void @safepoint()

define void @derived_in_loop(ptr addrspace(1) %base) gc "statepoint-example" {
; CHECK-LABEL: @derived_in_loop(
; CHECK:       loop:
; CHECK-NEXT:    %.0 = phi ptr addrspace(1) [ %base, %entry ], [ %base.relocated, %loop ]
; CHECK-NEXT:    %current = phi ptr addrspace(1) [ %base, %entry ], [ %next.relocated, %loop ]
; CHECK-NEXT:    %next = getelementptr i8, ptr addrspace(1) %current, i64 8
; CHECK-NEXT:    %statepoint_token = call token {{.*}} [ "gc-live"(ptr addrspace(1) %next, ptr addrspace(1) %.0) ]
; CHECK-NEXT:    %next.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 1, i32 0) ; (%.0, %next)
; CHECK-NEXT:    %base.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 1, i32 1) ; (%.0, %.0)
; CHECK-NOT:   base_phi
entry:
  br label %loop

loop:
  %current = phi ptr addrspace(1) [ %base, %entry ], [ %next, %loop ]
  %next = getelementptr i8, ptr addrspace(1) %current, i64 8
  call void @safepoint()
  br label %loop
}

define ptr addrspace(1) @merge_of_two_objects(i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b) gc "statepoint-example" {
; CHECK-LABEL: @merge_of_two_objects(
; CHECK:       merge:
; CHECK-NEXT:    %derived.base = phi ptr addrspace(1) [ %a, %left ], [ %b, %right ], !is_base_value ![[EMPTY:[0-9]+]]
; CHECK-NEXT:    %derived = phi ptr addrspace(1) [ %a.8, %left ], [ %b.16, %right ]
; CHECK-NEXT:    %statepoint_token = call token {{.*}} [ "gc-live"(ptr addrspace(1) %derived, ptr addrspace(1) %derived.base) ]
entry:
  br i1 %c, label %left, label %right

left:
  %a.8 = getelementptr i8, ptr addrspace(1) %a, i64 8
  br label %merge

right:
  %b.16 = getelementptr i8, ptr addrspace(1) %b, i64 16
  br label %merge

merge:
  %derived = phi ptr addrspace(1) [ %a.8, %left ], [ %b.16, %right ]
  call void @safepoint()
  ret ptr addrspace(1) %derived
}

define ptr addrspace(1) @phi_of_bases(i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b) gc "statepoint-example" {
; CHECK-LABEL: @phi_of_bases(
; CHECK:         %p = phi ptr addrspace(1) [ %a, %left ], [ %b, %right ]
; CHECK-NEXT:    %statepoint_token = call token {{.*}} [ "gc-live"(ptr addrspace(1) %p) ]
entry:
  br i1 %c, label %left, label %right

left:
  br label %merge

right:
  br label %merge

merge:
  %p = phi ptr addrspace(1) [ %a, %left ], [ %b, %right ]
  call void @safepoint()
  ret ptr addrspace(1) %p
}

; CHECK: ![[EMPTY]] = !{}
