; ModuleID = 'tests/corpus/c/floats.c'
source_filename = "tests/corpus/c/floats.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @lerp(float noundef %0, float noundef %1, float noundef %2) local_unnamed_addr #0 {
  %4 = fsub float %1, %0
  %5 = tail call float @llvm.fmuladd.f32(float %4, float %2, float %0)
  ret float %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local double @horner(ptr nocapture noundef readonly %0, i32 noundef %1, double noundef %2) local_unnamed_addr #2 {
  %4 = icmp sgt i32 %1, 0
  br i1 %4, label %5, label %27

5:                                                ; preds = %3
  %6 = zext nneg i32 %1 to i64
  %7 = and i64 %6, 3
  %8 = icmp eq i64 %7, 0
  br i1 %8, label %19, label %9

9:                                                ; preds = %5, %9
  %10 = phi i64 [ %13, %9 ], [ %6, %5 ]
  %11 = phi double [ %16, %9 ], [ 0.000000e+00, %5 ]
  %12 = phi i64 [ %17, %9 ], [ 0, %5 ]
  %13 = add nsw i64 %10, -1
  %14 = getelementptr inbounds double, ptr %0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !5
  %16 = tail call double @llvm.fmuladd.f64(double %11, double %2, double %15)
  %17 = add i64 %12, 1
  %18 = icmp eq i64 %17, %7
  br i1 %18, label %19, label %9, !llvm.loop !9

19:                                               ; preds = %9, %5
  %20 = phi i64 [ %6, %5 ], [ %13, %9 ]
  %21 = phi double [ 0.000000e+00, %5 ], [ %16, %9 ]
  %22 = phi double [ poison, %5 ], [ %16, %9 ]
  %23 = icmp ult i32 %1, 4
  br i1 %23, label %27, label %24

24:                                               ; preds = %19
  %25 = getelementptr i8, ptr %0, i64 -8
  %26 = getelementptr i8, ptr %0, i64 -16
  br label %29

27:                                               ; preds = %19, %29, %3
  %28 = phi double [ 0.000000e+00, %3 ], [ %22, %19 ], [ %45, %29 ]
  ret double %28

29:                                               ; preds = %29, %24
  %30 = phi i64 [ %20, %24 ], [ %42, %29 ]
  %31 = phi double [ %21, %24 ], [ %45, %29 ]
  %32 = getelementptr double, ptr %25, i64 %30
  %33 = load double, ptr %32, align 8, !tbaa !5
  %34 = tail call double @llvm.fmuladd.f64(double %31, double %2, double %33)
  %35 = getelementptr double, ptr %26, i64 %30
  %36 = load double, ptr %35, align 8, !tbaa !5
  %37 = tail call double @llvm.fmuladd.f64(double %34, double %2, double %36)
  %38 = add nsw i64 %30, -3
  %39 = getelementptr inbounds double, ptr %0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !5
  %41 = tail call double @llvm.fmuladd.f64(double %37, double %2, double %40)
  %42 = add nsw i64 %30, -4
  %43 = getelementptr inbounds double, ptr %0, i64 %42
  %44 = load double, ptr %43, align 8, !tbaa !5
  %45 = tail call double @llvm.fmuladd.f64(double %41, double %2, double %44)
  %46 = icmp ugt i64 %38, 1
  br i1 %46, label %29, label %27, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef x86_fp80 @precise(x86_fp80 noundef %0) local_unnamed_addr #0 {
  %2 = fmul x86_fp80 %0, %0
  %3 = fdiv x86_fp80 %2, 0xK4000C000000000000000
  %4 = fadd x86_fp80 %3, 0xK3F9BA2425FF75E14FC32
  ret x86_fp80 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -1, 3) i32 @compare(double noundef %0, double noundef %1) local_unnamed_addr #0 {
  %3 = fcmp olt double %0, %1
  %4 = zext i1 %3 to i32
  %5 = fcmp ogt double %0, %1
  %6 = sext i1 %5 to i32
  %7 = fcmp uno double %0, 0.000000e+00
  %8 = zext i1 %7 to i32
  %9 = add nuw nsw i32 %4, %8
  %10 = add nsw i32 %9, %6
  ret i32 %10
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @to_float(i64 noundef %0) local_unnamed_addr #0 {
  %2 = sitofp i64 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef half @halve(half noundef %0) local_unnamed_addr #0 {
  %2 = fmul half %0, 0xH3800
  ret half %2
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.unroll.disable"}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
