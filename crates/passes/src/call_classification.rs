//! What a call is, as far as safepoints are concerned.
//!
//! * The statepoint intrinsics (`gc.statepoint`, `gc.result`, `gc.relocate`) and
//!   patchpoints are recognised by the callee's name prefix, as the structural verifier
//!   does.
//! * A call is a *GC leaf* (it never reaches a safepoint, so it never becomes a
//!   statepoint) exactly when LLVM 19's `callsGCLeafFunction` says so: the call site or
//!   the callee carries the string attribute `"gc-leaf-function"`; or the callee is an
//!   intrinsic other than `gc.statepoint`, `experimental.deoptimize` and the
//!   element-wise atomic `memcpy`/`memmove`; or the callee is a C library function
//!   LLVM's target library info knows (a fixed table here) and the module's use of it
//!   has the library prototype's shape (parameter count and varargs) and the function
//!   is not disabled with `-disable-builtin=<name>`.
//!
//! Deliberate difference: LLVM checks a library function's full prototype (every
//! parameter type); the table here checks the parameter count and varargs only, which
//! is what distinguishes the real library function from a same-named user function in
//! practice.

use ir::constant::ConstData;
use ir::{CallSite, Module, TypeId};

const STATEPOINT_PREFIX: &str = "llvm.experimental.gc.statepoint";
const RESULT_PREFIX: &str = "llvm.experimental.gc.result";
const RELOCATE_PREFIX: &str = "llvm.experimental.gc.relocate";
const PATCHPOINT_PREFIX: &str = "llvm.experimental.patchpoint";
const INTRINSIC_PREFIX: &str = "llvm.";

/// Intrinsics that may reach a safepoint (RewriteStatepointsForGC turns them into statepoints).
const NON_LEAF_INTRINSIC_PREFIXES: [&str; 4] = [
    STATEPOINT_PREFIX,
    "llvm.experimental.deoptimize",
    "llvm.memcpy.element.unordered.atomic",
    "llvm.memmove.element.unordered.atomic",
];

/// The name of the function a call site calls directly (through pointer casts), if any.
pub fn called_function_name<'m>(m: &'m Module, call: &CallSite) -> Option<&'m str> {
    m.called_function(&call.callee)
        .map(|g| m.global(g).name.as_str())
}

fn calls_function_named_with_prefix(m: &Module, call: &CallSite, prefix: &str) -> bool {
    called_function_name(m, call).is_some_and(|name| name.starts_with(prefix))
}

pub fn is_statepoint(m: &Module, call: &CallSite) -> bool {
    calls_function_named_with_prefix(m, call, STATEPOINT_PREFIX)
}

pub fn is_gc_relocate(m: &Module, call: &CallSite) -> bool {
    calls_function_named_with_prefix(m, call, RELOCATE_PREFIX)
}

pub fn is_gc_result(m: &Module, call: &CallSite) -> bool {
    calls_function_named_with_prefix(m, call, RESULT_PREFIX)
}

pub fn is_patchpoint(m: &Module, call: &CallSite) -> bool {
    calls_function_named_with_prefix(m, call, PATCHPOINT_PREFIX)
}

/// True if the callee is an intrinsic (`llvm.*`).
pub fn is_intrinsic_call(m: &Module, call: &CallSite) -> bool {
    calls_function_named_with_prefix(m, call, INTRINSIC_PREFIX)
}

/// True if the callee operand is inline assembly.
pub fn is_inline_asm_call(m: &Module, call: &CallSite) -> bool {
    call.callee
        .as_const()
        .is_some_and(|c| matches!(m.consts.get(c), ConstData::InlineAsm { .. }))
}

/// Library functions the passes must treat as unknown calls (`-disable-builtin=<name>`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DisabledLibraryFunctions(pub Vec<String>);

impl DisabledLibraryFunctions {
    fn contains(&self, name: &str) -> bool {
        self.0.iter().any(|n| n == name)
    }
}

/// The attribute marking a call or function as a GC leaf.
pub const LEAF_ATTRIBUTE: &str = "gc-leaf-function";

