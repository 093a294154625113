; Intrinsics called without a declaration are declared, as LLVM 19's parser
; declares them: after the other globals, by name, with the intrinsic's
; attributes (the CHECK lines are llvm-as-19 | llvm-dis-19's output; a name
; that is no intrinsic stays an undefined value: parse-errors/).
; RUN: statepoint opt -S %s | FileCheck %s

define void @f(ptr %p, ptr %q) {
  call void @llvm.lifetime.start.p0(i64 16, ptr %p)
  call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %q, i64 8, i1 false)
  %x = call i32 @llvm.ctlz.i32(i32 5, i1 false)
  call void @llvm.lifetime.end.p0(i64 16, ptr %p)
  ret void
}
; CHECK: declare i32 @llvm.ctlz.i32(i32, i1 immarg) #0
; CHECK: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
; CHECK: declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1
; CHECK: ; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
; CHECK: declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1
; CHECK: ; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
; CHECK: declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2
; CHECK: attributes #0 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
; CHECK: attributes #1 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
; CHECK: attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
