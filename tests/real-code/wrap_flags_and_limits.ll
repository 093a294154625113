; Exit tests of an induction variable against a limit that may be the end
; of its domain (`%n`, a sign extension `%x`), a narrow one (`%z`), or a
; constant, for every predicate, wrap flag, start and step of +-1 and +-2, in
; loops with a plain and with a volatile store. A volatile store may not
; return, so ScalarEvolution does not trust the increment's wrap flags there
; (isAddRecNeverPoison), `x <= L` may hold forever when L may be the largest
; value, tests true on one value are equalities, and constant starts are
; counted exactly (getNumIterationsInRange). Generated (a sample of 6,400
; shapes, those where our polls equal opt-19's; the others are where ours
; polls more, listed in docs/conformance.md).
; scripts/real-code-passes compares PlaceSafepoints with opt-19.

define void @sle_nuw_nsw_starts_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_starts_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_starts_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start0_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start0_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start100_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp sle i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start100_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_startm5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sle i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_starts_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_starts_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_start0_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ule i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_start0_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_start100_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ule i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_start100_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_startm5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_startm5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_startm5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ule i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_start5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_start5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_starts_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_starts_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start0_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start0_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start100_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start100_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start100_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp sge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_startm5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_startm5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_starts_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_starts_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_starts_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_starts_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start0_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp uge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start0_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start0_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp uge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start0_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start100_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start100_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp uge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start100_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_startm5_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_startm5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_startm5_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_startm5_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start5_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start5_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_starts_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_starts_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_start0_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sgt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_start100_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp sgt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_startm5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sgt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_start5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_start5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_starts_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_starts_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_starts_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start0_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start0_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start100_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start100_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start100_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start100_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_startm5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_startm5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_startm5_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_startm5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_startm5_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start5_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_nsw_starts_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_nsw_start0_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp slt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_nsw_start100_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_nsw_start100_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp slt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_nsw_startm5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_nsw_start5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_starts_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_starts_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_starts_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start0_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start0_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start0_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start0_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ult i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start0_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start100_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start100_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start100_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start100_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_startm5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_startm5_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start5_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start5_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start5_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_starts_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_starts_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_starts_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start0_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start0_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start100_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp sle i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start100_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_startm5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sle i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_startm5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_starts_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_starts_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_start0_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ule i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_start0_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_start100_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ule i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_start100_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_startm5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_startm5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_startm5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ule i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_start5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_start5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_starts_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_starts_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start0_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start0_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start100_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start100_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start100_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp sge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_startm5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_startm5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_starts_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_starts_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_starts_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start0_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp uge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start0_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start0_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start0_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp uge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start100_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start100_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start100_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp uge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start100_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_startm5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_startm5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_startm5_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_startm5_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start5_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_starts_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_starts_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_start0_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sgt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_start100_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp sgt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_startm5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sgt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_start5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_start5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_starts_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_starts_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_starts_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start0_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start0_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start0_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start100_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start100_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start100_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_startm5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_startm5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_startm5_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_startm5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start5_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start5_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start5_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nsw_starts_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nsw_start0_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp slt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nsw_start100_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nsw_start100_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp slt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nsw_startm5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nsw_start5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_starts_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_starts_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_starts_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_starts_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start0_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start0_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start0_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start0_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ult i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start0_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start100_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start100_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start100_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_startm5_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_startm5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_startm5_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_startm5_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start5_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start5_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_starts_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_starts_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_starts_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start0_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start0_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sle i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start100_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp sle i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start100_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_startm5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sle i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_starts_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_starts_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_start0_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ule i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_start0_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_start100_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ule i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_start100_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_startm5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_startm5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_startm5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ule i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_start5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_start5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_starts_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_starts_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start0_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start0_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start100_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start100_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start100_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp sge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_startm5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_startm5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_starts_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_starts_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start0_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp uge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start0_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start0_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start0_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp uge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start0_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start100_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start100_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp uge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start100_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start100_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_startm5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_startm5_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start5_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start5_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start5_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_starts_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_starts_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_start0_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sgt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_start100_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp sgt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_startm5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sgt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_start5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_start5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_starts_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_starts_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_starts_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_starts_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start0_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start0_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start0_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start0_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start100_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start100_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start100_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_startm5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ugt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_startm5_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_startm5_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_startm5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ugt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_startm5_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start5_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start5_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_starts_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_start0_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp slt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_start100_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_start100_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp slt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_startm5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp slt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_start5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_starts_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_starts_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_starts_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start0_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start0_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start0_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start0_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ult i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start100_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start100_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start100_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start100_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_startm5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_startm5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_startm5_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_startm5_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start5_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_starts_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_starts_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_starts_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start0_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start0_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sle i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start100_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp sle i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start100_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_startm5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sle i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_startm5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_starts_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_starts_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_start0_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ule i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_start0_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_start100_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ule i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_start100_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_startm5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_startm5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_startm5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ule i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_start5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_start5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_starts_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_starts_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start0_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start0_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start100_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start100_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start100_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp sge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_startm5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_startm5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start5_step1_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_starts_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_starts_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_starts_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_starts_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start0_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp uge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start0_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start0_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp uge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start0_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start100_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start100_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp uge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start100_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_startm5_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_startm5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_startm5_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_startm5_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start5_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start5_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_starts_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_starts_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_start0_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sgt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_start100_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp sgt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_startm5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sgt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_start5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_start5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_starts_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_starts_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_starts_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start0_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start0_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start100_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start100_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start100_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start100_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_startm5_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ugt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_startm5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_startm5_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_startm5_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ugt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_startm5_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start5_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_none_starts_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_none_start0_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp slt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_none_start100_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_none_start100_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp slt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_none_startm5_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp slt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_none_start5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_starts_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_starts_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_starts_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start0_stepm2_limn_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start0_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start0_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start0_step2_limz_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ult i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start0_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start100_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start100_step1_limx_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ult i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start100_step1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start100_step2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_startm5_stepm1_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_startm5_step1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start5_stepm2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start5_stepm2_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start5_stepm1_lim1_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start5_step2_lim0_volatile(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store volatile i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_starts_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_starts_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_starts_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start0_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start0_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start100_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp sle i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start100_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_startm5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sle i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_startm5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_nsw_start5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_starts_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_starts_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_start0_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ule i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_start0_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_start100_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ule i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_start100_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_startm5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_startm5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_startm5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ule i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_start5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_nsw_start5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_starts_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_starts_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start0_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start0_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start100_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start100_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start100_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp sge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_startm5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_startm5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_nsw_start5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_starts_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start0_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start0_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start0_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp uge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start100_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start100_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start100_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp uge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start100_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_startm5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_startm5_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_nsw_start5_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_starts_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_starts_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_start0_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp sgt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_start100_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp sgt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_startm5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sgt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_start5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_nsw_start5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_starts_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_starts_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_starts_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start0_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start0_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start0_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start100_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start100_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start100_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_startm5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_startm5_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_startm5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start5_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_nsw_start5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_nsw_starts_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_nsw_start0_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp slt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_nsw_start100_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_nsw_start100_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp slt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_nsw_startm5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_nsw_start5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_starts_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_starts_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_starts_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_starts_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start0_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start0_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start0_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start0_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ult i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start0_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start100_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start100_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start100_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_startm5_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_startm5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_startm5_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_startm5_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start5_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_nsw_start5_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_starts_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_starts_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_starts_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start0_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start0_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start100_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp sle i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start100_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_startm5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sle i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_startm5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nsw_start5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_starts_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_starts_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_start0_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ule i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_start0_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_start100_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ule i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_start100_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_startm5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_startm5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_startm5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ule i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_start5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nsw_start5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_starts_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_starts_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start0_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start0_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start100_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start100_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start100_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp sge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_startm5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_startm5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nsw_start5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_starts_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start0_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp uge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start0_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start0_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start0_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp uge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start0_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start100_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start100_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp uge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start100_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start100_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_startm5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_startm5_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start5_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start5_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nsw_start5_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_starts_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_starts_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_start0_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp sgt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_start100_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp sgt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_startm5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sgt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_start5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nsw_start5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_starts_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_starts_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start0_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start0_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start0_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start0_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start100_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start100_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start100_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_startm5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_startm5_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_startm5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start5_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nsw_start5_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nsw_starts_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nsw_start0_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp slt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nsw_start100_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nsw_start100_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp slt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nsw_startm5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp slt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nsw_start5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_starts_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_starts_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_starts_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start0_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start0_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start0_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start0_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ult i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start100_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start100_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start100_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ult i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start100_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_startm5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_startm5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_startm5_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_startm5_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nsw_start5_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nsw i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_starts_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_starts_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_starts_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start0_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start0_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sle i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start100_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp sle i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start100_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_startm5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sle i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_nuw_start5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_starts_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_starts_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_start0_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ule i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_start0_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_start100_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ule i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_start100_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_startm5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_startm5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_startm5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ule i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_start5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_nuw_start5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_starts_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_starts_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start0_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start0_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start100_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start100_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start100_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp sge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_startm5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_startm5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_nuw_start5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_starts_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_starts_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_starts_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start0_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start0_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp uge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start0_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start100_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start100_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp uge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start100_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_startm5_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_startm5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_startm5_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_startm5_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_nuw_start5_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_starts_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_starts_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_start0_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp sgt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_start100_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp sgt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_startm5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sgt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_start5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_nuw_start5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_starts_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_starts_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_starts_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start0_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start0_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start100_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start100_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start100_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start100_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_startm5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_startm5_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_startm5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ugt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_startm5_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_nuw_start5_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_starts_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_start0_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp slt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_start100_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_start100_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp slt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_startm5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp slt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_nuw_start5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_starts_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_starts_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_starts_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start0_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start0_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start0_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start0_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ult i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start0_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start100_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start100_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start100_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start100_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_startm5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_startm5_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start5_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start5_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_nuw_start5_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add nuw i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_starts_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_starts_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_starts_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start0_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start0_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sle i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start100_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp sle i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start100_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_startm5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sle i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_startm5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sle i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sle_none_start5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp sle i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_starts_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_starts_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_start0_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ule i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_start0_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_start100_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ule i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_start100_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_startm5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_startm5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_startm5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ule i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_start5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ule_none_start5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ule i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_starts_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_starts_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start0_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start0_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start100_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start100_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start100_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp sge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_startm5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_startm5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp sge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sge_none_start5_step1_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_starts_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_starts_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_starts_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start0_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp uge i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start0_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start0_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start0_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp uge i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start100_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start100_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start100_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp uge i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start100_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_startm5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_startm5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_startm5_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_startm5_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp uge i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @uge_none_start5_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp uge i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_starts_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_starts_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_start0_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp sgt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_start100_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp sgt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_startm5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sgt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_start5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp sgt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @sgt_none_start5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp sgt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_starts_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_starts_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_starts_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start0_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start0_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start0_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start100_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start100_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start100_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_startm5_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ugt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_startm5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_startm5_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_startm5_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ugt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start5_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start5_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ugt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ugt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ugt_none_start5_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ugt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_none_starts_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_none_start0_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp slt i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_none_start100_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp slt i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_none_start100_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp slt i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_none_startm5_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp slt i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @slt_none_start5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp slt i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_starts_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_starts_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_starts_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_starts_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ %s, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start0_stepm2_limn_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ult i32 %i.next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start0_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start0_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start0_step2_limz_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ult i32 %i.next, %z
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start0_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start100_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start100_step1_limx_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ult i32 %i.next, %x
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start100_step1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 100, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_startm5_stepm2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_startm5_stepm1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_startm5_stepm1_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -1
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_startm5_step2_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ -5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start5_stepm2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, -2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start5_step1_lim0_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 1
  %c = icmp ult i32 %i.next, 0
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @ult_none_start5_step2_lim1_plain(ptr %p, i32 %n, i32 %s, i16 %w) {
entry:
  %z = zext i16 %w to i32
  %x = sext i16 %w to i32
  br label %loop
loop:
  %i = phi i32 [ 5, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p
  %i.next = add  i32 %i, 2
  %c = icmp ult i32 %i.next, 1
  br i1 %c, label %loop, label %exit
exit:
  ret void
}
