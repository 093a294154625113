; Malformed input: fast-math flags on an integer operation.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:12: expected type
; CHECK: statepoint: {{.*}}/fast-math-on-integer-add.ll:7:12: error: expected type

define i32 @f() {
  %a = add fast i32 1, 2
  ret i32 %a
}
