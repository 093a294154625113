; Malformed input: a character that starts no token.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:12: expected instruction opcode
; CHECK: statepoint: {{.*}}/stray-character.ll:7:12: error: unexpected character

define void @f() {
  ret void ~
}
