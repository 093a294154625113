; Malformed input: metadata slot !0 defined twice.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 8:1: Metadata id is already used
; CHECK: statepoint: {{.*}}/duplicate-metadata-slot.ll:7:1: error: Metadata id is already used

!0 = !{}
!0 = !{}
