; ID and patch bytes come from the call-site attributes (which are dropped),
; a gc-transition bundle sets flag 1, "deopt-lowering"="live-in" flag 2, and the
; bundles are ordered deopt, gc-transition, gc-live.
; RUN: statepoint opt -S -passes=rewrite-statepoints-for-gc %s | FileCheck %s

declare void @f()
declare void @live_in() "deopt-lowering"="live-in"

define void @directives(ptr addrspace(1) %obj) gc "statepoint-example" {
; CHECK-LABEL: @directives(
; CHECK:         call token {{.*}}@llvm.experimental.gc.statepoint.p0(i64 100, i32 16, ptr elementtype(void ()) @f, i32 0, i32 1, i32 0, i32 0) [ "deopt"(i32 7), "gc-transition"(i32 1), "gc-live"(ptr addrspace(1) %obj) ]
; CHECK-NOT:     statepoint-id
; CHECK:         call token {{.*}}@llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(void ()) @live_in, i32 0, i32 2, i32 0, i32 0) [ "deopt"(ptr addrspace(1) %obj.relocated), "gc-live"(ptr addrspace(1) %obj.relocated) ]
entry:
  call void @f() "statepoint-id"="100" "statepoint-num-patch-bytes"="16" [ "gc-transition"(i32 1), "deopt"(i32 7) ]
  call void @live_in() [ "deopt"(ptr addrspace(1) %obj) ]
  ret void
}
