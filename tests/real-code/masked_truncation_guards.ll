; Loops up to `x & (2^m - 1)` (i64 and i32 `x`, `m` = k - 1, k, k + 1) behind a
; guard on `trunc x to ik` (k = 32, 16, 8: `!= 0`, `>u 0`, `>s 0`, `>u 3`,
; `<u 100`, `== 0` to the exit) or on the truncation of another value, counting
; up to the mask with `==` on the increment or down from it to 0 (zstd
; `ZSTD_compressSeqStore_singleBlock`). LLVM 19 reads the mask of the low k bits
; as `zext (trunc x to ik)`, so a guard on that truncation shows the limit is
; not zero. PlaceSafepoints must poll where opt-19 polls (issue 21).

define void @mk_i64_t32_m32_ne0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ne i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ne0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ne i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ne0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ne i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ne0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ne i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ugt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ugt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ugt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ugt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ugt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ugt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ugt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ugt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_sgt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp sgt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_sgt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp sgt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_sgt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp sgt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_sgt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp sgt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ugt3_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ugt i32 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ugt3_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ugt i32 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ugt3_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ugt i32 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ugt3_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ugt i32 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ult100_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ult i32 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ult100_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ult i32 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ult100_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ult i32 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_ult100_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ult i32 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_eq0inv_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp eq i32 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_eq0inv_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp eq i32 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_eq0inv_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp eq i32 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m32_eq0inv_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp eq i32 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 4294967295
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ne0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ne i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ne0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ne i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ne0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ne i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ne0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ne i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ugt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ugt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ugt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ugt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ugt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ugt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ugt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ugt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_sgt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp sgt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_sgt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp sgt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_sgt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp sgt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_sgt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp sgt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ugt3_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ugt i32 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ugt3_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ugt i32 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ugt3_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ugt i32 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ugt3_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ugt i32 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ult100_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ult i32 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ult100_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ult i32 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ult100_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ult i32 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_ult100_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ult i32 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_eq0inv_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp eq i32 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_eq0inv_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp eq i32 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_eq0inv_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp eq i32 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m31_eq0inv_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp eq i32 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 2147483647
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ne0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ne i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ne0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ne i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ne0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ne i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ne0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ne i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ugt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ugt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ugt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ugt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ugt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ugt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ugt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ugt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_sgt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp sgt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_sgt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp sgt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_sgt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp sgt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_sgt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp sgt i32 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ugt3_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ugt i32 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ugt3_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ugt i32 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ugt3_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ugt i32 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ugt3_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ugt i32 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ult100_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ult i32 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ult100_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ult i32 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ult100_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp ult i32 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_ult100_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp ult i32 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_eq0inv_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp eq i32 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_eq0inv_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp eq i32 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_eq0inv_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i32
  %g = icmp eq i32 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t32_m33_eq0inv_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i32
  %g = icmp eq i32 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 8589934591
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ne0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ne0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ne0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ne0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ugt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ugt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ugt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ugt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_sgt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_sgt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_sgt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_sgt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ugt3_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ugt3_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ugt3_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ugt3_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ult100_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ult100_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ult100_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_ult100_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_eq0inv_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_eq0inv_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_eq0inv_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m16_eq0inv_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 65535
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ne0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ne0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ne0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ne0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ugt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ugt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ugt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ugt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_sgt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_sgt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_sgt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_sgt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ugt3_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ugt3_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ugt3_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ugt3_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ult100_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ult100_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ult100_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_ult100_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_eq0inv_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_eq0inv_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_eq0inv_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m15_eq0inv_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 32767
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ne0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ne0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ne0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ne0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ugt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ugt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ugt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ugt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_sgt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_sgt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_sgt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_sgt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ugt3_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ugt3_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ugt3_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ugt3_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ult100_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ult100_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ult100_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_ult100_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_eq0inv_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_eq0inv_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_eq0inv_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t16_m17_eq0inv_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 131071
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ne0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ne0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ne0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ne0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ugt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ugt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ugt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ugt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_sgt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_sgt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_sgt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_sgt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ugt3_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ugt3_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ugt3_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ugt3_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ult100_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ult100_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ult100_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_ult100_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_eq0inv_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_eq0inv_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_eq0inv_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m8_eq0inv_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 255
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ne0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ne0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ne0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ne0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ugt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ugt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ugt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ugt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_sgt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_sgt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_sgt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_sgt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ugt3_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ugt3_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ugt3_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ugt3_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ult100_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ult100_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ult100_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_ult100_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_eq0inv_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_eq0inv_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_eq0inv_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m7_eq0inv_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 127
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ne0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ne0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ne0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ne0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ugt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ugt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ugt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ugt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_sgt0_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_sgt0_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_sgt0_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_sgt0_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ugt3_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ugt3_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ugt3_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ugt3_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ult100_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ult100_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ult100_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_ult100_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_eq0inv_eq_next_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_eq0inv_eq_next_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_eq0inv_eq_phi_down_trunc(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %x to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i64_t8_m9_eq0inv_eq_phi_down_other(i64 %x, i64 %y) {
entry:
  %t = trunc i64 %y to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i64 %x, 511
  br label %loop
loop:
  %i = phi i64 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i64 %i, -1
  %c = icmp eq i64 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ne0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ne0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ne0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ne0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ugt0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ugt0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ugt0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ugt0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_sgt0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_sgt0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_sgt0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_sgt0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ugt3_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ugt3_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ugt3_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ugt3_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ult100_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ult100_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ult100_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_ult100_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_eq0inv_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_eq0inv_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_eq0inv_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m16_eq0inv_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 65535
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ne0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ne0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ne0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ne0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ugt0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ugt0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ugt0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ugt0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_sgt0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_sgt0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_sgt0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_sgt0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ugt3_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ugt3_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ugt3_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ugt3_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ult100_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ult100_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ult100_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_ult100_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_eq0inv_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_eq0inv_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_eq0inv_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m15_eq0inv_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 32767
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ne0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ne0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ne0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ne0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ne i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ugt0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ugt0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ugt0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ugt0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ugt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_sgt0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_sgt0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_sgt0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_sgt0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp sgt i16 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ugt3_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ugt3_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ugt3_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ugt3_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ugt i16 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ult100_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ult100_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ult100_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_ult100_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp ult i16 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_eq0inv_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_eq0inv_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_eq0inv_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t16_m17_eq0inv_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i16
  %g = icmp eq i16 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 131071
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ne0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ne0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ne0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ne0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ugt0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ugt0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ugt0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ugt0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_sgt0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_sgt0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_sgt0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_sgt0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ugt3_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ugt3_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ugt3_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ugt3_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ult100_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ult100_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ult100_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_ult100_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_eq0inv_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_eq0inv_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_eq0inv_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m8_eq0inv_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 255
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ne0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ne0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ne0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ne0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ugt0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ugt0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ugt0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ugt0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_sgt0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_sgt0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_sgt0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_sgt0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ugt3_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ugt3_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ugt3_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ugt3_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ult100_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ult100_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ult100_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_ult100_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_eq0inv_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_eq0inv_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_eq0inv_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m7_eq0inv_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 127
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ne0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ne0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ne0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ne0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ne i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ugt0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ugt0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ugt0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ugt0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ugt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_sgt0_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_sgt0_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_sgt0_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_sgt0_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp sgt i8 %t, 0
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ugt3_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ugt3_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ugt3_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ugt3_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ugt i8 %t, 3
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ult100_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ult100_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ult100_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_ult100_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp ult i8 %t, 100
  br i1 %g, label %pre, label %exit
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_eq0inv_eq_next_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_eq0inv_eq_next_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp eq i32 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_eq0inv_eq_phi_down_trunc(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %x to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @mk_i32_t8_m9_eq0inv_eq_phi_down_other(i32 %x, i32 %y) {
entry:
  %t = trunc i32 %y to i8
  %g = icmp eq i8 %t, 0
  br i1 %g, label %exit, label %pre
pre:
  %n = and i32 %x, 511
  br label %loop
loop:
  %i = phi i32 [ %n, %pre ], [ %i.next, %loop ]
  %i.next = add i32 %i, -1
  %c = icmp eq i32 %i.next, 0
  br i1 %c, label %exit, label %loop
exit:
  ret void
}
