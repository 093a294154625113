; Malformed input: a bitcast between types of different sizes.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:16: invalid cast opcode for cast from 'i32' to 'i64'
; CHECK: statepoint: {{.*}}/invalid-cast.ll:7:8: error: invalid cast opcode for cast from 'i32' to 'i64'

define i64 @f() {
  %a = bitcast i32 1 to i64
  ret i64 %a
}
