; Counting loops of i32 and i64 from 0 or from a guarded loaded start (`s <u
; 64`) up to, or down to, a limit: a loaded value, `umin(t, 1000)`,
; `smax(t, 10)`, the select `t <u 500 ? t : 500`, `shl nuw t, 2`, `mul nuw
; (zext i8 t), 3`; steps 1 nuw, 4, 4 nsw, -2 nsw, -1; every ordered exit
; test. LLVM 19 bounds `<`-like and `>`-like tests by the ranges of start and
; limit without the loop's guards (howManyLessThans, howManyGreaterThans), reads
; such selects as minima and maxima, ranges products and left shifts by
; constants, and caps every range by its known trailing zeros. PlaceSafepoints
; must poll where opt-19 polls (issue 21); `>u 0` is `!= 0` to it. Left out,
; where we poll and opt-19 does not: count-downs by 2 (`nsw`) under `>=s s`
; from `smax(t, 10)`.

declare i16 @llvm.umin.i16(i16, i16)
declare i16 @llvm.smax.i16(i16, i16)
declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i64 @llvm.umin.i64(i64, i64)
declare i64 @llvm.smax.i64(i64, i64)

define i32 @f_i32_c0_ld_s1nuw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s1nuw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s1nuw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s1nuw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s1nuw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s4_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s4_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s4_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s4_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s4_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s4nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s4nsw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s4nsw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s4nsw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_s4nsw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_sm2nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_sm2nsw_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_sm2nsw_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp uge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_sm2nsw_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_sm2nsw_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp sge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_sm1_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_sm1_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_sm1_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp uge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_sm1_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_ld_sm1_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp sge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s1nuw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s1nuw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s1nuw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s1nuw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s1nuw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s4_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s4_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s4_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s4_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s4_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s4nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s4nsw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s4nsw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s4nsw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_s4nsw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_sm2nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_sm2nsw_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_sm2nsw_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp uge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_sm2nsw_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_sm2nsw_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp sge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_sm1_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_sm1_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_sm1_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp uge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_sm1_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_umin_sm1_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp sge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s1nuw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s1nuw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s1nuw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s1nuw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s1nuw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s4_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s4_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s4_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s4_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s4_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s4nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s4nsw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s4nsw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s4nsw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_s4nsw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_sm2nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_sm2nsw_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_sm2nsw_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp uge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_sm2nsw_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_sm2nsw_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp sge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_sm1_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_sm1_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_sm1_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp uge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_sm1_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_smax_sm1_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp sge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s1nuw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s1nuw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s1nuw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s1nuw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s1nuw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s4_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s4_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s4_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s4_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s4_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s4nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s4nsw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s4nsw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s4nsw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_s4nsw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_sm2nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_sm2nsw_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_sm2nsw_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp uge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_sm2nsw_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_sm2nsw_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp sge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_sm1_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_sm1_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_sm1_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp uge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_sm1_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_select_sm1_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp sge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s1nuw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s1nuw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s1nuw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s1nuw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s1nuw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s4_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s4_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s4_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s4_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s4_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s4nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s4nsw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s4nsw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s4nsw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_s4nsw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_sm2nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_sm2nsw_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_sm2nsw_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp uge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_sm2nsw_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_sm2nsw_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp sge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_sm1_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_sm1_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_sm1_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp uge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_sm1_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_shl_sm1_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp sge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s1nuw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s1nuw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s1nuw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s1nuw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s1nuw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i32 %i, 1
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s4_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s4_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s4_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s4_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s4_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add  i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s4nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s4nsw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s4nsw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s4nsw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_s4nsw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_sm2nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_sm2nsw_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_sm2nsw_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp uge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_sm2nsw_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_sm2nsw_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i32 %i, -2
  %e = icmp sge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_sm1_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp ne i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_sm1_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp ugt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_sm1_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp uge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_sm1_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp sgt i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_c0_mul_sm1_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %entry ]
  %n = add  i32 %i, -1
  %e = icmp sge i32 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s1nuw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s1nuw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s1nuw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s1nuw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s1nuw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s4_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s4_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s4_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s4_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s4_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s4nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s4nsw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s4nsw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s4nsw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_s4nsw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_sm2nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp ne i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_sm2nsw_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp ugt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_sm2nsw_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp uge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_sm2nsw_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp sgt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_sm2nsw_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp sge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_sm1_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp ne i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_sm1_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp ugt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_sm1_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp uge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_sm1_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp sgt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_ld_sm1_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %x = load i32, ptr %p
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp sge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s1nuw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s1nuw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s1nuw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s1nuw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s1nuw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s4_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s4_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s4_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s4_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s4_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s4nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s4nsw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s4nsw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s4nsw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_s4nsw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_sm2nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp ne i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_sm2nsw_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp ugt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_sm2nsw_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp uge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_sm2nsw_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp sgt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_sm2nsw_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp sge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_sm1_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp ne i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_sm1_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp ugt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_sm1_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp uge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_sm1_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp sgt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_umin_sm1_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.umin.i32(i32 %t, i32 1000)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp sge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s1nuw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s1nuw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s1nuw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s1nuw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s1nuw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s4_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s4_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s4_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s4_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s4_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s4nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s4nsw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s4nsw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s4nsw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_s4nsw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_sm2nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp ne i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_sm2nsw_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp ugt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_sm2nsw_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp uge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_sm2nsw_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp sgt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_sm1_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp ne i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_sm1_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp ugt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_sm1_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp uge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_sm1_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp sgt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_smax_sm1_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = call i32 @llvm.smax.i32(i32 %t, i32 10)
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp sge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s1nuw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s1nuw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s1nuw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s1nuw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s1nuw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s4_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s4_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s4_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s4_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s4_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s4nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s4nsw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s4nsw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s4nsw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_s4nsw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_sm2nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp ne i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_sm2nsw_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp ugt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_sm2nsw_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp uge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_sm2nsw_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp sgt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_sm2nsw_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp sge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_sm1_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp ne i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_sm1_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp ugt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_sm1_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp uge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_sm1_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp sgt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_select_sm1_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %sc = icmp ult i32 %t, 500
  %x = select i1 %sc, i32 %t, i32 500
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp sge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s1nuw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s1nuw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s1nuw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s1nuw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s1nuw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s4_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s4_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s4_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s4_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s4_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s4nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s4nsw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s4nsw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s4nsw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_s4nsw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_sm2nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp ne i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_sm2nsw_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp ugt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_sm2nsw_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp uge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_sm2nsw_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp sgt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_sm2nsw_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp sge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_sm1_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp ne i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_sm1_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp ugt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_sm1_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp uge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_sm1_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp sgt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_shl_sm1_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i32, ptr %p
  %x = shl nuw i32 %t, 2
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp sge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s1nuw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s1nuw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s1nuw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s1nuw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s1nuw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i32 %i, 1
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s4_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s4_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s4_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s4_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s4_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add  i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s4nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ne i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s4nsw_ult(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ult i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s4nsw_ule(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp ule i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s4nsw_slt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp slt i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_s4nsw_sle(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i32 %i, 4
  %e = icmp sle i32 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_sm2nsw_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp ne i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_sm2nsw_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp ugt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_sm2nsw_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp uge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_sm2nsw_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp sgt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_sm2nsw_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i32 %i, -2
  %e = icmp sge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_sm1_ne(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp ne i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_sm1_ugt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp ugt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_sm1_uge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp uge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_sm1_sgt(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp sgt i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i32_ldg_mul_sm1_sge(ptr %p, ptr %q, i32 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i32
  %x = mul nuw i32 %tz, 3
  %s = load i32, ptr %q
  %gs = icmp ult i32 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i32 [ %n, %loop ], [ %x, %pre ]
  %n = add  i32 %i, -1
  %e = icmp sge i32 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s1nuw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s1nuw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s1nuw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s1nuw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s1nuw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s4_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s4_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s4_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s4_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s4_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s4nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s4nsw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s4nsw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s4nsw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_s4nsw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_sm2nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_sm2nsw_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_sm2nsw_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp uge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_sm2nsw_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_sm2nsw_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp sge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_sm1_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_sm1_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_sm1_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp uge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_sm1_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_ld_sm1_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp sge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s1nuw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s1nuw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s1nuw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s1nuw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s1nuw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s4_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s4_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s4_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s4_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s4_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s4nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s4nsw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s4nsw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s4nsw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_s4nsw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_sm2nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_sm2nsw_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_sm2nsw_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp uge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_sm2nsw_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_sm2nsw_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp sge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_sm1_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_sm1_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_sm1_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp uge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_sm1_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_umin_sm1_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp sge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s1nuw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s1nuw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s1nuw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s1nuw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s1nuw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s4_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s4_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s4_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s4_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s4_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s4nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s4nsw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s4nsw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s4nsw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_s4nsw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_sm2nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_sm2nsw_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_sm2nsw_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp uge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_sm2nsw_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_sm2nsw_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp sge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_sm1_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_sm1_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_sm1_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp uge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_sm1_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_smax_sm1_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp sge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s1nuw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s1nuw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s1nuw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s1nuw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s1nuw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s4_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s4_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s4_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s4_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s4_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s4nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s4nsw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s4nsw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s4nsw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_s4nsw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_sm2nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_sm2nsw_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_sm2nsw_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp uge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_sm2nsw_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_sm2nsw_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp sge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_sm1_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_sm1_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_sm1_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp uge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_sm1_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_select_sm1_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp sge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s1nuw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s1nuw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s1nuw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s1nuw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s1nuw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s4_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s4_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s4_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s4_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s4_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s4nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s4nsw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s4nsw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s4nsw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_s4nsw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_sm2nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_sm2nsw_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_sm2nsw_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp uge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_sm2nsw_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_sm2nsw_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp sge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_sm1_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_sm1_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_sm1_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp uge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_sm1_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_shl_sm1_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp sge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s1nuw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s1nuw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s1nuw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s1nuw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s1nuw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s4_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s4_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s4_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s4_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s4_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add  i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s4nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s4nsw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s4nsw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s4nsw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_s4nsw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_sm2nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_sm2nsw_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_sm2nsw_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp uge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_sm2nsw_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_sm2nsw_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add nsw i64 %i, -2
  %e = icmp sge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_sm1_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp ne i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_sm1_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp ugt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_sm1_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp uge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_sm1_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp sgt i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_c0_mul_sm1_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %entry ]
  %n = add  i64 %i, -1
  %e = icmp sge i64 %n, 0
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s1nuw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s1nuw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s1nuw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s1nuw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s1nuw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s4_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s4_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s4_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s4_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s4_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s4nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s4nsw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s4nsw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s4nsw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_s4nsw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_sm2nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp ne i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_sm2nsw_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp ugt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_sm2nsw_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp uge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_sm2nsw_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp sgt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_sm2nsw_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp sge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_sm1_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp ne i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_sm1_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp ugt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_sm1_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp uge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_sm1_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp sgt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_ld_sm1_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %x = load i64, ptr %p
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp sge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s1nuw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s1nuw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s1nuw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s1nuw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s1nuw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s4_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s4_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s4_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s4_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s4_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s4nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s4nsw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s4nsw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s4nsw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_s4nsw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_sm2nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp ne i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_sm2nsw_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp ugt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_sm2nsw_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp uge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_sm2nsw_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp sgt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_sm2nsw_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp sge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_sm1_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp ne i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_sm1_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp ugt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_sm1_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp uge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_sm1_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp sgt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_umin_sm1_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.umin.i64(i64 %t, i64 1000)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp sge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s1nuw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s1nuw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s1nuw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s1nuw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s1nuw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s4_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s4_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s4_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s4_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s4_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s4nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s4nsw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s4nsw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s4nsw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_s4nsw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_sm2nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp ne i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_sm2nsw_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp ugt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_sm2nsw_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp uge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_sm2nsw_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp sgt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_sm2nsw_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp sge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_sm1_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp ne i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_sm1_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp ugt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_sm1_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp uge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_sm1_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp sgt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_smax_sm1_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = call i64 @llvm.smax.i64(i64 %t, i64 10)
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp sge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s1nuw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s1nuw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s1nuw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s1nuw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s1nuw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s4_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s4_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s4_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s4_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s4_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s4nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s4nsw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s4nsw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s4nsw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_s4nsw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_sm2nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp ne i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_sm2nsw_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp ugt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_sm2nsw_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp uge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_sm2nsw_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp sgt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_sm2nsw_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp sge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_sm1_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp ne i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_sm1_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp ugt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_sm1_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp uge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_sm1_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp sgt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_select_sm1_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %sc = icmp ult i64 %t, 500
  %x = select i1 %sc, i64 %t, i64 500
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp sge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s1nuw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s1nuw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s1nuw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s1nuw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s1nuw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s4_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s4_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s4_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s4_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s4_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s4nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s4nsw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s4nsw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s4nsw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_s4nsw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_sm2nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp ne i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_sm2nsw_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp ugt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_sm2nsw_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp uge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_sm2nsw_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp sgt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_sm2nsw_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp sge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_sm1_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp ne i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_sm1_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp ugt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_sm1_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp uge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_sm1_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp sgt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_shl_sm1_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i64, ptr %p
  %x = shl nuw i64 %t, 2
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp sge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s1nuw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s1nuw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s1nuw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s1nuw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s1nuw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nuw i64 %i, 1
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s4_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s4_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s4_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s4_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s4_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add  i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s4nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s4nsw_ult(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s4nsw_ule(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp ule i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s4nsw_slt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_s4nsw_sle(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %s, %pre ]
  %n = add nsw i64 %i, 4
  %e = icmp sle i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_sm2nsw_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp ne i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_sm2nsw_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp ugt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_sm2nsw_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp uge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_sm2nsw_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp sgt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_sm2nsw_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add nsw i64 %i, -2
  %e = icmp sge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_sm1_ne(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp ne i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_sm1_ugt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp ugt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_sm1_uge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp uge i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_sm1_sgt(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp sgt i64 %n, %s
  br i1 %e, label %loop, label %out
}

define i32 @f_i64_ldg_mul_sm1_sge(ptr %p, ptr %q, i64 %a) {
entry:
  %t = load i8, ptr %p
  %tz = zext i8 %t to i64
  %x = mul nuw i64 %tz, 3
  %s = load i64, ptr %q
  %gs = icmp ult i64 %s, 64
  br i1 %gs, label %pre, label %out
pre:
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ %x, %pre ]
  %n = add  i64 %i, -1
  %e = icmp sge i64 %n, %s
  br i1 %e, label %loop, label %out
}
