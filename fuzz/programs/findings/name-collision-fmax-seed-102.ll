; program-fuzzer seed 102
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"


define i32 @personality() {
entry:
  ret i32 0
}

define internal void @fmax(i64 %depth, i64 %p0) gc "statepoint-example" {
entry:
  %v0 = icmp sle i64 %depth, 0
  br i1 %v0, label %L1, label %L2
L1:
  br label %L3
L2:
  %v1 = sub i64 %depth, 1
  %v2 = call ptr addrspace(1) @floor(i64 %v1)
  br label %L3
L3:
  %v3 = phi ptr addrspace(1) [ null, %L1 ], [ %v2, %L2 ]
  ret void
}

define internal ptr addrspace(1) @floor(i64 %depth) gc "statepoint-example" {
entry:
  %v0 = icmp sle i64 %depth, 0
  br i1 %v0, label %L1, label %L2
L1:
  br label %L3
L2:
  call void @gc_collect()
  br label %L3
L3:
  ret ptr addrspace(1) null
}

define i64 @main() gc "statepoint-example" {
entry:
  %v0 = call ptr addrspace(1) @gc_alloc(i64 3, i64 5)
  call void @fmax(i64 3, i64 796)
  %v1 = call ptr addrspace(1) @gc_alloc(i64 2048, i64 0)
  %v2 = call ptr addrspace(1) @gc_alloc(i64 3, i64 0)
  %v3 = getelementptr i8, ptr addrspace(1) %v2, i64 8
  store ptr addrspace(1) null, ptr addrspace(1) %v3, align 8
  %v4 = getelementptr i8, ptr addrspace(1) %v2, i64 16
  store ptr addrspace(1) null, ptr addrspace(1) %v4, align 8
  %v5 = getelementptr i8, ptr addrspace(1) %v2, i64 24
  store ptr addrspace(1) %v0, ptr addrspace(1) %v5, align 8
  %v6 = call i64 @checksum(ptr addrspace(1) %v2, ptr addrspace(1) %v1)
  call void @rt_print_i64(i64 %v6)
  ret i64 796
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
