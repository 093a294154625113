; ModuleID = 'tests/corpus/c/printing.c'
source_filename = "tests/corpus/c/printing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { i32, double }

@.str = private unnamed_addr constant [14 x i8] c"pair(%d, %g)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"%ld\00", align 1, !dbg !7

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @print_pair(ptr noundef %0) #0 !dbg !22 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !34, !DIExpression(), !35)
  %3 = load ptr, ptr %2, align 8, !dbg !36
  %4 = getelementptr inbounds %struct.pair, ptr %3, i32 0, i32 0, !dbg !37
  %5 = load i32, ptr %4, align 8, !dbg !37
  %6 = load ptr, ptr %2, align 8, !dbg !38
  %7 = getelementptr inbounds %struct.pair, ptr %6, i32 0, i32 1, !dbg !39
  %8 = load double, ptr %7, align 8, !dbg !39
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %5, double noundef %8), !dbg !40
  ret void, !dbg !41
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @format_into(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 !dbg !42 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !48, !DIExpression(), !49)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !50, !DIExpression(), !51)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !52, !DIExpression(), !53)
  %7 = load ptr, ptr %4, align 8, !dbg !54
  %8 = load i64, ptr %5, align 8, !dbg !55
  %9 = load i64, ptr %6, align 8, !dbg !56
  %10 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %7, i64 noundef %8, ptr noundef @.str.1, i64 noundef %9) #3, !dbg !57
  ret i32 %10, !dbg !58
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main(i32 noundef %0, ptr noundef %1) #0 !dbg !59 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca %struct.pair, align 8
  store i32 0, ptr %3, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !63, !DIExpression(), !64)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !65, !DIExpression(), !66)
    #dbg_declare(ptr %6, !67, !DIExpression(), !68)
  %7 = getelementptr inbounds %struct.pair, ptr %6, i32 0, i32 0, !dbg !69
  %8 = load i32, ptr %4, align 4, !dbg !70
  store i32 %8, ptr %7, align 8, !dbg !69
  %9 = getelementptr inbounds %struct.pair, ptr %6, i32 0, i32 1, !dbg !69
  store double 1.500000e+00, ptr %9, align 8, !dbg !69
  call void @print_pair(ptr noundef %6), !dbg !71
  %10 = load ptr, ptr %5, align 8, !dbg !72
  %11 = getelementptr inbounds ptr, ptr %10, i64 0, !dbg !72
  %12 = load ptr, ptr %11, align 8, !dbg !72
  %13 = call i32 @puts(ptr noundef %12), !dbg !73
  ret i32 0, !dbg !74
}

declare i32 @puts(ptr noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 3, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "tests/corpus/c/printing.c", directory: ".", checksumkind: CSK_MD5, checksum: "e23218fd0f46a19220aa8a28178101d0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 14)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 4, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"frame-pointer", i32 2}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "print_pair", scope: !2, file: !2, line: 3, type: !23, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !33)
!23 = !DISubroutineType(types: !24)
!24 = !{null, !25}
!25 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!26 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !27)
!27 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 2, size: 128, elements: !28)
!28 = !{!29, !31}
!29 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !27, file: !2, line: 2, baseType: !30, size: 32)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !27, file: !2, line: 2, baseType: !32, size: 64, offset: 64)
!32 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!33 = !{}
!34 = !DILocalVariable(name: "p", arg: 1, scope: !22, file: !2, line: 3, type: !25)
!35 = !DILocation(line: 3, column: 36, scope: !22)
!36 = !DILocation(line: 3, column: 66, scope: !22)
!37 = !DILocation(line: 3, column: 69, scope: !22)
!38 = !DILocation(line: 3, column: 72, scope: !22)
!39 = !DILocation(line: 3, column: 75, scope: !22)
!40 = !DILocation(line: 3, column: 41, scope: !22)
!41 = !DILocation(line: 3, column: 79, scope: !22)
!42 = distinct !DISubprogram(name: "format_into", scope: !2, file: !2, line: 4, type: !43, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !33)
!43 = !DISubroutineType(types: !44)
!44 = !{!30, !45, !46, !47}
!45 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!46 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!47 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!48 = !DILocalVariable(name: "buf", arg: 1, scope: !42, file: !2, line: 4, type: !45)
!49 = !DILocation(line: 4, column: 23, scope: !42)
!50 = !DILocalVariable(name: "n", arg: 2, scope: !42, file: !2, line: 4, type: !46)
!51 = !DILocation(line: 4, column: 42, scope: !42)
!52 = !DILocalVariable(name: "v", arg: 3, scope: !42, file: !2, line: 4, type: !47)
!53 = !DILocation(line: 4, column: 50, scope: !42)
!54 = !DILocation(line: 4, column: 71, scope: !42)
!55 = !DILocation(line: 4, column: 76, scope: !42)
!56 = !DILocation(line: 4, column: 86, scope: !42)
!57 = !DILocation(line: 4, column: 62, scope: !42)
!58 = !DILocation(line: 4, column: 55, scope: !42)
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 5, type: !60, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !12, retainedNodes: !33)
!60 = !DISubroutineType(types: !61)
!61 = !{!30, !30, !62}
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!63 = !DILocalVariable(name: "argc", arg: 1, scope: !59, file: !2, line: 5, type: !30)
!64 = !DILocation(line: 5, column: 14, scope: !59)
!65 = !DILocalVariable(name: "argv", arg: 2, scope: !59, file: !2, line: 5, type: !62)
!66 = !DILocation(line: 5, column: 27, scope: !59)
!67 = !DILocalVariable(name: "p", scope: !59, file: !2, line: 5, type: !27)
!68 = !DILocation(line: 5, column: 47, scope: !59)
!69 = !DILocation(line: 5, column: 51, scope: !59)
!70 = !DILocation(line: 5, column: 53, scope: !59)
!71 = !DILocation(line: 5, column: 66, scope: !59)
!72 = !DILocation(line: 5, column: 87, scope: !59)
!73 = !DILocation(line: 5, column: 82, scope: !59)
!74 = !DILocation(line: 5, column: 97, scope: !59)
