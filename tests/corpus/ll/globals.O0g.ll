; ModuleID = 'tests/corpus/c/globals.c'
source_filename = "tests/corpus/c/globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@table = dso_local constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16, !dbg !0
@counter = dso_local global i32 0, align 4, !dbg !11
@pointer_to_counter = dso_local global ptr @counter, align 8, !dbg !5
@weak_value = weak dso_local global i32 7, align 4, !dbg !9
@per_thread = dso_local thread_local global i32 0, align 4, !dbg !13
@defined_elsewhere = external global i32, align 4
@hidden = internal global i32 42, align 4, !dbg !20
@placed = dso_local global [16 x i32] zeroinitializer, section ".mydata", align 64, !dbg !15

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @bump() #0 !dbg !34 {
  %1 = call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @per_thread), !dbg !37
  %2 = load i32, ptr %1, align 4, !dbg !38
  %3 = add nsw i32 %2, 1, !dbg !38
  store i32 %3, ptr %1, align 4, !dbg !38
  %4 = load i32, ptr @defined_elsewhere, align 4, !dbg !39
  %5 = load i32, ptr @hidden, align 4, !dbg !40
  %6 = add nsw i32 %5, %4, !dbg !40
  store i32 %6, ptr @hidden, align 4, !dbg !40
  %7 = load i32, ptr @counter, align 4, !dbg !41
  %8 = add nsw i32 %7, 1, !dbg !41
  store i32 %8, ptr @counter, align 4, !dbg !41
  %9 = load i32, ptr @counter, align 4, !dbg !42
  %10 = and i32 %9, 3, !dbg !43
  %11 = sext i32 %10 to i64, !dbg !44
  %12 = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %11, !dbg !44
  %13 = load i32, ptr %12, align 4, !dbg !44
  %14 = add nsw i32 %8, %13, !dbg !45
  %15 = load i32, ptr @weak_value, align 4, !dbg !46
  %16 = add nsw i32 %14, %15, !dbg !47
  %17 = load i32, ptr @placed, align 64, !dbg !48
  %18 = add nsw i32 %16, %17, !dbg !49
  ret i32 %18, !dbg !50
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 3, type: !22, isLocal: false, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/corpus/c/globals.c", directory: ".", checksumkind: CSK_MD5, checksum: "92a0f675e104cb3039085f7c535af02e")
!4 = !{!0, !5, !9, !11, !13, !15, !20}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(name: "pointer_to_counter", scope: !2, file: !3, line: 4, type: !7, isLocal: false, isDefinition: true)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(name: "weak_value", scope: !2, file: !3, line: 7, type: !8, isLocal: false, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(name: "counter", scope: !2, file: !3, line: 1, type: !8, isLocal: false, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(name: "per_thread", scope: !2, file: !3, line: 5, type: !8, isLocal: false, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(name: "placed", scope: !2, file: !3, line: 8, type: !17, isLocal: false, isDefinition: true, align: 512)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 512, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 16)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(name: "hidden", scope: !2, file: !3, line: 2, type: !8, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 128, elements: !24)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!24 = !{!25}
!25 = !DISubrange(count: 4)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "bump", scope: !3, file: !3, line: 9, type: !35, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!35 = !DISubroutineType(types: !36)
!36 = !{!8}
!37 = !DILocation(line: 9, column: 18, scope: !34)
!38 = !DILocation(line: 9, column: 28, scope: !34)
!39 = !DILocation(line: 9, column: 42, scope: !34)
!40 = !DILocation(line: 9, column: 39, scope: !34)
!41 = !DILocation(line: 9, column: 68, scope: !34)
!42 = !DILocation(line: 9, column: 86, scope: !34)
!43 = !DILocation(line: 9, column: 94, scope: !34)
!44 = !DILocation(line: 9, column: 80, scope: !34)
!45 = !DILocation(line: 9, column: 78, scope: !34)
!46 = !DILocation(line: 9, column: 101, scope: !34)
!47 = !DILocation(line: 9, column: 99, scope: !34)
!48 = !DILocation(line: 9, column: 114, scope: !34)
!49 = !DILocation(line: 9, column: 112, scope: !34)
!50 = !DILocation(line: 9, column: 61, scope: !34)
