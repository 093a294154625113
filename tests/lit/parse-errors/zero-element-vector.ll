; Malformed input: a vector type with no elements.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 6:14: zero element vector is illegal
; CHECK: statepoint: {{.*}}/zero-element-vector.ll:6:14: error: zero element vector is illegal

@g = global <0 x i32> zeroinitializer
