; Output starts with the ModuleID line; a module without source_filename gets
; the input path, `<stdin>` for standard input.
; RUN: statepoint opt -S %s | FileCheck %s --check-prefix=FILE
; RUN: statepoint opt -S < %s | FileCheck %s --check-prefix=STDIN
; RUN: statepoint opt -S - -o %t < %s
; RUN: FileCheck %s --check-prefix=STDIN --input-file %t
; FILE: ; ModuleID = '{{.*}}module-id.ll'
; FILE-NEXT: source_filename = "{{.*}}module-id.ll"
; STDIN: ; ModuleID = '<stdin>'
; STDIN-NEXT: source_filename = "<stdin>"
; STDIN: define void @f()

define void @f() {
  ret void
}
