; Malformed input: a phi naming a predecessor block that does not exist.
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 10:36: use of undefined value '%ghost'
; CHECK: statepoint: {{.*}}/phi-with-undefined-block.ll:10:36: error: use of undefined value '%ghost'

define i32 @f() {
entry:
  br label %next
next:
  %p = phi i32 [ 0, %entry ], [ 1, %ghost ]
  ret i32 %p
}
