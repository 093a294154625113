; A user function named like a C library function (`round`) but with another
; prototype is an ordinary call: it allocates, so calls to it are safepoints and
; %keep is relocated across the second call (issue 15). Prints 7.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @rt_print_i64(i64) "gc-leaf-function"
define ptr addrspace(1) @round(i64 %v) gc "statepoint-example" {
entry:
  %a = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %p = getelementptr i8, ptr addrspace(1) %a, i64 8
  store i64 %v, ptr addrspace(1) %p
  %big = call ptr addrspace(1) @gc_alloc(i64 0, i64 4194304)
  ret ptr addrspace(1) %a
}
define i64 @main() gc "statepoint-example" {
entry:
  %keep = call ptr addrspace(1) @round(i64 7)
  %t = call ptr addrspace(1) @round(i64 1)
  %p = getelementptr i8, ptr addrspace(1) %keep, i64 8
  %v = load i64, ptr addrspace(1) %p
  call void @rt_print_i64(i64 %v)
  ret i64 0
}
