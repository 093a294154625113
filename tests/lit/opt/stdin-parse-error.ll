; Parse errors name the input as opt does: the path, or <stdin>.
; RUN: not statepoint opt -S < %s 2>&1 | FileCheck %s --check-prefix=STDIN
; RUN: not statepoint opt -S %s 2>&1 | FileCheck %s --check-prefix=FILE
; STDIN: statepoint: <stdin>:10:11: error:
; FILE: statepoint: {{.*}}stdin-parse-error.ll:10:11: error:
; FILE-NEXT: {{^}}  ret i32 %undefined{{$}}
; FILE-NEXT: {{^}}          ^{{$}}

define i32 @f() {
  ret i32 %undefined
}
