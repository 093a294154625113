; A second loop starting at the exit value of a first one (the first loop's
; counter when a call stops it early, or its limit: 28, a `zext i8`, or an
; unknown i64), used directly, as `sext (trunc)` (`ashr exact (shl x, 32), 32`),
; or merged with -1 or 0 from a path around the first loop; the second loop
; counts up by 1 to 28 or to the first loop's limit (`==`, `<u`, `<s`) or down
; to 0, with and without wrap flags. LLVM 19 bounds the exit value by the first
; loop's trip count (the range of its induction variable). PlaceSafepoints must
; poll where opt-19 polls (issue 21).

declare i1 @found(i64)

define void @e_c28_direct_eq28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_direct_eq28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_direct_ult28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_direct_ult28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_direct_ne_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_direct_ne_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_direct_down0_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_direct_down0_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_direct_slt_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp sge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_direct_slt_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp sge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_sexttrunc_eq28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_sexttrunc_eq28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_sexttrunc_ult28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_sexttrunc_ult28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_sexttrunc_ne_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_sexttrunc_ne_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_sexttrunc_down0_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_sexttrunc_down0_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_sexttrunc_slt_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp sge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_sexttrunc_slt_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp sge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_orminus1_eq28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_orminus1_eq28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_orminus1_ult28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_orminus1_ult28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_orminus1_ne_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_orminus1_ne_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_orminus1_down0_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_orminus1_down0_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_orminus1_slt_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp sge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_c28_orminus1_slt_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, 28
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ 28, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp sge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_direct_eq28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_direct_eq28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_direct_ult28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_direct_ult28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_direct_ne_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, %z8
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_direct_ne_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, %z8
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_direct_down0_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_direct_down0_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_direct_slt_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp sge i64 %j1, %z8
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_direct_slt_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp sge i64 %j1, %z8
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_sexttrunc_eq28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_sexttrunc_eq28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_sexttrunc_ult28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_sexttrunc_ult28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_sexttrunc_ne_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, %z8
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_sexttrunc_ne_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, %z8
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_sexttrunc_down0_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_sexttrunc_down0_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_sexttrunc_slt_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp sge i64 %j1, %z8
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_sexttrunc_slt_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp sge i64 %j1, %z8
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_orminus1_eq28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_orminus1_eq28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_orminus1_ult28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_orminus1_ult28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_orminus1_ne_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, %z8
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_orminus1_ne_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, %z8
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_orminus1_down0_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_orminus1_down0_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_orminus1_slt_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp sge i64 %j1, %z8
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_z8_orminus1_slt_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %z8
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %z8, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp sge i64 %j1, %z8
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_direct_eq28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_direct_eq28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_direct_ult28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_direct_ult28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_direct_ne_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, %ld
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_direct_ne_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, %ld
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_direct_down0_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_direct_down0_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_direct_slt_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp sge i64 %j1, %ld
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_direct_slt_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp sge i64 %j1, %ld
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_sexttrunc_eq28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_sexttrunc_eq28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_sexttrunc_ult28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_sexttrunc_ult28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_sexttrunc_ne_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, %ld
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_sexttrunc_ne_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, %ld
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_sexttrunc_down0_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_sexttrunc_down0_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_sexttrunc_slt_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp sge i64 %j1, %ld
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_sexttrunc_slt_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  %sh = shl i64 %x, 32
  %xs = ashr exact i64 %sh, 32
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %xs, %done ], [ 0, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp sge i64 %j1, %ld
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_orminus1_eq28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_orminus1_eq28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_orminus1_ult28_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_orminus1_ult28_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp uge i64 %j1, 28
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_orminus1_ne_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp eq i64 %j1, %ld
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_orminus1_ne_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp eq i64 %j1, %ld
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_orminus1_down0_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_orminus1_down0_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, -1
  %e2 = icmp eq i64 %j, 0
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_orminus1_slt_lim_nuwnsw(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add nuw nsw i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add nuw nsw i64 %j, 1
  %e2 = icmp sge i64 %j1, %ld
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}

define void @e_ld_orminus1_slt_lim_none(ptr %p, ptr %q, i1 %k) {
entry:
  %b = load i8, ptr %p
  %z8 = zext i8 %b to i64
  %ld = load i64, ptr %q
  br i1 %k, label %skip, label %l1
l1:
  %i = phi i64 [ 0, %entry ], [ %i1, %l1.latch ]
  %c = call i1 @found(i64 %i)
  br i1 %c, label %done, label %l1.latch
l1.latch:
  %i1 = add  i64 %i, 1
  %e1 = icmp eq i64 %i1, %ld
  br i1 %e1, label %done, label %l1
done:
  %x = phi i64 [ %ld, %l1.latch ], [ %i, %l1 ]
  br label %l2pre
skip:
  br label %l2pre
l2pre:
  %s = phi i64 [ %x, %done ], [ -1, %skip ]
  br label %l2
l2:
  %j = phi i64 [ %s, %l2pre ], [ %j1, %l2 ]
  %j1 = add  i64 %j, 1
  %e2 = icmp sge i64 %j1, %ld
  store volatile i64 %j, ptr %q
  br i1 %e2, label %out, label %l2
out:
  ret void
}
