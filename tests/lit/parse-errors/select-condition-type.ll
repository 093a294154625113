; Malformed input: select with a condition that is not i1.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:15: select condition must be i1 or <n x i1>
; CHECK: statepoint: {{.*}}/select-condition-type.ll:7:15: error: select condition must be i1 or <n x i1>

define i32 @f() {
  %v = select i32 1, i32 2, i32 3
  ret i32 %v
}
