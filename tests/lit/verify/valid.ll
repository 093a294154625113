; `statepoint verify` is silent and succeeds on a valid module, from a file or stdin.
; RUN: statepoint verify %s 2>&1 | FileCheck %s --allow-empty
; RUN: statepoint verify - < %s 2>&1 | FileCheck %s --allow-empty
; CHECK-NOT: {{.}}

define i32 @add_one(i32 %x) {
entry:
  %sum = add nsw i32 %x, 1
  ret i32 %sum
}
