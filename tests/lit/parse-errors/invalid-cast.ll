; Malformed input: a bitcast between types of different sizes.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:16: invalid cast opcode for cast from 'i32' to 'i64'
; CHECK: {{.*}}invalid-cast.ll:7:16: error:

define i64 @f() {
  %a = bitcast i32 1 to i64
  ret i64 %a
}
