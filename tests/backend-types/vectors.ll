; Vectors in the Cranelift backend against llc-19 (backend_types_vs_llc.rs):
; getelementptr on vectors of pointers (split and native, scalar operands
; splatted, struct fields, constant expressions, address spaces), the casts
; of vectors of pointers, llvm.masked.gather/scatter; the bytes of vector
; globals (<N x i1> bit-packed, x86_fp80 lanes 10 bytes apart, lanes of
; 24, 48, 4, 7, 13 and 60 bits); loads, stores and bitcasts of those
; vectors. Every value printed is an offset or a number, never an address.
target triple = "x86_64-unknown-linux-gnu"

declare i32 @printf(ptr, ...)
declare <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr>, i32, <4 x i1>, <4 x i32>)
declare <3 x i24> @llvm.masked.gather.v3i24.v3p0(<3 x ptr>, i32, <3 x i1>, <3 x i24>)
declare void @llvm.masked.scatter.v4i32.v4p0(<4 x i32>, <4 x ptr>, i32, <4 x i1>)

@number = private constant [5 x i8] c"%lx\0A\00"
@byte = private constant [5 x i8] c"%02x\00"
@newline = private constant [2 x i8] c"\0A\00"

define void @p(i64 %v) noinline {
  call i32 (ptr, ...) @printf(ptr @number, i64 %v)
  ret void
}

; Prints the %n bytes at %address on one line.
define void @bytes(ptr %address, i64 %n) noinline {
entry:
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %at = getelementptr i8, ptr %address, i64 %i
  %b = load i8, ptr %at
  %w = zext i8 %b to i32
  call i32 (ptr, ...) @printf(ptr @byte, i32 %w)
  %next = add i64 %i, 1
  %done = icmp eq i64 %next, %n
  br i1 %done, label %end, label %loop
end:
  call i32 (ptr, ...) @printf(ptr @newline)
  ret void
}

; ---- getelementptr on vectors of pointers ----

@arr = global [16 x i32] [i32 100, i32 101, i32 102, i32 103, i32 104, i32 105, i32 106, i32 107, i32 108, i32 109, i32 110, i32 111, i32 112, i32 113, i32 114, i32 115]
@idx = global <4 x i64> <i64 3, i64 0, i64 15, i64 7>
@idx8 = global <8 x i32> <i32 -4, i32 0, i32 1, i32 5, i32 -1, i32 9, i32 2, i32 3>
@k = global i64 5
%record = type { i8, i32, [3 x i16] }
@records = global [4 x %record] zeroinitializer

define void @print_offsets4(<4 x ptr> %pointers) noinline {
  %base = ptrtoint ptr @arr to i64
  %ints = ptrtoint <4 x ptr> %pointers to <4 x i64>
  %head = insertelement <4 x i64> poison, i64 %base, i32 0
  %bases = shufflevector <4 x i64> %head, <4 x i64> poison, <4 x i32> zeroinitializer
  %offsets = sub <4 x i64> %ints, %bases
  %o0 = extractelement <4 x i64> %offsets, i32 0
  call void @p(i64 %o0)
  %o1 = extractelement <4 x i64> %offsets, i32 1
  call void @p(i64 %o1)
  %o2 = extractelement <4 x i64> %offsets, i32 2
  call void @p(i64 %o2)
  %o3 = extractelement <4 x i64> %offsets, i32 3
  call void @p(i64 %o3)
  ret void
}

define void @print4(<4 x i32> %v) noinline {
  %a = extractelement <4 x i32> %v, i32 0
  %a64 = sext i32 %a to i64
  call void @p(i64 %a64)
  %b = extractelement <4 x i32> %v, i32 1
  %b64 = sext i32 %b to i64
  call void @p(i64 %b64)
  %c = extractelement <4 x i32> %v, i32 2
  %c64 = sext i32 %c to i64
  call void @p(i64 %c64)
  %d = extractelement <4 x i32> %v, i32 3
  %d64 = sext i32 %d to i64
  call void @p(i64 %d64)
  ret void
}

