; Malformed input: getelementptr without its source element type.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:26: expected comma after getelementptr's type
; CHECK: statepoint: {{.*}}/gep-without-source-type.ll:7:26: error: expected ','

define ptr @f(ptr %p) {
  %q = getelementptr ptr %p, i64 1
  ret ptr %q
}
