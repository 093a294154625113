; ModuleID = '<stdin>'
source_filename = "tests/corpus/c/unions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.anon = type { i32 }
%struct.tagged = type { i32, %union.number }
%union.number = type { double }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local float @bits_to_float(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca %union.anon, align 4
  store i32 %0, ptr %2, align 4
  %4 = bitcast ptr %3 to ptr
  %5 = load i32, ptr %2, align 4
  store i32 %5, ptr %4, align 4
  %6 = bitcast ptr %3 to ptr
  %7 = load float, ptr %6, align 4
  ret float %7
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local double @read_union(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %12

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = bitcast ptr %8 to ptr
  %10 = load i32, ptr %9, align 8
  %11 = sitofp i32 %10 to double
  br label %26

12:                                               ; preds = %2
  %13 = load i32, ptr %4, align 4
  %14 = icmp eq i32 %13, 1
  br i1 %14, label %15, label %20

15:                                               ; preds = %12
  %16 = load ptr, ptr %3, align 8
  %17 = bitcast ptr %16 to ptr
  %18 = load float, ptr %17, align 8
  %19 = fpext float %18 to double
  br label %24

20:                                               ; preds = %12
  %21 = load ptr, ptr %3, align 8
  %22 = bitcast ptr %21 to ptr
  %23 = load double, ptr %22, align 8
  br label %24

24:                                               ; preds = %20, %15
  %25 = phi double [ %19, %15 ], [ %23, %20 ]
  br label %26

26:                                               ; preds = %24, %7
  %27 = phi double [ %11, %7 ], [ %25, %24 ]
  ret double %27
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @sum_bytes(i32 %0, i64 %1) #0 {
  %3 = alloca %struct.tagged, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = bitcast ptr %3 to ptr
  %7 = getelementptr inbounds { i32, i64 }, ptr %6, i32 0, i32 0
  store i32 %0, ptr %7, align 8
  %8 = getelementptr inbounds { i32, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %8, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %22, %2
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %25

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.tagged, ptr %3, i32 0, i32 1
  %14 = bitcast ptr %13 to ptr
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [8 x i8], ptr %14, i64 0, i64 %16
  %18 = load i8, ptr %17, align 1
  %19 = sext i8 %18 to i32
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr %4, align 4
  br label %22

22:                                               ; preds = %12
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %5, align 4
  br label %9, !llvm.loop !6

25:                                               ; preds = %9
  %26 = load i32, ptr %4, align 4
  %27 = getelementptr inbounds %struct.tagged, ptr %3, i32 0, i32 0
  %28 = load i32, ptr %27, align 8
  %29 = add nsw i32 %26, %28
  ret i32 %29
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
