; A module that gives @gc_allocation_buffer another type is refused before it
; runs: the fast path would bump the wrong memory.
; RUN: not statepoint run %s 2>&1 | FileCheck %s
; CHECK: @gc_allocation_buffer is a runtime ABI name: it must be `@gc_allocation_buffer = external global { i64, i64 }` (or be left out to get it)

@gc_allocation_buffer = global i64 0

define i64 @main() {
  ret i64 0
}
