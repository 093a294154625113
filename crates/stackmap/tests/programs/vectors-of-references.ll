; Vectors of references live across a call: vector-sized (base, derived)
; locations, and a vector of derived pointers from a vector GEP.
declare void @callee()

define <2 x ptr addrspace(1)> @vector_live(<2 x ptr addrspace(1)> %objects) gc "statepoint-example" {
entry:
  call void @callee()
  ret <2 x ptr addrspace(1)> %objects
}

define i64 @vector_derived(<4 x ptr addrspace(1)> %objects, <4 x i64> %indexes) gc "statepoint-example" {
entry:
  %fields = getelementptr i64, <4 x ptr addrspace(1)> %objects, <4 x i64> %indexes
  call void @callee()
  %first = extractelement <4 x ptr addrspace(1)> %fields, i32 0
  %last = extractelement <4 x ptr addrspace(1)> %fields, i32 3
  %a = load i64, ptr addrspace(1) %first
  %b = load i64, ptr addrspace(1) %last
  %sum = add i64 %a, %b
  ret i64 %sum
}
