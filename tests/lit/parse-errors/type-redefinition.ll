; Malformed input: a named struct type defined twice.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:1: redefinition of type
; CHECK: statepoint: {{.*}}/type-redefinition.ll:7:1: error: redefinition of type named 'T'

%T = type { i32 }
%T = type { i64 }
