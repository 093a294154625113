; ModuleID = 'tests/corpus/c/integers.c'
source_filename = "tests/corpus/c/integers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @rotl(i64 noundef %0, i32 noundef %1) #0 !dbg !17 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !26, !DIExpression(), !27)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !28, !DIExpression(), !29)
  %5 = load i64, ptr %3, align 8, !dbg !30
  %6 = load i32, ptr %4, align 4, !dbg !31
  %7 = zext i32 %6 to i64, !dbg !32
  %8 = shl i64 %5, %7, !dbg !32
  %9 = load i64, ptr %3, align 8, !dbg !33
  %10 = load i32, ptr %4, align 4, !dbg !34
  %11 = sub nsw i32 64, %10, !dbg !35
  %12 = zext i32 %11 to i64, !dbg !36
  %13 = lshr i64 %9, %12, !dbg !36
  %14 = or i64 %8, %13, !dbg !37
  ret i64 %14, !dbg !38
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @popcount(i64 noundef %0) #0 !dbg !39 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !43, !DIExpression(), !44)
  %3 = load i64, ptr %2, align 8, !dbg !45
  %4 = call i64 @llvm.ctpop.i64(i64 %3), !dbg !46
  %5 = trunc i64 %4 to i32, !dbg !46
  ret i32 %5, !dbg !47
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { i64, i64 } @wide_mul(i64 noundef %0, i64 noundef %1) #0 !dbg !48 {
  %3 = alloca i128, align 16
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !52, !DIExpression(), !53)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !54, !DIExpression(), !55)
  %6 = load i64, ptr %4, align 8, !dbg !56
  %7 = sext i64 %6 to i128, !dbg !57
  %8 = load i64, ptr %5, align 8, !dbg !58
  %9 = sext i64 %8 to i128, !dbg !58
  %10 = mul nsw i128 %7, %9, !dbg !59
  store i128 %10, ptr %3, align 16, !dbg !60
  %11 = load { i64, i64 }, ptr %3, align 16, !dbg !60
  ret { i64, i64 } %11, !dbg !60
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local signext i8 @saturate(i32 noundef %0) #0 !dbg !61 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !64, !DIExpression(), !65)
  %3 = load i32, ptr %2, align 4, !dbg !66
  %4 = icmp sgt i32 %3, 127, !dbg !67
  br i1 %4, label %5, label %6, !dbg !66

5:                                                ; preds = %1
  br label %16, !dbg !66

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4, !dbg !68
  %8 = icmp slt i32 %7, -128, !dbg !69
  br i1 %8, label %9, label %10, !dbg !68

9:                                                ; preds = %6
  br label %14, !dbg !68

10:                                               ; preds = %6
  %11 = load i32, ptr %2, align 4, !dbg !70
  %12 = trunc i32 %11 to i8, !dbg !71
  %13 = sext i8 %12 to i32, !dbg !71
  br label %14, !dbg !68

14:                                               ; preds = %10, %9
  %15 = phi i32 [ -128, %9 ], [ %13, %10 ], !dbg !68
  br label %16, !dbg !66

