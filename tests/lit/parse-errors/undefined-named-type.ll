; Malformed input: a named type that is used but never defined.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 6:22: use of undefined type named 'Missing'
; CHECK: statepoint: {{.*}}/undefined-named-type.ll:6:22: error: use of undefined type named 'Missing'

@g = external global %Missing
