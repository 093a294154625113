; ModuleID = 'tests/corpus/c/alloca_vla.c'
source_filename = "tests/corpus/c/alloca_vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @vla_sum(i32 noundef %0) #0 !dbg !13 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !18, !DIExpression(), !19)
  %8 = load i32, ptr %2, align 4, !dbg !20
  %9 = zext i32 %8 to i64, !dbg !21
  %10 = call ptr @llvm.stacksave.p0(), !dbg !21
  store ptr %10, ptr %3, align 8, !dbg !21
  %11 = alloca i32, i64 %9, align 16, !dbg !21
  store i64 %9, ptr %4, align 8, !dbg !21
    #dbg_declare(ptr %4, !22, !DIExpression(), !23)
    #dbg_declare(ptr %11, !24, !DIExpression(), !28)
    #dbg_declare(ptr %5, !29, !DIExpression(), !31)
  store i32 0, ptr %5, align 4, !dbg !31
  br label %12, !dbg !32

12:                                               ; preds = %22, %1
  %13 = load i32, ptr %5, align 4, !dbg !33
  %14 = load i32, ptr %2, align 4, !dbg !35
  %15 = icmp slt i32 %13, %14, !dbg !36
  br i1 %15, label %16, label %25, !dbg !37

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4, !dbg !38
  %18 = mul nsw i32 %17, 2, !dbg !39
  %19 = load i32, ptr %5, align 4, !dbg !40
  %20 = sext i32 %19 to i64, !dbg !41
  %21 = getelementptr inbounds i32, ptr %11, i64 %20, !dbg !41
  store i32 %18, ptr %21, align 4, !dbg !42
  br label %22, !dbg !41

22:                                               ; preds = %16
  %23 = load i32, ptr %5, align 4, !dbg !43
  %24 = add nsw i32 %23, 1, !dbg !43
  store i32 %24, ptr %5, align 4, !dbg !43
  br label %12, !dbg !44, !llvm.loop !45

25:                                               ; preds = %12
    #dbg_declare(ptr %6, !48, !DIExpression(), !49)
  store i32 0, ptr %6, align 4, !dbg !49
    #dbg_declare(ptr %7, !50, !DIExpression(), !52)
  store i32 0, ptr %7, align 4, !dbg !52
  br label %26, !dbg !53

26:                                               ; preds = %37, %25
  %27 = load i32, ptr %7, align 4, !dbg !54
  %28 = load i32, ptr %2, align 4, !dbg !56
  %29 = icmp slt i32 %27, %28, !dbg !57
  br i1 %29, label %30, label %40, !dbg !58

30:                                               ; preds = %26
  %31 = load i32, ptr %7, align 4, !dbg !59
  %32 = sext i32 %31 to i64, !dbg !60
  %33 = getelementptr inbounds i32, ptr %11, i64 %32, !dbg !60
  %34 = load i32, ptr %33, align 4, !dbg !60
  %35 = load i32, ptr %6, align 4, !dbg !61
  %36 = add nsw i32 %35, %34, !dbg !61
  store i32 %36, ptr %6, align 4, !dbg !61
  br label %37, !dbg !62

37:                                               ; preds = %30
  %38 = load i32, ptr %7, align 4, !dbg !63
  %39 = add nsw i32 %38, 1, !dbg !63
  store i32 %39, ptr %7, align 4, !dbg !63
  br label %26, !dbg !64, !llvm.loop !65

