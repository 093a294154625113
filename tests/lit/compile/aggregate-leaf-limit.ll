; Values of at most 1,024 scalars are kept in SSA values (LLVM's own CodeGen
; tests pass `<1024 x i64>`); a wider one is refused with an error naming the
; limit, not compiled for seconds. The narrower function compiles alone.
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: {{.*}}aggregate-leaf-limit.ll:[[@LINE+12]]:13: error: unsupported in the Cranelift backend: aggregate values with more than 1024 scalars
; CHECK-NEXT: define void @wide(<1025 x i64> %val) {
; CHECK-NEXT: ^
; CHECK-NEXT: in function @wide

declare void @callee()

define void @widest_kept(<1024 x i64> %val) {
  call void @callee() [ "deopt"(<1024 x i64> %val) ]
  ret void
}

define void @wide(<1025 x i64> %val) {
  call void @callee() [ "deopt"(<1025 x i64> %val) ]
  ret void
}
