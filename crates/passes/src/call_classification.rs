//! What a call is, as far as safepoints are concerned.
//!
//! Every decision here is LLVM 19's, taken from the called function the way LLVM
//! finds it (`CallBase::getCalledFunction`: the callee operand is a function
//! itself, not a cast of one, whose type is the call's function type):
//! * the statepoint intrinsics (`gc.statepoint`, `gc.result`, `gc.relocate`) and
//!   patchpoints are the intrinsics LLVM 19's name rule
//!   ([`ir::intrinsics::intrinsic_base_name`]) resolves the callee's name to;
//! * a call is a *GC leaf* (it never reaches a safepoint, so it never becomes a
//!   statepoint) exactly when LLVM 19's `callsGCLeafFunction` says so: the call site
//!   or the directly called function carries the string attribute
//!   `"gc-leaf-function"`; or the called function is a known intrinsic other than
//!   `gc.statepoint`, `experimental.deoptimize` and the element-wise atomic
//!   `memcpy`/`memmove` (an unknown `llvm.*` function is an ordinary call); or the
//!   call is not `nobuiltin` (on the call site or the callee, unless the call site
//!   says `builtin`) and the called function is a library function available to
//!   the calling function ([`TargetLibraryInfo`]: name, full prototype, triple,
//!   `"no-builtins"`, `"no-builtin-<name>"`, `-disable-builtin=<name>`).
//!
//! When the callee is not such a function (indirect, cast, or called through
//! another function type), the call is a leaf only by its own attribute: a safepoint
//! otherwise, which is the safe side.

use ir::constant::ConstData;
use ir::intrinsics::intrinsic_base_name;
use ir::{CallSite, Function, GlobalId, InstKind, Module};

pub use crate::library_functions::{DisabledLibraryFunctions, TargetLibraryInfo};

const STATEPOINT: &str = "llvm.experimental.gc.statepoint";
const RESULT: &str = "llvm.experimental.gc.result";
const RELOCATE: &str = "llvm.experimental.gc.relocate";
const PATCHPOINTS: [&str; 2] = [
    "llvm.experimental.patchpoint",
    "llvm.experimental.patchpoint.void",
];

/// Intrinsics that may reach a safepoint (RewriteStatepointsForGC turns them into statepoints).
const NON_LEAF_INTRINSICS: [&str; 4] = [
    STATEPOINT,
    "llvm.experimental.deoptimize",
    "llvm.memcpy.element.unordered.atomic",
    "llvm.memmove.element.unordered.atomic",
];

/// The name of the function a call site calls directly (through pointer casts), if any.
pub fn called_function_name<'m>(m: &'m Module, call: &CallSite) -> Option<&'m str> {
    m.called_function(&call.callee)
        .map(|g| m.global(g).name.as_str())
}

/// Whether `kind` calls a debug intrinsic (`llvm.dbg.*`), which LLVM 19
/// holds as a record on the next instruction, not as an instruction.
pub fn is_debug_intrinsic_call(m: &Module, kind: &InstKind) -> bool {
    match kind {
        InstKind::Call { call, .. } => {
            called_function_name(m, call).is_some_and(|name| name.starts_with("llvm.dbg."))
        }
        _ => false,
    }
}

/// The function the callee operand is, without looking through casts (whatever
/// its type: LLVM reads the callee's attributes so).
fn direct_callee<'m>(m: &'m Module, call: &CallSite) -> Option<(GlobalId, &'m Function)> {
    let g = m.consts.as_global(call.callee.as_const()?)?;
    m.function(g).map(|f| (g, f))
}

/// LLVM's `getCalledFunction`: the direct callee when its type is the call's.
fn called_function<'m>(m: &'m Module, call: &CallSite) -> Option<(GlobalId, &'m Function)> {
    direct_callee(m, call).filter(|(_, f)| f.ty == call.fn_ty)
}

/// The intrinsic (its unmangled name) the call calls, if any.
pub fn called_intrinsic(m: &Module, call: &CallSite) -> Option<&'static str> {
    called_function(m, call).and_then(|(g, _)| intrinsic_base_name(&m.global(g).name))
}

pub fn is_statepoint(m: &Module, call: &CallSite) -> bool {
    called_intrinsic(m, call) == Some(STATEPOINT)
}

