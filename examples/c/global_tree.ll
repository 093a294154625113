; ModuleID = 'global_tree.c'
source_filename = "global_tree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@global_tree = dso_local local_unnamed_addr global ptr addrspace(1) null, align 8

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc ptr addrspace(1) @build(i64 noundef 1)
  store ptr addrspace(1) %1, ptr @global_tree, align 8, !tbaa !5
  tail call void @gc_collect() #3
  %2 = load ptr addrspace(1), ptr @global_tree, align 8, !tbaa !5
  %3 = tail call fastcc i64 @check(ptr addrspace(1) noundef %2)
  tail call void @rt_print_i64(i64 noundef %3) #3
  %4 = tail call fastcc ptr addrspace(1) @build(i64 noundef 2)
  store ptr addrspace(1) %4, ptr @global_tree, align 8, !tbaa !5
  tail call void @gc_collect() #3
  %5 = load ptr addrspace(1), ptr @global_tree, align 8, !tbaa !5
  %6 = tail call fastcc i64 @check(ptr addrspace(1) noundef %5)
  tail call void @rt_print_i64(i64 noundef %6) #3
  %7 = tail call fastcc ptr addrspace(1) @build(i64 noundef 3)
  store ptr addrspace(1) %7, ptr @global_tree, align 8, !tbaa !5
  tail call void @gc_collect() #3
  %8 = load ptr addrspace(1), ptr @global_tree, align 8, !tbaa !5
  %9 = tail call fastcc i64 @check(ptr addrspace(1) noundef %8)
  tail call void @rt_print_i64(i64 noundef %9) #3
  %10 = tail call fastcc ptr addrspace(1) @build(i64 noundef 4)
  store ptr addrspace(1) %10, ptr @global_tree, align 8, !tbaa !5
  tail call void @gc_collect() #3
  %11 = load ptr addrspace(1), ptr @global_tree, align 8, !tbaa !5
  %12 = tail call fastcc i64 @check(ptr addrspace(1) noundef %11)
  tail call void @rt_print_i64(i64 noundef %12) #3
  %13 = tail call fastcc ptr addrspace(1) @build(i64 noundef 5)
  store ptr addrspace(1) %13, ptr @global_tree, align 8, !tbaa !5
  tail call void @gc_collect() #3
  %14 = load ptr addrspace(1), ptr @global_tree, align 8, !tbaa !5
  %15 = tail call fastcc i64 @check(ptr addrspace(1) noundef %14)
  tail call void @rt_print_i64(i64 noundef %15) #3
  %16 = tail call fastcc ptr addrspace(1) @build(i64 noundef 6)
  store ptr addrspace(1) %16, ptr @global_tree, align 8, !tbaa !5
  tail call void @gc_collect() #3
  %17 = load ptr addrspace(1), ptr @global_tree, align 8, !tbaa !5
  %18 = tail call fastcc i64 @check(ptr addrspace(1) noundef %17)
  tail call void @rt_print_i64(i64 noundef %18) #3
  %19 = tail call fastcc ptr addrspace(1) @build(i64 noundef 7)
  store ptr addrspace(1) %19, ptr @global_tree, align 8, !tbaa !5
  tail call void @gc_collect() #3
  %20 = load ptr addrspace(1), ptr @global_tree, align 8, !tbaa !5
  %21 = tail call fastcc i64 @check(ptr addrspace(1) noundef %20)
  tail call void @rt_print_i64(i64 noundef %21) #3
  %22 = tail call fastcc ptr addrspace(1) @build(i64 noundef 8)
  store ptr addrspace(1) %22, ptr @global_tree, align 8, !tbaa !5
  tail call void @gc_collect() #3
  %23 = load ptr addrspace(1), ptr @global_tree, align 8, !tbaa !5
  %24 = tail call fastcc i64 @check(ptr addrspace(1) noundef %23)
  tail call void @rt_print_i64(i64 noundef %24) #3
  %25 = tail call fastcc ptr addrspace(1) @build(i64 noundef 9)
  store ptr addrspace(1) %25, ptr @global_tree, align 8, !tbaa !5
  tail call void @gc_collect() #3
  %26 = load ptr addrspace(1), ptr @global_tree, align 8, !tbaa !5
  %27 = tail call fastcc i64 @check(ptr addrspace(1) noundef %26)
  tail call void @rt_print_i64(i64 noundef %27) #3
  %28 = tail call fastcc ptr addrspace(1) @build(i64 noundef 10)
  store ptr addrspace(1) %28, ptr @global_tree, align 8, !tbaa !5
  tail call void @gc_collect() #3
  %29 = load ptr addrspace(1), ptr @global_tree, align 8, !tbaa !5
  %30 = tail call fastcc i64 @check(ptr addrspace(1) noundef %29)
  tail call void @rt_print_i64(i64 noundef %30) #3
  ret i32 0
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr addrspace(1) @build(i64 noundef %0) unnamed_addr #0 {
  %2 = tail call ptr addrspace(1) @gc_alloc(i64 noundef 2, i64 noundef 8) #3
  %3 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 24
  store i64 %0, ptr addrspace(1) %3, align 8, !tbaa !9
  %4 = icmp sgt i64 %0, 0
  br i1 %4, label %6, label %5

5:                                                ; preds = %1, %6
  ret ptr addrspace(1) %2

6:                                                ; preds = %1
  %7 = add nsw i64 %0, -1
  %8 = tail call fastcc ptr addrspace(1) @build(i64 noundef %7)
  %9 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 8
  store ptr addrspace(1) %8, ptr addrspace(1) %9, align 8, !tbaa !12
  %10 = tail call fastcc ptr addrspace(1) @build(i64 noundef %7)
  %11 = getelementptr inbounds i8, ptr addrspace(1) %2, i64 16
  store ptr addrspace(1) %10, ptr addrspace(1) %11, align 8, !tbaa !13
  br label %5
}

declare void @gc_collect() local_unnamed_addr #1

declare void @rt_print_i64(i64 noundef) local_unnamed_addr #1

; Function Attrs: nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc i64 @check(ptr addrspace(1) noundef readonly %0) unnamed_addr #2 {
  %2 = icmp eq ptr addrspace(1) %0, null
  br i1 %2, label %16, label %3

3:                                                ; preds = %1, %3
  %4 = phi ptr addrspace(1) [ %12, %3 ], [ %0, %1 ]
  %5 = phi i64 [ %14, %3 ], [ 0, %1 ]
  %6 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 24
  %7 = load i64, ptr addrspace(1) %6, align 8, !tbaa !9
  %8 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 8
  %9 = load ptr addrspace(1), ptr addrspace(1) %8, align 8, !tbaa !12
  %10 = tail call fastcc i64 @check(ptr addrspace(1) noundef %9)
  %11 = getelementptr inbounds i8, ptr addrspace(1) %4, i64 16
  %12 = load ptr addrspace(1), ptr addrspace(1) %11, align 8, !tbaa !13
  %13 = add i64 %7, %5
  %14 = add i64 %13, %10
  %15 = icmp eq ptr addrspace(1) %12, null
  br i1 %15, label %16, label %3

16:                                               ; preds = %3, %1
  %17 = phi i64 [ 0, %1 ], [ %14, %3 ]
  ret i64 %17
}

declare ptr addrspace(1) @gc_alloc(i64 noundef, i64 noundef) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
!9 = !{!10, !11, i64 24}
!10 = !{!"node", !11, i64 0, !6, i64 8, !6, i64 16, !11, i64 24}
!11 = !{!"long", !7, i64 0}
!12 = !{!10, !6, i64 8}
!13 = !{!10, !6, i64 16}
