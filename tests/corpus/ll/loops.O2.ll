; ModuleID = 'tests/corpus/c/loops.c'
source_filename = "tests/corpus/c/loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i64 @sum_to(i64 noundef %0) local_unnamed_addr #0 {
  %2 = icmp sgt i64 %0, 0
  br i1 %2, label %3, label %21

3:                                                ; preds = %1
  %4 = add nsw i64 %0, -1
  %5 = zext nneg i64 %4 to i65
  %6 = add nsw i64 %0, -2
  %7 = zext i64 %6 to i65
  %8 = mul i65 %5, %7
  %9 = add nsw i64 %0, -3
  %10 = zext i64 %9 to i65
  %11 = mul i65 %8, %10
  %12 = lshr i65 %11, 1
  %13 = trunc nuw i65 %12 to i64
  %14 = mul i64 %13, 6148914691236517206
  %15 = add i64 %14, %0
  %16 = lshr i65 %8, 1
  %17 = trunc nuw i65 %16 to i64
  %18 = mul i64 %17, 3
  %19 = add i64 %15, %18
  %20 = add i64 %19, -1
  br label %21

21:                                               ; preds = %3, %1
  %22 = phi i64 [ 0, %1 ], [ %20, %3 ]
  ret i64 %22
}

; Function Attrs: nofree norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @collatz_steps(i32 noundef %0) local_unnamed_addr #1 {
  %2 = icmp eq i32 %0, 1
  br i1 %2, label %14, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %12, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %11, %3 ], [ %0, %1 ]
  %6 = and i32 %5, 1
  %7 = icmp eq i32 %6, 0
  %8 = mul i32 %5, 3
  %9 = add i32 %8, 1
  %10 = lshr exact i32 %5, 1
  %11 = select i1 %7, i32 %10, i32 %9
  %12 = add nuw nsw i32 %4, 1
  %13 = icmp eq i32 %11, 1
  br i1 %13, label %14, label %3, !llvm.loop !5

