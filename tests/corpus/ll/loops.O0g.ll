; ModuleID = 'tests/corpus/c/loops.c'
source_filename = "tests/corpus/c/loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @sum_to(i64 noundef %0) #0 !dbg !10 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !15, !DIExpression(), !16)
    #dbg_declare(ptr %3, !17, !DIExpression(), !18)
  store i64 0, ptr %3, align 8, !dbg !18
    #dbg_declare(ptr %4, !19, !DIExpression(), !21)
  store i64 0, ptr %4, align 8, !dbg !21
  br label %5, !dbg !22

5:                                                ; preds = %15, %1
  %6 = load i64, ptr %4, align 8, !dbg !23
  %7 = load i64, ptr %2, align 8, !dbg !25
  %8 = icmp slt i64 %6, %7, !dbg !26
  br i1 %8, label %9, label %18, !dbg !27

9:                                                ; preds = %5
  %10 = load i64, ptr %4, align 8, !dbg !28
  %11 = load i64, ptr %4, align 8, !dbg !29
  %12 = mul nsw i64 %10, %11, !dbg !30
  %13 = load i64, ptr %3, align 8, !dbg !31
  %14 = add nsw i64 %13, %12, !dbg !31
  store i64 %14, ptr %3, align 8, !dbg !31
  br label %15, !dbg !32

15:                                               ; preds = %9
  %16 = load i64, ptr %4, align 8, !dbg !33
  %17 = add nsw i64 %16, 1, !dbg !33
  store i64 %17, ptr %4, align 8, !dbg !33
  br label %5, !dbg !34, !llvm.loop !35

18:                                               ; preds = %5
  %19 = load i64, ptr %3, align 8, !dbg !38
  ret i64 %19, !dbg !39
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @collatz_steps(i32 noundef %0) #0 !dbg !40 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  store i32 0, ptr %3, align 4, !dbg !48
  br label %4, !dbg !49

4:                                                ; preds = %18, %1
  %5 = load i32, ptr %2, align 4, !dbg !50
  %6 = icmp ne i32 %5, 1, !dbg !51
  br i1 %6, label %7, label %22, !dbg !49

7:                                                ; preds = %4
  %8 = load i32, ptr %2, align 4, !dbg !52
  %9 = and i32 %8, 1, !dbg !54
  %10 = icmp ne i32 %9, 0, !dbg !54
  br i1 %10, label %11, label %15, !dbg !55

11:                                               ; preds = %7
  %12 = load i32, ptr %2, align 4, !dbg !56
  %13 = mul i32 3, %12, !dbg !57
  %14 = add i32 %13, 1, !dbg !58
  br label %18, !dbg !55

15:                                               ; preds = %7
  %16 = load i32, ptr %2, align 4, !dbg !59
  %17 = udiv i32 %16, 2, !dbg !60
  br label %18, !dbg !55

18:                                               ; preds = %15, %11
  %19 = phi i32 [ %14, %11 ], [ %17, %15 ], !dbg !55
  store i32 %19, ptr %2, align 4, !dbg !61
  %20 = load i32, ptr %3, align 4, !dbg !62
  %21 = add nsw i32 %20, 1, !dbg !62
  store i32 %21, ptr %3, align 4, !dbg !62
  br label %4, !dbg !49, !llvm.loop !63

