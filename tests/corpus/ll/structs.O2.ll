; ModuleID = 'tests/corpus/c/structs.c'
source_filename = "tests/corpus/c/structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rect = type { %struct.point, %struct.point, ptr }
%struct.point = type { i32, i32 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i32 @area(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load i32, ptr %2, align 8, !tbaa !5
  %4 = load i32, ptr %0, align 8, !tbaa !12
  %5 = sub nsw i32 %3, %4
  %6 = getelementptr inbounds i8, ptr %0, i64 12
  %7 = load i32, ptr %6, align 4, !tbaa !13
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !14
  %10 = sub nsw i32 %7, %9
  %11 = mul nsw i32 %10, %5
  ret i32 %11
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @grow(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.rect) align 8 %0, ptr nocapture noundef byval(%struct.rect) align 8 %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = load <4 x i32>, ptr %1, align 8, !tbaa !15
  %5 = insertelement <4 x i32> poison, i32 %2, i64 0
  %6 = shufflevector <4 x i32> %5, <4 x i32> poison, <4 x i32> zeroinitializer
  %7 = sub nsw <4 x i32> %4, %6
  %8 = add nsw <4 x i32> %4, %6
  %9 = shufflevector <4 x i32> %7, <4 x i32> %8, <4 x i32> <i32 0, i32 1, i32 6, i32 7>
  store <4 x i32> %9, ptr %1, align 8, !tbaa !15
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !16
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @total_area(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = and i64 %5, 1
  %7 = icmp eq i32 %1, 1
  br i1 %7, label %10, label %8

8:                                                ; preds = %4
  %9 = and i64 %5, 2147483646
  br label %30

10:                                               ; preds = %30, %4
  %11 = phi i32 [ poison, %4 ], [ %58, %30 ]
  %12 = phi i64 [ 0, %4 ], [ %59, %30 ]
  %13 = phi i32 [ 0, %4 ], [ %58, %30 ]
  %14 = icmp eq i64 %6, 0
  br i1 %14, label %28, label %15

15:                                               ; preds = %10
  %16 = getelementptr inbounds %struct.rect, ptr %0, i64 %12
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  %18 = load i32, ptr %17, align 8, !tbaa !5
  %19 = load i32, ptr %16, align 8, !tbaa !12
  %20 = sub nsw i32 %18, %19
  %21 = getelementptr inbounds i8, ptr %16, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !13
  %23 = getelementptr inbounds i8, ptr %16, i64 4
  %24 = load i32, ptr %23, align 4, !tbaa !14
  %25 = sub nsw i32 %22, %24
  %26 = mul nsw i32 %25, %20
  %27 = add nsw i32 %26, %13
  br label %28

28:                                               ; preds = %15, %10, %2
  %29 = phi i32 [ 0, %2 ], [ %11, %10 ], [ %27, %15 ]
  ret i32 %29

30:                                               ; preds = %30, %8
  %31 = phi i64 [ 0, %8 ], [ %59, %30 ]
  %32 = phi i32 [ 0, %8 ], [ %58, %30 ]
  %33 = phi i64 [ 0, %8 ], [ %60, %30 ]
  %34 = getelementptr inbounds %struct.rect, ptr %0, i64 %31
  %35 = getelementptr inbounds i8, ptr %34, i64 8
  %36 = load i32, ptr %35, align 8, !tbaa !5
  %37 = load i32, ptr %34, align 8, !tbaa !12
  %38 = sub nsw i32 %36, %37
  %39 = getelementptr inbounds i8, ptr %34, i64 12
  %40 = load i32, ptr %39, align 4, !tbaa !13
  %41 = getelementptr inbounds i8, ptr %34, i64 4
  %42 = load i32, ptr %41, align 4, !tbaa !14
  %43 = sub nsw i32 %40, %42
  %44 = mul nsw i32 %43, %38
  %45 = add nsw i32 %44, %32
  %46 = or disjoint i64 %31, 1
  %47 = getelementptr inbounds %struct.rect, ptr %0, i64 %46
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  %49 = load i32, ptr %48, align 8, !tbaa !5
  %50 = load i32, ptr %47, align 8, !tbaa !12
  %51 = sub nsw i32 %49, %50
  %52 = getelementptr inbounds i8, ptr %47, i64 12
  %53 = load i32, ptr %52, align 4, !tbaa !13
  %54 = getelementptr inbounds i8, ptr %47, i64 4
  %55 = load i32, ptr %54, align 4, !tbaa !14
  %56 = sub nsw i32 %53, %55
  %57 = mul nsw i32 %56, %51
  %58 = add nsw i32 %57, %45
  %59 = add nuw nsw i64 %31, 2
  %60 = add i64 %33, 2
  %61 = icmp eq i64 %60, %9
  br i1 %61, label %10, label %30, !llvm.loop !18
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !8, i64 8}
!6 = !{!"rect", !7, i64 0, !7, i64 8, !11, i64 16}
!7 = !{!"point", !8, i64 0, !8, i64 4}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!6, !8, i64 0}
!13 = !{!6, !8, i64 12}
!14 = !{!6, !8, i64 4}
!15 = !{!8, !8, i64 0}
!16 = !{i64 0, i64 4, !15, i64 4, i64 4, !15, i64 8, i64 4, !15, i64 12, i64 4, !15, i64 16, i64 8, !17}
!17 = !{!11, !11, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
