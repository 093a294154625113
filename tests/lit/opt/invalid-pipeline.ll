; Unbalanced parentheses or angle brackets make the whole pipeline invalid.
; RUN: not statepoint opt -S '-passes=module(verify' %s 2>&1 | FileCheck %s --check-prefix=OPEN
; RUN: not statepoint opt -S '-passes=verify)' %s 2>&1 | FileCheck %s --check-prefix=CLOSE
; RUN: not statepoint opt -S '-passes=verify<safepoint-ir' %s 2>&1 | FileCheck %s --check-prefix=ANGLE
; OPEN: statepoint: invalid pipeline 'module(verify'
; CLOSE: statepoint: invalid pipeline 'verify)'
; ANGLE: statepoint: invalid pipeline 'verify<safepoint-ir'

define void @f() {
  ret void
}