22:                                               ; preds = %4
  %23 = load i32, ptr %3, align 4, !dbg !65
  ret i32 %23, !dbg !66
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @matmul(i32 noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !67 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca double, align 8
  %12 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
    #dbg_declare(ptr %5, !74, !DIExpression(), !75)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !76, !DIExpression(), !77)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !78, !DIExpression(), !79)
  store ptr %3, ptr %8, align 8
    #dbg_declare(ptr %8, !80, !DIExpression(), !81)
    #dbg_declare(ptr %9, !82, !DIExpression(), !84)
  store i32 0, ptr %9, align 4, !dbg !84
  br label %13, !dbg !85

13:                                               ; preds = %65, %4
  %14 = load i32, ptr %9, align 4, !dbg !86
  %15 = load i32, ptr %5, align 4, !dbg !88
  %16 = icmp slt i32 %14, %15, !dbg !89
  br i1 %16, label %17, label %68, !dbg !90

17:                                               ; preds = %13
    #dbg_declare(ptr %10, !91, !DIExpression(), !93)
  store i32 0, ptr %10, align 4, !dbg !93
  br label %18, !dbg !94

18:                                               ; preds = %61, %17
  %19 = load i32, ptr %10, align 4, !dbg !95
  %20 = load i32, ptr %5, align 4, !dbg !97
  %21 = icmp slt i32 %19, %20, !dbg !98
  br i1 %21, label %22, label %64, !dbg !99

22:                                               ; preds = %18
    #dbg_declare(ptr %11, !100, !DIExpression(), !102)
  store double 0.000000e+00, ptr %11, align 8, !dbg !102
    #dbg_declare(ptr %12, !103, !DIExpression(), !105)
  store i32 0, ptr %12, align 4, !dbg !105
  br label %23, !dbg !106

23:                                               ; preds = %48, %22
  %24 = load i32, ptr %12, align 4, !dbg !107
  %25 = load i32, ptr %5, align 4, !dbg !109
  %26 = icmp slt i32 %24, %25, !dbg !110
  br i1 %26, label %27, label %51, !dbg !111

27:                                               ; preds = %23
  %28 = load ptr, ptr %6, align 8, !dbg !112
  %29 = load i32, ptr %9, align 4, !dbg !113
  %30 = load i32, ptr %5, align 4, !dbg !114
  %31 = mul nsw i32 %29, %30, !dbg !115
  %32 = load i32, ptr %12, align 4, !dbg !116
  %33 = add nsw i32 %31, %32, !dbg !117
  %34 = sext i32 %33 to i64, !dbg !112
  %35 = getelementptr inbounds double, ptr %28, i64 %34, !dbg !112
  %36 = load double, ptr %35, align 8, !dbg !112
  %37 = load ptr, ptr %7, align 8, !dbg !118
  %38 = load i32, ptr %12, align 4, !dbg !119
  %39 = load i32, ptr %5, align 4, !dbg !120
  %40 = mul nsw i32 %38, %39, !dbg !121
  %41 = load i32, ptr %10, align 4, !dbg !122
  %42 = add nsw i32 %40, %41, !dbg !123
  %43 = sext i32 %42 to i64, !dbg !118
  %44 = getelementptr inbounds double, ptr %37, i64 %43, !dbg !118
  %45 = load double, ptr %44, align 8, !dbg !118
  %46 = load double, ptr %11, align 8, !dbg !124
  %47 = call double @llvm.fmuladd.f64(double %36, double %45, double %46), !dbg !124
  store double %47, ptr %11, align 8, !dbg !124
  br label %48, !dbg !125

48:                                               ; preds = %27
  %49 = load i32, ptr %12, align 4, !dbg !126
  %50 = add nsw i32 %49, 1, !dbg !126
  store i32 %50, ptr %12, align 4, !dbg !126
  br label %23, !dbg !127, !llvm.loop !128

51:                                               ; preds = %23
  %52 = load double, ptr %11, align 8, !dbg !130
  %53 = load ptr, ptr %8, align 8, !dbg !131
  %54 = load i32, ptr %9, align 4, !dbg !132
  %55 = load i32, ptr %5, align 4, !dbg !133
  %56 = mul nsw i32 %54, %55, !dbg !134
  %57 = load i32, ptr %10, align 4, !dbg !135
  %58 = add nsw i32 %56, %57, !dbg !136
  %59 = sext i32 %58 to i64, !dbg !131
  %60 = getelementptr inbounds double, ptr %53, i64 %59, !dbg !131
  store double %52, ptr %60, align 8, !dbg !137
  br label %61, !dbg !138

61:                                               ; preds = %51
  %62 = load i32, ptr %10, align 4, !dbg !139
  %63 = add nsw i32 %62, 1, !dbg !139
  store i32 %63, ptr %10, align 4, !dbg !139
  br label %18, !dbg !140, !llvm.loop !141

64:                                               ; preds = %18
  br label %65, !dbg !142

65:                                               ; preds = %64
  %66 = load i32, ptr %9, align 4, !dbg !143
  %67 = add nsw i32 %66, 1, !dbg !143
  store i32 %67, ptr %9, align 4, !dbg !143
  br label %13, !dbg !144, !llvm.loop !145

68:                                               ; preds = %13
  ret void, !dbg !147
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @find_first(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !148 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !153, !DIExpression(), !154)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !155, !DIExpression(), !156)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !157, !DIExpression(), !158)
    #dbg_declare(ptr %8, !159, !DIExpression(), !160)
  store i32 0, ptr %8, align 4, !dbg !160
  br label %9, !dbg !161

