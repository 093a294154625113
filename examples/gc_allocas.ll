; References kept in stack slots (allocas), as clang -O0 keeps reference
; variables, across collections: RewriteStatepointsForGC lists each such alloca
; in every statepoint it dominates, once per word, and the runtime updates the
; slots in place. A pointer to a slot is handed to a callee that allocates
; (collecting while the caller's slots are live) and swaps two slots.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @rt_print_i64(i64) "gc-leaf-function"
declare void @llvm.lifetime.start.p0(i64, ptr)
declare void @llvm.lifetime.end.p0(i64, ptr)

%frame = type { ptr addrspace(1), [2 x ptr addrspace(1)] }

define ptr addrspace(1) @box(i64 %value) gc "statepoint-example" {
  %box = call ptr addrspace(1) @gc_alloc(i64 0, i64 8)
  %payload = getelementptr i8, ptr addrspace(1) %box, i64 8
  store i64 %value, ptr addrspace(1) %payload
  ret ptr addrspace(1) %box
}

define i64 @unbox_slot(ptr %slot) gc "statepoint-example" {
  %box = load ptr addrspace(1), ptr %slot
  %payload = getelementptr i8, ptr addrspace(1) %box, i64 8
  %value = load i64, ptr addrspace(1) %payload
  ret i64 %value
}

; Allocates (so the caller's slots must be updated during this call), then
; swaps the references in two of the caller's slots.
define void @swap_after_allocating(ptr %a, ptr %b) gc "statepoint-example" {
  %garbage = call ptr addrspace(1) @gc_alloc(i64 0, i64 48)
  %x = load ptr addrspace(1), ptr %a
  %y = load ptr addrspace(1), ptr %b
  store ptr addrspace(1) %y, ptr %a
  store ptr addrspace(1) %x, ptr %b
  ret void
}

define i64 @main() gc "statepoint-example" {
entry:
  %single = alloca ptr addrspace(1), align 8
  %array = alloca [3 x ptr addrspace(1)], align 8
  %record = alloca %frame, align 8
  %counted = alloca ptr addrspace(1), i32 2, align 8
  %count = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr %array)
  %b1 = call ptr addrspace(1) @box(i64 1)
  store ptr addrspace(1) %b1, ptr %single
  %array.2 = getelementptr [3 x ptr addrspace(1)], ptr %array, i64 0, i64 2
  %b2 = call ptr addrspace(1) @box(i64 2)
  store ptr addrspace(1) %b2, ptr %array.2
  %record.1.1 = getelementptr %frame, ptr %record, i64 0, i32 1, i64 1
  %b3 = call ptr addrspace(1) @box(i64 3)
  store ptr addrspace(1) %b3, ptr %record.1.1
  %counted.1 = getelementptr ptr addrspace(1), ptr %counted, i64 1
  %b4 = call ptr addrspace(1) @box(i64 4)
  store ptr addrspace(1) %b4, ptr %counted.1
  store i64 0, ptr %count
  br label %loop

loop:
  %i = load i64, ptr %count
  %garbage = call ptr addrspace(1) @gc_alloc(i64 0, i64 32)
  call void @swap_after_allocating(ptr %array.2, ptr %record.1.1)
  %i.next = add i64 %i, 1
  store i64 %i.next, ptr %count
  %more = icmp slt i64 %i.next, 3
  br i1 %more, label %loop, label %done

done:
  %v1 = call i64 @unbox_slot(ptr %single)
  call void @rt_print_i64(i64 %v1)
  %v2 = call i64 @unbox_slot(ptr %array.2)
  call void @rt_print_i64(i64 %v2)
  %v3 = call i64 @unbox_slot(ptr %record.1.1)
  call void @rt_print_i64(i64 %v3)
  %v4 = call i64 @unbox_slot(ptr %counted.1)
  call void @rt_print_i64(i64 %v4)
  call void @llvm.lifetime.end.p0(i64 24, ptr %array)
  ret i64 0
}
