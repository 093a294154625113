; Malformed input: an opcode that does not exist.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:8: expected instruction opcode
; CHECK: statepoint: {{.*}}/unknown-instruction.ll:7:8: error: expected instruction opcode, found 'frobnicate'

define void @f() {
  %a = frobnicate i32 1
  ret void
}
