; Record operands that are not one Cranelift value, and scalars whose store
; size is not their register's: llc-19 stores each to one stack slot and
; records one Indirect location of the type's store size. Vectors that are
; split into lanes (`<8 x i32>`, `<3 x i32>`, `<2 x float>`, `<32 x ptr
; addrspace(1)>`), vectors of `i1` (bit-packed: `<3 x i1>` is 1 byte,
; `<64 x i1>` 8), `<2 x x86_fp80>` (lanes 10 bytes apart: 20), vectors of
; padded lanes (`<4 x i24>` 12 bytes, `<3 x i48>` 18; bit-packed: `<2 x i4>`
; 1, `<3 x i7>` 3, `<5 x i13>` 9), padded and wide integers (`i24` 3 bytes,
; `i200` 25). A vector of GC pointers in a deopt
; bundle gets no (V, V) pair under `statepoint-example` or `coreclr`, and one
; under another strategy; in gc-live it is one pair of whole-vector
; locations, sharing its slot with the same vector in the deopt bundle, and
; its relocation is one value to the next statepoint.
target triple = "x86_64-pc-linux-gnu"

declare void @f()

define void @split_vectors(<8 x i32> %a, <3 x i32> %b, <2 x float> %c, <4 x i16> %d, <3 x i8> %e, <16 x i64> %g, <4 x double> %h, <2 x ptr> %p, <2 x x86_fp80> %x) {
  call void @f() [ "deopt"(<8 x i32> %a, <3 x i32> %b, <2 x float> %c, <4 x i16> %d, <3 x i8> %e, <16 x i64> %g, <4 x double> %h, <2 x ptr> %p, <2 x x86_fp80> %x) ]
  ret void
}

define void @boolean_vectors(<8 x i32> %x, <16 x i8> %y, <3 x i32> %z, <64 x i8> %w) {
  %b8 = icmp sgt <8 x i32> %x, zeroinitializer
  %b16 = icmp ugt <16 x i8> %y, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15, i8 16>
  %b3 = icmp eq <3 x i32> %z, zeroinitializer
  %b64 = icmp eq <64 x i8> %w, zeroinitializer
  call void @f() [ "deopt"(<8 x i1> %b8, <16 x i1> %b16, <3 x i1> %b3, <64 x i1> %b64) ]
  ret void
}

define void @padded_lane_vectors(<4 x i24> %a, <3 x i48> %b, <2 x i4> %c, <3 x i7> %d, <5 x i13> %e) {
  call void @f() [ "deopt"(<4 x i24> %a, <3 x i48> %b, <2 x i4> %c, <3 x i7> %d, <5 x i13> %e) ]
  ret void
}

define void @store_sizes(i24 %a, i48 %b, i96 %c, x86_fp80 %d, i200 %e) {
  call void @f() [ "deopt"(i24 %a, i48 %b, i96 %c, x86_fp80 %d, i200 %e) ]
  ret void
}

define void @pointer_vector_deopt_statepoint_example(<4 x ptr addrspace(1)> %v) gc "statepoint-example" {
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 1, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0) [ "deopt"(<4 x ptr addrspace(1)> %v) ]
  ret void
}

define void @pointer_vector_deopt_coreclr(<4 x ptr addrspace(1)> %v) gc "coreclr" {
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0) [ "deopt"(<4 x ptr addrspace(1)> %v) ]
  ret void
}

define void @pointer_vector_deopt_other_strategy(<4 x ptr addrspace(1)> %v) gc "shadow-stack" {
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 3, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0) [ "deopt"(<4 x ptr addrspace(1)> %v) ]
  ret void
}

define <8 x ptr addrspace(1)> @pointer_vector_live_and_deopt(<8 x ptr addrspace(1)> %v, <2 x ptr addrspace(1)> %w) gc "statepoint-example" {
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 4, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0) [ "deopt"(<8 x ptr addrspace(1)> %v, <2 x ptr addrspace(1)> %w), "gc-live"(<8 x ptr addrspace(1)> %v, <2 x ptr addrspace(1)> %w) ]
  %v.relocated = call <8 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v8p1(token %t, i32 0, i32 0)
  %w.relocated = call <2 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v2p1(token %t, i32 1, i32 1)
  %t2 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 5, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0) [ "deopt"(<2 x ptr addrspace(1)> %w.relocated), "gc-live"(<8 x ptr addrspace(1)> %v.relocated, <8 x ptr addrspace(1)> %v.relocated) ]
  %v.again = call <8 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v8p1(token %t2, i32 0, i32 1)
  ret <8 x ptr addrspace(1)> %v.again
}

declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare <8 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v8p1(token, i32, i32)
declare <2 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v2p1(token, i32, i32)
