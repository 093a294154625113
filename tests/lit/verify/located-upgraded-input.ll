; What the verifier finds wrong in a module as read is located in the file, as
; parse errors are, even when the instruction was written in an older form
; and upgraded (here LLVM 3.7's inline GC arguments and a relocate of a
; non-pointer; the message then prints the upgraded instruction, as opt-19
; prints what it read). A statepoint in a function without a `gc` is located
; at the statepoint, and its gc.result at itself.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; RUN: not statepoint verify %s 2>&1 | FileCheck %s
; CHECK: located-upgraded-input.ll:[[@LINE+14]]:20: error: gc.relocate: relocated value must be a pointer
; CHECK-NEXT: %obj.relocated = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %safepoint_token, i32 0, i32 0)
; CHECK: located-upgraded-input.ll:[[@LINE+21]]:22: error: Enclosing function does not use GC.
; CHECK: located-upgraded-input.ll:[[@LINE+21]]:12: error: Enclosing function does not use GC.
; CHECK: statepoint: {{.*}}located-upgraded-input.ll: error: input module is broken!

declare void @foo()
declare i1 @return_i1()
declare token @llvm.experimental.gc.statepoint.p0f_isVoidf(i64, i32, void ()*, i32, i32, ...)
declare i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token, i32, i32)

define void @relocates_an_integer(i64 %obj) gc "statepoint-example" {
entry:
  %safepoint_token = call token (i64, i32, void ()*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidf(i64 0, i32 0, void ()* @foo, i32 0, i32 0, i32 0, i32 0, i64 %obj)
  %obj.relocated = call coldcc i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token %safepoint_token, i32 7, i32 7)
  ret void
}

declare token @llvm.experimental.gc.statepoint.p0f_i1f(i64, i32, i1 ()*, i32, i32, ...)
declare i1 @llvm.experimental.gc.result.i1(token)

define i1 @no_gc() {
entry:
  %safepoint_token = tail call token (i64, i32, i1 ()*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_i1f(i64 0, i32 0, i1 ()* @return_i1, i32 0, i32 0, i32 0, i32 0)
  %call1 = call zeroext i1 @llvm.experimental.gc.result.i1(token %safepoint_token)
  ret i1 %call1
}
