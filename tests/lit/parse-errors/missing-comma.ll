; Malformed input: two operands without a comma between them.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:18: expected ',' in arithmetic operation
; CHECK: statepoint: {{.*}}/missing-comma.ll:7:18: error: expected ','

define i32 @f() {
  %a = add i32 1 2
  ret i32 %a
}
