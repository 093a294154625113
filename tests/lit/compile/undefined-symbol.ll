; A program calling a function that neither it, the runtime nor the C library
; defines is refused by the JIT with the names of what is missing (as a linker
; refuses it), not linked against nothing and not a panic.
; RUN: not statepoint run %s 2>&1 | FileCheck %s
; CHECK: statepoint: {{.*}}undefined-symbol.ll: error: undefined symbols: @statepoint_test_undefined_function, @statepoint_test_undefined_global (defined neither by the module, nor by the runtime, nor by the C library)

@statepoint_test_undefined_global = external global i64
declare void @statepoint_test_undefined_function()
declare void @statepoint_test_declared_but_never_used()

define i64 @main() {
  call void @statepoint_test_undefined_function()
  %v = load i64, ptr @statepoint_test_undefined_global
  ret i64 %v
}
