; Integer arithmetic, a loop with phis, a switch and a call to the runtime printer.
; EXPECT-STDOUT: 55
; EXPECT-STDOUT: 3628800
; EXPECT-STDOUT: -7
; EXPECT-STDOUT: 2
; EXPECT-EXIT: 42
declare void @rt_print_i64(i64) "gc-leaf-function"

define i64 @sum_to(i64 %n) {
entry:
  br label %loop
loop:
  %i = phi i64 [ 1, %entry ], [ %next, %loop ]
  %acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]
  %acc.next = add nsw i64 %acc, %i
  %next = add i64 %i, 1
  %done = icmp sgt i64 %next, %n
  br i1 %done, label %exit, label %loop
exit:
  ret i64 %acc.next
}

define i64 @factorial(i64 %n) {
entry:
  %small = icmp sle i64 %n, 1
  br i1 %small, label %base, label %recurse
base:
  ret i64 1
recurse:
  %m = sub i64 %n, 1
  %r = call i64 @factorial(i64 %m)
  %p = mul i64 %n, %r
  ret i64 %p
}

define i64 @classify(i32 %x) {
entry:
  switch i32 %x, label %other [ i32 0, label %zero
                                i32 5, label %five ]
zero:
  br label %join
five:
  br label %join
other:
  br label %join
join:
  %v = phi i64 [ 1, %zero ], [ 2, %five ], [ 3, %other ]
  ret i64 %v
}

define i64 @main() {
entry:
  %s = call i64 @sum_to(i64 10)
  call void @rt_print_i64(i64 %s)
  %f = call i64 @factorial(i64 10)
  call void @rt_print_i64(i64 %f)
  %d = sdiv i64 -15, 2
  call void @rt_print_i64(i64 %d)
  %c = call i64 @classify(i32 5)
  call void @rt_print_i64(i64 %c)
  ret i64 42
}
