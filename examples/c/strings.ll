; ModuleID = 'strings.c'
source_filename = "strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call ptr addrspace(1) @gc_alloc(i64 noundef 3, i64 noundef 0) #2
  %2 = tail call ptr addrspace(1) @gc_alloc(i64 noundef 0, i64 noundef 7) #2
  %3 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  store <4 x i8> <i8 109, i8 111, i8 118, i8 105>, ptr addrspace(1) %3, align 1, !tbaa !5
  %4 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 12
  store i8 110, ptr addrspace(1) %4, align 1, !tbaa !5
  %5 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 13
  store i8 103, ptr addrspace(1) %5, align 1, !tbaa !5
  %6 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 14
  store i8 32, ptr addrspace(1) %6, align 1, !tbaa !5
  %7 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 8
  store ptr addrspace(1) %2, ptr addrspace(1) %7, align 8, !tbaa !8
  %8 = tail call ptr addrspace(1) @gc_alloc(i64 noundef 0, i64 noundef 11) #2
  %9 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 8
  store <8 x i8> <i8 99, i8 111, i8 108, i8 108, i8 101, i8 99, i8 116, i8 111>, ptr addrspace(1) %9, align 1, !tbaa !5
  %10 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 16
  store i8 114, ptr addrspace(1) %10, align 1, !tbaa !5
  %11 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 17
  store i8 44, ptr addrspace(1) %11, align 1, !tbaa !5
  %12 = getelementptr inbounds i8, ptr addrspace(1) %8, i64 18
  store i8 32, ptr addrspace(1) %12, align 1, !tbaa !5
  %13 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 16
  store ptr addrspace(1) %8, ptr addrspace(1) %13, align 8, !tbaa !8
  %14 = tail call ptr addrspace(1) @gc_alloc(i64 noundef 0, i64 noundef 10) #2
  %15 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 8
  store <8 x i8> <i8 115, i8 116, i8 97, i8 99, i8 107, i8 32, i8 109, i8 97>, ptr addrspace(1) %15, align 1, !tbaa !5
  %16 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 16
  store i8 112, ptr addrspace(1) %16, align 1, !tbaa !5
  %17 = getelementptr inbounds i8, ptr addrspace(1) %14, i64 17
  store i8 115, ptr addrspace(1) %17, align 1, !tbaa !5
  %18 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 24
  store ptr addrspace(1) %14, ptr addrspace(1) %18, align 8, !tbaa !8
  %19 = load ptr addrspace(1), ptr addrspace(1) %7, align 8, !tbaa !8
  tail call void @rt_print_str(ptr addrspace(1) noundef %19) #2
  %20 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 16
  %21 = load ptr addrspace(1), ptr addrspace(1) %20, align 8, !tbaa !8
  tail call void @rt_print_str(ptr addrspace(1) noundef %21) #2
  %22 = getelementptr inbounds i8, ptr addrspace(1) %1, i64 24
  %23 = load ptr addrspace(1), ptr addrspace(1) %22, align 8, !tbaa !8
  tail call void @rt_print_str(ptr addrspace(1) noundef %23) #2
  %24 = load ptr addrspace(1), ptr addrspace(1) %7, align 8, !tbaa !8
  %25 = load i64, ptr addrspace(1) %24, align 8, !tbaa !10
  %26 = lshr i64 %25, 32
  %27 = load ptr addrspace(1), ptr addrspace(1) %13, align 8, !tbaa !8
  %28 = load i64, ptr addrspace(1) %27, align 8, !tbaa !10
  %29 = lshr i64 %28, 32
  %30 = add nuw nsw i64 %29, %26
  %31 = load ptr addrspace(1), ptr addrspace(1) %18, align 8, !tbaa !8
  %32 = load i64, ptr addrspace(1) %31, align 8, !tbaa !10
  %33 = lshr i64 %32, 32
  %34 = add nuw nsw i64 %30, %33
  %35 = tail call ptr addrspace(1) @gc_alloc(i64 noundef 0, i64 noundef %34) #2
  %36 = getelementptr inbounds i8, ptr addrspace(1) %35, i64 8
  tail call void @gc_collect() #2
  %37 = load ptr addrspace(1), ptr addrspace(1) %7, align 8, !tbaa !8
  %38 = load i64, ptr addrspace(1) %37, align 8, !tbaa !10
  %39 = icmp ult i64 %38, 4294967296
  br i1 %39, label %42, label %40

40:                                               ; preds = %0
  %41 = getelementptr inbounds i8, ptr addrspace(1) %37, i64 8
  br label %76

