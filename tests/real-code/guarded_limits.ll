; Loops counting to a limit x behind entry guards on x (the range check idiom
; `x + c <u k`, `x <u k`, `x <=u k`, `x != 0`, `x >s k`), x an opaque value, a
; zero or sign extension, a mask, `and`/`or` of opaque values or umin: LLVM 19
; narrows x by the guards for `==`/`!=` exits (howFarToZero applies loop guards)
; but not for `<` exits (howManyLessThans bounds the count by the ranges of start
; and limit alone), so a loaded limit guarded below 300 is still polled.
; PlaceSafepoints must poll where opt-19 polls (issue 21). Sign extensions
; guarded by `x >s 5` with `==`/`!=` exits are in signed_guards.ll.

declare i64 @llvm.umin.i64(i64, i64)

define i32 @g_andv_idiom_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andv_idiom_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andv_idiom_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andv_ult_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andv_ult_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andv_ult_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andv_ule_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andv_ule_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andv_ule_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andv_ne0_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andv_ne0_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andv_ne0_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andv_sgt_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andv_sgt_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andv_sgt_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andv_idiom2_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andv_idiom2_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andv_idiom2_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, %a
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andc_idiom_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andc_idiom_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andc_idiom_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andc_ult_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andc_ult_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andc_ult_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andc_ule_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andc_ule_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andc_ule_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andc_ne0_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andc_ne0_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andc_ne0_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andc_sgt_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andc_sgt_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andc_sgt_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andc_idiom2_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andc_idiom2_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andc_idiom2_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_orv_idiom_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_orv_idiom_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_orv_idiom_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_orv_ult_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_orv_ult_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_orv_ult_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_orv_ule_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_orv_ule_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_orv_ule_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_orv_ne0_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_orv_ne0_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_orv_ne0_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_orv_sgt_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_orv_sgt_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_orv_sgt_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_orv_idiom2_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_orv_idiom2_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_orv_idiom2_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = or i64 %t, %a
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_load_idiom_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_load_idiom_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_load_idiom_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_load_ult_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_load_ult_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_load_ult_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_load_ule_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_load_ule_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_load_ule_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_load_ne0_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_load_ne0_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_load_ne0_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_load_sgt_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_load_sgt_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_load_sgt_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_load_idiom2_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_load_idiom2_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_load_idiom2_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_zext_idiom_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_zext_idiom_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_zext_idiom_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_zext_ult_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_zext_ult_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_zext_ult_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_zext_ule_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_zext_ule_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_zext_ule_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_zext_ne0_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_zext_ne0_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_zext_ne0_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_zext_sgt_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_zext_sgt_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_zext_sgt_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_zext_idiom2_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_zext_idiom2_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_zext_idiom2_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_sext_idiom_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_sext_idiom_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_sext_idiom_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_sext_ult_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_sext_ult_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_sext_ult_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_sext_ule_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_sext_ule_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_sext_ule_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_sext_ne0_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_sext_ne0_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_sext_ne0_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_sext_sgt_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_sext_idiom2_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_sext_idiom2_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_sext_idiom2_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = sext i32 %t to i64
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_umin_idiom_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_umin_idiom_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_umin_idiom_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_umin_ult_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_umin_ult_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_umin_ult_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_umin_ule_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_umin_ule_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_umin_ule_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_umin_ne0_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_umin_ne0_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_umin_ne0_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_umin_sgt_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_umin_sgt_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_umin_sgt_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_umin_idiom2_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_umin_idiom2_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_umin_idiom2_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.umin.i64(i64 %a, i64 %b)
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andvnuw_idiom_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andvnuw_idiom_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andvnuw_idiom_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %g = add i64 %x, -257
  %c = icmp ult i64 %g, -256
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andvnuw_ult_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andvnuw_ult_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andvnuw_ult_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andvnuw_ule_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andvnuw_ule_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andvnuw_ule_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %c = icmp ule i64 %x, 255
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andvnuw_ne0_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andvnuw_ne0_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andvnuw_ne0_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %c = icmp ne i64 %x, 0
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andvnuw_sgt_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andvnuw_sgt_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andvnuw_sgt_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %c = icmp sgt i64 %x, 5
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andvnuw_idiom2_eq(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp eq i64 %i, %x
  br i1 %e, label %out, label %loop
}

define i32 @g_andvnuw_idiom2_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @g_andvnuw_idiom2_ne(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %a, %t
  %g = add i64 %x, 10
  %c = icmp ult i64 %g, 100
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ne i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_ult_n_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_ult_n_ult_nuw(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_ult_i_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_ult_n_slt_nsw(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_ult_x_ugt_n(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ugt i64 %x, %n
  br i1 %e, label %loop, label %out
}

define i32 @h_load_ugt_n_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_ugt_n_ult_nuw(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_ugt_i_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_ugt_n_slt_nsw(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_ugt_x_ugt_n(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ugt i64 %x, %n
  br i1 %e, label %loop, label %out
}

define i32 @h_load_slt_n_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_slt_n_ult_nuw(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_slt_i_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_slt_n_slt_nsw(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_load_slt_x_ugt_n(i64 %a, i64 %b, ptr %p) {
entry:
  %x = load i64, ptr %p
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ugt i64 %x, %n
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_ult_n_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_ult_n_ult_nuw(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_ult_i_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_ult_n_slt_nsw(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_ult_x_ugt_n(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ugt i64 %x, %n
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_ugt_n_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_ugt_n_ult_nuw(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_ugt_i_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_ugt_n_slt_nsw(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_ugt_x_ugt_n(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ugt i64 %x, %n
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_slt_n_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_slt_n_ult_nuw(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_slt_i_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_slt_n_slt_nsw(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_zext_slt_x_ugt_n(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i32, ptr %p
  %x = zext i32 %t to i64
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ugt i64 %x, %n
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_ult_n_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_ult_n_ult_nuw(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_ult_i_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_ult_n_slt_nsw(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_ult_x_ugt_n(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ult i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ugt i64 %x, %n
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_ugt_n_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_ugt_n_ult_nuw(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_ugt_i_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_ugt_n_slt_nsw(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_ugt_x_ugt_n(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp ugt i64 %x, 300
  br i1 %c, label %out, label %loop
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ugt i64 %x, %n
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_slt_n_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_slt_n_ult_nuw(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nuw i64 %i, 1
  %e = icmp ult i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_slt_i_ult(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ult i64 %i, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_slt_n_slt_nsw(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add nsw i64 %i, 1
  %e = icmp slt i64 %n, %x
  br i1 %e, label %loop, label %out
}

define i32 @h_andc_slt_x_ugt_n(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 4095
  %c = icmp slt i64 %x, 300
  br i1 %c, label %loop, label %out
out:
  ret i32 0
loop:
  %i = phi i64 [ %n, %loop ], [ 0, %entry ]
  %n = add i64 %i, 1
  %e = icmp ugt i64 %x, %n
  br i1 %e, label %loop, label %out
}
