; ModuleID = 'tests/corpus/c/hash_table.c'
source_filename = "tests/corpus/c/hash_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { ptr, i32, i32 }

@table = internal global [64 x %struct.entry] zeroinitializer, align 16, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @put(ptr noundef %0, i32 noundef %1) #0 !dbg !27 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.entry, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !31, !DIExpression(), !32)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !33, !DIExpression(), !34)
    #dbg_declare(ptr %6, !35, !DIExpression(), !37)
  %9 = load ptr, ptr %4, align 8, !dbg !38
  %10 = call i32 @hash(ptr noundef %9), !dbg !39
  %11 = urem i32 %10, 64, !dbg !40
  store i32 %11, ptr %6, align 4, !dbg !37
    #dbg_declare(ptr %7, !41, !DIExpression(), !43)
  store i32 0, ptr %7, align 4, !dbg !43
  br label %12, !dbg !44

12:                                               ; preds = %41, %2
  %13 = load i32, ptr %7, align 4, !dbg !45
  %14 = icmp slt i32 %13, 64, !dbg !47
  br i1 %14, label %15, label %47, !dbg !48

15:                                               ; preds = %12
  %16 = load i32, ptr %6, align 4, !dbg !49
  %17 = zext i32 %16 to i64, !dbg !52
  %18 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %17, !dbg !52
  %19 = getelementptr inbounds %struct.entry, ptr %18, i32 0, i32 2, !dbg !53
  %20 = load i32, ptr %19, align 4, !dbg !53
  %21 = icmp ne i32 %20, 0, !dbg !52
  br i1 %21, label %22, label %31, !dbg !54

22:                                               ; preds = %15
  %23 = load i32, ptr %6, align 4, !dbg !55
  %24 = zext i32 %23 to i64, !dbg !56
  %25 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %24, !dbg !56
  %26 = getelementptr inbounds %struct.entry, ptr %25, i32 0, i32 0, !dbg !57
  %27 = load ptr, ptr %26, align 16, !dbg !57
  %28 = load ptr, ptr %4, align 8, !dbg !58
  %29 = call i32 @strcmp(ptr noundef %27, ptr noundef %28) #3, !dbg !59
  %30 = icmp eq i32 %29, 0, !dbg !60
  br i1 %30, label %31, label %40, !dbg !61

31:                                               ; preds = %22, %15
  %32 = load i32, ptr %6, align 4, !dbg !62
  %33 = zext i32 %32 to i64, !dbg !64
  %34 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %33, !dbg !64
  %35 = getelementptr inbounds %struct.entry, ptr %8, i32 0, i32 0, !dbg !65
  %36 = load ptr, ptr %4, align 8, !dbg !66
  store ptr %36, ptr %35, align 8, !dbg !65
  %37 = getelementptr inbounds %struct.entry, ptr %8, i32 0, i32 1, !dbg !65
  %38 = load i32, ptr %5, align 4, !dbg !67
  store i32 %38, ptr %37, align 8, !dbg !65
  %39 = getelementptr inbounds %struct.entry, ptr %8, i32 0, i32 2, !dbg !65
  store i32 1, ptr %39, align 4, !dbg !65
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %34, ptr align 8 %8, i64 16, i1 false), !dbg !68
  store i32 1, ptr %3, align 4, !dbg !69
  br label %48, !dbg !69

40:                                               ; preds = %22
  br label %41, !dbg !70

41:                                               ; preds = %40
  %42 = load i32, ptr %7, align 4, !dbg !71
  %43 = add nsw i32 %42, 1, !dbg !71
  store i32 %43, ptr %7, align 4, !dbg !71
  %44 = load i32, ptr %6, align 4, !dbg !72
  %45 = add i32 %44, 1, !dbg !73
  %46 = urem i32 %45, 64, !dbg !74
  store i32 %46, ptr %6, align 4, !dbg !75
  br label %12, !dbg !76, !llvm.loop !77

