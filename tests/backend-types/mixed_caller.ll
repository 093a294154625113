; Calls mixed_callee.ll and prints what comes back.
target triple = "x86_64-unknown-linux-gnu"
declare {i64,i64,i64} @triple(i64)
declare {i64,i32,i64,i64,i8} @five(i64, i24)
declare i256 @add256(i256, i64, i64)
declare i192 @mul192(i192, i192)
declare i48 @odd(i24, i48, i2)
declare {double, i64, double} @fp(double)
declare [6 x i16] @arr()
declare i64 @after_five(i64, i64, i64, i64, i64, i192, i64)
declare i64 @first_512(i512, i64, i256, i64)
declare i32 @printf(ptr, ...)
@fmt = private constant [6 x i8] c"%lx \0A\00"
@fmtd = private constant [6 x i8] c"%.2f\0A\00"
define void @p(i64 %v) {
  call i32 (ptr, ...) @printf(ptr @fmt, i64 %v)
  ret void
}
define i32 @main() {
  %t = call {i64,i64,i64} @triple(i64 6)
  %t0 = extractvalue {i64,i64,i64} %t, 0
  call void @p(i64 %t0)
  %t1 = extractvalue {i64,i64,i64} %t, 1
  call void @p(i64 %t1)
  %t2 = extractvalue {i64,i64,i64} %t, 2
  call void @p(i64 %t2)
  %f = call {i64,i32,i64,i64,i8} @five(i64 9, i24 -100)
  %f1 = extractvalue {i64,i32,i64,i64,i8} %f, 1
  %f1w = sext i32 %f1 to i64
  call void @p(i64 %f1w)
  %f2 = extractvalue {i64,i32,i64,i64,i8} %f, 2
  call void @p(i64 %f2)
  %f4 = extractvalue {i64,i32,i64,i64,i8} %f, 4
  %f4w = sext i8 %f4 to i64
  call void @p(i64 %f4w)
  %w = call i256 @add256(i256 115792089237316195423570985008687907853269984665640564039457584007913129639935, i64 5, i64 3)
  %w0 = trunc i256 %w to i64
  call void @p(i64 %w0)
  %w3s = lshr i256 %w, 192
  %w3 = trunc i256 %w3s to i64
  call void @p(i64 %w3)
  %m = call i192 @mul192(i192 123456789123456789123456789, i192 987654321987654321)
  %m1s = lshr i192 %m, 64
  %m1 = trunc i192 %m1s to i64
  call void @p(i64 %m1)
  %m2s = lshr i192 %m, 128
  %m2 = trunc i192 %m2s to i64
  call void @p(i64 %m2)
  %o = call i48 @odd(i24 -7, i48 1000000000, i2 -2)
  %ow = sext i48 %o to i64
  call void @p(i64 %ow)
  %d = call {double, i64, double} @fp(double 1.25)
  %d2 = extractvalue {double, i64, double} %d, 2
  call i32 (ptr, ...) @printf(ptr @fmtd, double %d2)
  %d1 = extractvalue {double, i64, double} %d, 1
  call void @p(i64 %d1)
  %a = call [6 x i16] @arr()
  %a5 = extractvalue [6 x i16] %a, 5
  %a5w = sext i16 %a5 to i64
  call void @p(i64 %a5w)
  %k = call i64 @after_five(i64 1, i64 2, i64 3, i64 4, i64 5, i192 12345678901234567890123456789012345, i64 1000)
  call void @p(i64 %k)
  %l = call i64 @first_512(i512 123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345678901234567890123456789012345, i64 3, i256 98765432109876543210987654321098765432109876543210, i64 7)
  call void @p(i64 %l)
  ret i32 0
}
