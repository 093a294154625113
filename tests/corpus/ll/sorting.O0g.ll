; ModuleID = 'tests/corpus/c/sorting.c'
source_filename = "tests/corpus/c/sorting.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @sort_ints(ptr noundef %0, i64 noundef %1) #0 !dbg !14 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !22, !DIExpression(), !23)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !24, !DIExpression(), !25)
  %5 = load ptr, ptr %3, align 8, !dbg !26
  %6 = load i64, ptr %4, align 8, !dbg !27
  call void @qsort(ptr noundef %5, i64 noundef %6, i64 noundef 4, ptr noundef @cmp_int), !dbg !28
  ret void, !dbg !29
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_int(ptr noundef %0, ptr noundef %1) #0 !dbg !30 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !35, !DIExpression(), !36)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !37, !DIExpression(), !38)
    #dbg_declare(ptr %5, !39, !DIExpression(), !40)
  %7 = load ptr, ptr %3, align 8, !dbg !41
  %8 = load i32, ptr %7, align 4, !dbg !42
  store i32 %8, ptr %5, align 4, !dbg !40
    #dbg_declare(ptr %6, !43, !DIExpression(), !44)
  %9 = load ptr, ptr %4, align 8, !dbg !45
  %10 = load i32, ptr %9, align 4, !dbg !46
  store i32 %10, ptr %6, align 4, !dbg !44
  %11 = load i32, ptr %5, align 4, !dbg !47
  %12 = load i32, ptr %6, align 4, !dbg !48
  %13 = icmp sgt i32 %11, %12, !dbg !49
  %14 = zext i1 %13 to i32, !dbg !49
  %15 = load i32, ptr %5, align 4, !dbg !50
  %16 = load i32, ptr %6, align 4, !dbg !51
  %17 = icmp slt i32 %15, %16, !dbg !52
  %18 = zext i1 %17 to i32, !dbg !52
  %19 = sub nsw i32 %14, %18, !dbg !53
  ret i32 %19, !dbg !54
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @insertion_sort(ptr noundef %0, i32 noundef %1) #0 !dbg !55 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !58, !DIExpression(), !59)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !60, !DIExpression(), !61)
    #dbg_declare(ptr %5, !62, !DIExpression(), !64)
  store i32 1, ptr %5, align 4, !dbg !64
  br label %8, !dbg !65

8:                                                ; preds = %53, %2
  %9 = load i32, ptr %5, align 4, !dbg !66
  %10 = load i32, ptr %4, align 4, !dbg !68
  %11 = icmp slt i32 %9, %10, !dbg !69
  br i1 %11, label %12, label %56, !dbg !70

12:                                               ; preds = %8
    #dbg_declare(ptr %6, !71, !DIExpression(), !73)
  %13 = load ptr, ptr %3, align 8, !dbg !74
  %14 = load i32, ptr %5, align 4, !dbg !75
  %15 = sext i32 %14 to i64, !dbg !74
  %16 = getelementptr inbounds i32, ptr %13, i64 %15, !dbg !74
  %17 = load i32, ptr %16, align 4, !dbg !74
  store i32 %17, ptr %6, align 4, !dbg !73
    #dbg_declare(ptr %7, !76, !DIExpression(), !77)
  %18 = load i32, ptr %5, align 4, !dbg !78
  %19 = sub nsw i32 %18, 1, !dbg !79
  store i32 %19, ptr %7, align 4, !dbg !77
  br label %20, !dbg !80

20:                                               ; preds = %33, %12
  %21 = load i32, ptr %7, align 4, !dbg !81
  %22 = icmp sge i32 %21, 0, !dbg !82
  br i1 %22, label %23, label %31, !dbg !83

23:                                               ; preds = %20
  %24 = load ptr, ptr %3, align 8, !dbg !84
  %25 = load i32, ptr %7, align 4, !dbg !85
  %26 = sext i32 %25 to i64, !dbg !84
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !84
  %28 = load i32, ptr %27, align 4, !dbg !84
  %29 = load i32, ptr %6, align 4, !dbg !86
  %30 = icmp sgt i32 %28, %29, !dbg !87
  br label %31

