; The statepoint passes that are specified but not built yet say so.
; RUN: not statepoint opt -S -passes=rewrite-statepoints-for-gc %s 2>&1 | FileCheck %s --check-prefix=RS4GC
; RS4GC: statepoint: pass 'rewrite-statepoints-for-gc' is not available yet

define void @f() {
  ret void
}