/// True if the call never reaches a safepoint (LLVM's `callsGCLeafFunction`, see
/// the module docs). Apart from [`LEAF_ATTRIBUTE`] on the call site, the answer
/// depends on the callee operand only.
pub fn calls_gc_leaf_function(
    m: &Module,
    call: &CallSite,
    disabled: &DisabledLibraryFunctions,
) -> bool {
    if call.fn_attrs.has_str(LEAF_ATTRIBUTE) {
        return true;
    }
    let Some(callee) = m.called_function(&call.callee) else {
        return false;
    };
    let function = m
        .function(callee)
        .expect("called_function returns functions");
    if function.fn_attrs.has_str(LEAF_ATTRIBUTE) {
        return true;
    }
    let name = m.global(callee).name.as_str();
    if name.starts_with(INTRINSIC_PREFIX) {
        return !NON_LEAF_INTRINSIC_PREFIXES
            .iter()
            .any(|prefix| name.starts_with(prefix));
    }
    !disabled.contains(name) && is_known_library_function(m, name, function.ty)
}

/// True if the call will become a statepoint: not a GC leaf, not inline assembly, and not
/// itself one of the statepoint intrinsics.
pub fn call_needs_statepoint(
    m: &Module,
    call: &CallSite,
    disabled: &DisabledLibraryFunctions,
) -> bool {
    !calls_gc_leaf_function(m, call, disabled)
        && !is_inline_asm_call(m, call)
        && !is_statepoint(m, call)
        && !is_gc_relocate(m, call)
        && !is_gc_result(m, call)
}

/// True if `name` with function type `fn_ty` is a C library function of the table.
fn is_known_library_function(m: &Module, name: &str, fn_ty: TypeId) -> bool {
    let Some((_, params, vararg)) = m.types.function_parts(fn_ty) else {
        return false;
    };
    LIBRARY_FUNCTIONS
        .iter()
        .any(|entry| entry.name == name && entry.params == params.len() && entry.vararg == vararg)
}

/// A library function's shape: name, fixed parameter count, varargs.
struct LibraryFunction {
    name: &'static str,
    params: usize,
    vararg: bool,
}

const fn fixed(name: &'static str, params: usize) -> LibraryFunction {
    LibraryFunction {
        name,
        params,
        vararg: false,
    }
}

const fn variadic(name: &'static str, params: usize) -> LibraryFunction {
    LibraryFunction {
        name,
        params,
        vararg: true,
    }
}

