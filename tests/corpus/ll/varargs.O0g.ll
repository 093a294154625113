; ModuleID = 'tests/corpus/c/varargs.c'
source_filename = "tests/corpus/c/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum_ints(i32 noundef %0, ...) #0 !dbg !12 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !16, !DIExpression(), !17)
    #dbg_declare(ptr %3, !18, !DIExpression(), !33)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !34
  call void @llvm.va_start.p0(ptr %6), !dbg !34
    #dbg_declare(ptr %4, !35, !DIExpression(), !36)
  store i32 0, ptr %4, align 4, !dbg !36
    #dbg_declare(ptr %5, !37, !DIExpression(), !39)
  store i32 0, ptr %5, align 4, !dbg !39
  br label %7, !dbg !40

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4, !dbg !41
  %9 = load i32, ptr %2, align 4, !dbg !43
  %10 = icmp slt i32 %8, %9, !dbg !44
  br i1 %10, label %11, label %33, !dbg !45

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !46
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0, !dbg !46
  %14 = load i32, ptr %13, align 16, !dbg !46
  %15 = icmp ule i32 %14, 40, !dbg !46
  br i1 %15, label %16, label %21, !dbg !46

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !46
  %18 = load ptr, ptr %17, align 16, !dbg !46
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !46
  %20 = add i32 %14, 8, !dbg !46
  store i32 %20, ptr %13, align 16, !dbg !46
  br label %25, !dbg !46

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !46
  %23 = load ptr, ptr %22, align 8, !dbg !46
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !46
  store ptr %24, ptr %22, align 8, !dbg !46
  br label %25, !dbg !46

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !46
  %27 = load i32, ptr %26, align 4, !dbg !46
  %28 = load i32, ptr %4, align 4, !dbg !47
  %29 = add nsw i32 %28, %27, !dbg !47
  store i32 %29, ptr %4, align 4, !dbg !47
  br label %30, !dbg !48

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4, !dbg !49
  %32 = add nsw i32 %31, 1, !dbg !49
  store i32 %32, ptr %5, align 4, !dbg !49
  br label %7, !dbg !50, !llvm.loop !51

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !54
  call void @llvm.va_end.p0(ptr %34), !dbg !54
  %35 = load i32, ptr %4, align 4, !dbg !55
  ret i32 %35, !dbg !56
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @avg(i32 noundef %0, ...) #0 !dbg !57 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !61, !DIExpression(), !62)
    #dbg_declare(ptr %3, !63, !DIExpression(), !64)
    #dbg_declare(ptr %4, !65, !DIExpression(), !66)
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !67
  call void @llvm.va_start.p0(ptr %7), !dbg !67
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0, !dbg !68
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !68
  call void @llvm.va_copy.p0(ptr %8, ptr %9), !dbg !68
    #dbg_declare(ptr %5, !69, !DIExpression(), !70)
  store double 0.000000e+00, ptr %5, align 8, !dbg !70
    #dbg_declare(ptr %6, !71, !DIExpression(), !73)
  store i32 0, ptr %6, align 4, !dbg !73
  br label %10, !dbg !74

10:                                               ; preds = %33, %1
  %11 = load i32, ptr %6, align 4, !dbg !75
  %12 = load i32, ptr %2, align 4, !dbg !77
  %13 = icmp slt i32 %11, %12, !dbg !78
  br i1 %13, label %14, label %36, !dbg !79

14:                                               ; preds = %10
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0, !dbg !80
  %16 = getelementptr inbounds %struct.__va_list_tag, ptr %15, i32 0, i32 1, !dbg !80
  %17 = load i32, ptr %16, align 4, !dbg !80
  %18 = icmp ule i32 %17, 160, !dbg !80
  br i1 %18, label %19, label %24, !dbg !80

19:                                               ; preds = %14
  %20 = getelementptr inbounds %struct.__va_list_tag, ptr %15, i32 0, i32 3, !dbg !80
  %21 = load ptr, ptr %20, align 16, !dbg !80
  %22 = getelementptr i8, ptr %21, i32 %17, !dbg !80
  %23 = add i32 %17, 16, !dbg !80
  store i32 %23, ptr %16, align 4, !dbg !80
  br label %28, !dbg !80

