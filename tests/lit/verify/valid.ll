; `statepoint verify` succeeds on a valid module, from a file or stdin, with one
; line on stderr naming the checks that ran (nothing on stdout); -q prints nothing.
; Without statepoints there is no relocation invariant to check.
; RUN: statepoint verify %s 2>&1 | FileCheck %s
; RUN: statepoint verify - < %s 2>&1 | FileCheck %s
; RUN: statepoint verify %s 2>/dev/null | FileCheck %s --allow-empty --check-prefix=EMPTY
; RUN: statepoint verify -q %s 2>&1 | FileCheck %s --allow-empty --check-prefix=EMPTY
; RUN: statepoint verify --quiet - < %s 2>&1 | FileCheck %s --allow-empty --check-prefix=EMPTY
; CHECK: {{^}}verify: ok: IR rules, statepoint rules; no statepoints, so no relocation invariant to check{{$}}
; CHECK-NOT: {{.}}
; EMPTY-NOT: {{.}}

define i32 @add_one(i32 %x) {
entry:
  %sum = add nsw i32 %x, 1
  ret i32 %sum
}
