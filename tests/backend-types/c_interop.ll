; Struct results through sret and byval arguments between this module and
; clang-19 code (c_interop.c), one aligned to 16 bytes after a stack argument;
; i128 and x86_fp80 across the C ABI.
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"
%Big = type { [5 x i64], i8 }
%Mixed = type { [3 x double], i32 }
%Ext = type { x86_fp80, i64 }
declare void @c_make_triple(ptr sret({i64,i64,i64}) align 8, i64)
declare i64 @c_sum_big(ptr byval(%Big) align 8)
declare i64 @c_sum_many(i64, i64, i64, i64, i64, ptr byval(%Big) align 8, i64)
declare double @c_mixed(ptr byval(%Mixed) align 8)
declare x86_fp80 @c_ext_after(i64, i64, i64, i64, i64, i64, i64, ptr byval(%Ext) align 16)
declare x86_fp80 @c_scale(x86_fp80, i32)
declare i32 @printf(ptr, ...)
@f1 = private constant [20 x i8] c"c_make_triple %ld \0A\00"
@f2 = private constant [16 x i8] c"c_sum_big %ld \0A\00"
@f3 = private constant [17 x i8] c"c_sum_many %ld \0A\00"
@f4 = private constant [15 x i8] c"c_mixed %.3f \0A\00"
@f5 = private constant [14 x i8] c"c_ext %.3Lf \0A\00"
@keep = global %Big zeroinitializer
define {i64,i64,i64} @ir_triple_value(i64 %s) noinline {
  %m = mul i64 %s, 7
  %a = insertvalue {i64,i64,i64} undef, i64 %s, 0
  %b = insertvalue {i64,i64,i64} %a, i64 %m, 1
  %c = insertvalue {i64,i64,i64} %b, i64 -1, 2
  ret {i64,i64,i64} %c
}
define {i64,i64,i64,i64,i32} @ir_five(i64 %s) noinline {
  %a = insertvalue {i64,i64,i64,i64,i32} undef, i64 %s, 0
  %b = insertvalue {i64,i64,i64,i64,i32} %a, i64 2, 1
  %c = insertvalue {i64,i64,i64,i64,i32} %b, i64 3, 2
  %d = insertvalue {i64,i64,i64,i64,i32} %c, i64 4, 3
  %e = insertvalue {i64,i64,i64,i64,i32} %d, i32 -5, 4
  ret {i64,i64,i64,i64,i32} %e
}
define void @ir_make_triple(ptr sret({i64,i64,i64}) align 8 %out, i64 %s) {
  %v = call {i64,i64,i64} @ir_triple_value(i64 %s)
  %f = call {i64,i64,i64,i64,i32} @ir_five(i64 %s)
  %v0 = extractvalue {i64,i64,i64} %v, 0
  %v1 = extractvalue {i64,i64,i64} %v, 1
  %f4 = extractvalue {i64,i64,i64,i64,i32} %f, 4
  %f4w = sext i32 %f4 to i64
  %f3 = extractvalue {i64,i64,i64,i64,i32} %f, 3
  %v2 = add i64 %f4w, %f3
  store i64 %v0, ptr %out
  %p1 = getelementptr i64, ptr %out, i64 1
  store i64 %v1, ptr %p1
  %p2 = getelementptr i64, ptr %out, i64 2
  store i64 %v2, ptr %p2
  %t = alloca {i64,i64,i64}
  call void @c_make_triple(ptr sret({i64,i64,i64}) align 8 %t, i64 %s)
  %t2p = getelementptr i64, ptr %t, i64 2
  %t2 = load i64, ptr %t2p
  call i32 (ptr, ...) @printf(ptr @f1, i64 %t2)
  %b = alloca %Big
  store %Big { [5 x i64] [i64 1, i64 2, i64 3, i64 4, i64 5], i8 9 }, ptr %b
  %s1 = call i64 @c_sum_big(ptr byval(%Big) align 8 %b)
  call i32 (ptr, ...) @printf(ptr @f2, i64 %s1)
  %s2 = call i64 @c_sum_many(i64 1, i64 2, i64 3, i64 4, i64 5, ptr byval(%Big) align 8 %b, i64 100)
  call i32 (ptr, ...) @printf(ptr @f3, i64 %s2)
  %mx = alloca %Mixed
  store %Mixed { [3 x double] [double 1.5, double 2.5, double 3.5], i32 4 }, ptr %mx
  %d = call double @c_mixed(ptr byval(%Mixed) align 8 %mx)
  call i32 (ptr, ...) @printf(ptr @f4, double %d)
  store %Big { [5 x i64] [i64 1, i64 2, i64 3, i64 4, i64 5], i8 9 }, ptr @keep
  %s3 = call i64 @c_sum_big(ptr byval(%Big) align 8 @keep)
  ; A 16-byte aligned byval after one stack argument, then long doubles both ways.
  %e = alloca %Ext, align 16
  store %Ext { x86_fp80 0xK4000C000000000000000, i64 4 }, ptr %e
  %r = call x86_fp80 @c_ext_after(i64 1, i64 2, i64 3, i64 4, i64 5, i64 6, i64 7, ptr byval(%Ext) align 16 %e)
  %r3 = call x86_fp80 @c_scale(x86_fp80 %r, i32 3)
  call i32 (ptr, ...) @printf(ptr @f5, x86_fp80 %r3)
  ret void
}
define x86_fp80 @ir_ext_after(i64 %a, i64 %b, i64 %c, i64 %d, i64 %e, i64 %f, i64 %g, ptr byval(%Ext) align 16 %x) {
  %v = load x86_fp80, ptr %x, align 16
  %pk = getelementptr %Ext, ptr %x, i64 0, i32 1
  %k = load i64, ptr %pk
  %s1 = add i64 %a, %b
  %s2 = add i64 %s1, %c
  %s3 = add i64 %s2, %d
  %s4 = add i64 %s3, %e
  %s5 = add i64 %s4, %f
  %s6 = add i64 %s5, %g
  %s7 = add i64 %s6, %k
  %sf = sitofp i64 %s7 to x86_fp80
  %r = fadd x86_fp80 %v, %sf
  ret x86_fp80 %r
}
define x86_fp80 @ir_half(x86_fp80 %x) {
  %h = fmul x86_fp80 %x, 0xK3FFE8000000000000000
  ret x86_fp80 %h
}
define i64 @ir_check_big_unchanged() {
  %p = load i64, ptr @keep
  ret i64 %p
}
define i64 @ir_sum_big(ptr byval(%Big) align 8 %b) {
  %p4 = getelementptr %Big, ptr %b, i64 0, i32 0, i64 4
  %x4 = load i64, ptr %p4
  %pt = getelementptr %Big, ptr %b, i64 0, i32 1
  %t = load i8, ptr %pt
  %tw = sext i8 %t to i64
  store i64 12345, ptr %b
  %r = add i64 %x4, %tw
  ret i64 %r
}
define void @ir_make_big(ptr sret(%Big) align 8 %out, i64 %s) {
  store %Big { [5 x i64] [i64 11, i64 12, i64 13, i64 14, i64 15], i8 42 }, ptr %out
  ret void
}
define i128 @ir_mul128(i128 %a, i128 %b) {
  %m = mul i128 %a, %b
  ret i128 %m
}
