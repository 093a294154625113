; A relocated stack address (LLVM's statepoint-invoke.ll @test_alloca_and_const
; does this): %aa is an alloca cast to addrspace(1), live and relocated across
; a statepoint. llc-19 and our backend record it as a (Direct, Direct) pair,
; and, since it is an alloca, also as a gc-live alloca after the pairs, so the
; runtime must read a Direct pair as a stack address that never moves and
; still update the word the alloca holds. Under --gc-stress both objects move:
; the object stored in the alloca is read back through the relocated %aa.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @rt_print_i64(i64)
declare void @gc_collect()

define i32 @main() gc "statepoint-example" {
entry:
  %slot = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) null, ptr %slot
  %t0 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(ptr addrspace(1) (i64, i64)) @gc_alloc, i32 2, i32 0, i64 0, i64 16, i32 0, i32 0) [ "gc-live"(ptr %slot) ]
  %first = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %t0)
  %first.field = getelementptr i8, ptr addrspace(1) %first, i64 8
  store i64 42, ptr addrspace(1) %first.field
  store ptr addrspace(1) %first, ptr %slot
  %t1 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(ptr addrspace(1) (i64, i64)) @gc_alloc, i32 2, i32 0, i64 0, i64 16, i32 0, i32 0) [ "gc-live"(ptr %slot) ]
  %second = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %t1)
  %second.field = getelementptr i8, ptr addrspace(1) %second, i64 8
  store i64 58, ptr addrspace(1) %second.field
  %aa = addrspacecast ptr %slot to ptr addrspace(1)
  %t2 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @gc_collect, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %second, ptr addrspace(1) %aa) ]
  %second.relocated = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t2, i32 0, i32 0)
  %aa.relocated = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t2, i32 1, i32 1)
  %held = load ptr addrspace(1), ptr addrspace(1) %aa.relocated
  %held.field = getelementptr i8, ptr addrspace(1) %held, i64 8
  %a = load i64, ptr addrspace(1) %held.field
  %b.field = getelementptr i8, ptr addrspace(1) %second.relocated, i64 8
  %b = load i64, ptr addrspace(1) %b.field
  %sum = add i64 %a, %b
  call void @rt_print_i64(i64 %sum)
  ret i32 0
}
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
declare ptr addrspace(1) @llvm.experimental.gc.result.p1(token)
