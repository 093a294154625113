; Statepoints with num patch bytes > 0: no call is made (the target would
; print 99), NOPs run in its place, and the relocations after the region load
; the unmoved slots (0). Each statepoint's ID is its patch-byte count, which
; `programs.rs` uses to check that the bytes before each record's offset are
; NOPs. Covers a short region (3 bytes), a long one (37), one whose target
; has a result, and an invoke.
; EXPECT-STDOUT: 0
; EXPECT-STDOUT: 0
; EXPECT-STDOUT: 0
; EXPECT-STDOUT: 5
; EXPECT-EXIT: 0
declare void @rt_print_i64(i64) "gc-leaf-function"

define void @prints_99() {
  call void @rt_print_i64(i64 99)
  ret void
}

define i64 @returns_99(i64 %x) {
  call void @rt_print_i64(i64 99)
  ret i64 99
}

define i32 @personality() {
  ret i32 0
}

define i64 @main() gc "statepoint-example" personality ptr @personality {
entry:
  %obj.address = call i64 @fake_object_address()
  %obj = inttoptr i64 %obj.address to ptr addrspace(1)
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 3, i32 3, ptr elementtype(void ()) @prints_99, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj) ]
  %obj.1 = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  %a = ptrtoint ptr addrspace(1) %obj.1 to i64
  %moved.1 = sub i64 %a, 65536
  call void @rt_print_i64(i64 %moved.1)
  %tok2 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 37, i32 37, ptr elementtype(i64 (i64)) @returns_99, i32 1, i32 0, i64 5, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj.1) ]
  %ignored = call i64 @llvm.experimental.gc.result.i64(token %tok2)
  %obj.2 = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok2, i32 0, i32 0)
  %b = ptrtoint ptr addrspace(1) %obj.2 to i64
  %moved.2 = sub i64 %b, 65536
  call void @rt_print_i64(i64 %moved.2)
  %tok3 = invoke token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 16, i32 16, ptr elementtype(void ()) @prints_99, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj.2) ]
          to label %normal unwind label %landing
normal:
  %obj.3 = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok3, i32 0, i32 0)
  %c = ptrtoint ptr addrspace(1) %obj.3 to i64
  %moved.3 = sub i64 %c, 65536
  call void @rt_print_i64(i64 %moved.3)
  call void @rt_print_i64(i64 5)
  ret i64 0
landing:
  %lp = landingpad token cleanup
  ret i64 1
}

declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)
declare i64 @llvm.experimental.gc.result.i64(token)

; The fake object's address, from a call: an `inttoptr` of a constant would be
; recorded as that constant (as llc records it), not spilled and moved.
define i64 @fake_object_address() {
  ret i64 65536
}
