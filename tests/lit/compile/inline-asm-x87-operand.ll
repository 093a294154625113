; Inline assembly runs in a stub assembled by `as` (x86-64, AT&T dialect);
; an x87 register operand (constraint `t`) is refused, naming it.
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: {{.*}}inline-asm-x87-operand.ll:[[@LINE+6]]:3: error: unsupported in the Cranelift backend: inline assembly "fsqrt": constraint t
; CHECK-NEXT: %r = call double asm "fsqrt", "=t,0"(double %x)
; CHECK-NEXT: ^
; CHECK-NEXT: in function @x87

define double @x87(double %x) {
  %r = call double asm "fsqrt", "=t,0"(double %x)
  ret double %r
}
