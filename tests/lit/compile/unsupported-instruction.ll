; An instruction the Cranelift backend cannot lower is an error naming it,
; the function and the block with the printed instruction.
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: statepoint: error: unsupported in the Cranelift backend: instruction va_arg
; CHECK-NEXT: in function @takes_varargs
; CHECK-NEXT: at block %entry: %value = va_arg ptr %list, i64

define i64 @takes_varargs(ptr %list) {
entry:
  %value = va_arg ptr %list, i64
  ret i64 %value
}
