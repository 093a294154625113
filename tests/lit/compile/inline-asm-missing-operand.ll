; Inline assembly runs in a stub assembled by `as` (x86-64, AT&T dialect);
; a reference to an operand that does not exist is refused.
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: {{.*}}inline-asm-missing-operand.ll:[[@LINE+6]]:3: error: unsupported in the Cranelift backend: inline assembly "incl $3": operand $3 does not exist
; CHECK-NEXT: %r = call i32 asm "incl $3", "=r,0"(i32 %x)
; CHECK-NEXT: ^
; CHECK-NEXT: in function @operand

define i32 @operand(i32 %x) {
  %r = call i32 asm "incl $3", "=r,0"(i32 %x)
  ret i32 %r
}
