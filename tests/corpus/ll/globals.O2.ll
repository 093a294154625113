; ModuleID = 'tests/corpus/c/globals.c'
source_filename = "tests/corpus/c/globals.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@table = dso_local local_unnamed_addr constant [4 x i32] [i32 1, i32 2, i32 3, i32 4], align 16
@counter = dso_local global i32 0, align 4
@pointer_to_counter = dso_local local_unnamed_addr global ptr @counter, align 8
@weak_value = weak dso_local local_unnamed_addr global i32 7, align 4
@per_thread = dso_local thread_local local_unnamed_addr global i32 0, align 4
@defined_elsewhere = external local_unnamed_addr global i32, align 4
@hidden = internal unnamed_addr global i32 42, align 4
@placed = dso_local local_unnamed_addr global [16 x i32] zeroinitializer, section ".mydata", align 64

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define dso_local i32 @bump() local_unnamed_addr #0 {
  %1 = tail call align 4 ptr @llvm.threadlocal.address.p0(ptr align 4 @per_thread)
  %2 = load i32, ptr %1, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr %1, align 4, !tbaa !5
  %4 = load i32, ptr @defined_elsewhere, align 4, !tbaa !5
  %5 = load i32, ptr @hidden, align 4, !tbaa !5
  %6 = add nsw i32 %5, %4
  store i32 %6, ptr @hidden, align 4, !tbaa !5
  %7 = load i32, ptr @counter, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @counter, align 4, !tbaa !5
  %9 = and i32 %8, 3
  %10 = zext nneg i32 %9 to i64
  %11 = getelementptr inbounds [4 x i32], ptr @table, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !5
  %13 = add nsw i32 %12, %8
  %14 = load i32, ptr @weak_value, align 4, !tbaa !5
  %15 = add nsw i32 %13, %14
  %16 = load i32, ptr @placed, align 64, !tbaa !5
  %17 = add nsw i32 %15, %16
  ret i32 %17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare nonnull ptr @llvm.threadlocal.address.p0(ptr nonnull) #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
