; ModuleID = 'linked_list.c'
source_filename = "linked_list.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.cell = type { i64, ptr addrspace(1), i64 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i64, align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  store i32 0, ptr %1, align 4
  store ptr addrspace(1) null, ptr %2, align 8
  store i64 0, ptr %3, align 8
  br label %6

6:                                                ; preds = %13, %0
  %7 = load i64, ptr %3, align 8
  %8 = icmp slt i64 %7, 1000
  br i1 %8, label %9, label %16

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = load ptr addrspace(1), ptr %2, align 8
  %12 = call ptr addrspace(1) @cons(i64 noundef %10, ptr addrspace(1) noundef %11)
  store ptr addrspace(1) %12, ptr %2, align 8
  br label %13

13:                                               ; preds = %9
  %14 = load i64, ptr %3, align 8
  %15 = add nsw i64 %14, 1
  store i64 %15, ptr %3, align 8
  br label %6, !llvm.loop !6

16:                                               ; preds = %6
  call void @gc_collect()
  %17 = load ptr addrspace(1), ptr %2, align 8
  %18 = call i64 @weighted_sum(ptr addrspace(1) noundef %17)
  call void @rt_print_i64(i64 noundef %18)
  store ptr addrspace(1) null, ptr %4, align 8
  br label %19

19:                                               ; preds = %22, %16
  %20 = load ptr addrspace(1), ptr %2, align 8
  %21 = icmp ne ptr addrspace(1) %20, null
  br i1 %21, label %22, label %31

22:                                               ; preds = %19
  %23 = load ptr addrspace(1), ptr %2, align 8
  %24 = getelementptr inbounds %struct.cell, ptr addrspace(1) %23, i32 0, i32 1
  %25 = load ptr addrspace(1), ptr addrspace(1) %24, align 8
  store ptr addrspace(1) %25, ptr %5, align 8
  %26 = load ptr addrspace(1), ptr %4, align 8
  %27 = load ptr addrspace(1), ptr %2, align 8
  %28 = getelementptr inbounds %struct.cell, ptr addrspace(1) %27, i32 0, i32 1
  store ptr addrspace(1) %26, ptr addrspace(1) %28, align 8
  %29 = load ptr addrspace(1), ptr %2, align 8
  store ptr addrspace(1) %29, ptr %4, align 8
  %30 = load ptr addrspace(1), ptr %5, align 8
  store ptr addrspace(1) %30, ptr %2, align 8
  call void @gc_collect()
  br label %19, !llvm.loop !8

31:                                               ; preds = %19
  %32 = load ptr addrspace(1), ptr %4, align 8
  %33 = call i64 @weighted_sum(ptr addrspace(1) noundef %32)
  call void @rt_print_i64(i64 noundef %33)
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr addrspace(1) @cons(i64 noundef %0, ptr addrspace(1) noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr addrspace(1), align 8
  %5 = alloca ptr addrspace(1), align 8
  store i64 %0, ptr %3, align 8
  store ptr addrspace(1) %1, ptr %4, align 8
  %6 = call ptr addrspace(1) @gc_alloc(i64 noundef 1, i64 noundef 8)
  store ptr addrspace(1) %6, ptr %5, align 8
  %7 = load ptr addrspace(1), ptr %4, align 8
  %8 = load ptr addrspace(1), ptr %5, align 8
  %9 = getelementptr inbounds %struct.cell, ptr addrspace(1) %8, i32 0, i32 1
  store ptr addrspace(1) %7, ptr addrspace(1) %9, align 8
  %10 = load i64, ptr %3, align 8
  %11 = load ptr addrspace(1), ptr %5, align 8
  %12 = getelementptr inbounds %struct.cell, ptr addrspace(1) %11, i32 0, i32 2
  store i64 %10, ptr addrspace(1) %12, align 8
  %13 = load ptr addrspace(1), ptr %5, align 8
  ret ptr addrspace(1) %13
}

declare void @gc_collect() #1

declare void @rt_print_i64(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @weighted_sum(ptr addrspace(1) noundef %0) #0 {
  %2 = alloca ptr addrspace(1), align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store ptr addrspace(1) %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i64 1, ptr %4, align 8
  br label %5

5:                                                ; preds = %16, %1
  %6 = load ptr addrspace(1), ptr %2, align 8
  %7 = icmp ne ptr addrspace(1) %6, null
  br i1 %7, label %8, label %22

8:                                                ; preds = %5
  %9 = load i64, ptr %4, align 8
  %10 = load ptr addrspace(1), ptr %2, align 8
  %11 = getelementptr inbounds %struct.cell, ptr addrspace(1) %10, i32 0, i32 2
  %12 = load i64, ptr addrspace(1) %11, align 8
  %13 = mul nsw i64 %9, %12
  %14 = load i64, ptr %3, align 8
  %15 = add nsw i64 %14, %13
  store i64 %15, ptr %3, align 8
  br label %16

16:                                               ; preds = %8
  %17 = load ptr addrspace(1), ptr %2, align 8
  %18 = getelementptr inbounds %struct.cell, ptr addrspace(1) %17, i32 0, i32 1
  %19 = load ptr addrspace(1), ptr addrspace(1) %18, align 8
  store ptr addrspace(1) %19, ptr %2, align 8
  %20 = load i64, ptr %4, align 8
  %21 = add nsw i64 %20, 1
  store i64 %21, ptr %4, align 8
  br label %5, !llvm.loop !9

22:                                               ; preds = %5
  %23 = load i64, ptr %3, align 8
  ret i64 %23
}

declare ptr addrspace(1) @gc_alloc(i64 noundef, i64 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
