; Invoke lowering. A statepoint invoke whose callee returns: the normal
; path's relocations see the moved values (4096), through a phi of the
; normal destination. A statepoint invoke whose callee throws (test_throw
; moves the objects, then resumes at the landing pad): the exceptional
; path's relocations, which name the landingpad token, load the same slots
; and see the moved values too. A plain invoke that throws: the landingpad
; value is the payload (object 4660, selector 7), and a phi of the unwind
; destination gets its value from the invoke's block. The `resume` block is
; never reached.
; EXPECT-STDOUT: 4096
; EXPECT-STDOUT: 3
; EXPECT-STDOUT: 4096
; EXPECT-STDOUT: 4096
; EXPECT-STDOUT: 16
; EXPECT-STDOUT: 4660
; EXPECT-STDOUT: 7
; EXPECT-STDOUT: 11
; EXPECT-STDOUT: 42
; EXPECT-EXIT: 0
declare void @rt_print_i64(i64) "gc-leaf-function"
declare void @test_move_objects()
declare i64 @test_throw()

define i32 @personality() {
  ret i32 0
}

define i64 @returns_normally() gc "statepoint-example" personality ptr @personality {
entry:
  %obj.address = call i64 @fake_object_address()
  %obj = inttoptr i64 %obj.address to ptr addrspace(1)
  %tok = invoke token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 1, i32 0, ptr elementtype(void ()) @test_move_objects, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]
          to label %normal unwind label %landing
normal:
  %steps = phi i64 [ 3, %entry ]
  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  %a = ptrtoint ptr addrspace(1) %obj.relocated to i64
  %moved = sub i64 %a, 65536
  call void @rt_print_i64(i64 %moved)
  ret i64 %steps
landing:
  %lp = landingpad token cleanup
  %obj.unwound = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %lp, i32 0, i32 0)
  ret i64 -1
}

define i64 @throws() gc "statepoint-example" personality ptr @personality {
entry:
  %obj.address = call i64 @fake_object_address()
  %obj = inttoptr i64 %obj.address to ptr addrspace(1)
  %field = getelementptr i8, ptr addrspace(1) %obj, i64 16
  %tok = invoke token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2, i32 0, ptr elementtype(i64 ()) @test_throw, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj, ptr addrspace(1) %field) ]
          to label %normal unwind label %landing
normal:
  %r = call i64 @llvm.experimental.gc.result.i64(token %tok)
  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  ret i64 %r
landing:
  %lp = landingpad token cleanup
  %obj.unwound = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %lp, i32 0, i32 0)
  %field.unwound = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %lp, i32 0, i32 1)
  %a = ptrtoint ptr addrspace(1) %obj.unwound to i64
  %moved = sub i64 %a, 65536
  call void @rt_print_i64(i64 %moved)
  %b = ptrtoint ptr addrspace(1) %field.unwound to i64
  %field.moved = sub i64 %b, 65552
  call void @rt_print_i64(i64 %field.moved)
  %offset = sub i64 %b, %a
  call void @rt_print_i64(i64 %offset)
  ret i64 0
}

define i64 @plain_invoke(i64 %x) personality ptr @personality {
entry:
  %seen = add i64 %x, 1
  %r = invoke i64 @test_throw() to label %normal unwind label %landing
normal:
  ret i64 %r
landing:
  %from = phi i64 [ %seen, %entry ]
  %lp = landingpad { ptr, i32 } cleanup
  %object = extractvalue { ptr, i32 } %lp, 0
  %selector = extractvalue { ptr, i32 } %lp, 1
  %object.value = ptrtoint ptr %object to i64
  call void @rt_print_i64(i64 %object.value)
  %selector.value = sext i32 %selector to i64
  call void @rt_print_i64(i64 %selector.value)
  call void @rt_print_i64(i64 %from)
  %done = icmp eq i64 %from, 11
  br i1 %done, label %finish, label %rethrow
finish:
  ret i64 42
rethrow:
  resume { ptr, i32 } %lp
}

define i64 @main() {
entry:
  %steps = call i64 @returns_normally()
  call void @rt_print_i64(i64 %steps)
  %thrown = call i64 @throws()
  %plain = call i64 @plain_invoke(i64 10)
  call void @rt_print_i64(i64 %plain)
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
