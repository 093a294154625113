; -time-passes reports each pass on standard error; -verify-each is accepted.
; RUN: statepoint opt -disable-output -passes='verify,module(verify)' -verify-each -time-passes %s 2>&1 | FileCheck %s
; CHECK: Pass execution timing report
; CHECK: VerifierPass
; CHECK: Total

define void @f() {
  ret void
}
