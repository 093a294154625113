; ModuleID = 'tests/corpus/c/hash_table.c'
source_filename = "tests/corpus/c/hash_table.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.entry = type { ptr, i32, i32 }

@table = internal unnamed_addr global [64 x %struct.entry] zeroinitializer, align 16

; Function Attrs: nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @put(ptr noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i8, ptr %0, align 1, !tbaa !5
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %17, label %5

5:                                                ; preds = %2, %5
  %6 = phi i8 [ %13, %5 ], [ %3, %2 ]
  %7 = phi i32 [ %12, %5 ], [ -2128831035, %2 ]
  %8 = phi ptr [ %9, %5 ], [ %0, %2 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 1
  %10 = zext i8 %6 to i32
  %11 = xor i32 %7, %10
  %12 = mul i32 %11, 16777619
  %13 = load i8, ptr %9, align 1, !tbaa !5
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %5, !llvm.loop !8

15:                                               ; preds = %5
  %16 = and i32 %12, 63
  br label %17

17:                                               ; preds = %15, %2
  %18 = phi i32 [ 5, %2 ], [ %16, %15 ]
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %19
  %21 = getelementptr inbounds i8, ptr %20, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !10
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %40, label %32

24:                                               ; preds = %45
  %25 = add nuw nsw i32 %34, 1
  %26 = and i32 %25, 63
  %27 = zext nneg i32 %26 to i64
  %28 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %27
  %29 = getelementptr inbounds i8, ptr %28, i64 12
  %30 = load i32, ptr %29, align 4, !tbaa !10
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %40, label %32, !llvm.loop !14

32:                                               ; preds = %17, %24
  %33 = phi ptr [ %28, %24 ], [ %20, %17 ]
  %34 = phi i32 [ %26, %24 ], [ %18, %17 ]
  %35 = phi i32 [ %46, %24 ], [ 0, %17 ]
  %36 = phi i1 [ %47, %24 ], [ true, %17 ]
  %37 = load ptr, ptr %33, align 16, !tbaa !15
  %38 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %37, ptr noundef nonnull dereferenceable(1) %0) #3
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %45

40:                                               ; preds = %24, %32, %17
  %41 = phi i1 [ true, %17 ], [ %47, %24 ], [ %36, %32 ]
  %42 = phi ptr [ %20, %17 ], [ %28, %24 ], [ %33, %32 ]
  %43 = getelementptr inbounds i8, ptr %42, i64 12
  store ptr %0, ptr %42, align 16, !tbaa !16
  %44 = getelementptr inbounds i8, ptr %42, i64 8
  store i32 %1, ptr %44, align 8, !tbaa !17
  store i32 1, ptr %43, align 4, !tbaa !17
  br label %49

45:                                               ; preds = %32
  %46 = add nuw nsw i32 %35, 1
  %47 = icmp ult i32 %35, 63
  %48 = icmp eq i32 %46, 64
  br i1 %48, label %49, label %24, !llvm.loop !14

49:                                               ; preds = %45, %40
  %50 = phi i1 [ %41, %40 ], [ %47, %45 ]
  %51 = zext i1 %50 to i32
  ret i32 %51
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nofree nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 0, 2) i32 @get(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #2 {
  %3 = load i8, ptr %0, align 1, !tbaa !5
  %4 = icmp eq i8 %3, 0
  br i1 %4, label %15, label %5

5:                                                ; preds = %2, %5
  %6 = phi i8 [ %13, %5 ], [ %3, %2 ]
  %7 = phi i32 [ %12, %5 ], [ -2128831035, %2 ]
  %8 = phi ptr [ %9, %5 ], [ %0, %2 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 1
  %10 = zext i8 %6 to i32
  %11 = xor i32 %7, %10
  %12 = mul i32 %11, 16777619
  %13 = load i8, ptr %9, align 1, !tbaa !5
  %14 = icmp eq i8 %13, 0
  br i1 %14, label %15, label %5, !llvm.loop !8

15:                                               ; preds = %5, %2
  %16 = phi i32 [ -2128831035, %2 ], [ %12, %5 ]
  br label %17

17:                                               ; preds = %15, %30
  %18 = phi i32 [ %32, %30 ], [ %16, %15 ]
  %19 = phi i32 [ %31, %30 ], [ 0, %15 ]
  %20 = and i32 %18, 63
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [64 x %struct.entry], ptr @table, i64 0, i64 %21
  %23 = getelementptr inbounds i8, ptr %22, i64 12
  %24 = load i32, ptr %23, align 4, !tbaa !10
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %37, label %26

26:                                               ; preds = %17
  %27 = load ptr, ptr %22, align 16, !tbaa !15
  %28 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %27, ptr noundef nonnull dereferenceable(1) %0) #3
  %29 = icmp eq i32 %28, 0
  br i1 %29, label %34, label %30

30:                                               ; preds = %26
  %31 = add nuw nsw i32 %19, 1
  %32 = add nuw nsw i32 %20, 1
  %33 = icmp eq i32 %31, 64
  br i1 %33, label %37, label %17, !llvm.loop !18

34:                                               ; preds = %26
  %35 = getelementptr inbounds i8, ptr %22, i64 8
  %36 = load i32, ptr %35, align 8, !tbaa !19
  store i32 %36, ptr %1, align 4, !tbaa !17
  br label %37

37:                                               ; preds = %17, %30, %34
  %38 = phi i32 [ 1, %34 ], [ 0, %30 ], [ 0, %17 ]
  ret i32 %38
}

attributes #0 = { nofree nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) }

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
!10 = !{!11, !13, i64 12}
!11 = !{!"entry", !12, i64 0, !13, i64 8, !13, i64 12}
!12 = !{!"any pointer", !6, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = distinct !{!14, !9}
!15 = !{!11, !12, i64 0}
!16 = !{!12, !12, i64 0}
!17 = !{!13, !13, i64 0}
!18 = distinct !{!18, !9}
!19 = !{!11, !13, i64 8}
