; ModuleID = 'tests/corpus/c/recursion.c'
source_filename = "tests/corpus/c/recursion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @fib(i32 noundef %0) #0 !dbg !10 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !16, !DIExpression(), !17)
  %3 = load i32, ptr %2, align 4, !dbg !18
  %4 = icmp ult i32 %3, 2, !dbg !19
  br i1 %4, label %5, label %8, !dbg !18

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4, !dbg !20
  %7 = zext i32 %6 to i64, !dbg !20
  br label %16, !dbg !18

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4, !dbg !21
  %10 = sub i32 %9, 1, !dbg !22
  %11 = call i64 @fib(i32 noundef %10), !dbg !23
  %12 = load i32, ptr %2, align 4, !dbg !24
  %13 = sub i32 %12, 2, !dbg !25
  %14 = call i64 @fib(i32 noundef %13), !dbg !26
  %15 = add i64 %11, %14, !dbg !27
  br label %16, !dbg !18

16:                                               ; preds = %8, %5
  %17 = phi i64 [ %7, %5 ], [ %15, %8 ], !dbg !18
  ret i64 %17, !dbg !28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @ackermann(i32 noundef %0, i32 noundef %1) #0 !dbg !29 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !33, !DIExpression(), !34)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !35, !DIExpression(), !36)
  %6 = load i32, ptr %4, align 4, !dbg !37
  %7 = icmp eq i32 %6, 0, !dbg !39
  br i1 %7, label %8, label %11, !dbg !40

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4, !dbg !41
  %10 = add nsw i32 %9, 1, !dbg !42
  store i32 %10, ptr %3, align 4, !dbg !43
  br label %26, !dbg !43

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4, !dbg !44
  %13 = icmp eq i32 %12, 0, !dbg !46
  br i1 %13, label %14, label %18, !dbg !47

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4, !dbg !48
  %16 = sub nsw i32 %15, 1, !dbg !49
  %17 = call i32 @ackermann(i32 noundef %16, i32 noundef 1), !dbg !50
  store i32 %17, ptr %3, align 4, !dbg !51
  br label %26, !dbg !51

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4, !dbg !52
  %20 = sub nsw i32 %19, 1, !dbg !53
  %21 = load i32, ptr %4, align 4, !dbg !54
  %22 = load i32, ptr %5, align 4, !dbg !55
  %23 = sub nsw i32 %22, 1, !dbg !56
  %24 = call i32 @ackermann(i32 noundef %21, i32 noundef %23), !dbg !57
  %25 = call i32 @ackermann(i32 noundef %20, i32 noundef %24), !dbg !58
  store i32 %25, ptr %3, align 4, !dbg !59
  br label %26, !dbg !59

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4, !dbg !60
  ret i32 %27, !dbg !60
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @parity(i32 noundef %0) #0 !dbg !61 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !64, !DIExpression(), !65)
  %3 = load i32, ptr %2, align 4, !dbg !66
  %4 = call i32 @is_even(i32 noundef %3), !dbg !67
  ret i32 %4, !dbg !68
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %0) #0 !dbg !69 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !70, !DIExpression(), !71)
  %3 = load i32, ptr %2, align 4, !dbg !72
  %4 = icmp eq i32 %3, 0, !dbg !73
  br i1 %4, label %5, label %6, !dbg !72

5:                                                ; preds = %1
  br label %10, !dbg !72

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !74
  %8 = sub i32 %7, 1, !dbg !75
  %9 = call i32 @is_odd(i32 noundef %8), !dbg !76
  br label %10, !dbg !72

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ], !dbg !72
  ret i32 %11, !dbg !77
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %0) #0 !dbg !78 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !79, !DIExpression(), !80)
  %3 = load i32, ptr %2, align 4, !dbg !81
  %4 = icmp eq i32 %3, 0, !dbg !82
  br i1 %4, label %5, label %6, !dbg !81

