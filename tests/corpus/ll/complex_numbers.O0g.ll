; ModuleID = 'tests/corpus/c/complex_numbers.c'
source_filename = "tests/corpus/c/complex_numbers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: noinline nounwind optnone uwtable
define dso_local { double, double } @cmul(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #0 !dbg !10 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
    #dbg_declare(ptr %6, !15, !DIExpression(), !16)
    #dbg_declare(ptr %7, !17, !DIExpression(), !18)
  %12 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0, !dbg !19
  %13 = load double, ptr %12, align 8, !dbg !19
  %14 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1, !dbg !19
  %15 = load double, ptr %14, align 8, !dbg !19
  %16 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0, !dbg !20
  %17 = load double, ptr %16, align 8, !dbg !20
  %18 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1, !dbg !20
  %19 = load double, ptr %18, align 8, !dbg !20
  %20 = fmul double %13, %17, !dbg !21
  %21 = fmul double %15, %19, !dbg !21
  %22 = fmul double %13, %19, !dbg !21
  %23 = fmul double %15, %17, !dbg !21
  %24 = fsub double %20, %21, !dbg !21
  %25 = fadd double %22, %23, !dbg !21
  %26 = fcmp uno double %24, %24, !dbg !21
  br i1 %26, label %27, label %33, !dbg !21, !prof !22

27:                                               ; preds = %4
  %28 = fcmp uno double %25, %25, !dbg !21
  br i1 %28, label %29, label %33, !dbg !21, !prof !22

29:                                               ; preds = %27
  %30 = call { double, double } @__muldc3(double noundef %13, double noundef %15, double noundef %17, double noundef %19) #3, !dbg !21
  %31 = extractvalue { double, double } %30, 0, !dbg !21
  %32 = extractvalue { double, double } %30, 1, !dbg !21
  br label %33, !dbg !21

33:                                               ; preds = %29, %27, %4
  %34 = phi double [ %24, %4 ], [ %24, %27 ], [ %31, %29 ], !dbg !21
  %35 = phi double [ %25, %4 ], [ %25, %27 ], [ %32, %29 ], !dbg !21
  %36 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0, !dbg !23
  %37 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1, !dbg !23
  store double %34, ptr %36, align 8, !dbg !23
  store double %35, ptr %37, align 8, !dbg !23
  %38 = load { double, double }, ptr %5, align 8, !dbg !23
  ret { double, double } %38, !dbg !23
}

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: noinline nounwind optnone uwtable
define dso_local <2 x float> @cconj(<2 x float> noundef %0) #1 !dbg !24 {
  %2 = alloca { float, float }, align 4
  %3 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %3, align 4
    #dbg_declare(ptr %3, !28, !DIExpression(), !29)
  %4 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0, !dbg !30
  %5 = load float, ptr %4, align 4, !dbg !30
  %6 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1, !dbg !30
  %7 = load float, ptr %6, align 4, !dbg !30
  %8 = fneg float %7, !dbg !31
  %9 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 0, !dbg !32
  %10 = getelementptr inbounds { float, float }, ptr %2, i32 0, i32 1, !dbg !32
  store float %5, ptr %9, align 4, !dbg !32
  store float %8, ptr %10, align 4, !dbg !32
  %11 = load <2 x float>, ptr %2, align 4, !dbg !32
  ret <2 x float> %11, !dbg !32
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @magnitude2(double noundef %0, double noundef %1) #0 !dbg !33 {
  %3 = alloca { double, double }, align 8
  %4 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  store double %0, ptr %4, align 8
  %5 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %1, ptr %5, align 8
    #dbg_declare(ptr %3, !37, !DIExpression(), !38)
  %6 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0, !dbg !39
  %7 = load double, ptr %6, align 8, !dbg !39
  %8 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1, !dbg !39
  %9 = load double, ptr %8, align 8, !dbg !39
  %10 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0, !dbg !40
  %11 = load double, ptr %10, align 8, !dbg !40
  %12 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1, !dbg !40
  %13 = load double, ptr %12, align 8, !dbg !40
  %14 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0, !dbg !41
  %15 = load double, ptr %14, align 8, !dbg !41
  %16 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1, !dbg !41
  %17 = load double, ptr %16, align 8, !dbg !41
  %18 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0, !dbg !42
  %19 = load double, ptr %18, align 8, !dbg !42
  %20 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1, !dbg !42
  %21 = load double, ptr %20, align 8, !dbg !42
  %22 = fmul double %17, %21, !dbg !43
  %23 = call double @llvm.fmuladd.f64(double %7, double %11, double %22), !dbg !44
  ret double %23, !dbg !45
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/complex_numbers.c", directory: ".", checksumkind: CSK_MD5, checksum: "6324bb3ddbe0bbdaef40789f67b7f734")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "cmul", scope: !1, file: !1, line: 2, type: !11, scopeLine: 2, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !13}
!13 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!14 = !{}
!15 = !DILocalVariable(name: "a", arg: 1, scope: !10, file: !1, line: 2, type: !13)
!16 = !DILocation(line: 2, column: 36, scope: !10)
!17 = !DILocalVariable(name: "b", arg: 2, scope: !10, file: !1, line: 2, type: !13)
!18 = !DILocation(line: 2, column: 54, scope: !10)
!19 = !DILocation(line: 2, column: 66, scope: !10)
!20 = !DILocation(line: 2, column: 70, scope: !10)
!21 = !DILocation(line: 2, column: 68, scope: !10)
!22 = !{!"branch_weights", i32 1, i32 1048575}
!23 = !DILocation(line: 2, column: 59, scope: !10)
!24 = distinct !DISubprogram(name: "cconj", scope: !1, file: !1, line: 3, type: !25, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!25 = !DISubroutineType(types: !26)
!26 = !{!27, !27}
!27 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!28 = !DILocalVariable(name: "z", arg: 1, scope: !24, file: !1, line: 3, type: !27)
!29 = !DILocation(line: 3, column: 35, scope: !24)
!30 = !DILocation(line: 3, column: 53, scope: !24)
!31 = !DILocation(line: 3, column: 47, scope: !24)
!32 = !DILocation(line: 3, column: 40, scope: !24)
!33 = distinct !DISubprogram(name: "magnitude2", scope: !1, file: !1, line: 4, type: !34, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !14)
!34 = !DISubroutineType(types: !35)
!35 = !{!36, !13}
!36 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!37 = !DILocalVariable(name: "z", arg: 1, scope: !33, file: !1, line: 4, type: !13)
!38 = !DILocation(line: 4, column: 34, scope: !33)
!39 = !DILocation(line: 4, column: 52, scope: !33)
!40 = !DILocation(line: 4, column: 63, scope: !33)
!41 = !DILocation(line: 4, column: 74, scope: !33)
!42 = !DILocation(line: 4, column: 85, scope: !33)
!43 = !DILocation(line: 4, column: 77, scope: !33)
!44 = !DILocation(line: 4, column: 66, scope: !33)
!45 = !DILocation(line: 4, column: 39, scope: !33)
