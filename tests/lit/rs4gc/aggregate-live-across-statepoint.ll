; First-class aggregates holding GC pointers live across a statepoint (LLVM
; asserts, or silently leaves them unrelocated): each is split into its fields
; before the call, its GC fields are relocated like any live pointer, and it is
; rebuilt after the call; later uses read the rebuilt value.
; RUN: statepoint opt -S -passes='rewrite-statepoints-for-gc,verify<safepoint-ir>' %s | FileCheck %s

declare void @f()
declare i32 @personality(...)

define { ptr addrspace(1), i32 } @pair({ ptr addrspace(1), i32 } %agg) gc "statepoint-example" {
; CHECK-LABEL: @pair(
; CHECK-NEXT:    %agg.0 = extractvalue { ptr addrspace(1), i32 } %agg, 0
; CHECK-NEXT:    %agg.1 = extractvalue { ptr addrspace(1), i32 } %agg, 1
; CHECK-NEXT:    %statepoint_token = call token {{.*}} @f, {{.*}} [ "gc-live"(ptr addrspace(1) %agg.0) ]
; CHECK-NEXT:    %agg.0.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 0)
; CHECK-NEXT:    %agg.rebuild = insertvalue { ptr addrspace(1), i32 } poison, ptr addrspace(1) %agg.0.relocated, 0
; CHECK-NEXT:    %agg.relocated = insertvalue { ptr addrspace(1), i32 } %agg.rebuild, i32 %agg.1, 1
; CHECK-NEXT:    ret { ptr addrspace(1), i32 } %agg.relocated
  call void @f()
  ret { ptr addrspace(1), i32 } %agg
}

; A field put in with insertvalue is used directly, so a derived pointer keeps
; its real base (here rematerialized from the relocated base); constant fields
; are not relocated. Each iteration rebuilds the aggregate from the relocated
; object alone, so no phi of aggregates is needed.
define [2 x ptr addrspace(1)] @built_in_loop(ptr addrspace(1) %obj, i64 %n) gc "statepoint-example" {
; CHECK-LABEL: @built_in_loop(
; CHECK:       entry:
; CHECK-NEXT:    %field = getelementptr i8, ptr addrspace(1) %obj, i64 16
; CHECK-NEXT:    %first = insertvalue [2 x ptr addrspace(1)] poison, ptr addrspace(1) %field, 0
; CHECK-NEXT:    %both = insertvalue [2 x ptr addrspace(1)] %first, ptr addrspace(1) null, 1
; CHECK:       loop:
; CHECK-NEXT:    [[OBJ:%.*]] = phi ptr addrspace(1) [ %obj, %entry ], [ %obj.relocated, %loop ]
; CHECK:         %statepoint_token = call token {{.*}} [ "gc-live"(ptr addrspace(1) [[OBJ]]) ]
; CHECK-NEXT:    %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 0)
; CHECK-NEXT:    %field.remat = getelementptr i8, ptr addrspace(1) %obj.relocated, i64 16
; CHECK-NEXT:    %both.rebuild = insertvalue [2 x ptr addrspace(1)] poison, ptr addrspace(1) %field.remat, 0
; CHECK-NEXT:    %both.relocated = insertvalue [2 x ptr addrspace(1)] %both.rebuild, ptr addrspace(1) null, 1
; CHECK:       exit:
; CHECK-NEXT:    ret [2 x ptr addrspace(1)] %both.relocated
entry:
  %field = getelementptr i8, ptr addrspace(1) %obj, i64 16
  %first = insertvalue [2 x ptr addrspace(1)] poison, ptr addrspace(1) %field, 0
  %both = insertvalue [2 x ptr addrspace(1)] %first, ptr addrspace(1) null, 1
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  call void @f()
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %exit, label %loop

exit:
  ret [2 x ptr addrspace(1)] %both
}

; Nested aggregates, a vector of GC pointers inside one, and an invoke: both
; successors get their own rebuilt value.
define { { i64, ptr addrspace(1) }, <2 x ptr addrspace(1)> } @nested({ { i64, ptr addrspace(1) }, <2 x ptr addrspace(1)> } %agg) gc "statepoint-example" personality ptr @personality {
; CHECK-LABEL: @nested(
; CHECK:         %agg.0.0 = extractvalue {{.*}} %agg, 0, 0
; CHECK-NEXT:    %agg.0.1 = extractvalue {{.*}} %agg, 0, 1
; CHECK-NEXT:    %agg.1 = extractvalue {{.*}} %agg, 1
; CHECK-NEXT:    %statepoint_token = invoke token {{.*}} [ "gc-live"(<2 x ptr addrspace(1)> %agg.1, ptr addrspace(1) %agg.0.1) ]
; CHECK:       normal:
; CHECK-NEXT:    [[VECTOR:%.*]] = call coldcc <2 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v2p1(token %statepoint_token, i32 0, i32 0)
; CHECK-NEXT:    [[POINTER:%.*]] = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 1, i32 1)
; CHECK-NEXT:    [[R0:%.*]] = insertvalue {{.*}} poison, i64 %agg.0.0, 0, 0
; CHECK-NEXT:    [[R1:%.*]] = insertvalue {{.*}} [[R0]], ptr addrspace(1) [[POINTER]], 0, 1
; CHECK-NEXT:    [[R2:%.*]] = insertvalue {{.*}} [[R1]], <2 x ptr addrspace(1)> [[VECTOR]], 1
; CHECK-NEXT:    ret {{.*}} [[R2]]
; CHECK:       unwind:
; CHECK-NEXT:    %pad = landingpad token
; CHECK-NEXT:    cleanup
; CHECK-NEXT:    [[UVECTOR:%.*]] = call coldcc <2 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v2p1(token %pad, i32 0, i32 0)
; CHECK-NEXT:    [[UPOINTER:%.*]] = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %pad, i32 1, i32 1)
; CHECK-NEXT:    [[U0:%.*]] = insertvalue {{.*}} poison, i64 %agg.0.0, 0, 0
; CHECK-NEXT:    [[U1:%.*]] = insertvalue {{.*}} [[U0]], ptr addrspace(1) [[UPOINTER]], 0, 1
; CHECK-NEXT:    [[U2:%.*]] = insertvalue {{.*}} [[U1]], <2 x ptr addrspace(1)> [[UVECTOR]], 1
; CHECK-NEXT:    ret {{.*}} [[U2]]
entry:
  invoke void @f() to label %normal unwind label %unwind

normal:
  ret { { i64, ptr addrspace(1) }, <2 x ptr addrspace(1)> } %agg

unwind:
  %pad = landingpad token cleanup
  ret { { i64, ptr addrspace(1) }, <2 x ptr addrspace(1)> } %agg
}
