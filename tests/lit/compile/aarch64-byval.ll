; A `byval` argument on AArch64 is refused with an error naming it (Cranelift
; passes a struct argument in the stack on x86-64 only); it used to panic
; inside Cranelift. The same module compiles for x86-64.
; RUN: not statepoint compile --target=aarch64-unknown-linux-gnu %s -c -o %t.o 2>&1 | FileCheck %s
; RUN: statepoint compile --target=x86_64-unknown-linux-gnu %s -c -o %t.x86.o
; CHECK: {{.*}}aarch64-byval.ll:[[@LINE+8]]:3: error: unsupported in the Cranelift backend: a byval({ i64, i64, i64 }) argument on aarch64
; CHECK-NEXT: call void @consume(ptr byval({ i64, i64, i64 }) align 8 %p)
; CHECK-NEXT: ^
; CHECK-NEXT: in function @pass_copy

declare void @consume(ptr byval({ i64, i64, i64 }) align 8)

define void @pass_copy(ptr %p) {
  call void @consume(ptr byval({ i64, i64, i64 }) align 8 %p)
  ret void
}
