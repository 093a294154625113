; Malformed input: an operand of the wrong type.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:20: '%y' defined with type 'i64' but expected 'i32'
; CHECK: statepoint: {{.*}}/operand-type-mismatch.ll:7:20: error: '%y' defined with type 'i64' but expected 'i32'

define i32 @f(i32 %x, i64 %y) {
  %a = add i32 %x, %y
  ret i32 %a
}
