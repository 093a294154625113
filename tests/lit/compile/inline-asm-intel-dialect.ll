; Inline assembly runs in a stub assembled by `as` (x86-64, AT&T dialect);
; the Intel dialect is refused, naming the template.
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: {{.*}}inline-asm-intel-dialect.ll:[[@LINE+6]]:3: error: unsupported in the Cranelift backend: inline assembly "mov eax, 1" (templates with instructions are assembled for x86-64 in the AT&T dialect only)
; CHECK-NEXT: %r = call i32 asm inteldialect "mov eax, 1", "={ax}"()
; CHECK-NEXT: ^
; CHECK-NEXT: in function @intel

define i32 @intel() {
  %r = call i32 asm inteldialect "mov eax, 1", "={ax}"()
  ret i32 %r
}
