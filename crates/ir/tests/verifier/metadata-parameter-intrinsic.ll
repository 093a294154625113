; VALID: intrinsics may take metadata
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata)

define double @f(double %a, double %b) strictfp {
  %r = call double @llvm.experimental.constrained.fadd.f64(double %a, double %b, metadata !"round.dynamic", metadata !"fpexcept.strict") strictfp
  ret double %r
}
