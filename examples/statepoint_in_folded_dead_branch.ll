; A statepoint in a block that only a constant-folded branch reaches
; (`icmp ne ptr addrspace(1) null, null` is false): Cranelift removes the block
; with its call, so the statepoint gets no stack map record, as llc gives none.
; The live one after it still has its record and relocates %keep.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"

define i64 @main() gc "statepoint-example" {
entry:
  %keep = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %field = getelementptr i8, ptr addrspace(1) %keep, i64 8
  store i64 7, ptr addrspace(1) %field
  %never = icmp ne ptr addrspace(1) null, null
  br i1 %never, label %dead, label %done
dead:
  %o = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  call void @gc_collect()
  br label %done
done:
  call void @gc_collect()
  %moved = getelementptr i8, ptr addrspace(1) %keep, i64 8
  %v = load i64, ptr addrspace(1) %moved
  call void @rt_print_i64(i64 %v)
  ret i64 0
}