31:                                               ; preds = %23, %20
  %32 = phi i1 [ false, %20 ], [ %30, %23 ], !dbg !88
  br i1 %32, label %33, label %46, !dbg !80

33:                                               ; preds = %31
  %34 = load ptr, ptr %3, align 8, !dbg !89
  %35 = load i32, ptr %7, align 4, !dbg !91
  %36 = sext i32 %35 to i64, !dbg !89
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !89
  %38 = load i32, ptr %37, align 4, !dbg !89
  %39 = load ptr, ptr %3, align 8, !dbg !92
  %40 = load i32, ptr %7, align 4, !dbg !93
  %41 = add nsw i32 %40, 1, !dbg !94
  %42 = sext i32 %41 to i64, !dbg !92
  %43 = getelementptr inbounds i32, ptr %39, i64 %42, !dbg !92
  store i32 %38, ptr %43, align 4, !dbg !95
  %44 = load i32, ptr %7, align 4, !dbg !96
  %45 = add nsw i32 %44, -1, !dbg !96
  store i32 %45, ptr %7, align 4, !dbg !96
  br label %20, !dbg !80, !llvm.loop !97

46:                                               ; preds = %31
  %47 = load i32, ptr %6, align 4, !dbg !100
  %48 = load ptr, ptr %3, align 8, !dbg !101
  %49 = load i32, ptr %7, align 4, !dbg !102
  %50 = add nsw i32 %49, 1, !dbg !103
  %51 = sext i32 %50 to i64, !dbg !101
  %52 = getelementptr inbounds i32, ptr %48, i64 %51, !dbg !101
  store i32 %47, ptr %52, align 4, !dbg !104
  br label %53, !dbg !105

53:                                               ; preds = %46
  %54 = load i32, ptr %5, align 4, !dbg !106
  %55 = add nsw i32 %54, 1, !dbg !106
  store i32 %55, ptr %5, align 4, !dbg !106
  br label %8, !dbg !107, !llvm.loop !108

56:                                               ; preds = %8
  ret void, !dbg !110
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @binary_search(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !111 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !114, !DIExpression(), !115)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !116, !DIExpression(), !117)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !118, !DIExpression(), !119)
    #dbg_declare(ptr %8, !120, !DIExpression(), !121)
  store i32 0, ptr %8, align 4, !dbg !121
    #dbg_declare(ptr %9, !122, !DIExpression(), !123)
  %11 = load i32, ptr %6, align 4, !dbg !124
  %12 = sub nsw i32 %11, 1, !dbg !125
  store i32 %12, ptr %9, align 4, !dbg !123
  br label %13, !dbg !126

13:                                               ; preds = %47, %3
  %14 = load i32, ptr %8, align 4, !dbg !127
  %15 = load i32, ptr %9, align 4, !dbg !128
  %16 = icmp sle i32 %14, %15, !dbg !129
  br i1 %16, label %17, label %48, !dbg !126

17:                                               ; preds = %13
    #dbg_declare(ptr %10, !130, !DIExpression(), !132)
  %18 = load i32, ptr %8, align 4, !dbg !133
  %19 = load i32, ptr %9, align 4, !dbg !134
  %20 = load i32, ptr %8, align 4, !dbg !135
  %21 = sub nsw i32 %19, %20, !dbg !136
  %22 = sdiv i32 %21, 2, !dbg !137
  %23 = add nsw i32 %18, %22, !dbg !138
  store i32 %23, ptr %10, align 4, !dbg !132
  %24 = load ptr, ptr %5, align 8, !dbg !139
  %25 = load i32, ptr %10, align 4, !dbg !141
  %26 = sext i32 %25 to i64, !dbg !139
  %27 = getelementptr inbounds i32, ptr %24, i64 %26, !dbg !139
  %28 = load i32, ptr %27, align 4, !dbg !139
  %29 = load i32, ptr %7, align 4, !dbg !142
  %30 = icmp eq i32 %28, %29, !dbg !143
  br i1 %30, label %31, label %33, !dbg !144

