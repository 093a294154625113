; ModuleID = 'tests/corpus/c/state_machine.c'
source_filename = "tests/corpus/c/state_machine.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@run.dispatch = internal global [3 x i8*] [i8* blockaddress(@run, %9), i8* blockaddress(@run, %18), i8* blockaddress(@run, %27)], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @count_words(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 0, i32* %3, align 4
  store i32 0, i32* %4, align 4
  br label %6

6:                                                ; preds = %43, %1
  %7 = load i8*, i8** %2, align 8
  %8 = load i8, i8* %7, align 1
  %9 = icmp ne i8 %8, 0
  br i1 %9, label %10, label %46

10:                                               ; preds = %6
  %11 = load i8*, i8** %2, align 8
  %12 = load i8, i8* %11, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp eq i32 %13, 32
  br i1 %14, label %25, label %15

15:                                               ; preds = %10
  %16 = load i8*, i8** %2, align 8
  %17 = load i8, i8* %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp eq i32 %18, 9
  br i1 %19, label %25, label %20

20:                                               ; preds = %15
  %21 = load i8*, i8** %2, align 8
  %22 = load i8, i8* %21, align 1
  %23 = sext i8 %22 to i32
  %24 = icmp eq i32 %23, 10
  br label %25

25:                                               ; preds = %20, %15, %10
  %26 = phi i1 [ true, %15 ], [ true, %10 ], [ %24, %20 ]
  %27 = zext i1 %26 to i32
  store i32 %27, i32* %5, align 4
  %28 = load i32, i32* %3, align 4
  switch i32 %28, label %42 [
    i32 0, label %29
    i32 2, label %29
    i32 1, label %37
  ]

29:                                               ; preds = %25, %25
  %30 = load i32, i32* %5, align 4
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %35, label %32

32:                                               ; preds = %29
  %33 = load i32, i32* %4, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, i32* %4, align 4
  store i32 1, i32* %3, align 4
  br label %36

35:                                               ; preds = %29
  store i32 2, i32* %3, align 4
  br label %36

36:                                               ; preds = %35, %32
  br label %42

37:                                               ; preds = %25
  %38 = load i32, i32* %5, align 4
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %41

40:                                               ; preds = %37
  store i32 2, i32* %3, align 4
  br label %41

41:                                               ; preds = %40, %37
  br label %42

42:                                               ; preds = %25, %41, %36
  br label %43

43:                                               ; preds = %42
  %44 = load i8*, i8** %2, align 8
  %45 = getelementptr inbounds i8, i8* %44, i32 1
  store i8* %45, i8** %2, align 8
  br label %6, !llvm.loop !6

46:                                               ; preds = %6
  %47 = load i32, i32* %4, align 4
  ret i32 %47
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @run(i8* noundef %0) #0 {
  %2 = alloca i8*, align 8
  %3 = alloca i32, align 4
  store i8* %0, i8** %2, align 8
  store i32 0, i32* %3, align 4
  %4 = load i8*, i8** %2, align 8
  %5 = load i8, i8* %4, align 1
  %6 = zext i8 %5 to i64
  %7 = getelementptr inbounds [3 x i8*], [3 x i8*]* @run.dispatch, i64 0, i64 %6
  %8 = load i8*, i8** %7, align 8
  br label %29

9:                                                ; preds = %29
  %10 = load i32, i32* %3, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, i32* %3, align 4
  %12 = load i8*, i8** %2, align 8
  %13 = getelementptr inbounds i8, i8* %12, i32 1
  store i8* %13, i8** %2, align 8
  %14 = load i8, i8* %13, align 1
  %15 = zext i8 %14 to i64
  %16 = getelementptr inbounds [3 x i8*], [3 x i8*]* @run.dispatch, i64 0, i64 %15
  %17 = load i8*, i8** %16, align 8
  br label %29

18:                                               ; preds = %29
  %19 = load i32, i32* %3, align 4
  %20 = add nsw i32 %19, -1
  store i32 %20, i32* %3, align 4
  %21 = load i8*, i8** %2, align 8
  %22 = getelementptr inbounds i8, i8* %21, i32 1
  store i8* %22, i8** %2, align 8
  %23 = load i8, i8* %22, align 1
  %24 = zext i8 %23 to i64
  %25 = getelementptr inbounds [3 x i8*], [3 x i8*]* @run.dispatch, i64 0, i64 %24
  %26 = load i8*, i8** %25, align 8
  br label %29

27:                                               ; preds = %29
  %28 = load i32, i32* %3, align 4
  ret i32 %28

29:                                               ; preds = %18, %9, %1
  %30 = phi i8* [ %8, %1 ], [ %17, %9 ], [ %26, %18 ]
  indirectbr i8* %30, [label %9, label %18, label %27]
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 7, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 1}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 14.0.6"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
