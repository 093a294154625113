; ModuleID = 'tests/corpus/c/address_spaces.c'
source_filename = "tests/corpus/c/address_spaces.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.object = type { i64, ptr addrspace(1), [0 x i64] }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @length(ptr addrspace(1) noundef %0) #0 !dbg !14 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %2, align 8
    #dbg_declare(ptr %2, !28, !DIExpression(), !29)
    #dbg_declare(ptr %3, !30, !DIExpression(), !31)
  store i64 0, ptr %3, align 8, !dbg !31
  br label %4, !dbg !32

4:                                                ; preds = %7, %1
  %5 = load ptr addrspace(1), ptr %2, align 8, !dbg !33
  %6 = icmp ne ptr addrspace(1) %5, null, !dbg !32
  br i1 %6, label %7, label %13, !dbg !32

7:                                                ; preds = %4
  %8 = load i64, ptr %3, align 8, !dbg !34
  %9 = add nsw i64 %8, 1, !dbg !34
  store i64 %9, ptr %3, align 8, !dbg !34
  %10 = load ptr addrspace(1), ptr %2, align 8, !dbg !36
  %11 = getelementptr inbounds %struct.object, ptr addrspace(1) %10, i32 0, i32 1, !dbg !37
  %12 = load ptr addrspace(1), ptr addrspace(1) %11, align 8, !dbg !37
  store ptr addrspace(1) %12, ptr %2, align 8, !dbg !38
  br label %4, !dbg !32, !llvm.loop !39

