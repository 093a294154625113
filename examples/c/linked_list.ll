; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  br label %17

1:                                                ; preds = %17
  tail call void @gc_collect() #2
  %2 = icmp eq ptr addrspace(1) %20, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1
  tail call void @rt_print_i64(i64 noundef 0) #2
  br label %43

4:                                                ; preds = %1, %4
  %5 = phi i64 [ %14, %4 ], [ 1, %1 ]
  %6 = phi i64 [ %11, %4 ], [ 0, %1 ]
  %7 = phi ptr addrspace(1) [ %13, %4 ], [ %20, %1 ]
  %8 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 16
  %9 = load i64, ptr addrspace(1) %8, align 8, !tbaa !5
  %10 = mul nsw i64 %9, %5
  %11 = add nsw i64 %10, %6
  %12 = getelementptr inbounds i8, ptr addrspace(1) %7, i64 8
  %13 = load ptr addrspace(1), ptr addrspace(1) %12, align 8, !tbaa !11
  %14 = add nuw nsw i64 %5, 1
  %15 = icmp eq ptr addrspace(1) %13, null
  br i1 %15, label %16, label %4, !llvm.loop !12

16:                                               ; preds = %4
  tail call void @rt_print_i64(i64 noundef %11) #2
  br i1 %2, label %43, label %25

17:                                               ; preds = %0, %17
  %18 = phi ptr addrspace(1) [ null, %0 ], [ %20, %17 ]
  %19 = phi i64 [ 0, %0 ], [ %23, %17 ]
  %20 = tail call ptr addrspace(1) @gc_alloc(i64 noundef 1, i64 noundef 8) #2
  %21 = getelementptr inbounds i8, ptr addrspace(1) %20, i64 8
  store ptr addrspace(1) %18, ptr addrspace(1) %21, align 8, !tbaa !11
  %22 = getelementptr inbounds i8, ptr addrspace(1) %20, i64 16
  store i64 %19, ptr addrspace(1) %22, align 8, !tbaa !5
  %23 = add nuw nsw i64 %19, 1
  %24 = icmp eq i64 %23, 1000
  br i1 %24, label %1, label %17, !llvm.loop !14

25:                                               ; preds = %16, %25
  %26 = phi ptr addrspace(1) [ %29, %25 ], [ %20, %16 ]
  %27 = phi ptr addrspace(1) [ %26, %25 ], [ null, %16 ]
  %28 = getelementptr inbounds i8, ptr addrspace(1) %26, i64 8
  %29 = load ptr addrspace(1), ptr addrspace(1) %28, align 8, !tbaa !11
  store ptr addrspace(1) %27, ptr addrspace(1) %28, align 8, !tbaa !11
  tail call void @gc_collect() #2
  %30 = icmp eq ptr addrspace(1) %29, null
  br i1 %30, label %31, label %25, !llvm.loop !15

31:                                               ; preds = %25, %31
  %32 = phi i64 [ %41, %31 ], [ 1, %25 ]
  %33 = phi i64 [ %38, %31 ], [ 0, %25 ]
  %34 = phi ptr addrspace(1) [ %40, %31 ], [ %26, %25 ]
  %35 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 16
  %36 = load i64, ptr addrspace(1) %35, align 8, !tbaa !5
  %37 = mul nsw i64 %36, %32
  %38 = add nsw i64 %37, %33
  %39 = getelementptr inbounds i8, ptr addrspace(1) %34, i64 8
  %40 = load ptr addrspace(1), ptr addrspace(1) %39, align 8, !tbaa !11
  %41 = add nuw nsw i64 %32, 1
  %42 = icmp eq ptr addrspace(1) %40, null
  br i1 %42, label %43, label %31, !llvm.loop !12

43:                                               ; preds = %31, %3, %16
  %44 = phi i64 [ 0, %16 ], [ 0, %3 ], [ %38, %31 ]
  tail call void @rt_print_i64(i64 noundef %44) #2
  ret i32 0
}

declare void @gc_collect() local_unnamed_addr #1

declare void @rt_print_i64(i64 noundef) local_unnamed_addr #1

declare ptr addrspace(1) @gc_alloc(i64 noundef, i64 noundef) local_unnamed_addr #1

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
!5 = !{!6, !7, i64 16}
!6 = !{!"cell", !7, i64 0, !10, i64 8, !7, i64 16}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
