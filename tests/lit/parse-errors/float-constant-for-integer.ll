; Malformed input: a floating-point constant given for an integer type.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:11: floating point constant invalid for type
; CHECK: statepoint: {{.*}}/float-constant-for-integer.ll:7:11: error: floating point constant does not have type 'i32'

define i32 @f() {
  ret i32 1.5
}
