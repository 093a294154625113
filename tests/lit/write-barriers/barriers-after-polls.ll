; Barriers go in after place-safepoints: LLVM places the entry poll before the
; branch that ends the entry's first straight-line stretch, which would be the
; barrier's own branch: the inlined poll splits the barrier's test from its
; branch, and a collection may come between them, as verify<write-barriers>
; reports. The other order is covered.
; RUN: not statepoint opt -S -passes='insert-write-barriers,place-safepoints,verify<write-barriers>' %s 2>&1 | FileCheck %s --check-prefix=WRONG-ORDER
; RUN: statepoint opt -S -passes='function(place-safepoints),insert-write-barriers,rewrite-statepoints-for-gc,verify<write-barriers>,verify<safepoint-ir>' %s | FileCheck %s
; WRONG-ORDER: in function @f: `store ptr addrspace(1) %value, ptr addrspace(1) %object, align 8` is not covered by a write barrier: its barrier's unlogged-bit test is not computed in the block that branches on it
; CHECK-LABEL: @f(
; CHECK:         call void @gc_write_barrier_slow(

@gc_poll_flag = external global i32
declare void @gc_safepoint()

define void @gc.safepoint_poll() {
entry:
  %flag = load volatile i32, ptr @gc_poll_flag, align 4
  %requested = icmp ne i32 %flag, 0
  br i1 %requested, label %slow, label %done
slow:
  call void @gc_safepoint()
  br label %done
done:
  ret void
}

define void @f(ptr addrspace(1) %object, ptr addrspace(1) %value) gc "statepoint-example" {
entry:
  store ptr addrspace(1) %value, ptr addrspace(1) %object, align 8
  ret void
}
