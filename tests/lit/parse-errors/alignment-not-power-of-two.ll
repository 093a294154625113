; Malformed input: an alignment that is not a power of two.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:32: alignment is not a power of two
; CHECK: statepoint: {{.*}}/alignment-not-power-of-two.ll:7:32: error: alignment is not a power of two

define i32 @f(ptr %p) {
  %v = load i32, ptr %p, align 3
  ret i32 %v
}
