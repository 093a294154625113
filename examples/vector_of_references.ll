; A <2 x ptr addrspace(1)> of bases and a vector of derived pointers into
; them (each at its object's value field) live across collections: stack map
; locations of 16 bytes, relocated element-wise. (Derived pointers are made in
; the function that holds them: a callee takes its arguments for bases.)
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"

define i64 @sum_fields_after_collection(<2 x ptr addrspace(1)> %objects) gc "statepoint-example" {
entry:
  %fields = getelementptr i8, <2 x ptr addrspace(1)> %objects, <2 x i64> <i64 8, i64 8>
  call void @gc_collect()
  %first.field = extractelement <2 x ptr addrspace(1)> %fields, i64 0
  %second.field = extractelement <2 x ptr addrspace(1)> %fields, i64 1
  %first = load i64, ptr addrspace(1) %first.field
  %second = load i64, ptr addrspace(1) %second.field
  %tens = mul i64 %first, 10
  %sum = add i64 %tens, %second
  ret i64 %sum
}

define i64 @main() gc "statepoint-example" {
entry:
  %first = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %first.value = getelementptr i8, ptr addrspace(1) %first, i64 8
  store i64 1, ptr addrspace(1) %first.value
  %second = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %second.value = getelementptr i8, ptr addrspace(1) %second, i64 8
  store i64 2, ptr addrspace(1) %second.value
  %pair.0 = insertelement <2 x ptr addrspace(1)> poison, ptr addrspace(1) %first, i64 0
  %pair = insertelement <2 x ptr addrspace(1)> %pair.0, ptr addrspace(1) %second, i64 1
  %fields = getelementptr i8, <2 x ptr addrspace(1)> %pair, <2 x i64> <i64 8, i64 8>
  call void @gc_collect()
  %in.callee = call i64 @sum_fields_after_collection(<2 x ptr addrspace(1)> %pair)
  call void @gc_collect()
  %second.field = extractelement <2 x ptr addrspace(1)> %fields, i64 1
  %second.after = load i64, ptr addrspace(1) %second.field
  %hundreds = mul i64 %second.after, 100
  %total = add i64 %in.callee, %hundreds
  call void @rt_print_i64(i64 %total)
  ret i64 0
}
