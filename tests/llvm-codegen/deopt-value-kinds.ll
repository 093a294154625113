; Deopt values of every type our Cranelift backend lowers, as constants and as
; computed values: what llc-19 records for each (Constant or ConstantIndex
; with the value's bits, or an Indirect stack slot of the value's store size),
; and GC pointers in the deopt bundle, which llc also reports as (V, V) pairs.
target triple = "x86_64-pc-linux-gnu"

declare void @f()
@g = global i64 0

define void @constants() gc "statepoint-example" {
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 1, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0) ["deopt"(i1 true, i1 false, i8 -1, i8 200, i16 -2, i32 -5, i32 2147483648, i64 -1, i64 4294967296, i128 5, i128 -1, i128 18446744073709551616, float 1.0, float -1.0, double 1.0, double -0.0, ptr null, ptr addrspace(1) null, i32 undef, i64 poison, i128 undef, <4 x float> zeroinitializer, ptr @g, ptr addrspace(1) inttoptr (i64 16 to ptr addrspace(1)), ptr getelementptr (i8, ptr @g, i64 8), i64 ptrtoint (ptr @g to i64), <2 x ptr addrspace(1)> zeroinitializer, ptr addrspace(1) null)]
  ret void
}

define void @values(i128 %f, i1 %a, i8 %b, i16 %c, i32 %d, i64 %e, float %g, double %h, <4 x i32> %v, <2 x double> %w, ptr %p, ptr addrspace(1) %q, <2 x ptr addrspace(1)> %vp, ptr addrspace(1) %r) gc "statepoint-example" {
  %local = alloca i64
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0) ["deopt"(i1 %a, i8 %b, i16 %c, i32 %d, i64 %e, i128 %f, float %g, double %h, <4 x i32> %v, <2 x double> %w, ptr %p, ptr addrspace(1) %q, ptr %local, <2 x ptr addrspace(1)> %vp, ptr addrspace(1) %q, ptr addrspace(1) %r), "gc-live"(ptr addrspace(1) %r)]
  %r.relocated = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  ret void
}

declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)
