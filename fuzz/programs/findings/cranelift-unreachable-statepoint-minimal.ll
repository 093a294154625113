declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @rt_print_i64(i64) "gc-leaf-function"
define i64 @main() gc "statepoint-example" {
entry:
  %c = icmp ne ptr addrspace(1) null, null
  br i1 %c, label %dead, label %done
dead:
  %o = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  br label %done
done:
  call void @rt_print_i64(i64 7)
  ret i64 0
}
