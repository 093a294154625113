; Malformed input: a quoted global name without its closing quote.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 6:1: expected top-level entity
; CHECK: statepoint: {{.*}}/unterminated-quoted-name.ll:6:1: error: end of file in string constant

@"abc = global i32 0
