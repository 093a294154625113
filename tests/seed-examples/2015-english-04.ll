; From statepoints-doc-2015-english.rst, line 286.
; Fragment: completed below.
; Repaired: `entry:` added (the unlabelled entry block is %0, so `%0 =` is rejected).

@flag = thread_local global i32 0, align 4

define i8 addrspace(1)* @test1(i8 addrspace(1) *%obj)
       gc "hypothetical-gc" {

entry:
  %0 = call i32 (i64, i32, void ()*, i32, i32, ...)* @llvm.experimental.gc.statepoint.p0f_isVoidf(i64 0, i32 0, void ()* @foo, i32 0, i32 1, i32* @Flag, i32 0, i8 addrspace(1)* %obj)
  %obj.relocated = call coldcc i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(i32 %0, i32 7, i32 7)
  ret i8 addrspace(1)* %obj.relocated
}

; completion:
declare void @foo()
@Flag = external global i32
