; ModuleID = 'tests/corpus/c/state_machine.c'
source_filename = "tests/corpus/c/state_machine.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@run.dispatch = internal global [3 x ptr] [ptr blockaddress(@run, %9), ptr blockaddress(@run, %18), ptr blockaddress(@run, %27)], align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @count_words(ptr noundef %0) #0 !dbg !32 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !38, !DIExpression(), !39)
    #dbg_declare(ptr %3, !40, !DIExpression(), !41)
  store i32 0, ptr %3, align 4, !dbg !41
    #dbg_declare(ptr %4, !42, !DIExpression(), !43)
  store i32 0, ptr %4, align 4, !dbg !43
  br label %6, !dbg !44

6:                                                ; preds = %43, %1
  %7 = load ptr, ptr %2, align 8, !dbg !45
  %8 = load i8, ptr %7, align 1, !dbg !48
  %9 = icmp ne i8 %8, 0, !dbg !49
  br i1 %9, label %10, label %46, !dbg !49

10:                                               ; preds = %6
    #dbg_declare(ptr %5, !50, !DIExpression(), !52)
  %11 = load ptr, ptr %2, align 8, !dbg !53
  %12 = load i8, ptr %11, align 1, !dbg !54
  %13 = sext i8 %12 to i32, !dbg !54
  %14 = icmp eq i32 %13, 32, !dbg !55
  br i1 %14, label %25, label %15, !dbg !56

15:                                               ; preds = %10
  %16 = load ptr, ptr %2, align 8, !dbg !57
  %17 = load i8, ptr %16, align 1, !dbg !58
  %18 = sext i8 %17 to i32, !dbg !58
  %19 = icmp eq i32 %18, 9, !dbg !59
  br i1 %19, label %25, label %20, !dbg !60

20:                                               ; preds = %15
  %21 = load ptr, ptr %2, align 8, !dbg !61
  %22 = load i8, ptr %21, align 1, !dbg !62
  %23 = sext i8 %22 to i32, !dbg !62
  %24 = icmp eq i32 %23, 10, !dbg !63
  br label %25, !dbg !60

25:                                               ; preds = %20, %15, %10
  %26 = phi i1 [ true, %15 ], [ true, %10 ], [ %24, %20 ]
  %27 = zext i1 %26 to i32, !dbg !60
  store i32 %27, ptr %5, align 4, !dbg !52
  %28 = load i32, ptr %3, align 4, !dbg !64
  switch i32 %28, label %42 [
    i32 0, label %29
    i32 2, label %29
    i32 1, label %37
  ], !dbg !65

29:                                               ; preds = %25, %25
  %30 = load i32, ptr %5, align 4, !dbg !66
  %31 = icmp ne i32 %30, 0, !dbg !66
  br i1 %31, label %35, label %32, !dbg !69

32:                                               ; preds = %29
  %33 = load i32, ptr %4, align 4, !dbg !70
  %34 = add nsw i32 %33, 1, !dbg !70
  store i32 %34, ptr %4, align 4, !dbg !70
  store i32 1, ptr %3, align 4, !dbg !72
  br label %36, !dbg !73

35:                                               ; preds = %29
  store i32 2, ptr %3, align 4, !dbg !74
  br label %36

36:                                               ; preds = %35, %32
  br label %42, !dbg !75

37:                                               ; preds = %25
  %38 = load i32, ptr %5, align 4, !dbg !76
  %39 = icmp ne i32 %38, 0, !dbg !76
  br i1 %39, label %40, label %41, !dbg !78

40:                                               ; preds = %37
  store i32 2, ptr %3, align 4, !dbg !79
  br label %41, !dbg !80

41:                                               ; preds = %40, %37
  br label %42, !dbg !81

42:                                               ; preds = %25, %41, %36
  br label %43, !dbg !82

43:                                               ; preds = %42
  %44 = load ptr, ptr %2, align 8, !dbg !83
  %45 = getelementptr inbounds i8, ptr %44, i32 1, !dbg !83
  store ptr %45, ptr %2, align 8, !dbg !83
  br label %6, !dbg !84, !llvm.loop !85

46:                                               ; preds = %6
  %47 = load i32, ptr %4, align 4, !dbg !88
  ret i32 %47, !dbg !89
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @run(ptr noundef %0) #0 !dbg !2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !90, !DIExpression(), !91)
    #dbg_declare(ptr %3, !92, !DIExpression(), !93)
  store i32 0, ptr %3, align 4, !dbg !93
  %4 = load ptr, ptr %2, align 8, !dbg !94
  %5 = load i8, ptr %4, align 1, !dbg !95
  %6 = zext i8 %5 to i64, !dbg !96
  %7 = getelementptr inbounds [3 x ptr], ptr @run.dispatch, i64 0, i64 %6, !dbg !96
  %8 = load ptr, ptr %7, align 8, !dbg !96
  br label %29, !dbg !97

