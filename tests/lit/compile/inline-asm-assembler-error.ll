; Inline assembly runs in a stub assembled by `as` (x86-64, AT&T dialect);
; a template the assembler rejects is refused with its message.
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: {{.*}}inline-asm-assembler-error.ll:[[@LINE+6]]:3: error: unsupported in the Cranelift backend: inline assembly "frobnicate $0": the assembler refused it: no such instruction: `frobnicate %eax'
; CHECK-NEXT: %r = call i32 asm "frobnicate $0", "=r,0"(i32 %x)
; CHECK-NEXT: ^
; CHECK-NEXT: in function @bad

define i32 @bad(i32 %x) {
  %r = call i32 asm "frobnicate $0", "=r,0"(i32 %x)
  ret i32 %r
}
