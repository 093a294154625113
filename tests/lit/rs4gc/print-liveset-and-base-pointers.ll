; -spp-print-liveset, -spp-print-liveset-size and -spp-print-base-pointers write
; opt-19's reports to stderr: per parse point its live set (each value as LLVM
; prints it) and size, then the base pairs before and after the bases were
; added to the live sets (text identical to opt-19's). The module still goes
; to stdout.
; RUN: statepoint opt -passes=rewrite-statepoints-for-gc -spp-print-liveset -spp-print-liveset-size \
; RUN:   -spp-print-base-pointers -disable-output %s 2>&1 | FileCheck %s
; RUN: statepoint opt -S -passes=rewrite-statepoints-for-gc -spp-print-liveset-size %s 2>/dev/null \
; RUN:   | FileCheck %s --check-prefix=MODULE

; CHECK:      Live Variables:
; CHECK-NEXT:  other ptr addrspace(1) %other
; CHECK-NEXT:  merged   %merged = phi ptr addrspace(1) [ %obj, %entry ], [ %other, %loop ]
; CHECK-NEXT:  derived   %derived = getelementptr i8, ptr addrspace(1) %obj, i64 8
; CHECK-NEXT: Safepoint For: safepoint
; CHECK-NEXT: Number live values: 3
; CHECK-NEXT: Base Pairs (w/o Relocation):
; CHECK-NEXT:  derived %other base %other
; CHECK-NEXT:  derived %merged base %merged
; CHECK-NEXT:  derived %derived base %obj
; CHECK-NEXT: Base Pairs: (w/Relocation)
; CHECK-NEXT:  derived %other base %other
; CHECK-NEXT:  derived %merged base %merged
; CHECK-NEXT:  derived %derived base %obj
; CHECK-NEXT:  derived %obj base %obj
; CHECK-NOT:  {{.}}

; MODULE: %statepoint_token = call token

declare void @safepoint()

define ptr addrspace(1) @f(ptr addrspace(1) %obj, ptr addrspace(1) %other, i1 %c) gc "statepoint-example" {
entry:
  %derived = getelementptr i8, ptr addrspace(1) %obj, i64 8
  br label %loop

loop:
  %merged = phi ptr addrspace(1) [ %obj, %entry ], [ %other, %loop ]
  call void @safepoint()
  br i1 %c, label %loop, label %exit

exit:
  %sum = getelementptr i8, ptr addrspace(1) %derived, i64 1
  ret ptr addrspace(1) %merged
}
