; verify<write-barriers> reports a reference store into an old object that a
; path reaches without the barrier, located at its function and instruction.
; RUN: not statepoint opt -S -passes='verify<write-barriers>' %s 2>&1 | FileCheck %s
; CHECK: WriteBarrierVerifierPass: in function @skips_barrier: `store ptr addrspace(1) %young, ptr addrspace(1) %old, align 8` is not covered by a write barrier: no write barrier precedes it in its block

@gc_unlogged_bits = external global i64
declare void @gc_write_barrier_slow(ptr addrspace(1)) "gc-leaf-function"

define void @skips_barrier(i1 %skip, ptr addrspace(1) %old, ptr addrspace(1) %young) gc "statepoint-example" {
entry:
  br i1 %skip, label %store, label %check
check:
  %address = ptrtoint ptr addrspace(1) %old to i64
  %table = load i64, ptr @gc_unlogged_bits, align 8
  %byte.index = lshr i64 %address, 6
  %byte.address = add i64 %table, %byte.index
  %byte.pointer = inttoptr i64 %byte.address to ptr
  %byte = load i8, ptr %byte.pointer, align 1
  %word.index = lshr i64 %address, 3
  %word.bits = trunc i64 %word.index to i8
  %bit.index = and i8 %word.bits, 7
  %shifted = lshr i8 %byte, %bit.index
  %bit = and i8 %shifted, 1
  %unlogged = icmp ne i8 %bit, 0
  br i1 %unlogged, label %log, label %store
log:
  call void @gc_write_barrier_slow(ptr addrspace(1) %old)
  br label %store
store:
  store ptr addrspace(1) %young, ptr addrspace(1) %old, align 8
  ret void
}
