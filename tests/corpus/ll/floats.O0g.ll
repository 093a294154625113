; ModuleID = 'tests/corpus/c/floats.c'
source_filename = "tests/corpus/c/floats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @lerp(float noundef %0, float noundef %1, float noundef %2) #0 !dbg !12 {
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  store float %0, ptr %4, align 4
    #dbg_declare(ptr %4, !16, !DIExpression(), !17)
  store float %1, ptr %5, align 4
    #dbg_declare(ptr %5, !18, !DIExpression(), !19)
  store float %2, ptr %6, align 4
    #dbg_declare(ptr %6, !20, !DIExpression(), !21)
  %7 = load float, ptr %4, align 4, !dbg !22
  %8 = load float, ptr %5, align 4, !dbg !23
  %9 = load float, ptr %4, align 4, !dbg !24
  %10 = fsub float %8, %9, !dbg !25
  %11 = load float, ptr %6, align 4, !dbg !26
  %12 = call float @llvm.fmuladd.f32(float %10, float %11, float %7), !dbg !27
  ret float %12, !dbg !28
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @horner(ptr noundef %0, i32 noundef %1, double noundef %2) #0 !dbg !29 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !36, !DIExpression(), !37)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !38, !DIExpression(), !39)
  store double %2, ptr %6, align 8
    #dbg_declare(ptr %6, !40, !DIExpression(), !41)
    #dbg_declare(ptr %7, !42, !DIExpression(), !43)
  store double 0.000000e+00, ptr %7, align 8, !dbg !43
    #dbg_declare(ptr %8, !44, !DIExpression(), !46)
  %9 = load i32, ptr %5, align 4, !dbg !47
  %10 = sub nsw i32 %9, 1, !dbg !48
  store i32 %10, ptr %8, align 4, !dbg !46
  br label %11, !dbg !49

11:                                               ; preds = %23, %3
  %12 = load i32, ptr %8, align 4, !dbg !50
  %13 = icmp sge i32 %12, 0, !dbg !52
  br i1 %13, label %14, label %26, !dbg !53

14:                                               ; preds = %11
  %15 = load double, ptr %7, align 8, !dbg !54
  %16 = load double, ptr %6, align 8, !dbg !55
  %17 = load ptr, ptr %4, align 8, !dbg !56
  %18 = load i32, ptr %8, align 4, !dbg !57
  %19 = sext i32 %18 to i64, !dbg !56
  %20 = getelementptr inbounds double, ptr %17, i64 %19, !dbg !56
  %21 = load double, ptr %20, align 8, !dbg !56
  %22 = call double @llvm.fmuladd.f64(double %15, double %16, double %21), !dbg !58
  store double %22, ptr %7, align 8, !dbg !59
  br label %23, !dbg !60

23:                                               ; preds = %14
  %24 = load i32, ptr %8, align 4, !dbg !61
  %25 = add nsw i32 %24, -1, !dbg !61
  store i32 %25, ptr %8, align 4, !dbg !61
  br label %11, !dbg !62, !llvm.loop !63

