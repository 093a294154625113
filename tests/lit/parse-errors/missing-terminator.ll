; Malformed input: a block that ends without a terminator.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 8:1: expected instruction opcode
; CHECK: {{.*}}missing-terminator.ll:8:1: error:

define void @f() {
  %a = add i32 1, 2
}
