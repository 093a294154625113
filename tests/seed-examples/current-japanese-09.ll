; From statepoints-doc-current-japanese.txt, line 323.
; Fragment: completed below.

define void @test() gc "statepoint-example" {
  call void @do_safepoint()
  call void @foo()
  ret void
}

; completion:
declare void @do_safepoint()
declare void @foo()
