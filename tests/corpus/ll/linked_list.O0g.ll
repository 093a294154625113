; ModuleID = 'tests/corpus/c/linked_list.c'
source_filename = "tests/corpus/c/linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @push(ptr noundef %0, i32 noundef %1) #0 !dbg !10 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !20, !DIExpression(), !21)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !22, !DIExpression(), !23)
    #dbg_declare(ptr %6, !24, !DIExpression(), !25)
  %7 = call noalias ptr @malloc(i64 noundef 16) #3, !dbg !26
  store ptr %7, ptr %6, align 8, !dbg !25
  %8 = load ptr, ptr %6, align 8, !dbg !27
  %9 = icmp ne ptr %8, null, !dbg !27
  br i1 %9, label %12, label %10, !dbg !29

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8, !dbg !30
  store ptr %11, ptr %3, align 8, !dbg !31
  br label %20, !dbg !31

12:                                               ; preds = %2
  %13 = load i32, ptr %5, align 4, !dbg !32
  %14 = load ptr, ptr %6, align 8, !dbg !33
  %15 = getelementptr inbounds %struct.node, ptr %14, i32 0, i32 0, !dbg !34
  store i32 %13, ptr %15, align 8, !dbg !35
  %16 = load ptr, ptr %4, align 8, !dbg !36
  %17 = load ptr, ptr %6, align 8, !dbg !37
  %18 = getelementptr inbounds %struct.node, ptr %17, i32 0, i32 1, !dbg !38
  store ptr %16, ptr %18, align 8, !dbg !39
  %19 = load ptr, ptr %6, align 8, !dbg !40
  store ptr %19, ptr %3, align 8, !dbg !41
  br label %20, !dbg !41

20:                                               ; preds = %12, %10
  %21 = load ptr, ptr %3, align 8, !dbg !42
  ret ptr %21, !dbg !42
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @reverse(ptr noundef %0) #0 !dbg !43 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !46, !DIExpression(), !47)
    #dbg_declare(ptr %3, !48, !DIExpression(), !49)
  store ptr null, ptr %3, align 8, !dbg !49
  br label %5, !dbg !50

5:                                                ; preds = %8, %1
  %6 = load ptr, ptr %2, align 8, !dbg !51
  %7 = icmp ne ptr %6, null, !dbg !50
  br i1 %7, label %8, label %17, !dbg !50

8:                                                ; preds = %5
    #dbg_declare(ptr %4, !52, !DIExpression(), !54)
  %9 = load ptr, ptr %2, align 8, !dbg !55
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 1, !dbg !56
  %11 = load ptr, ptr %10, align 8, !dbg !56
  store ptr %11, ptr %4, align 8, !dbg !54
  %12 = load ptr, ptr %3, align 8, !dbg !57
  %13 = load ptr, ptr %2, align 8, !dbg !58
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 1, !dbg !59
  store ptr %12, ptr %14, align 8, !dbg !60
  %15 = load ptr, ptr %2, align 8, !dbg !61
  store ptr %15, ptr %3, align 8, !dbg !62
  %16 = load ptr, ptr %4, align 8, !dbg !63
  store ptr %16, ptr %2, align 8, !dbg !64
  br label %5, !dbg !50, !llvm.loop !65

17:                                               ; preds = %5
  %18 = load ptr, ptr %3, align 8, !dbg !68
  ret ptr %18, !dbg !69
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @free_all(ptr noundef %0) #0 !dbg !70 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !73, !DIExpression(), !74)
  br label %4, !dbg !75

4:                                                ; preds = %7, %1
  %5 = load ptr, ptr %2, align 8, !dbg !76
  %6 = icmp ne ptr %5, null, !dbg !75
  br i1 %6, label %7, label %13, !dbg !75

7:                                                ; preds = %4
    #dbg_declare(ptr %3, !77, !DIExpression(), !79)
  %8 = load ptr, ptr %2, align 8, !dbg !80
  %9 = getelementptr inbounds %struct.node, ptr %8, i32 0, i32 1, !dbg !81
  %10 = load ptr, ptr %9, align 8, !dbg !81
  store ptr %10, ptr %3, align 8, !dbg !79
  %11 = load ptr, ptr %2, align 8, !dbg !82
  call void @free(ptr noundef %11) #4, !dbg !83
  %12 = load ptr, ptr %3, align 8, !dbg !84
  store ptr %12, ptr %2, align 8, !dbg !85
  br label %4, !dbg !75, !llvm.loop !86

