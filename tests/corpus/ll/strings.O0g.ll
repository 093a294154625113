; ModuleID = 'tests/corpus/c/strings.c'
source_filename = "tests/corpus/c/strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@greeting = internal constant [18 x i8] c"hello, \22world\22\0A\09\\\00", align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"\01\7F\FF\00", align 1, !dbg !5

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @count_char(ptr noundef %0, i8 noundef signext %1) #0 !dbg !23 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !29, !DIExpression(), !30)
  store i8 %1, ptr %4, align 1
    #dbg_declare(ptr %4, !31, !DIExpression(), !32)
    #dbg_declare(ptr %5, !33, !DIExpression(), !34)
  store i64 0, ptr %5, align 8, !dbg !34
  br label %6, !dbg !35

6:                                                ; preds = %21, %2
  %7 = load ptr, ptr %3, align 8, !dbg !36
  %8 = load i8, ptr %7, align 1, !dbg !39
  %9 = icmp ne i8 %8, 0, !dbg !40
  br i1 %9, label %10, label %24, !dbg !40

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8, !dbg !41
  %12 = load i8, ptr %11, align 1, !dbg !42
  %13 = sext i8 %12 to i32, !dbg !42
  %14 = load i8, ptr %4, align 1, !dbg !43
  %15 = sext i8 %14 to i32, !dbg !43
  %16 = icmp eq i32 %13, %15, !dbg !44
  %17 = zext i1 %16 to i32, !dbg !44
  %18 = sext i32 %17 to i64, !dbg !42
  %19 = load i64, ptr %5, align 8, !dbg !45
  %20 = add i64 %19, %18, !dbg !45
  store i64 %20, ptr %5, align 8, !dbg !45
  br label %21, !dbg !46

21:                                               ; preds = %10
  %22 = load ptr, ptr %3, align 8, !dbg !47
  %23 = getelementptr inbounds i8, ptr %22, i32 1, !dbg !47
  store ptr %23, ptr %3, align 8, !dbg !47
  br label %6, !dbg !48, !llvm.loop !49