24:                                               ; preds = %14
  %25 = getelementptr inbounds %struct.__va_list_tag, ptr %15, i32 0, i32 2, !dbg !80
  %26 = load ptr, ptr %25, align 8, !dbg !80
  %27 = getelementptr i8, ptr %26, i32 8, !dbg !80
  store ptr %27, ptr %25, align 8, !dbg !80
  br label %28, !dbg !80

28:                                               ; preds = %24, %19
  %29 = phi ptr [ %22, %19 ], [ %26, %24 ], !dbg !80
  %30 = load double, ptr %29, align 8, !dbg !80
  %31 = load double, ptr %5, align 8, !dbg !81
  %32 = fadd double %31, %30, !dbg !81
  store double %32, ptr %5, align 8, !dbg !81
  br label %33, !dbg !82

33:                                               ; preds = %28
  %34 = load i32, ptr %6, align 4, !dbg !83
  %35 = add nsw i32 %34, 1, !dbg !83
  store i32 %35, ptr %6, align 4, !dbg !83
  br label %10, !dbg !84, !llvm.loop !85

36:                                               ; preds = %10
  %37 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0, !dbg !87
  call void @llvm.va_end.p0(ptr %37), !dbg !87
  %38 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !88
  call void @llvm.va_end.p0(ptr %38), !dbg !88
  %39 = load i32, ptr %2, align 4, !dbg !89
  %40 = icmp ne i32 %39, 0, !dbg !89
  br i1 %40, label %41, label %46, !dbg !89

41:                                               ; preds = %36
  %42 = load double, ptr %5, align 8, !dbg !90
  %43 = load i32, ptr %2, align 4, !dbg !91
  %44 = sitofp i32 %43 to double, !dbg !91
  %45 = fdiv double %42, %44, !dbg !92
  br label %47, !dbg !89

46:                                               ; preds = %36
  br label %47, !dbg !89

