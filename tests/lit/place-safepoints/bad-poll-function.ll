; A poll function of the wrong type is a clear error (LLVM 19 asserts).
; RUN: not statepoint opt -S -passes=place-safepoints %s 2>&1 | FileCheck %s
; CHECK: statepoint: PlaceSafepointsPass: gc.safepoint_poll declared with wrong type: expected `void ()`, found `i32 ()`

define void @f() gc "statepoint-example" {
entry:
  ret void
}

define i32 @gc.safepoint_poll() {
entry:
  ret i32 0
}
