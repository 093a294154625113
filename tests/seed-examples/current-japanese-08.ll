; From statepoints-doc-current-japanese.txt, line 310.
; Fragment: completed below.

define void @test() gc "statepoint-example" {
  call void @foo()
  ret void
}

declare void @do_safepoint()
define void @gc.safepoint_poll() {
  call void @do_safepoint()
  ret void
}

; completion:
declare void @foo()
