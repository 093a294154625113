; ModuleID = 'long_double.c'
source_filename = "long_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%union.anon = type { x86_fp80 }

@sum_through_pointer = internal global ptr @scaled_sum, align 8
@.str = private unnamed_addr constant [27 x i8] c"2.718281828459045235360287\00", align 1

; Function Attrs: noinline nounwind uwtable
define dso_local x86_fp80 @scaled_sum(ptr addrspace(1) noundef readonly %0, x86_fp80 noundef %1) #0 {
  %3 = icmp eq ptr addrspace(1) %0, null
  br i1 %3, label %14, label %4

4:                                                ; preds = %2, %4
  %5 = phi x86_fp80 [ %10, %4 ], [ 0xK00000000000000000000, %2 ]
  %6 = phi ptr addrspace(1) [ %12, %4 ], [ %0, %2 ]
  %7 = tail call ptr addrspace(1) @gc_alloc(i64 noundef 0, i64 noundef 64) #7
  %8 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 16
  %9 = load x86_fp80, ptr addrspace(1) %8, align 16, !tbaa !5
  %10 = tail call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %9, x86_fp80 %1, x86_fp80 %5)
  %11 = getelementptr inbounds i8, ptr addrspace(1) %6, i64 8
  %12 = load ptr addrspace(1), ptr addrspace(1) %11, align 8, !tbaa !12
  %13 = icmp eq ptr addrspace(1) %12, null
  br i1 %13, label %14, label %4, !llvm.loop !13

14:                                               ; preds = %4, %2
  %15 = phi x86_fp80 [ 0xK00000000000000000000, %2 ], [ %10, %4 ]
  ret x86_fp80 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare ptr addrspace(1) @gc_alloc(i64 noundef, i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #4 {
  %1 = alloca %union.anon, align 16
  %2 = alloca %union.anon, align 16
  %3 = alloca %union.anon, align 16
  br label %47

4:                                                ; preds = %47
  %5 = tail call x86_fp80 @scaled_sum(ptr addrspace(1) noundef %52, x86_fp80 noundef 0xK4000C000000000000000)
  %6 = load volatile ptr, ptr @sum_through_pointer, align 8, !tbaa !15
  %7 = tail call x86_fp80 %6(ptr addrspace(1) noundef %52, x86_fp80 noundef 0xK4000C000000000000000) #7
  %8 = tail call x86_fp80 @strtold(ptr nocapture noundef nonnull @.str, ptr noundef null) #7
  %9 = tail call ptr addrspace(1) @gc_alloc(i64 noundef 1, i64 noundef 16) #7
  %10 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 8
  store ptr addrspace(1) %52, ptr addrspace(1) %10, align 8, !tbaa !12
  %11 = getelementptr inbounds i8, ptr addrspace(1) %9, i64 16
  store x86_fp80 %8, ptr addrspace(1) %11, align 16, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %3, i8 0, i64 16, i1 false)
  store x86_fp80 %5, ptr %3, align 16, !tbaa !16
  %12 = getelementptr inbounds i8, ptr %3, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !16
  %14 = and i64 %13, 65535
  tail call void @rt_print_i64(i64 noundef %14) #7
  %15 = bitcast x86_fp80 %5 to i80
  %16 = trunc i80 %15 to i64
  tail call void @rt_print_i64(i64 noundef %16) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %2, i8 0, i64 16, i1 false)
  store x86_fp80 %7, ptr %2, align 16, !tbaa !16
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  %18 = load i64, ptr %17, align 8, !tbaa !16
  %19 = and i64 %18, 65535
  tail call void @rt_print_i64(i64 noundef %19) #7
  %20 = bitcast x86_fp80 %7 to i80
  %21 = trunc i80 %20 to i64
  tail call void @rt_print_i64(i64 noundef %21) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1, i8 0, i64 16, i1 false)
  store x86_fp80 %8, ptr %1, align 16, !tbaa !16
  %22 = getelementptr inbounds i8, ptr %1, i64 8
  %23 = load i64, ptr %22, align 8, !tbaa !16
  %24 = and i64 %23, 65535
  tail call void @rt_print_i64(i64 noundef %24) #7
  %25 = bitcast x86_fp80 %8 to i80
  %26 = trunc i80 %25 to i64
  tail call void @rt_print_i64(i64 noundef %26) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1)
  %27 = icmp eq ptr addrspace(1) %9, null
  br i1 %27, label %35, label %28

28:                                               ; preds = %4, %28
  %29 = phi i64 [ %31, %28 ], [ 0, %4 ]
  %30 = phi ptr addrspace(1) [ %33, %28 ], [ %9, %4 ]
  %31 = add nuw nsw i64 %29, 1
  %32 = getelementptr inbounds i8, ptr addrspace(1) %30, i64 8
  %33 = load ptr addrspace(1), ptr addrspace(1) %32, align 8, !tbaa !12
  %34 = icmp eq ptr addrspace(1) %33, null
  br i1 %34, label %35, label %28, !llvm.loop !17

35:                                               ; preds = %28, %4
  %36 = phi i64 [ 0, %4 ], [ %31, %28 ]
  tail call void @rt_print_i64(i64 noundef %36) #7
  %37 = load x86_fp80, ptr addrspace(1) %11, align 16, !tbaa !5
  %38 = fmul x86_fp80 %37, 0xK4012F424000000000000
  %39 = fptosi x86_fp80 %38 to i64
  tail call void @rt_print_i64(i64 noundef %39) #7
  %40 = load ptr addrspace(1), ptr addrspace(1) %10, align 8, !tbaa !12
  %41 = getelementptr inbounds i8, ptr addrspace(1) %40, i64 16
  %42 = load x86_fp80, ptr addrspace(1) %41, align 16, !tbaa !5
  %43 = fmul x86_fp80 %42, 0xK4012F424000000000000
  %44 = fptosi x86_fp80 %43 to i64
  tail call void @rt_print_i64(i64 noundef %44) #7
  %45 = fmul x86_fp80 %5, 0xK4012F424000000000000
  %46 = fptosi x86_fp80 %45 to i64
  tail call void @rt_print_i64(i64 noundef %46) #7
  ret i32 0

47:                                               ; preds = %0, %47
  %48 = phi ptr addrspace(1) [ null, %0 ], [ %52, %47 ]
  %49 = phi i32 [ 1, %0 ], [ %55, %47 ]
  %50 = uitofp nneg i32 %49 to x86_fp80
  %51 = fdiv x86_fp80 0xK3FFF8000000000000000, %50
  %52 = tail call ptr addrspace(1) @gc_alloc(i64 noundef 1, i64 noundef 16) #7
  %53 = getelementptr inbounds i8, ptr addrspace(1) %52, i64 8
  store ptr addrspace(1) %48, ptr addrspace(1) %53, align 8, !tbaa !12
  %54 = getelementptr inbounds i8, ptr addrspace(1) %52, i64 16
  store x86_fp80 %51, ptr addrspace(1) %54, align 16, !tbaa !5
  %55 = add nuw nsw i32 %49, 1
  %56 = icmp eq i32 %55, 21
  br i1 %56, label %4, label %47, !llvm.loop !18
}

; Function Attrs: mustprogress nofree nounwind willreturn
declare x86_fp80 @strtold(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #5

declare void @rt_print_i64(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !11, i64 16}
!6 = !{!"sample", !7, i64 0, !10, i64 8, !11, i64 16}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!"long double", !8, i64 0}
!12 = !{!6, !10, i64 8}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!10, !10, i64 0}
!16 = !{!8, !8, i64 0}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