define void @gep_tests() noinline {
  %idx = load <4 x i64>, ptr @idx
  %k = load i64, ptr @k
  ; A scalar base and a vector index.
  %ps = getelementptr i32, ptr @arr, <4 x i64> %idx
  call void @print_offsets4(<4 x ptr> %ps)
  %e2 = extractelement <4 x ptr> %ps, i32 2
  %v2 = load i32, ptr %e2
  %v2w = zext i32 %v2 to i64
  call void @p(i64 %v2w)
  ; A vector base and a scalar index (splatted).
  %pk = getelementptr inbounds i32, <4 x ptr> %ps, i64 %k
  call void @print_offsets4(<4 x ptr> %pk)
  ; Both vectors, an i8 source, an index lane negative.
  %byteoffsets = mul <4 x i64> %idx, <i64 -1, i64 2, i64 -3, i64 4>
  %pb = getelementptr i8, <4 x ptr> %pk, <4 x i64> %byteoffsets
  call void @print_offsets4(<4 x ptr> %pb)
  ; A struct field (scalar i32 and splat vector forms) and an array index.
  %records = getelementptr %record, ptr @records, <4 x i64> <i64 0, i64 1, i64 2, i64 3>, i32 2, <4 x i64> %idx
  %shifted = getelementptr i8, <4 x ptr> %records, i64 sub (i64 ptrtoint (ptr @arr to i64), i64 ptrtoint (ptr @records to i64))
  call void @print_offsets4(<4 x ptr> %shifted)
  %fields = getelementptr %record, <4 x ptr> %ps, i64 1, i32 1
  call void @print_offsets4(<4 x ptr> %fields)
  ; Eight lanes of i32 indices, sign-extended.
  %idx8 = load <8 x i32>, ptr @idx8
  %p8 = getelementptr i16, ptr getelementptr (i8, ptr @arr, i64 16), <8 x i32> %idx8
  %low = shufflevector <8 x ptr> %p8, <8 x ptr> poison, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  %high = shufflevector <8 x ptr> %p8, <8 x ptr> poison, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  call void @print_offsets4(<4 x ptr> %low)
  call void @print_offsets4(<4 x ptr> %high)
  ; A native <2 x ptr>.
  %idx2 = shufflevector <4 x i64> %idx, <4 x i64> poison, <2 x i32> <i32 2, i32 0>
  %p2 = getelementptr i64, ptr @arr, <2 x i64> %idx2
  %p2wide = shufflevector <2 x ptr> %p2, <2 x ptr> %p2, <4 x i32> <i32 0, i32 1, i32 2, i32 3>
  call void @print_offsets4(<4 x ptr> %p2wide)
  ; Address spaces and integer casts.
  %global = addrspacecast <4 x ptr> %ps to <4 x ptr addrspace(1)>
  %moved = getelementptr i32, <4 x ptr addrspace(1)> %global, <4 x i64> <i64 1, i64 2, i64 -1, i64 0>
  %back = addrspacecast <4 x ptr addrspace(1)> %moved to <4 x ptr>
  call void @print_offsets4(<4 x ptr> %back)
  %narrow = ptrtoint <4 x ptr addrspace(1)> %moved to <4 x i32>
  %wide = ptrtoint <4 x ptr addrspace(1)> %global to <4 x i32>
  %narrowdiff = sub <4 x i32> %narrow, %wide
  call void @print4(<4 x i32> %narrowdiff)
  %ints = ptrtoint <4 x ptr> %ps to <4 x i64>
  %plus = add <4 x i64> %ints, <i64 4, i64 8, i64 -4, i64 0>
  %again = inttoptr <4 x i64> %plus to <4 x ptr>
  call void @print_offsets4(<4 x ptr> %again)
  ; A constant-expression vector getelementptr.
  call void @print_offsets4(<4 x ptr> getelementptr (i32, <4 x ptr> <ptr @arr, ptr @arr, ptr @arr, ptr @arr>, <4 x i64> <i64 9, i64 1, i64 -2, i64 6>))
  ; Gathers: a run-time mask with a passthrough, a constant mask.
  %mask = icmp ult <4 x i64> %idx, <i64 8, i64 8, i64 8, i64 8>
  %gathered = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> %ps, i32 4, <4 x i1> %mask, <4 x i32> <i32 -1, i32 -2, i32 -3, i32 -4>)
  call void @print4(<4 x i32> %gathered)
  %constant = call <4 x i32> @llvm.masked.gather.v4i32.v4p0(<4 x ptr> %pk, i32 4, <4 x i1> <i1 true, i1 false, i1 true, i1 false>, <4 x i32> <i32 7, i32 8, i32 9, i32 10>)
  call void @print4(<4 x i32> %constant)
  %p24 = getelementptr i8, ptr @arr, <3 x i64> <i64 1, i64 5, i64 50>
  %g24 = call <3 x i24> @llvm.masked.gather.v3i24.v3p0(<3 x ptr> %p24, i32 1, <3 x i1> <i1 true, i1 true, i1 false>, <3 x i24> <i24 -1, i24 -1, i24 -1>)
  %g24w = bitcast <3 x i24> %g24 to i72
  %g24low = trunc i72 %g24w to i64
  call void @p(i64 %g24low)
  ; A scatter through a run-time mask, then the array.
  %values = trunc <4 x i64> %idx to <4 x i32>
  %negated = sub <4 x i32> zeroinitializer, %values
  call void @llvm.masked.scatter.v4i32.v4p0(<4 x i32> %negated, <4 x ptr> %ps, i32 4, <4 x i1> %mask)
  call void @bytes(ptr @arr, i64 64)
  ret void
}