9:                                                ; preds = %20, %3
  %10 = load ptr, ptr %5, align 8, !dbg !162
  %11 = load i32, ptr %8, align 4, !dbg !165
  %12 = sext i32 %11 to i64, !dbg !162
  %13 = getelementptr inbounds i32, ptr %10, i64 %12, !dbg !162
  %14 = load i32, ptr %13, align 4, !dbg !162
  %15 = load i32, ptr %7, align 4, !dbg !166
  %16 = icmp eq i32 %14, %15, !dbg !167
  br i1 %16, label %17, label %19, !dbg !168

17:                                               ; preds = %9
  %18 = load i32, ptr %8, align 4, !dbg !169
  store i32 %18, ptr %4, align 4, !dbg !170
  br label %26, !dbg !170

19:                                               ; preds = %9
  br label %20, !dbg !171

20:                                               ; preds = %19
  %21 = load i32, ptr %8, align 4, !dbg !172
  %22 = add nsw i32 %21, 1, !dbg !172
  store i32 %22, ptr %8, align 4, !dbg !172
  %23 = load i32, ptr %6, align 4, !dbg !173
  %24 = icmp slt i32 %22, %23, !dbg !174
  br i1 %24, label %9, label %25, !dbg !171, !llvm.loop !175

25:                                               ; preds = %20
  store i32 -1, ptr %4, align 4, !dbg !177
  br label %26, !dbg !177

