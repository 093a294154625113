; Malformed input: a reference to a metadata node that is never defined.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:9: use of undefined metadata '!1'
; CHECK: {{.*}}undefined-metadata.ll:7:9: error:

!named = !{!0}
!0 = !{!1}
