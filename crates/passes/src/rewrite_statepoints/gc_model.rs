//! What the GC strategy says: which functions are rewritten, which values are
//! GC pointers, and which calls are parse points (become statepoints).
//!
//! Invariants: a *GC pointer* is a `ptr addrspace(1)` or a vector of them (the
//! convention of both `statepoint-example` and `coreclr`). A call is a *parse
//! point* unless it is a GC leaf: `"gc-leaf-function"` on the call site or the
//! callee, an intrinsic other than the four that can reach a safepoint, or a
//! recognized C library function. LLVM asks its target library info for the
//! last rule (name plus prototype); we recognize the same common names by name
//! and by a declared, non-local callee.

use ir::{CallSite, Function, InstKind, Module, Operand, TypeId, TypeTable, Value};

/// Address space of managed references under both supported strategies.
pub const GC_ADDRESS_SPACE: u32 = 1;

/// How a function's `gc` strategy relates to this pass.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum StrategyKind {
    /// `statepoint-example` or `coreclr`: rewrite the function.
    Statepoint,
    /// No strategy, or a known strategy that does not use statepoints.
    NotRewritten,
}

/// Known strategies of LLVM that do not use statepoints.
const NON_STATEPOINT_STRATEGIES: [&str; 4] = ["shadow-stack", "erlang", "ocaml", "none"];

/// Classifies `function`'s strategy; an unknown name is an error message (`unsupported GC: <name>`).
pub fn classify_strategy(function: &Function) -> Result<StrategyKind, String> {
    match function.gc.as_deref() {
        None => Ok(StrategyKind::NotRewritten),
        Some("statepoint-example" | "coreclr") => Ok(StrategyKind::Statepoint),
        Some(name) if NON_STATEPOINT_STRATEGIES.contains(&name) => Ok(StrategyKind::NotRewritten),
        Some(name) => Err(format!("unsupported GC: {name}")),
    }
}

/// True for `ptr addrspace(1)` and vectors of it.
pub fn is_gc_pointer_type(types: &TypeTable, ty: TypeId) -> bool {
    types.ptr_addrspace(ty) == Some(GC_ADDRESS_SPACE)
}

/// The intrinsics this pass rewrites into statepoints (they may reach a safepoint).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SafepointingIntrinsic {
    Deoptimize,
    MemcpyElementUnorderedAtomic,
    MemmoveElementUnorderedAtomic,
}

/// The name of the function `call` calls directly, if any.
pub fn callee_name<'m>(module: &'m Module, call: &CallSite) -> Option<&'m str> {
    let g = module.called_function(&call.callee)?;
    Some(module.global(g).name.as_str())
}

/// Which safepointing intrinsic a callee name denotes.
pub fn safepointing_intrinsic(name: &str) -> Option<SafepointingIntrinsic> {
    if name.starts_with("llvm.experimental.deoptimize") {
        Some(SafepointingIntrinsic::Deoptimize)
    } else if name.starts_with("llvm.memcpy.element.unordered.atomic") {
        Some(SafepointingIntrinsic::MemcpyElementUnorderedAtomic)
    } else if name.starts_with("llvm.memmove.element.unordered.atomic") {
        Some(SafepointingIntrinsic::MemmoveElementUnorderedAtomic)
    } else {
        None
    }
}

/// True if `name` is the GC statepoint intrinsic (already rewritten calls).
pub fn is_statepoint_intrinsic(name: &str) -> bool {
    name.starts_with("llvm.experimental.gc.statepoint")
}

/// C library functions treated as GC leaves (LLVM's target library info knows them).
const LIBRARY_LEAF_FUNCTIONS: &[&str] = &[
    "abs", "acos", "acosf", "asin", "asinf", "atan", "atan2", "atan2f", "atanf", "atoi", "atol",
    "calloc", "ceil", "ceilf", "cos", "cosf", "cosh", "exp", "exp2", "expf", "fabs", "fabsf",
    "fclose", "fflush", "floor", "floorf", "fmod", "fmodf", "fopen", "fprintf", "fputc", "fputs",
    "fread", "free", "fwrite", "getc", "getchar", "labs", "ldexp", "log", "log10", "log2", "logf",
    "malloc", "memchr", "memcmp", "memcpy", "memmove", "memset", "pow", "powf", "printf", "putc",
    "putchar", "puts", "qsort", "realloc", "round", "roundf", "sin", "sinf", "sinh", "snprintf",
    "sprintf", "sqrt", "sqrtf", "strcat", "strchr", "strcmp", "strcpy", "strlen", "strncmp",
    "strncpy", "strrchr", "strstr", "tan", "tanf", "tanh", "trunc", "truncf",
];

/// Why a call is or is not a parse point.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum CallClass {
    /// Becomes a statepoint.
    ParsePoint,
    /// Stays a plain call.
    Leaf,
    /// Already a `gc.statepoint`: left alone.
    AlreadyStatepoint,
}

/// Classifies a `call`/`invoke` site.
pub fn classify_call(module: &Module, call: &CallSite) -> CallClass {
    if call.fn_attrs.has_str("gc-leaf-function") {
        return CallClass::Leaf;
    }
    let Some(callee) = module.called_function(&call.callee) else {
        return CallClass::ParsePoint;
    };
    let global = module.global(callee);
    let function = module
        .function(callee)
        .expect("called_function returns functions");
    if function.fn_attrs.has_str("gc-leaf-function") {
        return CallClass::Leaf;
    }
    let name = global.name.as_str();
    if is_statepoint_intrinsic(name) {
        return CallClass::AlreadyStatepoint;
    }
    if name.starts_with("llvm.") {
        return if safepointing_intrinsic(name).is_some() {
            CallClass::ParsePoint
        } else {
            CallClass::Leaf
        };
    }
    let is_library_function = function.is_declaration()
        && !global.linkage.is_local()
        && LIBRARY_LEAF_FUNCTIONS.binary_search(&name).is_ok();
    if is_library_function {
        CallClass::Leaf
    } else {
        CallClass::ParsePoint
    }
}

/// Calls `visit` on every operand of `kind` in LLVM's operand order (for calls:
/// arguments, then bundle operands, then the callee), which fixes the order of
/// live sets and therefore of `gc-live` bundles.
pub fn for_each_operand_in_llvm_order<'k>(kind: &'k InstKind, mut visit: impl FnMut(&'k Operand)) {
    match kind.call_site() {
        Some(call) => {
            call.args.iter().for_each(|a| visit(&a.value));
            call.bundles
                .iter()
                .for_each(|b| b.inputs.iter().for_each(&mut visit));
            visit(&call.callee);
        }
        None => kind.visit_operands(visit),
    }
}

/// The GC-pointer values among the inputs of the `deopt` bundle of `call`.
pub fn deopt_gc_values(
    types: &TypeTable,
    value_type: impl Fn(Value) -> TypeId,
    call: &CallSite,
) -> Vec<Value> {
    call.bundle("deopt")
        .map(|bundle| {
            bundle
                .inputs
                .iter()
                .filter_map(Operand::as_value)
                .filter(|&v| is_gc_pointer_type(types, value_type(v)))
                .collect()
        })
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn library_leaf_list_is_sorted_for_binary_search() {
        assert!(LIBRARY_LEAF_FUNCTIONS.windows(2).all(|w| w[0] < w[1]));
    }
}
