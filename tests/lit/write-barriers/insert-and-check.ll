; insert-write-barriers puts the fast path before each reference store into an
; object (on the base of its address, a base phi where the address merges
; objects), elides it for a fresh allocation, and declares the runtime's side;
; verify<write-barriers> accepts the result before and after RS4GC.
; RUN: statepoint opt -S -passes='insert-write-barriers,verify<write-barriers>' %s | FileCheck %s
; RUN: statepoint opt -S -passes='insert-write-barriers,rewrite-statepoints-for-gc,verify<write-barriers>,verify<safepoint-ir>,verify' %s | FileCheck %s --check-prefix=RELOCATED

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @may_collect()

; CHECK: @gc_unlogged_bits = external global i64

define void @store_into_argument(ptr addrspace(1) %object, ptr addrspace(1) %value) gc "statepoint-example" {
; CHECK-LABEL: @store_into_argument(
; CHECK:         %field = getelementptr i8, ptr addrspace(1) %object, i64 8
; CHECK-NEXT:    %barrier.address = ptrtoint ptr addrspace(1) %object to i64
; CHECK-NEXT:    %barrier.table = load i64, ptr @gc_unlogged_bits, align 8
; CHECK-NEXT:    %barrier.byte.index = lshr i64 %barrier.address, 6
; CHECK-NEXT:    %barrier.byte.address = add i64 %barrier.table, %barrier.byte.index
; CHECK-NEXT:    %barrier.byte.pointer = inttoptr i64 %barrier.byte.address to ptr
; CHECK-NEXT:    %barrier.byte = load i8, ptr %barrier.byte.pointer, align 1
; CHECK-NEXT:    %barrier.word.index = lshr i64 %barrier.address, 3
; CHECK-NEXT:    %barrier.word.bits = trunc i64 %barrier.word.index to i8
; CHECK-NEXT:    %barrier.bit.index = and i8 %barrier.word.bits, 7
; CHECK-NEXT:    %barrier.shifted = lshr i8 %barrier.byte, %barrier.bit.index
; CHECK-NEXT:    %barrier.bit = and i8 %barrier.shifted, 1
; CHECK-NEXT:    %barrier.unlogged = icmp ne i8 %barrier.bit, 0
; CHECK-NEXT:    br i1 %barrier.unlogged, label %barrier.log, label %barrier.store
; CHECK:       barrier.log:
; CHECK-NEXT:    call void @gc_write_barrier_slow(ptr addrspace(1) %object) #[[LEAF:[0-9]+]]
; CHECK-NEXT:    br label %barrier.store
; CHECK:       barrier.store:
; CHECK-NEXT:    store ptr addrspace(1) %value, ptr addrspace(1) %field, align 8
; CHECK-NEXT:    ret void
entry:
  %field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store ptr addrspace(1) %value, ptr addrspace(1) %field, align 8
  ret void
}

define ptr addrspace(1) @store_into_fresh_object(ptr addrspace(1) %value) gc "statepoint-example" {
; CHECK-LABEL: @store_into_fresh_object(
; CHECK-NOT:     barrier
; CHECK:         ret ptr addrspace(1) %object
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 1, i64 0)
  %field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store ptr addrspace(1) %value, ptr addrspace(1) %field, align 8
  ret ptr addrspace(1) %object
}

define ptr addrspace(1) @collection_since_allocation(ptr addrspace(1) %value) gc "statepoint-example" {
; CHECK-LABEL: @collection_since_allocation(
; CHECK:         call void @may_collect()
; CHECK:         %barrier.address{{[0-9]*}} = ptrtoint ptr addrspace(1) %object to i64
; RELOCATED-LABEL: @collection_since_allocation(
; RELOCATED:       %object.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(
; RELOCATED:       %barrier.address{{[0-9]*}} = ptrtoint ptr addrspace(1) %object.relocated to i64
; RELOCATED:       call void @gc_write_barrier_slow(ptr addrspace(1) %object.relocated)
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 1, i64 0)
  call void @may_collect()
  %field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store ptr addrspace(1) %value, ptr addrspace(1) %field, align 8
  ret ptr addrspace(1) %object
}

define void @merged_objects(i1 %c, ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %value) gc "statepoint-example" {
; CHECK-LABEL: @merged_objects(
; CHECK:       merge:
; CHECK-NEXT:    %field.base = phi ptr addrspace(1) [ %a, %left ], [ %b, %right ], !is_base_value
; CHECK-NEXT:    %field = phi ptr addrspace(1) [ %in_a, %left ], [ %in_b, %right ]
; CHECK:         call void @gc_write_barrier_slow(ptr addrspace(1) %field.base)
; RELOCATED-LABEL: @merged_objects(
; RELOCATED:       call void @gc_write_barrier_slow(ptr addrspace(1) %field.base.relocated)
entry:
  br i1 %c, label %left, label %right
left:
  %in_a = getelementptr i8, ptr addrspace(1) %a, i64 8
  br label %merge
right:
  %in_b = getelementptr i8, ptr addrspace(1) %b, i64 16
  br label %merge
merge:
  %field = phi ptr addrspace(1) [ %in_a, %left ], [ %in_b, %right ]
  call void @may_collect()
  store ptr addrspace(1) %value, ptr addrspace(1) %field, align 8
  ret void
}

; CHECK: declare void @gc_write_barrier_slow(ptr addrspace(1)) #[[LEAF]]
; CHECK: attributes #[[LEAF]] = { "gc-leaf-function" }
