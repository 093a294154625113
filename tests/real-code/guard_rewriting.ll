; Loops whose limit is guarded through values LLVM 19's ScalarEvolution does not
; rewrite with its loop guards (found in gzip `unlzw`, cpio `read_for_checksum`,
; zstd `dedicatedDictSearch`, Lua `getobjname`): `llvm.usub.sat`/`uadd.sat`
; (sums to SCEV; `uadd.sat` a sum without unsigned wrap, whose zero extension is
; `zext (umin a, ~b) + zext b`) and `llvm.abs` (a maximum) next to
; `ssub.sat`/`sadd.sat` (opaque), i32 and i16, guarded `>=u 8`, `>=u 32`,
; `!= 0`, `>u 0`, `>s 0`; zero and sign extensions of minima and maxima whose
; other operand is opaque, a `trunc`, a difference, a mask, a sum or a
; `usub.sat` (SCEV moves the extension onto the operands, so only what the
; guard carried onto each operand remains), and the same minimum at its own
; width; narrower sums and products (`add`, `add nsw`, `add nuw`, `mul nsw`,
; `shl nsw`, `sub nsw`, `or disjoint`) guarded signed or unsigned and extended
; by `zext`, `zext nneg` or `sext` (an extension SCEV moves into a sum no longer
; matches a guard on the sum under the other extension, and its range is the
; sum of the extended operands'). PlaceSafepoints must poll where opt-19 polls
; (issue 21).

define void @sat_usub_sat_i32_ge32(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %s, 32
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %s to i64
  %lim = and i64 %z, 4294967264
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 32
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_usub_sat_i32_ge8(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %s, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %s to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_usub_sat_i32_ne0(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  %g = icmp ne i32 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_usub_sat_i32_ugt0(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  %g = icmp ugt i32 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_usub_sat_i32_sgt0(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.usub.sat.i32(i32 %a, i32 %b)
  %g = icmp sgt i32 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_uadd_sat_i32_ge32(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %s, 32
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %s to i64
  %lim = and i64 %z, 4294967264
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 32
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_uadd_sat_i32_ge8(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %s, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %s to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_uadd_sat_i32_ne0(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %g = icmp ne i32 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_uadd_sat_i32_ugt0(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %g = icmp ugt i32 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_uadd_sat_i32_sgt0(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.uadd.sat.i32(i32 %a, i32 %b)
  %g = icmp sgt i32 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_ssub_sat_i32_ge32(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.ssub.sat.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %s, 32
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %s to i64
  %lim = and i64 %z, 4294967264
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 32
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_ssub_sat_i32_ge8(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.ssub.sat.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %s, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %s to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_ssub_sat_i32_ne0(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.ssub.sat.i32(i32 %a, i32 %b)
  %g = icmp ne i32 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_ssub_sat_i32_ugt0(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.ssub.sat.i32(i32 %a, i32 %b)
  %g = icmp ugt i32 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_ssub_sat_i32_sgt0(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.ssub.sat.i32(i32 %a, i32 %b)
  %g = icmp sgt i32 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_sadd_sat_i32_ge32(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %s, 32
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %s to i64
  %lim = and i64 %z, 4294967264
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 32
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_sadd_sat_i32_ge8(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %s, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %s to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_sadd_sat_i32_ne0(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %g = icmp ne i32 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_sadd_sat_i32_ugt0(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %g = icmp ugt i32 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_sadd_sat_i32_sgt0(i32 %a, i32 %b) {
entry:
  %s = call i32 @llvm.sadd.sat.i32(i32 %a, i32 %b)
  %g = icmp sgt i32 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @abs_i32_ugt1(i32 %a) {
entry:
  %s = call i32 @llvm.abs.i32(i32 %a, i1 true)
  %g = icmp ugt i32 %s, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  %lm = add nsw i64 %lim, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @abs_i32_ne1(i32 %a) {
entry:
  %s = call i32 @llvm.abs.i32(i32 %a, i1 true)
  %g = icmp ne i32 %s, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %s to i64
  %lm = add nsw i64 %lim, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_usub_sat_i16_ge32(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.usub.sat.i16(i16 %a, i16 %b)
  %small = icmp ult i16 %s, 32
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i16 %s to i64
  %lim = and i64 %z, 65504
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 32
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_usub_sat_i16_ge8(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.usub.sat.i16(i16 %a, i16 %b)
  %small = icmp ult i16 %s, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i16 %s to i64
  %lim = and i64 %z, 65528
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_usub_sat_i16_ne0(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.usub.sat.i16(i16 %a, i16 %b)
  %g = icmp ne i16 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_usub_sat_i16_ugt0(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.usub.sat.i16(i16 %a, i16 %b)
  %g = icmp ugt i16 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_usub_sat_i16_sgt0(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.usub.sat.i16(i16 %a, i16 %b)
  %g = icmp sgt i16 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_uadd_sat_i16_ge32(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.uadd.sat.i16(i16 %a, i16 %b)
  %small = icmp ult i16 %s, 32
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i16 %s to i64
  %lim = and i64 %z, 65504
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 32
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_uadd_sat_i16_ge8(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.uadd.sat.i16(i16 %a, i16 %b)
  %small = icmp ult i16 %s, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i16 %s to i64
  %lim = and i64 %z, 65528
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_uadd_sat_i16_ne0(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.uadd.sat.i16(i16 %a, i16 %b)
  %g = icmp ne i16 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_uadd_sat_i16_ugt0(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.uadd.sat.i16(i16 %a, i16 %b)
  %g = icmp ugt i16 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_uadd_sat_i16_sgt0(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.uadd.sat.i16(i16 %a, i16 %b)
  %g = icmp sgt i16 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_ssub_sat_i16_ge32(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.ssub.sat.i16(i16 %a, i16 %b)
  %small = icmp ult i16 %s, 32
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i16 %s to i64
  %lim = and i64 %z, 65504
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 32
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_ssub_sat_i16_ge8(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.ssub.sat.i16(i16 %a, i16 %b)
  %small = icmp ult i16 %s, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i16 %s to i64
  %lim = and i64 %z, 65528
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_ssub_sat_i16_ne0(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.ssub.sat.i16(i16 %a, i16 %b)
  %g = icmp ne i16 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_ssub_sat_i16_ugt0(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.ssub.sat.i16(i16 %a, i16 %b)
  %g = icmp ugt i16 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_ssub_sat_i16_sgt0(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.ssub.sat.i16(i16 %a, i16 %b)
  %g = icmp sgt i16 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_sadd_sat_i16_ge32(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.sadd.sat.i16(i16 %a, i16 %b)
  %small = icmp ult i16 %s, 32
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i16 %s to i64
  %lim = and i64 %z, 65504
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 32
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_sadd_sat_i16_ge8(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.sadd.sat.i16(i16 %a, i16 %b)
  %small = icmp ult i16 %s, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i16 %s to i64
  %lim = and i64 %z, 65528
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_sadd_sat_i16_ne0(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.sadd.sat.i16(i16 %a, i16 %b)
  %g = icmp ne i16 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_sadd_sat_i16_ugt0(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.sadd.sat.i16(i16 %a, i16 %b)
  %g = icmp ugt i16 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @sat_sadd_sat_i16_sgt0(i16 %a, i16 %b) {
entry:
  %s = call i16 @llvm.sadd.sat.i16(i16 %a, i16 %b)
  %g = icmp sgt i16 %s, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @abs_i16_ugt1(i16 %a) {
entry:
  %s = call i16 @llvm.abs.i16(i16 %a, i1 true)
  %g = icmp ugt i16 %s, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  %lm = add nsw i64 %lim, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @abs_i16_ne1(i16 %a) {
entry:
  %s = call i16 @llvm.abs.i16(i16 %a, i1 true)
  %g = icmp ne i16 %s, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i16 %s to i64
  %lm = add nsw i64 %lim, -1
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_zext_opaque_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_zext_opaque_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_sext_opaque_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %small = icmp slt i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = sext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_sext_opaque_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %small = icmp slt i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_sext_opaque_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = sext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_sext_opaque_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_zext_opaque_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %small = icmp slt i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_zext_opaque_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %b)
  %small = icmp slt i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umax_zext_opaque_ult(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %b)
  %g = icmp ult i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smax_sext_opaque_slt(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %b)
  %g = icmp slt i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umax_zext_opaque_ugt(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %b)
  %g = icmp ugt i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @own_umin_opaque(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %b)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %lim = and i32 %m, -8
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i32 %i, 8
  %c2 = icmp eq i32 %i.next, %lim
  br i1 %c2, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_zext_trunc_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = trunc i64 %B to i32
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_zext_trunc_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = trunc i64 %B to i32
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_sext_trunc_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = trunc i64 %B to i32
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = sext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_sext_trunc_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = trunc i64 %B to i32
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_sext_trunc_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = trunc i64 %B to i32
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = sext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_sext_trunc_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = trunc i64 %B to i32
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_zext_trunc_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = trunc i64 %B to i32
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_zext_trunc_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = trunc i64 %B to i32
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umax_zext_trunc_ult(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = trunc i64 %B to i32
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %t)
  %g = icmp ult i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smax_sext_trunc_slt(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = trunc i64 %B to i32
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %t)
  %g = icmp slt i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umax_zext_trunc_ugt(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = trunc i64 %B to i32
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %t)
  %g = icmp ugt i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @own_umin_trunc(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = trunc i64 %B to i32
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %lim = and i32 %m, -8
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i32 %i, 8
  %c2 = icmp eq i32 %i.next, %lim
  br i1 %c2, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_zext_sub_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = sub i32 %b, %c
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_zext_sub_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = sub i32 %b, %c
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_sext_sub_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = sub i32 %b, %c
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = sext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_sext_sub_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = sub i32 %b, %c
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_sext_sub_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = sub i32 %b, %c
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = sext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_sext_sub_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = sub i32 %b, %c
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_zext_sub_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = sub i32 %b, %c
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_zext_sub_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = sub i32 %b, %c
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umax_zext_sub_ult(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = sub i32 %b, %c
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %t)
  %g = icmp ult i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smax_sext_sub_slt(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = sub i32 %b, %c
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %t)
  %g = icmp slt i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umax_zext_sub_ugt(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = sub i32 %b, %c
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %t)
  %g = icmp ugt i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @own_umin_sub(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = sub i32 %b, %c
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %lim = and i32 %m, -8
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i32 %i, 8
  %c2 = icmp eq i32 %i.next, %lim
  br i1 %c2, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_zext_mask_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = and i32 %c, 255
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_zext_mask_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = and i32 %c, 255
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_sext_mask_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = and i32 %c, 255
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = sext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_sext_mask_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = and i32 %c, 255
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_sext_mask_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = and i32 %c, 255
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = sext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_sext_mask_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = and i32 %c, 255
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_zext_mask_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = and i32 %c, 255
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_zext_mask_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = and i32 %c, 255
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umax_zext_mask_ult(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = and i32 %c, 255
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %t)
  %g = icmp ult i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smax_sext_mask_slt(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = and i32 %c, 255
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %t)
  %g = icmp slt i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umax_zext_mask_ugt(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = and i32 %c, 255
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %t)
  %g = icmp ugt i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @own_umin_mask(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = and i32 %c, 255
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %lim = and i32 %m, -8
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i32 %i, 8
  %c2 = icmp eq i32 %i.next, %lim
  br i1 %c2, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_zext_add_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = add i32 %b, 7
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_zext_add_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = add i32 %b, 7
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_sext_add_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = add i32 %b, 7
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = sext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_sext_add_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = add i32 %b, 7
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_sext_add_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = add i32 %b, 7
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = sext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_sext_add_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = add i32 %b, 7
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_zext_add_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = add i32 %b, 7
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_zext_add_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = add i32 %b, 7
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umax_zext_add_ult(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = add i32 %b, 7
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %t)
  %g = icmp ult i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smax_sext_add_slt(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = add i32 %b, 7
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %t)
  %g = icmp slt i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umax_zext_add_ugt(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = add i32 %b, 7
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %t)
  %g = icmp ugt i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @own_umin_add(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = add i32 %b, 7
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %lim = and i32 %m, -8
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i32 %i, 8
  %c2 = icmp eq i32 %i.next, %lim
  br i1 %c2, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_zext_usubsat_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = call i32 @llvm.usub.sat.i32(i32 %b, i32 %c)
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_zext_usubsat_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = call i32 @llvm.usub.sat.i32(i32 %b, i32 %c)
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_sext_usubsat_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = call i32 @llvm.usub.sat.i32(i32 %b, i32 %c)
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = sext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_sext_usubsat_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = call i32 @llvm.usub.sat.i32(i32 %b, i32 %c)
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_sext_usubsat_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = call i32 @llvm.usub.sat.i32(i32 %b, i32 %c)
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = sext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umin_sext_usubsat_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = call i32 @llvm.usub.sat.i32(i32 %b, i32 %c)
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = sext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_zext_usubsat_ge8(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = call i32 @llvm.usub.sat.i32(i32 %b, i32 %c)
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %z = zext i32 %m to i64
  %lim = and i64 %z, 4294967288
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 8
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smin_zext_usubsat_ge1(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = call i32 @llvm.usub.sat.i32(i32 %b, i32 %c)
  %m = call i32 @llvm.smin.i32(i32 %a, i32 %t)
  %small = icmp slt i32 %m, 1
  br i1 %small, label %exit, label %pre
pre:
  %lim = zext i32 %m to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umax_zext_usubsat_ult(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = call i32 @llvm.usub.sat.i32(i32 %b, i32 %c)
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %t)
  %g = icmp ult i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_smax_sext_usubsat_slt(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = call i32 @llvm.usub.sat.i32(i32 %b, i32 %c)
  %m = call i32 @llvm.smax.i32(i32 %a, i32 %t)
  %g = icmp slt i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @ext_umax_zext_usubsat_ugt(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = call i32 @llvm.usub.sat.i32(i32 %b, i32 %c)
  %m = call i32 @llvm.umax.i32(i32 %a, i32 %t)
  %g = icmp ugt i32 %m, 1000
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %m to i64
  %lm = add nsw i64 %lim, -2
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i64 %i, 1
  %e = icmp eq i64 %i.next, %lm
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @own_umin_usubsat(i32 %a, i32 %b, i32 %c, i64 %B) {
entry:
  %t = call i32 @llvm.usub.sat.i32(i32 %b, i32 %c)
  %m = call i32 @llvm.umin.i32(i32 %a, i32 %t)
  %small = icmp ult i32 %m, 8
  br i1 %small, label %exit, label %pre
pre:
  %lim = and i32 %m, -8
  br label %loop
loop:
  %i = phi i32 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw i32 %i, 8
  %c2 = icmp eq i32 %i.next, %lim
  br i1 %c2, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_zext_sgt0(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_zext_sgt3(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_zext_ugt0(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_zext_ne0(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_zext_sge1(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_zext_ugt5(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_sext_sgt0(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_sext_sgt3(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_sext_ugt0(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_sext_ne0(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_sext_sge1(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_sext_ugt5(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_zext_nneg_sgt0(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_zext_nneg_sgt3(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_zext_nneg_ugt0(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_zext_nneg_ne0(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_zext_nneg_sge1(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_zext_nneg_ugt5(i32 %a, i32 %b) {
entry:
  %x = add i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_zext_sgt0(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_zext_sgt3(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_zext_ugt0(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_zext_ne0(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_zext_sge1(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_zext_ugt5(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_sext_sgt0(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_sext_sgt3(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_sext_ugt0(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_sext_ne0(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_sext_sge1(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_sext_ugt5(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_zext_nneg_sgt0(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_zext_nneg_sgt3(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_zext_nneg_ugt0(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_zext_nneg_ne0(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_zext_nneg_sge1(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nsw_zext_nneg_ugt5(i32 %a, i32 %b) {
entry:
  %x = add nsw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_zext_sgt0(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_zext_sgt3(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_zext_ugt0(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_zext_ne0(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_zext_sge1(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_zext_ugt5(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_sext_sgt0(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_sext_sgt3(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_sext_ugt0(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_sext_ne0(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_sext_sge1(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_sext_ugt5(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_zext_nneg_sgt0(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_zext_nneg_sgt3(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_zext_nneg_ugt0(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_zext_nneg_ne0(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_zext_nneg_sge1(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_zext_nneg_ugt5(i32 %a, i32 %b) {
entry:
  %x = add nuw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_zext_sgt0(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_zext_sgt3(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_zext_ugt0(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_zext_ne0(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_zext_sge1(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_zext_ugt5(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_sext_sgt0(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_sext_sgt3(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_sext_ugt0(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_sext_ne0(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_sext_sge1(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_sext_ugt5(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_zext_nneg_sgt0(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_zext_nneg_sgt3(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_zext_nneg_ugt0(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_zext_nneg_ne0(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_zext_nneg_sge1(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_add_nuw_nsw_zext_nneg_ugt5(i32 %a, i32 %b) {
entry:
  %x = add nuw nsw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_zext_sgt0(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_zext_sgt3(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_zext_ugt0(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_zext_ne0(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_zext_sge1(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_zext_ugt5(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_sext_sgt0(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_sext_sgt3(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_sext_ugt0(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_sext_ne0(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_sext_sge1(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_sext_ugt5(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_zext_nneg_sgt0(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_zext_nneg_sgt3(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_zext_nneg_ugt0(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_zext_nneg_ne0(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_zext_nneg_sge1(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_mul_nsw_zext_nneg_ugt5(i32 %a, i32 %b) {
entry:
  %x = mul nsw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_zext_sgt0(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_zext_sgt3(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_zext_ugt0(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_zext_ne0(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_zext_sge1(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_zext_ugt5(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_sext_sgt0(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_sext_sgt3(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_sext_ugt0(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_sext_ne0(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_sext_sge1(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_sext_ugt5(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_zext_nneg_sgt0(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_zext_nneg_sgt3(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_zext_nneg_ugt0(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_zext_nneg_ne0(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_zext_nneg_sge1(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_shl_nsw_zext_nneg_ugt5(i32 %a, i32 %b) {
entry:
  %x = shl nsw i32 %a, 3
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_zext_sgt0(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_zext_sgt3(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_zext_ugt0(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_zext_ne0(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_zext_sge1(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_zext_ugt5(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_sext_sgt0(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_sext_sgt3(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_sext_ugt0(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_sext_ne0(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_sext_sge1(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_sext_ugt5(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_zext_nneg_sgt0(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_zext_nneg_sgt3(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_zext_nneg_ugt0(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_zext_nneg_ne0(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_zext_nneg_sge1(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_sub_nsw_zext_nneg_ugt5(i32 %a, i32 %b) {
entry:
  %x = sub nsw i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_zext_sgt0(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_zext_sgt3(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_zext_ugt0(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_zext_ne0(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_zext_sge1(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_zext_ugt5(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_sext_sgt0(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_sext_sgt3(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_sext_ugt0(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_sext_ne0(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_sext_sge1(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_sext_ugt5(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = sext i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_zext_nneg_sgt0(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp sgt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_zext_nneg_sgt3(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp sgt i32 %x, 3
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_zext_nneg_ugt0(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp ugt i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_zext_nneg_ne0(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp ne i32 %x, 0
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_zext_nneg_sge1(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp sge i32 %x, 1
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @narrow_or_disjoint_zext_nneg_ugt5(i32 %a, i32 %b) {
entry:
  %x = or disjoint i32 %a, %b
  %g = icmp ugt i32 %x, 5
  br i1 %g, label %pre, label %exit
pre:
  %lim = zext nneg i32 %x to i64
  br label %loop
loop:
  %i = phi i64 [ 0, %pre ], [ %i.next, %loop ]
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, %lim
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

declare i32 @llvm.umin.i32(i32, i32)
declare i32 @llvm.smin.i32(i32, i32)
declare i32 @llvm.umax.i32(i32, i32)
declare i32 @llvm.smax.i32(i32, i32)
declare i32 @llvm.usub.sat.i32(i32, i32)
declare i32 @llvm.uadd.sat.i32(i32, i32)
declare i32 @llvm.ssub.sat.i32(i32, i32)
declare i32 @llvm.sadd.sat.i32(i32, i32)
declare i16 @llvm.usub.sat.i16(i16, i16)
declare i16 @llvm.uadd.sat.i16(i16, i16)
declare i16 @llvm.ssub.sat.i16(i16, i16)
declare i16 @llvm.sadd.sat.i16(i16, i16)
declare i32 @llvm.abs.i32(i32, i1)
declare i16 @llvm.abs.i16(i16, i1)
