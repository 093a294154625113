; Malformed input: a block that ends without a terminator.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 8:1: expected instruction opcode
; CHECK: statepoint: {{.*}}/missing-terminator.ll:8:1: error: expected instruction opcode

define void @f() {
  %a = add i32 1, 2
}
