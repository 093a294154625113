; Count-downs to a bound `ashr x, k` (and the sign-extension idiom
; `ashr exact (shl x, 32), 32`): the shift bounds the value to a signed
; 64-k bit range, which makes the trip count fit 32 bits for k >= 32.
; scripts/real-code-passes compares PlaceSafepoints with opt-19 (issue 21).

define i64 @ashr1_sgt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 1
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sgt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr1_sge(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 1
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sge i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr1_slt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 1
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp slt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr1_ugt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 1
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp ugt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr8_sgt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sgt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr8_sge(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sge i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr8_slt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp slt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr8_ugt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp ugt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr31_sgt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 31
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sgt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr31_sge(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 31
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sge i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr31_slt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 31
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp slt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr31_ugt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 31
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp ugt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr32_sgt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sgt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr32_sge(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sge i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr32_slt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp slt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr32_ugt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp ugt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr33_sgt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 33
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sgt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr33_sge(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 33
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sge i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr33_slt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 33
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp slt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr33_ugt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 33
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp ugt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr63_sgt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 63
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sgt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr63_sge(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 63
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sge i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr63_slt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 63
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp slt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @ashr63_ugt(i64 %x, ptr %a) {
entry:
  %bound = ashr i64 %x, 63
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp ugt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}

define i64 @sign_extension_idiom(i64 %x, ptr %a) {
entry:
  %hi = shl i64 %x, 32
  %bound = ashr exact i64 %hi, 32
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %i.next = add nsw i64 %i, -1
  store volatile i64 %i, ptr %a
  %more = icmp sgt i64 %i.next, %bound
  br i1 %more, label %loop, label %exit
exit:
  ret i64 %i
}
