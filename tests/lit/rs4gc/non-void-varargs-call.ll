; A non-leaf call of a variadic function with a result cannot become a
; statepoint (LLVM 19's gc.statepoint cannot wrap it: opt-19 writes a
; statepoint its own verifier rejects and aborts). We refuse it at the call,
; naming the callee, and write nothing. The same call marked a GC leaf, or a
; void variadic callee, is fine.
; RUN: not statepoint opt -S -passes=rewrite-statepoints-for-gc %s 2>&1 | FileCheck %s
; RUN: sed 's/@pushf(ptr addrspace(1) %%p, i32 1)$/@pushf(ptr addrspace(1) %%p, i32 1) "gc-leaf-function"/' %s | statepoint opt -S -passes=rewrite-statepoints-for-gc | FileCheck %s --check-prefix=LEAF
; CHECK: non-void-varargs-call.ll:[[@LINE+13]]:3: error: RewriteStatepointsForGC: in function @f: the call of @pushf (type i32 (ptr addrspace(1), ...)) cannot become a statepoint: LLVM 19's gc.statepoint doesn't support wrapping non-void vararg functions yet
; CHECK-NEXT: %r = call i32 (ptr addrspace(1), ...) @pushf(ptr addrspace(1) %p, i32 1)
; CHECK-NOT: define
; LEAF: call token {{.*}} @llvm.experimental.gc.statepoint.p0({{.*}} @logf, i32 1, i32 0, ptr addrspace(1) %p, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %p) ]
; LEAF: %r = call i32 (ptr addrspace(1), ...) @pushf(ptr addrspace(1) %p.relocated, i32 1) #1
; LEAF: attributes #1 = { "gc-leaf-function" }

declare i32 @pushf(ptr addrspace(1), ...)
declare void @logf(ptr addrspace(1), ...)

define i32 @f(ptr addrspace(1) %p) gc "statepoint-example" {
entry:
  call void (ptr addrspace(1), ...) @logf(ptr addrspace(1) %p)
  %r = call i32 (ptr addrspace(1), ...) @pushf(ptr addrspace(1) %p, i32 1)
  %q = getelementptr i8, ptr addrspace(1) %p, i64 8
  %v = load i32, ptr addrspace(1) %q
  %s = add i32 %r, %v
  ret i32 %s
}
