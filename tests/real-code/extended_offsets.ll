; Loops from `ext x` to `ext (x + C)` (zstd `ZSTD_RowFindBestMatch`,
; `ZSTD_btGetAllMatches`: `for (idx = x; idx < x + 96; idx++)`), `x` i32 or
; i16, zero or sign extended, the sum plain, `nuw` or `nsw`, `C` 96, 3 or -3,
; without a guard or behind `x <u -96`, `x <u 1000`, `x <u -95`, `x <s 1000`,
; `x <u -2`, with `==` and `<` tests of the increment or the phi and steps 1, 2
; and 3. Where the guarded range of `x` keeps `x + C` from wrapping (or the
; sum's flag is trusted) LLVM 19 moves the extension into the sum and the
; distance is the constant `C`. PlaceSafepoints must poll where opt-19 polls
; (issue 21).

define void @off_i32_zext_plain_96_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_96_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_96_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_96_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_96_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_3_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_3_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_3_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_3_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_3_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_m3_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_m3_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_m3_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_m3_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_plain_m3_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_96_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_96_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_96_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_96_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_96_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_3_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_3_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_3_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_3_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_3_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nuw_m3_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_96_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_96_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_96_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_96_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_96_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_3_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_3_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_3_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_3_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_3_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_zext_nsw_m3_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = zext i32 %x to i64
  %e = zext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_96_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_96_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_96_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_96_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_96_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_3_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_3_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_3_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_3_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_3_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_m3_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_m3_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_m3_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_m3_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_plain_m3_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_96_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_96_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_96_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_96_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_96_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_3_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_3_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_3_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_3_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_3_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nuw_m3_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_96_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_96_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_96_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_96_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_96_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 96
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_3_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_3_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_3_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_3_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_3_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, 3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_none_eq_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_none_ult_next_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_none_ult_phi_s1(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_none_eq_next_s3(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_none_ult_next_s2(i32 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m96_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m96_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m96_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m96_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m96_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m95_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m95_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m95_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m95_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m95_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_slt1000_eq_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_slt1000_ult_next_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_slt1000_ult_phi_s1(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_slt1000_eq_next_s3(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_slt1000_ult_next_s2(i32 %x) {
entry:
  %g = icmp slt i32 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m2_eq_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m2_ult_next_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m2_ult_phi_s1(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m2_eq_next_s3(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i32_sext_nsw_m3_ult_m2_ult_next_s2(i32 %x) {
entry:
  %g = icmp ult i32 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i32 %x, -3
  %s = sext i32 %x to i64
  %e = sext i32 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_96_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_96_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_96_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_96_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_96_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_3_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_3_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_3_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_3_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_3_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_m3_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_m3_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_m3_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_m3_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_plain_m3_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_96_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_96_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_96_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_96_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_96_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_3_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_3_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_3_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_3_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_3_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nuw_m3_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_96_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_96_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_96_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_96_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_96_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_3_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_3_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_3_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_3_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_3_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_zext_nsw_m3_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = zext i16 %x to i64
  %e = zext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_96_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_96_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_96_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_96_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_96_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_3_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_3_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_3_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_3_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_3_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_m3_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_m3_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_m3_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_m3_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_plain_m3_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_96_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_96_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_96_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_96_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_96_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_3_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_3_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_3_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_3_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_3_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nuw_m3_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nuw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_96_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_96_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_96_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_96_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_96_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 96
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_3_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_3_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_3_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_3_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_3_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, 3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_none_eq_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_none_ult_next_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_none_ult_phi_s1(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_none_eq_next_s3(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_none_ult_next_s2(i16 %x) {
entry:
  br label %pre
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m96_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m96_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m96_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m96_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m96_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -96
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m95_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m95_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m95_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m95_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m95_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -95
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_slt1000_eq_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_slt1000_ult_next_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_slt1000_ult_phi_s1(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_slt1000_eq_next_s3(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_slt1000_ult_next_s2(i16 %x) {
entry:
  %g = icmp slt i16 %x, 1000
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m2_eq_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m2_ult_next_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m2_ult_phi_s1(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %latch ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i, %e
  br i1 %t, label %body, label %exit
body:
  br label %latch
latch:
  br label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m2_eq_next_s3(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 3
  %t = icmp eq i64 %i.next, %e
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @off_i16_sext_nsw_m3_ult_m2_ult_next_s2(i16 %x) {
entry:
  %g = icmp ult i16 %x, -2
  br i1 %g, label %pre, label %exit
pre:
  %end = add nsw i16 %x, -3
  %s = sext i16 %x to i64
  %e = sext i16 %end to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 2
  %t = icmp ult i64 %i.next, %e
  br i1 %t, label %loop, label %exit
exit:
  ret void
}
