; program-fuzzer seed 3
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"

@g0 = global ptr addrspace(1) null

define i32 @personality() {
entry:
  ret i32 0
}

define internal ptr addrspace(1) @f0(i64 %depth, ptr addrspace(1) %p0) gc "statepoint-example" {
entry:
  %v0 = icmp sle i64 %depth, 0
  br i1 %v0, label %L1, label %L2
L1:
  br label %L3
L2:
  br label %L3
L3:
  ret ptr addrspace(1) %p0
}

define i64 @main() gc "statepoint-example" {
entry:
  %v0 = icmp ne ptr addrspace(1) null, null
  br i1 %v0, label %L1, label %L2
L1:
  %v1 = load i64, ptr addrspace(1) null, align 8
  %v2 = and i64 %v1, 4294967295
  %v3 = lshr i64 %v1, 32
  %v4 = icmp ne i64 %v3, 0
  br i1 %v4, label %L4, label %L5
L4:
  %v5 = urem i64 48, %v3
  %v6 = shl i64 %v2, 3
  %v7 = add i64 %v6, 8
  %v8 = add i64 %v7, %v5
  %v9 = add i64 %v8, 64
  %v10 = getelementptr i8, ptr addrspace(1) null, i64 %v9
  %v11 = call ptr addrspace(1) @f0(i64 1, ptr addrspace(1) null)
  %v12 = getelementptr i8, ptr addrspace(1) %v10, i64 -64
  %v13 = load i8, ptr addrspace(1) %v12, align 1
  %v14 = zext i8 %v13 to i64
  br label %L6
L5:
  br label %L6
L6:
  %v15 = phi ptr addrspace(1) [ %v11, %L4 ], [ null, %L5 ]
  %v16 = phi i64 [ %v14, %L4 ], [ 574, %L5 ]
  br label %L3
L2:
  br label %L3
L3:
  %v17 = phi ptr addrspace(1) [ %v15, %L6 ], [ null, %L2 ]
  %v18 = phi i64 [ %v16, %L6 ], [ 574, %L2 ]
  %v19 = call ptr addrspace(1) @gc_alloc(i64 2048, i64 0)
  %v20 = call ptr addrspace(1) @gc_alloc(i64 5, i64 0)
  %v21 = load ptr addrspace(1), ptr @g0, align 8
  %v22 = getelementptr i8, ptr addrspace(1) %v20, i64 8
  store ptr addrspace(1) %v21, ptr addrspace(1) %v22, align 8
  %v23 = getelementptr i8, ptr addrspace(1) %v20, i64 16
  store ptr addrspace(1) null, ptr addrspace(1) %v23, align 8
  %v24 = getelementptr i8, ptr addrspace(1) %v20, i64 24
  store ptr addrspace(1) %v17, ptr addrspace(1) %v24, align 8
  %v25 = getelementptr i8, ptr addrspace(1) %v20, i64 32
  store ptr addrspace(1) null, ptr addrspace(1) %v25, align 8
  %v26 = getelementptr i8, ptr addrspace(1) %v20, i64 40
  store ptr addrspace(1) null, ptr addrspace(1) %v26, align 8
  %v27 = call i64 @checksum(ptr addrspace(1) %v20, ptr addrspace(1) %v19)
  call void @rt_print_i64(i64 %v27)
  ret i64 %v18
}

