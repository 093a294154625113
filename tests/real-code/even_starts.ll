; Induction variables starting at a value that is a known multiple of 2 and
; may be 0 (phis of even constants, masks, shifts), or not (odd constants,
; phis not reaching 0), stepping by -1, 1 or 2 to constant limits under
; `==`, `!=` and `<u`, with and without `nuw nsw`. LLVM 19's ScalarEvolution reads the range of
; `limit - start` for the first kind as nearly the whole type, so it polls
; where the start is below the limit all the same. Generated;
; scripts/real-code-passes compares PlaceSafepoints with opt-19.

define void @phi_0_2_step1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_step1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_step1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_step1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_step1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_step1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_stepm1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_stepm1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_stepm1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_stepm1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_stepm1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_stepm1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_step2_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_step2_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_step2_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_step2_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_step2_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_step2_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_step1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_step1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_step1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_step1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_step1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_step1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_stepm1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_stepm1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_stepm1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_stepm1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_stepm1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_stepm1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_step2_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_step2_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_step2_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_step2_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_step2_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_step2_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_step1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_step1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_step1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_step1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_step1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_step1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_stepm1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_stepm1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_stepm1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_stepm1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_stepm1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_stepm1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_step2_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_step2_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_step2_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_step2_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_step2_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_step2_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_step1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_step1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_step1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_step1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_step1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_step1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_stepm1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_stepm1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_stepm1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_stepm1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_stepm1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_stepm1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_step2_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_step2_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_step2_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_step2_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_step2_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_step2_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_step1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_step1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_step1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_step1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_step1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_step1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_stepm1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_stepm1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_stepm1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_stepm1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_stepm1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_stepm1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_step2_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_step2_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_step2_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_step2_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_step2_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_step2_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_step1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_step1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_step1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_step1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_step1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_step1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_stepm1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_stepm1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_stepm1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_stepm1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_stepm1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_stepm1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_step2_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_step2_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_step2_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_step2_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_step2_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_step2_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_step1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_step1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_step1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_step1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_step1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_step1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_stepm1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_stepm1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_stepm1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_stepm1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_stepm1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_stepm1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_step2_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_step2_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_step2_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_step2_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_step2_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_step2_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_step1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_step1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_step1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_step1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_step1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_step1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_stepm1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_stepm1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_stepm1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_stepm1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_stepm1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_stepm1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_step2_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_step2_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_step2_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_step2_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_step2_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_step2_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_step1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_step1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_step1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_step1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_step1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_step1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_stepm1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_stepm1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_stepm1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_stepm1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_stepm1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_stepm1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_step2_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_step2_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_step2_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_step2_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_step2_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_step2_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_step1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_step1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_step1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_step1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_step1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_step1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_stepm1_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_stepm1_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_stepm1_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_stepm1_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_stepm1_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_stepm1_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_step2_eq4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_step2_ne4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_step2_eq3000(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_step2_ult4(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_step2_eq0(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_step2_ne10(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}
define void @phi_0_2_step1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_step1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_step1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_step1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_step1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_step1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_stepm1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_stepm1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_stepm1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_stepm1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_stepm1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_stepm1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_step2_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_step2_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_step2_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_step2_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_0_2_step2_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_0_2_step2_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 0, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_step1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_step1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_step1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_step1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_step1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_step1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_stepm1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_stepm1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_stepm1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_stepm1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_stepm1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_stepm1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_step2_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_step2_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_step2_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_step2_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_2_4_step2_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_2_4_step2_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 2, %entry ], [ 4, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_step1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_step1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_step1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_step1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_step1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_step1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_stepm1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_stepm1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_stepm1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_stepm1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_stepm1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_stepm1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_step2_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_step2_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_step2_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_step2_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_2_step2_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_2_step2_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 2, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_step1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_step1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_step1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_step1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_step1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_step1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_stepm1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_stepm1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_stepm1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_stepm1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_stepm1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_stepm1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_step2_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_step2_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_step2_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_step2_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_1_3_step2_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_1_3_step2_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 1, %entry ], [ 3, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_step1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_step1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_step1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_step1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_step1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_step1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_stepm1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_stepm1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_stepm1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_stepm1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_stepm1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_stepm1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_step2_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_step2_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_step2_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_step2_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @phi_4_8_step2_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @phi_4_8_step2_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %a = and i8 %x, 8
  %c = icmp eq i8 %a, 0
  br i1 %c, label %mid, label %pre
mid:
  br label %pre
pre:
  %s = phi i64 [ 4, %entry ], [ 8, %mid ]
  br label %loop
loop:
  %i = phi i64 [ %s, %pre ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_step1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_step1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_step1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_step1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_step1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_step1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_stepm1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_stepm1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_stepm1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_stepm1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_stepm1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_stepm1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_step2_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_step2_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_step2_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_step2_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask6_step2_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask6_step2_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 6
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_step1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_step1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_step1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_step1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_step1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_step1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_stepm1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_stepm1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_stepm1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_stepm1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_stepm1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_stepm1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_step2_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_step2_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_step2_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_step2_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @mask7_step2_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @mask7_step2_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = and i64 %x64, 7
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_step1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_step1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_step1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_step1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_step1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_step1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_stepm1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_stepm1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_stepm1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_stepm1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_stepm1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_stepm1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_step2_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_step2_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_step2_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_step2_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl1_step2_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl1_step2_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 1
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_step1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_step1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_step1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_step1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_step1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_step1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_stepm1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_stepm1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_stepm1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_stepm1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_stepm1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_stepm1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_step2_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_step2_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_step2_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_step2_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @shl3_step2_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @shl3_step2_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = shl nuw nsw i64 %xz, 3
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_step1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_step1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_step1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_step1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_step1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_step1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_stepm1_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_stepm1_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_stepm1_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_stepm1_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_stepm1_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_stepm1_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, -1
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_step2_eq4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 4
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_step2_ne4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_step2_eq3000_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 3000
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_step2_ult4_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ult i64 %i.next, 4
  br i1 %e, label %loop, label %exit
exit:
  ret void
}

define void @zext_step2_eq0_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp eq i64 %i.next, 0
  br i1 %e, label %exit, label %loop
exit:
  ret void
}

define void @zext_step2_ne10_nuw_nsw(ptr %p, i8 %x) {
entry:
  %x64 = sext i8 %x to i64
  %xz = zext i8 %x to i64
  %s = zext i8 %x to i64
  br label %loop
loop:
  %i = phi i64 [ %s, %entry ], [ %i.next, %loop ]
  store volatile i64 %i, ptr %p
  %i.next = add nuw nsw i64 %i, 2
  %e = icmp ne i64 %i.next, 10
  br i1 %e, label %loop, label %exit
exit:
  ret void
}
