; From statepoints-doc-current-japanese.txt, line 257.
; Fragment: completed below.

define ptr addrspace(1) @test1(ptr addrspace(1) %obj)
       gc "statepoint-example" {
  call void @foo()
  ret ptr addrspace(1) %obj
}

; completion:
declare void @foo()
