; VALID: musttail calls followed by ret of the call, of its bitcast, of undef,
; or of nothing; tailcc calls need not match the caller's parameters.
declare ptr @pointer(i32)
declare i32 @number(i32)
declare void @nothing(i32 inreg)
declare tailcc i32 @two(i32, i32)

define ptr @bitcast_returned(i32 %x) {
  %r = musttail call ptr @pointer(i32 %x)
  %b = bitcast ptr %r to ptr
  ret ptr %b
}

define i32 @undef_returned(i32 %x) {
  %r = musttail call i32 @number(i32 %x)
  ret i32 undef
}

define void @void_returned(i32 inreg %x) {
  musttail call void @nothing(i32 inreg %x)
  ret void
}

define tailcc i32 @tail_convention(i32 %x) {
  %r = musttail call tailcc i32 @two(i32 %x, i32 %x)
  ret i32 %r
}
