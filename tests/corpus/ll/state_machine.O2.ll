; ModuleID = 'tests/corpus/c/state_machine.c'
source_filename = "tests/corpus/c/state_machine.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@run.dispatch = internal unnamed_addr constant [3 x ptr] [ptr blockaddress(@run, %2), ptr blockaddress(@run, %3), ptr blockaddress(@run, %7)], align 16

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @count_words(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  br label %2

2:                                                ; preds = %9, %1
  %3 = phi i32 [ 0, %1 ], [ %10, %9 ]
  %4 = phi i32 [ 0, %1 ], [ %13, %9 ]
  %5 = phi ptr [ %0, %1 ], [ %14, %9 ]
  %6 = load i8, ptr %5, align 1, !tbaa !5
  switch i8 %6, label %7 [
    i8 0, label %15
    i8 32, label %9
    i8 9, label %9
    i8 10, label %9
  ]

7:                                                ; preds = %2
  %8 = add nsw i32 %4, 1
  br label %9

9:                                                ; preds = %2, %2, %2, %7
  %10 = phi i32 [ 1, %7 ], [ 2, %2 ], [ 2, %2 ], [ 2, %2 ]
  %11 = phi i32 [ %8, %7 ], [ %4, %2 ], [ %4, %2 ], [ %4, %2 ]
  %12 = icmp eq i32 %3, 1
  %13 = select i1 %12, i32 %4, i32 %11
  %14 = getelementptr inbounds i8, ptr %5, i64 1
  br label %2, !llvm.loop !8

15:                                               ; preds = %2
  ret i32 %4
}

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define dso_local i32 @run(ptr nocapture noundef readonly %0) #0 {
  br label %8

2:                                                ; preds = %8
  br label %3

3:                                                ; preds = %8, %2
  %4 = phi i32 [ 1, %2 ], [ -1, %8 ]
  %5 = add nsw i32 %10, %4
  %6 = getelementptr inbounds i8, ptr %9, i64 1
  br label %8

7:                                                ; preds = %8
  ret i32 %10

8:                                                ; preds = %3, %1
  %9 = phi ptr [ %0, %1 ], [ %6, %3 ]
  %10 = phi i32 [ 0, %1 ], [ %5, %3 ]
  %11 = load i8, ptr %9, align 1, !tbaa !5
  %12 = zext i8 %11 to i64
  %13 = getelementptr inbounds [3 x ptr], ptr @run.dispatch, i64 0, i64 %12
  %14 = load ptr, ptr %13, align 8, !tbaa !10
  indirectbr ptr %14, [label %2, label %3, label %7]
}

attributes #0 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!8 = distinct !{!8, !9}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !6, i64 0}
