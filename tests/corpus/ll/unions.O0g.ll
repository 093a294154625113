; ModuleID = 'tests/corpus/c/unions.c'
source_filename = "tests/corpus/c/unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.anon = type { i32 }
%struct.tagged = type { i32, %union.number }
%union.number = type { double }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @bits_to_float(i32 noundef %0) #0 !dbg !10 {
  %2 = alloca i32, align 4
  %3 = alloca %union.anon, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !16, !DIExpression(), !17)
    #dbg_declare(ptr %3, !18, !DIExpression(), !23)
  %4 = load i32, ptr %2, align 4, !dbg !24
  store i32 %4, ptr %3, align 4, !dbg !25
  %5 = load float, ptr %3, align 4, !dbg !26
  ret float %5, !dbg !27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @read_union(ptr noundef %0, i32 noundef %1) #0 !dbg !28 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !44, !DIExpression(), !45)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !46, !DIExpression(), !47)
  %5 = load i32, ptr %4, align 4, !dbg !48
  %6 = icmp eq i32 %5, 0, !dbg !49
  br i1 %6, label %7, label %11, !dbg !48

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8, !dbg !50
  %9 = load i32, ptr %8, align 8, !dbg !51
  %10 = sitofp i32 %9 to double, !dbg !50
  br label %23, !dbg !48

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4, !dbg !52
  %13 = icmp eq i32 %12, 1, !dbg !53
  br i1 %13, label %14, label %18, !dbg !52

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8, !dbg !54
  %16 = load float, ptr %15, align 8, !dbg !55
  %17 = fpext float %16 to double, !dbg !54
  br label %21, !dbg !52

18:                                               ; preds = %11
  %19 = load ptr, ptr %3, align 8, !dbg !56
  %20 = load double, ptr %19, align 8, !dbg !57
  br label %21, !dbg !52

21:                                               ; preds = %18, %14
  %22 = phi double [ %17, %14 ], [ %20, %18 ], !dbg !52
  br label %23, !dbg !48

