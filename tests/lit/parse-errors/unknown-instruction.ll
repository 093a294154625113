; Malformed input: an opcode that does not exist.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:8: expected instruction opcode
; CHECK: {{.*}}unknown-instruction.ll:7:8: error:

define void @f() {
  %a = frobnicate i32 1
  ret void
}
