; Counting loops of i32 and i64 up to (or down from) a limit x: x an opaque
; value, `srem x, 1000`, `urem x, 1000` or a sign extension, behind no guard,
; `x >s 5` or `x <u 100`; steps 1, 2 nsw, 2 nuw, 3 and -1 nsw; exits `==`,
; `!=`, `<u`, `<s`, `>s`, `>u`. LLVM 19 reads `srem x, C` as within
; [-2^k, 2^k), k = ceil(log2 C) (ValueTracking's sign bits), and gives `nuw`
; to an `nsw` recurrence whose start and step are non-negative (so an i32
; loop stepping by 2 under `<u` is counted). PlaceSafepoints must poll where
; opt-19 polls (issue 21).

define i32 @f_i32_opq_sgt5_s1_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_sgt5_s1_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_s1_ult(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_s1_slt(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_s2nsw_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_sgt5_s2nsw_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_s2nsw_ult(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_s2nsw_slt(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_s2nuw_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_sgt5_s2nuw_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_s2nuw_ult(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_s2nuw_slt(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_s3_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_sgt5_s3_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_s3_ult(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_s3_slt(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_sm1nsw_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp eq i32 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_sgt5_sm1nsw_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_sm1nsw_sgt(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_sgt5_sm1nsw_ugt(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_s1_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_ult100_s1_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_s1_ult(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_s1_slt(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_s2nsw_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_ult100_s2nsw_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_s2nsw_ult(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_s2nsw_slt(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_s2nuw_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_ult100_s2nuw_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_s2nuw_ult(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_s2nuw_slt(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_s3_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_ult100_s3_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_s3_ult(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_s3_slt(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_sm1nsw_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp eq i32 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_ult100_sm1nsw_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_sm1nsw_sgt(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_ult100_sm1nsw_ugt(ptr %p) {
entry:
  %x = load i32, ptr %p
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_s1_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_none_s1_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_s1_ult(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_s1_slt(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_s2nsw_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_none_s2nsw_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_s2nsw_ult(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_s2nsw_slt(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_s2nuw_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_none_s2nuw_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_s2nuw_ult(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_s2nuw_slt(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_s3_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_none_s3_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_s3_ult(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_s3_slt(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_sm1nsw_eq(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp eq i32 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_opq_none_sm1nsw_ne(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_sm1nsw_sgt(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_opq_none_sm1nsw_ugt(ptr %p) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_s1_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_sgt5_s1_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_s1_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_s1_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_s2nsw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_sgt5_s2nsw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_s2nsw_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_s2nsw_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_s2nuw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_sgt5_s2nuw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_s2nuw_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_s2nuw_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_s3_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_sgt5_s3_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_s3_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_s3_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_sm1nsw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp eq i32 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_sgt5_sm1nsw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_sgt5_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_s1_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_ult100_s1_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_s1_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_s1_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_s2nsw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_ult100_s2nsw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_s2nsw_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_s2nsw_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_s2nuw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_ult100_s2nuw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_s2nuw_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_s2nuw_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_s3_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_ult100_s3_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_s3_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_s3_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_sm1nsw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp eq i32 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_ult100_sm1nsw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_ult100_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_s1_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_none_s1_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_s1_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_s1_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_s2nsw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_none_s2nsw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_s2nsw_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_s2nsw_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_s2nuw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_none_s2nuw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_s2nuw_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_s2nuw_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_s3_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_none_s3_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_s3_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_s3_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_sm1nsw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp eq i32 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_sext8_none_sm1nsw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_sext8_none_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i32
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_s1_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_sgt5_s1_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_s1_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_s1_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_s2nsw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_sgt5_s2nsw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_s2nsw_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_s2nsw_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_s2nuw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_sgt5_s2nuw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_s2nuw_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_s2nuw_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_s3_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_sgt5_s3_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_s3_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_s3_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_sm1nsw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp eq i32 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_sgt5_sm1nsw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_sgt5_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_s1_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_ult100_s1_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_s1_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_s1_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_s2nsw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_ult100_s2nsw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_s2nsw_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_s2nsw_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_s2nuw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_ult100_s2nuw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_s2nuw_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_s2nuw_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_s3_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_ult100_s3_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_s3_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_s3_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_sm1nsw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp eq i32 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_ult100_sm1nsw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_ult100_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_s1_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_none_s1_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_s1_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_s1_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_s2nsw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_none_s2nsw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_s2nsw_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_s2nsw_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_s2nuw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_none_s2nuw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_s2nuw_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_s2nuw_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_s3_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_none_s3_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_s3_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_s3_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_sm1nsw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp eq i32 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_srem_none_sm1nsw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_srem_none_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = srem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_s1_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_sgt5_s1_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_s1_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_s1_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_s2nsw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_sgt5_s2nsw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_s2nsw_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_s2nsw_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_s2nuw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_sgt5_s2nuw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_s2nuw_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_s2nuw_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_s3_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_sgt5_s3_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_s3_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_s3_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_sm1nsw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp eq i32 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_sgt5_sm1nsw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_sgt5_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp sgt i32 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_s1_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_ult100_s1_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_s1_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_s1_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_s2nsw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_ult100_s2nsw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_s2nsw_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_s2nsw_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_s2nuw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_ult100_s2nuw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_s2nuw_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_s2nuw_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_s3_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_ult100_s3_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_s3_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_s3_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_sm1nsw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp eq i32 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_ult100_sm1nsw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_ult100_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  %g0 = icmp ult i32 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_s1_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_none_s1_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_s1_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_s1_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_s2nsw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_none_s2nsw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_s2nsw_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_s2nsw_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_s2nuw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_none_s2nuw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_s2nuw_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_s2nuw_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 2
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_s3_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp eq i32 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_none_s3_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_s3_ult(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_s3_slt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 3
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_sm1nsw_eq(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp eq i32 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i32_urem_none_sm1nsw_ne(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_urem_none_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = urem i32 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_s1_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_sgt5_s1_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_s1_ult(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_s1_slt(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_s2nsw_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_sgt5_s2nsw_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_s2nsw_ult(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_s2nsw_slt(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_s2nuw_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_sgt5_s2nuw_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_s2nuw_ult(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_s2nuw_slt(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_s3_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_sgt5_s3_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_s3_ult(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_s3_slt(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_sm1nsw_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp eq i64 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_sgt5_sm1nsw_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_sm1nsw_sgt(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_sgt5_sm1nsw_ugt(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_s1_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_ult100_s1_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_s1_ult(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_s1_slt(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_s2nsw_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_ult100_s2nsw_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_s2nsw_ult(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_s2nsw_slt(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_s2nuw_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_ult100_s2nuw_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_s2nuw_ult(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_s2nuw_slt(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_s3_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_ult100_s3_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_s3_ult(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_s3_slt(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_sm1nsw_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp eq i64 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_ult100_sm1nsw_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_sm1nsw_sgt(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_ult100_sm1nsw_ugt(ptr %p) {
entry:
  %x = load i64, ptr %p
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_s1_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_none_s1_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_s1_ult(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_s1_slt(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_s2nsw_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_none_s2nsw_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_s2nsw_ult(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_s2nsw_slt(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_s2nuw_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_none_s2nuw_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_s2nuw_ult(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_s2nuw_slt(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_s3_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_none_s3_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_s3_ult(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_s3_slt(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_sm1nsw_eq(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp eq i64 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_opq_none_sm1nsw_ne(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_sm1nsw_sgt(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_opq_none_sm1nsw_ugt(ptr %p) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_s1_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_sgt5_s1_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_s1_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_s1_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_s2nsw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_sgt5_s2nsw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_s2nsw_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_s2nsw_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_s2nuw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_sgt5_s2nuw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_s2nuw_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_s2nuw_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_s3_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_sgt5_s3_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_s3_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_s3_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_sm1nsw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp eq i64 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_sgt5_sm1nsw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_sgt5_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_s1_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_ult100_s1_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_s1_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_s1_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_s2nsw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_ult100_s2nsw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_s2nsw_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_s2nsw_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_s2nuw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_ult100_s2nuw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_s2nuw_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_s2nuw_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_s3_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_ult100_s3_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_s3_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_s3_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_sm1nsw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp eq i64 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_ult100_sm1nsw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_ult100_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_s1_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_none_s1_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_s1_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_s1_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_s2nsw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_none_s2nsw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_s2nsw_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_s2nsw_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_s2nuw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_none_s2nuw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_s2nuw_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_s2nuw_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_s3_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_none_s3_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_s3_ult(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_s3_slt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_sm1nsw_eq(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp eq i64 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_sext8_none_sm1nsw_ne(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_sext8_none_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i8, ptr %p
  %x = sext i8 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_s1_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_sgt5_s1_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_s1_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_s1_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_s2nsw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_sgt5_s2nsw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_s2nsw_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_s2nsw_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_s2nuw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_sgt5_s2nuw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_s2nuw_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_s2nuw_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_s3_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_sgt5_s3_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_s3_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_s3_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_sm1nsw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp eq i64 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_sgt5_sm1nsw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_sgt5_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_s1_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_ult100_s1_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_s1_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_s1_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_s2nsw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_ult100_s2nsw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_s2nsw_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_s2nsw_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_s2nuw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_ult100_s2nuw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_s2nuw_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_s2nuw_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_s3_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_ult100_s3_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_s3_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_s3_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_sm1nsw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp eq i64 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_ult100_sm1nsw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_ult100_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_s1_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_none_s1_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_s1_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_s1_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_s2nsw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_none_s2nsw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_s2nsw_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_s2nsw_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_s2nuw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_none_s2nuw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_s2nuw_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_s2nuw_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_s3_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_none_s3_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_s3_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_s3_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_sm1nsw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp eq i64 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_srem_none_sm1nsw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_srem_none_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = srem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_s1_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_sgt5_s1_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_s1_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_s1_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_s2nsw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_sgt5_s2nsw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_s2nsw_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_s2nsw_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_s2nuw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_sgt5_s2nuw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_s2nuw_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_s2nuw_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_s3_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_sgt5_s3_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_s3_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_s3_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_sm1nsw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp eq i64 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_sgt5_sm1nsw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_sgt5_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp sgt i64 %x, 5
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_s1_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_ult100_s1_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_s1_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_s1_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_s2nsw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_ult100_s2nsw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_s2nsw_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_s2nsw_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_s2nuw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_ult100_s2nuw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_s2nuw_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_s2nuw_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_s3_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_ult100_s3_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_s3_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_s3_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_sm1nsw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp eq i64 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_ult100_sm1nsw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_ult100_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  %g0 = icmp ult i64 %x, 100
  br i1 %g0, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_s1_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_none_s1_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_s1_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_s1_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_s2nsw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_none_s2nsw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_s2nsw_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_s2nsw_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_s2nuw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_none_s2nuw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_s2nuw_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_s2nuw_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 2
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_s3_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp eq i64 %n, %x
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_none_s3_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_s3_ult(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_s3_slt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 3
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_sm1nsw_eq(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp eq i64 %n, 0
  br i1 %e, label %out, label %loop
}

define i32 @f_i64_urem_none_sm1nsw_ne(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_sm1nsw_sgt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_urem_none_sm1nsw_ugt(ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = urem i64 %t, 1000
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}
