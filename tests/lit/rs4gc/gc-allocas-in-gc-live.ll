; Allocas holding GC pointers (address space 0, every word a reference) are
; listed in the gc-live bundle of every statepoint they dominate, once per
; 8-byte word and without relocates: the collector updates their words in
; place. Each is zeroed right after the alloca (the collector must never read
; an uninitialized word) and loses its lifetime markers.
; RUN: statepoint opt -S -passes='rewrite-statepoints-for-gc,verify<safepoint-ir>' %s | FileCheck %s

declare void @f()
declare void @take(ptr)
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

define ptr addrspace(1) @slots(ptr addrspace(1) %obj) gc "statepoint-example" {
; CHECK-LABEL: @slots(
; CHECK-NEXT:  entry:
; CHECK-NEXT:    %statepoint_token = call token {{.*}} @f, {{.*}} [ "gc-live"(ptr addrspace(1) %obj) ]
; CHECK-NEXT:    %obj.relocated = call coldcc
; CHECK-NEXT:    %slot = alloca ptr addrspace(1), align 8
; CHECK-NEXT:    store ptr addrspace(1) null, ptr %slot, align 8
; CHECK-NEXT:    %record = alloca { ptr addrspace(1), <2 x ptr addrspace(1)> }, align 16
; CHECK-NEXT:    store { ptr addrspace(1), <2 x ptr addrspace(1)> } zeroinitializer, ptr %record, align 16
; CHECK-NEXT:    %counted = alloca ptr addrspace(1), i32 2, align 8
; CHECK-NEXT:    store [2 x ptr addrspace(1)] zeroinitializer, ptr %counted, align 8
; CHECK-NEXT:    %plain = alloca i64, align 8
; CHECK-NEXT:    store ptr addrspace(1) %obj.relocated, ptr %slot, align 8
; CHECK-NEXT:    %statepoint_token1 = call token {{.*}} @take, i32 1, i32 0, ptr %record, i32 0, i32 0) [ "gc-live"(ptr %slot, ptr %record, ptr %record, ptr %record, ptr %counted, ptr %counted) ]
; CHECK-NEXT:    br label %exit
; CHECK:       exit:
; CHECK-NEXT:    %statepoint_token2 = call token {{.*}} @f, {{.*}} [ "gc-live"(ptr %slot, ptr %record, ptr %record, ptr %record, ptr %counted, ptr %counted) ]
; CHECK-NEXT:    %reloaded = load ptr addrspace(1), ptr %slot, align 8
; CHECK-NEXT:    ret ptr addrspace(1) %reloaded
; CHECK-NOT:   llvm.lifetime
entry:
  call void @f()
  %slot = alloca ptr addrspace(1), align 8
  %record = alloca { ptr addrspace(1), <2 x ptr addrspace(1)> }, align 16
  %counted = alloca ptr addrspace(1), i32 2, align 8
  %plain = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr %slot)
  store ptr addrspace(1) %obj, ptr %slot
  call void @take(ptr %record)
  br label %exit

exit:
  call void @f()
  %reloaded = load ptr addrspace(1), ptr %slot
  call void @llvm.lifetime.end.p0(i64 8, ptr %slot)
  ret ptr addrspace(1) %reloaded
}
