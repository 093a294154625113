; An unknown pass name is rejected with LLVM's message, before the input is read.
; RUN: not statepoint opt -S -passes=no-such-pass %s 2>&1 | FileCheck %s
; RUN: not statepoint opt -S -passes='verify,no-such-pass' %s 2>&1 | FileCheck %s --check-prefix=MODULE
; RUN: not statepoint opt -S -passes='function(no-such-pass)' %s 2>&1 | FileCheck %s --check-prefix=FUNCTION
; RUN: not statepoint opt -S -passes='cgscc(no-such-pass)' %s 2>&1 | FileCheck %s --check-prefix=CGSCC
; RUN: not statepoint opt -S -passes='no-such-pipeline(verify)' %s 2>&1 | FileCheck %s --check-prefix=PIPELINE
; CHECK: statepoint: unknown pass name 'no-such-pass'
; MODULE: statepoint: unknown module pass 'no-such-pass'
; FUNCTION: statepoint: unknown function pass 'no-such-pass'
; CGSCC: statepoint: unknown cgscc pass 'no-such-pass'
; PIPELINE: statepoint: unknown pipeline name 'no-such-pipeline'

define void @f() {
  ret void
}
