; Malformed input: a declaration with a linkage only definitions may have.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 6:9: invalid linkage for function declaration
; CHECK: statepoint: {{.*}}/declaration-with-internal-linkage.ll:6:23: error: invalid linkage for function declaration

declare internal void @f()