/// How many statepoints a module has, and in how many functions.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct StatepointCount {
    pub statepoints: usize,
    /// The functions with at least one statepoint.
    pub functions: usize,
}

/// Counts the statepoint calls and invokes of `m`'s function definitions.
pub fn count_statepoints(m: &Module) -> StatepointCount {
    let mut count = StatepointCount::default();
    for f in m.function_ids() {
        let Some(body) = m.function(f).and_then(|function| function.body.as_ref()) else {
            continue;
        };
        let in_function = body
            .layout
            .iter()
            .flat_map(|&b| body.block(b).insts.iter())
            .filter(|&&i| {
                body.inst(i)
                    .kind
                    .call_site()
                    .is_some_and(|call| is_statepoint(m, call))
            })
            .count();
        if in_function > 0 {
            count.statepoints += in_function;
            count.functions += 1;
        }
    }
    count
}

pub fn is_gc_relocate(m: &Module, call: &CallSite) -> bool {
    called_intrinsic(m, call) == Some(RELOCATE)
}

pub fn is_gc_result(m: &Module, call: &CallSite) -> bool {
    called_intrinsic(m, call) == Some(RESULT)
}

pub fn is_patchpoint(m: &Module, call: &CallSite) -> bool {
    called_intrinsic(m, call).is_some_and(|base| PATCHPOINTS.contains(&base))
}

/// True if the call calls a known intrinsic (LLVM's `isa<IntrinsicInst>`).
pub fn is_intrinsic_call(m: &Module, call: &CallSite) -> bool {
    called_intrinsic(m, call).is_some()
}

/// True if the callee operand is inline assembly.
pub fn is_inline_asm_call(m: &Module, call: &CallSite) -> bool {
    call.callee
        .as_const()
        .is_some_and(|c| matches!(m.consts.get(c), ConstData::InlineAsm { .. }))
}

/// The attribute marking a call or function as a GC leaf.
pub const LEAF_ATTRIBUTE: &str = "gc-leaf-function";

/// True if the call never reaches a safepoint (LLVM's `callsGCLeafFunction`, see
/// the module docs); `tli` is the calling function's.
pub fn calls_gc_leaf_function(m: &Module, call: &CallSite, tli: &TargetLibraryInfo) -> bool {
    if call.fn_attrs.has_str(LEAF_ATTRIBUTE) {
        return true;
    }
    let Some((_, callee)) = direct_callee(m, call) else {
        return false;
    };
    if callee.fn_attrs.has_str(LEAF_ATTRIBUTE) {
        return true;
    }
    let Some((g, function)) = called_function(m, call) else {
        return false;
    };
    let name = m.global(g).name.as_str();
    if let Some(intrinsic) = intrinsic_base_name(name) {
        return !NON_LEAF_INTRINSICS.contains(&intrinsic);
    }
    let no_builtin = (call.fn_attrs.has("nobuiltin") || function.fn_attrs.has("nobuiltin"))
        && !call.fn_attrs.has("builtin");
    !no_builtin && tli.is_available_library_function(m, name, function.ty)
}

/// True if the call will become a statepoint: not a GC leaf, not inline assembly, and not
/// itself one of the statepoint intrinsics.
pub fn call_needs_statepoint(m: &Module, call: &CallSite, tli: &TargetLibraryInfo) -> bool {
    !calls_gc_leaf_function(m, call, tli)
        && !is_inline_asm_call(m, call)
        && !is_statepoint(m, call)
        && !is_gc_relocate(m, call)
        && !is_gc_result(m, call)
}

/// True if a collection may happen during the call: it becomes a statepoint
/// ([`call_needs_statepoint`]) or already is one.
pub fn may_collect(m: &Module, call: &CallSite, tli: &TargetLibraryInfo) -> bool {
    call_needs_statepoint(m, call, tli) || is_statepoint(m, call)
}

#[cfg(test)]
mod tests {
    use super::*;
    use ir::InstKind;

    /// The calls of `@f` in `text` and `@f`'s library info.
    fn calls_of(text: &str, disabled: &[&str]) -> (Module, Vec<CallSite>, TargetLibraryInfo) {
        let m = ir::parse_module(text).expect("test module parses");
        let f = m.function(m.global_by_name("f").expect("@f")).unwrap();
        let body = f.body.as_ref().unwrap();
        let calls = body
            .insts_in_order()
            .filter_map(|(_, i)| match &body.inst(i).kind {
                InstKind::Call { call, .. } => Some(call.clone()),
                _ => None,
            })
            .collect();
        let disabled = DisabledLibraryFunctions(disabled.iter().map(|d| d.to_string()).collect());
        let tli = TargetLibraryInfo::for_function(&m, &f.fn_attrs, &disabled);
        (m, calls, tli)
    }

