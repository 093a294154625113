; An error in a function the passes rewrote (an entry poll inlined, so the
; instruction now sits in another block, printed after the passes) is still
; located at the instruction's line and column of the input.
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: {{.*}}located-after-passes.ll:[[@LINE+8]]:3: error: unsupported in the Cranelift backend: inline assembly "call abort": it refers to symbols (relocations)
; CHECK-NEXT: call void asm sideeffect "call abort", ""()
; CHECK-NEXT: ^
; CHECK-NEXT: in function @caller
; CHECK-NEXT: at block %gc.safepoint_poll.exit: call void asm sideeffect "call abort", ""()
declare void @use(ptr addrspace(1))
define void @caller(ptr addrspace(1) %object) gc "statepoint-example" {
  call void @use(ptr addrspace(1) %object)
  call void asm sideeffect "call abort", ""()
  ret void
}
