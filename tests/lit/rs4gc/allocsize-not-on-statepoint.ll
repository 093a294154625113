; A call's `allocsize` indices name the wrapped call's arguments; on the
; statepoint they name the statepoint's own (ID, patch bytes, callee, counts),
; and LLVM 19's RewriteStatepointsForGC keeps them there. Where an index then
; names the callee or lies past the fixed parameters, opt-19's verifier rejects
; its result and it aborts; we leave `allocsize` off that statepoint, so the
; result is valid (docs/conformance.md). Where LLVM's result is valid we keep
; it as LLVM does. The callee keeps its own.
; RUN: statepoint opt -S -passes=rewrite-statepoints-for-gc %s | FileCheck %s

declare ptr @xreallocarray(ptr, i64, i64) allocsize(1, 2)
declare ptr @xmalloc(i64) allocsize(0)

; CHECK: declare ptr @xreallocarray(ptr, i64, i64) #[[CALLEE:[0-9]+]]
; CHECK-LABEL: define ptr @grow(
; CHECK: %statepoint_token = call token {{.*}} @llvm.experimental.gc.statepoint.p0({{.*}}@xreallocarray, i32 3, i32 0, ptr %p, i64 %n, i64 1, i32 0, i32 0){{$}}
define ptr @grow(ptr %p, i64 %n) gc "statepoint-example" {
entry:
  %q = call ptr @xreallocarray(ptr %p, i64 %n, i64 1) allocsize(1, 2)
  ret ptr %q
}

; CHECK-LABEL: define ptr @make(
; CHECK: %statepoint_token = call token {{.*}} @llvm.experimental.gc.statepoint.p0({{.*}}@xmalloc, i32 1, i32 0, i64 %n, i32 0, i32 0) #[[KEPT:[0-9]+]]
define ptr @make(i64 %n) gc "statepoint-example" {
entry:
  %q = call ptr @xmalloc(i64 %n) allocsize(0)
  ret ptr %q
}

; CHECK: attributes #[[CALLEE]] = { allocsize(1, 2) }
; CHECK: attributes #[[KEPT]] = { allocsize(0) }
