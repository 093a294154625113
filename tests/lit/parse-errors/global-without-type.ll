; Malformed input: a global initializer without its type.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 6:13: expected type
; CHECK: statepoint: {{.*}}/global-without-type.ll:6:13: error: expected type

@g = global 5
