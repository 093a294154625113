; ModuleID = 'tests/corpus/c/switch.c'
source_filename = "tests/corpus/c/switch.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"sun\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"mon\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"tue\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [4 x i8] c"wed\00", align 1, !dbg !11
@.str.4 = private unnamed_addr constant [4 x i8] c"thu\00", align 1, !dbg !13
@.str.5 = private unnamed_addr constant [4 x i8] c"fri\00", align 1, !dbg !15
@.str.6 = private unnamed_addr constant [4 x i8] c"sat\00", align 1, !dbg !17
@.str.7 = private unnamed_addr constant [2 x i8] c"?\00", align 1, !dbg !19

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @day_name(i32 noundef %0) #0 !dbg !34 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !41, !DIExpression(), !42)
  %4 = load i32, ptr %3, align 4, !dbg !43
  switch i32 %4, label %12 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
  ], !dbg !44

5:                                                ; preds = %1
  store ptr @.str, ptr %2, align 8, !dbg !45
  br label %13, !dbg !45

6:                                                ; preds = %1
  store ptr @.str.1, ptr %2, align 8, !dbg !47
  br label %13, !dbg !47

7:                                                ; preds = %1
  store ptr @.str.2, ptr %2, align 8, !dbg !48
  br label %13, !dbg !48

8:                                                ; preds = %1
  store ptr @.str.3, ptr %2, align 8, !dbg !49
  br label %13, !dbg !49

9:                                                ; preds = %1
  store ptr @.str.4, ptr %2, align 8, !dbg !50
  br label %13, !dbg !50

10:                                               ; preds = %1
  store ptr @.str.5, ptr %2, align 8, !dbg !51
  br label %13, !dbg !51

11:                                               ; preds = %1
  store ptr @.str.6, ptr %2, align 8, !dbg !52
  br label %13, !dbg !52

12:                                               ; preds = %1
  store ptr @.str.7, ptr %2, align 8, !dbg !53
  br label %13, !dbg !53

13:                                               ; preds = %12, %11, %10, %9, %8, %7, %6, %5
  %14 = load ptr, ptr %2, align 8, !dbg !54
  ret ptr %14, !dbg !54
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @classify(i32 noundef %0) #0 !dbg !55 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !58, !DIExpression(), !59)
  %4 = load i32, ptr %3, align 4, !dbg !60
  switch i32 %4, label %8 [
    i32 97, label %5
    i32 101, label %5
    i32 105, label %5
    i32 111, label %5
    i32 117, label %5
    i32 48, label %6
    i32 49, label %6
    i32 50, label %6
    i32 51, label %6
    i32 52, label %6
    i32 53, label %6
    i32 54, label %6
    i32 55, label %6
    i32 56, label %6
    i32 57, label %6
    i32 1000, label %7
  ], !dbg !61

5:                                                ; preds = %1, %1, %1, %1, %1
  store i32 1, ptr %2, align 4, !dbg !62
  br label %9, !dbg !62

6:                                                ; preds = %1, %1, %1, %1, %1, %1, %1, %1, %1, %1
  store i32 2, ptr %2, align 4, !dbg !64
  br label %9, !dbg !64

7:                                                ; preds = %1
  store i32 3, ptr %2, align 4, !dbg !65
  br label %9, !dbg !65

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !66
  br label %9, !dbg !66

9:                                                ; preds = %8, %7, %6, %5
  %10 = load i32, ptr %2, align 4, !dbg !67
  ret i32 %10, !dbg !67
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @fallthrough(i32 noundef %0) #0 !dbg !68 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !69, !DIExpression(), !70)
    #dbg_declare(ptr %3, !71, !DIExpression(), !72)
  store i32 0, ptr %3, align 4, !dbg !72
  %4 = load i32, ptr %2, align 4, !dbg !73
  switch i32 %4, label %14 [
    i32 1, label %5
    i32 2, label %8
    i32 3, label %11
  ], !dbg !74

5:                                                ; preds = %1
  %6 = load i32, ptr %3, align 4, !dbg !75
  %7 = add nsw i32 %6, 1, !dbg !75
  store i32 %7, ptr %3, align 4, !dbg !75
  br label %8, !dbg !77

8:                                                ; preds = %1, %5
  %9 = load i32, ptr %3, align 4, !dbg !78
  %10 = add nsw i32 %9, 2, !dbg !78
  store i32 %10, ptr %3, align 4, !dbg !78
  br label %14, !dbg !79

