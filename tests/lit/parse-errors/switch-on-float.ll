; Malformed input: a switch on a floating-point value.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:10: switch condition must have integer type
; CHECK: statepoint: {{.*}}/switch-on-float.ll:7:3: error: switch condition must have integer type

define void @f(float %x) {
  switch float %x, label %d [ ]
d:
  ret void
}
