; ModuleID = 'tests/corpus/c/bitfields.c'
source_filename = "tests/corpus/c/bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.flags = type { i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @get_d(i64 %0) #0 !dbg !12 {
  %2 = alloca %struct.flags, align 8
  %3 = getelementptr inbounds %struct.flags, ptr %2, i32 0, i32 0
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %2, !25, !DIExpression(), !26)
  %4 = load i64, ptr %2, align 8, !dbg !27
  %5 = shl i64 %4, 43, !dbg !27
  %6 = ashr i64 %5, 59, !dbg !27
  %7 = trunc i64 %6 to i32, !dbg !27
  ret i32 %7, !dbg !28
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @set_all(ptr noundef %0, i32 noundef %1) #0 !dbg !29 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !33, !DIExpression(), !34)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !35, !DIExpression(), !36)
  %5 = load i32, ptr %4, align 4, !dbg !37
  %6 = load ptr, ptr %3, align 8, !dbg !38
  %7 = zext i32 %5 to i64, !dbg !39
  %8 = load i64, ptr %6, align 8, !dbg !39
  %9 = and i64 %7, 1, !dbg !39
  %10 = and i64 %8, -2, !dbg !39
  %11 = or i64 %10, %9, !dbg !39
  store i64 %11, ptr %6, align 8, !dbg !39
  %12 = trunc i64 %9 to i32, !dbg !39
  %13 = load i32, ptr %4, align 4, !dbg !40
  %14 = load ptr, ptr %3, align 8, !dbg !41
  %15 = zext i32 %13 to i64, !dbg !42
  %16 = load i64, ptr %14, align 8, !dbg !42
  %17 = and i64 %15, 7, !dbg !42
  %18 = shl i64 %17, 1, !dbg !42
  %19 = and i64 %16, -15, !dbg !42
  %20 = or i64 %19, %18, !dbg !42
  store i64 %20, ptr %14, align 8, !dbg !42
  %21 = trunc i64 %17 to i32, !dbg !42
  %22 = load i32, ptr %4, align 4, !dbg !43
  %23 = load ptr, ptr %3, align 8, !dbg !44
  %24 = zext i32 %22 to i64, !dbg !45
  %25 = load i64, ptr %23, align 8, !dbg !45
  %26 = and i64 %24, 4095, !dbg !45
  %27 = shl i64 %26, 4, !dbg !45
  %28 = and i64 %25, -65521, !dbg !45
  %29 = or i64 %28, %27, !dbg !45
  store i64 %29, ptr %23, align 8, !dbg !45
  %30 = trunc i64 %26 to i32, !dbg !45
  %31 = load i32, ptr %4, align 4, !dbg !46
  %32 = load ptr, ptr %3, align 8, !dbg !47
  %33 = zext i32 %31 to i64, !dbg !48
  %34 = load i64, ptr %32, align 8, !dbg !48
  %35 = and i64 %33, 31, !dbg !48
  %36 = shl i64 %35, 16, !dbg !48
  %37 = and i64 %34, -2031617, !dbg !48
  %38 = or i64 %37, %36, !dbg !48
  store i64 %38, ptr %32, align 8, !dbg !48
  %39 = shl i64 %35, 59, !dbg !48
  %40 = ashr i64 %39, 59, !dbg !48
  %41 = trunc i64 %40 to i32, !dbg !48
  %42 = load i32, ptr %4, align 4, !dbg !49
  %43 = sext i32 %42 to i64, !dbg !50
  %44 = shl i64 %43, 20, !dbg !51
  %45 = load ptr, ptr %3, align 8, !dbg !52
  %46 = load i64, ptr %45, align 8, !dbg !53
  %47 = and i64 %44, 1099511627775, !dbg !53
  %48 = shl i64 %47, 21, !dbg !53
  %49 = and i64 %46, -2305843009211596801, !dbg !53
  %50 = or i64 %49, %48, !dbg !53
  store i64 %50, ptr %45, align 8, !dbg !53
  ret void, !dbg !54
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @pack(ptr noundef %0) #0 !dbg !55 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !58, !DIExpression(), !59)
  %3 = load ptr, ptr %2, align 8, !dbg !60
  %4 = load i64, ptr %3, align 8, !dbg !61
  %5 = and i64 %4, 1, !dbg !61
  %6 = trunc i64 %5 to i32, !dbg !61
  %7 = load ptr, ptr %2, align 8, !dbg !62
  %8 = load i64, ptr %7, align 8, !dbg !63
  %9 = lshr i64 %8, 1, !dbg !63
  %10 = and i64 %9, 7, !dbg !63
  %11 = trunc i64 %10 to i32, !dbg !63
  %12 = add nsw i32 %6, %11, !dbg !64
  %13 = load ptr, ptr %2, align 8, !dbg !65
  %14 = load i64, ptr %13, align 8, !dbg !66
  %15 = lshr i64 %14, 4, !dbg !66
  %16 = and i64 %15, 4095, !dbg !66
  %17 = trunc i64 %16 to i32, !dbg !66
  %18 = add nsw i32 %12, %17, !dbg !67
  %19 = sext i32 %18 to i64, !dbg !60
  %20 = load ptr, ptr %2, align 8, !dbg !68
  %21 = load i64, ptr %20, align 8, !dbg !69
  %22 = lshr i64 %21, 21, !dbg !69
  %23 = and i64 %22, 1099511627775, !dbg !69
  %24 = add i64 %19, %23, !dbg !70
  ret i64 %24, !dbg !71
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!4, !5, !6, !7, !8, !9, !10}
!llvm.ident = !{!11}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/bitfields.c", directory: ".", checksumkind: CSK_MD5, checksum: "43334d2b952ea929aad52e71245b1df5")
!2 = !{!3}
!3 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!4 = !{i32 7, !"Dwarf Version", i32 5}
!5 = !{i32 2, !"Debug Info Version", i32 3}
!6 = !{i32 1, !"wchar_size", i32 4}
!7 = !{i32 8, !"PIC Level", i32 2}
!8 = !{i32 7, !"PIE Level", i32 2}
!9 = !{i32 7, !"uwtable", i32 2}
!10 = !{i32 7, !"frame-pointer", i32 2}
!11 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!12 = distinct !DISubprogram(name: "get_d", scope: !1, file: !1, line: 2, type: !13, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !24)
!13 = !DISubroutineType(types: !14)
!14 = !{!15, !16}
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "flags", file: !1, line: 1, size: 64, elements: !17)
!17 = !{!18, !20, !21, !22, !23}
!18 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !16, file: !1, line: 1, baseType: !19, size: 1, flags: DIFlagBitField, extraData: i64 0)
!19 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !16, file: !1, line: 1, baseType: !19, size: 3, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !16, file: !1, line: 1, baseType: !19, size: 12, offset: 4, flags: DIFlagBitField, extraData: i64 0)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !16, file: !1, line: 1, baseType: !15, size: 5, offset: 16, flags: DIFlagBitField, extraData: i64 0)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !16, file: !1, line: 1, baseType: !3, size: 40, offset: 21, flags: DIFlagBitField, extraData: i64 0)
!24 = !{}
!25 = !DILocalVariable(name: "f", arg: 1, scope: !12, file: !1, line: 2, type: !16)
!26 = !DILocation(line: 2, column: 24, scope: !12)
!27 = !DILocation(line: 2, column: 38, scope: !12)
!28 = !DILocation(line: 2, column: 29, scope: !12)
!29 = distinct !DISubprogram(name: "set_all", scope: !1, file: !1, line: 3, type: !30, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !24)
!30 = !DISubroutineType(types: !31)
!31 = !{null, !32, !15}
!32 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!33 = !DILocalVariable(name: "f", arg: 1, scope: !29, file: !1, line: 3, type: !32)
!34 = !DILocation(line: 3, column: 28, scope: !29)
!35 = !DILocalVariable(name: "v", arg: 2, scope: !29, file: !1, line: 3, type: !15)
!36 = !DILocation(line: 3, column: 35, scope: !29)
!37 = !DILocation(line: 3, column: 47, scope: !29)
!38 = !DILocation(line: 3, column: 40, scope: !29)
!39 = !DILocation(line: 3, column: 45, scope: !29)
!40 = !DILocation(line: 3, column: 57, scope: !29)
!41 = !DILocation(line: 3, column: 50, scope: !29)
!42 = !DILocation(line: 3, column: 55, scope: !29)
!43 = !DILocation(line: 3, column: 67, scope: !29)
!44 = !DILocation(line: 3, column: 60, scope: !29)
!45 = !DILocation(line: 3, column: 65, scope: !29)
!46 = !DILocation(line: 3, column: 77, scope: !29)
!47 = !DILocation(line: 3, column: 70, scope: !29)
!48 = !DILocation(line: 3, column: 75, scope: !29)
!49 = !DILocation(line: 3, column: 107, scope: !29)
!50 = !DILocation(line: 3, column: 87, scope: !29)
!51 = !DILocation(line: 3, column: 109, scope: !29)
!52 = !DILocation(line: 3, column: 80, scope: !29)
!53 = !DILocation(line: 3, column: 85, scope: !29)
!54 = !DILocation(line: 3, column: 116, scope: !29)
!55 = distinct !DISubprogram(name: "pack", scope: !1, file: !1, line: 4, type: !56, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !24)
!56 = !DISubroutineType(types: !57)
!57 = !{!3, !32}
!58 = !DILocalVariable(name: "f", arg: 1, scope: !55, file: !1, line: 4, type: !32)
!59 = !DILocation(line: 4, column: 39, scope: !55)
!60 = !DILocation(line: 4, column: 51, scope: !55)
!61 = !DILocation(line: 4, column: 54, scope: !55)
!62 = !DILocation(line: 4, column: 58, scope: !55)
!63 = !DILocation(line: 4, column: 61, scope: !55)
!64 = !DILocation(line: 4, column: 56, scope: !55)
!65 = !DILocation(line: 4, column: 65, scope: !55)
!66 = !DILocation(line: 4, column: 68, scope: !55)
!67 = !DILocation(line: 4, column: 63, scope: !55)
!68 = !DILocation(line: 4, column: 72, scope: !55)
!69 = !DILocation(line: 4, column: 75, scope: !55)
!70 = !DILocation(line: 4, column: 70, scope: !55)
!71 = !DILocation(line: 4, column: 44, scope: !55)