9:                                                ; preds = %29
    #dbg_label(!98, !99)
  %10 = load i32, ptr %3, align 4, !dbg !100
  %11 = add nsw i32 %10, 1, !dbg !100
  store i32 %11, ptr %3, align 4, !dbg !100
  %12 = load ptr, ptr %2, align 8, !dbg !101
  %13 = getelementptr inbounds i8, ptr %12, i32 1, !dbg !101
  store ptr %13, ptr %2, align 8, !dbg !101
  %14 = load i8, ptr %13, align 1, !dbg !102
  %15 = zext i8 %14 to i64, !dbg !103
  %16 = getelementptr inbounds [3 x ptr], ptr @run.dispatch, i64 0, i64 %15, !dbg !103
  %17 = load ptr, ptr %16, align 8, !dbg !103
  br label %29, !dbg !104

18:                                               ; preds = %29
    #dbg_label(!105, !106)
  %19 = load i32, ptr %3, align 4, !dbg !107
  %20 = add nsw i32 %19, -1, !dbg !107
  store i32 %20, ptr %3, align 4, !dbg !107
  %21 = load ptr, ptr %2, align 8, !dbg !108
  %22 = getelementptr inbounds i8, ptr %21, i32 1, !dbg !108
  store ptr %22, ptr %2, align 8, !dbg !108
  %23 = load i8, ptr %22, align 1, !dbg !109
  %24 = zext i8 %23 to i64, !dbg !110
  %25 = getelementptr inbounds [3 x ptr], ptr @run.dispatch, i64 0, i64 %24, !dbg !110
  %26 = load ptr, ptr %25, align 8, !dbg !110
  br label %29, !dbg !111

27:                                               ; preds = %29
    #dbg_label(!112, !113)
  %28 = load i32, ptr %3, align 4, !dbg !114
  ret i32 %28, !dbg !115

