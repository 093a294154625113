; -help lists opt's flags and the known pass options with their defaults.
; RUN: statepoint opt -help | FileCheck %s
; CHECK: USAGE: statepoint opt
; CHECK-DAG: -passes=<pipeline>
; CHECK-DAG: -spp-rematerialization-threshold=<uint> (default 6)
; CHECK-DAG: -rs4gc-remat-derived-at-uses=<bool> (default true)

define void @f() {
  ret void
}
