; Loops bounded only by an `llvm.assume` (m4 `build_trtable`): `n <s 257`,
; `n <u 257`, `n <=u 100000`, `n >s 0`, `n != 0`, `n <u 2^33`, an `and` of two
; conditions, a condition on `trunc n`, with `!=` loops up to `smax(n, 1)` and
; `n` and a `<` loop, the assume in the entry block, the preheader, the loop
; header, the exit block or a side block. LLVM 19's loop guards read the assumes
; whose block strictly dominates the loop header. PlaceSafepoints must poll
; where opt-19 polls (issue 21).

define void @as_slt257_smax_entry(i64 %n, i1 %k) {
entry:
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_slt257_smax_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_slt257_smax_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_slt257_smax_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_slt257_smax_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_slt257_ne_entry(i64 %n, i1 %k) {
entry:
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_slt257_ne_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_slt257_ne_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_slt257_ne_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_slt257_ne_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_slt257_ult_entry(i64 %n, i1 %k) {
entry:
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_slt257_ult_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_slt257_ult_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_slt257_ult_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_slt257_ult_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp slt i64 %n, 257
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ult257_smax_entry(i64 %n, i1 %k) {
entry:
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult257_smax_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult257_smax_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult257_smax_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_ult257_smax_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult257_ne_entry(i64 %n, i1 %k) {
entry:
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult257_ne_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult257_ne_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult257_ne_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_ult257_ne_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult257_ult_entry(i64 %n, i1 %k) {
entry:
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ult257_ult_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ult257_ult_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ult257_ult_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_ult257_ult_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp ult i64 %n, 257
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ule100000_smax_entry(i64 %n, i1 %k) {
entry:
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ule100000_smax_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ule100000_smax_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ule100000_smax_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_ule100000_smax_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ule100000_ne_entry(i64 %n, i1 %k) {
entry:
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ule100000_ne_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ule100000_ne_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ule100000_ne_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_ule100000_ne_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ule100000_ult_entry(i64 %n, i1 %k) {
entry:
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ule100000_ult_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ule100000_ult_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ule100000_ult_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_ule100000_ult_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp ule i64 %n, 100000
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_sgt0_smax_entry(i64 %n, i1 %k) {
entry:
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_sgt0_smax_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_sgt0_smax_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_sgt0_smax_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_sgt0_smax_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_sgt0_ne_entry(i64 %n, i1 %k) {
entry:
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_sgt0_ne_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_sgt0_ne_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_sgt0_ne_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_sgt0_ne_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_sgt0_ult_entry(i64 %n, i1 %k) {
entry:
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_sgt0_ult_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_sgt0_ult_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_sgt0_ult_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_sgt0_ult_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp sgt i64 %n, 0
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ne0_smax_entry(i64 %n, i1 %k) {
entry:
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ne0_smax_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ne0_smax_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ne0_smax_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_ne0_smax_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ne0_ne_entry(i64 %n, i1 %k) {
entry:
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ne0_ne_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ne0_ne_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ne0_ne_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_ne0_ne_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ne0_ult_entry(i64 %n, i1 %k) {
entry:
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ne0_ult_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ne0_ult_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ne0_ult_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_ne0_ult_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp ne i64 %n, 0
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ult_big_smax_entry(i64 %n, i1 %k) {
entry:
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult_big_smax_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult_big_smax_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult_big_smax_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_ult_big_smax_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult_big_ne_entry(i64 %n, i1 %k) {
entry:
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult_big_ne_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult_big_ne_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult_big_ne_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_ult_big_ne_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_ult_big_ult_entry(i64 %n, i1 %k) {
entry:
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ult_big_ult_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ult_big_ult_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_ult_big_ult_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_ult_big_ult_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %b = icmp ult i64 %n, 8589934592
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_and_smax_entry(i64 %n, i1 %k) {
entry:
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_and_smax_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_and_smax_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_and_smax_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_and_smax_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_and_ne_entry(i64 %n, i1 %k) {
entry:
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_and_ne_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_and_ne_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_and_ne_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_and_ne_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_and_ult_entry(i64 %n, i1 %k) {
entry:
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_and_ult_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_and_ult_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_and_ult_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_and_ult_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %a1 = icmp ult i64 %n, 1000
  %a2 = icmp ne i64 %n, 0
  %b = and i1 %a1, %a2
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_narrow_smax_entry(i64 %n, i1 %k) {
entry:
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_narrow_smax_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_narrow_smax_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_narrow_smax_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_narrow_smax_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  %m = call i64 @llvm.smax.i64(i64 %n, i64 1)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %m
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_narrow_ne_entry(i64 %n, i1 %k) {
entry:
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_narrow_ne_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_narrow_ne_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_narrow_ne_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_narrow_ne_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp eq i64 %i.next, %n
  br i1 %c, label %exit, label %loop
exit:
  ret void
}

define void @as_narrow_ult_entry(i64 %n, i1 %k) {
entry:
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_narrow_ult_pre(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_narrow_ult_header(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @as_narrow_ult_after(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  ret void
}

define void @as_narrow_ult_side(i64 %n, i1 %k) {
entry:
  br i1 %k, label %side, label %pre
side:
  %t = trunc i64 %n to i32
  %b = icmp ult i32 %t, 1000
  call void @llvm.assume(i1 %b)
  br label %exit
pre:
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %c = icmp ult i64 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
declare void @llvm.assume(i1)
declare i64 @llvm.smax.i64(i64, i64)
