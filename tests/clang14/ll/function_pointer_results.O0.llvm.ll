; ModuleID = '<stdin>'
source_filename = "tests/clang14/c/function_pointer_results.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @pick(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ne i32 %3, 0
  %5 = zext i1 %4 to i64
  %6 = select i1 %4, ptr @twice, ptr @negate
  ret ptr %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = mul nsw i32 2, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @negate(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub nsw i32 0, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @pick_same(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  ret ptr %3
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @get_handler() #0 {
  ret ptr @nothing
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @nothing() #0 {
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local ptr @pick_va(i32 noundef %0, ...) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %6 = bitcast ptr %5 to ptr
  call void @llvm.va_start.p0(ptr %6)
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %8 = getelementptr inbounds %struct.__va_list_tag, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 16
  %10 = icmp ule i32 %9, 40
  br i1 %10, label %11, label %17

11:                                               ; preds = %1
  %12 = getelementptr inbounds %struct.__va_list_tag, ptr %7, i32 0, i32 3
  %13 = load ptr, ptr %12, align 16
  %14 = getelementptr i8, ptr %13, i32 %9
  %15 = bitcast ptr %14 to ptr
  %16 = add i32 %9, 8
  store i32 %16, ptr %8, align 16
  br label %22

17:                                               ; preds = %1
  %18 = getelementptr inbounds %struct.__va_list_tag, ptr %7, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = bitcast ptr %19 to ptr
  %21 = getelementptr i8, ptr %19, i32 8
  store ptr %21, ptr %18, align 8
  br label %22

22:                                               ; preds = %17, %11
  %23 = phi ptr [ %15, %11 ], [ %20, %17 ]
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %4, align 4
  %25 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %26 = bitcast ptr %25 to ptr
  call void @llvm.va_end.p0(ptr %26)
  %27 = load i32, ptr %4, align 4
  %28 = load i32, ptr %2, align 4
  %29 = add nsw i32 %27, %28
  %30 = call ptr @pick(i32 noundef %29)
  ret ptr %30
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @apply(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %7 = call ptr @get_handler()
  call void %7()
  %8 = load i32, ptr %3, align 4
  %9 = call ptr @pick(i32 noundef %8)
  store ptr %9, ptr %5, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = call ptr @pick_same(ptr noundef %10)
  store ptr %11, ptr %6, align 8
  %12 = load ptr, ptr %6, align 8
  %13 = load i32, ptr %4, align 4
  %14 = call i32 %12(i32 noundef %13)
  %15 = load i32, ptr %3, align 4
  %16 = call ptr (i32, ...) @pick_va(i32 noundef 1, i32 noundef %15)
  %17 = load i32, ptr %4, align 4
  %18 = call i32 %16(i32 noundef %17)
  %19 = add nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