; ---- vector globals and their loads and stores ----

@b10 = global <10 x i1> <i1 1, i1 0, i1 1, i1 1, i1 0, i1 0, i1 0, i1 1, i1 0, i1 1>
@b17 = global <17 x i1> <i1 1, i1 1, i1 0, i1 0, i1 1, i1 0, i1 1, i1 0, i1 0, i1 1, i1 1, i1 1, i1 0, i1 0, i1 0, i1 0, i1 1>
@inside = global { i8, <3 x i1>, i8, [2 x <3 x i7>] } { i8 170, <3 x i1> <i1 1, i1 1, i1 0>, i8 187, [2 x <3 x i7>] [<3 x i7> <i7 1, i7 -1, i7 5>, <3 x i7> <i7 63, i7 64, i7 0>] }
@x2 = global <2 x x86_fp80> <x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xK4000C000000000000000>
@i24 = global <4 x i24> <i24 1193046, i24 2, i24 -1, i24 4>
@i48 = global <3 x i48> <i48 1, i48 -2, i48 81985529216486895>
@i4 = global <2 x i4> <i4 3, i4 -6>
@i7 = global <3 x i7> <i7 1, i7 -1, i7 5>
@i13 = global <5 x i13> <i13 4097, i13 -1, i13 0, i13 2730, i13 -4096>
@i60 = global <3 x i60> <i60 1152921504606846975, i60 81985529216486895, i60 -2>
@i32x3 = global <3 x i32> <i32 1, i32 2, i32 3>
@d3 = global <3 x double> <double 1.5, double -2.0, double 0.25>

define void @print_fp80(x86_fp80 %x) noinline {
  %bits = bitcast x86_fp80 %x to i80
  %low = trunc i80 %bits to i64
  call void @p(i64 %low)
  %top = lshr i80 %bits, 64
  %high = trunc i80 %top to i64
  call void @p(i64 %high)
  ret void
}

; A buffer of 64 bytes of 0xaa, for stores to show what they write.
define ptr @fresh_buffer() noinline {
  %buffer = call ptr @malloc(i64 64)
  call void @llvm.memset.p0.i64(ptr %buffer, i8 170, i64 64, i1 false)
  ret ptr %buffer
}
declare ptr @malloc(i64)
declare void @llvm.memset.p0.i64(ptr, i8, i64, i1)

define void @global_tests() noinline {
  ; The bytes of each global, as the object file holds them.
  call void @bytes(ptr @b10, i64 2)
  call void @bytes(ptr @b17, i64 3)
  call void @bytes(ptr @inside, i64 12)
  call void @bytes(ptr @x2, i64 20)
  call void @bytes(ptr @i24, i64 12)
  call void @bytes(ptr @i48, i64 18)
  call void @bytes(ptr @i4, i64 1)
  call void @bytes(ptr @i7, i64 3)
  call void @bytes(ptr @i13, i64 9)
  call void @bytes(ptr @i60, i64 23)
  call void @bytes(ptr @i32x3, i64 12)
  call void @bytes(ptr @d3, i64 24)
  ; Lanes loaded.
  %b10 = load <10 x i1>, ptr @b10
  %b10bits = bitcast <10 x i1> %b10 to i10
  %b10w = zext i10 %b10bits to i64
  call void @p(i64 %b10w)
  %b17 = load <17 x i1>, ptr @b17
  %b17lane = extractelement <17 x i1> %b17, i32 16
  %b17w = zext i1 %b17lane to i64
  call void @p(i64 %b17w)
  %inner = getelementptr i8, ptr @inside, i64 1
  %b3 = load <3 x i1>, ptr %inner
  %b3bits = bitcast <3 x i1> %b3 to i3
  %b3w = zext i3 %b3bits to i64
  call void @p(i64 %b3w)
  %x2 = load <2 x x86_fp80>, ptr @x2
  %x0 = extractelement <2 x x86_fp80> %x2, i32 0
  call void @print_fp80(x86_fp80 %x0)
  %x1 = extractelement <2 x x86_fp80> %x2, i32 1
  call void @print_fp80(x86_fp80 %x1)
  %sum = fadd x86_fp80 %x0, %x1
  call void @print_fp80(x86_fp80 %sum)
  ret void
}

