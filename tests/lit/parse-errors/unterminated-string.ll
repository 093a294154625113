; Malformed input: a string constant without its closing quote.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 6:23: expected string
; CHECK: statepoint: {{.*}}/unterminated-string.ll:6:22: error: end of file in string constant

@s = global [3 x i8] c"ab