42:                                               ; preds = %76, %0
  %43 = phi ptr addrspace(1) [ %36, %0 ], [ %81, %76 ]
  tail call void @gc_collect() #2
  %44 = load ptr addrspace(1), ptr addrspace(1) %13, align 8, !tbaa !8
  %45 = load i64, ptr addrspace(1) %44, align 8, !tbaa !10
  %46 = icmp ult i64 %45, 4294967296
  br i1 %46, label %59, label %47

47:                                               ; preds = %42
  %48 = getelementptr inbounds i8, ptr addrspace(1) %44, i64 8
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 0, %47 ], [ %55, %49 ]
  %51 = phi ptr addrspace(1) [ %43, %47 ], [ %54, %49 ]
  %52 = getelementptr inbounds [0 x i8], ptr addrspace(1) %48, i64 0, i64 %50
  %53 = load i8, ptr addrspace(1) %52, align 1, !tbaa !5
  %54 = getelementptr inbounds i8, ptr addrspace(1) %51, i64 1
  store i8 %53, ptr addrspace(1) %51, align 1, !tbaa !5
  %55 = add nuw nsw i64 %50, 1
  %56 = load i64, ptr addrspace(1) %44, align 8, !tbaa !10
  %57 = lshr i64 %56, 32
  %58 = icmp ult i64 %55, %57
  br i1 %58, label %49, label %59, !llvm.loop !12

59:                                               ; preds = %49, %42
  %60 = phi ptr addrspace(1) [ %43, %42 ], [ %54, %49 ]
  tail call void @gc_collect() #2
  %61 = load ptr addrspace(1), ptr addrspace(1) %18, align 8, !tbaa !8
  %62 = load i64, ptr addrspace(1) %61, align 8, !tbaa !10
  %63 = icmp ult i64 %62, 4294967296
  br i1 %63, label %86, label %64

64:                                               ; preds = %59
  %65 = getelementptr inbounds i8, ptr addrspace(1) %61, i64 8
  br label %66

66:                                               ; preds = %66, %64
  %67 = phi i64 [ 0, %64 ], [ %72, %66 ]
  %68 = phi ptr addrspace(1) [ %60, %64 ], [ %71, %66 ]
  %69 = getelementptr inbounds [0 x i8], ptr addrspace(1) %65, i64 0, i64 %67
  %70 = load i8, ptr addrspace(1) %69, align 1, !tbaa !5
  %71 = getelementptr inbounds i8, ptr addrspace(1) %68, i64 1
  store i8 %70, ptr addrspace(1) %68, align 1, !tbaa !5
  %72 = add nuw nsw i64 %67, 1
  %73 = load i64, ptr addrspace(1) %61, align 8, !tbaa !10
  %74 = lshr i64 %73, 32
  %75 = icmp ult i64 %72, %74
  br i1 %75, label %66, label %86, !llvm.loop !12

76:                                               ; preds = %76, %40
  %77 = phi i64 [ 0, %40 ], [ %82, %76 ]
  %78 = phi ptr addrspace(1) [ %36, %40 ], [ %81, %76 ]
  %79 = getelementptr inbounds [0 x i8], ptr addrspace(1) %41, i64 0, i64 %77
  %80 = load i8, ptr addrspace(1) %79, align 1, !tbaa !5
  %81 = getelementptr inbounds i8, ptr addrspace(1) %78, i64 1
  store i8 %80, ptr addrspace(1) %78, align 1, !tbaa !5
  %82 = add nuw nsw i64 %77, 1
  %83 = load i64, ptr addrspace(1) %37, align 8, !tbaa !10
  %84 = lshr i64 %83, 32
  %85 = icmp ult i64 %82, %84
  br i1 %85, label %76, label %42, !llvm.loop !12

86:                                               ; preds = %66, %59
  tail call void @gc_collect() #2
  tail call void @rt_print_str(ptr addrspace(1) noundef %35) #2
  %87 = load i64, ptr addrspace(1) %35, align 8, !tbaa !10
  %88 = lshr i64 %87, 32
  tail call void @rt_print_i64(i64 noundef %88) #2
  ret i32 0
}

declare ptr addrspace(1) @gc_alloc(i64 noundef, i64 noundef) local_unnamed_addr #1

declare void @rt_print_str(ptr addrspace(1) noundef) local_unnamed_addr #1

declare void @gc_collect() local_unnamed_addr #1

declare void @rt_print_i64(i64 noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
