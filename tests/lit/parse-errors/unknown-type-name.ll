; Malformed input: a type keyword that does not exist.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 6:11: expected function name
; CHECK: statepoint: {{.*}}/unknown-type-name.ll:6:8: error: expected type

define i33x @f() {
  ret void
}
