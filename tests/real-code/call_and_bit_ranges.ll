; Loops up to ranges of calls and of `or`/`xor` (zstd `ZSTD_loadCEntropy`,
; gzip `unzip`): `llvm.ctlz`/`cttz` (zero poison or not) and `llvm.ctpop` of
; i8..i64, plus 0 or 1; calls with a `range(iN lo, hi)` return attribute on the
; call or on the declaration (wrapping ranges included), zero or sign extended;
; `or` and `or disjoint` of shifted or multiplied zero extensions, of an opaque
; value and of a constant; `ctlz ^ c` alone or selected against `c`. LLVM 19
; reads the known bits of these intrinsics, the attribute, an `or disjoint` as
; a sum and any `or`/`xor` by its known bits. PlaceSafepoints must poll where
; opt-19 polls (issue 21).

define void @bc_ctlztrue_i8_plus1(i8 %x) {
entry:
  %n = call i8 @llvm.ctlz.i8(i8 %x, i1 true)
  %n1 = add nuw nsw i8 %n, 1
  %e = zext i8 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlztrue_i8_plus0(i8 %x) {
entry:
  %n = call i8 @llvm.ctlz.i8(i8 %x, i1 true)
  %n1 = add nuw nsw i8 %n, 0
  %e = zext i8 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlzfalse_i8_plus1(i8 %x) {
entry:
  %n = call i8 @llvm.ctlz.i8(i8 %x, i1 false)
  %n1 = add nuw nsw i8 %n, 1
  %e = zext i8 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlzfalse_i8_plus0(i8 %x) {
entry:
  %n = call i8 @llvm.ctlz.i8(i8 %x, i1 false)
  %n1 = add nuw nsw i8 %n, 0
  %e = zext i8 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttztrue_i8_plus1(i8 %x) {
entry:
  %n = call i8 @llvm.cttz.i8(i8 %x, i1 true)
  %n1 = add nuw nsw i8 %n, 1
  %e = zext i8 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttztrue_i8_plus0(i8 %x) {
entry:
  %n = call i8 @llvm.cttz.i8(i8 %x, i1 true)
  %n1 = add nuw nsw i8 %n, 0
  %e = zext i8 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttzfalse_i8_plus1(i8 %x) {
entry:
  %n = call i8 @llvm.cttz.i8(i8 %x, i1 false)
  %n1 = add nuw nsw i8 %n, 1
  %e = zext i8 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttzfalse_i8_plus0(i8 %x) {
entry:
  %n = call i8 @llvm.cttz.i8(i8 %x, i1 false)
  %n1 = add nuw nsw i8 %n, 0
  %e = zext i8 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctpop_i8_plus1(i8 %x) {
entry:
  %n = call i8 @llvm.ctpop.i8(i8 %x)
  %n1 = add nuw nsw i8 %n, 1
  %e = zext i8 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctpop_i8_plus0(i8 %x) {
entry:
  %n = call i8 @llvm.ctpop.i8(i8 %x)
  %n1 = add nuw nsw i8 %n, 0
  %e = zext i8 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlztrue_i16_plus1(i16 %x) {
entry:
  %n = call i16 @llvm.ctlz.i16(i16 %x, i1 true)
  %n1 = add nuw nsw i16 %n, 1
  %e = zext i16 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlztrue_i16_plus0(i16 %x) {
entry:
  %n = call i16 @llvm.ctlz.i16(i16 %x, i1 true)
  %n1 = add nuw nsw i16 %n, 0
  %e = zext i16 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlzfalse_i16_plus1(i16 %x) {
entry:
  %n = call i16 @llvm.ctlz.i16(i16 %x, i1 false)
  %n1 = add nuw nsw i16 %n, 1
  %e = zext i16 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlzfalse_i16_plus0(i16 %x) {
entry:
  %n = call i16 @llvm.ctlz.i16(i16 %x, i1 false)
  %n1 = add nuw nsw i16 %n, 0
  %e = zext i16 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttztrue_i16_plus1(i16 %x) {
entry:
  %n = call i16 @llvm.cttz.i16(i16 %x, i1 true)
  %n1 = add nuw nsw i16 %n, 1
  %e = zext i16 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttztrue_i16_plus0(i16 %x) {
entry:
  %n = call i16 @llvm.cttz.i16(i16 %x, i1 true)
  %n1 = add nuw nsw i16 %n, 0
  %e = zext i16 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttzfalse_i16_plus1(i16 %x) {
entry:
  %n = call i16 @llvm.cttz.i16(i16 %x, i1 false)
  %n1 = add nuw nsw i16 %n, 1
  %e = zext i16 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttzfalse_i16_plus0(i16 %x) {
entry:
  %n = call i16 @llvm.cttz.i16(i16 %x, i1 false)
  %n1 = add nuw nsw i16 %n, 0
  %e = zext i16 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctpop_i16_plus1(i16 %x) {
entry:
  %n = call i16 @llvm.ctpop.i16(i16 %x)
  %n1 = add nuw nsw i16 %n, 1
  %e = zext i16 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctpop_i16_plus0(i16 %x) {
entry:
  %n = call i16 @llvm.ctpop.i16(i16 %x)
  %n1 = add nuw nsw i16 %n, 0
  %e = zext i16 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlztrue_i32_plus1(i32 %x) {
entry:
  %n = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  %n1 = add nuw nsw i32 %n, 1
  %e = zext i32 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlztrue_i32_plus0(i32 %x) {
entry:
  %n = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  %n1 = add nuw nsw i32 %n, 0
  %e = zext i32 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlzfalse_i32_plus1(i32 %x) {
entry:
  %n = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  %n1 = add nuw nsw i32 %n, 1
  %e = zext i32 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlzfalse_i32_plus0(i32 %x) {
entry:
  %n = call i32 @llvm.ctlz.i32(i32 %x, i1 false)
  %n1 = add nuw nsw i32 %n, 0
  %e = zext i32 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttztrue_i32_plus1(i32 %x) {
entry:
  %n = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %n1 = add nuw nsw i32 %n, 1
  %e = zext i32 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttztrue_i32_plus0(i32 %x) {
entry:
  %n = call i32 @llvm.cttz.i32(i32 %x, i1 true)
  %n1 = add nuw nsw i32 %n, 0
  %e = zext i32 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttzfalse_i32_plus1(i32 %x) {
entry:
  %n = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %n1 = add nuw nsw i32 %n, 1
  %e = zext i32 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttzfalse_i32_plus0(i32 %x) {
entry:
  %n = call i32 @llvm.cttz.i32(i32 %x, i1 false)
  %n1 = add nuw nsw i32 %n, 0
  %e = zext i32 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctpop_i32_plus1(i32 %x) {
entry:
  %n = call i32 @llvm.ctpop.i32(i32 %x)
  %n1 = add nuw nsw i32 %n, 1
  %e = zext i32 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctpop_i32_plus0(i32 %x) {
entry:
  %n = call i32 @llvm.ctpop.i32(i32 %x)
  %n1 = add nuw nsw i32 %n, 0
  %e = zext i32 %n1 to i64
  %lim = add i64 %e, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlztrue_i64_plus1(i64 %x) {
entry:
  %n = call i64 @llvm.ctlz.i64(i64 %x, i1 true)
  %n1 = add nuw nsw i64 %n, 1
  %lim = add i64 %n1, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlztrue_i64_plus0(i64 %x) {
entry:
  %n = call i64 @llvm.ctlz.i64(i64 %x, i1 true)
  %n1 = add nuw nsw i64 %n, 0
  %lim = add i64 %n1, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlzfalse_i64_plus1(i64 %x) {
entry:
  %n = call i64 @llvm.ctlz.i64(i64 %x, i1 false)
  %n1 = add nuw nsw i64 %n, 1
  %lim = add i64 %n1, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctlzfalse_i64_plus0(i64 %x) {
entry:
  %n = call i64 @llvm.ctlz.i64(i64 %x, i1 false)
  %n1 = add nuw nsw i64 %n, 0
  %lim = add i64 %n1, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttztrue_i64_plus1(i64 %x) {
entry:
  %n = call i64 @llvm.cttz.i64(i64 %x, i1 true)
  %n1 = add nuw nsw i64 %n, 1
  %lim = add i64 %n1, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttztrue_i64_plus0(i64 %x) {
entry:
  %n = call i64 @llvm.cttz.i64(i64 %x, i1 true)
  %n1 = add nuw nsw i64 %n, 0
  %lim = add i64 %n1, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttzfalse_i64_plus1(i64 %x) {
entry:
  %n = call i64 @llvm.cttz.i64(i64 %x, i1 false)
  %n1 = add nuw nsw i64 %n, 1
  %lim = add i64 %n1, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_cttzfalse_i64_plus0(i64 %x) {
entry:
  %n = call i64 @llvm.cttz.i64(i64 %x, i1 false)
  %n1 = add nuw nsw i64 %n, 0
  %lim = add i64 %n1, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctpop_i64_plus1(i64 %x) {
entry:
  %n = call i64 @llvm.ctpop.i64(i64 %x)
  %n1 = add nuw nsw i64 %n, 1
  %lim = add i64 %n1, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @bc_ctpop_i64_plus0(i64 %x) {
entry:
  %n = call i64 @llvm.ctpop.i64(i64 %x)
  %n1 = add nuw nsw i64 %n, 0
  %lim = add i64 %n1, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @ra_call_i8_0_10_zext() {
entry:
  %n = call range(i8 0, 10) i8 @opaque_i8_0_10_call()
  %lim = zext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i8 @opaque_i8_0_10_call() "gc-leaf-function"

define void @ra_call_i8_0_10_sext() {
entry:
  %n = call range(i8 0, 10) i8 @opaque_i8_0_10_call()
  %lim = sext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i8_0_10_zext() {
entry:
  %n = call i8 @opaque_i8_0_10_decl()
  %lim = zext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i8 0, 10) i8 @opaque_i8_0_10_decl() "gc-leaf-function"

define void @ra_decl_i8_0_10_sext() {
entry:
  %n = call i8 @opaque_i8_0_10_decl()
  %lim = sext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i8_m3_7_zext() {
entry:
  %n = call range(i8 -3, 7) i8 @opaque_i8_m3_7_call()
  %lim = zext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i8 @opaque_i8_m3_7_call() "gc-leaf-function"

define void @ra_call_i8_m3_7_sext() {
entry:
  %n = call range(i8 -3, 7) i8 @opaque_i8_m3_7_call()
  %lim = sext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i8_m3_7_zext() {
entry:
  %n = call i8 @opaque_i8_m3_7_decl()
  %lim = zext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i8 -3, 7) i8 @opaque_i8_m3_7_decl() "gc-leaf-function"

define void @ra_decl_i8_m3_7_sext() {
entry:
  %n = call i8 @opaque_i8_m3_7_decl()
  %lim = sext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i8_m56_0_zext() {
entry:
  %n = call range(i8 -56, 0) i8 @opaque_i8_m56_0_call()
  %lim = zext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i8 @opaque_i8_m56_0_call() "gc-leaf-function"

define void @ra_call_i8_m56_0_sext() {
entry:
  %n = call range(i8 -56, 0) i8 @opaque_i8_m56_0_call()
  %lim = sext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i8_m56_0_zext() {
entry:
  %n = call i8 @opaque_i8_m56_0_decl()
  %lim = zext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i8 -56, 0) i8 @opaque_i8_m56_0_decl() "gc-leaf-function"

define void @ra_decl_i8_m56_0_sext() {
entry:
  %n = call i8 @opaque_i8_m56_0_decl()
  %lim = sext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i8_m100_m2_zext() {
entry:
  %n = call range(i8 -100, -2) i8 @opaque_i8_m100_m2_call()
  %lim = zext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i8 @opaque_i8_m100_m2_call() "gc-leaf-function"

define void @ra_call_i8_m100_m2_sext() {
entry:
  %n = call range(i8 -100, -2) i8 @opaque_i8_m100_m2_call()
  %lim = sext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i8_m100_m2_zext() {
entry:
  %n = call i8 @opaque_i8_m100_m2_decl()
  %lim = zext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i8 -100, -2) i8 @opaque_i8_m100_m2_decl() "gc-leaf-function"

define void @ra_decl_i8_m100_m2_sext() {
entry:
  %n = call i8 @opaque_i8_m100_m2_decl()
  %lim = sext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i8_1_m1_zext() {
entry:
  %n = call range(i8 1, -1) i8 @opaque_i8_1_m1_call()
  %lim = zext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i8 @opaque_i8_1_m1_call() "gc-leaf-function"

define void @ra_call_i8_1_m1_sext() {
entry:
  %n = call range(i8 1, -1) i8 @opaque_i8_1_m1_call()
  %lim = sext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i8_1_m1_zext() {
entry:
  %n = call i8 @opaque_i8_1_m1_decl()
  %lim = zext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i8 1, -1) i8 @opaque_i8_1_m1_decl() "gc-leaf-function"

define void @ra_decl_i8_1_m1_sext() {
entry:
  %n = call i8 @opaque_i8_1_m1_decl()
  %lim = sext i8 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i32_0_10_zext() {
entry:
  %n = call range(i32 0, 10) i32 @opaque_i32_0_10_call()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i32 @opaque_i32_0_10_call() "gc-leaf-function"

define void @ra_call_i32_0_10_sext() {
entry:
  %n = call range(i32 0, 10) i32 @opaque_i32_0_10_call()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i32_0_10_zext() {
entry:
  %n = call i32 @opaque_i32_0_10_decl()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i32 0, 10) i32 @opaque_i32_0_10_decl() "gc-leaf-function"

define void @ra_decl_i32_0_10_sext() {
entry:
  %n = call i32 @opaque_i32_0_10_decl()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i32_5_1000_zext() {
entry:
  %n = call range(i32 5, 1000) i32 @opaque_i32_5_1000_call()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i32 @opaque_i32_5_1000_call() "gc-leaf-function"

define void @ra_call_i32_5_1000_sext() {
entry:
  %n = call range(i32 5, 1000) i32 @opaque_i32_5_1000_call()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i32_5_1000_zext() {
entry:
  %n = call i32 @opaque_i32_5_1000_decl()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i32 5, 1000) i32 @opaque_i32_5_1000_decl() "gc-leaf-function"

define void @ra_decl_i32_5_1000_sext() {
entry:
  %n = call i32 @opaque_i32_5_1000_decl()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i32_m3_7_zext() {
entry:
  %n = call range(i32 -3, 7) i32 @opaque_i32_m3_7_call()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i32 @opaque_i32_m3_7_call() "gc-leaf-function"

define void @ra_call_i32_m3_7_sext() {
entry:
  %n = call range(i32 -3, 7) i32 @opaque_i32_m3_7_call()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i32_m3_7_zext() {
entry:
  %n = call i32 @opaque_i32_m3_7_decl()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i32 -3, 7) i32 @opaque_i32_m3_7_decl() "gc-leaf-function"

define void @ra_decl_i32_m3_7_sext() {
entry:
  %n = call i32 @opaque_i32_m3_7_decl()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i32_m56_0_zext() {
entry:
  %n = call range(i32 -56, 0) i32 @opaque_i32_m56_0_call()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i32 @opaque_i32_m56_0_call() "gc-leaf-function"

define void @ra_call_i32_m56_0_sext() {
entry:
  %n = call range(i32 -56, 0) i32 @opaque_i32_m56_0_call()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i32_m56_0_zext() {
entry:
  %n = call i32 @opaque_i32_m56_0_decl()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i32 -56, 0) i32 @opaque_i32_m56_0_decl() "gc-leaf-function"

define void @ra_decl_i32_m56_0_sext() {
entry:
  %n = call i32 @opaque_i32_m56_0_decl()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i32_m100_m2_zext() {
entry:
  %n = call range(i32 -100, -2) i32 @opaque_i32_m100_m2_call()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i32 @opaque_i32_m100_m2_call() "gc-leaf-function"

define void @ra_call_i32_m100_m2_sext() {
entry:
  %n = call range(i32 -100, -2) i32 @opaque_i32_m100_m2_call()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i32_m100_m2_zext() {
entry:
  %n = call i32 @opaque_i32_m100_m2_decl()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i32 -100, -2) i32 @opaque_i32_m100_m2_decl() "gc-leaf-function"

define void @ra_decl_i32_m100_m2_sext() {
entry:
  %n = call i32 @opaque_i32_m100_m2_decl()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i32_1_m1_zext() {
entry:
  %n = call range(i32 1, -1) i32 @opaque_i32_1_m1_call()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i32 @opaque_i32_1_m1_call() "gc-leaf-function"

define void @ra_call_i32_1_m1_sext() {
entry:
  %n = call range(i32 1, -1) i32 @opaque_i32_1_m1_call()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i32_1_m1_zext() {
entry:
  %n = call i32 @opaque_i32_1_m1_decl()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i32 1, -1) i32 @opaque_i32_1_m1_decl() "gc-leaf-function"

define void @ra_decl_i32_1_m1_sext() {
entry:
  %n = call i32 @opaque_i32_1_m1_decl()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i32_0_2147483647_zext() {
entry:
  %n = call range(i32 0, 2147483647) i32 @opaque_i32_0_2147483647_call()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i32 @opaque_i32_0_2147483647_call() "gc-leaf-function"

define void @ra_call_i32_0_2147483647_sext() {
entry:
  %n = call range(i32 0, 2147483647) i32 @opaque_i32_0_2147483647_call()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i32_0_2147483647_zext() {
entry:
  %n = call i32 @opaque_i32_0_2147483647_decl()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i32 0, 2147483647) i32 @opaque_i32_0_2147483647_decl() "gc-leaf-function"

define void @ra_decl_i32_0_2147483647_sext() {
entry:
  %n = call i32 @opaque_i32_0_2147483647_decl()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i32_0_m2147483648_zext() {
entry:
  %n = call range(i32 0, -2147483648) i32 @opaque_i32_0_m2147483648_call()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i32 @opaque_i32_0_m2147483648_call() "gc-leaf-function"

define void @ra_call_i32_0_m2147483648_sext() {
entry:
  %n = call range(i32 0, -2147483648) i32 @opaque_i32_0_m2147483648_call()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_decl_i32_0_m2147483648_zext() {
entry:
  %n = call i32 @opaque_i32_0_m2147483648_decl()
  %lim = zext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i32 0, -2147483648) i32 @opaque_i32_0_m2147483648_decl() "gc-leaf-function"

define void @ra_decl_i32_0_m2147483648_sext() {
entry:
  %n = call i32 @opaque_i32_0_m2147483648_decl()
  %lim = sext i32 %n to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @ra_call_i64_0_10_zext() {
entry:
  %n = call range(i64 0, 10) i64 @opaque_i64_0_10_call()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i64 @opaque_i64_0_10_call() "gc-leaf-function"

define void @ra_decl_i64_0_10_zext() {
entry:
  %n = call i64 @opaque_i64_0_10_decl()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i64 0, 10) i64 @opaque_i64_0_10_decl() "gc-leaf-function"

define void @ra_call_i64_5_1000_zext() {
entry:
  %n = call range(i64 5, 1000) i64 @opaque_i64_5_1000_call()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i64 @opaque_i64_5_1000_call() "gc-leaf-function"

define void @ra_decl_i64_5_1000_zext() {
entry:
  %n = call i64 @opaque_i64_5_1000_decl()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i64 5, 1000) i64 @opaque_i64_5_1000_decl() "gc-leaf-function"

define void @ra_call_i64_m3_7_zext() {
entry:
  %n = call range(i64 -3, 7) i64 @opaque_i64_m3_7_call()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i64 @opaque_i64_m3_7_call() "gc-leaf-function"

define void @ra_decl_i64_m3_7_zext() {
entry:
  %n = call i64 @opaque_i64_m3_7_decl()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i64 -3, 7) i64 @opaque_i64_m3_7_decl() "gc-leaf-function"

define void @ra_call_i64_m56_0_zext() {
entry:
  %n = call range(i64 -56, 0) i64 @opaque_i64_m56_0_call()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i64 @opaque_i64_m56_0_call() "gc-leaf-function"

define void @ra_decl_i64_m56_0_zext() {
entry:
  %n = call i64 @opaque_i64_m56_0_decl()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i64 -56, 0) i64 @opaque_i64_m56_0_decl() "gc-leaf-function"

define void @ra_call_i64_m100_m2_zext() {
entry:
  %n = call range(i64 -100, -2) i64 @opaque_i64_m100_m2_call()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i64 @opaque_i64_m100_m2_call() "gc-leaf-function"

define void @ra_decl_i64_m100_m2_zext() {
entry:
  %n = call i64 @opaque_i64_m100_m2_decl()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i64 -100, -2) i64 @opaque_i64_m100_m2_decl() "gc-leaf-function"

define void @ra_call_i64_1_m1_zext() {
entry:
  %n = call range(i64 1, -1) i64 @opaque_i64_1_m1_call()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i64 @opaque_i64_1_m1_call() "gc-leaf-function"

define void @ra_decl_i64_1_m1_zext() {
entry:
  %n = call i64 @opaque_i64_1_m1_decl()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i64 1, -1) i64 @opaque_i64_1_m1_decl() "gc-leaf-function"

define void @ra_call_i64_0_2147483647_zext() {
entry:
  %n = call range(i64 0, 2147483647) i64 @opaque_i64_0_2147483647_call()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i64 @opaque_i64_0_2147483647_call() "gc-leaf-function"

define void @ra_decl_i64_0_2147483647_zext() {
entry:
  %n = call i64 @opaque_i64_0_2147483647_decl()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i64 0, 2147483647) i64 @opaque_i64_0_2147483647_decl() "gc-leaf-function"

define void @ra_call_i64_0_m2147483648_zext() {
entry:
  %n = call range(i64 0, -2147483648) i64 @opaque_i64_0_m2147483648_call()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare i64 @opaque_i64_0_m2147483648_call() "gc-leaf-function"

define void @ra_decl_i64_0_m2147483648_zext() {
entry:
  %n = call i64 @opaque_i64_0_m2147483648_decl()
  %lim = add i64 %n, 0
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

declare range(i64 0, -2147483648) i64 @opaque_i64_0_m2147483648_decl() "gc-leaf-function"

define void @or_z16shl16_or_eq(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %y = zext i16 %b to i64
  %ys = shl nuw nsw i64 %y, 16
  %lim = or i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @or_z16shl16_or_ult(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %y = zext i16 %b to i64
  %ys = shl nuw nsw i64 %y, 16
  %lim = or i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @or_z16shl16_or_disjoint_eq(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %y = zext i16 %b to i64
  %ys = shl nuw nsw i64 %y, 16
  %lim = or disjoint i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @or_z16shl16_or_disjoint_ult(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %y = zext i16 %b to i64
  %ys = shl nuw nsw i64 %y, 16
  %lim = or disjoint i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @or_z16shl8_or_eq(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %y = zext i16 %b to i64
  %ys = shl nuw nsw i64 %y, 8
  %lim = or i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @or_z16shl8_or_ult(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %y = zext i16 %b to i64
  %ys = shl nuw nsw i64 %y, 8
  %lim = or i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @or_z16shl8_or_disjoint_eq(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %y = zext i16 %b to i64
  %ys = shl nuw nsw i64 %y, 8
  %lim = or disjoint i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @or_z16shl8_or_disjoint_ult(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %y = zext i16 %b to i64
  %ys = shl nuw nsw i64 %y, 8
  %lim = or disjoint i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @or_z16mul_or_eq(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %y = zext i16 %b to i64
  %ys = mul nuw nsw i64 %y, 65536
  %lim = or i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @or_z16mul_or_ult(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %y = zext i16 %b to i64
  %ys = mul nuw nsw i64 %y, 65536
  %lim = or i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @or_z16mul_or_disjoint_eq(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %y = zext i16 %b to i64
  %ys = mul nuw nsw i64 %y, 65536
  %lim = or disjoint i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @or_z16mul_or_disjoint_ult(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %y = zext i16 %b to i64
  %ys = mul nuw nsw i64 %y, 65536
  %lim = or disjoint i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @or_z32z8_or_eq(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i32 %c to i64
  %ys = zext i16 %b to i64
  %lim = or i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @or_z32z8_or_ult(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i32 %c to i64
  %ys = zext i16 %b to i64
  %lim = or i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @or_z32z8_or_disjoint_eq(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i32 %c to i64
  %ys = zext i16 %b to i64
  %lim = or disjoint i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @or_z32z8_or_disjoint_ult(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i32 %c to i64
  %ys = zext i16 %b to i64
  %lim = or disjoint i64 %ys, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @or_opaque_or_eq(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %lim = or i64 %d, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @or_opaque_or_ult(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %lim = or i64 %d, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @or_opaque_or_disjoint_eq(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %lim = or disjoint i64 %d, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @or_opaque_or_disjoint_ult(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %lim = or disjoint i64 %d, %x
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @or_const_or_eq(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %lim = or i64 %x, 65536
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @or_const_or_ult(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %lim = or i64 %x, 65536
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @or_const_or_disjoint_eq(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %lim = or disjoint i64 %x, 65536
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @or_const_or_disjoint_ult(i16 %a, i16 %b, i32 %c, i64 %d) {
entry:
  %x = zext i16 %a to i64
  %lim = or disjoint i64 %x, 65536
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp ult i64 %i.next, %lim
  br i1 %t, label %loop, label %exit
exit:
  ret void
}

define void @hb_i16_xor15_plain(i16 %x, i1 %k) {
entry:
  %n = call i16 @llvm.ctlz.i16(i16 %x, i1 true)
  %h = xor i16 %n, 15
  %h2 = add i16 %h, 0
  %h1 = add nuw i16 %h2, 1
  %lim = zext i16 %h1 to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @hb_i16_xor15_select(i16 %x, i1 %k) {
entry:
  %n = call i16 @llvm.ctlz.i16(i16 %x, i1 true)
  %h = xor i16 %n, 15
  %h2 = select i1 %k, i16 %h, i16 15
  %h1 = add nuw i16 %h2, 1
  %lim = zext i16 %h1 to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @hb_i16_xor7_plain(i16 %x, i1 %k) {
entry:
  %n = call i16 @llvm.ctlz.i16(i16 %x, i1 true)
  %h = xor i16 %n, 7
  %h2 = add i16 %h, 0
  %h1 = add nuw i16 %h2, 1
  %lim = zext i16 %h1 to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @hb_i16_xor7_select(i16 %x, i1 %k) {
entry:
  %n = call i16 @llvm.ctlz.i16(i16 %x, i1 true)
  %h = xor i16 %n, 7
  %h2 = select i1 %k, i16 %h, i16 7
  %h1 = add nuw i16 %h2, 1
  %lim = zext i16 %h1 to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @hb_i16_xor100_plain(i16 %x, i1 %k) {
entry:
  %n = call i16 @llvm.ctlz.i16(i16 %x, i1 true)
  %h = xor i16 %n, 100
  %h2 = add i16 %h, 0
  %h1 = add nuw i16 %h2, 1
  %lim = zext i16 %h1 to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @hb_i16_xor100_select(i16 %x, i1 %k) {
entry:
  %n = call i16 @llvm.ctlz.i16(i16 %x, i1 true)
  %h = xor i16 %n, 100
  %h2 = select i1 %k, i16 %h, i16 100
  %h1 = add nuw i16 %h2, 1
  %lim = zext i16 %h1 to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @hb_i32_xor31_plain(i32 %x, i1 %k) {
entry:
  %n = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  %h = xor i32 %n, 31
  %h2 = add i32 %h, 0
  %h1 = add nuw i32 %h2, 1
  %lim = zext i32 %h1 to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @hb_i32_xor31_select(i32 %x, i1 %k) {
entry:
  %n = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  %h = xor i32 %n, 31
  %h2 = select i1 %k, i32 %h, i32 31
  %h1 = add nuw i32 %h2, 1
  %lim = zext i32 %h1 to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @hb_i32_xor7_plain(i32 %x, i1 %k) {
entry:
  %n = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  %h = xor i32 %n, 7
  %h2 = add i32 %h, 0
  %h1 = add nuw i32 %h2, 1
  %lim = zext i32 %h1 to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @hb_i32_xor7_select(i32 %x, i1 %k) {
entry:
  %n = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  %h = xor i32 %n, 7
  %h2 = select i1 %k, i32 %h, i32 7
  %h1 = add nuw i32 %h2, 1
  %lim = zext i32 %h1 to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @hb_i32_xor100_plain(i32 %x, i1 %k) {
entry:
  %n = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  %h = xor i32 %n, 100
  %h2 = add i32 %h, 0
  %h1 = add nuw i32 %h2, 1
  %lim = zext i32 %h1 to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}

define void @hb_i32_xor100_select(i32 %x, i1 %k) {
entry:
  %n = call i32 @llvm.ctlz.i32(i32 %x, i1 true)
  %h = xor i32 %n, 100
  %h2 = select i1 %k, i32 %h, i32 100
  %h1 = add nuw i32 %h2, 1
  %lim = zext i32 %h1 to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %t = icmp eq i64 %i.next, %lim
  br i1 %t, label %exit, label %loop
exit:
  ret void
}
declare i8 @llvm.ctlz.i8(i8, i1)
declare i8 @llvm.cttz.i8(i8, i1)
declare i8 @llvm.ctpop.i8(i8)
declare i16 @llvm.ctlz.i16(i16, i1)
declare i16 @llvm.cttz.i16(i16, i1)
declare i16 @llvm.ctpop.i16(i16)
declare i32 @llvm.ctlz.i32(i32, i1)
declare i32 @llvm.cttz.i32(i32, i1)
declare i32 @llvm.ctpop.i32(i32)
declare i64 @llvm.ctlz.i64(i64, i1)
declare i64 @llvm.cttz.i64(i64, i1)
declare i64 @llvm.ctpop.i64(i64)
