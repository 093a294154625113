; ModuleID = 'tests/corpus/c/vectors.c'
source_filename = "tests/corpus/c/vectors.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @madd(<4 x float> noundef %0, <4 x float> noundef %1, <4 x float> noundef %2) #0 !dbg !18 {
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  %6 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %4, align 16
    #dbg_declare(ptr %4, !22, !DIExpression(), !23)
  store <4 x float> %1, ptr %5, align 16
    #dbg_declare(ptr %5, !24, !DIExpression(), !25)
  store <4 x float> %2, ptr %6, align 16
    #dbg_declare(ptr %6, !26, !DIExpression(), !27)
  %7 = load <4 x float>, ptr %4, align 16, !dbg !28
  %8 = load <4 x float>, ptr %5, align 16, !dbg !29
  %9 = load <4 x float>, ptr %6, align 16, !dbg !30
  %10 = call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %7, <4 x float> %8, <4 x float> %9), !dbg !31
  ret <4 x float> %10, !dbg !32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <8 x i32> @shuffle_add(ptr noundef byval(<8 x i32>) align 32 %0, ptr noundef byval(<8 x i32>) align 32 %1) #2 !dbg !33 {
  %3 = alloca <8 x i32>, align 32
  %4 = alloca <8 x i32>, align 32
  %5 = alloca <8 x i32>, align 32
  %6 = load <8 x i32>, ptr %0, align 32
  %7 = load <8 x i32>, ptr %1, align 32
  store <8 x i32> %6, ptr %3, align 32
    #dbg_declare(ptr %3, !40, !DIExpression(), !41)
  store <8 x i32> %7, ptr %4, align 32
    #dbg_declare(ptr %4, !42, !DIExpression(), !43)
  %8 = load <8 x i32>, ptr %3, align 32, !dbg !44
  %9 = load <8 x i32>, ptr %4, align 32, !dbg !45
  %10 = shufflevector <8 x i32> %8, <8 x i32> %9, <8 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11>, !dbg !46
  store <8 x i32> <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8>, ptr %5, align 32, !dbg !47
  %11 = load <8 x i32>, ptr %5, align 32, !dbg !47
  %12 = add <8 x i32> %10, %11, !dbg !48
  ret <8 x i32> %12, !dbg !49
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @lane_sum(<4 x float> noundef %0) #0 !dbg !50 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
    #dbg_declare(ptr %2, !53, !DIExpression(), !54)
  %3 = load <4 x float>, ptr %2, align 16, !dbg !55
  %4 = extractelement <4 x float> %3, i32 0, !dbg !55
  %5 = load <4 x float>, ptr %2, align 16, !dbg !56
  %6 = extractelement <4 x float> %5, i32 1, !dbg !56
  %7 = fadd float %4, %6, !dbg !57
  %8 = load <4 x float>, ptr %2, align 16, !dbg !58
  %9 = extractelement <4 x float> %8, i32 2, !dbg !58
  %10 = fadd float %7, %9, !dbg !59
  %11 = load <4 x float>, ptr %2, align 16, !dbg !60
  %12 = extractelement <4 x float> %11, i32 3, !dbg !60
  %13 = fadd float %10, %12, !dbg !61
  ret float %13, !dbg !62
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <4 x float> @select_gt(<4 x float> noundef %0, <4 x float> noundef %1) #0 !dbg !63 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
    #dbg_declare(ptr %3, !66, !DIExpression(), !67)
  store <4 x float> %1, ptr %4, align 16
    #dbg_declare(ptr %4, !68, !DIExpression(), !69)
  %5 = load <4 x float>, ptr %3, align 16, !dbg !70
  %6 = load <4 x float>, ptr %4, align 16, !dbg !71
  %7 = fcmp ogt <4 x float> %5, %6, !dbg !72
  %8 = sext <4 x i1> %7 to <4 x i32>, !dbg !72
  %9 = load <4 x float>, ptr %3, align 16, !dbg !73
  %10 = bitcast <4 x float> %9 to <4 x i32>, !dbg !74
  %11 = and <4 x i32> %8, %10, !dbg !75
  %12 = bitcast <4 x i32> %11 to <4 x float>, !dbg !76
  ret <4 x float> %12, !dbg !77
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!10, !11, !12, !13, !14, !15, !16}
!llvm.ident = !{!17}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/vectors.c", directory: ".", checksumkind: CSK_MD5, checksum: "5cbdcd1981dce803701b80e6d0d71197")
!2 = !{!3, !8}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !1, line: 1, baseType: !4)
!4 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, flags: DIFlagVector, elements: !6)
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !{!7}
!7 = !DISubrange(count: 4)
!8 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, flags: DIFlagVector, elements: !6)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{i32 7, !"Dwarf Version", i32 5}
!11 = !{i32 2, !"Debug Info Version", i32 3}
!12 = !{i32 1, !"wchar_size", i32 4}
!13 = !{i32 8, !"PIC Level", i32 2}
!14 = !{i32 7, !"PIE Level", i32 2}
!15 = !{i32 7, !"uwtable", i32 2}
!16 = !{i32 7, !"frame-pointer", i32 2}
!17 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!18 = distinct !DISubprogram(name: "madd", scope: !1, file: !1, line: 3, type: !19, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!19 = !DISubroutineType(types: !20)
!20 = !{!3, !3, !3, !3}
!21 = !{}
!22 = !DILocalVariable(name: "a", arg: 1, scope: !18, file: !1, line: 3, type: !3)
!23 = !DILocation(line: 3, column: 14, scope: !18)
!24 = !DILocalVariable(name: "b", arg: 2, scope: !18, file: !1, line: 3, type: !3)
!25 = !DILocation(line: 3, column: 21, scope: !18)
!26 = !DILocalVariable(name: "c", arg: 3, scope: !18, file: !1, line: 3, type: !3)
!27 = !DILocation(line: 3, column: 28, scope: !18)
!28 = !DILocation(line: 3, column: 40, scope: !18)
!29 = !DILocation(line: 3, column: 44, scope: !18)
!30 = !DILocation(line: 3, column: 48, scope: !18)
!31 = !DILocation(line: 3, column: 46, scope: !18)
!32 = !DILocation(line: 3, column: 33, scope: !18)
!33 = distinct !DISubprogram(name: "shuffle_add", scope: !1, file: !1, line: 4, type: !34, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !36, !36}
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8i", file: !1, line: 2, baseType: !37)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 256, flags: DIFlagVector, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 8)
!40 = !DILocalVariable(name: "a", arg: 1, scope: !33, file: !1, line: 4, type: !36)
!41 = !DILocation(line: 4, column: 21, scope: !33)
!42 = !DILocalVariable(name: "b", arg: 2, scope: !33, file: !1, line: 4, type: !36)
!43 = !DILocation(line: 4, column: 28, scope: !33)
!44 = !DILocation(line: 4, column: 64, scope: !33)
!45 = !DILocation(line: 4, column: 67, scope: !33)
!46 = !DILocation(line: 4, column: 40, scope: !33)
!47 = !DILocation(line: 4, column: 98, scope: !33)
!48 = !DILocation(line: 4, column: 96, scope: !33)
!49 = !DILocation(line: 4, column: 33, scope: !33)
!50 = distinct !DISubprogram(name: "lane_sum", scope: !1, file: !1, line: 5, type: !51, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!51 = !DISubroutineType(types: !52)
!52 = !{!5, !3}
!53 = !DILocalVariable(name: "v", arg: 1, scope: !50, file: !1, line: 5, type: !3)
!54 = !DILocation(line: 5, column: 20, scope: !50)
!55 = !DILocation(line: 5, column: 32, scope: !50)
!56 = !DILocation(line: 5, column: 39, scope: !50)
!57 = !DILocation(line: 5, column: 37, scope: !50)
!58 = !DILocation(line: 5, column: 46, scope: !50)
!59 = !DILocation(line: 5, column: 44, scope: !50)
!60 = !DILocation(line: 5, column: 53, scope: !50)
!61 = !DILocation(line: 5, column: 51, scope: !50)
!62 = !DILocation(line: 5, column: 25, scope: !50)
!63 = distinct !DISubprogram(name: "select_gt", scope: !1, file: !1, line: 6, type: !64, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !21)
!64 = !DISubroutineType(types: !65)
!65 = !{!3, !3, !3}
!66 = !DILocalVariable(name: "a", arg: 1, scope: !63, file: !1, line: 6, type: !3)
!67 = !DILocation(line: 6, column: 19, scope: !63)
!68 = !DILocalVariable(name: "b", arg: 2, scope: !63, file: !1, line: 6, type: !3)
!69 = !DILocation(line: 6, column: 26, scope: !63)
!70 = !DILocation(line: 6, column: 45, scope: !63)
!71 = !DILocation(line: 6, column: 49, scope: !63)
!72 = !DILocation(line: 6, column: 47, scope: !63)
!73 = !DILocation(line: 6, column: 73, scope: !63)
!74 = !DILocation(line: 6, column: 54, scope: !63)
!75 = !DILocation(line: 6, column: 52, scope: !63)
!76 = !DILocation(line: 6, column: 38, scope: !63)
!77 = !DILocation(line: 6, column: 31, scope: !63)
