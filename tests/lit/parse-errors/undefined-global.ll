; Malformed input: a call to a function that is never declared.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:13: use of undefined value '@nope'
; CHECK: statepoint: {{.*}}/undefined-global.ll:7:13: error: use of undefined value '@nope'

define void @f() {
  call void @nope()
  ret void
}
