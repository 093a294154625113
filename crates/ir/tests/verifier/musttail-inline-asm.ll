; ERROR: cannot use musttail call with inline asm
define i32 @f(i32 %x) {
  %r = musttail call i32 asm "nop", "=r,r"(i32 %x)
  ret i32 %r
}