24:                                               ; preds = %6
  %25 = load i64, ptr %5, align 8, !dbg !52
  ret i64 %25, !dbg !53
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @starts_with(ptr noundef %0, ptr noundef %1) #0 !dbg !54 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !58, !DIExpression(), !59)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !60, !DIExpression(), !61)
  %5 = load ptr, ptr %3, align 8, !dbg !62
  %6 = load ptr, ptr %4, align 8, !dbg !63
  %7 = load ptr, ptr %4, align 8, !dbg !64
  %8 = call i64 @strlen(ptr noundef %7) #2, !dbg !65
  %9 = call i32 @strncmp(ptr noundef %5, ptr noundef %6, i64 noundef %8) #2, !dbg !66
  %10 = icmp eq i32 %9, 0, !dbg !67
  %11 = zext i1 %10 to i32, !dbg !67
  ret i32 %11, !dbg !68
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strncmp(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @pick(i32 noundef %0) #0 !dbg !69 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !72, !DIExpression(), !73)
  %3 = load i32, ptr %2, align 4, !dbg !74
  %4 = icmp ne i32 %3, 0, !dbg !74
  %5 = zext i1 %4 to i64, !dbg !74
  %6 = select i1 %4, ptr @greeting, ptr @.str, !dbg !74
  ret ptr %6, !dbg !75
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @copy_upper(ptr noundef %0, ptr noundef %1) #0 !dbg !76 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !80, !DIExpression(), !81)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !82, !DIExpression(), !83)
  br label %5, !dbg !84

5:                                                ; preds = %30, %2
  %6 = load ptr, ptr %4, align 8, !dbg !85
  %7 = load i8, ptr %6, align 1, !dbg !86
  %8 = sext i8 %7 to i32, !dbg !86
  %9 = icmp sge i32 %8, 97, !dbg !87
  br i1 %9, label %10, label %20, !dbg !88

10:                                               ; preds = %5
  %11 = load ptr, ptr %4, align 8, !dbg !89
  %12 = load i8, ptr %11, align 1, !dbg !90
  %13 = sext i8 %12 to i32, !dbg !90
  %14 = icmp sle i32 %13, 122, !dbg !91
  br i1 %14, label %15, label %20, !dbg !92

15:                                               ; preds = %10
  %16 = load ptr, ptr %4, align 8, !dbg !93
  %17 = load i8, ptr %16, align 1, !dbg !94
  %18 = sext i8 %17 to i32, !dbg !94
  %19 = sub nsw i32 %18, 32, !dbg !95
  br label %24, !dbg !92

20:                                               ; preds = %10, %5
  %21 = load ptr, ptr %4, align 8, !dbg !96
  %22 = load i8, ptr %21, align 1, !dbg !97
  %23 = sext i8 %22 to i32, !dbg !97
  br label %24, !dbg !92

24:                                               ; preds = %20, %15
  %25 = phi i32 [ %19, %15 ], [ %23, %20 ], !dbg !92
  %26 = trunc i32 %25 to i8, !dbg !92
  %27 = load ptr, ptr %3, align 8, !dbg !98
  %28 = getelementptr inbounds i8, ptr %27, i32 1, !dbg !98
  store ptr %28, ptr %3, align 8, !dbg !98
  store i8 %26, ptr %27, align 1, !dbg !99
  %29 = icmp ne i8 %26, 0, !dbg !84
  br i1 %29, label %30, label %33, !dbg !84

30:                                               ; preds = %24
  %31 = load ptr, ptr %4, align 8, !dbg !100
  %32 = getelementptr inbounds i8, ptr %31, i32 1, !dbg !100
  store ptr %32, ptr %4, align 8, !dbg !100
  br label %5, !dbg !84, !llvm.loop !101

33:                                               ; preds = %24
  ret void, !dbg !102
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!15, !16, !17, !18, !19, !20, !21}
!llvm.ident = !{!22}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "greeting", scope: !2, file: !3, line: 2, type: !11, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/corpus/c/strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "256f6c101591e4b8d46eb91400cb62d2")
!4 = !{!5, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 5, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 32, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 4)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 144, elements: !13)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!13 = !{!14}
!14 = !DISubrange(count: 18)
!15 = !{i32 7, !"Dwarf Version", i32 5}
!16 = !{i32 2, !"Debug Info Version", i32 3}
!17 = !{i32 1, !"wchar_size", i32 4}
!18 = !{i32 8, !"PIC Level", i32 2}
!19 = !{i32 7, !"PIE Level", i32 2}
!20 = !{i32 7, !"uwtable", i32 2}
!21 = !{i32 7, !"frame-pointer", i32 2}
!22 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!23 = distinct !DISubprogram(name: "count_char", scope: !3, file: !3, line: 3, type: !24, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!24 = !DISubroutineType(types: !25)
!25 = !{!26, !27, !8}
!26 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!28 = !{}
!29 = !DILocalVariable(name: "s", arg: 1, scope: !23, file: !3, line: 3, type: !27)
!30 = !DILocation(line: 3, column: 38, scope: !23)
!31 = !DILocalVariable(name: "c", arg: 2, scope: !23, file: !3, line: 3, type: !8)
!32 = !DILocation(line: 3, column: 46, scope: !23)
!33 = !DILocalVariable(name: "n", scope: !23, file: !3, line: 3, type: !26)
!34 = !DILocation(line: 3, column: 65, scope: !23)
!35 = !DILocation(line: 3, column: 72, scope: !23)
!36 = !DILocation(line: 3, column: 80, scope: !37)
!37 = distinct !DILexicalBlock(scope: !38, file: !3, line: 3, column: 72)
!38 = distinct !DILexicalBlock(scope: !23, file: !3, line: 3, column: 72)
!39 = !DILocation(line: 3, column: 79, scope: !37)
!40 = !DILocation(line: 3, column: 72, scope: !38)
!41 = !DILocation(line: 3, column: 94, scope: !37)
!42 = !DILocation(line: 3, column: 93, scope: !37)
!43 = !DILocation(line: 3, column: 99, scope: !37)
!44 = !DILocation(line: 3, column: 96, scope: !37)
!45 = !DILocation(line: 3, column: 90, scope: !37)
!46 = !DILocation(line: 3, column: 88, scope: !37)
!47 = !DILocation(line: 3, column: 84, scope: !37)
!48 = !DILocation(line: 3, column: 72, scope: !37)
!49 = distinct !{!49, !40, !50, !51}
!50 = !DILocation(line: 3, column: 99, scope: !38)
!51 = !{!"llvm.loop.mustprogress"}
!52 = !DILocation(line: 3, column: 109, scope: !23)
!53 = !DILocation(line: 3, column: 102, scope: !23)
!54 = distinct !DISubprogram(name: "starts_with", scope: !3, file: !3, line: 4, type: !55, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!55 = !DISubroutineType(types: !56)
!56 = !{!57, !27, !27}
!57 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!58 = !DILocalVariable(name: "s", arg: 1, scope: !54, file: !3, line: 4, type: !27)
!59 = !DILocation(line: 4, column: 29, scope: !54)
!60 = !DILocalVariable(name: "p", arg: 2, scope: !54, file: !3, line: 4, type: !27)
!61 = !DILocation(line: 4, column: 44, scope: !54)
!62 = !DILocation(line: 4, column: 64, scope: !54)
!63 = !DILocation(line: 4, column: 67, scope: !54)
!64 = !DILocation(line: 4, column: 77, scope: !54)
!65 = !DILocation(line: 4, column: 70, scope: !54)
!66 = !DILocation(line: 4, column: 56, scope: !54)
!67 = !DILocation(line: 4, column: 81, scope: !54)
!68 = !DILocation(line: 4, column: 49, scope: !54)
!69 = distinct !DISubprogram(name: "pick", scope: !3, file: !3, line: 5, type: !70, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!70 = !DISubroutineType(types: !71)
!71 = !{!27, !57}
!72 = !DILocalVariable(name: "i", arg: 1, scope: !69, file: !3, line: 5, type: !57)
!73 = !DILocation(line: 5, column: 22, scope: !69)
!74 = !DILocation(line: 5, column: 34, scope: !69)
!75 = !DILocation(line: 5, column: 27, scope: !69)
!76 = distinct !DISubprogram(name: "copy_upper", scope: !3, file: !3, line: 6, type: !77, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !28)
!77 = !DISubroutineType(types: !78)
!78 = !{null, !79, !27}
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !8, size: 64)
!80 = !DILocalVariable(name: "dst", arg: 1, scope: !76, file: !3, line: 6, type: !79)
!81 = !DILocation(line: 6, column: 23, scope: !76)
!82 = !DILocalVariable(name: "src", arg: 2, scope: !76, file: !3, line: 6, type: !27)
!83 = !DILocation(line: 6, column: 40, scope: !76)
!84 = !DILocation(line: 6, column: 47, scope: !76)
!85 = !DILocation(line: 6, column: 66, scope: !76)
!86 = !DILocation(line: 6, column: 65, scope: !76)
!87 = !DILocation(line: 6, column: 70, scope: !76)
!88 = !DILocation(line: 6, column: 77, scope: !76)
!89 = !DILocation(line: 6, column: 81, scope: !76)
!90 = !DILocation(line: 6, column: 80, scope: !76)
!91 = !DILocation(line: 6, column: 85, scope: !76)
!92 = !DILocation(line: 6, column: 64, scope: !76)
!93 = !DILocation(line: 6, column: 96, scope: !76)
!94 = !DILocation(line: 6, column: 95, scope: !76)
!95 = !DILocation(line: 6, column: 100, scope: !76)
!96 = !DILocation(line: 6, column: 108, scope: !76)
!97 = !DILocation(line: 6, column: 107, scope: !76)
!98 = !DILocation(line: 6, column: 59, scope: !76)
!99 = !DILocation(line: 6, column: 62, scope: !76)
!100 = !DILocation(line: 6, column: 117, scope: !76)
!101 = distinct !{!101, !84, !100, !51}
!102 = !DILocation(line: 6, column: 121, scope: !76)
