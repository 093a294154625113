; ModuleID = 'tests/corpus/c/function_pointers.c'
source_filename = "tests/corpus/c/function_pointers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@table = internal global [2 x ptr] [ptr @add, ptr @mul], align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !21 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !25, !DIExpression(), !26)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !27, !DIExpression(), !28)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !29, !DIExpression(), !30)
  %7 = load i32, ptr %4, align 4, !dbg !31
  %8 = and i32 %7, 1, !dbg !32
  %9 = sext i32 %8 to i64, !dbg !33
  %10 = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i64 %9, !dbg !33
  %11 = load ptr, ptr %10, align 8, !dbg !33
  %12 = load i32, ptr %5, align 4, !dbg !34
  %13 = load i32, ptr %6, align 4, !dbg !35
  %14 = call i32 %11(i32 noundef %12, i32 noundef %13), !dbg !33
  ret i32 %14, !dbg !36
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @fold(ptr noundef %0, i32 noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !37 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !42, !DIExpression(), !43)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !44, !DIExpression(), !45)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !46, !DIExpression(), !47)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !48, !DIExpression(), !49)
    #dbg_declare(ptr %9, !50, !DIExpression(), !52)
  store i32 0, ptr %9, align 4, !dbg !52
  br label %10, !dbg !53

10:                                               ; preds = %23, %4
  %11 = load i32, ptr %9, align 4, !dbg !54
  %12 = load i32, ptr %6, align 4, !dbg !56
  %13 = icmp slt i32 %11, %12, !dbg !57
  br i1 %13, label %14, label %26, !dbg !58

14:                                               ; preds = %10
  %15 = load ptr, ptr %7, align 8, !dbg !59
  %16 = load i32, ptr %8, align 4, !dbg !60
  %17 = load ptr, ptr %5, align 8, !dbg !61
  %18 = load i32, ptr %9, align 4, !dbg !62
  %19 = sext i32 %18 to i64, !dbg !61
  %20 = getelementptr inbounds i32, ptr %17, i64 %19, !dbg !61
  %21 = load i32, ptr %20, align 4, !dbg !61
  %22 = call i32 %15(i32 noundef %16, i32 noundef %21), !dbg !59
  store i32 %22, ptr %8, align 4, !dbg !63
  br label %23, !dbg !64

23:                                               ; preds = %14
  %24 = load i32, ptr %9, align 4, !dbg !65
  %25 = add nsw i32 %24, 1, !dbg !65
  store i32 %25, ptr %9, align 4, !dbg !65
  br label %10, !dbg !66, !llvm.loop !67

