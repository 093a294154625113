; A live argument is listed in gc-live and relocated; the call's result becomes a
; gc.result named like the call; later uses read the relocated value.
; RUN: statepoint opt -S -passes='rewrite-statepoints-for-gc,verify<safepoint-ir>' %s | FileCheck %s

declare i32 @h()

define ptr addrspace(1) @f(ptr addrspace(1) %arg) gc "statepoint-example" {
; CHECK-LABEL: define ptr addrspace(1) @f(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %statepoint_token = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(i32 ()) @h, i32 0, i32 0, i32 0, i32 0) [ "deopt"(i32 100), "gc-live"(ptr addrspace(1) %arg) ]
; CHECK-NEXT:    %val1 = call i32 @llvm.experimental.gc.result.i32(token %statepoint_token)
; CHECK-NEXT:    %arg.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 0) ; (%arg, %arg)
; CHECK-NEXT:    store i32 %val1, ptr addrspace(1) %arg.relocated
; CHECK-NEXT:    ret ptr addrspace(1) %arg.relocated
entry:
  %val = call i32 @h() [ "deopt"(i32 100) ]
  store i32 %val, ptr addrspace(1) %arg, align 4
  ret ptr addrspace(1) %arg
}

; CHECK: declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
; CHECK: declare i32 @llvm.experimental.gc.result.i32(token) #[[PURE:[0-9]+]]
; CHECK: declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg) #[[PURE]]
; CHECK: attributes #[[PURE]] = { nocallback nofree nosync nounwind willreturn memory(none) }
