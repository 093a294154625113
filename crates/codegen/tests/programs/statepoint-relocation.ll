; Statepoint lowering: the stand-in collector adds 4096 to every spilled base
; and derived pointer; the code after the call must see the moved values
; (base and an interior derived pointer, two statepoints, a gc.result).
; EXPECT-STDOUT: 4096
; EXPECT-STDOUT: 4096
; EXPECT-STDOUT: 16
; EXPECT-STDOUT: 8192
; EXPECT-STDOUT: 7
; EXPECT-EXIT: 0
declare void @rt_print_i64(i64) "gc-leaf-function"
declare void @test_move_objects()

define i64 @seven() {
  ret i64 7
}

define i64 @main() gc "statepoint-example" {
entry:
  %obj.address = call i64 @fake_object_address()
  %obj = inttoptr i64 %obj.address to ptr addrspace(1)
  %field = getelementptr i8, ptr addrspace(1) %obj, i64 16
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(void ()) @test_move_objects, i32 0, i32 0, i32 0, i32 0) [ "deopt"(i64 5, ptr addrspace(1) %obj), "gc-live"(ptr addrspace(1) %obj, ptr addrspace(1) %field) ]
  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  %field.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 1)
  %a = ptrtoint ptr addrspace(1) %obj.relocated to i64
  %moved = sub i64 %a, 65536
  call void @rt_print_i64(i64 %moved)
  %b = ptrtoint ptr addrspace(1) %field.relocated to i64
  %field.moved = sub i64 %b, 65552
  call void @rt_print_i64(i64 %field.moved)
  %offset = sub i64 %b, %a
  call void @rt_print_i64(i64 %offset)
  %tok2 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 7, i32 0, ptr elementtype(void ()) @test_move_objects, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj.relocated) ]
  %obj.relocated2 = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok2, i32 0, i32 0)
  %c = ptrtoint ptr addrspace(1) %obj.relocated2 to i64
  %twice = sub i64 %c, 65536
  call void @rt_print_i64(i64 %twice)
  %tok3 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 8, i32 0, ptr elementtype(i64 ()) @seven, i32 0, i32 0, i32 0, i32 0)
  %r = call i64 @llvm.experimental.gc.result.i64(token %tok3)
  call void @rt_print_i64(i64 %r)
  ret i64 0
}

declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)
declare i64 @llvm.experimental.gc.result.i64(token)

; The fake object's address, from a call: an `inttoptr` of a constant would be
; recorded as that constant (as llc records it), not spilled and moved.
define i64 @fake_object_address() {
  ret i64 65536
}