26:                                               ; preds = %10
  %27 = load i32, ptr %8, align 4, !dbg !70
  ret i32 %27, !dbg !71
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @use_fold(ptr noundef %0, i32 noundef %1) #0 !dbg !72 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !75, !DIExpression(), !76)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !77, !DIExpression(), !78)
  %5 = load ptr, ptr %3, align 8, !dbg !79
  %6 = load i32, ptr %4, align 4, !dbg !80
  %7 = call i32 @fold(ptr noundef %5, i32 noundef %6, ptr noundef @add, i32 noundef 0), !dbg !81
  %8 = load ptr, ptr %3, align 8, !dbg !82
  %9 = load i32, ptr %4, align 4, !dbg !83
  %10 = call i32 @fold(ptr noundef %8, i32 noundef %9, ptr noundef @mul, i32 noundef 1), !dbg !84
  %11 = add nsw i32 %7, %10, !dbg !85
  ret i32 %11, !dbg !86
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #0 !dbg !87 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !88, !DIExpression(), !89)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !90, !DIExpression(), !91)
  %5 = load i32, ptr %3, align 4, !dbg !92
  %6 = load i32, ptr %4, align 4, !dbg !93
  %7 = add nsw i32 %5, %6, !dbg !94
  ret i32 %7, !dbg !95
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #0 !dbg !96 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !97, !DIExpression(), !98)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !99, !DIExpression(), !100)
  %5 = load i32, ptr %3, align 4, !dbg !101
  %6 = load i32, ptr %4, align 4, !dbg !102
  %7 = mul nsw i32 %5, %6, !dbg !103
  ret i32 %7, !dbg !104
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!13, !14, !15, !16, !17, !18, !19}
!llvm.ident = !{!20}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 4, type: !5, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/corpus/c/function_pointers.c", directory: ".", checksumkind: CSK_MD5, checksum: "ad8d2abff257412570e2436b45055d08")
!4 = !{!0}
!5 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 128, elements: !11)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "binop", file: !3, line: 1, baseType: !7)
!7 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!8 = !DISubroutineType(types: !9)
!9 = !{!10, !10, !10}
!10 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!11 = !{!12}
!12 = !DISubrange(count: 2)
!13 = !{i32 7, !"Dwarf Version", i32 5}
!14 = !{i32 2, !"Debug Info Version", i32 3}
!15 = !{i32 1, !"wchar_size", i32 4}
!16 = !{i32 8, !"PIC Level", i32 2}
!17 = !{i32 7, !"PIE Level", i32 2}
!18 = !{i32 7, !"uwtable", i32 2}
!19 = !{i32 7, !"frame-pointer", i32 2}
!20 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!21 = distinct !DISubprogram(name: "apply", scope: !3, file: !3, line: 5, type: !22, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!22 = !DISubroutineType(types: !23)
!23 = !{!10, !10, !10, !10}
!24 = !{}
!25 = !DILocalVariable(name: "which", arg: 1, scope: !21, file: !3, line: 5, type: !10)
!26 = !DILocation(line: 5, column: 15, scope: !21)
!27 = !DILocalVariable(name: "a", arg: 2, scope: !21, file: !3, line: 5, type: !10)
!28 = !DILocation(line: 5, column: 26, scope: !21)
!29 = !DILocalVariable(name: "b", arg: 3, scope: !21, file: !3, line: 5, type: !10)
!30 = !DILocation(line: 5, column: 33, scope: !21)
!31 = !DILocation(line: 5, column: 51, scope: !21)
!32 = !DILocation(line: 5, column: 57, scope: !21)
!33 = !DILocation(line: 5, column: 45, scope: !21)
!34 = !DILocation(line: 5, column: 62, scope: !21)
!35 = !DILocation(line: 5, column: 65, scope: !21)
!36 = !DILocation(line: 5, column: 38, scope: !21)
!37 = distinct !DISubprogram(name: "fold", scope: !3, file: !3, line: 6, type: !38, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!38 = !DISubroutineType(types: !39)
!39 = !{!10, !40, !10, !6, !10}
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !41, size: 64)
!41 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!42 = !DILocalVariable(name: "v", arg: 1, scope: !37, file: !3, line: 6, type: !40)
!43 = !DILocation(line: 6, column: 21, scope: !37)
!44 = !DILocalVariable(name: "n", arg: 2, scope: !37, file: !3, line: 6, type: !10)
!45 = !DILocation(line: 6, column: 28, scope: !37)
!46 = !DILocalVariable(name: "f", arg: 3, scope: !37, file: !3, line: 6, type: !6)
!47 = !DILocation(line: 6, column: 37, scope: !37)
!48 = !DILocalVariable(name: "init", arg: 4, scope: !37, file: !3, line: 6, type: !10)
!49 = !DILocation(line: 6, column: 44, scope: !37)
!50 = !DILocalVariable(name: "i", scope: !51, file: !3, line: 6, type: !10)
!51 = distinct !DILexicalBlock(scope: !37, file: !3, line: 6, column: 52)
!52 = !DILocation(line: 6, column: 61, scope: !51)
!53 = !DILocation(line: 6, column: 57, scope: !51)
!54 = !DILocation(line: 6, column: 68, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !3, line: 6, column: 52)
!56 = !DILocation(line: 6, column: 72, scope: !55)
!57 = !DILocation(line: 6, column: 70, scope: !55)
!58 = !DILocation(line: 6, column: 52, scope: !51)
!59 = !DILocation(line: 6, column: 87, scope: !55)
!60 = !DILocation(line: 6, column: 89, scope: !55)
!61 = !DILocation(line: 6, column: 95, scope: !55)
!62 = !DILocation(line: 6, column: 97, scope: !55)
!63 = !DILocation(line: 6, column: 85, scope: !55)
!64 = !DILocation(line: 6, column: 80, scope: !55)
!65 = !DILocation(line: 6, column: 76, scope: !55)
!66 = !DILocation(line: 6, column: 52, scope: !55)
!67 = distinct !{!67, !58, !68, !69}
!68 = !DILocation(line: 6, column: 99, scope: !51)
!69 = !{!"llvm.loop.mustprogress"}
!70 = !DILocation(line: 6, column: 109, scope: !37)
!71 = !DILocation(line: 6, column: 102, scope: !37)
!72 = distinct !DISubprogram(name: "use_fold", scope: !3, file: !3, line: 7, type: !73, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !24)
!73 = !DISubroutineType(types: !74)
!74 = !{!10, !40, !10}
!75 = !DILocalVariable(name: "v", arg: 1, scope: !72, file: !3, line: 7, type: !40)
!76 = !DILocation(line: 7, column: 25, scope: !72)
!77 = !DILocalVariable(name: "n", arg: 2, scope: !72, file: !3, line: 7, type: !10)
!78 = !DILocation(line: 7, column: 32, scope: !72)
!79 = !DILocation(line: 7, column: 49, scope: !72)
!80 = !DILocation(line: 7, column: 52, scope: !72)
!81 = !DILocation(line: 7, column: 44, scope: !72)
!82 = !DILocation(line: 7, column: 70, scope: !72)
!83 = !DILocation(line: 7, column: 73, scope: !72)
!84 = !DILocation(line: 7, column: 65, scope: !72)
!85 = !DILocation(line: 7, column: 63, scope: !72)
!86 = !DILocation(line: 7, column: 37, scope: !72)
!87 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 2, type: !8, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!88 = !DILocalVariable(name: "a", arg: 1, scope: !87, file: !3, line: 2, type: !10)
!89 = !DILocation(line: 2, column: 20, scope: !87)
!90 = !DILocalVariable(name: "b", arg: 2, scope: !87, file: !3, line: 2, type: !10)
!91 = !DILocation(line: 2, column: 27, scope: !87)
!92 = !DILocation(line: 2, column: 39, scope: !87)
!93 = !DILocation(line: 2, column: 43, scope: !87)
!94 = !DILocation(line: 2, column: 41, scope: !87)
!95 = !DILocation(line: 2, column: 32, scope: !87)
!96 = distinct !DISubprogram(name: "mul", scope: !3, file: !3, line: 3, type: !8, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !24)
!97 = !DILocalVariable(name: "a", arg: 1, scope: !96, file: !3, line: 3, type: !10)
!98 = !DILocation(line: 3, column: 20, scope: !96)
!99 = !DILocalVariable(name: "b", arg: 2, scope: !96, file: !3, line: 3, type: !10)
!100 = !DILocation(line: 3, column: 27, scope: !96)
!101 = !DILocation(line: 3, column: 39, scope: !96)
!102 = !DILocation(line: 3, column: 43, scope: !96)
!103 = !DILocation(line: 3, column: 41, scope: !96)
!104 = !DILocation(line: 3, column: 32, scope: !96)
