; An x86 intrinsic is lowered only with LLVM 19's prototype: a call of
; another type is an error naming the intrinsic, both types, the function
; and the call, never a panic.
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: {{.*}}x86-intrinsic-prototype.ll:[[@LINE+8]]:3: error: intrinsic @llvm.x86.sse2.pavg.b called as <8 x i16> (<8 x i16>, <8 x i16>), but LLVM 19 declares it <16 x i8> (<16 x i8>, <16 x i8>)
; CHECK-NEXT: %r = call <8 x i16> @llvm.x86.sse2.pavg.b(<8 x i16> %a, <8 x i16> %b)
; CHECK-NEXT: ^
; CHECK-NEXT: in function @average
; CHECK-NEXT: at block %entry: %r = call <8 x i16> @llvm.x86.sse2.pavg.b(<8 x i16> %a, <8 x i16> %b)

define <8 x i16> @average(<8 x i16> %a, <8 x i16> %b) {
entry:
  %r = call <8 x i16> @llvm.x86.sse2.pavg.b(<8 x i16> %a, <8 x i16> %b)
  ret <8 x i16> %r
}

declare <8 x i16> @llvm.x86.sse2.pavg.b(<8 x i16>, <8 x i16>)
