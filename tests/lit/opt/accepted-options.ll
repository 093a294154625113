; The statepoint pass options of LLVM are accepted on the command line, with
; one or two dashes, bare booleans, -disable-builtin and `-o -`.
; RUN: statepoint opt -S -passes=verify -spp-split-backedge=1 -spp-counted-loop-trip-width=64 \
; RUN:   --rs4gc-clobber-non-live -rs4gc-allow-statepoint-with-no-deopt-info=0 \
; RUN:   -spp-no-entry -spp-no-call -spp-no-backedge -spp-all-backedges \
; RUN:   -spp-rematerialization-threshold=3 -rs4gc-remat-derived-at-uses=false \
; RUN:   -spp-print-liveset -spp-print-liveset-size -spp-print-base-pointers \
; RUN:   -safepoint-ir-verifier-print-only -disable-builtin=ldexp -o - %s | FileCheck %s
; CHECK: define void @f()

define void @f() {
  ret void
}
