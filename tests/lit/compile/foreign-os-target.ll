; A module for another OS on a supported architecture (clang's macOS or
; Windows output) is compiled by the Cranelift backend for that
; architecture's Linux ELF target, with a warning that says so; an
; unsupported architecture is still refused.
; RUN: statepoint run %s 2>&1 | FileCheck %s
; RUN: statepoint compile -c %s -o %t.o 2>&1 | FileCheck %s
; RUN: sed 's/x86_64-apple-macosx10.15.0/riscv64-unknown-linux-gnu/' %s > %t.riscv.ll
; RUN: not statepoint compile -c %t.riscv.ll -o %t.riscv.o 2>&1 | FileCheck %s --check-prefix=RISCV
; CHECK: warning: target x86_64-apple-macosx10.15.0: the Cranelift backend writes Linux ELF only; compiling for x86_64-unknown-linux-gnu (its C calling convention and object format)
; RISCV: error: unsupported in the Cranelift backend: target riscv64-unknown-linux-gnu

target triple = "x86_64-apple-macosx10.15.0"

define i64 @main() {
  ret i64 0
}
