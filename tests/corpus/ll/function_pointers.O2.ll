; ModuleID = 'tests/corpus/c/function_pointers.c'
source_filename = "tests/corpus/c/function_pointers.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@table = internal unnamed_addr constant [2 x ptr] [ptr @add, ptr @mul], align 16

; Function Attrs: nounwind uwtable
define dso_local i32 @apply(i32 noundef %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = and i32 %0, 1
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds [2 x ptr], ptr @table, i64 0, i64 %5
  %7 = load ptr, ptr %6, align 8, !tbaa !5
  %8 = tail call i32 %7(i32 noundef %1, i32 noundef %2) #4
  ret i32 %8
}

; Function Attrs: nounwind uwtable
define dso_local i32 @fold(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %8

6:                                                ; preds = %4
  %7 = zext nneg i32 %1 to i64
  br label %10

8:                                                ; preds = %10, %4
  %9 = phi i32 [ %3, %4 ], [ %15, %10 ]
  ret i32 %9

10:                                               ; preds = %6, %10
  %11 = phi i64 [ 0, %6 ], [ %16, %10 ]
  %12 = phi i32 [ %3, %6 ], [ %15, %10 ]
  %13 = getelementptr inbounds i32, ptr %0, i64 %11
  %14 = load i32, ptr %13, align 4, !tbaa !9
  %15 = tail call i32 %2(i32 noundef %12, i32 noundef %14) #4
  %16 = add nuw nsw i64 %11, 1
  %17 = icmp eq i64 %16, %7
  br i1 %17, label %8, label %10, !llvm.loop !11
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @use_fold(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %71

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %25, label %7

7:                                                ; preds = %4
  %8 = and i64 %5, 2147483640
  br label %9

9:                                                ; preds = %9, %7
  %10 = phi i64 [ 0, %7 ], [ %19, %9 ]
  %11 = phi <4 x i32> [ zeroinitializer, %7 ], [ %17, %9 ]
  %12 = phi <4 x i32> [ zeroinitializer, %7 ], [ %18, %9 ]
  %13 = getelementptr inbounds i32, ptr %0, i64 %10
  %14 = getelementptr inbounds i8, ptr %13, i64 16
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !9
  %16 = load <4 x i32>, ptr %14, align 4, !tbaa !9
  %17 = add <4 x i32> %15, %11
  %18 = add <4 x i32> %16, %12
  %19 = add nuw i64 %10, 8
  %20 = icmp eq i64 %19, %8
  br i1 %20, label %21, label %9, !llvm.loop !13

21:                                               ; preds = %9
  %22 = add <4 x i32> %18, %17
  %23 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %22)
  %24 = icmp eq i64 %8, %5
  br i1 %24, label %36, label %25

25:                                               ; preds = %21, %4
  %26 = phi i64 [ 0, %4 ], [ %8, %21 ]
  %27 = phi i32 [ 0, %4 ], [ %23, %21 ]
  br label %28

28:                                               ; preds = %25, %28
  %29 = phi i64 [ %34, %28 ], [ %26, %25 ]
  %30 = phi i32 [ %33, %28 ], [ %27, %25 ]
  %31 = getelementptr inbounds i32, ptr %0, i64 %29
  %32 = load i32, ptr %31, align 4, !tbaa !9
  %33 = add nsw i32 %32, %30
  %34 = add nuw nsw i64 %29, 1
  %35 = icmp eq i64 %34, %5
  br i1 %35, label %36, label %28, !llvm.loop !16

36:                                               ; preds = %28, %21
  %37 = phi i32 [ %23, %21 ], [ %33, %28 ]
  %38 = icmp ult i32 %1, 8
  br i1 %38, label %57, label %39

39:                                               ; preds = %36
  %40 = and i64 %5, 2147483640
  br label %41

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %51, %41 ]
  %43 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %39 ], [ %49, %41 ]
  %44 = phi <4 x i32> [ <i32 1, i32 1, i32 1, i32 1>, %39 ], [ %50, %41 ]
  %45 = getelementptr inbounds i32, ptr %0, i64 %42
  %46 = getelementptr inbounds i8, ptr %45, i64 16
  %47 = load <4 x i32>, ptr %45, align 4, !tbaa !9
  %48 = load <4 x i32>, ptr %46, align 4, !tbaa !9
  %49 = mul <4 x i32> %47, %43
  %50 = mul <4 x i32> %48, %44
  %51 = add nuw i64 %42, 8
  %52 = icmp eq i64 %51, %40
  br i1 %52, label %53, label %41, !llvm.loop !17

53:                                               ; preds = %41
  %54 = mul <4 x i32> %50, %49
  %55 = tail call i32 @llvm.vector.reduce.mul.v4i32(<4 x i32> %54)
  %56 = icmp eq i64 %40, %5
  br i1 %56, label %68, label %57

57:                                               ; preds = %53, %36
  %58 = phi i64 [ 0, %36 ], [ %40, %53 ]
  %59 = phi i32 [ 1, %36 ], [ %55, %53 ]
  br label %60

60:                                               ; preds = %57, %60
  %61 = phi i64 [ %66, %60 ], [ %58, %57 ]
  %62 = phi i32 [ %65, %60 ], [ %59, %57 ]
  %63 = getelementptr inbounds i32, ptr %0, i64 %61
  %64 = load i32, ptr %63, align 4, !tbaa !9
  %65 = mul nsw i32 %64, %62
  %66 = add nuw nsw i64 %61, 1
  %67 = icmp eq i64 %66, %5
  br i1 %67, label %68, label %60, !llvm.loop !18

68:                                               ; preds = %60, %53
  %69 = phi i32 [ %55, %53 ], [ %65, %60 ]
  %70 = add nsw i32 %69, %37
  br label %71

71:                                               ; preds = %68, %2
  %72 = phi i32 [ 1, %2 ], [ %70, %68 ]
  ret i32 %72
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @add(i32 noundef %0, i32 noundef %1) #2 {
  %3 = add nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define internal i32 @mul(i32 noundef %0, i32 noundef %1) #2 {
  %3 = mul nsw i32 %1, %0
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.mul.v4i32(<4 x i32>) #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"int", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !12, !15, !14}
!17 = distinct !{!17, !12, !14, !15}
!18 = distinct !{!18, !12, !15, !14}
