; Malformed input: ret of a value in a void function.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:7: value doesn't match function result type 'void'
; CHECK: statepoint: {{.*}}/return-type-mismatch.ll:7:7: error: value doesn't match function result type 'void'

define void @f() {
  ret i32 0
}
