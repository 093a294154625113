; Pointer loops from a base to `getelementptr inbounds T, ptr %base, i64 %n`
; (n loaded, a zero or sign extension, a mask, a shift, the constant 100 as an
; `add`), behind no guard or a guard on n, stepping 1, 4 (inbounds or nuw), 8
; (no flags) or -4 bytes, with `!=`, `==`, `<u`, `<=u` exits; and loops with a
; counted exit and a data-dependent one. LLVM 19 counts a `<u` test of an
; increasing pointer exactly when the limit is a constant number of bytes away
; (it subtracts the two addresses). PlaceSafepoints must poll where opt-19
; polls (issue 21). Left out: `p_c100_none_s1inbounds_ule`, where opt-19 counts
; the `<=u` test of the unit step without a guard but not with one; we poll.

define i32 @p_ld64_none_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_none_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_none_s8_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s8_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s8_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s8_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_none_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_none_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_none_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_ne0_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_ne0_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_ne0_s8_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s8_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s8_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s8_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_ne0_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_ne0_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ne0_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_sgt0_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_sgt0_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_sgt0_s8_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s8_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s8_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s8_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_sgt0_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_sgt0_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_sgt0_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_ult1000_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_ult1000_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_ult1000_s8_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s8_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s8_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s8_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_ult1000_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_ld64_ult1000_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_ld64_ult1000_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_none_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_none_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_none_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_none_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_none_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_none_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_ne0_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_ne0_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_ne0_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_ne0_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_ne0_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ne0_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_sgt0_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_sgt0_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_sgt0_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_sgt0_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_sgt0_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_sgt0_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_ult1000_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_ult1000_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_ult1000_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_ult1000_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_zext32_ult1000_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_zext32_ult1000_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_none_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_none_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_none_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_none_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_none_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_none_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_ne0_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_ne0_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_ne0_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_ne0_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_ne0_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ne0_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_sgt0_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_sgt0_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_sgt0_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_sgt0_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_sgt0_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_sgt0_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_ult1000_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_ult1000_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_ult1000_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_ult1000_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_sext32_ult1000_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_sext32_ult1000_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_and_none_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_none_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_none_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_none_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_none_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_and_none_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_and_ne0_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_ne0_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_ne0_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_ne0_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_ne0_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ne0_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_and_sgt0_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_sgt0_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_sgt0_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_sgt0_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_sgt0_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_and_sgt0_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_and_ult1000_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_ult1000_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_ult1000_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_ult1000_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_and_ult1000_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_and_ult1000_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_none_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_none_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_none_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_none_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_none_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_none_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_ne0_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_ne0_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_ne0_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_ne0_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_ne0_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ne0_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_sgt0_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_sgt0_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_sgt0_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_sgt0_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_sgt0_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_sgt0_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_ult1000_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_ult1000_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_ult1000_s8_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s8_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s8_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s8_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_ult1000_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_shl_ult1000_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_shl_ult1000_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_none_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_none_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_none_s8_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s8_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s8_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s8_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_none_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_none_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_none_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  br label %loop
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_ne0_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_ne0_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_ne0_s8_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s8_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s8_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s8_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_ne0_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_ne0_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ne0_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_sgt0_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_sgt0_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_sgt0_s8_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s8_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s8_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s8_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_sgt0_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_sgt0_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_sgt0_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_ult1000_s1inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s1inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s1inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s1inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i8, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 1
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_ult1000_s4inbounds_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s4inbounds_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s4inbounds_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s4inbounds_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_ult1000_s8_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s8_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s8_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s8_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i64, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr  i8, ptr %p, i64 8
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_ult1000_s4nuw_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ne ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s4nuw_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ult ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s4nuw_ule(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp ule ptr %pn, %end
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s4nuw_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %base, %entry ]
  %pn = getelementptr nuw i8, ptr %p, i64 4
  %e = icmp eq ptr %pn, %end
  br i1 %e, label %out, label %loop
}

define i32 @p_c100_ult1000_s4ninbounds_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ne ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s4ninbounds_ugt(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp ugt ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s4ninbounds_uge(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp uge ptr %pn, %base
  br i1 %e, label %loop, label %out
}

define i32 @p_c100_ult1000_s4ninbounds_eq(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %end = getelementptr inbounds i32, ptr %base, i64 %n
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %p = phi ptr [ %pn, %loop ], [ %end, %entry ]
  %pn = getelementptr inbounds i8, ptr %p, i64 -4
  %e = icmp eq ptr %pn, %base
  br i1 %e, label %out, label %loop
}

define i32 @m_ld64_none_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_ld64_none_slt(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_ld64_none_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_ld64_ne0_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_ld64_ne0_slt(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_ld64_ne0_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_ld64_sgt0_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_ld64_sgt0_slt(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_ld64_sgt0_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_ld64_ult1000_ult(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_ld64_ult1000_slt(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_ld64_ult1000_ne(ptr %base, ptr %q) {
entry:
  %n = load i64, ptr %q
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_zext32_none_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_zext32_none_slt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_zext32_none_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_zext32_ne0_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_zext32_ne0_slt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_zext32_ne0_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_zext32_sgt0_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_zext32_sgt0_slt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_zext32_sgt0_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_zext32_ult1000_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_zext32_ult1000_slt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_zext32_ult1000_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = zext i32 %t to i64
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_sext32_none_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_sext32_none_slt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_sext32_none_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_sext32_ne0_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_sext32_ne0_slt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_sext32_ne0_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_sext32_sgt0_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_sext32_sgt0_slt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_sext32_sgt0_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_sext32_ult1000_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_sext32_ult1000_slt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_sext32_ult1000_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %n = sext i32 %t to i64
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_and_none_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_and_none_slt(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_and_none_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_and_ne0_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_and_ne0_slt(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_and_ne0_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_and_sgt0_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_and_sgt0_slt(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_and_sgt0_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_and_ult1000_ult(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_and_ult1000_slt(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_and_ult1000_ne(ptr %base, ptr %q) {
entry:
  %t = load i64, ptr %q
  %n = and i64 %t, 65535
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_shl_none_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_shl_none_slt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_shl_none_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_shl_ne0_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_shl_ne0_slt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_shl_ne0_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_shl_sgt0_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_shl_sgt0_slt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_shl_sgt0_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_shl_ult1000_ult(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_shl_ult1000_slt(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_shl_ult1000_ne(ptr %base, ptr %q) {
entry:
  %t = load i32, ptr %q
  %tz = zext i32 %t to i64
  %n = shl nuw nsw i64 %tz, 2
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_c100_none_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_c100_none_slt(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_c100_none_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  br label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_c100_ne0_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_c100_ne0_slt(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_c100_ne0_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %g = icmp ne i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_c100_sgt0_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_c100_sgt0_slt(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_c100_sgt0_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %g = icmp sgt i64 %n, 0
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_c100_ult1000_ult(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ult i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_c100_ult1000_slt(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp slt i64 %in, %n
  br i1 %e, label %loop, label %out
}

define i32 @m_c100_ult1000_ne(ptr %base, ptr %q) {
entry:
  %n = add i64 0, 100
  %g = icmp ult i64 %n, 1000
  br i1 %g, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %in, %latch ], [ 0, %entry ]
  %a = getelementptr inbounds i32, ptr %base, i64 %i
  %v = load i32, ptr %a
  %z = icmp eq i32 %v, 0
  br i1 %z, label %out, label %latch
latch:
  %in = add nuw nsw i64 %i, 1
  %e = icmp ne i64 %in, %n
  br i1 %e, label %loop, label %out
}
