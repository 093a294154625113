; ModuleID = 'tests/corpus/c/bitfields.c'
source_filename = "tests/corpus/c/bitfields.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 -16, 16) i32 @get_d(i64 %0) local_unnamed_addr #0 {
  %2 = shl i64 %0, 43
  %3 = ashr i64 %2, 59
  %4 = trunc nsw i64 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define dso_local void @set_all(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = zext i32 %1 to i64
  %4 = load i64, ptr %0, align 8
  %5 = and i64 %3, 1
  %6 = and i64 %4, -2305843009213693952
  %7 = shl nuw nsw i64 %3, 1
  %8 = and i64 %7, 14
  %9 = shl nuw nsw i64 %3, 4
  %10 = and i64 %9, 65520
  %11 = shl nuw nsw i64 %3, 16
  %12 = shl i64 %3, 41
  %13 = and i64 %12, 2305840810190438400
  %14 = and i64 %11, 2031616
  %15 = or disjoint i64 %8, %5
  %16 = or disjoint i64 %15, %10
  %17 = or disjoint i64 %16, %14
  %18 = or disjoint i64 %17, %13
  %19 = or disjoint i64 %18, %6
  store i64 %19, ptr %0, align 8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i64 0, 1099511631879) i64 @pack(ptr nocapture noundef readonly %0) local_unnamed_addr #2 {
  %2 = load i64, ptr %0, align 8
  %3 = and i64 %2, 1
  %4 = lshr i64 %2, 1
  %5 = and i64 %4, 7
  %6 = add nuw nsw i64 %5, %3
  %7 = lshr i64 %2, 4
  %8 = and i64 %7, 4095
  %9 = add nuw nsw i64 %6, %8
  %10 = lshr i64 %2, 21
  %11 = and i64 %10, 1099511627775
  %12 = add nuw nsw i64 %9, %11
  ret i64 %12
}

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
