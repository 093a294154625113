; Results in registers ({i64,i64,i64}, i192, {double,i64,double}) and in
; memory ({5 fields}, i256, [6 x i16]); padded and wide integer arguments, wide
; ones in register pairs or on the stack as llc places them.
; Linked with mixed_caller.ll, each compiled by either backend.
target triple = "x86_64-unknown-linux-gnu"
define {i64,i64,i64} @triple(i64 %s) noinline {
  %m = mul i64 %s, 7
  %a = insertvalue {i64,i64,i64} undef, i64 %s, 0
  %b = insertvalue {i64,i64,i64} %a, i64 %m, 1
  %c = insertvalue {i64,i64,i64} %b, i64 -1, 2
  ret {i64,i64,i64} %c
}
define {i64,i32,i64,i64,i8} @five(i64 %s, i24 %n) noinline {
  %nw = sext i24 %n to i64
  %a = insertvalue {i64,i32,i64,i64,i8} undef, i64 %s, 0
  %b = insertvalue {i64,i32,i64,i64,i8} %a, i32 -2, 1
  %c = insertvalue {i64,i32,i64,i64,i8} %b, i64 %nw, 2
  %d = insertvalue {i64,i32,i64,i64,i8} %c, i64 4, 3
  %e = insertvalue {i64,i32,i64,i64,i8} %d, i8 -5, 4
  ret {i64,i32,i64,i64,i8} %e
}
define i256 @add256(i256 %a, i64 %b, i64 %c) noinline {
  %bw = zext i64 %b to i256
  %s = add i256 %a, %bw
  %cw = zext i64 %c to i256
  %sh = shl i256 %cw, 190
  %r = xor i256 %s, %sh
  ret i256 %r
}
define i192 @mul192(i192 %a, i192 %b) noinline {
  %r = mul i192 %a, %b
  ret i192 %r
}
define i48 @odd(i24 %a, i48 %b, i2 %c) noinline {
  %aw = sext i24 %a to i48
  %cw = sext i2 %c to i48
  %s = add i48 %aw, %b
  %t = mul i48 %s, %cw
  ret i48 %t
}
define {double, i64, double} @fp(double %x) noinline {
  %a = insertvalue {double, i64, double} undef, double %x, 0
  %b = insertvalue {double, i64, double} %a, i64 77, 1
  %y = fmul double %x, 2.0
  %c = insertvalue {double, i64, double} %b, double %y, 2
  ret {double, i64, double} %c
}
define [6 x i16] @arr() noinline {
  ret [6 x i16] [i16 1, i16 2, i16 3, i16 4, i16 5, i16 -6]
}
define i64 @after_five(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i192 %w, i64 %x) noinline {
  %t = lshr i192 %w, 64
  %u = trunc i192 %t to i64
  %v = add i64 %u, %x
  %s = add i64 %v, %e
  ret i64 %s
}
define i64 @first_512(i512 %w, i64 %x, i256 %y, i64 %z) noinline {
  %t = lshr i512 %w, 384
  %u = trunc i512 %t to i64
  %v = mul i64 %u, %x
  %yt = lshr i256 %y, 128
  %yu = trunc i256 %yt to i64
  %s = add i64 %v, %yu
  %r = add i64 %s, %z
  ret i64 %r
}
