; A far guard comparing `zext x` (or `sext x`, or an extended minimum or
; maximum of `x`) with a value that is neither a constant nor opaque (`~b`,
; `b + 5`), and a nearer guard on `x` (`>u 1`, `!= 0`, `>s 1`, `<u 1000`), in
; either order, before a `!=` loop up to `ext x - 1` (tar and coreutils
; `strftime`). LLVM 19's loop guards then replace the extension as a whole and
; the guard on `x` no longer reaches it, unless the far guard is `==`/`!=`, has
; a constant or opaque bound, or bounds a maximum from below. PlaceSafepoints
; must poll where opt-19 polls (issue 21).

define void @sh_zext_ult_xor_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_xor_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_const_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_opaque_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %g0 = icmp ult i64 %f, %b
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ult_add_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %bb = add i64 %b, 5
  %g0 = icmp ult i64 %f, %bb
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ugt_xor_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_ne_xor_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ne i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zext_slt_xor_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_xor_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ult i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ugt_xor_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumin_ugt_xor_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umin.i32(i32 %x, i32 %y)
  %f = zext i32 %u to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_zumax_ult_const_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %u = call i32 @llvm.umax.i32(i32 %x, i32 1)
  %f = zext i32 %u to i64
  %g0 = icmp ult i64 %f, 100000
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_xor_ugt_zext_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = zext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp ugt i64 %inv, %f
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_ugt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_ugt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_ugt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_ugt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ugt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_ne0_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_ne0_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_ne0_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_ne0_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ne i32 %x, 0
  br i1 %g1, label %b1, label %exit
b1:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_sgt1_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_sgt1_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_sgt1_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_sgt1_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp sgt i32 %x, 1
  br i1 %g1, label %b1, label %exit
b1:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_ult1000_zext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_ult1000_zext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = zext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_ult1000_sext_farfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b1, label %exit
b1:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sh_sext_slt_xor_ult1000_sext_nearfirst(i32 %x, i32 %y, i64 %b) {
entry:
  %g1 = icmp ult i32 %x, 1000
  br i1 %g1, label %b1, label %exit
b1:
  %f = sext i32 %x to i64
  %inv = xor i64 %b, -1
  %g0 = icmp slt i64 %f, %inv
  br i1 %g0, label %b2, label %exit
b2:
  %n = sext i32 %x to i64
  %m = add nsw i64 %n, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %b2 ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %m
  br i1 %e, label %exit, label %loop
exit:
  ret void
}
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.umin.i32(i32, i32)
