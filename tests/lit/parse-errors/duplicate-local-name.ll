; Malformed input: two instructions named %a.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 8:3: multiple definition of local value named 'a'
; CHECK: statepoint: {{.*}}/duplicate-local-name.ll:8:3: error: multiple definition of local value named 'a'

define i32 @f(i32 %x) {
  %a = add i32 %x, 1
  %a = add i32 %x, 2
  ret i32 %a
}
