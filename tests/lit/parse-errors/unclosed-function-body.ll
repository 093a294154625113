; Malformed input: a function body that reaches the end of the file.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 8:1: found end of file when expecting more instructions
; CHECK: statepoint: {{.*}}/unclosed-function-body.ll:8:1: error: expected '}' at end of function body

define void @f() {
  ret void
