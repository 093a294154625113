; From statepoints-doc-2015-feb.txt, line 359.
; Fragment: completed below.

define i8 addrspace(1)* @test1(i8 addrspace(1)* %obj)
gc "statepoint-example" {
call void ()* @foo()
ret i8 addrspace(1)* %obj
}

; completion:
declare void @foo()
