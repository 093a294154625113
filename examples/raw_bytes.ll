; Raw payload bytes behind reference fields, printed by rt_print_str before
; and after the objects move; a null argument prints an empty line.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_str(ptr addrspace(1)) "gc-leaf-function"

@greeting = private constant [13 x i8] c"hello, world!"

define i64 @main() gc "statepoint-example" {
entry:
  %text = call ptr addrspace(1) @gc_alloc(i64 0, i64 13)
  %text.bytes = getelementptr i8, ptr addrspace(1) %text, i64 8
  call void @llvm.memcpy.p1.p0.i64(ptr addrspace(1) %text.bytes, ptr @greeting, i64 13, i1 false)
  call void @rt_print_str(ptr addrspace(1) %text)
  %record = call ptr addrspace(1) @gc_alloc(i64 2, i64 5)
  %record.text = getelementptr i8, ptr addrspace(1) %record, i64 8
  store ptr addrspace(1) %text, ptr addrspace(1) %record.text
  %record.bytes = getelementptr i8, ptr addrspace(1) %record, i64 24
  store i8 97, ptr addrspace(1) %record.bytes
  %b = getelementptr i8, ptr addrspace(1) %record, i64 25
  store i8 98, ptr addrspace(1) %b
  %c = getelementptr i8, ptr addrspace(1) %record, i64 26
  store i8 99, ptr addrspace(1) %c
  %d = getelementptr i8, ptr addrspace(1) %record, i64 27
  store i8 100, ptr addrspace(1) %d
  %e = getelementptr i8, ptr addrspace(1) %record, i64 28
  store i8 101, ptr addrspace(1) %e
  call void @gc_collect()
  %text.field = getelementptr i8, ptr addrspace(1) %record, i64 8
  %text.moved = load ptr addrspace(1), ptr addrspace(1) %text.field
  call void @rt_print_str(ptr addrspace(1) %text.moved)
  call void @rt_print_str(ptr addrspace(1) %record)
  call void @rt_print_str(ptr addrspace(1) null)
  ret i64 0
}

declare void @llvm.memcpy.p1.p0.i64(ptr addrspace(1), ptr, i64, i1)
