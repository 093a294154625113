; An instruction the Cranelift backend cannot lower is an error at its line
; and column of the input, naming it, the function and the block with the
; printed instruction.
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; RUN: not statepoint run %s 2>&1 | FileCheck %s
; CHECK: {{.*}}unsupported-instruction.ll:[[@LINE+8]]:3: error: unsupported in the Cranelift backend: instruction va_arg
; CHECK-NEXT: %value = va_arg ptr %list, i64
; CHECK-NEXT: ^
; CHECK-NEXT: in function @takes_varargs
; CHECK-NEXT: at block %entry: %value = va_arg ptr %list, i64

define i64 @takes_varargs(ptr %list) {
entry:
  %value = va_arg ptr %list, i64
  ret i64 %value
}
