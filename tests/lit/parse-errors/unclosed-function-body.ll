; Malformed input: a function body that reaches the end of the file.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 8:1: found end of file when expecting more instructions
; CHECK: {{.*}}unclosed-function-body.ll:8:1: error:

define void @f() {
  ret void
