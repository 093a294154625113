; A vector getelementptr may index a struct with a splat vector of one field
; number (or zeroinitializer), as LLVM 19 accepts; our verifier rejected it
; ("Invalid indices for GEP pointer type!"), though the parser read it.
; RUN: statepoint verify %s
; RUN: statepoint opt -S %s | FileCheck %s
; CHECK: getelementptr %record, <4 x ptr> %p, i64 1, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
; CHECK: getelementptr %record, <4 x ptr> %p, i64 1, <4 x i32> zeroinitializer

%record = type { i64, i32 }

define <4 x ptr> @second_fields(<4 x ptr> %p) {
  %f = getelementptr %record, <4 x ptr> %p, i64 1, <4 x i32> <i32 1, i32 1, i32 1, i32 1>
  ret <4 x ptr> %f
}

define <4 x ptr> @first_fields(<4 x ptr> %p) {
  %f = getelementptr %record, <4 x ptr> %p, i64 1, <4 x i32> zeroinitializer
  ret <4 x ptr> %f
}
