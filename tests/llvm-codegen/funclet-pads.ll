; Calls with deopt state and statepoints around and inside funclet pads
; (catchswitch with several handlers, catchret into a phi, cleanuppad
; unwinding to a catchswitch), as in the funclet function of LLVM's
; deopt-bundles.ll: both backends record every call site, those inside the
; funclets included.

declare i32 @callee(i32)
declare void @consume(ptr addrspace(1))
declare i32 @__CxxFrameHandler3(...)
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32, i32)

define i32 @catch_handlers(i32 %x) personality ptr @__CxxFrameHandler3 {
entry:
  %v = invoke i32 @callee(i32 %x) "statepoint-id"="10" [ "deopt"(i32 %x, i32 1) ]
          to label %done unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %first, label %second] unwind to caller

first:
  %p1 = catchpad within %cs [ptr null, i32 64, ptr null]
  %a = call i32 @callee(i32 2) "statepoint-id"="11" [ "funclet"(token %p1), "deopt"(i32 %x, i32 2) ]
  catchret from %p1 to label %done

second:
  %p2 = catchpad within %cs [ptr null, i32 0, ptr null]
  %b = call i32 @callee(i32 3) "statepoint-id"="12" [ "funclet"(token %p2), "deopt"(i32 3) ]
  catchret from %p2 to label %done

done:
  %r = phi i32 [ %v, %entry ], [ %a, %first ], [ %b, %second ]
  ret i32 %r
}

define ptr addrspace(1) @cleanup_then_catch(ptr addrspace(1) %obj) gc "statepoint-example" personality ptr @__CxxFrameHandler3 {
entry:
  %tok = invoke token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 20, i32 0, ptr elementtype(void (ptr addrspace(1))) @consume, i32 1, i32 0, ptr addrspace(1) %obj, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj), "deopt"(i32 7) ]
          to label %normal unwind label %cleanup

normal:
  %rel = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)
  ret ptr addrspace(1) %rel

cleanup:
  %c = cleanuppad within none []
  %d = call i32 @callee(i32 4) "statepoint-id"="21" [ "funclet"(token %c), "deopt"(i32 8) ]
  cleanupret from %c unwind label %dispatch

dispatch:
  %cs = catchswitch within none [label %catch] unwind to caller

catch:
  %p = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %p to label %caught

caught:
  ret ptr addrspace(1) null
}
