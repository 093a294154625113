; Deoptimization end to end: a "compiled" fast path leaves for an interpreter
; when its guard fails, and the interpreter resumes from the deopt state the
; statepoint recorded, read through the runtime (docs/deoptimization.md).
;
; The program sums a linked list of nodes (one reference, `next`; 8 raw bytes,
; the value). @sum_compiled assumes every value is non-negative and adds them
; in a loop; at the first negative value its guard fails and it calls
; @resume_in_interpreter with a `deopt` bundle holding the interpreter state:
; the program counter (2: "at the add of a node"), the current node (a
; reference) and the sum so far. The interpreter reads that state with
; rt_deopt_value (the compiled frame is frame 1 here: frame 0 is its own), forces a
; collection that moves every object, reads the node again (now the current,
; relocated reference), and finishes the sum with the interpreter's semantics
; (a negative value counts twice). It also checks the frame's statepoint ID
; (77) and value count (3).
;
; Then the same through @llvm.experimental.deoptimize: @sum_compiled_deoptimizing
; deoptimizes at its guard; the runtime's __llvm_deoptimize calls the handler
; @main registered (rt_set_deoptimize_handler), @finish_in_interpreter, which
; runs the same interpreter (the deoptimizing frame is frame 2 there: the
; interpreter's own, the handler's, then the compiled one, since
; __llvm_deoptimize's frame holds no statepoint),
; prints the total and ends the program, since a deoptimized frame is never
; returned to.
declare ptr addrspace(1) @gc_alloc(i64, i64)
declare void @gc_collect()
declare void @rt_print_i64(i64) "gc-leaf-function"
declare i64 @rt_deopt_frame_count()
declare i64 @rt_deopt_frame_id(i64)
declare i64 @rt_deopt_value_count(i64)
declare i64 @rt_deopt_value(i64, i64)
declare void @rt_set_deoptimize_handler(ptr)
declare i64 @llvm.experimental.deoptimize.i64(...)
declare void @exit(i32)

define ptr addrspace(1) @push(ptr addrspace(1) %list, i64 %value) gc "statepoint-example" {
entry:
  %node = call ptr addrspace(1) @gc_alloc(i64 1, i64 8)
  %next = getelementptr i8, ptr addrspace(1) %node, i64 8
  store ptr addrspace(1) %list, ptr addrspace(1) %next
  %payload = getelementptr i8, ptr addrspace(1) %node, i64 16
  store i64 %value, ptr addrspace(1) %payload
  ret ptr addrspace(1) %node
}

define i64 @sum_compiled(ptr addrspace(1) %list) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %node = phi ptr addrspace(1) [ %list, %entry ], [ %next, %add ]
  %sum = phi i64 [ 0, %entry ], [ %sum.next, %add ]
  %done = icmp eq ptr addrspace(1) %node, null
  br i1 %done, label %exit, label %guard
guard:
  %payload = getelementptr i8, ptr addrspace(1) %node, i64 16
  %value = load i64, ptr addrspace(1) %payload
  %negative = icmp slt i64 %value, 0
  br i1 %negative, label %deoptimize, label %add
add:
  %sum.next = add i64 %sum, %value
  %next.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  %next = load ptr addrspace(1), ptr addrspace(1) %next.field
  br label %loop
deoptimize:
  %resumed = call i64 @resume_in_interpreter(i64 1) #0 [ "deopt"(i64 2, ptr addrspace(1) %node, i64 %sum) ]
  ret i64 %resumed
exit:
  ret i64 %sum
}

