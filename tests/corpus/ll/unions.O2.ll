; ModuleID = 'tests/corpus/c/unions.c'
source_filename = "tests/corpus/c/unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef float @bits_to_float(i32 noundef %0) local_unnamed_addr #0 {
  %2 = bitcast i32 %0 to float
  ret float %2
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local double @read_union(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #1 {
  switch i32 %1, label %9 [
    i32 0, label %3
    i32 1, label %6
  ]

3:                                                ; preds = %2
  %4 = load i32, ptr %0, align 8, !tbaa !5
  %5 = sitofp i32 %4 to double
  br label %11

6:                                                ; preds = %2
  %7 = load float, ptr %0, align 8, !tbaa !5
  %8 = fpext float %7 to double
  br label %11

9:                                                ; preds = %2
  %10 = load double, ptr %0, align 8, !tbaa !5
  br label %11

11:                                               ; preds = %6, %9, %3
  %12 = phi double [ %5, %3 ], [ %8, %6 ], [ %10, %9 ]
  ret double %12
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local i32 @sum_bytes(i32 %0, i64 %1) local_unnamed_addr #0 {
  %3 = trunc i64 %1 to i32
  %4 = trunc i64 %1 to i32
  %5 = trunc i64 %1 to i32
  %6 = trunc i64 %1 to i32
  %7 = shl i32 %3, 24
  %8 = ashr exact i32 %7, 24
  %9 = shl i32 %4, 16
  %10 = ashr i32 %9, 24
  %11 = add nsw i32 %8, %10
  %12 = shl i32 %5, 8
  %13 = ashr i32 %12, 24
  %14 = add nsw i32 %11, %13
  %15 = ashr i32 %6, 24
  %16 = add nsw i32 %14, %15
  %17 = lshr i64 %1, 8
  %18 = trunc i64 %17 to i32
  %19 = ashr i32 %18, 24
  %20 = add nsw i32 %16, %19
  %21 = lshr i64 %1, 16
  %22 = trunc i64 %21 to i32
  %23 = ashr i32 %22, 24
  %24 = add nsw i32 %20, %23
  %25 = lshr i64 %1, 24
  %26 = trunc i64 %25 to i32
  %27 = ashr i32 %26, 24
  %28 = add nsw i32 %24, %27
  %29 = lshr i64 %1, 32
  %30 = trunc nuw i64 %29 to i32
  %31 = ashr i32 %30, 24
  %32 = add nsw i32 %28, %31
  %33 = add nsw i32 %32, %0
  ret i32 %33
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
