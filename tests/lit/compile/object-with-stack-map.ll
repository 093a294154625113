; `statepoint compile -c` writes an ELF object whose .llvm_stackmaps section
; has one record per statepoint (read back by `statepoint stackmap dump`).
; RUN: statepoint compile %s -c -o %t.o
; RUN: statepoint stackmap dump %t.o | FileCheck %s
; CHECK: Num Functions: 1
; CHECK: Num Records: 1
; CHECK: Record ID: 2882400000
; CHECK: Indirect [R#7 +

declare void @foo()

define ptr addrspace(1) @test1(ptr addrspace(1) %obj) gc "statepoint-example" {
  %statepoint_token = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]
  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 0)
  ret ptr addrspace(1) %obj.relocated
}

declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)