5:                                                ; preds = %1
  br label %10, !dbg !81

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !83
  %8 = sub i32 %7, 1, !dbg !84
  %9 = call i32 @is_even(i32 noundef %8), !dbg !85
  br label %10, !dbg !81

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ], !dbg !81
  ret i32 %11, !dbg !86
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/recursion.c", directory: ".", checksumkind: CSK_MD5, checksum: "cfa6944991175388d358e31504890a5f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "fib", scope: !1, file: !1, line: 1, type: !11, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !14}
!13 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!14 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!15 = !{}
!16 = !DILocalVariable(name: "n", arg: 1, scope: !10, file: !1, line: 1, type: !14)
!17 = !DILocation(line: 1, column: 28, scope: !10)
!18 = !DILocation(line: 1, column: 40, scope: !10)
!19 = !DILocation(line: 1, column: 42, scope: !10)
!20 = !DILocation(line: 1, column: 48, scope: !10)
!21 = !DILocation(line: 1, column: 56, scope: !10)
!22 = !DILocation(line: 1, column: 58, scope: !10)
!23 = !DILocation(line: 1, column: 52, scope: !10)
!24 = !DILocation(line: 1, column: 69, scope: !10)
!25 = !DILocation(line: 1, column: 71, scope: !10)
!26 = !DILocation(line: 1, column: 65, scope: !10)
!27 = !DILocation(line: 1, column: 63, scope: !10)
!28 = !DILocation(line: 1, column: 33, scope: !10)
!29 = distinct !DISubprogram(name: "ackermann", scope: !1, file: !1, line: 2, type: !30, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!30 = !DISubroutineType(types: !31)
!31 = !{!32, !32, !32}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !DILocalVariable(name: "m", arg: 1, scope: !29, file: !1, line: 2, type: !32)
!34 = !DILocation(line: 2, column: 19, scope: !29)
!35 = !DILocalVariable(name: "n", arg: 2, scope: !29, file: !1, line: 2, type: !32)
!36 = !DILocation(line: 2, column: 26, scope: !29)
!37 = !DILocation(line: 2, column: 35, scope: !38)
!38 = distinct !DILexicalBlock(scope: !29, file: !1, line: 2, column: 35)
!39 = !DILocation(line: 2, column: 37, scope: !38)
!40 = !DILocation(line: 2, column: 35, scope: !29)
!41 = !DILocation(line: 2, column: 50, scope: !38)
!42 = !DILocation(line: 2, column: 52, scope: !38)
!43 = !DILocation(line: 2, column: 43, scope: !38)
!44 = !DILocation(line: 2, column: 61, scope: !45)
!45 = distinct !DILexicalBlock(scope: !29, file: !1, line: 2, column: 61)
!46 = !DILocation(line: 2, column: 63, scope: !45)
!47 = !DILocation(line: 2, column: 61, scope: !29)
!48 = !DILocation(line: 2, column: 86, scope: !45)
!49 = !DILocation(line: 2, column: 88, scope: !45)
!50 = !DILocation(line: 2, column: 76, scope: !45)
!51 = !DILocation(line: 2, column: 69, scope: !45)
!52 = !DILocation(line: 2, column: 114, scope: !29)
!53 = !DILocation(line: 2, column: 116, scope: !29)
!54 = !DILocation(line: 2, column: 131, scope: !29)
!55 = !DILocation(line: 2, column: 134, scope: !29)
!56 = !DILocation(line: 2, column: 136, scope: !29)
!57 = !DILocation(line: 2, column: 121, scope: !29)
!58 = !DILocation(line: 2, column: 104, scope: !29)
!59 = !DILocation(line: 2, column: 97, scope: !29)
!60 = !DILocation(line: 2, column: 143, scope: !29)
!61 = distinct !DISubprogram(name: "parity", scope: !1, file: !1, line: 6, type: !62, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!62 = !DISubroutineType(types: !63)
!63 = !{!32, !14}
!64 = !DILocalVariable(name: "n", arg: 1, scope: !61, file: !1, line: 6, type: !14)
!65 = !DILocation(line: 6, column: 21, scope: !61)
!66 = !DILocation(line: 6, column: 41, scope: !61)
!67 = !DILocation(line: 6, column: 33, scope: !61)
!68 = !DILocation(line: 6, column: 26, scope: !61)
!69 = distinct !DISubprogram(name: "is_even", scope: !1, file: !1, line: 4, type: !62, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!70 = !DILocalVariable(name: "n", arg: 1, scope: !69, file: !1, line: 4, type: !14)
!71 = !DILocation(line: 4, column: 29, scope: !69)
!72 = !DILocation(line: 4, column: 41, scope: !69)
!73 = !DILocation(line: 4, column: 43, scope: !69)
!74 = !DILocation(line: 4, column: 61, scope: !69)
!75 = !DILocation(line: 4, column: 63, scope: !69)
!76 = !DILocation(line: 4, column: 54, scope: !69)
!77 = !DILocation(line: 4, column: 34, scope: !69)
!78 = distinct !DISubprogram(name: "is_odd", scope: !1, file: !1, line: 5, type: !62, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !0, retainedNodes: !15)
!79 = !DILocalVariable(name: "n", arg: 1, scope: !78, file: !1, line: 5, type: !14)
!80 = !DILocation(line: 5, column: 28, scope: !78)
!81 = !DILocation(line: 5, column: 40, scope: !78)
!82 = !DILocation(line: 5, column: 42, scope: !78)
!83 = !DILocation(line: 5, column: 61, scope: !78)
!84 = !DILocation(line: 5, column: 63, scope: !78)
!85 = !DILocation(line: 5, column: 53, scope: !78)
!86 = !DILocation(line: 5, column: 33, scope: !78)
