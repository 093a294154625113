; Deopt state: a GC pointer only in a statepoint's deopt bundle is relocated
; with the record's pointers (llc's (V, V) pair shares the deopt location's
; slot), so after the stand-in collector moved it by 4096 the deopt location
; holds the moved pointer; a call of llvm.experimental.deoptimize calls
; __llvm_deoptimize with a record of its deopt state (7) and returns its result.
; EXPECT-STDOUT: 4096
; EXPECT-STDOUT: 507
; EXPECT-EXIT: 0
declare void @rt_print_i64(i64) "gc-leaf-function"
declare i64 @test_deopt_value()
declare i64 @llvm.experimental.deoptimize.i64(...)

define i64 @deoptimizing(i64 %x) {
  %r = call i64 (...) @llvm.experimental.deoptimize.i64(i64 %x) [ "deopt"(i32 7) ]
  ret i64 %r
}

define i64 @main() gc "statepoint-example" {
entry:
  %obj.address = call i64 @fake_object_address()
  %obj = inttoptr i64 %obj.address to ptr addrspace(1)
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(i64 ()) @test_deopt_value, i32 0, i32 0, i32 0, i32 0) [ "deopt"(ptr addrspace(1) %obj) ]
  %deopt = call i64 @llvm.experimental.gc.result.i64(token %tok)
  %moved = sub i64 %deopt, 65536
  call void @rt_print_i64(i64 %moved)
  %r = call i64 @deoptimizing(i64 5)
  call void @rt_print_i64(i64 %r)
  ret i64 0
}

declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare i64 @llvm.experimental.gc.result.i64(token)

; The fake object's address, from a call: an `inttoptr` of a constant would be
; recorded as that constant (as llc records it), not spilled and moved.
define i64 @fake_object_address() {
  ret i64 65536
}
