; Loops whose test reads a phi that lags one iteration behind another
; induction variable (`lag = phi [s, entry], [lead, latch]`, `lead` starting at
; `s + step`, or at `s + 2 * step`, which is no recurrence), from 0, 100, a
; `zext i32` and an unknown i64, steps 1, -1 and 2, tests `>u 0`, `!=`/`<u` a
; `zext` limit (the lag's own start among them: no backedge), `>s 0`, `!= 50`,
; with and without `nsw` (sqlite3's `sqlite3Select`). LLVM 19 reads the lagging
; phi as a recurrence of its own. PlaceSafepoints must poll where opt-19 polls
; (issue 21).

define void @g_c0_1_match_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_match_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_match_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_match_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_match_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_match_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_match_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_match_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_match_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_match_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_mismatch_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_mismatch_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_mismatch_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_mismatch_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_mismatch_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_mismatch_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_mismatch_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_mismatch_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_mismatch_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_1_mismatch_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_match_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_match_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_match_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_match_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_match_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_match_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_match_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_match_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_match_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_match_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_mismatch_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_mismatch_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_mismatch_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_mismatch_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_mismatch_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_mismatch_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_mismatch_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_mismatch_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_mismatch_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_m1_mismatch_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c0_2_match_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_match_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_match_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_match_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_match_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_match_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_match_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_match_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_match_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_match_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_mismatch_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_mismatch_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_mismatch_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_mismatch_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_mismatch_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_mismatch_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_mismatch_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_mismatch_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_mismatch_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 0, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c0_2_mismatch_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 0, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 0, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_1_match_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_match_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_match_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_match_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_match_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_match_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_match_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_match_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_match_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_match_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_mismatch_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_mismatch_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_mismatch_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_mismatch_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_mismatch_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_mismatch_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_mismatch_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_mismatch_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_mismatch_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_1_mismatch_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_match_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_match_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_match_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_match_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_match_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_match_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_match_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_match_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_match_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_match_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_mismatch_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_mismatch_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_mismatch_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_mismatch_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_mismatch_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_mismatch_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_mismatch_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_mismatch_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_mismatch_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_m1_mismatch_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_c100_2_match_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_match_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_match_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_match_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_match_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_match_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_match_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_match_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_match_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_match_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_mismatch_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_mismatch_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_mismatch_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_mismatch_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_mismatch_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_mismatch_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_mismatch_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_mismatch_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_mismatch_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 100, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_c100_2_mismatch_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 100, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ 100, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_1_match_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_match_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_match_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_match_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_match_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_match_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_match_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_match_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_match_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_match_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_mismatch_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_mismatch_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_mismatch_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_mismatch_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_mismatch_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_mismatch_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_mismatch_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_mismatch_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_mismatch_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_1_mismatch_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_match_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_match_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_match_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_match_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_match_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_match_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_match_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_match_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_match_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_match_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_mismatch_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_mismatch_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_mismatch_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_mismatch_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_mismatch_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_mismatch_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_mismatch_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_mismatch_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_mismatch_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_m1_mismatch_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_z32_2_match_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_match_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_match_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_match_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_match_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_match_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_match_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_match_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_match_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_match_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_mismatch_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_mismatch_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_mismatch_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_mismatch_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_mismatch_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_mismatch_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_mismatch_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_mismatch_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_mismatch_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %z, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_z32_2_mismatch_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %z, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %z, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_1_match_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_match_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_match_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_match_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_match_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_match_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_match_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_match_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_match_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_match_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_mismatch_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_mismatch_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_mismatch_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_mismatch_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_mismatch_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_mismatch_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_mismatch_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_mismatch_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_mismatch_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_1_mismatch_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_match_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_match_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_match_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_match_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_match_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_match_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_match_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_match_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_match_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_match_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, -1
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_mismatch_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_mismatch_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_mismatch_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_mismatch_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_mismatch_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_mismatch_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_mismatch_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_mismatch_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_mismatch_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_m1_mismatch_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, -2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, -1
  br label %h
exit:
  ret void
}

define void @g_ld_2_match_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_match_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_match_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_match_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_match_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_match_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_match_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_match_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_match_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_match_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 2
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_mismatch_ugt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_mismatch_ugt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ugt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_mismatch_ne_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_mismatch_ne_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_mismatch_ult_lim_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_mismatch_ult_lim_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ult i64 %lag, %z
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_mismatch_sgt0_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_mismatch_sgt0_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp sgt i64 %lag, 0
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_mismatch_eq50_nsw(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add nsw i64 %ld, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add nsw i64 %lead, 2
  br label %h
exit:
  ret void
}

define void @g_ld_2_mismatch_eq50_none(ptr %p, i32 %n, i64 %ld) {
entry:
  %z = zext i32 %n to i64
  %lead0 = add  i64 %ld, 4
  br label %h
h:
  %lead = phi i64 [ %lead0, %entry ], [ %lead1, %l ]
  %lag = phi i64 [ %ld, %entry ], [ %lead, %l ]
  %c = icmp ne i64 %lag, 50
  br i1 %c, label %l, label %exit
l:
  store volatile i64 %lag, ptr %p
  %lead1 = add  i64 %lead, 2
  br label %h
exit:
  ret void
}