26:                                               ; preds = %25, %17
  %27 = load i32, ptr %4, align 4, !dbg !178
  ret i32 %27, !dbg !178
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "7155cef69b6dcebe5c20430ef491618d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "sum_to", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13}
!13 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!14 = !{}
!15 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !13)
!16 = !DILocation(line: 1, column: 18, scope: !10)
!17 = !DILocalVariable(name: "s", scope: !10, file: !1, line: 1, type: !13)
!18 = !DILocation(line: 1, column: 28, scope: !10)
!19 = !DILocalVariable(name: "i", scope: !20, file: !1, line: 1, type: !13)
!20 = distinct !DILexicalBlock(scope: !10, file: !1, line: 1, column: 35)
!21 = !DILocation(line: 1, column: 45, scope: !20)
!22 = !DILocation(line: 1, column: 40, scope: !20)
!23 = !DILocation(line: 1, column: 52, scope: !24)
!24 = distinct !DILexicalBlock(scope: !20, file: !1, line: 1, column: 35)
!25 = !DILocation(line: 1, column: 56, scope: !24)
!26 = !DILocation(line: 1, column: 54, scope: !24)
!27 = !DILocation(line: 1, column: 35, scope: !20)
!28 = !DILocation(line: 1, column: 69, scope: !24)
!29 = !DILocation(line: 1, column: 73, scope: !24)
!30 = !DILocation(line: 1, column: 71, scope: !24)
!31 = !DILocation(line: 1, column: 66, scope: !24)
!32 = !DILocation(line: 1, column: 64, scope: !24)
!33 = !DILocation(line: 1, column: 60, scope: !24)
!34 = !DILocation(line: 1, column: 35, scope: !24)
!35 = distinct !{!35, !27, !36, !37}
!36 = !DILocation(line: 1, column: 73, scope: !20)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 1, column: 83, scope: !10)
!39 = !DILocation(line: 1, column: 76, scope: !10)
!40 = distinct !DISubprogram(name: "collatz_steps", scope: !1, file: !1, line: 2, type: !41, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!41 = !DISubroutineType(types: !42)
!42 = !{!43, !44}
!43 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!44 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!45 = !DILocalVariable(name: "n", arg: 1, scope: !40, file: !1, line: 2, type: !44)
!46 = !DILocation(line: 2, column: 28, scope: !40)
!47 = !DILocalVariable(name: "steps", scope: !40, file: !1, line: 2, type: !43)
!48 = !DILocation(line: 2, column: 37, scope: !40)
!49 = !DILocation(line: 2, column: 48, scope: !40)
!50 = !DILocation(line: 2, column: 55, scope: !40)
!51 = !DILocation(line: 2, column: 57, scope: !40)
!52 = !DILocation(line: 2, column: 70, scope: !53)
!53 = distinct !DILexicalBlock(scope: !40, file: !1, line: 2, column: 63)
!54 = !DILocation(line: 2, column: 72, scope: !53)
!55 = !DILocation(line: 2, column: 69, scope: !53)
!56 = !DILocation(line: 2, column: 83, scope: !53)
!57 = !DILocation(line: 2, column: 81, scope: !53)
!58 = !DILocation(line: 2, column: 85, scope: !53)
!59 = !DILocation(line: 2, column: 91, scope: !53)
!60 = !DILocation(line: 2, column: 93, scope: !53)
!61 = !DILocation(line: 2, column: 67, scope: !53)
!62 = !DILocation(line: 2, column: 103, scope: !53)
!63 = distinct !{!63, !49, !64, !37}
!64 = !DILocation(line: 2, column: 107, scope: !40)
!65 = !DILocation(line: 2, column: 116, scope: !40)
!66 = !DILocation(line: 2, column: 109, scope: !40)
!67 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 3, type: !68, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!68 = !DISubroutineType(types: !69)
!69 = !{null, !43, !70, !70, !73}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!71 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !72)
!72 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!74 = !DILocalVariable(name: "n", arg: 1, scope: !67, file: !1, line: 3, type: !43)
!75 = !DILocation(line: 3, column: 17, scope: !67)
!76 = !DILocalVariable(name: "a", arg: 2, scope: !67, file: !1, line: 3, type: !70)
!77 = !DILocation(line: 3, column: 34, scope: !67)
!78 = !DILocalVariable(name: "b", arg: 3, scope: !67, file: !1, line: 3, type: !70)
!79 = !DILocation(line: 3, column: 51, scope: !67)
!80 = !DILocalVariable(name: "c", arg: 4, scope: !67, file: !1, line: 3, type: !73)
!81 = !DILocation(line: 3, column: 62, scope: !67)
!82 = !DILocalVariable(name: "i", scope: !83, file: !1, line: 4, type: !43)
!83 = distinct !DILexicalBlock(scope: !67, file: !1, line: 4, column: 3)
!84 = !DILocation(line: 4, column: 12, scope: !83)
!85 = !DILocation(line: 4, column: 8, scope: !83)
!86 = !DILocation(line: 4, column: 19, scope: !87)
!87 = distinct !DILexicalBlock(scope: !83, file: !1, line: 4, column: 3)
!88 = !DILocation(line: 4, column: 23, scope: !87)
!89 = !DILocation(line: 4, column: 21, scope: !87)
!90 = !DILocation(line: 4, column: 3, scope: !83)
!91 = !DILocalVariable(name: "j", scope: !92, file: !1, line: 4, type: !43)
!92 = distinct !DILexicalBlock(scope: !87, file: !1, line: 4, column: 31)
!93 = !DILocation(line: 4, column: 40, scope: !92)
!94 = !DILocation(line: 4, column: 36, scope: !92)
!95 = !DILocation(line: 4, column: 47, scope: !96)
!96 = distinct !DILexicalBlock(scope: !92, file: !1, line: 4, column: 31)
!97 = !DILocation(line: 4, column: 51, scope: !96)
!98 = !DILocation(line: 4, column: 49, scope: !96)
!99 = !DILocation(line: 4, column: 31, scope: !92)
!100 = !DILocalVariable(name: "s", scope: !101, file: !1, line: 4, type: !72)
!101 = distinct !DILexicalBlock(scope: !96, file: !1, line: 4, column: 59)
!102 = !DILocation(line: 4, column: 68, scope: !101)
!103 = !DILocalVariable(name: "k", scope: !104, file: !1, line: 4, type: !43)
!104 = distinct !DILexicalBlock(scope: !101, file: !1, line: 4, column: 75)
!105 = !DILocation(line: 4, column: 84, scope: !104)
!106 = !DILocation(line: 4, column: 80, scope: !104)
!107 = !DILocation(line: 4, column: 91, scope: !108)
!108 = distinct !DILexicalBlock(scope: !104, file: !1, line: 4, column: 75)
!109 = !DILocation(line: 4, column: 95, scope: !108)
!110 = !DILocation(line: 4, column: 93, scope: !108)
!111 = !DILocation(line: 4, column: 75, scope: !104)
!112 = !DILocation(line: 4, column: 108, scope: !108)
!113 = !DILocation(line: 4, column: 110, scope: !108)
!114 = !DILocation(line: 4, column: 112, scope: !108)
!115 = !DILocation(line: 4, column: 111, scope: !108)
!116 = !DILocation(line: 4, column: 114, scope: !108)
!117 = !DILocation(line: 4, column: 113, scope: !108)
!118 = !DILocation(line: 4, column: 119, scope: !108)
!119 = !DILocation(line: 4, column: 121, scope: !108)
!120 = !DILocation(line: 4, column: 123, scope: !108)
!121 = !DILocation(line: 4, column: 122, scope: !108)
!122 = !DILocation(line: 4, column: 125, scope: !108)
!123 = !DILocation(line: 4, column: 124, scope: !108)
!124 = !DILocation(line: 4, column: 105, scope: !108)
!125 = !DILocation(line: 4, column: 103, scope: !108)
!126 = !DILocation(line: 4, column: 99, scope: !108)
!127 = !DILocation(line: 4, column: 75, scope: !108)
!128 = distinct !{!128, !111, !129, !37}
!129 = !DILocation(line: 4, column: 126, scope: !104)
!130 = !DILocation(line: 4, column: 140, scope: !101)
!131 = !DILocation(line: 4, column: 129, scope: !101)
!132 = !DILocation(line: 4, column: 131, scope: !101)
!133 = !DILocation(line: 4, column: 133, scope: !101)
!134 = !DILocation(line: 4, column: 132, scope: !101)
!135 = !DILocation(line: 4, column: 135, scope: !101)
!136 = !DILocation(line: 4, column: 134, scope: !101)
!137 = !DILocation(line: 4, column: 138, scope: !101)
!138 = !DILocation(line: 4, column: 143, scope: !101)
!139 = !DILocation(line: 4, column: 55, scope: !96)
!140 = !DILocation(line: 4, column: 31, scope: !96)
!141 = distinct !{!141, !99, !142, !37}
!142 = !DILocation(line: 4, column: 143, scope: !92)
!143 = !DILocation(line: 4, column: 27, scope: !87)
!144 = !DILocation(line: 4, column: 3, scope: !87)
!145 = distinct !{!145, !90, !146, !37}
!146 = !DILocation(line: 4, column: 143, scope: !83)
!147 = !DILocation(line: 5, column: 1, scope: !67)
!148 = distinct !DISubprogram(name: "find_first", scope: !1, file: !1, line: 6, type: !149, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!149 = !DISubroutineType(types: !150)
!150 = !{!43, !151, !43, !43}
!151 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !152, size: 64)
!152 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !43)
!153 = !DILocalVariable(name: "v", arg: 1, scope: !148, file: !1, line: 6, type: !151)
!154 = !DILocation(line: 6, column: 27, scope: !148)
!155 = !DILocalVariable(name: "n", arg: 2, scope: !148, file: !1, line: 6, type: !43)
!156 = !DILocation(line: 6, column: 34, scope: !148)
!157 = !DILocalVariable(name: "key", arg: 3, scope: !148, file: !1, line: 6, type: !43)
!158 = !DILocation(line: 6, column: 41, scope: !148)
!159 = !DILocalVariable(name: "i", scope: !148, file: !1, line: 6, type: !43)
!160 = !DILocation(line: 6, column: 52, scope: !148)
!161 = !DILocation(line: 6, column: 59, scope: !148)
!162 = !DILocation(line: 6, column: 68, scope: !163)
!163 = distinct !DILexicalBlock(scope: !164, file: !1, line: 6, column: 68)
!164 = distinct !DILexicalBlock(scope: !148, file: !1, line: 6, column: 62)
!165 = !DILocation(line: 6, column: 70, scope: !163)
!166 = !DILocation(line: 6, column: 76, scope: !163)
!167 = !DILocation(line: 6, column: 73, scope: !163)
!168 = !DILocation(line: 6, column: 68, scope: !164)
!169 = !DILocation(line: 6, column: 88, scope: !163)
!170 = !DILocation(line: 6, column: 81, scope: !163)
!171 = !DILocation(line: 6, column: 91, scope: !164)
!172 = !DILocation(line: 6, column: 100, scope: !148)
!173 = !DILocation(line: 6, column: 106, scope: !148)
!174 = !DILocation(line: 6, column: 104, scope: !148)
!175 = distinct !{!175, !161, !176, !37}
!176 = !DILocation(line: 6, column: 107, scope: !148)
!177 = !DILocation(line: 6, column: 110, scope: !148)
!178 = !DILocation(line: 6, column: 121, scope: !148)
