; An unknown GC strategy is LLVM's fatal error (an abort); known strategies
; that do not use statepoints are left alone.
; RUN: not --crash statepoint opt -S -passes=rewrite-statepoints-for-gc %s 2>&1 | FileCheck %s
; CHECK: statepoint: LLVM ERROR: unsupported GC: my-collector

declare void @g()

define void @shadow() gc "shadow-stack" {
  call void @g()
  ret void
}

define void @unknown() gc "my-collector" {
  call void @g()
  ret void
}
