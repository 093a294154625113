; ModuleID = 'tests/corpus/c/structs.c'
source_filename = "tests/corpus/c/structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, ptr }
%struct.point = type { i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @area(ptr noundef %0) #0 !dbg !10 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !29, !DIExpression(), !30)
  %3 = load ptr, ptr %2, align 8, !dbg !31
  %4 = getelementptr inbounds %struct.rect, ptr %3, i32 0, i32 1, !dbg !32
  %5 = getelementptr inbounds %struct.point, ptr %4, i32 0, i32 0, !dbg !33
  %6 = load i32, ptr %5, align 8, !dbg !33
  %7 = load ptr, ptr %2, align 8, !dbg !34
  %8 = getelementptr inbounds %struct.rect, ptr %7, i32 0, i32 0, !dbg !35
  %9 = getelementptr inbounds %struct.point, ptr %8, i32 0, i32 0, !dbg !36
  %10 = load i32, ptr %9, align 8, !dbg !36
  %11 = sub nsw i32 %6, %10, !dbg !37
  %12 = load ptr, ptr %2, align 8, !dbg !38
  %13 = getelementptr inbounds %struct.rect, ptr %12, i32 0, i32 1, !dbg !39
  %14 = getelementptr inbounds %struct.point, ptr %13, i32 0, i32 1, !dbg !40
  %15 = load i32, ptr %14, align 4, !dbg !40
  %16 = load ptr, ptr %2, align 8, !dbg !41
  %17 = getelementptr inbounds %struct.rect, ptr %16, i32 0, i32 0, !dbg !42
  %18 = getelementptr inbounds %struct.point, ptr %17, i32 0, i32 1, !dbg !43
  %19 = load i32, ptr %18, align 4, !dbg !43
  %20 = sub nsw i32 %15, %19, !dbg !44
  %21 = mul nsw i32 %11, %20, !dbg !45
  ret i32 %21, !dbg !46
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @grow(ptr dead_on_unwind noalias writable sret(%struct.rect) align 8 %0, ptr noundef byval(%struct.rect) align 8 %1, i32 noundef %2) #0 !dbg !47 {
  %4 = alloca i32, align 4
    #dbg_declare(ptr %1, !50, !DIExpression(), !51)
  store i32 %2, ptr %4, align 4
    #dbg_declare(ptr %4, !52, !DIExpression(), !53)
  %5 = load i32, ptr %4, align 4, !dbg !54
  %6 = getelementptr inbounds %struct.rect, ptr %1, i32 0, i32 0, !dbg !55
  %7 = getelementptr inbounds %struct.point, ptr %6, i32 0, i32 0, !dbg !56
  %8 = load i32, ptr %7, align 8, !dbg !57
  %9 = sub nsw i32 %8, %5, !dbg !57
  store i32 %9, ptr %7, align 8, !dbg !57
  %10 = load i32, ptr %4, align 4, !dbg !58
  %11 = getelementptr inbounds %struct.rect, ptr %1, i32 0, i32 0, !dbg !59
  %12 = getelementptr inbounds %struct.point, ptr %11, i32 0, i32 1, !dbg !60
  %13 = load i32, ptr %12, align 4, !dbg !61
  %14 = sub nsw i32 %13, %10, !dbg !61
  store i32 %14, ptr %12, align 4, !dbg !61
  %15 = load i32, ptr %4, align 4, !dbg !62
  %16 = getelementptr inbounds %struct.rect, ptr %1, i32 0, i32 1, !dbg !63
  %17 = getelementptr inbounds %struct.point, ptr %16, i32 0, i32 0, !dbg !64
  %18 = load i32, ptr %17, align 8, !dbg !65
  %19 = add nsw i32 %18, %15, !dbg !65
  store i32 %19, ptr %17, align 8, !dbg !65
  %20 = load i32, ptr %4, align 4, !dbg !66
  %21 = getelementptr inbounds %struct.rect, ptr %1, i32 0, i32 1, !dbg !67
  %22 = getelementptr inbounds %struct.point, ptr %21, i32 0, i32 1, !dbg !68
  %23 = load i32, ptr %22, align 4, !dbg !69
  %24 = add nsw i32 %23, %20, !dbg !69
  store i32 %24, ptr %22, align 4, !dbg !69
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 24, i1 false), !dbg !70
  ret void, !dbg !71
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @total_area(ptr noundef %0, i32 noundef %1) #0 !dbg !72 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !76, !DIExpression(), !77)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !78, !DIExpression(), !79)
    #dbg_declare(ptr %5, !80, !DIExpression(), !81)
  store i32 0, ptr %5, align 4, !dbg !81
    #dbg_declare(ptr %6, !82, !DIExpression(), !84)
  store i32 0, ptr %6, align 4, !dbg !84
  br label %7, !dbg !85

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !86
  %9 = load i32, ptr %4, align 4, !dbg !88
  %10 = icmp slt i32 %8, %9, !dbg !89
  br i1 %10, label %11, label %22, !dbg !90

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !91
  %13 = load i32, ptr %6, align 4, !dbg !92
  %14 = sext i32 %13 to i64, !dbg !91
  %15 = getelementptr inbounds %struct.rect, ptr %12, i64 %14, !dbg !91
  %16 = call i32 @area(ptr noundef %15), !dbg !93
  %17 = load i32, ptr %5, align 4, !dbg !94
  %18 = add nsw i32 %17, %16, !dbg !94
  store i32 %18, ptr %5, align 4, !dbg !94
  br label %19, !dbg !95

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !96
  %21 = add nsw i32 %20, 1, !dbg !96
  store i32 %21, ptr %6, align 4, !dbg !96
  br label %7, !dbg !97, !llvm.loop !98

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4, !dbg !101
  ret i32 %23, !dbg !102
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/structs.c", directory: ".", checksumkind: CSK_MD5, checksum: "709df37c50b40c9839768acadf65941e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "area", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !28)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !14}
!13 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!14 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!15 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !16)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "rect", file: !1, line: 2, size: 192, elements: !17)
!17 = !{!18, !23, !24}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "min", scope: !16, file: !1, line: 2, baseType: !19, size: 64)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "point", file: !1, line: 1, size: 64, elements: !20)
!20 = !{!21, !22}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !19, file: !1, line: 1, baseType: !13, size: 32)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !19, file: !1, line: 1, baseType: !13, size: 32, offset: 32)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !16, file: !1, line: 2, baseType: !19, size: 64, offset: 64)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "label", scope: !16, file: !1, line: 2, baseType: !25, size: 64, offset: 128)
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!28 = !{}
!29 = !DILocalVariable(name: "r", arg: 1, scope: !10, file: !1, line: 3, type: !14)
!30 = !DILocation(line: 3, column: 29, scope: !10)
!31 = !DILocation(line: 3, column: 42, scope: !10)
!32 = !DILocation(line: 3, column: 45, scope: !10)
!33 = !DILocation(line: 3, column: 49, scope: !10)
!34 = !DILocation(line: 3, column: 53, scope: !10)
!35 = !DILocation(line: 3, column: 56, scope: !10)
!36 = !DILocation(line: 3, column: 60, scope: !10)
!37 = !DILocation(line: 3, column: 51, scope: !10)
!38 = !DILocation(line: 3, column: 66, scope: !10)
!39 = !DILocation(line: 3, column: 69, scope: !10)
!40 = !DILocation(line: 3, column: 73, scope: !10)
!41 = !DILocation(line: 3, column: 77, scope: !10)
!42 = !DILocation(line: 3, column: 80, scope: !10)
!43 = !DILocation(line: 3, column: 84, scope: !10)
!44 = !DILocation(line: 3, column: 75, scope: !10)
!45 = !DILocation(line: 3, column: 63, scope: !10)
!46 = !DILocation(line: 3, column: 34, scope: !10)
!47 = distinct !DISubprogram(name: "grow", scope: !1, file: !1, line: 4, type: !48, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !28)
!48 = !DISubroutineType(types: !49)
!49 = !{!16, !16, !13}
!50 = !DILocalVariable(name: "r", arg: 1, scope: !47, file: !1, line: 4, type: !16)
!51 = !DILocation(line: 4, column: 30, scope: !47)
!52 = !DILocalVariable(name: "by", arg: 2, scope: !47, file: !1, line: 4, type: !13)
!53 = !DILocation(line: 4, column: 37, scope: !47)
!54 = !DILocation(line: 4, column: 54, scope: !47)
!55 = !DILocation(line: 4, column: 45, scope: !47)
!56 = !DILocation(line: 4, column: 49, scope: !47)
!57 = !DILocation(line: 4, column: 51, scope: !47)
!58 = !DILocation(line: 4, column: 69, scope: !47)
!59 = !DILocation(line: 4, column: 60, scope: !47)
!60 = !DILocation(line: 4, column: 64, scope: !47)
!61 = !DILocation(line: 4, column: 66, scope: !47)
!62 = !DILocation(line: 4, column: 84, scope: !47)
!63 = !DILocation(line: 4, column: 75, scope: !47)
!64 = !DILocation(line: 4, column: 79, scope: !47)
!65 = !DILocation(line: 4, column: 81, scope: !47)
!66 = !DILocation(line: 4, column: 99, scope: !47)
!67 = !DILocation(line: 4, column: 90, scope: !47)
!68 = !DILocation(line: 4, column: 94, scope: !47)
!69 = !DILocation(line: 4, column: 96, scope: !47)
!70 = !DILocation(line: 4, column: 110, scope: !47)
!71 = !DILocation(line: 4, column: 103, scope: !47)
!72 = distinct !DISubprogram(name: "total_area", scope: !1, file: !1, line: 5, type: !73, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !28)
!73 = !DISubroutineType(types: !74)
!74 = !{!13, !75, !13}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!76 = !DILocalVariable(name: "rs", arg: 1, scope: !72, file: !1, line: 5, type: !75)
!77 = !DILocation(line: 5, column: 29, scope: !72)
!78 = !DILocalVariable(name: "n", arg: 2, scope: !72, file: !1, line: 5, type: !13)
!79 = !DILocation(line: 5, column: 37, scope: !72)
!80 = !DILocalVariable(name: "t", scope: !72, file: !1, line: 5, type: !13)
!81 = !DILocation(line: 5, column: 46, scope: !72)
!82 = !DILocalVariable(name: "i", scope: !83, file: !1, line: 5, type: !13)
!83 = distinct !DILexicalBlock(scope: !72, file: !1, line: 5, column: 53)
!84 = !DILocation(line: 5, column: 62, scope: !83)
!85 = !DILocation(line: 5, column: 58, scope: !83)
!86 = !DILocation(line: 5, column: 69, scope: !87)
!87 = distinct !DILexicalBlock(scope: !83, file: !1, line: 5, column: 53)
!88 = !DILocation(line: 5, column: 73, scope: !87)
!89 = !DILocation(line: 5, column: 71, scope: !87)
!90 = !DILocation(line: 5, column: 53, scope: !83)
!91 = !DILocation(line: 5, column: 92, scope: !87)
!92 = !DILocation(line: 5, column: 95, scope: !87)
!93 = !DILocation(line: 5, column: 86, scope: !87)
!94 = !DILocation(line: 5, column: 83, scope: !87)
!95 = !DILocation(line: 5, column: 81, scope: !87)
!96 = !DILocation(line: 5, column: 77, scope: !87)
!97 = !DILocation(line: 5, column: 53, scope: !87)
!98 = distinct !{!98, !90, !99, !100}
!99 = !DILocation(line: 5, column: 97, scope: !83)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 5, column: 107, scope: !72)
!102 = !DILocation(line: 5, column: 100, scope: !72)