47:                                               ; preds = %12
  store i32 0, ptr %3, align 4, !dbg !80
  br label %48, !dbg !80

48:                                               ; preds = %47, %31
  %49 = load i32, ptr %3, align 4, !dbg !81
  ret i32 %49, !dbg !81
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash(ptr noundef %0) #0 !dbg !82 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !85, !DIExpression(), !86)
    #dbg_declare(ptr %3, !87, !DIExpression(), !88)
  store i32 -2128831035, ptr %3, align 4, !dbg !88
  br label %4, !dbg !89

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8, !dbg !90
  %6 = load i8, ptr %5, align 1, !dbg !91
  %7 = icmp ne i8 %6, 0, !dbg !89
  br i1 %7, label %8, label %16, !dbg !89

8:                                                ; preds = %4
  %9 = load i32, ptr %3, align 4, !dbg !92
  %10 = load ptr, ptr %2, align 8, !dbg !93
  %11 = getelementptr inbounds i8, ptr %10, i32 1, !dbg !93
  store ptr %11, ptr %2, align 8, !dbg !93
  %12 = load i8, ptr %10, align 1, !dbg !94
  %13 = zext i8 %12 to i32, !dbg !95
  %14 = xor i32 %9, %13, !dbg !96
  %15 = mul i32 %14, 16777619, !dbg !97
  store i32 %15, ptr %3, align 4, !dbg !98
  br label %4, !dbg !89, !llvm.loop !99

16:                                               ; preds = %4
  %17 = load i32, ptr %3, align 4, !dbg !101
  ret i32 %17, !dbg !102
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get(ptr noundef %0, ptr noundef %1) #0 !dbg !103 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !107, !DIExpression(), !108)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !109, !DIExpression(), !110)
    #dbg_declare(ptr %6, !111, !DIExpression(), !112)
  %8 = load ptr, ptr %4, align 8, !dbg !113
  %9 = call i32 @hash(ptr noundef %8), !dbg !114
  %10 = urem i32 %9, 64, !dbg !115
  store i32 %10, ptr %6, align 4, !dbg !112
    #dbg_declare(ptr %7, !116, !DIExpression(), !118)
  store i32 0, ptr %7, align 4, !dbg !118
  br label %11, !dbg !119

11:                                               ; preds = %40, %2
  %12 = load i32, ptr %7, align 4, !dbg !120
  %13 = icmp slt i32 %12, 64, !dbg !122
  br i1 %13, label %14, label %21, !dbg !123

14:                                               ; preds = %11
  %15 = load i32, ptr %6, align 4, !dbg !124
  %16 = zext i32 %15 to i64, !dbg !125
  %17 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %16, !dbg !125
  %18 = getelementptr inbounds %struct.entry, ptr %17, i32 0, i32 2, !dbg !126
  %19 = load i32, ptr %18, align 4, !dbg !126
  %20 = icmp ne i32 %19, 0, !dbg !123
  br label %21

21:                                               ; preds = %14, %11
  %22 = phi i1 [ false, %11 ], [ %20, %14 ], !dbg !127
  br i1 %22, label %23, label %46, !dbg !128

23:                                               ; preds = %21
  %24 = load i32, ptr %6, align 4, !dbg !129
  %25 = zext i32 %24 to i64, !dbg !131
  %26 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %25, !dbg !131
  %27 = getelementptr inbounds %struct.entry, ptr %26, i32 0, i32 0, !dbg !132
  %28 = load ptr, ptr %27, align 16, !dbg !132
  %29 = load ptr, ptr %4, align 8, !dbg !133
  %30 = call i32 @strcmp(ptr noundef %28, ptr noundef %29) #3, !dbg !134
  %31 = icmp eq i32 %30, 0, !dbg !135
  br i1 %31, label %32, label %39, !dbg !136