29:                                               ; preds = %18, %9, %1
  %30 = phi ptr [ %8, %1 ], [ %17, %9 ], [ %26, %18 ]
  indirectbr ptr %30, [label %9, label %18, label %27]
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!10}
!llvm.module.flags = !{!24, !25, !26, !27, !28, !29, !30}
!llvm.ident = !{!31}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "dispatch", scope: !2, file: !3, line: 10, type: !20, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "run", scope: !3, file: !3, line: 10, type: !4, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !19)
!3 = !DIFile(filename: "tests/corpus/c/state_machine.c", directory: ".", checksumkind: CSK_MD5, checksum: "54eac8dd31c6b53e276112cf21b06a50")
!4 = !DISubroutineType(types: !5)
!5 = !{!6, !7}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !9)
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !11, globals: !18, splitDebugInlining: false, nameTableKind: None)
!11 = !{!12}
!12 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "state", file: !3, line: 1, baseType: !13, size: 32, elements: !14)
!13 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!14 = !{!15, !16, !17}
!15 = !DIEnumerator(name: "START", value: 0)
!16 = !DIEnumerator(name: "IN_WORD", value: 1)
!17 = !DIEnumerator(name: "IN_SPACE", value: 2)
!18 = !{!0}
!19 = !{}
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 192, elements: !22)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!22 = !{!23}
!23 = !DISubrange(count: 3)
!24 = !{i32 7, !"Dwarf Version", i32 5}
!25 = !{i32 2, !"Debug Info Version", i32 3}
!26 = !{i32 1, !"wchar_size", i32 4}
!27 = !{i32 8, !"PIC Level", i32 2}
!28 = !{i32 7, !"PIE Level", i32 2}
!29 = !{i32 7, !"uwtable", i32 2}
!30 = !{i32 7, !"frame-pointer", i32 2}
!31 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!32 = distinct !DISubprogram(name: "count_words", scope: !3, file: !3, line: 2, type: !33, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !10, retainedNodes: !19)
!33 = !DISubroutineType(types: !34)
!34 = !{!6, !35}
!35 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!36 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !37)
!37 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!38 = !DILocalVariable(name: "s", arg: 1, scope: !32, file: !3, line: 2, type: !35)
!39 = !DILocation(line: 2, column: 29, scope: !32)
!40 = !DILocalVariable(name: "st", scope: !32, file: !3, line: 3, type: !12)
!41 = !DILocation(line: 3, column: 14, scope: !32)
!42 = !DILocalVariable(name: "words", scope: !32, file: !3, line: 3, type: !6)
!43 = !DILocation(line: 3, column: 30, scope: !32)
!44 = !DILocation(line: 4, column: 3, scope: !32)
!45 = !DILocation(line: 4, column: 11, scope: !46)
!46 = distinct !DILexicalBlock(scope: !47, file: !3, line: 4, column: 3)
!47 = distinct !DILexicalBlock(scope: !32, file: !3, line: 4, column: 3)
!48 = !DILocation(line: 4, column: 10, scope: !46)
!49 = !DILocation(line: 4, column: 3, scope: !47)
!50 = !DILocalVariable(name: "space", scope: !51, file: !3, line: 5, type: !6)
!51 = distinct !DILexicalBlock(scope: !46, file: !3, line: 4, column: 19)
!52 = !DILocation(line: 5, column: 9, scope: !51)
!53 = !DILocation(line: 5, column: 18, scope: !51)
!54 = !DILocation(line: 5, column: 17, scope: !51)
!55 = !DILocation(line: 5, column: 20, scope: !51)
!56 = !DILocation(line: 5, column: 27, scope: !51)
!57 = !DILocation(line: 5, column: 31, scope: !51)
!58 = !DILocation(line: 5, column: 30, scope: !51)
!59 = !DILocation(line: 5, column: 33, scope: !51)
!60 = !DILocation(line: 5, column: 41, scope: !51)
!61 = !DILocation(line: 5, column: 45, scope: !51)
!62 = !DILocation(line: 5, column: 44, scope: !51)
!63 = !DILocation(line: 5, column: 47, scope: !51)
!64 = !DILocation(line: 6, column: 13, scope: !51)
!65 = !DILocation(line: 6, column: 5, scope: !51)
!66 = !DILocation(line: 6, column: 51, scope: !67)
!67 = distinct !DILexicalBlock(scope: !68, file: !3, line: 6, column: 50)
!68 = distinct !DILexicalBlock(scope: !51, file: !3, line: 6, column: 17)
!69 = !DILocation(line: 6, column: 50, scope: !68)
!70 = !DILocation(line: 6, column: 65, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 6, column: 58)
!72 = !DILocation(line: 6, column: 72, scope: !71)
!73 = !DILocation(line: 6, column: 83, scope: !71)
!74 = !DILocation(line: 6, column: 93, scope: !67)
!75 = !DILocation(line: 6, column: 105, scope: !68)
!76 = !DILocation(line: 6, column: 130, scope: !77)
!77 = distinct !DILexicalBlock(scope: !68, file: !3, line: 6, column: 130)
!78 = !DILocation(line: 6, column: 130, scope: !68)
!79 = !DILocation(line: 6, column: 140, scope: !77)
!80 = !DILocation(line: 6, column: 137, scope: !77)
!81 = !DILocation(line: 6, column: 152, scope: !68)
!82 = !DILocation(line: 7, column: 3, scope: !51)
!83 = !DILocation(line: 4, column: 15, scope: !46)
!84 = !DILocation(line: 4, column: 3, scope: !46)
!85 = distinct !{!85, !49, !86, !87}
!86 = !DILocation(line: 7, column: 3, scope: !47)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocation(line: 8, column: 10, scope: !32)
!89 = !DILocation(line: 8, column: 3, scope: !32)
!90 = !DILocalVariable(name: "code", arg: 1, scope: !2, file: !3, line: 10, type: !7)
!91 = !DILocation(line: 10, column: 30, scope: !2)
!92 = !DILocalVariable(name: "acc", scope: !2, file: !3, line: 10, type: !6)
!93 = !DILocation(line: 10, column: 103, scope: !2)
!94 = !DILocation(line: 10, column: 128, scope: !2)
!95 = !DILocation(line: 10, column: 127, scope: !2)
!96 = !DILocation(line: 10, column: 118, scope: !2)
!97 = !DILocation(line: 10, column: 112, scope: !2)
!98 = !DILabel(scope: !2, name: "op_inc", file: !3, line: 11)
!99 = !DILocation(line: 11, column: 3, scope: !2)
!100 = !DILocation(line: 11, column: 14, scope: !2)
!101 = !DILocation(line: 11, column: 34, scope: !2)
!102 = !DILocation(line: 11, column: 33, scope: !2)
!103 = !DILocation(line: 11, column: 24, scope: !2)
!104 = !DILocation(line: 11, column: 18, scope: !2)
!105 = !DILabel(scope: !2, name: "op_dec", file: !3, line: 12)
!106 = !DILocation(line: 12, column: 3, scope: !2)
!107 = !DILocation(line: 12, column: 14, scope: !2)
!108 = !DILocation(line: 12, column: 34, scope: !2)
!109 = !DILocation(line: 12, column: 33, scope: !2)
!110 = !DILocation(line: 12, column: 24, scope: !2)
!111 = !DILocation(line: 12, column: 18, scope: !2)
!112 = !DILabel(scope: !2, name: "op_halt", file: !3, line: 13)
!113 = !DILocation(line: 13, column: 3, scope: !2)
!114 = !DILocation(line: 13, column: 19, scope: !2)
!115 = !DILocation(line: 13, column: 12, scope: !2)