31:                                               ; preds = %17
  %32 = load i32, ptr %10, align 4, !dbg !145
  store i32 %32, ptr %4, align 4, !dbg !146
  br label %49, !dbg !146

33:                                               ; preds = %17
  %34 = load ptr, ptr %5, align 8, !dbg !147
  %35 = load i32, ptr %10, align 4, !dbg !149
  %36 = sext i32 %35 to i64, !dbg !147
  %37 = getelementptr inbounds i32, ptr %34, i64 %36, !dbg !147
  %38 = load i32, ptr %37, align 4, !dbg !147
  %39 = load i32, ptr %7, align 4, !dbg !150
  %40 = icmp slt i32 %38, %39, !dbg !151
  br i1 %40, label %41, label %44, !dbg !152

41:                                               ; preds = %33
  %42 = load i32, ptr %10, align 4, !dbg !153
  %43 = add nsw i32 %42, 1, !dbg !154
  store i32 %43, ptr %8, align 4, !dbg !155
  br label %47, !dbg !156

44:                                               ; preds = %33
  %45 = load i32, ptr %10, align 4, !dbg !157
  %46 = sub nsw i32 %45, 1, !dbg !158
  store i32 %46, ptr %9, align 4, !dbg !159
  br label %47

47:                                               ; preds = %44, %41
  br label %13, !dbg !126, !llvm.loop !160

48:                                               ; preds = %13
  store i32 -1, ptr %4, align 4, !dbg !162
  br label %49, !dbg !162

