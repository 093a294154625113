; ModuleID = 'tests/corpus/c/atomics.c'
source_filename = "tests/corpus/c/atomics.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@shared = internal global i32 0, align 4, !dbg !0

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @increment() #0 !dbg !26 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  store i32 1, ptr %1, align 4, !dbg !29
  %3 = load i32, ptr %1, align 4, !dbg !29
  %4 = atomicrmw add ptr @shared, i32 %3 monotonic, align 4, !dbg !29
  store i32 %4, ptr %2, align 4, !dbg !29
  %5 = load i32, ptr %2, align 4, !dbg !29
  ret i32 %5, !dbg !30
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @exchange(i32 noundef %0) #0 !dbg !31 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !35, !DIExpression(), !36)
  %5 = load i32, ptr %2, align 4, !dbg !37
  store i32 %5, ptr %3, align 4, !dbg !37
  %6 = load i32, ptr %3, align 4, !dbg !37
  %7 = atomicrmw xchg ptr @shared, i32 %6 seq_cst, align 4, !dbg !37
  store i32 %7, ptr %4, align 4, !dbg !37
  %8 = load i32, ptr %4, align 4, !dbg !37
  ret i32 %8, !dbg !38
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @compare_swap(i32 noundef %0, i32 noundef %1) #0 !dbg !39 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !42, !DIExpression(), !43)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !44, !DIExpression(), !45)
  %7 = load i32, ptr %4, align 4, !dbg !46
  store i32 %7, ptr %5, align 4, !dbg !46
  %8 = load i32, ptr %3, align 4, !dbg !46
  %9 = load i32, ptr %5, align 4, !dbg !46
  %10 = cmpxchg ptr @shared, i32 %8, i32 %9 seq_cst seq_cst, align 4, !dbg !46
  %11 = extractvalue { i32, i1 } %10, 0, !dbg !46
  %12 = extractvalue { i32, i1 } %10, 1, !dbg !46
  br i1 %12, label %14, label %13, !dbg !46

13:                                               ; preds = %2
  store i32 %11, ptr %3, align 4, !dbg !46
  br label %14, !dbg !46

