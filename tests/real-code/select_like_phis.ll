; Count-ups to, and count-downs from, the zero or sign extension of a value
; chosen two ways: `select`, and `phi`s after a branch on the condition (a
; triangle and a diamond, which ScalarEvolution reads as the `select`; and a
; `phi` whose side is also reached another way, which it does not): `x == 0 ? 1
; : x`, `x != 0 ? x : 1` (`umax(x, 1)`), `x == 0 ? 2 : x`, `x <u 10 ? x : 10`,
; `x >s 5 ? x : 5`, `x <s y ? x : y`, `x >u y ? x : y`, behind guards on the
; chosen value (`>s 5`, `!= 0`, `<u 100`, `<s 100`, `>u 5`) or none. LLVM 19
; applies an upper bound on a maximum to its operands (a lower bound on a
; minimum), and a zero extension of `umax` is the maximum of the extended
; operands, which a signed guard no longer reaches. PlaceSafepoints must poll
; where opt-19 polls (issue 21).

declare void @effect()

define void @h_eq0_1_triangle_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_triangle_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %side ], [ %x, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_diamond_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_notdom_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 1, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_1_select_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 1, i32 %x
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_triangle_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 1, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_diamond_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_notdom_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 1, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ne0_1_select_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ne i32 %x, 0
  %m = select i1 %c, i32 %x, i32 1
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_triangle_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %side ], [ %x, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_diamond_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_notdom_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ 2, %a ], [ %x, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_eq0_2_select_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp eq i32 %x, 0
  %m = select i1 %c, i32 2, i32 %x
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_triangle_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 10, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_diamond_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_notdom_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 10, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ult10_select_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ult i32 %x, 10
  %m = select i1 %c, i32 %x, i32 10
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_triangle_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ 5, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_diamond_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_notdom_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ 5, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_sgt5_select_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp sgt i32 %x, 5
  %m = select i1 %c, i32 %x, i32 5
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_triangle_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_diamond_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_notdom_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_slt_y_select_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp slt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_triangle_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %side, label %merge
side:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %side ], [ %y, %entry ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_diamond_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_notdom_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  br i1 %k, label %a, label %pre0
pre0:
  br i1 %c, label %a, label %b
a:
  call void @effect()
  br label %merge
b:
  call void @effect()
  br label %merge
merge:
  %m = phi i32 [ %x, %a ], [ %y, %b ]
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_none_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_none_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  br label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_none_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_none_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  br label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_sgt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_sgt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_sgt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_sgt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp sgt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_ne0_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_ne0_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_ne0_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_ne0_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ne i32 %m, 0
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_ult100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_ult100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_ult100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_ult100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ult i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_slt100_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_slt100_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_slt100_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_slt100_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp slt i32 %m, 100
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_ugt5_zext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_ugt5_zext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_ugt5_sext_up_post(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, 1
  %e = icmp eq i64 %i1, %lim
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}

define void @h_ugt_y_select_ugt5_sext_down(ptr %p, ptr %q, i1 %k) {
entry:
  %x = load i32, ptr %p
  %y = load i32, ptr %q
  %c = icmp ugt i32 %x, %y
  %m = select i1 %c, i32 %x, i32 %y
  %g = icmp ugt i32 %m, 5
  br i1 %g, label %pre, label %out
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ %lim, %pre ], [ %i1, %loop ]
  %i1 = add i64 %i, -1
  %e = icmp eq i64 %i1, 0
  store volatile i64 %i, ptr %p
  br i1 %e, label %out, label %loop
out:
  ret void
}