49:                                               ; preds = %48, %31
  %50 = load i32, ptr %4, align 4, !dbg !163
  ret i32 %50, !dbg !163
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/sorting.c", directory: ".", checksumkind: CSK_MD5, checksum: "90d701fbbc251587ed218bff8b0d94d9")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "sort_ints", scope: !1, file: !1, line: 3, type: !15, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !17, !18}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !19, line: 18, baseType: !20)
!19 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!20 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!21 = !{}
!22 = !DILocalVariable(name: "v", arg: 1, scope: !14, file: !1, line: 3, type: !17)
!23 = !DILocation(line: 3, column: 21, scope: !14)
!24 = !DILocalVariable(name: "n", arg: 2, scope: !14, file: !1, line: 3, type: !18)
!25 = !DILocation(line: 3, column: 31, scope: !14)
!26 = !DILocation(line: 3, column: 42, scope: !14)
!27 = !DILocation(line: 3, column: 45, scope: !14)
!28 = !DILocation(line: 3, column: 36, scope: !14)
!29 = !DILocation(line: 3, column: 69, scope: !14)
!30 = distinct !DISubprogram(name: "cmp_int", scope: !1, file: !1, line: 2, type: !31, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !21)
!31 = !DISubroutineType(types: !32)
!32 = !{!5, !33, !33}
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!35 = !DILocalVariable(name: "a", arg: 1, scope: !30, file: !1, line: 2, type: !33)
!36 = !DILocation(line: 2, column: 32, scope: !30)
!37 = !DILocalVariable(name: "b", arg: 2, scope: !30, file: !1, line: 2, type: !33)
!38 = !DILocation(line: 2, column: 47, scope: !30)
!39 = !DILocalVariable(name: "x", scope: !30, file: !1, line: 2, type: !5)
!40 = !DILocation(line: 2, column: 56, scope: !30)
!41 = !DILocation(line: 2, column: 74, scope: !30)
!42 = !DILocation(line: 2, column: 60, scope: !30)
!43 = !DILocalVariable(name: "y", scope: !30, file: !1, line: 2, type: !5)
!44 = !DILocation(line: 2, column: 77, scope: !30)
!45 = !DILocation(line: 2, column: 95, scope: !30)
!46 = !DILocation(line: 2, column: 81, scope: !30)
!47 = !DILocation(line: 2, column: 106, scope: !30)
!48 = !DILocation(line: 2, column: 110, scope: !30)
!49 = !DILocation(line: 2, column: 108, scope: !30)
!50 = !DILocation(line: 2, column: 116, scope: !30)
!51 = !DILocation(line: 2, column: 120, scope: !30)
!52 = !DILocation(line: 2, column: 118, scope: !30)
!53 = !DILocation(line: 2, column: 113, scope: !30)
!54 = !DILocation(line: 2, column: 98, scope: !30)
!55 = distinct !DISubprogram(name: "insertion_sort", scope: !1, file: !1, line: 4, type: !56, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!56 = !DISubroutineType(types: !57)
!57 = !{null, !17, !5}
!58 = !DILocalVariable(name: "v", arg: 1, scope: !55, file: !1, line: 4, type: !17)
!59 = !DILocation(line: 4, column: 26, scope: !55)
!60 = !DILocalVariable(name: "n", arg: 2, scope: !55, file: !1, line: 4, type: !5)
!61 = !DILocation(line: 4, column: 33, scope: !55)
!62 = !DILocalVariable(name: "i", scope: !63, file: !1, line: 4, type: !5)
!63 = distinct !DILexicalBlock(scope: !55, file: !1, line: 4, column: 38)
!64 = !DILocation(line: 4, column: 47, scope: !63)
!65 = !DILocation(line: 4, column: 43, scope: !63)
!66 = !DILocation(line: 4, column: 54, scope: !67)
!67 = distinct !DILexicalBlock(scope: !63, file: !1, line: 4, column: 38)
!68 = !DILocation(line: 4, column: 58, scope: !67)
!69 = !DILocation(line: 4, column: 56, scope: !67)
!70 = !DILocation(line: 4, column: 38, scope: !63)
!71 = !DILocalVariable(name: "k", scope: !72, file: !1, line: 4, type: !5)
!72 = distinct !DILexicalBlock(scope: !67, file: !1, line: 4, column: 66)
!73 = !DILocation(line: 4, column: 72, scope: !72)
!74 = !DILocation(line: 4, column: 76, scope: !72)
!75 = !DILocation(line: 4, column: 78, scope: !72)
!76 = !DILocalVariable(name: "j", scope: !72, file: !1, line: 4, type: !5)
!77 = !DILocation(line: 4, column: 82, scope: !72)
!78 = !DILocation(line: 4, column: 86, scope: !72)
!79 = !DILocation(line: 4, column: 88, scope: !72)
!80 = !DILocation(line: 4, column: 93, scope: !72)
!81 = !DILocation(line: 4, column: 100, scope: !72)
!82 = !DILocation(line: 4, column: 102, scope: !72)
!83 = !DILocation(line: 4, column: 107, scope: !72)
!84 = !DILocation(line: 4, column: 110, scope: !72)
!85 = !DILocation(line: 4, column: 112, scope: !72)
!86 = !DILocation(line: 4, column: 117, scope: !72)
!87 = !DILocation(line: 4, column: 115, scope: !72)
!88 = !DILocation(line: 0, scope: !72)
!89 = !DILocation(line: 4, column: 133, scope: !90)
!90 = distinct !DILexicalBlock(scope: !72, file: !1, line: 4, column: 120)
!91 = !DILocation(line: 4, column: 135, scope: !90)
!92 = !DILocation(line: 4, column: 122, scope: !90)
!93 = !DILocation(line: 4, column: 124, scope: !90)
!94 = !DILocation(line: 4, column: 126, scope: !90)
!95 = !DILocation(line: 4, column: 131, scope: !90)
!96 = !DILocation(line: 4, column: 140, scope: !90)
!97 = distinct !{!97, !80, !98, !99}
!98 = !DILocation(line: 4, column: 144, scope: !72)
!99 = !{!"llvm.loop.mustprogress"}
!100 = !DILocation(line: 4, column: 157, scope: !72)
!101 = !DILocation(line: 4, column: 146, scope: !72)
!102 = !DILocation(line: 4, column: 148, scope: !72)
!103 = !DILocation(line: 4, column: 150, scope: !72)
!104 = !DILocation(line: 4, column: 155, scope: !72)
!105 = !DILocation(line: 4, column: 160, scope: !72)
!106 = !DILocation(line: 4, column: 62, scope: !67)
!107 = !DILocation(line: 4, column: 38, scope: !67)
!108 = distinct !{!108, !70, !109, !99}
!109 = !DILocation(line: 4, column: 160, scope: !63)
!110 = !DILocation(line: 4, column: 162, scope: !55)
!111 = distinct !DISubprogram(name: "binary_search", scope: !1, file: !1, line: 5, type: !112, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!112 = !DISubroutineType(types: !113)
!113 = !{!5, !3, !5, !5}
!114 = !DILocalVariable(name: "v", arg: 1, scope: !111, file: !1, line: 5, type: !3)
!115 = !DILocation(line: 5, column: 30, scope: !111)
!116 = !DILocalVariable(name: "n", arg: 2, scope: !111, file: !1, line: 5, type: !5)
!117 = !DILocation(line: 5, column: 37, scope: !111)
!118 = !DILocalVariable(name: "key", arg: 3, scope: !111, file: !1, line: 5, type: !5)
!119 = !DILocation(line: 5, column: 44, scope: !111)
!120 = !DILocalVariable(name: "lo", scope: !111, file: !1, line: 5, type: !5)
!121 = !DILocation(line: 5, column: 55, scope: !111)
!122 = !DILocalVariable(name: "hi", scope: !111, file: !1, line: 5, type: !5)
!123 = !DILocation(line: 5, column: 63, scope: !111)
!124 = !DILocation(line: 5, column: 68, scope: !111)
!125 = !DILocation(line: 5, column: 70, scope: !111)
!126 = !DILocation(line: 5, column: 75, scope: !111)
!127 = !DILocation(line: 5, column: 82, scope: !111)
!128 = !DILocation(line: 5, column: 88, scope: !111)
!129 = !DILocation(line: 5, column: 85, scope: !111)
!130 = !DILocalVariable(name: "mid", scope: !131, file: !1, line: 5, type: !5)
!131 = distinct !DILexicalBlock(scope: !111, file: !1, line: 5, column: 92)
!132 = !DILocation(line: 5, column: 98, scope: !131)
!133 = !DILocation(line: 5, column: 104, scope: !131)
!134 = !DILocation(line: 5, column: 110, scope: !131)
!135 = !DILocation(line: 5, column: 115, scope: !131)
!136 = !DILocation(line: 5, column: 113, scope: !131)
!137 = !DILocation(line: 5, column: 119, scope: !131)
!138 = !DILocation(line: 5, column: 107, scope: !131)
!139 = !DILocation(line: 5, column: 128, scope: !140)
!140 = distinct !DILexicalBlock(scope: !131, file: !1, line: 5, column: 128)
!141 = !DILocation(line: 5, column: 130, scope: !140)
!142 = !DILocation(line: 5, column: 138, scope: !140)
!143 = !DILocation(line: 5, column: 135, scope: !140)
!144 = !DILocation(line: 5, column: 128, scope: !131)
!145 = !DILocation(line: 5, column: 150, scope: !140)
!146 = !DILocation(line: 5, column: 143, scope: !140)
!147 = !DILocation(line: 5, column: 159, scope: !148)
!148 = distinct !DILexicalBlock(scope: !131, file: !1, line: 5, column: 159)
!149 = !DILocation(line: 5, column: 161, scope: !148)
!150 = !DILocation(line: 5, column: 168, scope: !148)
!151 = !DILocation(line: 5, column: 166, scope: !148)
!152 = !DILocation(line: 5, column: 159, scope: !131)
!153 = !DILocation(line: 5, column: 178, scope: !148)
!154 = !DILocation(line: 5, column: 182, scope: !148)
!155 = !DILocation(line: 5, column: 176, scope: !148)
!156 = !DILocation(line: 5, column: 173, scope: !148)
!157 = !DILocation(line: 5, column: 197, scope: !148)
!158 = !DILocation(line: 5, column: 201, scope: !148)
!159 = !DILocation(line: 5, column: 195, scope: !148)
!160 = distinct !{!160, !126, !161, !99}
!161 = !DILocation(line: 5, column: 206, scope: !111)
!162 = !DILocation(line: 5, column: 208, scope: !111)
!163 = !DILocation(line: 5, column: 219, scope: !111)
