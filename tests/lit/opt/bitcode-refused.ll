; Without -S the output would be bitcode, which statepoint does not write.
; RUN: not statepoint opt -passes=verify %s 2>&1 | FileCheck %s
; RUN: not statepoint opt %s -o %t.bc 2>&1 | FileCheck %s
; RUN: not test -e %t.bc
; RUN: statepoint opt -passes=verify -disable-output %s 2>&1 | FileCheck %s --allow-empty --check-prefix=QUIET
; CHECK: statepoint: error: bitcode output is not supported: add -S to write textual LLVM IR
; QUIET-NOT: error

define void @f() {
  ret void
}
