; Malformed input: a module-level uselistorder directive that keeps the order.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 11:22: expected uselistorder indexes to change the order
; CHECK: statepoint: {{.*}}/uselistorder-identity.ll:11:22: error: expected uselistorder indexes to change the order

define void @f() {
  call void @f()
  ret void
}

uselistorder ptr @f, { 0, 1 }
