; Nested loops whose recurrences start at each other: the outer header phi
; takes the inner loop's phi, and the inner loop starts at the outer phi (the
; shape of gawk/grep/sed `dfamust`, less `back_line`, bzip2 and sqlite3 loops).
; Reading the inner start's range asked for the outer recurrence, whose start
; asked for the inner one again: PlaceSafepoints overflowed its stack. It must
; poll where opt-19 polls (issue 21).

define i64 @count_up_from_each_other() {
entry:
  br label %outer

outer:
  %o = phi i64 [ 0, %entry ], [ %i, %inner ]
  br label %inner

inner:
  %i = phi i64 [ %i.next, %inner ], [ %o, %outer ]
  %i.next = add nsw i64 %i, 1
  %negative = icmp slt i64 %i, 0
  br i1 %negative, label %inner, label %outer
}

define i32 @count_down_from_each_other(i32 %n) {
entry:
  br label %outer

outer:
  %o = phi i32 [ %n, %entry ], [ %i.next, %inner ]
  %done = icmp eq i32 %o, 0
  br i1 %done, label %exit, label %inner

inner:
  %i = phi i32 [ %i.next, %inner ], [ %o, %outer ]
  %i.next = add nsw i32 %i, -1
  %more = icmp sgt i32 %i.next, 5
  br i1 %more, label %inner, label %outer

exit:
  ret i32 0
}
