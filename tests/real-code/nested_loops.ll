; Nested counted loops: an outer loop from 0 to n (loaded, 100, a zero
; extension), an inner loop from 0, i or i + 1 to n, i, 50 or a loaded m,
; with `<u`, `<s` and `!=` tests and each wrap flag on the inner step.
; LLVM 19 folds the inner step into the start when the start is the outer
; loop's recurrence, and keeps no `nsw` on it, so an inner `<s` loop from
; `i + 1` gets a huge constant maximum and is polled. PlaceSafepoints must poll
; where opt-19 polls (issue 21). Left out: inner loops behind guards that
; contradict the outer recurrence (`i + 1 <u i` with `nuw`), which never run
; and which LLVM polls, and `!=` inner loops up to i behind `0 <u i`, which
; LLVM counts and we poll.

define i32 @n_i32_ld_0_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_n_ult_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_n_slt_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_n_ne_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_i_ult_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_i_slt_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_i_ne_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_c50_ult_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_c50_slt_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_c50_ne_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_m_ult_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_m_slt_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_0_m_ne_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_n_ult_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_n_slt_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_n_ne_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_i_ult_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_i_slt_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_i_ne_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_c50_ult_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_c50_slt_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_c50_ne_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_m_ult_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_m_slt_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i_m_ne_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_n_ult_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_n_slt_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_n_ne_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_i_ult_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_i_slt_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_i_ne_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_c50_ult_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_c50_slt_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_c50_ne_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_m_ult_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_m_slt_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_ld_i1_m_ne_(ptr %p, ptr %q) {
entry:
  %n = load i32, ptr %p
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_n_ult_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_n_slt_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_n_ne_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_i_ult_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_i_slt_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_i_ne_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_c50_ult_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_c50_slt_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_c50_ne_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_m_ult_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_m_slt_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_0_m_ne_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_n_ult_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_n_slt_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_n_ne_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_i_ult_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_i_slt_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_i_ne_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_c50_ult_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_c50_slt_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_c50_ne_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_m_ult_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_m_slt_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i_m_ne_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_n_ult_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_n_slt_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_n_ne_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_i_ult_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_i_slt_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_i_ne_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_c50_ult_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_c50_slt_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_c50_ne_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_m_ult_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_m_slt_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_c100_i1_m_ne_(ptr %p, ptr %q) {
entry:
  %n = add i32 0, 100
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_n_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_n_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_n_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_i_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_i_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_i_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_c50_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_c50_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_c50_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_m_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_m_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_0_m_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_n_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_n_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_n_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_i_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_i_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_i_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_c50_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_c50_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_c50_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_m_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_m_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i_m_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_n_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_n_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_n_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_i_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_i_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_i_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_c50_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_c50_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_c50_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_m_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ult i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_m_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp slt i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp slt i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i32_zext8_i1_m_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i32
  %m = load i32, ptr %q
  %g = icmp sgt i32 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i32 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i32 %i, 1
  %gi = icmp ult i32 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i32 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i32 %j, 1
  %ej = icmp ne i32 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i32 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_n_ult_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_n_slt_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_n_ne_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_i_ult_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_i_slt_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_i_ne_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_c50_ult_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_c50_slt_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_c50_ne_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_m_ult_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_m_slt_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_0_m_ne_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_n_ult_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_n_slt_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_n_ne_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_i_ne_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_c50_ult_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_c50_slt_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_c50_ne_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_m_ult_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_m_slt_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i_m_ne_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_n_ult_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_n_slt_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_n_ne_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_i_ult_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_i_slt_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_i_ne_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_c50_ult_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_c50_slt_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_c50_ne_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_m_ult_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_m_slt_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_ld_i1_m_ne_(ptr %p, ptr %q) {
entry:
  %n = load i64, ptr %p
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_n_ult_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_n_slt_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_n_ne_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_i_ult_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_i_slt_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_c50_ult_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_c50_slt_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_c50_ne_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_m_ult_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_m_slt_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_0_m_ne_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_n_ult_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_n_slt_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_n_ne_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_i_ult_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_i_slt_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_i_ne_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_c50_ult_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_c50_slt_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_c50_ne_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_m_ult_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_m_slt_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i_m_ne_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_n_ult_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_n_slt_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_n_ne_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_i_ne_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_c50_ult_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_c50_slt_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_c50_ne_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_m_ult_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_m_slt_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_c100_i1_m_ne_(ptr %p, ptr %q) {
entry:
  %n = add i64 0, 100
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_n_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_n_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_n_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_i_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_i_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_c50_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_c50_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_c50_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_m_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_m_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_0_m_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 0, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ 0, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_n_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_n_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_n_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_i_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_i_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_i_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_i_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_i_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_i_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_i_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_c50_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_c50_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_c50_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_m_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_m_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i_m_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_n_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_n_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_n_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_n_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_n_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_n_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_n_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_n_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_n_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %n
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %n
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_i_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_i_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_i_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %i
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %i
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_c50_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_c50_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_c50_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_c50_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_c50_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_c50_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_c50_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_c50_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_c50_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, 50
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, 50
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_m_ult_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_m_ult_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_m_ult_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ult i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_m_slt_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_m_slt_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_m_slt_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp slt i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp slt i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_m_ne_nuwnsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nuw nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_m_ne_nsw(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add nsw i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}

define i32 @n_i64_zext8_i1_m_ne_(ptr %p, ptr %q) {
entry:
  %t = load i8, ptr %p
  %n = zext i8 %t to i64
  %m = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %outer, label %out
out:
  ret i32 0
outer:
  %i = phi i64 [ 0, %entry ], [ %i1, %outer.latch ]
  %i1 = add nuw nsw i64 %i, 1
  %gi = icmp ult i64 %i1, %m
  br i1 %gi, label %inner, label %outer.latch
inner:
  %j = phi i64 [ %i1, %outer ], [ %j1, %inner ]
  %j1 = add  i64 %j, 1
  %ej = icmp ne i64 %j1, %m
  br i1 %ej, label %inner, label %outer.latch
outer.latch:
  %ei = icmp slt i64 %i1, %n
  br i1 %ei, label %outer, label %out
}
