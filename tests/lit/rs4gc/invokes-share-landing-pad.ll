; Two invokes unwinding to one landing pad: the pad is split so each invoke has
; its own (named like LLVM: <bb> uniqued and <bb>.split-lp), relocates sit at the
; top of every successor, and the value used after the merge gets a phi.
; RUN: statepoint opt -S -passes='rewrite-statepoints-for-gc,verify<safepoint-ir>' %s | FileCheck %s

declare void @some_call(ptr addrspace(1))
declare i32 @personality()

define ptr addrspace(1) @test(ptr addrspace(1) %obj, ptr addrspace(1) %obj1) gc "statepoint-example" personality ptr @personality {
; CHECK-LABEL: @test(
; CHECK:         %statepoint_token = invoke token {{.*}} [ "deopt"(), "gc-live"(ptr addrspace(1) %obj, ptr addrspace(1) %obj1) ]
; CHECK-NEXT:            to label %second_invoke unwind label %exceptional_return1
; CHECK:       second_invoke:
; CHECK-NEXT:    %obj.relocated3 = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 0)
; CHECK:         %statepoint_token8 = invoke token {{.*}}(ptr addrspace(1) %obj.relocated3, ptr addrspace(1) %obj1.relocated4) ]
; CHECK-NEXT:            to label %normal_return unwind label %exceptional_return.split-lp
; CHECK:       exceptional_return1:
; CHECK-NEXT:    %lpad2 = landingpad token
; CHECK-NEXT:            cleanup
; CHECK-NEXT:    %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %lpad2, i32 0, i32 0)
; CHECK-NEXT:    %obj1.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %lpad2, i32 1, i32 1)
; CHECK-NEXT:    br label %exceptional_return
; CHECK:       exceptional_return.split-lp:
; CHECK-NEXT:    %lpad.split-lp = landingpad token
; CHECK:       exceptional_return:
; CHECK-NEXT:    %.0 = phi ptr addrspace(1) [ %obj1.relocated7, %exceptional_return.split-lp ], [ %obj1.relocated, %exceptional_return1 ]
; CHECK-NEXT:    ret ptr addrspace(1) %.0
entry:
  invoke void @some_call(ptr addrspace(1) %obj) [ "deopt"() ]
          to label %second_invoke unwind label %exceptional_return

second_invoke:
  invoke void @some_call(ptr addrspace(1) %obj) [ "deopt"() ]
          to label %normal_return unwind label %exceptional_return

normal_return:
  ret ptr addrspace(1) %obj

exceptional_return:
  %lpad = landingpad token cleanup
  ret ptr addrspace(1) %obj1
}
