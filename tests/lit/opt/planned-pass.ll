; The statepoint passes that are specified but not built yet say so, and the
; legacy -verify-safepoint-ir flag maps to verify<safepoint-ir>.
; RUN: not statepoint opt -S -passes='function(place-safepoints)' %s 2>&1 | FileCheck %s --check-prefix=PLACE
; RUN: not statepoint opt -S -safepoint-ir-verifier-print-only -verify-safepoint-ir %s 2>&1 | FileCheck %s --check-prefix=LEGACY
; PLACE: statepoint: pass 'place-safepoints' is not available yet
; LEGACY: statepoint: pass 'verify<safepoint-ir>' is not available yet

define void @f() {
  ret void
}
