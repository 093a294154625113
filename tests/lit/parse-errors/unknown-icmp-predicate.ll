; Malformed input: icmp with a predicate that does not exist.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 7:13: expected icmp predicate (e.g. 'eq')
; CHECK: statepoint: {{.*}}/unknown-icmp-predicate.ll:7:13: error: expected icmp predicate

define i1 @f(i32 %x) {
  %c = icmp sometimes i32 %x, 0
  ret i1 %c
}
