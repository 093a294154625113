; Inline assembly runs in a stub assembled by `as` (x86-64, AT&T dialect);
; a template referring to a symbol (a relocation) is refused, naming it.
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: {{.*}}inline-asm-symbol.ll:[[@LINE+6]]:3: error: unsupported in the Cranelift backend: inline assembly "call abort": it refers to symbols (relocations)
; CHECK-NEXT: call void asm sideeffect "call abort", "~{dirflag},~{fpsr},~{flags}"()
; CHECK-NEXT: ^
; CHECK-NEXT: in function @calls_abort

define void @calls_abort() {
  call void asm sideeffect "call abort", "~{dirflag},~{fpsr},~{flags}"()
  ret void
}