40:                                               ; preds = %26
  %41 = load i32, ptr %6, align 4, !dbg !67
  %42 = load ptr, ptr %3, align 8, !dbg !68
  call void @llvm.stackrestore.p0(ptr %42), !dbg !68
  ret i32 %41, !dbg !68
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @stack_buffer(i32 noundef %0) #0 !dbg !69 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !73, !DIExpression(), !74)
    #dbg_declare(ptr %3, !75, !DIExpression(), !78)
  %4 = load i32, ptr %2, align 4, !dbg !79
  %5 = zext i32 %4 to i64, !dbg !79
  %6 = alloca i8, i64 %5, align 16, !dbg !80
  store ptr %6, ptr %3, align 8, !dbg !78
  %7 = load ptr, ptr %3, align 8, !dbg !81
  %8 = getelementptr inbounds i8, ptr %7, i64 0, !dbg !81
  store i8 1, ptr %8, align 1, !dbg !82
  %9 = load ptr, ptr %3, align 8, !dbg !83
  %10 = getelementptr inbounds i8, ptr %9, i64 0, !dbg !83
  %11 = load i8, ptr %10, align 1, !dbg !83
  %12 = sext i8 %11 to i64, !dbg !84
  %13 = inttoptr i64 %12 to ptr, !dbg !85
  ret ptr %13, !dbg !86
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!5, !6, !7, !8, !9, !10, !11}
!llvm.ident = !{!12}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/alloca_vla.c", directory: ".", checksumkind: CSK_MD5, checksum: "7deb7df994990564485fa8e860016fc3")
!2 = !{!3, !4}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!4 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!5 = !{i32 7, !"Dwarf Version", i32 5}
!6 = !{i32 2, !"Debug Info Version", i32 3}
!7 = !{i32 1, !"wchar_size", i32 4}
!8 = !{i32 8, !"PIC Level", i32 2}
!9 = !{i32 7, !"PIE Level", i32 2}
!10 = !{i32 7, !"uwtable", i32 2}
!11 = !{i32 7, !"frame-pointer", i32 2}
!12 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!13 = distinct !DISubprogram(name: "vla_sum", scope: !1, file: !1, line: 1, type: !14, scopeLine: 1, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!14 = !DISubroutineType(types: !15)
!15 = !{!16, !16}
!16 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!17 = !{}
!18 = !DILocalVariable(name: "n", arg: 1, scope: !13, file: !1, line: 1, type: !16)
!19 = !DILocation(line: 1, column: 17, scope: !13)
!20 = !DILocation(line: 1, column: 28, scope: !13)
!21 = !DILocation(line: 1, column: 22, scope: !13)
!22 = !DILocalVariable(name: "__vla_expr0", scope: !13, type: !4, flags: DIFlagArtificial)
!23 = !DILocation(line: 0, scope: !13)
!24 = !DILocalVariable(name: "v", scope: !13, file: !1, line: 1, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: !22)
!28 = !DILocation(line: 1, column: 26, scope: !13)
!29 = !DILocalVariable(name: "i", scope: !30, file: !1, line: 1, type: !16)
!30 = distinct !DILexicalBlock(scope: !13, file: !1, line: 1, column: 32)
!31 = !DILocation(line: 1, column: 41, scope: !30)
!32 = !DILocation(line: 1, column: 37, scope: !30)
!33 = !DILocation(line: 1, column: 48, scope: !34)
!34 = distinct !DILexicalBlock(scope: !30, file: !1, line: 1, column: 32)
!35 = !DILocation(line: 1, column: 52, scope: !34)
!36 = !DILocation(line: 1, column: 50, scope: !34)
!37 = !DILocation(line: 1, column: 32, scope: !30)
!38 = !DILocation(line: 1, column: 67, scope: !34)
!39 = !DILocation(line: 1, column: 69, scope: !34)
!40 = !DILocation(line: 1, column: 62, scope: !34)
!41 = !DILocation(line: 1, column: 60, scope: !34)
!42 = !DILocation(line: 1, column: 65, scope: !34)
!43 = !DILocation(line: 1, column: 56, scope: !34)
!44 = !DILocation(line: 1, column: 32, scope: !34)
!45 = distinct !{!45, !37, !46, !47}
!46 = !DILocation(line: 1, column: 71, scope: !30)
!47 = !{!"llvm.loop.mustprogress"}
!48 = !DILocalVariable(name: "s", scope: !13, file: !1, line: 1, type: !16)
!49 = !DILocation(line: 1, column: 78, scope: !13)
!50 = !DILocalVariable(name: "i", scope: !51, file: !1, line: 1, type: !16)
!51 = distinct !DILexicalBlock(scope: !13, file: !1, line: 1, column: 85)
!52 = !DILocation(line: 1, column: 94, scope: !51)
!53 = !DILocation(line: 1, column: 90, scope: !51)
!54 = !DILocation(line: 1, column: 101, scope: !55)
!55 = distinct !DILexicalBlock(scope: !51, file: !1, line: 1, column: 85)
!56 = !DILocation(line: 1, column: 105, scope: !55)
!57 = !DILocation(line: 1, column: 103, scope: !55)
!58 = !DILocation(line: 1, column: 85, scope: !51)
!59 = !DILocation(line: 1, column: 120, scope: !55)
!60 = !DILocation(line: 1, column: 118, scope: !55)
!61 = !DILocation(line: 1, column: 115, scope: !55)
!62 = !DILocation(line: 1, column: 113, scope: !55)
!63 = !DILocation(line: 1, column: 109, scope: !55)
!64 = !DILocation(line: 1, column: 85, scope: !55)
!65 = distinct !{!65, !58, !66, !47}
!66 = !DILocation(line: 1, column: 121, scope: !51)
!67 = !DILocation(line: 1, column: 131, scope: !13)
!68 = !DILocation(line: 1, column: 134, scope: !13)
!69 = distinct !DISubprogram(name: "stack_buffer", scope: !1, file: !1, line: 2, type: !70, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !17)
!70 = !DISubroutineType(types: !71)
!71 = !{!3, !72}
!72 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!73 = !DILocalVariable(name: "n", arg: 1, scope: !69, file: !1, line: 2, type: !72)
!74 = !DILocation(line: 2, column: 29, scope: !69)
!75 = !DILocalVariable(name: "b", scope: !69, file: !1, line: 2, type: !76)
!76 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !77, size: 64)
!77 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!78 = !DILocation(line: 2, column: 40, scope: !69)
!79 = !DILocation(line: 2, column: 61, scope: !69)
!80 = !DILocation(line: 2, column: 44, scope: !69)
!81 = !DILocation(line: 2, column: 65, scope: !69)
!82 = !DILocation(line: 2, column: 70, scope: !69)
!83 = !DILocation(line: 2, column: 105, scope: !69)
!84 = !DILocation(line: 2, column: 90, scope: !69)
!85 = !DILocation(line: 2, column: 82, scope: !69)
!86 = !DILocation(line: 2, column: 75, scope: !69)
