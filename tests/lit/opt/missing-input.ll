; A missing input file is reported with opt's wording.
; RUN: not statepoint opt -S %t.does-not-exist.ll 2>&1 | FileCheck %s
; CHECK: statepoint: {{.*}}does-not-exist.ll: error: Could not open input file: No such file or directory

define void @f() {
  ret void
}