16:                                               ; preds = %14, %5
  %17 = phi i32 [ 127, %5 ], [ %15, %14 ], !dbg !66
  %18 = trunc i32 %17 to i8, !dbg !66
  ret i8 %18, !dbg !72
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @div_mod(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 !dbg !73 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !78, !DIExpression(), !79)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !80, !DIExpression(), !81)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !82, !DIExpression(), !83)
  %7 = load i32, ptr %4, align 4, !dbg !84
  %8 = load i32, ptr %5, align 4, !dbg !85
  %9 = urem i32 %7, %8, !dbg !86
  %10 = load ptr, ptr %6, align 8, !dbg !87
  store i32 %9, ptr %10, align 4, !dbg !88
  %11 = load i32, ptr %4, align 4, !dbg !89
  %12 = load i32, ptr %5, align 4, !dbg !90
  %13 = udiv i32 %11, %12, !dbg !91
  ret i32 %13, !dbg !92
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local zeroext i1 @overflow_add(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 !dbg !93 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !98, !DIExpression(), !99)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !100, !DIExpression(), !101)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !102, !DIExpression(), !103)
  %7 = load i32, ptr %4, align 4, !dbg !104
  %8 = load i32, ptr %5, align 4, !dbg !105
  %9 = load ptr, ptr %6, align 8, !dbg !106
  %10 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8), !dbg !107
  %11 = extractvalue { i32, i1 } %10, 1, !dbg !107
  %12 = extractvalue { i32, i1 } %10, 0, !dbg !107
  store i32 %12, ptr %9, align 4, !dbg !107
  ret i1 %11, !dbg !108
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!9, !10, !11, !12, !13, !14, !15}
!llvm.ident = !{!16}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/integers.c", directory: ".", checksumkind: CSK_MD5, checksum: "ca22cd9b7ad5bba165fcb45520b8c7ef")
!2 = !{!3, !4}
!3 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!4 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !5, line: 24, baseType: !6)
!5 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !7, line: 37, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!8 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{i32 7, !"Dwarf Version", i32 5}
!10 = !{i32 2, !"Debug Info Version", i32 3}
!11 = !{i32 1, !"wchar_size", i32 4}
!12 = !{i32 8, !"PIC Level", i32 2}
!13 = !{i32 7, !"PIE Level", i32 2}
!14 = !{i32 7, !"uwtable", i32 2}
!15 = !{i32 7, !"frame-pointer", i32 2}
!16 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!17 = distinct !DISubprogram(name: "rotl", scope: !1, file: !1, line: 2, type: !18, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!18 = !DISubroutineType(types: !19)
!19 = !{!20, !20, !24}
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !21, line: 27, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !7, line: 45, baseType: !23)
!23 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!24 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!25 = !{}
!26 = !DILocalVariable(name: "x", arg: 1, scope: !17, file: !1, line: 2, type: !20)
!27 = !DILocation(line: 2, column: 24, scope: !17)
!28 = !DILocalVariable(name: "r", arg: 2, scope: !17, file: !1, line: 2, type: !24)
!29 = !DILocation(line: 2, column: 31, scope: !17)
!30 = !DILocation(line: 2, column: 44, scope: !17)
!31 = !DILocation(line: 2, column: 49, scope: !17)
!32 = !DILocation(line: 2, column: 46, scope: !17)
!33 = !DILocation(line: 2, column: 55, scope: !17)
!34 = !DILocation(line: 2, column: 66, scope: !17)
!35 = !DILocation(line: 2, column: 64, scope: !17)
!36 = !DILocation(line: 2, column: 57, scope: !17)
!37 = !DILocation(line: 2, column: 52, scope: !17)
!38 = !DILocation(line: 2, column: 36, scope: !17)
!39 = distinct !DISubprogram(name: "popcount", scope: !1, file: !1, line: 3, type: !40, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!40 = !DISubroutineType(types: !41)
!41 = !{!24, !42}
!42 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!43 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !1, line: 3, type: !42)
!44 = !DILocation(line: 3, column: 33, scope: !39)
!45 = !DILocation(line: 3, column: 66, scope: !39)
!46 = !DILocation(line: 3, column: 45, scope: !39)
!47 = !DILocation(line: 3, column: 38, scope: !39)
!48 = distinct !DISubprogram(name: "wide_mul", scope: !1, file: !1, line: 4, type: !49, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!49 = !DISubroutineType(types: !50)
!50 = !{!3, !51, !51}
!51 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!52 = !DILocalVariable(name: "a", arg: 1, scope: !48, file: !1, line: 4, type: !51)
!53 = !DILocation(line: 4, column: 29, scope: !48)
!54 = !DILocalVariable(name: "b", arg: 2, scope: !48, file: !1, line: 4, type: !51)
!55 = !DILocation(line: 4, column: 42, scope: !48)
!56 = !DILocation(line: 4, column: 64, scope: !48)
!57 = !DILocation(line: 4, column: 54, scope: !48)
!58 = !DILocation(line: 4, column: 68, scope: !48)
!59 = !DILocation(line: 4, column: 66, scope: !48)
!60 = !DILocation(line: 4, column: 47, scope: !48)
!61 = distinct !DISubprogram(name: "saturate", scope: !1, file: !1, line: 5, type: !62, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!62 = !DISubroutineType(types: !63)
!63 = !{!4, !24}
!64 = !DILocalVariable(name: "v", arg: 1, scope: !61, file: !1, line: 5, type: !24)
!65 = !DILocation(line: 5, column: 21, scope: !61)
!66 = !DILocation(line: 5, column: 33, scope: !61)
!67 = !DILocation(line: 5, column: 35, scope: !61)
!68 = !DILocation(line: 5, column: 49, scope: !61)
!69 = !DILocation(line: 5, column: 51, scope: !61)
!70 = !DILocation(line: 5, column: 75, scope: !61)
!71 = !DILocation(line: 5, column: 67, scope: !61)
!72 = !DILocation(line: 5, column: 26, scope: !61)
!73 = distinct !DISubprogram(name: "div_mod", scope: !1, file: !1, line: 6, type: !74, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!74 = !DISubroutineType(types: !75)
!75 = !{!76, !76, !76, !77}
!76 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!78 = !DILocalVariable(name: "a", arg: 1, scope: !73, file: !1, line: 6, type: !76)
!79 = !DILocation(line: 6, column: 27, scope: !73)
!80 = !DILocalVariable(name: "b", arg: 2, scope: !73, file: !1, line: 6, type: !76)
!81 = !DILocation(line: 6, column: 39, scope: !73)
!82 = !DILocalVariable(name: "rem", arg: 3, scope: !73, file: !1, line: 6, type: !77)
!83 = !DILocation(line: 6, column: 52, scope: !73)
!84 = !DILocation(line: 6, column: 66, scope: !73)
!85 = !DILocation(line: 6, column: 70, scope: !73)
!86 = !DILocation(line: 6, column: 68, scope: !73)
!87 = !DILocation(line: 6, column: 60, scope: !73)
!88 = !DILocation(line: 6, column: 64, scope: !73)
!89 = !DILocation(line: 6, column: 80, scope: !73)
!90 = !DILocation(line: 6, column: 84, scope: !73)
!91 = !DILocation(line: 6, column: 82, scope: !73)
!92 = !DILocation(line: 6, column: 73, scope: !73)
!93 = distinct !DISubprogram(name: "overflow_add", scope: !1, file: !1, line: 7, type: !94, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !25)
!94 = !DISubroutineType(types: !95)
!95 = !{!96, !24, !24, !97}
!96 = !DIBasicType(name: "_Bool", size: 8, encoding: DW_ATE_boolean)
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!98 = !DILocalVariable(name: "a", arg: 1, scope: !93, file: !1, line: 7, type: !24)
!99 = !DILocation(line: 7, column: 24, scope: !93)
!100 = !DILocalVariable(name: "b", arg: 2, scope: !93, file: !1, line: 7, type: !24)
!101 = !DILocation(line: 7, column: 31, scope: !93)
!102 = !DILocalVariable(name: "out", arg: 3, scope: !93, file: !1, line: 7, type: !97)
!103 = !DILocation(line: 7, column: 39, scope: !93)
!104 = !DILocation(line: 7, column: 76, scope: !93)
!105 = !DILocation(line: 7, column: 79, scope: !93)
!106 = !DILocation(line: 7, column: 82, scope: !93)
!107 = !DILocation(line: 7, column: 53, scope: !93)
!108 = !DILocation(line: 7, column: 46, scope: !93)
