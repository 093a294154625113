; A vector of references in gc-live: four objects, each allocated by a
; statepoint that relocates the vector built so far (lanes not yet filled
; are null), then a statepoint whose callee forces a collection relocates
; the full vector and a vector of derived pointers into the objects (a
; vector getelementptr), with a deopt bundle holding an <8 x i1> and an
; <8 x i32>. The callee reads those deopt values of its caller's frame and
; prints them (the <8 x i1> bit-packed, lane i at bit i: 173; the low 64
; bits of the <8 x i32>: lanes 0 and 1, 7 and 9); then @main reads each
; object's field through the relocated derived vector and through the
; relocated base vector and prints both sums (1 + 20 + 300 + 4000). Under
; --gc-stress every statepoint moves every object, so a lane whose slot is
; not read back after the call would still point at the old copy.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"
declare i64 @rt_deopt_value(i64, i64) "gc-leaf-function"

define void @collect_and_inspect() gc "statepoint-example" {
entry:
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @gc_collect, i32 0, i32 0, i32 0, i32 0)
  ; Frame 0 is @main at its call of this function (this function's calls of
  ; rt_deopt_value are no statepoints).
  %mask = call i64 @rt_deopt_value(i64 0, i64 0)
  call void @rt_print_i64(i64 %mask)
  %ints = call i64 @rt_deopt_value(i64 0, i64 1)
  %lane0 = and i64 %ints, 4294967295
  call void @rt_print_i64(i64 %lane0)
  %lane1 = lshr i64 %ints, 32
  call void @rt_print_i64(i64 %lane1)
  ret void
}

; A new object of 8 raw bytes holding %value, and %vector relocated by the
; allocation (which may collect) with the object in lane %lane.
define <4 x ptr addrspace(1)> @add_object(<4 x ptr addrspace(1)> %vector, i32 %lane, i64 %value) gc "statepoint-example" {
entry:
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(ptr addrspace(1) (i64, i64)) @gc_alloc, i32 2, i32 0, i64 0, i64 8, i32 0, i32 0) [ "gc-live"(<4 x ptr addrspace(1)> %vector) ]
  %object = call ptr addrspace(1) @llvm.experimental.gc.result.p1(token %t)
  %relocated = call <4 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v4p1(token %t, i32 0, i32 0)
  %field = getelementptr i8, ptr addrspace(1) %object, i64 8
  store i64 %value, ptr addrspace(1) %field
  %with = insertelement <4 x ptr addrspace(1)> %relocated, ptr addrspace(1) %object, i32 %lane
  ret <4 x ptr addrspace(1)> %with
}

; The address of the field of the object in each lane of %objects.
define <4 x ptr addrspace(1)> @field_addresses(<4 x ptr addrspace(1)> %objects) {
entry:
  %o0 = extractelement <4 x ptr addrspace(1)> %objects, i32 0
  %o1 = extractelement <4 x ptr addrspace(1)> %objects, i32 1
  %o2 = extractelement <4 x ptr addrspace(1)> %objects, i32 2
  %o3 = extractelement <4 x ptr addrspace(1)> %objects, i32 3
  %f0 = getelementptr i8, ptr addrspace(1) %o0, i64 8
  %f1 = getelementptr i8, ptr addrspace(1) %o1, i64 8
  %f2 = getelementptr i8, ptr addrspace(1) %o2, i64 8
  %f3 = getelementptr i8, ptr addrspace(1) %o3, i64 8
  %v0 = insertelement <4 x ptr addrspace(1)> poison, ptr addrspace(1) %f0, i32 0
  %v1 = insertelement <4 x ptr addrspace(1)> %v0, ptr addrspace(1) %f1, i32 1
  %v2 = insertelement <4 x ptr addrspace(1)> %v1, ptr addrspace(1) %f2, i32 2
  %v3 = insertelement <4 x ptr addrspace(1)> %v2, ptr addrspace(1) %f3, i32 3
  ret <4 x ptr addrspace(1)> %v3
}

