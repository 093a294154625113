; Count-downs from `zext n` behind an entry guard `n > g`: LLVM 19 reads the
; start's range without the guard for `>` and `>=` exits (howManyGreaterThans),
; except the unsigned `> 0` and `>= 1` it reads as `!= 0`. PlaceSafepoints must
; poll where opt-19 polls (issue 21); scripts/real-code-passes compares them.

define void @ugt1_guard1(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 1
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp ugt i64 %dec, 1
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @ugt1_guard5(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 5
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp ugt i64 %dec, 1
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @ugt0_guard1(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 1
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp ugt i64 %dec, 0
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @ugt0_guard5(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 5
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp ugt i64 %dec, 0
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @ugt3_guard1(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 1
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp ugt i64 %dec, 3
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @ugt3_guard5(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 5
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp ugt i64 %dec, 3
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @uge1_guard1(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 1
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp uge i64 %dec, 1
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @uge1_guard5(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 5
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp uge i64 %dec, 1
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @uge2_guard1(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 1
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp uge i64 %dec, 2
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @uge2_guard5(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 5
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp uge i64 %dec, 2
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @sgt3_guard1(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 1
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp sgt i64 %dec, 3
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @sgt3_guard5(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 5
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp sgt i64 %dec, 3
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @sge3_guard1(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 1
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp sge i64 %dec, 3
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @sge3_guard5(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 5
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp sge i64 %dec, 3
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @ne1_guard1(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 1
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp ne i64 %dec, 1
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}

define void @ne1_guard5(i32 %n, ptr %p) {
entry:
  %c = icmp sgt i32 %n, 5
  br i1 %c, label %pre, label %exit
pre:
  %z = zext nneg i32 %n to i64
  br label %loop
loop:
  %iv = phi i64 [ %z, %pre ], [ %dec, %loop ]
  %dec = add nsw i64 %iv, -1
  store volatile i64 %dec, ptr %p, align 8
  %cont = icmp ne i64 %dec, 1
  br i1 %cont, label %loop, label %exit
exit:
  ret void
}