14:                                               ; preds = %13, %2
  %15 = zext i1 %12 to i8, !dbg !46
  store i8 %15, ptr %6, align 1, !dbg !46
  %16 = load i8, ptr %6, align 1, !dbg !46
  %17 = trunc i8 %16 to i1, !dbg !46
  %18 = zext i1 %17 to i32, !dbg !46
  ret i32 %18, !dbg !47
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @publish(ptr noundef %0, ptr noundef %1) #0 !dbg !48 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !54, !DIExpression(), !55)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !56, !DIExpression(), !57)
  %6 = load ptr, ptr %4, align 8, !dbg !58
  %7 = load ptr, ptr %3, align 8, !dbg !59
  store ptr %7, ptr %5, align 8, !dbg !60
  %8 = load i64, ptr %5, align 8, !dbg !60
  store atomic i64 %8, ptr %6 release, align 8, !dbg !60
  fence seq_cst, !dbg !61
  ret void, !dbg !62
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @consume(ptr noundef %0) #0 !dbg !63 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !66, !DIExpression(), !67)
  %4 = load ptr, ptr %2, align 8, !dbg !68
  %5 = load atomic i64, ptr %4 acquire, align 8, !dbg !69
  store i64 %5, ptr %3, align 8, !dbg !69
  %6 = load ptr, ptr %3, align 8, !dbg !69
  ret ptr %6, !dbg !70
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!18, !19, !20, !21, !22, !23, !24}
!llvm.ident = !{!25}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "shared", scope: !2, file: !3, line: 2, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, globals: !15, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "tests/corpus/c/atomics.c", directory: ".", checksumkind: CSK_MD5, checksum: "4de6b082dc0db6ff40855b0227266e24")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "memory_order", file: !6, line: 68, baseType: !7, size: 32, elements: !8)
!6 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/stdatomic.h", directory: "", checksumkind: CSK_MD5, checksum: "f17199a988fe91afffaf0f943ef87096")
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !{!9, !10, !11, !12, !13, !14}
!9 = !DIEnumerator(name: "memory_order_relaxed", value: 0)
!10 = !DIEnumerator(name: "memory_order_consume", value: 1)
!11 = !DIEnumerator(name: "memory_order_acquire", value: 2)
!12 = !DIEnumerator(name: "memory_order_release", value: 3)
!13 = !DIEnumerator(name: "memory_order_acq_rel", value: 4)
!14 = !DIEnumerator(name: "memory_order_seq_cst", value: 5)
!15 = !{!0}
!16 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !17)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !{i32 7, !"Dwarf Version", i32 5}
!19 = !{i32 2, !"Debug Info Version", i32 3}
!20 = !{i32 1, !"wchar_size", i32 4}
!21 = !{i32 8, !"PIC Level", i32 2}
!22 = !{i32 7, !"PIE Level", i32 2}
!23 = !{i32 7, !"uwtable", i32 2}
!24 = !{i32 7, !"frame-pointer", i32 2}
!25 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!26 = distinct !DISubprogram(name: "increment", scope: !3, file: !3, line: 3, type: !27, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2)
!27 = !DISubroutineType(types: !28)
!28 = !{!17}
!29 = !DILocation(line: 3, column: 30, scope: !26)
!30 = !DILocation(line: 3, column: 23, scope: !26)
!31 = distinct !DISubprogram(name: "exchange", scope: !3, file: !3, line: 4, type: !32, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!32 = !DISubroutineType(types: !33)
!33 = !{!17, !17}
!34 = !{}
!35 = !DILocalVariable(name: "v", arg: 1, scope: !31, file: !3, line: 4, type: !17)
!36 = !DILocation(line: 4, column: 18, scope: !31)
!37 = !DILocation(line: 4, column: 30, scope: !31)
!38 = !DILocation(line: 4, column: 23, scope: !31)
!39 = distinct !DISubprogram(name: "compare_swap", scope: !3, file: !3, line: 5, type: !40, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!40 = !DISubroutineType(types: !41)
!41 = !{!17, !17, !17}
!42 = !DILocalVariable(name: "expected", arg: 1, scope: !39, file: !3, line: 5, type: !17)
!43 = !DILocation(line: 5, column: 22, scope: !39)
!44 = !DILocalVariable(name: "desired", arg: 2, scope: !39, file: !3, line: 5, type: !17)
!45 = !DILocation(line: 5, column: 36, scope: !39)
!46 = !DILocation(line: 5, column: 54, scope: !39)
!47 = !DILocation(line: 5, column: 47, scope: !39)
!48 = distinct !DISubprogram(name: "publish", scope: !3, file: !3, line: 6, type: !49, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!49 = !DISubroutineType(types: !50)
!50 = !{null, !51, !52}
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_atomic_type, baseType: !51)
!54 = !DILocalVariable(name: "data", arg: 1, scope: !48, file: !3, line: 6, type: !51)
!55 = !DILocation(line: 6, column: 19, scope: !48)
!56 = !DILocalVariable(name: "slot", arg: 2, scope: !48, file: !3, line: 6, type: !52)
!57 = !DILocation(line: 6, column: 41, scope: !48)
!58 = !DILocation(line: 6, column: 71, scope: !48)
!59 = !DILocation(line: 6, column: 77, scope: !48)
!60 = !DILocation(line: 6, column: 49, scope: !48)
!61 = !DILocation(line: 6, column: 106, scope: !48)
!62 = !DILocation(line: 6, column: 149, scope: !48)
!63 = distinct !DISubprogram(name: "consume", scope: !3, file: !3, line: 7, type: !64, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !34)
!64 = !DISubroutineType(types: !65)
!65 = !{!51, !52}
!66 = !DILocalVariable(name: "slot", arg: 1, scope: !63, file: !3, line: 7, type: !52)
!67 = !DILocation(line: 7, column: 30, scope: !63)
!68 = !DILocation(line: 7, column: 66, scope: !63)
!69 = !DILocation(line: 7, column: 45, scope: !63)
!70 = !DILocation(line: 7, column: 38, scope: !63)
