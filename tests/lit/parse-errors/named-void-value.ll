; Malformed input: a name given to a call that returns void.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 8:3: instructions returning void cannot have a name
; CHECK: statepoint: {{.*}}/named-void-value.ll:8:3: error: instructions returning void cannot have a name: '%a'

declare void @g()
define void @f() {
  %a = call void @g()
  ret void
}
