; ModuleID = '<stdin>'
source_filename = "tests/corpus/c/varargs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @sum_ints(i32 noundef %0, ...) local_unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = bitcast ptr %2 to ptr
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #3
  call void @llvm.va_start.p0(ptr nonnull %3)
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %34

5:                                                ; preds = %1
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0, i32 0
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0, i32 2
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %2, i64 0, i64 0, i32 3
  %9 = load ptr, ptr %8, align 16
  %10 = load i32, ptr %6, align 16
  %11 = and i32 %0, 1
  %12 = icmp eq i32 %0, 1
  br i1 %12, label %15, label %13

13:                                               ; preds = %5
  %14 = and i32 %0, -2
  br label %36

15:                                               ; preds = %62, %5
  %16 = phi i32 [ undef, %5 ], [ %67, %62 ]
  %17 = phi i32 [ %10, %5 ], [ %63, %62 ]
  %18 = phi i32 [ 0, %5 ], [ %67, %62 ]
  %19 = icmp eq i32 %11, 0
  br i1 %19, label %34, label %20

20:                                               ; preds = %15
  %21 = icmp ult i32 %17, 41
  br i1 %21, label %25, label %22

22:                                               ; preds = %20
  %23 = load ptr, ptr %7, align 8
  %24 = getelementptr i8, ptr %23, i64 8
  store ptr %24, ptr %7, align 8
  br label %29

25:                                               ; preds = %20
  %26 = zext i32 %17 to i64
  %27 = getelementptr i8, ptr %9, i64 %26
  %28 = add nuw nsw i32 %17, 8
  store i32 %28, ptr %6, align 16
  br label %29

29:                                               ; preds = %25, %22
  %30 = phi ptr [ %27, %25 ], [ %23, %22 ]
  %31 = bitcast ptr %30 to ptr
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %32, %18
  br label %34

