; A `long double _Complex` result, `{ x86_fp80, x86_fp80 }`, is returned in
; %st0 and %st1 (System V; llc), not through a hidden pointer: a call of
; libgcc's __divxc3 is refused, naming the type, where the result was read
; from memory the callee never wrote (gcc.c-torture/execute/ieee/cdivchkld.c
; got NaNs).
; RUN: not statepoint compile %s -c -o %t.o 2>&1 | FileCheck %s
; CHECK: {{.*}}x87-pair-result.ll:[[@LINE+8]]:3: error: unsupported in the Cranelift backend: returning { x86_fp80, x86_fp80 } by value (System V returns it on the x87 stack)
; CHECK-NEXT: %q = call { x86_fp80, x86_fp80 } @__divxc3(x86_fp80 %a, x86_fp80 %b, x86_fp80 %c, x86_fp80 %d)
; CHECK-NEXT: ^
; CHECK-NEXT: in function @divide

declare { x86_fp80, x86_fp80 } @__divxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80)

define x86_fp80 @divide(x86_fp80 %a, x86_fp80 %b, x86_fp80 %c, x86_fp80 %d) {
  %q = call { x86_fp80, x86_fp80 } @__divxc3(x86_fp80 %a, x86_fp80 %b, x86_fp80 %c, x86_fp80 %d)
  %r = extractvalue { x86_fp80, x86_fp80 } %q, 0
  ret x86_fp80 %r
}
