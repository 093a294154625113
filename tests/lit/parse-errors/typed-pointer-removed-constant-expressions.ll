; Typed-pointer IR (LLVM 14 and earlier) may hold the constant expressions
; LLVM 19 removed; they are read, as the module's other legacy forms are.
; RUN: statepoint opt -S %s | FileCheck %s
; CHECK: @tested = global i64 and (i64 ptrtoint (ptr @flag to i64), i64 3)
; CHECK: @compared = global i1 icmp eq (ptr @flag, ptr null)

@flag = global i32 0
@tested = global i64 and (i64 ptrtoint (i32* @flag to i64), i64 3)
@compared = global i1 icmp eq (i32* @flag, i32* null)
