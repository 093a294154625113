; Malformed input: an integer flag the opcode does not take (`nuw`/`nsw` only
; on add, sub, mul, shl and trunc; `exact` on the divisions and right shifts;
; `disjoint` on or; `nneg` on zext and uitofp) is not read as a flag, so a
; type is expected there, as in LLVM 19.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 10:12: error: expected type
; CHECK: statepoint: {{.*}}/flag-on-wrong-opcode.ll:10:12: error: expected type

define i8 @f(i8 %word) {
  %r = and nuw i8 %word, 7
  ret i8 %r
}