26:                                               ; preds = %11
  %27 = load double, ptr %7, align 8, !dbg !66
  ret double %27, !dbg !67
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local x86_fp80 @precise(x86_fp80 noundef %0) #0 !dbg !68 {
  %2 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
    #dbg_declare(ptr %2, !72, !DIExpression(), !73)
  %3 = load x86_fp80, ptr %2, align 16, !dbg !74
  %4 = load x86_fp80, ptr %2, align 16, !dbg !75
  %5 = fmul x86_fp80 %3, %4, !dbg !76
  %6 = fdiv x86_fp80 %5, 0xK4000C000000000000000, !dbg !77
  %7 = fadd x86_fp80 %6, 0xK3F9BA2425FF75E14FC32, !dbg !78
  ret x86_fp80 %7, !dbg !79
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @compare(double noundef %0, double noundef %1) #0 !dbg !80 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !83, !DIExpression(), !84)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !85, !DIExpression(), !86)
  %5 = load double, ptr %3, align 8, !dbg !87
  %6 = load double, ptr %4, align 8, !dbg !88
  %7 = fcmp olt double %5, %6, !dbg !89
  %8 = zext i1 %7 to i32, !dbg !89
  %9 = load double, ptr %3, align 8, !dbg !90
  %10 = load double, ptr %4, align 8, !dbg !91
  %11 = fcmp ogt double %9, %10, !dbg !92
  %12 = zext i1 %11 to i32, !dbg !92
  %13 = sub nsw i32 %8, %12, !dbg !93
  %14 = load double, ptr %3, align 8, !dbg !94
  %15 = load double, ptr %3, align 8, !dbg !95
  %16 = fcmp une double %14, %15, !dbg !96
  %17 = zext i1 %16 to i32, !dbg !96
  %18 = add nsw i32 %13, %17, !dbg !97
  ret i32 %18, !dbg !98
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @to_float(i64 noundef %0) #0 !dbg !99 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !103, !DIExpression(), !104)
  %3 = load i64, ptr %2, align 8, !dbg !105
  %4 = sitofp i64 %3 to float, !dbg !106
  ret float %4, !dbg !107
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local half @halve(half noundef %0) #0 !dbg !108 {
  %2 = alloca half, align 2
  store half %0, ptr %2, align 2
    #dbg_declare(ptr %2, !112, !DIExpression(), !113)
  %3 = load half, ptr %2, align 2, !dbg !114
  %4 = fpext half %3 to float, !dbg !115
  %5 = fdiv float %4, 2.000000e+00, !dbg !115
  %6 = fptrunc float %5 to half, !dbg !115
  ret half %6, !dbg !116
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/floats.c", directory: ".", checksumkind: CSK_MD5, checksum: "4df400c18b1cbe98a405e7772e61f313")
!2 = !{!3}
!3 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "lerp", scope: !1, file: !1, line: 1, type: !13, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !3, !3, !3}
!15 = !{}
!16 = !DILocalVariable(name: "a", arg: 1, scope: !12, file: !1, line: 1, type: !3)
!17 = !DILocation(line: 1, column: 18, scope: !12)
!18 = !DILocalVariable(name: "b", arg: 2, scope: !12, file: !1, line: 1, type: !3)
!19 = !DILocation(line: 1, column: 27, scope: !12)
!20 = !DILocalVariable(name: "t", arg: 3, scope: !12, file: !1, line: 1, type: !3)
!21 = !DILocation(line: 1, column: 36, scope: !12)
!22 = !DILocation(line: 1, column: 48, scope: !12)
!23 = !DILocation(line: 1, column: 53, scope: !12)
!24 = !DILocation(line: 1, column: 57, scope: !12)
!25 = !DILocation(line: 1, column: 55, scope: !12)
!26 = !DILocation(line: 1, column: 62, scope: !12)
!27 = !DILocation(line: 1, column: 50, scope: !12)
!28 = !DILocation(line: 1, column: 41, scope: !12)
!29 = distinct !DISubprogram(name: "horner", scope: !1, file: !1, line: 2, type: !30, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !33, !35, !32}
!32 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!33 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !34, size: 64)
!34 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DILocalVariable(name: "c", arg: 1, scope: !29, file: !1, line: 2, type: !33)
!37 = !DILocation(line: 2, column: 29, scope: !29)
!38 = !DILocalVariable(name: "n", arg: 2, scope: !29, file: !1, line: 2, type: !35)
!39 = !DILocation(line: 2, column: 36, scope: !29)
!40 = !DILocalVariable(name: "x", arg: 3, scope: !29, file: !1, line: 2, type: !32)
!41 = !DILocation(line: 2, column: 46, scope: !29)
!42 = !DILocalVariable(name: "r", scope: !29, file: !1, line: 2, type: !32)
!43 = !DILocation(line: 2, column: 58, scope: !29)
!44 = !DILocalVariable(name: "i", scope: !45, file: !1, line: 2, type: !35)
!45 = distinct !DILexicalBlock(scope: !29, file: !1, line: 2, column: 65)
!46 = !DILocation(line: 2, column: 74, scope: !45)
!47 = !DILocation(line: 2, column: 78, scope: !45)
!48 = !DILocation(line: 2, column: 80, scope: !45)
!49 = !DILocation(line: 2, column: 70, scope: !45)
!50 = !DILocation(line: 2, column: 85, scope: !51)
!51 = distinct !DILexicalBlock(scope: !45, file: !1, line: 2, column: 65)
!52 = !DILocation(line: 2, column: 87, scope: !51)
!53 = !DILocation(line: 2, column: 65, scope: !45)
!54 = !DILocation(line: 2, column: 102, scope: !51)
!55 = !DILocation(line: 2, column: 106, scope: !51)
!56 = !DILocation(line: 2, column: 110, scope: !51)
!57 = !DILocation(line: 2, column: 112, scope: !51)
!58 = !DILocation(line: 2, column: 108, scope: !51)
!59 = !DILocation(line: 2, column: 100, scope: !51)
!60 = !DILocation(line: 2, column: 98, scope: !51)
!61 = !DILocation(line: 2, column: 94, scope: !51)
!62 = !DILocation(line: 2, column: 65, scope: !51)
!63 = distinct !{!63, !53, !64, !65}
!64 = !DILocation(line: 2, column: 113, scope: !45)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 2, column: 123, scope: !29)
!67 = !DILocation(line: 2, column: 116, scope: !29)
!68 = distinct !DISubprogram(name: "precise", scope: !1, file: !1, line: 3, type: !69, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!69 = !DISubroutineType(types: !70)
!70 = !{!71, !71}
!71 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!72 = !DILocalVariable(name: "x", arg: 1, scope: !68, file: !1, line: 3, type: !71)
!73 = !DILocation(line: 3, column: 33, scope: !68)
!74 = !DILocation(line: 3, column: 45, scope: !68)
!75 = !DILocation(line: 3, column: 49, scope: !68)
!76 = !DILocation(line: 3, column: 47, scope: !68)
!77 = !DILocation(line: 3, column: 51, scope: !68)
!78 = !DILocation(line: 3, column: 58, scope: !68)
!79 = !DILocation(line: 3, column: 38, scope: !68)
!80 = distinct !DISubprogram(name: "compare", scope: !1, file: !1, line: 4, type: !81, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!81 = !DISubroutineType(types: !82)
!82 = !{!35, !32, !32}
!83 = !DILocalVariable(name: "a", arg: 1, scope: !80, file: !1, line: 4, type: !32)
!84 = !DILocation(line: 4, column: 20, scope: !80)
!85 = !DILocalVariable(name: "b", arg: 2, scope: !80, file: !1, line: 4, type: !32)
!86 = !DILocation(line: 4, column: 30, scope: !80)
!87 = !DILocation(line: 4, column: 43, scope: !80)
!88 = !DILocation(line: 4, column: 47, scope: !80)
!89 = !DILocation(line: 4, column: 45, scope: !80)
!90 = !DILocation(line: 4, column: 53, scope: !80)
!91 = !DILocation(line: 4, column: 57, scope: !80)
!92 = !DILocation(line: 4, column: 55, scope: !80)
!93 = !DILocation(line: 4, column: 50, scope: !80)
!94 = !DILocation(line: 4, column: 63, scope: !80)
!95 = !DILocation(line: 4, column: 68, scope: !80)
!96 = !DILocation(line: 4, column: 65, scope: !80)
!97 = !DILocation(line: 4, column: 60, scope: !80)
!98 = !DILocation(line: 4, column: 35, scope: !80)
!99 = distinct !DISubprogram(name: "to_float", scope: !1, file: !1, line: 5, type: !100, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!100 = !DISubroutineType(types: !101)
!101 = !{!3, !102}
!102 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!103 = !DILocalVariable(name: "v", arg: 1, scope: !99, file: !1, line: 5, type: !102)
!104 = !DILocation(line: 5, column: 26, scope: !99)
!105 = !DILocation(line: 5, column: 45, scope: !99)
!106 = !DILocation(line: 5, column: 38, scope: !99)
!107 = !DILocation(line: 5, column: 31, scope: !99)
!108 = distinct !DISubprogram(name: "halve", scope: !1, file: !1, line: 6, type: !109, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!109 = !DISubroutineType(types: !110)
!110 = !{!111, !111}
!111 = !DIBasicType(name: "_Float16", size: 16, encoding: DW_ATE_float)
!112 = !DILocalVariable(name: "h", arg: 1, scope: !108, file: !1, line: 6, type: !111)
!113 = !DILocation(line: 6, column: 25, scope: !108)
!114 = !DILocation(line: 6, column: 37, scope: !108)
!115 = !DILocation(line: 6, column: 39, scope: !108)
!116 = !DILocation(line: 6, column: 30, scope: !108)