34:                                               ; preds = %29, %15, %1
  %35 = phi i32 [ 0, %1 ], [ %16, %15 ], [ %33, %29 ]
  call void @llvm.va_end.p0(ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #3
  ret i32 %35

36:                                               ; preds = %62, %13
  %37 = phi i32 [ %10, %13 ], [ %63, %62 ]
  %38 = phi i32 [ 0, %13 ], [ %67, %62 ]
  %39 = phi i32 [ 0, %13 ], [ %68, %62 ]
  %40 = icmp ult i32 %37, 41
  br i1 %40, label %41, label %45

41:                                               ; preds = %36
  %42 = zext i32 %37 to i64
  %43 = getelementptr i8, ptr %9, i64 %42
  %44 = add nuw nsw i32 %37, 8
  store i32 %44, ptr %6, align 16
  br label %48

45:                                               ; preds = %36
  %46 = load ptr, ptr %7, align 8
  %47 = getelementptr i8, ptr %46, i64 8
  store ptr %47, ptr %7, align 8
  br label %48

48:                                               ; preds = %45, %41
  %49 = phi i32 [ %44, %41 ], [ %37, %45 ]
  %50 = phi ptr [ %43, %41 ], [ %46, %45 ]
  %51 = bitcast ptr %50 to ptr
  %52 = load i32, ptr %51, align 4
  %53 = add nsw i32 %52, %38
  %54 = icmp ult i32 %49, 41
  br i1 %54, label %58, label %55

55:                                               ; preds = %48
  %56 = load ptr, ptr %7, align 8
  %57 = getelementptr i8, ptr %56, i64 8
  store ptr %57, ptr %7, align 8
  br label %62

58:                                               ; preds = %48
  %59 = zext i32 %49 to i64
  %60 = getelementptr i8, ptr %9, i64 %59
  %61 = add nuw nsw i32 %49, 8
  store i32 %61, ptr %6, align 16
  br label %62

62:                                               ; preds = %58, %55
  %63 = phi i32 [ %61, %58 ], [ %49, %55 ]
  %64 = phi ptr [ %60, %58 ], [ %56, %55 ]
  %65 = bitcast ptr %64 to ptr
  %66 = load i32, ptr %65, align 4
  %67 = add nsw i32 %66, %53
  %68 = add i32 %39, 2
  %69 = icmp eq i32 %68, %14
  br i1 %69, label %15, label %36, !llvm.loop !5
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local double @avg(i32 noundef %0, ...) local_unnamed_addr #0 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = bitcast ptr %2 to ptr
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #3
  %5 = bitcast ptr %3 to ptr
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #3
  call void @llvm.va_start.p0(ptr nonnull %4)
  call void @llvm.va_copy.p0(ptr nonnull %5, ptr nonnull %4)
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %36

7:                                                ; preds = %1
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, i32 1
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, i32 2
  %10 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, i32 3
  %11 = load ptr, ptr %10, align 16
  %12 = load i32, ptr %8, align 4
  %13 = and i32 %0, 1
  %14 = icmp eq i32 %0, 1
  br i1 %14, label %17, label %15

15:                                               ; preds = %7
  %16 = and i32 %0, -2
  br label %39

17:                                               ; preds = %65, %7
  %18 = phi double [ undef, %7 ], [ %70, %65 ]
  %19 = phi i32 [ %12, %7 ], [ %66, %65 ]
  %20 = phi double [ 0.000000e+00, %7 ], [ %70, %65 ]
  %21 = icmp eq i32 %13, 0
  br i1 %21, label %36, label %22

22:                                               ; preds = %17
  %23 = icmp ult i32 %19, 161
  br i1 %23, label %27, label %24

24:                                               ; preds = %22
  %25 = load ptr, ptr %9, align 8
  %26 = getelementptr i8, ptr %25, i64 8
  store ptr %26, ptr %9, align 8
  br label %31

27:                                               ; preds = %22
  %28 = zext i32 %19 to i64
  %29 = getelementptr i8, ptr %11, i64 %28
  %30 = add nuw nsw i32 %19, 16
  store i32 %30, ptr %8, align 4
  br label %31

31:                                               ; preds = %27, %24
  %32 = phi ptr [ %29, %27 ], [ %25, %24 ]
  %33 = bitcast ptr %32 to ptr
  %34 = load double, ptr %33, align 8
  %35 = fadd double %20, %34
  br label %36

36:                                               ; preds = %31, %17, %1
  %37 = phi double [ 0.000000e+00, %1 ], [ %18, %17 ], [ %35, %31 ]
  call void @llvm.va_end.p0(ptr nonnull %5)
  call void @llvm.va_end.p0(ptr nonnull %4)
  %38 = icmp eq i32 %0, 0
  br i1 %38, label %76, label %73

39:                                               ; preds = %65, %15
  %40 = phi i32 [ %12, %15 ], [ %66, %65 ]
  %41 = phi double [ 0.000000e+00, %15 ], [ %70, %65 ]
  %42 = phi i32 [ 0, %15 ], [ %71, %65 ]
  %43 = icmp ult i32 %40, 161
  br i1 %43, label %44, label %48

44:                                               ; preds = %39
  %45 = zext i32 %40 to i64
  %46 = getelementptr i8, ptr %11, i64 %45
  %47 = add nuw nsw i32 %40, 16
  store i32 %47, ptr %8, align 4
  br label %51

48:                                               ; preds = %39
  %49 = load ptr, ptr %9, align 8
  %50 = getelementptr i8, ptr %49, i64 8
  store ptr %50, ptr %9, align 8
  br label %51

51:                                               ; preds = %48, %44
  %52 = phi i32 [ %47, %44 ], [ %40, %48 ]
  %53 = phi ptr [ %46, %44 ], [ %49, %48 ]
  %54 = bitcast ptr %53 to ptr
  %55 = load double, ptr %54, align 8
  %56 = fadd double %41, %55
  %57 = icmp ult i32 %52, 161
  br i1 %57, label %61, label %58

58:                                               ; preds = %51
  %59 = load ptr, ptr %9, align 8
  %60 = getelementptr i8, ptr %59, i64 8
  store ptr %60, ptr %9, align 8
  br label %65

61:                                               ; preds = %51
  %62 = zext i32 %52 to i64
  %63 = getelementptr i8, ptr %11, i64 %62
  %64 = add nuw nsw i32 %52, 16
  store i32 %64, ptr %8, align 4
  br label %65

65:                                               ; preds = %61, %58
  %66 = phi i32 [ %64, %61 ], [ %52, %58 ]
  %67 = phi ptr [ %63, %61 ], [ %59, %58 ]
  %68 = bitcast ptr %67 to ptr
  %69 = load double, ptr %68, align 8
  %70 = fadd double %56, %69
  %71 = add i32 %42, 2
  %72 = icmp eq i32 %71, %16
  br i1 %72, label %17, label %39, !llvm.loop !7

73:                                               ; preds = %36
  %74 = sitofp i32 %0 to double
  %75 = fdiv double %37, %74
  br label %76

76:                                               ; preds = %73, %36
  %77 = phi double [ %75, %73 ], [ 0.000000e+00, %36 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #3
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #3
  ret double %77
}

; Function Attrs: nofree nosync nounwind uwtable
define dso_local i32 @call_it() local_unnamed_addr #0 {
  %1 = tail call i32 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %2 = tail call double (i32, ...) @avg(i32 noundef 2, double noundef 1.500000e+00, double noundef 2.500000e+00)
  %3 = fptosi double %2 to i32
  %4 = add nsw i32 %1, %3
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #2

attributes #0 = { nofree nosync nounwind uwtable "frame-pointer"="none" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{!"Debian clang version 14.0.6"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