32:                                               ; preds = %23
  %33 = load i32, ptr %6, align 4, !dbg !137
  %34 = zext i32 %33 to i64, !dbg !139
  %35 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %34, !dbg !139
  %36 = getelementptr inbounds %struct.entry, ptr %35, i32 0, i32 1, !dbg !140
  %37 = load i32, ptr %36, align 8, !dbg !140
  %38 = load ptr, ptr %5, align 8, !dbg !141
  store i32 %37, ptr %38, align 4, !dbg !142
  store i32 1, ptr %3, align 4, !dbg !143
  br label %47, !dbg !143

39:                                               ; preds = %23
  br label %40, !dbg !144

40:                                               ; preds = %39
  %41 = load i32, ptr %7, align 4, !dbg !145
  %42 = add nsw i32 %41, 1, !dbg !145
  store i32 %42, ptr %7, align 4, !dbg !145
  %43 = load i32, ptr %6, align 4, !dbg !146
  %44 = add i32 %43, 1, !dbg !147
  %45 = urem i32 %44, 64, !dbg !148
  store i32 %45, ptr %6, align 4, !dbg !149
  br label %11, !dbg !150, !llvm.loop !151

46:                                               ; preds = %21
  store i32 0, ptr %3, align 4, !dbg !153
  br label %47, !dbg !153