13:                                               ; preds = %4
  ret void, !dbg !88
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7, !8}
!llvm.ident = !{!9}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "tests/corpus/c/linked_list.c", directory: ".", checksumkind: CSK_MD5, checksum: "83660b57e3c79d988b6a2a1fd3ccba01")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{i32 7, !"frame-pointer", i32 2}
!9 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!10 = distinct !DISubprogram(name: "push", scope: !1, file: !1, line: 3, type: !11, scopeLine: 3, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!11 = !DISubroutineType(types: !12)
!12 = !{!13, !13, !17}
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !1, line: 2, size: 128, elements: !15)
!15 = !{!16, !18}
!16 = !DIDerivedType(tag: DW_TAG_member, name: "value", scope: !14, file: !1, line: 2, baseType: !17, size: 32)
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !14, file: !1, line: 2, baseType: !13, size: 64, offset: 64)
!19 = !{}
!20 = !DILocalVariable(name: "head", arg: 1, scope: !10, file: !1, line: 3, type: !13)
!21 = !DILocation(line: 3, column: 32, scope: !10)
!22 = !DILocalVariable(name: "v", arg: 2, scope: !10, file: !1, line: 3, type: !17)
!23 = !DILocation(line: 3, column: 42, scope: !10)
!24 = !DILocalVariable(name: "n", scope: !10, file: !1, line: 3, type: !13)
!25 = !DILocation(line: 3, column: 60, scope: !10)
!26 = !DILocation(line: 3, column: 64, scope: !10)
!27 = !DILocation(line: 3, column: 88, scope: !28)
!28 = distinct !DILexicalBlock(scope: !10, file: !1, line: 3, column: 87)
!29 = !DILocation(line: 3, column: 87, scope: !10)
!30 = !DILocation(line: 3, column: 98, scope: !28)
!31 = !DILocation(line: 3, column: 91, scope: !28)
!32 = !DILocation(line: 3, column: 115, scope: !10)
!33 = !DILocation(line: 3, column: 104, scope: !10)
!34 = !DILocation(line: 3, column: 107, scope: !10)
!35 = !DILocation(line: 3, column: 113, scope: !10)
!36 = !DILocation(line: 3, column: 128, scope: !10)
!37 = !DILocation(line: 3, column: 118, scope: !10)
!38 = !DILocation(line: 3, column: 121, scope: !10)
!39 = !DILocation(line: 3, column: 126, scope: !10)
!40 = !DILocation(line: 3, column: 141, scope: !10)
!41 = !DILocation(line: 3, column: 134, scope: !10)
!42 = !DILocation(line: 3, column: 144, scope: !10)
!43 = distinct !DISubprogram(name: "reverse", scope: !1, file: !1, line: 4, type: !44, scopeLine: 4, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!44 = !DISubroutineType(types: !45)
!45 = !{!13, !13}
!46 = !DILocalVariable(name: "h", arg: 1, scope: !43, file: !1, line: 4, type: !13)
!47 = !DILocation(line: 4, column: 35, scope: !43)
!48 = !DILocalVariable(name: "r", scope: !43, file: !1, line: 4, type: !13)
!49 = !DILocation(line: 4, column: 53, scope: !43)
!50 = !DILocation(line: 4, column: 60, scope: !43)
!51 = !DILocation(line: 4, column: 67, scope: !43)
!52 = !DILocalVariable(name: "n", scope: !53, file: !1, line: 4, type: !13)
!53 = distinct !DILexicalBlock(scope: !43, file: !1, line: 4, column: 70)
!54 = !DILocation(line: 4, column: 85, scope: !53)
!55 = !DILocation(line: 4, column: 89, scope: !53)
!56 = !DILocation(line: 4, column: 92, scope: !53)
!57 = !DILocation(line: 4, column: 108, scope: !53)
!58 = !DILocation(line: 4, column: 98, scope: !53)
!59 = !DILocation(line: 4, column: 101, scope: !53)
!60 = !DILocation(line: 4, column: 106, scope: !53)
!61 = !DILocation(line: 4, column: 115, scope: !53)
!62 = !DILocation(line: 4, column: 113, scope: !53)
!63 = !DILocation(line: 4, column: 122, scope: !53)
!64 = !DILocation(line: 4, column: 120, scope: !53)
!65 = distinct !{!65, !50, !66, !67}
!66 = !DILocation(line: 4, column: 125, scope: !43)
!67 = !{!"llvm.loop.mustprogress"}
!68 = !DILocation(line: 4, column: 134, scope: !43)
!69 = !DILocation(line: 4, column: 127, scope: !43)
!70 = distinct !DISubprogram(name: "free_all", scope: !1, file: !1, line: 5, type: !71, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !0, retainedNodes: !19)
!71 = !DISubroutineType(types: !72)
!72 = !{null, !13}
!73 = !DILocalVariable(name: "h", arg: 1, scope: !70, file: !1, line: 5, type: !13)
!74 = !DILocation(line: 5, column: 28, scope: !70)
!75 = !DILocation(line: 5, column: 33, scope: !70)
!76 = !DILocation(line: 5, column: 40, scope: !70)
!77 = !DILocalVariable(name: "n", scope: !78, file: !1, line: 5, type: !13)
!78 = distinct !DILexicalBlock(scope: !70, file: !1, line: 5, column: 43)
!79 = !DILocation(line: 5, column: 58, scope: !78)
!80 = !DILocation(line: 5, column: 62, scope: !78)
!81 = !DILocation(line: 5, column: 65, scope: !78)
!82 = !DILocation(line: 5, column: 76, scope: !78)
!83 = !DILocation(line: 5, column: 71, scope: !78)
!84 = !DILocation(line: 5, column: 84, scope: !78)
!85 = !DILocation(line: 5, column: 82, scope: !78)
!86 = distinct !{!86, !75, !87, !67}
!87 = !DILocation(line: 5, column: 87, scope: !70)
!88 = !DILocation(line: 5, column: 89, scope: !70)
