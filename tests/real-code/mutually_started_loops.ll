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

; Reduced from less input.c back_line: an inner loop starting at the outer loop's
; counter, a sibling inner loop starting at the same counter and feeding it back.
; Reading every nested phi as an induction variable bounded by its loop's trip
; count recursed without end here (a stack overflow found by the Debian survey
; while this was written); only the phi asked about and those of loops in no
; other loop are read so.
define i64 @back_line_reduced(i1 %0) {
  br label %2

2:                                                ; preds = %9, %1
  %3 = phi i64 [ 0, %1 ], [ %10, %9 ]
  br label %4

4:                                                ; preds = %7, %2
  %5 = phi i64 [ %3, %2 ], [ %6, %7 ]
  %6 = add i64 %5, 1
  br i1 %0, label %9, label %7

7:                                                ; preds = %4
  %8 = icmp slt i64 %5, 0
  br i1 %8, label %4, label %13

9:                                                ; preds = %9, %4
  %10 = phi i64 [ %11, %9 ], [ %3, %4 ]
  %11 = add i64 %10, 1
  %12 = icmp ugt i32 0, 0
  br i1 %12, label %9, label %2

13:                                               ; preds = %7
  ret i64 0
}