; The sum of the i64 each lane of %pointers points at.
define i64 @sum_lanes(<4 x ptr addrspace(1)> %pointers) {
entry:
  %p0 = extractelement <4 x ptr addrspace(1)> %pointers, i32 0
  %p1 = extractelement <4 x ptr addrspace(1)> %pointers, i32 1
  %p2 = extractelement <4 x ptr addrspace(1)> %pointers, i32 2
  %p3 = extractelement <4 x ptr addrspace(1)> %pointers, i32 3
  %v0 = load i64, ptr addrspace(1) %p0
  %v1 = load i64, ptr addrspace(1) %p1
  %v2 = load i64, ptr addrspace(1) %p2
  %v3 = load i64, ptr addrspace(1) %p3
  %s01 = add i64 %v0, %v1
  %s23 = add i64 %v2, %v3
  %sum = add i64 %s01, %s23
  ret i64 %sum
}

define i64 @main() gc "statepoint-example" {
entry:
  %t0 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(<4 x ptr addrspace(1)> (<4 x ptr addrspace(1)>, i32, i64)) @add_object, i32 3, i32 0, <4 x ptr addrspace(1)> zeroinitializer, i32 0, i64 1, i32 0, i32 0)
  %v0 = call <4 x ptr addrspace(1)> @llvm.experimental.gc.result.v4p1(token %t0)
  %t1 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(<4 x ptr addrspace(1)> (<4 x ptr addrspace(1)>, i32, i64)) @add_object, i32 3, i32 0, <4 x ptr addrspace(1)> %v0, i32 1, i64 20, i32 0, i32 0)
  %v1 = call <4 x ptr addrspace(1)> @llvm.experimental.gc.result.v4p1(token %t1)
  %t2 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(<4 x ptr addrspace(1)> (<4 x ptr addrspace(1)>, i32, i64)) @add_object, i32 3, i32 0, <4 x ptr addrspace(1)> %v1, i32 2, i64 300, i32 0, i32 0)
  %v2 = call <4 x ptr addrspace(1)> @llvm.experimental.gc.result.v4p1(token %t2)
  %t3 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(<4 x ptr addrspace(1)> (<4 x ptr addrspace(1)>, i32, i64)) @add_object, i32 3, i32 0, <4 x ptr addrspace(1)> %v2, i32 3, i64 4000, i32 0, i32 0)
  %objects = call <4 x ptr addrspace(1)> @llvm.experimental.gc.result.v4p1(token %t3)
  %fields = call <4 x ptr addrspace(1)> @field_addresses(<4 x ptr addrspace(1)> %objects)
  ; Deopt values computed from the objects' fields, so no backend folds them.
  %first = extractelement <4 x ptr addrspace(1)> %fields, i32 0
  %one = load i64, ptr addrspace(1) %first
  %one.i32 = trunc i64 %one to i32
  %seven = add i32 %one.i32, 6
  %ints = insertelement <8 x i32> <i32 0, i32 9, i32 -3, i32 4, i32 -5, i32 6, i32 -7, i32 8>, i32 %seven, i32 0
  ; Lanes 0, 2, 3, 5 and 7 are positive: bits 0b10101101 = 173.
  %positive = icmp sgt <8 x i32> %ints, <i32 0, i32 100, i32 -100, i32 0, i32 0, i32 0, i32 0, i32 0>
  %t4 = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @collect_and_inspect, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(<4 x ptr addrspace(1)> %objects, <4 x ptr addrspace(1)> %fields), "deopt"(<8 x i1> %positive, <8 x i32> %ints) ]
  %objects.relocated = call <4 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v4p1(token %t4, i32 0, i32 0)
  %fields.relocated = call <4 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v4p1(token %t4, i32 0, i32 1)
  %through.fields = call i64 @sum_lanes(<4 x ptr addrspace(1)> %fields.relocated)
  call void @rt_print_i64(i64 %through.fields)
  %again = call <4 x ptr addrspace(1)> @field_addresses(<4 x ptr addrspace(1)> %objects.relocated)
  %through.objects = call i64 @sum_lanes(<4 x ptr addrspace(1)> %again)
  call void @rt_print_i64(i64 %through.objects)
  ret i64 0
}

declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.result.p1(token)
declare <4 x ptr addrspace(1)> @llvm.experimental.gc.result.v4p1(token)
declare <4 x ptr addrspace(1)> @llvm.experimental.gc.relocate.v4p1(token, i32, i32)
