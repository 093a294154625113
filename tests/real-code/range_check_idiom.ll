; Entry guards `x + -257 >=u -256` (x in [1, 256]) before a loop counting to x:
; LLVM 19 narrows x through its range check idiom when x is an opaque value, a
; zero extension or a low-bits mask, not a sign extension nor umin/smin (found in
; xz delta_encode: the count of a umin). PlaceSafepoints must poll where opt-19
; polls (issue 21); scripts/real-code-passes compares them.

declare i64 @llvm.umin.i64(i64, i64)
declare i64 @llvm.smin.i64(i64, i64)

define i32 @guard_idiom_load(i64 %a, i64 %b, ptr %p) {
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

define i32 @guard_idiom_zext(i64 %a, i64 %b, ptr %p) {
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

define i32 @guard_idiom_sext(i64 %a, i64 %b, ptr %p) {
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

define i32 @guard_idiom_umin(i64 %a, i64 %b, ptr %p) {
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

define i32 @guard_idiom_smin(i64 %a, i64 %b, ptr %p) {
entry:
  %x = call i64 @llvm.smin.i64(i64 %a, i64 %b)
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

define i32 @guard_idiom_and255(i64 %a, i64 %b, ptr %p) {
entry:
  %t = load i64, ptr %p
  %x = and i64 %t, 1023
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
