; The relocates on an invoke's exceptional path are tied to its landingpad, and
; a gc.relocate's first operand is a token: a landingpad of another type cannot
; carry them, so a GC value live across such an invoke is a located error (LLVM
; builds invalid IR here and aborts). Without live GC values nothing is tied to
; the landingpad, and the invoke is rewritten (@no_live).
; RUN: not statepoint opt -S -passes=rewrite-statepoints-for-gc %s 2>&1 | FileCheck %s
; CHECK: statepoint: {{.*}}invoke-non-token-landingpad.ll:30:3: error: RewriteStatepointsForGC: in function @live: landingpad of type { ptr, i32 } cannot carry the gc.relocate calls of the invoke that unwinds to it (1 GC value live across the call); a statepoint's exceptional path needs a landingpad of type token
; CHECK-NEXT: {{^}}  %lp = landingpad { ptr, i32 }
; CHECK-NEXT: {{^}}  ^
; What the pass reported before the error is kept (printed first, as by LLVM):
; RUN: not statepoint opt -S -passes=rewrite-statepoints-for-gc -spp-print-liveset %s 2>&1 | FileCheck %s --check-prefix=REPORT
; REPORT: Live Variables:
; REPORT-NEXT: obj ptr addrspace(1) %obj
; REPORT-NEXT: statepoint: {{.*}}invoke-non-token-landingpad.ll:{{[0-9]+}}:3: error: RewriteStatepointsForGC: in function @live: landingpad of type
; RUN: sed -e '/^define ptr addrspace(1) @live/,/^}/d' %s | statepoint opt -S -passes=rewrite-statepoints-for-gc | FileCheck %s --check-prefix=NOLIVE
; NOLIVE: invoke token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0)
; NOLIVE-NOT: gc.relocate

declare void @foo()
declare i32 @__gxx_personality_v0(...)

define ptr addrspace(1) @live(ptr addrspace(1) %obj) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
entry:
  invoke void @foo() to label %normal unwind label %lpad

normal:
  ret ptr addrspace(1) %obj

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  ret ptr addrspace(1) null
}

define ptr addrspace(1) @no_live(ptr addrspace(1) %obj) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
entry:
  invoke void @foo() to label %normal unwind label %lpad

normal:
  ret ptr addrspace(1) null

lpad:
  %lp = landingpad { ptr, i32 }
          cleanup
  ret ptr addrspace(1) null
}
