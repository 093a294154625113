; Loops counting up by 1 from 0 to a `select` of two limits (constants 0 and 5,
; `zext i32`, `zext i8`, `sext i8`, an unknown i64, `and` with a 20-bit mask,
; `lshr` by 20), every pair, with `<u`, `!=`, `<s`, `<=u` tests, without and with
; wrap flags. ScalarEvolution reads such a `select` as an unknown value whose
; known bits bound it: the high bits both arms leave zero, or (read signed) the
; copies of the sign bit both have. PlaceSafepoints must poll where opt-19 polls
; (issue 21).

define void @s_c0_c5_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_c5_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_c5_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_c5_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_c5_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_c5_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_c5_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_c5_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z32_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z32_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z32_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z32_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z32_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z32_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z32_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z32_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z8_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z8_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z8_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z8_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z8_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z8_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z8_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_z8_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_ld_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_ld_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_ld_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_ld_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_ld_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_ld_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_ld_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_ld_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_lshr_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_lshr_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_lshr_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_lshr_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_lshr_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_lshr_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_lshr_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_lshr_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_sx8_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_sx8_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_sx8_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_sx8_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_sx8_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_sx8_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_sx8_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c0_sx8_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 0, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z32_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z32_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z32_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z32_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z32_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z32_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z32_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z32_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z8_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z8_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z8_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z8_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z8_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z8_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z8_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_z8_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_ld_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_ld_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_ld_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_ld_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_ld_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_ld_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_ld_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_ld_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_lshr_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_lshr_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_lshr_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_lshr_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_lshr_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_lshr_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_lshr_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_lshr_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_sx8_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_sx8_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_sx8_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_sx8_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_sx8_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_sx8_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_sx8_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_c5_sx8_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 5, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_z32_z8_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %z32, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_z32_z8_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %z32, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_z32_z8_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %z32, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_z32_z8_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %z32, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_z32_z8_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %z32, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_z32_z8_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %z32, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_z32_z8_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %z32, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_z32_z8_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %z32, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z32_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z32_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z32_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z32_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z32_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z32_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z32_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z32_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z8_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z8_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z8_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z8_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z8_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z8_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z8_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_z8_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_lshr_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_lshr_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_lshr_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_lshr_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_lshr_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_lshr_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_lshr_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_lshr_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_sx8_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_sx8_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_sx8_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_sx8_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_sx8_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_sx8_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_sx8_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_ld_sx8_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %ld, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c0_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c0_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c0_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c0_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c0_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c0_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c0_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c0_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c5_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c5_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c5_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c5_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c5_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c5_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c5_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_c5_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 5
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z32_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z32_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z32_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z32_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z32_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z32_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z32_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z32_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z8_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z8_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z8_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z8_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z8_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z8_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z8_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_z8_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_ld_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_ld_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_ld_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_ld_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_ld_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_ld_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_ld_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_ld_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %ld
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_lshr_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_lshr_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_lshr_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_lshr_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_lshr_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_lshr_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_lshr_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_lshr_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %sh
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_sx8_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_sx8_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_sx8_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_sx8_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_sx8_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_sx8_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_sx8_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_and_sx8_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %m, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z32_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z32_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z32_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z32_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z32_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z32_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z32_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z32_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z8_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z8_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z8_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z8_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z8_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z8_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z8_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_z8_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_sx8_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_sx8_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_sx8_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_sx8_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_sx8_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_sx8_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_sx8_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_lshr_sx8_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %sh, i64 %s8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z32_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z32_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z32_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z32_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z32_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z32_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z32_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z32_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z8_ult_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z8_ult_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ult i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z8_ne_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z8_ne_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ne i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z8_slt_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z8_slt_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp slt i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z8_ule_nuwnsw(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add nuw nsw i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}

define void @s_sx8_z8_ule_none(ptr %p, ptr %q, i1 %c) {
entry:
  %a = load i32, ptr %p
  %z32 = zext i32 %a to i64
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %s8 = sext i8 %b to i64
  %ld = load i64, ptr %q
  %m = and i64 %ld, 1048575
  %sh = lshr i64 %ld, 20
  %lim = select i1 %c, i64 %s8, i64 %z8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i1, %loop ]
  store volatile i64 %i, ptr %q
  %i1 = add  i64 %i, 1
  %e = icmp ule i64 %i1, %lim
  br i1 %e, label %loop, label %out
out:
  ret void
}