13:                                               ; preds = %4
  %14 = load i64, ptr %3, align 8, !dbg !42
  ret i64 %14, !dbg !43
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @field(ptr addrspace(1) noundef %0, i64 noundef %1) #0 !dbg !44 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !49, !DIExpression(), !50)
  %5 = load ptr addrspace(1), ptr %3, align 8, !dbg !51
  %6 = getelementptr inbounds %struct.object, ptr addrspace(1) %5, i32 0, i32 2, !dbg !52
  %7 = load i64, ptr %4, align 8, !dbg !53
  %8 = getelementptr inbounds [0 x i64], ptr addrspace(1) %6, i64 0, i64 %7, !dbg !51
  %9 = ptrtoint ptr addrspace(1) %8 to i64, !dbg !54
  %10 = inttoptr i64 %9 to ptr, !dbg !55
  ret ptr %10, !dbg !56
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr addrspace(1) @payload_at(ptr addrspace(1) noundef %0, i64 noundef %1) #0 !dbg !57 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !58, !DIExpression(), !59)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !60, !DIExpression(), !61)
  %5 = load ptr addrspace(1), ptr %3, align 8, !dbg !62
  %6 = getelementptr inbounds %struct.object, ptr addrspace(1) %5, i32 0, i32 2, !dbg !63
  %7 = load i64, ptr %4, align 8, !dbg !64
  %8 = getelementptr inbounds [0 x i64], ptr addrspace(1) %6, i64 0, i64 %7, !dbg !62
  ret ptr addrspace(1) %8, !dbg !65
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @link(ptr addrspace(1) noundef %0, ptr addrspace(1) noundef %1) #0 !dbg !66 {
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
    #dbg_declare(ptr %3, !69, !DIExpression(), !70)
  store ptr addrspace(1) %1, ptr %4, align 8
    #dbg_declare(ptr %4, !71, !DIExpression(), !72)
  %5 = load ptr addrspace(1), ptr %4, align 8, !dbg !73
  %6 = load ptr addrspace(1), ptr %3, align 8, !dbg !74
  %7 = getelementptr inbounds %struct.object, ptr addrspace(1) %6, i32 0, i32 1, !dbg !75
  store ptr addrspace(1) %5, ptr addrspace(1) %7, align 8, !dbg !76
  ret void, !dbg !77
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/address_spaces.c", directory: ".", checksumkind: CSK_MD5, checksum: "2d8d82d606d2cf81cb2a1da7726a0493")
!2 = !{!3, !5}
!3 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!4 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!5 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"frame-pointer", i32 2}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "length", scope: !1, file: !1, line: 3, type: !15, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!15 = !DISubroutineType(types: !16)
!16 = !{!4, !17}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "object", file: !1, line: 1, baseType: !19)
!19 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "object", file: !1, line: 2, size: 128, elements: !20)
!20 = !{!21, !22, !23}
!21 = !DIDerivedType(tag: DW_TAG_member, name: "header", scope: !19, file: !1, line: 2, baseType: !4, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !19, file: !1, line: 2, baseType: !17, size: 64, offset: 64)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "payload", scope: !19, file: !1, line: 2, baseType: !24, offset: 128)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: -1)
!27 = !{}
!28 = !DILocalVariable(name: "list", arg: 1, scope: !14, file: !1, line: 3, type: !17)
!29 = !DILocation(line: 3, column: 21, scope: !14)
!30 = !DILocalVariable(name: "n", scope: !14, file: !1, line: 3, type: !4)
!31 = !DILocation(line: 3, column: 34, scope: !14)
!32 = !DILocation(line: 3, column: 41, scope: !14)
!33 = !DILocation(line: 3, column: 48, scope: !14)
!34 = !DILocation(line: 3, column: 57, scope: !35)
!35 = distinct !DILexicalBlock(scope: !14, file: !1, line: 3, column: 54)
!36 = !DILocation(line: 3, column: 68, scope: !35)
!37 = !DILocation(line: 3, column: 74, scope: !35)
!38 = !DILocation(line: 3, column: 66, scope: !35)
!39 = distinct !{!39, !32, !40, !41}
!40 = !DILocation(line: 3, column: 80, scope: !14)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DILocation(line: 3, column: 89, scope: !14)
!43 = !DILocation(line: 3, column: 82, scope: !14)
!44 = distinct !DISubprogram(name: "field", scope: !1, file: !1, line: 4, type: !45, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!45 = !DISubroutineType(types: !46)
!46 = !{!3, !17, !4}
!47 = !DILocalVariable(name: "o", arg: 1, scope: !44, file: !1, line: 4, type: !17)
!48 = !DILocation(line: 4, column: 21, scope: !44)
!49 = !DILocalVariable(name: "i", arg: 2, scope: !44, file: !1, line: 4, type: !4)
!50 = !DILocation(line: 4, column: 29, scope: !44)
!51 = !DILocation(line: 4, column: 65, scope: !44)
!52 = !DILocation(line: 4, column: 68, scope: !44)
!53 = !DILocation(line: 4, column: 76, scope: !44)
!54 = !DILocation(line: 4, column: 49, scope: !44)
!55 = !DILocation(line: 4, column: 41, scope: !44)
!56 = !DILocation(line: 4, column: 34, scope: !44)
!57 = distinct !DISubprogram(name: "payload_at", scope: !1, file: !1, line: 5, type: !45, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!58 = !DILocalVariable(name: "o", arg: 1, scope: !57, file: !1, line: 5, type: !17)
!59 = !DILocation(line: 5, column: 60, scope: !57)
!60 = !DILocalVariable(name: "i", arg: 2, scope: !57, file: !1, line: 5, type: !4)
!61 = !DILocation(line: 5, column: 68, scope: !57)
!62 = !DILocation(line: 5, column: 81, scope: !57)
!63 = !DILocation(line: 5, column: 84, scope: !57)
!64 = !DILocation(line: 5, column: 92, scope: !57)
!65 = !DILocation(line: 5, column: 73, scope: !57)
!66 = distinct !DISubprogram(name: "link", scope: !1, file: !1, line: 6, type: !67, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !27)
!67 = !DISubroutineType(types: !68)
!68 = !{null, !17, !17}
!69 = !DILocalVariable(name: "a", arg: 1, scope: !66, file: !1, line: 6, type: !17)
!70 = !DILocation(line: 6, column: 19, scope: !66)
!71 = !DILocalVariable(name: "b", arg: 2, scope: !66, file: !1, line: 6, type: !17)
!72 = !DILocation(line: 6, column: 30, scope: !66)
!73 = !DILocation(line: 6, column: 45, scope: !66)
!74 = !DILocation(line: 6, column: 35, scope: !66)
!75 = !DILocation(line: 6, column: 38, scope: !66)
!76 = !DILocation(line: 6, column: 43, scope: !66)
!77 = !DILocation(line: 6, column: 48, scope: !66)