; Loads a vector global, adds a constant vector, stores the sum into a
; buffer of 0xaa bytes, prints the buffer's first bytes, then the lanes of
; the sum read back (by a volatile load too) and of a bitcast to an integer.
define void @round_trip_tests() noinline {
  %buffer24 = call ptr @fresh_buffer()
  %v24 = load <4 x i24>, ptr @i24
  %s24 = add <4 x i24> %v24, <i24 1, i24 -3, i24 1, i24 8388607>
  store <4 x i24> %s24, ptr %buffer24
  call void @bytes(ptr %buffer24, i64 16)
  %r24 = load volatile <4 x i24>, ptr %buffer24
  %l24 = extractelement <4 x i24> %r24, i32 3
  %l24w = zext i24 %l24 to i64
  call void @p(i64 %l24w)
  %i96 = bitcast <4 x i24> %r24 to i96
  %i96low = trunc i96 %i96 to i64
  call void @p(i64 %i96low)

  %buffer48 = call ptr @fresh_buffer()
  %v48 = load <3 x i48>, ptr @i48
  %s48 = mul <3 x i48> %v48, <i48 3, i48 5, i48 -1>
  store <3 x i48> %s48, ptr %buffer48
  call void @bytes(ptr %buffer48, i64 24)
  %r48 = load <3 x i48>, ptr %buffer48
  %l48 = extractelement <3 x i48> %r48, i32 2
  %l48w = zext i48 %l48 to i64
  call void @p(i64 %l48w)

  %buffer4 = call ptr @fresh_buffer()
  %v4 = load <2 x i4>, ptr @i4
  %s4 = add <2 x i4> %v4, <i4 7, i4 1>
  store <2 x i4> %s4, ptr %buffer4
  call void @bytes(ptr %buffer4, i64 4)
  %r4 = load <2 x i4>, ptr %buffer4
  %i8 = bitcast <2 x i4> %r4 to i8
  %i8w = zext i8 %i8 to i64
  call void @p(i64 %i8w)

  %buffer7 = call ptr @fresh_buffer()
  %v7 = load <3 x i7>, ptr @i7
  %s7 = sub <3 x i7> %v7, <i7 2, i7 3, i7 -60>
  store volatile <3 x i7> %s7, ptr %buffer7
  call void @bytes(ptr %buffer7, i64 4)
  %r7 = load <3 x i7>, ptr %buffer7
  %l7 = extractelement <3 x i7> %r7, i32 1
  %l7w = zext i7 %l7 to i64
  call void @p(i64 %l7w)
  %i21 = bitcast <3 x i7> %r7 to i21
  %i21w = zext i21 %i21 to i64
  call void @p(i64 %i21w)

  %buffer13 = call ptr @fresh_buffer()
  %v13 = load <5 x i13>, ptr @i13
  %s13 = xor <5 x i13> %v13, <i13 1, i13 2, i13 4, i13 8, i13 4095>
  store <5 x i13> %s13, ptr %buffer13
  call void @bytes(ptr %buffer13, i64 12)
  %r13 = load <5 x i13>, ptr %buffer13
  %l13 = extractelement <5 x i13> %r13, i32 4
  %l13w = zext i13 %l13 to i64
  call void @p(i64 %l13w)

  %buffer60 = call ptr @fresh_buffer()
  %v60 = load <3 x i60>, ptr @i60
  %s60 = add <3 x i60> %v60, <i60 2, i60 -1, i60 3>
  store <3 x i60> %s60, ptr %buffer60
  call void @bytes(ptr %buffer60, i64 24)
  %r60 = load <3 x i60>, ptr %buffer60
  %l60 = extractelement <3 x i60> %r60, i32 1
  %l60w = zext i60 %l60 to i64
  call void @p(i64 %l60w)
  %l60b = extractelement <3 x i60> %r60, i32 2
  %l60bw = zext i60 %l60b to i64
  call void @p(i64 %l60bw)

  %buffer1 = call ptr @fresh_buffer()
  %v17 = load <17 x i1>, ptr @b17
  %n17 = xor <17 x i1> %v17, <i1 1, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 0, i1 1>
  store <17 x i1> %n17, ptr %buffer1
  call void @bytes(ptr %buffer1, i64 4)
  %b16 = load <16 x i1>, ptr %buffer1
  %pair = bitcast <16 x i1> %b16 to <2 x i8>
  %pair1 = extractelement <2 x i8> %pair, i32 1
  %pair1w = zext i8 %pair1 to i64
  call void @p(i64 %pair1w)

  ; Stores of narrow constant vectors write their store size only.
  %buffer3 = call ptr @fresh_buffer()
  store <3 x i8> <i8 1, i8 2, i8 3>, ptr %buffer3
  call void @bytes(ptr %buffer3, i64 8)
  %bufferx = call ptr @fresh_buffer()
  store <2 x x86_fp80> <x86_fp80 0xK3FFF8000000000000000, x86_fp80 0xKC000C000000000000000>, ptr %bufferx
  call void @bytes(ptr %bufferx, i64 32)
  %x2 = load <2 x x86_fp80>, ptr %bufferx
  %x1 = extractelement <2 x x86_fp80> %x2, i32 1
  call void @print_fp80(x86_fp80 %x1)
  ret void
}

define i32 @main() {
  call void @gep_tests()
  call void @global_tests()
  call void @round_trip_tests()
  ret i32 0
}