47:                                               ; preds = %46, %41
  %48 = phi double [ %45, %41 ], [ 0.000000e+00, %46 ], !dbg !89
  ret double %48, !dbg !93
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @call_it() #0 !dbg !94 {
  %1 = call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !96
  %2 = call double (i32, ...) @avg(i32 noundef 2, double noundef 1.500000e+00, double noundef 2.500000e+00), !dbg !97
  %3 = fptosi double %2 to i32, !dbg !98
  %4 = add nsw i32 %1, %3, !dbg !99
  ret i32 %4, !dbg !100
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/varargs.c", directory: ".", checksumkind: CSK_MD5, checksum: "072a91550d6dea631bfb6cc63d018eb9")
!2 = !{!3}
!3 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "sum_ints", scope: !1, file: !1, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!13 = !DISubroutineType(types: !14)
!14 = !{!3, !3, null}
!15 = !{}
!16 = !DILocalVariable(name: "count", arg: 1, scope: !12, file: !1, line: 2, type: !3)
!17 = !DILocation(line: 2, column: 18, scope: !12)
!18 = !DILocalVariable(name: "ap", scope: !12, file: !1, line: 2, type: !19)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !20, line: 12, baseType: !21)
!20 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !1, baseType: !22)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !23, size: 192, elements: !31)
!23 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !24)
!24 = !{!25, !27, !28, !30}
!25 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !23, file: !1, line: 2, baseType: !26, size: 32)
!26 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !23, file: !1, line: 2, baseType: !26, size: 32, offset: 32)
!28 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !23, file: !1, line: 2, baseType: !29, size: 64, offset: 64)
!29 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !23, file: !1, line: 2, baseType: !29, size: 64, offset: 128)
!31 = !{!32}
!32 = !DISubrange(count: 1)
!33 = !DILocation(line: 2, column: 40, scope: !12)
!34 = !DILocation(line: 2, column: 44, scope: !12)
!35 = !DILocalVariable(name: "s", scope: !12, file: !1, line: 2, type: !3)
!36 = !DILocation(line: 2, column: 69, scope: !12)
!37 = !DILocalVariable(name: "i", scope: !38, file: !1, line: 2, type: !3)
!38 = distinct !DILexicalBlock(scope: !12, file: !1, line: 2, column: 76)
!39 = !DILocation(line: 2, column: 85, scope: !38)
!40 = !DILocation(line: 2, column: 81, scope: !38)
!41 = !DILocation(line: 2, column: 92, scope: !42)
!42 = distinct !DILexicalBlock(scope: !38, file: !1, line: 2, column: 76)
!43 = !DILocation(line: 2, column: 96, scope: !42)
!44 = !DILocation(line: 2, column: 94, scope: !42)
!45 = !DILocation(line: 2, column: 76, scope: !38)
!46 = !DILocation(line: 2, column: 113, scope: !42)
!47 = !DILocation(line: 2, column: 110, scope: !42)
!48 = !DILocation(line: 2, column: 108, scope: !42)
!49 = !DILocation(line: 2, column: 104, scope: !42)
!50 = !DILocation(line: 2, column: 76, scope: !42)
!51 = distinct !{!51, !45, !52, !53}
!52 = !DILocation(line: 2, column: 113, scope: !38)
!53 = !{!"llvm.loop.mustprogress"}
!54 = !DILocation(line: 2, column: 130, scope: !12)
!55 = !DILocation(line: 2, column: 149, scope: !12)
!56 = !DILocation(line: 2, column: 142, scope: !12)
!57 = distinct !DISubprogram(name: "avg", scope: !1, file: !1, line: 3, type: !58, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!58 = !DISubroutineType(types: !59)
!59 = !{!60, !3, null}
!60 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!61 = !DILocalVariable(name: "count", arg: 1, scope: !57, file: !1, line: 3, type: !3)
!62 = !DILocation(line: 3, column: 16, scope: !57)
!63 = !DILocalVariable(name: "ap", scope: !57, file: !1, line: 3, type: !19)
!64 = !DILocation(line: 3, column: 38, scope: !57)
!65 = !DILocalVariable(name: "copy", scope: !57, file: !1, line: 3, type: !19)
!66 = !DILocation(line: 3, column: 42, scope: !57)
!67 = !DILocation(line: 3, column: 48, scope: !57)
!68 = !DILocation(line: 3, column: 69, scope: !57)
!69 = !DILocalVariable(name: "s", scope: !57, file: !1, line: 3, type: !60)
!70 = !DILocation(line: 3, column: 95, scope: !57)
!71 = !DILocalVariable(name: "i", scope: !72, file: !1, line: 3, type: !3)
!72 = distinct !DILexicalBlock(scope: !57, file: !1, line: 3, column: 102)
!73 = !DILocation(line: 3, column: 111, scope: !72)
!74 = !DILocation(line: 3, column: 107, scope: !72)
!75 = !DILocation(line: 3, column: 118, scope: !76)
!76 = distinct !DILexicalBlock(scope: !72, file: !1, line: 3, column: 102)
!77 = !DILocation(line: 3, column: 122, scope: !76)
!78 = !DILocation(line: 3, column: 120, scope: !76)
!79 = !DILocation(line: 3, column: 102, scope: !72)
!80 = !DILocation(line: 3, column: 139, scope: !76)
!81 = !DILocation(line: 3, column: 136, scope: !76)
!82 = !DILocation(line: 3, column: 134, scope: !76)
!83 = !DILocation(line: 3, column: 130, scope: !76)
!84 = !DILocation(line: 3, column: 102, scope: !76)
!85 = distinct !{!85, !79, !86, !53}
!86 = !DILocation(line: 3, column: 139, scope: !72)
!87 = !DILocation(line: 3, column: 161, scope: !57)
!88 = !DILocation(line: 3, column: 175, scope: !57)
!89 = !DILocation(line: 3, column: 194, scope: !57)
!90 = !DILocation(line: 3, column: 202, scope: !57)
!91 = !DILocation(line: 3, column: 206, scope: !57)
!92 = !DILocation(line: 3, column: 204, scope: !57)
!93 = !DILocation(line: 3, column: 187, scope: !57)
!94 = distinct !DISubprogram(name: "call_it", scope: !1, file: !1, line: 4, type: !95, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0)
!95 = !DISubroutineType(types: !2)
!96 = !DILocation(line: 4, column: 28, scope: !94)
!97 = !DILocation(line: 4, column: 56, scope: !94)
!98 = !DILocation(line: 4, column: 51, scope: !94)
!99 = !DILocation(line: 4, column: 49, scope: !94)
!100 = !DILocation(line: 4, column: 21, scope: !94)
