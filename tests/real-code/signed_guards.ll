; Loops counting to (or down from) a limit x behind signed entry guards on x
; (`x >s 5`, `x >=s -3`, `x <s 100`, `x >s 5 && x <s 1000`, `x >s 5 && x <u 300`,
; ...), x an opaque i64, a sign extension of i32/i16/i8, a zero extension of
; i32 or a 32-bit mask, with `==`, `!=`, `<`, `<=` exits (unsigned and signed)
; and a count down to 0. LLVM 19 reads a guarded value both signed and
; unsigned: `sext i32 %t` guarded by `>s 5` is at most 2^31 - 1, so a `!=`
; loop to it is counted and not polled. PlaceSafepoints must poll where opt-19
; polls (issue 21). Left out: guards that contradict the value's definition
; (`zext ... <s 0`, `sext i16 ... >s 2000000000`), whose loops never run.

define i32 @f_opq_sgt5_eq_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_opq_sgt5_ne_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5_ult_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5_slt_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5_ule_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5_sle_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5_ne_dec(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgem3_eq_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_opq_sgem3_ne_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgem3_ult_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgem3_slt_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgem3_ule_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgem3_sle_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgem3_ne_dec(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_slt100_eq_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_opq_slt100_ne_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_slt100_ult_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_slt100_slt_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_slt100_ule_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_slt100_sle_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_slt100_ne_dec(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgtm10_eq_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_opq_sgtm10_ne_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgtm10_ult_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgtm10_slt_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgtm10_ule_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgtm10_sle_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgtm10_ne_dec(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_slt0_eq_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_opq_slt0_ne_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_slt0_ult_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_slt0_slt_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_slt0_ule_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_slt0_sle_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_slt0_ne_dec(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5slt1000_eq_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_opq_sgt5slt1000_ne_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5slt1000_ult_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5slt1000_slt_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5slt1000_ule_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5slt1000_sle_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5slt1000_ne_dec(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sge0_eq_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_opq_sge0_ne_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sge0_ult_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sge0_slt_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sge0_ule_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sge0_sle_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sge0_ne_dec(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt2e9_eq_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_opq_sgt2e9_ne_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt2e9_ult_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt2e9_slt_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt2e9_ule_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt2e9_sle_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt2e9_ne_dec(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_ugt5_eq_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_opq_ugt5_ne_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_ugt5_ult_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_ugt5_slt_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_ugt5_ule_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_ugt5_sle_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_ugt5_ne_dec(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5ult300_eq_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_opq_sgt5ult300_ne_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5ult300_ult_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5ult300_slt_n(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5ult300_ule_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5ult300_sle_i(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_opq_sgt5ult300_ne_dec(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext32_sgt5_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgem3_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext32_sgem3_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgem3_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgem3_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgem3_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgem3_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgem3_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_slt100_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext32_slt100_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_slt100_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_slt100_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_slt100_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_slt100_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_slt100_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgtm10_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext32_sgtm10_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgtm10_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgtm10_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgtm10_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgtm10_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgtm10_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_slt0_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext32_slt0_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_slt0_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_slt0_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_slt0_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_slt0_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_slt0_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5slt1000_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext32_sgt5slt1000_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5slt1000_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5slt1000_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5slt1000_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5slt1000_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5slt1000_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sge0_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext32_sge0_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sge0_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sge0_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sge0_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sge0_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sge0_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt2e9_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext32_sgt2e9_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt2e9_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt2e9_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt2e9_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt2e9_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt2e9_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_ugt5_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext32_ugt5_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_ugt5_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_ugt5_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_ugt5_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_ugt5_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_ugt5_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5ult300_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext32_sgt5ult300_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5ult300_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5ult300_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5ult300_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5ult300_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext32_sgt5ult300_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_zext32_sgt5_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgem3_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_zext32_sgem3_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgem3_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgem3_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgem3_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgem3_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgem3_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_slt100_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_zext32_slt100_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_slt100_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_slt100_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_slt100_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_slt100_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_slt100_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgtm10_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_zext32_sgtm10_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgtm10_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgtm10_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgtm10_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgtm10_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgtm10_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5slt1000_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_zext32_sgt5slt1000_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5slt1000_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5slt1000_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5slt1000_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5slt1000_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5slt1000_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sge0_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_zext32_sge0_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sge0_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sge0_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sge0_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sge0_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sge0_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt2e9_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_zext32_sgt2e9_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt2e9_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt2e9_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt2e9_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt2e9_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt2e9_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_ugt5_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_zext32_ugt5_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_ugt5_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_ugt5_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_ugt5_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_ugt5_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_ugt5_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5ult300_eq_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_zext32_sgt5ult300_ne_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5ult300_ult_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5ult300_slt_n(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5ult300_ule_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5ult300_sle_i(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_zext32_sgt5ult300_ne_dec(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5_eq_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext16_sgt5_ne_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5_ult_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5_slt_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5_ule_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5_sle_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5_ne_dec(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgem3_eq_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext16_sgem3_ne_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgem3_ult_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgem3_slt_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgem3_ule_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgem3_sle_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgem3_ne_dec(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_slt100_eq_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext16_slt100_ne_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_slt100_ult_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_slt100_slt_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_slt100_ule_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_slt100_sle_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_slt100_ne_dec(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgtm10_eq_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext16_sgtm10_ne_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgtm10_ult_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgtm10_slt_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgtm10_ule_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgtm10_sle_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgtm10_ne_dec(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_slt0_eq_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext16_slt0_ne_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_slt0_ult_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_slt0_slt_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_slt0_ule_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_slt0_sle_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_slt0_ne_dec(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5slt1000_eq_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext16_sgt5slt1000_ne_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5slt1000_ult_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5slt1000_slt_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5slt1000_ule_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5slt1000_sle_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5slt1000_ne_dec(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sge0_eq_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext16_sge0_ne_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sge0_ult_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sge0_slt_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sge0_ule_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sge0_sle_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sge0_ne_dec(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_ugt5_eq_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext16_ugt5_ne_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_ugt5_ult_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_ugt5_slt_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_ugt5_ule_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_ugt5_sle_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_ugt5_ne_dec(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5ult300_eq_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext16_sgt5ult300_ne_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5ult300_ult_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5ult300_slt_n(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5ult300_ule_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5ult300_sle_i(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext16_sgt5ult300_ne_dec(ptr %p) {
entry:
  %t = load i16, ptr %p
  %x = sext i16 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5_eq_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext8_sgt5_ne_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5_ult_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5_slt_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5_ule_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5_sle_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5_ne_dec(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgem3_eq_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext8_sgem3_ne_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgem3_ult_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgem3_slt_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgem3_ule_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgem3_sle_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgem3_ne_dec(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_slt100_eq_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext8_slt100_ne_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_slt100_ult_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_slt100_slt_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_slt100_ule_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_slt100_sle_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_slt100_ne_dec(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgtm10_eq_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext8_sgtm10_ne_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgtm10_ult_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgtm10_slt_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgtm10_ule_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgtm10_sle_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgtm10_ne_dec(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_slt0_eq_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext8_slt0_ne_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_slt0_ult_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_slt0_slt_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_slt0_ule_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_slt0_sle_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_slt0_ne_dec(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp slt i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5slt1000_eq_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext8_sgt5slt1000_ne_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5slt1000_ult_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5slt1000_slt_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5slt1000_ule_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5slt1000_sle_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5slt1000_ne_dec(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sge0_eq_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext8_sge0_ne_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sge0_ult_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sge0_slt_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sge0_ule_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sge0_sle_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sge0_ne_dec(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_ugt5_eq_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext8_ugt5_ne_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_ugt5_ult_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_ugt5_slt_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_ugt5_ule_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_ugt5_sle_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_ugt5_ne_dec(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5ult300_eq_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_sext8_sgt5ult300_ne_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5ult300_ult_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5ult300_slt_n(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5ult300_ule_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5ult300_sle_i(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_sext8_sgt5ult300_ne_dec(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5_eq_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_mask_sgt5_ne_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5_ult_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5_slt_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5_ule_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5_sle_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5_ne_dec(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgem3_eq_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_mask_sgem3_ne_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgem3_ult_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgem3_slt_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgem3_ule_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgem3_sle_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgem3_ne_dec(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, -3
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_slt100_eq_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_mask_slt100_ne_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_slt100_ult_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_slt100_slt_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_slt100_ule_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_slt100_sle_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_slt100_ne_dec(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp slt i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgtm10_eq_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_mask_sgtm10_ne_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgtm10_ult_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgtm10_slt_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgtm10_ule_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgtm10_sle_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgtm10_ne_dec(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, -10
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5slt1000_eq_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_mask_sgt5slt1000_ne_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5slt1000_ult_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5slt1000_slt_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5slt1000_ule_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5slt1000_sle_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5slt1000_ne_dec(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp slt i64 %x, 1000
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sge0_eq_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_mask_sge0_ne_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sge0_ult_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sge0_slt_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sge0_ule_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sge0_sle_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sge0_ne_dec(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sge i64 %x, 0
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt2e9_eq_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_mask_sgt2e9_ne_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt2e9_ult_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt2e9_slt_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt2e9_ule_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt2e9_sle_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt2e9_ne_dec(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 2000000000
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_ugt5_eq_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_mask_ugt5_ne_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_ugt5_ult_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_ugt5_slt_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_ugt5_ule_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_ugt5_sle_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_ugt5_ne_dec(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp ugt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5ult300_eq_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_mask_sgt5ult300_ne_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5ult300_ult_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5ult300_slt_n(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5ult300_ule_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ule i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5ult300_sle_i(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp sle i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_mask_sgt5ult300_ne_dec(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4294967295
  %g0 = icmp sgt i64 %x, 5
  %g1 = icmp ult i64 %x, 300
  %gc = and i1 %g0, %g1
  br i1 %gc, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}