14:                                               ; preds = %3, %1
  %15 = phi i32 [ 0, %1 ], [ %12, %3 ]
  ret i32 %15
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @matmul(i32 noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #2 {
  %5 = icmp sgt i32 %0, 0
  br i1 %5, label %6, label %17

6:                                                ; preds = %4
  %7 = zext nneg i32 %0 to i64
  %8 = and i64 %7, 3
  %9 = icmp ult i32 %0, 4
  %10 = and i64 %7, 2147483644
  %11 = icmp eq i64 %8, 0
  br label %12

12:                                               ; preds = %21, %6
  %13 = phi i64 [ 0, %6 ], [ %22, %21 ]
  %14 = mul nuw nsw i64 %13, %7
  %15 = getelementptr inbounds double, ptr %1, i64 %14
  %16 = getelementptr inbounds double, ptr %3, i64 %14
  br label %18

17:                                               ; preds = %21, %4
  ret void

18:                                               ; preds = %12, %41
  %19 = phi i64 [ 0, %12 ], [ %44, %41 ]
  %20 = getelementptr inbounds double, ptr %2, i64 %19
  br i1 %9, label %24, label %46

21:                                               ; preds = %41
  %22 = add nuw nsw i64 %13, 1
  %23 = icmp eq i64 %22, %7
  br i1 %23, label %17, label %12, !llvm.loop !7

24:                                               ; preds = %46, %18
  %25 = phi double [ poison, %18 ], [ %76, %46 ]
  %26 = phi i64 [ 0, %18 ], [ %77, %46 ]
  %27 = phi double [ 0.000000e+00, %18 ], [ %76, %46 ]
  br i1 %11, label %41, label %28

28:                                               ; preds = %24, %28
  %29 = phi i64 [ %38, %28 ], [ %26, %24 ]
  %30 = phi double [ %37, %28 ], [ %27, %24 ]
  %31 = phi i64 [ %39, %28 ], [ 0, %24 ]
  %32 = getelementptr inbounds double, ptr %15, i64 %29
  %33 = load double, ptr %32, align 8, !tbaa !8
  %34 = mul nuw nsw i64 %29, %7
  %35 = getelementptr inbounds double, ptr %20, i64 %34
  %36 = load double, ptr %35, align 8, !tbaa !8
  %37 = tail call double @llvm.fmuladd.f64(double %33, double %36, double %30)
  %38 = add nuw nsw i64 %29, 1
  %39 = add i64 %31, 1
  %40 = icmp eq i64 %39, %8
  br i1 %40, label %41, label %28, !llvm.loop !12

41:                                               ; preds = %28, %24
  %42 = phi double [ %25, %24 ], [ %37, %28 ]
  %43 = getelementptr inbounds double, ptr %16, i64 %19
  store double %42, ptr %43, align 8, !tbaa !8
  %44 = add nuw nsw i64 %19, 1
  %45 = icmp eq i64 %44, %7
  br i1 %45, label %21, label %18, !llvm.loop !14

46:                                               ; preds = %18, %46
  %47 = phi i64 [ %77, %46 ], [ 0, %18 ]
  %48 = phi double [ %76, %46 ], [ 0.000000e+00, %18 ]
  %49 = phi i64 [ %78, %46 ], [ 0, %18 ]
  %50 = getelementptr inbounds double, ptr %15, i64 %47
  %51 = load double, ptr %50, align 8, !tbaa !8
  %52 = mul nuw nsw i64 %47, %7
  %53 = getelementptr inbounds double, ptr %20, i64 %52
  %54 = load double, ptr %53, align 8, !tbaa !8
  %55 = tail call double @llvm.fmuladd.f64(double %51, double %54, double %48)
  %56 = or disjoint i64 %47, 1
  %57 = getelementptr inbounds double, ptr %15, i64 %56
  %58 = load double, ptr %57, align 8, !tbaa !8
  %59 = mul nuw nsw i64 %56, %7
  %60 = getelementptr inbounds double, ptr %20, i64 %59
  %61 = load double, ptr %60, align 8, !tbaa !8
  %62 = tail call double @llvm.fmuladd.f64(double %58, double %61, double %55)
  %63 = or disjoint i64 %47, 2
  %64 = getelementptr inbounds double, ptr %15, i64 %63
  %65 = load double, ptr %64, align 8, !tbaa !8
  %66 = mul nuw nsw i64 %63, %7
  %67 = getelementptr inbounds double, ptr %20, i64 %66
  %68 = load double, ptr %67, align 8, !tbaa !8
  %69 = tail call double @llvm.fmuladd.f64(double %65, double %68, double %62)
  %70 = or disjoint i64 %47, 3
  %71 = getelementptr inbounds double, ptr %15, i64 %70
  %72 = load double, ptr %71, align 8, !tbaa !8
  %73 = mul nuw nsw i64 %70, %7
  %74 = getelementptr inbounds double, ptr %20, i64 %73
  %75 = load double, ptr %74, align 8, !tbaa !8
  %76 = tail call double @llvm.fmuladd.f64(double %72, double %75, double %69)
  %77 = add nuw nsw i64 %47, 4
  %78 = add i64 %49, 4
  %79 = icmp eq i64 %78, %10
  br i1 %79, label %24, label %46, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @find_first(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #4 {
  %4 = tail call i32 @llvm.smax.i32(i32 %1, i32 1)
  %5 = zext nneg i32 %4 to i64
  br label %6

6:                                                ; preds = %11, %3
  %7 = phi i64 [ %12, %11 ], [ 0, %3 ]
  %8 = getelementptr inbounds i32, ptr %0, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !16
  %10 = icmp eq i32 %9, %2
  br i1 %10, label %14, label %11

11:                                               ; preds = %6
  %12 = add nuw nsw i64 %7, 1
  %13 = icmp eq i64 %12, %5
  br i1 %13, label %16, label %6, !llvm.loop !18

14:                                               ; preds = %6
  %15 = trunc nuw nsw i64 %7 to i32
  br label %16

16:                                               ; preds = %11, %14
  %17 = phi i32 [ %15, %14 ], [ -1, %11 ]
  ret i32 %17
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.unroll.disable"}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !10, i64 0}
!18 = distinct !{!18, !6}
