; x86 intrinsics are lowered for x86-64 only: for AArch64 they are an
; error naming the intrinsic and the target.
; RUN: statepoint compile %s -c -o %t.o
; RUN: not statepoint compile --target=aarch64-unknown-linux-gnu %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: {{.*}}x86-intrinsic-aarch64.ll:[[@LINE+7]]:3: error: unsupported in the Cranelift backend: x86 intrinsic @llvm.x86.sse2.pavg.b on aarch64
; CHECK-NEXT: %r = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %a, <16 x i8> %b)
; CHECK-NEXT: ^
; CHECK-NEXT: in function @average

define <16 x i8> @average(<16 x i8> %a, <16 x i8> %b) {
entry:
  %r = call <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8> %a, <16 x i8> %b)
  ret <16 x i8> %r
}

declare <16 x i8> @llvm.x86.sse2.pavg.b(<16 x i8>, <16 x i8>)
