; Malformed input: constant expressions LLVM 19 no longer reads (LLVM 15 to 19
; removed them; typed-pointer IR, from LLVM 14 and earlier, keeps them: see
; typed-pointer-removed-constant-expressions.ll). The first one is the error,
; even when an instruction uses it.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 11:22: error: and constexprs are no longer supported
; CHECK: statepoint: {{.*}}/removed-constant-expressions.ll:11:22: error: and constexprs are no longer supported

@flag = global i32 0
@masked = global i64 add (i64 ptrtoint (ptr @flag to i64), i64 8)
@tested = global i64 and (i64 ptrtoint (ptr @flag to i64), i64 3)
@compared = global i1 icmp eq (ptr @flag, ptr null)

define i64 @f() {
  ret i64 zext (i32 ptrtoint (ptr @flag to i32) to i64)
}
