; A global initializer the backend cannot lower is an error at the line of
; the global's definition (llc-19 cannot emit this one either).
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: {{.*}}global-initializer-located.ll:[[@LINE+5]]:1: error: unsupported in the Cranelift backend: constant expression `mul` in a global initializer
; CHECK-NEXT: @scaled = global i64 mul (i64 ptrtoint (ptr @base to i64), i64 3)
; CHECK-NEXT: ^
; CHECK-NEXT: at initializer of @scaled
@base = global i32 0
@scaled = global i64 mul (i64 ptrtoint (ptr @base to i64), i64 3)
