; A module whose statepoints relocate every GC pointer used after them passes
; every check, and the line says which ran and over how many statepoints; with
; --poll-distance the poll bound is checked too (the loop polls: it calls).
; RUN: statepoint verify %s 2>&1 | FileCheck %s
; RUN: statepoint verify --poll-distance=10 %s 2>&1 | FileCheck %s --check-prefix=POLLS
; CHECK: {{^}}verify: ok: IR rules, statepoint rules, relocate bases (no warnings), relocation invariant (3 statepoints in 2 functions){{$}}
; POLLS: {{^}}verify: ok: IR rules, statepoint rules, relocate bases (no warnings), relocation invariant (3 statepoints in 2 functions), poll bound (at most 10 iterations between polls){{$}}

declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
declare void @callee()

define ptr addrspace(1) @twice(ptr addrspace(1) %p) gc "statepoint-example" {
entry:
  %t1 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @callee, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %p) ]
  %p1 = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t1, i32 0, i32 0)
  %t2 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @callee, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %p1) ]
  %p2 = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t2, i32 0, i32 0)
  ret ptr addrspace(1) %p2
}

define void @loop(ptr addrspace(1) %p, i1 %c) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %q = phi ptr addrspace(1) [ %p, %entry ], [ %q1, %loop ]
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @callee, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %q) ]
  %q1 = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define i32 @no_statepoint(i32 %x) {
  ret i32 %x
}
