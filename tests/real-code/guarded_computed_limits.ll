; Count-ups from a constant to, and count-downs to 0 from, the zero or sign
; extension of a value computed from a load (`shl`, `mul`, masks, `add`, `lshr`,
; `0 - x`, `smax`, and `x == 0 ? 1 : x`, which ScalarEvolution reads as
; `umax(x, 1)`), with and without wrap flags, behind entry guards on that value
; or on the load (`!= 0`, `>s 0`, `>u 0`, `>s 5`, `!(<u 8)`). LLVM 19 bounds a
; unit step to an exact limit by `distance + 1` when the entry is guarded by
; `distance + 1 != 0` (guards on a narrower value extend), moves an extension
; into a trusted `nuw` product, and reads the `select` as `umax`.
; PlaceSafepoints must poll where opt-19 polls (issue 21).

declare i32 @llvm.smax.i32(i32, i32)

define void @f_arg_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  br label %pre
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  br label %pre
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  br label %pre
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  br label %pre
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  br label %pre
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  br label %pre
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  br label %pre
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  br label %pre
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  br label %pre
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ugt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ugt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ugt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ugt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ugt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ugt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ugt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ugt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ugt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp sgt i32 %a, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ult i32 %a, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ult i32 %a, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ult i32 %a, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ult i32 %a, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ult i32 %a, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ult i32 %a, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ult i32 %a, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ult i32 %a, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_arg_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %g = icmp ult i32 %a, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %a to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl1nuw_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nuw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_shl3nsw_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = shl nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_mul3nsw_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = mul nsw i32 %a, 3
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_andm_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 2147483640
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_and255_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = and i32 %a, 255
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_add1nsw_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = add nsw i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_sel_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %z = icmp eq i32 %a, 0
  %d = select i1 %z, i32 1, i32 %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_lshr1_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = lshr i32 %a, 1
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_neg_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %d = sub i32 0, %a
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_none_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_none_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_none_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  br label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_none_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_none_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_none_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  br label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_none_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_none_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_none_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  br label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dne0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dne0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dne0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dne0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dne0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dne0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dne0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dne0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dne0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dugt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dugt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dugt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dugt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dugt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dugt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dugt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dugt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dugt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ugt i32 %d, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt5_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt5_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt5_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt5_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt5_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt5_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt5_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt5_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dsgt5_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %d, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dnotult8_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dnotult8_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dnotult8_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dnotult8_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dnotult8_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dnotult8_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dnotult8_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dnotult8_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_dnotult8_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ult i32 %d, 8
  br i1 %g, label %out, label %pre
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_ane0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_ane0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_ane0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_ane0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_ane0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_ane0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_ane0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_ane0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_ane0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp ne i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_asgt0_zext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_asgt0_zext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_asgt0_zext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_asgt0_sext_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_asgt0_sext_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_asgt0_sext_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_asgt0_zextnneg_up_post(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_asgt0_zextnneg_up_pre(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ 1, %pre ], [ %i1, %loop ]
  store volatile i64 %i, ptr %p
  %i1 = add i64 %i, 1
  %c = icmp eq i64 %i1, %lim
  br i1 %c, label %out, label %loop
out:
  ret void
}

define void @f_smaxneg_asgt0_zextnneg_down(ptr %p) {
entry:
  %a = load i32, ptr %p
  %ng = sub i32 0, %a
  %d = call i32 @llvm.smax.i32(i32 %ng, i32 0)
  %g = icmp sgt i32 %a, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext nneg i32 %d to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %c = icmp eq i64 %i1, 0
  br i1 %c, label %out, label %loop
out:
  ret void
}
