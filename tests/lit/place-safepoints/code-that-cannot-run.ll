; PlaceSafepoints first runs LLVM's removeUnreachableBlocks, which also turns
; into `unreachable` what cannot run (a store or call through null or undef in
; address space 0, llvm.assume(false), what follows llvm.experimental.guard(false)
; or a call that does not return), gives an invoke that does not return an
; `.unreachable` normal destination, and turns an invoke that does not unwind
; into a call (or drops it when it is unused and has no side effects), phis
; left with one value folded. The CHECK lines are opt-19's output.
; RUN: statepoint opt -S -passes='function(place-safepoints)' %s | FileCheck %s

declare void @both() noreturn nounwind
declare i64 @pure(i64) nounwind willreturn memory(none)
declare void @llvm.experimental.guard(i1, ...)
declare i32 @__C_specific_handler(...)
declare void @g()
declare void @exit_now() noreturn
declare void @quiet() nounwind
declare void @llvm.assume(i1)
declare i32 @__gxx_personality_v0(...)

define void @store_null(i32 %n) gc "statepoint-example" {
; CHECK-LABEL: @store_null(
; CHECK-NEXT: entry:
; CHECK-NEXT:    br label %loop
; CHECK-EMPTY:
; CHECK-NEXT: loop:                                             ; preds = %entry
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    unreachable
entry:
  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %next, %loop ]
  store i32 %i, ptr null
  %next = add i32 %i, 1
  %c = icmp ult i32 %next, %n
  br i1 %c, label %loop, label %exit
exit:
  ret void
}

