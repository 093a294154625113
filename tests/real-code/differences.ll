; Loops from or to a difference of two values (`zext i32 - zext i32`, `sext -
; sext`, `zext i8 - zext i16`, an unknown i64 minus a `zext`, `100 - zext`, and
; an i32 difference of `zext i16`s), with and without `nsw`: count-downs by 4
; while `>=s 4` (lz4hc's `LZ4HC_countBack`), by 1 while `>s 0` or `!= 0`, and
; count-ups below it (`<s`, `<u`). A difference's range is the difference of its
; operands' ranges where it cannot wrap. PlaceSafepoints must poll where opt-19
; polls (issue 21).

define void @d_zz32_down4_sge4_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp slt i64 %i, 4
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -4
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_zz32_down4_sge4_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp slt i64 %i, 4
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -4
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_zz32_down1_sgt0_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp sle i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_zz32_down1_sgt0_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp sle i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_zz32_up1_slt_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp sge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_zz32_up1_slt_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp sge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_zz32_up1_ult_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp uge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_zz32_up1_ult_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp uge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_zz32_down1_ne0_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp eq i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_zz32_down1_ne0_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = zext i32 %a to i64
  %zb = zext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp eq i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ss32_down4_sge4_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = sext i32 %a to i64
  %zb = sext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp slt i64 %i, 4
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -4
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ss32_down4_sge4_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = sext i32 %a to i64
  %zb = sext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp slt i64 %i, 4
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -4
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ss32_down1_sgt0_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = sext i32 %a to i64
  %zb = sext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp sle i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ss32_down1_sgt0_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = sext i32 %a to i64
  %zb = sext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp sle i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ss32_up1_slt_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = sext i32 %a to i64
  %zb = sext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp sge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ss32_up1_slt_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = sext i32 %a to i64
  %zb = sext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp sge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ss32_up1_ult_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = sext i32 %a to i64
  %zb = sext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp uge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ss32_up1_ult_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = sext i32 %a to i64
  %zb = sext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp uge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ss32_down1_ne0_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = sext i32 %a to i64
  %zb = sext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp eq i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ss32_down1_ne0_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = sext i32 %a to i64
  %zb = sext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp eq i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_z8z16_down4_sge4_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i16
  %za = zext i8 %ta to i64
  %zb = zext i16 %tb to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp slt i64 %i, 4
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -4
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_z8z16_down4_sge4_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i16
  %za = zext i8 %ta to i64
  %zb = zext i16 %tb to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp slt i64 %i, 4
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -4
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_z8z16_down1_sgt0_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i16
  %za = zext i8 %ta to i64
  %zb = zext i16 %tb to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp sle i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_z8z16_down1_sgt0_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i16
  %za = zext i8 %ta to i64
  %zb = zext i16 %tb to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp sle i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_z8z16_up1_slt_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i16
  %za = zext i8 %ta to i64
  %zb = zext i16 %tb to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp sge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_z8z16_up1_slt_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i16
  %za = zext i8 %ta to i64
  %zb = zext i16 %tb to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp sge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_z8z16_up1_ult_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i16
  %za = zext i8 %ta to i64
  %zb = zext i16 %tb to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp uge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_z8z16_up1_ult_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i16
  %za = zext i8 %ta to i64
  %zb = zext i16 %tb to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp uge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_z8z16_down1_ne0_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i16
  %za = zext i8 %ta to i64
  %zb = zext i16 %tb to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp eq i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_z8z16_down1_ne0_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i8
  %tb = trunc i32 %b to i16
  %za = zext i8 %ta to i64
  %zb = zext i16 %tb to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp eq i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ldz_down4_sge4_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = load i64, ptr %q
  %zb = zext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp slt i64 %i, 4
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -4
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ldz_down4_sge4_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = load i64, ptr %q
  %zb = zext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp slt i64 %i, 4
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -4
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ldz_down1_sgt0_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = load i64, ptr %q
  %zb = zext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp sle i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ldz_down1_sgt0_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = load i64, ptr %q
  %zb = zext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp sle i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ldz_up1_slt_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = load i64, ptr %q
  %zb = zext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp sge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ldz_up1_slt_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = load i64, ptr %q
  %zb = zext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp sge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ldz_up1_ult_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = load i64, ptr %q
  %zb = zext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp uge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ldz_up1_ult_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = load i64, ptr %q
  %zb = zext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp uge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ldz_down1_ne0_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = load i64, ptr %q
  %zb = zext i32 %b to i64
  %d = sub nsw i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp eq i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_ldz_down1_ne0_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %za = load i64, ptr %q
  %zb = zext i32 %b to i64
  %d = sub  i64 %za, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp eq i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_c100z_down4_sge4_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %zb = zext i32 %b to i64
  %d = sub nsw i64 100, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp slt i64 %i, 4
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -4
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_c100z_down4_sge4_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %zb = zext i32 %b to i64
  %d = sub  i64 100, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp slt i64 %i, 4
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -4
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_c100z_down1_sgt0_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %zb = zext i32 %b to i64
  %d = sub nsw i64 100, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp sle i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_c100z_down1_sgt0_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %zb = zext i32 %b to i64
  %d = sub  i64 100, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp sle i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_c100z_up1_slt_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %zb = zext i32 %b to i64
  %d = sub nsw i64 100, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp sge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_c100z_up1_slt_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %zb = zext i32 %b to i64
  %d = sub  i64 100, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp sge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_c100z_up1_ult_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %zb = zext i32 %b to i64
  %d = sub nsw i64 100, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp uge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_c100z_up1_ult_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %zb = zext i32 %b to i64
  %d = sub  i64 100, %zb
  br label %h
h:
  %i = phi i64 [ 0, %entry ], [ %i1, %l ]
  %c = icmp uge i64 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_c100z_down1_ne0_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %zb = zext i32 %b to i64
  %d = sub nsw i64 100, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp eq i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_c100z_down1_ne0_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %zb = zext i32 %b to i64
  %d = sub  i64 100, %zb
  br label %h
h:
  %i = phi i64 [ %d, %entry ], [ %i1, %l ]
  %c = icmp eq i64 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i64 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_i32zz_down4_sge4_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i16
  %tb = trunc i32 %b to i16
  %za = zext i16 %ta to i32
  %zb = zext i16 %tb to i32
  %d = sub nsw i32 %za, %zb
  br label %h
h:
  %i = phi i32 [ %d, %entry ], [ %i1, %l ]
  %c = icmp slt i32 %i, 4
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i32 %i, -4
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_i32zz_down4_sge4_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i16
  %tb = trunc i32 %b to i16
  %za = zext i16 %ta to i32
  %zb = zext i16 %tb to i32
  %d = sub  i32 %za, %zb
  br label %h
h:
  %i = phi i32 [ %d, %entry ], [ %i1, %l ]
  %c = icmp slt i32 %i, 4
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i32 %i, -4
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_i32zz_down1_sgt0_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i16
  %tb = trunc i32 %b to i16
  %za = zext i16 %ta to i32
  %zb = zext i16 %tb to i32
  %d = sub nsw i32 %za, %zb
  br label %h
h:
  %i = phi i32 [ %d, %entry ], [ %i1, %l ]
  %c = icmp sle i32 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i32 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_i32zz_down1_sgt0_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i16
  %tb = trunc i32 %b to i16
  %za = zext i16 %ta to i32
  %zb = zext i16 %tb to i32
  %d = sub  i32 %za, %zb
  br label %h
h:
  %i = phi i32 [ %d, %entry ], [ %i1, %l ]
  %c = icmp sle i32 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i32 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_i32zz_up1_slt_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i16
  %tb = trunc i32 %b to i16
  %za = zext i16 %ta to i32
  %zb = zext i16 %tb to i32
  %d = sub nsw i32 %za, %zb
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %c = icmp sge i32 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i32 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_i32zz_up1_slt_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i16
  %tb = trunc i32 %b to i16
  %za = zext i16 %ta to i32
  %zb = zext i16 %tb to i32
  %d = sub  i32 %za, %zb
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %c = icmp sge i32 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i32 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_i32zz_up1_ult_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i16
  %tb = trunc i32 %b to i16
  %za = zext i16 %ta to i32
  %zb = zext i16 %tb to i32
  %d = sub nsw i32 %za, %zb
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %c = icmp uge i32 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i32 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_i32zz_up1_ult_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i16
  %tb = trunc i32 %b to i16
  %za = zext i16 %ta to i32
  %zb = zext i16 %tb to i32
  %d = sub  i32 %za, %zb
  br label %h
h:
  %i = phi i32 [ 0, %entry ], [ %i1, %l ]
  %c = icmp uge i32 %i, %d
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i32 %i, 1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_i32zz_down1_ne0_nsw(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i16
  %tb = trunc i32 %b to i16
  %za = zext i16 %ta to i32
  %zb = zext i16 %tb to i32
  %d = sub nsw i32 %za, %zb
  br label %h
h:
  %i = phi i32 [ %d, %entry ], [ %i1, %l ]
  %c = icmp eq i32 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add nsw i32 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}

define void @d_i32zz_down1_ne0_none(ptr %p, ptr %q, i32 %a, i32 %b) {
entry:
  %ta = trunc i32 %a to i16
  %tb = trunc i32 %b to i16
  %za = zext i16 %ta to i32
  %zb = zext i16 %tb to i32
  %d = sub  i32 %za, %zb
  br label %h
h:
  %i = phi i32 [ %d, %entry ], [ %i1, %l ]
  %c = icmp eq i32 %i, 0
  br i1 %c, label %exit, label %l
l:
  %i1 = add  i32 %i, -1
  store volatile i8 0, ptr %p
  br label %h
exit:
  ret void
}