/// The C and C++ runtime functions of LLVM's target library info that front ends call
/// most (math with its `f`/`l` variants, memory, strings, allocation, stdio).
const LIBRARY_FUNCTIONS: &[LibraryFunction] = &[
    // math.h, one argument
    fixed("acos", 1),
    fixed("acosf", 1),
    fixed("acosl", 1),
    fixed("acosh", 1),
    fixed("acoshf", 1),
    fixed("acoshl", 1),
    fixed("asin", 1),
    fixed("asinf", 1),
    fixed("asinl", 1),
    fixed("asinh", 1),
    fixed("asinhf", 1),
    fixed("asinhl", 1),
    fixed("atan", 1),
    fixed("atanf", 1),
    fixed("atanl", 1),
    fixed("atanh", 1),
    fixed("atanhf", 1),
    fixed("atanhl", 1),
    fixed("cbrt", 1),
    fixed("cbrtf", 1),
    fixed("cbrtl", 1),
    fixed("ceil", 1),
    fixed("ceilf", 1),
    fixed("ceill", 1),
    fixed("cos", 1),
    fixed("cosf", 1),
    fixed("cosl", 1),
    fixed("cosh", 1),
    fixed("coshf", 1),
    fixed("coshl", 1),
    fixed("exp", 1),
    fixed("expf", 1),
    fixed("expl", 1),
    fixed("exp2", 1),
    fixed("exp2f", 1),
    fixed("exp2l", 1),
    fixed("expm1", 1),
    fixed("expm1f", 1),
    fixed("expm1l", 1),
    fixed("fabs", 1),
    fixed("fabsf", 1),
    fixed("fabsl", 1),
    fixed("floor", 1),
    fixed("floorf", 1),
    fixed("floorl", 1),
    fixed("log", 1),
    fixed("logf", 1),
    fixed("logl", 1),
    fixed("log10", 1),
    fixed("log10f", 1),
    fixed("log10l", 1),
    fixed("log1p", 1),
    fixed("log1pf", 1),
    fixed("log1pl", 1),
    fixed("log2", 1),
    fixed("log2f", 1),
    fixed("log2l", 1),
    fixed("logb", 1),
    fixed("logbf", 1),
    fixed("logbl", 1),
    fixed("nearbyint", 1),
    fixed("nearbyintf", 1),
    fixed("nearbyintl", 1),
    fixed("rint", 1),
    fixed("rintf", 1),
    fixed("rintl", 1),
    fixed("round", 1),
    fixed("roundf", 1),
    fixed("roundl", 1),
    fixed("roundeven", 1),
    fixed("roundevenf", 1),
    fixed("roundevenl", 1),
    fixed("sin", 1),
    fixed("sinf", 1),
    fixed("sinl", 1),
    fixed("sinh", 1),
    fixed("sinhf", 1),
    fixed("sinhl", 1),
    fixed("sqrt", 1),
    fixed("sqrtf", 1),
    fixed("sqrtl", 1),
    fixed("tan", 1),
    fixed("tanf", 1),
    fixed("tanl", 1),
    fixed("tanh", 1),
    fixed("tanhf", 1),
    fixed("tanhl", 1),
    fixed("trunc", 1),
    fixed("truncf", 1),
    fixed("truncl", 1),
    fixed("abs", 1),
    fixed("labs", 1),
    fixed("llabs", 1),
    fixed("ffs", 1),
    fixed("ffsl", 1),
    fixed("ffsll", 1),
    fixed("toascii", 1),
    fixed("isascii", 1),
    fixed("isdigit", 1),
    // math.h, two or three arguments
    fixed("atan2", 2),
    fixed("atan2f", 2),
    fixed("atan2l", 2),
    fixed("copysign", 2),
    fixed("copysignf", 2),
    fixed("copysignl", 2),
    fixed("fdim", 2),
    fixed("fdimf", 2),
    fixed("fdiml", 2),
    fixed("fmax", 2),
    fixed("fmaxf", 2),
    fixed("fmaxl", 2),
    fixed("fmin", 2),
    fixed("fminf", 2),
    fixed("fminl", 2),
    fixed("fmod", 2),
    fixed("fmodf", 2),
    fixed("fmodl", 2),
    fixed("frexp", 2),
    fixed("frexpf", 2),
    fixed("frexpl", 2),
    fixed("ldexp", 2),
    fixed("ldexpf", 2),
    fixed("ldexpl", 2),
    fixed("modf", 2),
    fixed("modff", 2),
    fixed("modfl", 2),
    fixed("pow", 2),
    fixed("powf", 2),
    fixed("powl", 2),
    fixed("remainder", 2),
    fixed("remainderf", 2),
    fixed("remainderl", 2),
    fixed("fma", 3),
    fixed("fmaf", 3),
    fixed("fmal", 3),
    fixed("remquo", 3),
    fixed("remquof", 3),
    fixed("remquol", 3),
    // string.h and memory
    fixed("memchr", 3),
    fixed("memcmp", 3),
    fixed("memcpy", 3),
    fixed("memmove", 3),
    fixed("memset", 3),
    fixed("memccpy", 4),
    fixed("mempcpy", 3),
    fixed("bcmp", 3),
    fixed("bcopy", 3),
    fixed("bzero", 2),
    fixed("strcat", 2),
    fixed("strchr", 2),
    fixed("strcmp", 2),
    fixed("strcoll", 2),
    fixed("strcpy", 2),
    fixed("strcspn", 2),
    fixed("strdup", 1),
    fixed("strlen", 1),
    fixed("strncat", 3),
    fixed("strncmp", 3),
    fixed("strncpy", 3),
    fixed("strndup", 2),
    fixed("strnlen", 2),
    fixed("strpbrk", 2),
    fixed("strrchr", 2),
    fixed("strspn", 2),
    fixed("strstr", 2),
    fixed("strtok", 2),
    fixed("strtol", 3),
    fixed("strtoll", 3),
    fixed("strtoul", 3),
    fixed("strtoull", 3),
    fixed("strtod", 2),
    fixed("strtof", 2),
    fixed("strtold", 2),
    fixed("stpcpy", 2),
    fixed("stpncpy", 3),
    fixed("atoi", 1),
    fixed("atol", 1),
    fixed("atoll", 1),
    fixed("atof", 1),
    // allocation
    fixed("malloc", 1),
    fixed("calloc", 2),
    fixed("realloc", 2),
    fixed("free", 1),
    fixed("aligned_alloc", 2),
    fixed("posix_memalign", 3),
    fixed("valloc", 1),
    fixed("_Znwm", 1),
    fixed("_Znam", 1),
    fixed("_ZdlPv", 1),
    fixed("_ZdaPv", 1),
    fixed("_ZdlPvm", 2),
    fixed("_ZdaPvm", 2),
    // stdio
    variadic("printf", 1),
    variadic("fprintf", 2),
    variadic("sprintf", 2),
    variadic("snprintf", 3),
    variadic("scanf", 1),
    variadic("sscanf", 2),
    variadic("fscanf", 2),
    fixed("puts", 1),
    fixed("putchar", 1),
    fixed("fputc", 2),
    fixed("fputs", 2),
    fixed("fwrite", 4),
    fixed("fread", 4),
    fixed("fopen", 2),
    fixed("fclose", 1),
    fixed("fflush", 1),
    fixed("fgetc", 1),
    fixed("fgets", 3),
    fixed("getchar", 0),
    fixed("perror", 1),
    fixed("qsort", 4),
    fixed("exit", 1),
    fixed("abort", 0),
    fixed("getenv", 1),
];