    fn leaves(text: &str, disabled: &[&str]) -> Vec<bool> {
        let (m, calls, tli) = calls_of(text, disabled);
        calls
            .iter()
            .map(|c| calls_gc_leaf_function(&m, c, &tli))
            .collect()
    }

    #[test]
    fn leaf_rules_follow_llvm() {
        let text = r#"
declare double @ldexp(double, i32)
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
"#;
        assert_eq!(
            leaves(text, &[]),
            [true, false, true, true, true, false, false]
        );
        let (m, calls, tli) = calls_of(text, &[]);
        let needs: Vec<bool> = calls
            .iter()
            .map(|c| call_needs_statepoint(&m, c, &tli))
            .collect();
        assert_eq!(needs, [false, true, false, false, false, true, false]);
        assert!(!leaves(text, &["ldexp"])[0]);
    }

    #[test]
    fn a_user_function_with_a_library_name_is_an_ordinary_call() {
        let text = r#"
declare ptr addrspace(1) @round(i64)
declare void @malloc(i64, i64)
declare double @floor(double)
declare i32 @printf(ptr)
define void @f() gc "statepoint-example" {
  %r = call ptr addrspace(1) @round(i64 1)
  call void @malloc(i64 1, i64 2)
  %x = call double @floor(double 1.0)
  %y = call double @floor(double 1.0) nobuiltin
  %z = call double @floor(double 1.0) nobuiltin builtin
  %p = call i32 @printf(ptr null)
  %q = call i64 @floor(double 1.0)
  ret void
}
"#;
        assert_eq!(
            leaves(text, &[]),
            [false, false, true, false, true, false, false]
        );
    }

    #[test]
    fn caller_attributes_and_unknown_intrinsics() {
        let text = r#"
declare double @floor(double)
declare void @llvm.foo()
declare void @llvm.trap.suffix()
declare void @llvm.trap()
define void @f() "no-builtin-floor" gc "statepoint-example" {
  %x = call double @floor(double 1.0)
  call void @llvm.foo()
  call void @llvm.trap.suffix()
  call void @llvm.trap()
  ret void
}
"#;
        assert_eq!(leaves(text, &[]), [false, false, false, true]);
        let all_off = text.replace("\"no-builtin-floor\"", "\"no-builtins\"");
        assert!(!leaves(&all_off, &[])[0]);
        let none_off = text.replace("\"no-builtin-floor\"", "");
        assert!(leaves(&none_off, &[])[0]);
    }

    #[test]
    fn statepoint_intrinsics_are_recognised_by_llvm_19s_name_rule() {
        let (m, calls, _) = calls_of(
            r#"
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare token @llvm.experimental.gc.statepoint_lookalike(i64, i32, ptr, i32, i32, ...)
define void @f() gc "statepoint-example" {
  %a = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) null, i32 0, i32 0)
  %b = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint_lookalike(i64 0, i32 0, ptr null, i32 0, i32 0)
  ret void
}
"#,
            &[],
        );
        assert!(is_statepoint(&m, &calls[0]));
        assert!(!is_statepoint(&m, &calls[1]));
        assert!(!is_intrinsic_call(&m, &calls[1]));
    }

    #[test]
    fn statepoints_are_counted_per_module_and_function() {
        let m = ir::parse_module(
            r#"
declare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)
declare void @g()
define void @two() gc "statepoint-example" {
entry:
  %a = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @g, i32 0, i32 0, i32 0, i32 0)
  br label %next
next:
  %b = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @g, i32 0, i32 0, i32 0, i32 0)
  ret void
}
define void @none() gc "statepoint-example" {
  call void @g()
  ret void
}
define void @one() gc "statepoint-example" {
  %a = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @g, i32 0, i32 0, i32 0, i32 0)
  ret void
}
"#,
        )
        .expect("test module parses");
        assert_eq!(
            count_statepoints(&m),
            StatepointCount {
                statepoints: 3,
                functions: 2
            }
        );
    }
}
