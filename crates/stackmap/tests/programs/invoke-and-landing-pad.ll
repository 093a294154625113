; References live across invokes, relocated on the normal and the
; exceptional path.
declare void @may_throw(ptr addrspace(1))
declare i32 @personality(...)

define ptr addrspace(1) @invoke_relocates(ptr addrspace(1) %a, ptr addrspace(1) %b) gc "statepoint-example" personality ptr @personality {
entry:
  invoke void @may_throw(ptr addrspace(1) %a) to label %normal unwind label %exceptional
normal:
  invoke void @may_throw(ptr addrspace(1) %b) to label %done unwind label %exceptional
done:
  ret ptr addrspace(1) %a
exceptional:
  %landing = landingpad token cleanup
  ret ptr addrspace(1) %b
}