23:                                               ; preds = %21, %7
  %24 = phi double [ %10, %7 ], [ %22, %21 ], !dbg !48
  ret double %24, !dbg !58
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum_bytes(i32 %0, i64 %1) #0 !dbg !59 {
  %3 = alloca %struct.tagged, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = getelementptr inbounds { i32, i64 }, ptr %3, i32 0, i32 0
  store i32 %0, ptr %6, align 8
  %7 = getelementptr inbounds { i32, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %7, align 8
    #dbg_declare(ptr %3, !66, !DIExpression(), !67)
    #dbg_declare(ptr %4, !68, !DIExpression(), !69)
  store i32 0, ptr %4, align 4, !dbg !69
    #dbg_declare(ptr %5, !70, !DIExpression(), !72)
  store i32 0, ptr %5, align 4, !dbg !72
  br label %8, !dbg !73

8:                                                ; preds = %20, %2
  %9 = load i32, ptr %5, align 4, !dbg !74
  %10 = icmp slt i32 %9, 8, !dbg !76
  br i1 %10, label %11, label %23, !dbg !77

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.tagged, ptr %3, i32 0, i32 1, !dbg !78
  %13 = load i32, ptr %5, align 4, !dbg !79
  %14 = sext i32 %13 to i64, !dbg !80
  %15 = getelementptr inbounds [8 x i8], ptr %12, i64 0, i64 %14, !dbg !80
  %16 = load i8, ptr %15, align 1, !dbg !80
  %17 = sext i8 %16 to i32, !dbg !80
  %18 = load i32, ptr %4, align 4, !dbg !81
  %19 = add nsw i32 %18, %17, !dbg !81
  store i32 %19, ptr %4, align 4, !dbg !81
  br label %20, !dbg !82

20:                                               ; preds = %11
  %21 = load i32, ptr %5, align 4, !dbg !83
  %22 = add nsw i32 %21, 1, !dbg !83
  store i32 %22, ptr %5, align 4, !dbg !83
  br label %8, !dbg !84, !llvm.loop !85

23:                                               ; preds = %8
  %24 = load i32, ptr %4, align 4, !dbg !88
  %25 = getelementptr inbounds %struct.tagged, ptr %3, i32 0, i32 0, !dbg !89
  %26 = load i32, ptr %25, align 8, !dbg !89
  %27 = add nsw i32 %24, %26, !dbg !90
  ret i32 %27, !dbg !91
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/unions.c", directory: ".", checksumkind: CSK_MD5, checksum: "6e03b1e4b2c2dd75458af3ad1b38f042")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "bits_to_float", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !14}
!13 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!14 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!15 = !{}
!16 = !DILocalVariable(name: "u", arg: 1, scope: !10, file: !1, line: 2, type: !14)
!17 = !DILocation(line: 2, column: 30, scope: !10)
!18 = !DILocalVariable(name: "v", scope: !10, file: !1, line: 2, type: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_union_type, scope: !10, file: !1, line: 2, size: 32, elements: !20)
!20 = !{!21, !22}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !19, file: !1, line: 2, baseType: !14, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !19, file: !1, line: 2, baseType: !13, size: 32)
!23 = !DILocation(line: 2, column: 66, scope: !10)
!24 = !DILocation(line: 2, column: 72, scope: !10)
!25 = !DILocation(line: 2, column: 70, scope: !10)
!26 = !DILocation(line: 2, column: 86, scope: !10)
!27 = !DILocation(line: 2, column: 77, scope: !10)
!28 = distinct !DISubprogram(name: "read_union", scope: !1, file: !1, line: 3, type: !29, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!29 = !DISubroutineType(types: !30)
!30 = !{!31, !32, !36}
!31 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!33 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "number", file: !1, line: 1, size: 64, elements: !34)
!34 = !{!35, !37, !38, !39}
!35 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !33, file: !1, line: 1, baseType: !36, size: 32)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !33, file: !1, line: 1, baseType: !13, size: 32)
!38 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !33, file: !1, line: 1, baseType: !31, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_member, name: "bytes", scope: !33, file: !1, line: 1, baseType: !40, size: 64)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 64, elements: !42)
!41 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!42 = !{!43}
!43 = !DISubrange(count: 8)
!44 = !DILocalVariable(name: "n", arg: 1, scope: !28, file: !1, line: 3, type: !32)
!45 = !DILocation(line: 3, column: 33, scope: !28)
!46 = !DILocalVariable(name: "kind", arg: 2, scope: !28, file: !1, line: 3, type: !36)
!47 = !DILocation(line: 3, column: 40, scope: !28)
!48 = !DILocation(line: 3, column: 55, scope: !28)
!49 = !DILocation(line: 3, column: 60, scope: !28)
!50 = !DILocation(line: 3, column: 67, scope: !28)
!51 = !DILocation(line: 3, column: 70, scope: !28)
!52 = !DILocation(line: 3, column: 74, scope: !28)
!53 = !DILocation(line: 3, column: 79, scope: !28)
!54 = !DILocation(line: 3, column: 86, scope: !28)
!55 = !DILocation(line: 3, column: 89, scope: !28)
!56 = !DILocation(line: 3, column: 93, scope: !28)
!57 = !DILocation(line: 3, column: 96, scope: !28)
!58 = !DILocation(line: 3, column: 48, scope: !28)
!59 = distinct !DISubprogram(name: "sum_bytes", scope: !1, file: !1, line: 5, type: !60, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !15)
!60 = !DISubroutineType(types: !61)
!61 = !{!36, !62}
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "tagged", file: !1, line: 4, size: 128, elements: !63)
!63 = !{!64, !65}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !62, file: !1, line: 4, baseType: !36, size: 32)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !62, file: !1, line: 4, baseType: !33, size: 64, offset: 64)
!66 = !DILocalVariable(name: "t", arg: 1, scope: !59, file: !1, line: 5, type: !62)
!67 = !DILocation(line: 5, column: 29, scope: !59)
!68 = !DILocalVariable(name: "s", scope: !59, file: !1, line: 5, type: !36)
!69 = !DILocation(line: 5, column: 38, scope: !59)
!70 = !DILocalVariable(name: "i", scope: !71, file: !1, line: 5, type: !36)
!71 = distinct !DILexicalBlock(scope: !59, file: !1, line: 5, column: 45)
!72 = !DILocation(line: 5, column: 54, scope: !71)
!73 = !DILocation(line: 5, column: 50, scope: !71)
!74 = !DILocation(line: 5, column: 61, scope: !75)
!75 = distinct !DILexicalBlock(scope: !71, file: !1, line: 5, column: 45)
!76 = !DILocation(line: 5, column: 63, scope: !75)
!77 = !DILocation(line: 5, column: 45, scope: !71)
!78 = !DILocation(line: 5, column: 80, scope: !75)
!79 = !DILocation(line: 5, column: 92, scope: !75)
!80 = !DILocation(line: 5, column: 78, scope: !75)
!81 = !DILocation(line: 5, column: 75, scope: !75)
!82 = !DILocation(line: 5, column: 73, scope: !75)
!83 = !DILocation(line: 5, column: 69, scope: !75)
!84 = !DILocation(line: 5, column: 45, scope: !75)
!85 = distinct !{!85, !77, !86, !87}
!86 = !DILocation(line: 5, column: 93, scope: !71)
!87 = !{!"llvm.loop.mustprogress"}
!88 = !DILocation(line: 5, column: 103, scope: !59)
!89 = !DILocation(line: 5, column: 109, scope: !59)
!90 = !DILocation(line: 5, column: 105, scope: !59)
!91 = !DILocation(line: 5, column: 96, scope: !59)
