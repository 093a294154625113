; Malformed input: an integer type wider than LLVM allows.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 6:13: expected type
; CHECK: statepoint: {{.*}}/integer-width-out-of-range.ll:6:13: error: bitwidth for integer type out of range

@g = global i9999999 0
