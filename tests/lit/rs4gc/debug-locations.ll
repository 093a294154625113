; Debug locations of what the rewrite inserts, as LLVM 19's IR builder gives
; them (checked against opt-19): a statepoint takes its call's location; the
; gc.result and gc.relocates of a call take the location of the instruction
; after it (after the rematerialized chains placed there; none if it has
; none); on an invoke's unwind path they take the invoke's, on its normal path
; the first instruction's after the chains; a rematerialized clone keeps its
; original's.
; RUN: statepoint opt -S -passes=rewrite-statepoints-for-gc %s | FileCheck %s

; CHECK-LABEL: @f(
; CHECK:       %statepoint_token = call token {{.*}} @bar, {{.*}} !dbg [[LINE11:![0-9]+]]
; CHECK-NEXT:  %r3 = call i32 @llvm.experimental.gc.result.i32(token %statepoint_token), !dbg [[LINE12:![0-9]+]]
; CHECK-NEXT:  %obj.relocated = call coldcc {{.*}}(token %statepoint_token, i32 0, i32 0), !dbg [[LINE12]]
; CHECK-NEXT:  %x = add i32 %r3, 1, !dbg [[LINE12]]
; CHECK-NEXT:  %statepoint_token4 = call token {{.*}} @foo, {{.*}} !dbg [[LINE13:![0-9]+]]
; CHECK-NEXT:  %obj.relocated5 = call coldcc {{.*}}(token %statepoint_token4, i32 0, i32 0) ;
; CHECK-NEXT:  %statepoint_token6 = call token {{.*}} @foo, {{.*}} ]{{$}}
; CHECK-NEXT:  %obj.relocated7 = call coldcc {{.*}}(token %statepoint_token6, i32 0, i32 0), !dbg [[LINE10:![0-9]+]]
; CHECK-NEXT:  %derived.remat2 = getelementptr i8, ptr addrspace(1) %obj.relocated7, i64 16, !dbg [[LINE10]]
; CHECK:       to label %normal unwind label %pad, !dbg [[LINE15:![0-9]+]]
; CHECK:       normal:
; CHECK-NEXT:  %obj.relocated11 = call coldcc {{.*}}(token %statepoint_token10, i32 0, i32 0), !dbg [[LINE10]]
; CHECK-NEXT:  %derived.remat1 = getelementptr {{.*}}, !dbg [[LINE10]]
; CHECK:       pad:
; CHECK:       %obj.relocated9 = call coldcc {{.*}}(token %lp, i32 0, i32 0), !dbg [[LINE15]]
; CHECK-NEXT:  %derived.remat = getelementptr {{.*}}, !dbg [[LINE10]]
; CHECK-DAG:   [[LINE10]] = !DILocation(line: 10,
; CHECK-DAG:   [[LINE11]] = !DILocation(line: 11,
; CHECK-DAG:   [[LINE12]] = !DILocation(line: 12,
; CHECK-DAG:   [[LINE13]] = !DILocation(line: 13,
; CHECK-DAG:   [[LINE15]] = !DILocation(line: 15,

declare void @foo()
declare i32 @bar(ptr addrspace(1))
declare i32 @__gxx_personality_v0(...)

define ptr addrspace(1) @f(ptr addrspace(1) %obj) gc "statepoint-example" personality ptr @__gxx_personality_v0 !dbg !5 {
entry:
  %derived = getelementptr i8, ptr addrspace(1) %obj, i64 16, !dbg !10
  %r = call i32 @bar(ptr addrspace(1) %obj), !dbg !11
  %x = add i32 %r, 1, !dbg !12
  call void @foo(), !dbg !13
  call void @foo()
  %y = load i8, ptr addrspace(1) %derived, !dbg !14
  invoke void @foo() to label %normal unwind label %pad, !dbg !15
normal:
  %z = load i8, ptr addrspace(1) %derived, !dbg !16
  ret ptr addrspace(1) %obj, !dbg !17
pad:
  %lp = landingpad token cleanup, !dbg !18
  ret ptr addrspace(1) %derived, !dbg !19
}

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!3, !4}
!0 = distinct !DICompileUnit(language: DW_LANG_C99, file: !1, producer: "t", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "t.c", directory: "/tmp")
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = distinct !DISubprogram(name: "f", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1, spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{}
!10 = !DILocation(line: 10, scope: !5)
!11 = !DILocation(line: 11, scope: !5)
!12 = !DILocation(line: 12, scope: !5)
!13 = !DILocation(line: 13, scope: !5)
!14 = !DILocation(line: 14, scope: !5)
!15 = !DILocation(line: 15, scope: !5)
!16 = !DILocation(line: 16, scope: !5)
!17 = !DILocation(line: 17, scope: !5)
!18 = !DILocation(line: 18, scope: !5)
!19 = !DILocation(line: 19, scope: !5)
