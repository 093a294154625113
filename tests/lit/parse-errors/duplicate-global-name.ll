; Malformed input: two globals named @g.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:1: redefinition of global '@g'
; CHECK: statepoint: {{.*}}/duplicate-global-name.ll:7:1: error: invalid redefinition of global '@g'

@g = global i32 0
@g = global i32 1