define i64 @sum_compiled_deoptimizing(ptr addrspace(1) %list) gc "statepoint-example" {
entry:
  br label %loop
loop:
  %node = phi ptr addrspace(1) [ %list, %entry ], [ %next, %add ]
  %sum = phi i64 [ 0, %entry ], [ %sum.next, %add ]
  %done = icmp eq ptr addrspace(1) %node, null
  br i1 %done, label %exit, label %guard
guard:
  %payload = getelementptr i8, ptr addrspace(1) %node, i64 16
  %value = load i64, ptr addrspace(1) %payload
  %negative = icmp slt i64 %value, 0
  br i1 %negative, label %deoptimize, label %add
add:
  %sum.next = add i64 %sum, %value
  %next.field = getelementptr i8, ptr addrspace(1) %node, i64 8
  %next = load ptr addrspace(1), ptr addrspace(1) %next.field
  br label %loop
deoptimize:
  %resumed = call i64 (...) @llvm.experimental.deoptimize.i64() #0 [ "deopt"(i64 2, ptr addrspace(1) %node, i64 %sum) ]
  ret i64 %resumed
exit:
  ret i64 %sum
}

define i64 @finish_in_interpreter() gc "statepoint-example" {
entry:
  %total = call i64 @resume_in_interpreter(i64 2)
  call void @rt_print_i64(i64 %total)
  call void @exit(i32 0)
  unreachable
}

define i64 @resume_in_interpreter(i64 %frame) gc "statepoint-example" {
entry:
  %frames = call i64 @rt_deopt_frame_count()
  %enough = icmp sgt i64 %frames, %frame
  br i1 %enough, label %read, label %bad
read:
  %id = call i64 @rt_deopt_frame_id(i64 %frame)
  call void @rt_print_i64(i64 %id)
  %count = call i64 @rt_deopt_value_count(i64 %frame)
  call void @rt_print_i64(i64 %count)
  %pc = call i64 @rt_deopt_value(i64 %frame, i64 0)
  call void @rt_print_i64(i64 %pc)
  %sum.so.far = call i64 @rt_deopt_value(i64 %frame, i64 2)
  call void @rt_print_i64(i64 %sum.so.far)
  call void @gc_collect()
  %node.bits = call i64 @rt_deopt_value(i64 %frame, i64 1)
  %node = inttoptr i64 %node.bits to ptr addrspace(1)
  br label %interpret
interpret:
  %current = phi ptr addrspace(1) [ %node, %read ], [ %next, %step ]
  %sum = phi i64 [ %sum.so.far, %read ], [ %sum.next, %step ]
  %done = icmp eq ptr addrspace(1) %current, null
  br i1 %done, label %finish, label %step
step:
  %payload = getelementptr i8, ptr addrspace(1) %current, i64 16
  %value = load i64, ptr addrspace(1) %payload
  %negative = icmp slt i64 %value, 0
  %twice = mul i64 %value, 2
  %counted = select i1 %negative, i64 %twice, i64 %value
  %sum.next = add i64 %sum, %counted
  %garbage = call ptr addrspace(1) @gc_alloc(i64 0, i64 64)
  %next.field = getelementptr i8, ptr addrspace(1) %current, i64 8
  %next = load ptr addrspace(1), ptr addrspace(1) %next.field
  br label %interpret
finish:
  ret i64 %sum
bad:
  ret i64 -1
}

define i64 @main() gc "statepoint-example" {
entry:
  br label %build
build:
  %i = phi i64 [ 1, %entry ], [ %i.next, %build ]
  %list = phi ptr addrspace(1) [ null, %entry ], [ %list.next, %build ]
  %is.seventh = icmp eq i64 %i, 7
  %minus = sub i64 0, %i
  %value = select i1 %is.seventh, i64 %minus, i64 %i
  %list.next = call ptr addrspace(1) @push(ptr addrspace(1) %list, i64 %value)
  %i.next = add i64 %i, 1
  %built = icmp eq i64 %i.next, 11
  br i1 %built, label %run, label %build
run:
  ; The list is 10, 9, 8, -7, 6, ..., 1: the guard fails at -7 with the sum 27.
  %total = call i64 @sum_compiled(ptr addrspace(1) %list.next)
  call void @rt_print_i64(i64 %total)
  call void @rt_set_deoptimize_handler(ptr @finish_in_interpreter)
  %never = call i64 @sum_compiled_deoptimizing(ptr addrspace(1) %list.next)
  ret i64 1
}

attributes #0 = { "statepoint-id"="77" }