define void @noreturn_then_ret(ptr addrspace(1) %p) gc "statepoint-example" {
; CHECK-LABEL: @noreturn_then_ret(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @exit_now()
; CHECK-NEXT:    unreachable
entry:
  call void @exit_now()
  call void @g()
  ret void
}

define void @assume_false(ptr addrspace(1) %p) gc "statepoint-example" {
; CHECK-LABEL: @assume_false(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    unreachable
entry:
  call void @g()
  call void @llvm.assume(i1 false)
  call void @g()
  ret void
}

define void @call_null(ptr addrspace(1) %p) gc "statepoint-example" {
; CHECK-LABEL: @call_null(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    unreachable
entry:
  call void @g()
  call void null()
  call void @g()
  ret void
}

define i32 @invoke_nounwind(ptr addrspace(1) %p) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
; CHECK-LABEL: @invoke_nounwind(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @quiet()
; CHECK-NEXT:    br label %ok
; CHECK-EMPTY:
; CHECK-NEXT: ok:                                               ; preds = %entry
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    ret i32 0
entry:
  invoke void @quiet() to label %ok unwind label %lp
ok:
  call void @g()
  ret i32 0
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 1
}

define i32 @invoke_noreturn(ptr addrspace(1) %p) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
; CHECK-LABEL: @invoke_noreturn(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    invoke void @exit_now()
; CHECK-NEXT:    to label %ok.unreachable unwind label %lp
; CHECK-EMPTY:
; CHECK-NEXT: ok.unreachable:                                   ; preds = %entry
; CHECK-NEXT:    unreachable
; CHECK-EMPTY:
; CHECK-NEXT: lp:                                               ; preds = %entry
; CHECK-NEXT:    %l = landingpad { ptr, i32 }
; CHECK-NEXT:    cleanup
; CHECK-NEXT:    ret i32 1
entry:
  invoke void @exit_now() to label %ok unwind label %lp
ok:
  call void @g()
  ret i32 0
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 1
}

define void @gc.safepoint_poll() {
entry:
  call void @g()
  ret void
}
define void @guard_false(ptr addrspace(1) %p) gc "statepoint-example" {
; CHECK-LABEL: @guard_false(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void (i1, ...) @llvm.experimental.guard(i1 false) [ "deopt"() ]
; CHECK-NEXT:    unreachable
entry:
  call void @g()
  call void (i1, ...) @llvm.experimental.guard(i1 false) [ "deopt"() ]
  call void @g()
  ret void
}

define void @volatile_null(ptr addrspace(1) %p) gc "statepoint-example" {
; CHECK-LABEL: @volatile_null(
; CHECK-NEXT: entry:
; CHECK-NEXT:    store volatile i32 1, ptr null, align 4
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    ret void
entry:
  store volatile i32 1, ptr null
  call void @g()
  ret void
}

define void @gc_null(ptr addrspace(1) %p) gc "statepoint-example" {
; CHECK-LABEL: @gc_null(
; CHECK-NEXT: entry:
; CHECK-NEXT:    store i32 1, ptr addrspace(1) null, align 4
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    ret void
entry:
  store i32 1, ptr addrspace(1) null
  call void @g()
  ret void
}

define void @null_valid(ptr addrspace(1) %p) null_pointer_is_valid gc "statepoint-example" {
; CHECK-LABEL: @null_valid(
; CHECK-NEXT: entry:
; CHECK-NEXT:    store i32 1, ptr null, align 4
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    ret void
entry:
  store i32 1, ptr null
  call void @g()
  ret void
}

define void @undef_store(ptr addrspace(1) %p) gc "statepoint-example" {
; CHECK-LABEL: @undef_store(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    unreachable
entry:
  call void @g()
  store i32 1, ptr undef
  call void @g()
  ret void
}

define void @call_undef(ptr addrspace(1) %p) gc "statepoint-example" {
; CHECK-LABEL: @call_undef(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    unreachable
entry:
  call void undef()
  ret void
}

define void @assume_undef(ptr addrspace(1) %p) gc "statepoint-example" {
; CHECK-LABEL: @assume_undef(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    unreachable
entry:
  call void @g()
  call void @llvm.assume(i1 undef)
  ret void
}

define void @noreturn_already(ptr addrspace(1) %p) gc "statepoint-example" {
; CHECK-LABEL: @noreturn_already(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @exit_now()
; CHECK-NEXT:    unreachable
entry:
  call void @exit_now()
  unreachable
}

define i32 @diamond(i1 %c, i32 %x) gc "statepoint-example" {
; CHECK-LABEL: @diamond(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    br i1 %c, label %a, label %b
; CHECK-EMPTY:
; CHECK-NEXT: a:                                                ; preds = %entry
; CHECK-NEXT:    call void @exit_now()
; CHECK-NEXT:    unreachable
; CHECK-EMPTY:
; CHECK-NEXT: b:                                                ; preds = %entry
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    br label %join
; CHECK-EMPTY:
; CHECK-NEXT: join:                                             ; preds = %b
; CHECK-NEXT:    %s = add i32 %x, %x
; CHECK-NEXT:    ret i32 %s
entry:
  br i1 %c, label %a, label %b
a:
  call void @exit_now()
  br label %join
b:
  call void @g()
  br label %join
join:
  %v = phi i32 [ 1, %a ], [ %x, %b ]
  %w = phi i32 [ %x, %a ], [ %x, %b ]
  %s = add i32 %v, %w
  ret i32 %s
}

define i32 @invoke_both(ptr addrspace(1) %p) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
; CHECK-LABEL: @invoke_both(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @both()
; CHECK-NEXT:    br label %ok.unreachable
; CHECK-EMPTY:
; CHECK-NEXT: ok.unreachable:                                   ; preds = %entry
; CHECK-NEXT:    unreachable
entry:
  invoke void @both() to label %ok unwind label %lp
ok:
  call void @g()
  ret i32 0
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 1
}

define i64 @invoke_pure(ptr addrspace(1) %p, i64 %x) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
; CHECK-LABEL: @invoke_pure(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    %r = call i64 @pure(i64 %x)
; CHECK-NEXT:    br label %ok
; CHECK-EMPTY:
; CHECK-NEXT: ok:                                               ; preds = %entry
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    ret i64 %r
entry:
  %r = invoke i64 @pure(i64 %x) to label %ok unwind label %lp
ok:
  call void @g()
  ret i64 %r
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i64 1
}

define i64 @invoke_pure_unused(ptr addrspace(1) %p, i64 %x) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
; CHECK-LABEL: @invoke_pure_unused(
; CHECK-NEXT: entry:
; CHECK-NEXT:    br label %ok
; CHECK-EMPTY:
; CHECK-NEXT: ok:                                               ; preds = %entry
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    ret i64 0
entry:
  %r = invoke i64 @pure(i64 %x) to label %ok unwind label %lp
ok:
  call void @g()
  ret i64 0
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i64 1
}

define i32 @invoke_seh(ptr addrspace(1) %p) gc "statepoint-example" personality ptr @__C_specific_handler {
; CHECK-LABEL: @invoke_seh(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    invoke void @quiet()
; CHECK-NEXT:    to label %ok unwind label %lp
; CHECK-EMPTY:
; CHECK-NEXT: ok:                                               ; preds = %entry
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    ret i32 0
; CHECK-EMPTY:
; CHECK-NEXT: lp:                                               ; preds = %entry
; CHECK-NEXT:    %l = landingpad { ptr, i32 }
; CHECK-NEXT:    cleanup
; CHECK-NEXT:    ret i32 1
entry:
  invoke void @quiet() to label %ok unwind label %lp
ok:
  call void @g()
  ret i32 0
lp:
  %l = landingpad { ptr, i32 } cleanup
  ret i32 1
}

define i32 @invoke_phi(ptr addrspace(1) %p, i1 %c) gc "statepoint-example" personality ptr @__gxx_personality_v0 {
; CHECK-LABEL: @invoke_phi(
; CHECK-NEXT: entry:
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    br i1 %c, label %x, label %y
; CHECK-EMPTY:
; CHECK-NEXT: x:                                                ; preds = %entry
; CHECK-NEXT:    call void @quiet()
; CHECK-NEXT:    br label %ok
; CHECK-EMPTY:
; CHECK-NEXT: y:                                                ; preds = %entry
; CHECK-NEXT:    invoke void @g()
; CHECK-NEXT:    to label %ok unwind label %lp
; CHECK-EMPTY:
; CHECK-NEXT: ok:                                               ; preds = %x, %y
; CHECK-NEXT:    call void @g()
; CHECK-NEXT:    ret i32 0
; CHECK-EMPTY:
; CHECK-NEXT: lp:                                               ; preds = %y
; CHECK-NEXT:    %l = landingpad { ptr, i32 }
; CHECK-NEXT:    cleanup
; CHECK-NEXT:    ret i32 2
entry:
  br i1 %c, label %x, label %y
x:
  invoke void @quiet() to label %ok unwind label %lp
y:
  invoke void @g() to label %ok unwind label %lp
ok:
  call void @g()
  ret i32 0
lp:
  %v = phi i32 [ 1, %x ], [ 2, %y ]
  %l = landingpad { ptr, i32 } cleanup
  ret i32 %v
}

