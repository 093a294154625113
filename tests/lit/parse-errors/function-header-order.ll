; Malformed input: the parts of a function header after the parameters come
; in a fixed order (unnamed_addr, addrspace, attributes, section, partition,
; comdat, align, gc, prefix, prologue, personality); an attribute after `gc`
; ends the header where LLVM 19 expects the body.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 9:74: error: expected '{' in function body
; CHECK: statepoint: {{.*}}/function-header-order.ll:9:74: error: expected '{' in function body

define void @late_attribute(ptr addrspace(1) %p) gc "statepoint-example" nounwind {
  ret void
}
