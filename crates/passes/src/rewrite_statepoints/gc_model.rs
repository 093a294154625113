//! What the GC strategy means for this pass: which functions are rewritten
//! (an unknown strategy is an error here, as in LLVM), which values are GC
//! pointers, and which calls are parse points. Strategy names, the GC address
//! space and leaf-call rules come from [`crate::gc_strategy`] and
//! [`crate::call_classification`], shared with PlaceSafepoints.

use crate::call_classification::{call_needs_statepoint, TargetLibraryInfo};
use crate::gc_strategy::{uses_statepoint_strategy, STATEPOINT_GC_ADDRESS_SPACE};
use ir::{CallSite, Function, InstKind, Module, Operand, TypeId, TypeTable, Value};

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
    if uses_statepoint_strategy(function) {
        return Ok(StrategyKind::Statepoint);
    }
    match function.gc.as_deref() {
        None => Ok(StrategyKind::NotRewritten),
        Some(name) if NON_STATEPOINT_STRATEGIES.contains(&name) => Ok(StrategyKind::NotRewritten),
        Some(name) => Err(format!("unsupported GC: {name}")),
    }
}

/// True for `ptr addrspace(1)` and vectors of it.
pub fn is_gc_pointer_type(types: &TypeTable, ty: TypeId) -> bool {
    types.ptr_addrspace(ty) == Some(STATEPOINT_GC_ADDRESS_SPACE)
}

/// The intrinsics this pass rewrites into statepoints (they may reach a safepoint).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum SafepointingIntrinsic {
    Deoptimize,
    MemcpyElementUnorderedAtomic,
    MemmoveElementUnorderedAtomic,
}

/// Which safepointing intrinsic an intrinsic (by its unmangled name, see
/// [`crate::call_classification::called_intrinsic`]) is.
pub fn safepointing_intrinsic(intrinsic: &str) -> Option<SafepointingIntrinsic> {
    match intrinsic {
        "llvm.experimental.deoptimize" => Some(SafepointingIntrinsic::Deoptimize),
        "llvm.memcpy.element.unordered.atomic" => {
            Some(SafepointingIntrinsic::MemcpyElementUnorderedAtomic)
        }
        "llvm.memmove.element.unordered.atomic" => {
            Some(SafepointingIntrinsic::MemmoveElementUnorderedAtomic)
        }
        _ => None,
    }
}

/// True if `call` becomes a statepoint (not a GC leaf, not already a statepoint
/// intrinsic, not inline asm).
pub fn is_parse_point(m: &Module, call: &CallSite, tli: &TargetLibraryInfo) -> bool {
    call_needs_statepoint(m, call, tli)
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
