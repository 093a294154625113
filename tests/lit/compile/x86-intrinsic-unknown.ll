; An `llvm.x86.*` intrinsic the Cranelift backend does not lower (here
; SSE4.2's `pcmpistri128`) is an error naming it, the function and the call.
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: {{.*}}x86-intrinsic-unknown.ll:[[@LINE+8]]:3: error: unsupported in the Cranelift backend: intrinsic @llvm.x86.sse42.pcmpistri128
; CHECK-NEXT: %r = call i32 @llvm.x86.sse42.pcmpistri128(<16 x i8> %a, <16 x i8> %b, i8 12)
; CHECK-NEXT: ^
; CHECK-NEXT: in function @index
; CHECK-NEXT: at block %entry: %r = call i32 @llvm.x86.sse42.pcmpistri128(<16 x i8> %a, <16 x i8> %b, i8 12)

define i32 @index(<16 x i8> %a, <16 x i8> %b) {
entry:
  %r = call i32 @llvm.x86.sse42.pcmpistri128(<16 x i8> %a, <16 x i8> %b, i8 12)
  ret i32 %r
}

declare i32 @llvm.x86.sse42.pcmpistri128(<16 x i8>, <16 x i8>, i8 immarg)