47:                                               ; preds = %46, %32
  %48 = load i32, ptr %3, align 4, !dbg !154
  ret i32 %48, !dbg !154
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!19, !20, !21, !22, !23, !24, !25}
!llvm.ident = !{!26}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "table", scope: !2, file: !3, line: 4, type: !7, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/corpus/c/hash_table.c", directory: ".", checksumkind: CSK_MD5, checksum: "8f1d64e310c1dfeb451528e39c6318fa")
!4 = !{!5}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{!0}
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 8192, elements: !17)
!8 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "entry", file: !3, line: 3, size: 128, elements: !9)
!9 = !{!10, !14, !16}
!10 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !8, file: !3, line: 3, baseType: !11, size: 64)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !8, file: !3, line: 3, baseType: !15, size: 32, offset: 64)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_member, name: "used", scope: !8, file: !3, line: 3, baseType: !15, size: 32, offset: 96)
!17 = !{!18}
!18 = !DISubrange(count: 64)
!19 = !{i32 7, !"Dwarf Version", i32 5}
!20 = !{i32 2, !"Debug Info Version", i32 3}
!21 = !{i32 1, !"wchar_size", i32 4}
!22 = !{i32 8, !"PIC Level", i32 2}
!23 = !{i32 7, !"PIE Level", i32 2}
!24 = !{i32 7, !"uwtable", i32 2}
!25 = !{i32 7, !"frame-pointer", i32 2}
!26 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!27 = distinct !DISubprogram(name: "put", scope: !3, file: !3, line: 6, type: !28, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!28 = !DISubroutineType(types: !29)
!29 = !{!15, !11, !15}
!30 = !{}
!31 = !DILocalVariable(name: "k", arg: 1, scope: !27, file: !3, line: 6, type: !11)
!32 = !DILocation(line: 6, column: 21, scope: !27)
!33 = !DILocalVariable(name: "v", arg: 2, scope: !27, file: !3, line: 6, type: !15)
!34 = !DILocation(line: 6, column: 28, scope: !27)
!35 = !DILocalVariable(name: "i", scope: !27, file: !3, line: 6, type: !36)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DILocation(line: 6, column: 42, scope: !27)
!38 = !DILocation(line: 6, column: 51, scope: !27)
!39 = !DILocation(line: 6, column: 46, scope: !27)
!40 = !DILocation(line: 6, column: 54, scope: !27)
!41 = !DILocalVariable(name: "n", scope: !42, file: !3, line: 6, type: !15)
!42 = distinct !DILexicalBlock(scope: !27, file: !3, line: 6, column: 62)
!43 = !DILocation(line: 6, column: 71, scope: !42)
!44 = !DILocation(line: 6, column: 67, scope: !42)
!45 = !DILocation(line: 6, column: 78, scope: !46)
!46 = distinct !DILexicalBlock(scope: !42, file: !3, line: 6, column: 62)
!47 = !DILocation(line: 6, column: 80, scope: !46)
!48 = !DILocation(line: 6, column: 62, scope: !42)
!49 = !DILocation(line: 6, column: 126, scope: !50)
!50 = distinct !DILexicalBlock(scope: !51, file: !3, line: 6, column: 119)
!51 = distinct !DILexicalBlock(scope: !46, file: !3, line: 6, column: 113)
!52 = !DILocation(line: 6, column: 120, scope: !50)
!53 = !DILocation(line: 6, column: 129, scope: !50)
!54 = !DILocation(line: 6, column: 134, scope: !50)
!55 = !DILocation(line: 6, column: 150, scope: !50)
!56 = !DILocation(line: 6, column: 144, scope: !50)
!57 = !DILocation(line: 6, column: 153, scope: !50)
!58 = !DILocation(line: 6, column: 158, scope: !50)
!59 = !DILocation(line: 6, column: 137, scope: !50)
!60 = !DILocation(line: 6, column: 161, scope: !50)
!61 = !DILocation(line: 6, column: 119, scope: !51)
!62 = !DILocation(line: 6, column: 175, scope: !63)
!63 = distinct !DILexicalBlock(scope: !50, file: !3, line: 6, column: 167)
!64 = !DILocation(line: 6, column: 169, scope: !63)
!65 = !DILocation(line: 6, column: 194, scope: !63)
!66 = !DILocation(line: 6, column: 195, scope: !63)
!67 = !DILocation(line: 6, column: 198, scope: !63)
!68 = !DILocation(line: 6, column: 180, scope: !63)
!69 = !DILocation(line: 6, column: 205, scope: !63)
!70 = !DILocation(line: 6, column: 217, scope: !51)
!71 = !DILocation(line: 6, column: 89, scope: !46)
!72 = !DILocation(line: 6, column: 98, scope: !46)
!73 = !DILocation(line: 6, column: 100, scope: !46)
!74 = !DILocation(line: 6, column: 105, scope: !46)
!75 = !DILocation(line: 6, column: 95, scope: !46)
!76 = !DILocation(line: 6, column: 62, scope: !46)
!77 = distinct !{!77, !48, !78, !79}
!78 = !DILocation(line: 6, column: 217, scope: !42)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 6, column: 219, scope: !27)
!81 = !DILocation(line: 6, column: 229, scope: !27)
!82 = distinct !DISubprogram(name: "hash", scope: !3, file: !3, line: 5, type: !83, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !30)
!83 = !DISubroutineType(types: !84)
!84 = !{!36, !11}
!85 = !DILocalVariable(name: "s", arg: 1, scope: !82, file: !3, line: 5, type: !11)
!86 = !DILocation(line: 5, column: 34, scope: !82)
!87 = !DILocalVariable(name: "h", scope: !82, file: !3, line: 5, type: !36)
!88 = !DILocation(line: 5, column: 48, scope: !82)
!89 = !DILocation(line: 5, column: 65, scope: !82)
!90 = !DILocation(line: 5, column: 73, scope: !82)
!91 = !DILocation(line: 5, column: 72, scope: !82)
!92 = !DILocation(line: 5, column: 81, scope: !82)
!93 = !DILocation(line: 5, column: 102, scope: !82)
!94 = !DILocation(line: 5, column: 100, scope: !82)
!95 = !DILocation(line: 5, column: 85, scope: !82)
!96 = !DILocation(line: 5, column: 83, scope: !82)
!97 = !DILocation(line: 5, column: 106, scope: !82)
!98 = !DILocation(line: 5, column: 78, scope: !82)
!99 = distinct !{!99, !89, !100, !79}
!100 = !DILocation(line: 5, column: 108, scope: !82)
!101 = !DILocation(line: 5, column: 126, scope: !82)
!102 = !DILocation(line: 5, column: 119, scope: !82)
!103 = distinct !DISubprogram(name: "get", scope: !3, file: !3, line: 7, type: !104, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !30)
!104 = !DISubroutineType(types: !105)
!105 = !{!15, !11, !106}
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!107 = !DILocalVariable(name: "k", arg: 1, scope: !103, file: !3, line: 7, type: !11)
!108 = !DILocation(line: 7, column: 21, scope: !103)
!109 = !DILocalVariable(name: "v", arg: 2, scope: !103, file: !3, line: 7, type: !106)
!110 = !DILocation(line: 7, column: 29, scope: !103)
!111 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 7, type: !36)
!112 = !DILocation(line: 7, column: 43, scope: !103)
!113 = !DILocation(line: 7, column: 52, scope: !103)
!114 = !DILocation(line: 7, column: 47, scope: !103)
!115 = !DILocation(line: 7, column: 55, scope: !103)
!116 = !DILocalVariable(name: "n", scope: !117, file: !3, line: 7, type: !15)
!117 = distinct !DILexicalBlock(scope: !103, file: !3, line: 7, column: 63)
!118 = !DILocation(line: 7, column: 72, scope: !117)
!119 = !DILocation(line: 7, column: 68, scope: !117)
!120 = !DILocation(line: 7, column: 79, scope: !121)
!121 = distinct !DILexicalBlock(scope: !117, file: !3, line: 7, column: 63)
!122 = !DILocation(line: 7, column: 81, scope: !121)
!123 = !DILocation(line: 7, column: 88, scope: !121)
!124 = !DILocation(line: 7, column: 97, scope: !121)
!125 = !DILocation(line: 7, column: 91, scope: !121)
!126 = !DILocation(line: 7, column: 100, scope: !121)
!127 = !DILocation(line: 0, scope: !121)
!128 = !DILocation(line: 7, column: 63, scope: !117)
!129 = !DILocation(line: 7, column: 148, scope: !130)
!130 = distinct !DILexicalBlock(scope: !121, file: !3, line: 7, column: 135)
!131 = !DILocation(line: 7, column: 142, scope: !130)
!132 = !DILocation(line: 7, column: 151, scope: !130)
!133 = !DILocation(line: 7, column: 156, scope: !130)
!134 = !DILocation(line: 7, column: 135, scope: !130)
!135 = !DILocation(line: 7, column: 159, scope: !130)
!136 = !DILocation(line: 7, column: 135, scope: !121)
!137 = !DILocation(line: 7, column: 178, scope: !138)
!138 = distinct !DILexicalBlock(scope: !130, file: !3, line: 7, column: 165)
!139 = !DILocation(line: 7, column: 172, scope: !138)
!140 = !DILocation(line: 7, column: 181, scope: !138)
!141 = !DILocation(line: 7, column: 168, scope: !138)
!142 = !DILocation(line: 7, column: 170, scope: !138)
!143 = !DILocation(line: 7, column: 188, scope: !138)
!144 = !DILocation(line: 7, column: 162, scope: !130)
!145 = !DILocation(line: 7, column: 107, scope: !121)
!146 = !DILocation(line: 7, column: 116, scope: !121)
!147 = !DILocation(line: 7, column: 118, scope: !121)
!148 = !DILocation(line: 7, column: 123, scope: !121)
!149 = !DILocation(line: 7, column: 113, scope: !121)
!150 = !DILocation(line: 7, column: 63, scope: !121)
!151 = distinct !{!151, !128, !152, !79}
!152 = !DILocation(line: 7, column: 198, scope: !117)
!153 = !DILocation(line: 7, column: 200, scope: !103)
!154 = !DILocation(line: 7, column: 210, scope: !103)
