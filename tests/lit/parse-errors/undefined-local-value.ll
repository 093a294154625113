; Malformed input: a use of a local value that is never defined.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:11: use of undefined value '%x'
; CHECK: statepoint: {{.*}}/undefined-local-value.ll:7:11: error: use of undefined value '%x'

define i32 @f() {
  ret i32 %x
}
