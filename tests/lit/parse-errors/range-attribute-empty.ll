; Malformed input: a range attribute whose bounds are equal (the full or the
; empty set), which LLVM 19 refuses.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:22: error: the range should not represent the full or empty set!
; CHECK: statepoint: {{.*}}/range-attribute-empty.ll:7:22: error: the range should not represent the full or empty set!

declare range(i8 5, 5) i8 @f()
