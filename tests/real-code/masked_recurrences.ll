; Loops that stay in while the low bits of an induction variable are not all
; zero (`(iv & mask) != 0`, masks 1, 7, 31, 65535, and the non-low mask 6), alone
; or with another test (`and i1`), of i32 and i64 counters and of the addresses
; of pointers stepped by `getelementptr` of i8, i16 and i24 (`ptrtoint`), steps
; 1, -1, 2 and 3, testing the variable or its increment: alignment loops such as
; `while ((uintptr_t) p & 7) p++;`. LLVM 19 bounds an odd step by the mask (the
; low bits visit every value before repeating). PlaceSafepoints must poll where
; opt-19 polls (issue 21).

define void @m_i32_1_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 1
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 1
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 1
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 1
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 7
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 7
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 7
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 7
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 31
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 31
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 31
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 31
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 6
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 6
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 6
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 6
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 65535
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 65535
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 65535
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_1_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 65535
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 1
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 1
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 1
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 1
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 7
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 7
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 7
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 7
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 31
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 31
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 31
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 31
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 6
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 6
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 6
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 6
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 65535
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 65535
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 65535
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_m1_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i32 %next, 65535
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 1
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 1
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %next, 1
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %next, 1
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 7
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 7
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %next, 7
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %next, 7
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 31
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 31
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %next, 31
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %next, 31
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 6
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 6
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %next, 6
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %next, 6
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 65535
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 65535
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %next, 65535
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_2_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i32 %next, 65535
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 1
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 1
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %next, 1
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %next, 1
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 7
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 7
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %next, 7
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %next, 7
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 31
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 31
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %next, 31
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %next, 31
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 6
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 6
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %next, 6
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %next, 6
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 65535
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %iv, 65535
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %next, 65535
  %nz = icmp ne i32 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i32_3_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i32 [ %n32, %entry ], [ %next, %loop ]
  %next = add i32 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i32 %next, 65535
  %nz = icmp ne i32 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_1_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_m1_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, -1
  store volatile i8 0, ptr %p
  %a = and i64 %next, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %next, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %next, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %next, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %next, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %next, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %next, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %next, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %next, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %next, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_2_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 2
  store volatile i8 0, ptr %p
  %a = and i64 %next, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %next, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %next, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %next, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %next, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %next, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %next, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %next, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %next, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %iv, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %next, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_i64_3_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi i64 [ %n, %entry ], [ %next, %loop ]
  %next = add i64 %iv, 3
  store volatile i8 0, ptr %p
  %a = and i64 %next, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_1_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_m1_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_2_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr8_3_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i8, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_1_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_m1_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_2_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr16_3_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i16, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_1_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_m1_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 -1
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_2_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 2
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_1_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_1_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_1_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_1_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 1
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_7_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_7_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_7_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_7_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 7
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_31_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_31_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_31_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_31_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 31
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_6_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_6_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_6_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_6_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 6
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_65535_phi_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_65535_phi_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %iv to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_65535_inc_alone(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  br i1 %nz, label %loop, label %out
out:
  ret void
}

define void @m_ptr24_3_65535_inc_and(ptr %p, i64 %n, i32 %n32) {
entry:
  br label %loop
loop:
  %iv = phi ptr [ %p, %entry ], [ %next, %loop ]
  %next = getelementptr inbounds i24, ptr %iv, i64 3
  %x = ptrtoint ptr %next to i64
  store volatile i8 0, ptr %p
  %a = and i64 %x, 65535
  %nz = icmp ne i64 %a, 0
  %v = load volatile i8, ptr %p
  %more = icmp ne i8 %v, 0
  %c = and i1 %more, %nz
  br i1 %c, label %loop, label %out
out:
  ret void
}
