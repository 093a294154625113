; ERROR: Function has metadata parameter but isn't an intrinsic
declare ptr addrspace(1) @gc_alloc(i64, i64)

define void @f(i64 %i) {
  %v = call ptr addrspace(1) @gc_alloc(i64 0, metadata i64 %i)
  ret void
}