11:                                               ; preds = %1
  %12 = load i32, ptr %3, align 4, !dbg !80
  %13 = add nsw i32 %12, 3, !dbg !80
  store i32 %13, ptr %3, align 4, !dbg !80
  br label %14, !dbg !81

14:                                               ; preds = %11, %1, %8
  %15 = load i32, ptr %3, align 4, !dbg !82
  ret i32 %15, !dbg !83
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/corpus/c/switch.c", directory: ".", checksumkind: CSK_MD5, checksum: "2be80936f7e598e8d774ce3a007ee10f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2, type: !3, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2, type: !3, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2, type: !3, isLocal: true, isDefinition: true)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 2, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 2)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !25, splitDebugInlining: false, nameTableKind: None)
!25 = !{!0, !7, !9, !11, !13, !15, !17, !19}
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"frame-pointer", i32 2}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "day_name", scope: !2, file: !2, line: 1, type: !35, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !24, retainedNodes: !40)
!35 = !DISubroutineType(types: !36)
!36 = !{!37, !39}
!37 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !38, size: 64)
!38 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!39 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!40 = !{}
!41 = !DILocalVariable(name: "d", arg: 1, scope: !34, file: !2, line: 1, type: !39)
!42 = !DILocation(line: 1, column: 26, scope: !34)
!43 = !DILocation(line: 2, column: 11, scope: !34)
!44 = !DILocation(line: 2, column: 3, scope: !34)
!45 = !DILocation(line: 2, column: 24, scope: !46)
!46 = distinct !DILexicalBlock(scope: !34, file: !2, line: 2, column: 14)
!47 = !DILocation(line: 2, column: 46, scope: !46)
!48 = !DILocation(line: 2, column: 68, scope: !46)
!49 = !DILocation(line: 2, column: 90, scope: !46)
!50 = !DILocation(line: 2, column: 112, scope: !46)
!51 = !DILocation(line: 2, column: 134, scope: !46)
!52 = !DILocation(line: 2, column: 156, scope: !46)
!53 = !DILocation(line: 2, column: 179, scope: !46)
!54 = !DILocation(line: 3, column: 1, scope: !34)
!55 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 4, type: !56, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !24, retainedNodes: !40)
!56 = !DISubroutineType(types: !57)
!57 = !{!39, !39}
!58 = !DILocalVariable(name: "c", arg: 1, scope: !55, file: !2, line: 4, type: !39)
!59 = !DILocation(line: 4, column: 18, scope: !55)
!60 = !DILocation(line: 4, column: 31, scope: !55)
!61 = !DILocation(line: 4, column: 23, scope: !55)
!62 = !DILocation(line: 4, column: 86, scope: !63)
!63 = distinct !DILexicalBlock(scope: !55, file: !2, line: 4, column: 34)
!64 = !DILocation(line: 4, column: 114, scope: !63)
!65 = !DILocation(line: 4, column: 135, scope: !63)
!66 = !DILocation(line: 4, column: 154, scope: !63)
!67 = !DILocation(line: 4, column: 166, scope: !55)
!68 = distinct !DISubprogram(name: "fallthrough", scope: !2, file: !2, line: 5, type: !56, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !24, retainedNodes: !40)
!69 = !DILocalVariable(name: "x", arg: 1, scope: !68, file: !2, line: 5, type: !39)
!70 = !DILocation(line: 5, column: 21, scope: !68)
!71 = !DILocalVariable(name: "r", scope: !68, file: !2, line: 5, type: !39)
!72 = !DILocation(line: 5, column: 30, scope: !68)
!73 = !DILocation(line: 5, column: 45, scope: !68)
!74 = !DILocation(line: 5, column: 37, scope: !68)
!75 = !DILocation(line: 5, column: 60, scope: !76)
!76 = distinct !DILexicalBlock(scope: !68, file: !2, line: 5, column: 48)
!77 = !DILocation(line: 5, column: 58, scope: !76)
!78 = !DILocation(line: 5, column: 76, scope: !76)
!79 = !DILocation(line: 5, column: 82, scope: !76)
!80 = !DILocation(line: 5, column: 99, scope: !76)
!81 = !DILocation(line: 5, column: 105, scope: !76)
!82 = !DILocation(line: 5, column: 114, scope: !68)
!83 = !DILocation(line: 5, column: 107, scope: !68)
