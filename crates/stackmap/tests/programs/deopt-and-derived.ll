; Deopt values of every kind (register-sized, i32, large and small constants,
; floating point, a GC pointer, an alloca address) and derived pointers live
; across calls: interior (select of fields), exterior (before the object) and
; a loop-carried one. The stack map test checks its statepoint views.
declare void @callee(i64)
declare ptr addrspace(1) @make()

define i64 @derived_and_deopt(ptr addrspace(1) %obj, i1 %which, i32 %small, i64 %big) gc "statepoint-example" {
entry:
  %f1 = getelementptr inbounds i64, ptr addrspace(1) %obj, i64 1
  %f2 = getelementptr inbounds i64, ptr addrspace(1) %obj, i64 2
  %field = select i1 %which, ptr addrspace(1) %f1, ptr addrspace(1) %f2
  %o1 = getelementptr i8, ptr addrspace(1) %obj, i64 -16
  %o2 = getelementptr i8, ptr addrspace(1) %obj, i64 -32
  %outside = select i1 %which, ptr addrspace(1) %o1, ptr addrspace(1) %o2
  call void @callee(i64 1) [ "deopt"(i32 %small, i64 %big, i64 123456789012345, i32 -7, ptr addrspace(1) %obj, double 2.5, float 1.0) ]
  store i64 5, ptr addrspace(1) %field
  %back = getelementptr i8, ptr addrspace(1) %outside, i64 16
  %v = load i64, ptr addrspace(1) %back
  ret i64 %v
}

define i64 @second(ptr addrspace(1) %a, ptr addrspace(1) %b, i64 %n) gc "statepoint-example" {
entry:
  %x = alloca [4 x i64]
  %made = call ptr addrspace(1) @make() [ "deopt"(ptr %x, i64 -9223372036854775808) ]
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %p = phi ptr addrspace(1) [ %a, %entry ], [ %p.next, %loop ]
  %p.next = getelementptr i64, ptr addrspace(1) %p, i64 1
  call void @callee(i64 2)
  %i.next = add i64 %i, 1
  %done = icmp eq i64 %i.next, %n
  br i1 %done, label %exit, label %loop
exit:
  %va = load i64, ptr addrspace(1) %p.next
  %vb = load i64, ptr addrspace(1) %b
  %vm = load i64, ptr addrspace(1) %made
  %s = add i64 %va, %vb
  %t = add i64 %s, %vm
  ret i64 %t
}
