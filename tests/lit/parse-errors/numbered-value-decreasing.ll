; Malformed input: an unnamed value numbered lower than an earlier one.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 8:3: instruction expected to be numbered '%2' or greater
; CHECK: statepoint: {{.*}}/numbered-value-decreasing.ll:8:3: error: instruction expected to be numbered '%2' or greater

define i32 @f() {
  %1 = add i32 1, 2
  %0 = add i32 1, 2
  ret i32 %0
}
