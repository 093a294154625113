; Funclet exception-handling pads compile in the Cranelift backend. No
; exception is ever raised on the runtime, so the normal path runs as if the
; pads were not there (the JIT prints its results), and the calls inside the
; funclets are compiled and recorded in the stack map like the others.
; RUN: statepoint compile %s -c -o %t.o
; RUN: statepoint stackmap dump %t.o | FileCheck %s --check-prefix=MAP
; RUN: statepoint run %s | FileCheck %s --check-prefix=OUT
; MAP: Num Records: 3
; MAP-DAG: Record ID: 1
; MAP-DAG: Record ID: 2
; MAP-DAG: Record ID: 3
; OUT: normal path: 42 -10

declare i32 @printf(ptr, ...)
declare i32 @__CxxFrameHandler3(...)
@format = private constant [20 x i8] c"normal path: %d %d\0A\00"

define i32 @twice(i32 %x) noinline {
  %y = mul i32 %x, 2
  ret i32 %y
}

define i32 @caught(i32 %x) noinline personality ptr @__CxxFrameHandler3 {
entry:
  %v = invoke i32 @twice(i32 %x) "statepoint-id"="1" [ "deopt"(i32 %x) ]
          to label %done unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %first, label %second] unwind label %cleanup

first:
  %p1 = catchpad within %cs [ptr null, i32 64, ptr null]
  %w = call i32 @twice(i32 -1) "statepoint-id"="2" [ "funclet"(token %p1), "deopt"(i32 -1) ]
  catchret from %p1 to label %done

second:
  %p2 = catchpad within %cs [ptr null, i32 0, ptr null]
  catchret from %p2 to label %done

cleanup:
  %c = cleanuppad within none []
  %u = call i32 @twice(i32 -3) "statepoint-id"="3" [ "funclet"(token %c), "deopt"(i32 -3) ]
  cleanupret from %c unwind to caller

done:
  %r = phi i32 [ %v, %entry ], [ %w, %first ], [ -2, %second ]
  ret i32 %r
}

define i32 @main() {
  %a = call i32 @caught(i32 21)
  %b = call i32 @caught(i32 -5)
  call i32 (ptr, ...) @printf(ptr @format, i32 %a, i32 %b)
  ret i32 0
}
