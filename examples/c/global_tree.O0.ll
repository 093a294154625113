; ModuleID = 'global_tree.c'
source_filename = "global_tree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

%struct.node = type { i64, ptr addrspace(1), ptr addrspace(1), i64 }

@global_tree = dso_local global ptr addrspace(1) null, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 1, ptr %2, align 8
  br label %3

3:                                                ; preds = %11, %0
  %4 = load i64, ptr %2, align 8
  %5 = icmp sle i64 %4, 10
  br i1 %5, label %6, label %14

6:                                                ; preds = %3
  %7 = load i64, ptr %2, align 8
  %8 = call ptr addrspace(1) @build(i64 noundef %7)
  store ptr addrspace(1) %8, ptr @global_tree, align 8
  call void @gc_collect()
  %9 = load ptr addrspace(1), ptr @global_tree, align 8
  %10 = call i64 @check(ptr addrspace(1) noundef %9)
  call void @rt_print_i64(i64 noundef %10)
  br label %11

11:                                               ; preds = %6
  %12 = load i64, ptr %2, align 8
  %13 = add nsw i64 %12, 1
  store i64 %13, ptr %2, align 8
  br label %3, !llvm.loop !6

14:                                               ; preds = %3
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr addrspace(1) @build(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr addrspace(1), align 8
  %4 = alloca ptr addrspace(1), align 8
  store i64 %0, ptr %2, align 8
  %5 = call ptr addrspace(1) @gc_alloc(i64 noundef 2, i64 noundef 8)
  store ptr addrspace(1) %5, ptr %3, align 8
  %6 = load i64, ptr %2, align 8
  %7 = load ptr addrspace(1), ptr %3, align 8
  %8 = getelementptr inbounds %struct.node, ptr addrspace(1) %7, i32 0, i32 3
  store i64 %6, ptr addrspace(1) %8, align 8
  %9 = load i64, ptr %2, align 8
  %10 = icmp sgt i64 %9, 0
  br i1 %10, label %11, label %23

11:                                               ; preds = %1
  %12 = load i64, ptr %2, align 8
  %13 = sub nsw i64 %12, 1
  %14 = call ptr addrspace(1) @build(i64 noundef %13)
  store ptr addrspace(1) %14, ptr %4, align 8
  %15 = load ptr addrspace(1), ptr %4, align 8
  %16 = load ptr addrspace(1), ptr %3, align 8
  %17 = getelementptr inbounds %struct.node, ptr addrspace(1) %16, i32 0, i32 1
  store ptr addrspace(1) %15, ptr addrspace(1) %17, align 8
  %18 = load i64, ptr %2, align 8
  %19 = sub nsw i64 %18, 1
  %20 = call ptr addrspace(1) @build(i64 noundef %19)
  %21 = load ptr addrspace(1), ptr %3, align 8
  %22 = getelementptr inbounds %struct.node, ptr addrspace(1) %21, i32 0, i32 2
  store ptr addrspace(1) %20, ptr addrspace(1) %22, align 8
  br label %23

23:                                               ; preds = %11, %1
  %24 = load ptr addrspace(1), ptr %3, align 8
  ret ptr addrspace(1) %24
}

declare void @gc_collect() #1

declare void @rt_print_i64(i64 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @check(ptr addrspace(1) noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr addrspace(1), align 8
  store ptr addrspace(1) %0, ptr %3, align 8
  %4 = load ptr addrspace(1), ptr %3, align 8
  %5 = icmp ne ptr addrspace(1) %4, null
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  store i64 0, ptr %2, align 8
  br label %21

7:                                                ; preds = %1
  %8 = load ptr addrspace(1), ptr %3, align 8
  %9 = getelementptr inbounds %struct.node, ptr addrspace(1) %8, i32 0, i32 3
  %10 = load i64, ptr addrspace(1) %9, align 8
  %11 = load ptr addrspace(1), ptr %3, align 8
  %12 = getelementptr inbounds %struct.node, ptr addrspace(1) %11, i32 0, i32 1
  %13 = load ptr addrspace(1), ptr addrspace(1) %12, align 8
  %14 = call i64 @check(ptr addrspace(1) noundef %13)
  %15 = add nsw i64 %10, %14
  %16 = load ptr addrspace(1), ptr %3, align 8
  %17 = getelementptr inbounds %struct.node, ptr addrspace(1) %16, i32 0, i32 2
  %18 = load ptr addrspace(1), ptr addrspace(1) %17, align 8
  %19 = call i64 @check(ptr addrspace(1) noundef %18)
  %20 = add nsw i64 %15, %19
  store i64 %20, ptr %2, align 8
  br label %21

21:                                               ; preds = %7, %6
  %22 = load i64, ptr %2, align 8
  ret i64 %22
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
