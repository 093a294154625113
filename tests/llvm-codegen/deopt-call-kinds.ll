; Calls with a deopt bundle (lowered as statepoints, recorded in the stack
; map) of every call kind: variadic callees (called through the stub that
; sets %al), results in two registers, padded integer results, invokes.

declare i32 @printf_like(ptr, ...)
declare void @log_values(i32, ...)
declare { i64, i64 } @pair(i64)
declare i3 @small(i64)

@format = private constant [4 x i8] c"%d\0A\00"

define i32 @variadic_with_result(i32 %x) {
entry:
  %v = call i32 (ptr, ...) @printf_like(ptr @format, i32 %x, double 5.0e2) "statepoint-id"="4243" [ "deopt"(i32 16, i32 %x) ]
  ret i32 %v
}

define void @variadic_void(i64 %a, double %d) {
entry:
  call void (i32, ...) @log_values(i32 2, i64 %a, double %d) [ "deopt"(i64 %a, double %d) ]
  ret void
}

define i64 @pair_result(i64 %x) {
entry:
  %p = call { i64, i64 } @pair(i64 %x) "statepoint-id"="7" [ "deopt"(i64 %x) ]
  %a = extractvalue { i64, i64 } %p, 0
  %b = extractvalue { i64, i64 } %p, 1
  %s = add i64 %a, %b
  ret i64 %s
}

define i32 @padded_result(i64 %x) {
entry:
  %s = call i3 @small(i64 %x) [ "deopt"(i32 3) ]
  %e = sext i3 %s to i32
  ret i32 %e
}

define i32 @variadic_invoke(i32 %x) personality ptr @personality {
entry:
  %v = invoke i32 (ptr, ...) @printf_like(ptr @format, i32 %x) [ "deopt"(i32 %x) ]
          to label %normal unwind label %unwind
normal:
  ret i32 %v
unwind:
  %lp = landingpad { ptr, i32 } cleanup
  ret i32 0
}

declare i32 @personality(...)
