; Loops whose exit compares an induction variable with a limit loaded again in
; every iteration (a volatile load): for each predicate, steps of +-1 and +-2,
; without and with nsw/nuw. ScalarEvolution bounds such a loop only for an
; increasing variable under `<`, or `<=` when it cannot wrap (signed, or with a
; unit step); PlaceSafepoints must poll the others as opt-19 does (issue 21).
; scripts/real-code-passes compares both tools on this file.

@limit = external global i32

define void @slt_step1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @slt_step1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @slt_step1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @slt_stepm1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @slt_stepm1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @slt_stepm1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @slt_step2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @slt_step2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @slt_step2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @slt_stepm2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @slt_stepm2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @slt_stepm2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp slt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sle_step1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sle i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sle_step1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sle i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sle_step1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sle i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sle_stepm1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sle i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sle_stepm1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sle i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sle_stepm1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sle i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sle_step2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sle i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sle_step2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sle i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sle_step2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sle i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sle_stepm2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sle i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sle_stepm2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sle i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sle_stepm2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sle i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sgt_step1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sgt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sgt_step1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sgt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sgt_step1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sgt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sgt_stepm1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sgt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sgt_stepm1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sgt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sgt_stepm1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sgt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sgt_step2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sgt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sgt_step2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sgt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sgt_step2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sgt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sgt_stepm2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sgt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sgt_stepm2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sgt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sgt_stepm2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sgt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sge_step1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sge_step1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sge_step1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sge_stepm1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sge_stepm1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sge_stepm1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sge_step2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sge_step2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sge_step2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sge_stepm2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sge_stepm2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @sge_stepm2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp sge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ult_step1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ult i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ult_step1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ult i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ult_step1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ult i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ult_stepm1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ult i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ult_stepm1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ult i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ult_stepm1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ult i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ult_step2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ult i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ult_step2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ult i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ult_step2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ult i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ult_stepm2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ult i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ult_stepm2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ult i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ult_stepm2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ult i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ule_step1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ule i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ule_step1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ule i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ule_step1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ule i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ule_stepm1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ule i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ule_stepm1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ule i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ule_stepm1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ule i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ule_step2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ule i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ule_step2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ule i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ule_step2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ule i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ule_stepm2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ule i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ule_stepm2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ule i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ule_stepm2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ule i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ugt_step1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ugt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ugt_step1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ugt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ugt_step1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ugt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ugt_stepm1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ugt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ugt_stepm1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ugt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ugt_stepm1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ugt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ugt_step2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ugt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ugt_step2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ugt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ugt_step2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ugt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ugt_stepm2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ugt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ugt_stepm2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ugt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ugt_stepm2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ugt i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @uge_step1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp uge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @uge_step1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp uge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @uge_step1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp uge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @uge_stepm1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp uge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @uge_stepm1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp uge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @uge_stepm1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp uge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @uge_step2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp uge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @uge_step2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp uge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @uge_step2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp uge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @uge_stepm2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp uge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @uge_stepm2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp uge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @uge_stepm2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp uge i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ne_step1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ne i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ne_step1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ne i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ne_step1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ne i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ne_stepm1(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ne i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ne_stepm1_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ne i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ne_stepm1_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -1
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ne i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ne_step2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ne i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ne_step2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ne i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ne_step2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, 2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ne i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ne_stepm2(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ne i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ne_stepm2_nsw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nsw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ne i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}

define void @ne_stepm2_nuw(i32 %n, ptr %p) {
entry:
  br label %loop
loop:
  %i = phi i32 [ %n, %entry ], [ %i.next, %loop ]
  store i32 %i, ptr %p, align 4
  %i.next = add nuw i32 %i, -2
  %lim = load volatile i32, ptr @limit, align 4
  %more = icmp ne i32 %i.next, %lim
  br i1 %more, label %loop, label %exit
exit:
  ret void
}