define internal i64 @checksum(ptr addrspace(1) %roots, ptr addrspace(1) %queue) {
entry:
  %first = getelementptr i8, ptr addrspace(1) %queue, i64 8
  store ptr addrspace(1) %roots, ptr addrspace(1) %first, align 8
  br label %object
object:
  %next = phi i64 [ 0, %entry ], [ %next.1, %bytes.done ]
  %count = phi i64 [ 1, %entry ], [ %count.f, %bytes.done ]
  %hash = phi i64 [ -3750763034362895579, %entry ], [ %hash.b, %bytes.done ]
  %more = icmp ult i64 %next, %count
  br i1 %more, label %visit, label %done
visit:
  %slot.index = shl i64 %next, 3
  %slot.offset = add i64 %slot.index, 8
  %slot = getelementptr i8, ptr addrspace(1) %queue, i64 %slot.offset
  %o = load ptr addrspace(1), ptr addrspace(1) %slot, align 8
  %header = load i64, ptr addrspace(1) %o, align 8
  %h0 = xor i64 %hash, %header
  %h1 = mul i64 %h0, 1099511628211
  %refs = and i64 %header, 4294967295
  %bytes = lshr i64 %header, 32
  br label %field
field:
  %f = phi i64 [ 0, %visit ], [ %f.1, %field.next ]
  %count.f = phi i64 [ %count, %visit ], [ %count.next, %field.next ]
  %hash.f = phi i64 [ %h1, %visit ], [ %hash.f.1, %field.next ]
  %more.f = icmp ult i64 %f, %refs
  br i1 %more.f, label %field.load, label %bytes.start
field.load:
  %field.index = shl i64 %f, 3
  %field.offset = add i64 %field.index, 8
  %field.address = getelementptr i8, ptr addrspace(1) %o, i64 %field.offset
  %target = load ptr addrspace(1), ptr addrspace(1) %field.address, align 8
  %is.null = icmp eq ptr addrspace(1) %target, null
  br i1 %is.null, label %field.next, label %search
search:
  %j = phi i64 [ 0, %field.load ], [ %j.1, %search.next ]
  %searched = icmp eq i64 %j, %count.f
  br i1 %searched, label %append, label %search.compare
search.compare:
  %j.index = shl i64 %j, 3
  %j.offset = add i64 %j.index, 8
  %j.address = getelementptr i8, ptr addrspace(1) %queue, i64 %j.offset
  %queued = load ptr addrspace(1), ptr addrspace(1) %j.address, align 8
  %same = icmp eq ptr addrspace(1) %queued, %target
  br i1 %same, label %field.next, label %search.next
search.next:
  %j.1 = add i64 %j, 1
  br label %search
append:
  %full = icmp uge i64 %count.f, 2048
  br i1 %full, label %overflow, label %append.store
append.store:
  %a.index = shl i64 %count.f, 3
  %a.offset = add i64 %a.index, 8
  %a.address = getelementptr i8, ptr addrspace(1) %queue, i64 %a.offset
  store ptr addrspace(1) %target, ptr addrspace(1) %a.address, align 8
  %count.a = add i64 %count.f, 1
  br label %field.next
field.next:
  %position = phi i64 [ -1, %field.load ], [ %j, %search.compare ], [ %count.f, %append.store ]
  %count.next = phi i64 [ %count.f, %field.load ], [ %count.f, %search.compare ], [ %count.a, %append.store ]
  %hf0 = xor i64 %hash.f, %position
  %hash.f.1 = mul i64 %hf0, 1099511628211
  %f.1 = add i64 %f, 1
  br label %field
bytes.start:
  %fields.size = shl i64 %refs, 3
  %bytes.offset = add i64 %fields.size, 8
  br label %byte
byte:
  %k = phi i64 [ 0, %bytes.start ], [ %k.1, %byte.body ]
  %hash.b = phi i64 [ %hash.f, %bytes.start ], [ %hash.b.1, %byte.body ]
  %more.b = icmp ult i64 %k, %bytes
  br i1 %more.b, label %byte.body, label %bytes.done
byte.body:
  %k.offset = add i64 %bytes.offset, %k
  %k.address = getelementptr i8, ptr addrspace(1) %o, i64 %k.offset
  %k.byte = load i8, ptr addrspace(1) %k.address, align 1
  %k.value = zext i8 %k.byte to i64
  %hb0 = xor i64 %hash.b, %k.value
  %hash.b.1 = mul i64 %hb0, 1099511628211
  %k.1 = add i64 %k, 1
  br label %byte
bytes.done:
  %next.1 = add i64 %next, 1
  br label %object
done:
  %hd = xor i64 %hash, %count
  %final = mul i64 %hd, 1099511628211
  ret i64 %final
overflow:
  ret i64 0
}
