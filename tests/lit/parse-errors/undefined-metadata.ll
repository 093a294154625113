; Malformed input: a reference to a metadata node that is never defined.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:9: use of undefined metadata '!1'
; CHECK: statepoint: {{.*}}/undefined-metadata.ll:7:8: error: use of undefined metadata '!1'

!named = !{!0}
!0 = !{!1}
