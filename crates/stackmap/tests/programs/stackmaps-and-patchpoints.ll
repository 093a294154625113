; Plain stack maps and patchpoints: Register, Direct, ConstantIndex and
; vector-sized locations, and live-out registers (not statepoints).
declare void @llvm.experimental.stackmap(i64, i32, ...)
declare void @llvm.experimental.patchpoint.void(i64, i32, ptr, i32, ...)
declare i64 @llvm.experimental.patchpoint.i64(i64, i32, ptr, i32, ...)

define i64 @stackmaps_and_patchpoints(i64 %a, i64 %b, ptr %p, <4 x i32> %v) {
entry:
  %x = alloca i64
  call void (i64, i32, ...) @llvm.experimental.stackmap(i64 1, i32 0, i64 %a, i64 4294967296, i32 -1, ptr %x, <4 x i32> %v)
  %r = call anyregcc i64 (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.i64(i64 2, i32 15, ptr null, i32 2, i64 %a, i64 %b)
  %s = add i64 %r, %a
  %t = add i64 %s, %b
  store i64 %t, ptr %p
  call void (i64, i32, ptr, i32, ...) @llvm.experimental.patchpoint.void(i64 3, i32 16, ptr null, i32 0, i64 %t)
  %u = mul i64 %t, %a
  ret i64 %u
}
