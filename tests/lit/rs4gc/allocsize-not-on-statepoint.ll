; A call's `allocsize` indices name the wrapped call's arguments; on the
; statepoint they would name the statepoint's own (its ID, flags, callee),
; which LLVM 19's RewriteStatepointsForGC keeps and its verifier then rejects
; (opt-19 aborts on this file). We leave `allocsize` off the statepoint, so the
; result is valid (docs/conformance.md); the callee keeps its own.
; RUN: statepoint opt -S -passes=rewrite-statepoints-for-gc %s | FileCheck %s

declare ptr @xreallocarray(ptr, i64, i64) allocsize(1, 2)

; CHECK: declare ptr @xreallocarray(ptr, i64, i64) #[[CALLEE:[0-9]+]]
; CHECK-LABEL: define ptr @grow(
; CHECK: %statepoint_token = call token {{.*}} @llvm.experimental.gc.statepoint.p0({{.*}}@xreallocarray, i32 3, i32 0, ptr %p, i64 %n, i64 1, i32 0, i32 0){{$}}
; CHECK: attributes #[[CALLEE]] = { allocsize(1, 2) }
; CHECK-NOT: allocsize
define ptr @grow(ptr %p, i64 %n) gc "statepoint-example" {
entry:
  %q = call ptr @xreallocarray(ptr %p, i64 %n, i64 1) allocsize(1, 2)
  ret ptr %q
}
