; Use-list order directives (as `llvm-dis -preserve-ll-uselistorder` and
; llvm-reduce write them) are read, checked and dropped at module level as in
; functions: `opt -S` does not print them.
; RUN: statepoint opt -S %s | FileCheck %s
; CHECK-NOT: {{^ *uselistorder}}
; CHECK: define void @f()
; CHECK-NEXT: entry:
; CHECK-NEXT: call void @f()
; CHECK-NOT: {{^ *uselistorder}}

define void @f() {
entry:
  call void @f()
  call void @f()
  ret void
}

define void @g(i32 %x) {
entry:
  %a = add i32 %x, 1
  %b = add i32 %x, 2
  ret void
  uselistorder i32 %x, { 1, 0 }
}

define void @h(i1 %c) {
entry:
  br i1 %c, label %left, label %join
left:
  br label %join
join:
  ret void
  uselistorder label %join, { 1, 0 }
}

uselistorder ptr @f, { 1, 0 }
uselistorder_bb @h, %join, { 1, 0 }
