; Malformed input: a call of an undeclared `llvm.` name that is no LLVM 19
; intrinsic (known intrinsics are declared as LLVM declares them).
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 8:13: error: use of undefined value '@llvm.notathing'
; CHECK: statepoint: {{.*}}/unknown-intrinsic-called.ll:8:13: error: use of undefined value '@llvm.notathing'

define void @f() {
  call void @llvm.notathing()
  ret void
}
