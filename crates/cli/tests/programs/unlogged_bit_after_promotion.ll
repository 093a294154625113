; Reads the write barrier's unlogged bit of an object the way docs/collectors.md
; says compiled fast paths do (table `gc_unlogged_bits`, byte `address >> 6`,
; bit `(address >> 3) & 7`), after a collection promoted the object, then again
; after `gc_write_barrier_slow` logged it. Prints the two bits.

@gc_unlogged_bits = external global i64
@kept = global ptr addrspace(1) null

declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @gc_write_barrier_slow(ptr addrspace(1))
declare void @rt_print_i64(i64)

define i64 @unlogged_bit(i64 %address) {
entry:
  %table = load i64, ptr @gc_unlogged_bits
  %byte.index = lshr i64 %address, 6
  %byte.address = add i64 %table, %byte.index
  %byte.pointer = inttoptr i64 %byte.address to ptr
  %byte = load i8, ptr %byte.pointer
  %word.index = lshr i64 %address, 3
  %word.index.byte = trunc i64 %word.index to i8
  %bit.index = and i8 %word.index.byte, 7
  %shifted = lshr i8 %byte, %bit.index
  %bit = and i8 %shifted, 1
  %result = zext i8 %bit to i64
  ret i64 %result
}

define i64 @main() gc "statepoint-example" {
entry:
  %object = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  store ptr addrspace(1) %object, ptr @kept
  call void @gc_collect()
  %promoted = load ptr addrspace(1), ptr @kept
  %address = ptrtoint ptr addrspace(1) %promoted to i64
  %before = call i64 @unlogged_bit(i64 %address)
  call void @rt_print_i64(i64 %before) "gc-leaf-function"
  call void @gc_write_barrier_slow(ptr addrspace(1) %promoted) "gc-leaf-function"
  %after = call i64 @unlogged_bit(i64 %address)
  call void @rt_print_i64(i64 %after) "gc-leaf-function"
  ret i64 0
}
