; `--target=aarch64-unknown-linux-gnu -c` writes an AArch64 ELF object: its
; stack map locations are SP-relative in AArch64's DWARF numbering (SP = 31)
; and the record of the patchable statepoint (8 bytes of NOPs, no call) sits
; after the call of the other. Linking for another architecture than the
; host's, or a target that is not x86-64 or AArch64 Linux, is refused.
; RUN: statepoint compile --target=aarch64-unknown-linux-gnu %s -c -o %t.o
; RUN: statepoint stackmap dump %t.o | FileCheck %s
; RUN: not statepoint compile --target=aarch64-unknown-linux-gnu %s -o %t.exe 2>&1 | FileCheck %s --check-prefix=LINK
; RUN: not statepoint compile --target=riscv64-unknown-linux-gnu %s -c -o %t.o 2>&1 | FileCheck %s --check-prefix=TARGET
; CHECK: Arch: aarch64
; CHECK: Num Records: 2
; CHECK: Record ID: 1
; CHECK: Indirect [R#31 +
; CHECK: Record ID: 8
; CHECK: Indirect [R#31 +
; LINK: statepoint: {{.*}}aarch64-object.ll: error: unsupported in the Cranelift backend: running or linking code for target aarch64-unknown-linux-gnu on this x86_64 host (write an object with `compile -c`)
; TARGET: statepoint: {{.*}}aarch64-object.ll: error: unsupported in the Cranelift backend: target riscv64-unknown-linux-gnu (supported: x86_64 and aarch64 Linux ELF

declare void @foo()

define ptr addrspace(1) @test1(ptr addrspace(1) %obj) gc "statepoint-example" {
  %first = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 1, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]
  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %first, i32 0, i32 0)
  %patched = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 8, i32 8, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj.relocated) ]
  %obj.relocated.twice = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %patched, i32 0, i32 0)
  ret ptr addrspace(1) %obj.relocated.twice
}

declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)
