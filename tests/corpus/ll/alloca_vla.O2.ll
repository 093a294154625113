; ModuleID = 'tests/corpus/c/alloca_vla.c'
source_filename = "tests/corpus/c/alloca_vla.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @vla_sum(i32 noundef %0) local_unnamed_addr #0 {
  %2 = zext i32 %0 to i64
  %3 = alloca i32, i64 %2, align 16
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %55

5:                                                ; preds = %1
  %6 = icmp ult i32 %0, 8
  br i1 %6, label %7, label %9

7:                                                ; preds = %22, %5
  %8 = phi i64 [ 0, %5 ], [ %10, %22 ]
  br label %48

9:                                                ; preds = %5
  %10 = and i64 %2, 2147483640
  br label %11

11:                                               ; preds = %11, %9
  %12 = phi i64 [ 0, %9 ], [ %19, %11 ]
  %13 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %9 ], [ %20, %11 ]
  %14 = getelementptr inbounds i32, ptr %3, i64 %12
  %15 = shl <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %16 = shl <4 x i32> %13, <i32 1, i32 1, i32 1, i32 1>
  %17 = add <4 x i32> %16, <i32 8, i32 8, i32 8, i32 8>
  %18 = getelementptr inbounds i8, ptr %14, i64 16
  store <4 x i32> %15, ptr %14, align 16, !tbaa !5
  store <4 x i32> %17, ptr %18, align 16, !tbaa !5
  %19 = add nuw i64 %12, 8
  %20 = add <4 x i32> %13, <i32 8, i32 8, i32 8, i32 8>
  %21 = icmp eq i64 %19, %10
  br i1 %21, label %22, label %11, !llvm.loop !9

22:                                               ; preds = %11
  %23 = icmp eq i64 %10, %2
  br i1 %23, label %24, label %7

24:                                               ; preds = %48, %22
  br i1 %4, label %25, label %55

25:                                               ; preds = %24
  %26 = icmp ult i32 %0, 8
  br i1 %26, label %27, label %30

27:                                               ; preds = %44, %25
  %28 = phi i64 [ 0, %25 ], [ %31, %44 ]
  %29 = phi i32 [ 0, %25 ], [ %46, %44 ]
  br label %57

30:                                               ; preds = %25
  %31 = and i64 %2, 2147483640
  br label %32

32:                                               ; preds = %32, %30
  %33 = phi i64 [ 0, %30 ], [ %42, %32 ]
  %34 = phi <4 x i32> [ zeroinitializer, %30 ], [ %40, %32 ]
  %35 = phi <4 x i32> [ zeroinitializer, %30 ], [ %41, %32 ]
  %36 = getelementptr inbounds i32, ptr %3, i64 %33
  %37 = getelementptr inbounds i8, ptr %36, i64 16
  %38 = load <4 x i32>, ptr %36, align 16, !tbaa !5
  %39 = load <4 x i32>, ptr %37, align 16, !tbaa !5
  %40 = add <4 x i32> %38, %34
  %41 = add <4 x i32> %39, %35
  %42 = add nuw i64 %33, 8
  %43 = icmp eq i64 %42, %31
  br i1 %43, label %44, label %32, !llvm.loop !13

44:                                               ; preds = %32
  %45 = add <4 x i32> %41, %40
  %46 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %45)
  %47 = icmp eq i64 %31, %2
  br i1 %47, label %55, label %27

48:                                               ; preds = %7, %48
  %49 = phi i64 [ %53, %48 ], [ %8, %7 ]
  %50 = getelementptr inbounds i32, ptr %3, i64 %49
  %51 = trunc i64 %49 to i32
  %52 = shl i32 %51, 1
  store i32 %52, ptr %50, align 4, !tbaa !5
  %53 = add nuw nsw i64 %49, 1
  %54 = icmp eq i64 %53, %2
  br i1 %54, label %24, label %48, !llvm.loop !14

55:                                               ; preds = %57, %44, %1, %24
  %56 = phi i32 [ 0, %24 ], [ 0, %1 ], [ %46, %44 ], [ %62, %57 ]
  ret i32 %56

57:                                               ; preds = %27, %57
  %58 = phi i64 [ %63, %57 ], [ %28, %27 ]
  %59 = phi i32 [ %62, %57 ], [ %29, %27 ]
  %60 = getelementptr inbounds i32, ptr %3, i64 %58
  %61 = load i32, ptr %60, align 4, !tbaa !5
  %62 = add nsw i32 %61, %59
  %63 = add nuw nsw i64 %58, 1
  %64 = icmp eq i64 %63, %2
  br i1 %64, label %55, label %57, !llvm.loop !15
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef nonnull ptr @stack_buffer(i32 noundef %0) local_unnamed_addr #1 {
  ret ptr inttoptr (i64 1 to ptr)
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

attributes #0 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = distinct !{!14, !10, !12, !11}
!15 = distinct !{!15, !10, !12, !11}
