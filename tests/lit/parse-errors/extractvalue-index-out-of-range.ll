; Malformed input: extractvalue with an index past the struct's fields.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:21: invalid indices for extractvalue
; CHECK: statepoint: {{.*}}/extractvalue-index-out-of-range.ll:7:8: error: invalid indices for extractvalue

define i32 @f({ i32 } %s) {
  %v = extractvalue { i32 } %s, 3
  ret i32 %v
}
