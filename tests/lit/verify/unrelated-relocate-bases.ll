; A relocate whose base the IR cannot relate to its derived pointer (two
; arguments; null and an argument) is the front end's assertion: LLVM 19's
; verifier and llc accept it, so `verify` passes with a warning per relocate,
; and `opt` reads the module; inline assembly is a valid callee.
; RUN: statepoint verify %s 2>&1 | FileCheck %s
; RUN: statepoint opt -S %s | FileCheck %s --check-prefix=OPT
; CHECK: warning: gc.relocate: base pointer is not the base of the derived pointer
; CHECK-NEXT: {{.*}}%r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 1) ; (%a, %b)
; CHECK: warning: gc.relocate: base pointer is not the base of the derived pointer
; CHECK-NEXT: {{.*}}%s = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 2, i32 0) ; (null, %a)
; CHECK: {{^}}verify: ok: IR rules, statepoint rules, relocate bases (2 warnings), relocation invariant (1 statepoint in 1 function){{$}}
; OPT: call void asm sideeffect "nop", ""()

declare void @foo()
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)

define ptr addrspace(1) @f(ptr addrspace(1) %a, ptr addrspace(1) %b) gc "statepoint-example" {
entry:
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) null) ]
  %r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 1)
  %s = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 2, i32 0)
  ret ptr addrspace(1) %r
}

define void @g() {
  call void asm sideeffect "nop", ""()
  ret void
}
