; Malformed input: a branch to a block that does not exist.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:12: use of undefined value '%nowhere'
; CHECK: statepoint: {{.*}}/undefined-label.ll:7:12: error: use of undefined value '%nowhere'

define void @f() {
  br label %nowhere
}
