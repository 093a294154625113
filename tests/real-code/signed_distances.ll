; Count-ups and count-downs by 1 from starts of signed ranges (`sext i1`,
; `sext i8`, `sext (smin x, 0)`, `sext (smax x, -5)`, `0 - zext i8`, `zext i8`,
; `sext i32`, the complements `zext i8 ^ -1`, `sext (smin x, 100) ^ -1` and
; `sext (i8 ^ -1)`, and the even `2 * sext i1`, `2 * sext i8`, `2 * zext i8`,
; `-2 * zext i8`) until an exact limit (0, 1, 10, -1, 300, -300, a `sext i8` and
; an even `2 * sext i8`), testing the variable or its increment, without and
; with `nsw` or `nuw`. LLVM 19 reads the distance's range signed as well as
; unsigned (`0 - sext i1` is 0 or 1), but not where an even end's term of the
; distance may be negative or not: it rounds that term's unsigned range, which
; wraps around zero, to nearly the whole type. PlaceSafepoints must poll where
; opt-19 polls (issue 21).

declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)

define void @g_sexti1_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti1_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %s = sext i1 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sexti8_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = sext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smin0_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 0)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_smaxm5_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smax.i32(i32 %a, i32 -5)
  %s = sext i32 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_negz8_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = sub i64 0, %z
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensext8_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = sext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_zext8_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %s = zext i8 %b to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_sext32_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %s = sext i32 %a to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evensexti1_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i1
  %z = sext i1 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evenzext8_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = shl i64 %z, 1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notz8_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = xor i64 %z, -1
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsmin_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = call i32 @llvm.smin.i32(i32 %a, i32 100)
  %n = xor i32 %b, -1
  %s = sext i32 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_notsext8_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %n = xor i8 %b, -1
  %s = sext i8 %n to i64
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_0_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_0_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_0_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_0_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_0_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_0_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_0_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_0_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_0_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_0_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_0_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_0_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_10_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_10_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_10_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_10_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_10_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_10_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_10_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_10_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_10_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_10_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_10_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_10_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 10
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m1_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m1_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m1_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m1_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m1_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m1_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m1_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m1_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m1_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m1_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m1_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m1_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -1
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, 300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m300_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m300_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m300_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m300_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m300_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m300_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m300_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m300_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m300_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m300_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m300_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_m300_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, -300
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_ve_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_ve_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_ve_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_ve_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_ve_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_ve_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_ve_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_ve_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_ve_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_ve_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_ve_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_ve_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %e
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_vo_up_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_vo_up_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_vo_up_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_vo_up_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_vo_up_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_vo_up_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, 1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_vo_down_pre_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_vo_down_pre_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_vo_down_pre_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_vo_down_post_none(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add  i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_vo_down_post_nsw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nsw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @g_evennegz8_vo_down_post_nuw(ptr %p, ptr %q) {
entry:
  %a = load i32, ptr %p
  %b = trunc i32 %a to i8
  %z = zext i8 %b to i64
  %s = mul i64 %z, -2
  %qa = load i8, ptr %q
  %qs = sext i8 %qa to i64
  %e = shl i64 %qs, 1
  %o = add i64 %qs, 0
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add nuw i64 %i, -1
  %c = icmp eq i64 %i1, %o
  br i1 %c, label %out, label %loop
out:
  ret void
}
