; ERROR: Instruction does not dominate all uses!
declare i32 @g()
declare i32 @pers(...)
define i32 @f() personality ptr @pers {
entry:
  %r = invoke i32 @g() to label %ok unwind label %lp
ok:
  ret i32 %r
lp:
  %pad = landingpad { ptr, i32 } cleanup
  ret i32 %r
}
