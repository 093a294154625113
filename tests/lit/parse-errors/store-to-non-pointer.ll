; Malformed input: a store whose address is not a pointer.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:16: store operand must be a pointer
; CHECK: statepoint: {{.*}}/store-to-non-pointer.ll:7:16: error: store operand must be a pointer

define void @f() {
  store i32 1, i32 2
  ret void
}
