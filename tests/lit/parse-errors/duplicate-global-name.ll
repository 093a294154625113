; Malformed input: two globals named @g.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:1: redefinition of global '@g'
; CHECK: {{.*}}duplicate-global-name.ll:7:1: error:

@g = global i32 0
@g = global i32 1
