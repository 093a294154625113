; A module that parses but breaks SSA dominance is rejected after parsing, as
; LLVM opt does, by both `opt` (whatever the output mode, bitcode included:
; the input is checked before the output is refused) and `verify`; unlike
; opt, each message is located at the instruction it names first.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; RUN: not statepoint opt -passes=verify %s 2>&1 | FileCheck %s --check-prefixes=CHECK,NOBITCODE
; RUN: not statepoint opt -disable-output -passes=verify %s 2>&1 | FileCheck %s
; RUN: not statepoint verify %s 2>&1 | FileCheck %s
; CHECK: broken-input.ll:[[@LINE+9]]:8: error: Instruction does not dominate all uses!
; CHECK-NEXT: %b = add i32 %x, 1
; CHECK-NEXT: %a = add i32 %b, 1
; CHECK: statepoint: {{.*}}broken-input.ll: error: input module is broken!
; NOBITCODE-NOT: bitcode

define i32 @f(i32 %x) {
entry:
  %a = add i32 %b, 1
  %b = add i32 %x, 1
  ret i32 %a
}
