; An alloca that mixes GC pointers with other data cannot be described by a
; stack map: a gc-live alloca is listed as GC pointer words only (see
; gc-allocas-in-gc-live.ll). The error points at the alloca.
; RUN: not statepoint opt -S -passes=rewrite-statepoints-for-gc %s 2>&1 | FileCheck %s
; CHECK: statepoint: {{.*}}gc-alloca-mixed-layout.ll:13:3: error: RewriteStatepointsForGC: in function @mixed: an alloca of '{ ptr addrspace(1), i64 }' mixes GC pointers with other data: a stack map lists a gc-live alloca as GC pointer words only, so every word of it must be a `ptr addrspace(1)`
; CHECK-NEXT: {{^}}  %node = alloca { ptr addrspace(1), i64 }
; CHECK-NEXT: {{^}}  ^

declare void @f()

define void @mixed() gc "statepoint-example" {
entry:
  %node = alloca { ptr addrspace(1), i64 }
  call void @f()
  ret void
}
