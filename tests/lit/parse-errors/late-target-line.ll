; Malformed input: LLVM 17 and later read `source_filename` and `target` lines
; only before every other top-level entity (typed-pointer IR, from LLVM 14 and
; earlier, may have them anywhere).
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s
; LLVM: 9:1: error: expected top-level entity
; CHECK: statepoint: {{.*}}/late-target-line.ll:9:1: error: expected top-level entity

declare void @f()
target triple = "x86_64-unknown-linux-gnu"