#[cfg(test)]
mod tests {
    use super::*;
    use ir::InstKind;

    fn calls_of(text: &str) -> (Module, Vec<CallSite>) {
        let m = ir::parse_module(text).expect("test module parses");
        let f = m.global_by_name("f").expect("@f");
        let body = m.function(f).unwrap().body.as_ref().unwrap();
        let calls = body
            .insts_in_order()
            .filter_map(|(_, i)| match &body.inst(i).kind {
                InstKind::Call { call, .. } => Some(call.clone()),
                _ => None,
            })
            .collect();
        (m, calls)
    }

    #[test]
    fn leaf_rules_follow_llvm() {
        let (m, calls) = calls_of(
            r#"
declare double @ldexp(double, i32)
declare double @ldexp_lookalike(double)
declare void @foo()
declare void @leaf() "gc-leaf-function"
declare void @llvm.memset.p1.i64(ptr addrspace(1), i8, i64, i1)
declare void @llvm.experimental.deoptimize.isVoid(...)
define void @f(ptr addrspace(1) %p) gc "statepoint-example" {
  %a = call double @ldexp(double 1.0, i32 2)
  call void @foo()
  call void @foo() "gc-leaf-function"
  call void @leaf()
  call void @llvm.memset.p1.i64(ptr addrspace(1) %p, i8 0, i64 8, i1 false)
  call void (...) @llvm.experimental.deoptimize.isVoid()
  call void asm sideeffect "", ""()
  ret void
}
"#,
        );
        let none = DisabledLibraryFunctions::default();
        let leaf: Vec<bool> = calls
            .iter()
            .map(|c| calls_gc_leaf_function(&m, c, &none))
            .collect();
        assert_eq!(leaf, [true, false, true, true, true, false, false]);
        let needs: Vec<bool> = calls
            .iter()
            .map(|c| call_needs_statepoint(&m, c, &none))
            .collect();
        assert_eq!(needs, [false, true, false, false, false, true, false]);
        let ldexp_disabled = DisabledLibraryFunctions(vec!["ldexp".to_string()]);
        assert!(!calls_gc_leaf_function(&m, &calls[0], &ldexp_disabled));
    }

    #[test]
    fn library_function_shape_must_match() {
        let (m, calls) = calls_of(
            r#"
declare void @malloc(i64, i64)
define void @f() gc "statepoint-example" {
  call void @malloc(i64 1, i64 2)
  ret void
}
"#,
        );
        assert!(!calls_gc_leaf_function(
            &m,
            &calls[0],
            &DisabledLibraryFunctions::default()
        ));
    }
}
