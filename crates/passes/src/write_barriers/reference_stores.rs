//! Which instructions store references into the heap (docs/collectors.md,
//! "Write barriers"), and the address each stores to. Shared by the pass and
//! [`crate::barrier_checker`], so both judge the same instructions.
//!
//! A reference store writes a value whose type holds a `ptr addrspace(1)`
//! (the pointer itself, a vector or aggregate with one inside) through an
//! address of type `ptr addrspace(1)`: `store` (atomic or not), `cmpxchg`,
//! `atomicrmw` (only `xchg` takes pointers). A call of `llvm.memcpy`,
//! `llvm.memcpy.inline` or `llvm.memmove` whose destination is in address
//! space 1 counts too, whatever it copies; the call and the declaration must
//! both have the whole LLVM 19 prototype `void (ptr, ptr, iN, i1)` (a call
//! through another type is refused, not taken for an ordinary call). Stores through other address spaces (globals,
//! allocas) are no reference stores; an address-space-1 address of stack
//! memory is left to the caller.

use crate::gc_strategy::STATEPOINT_GC_ADDRESS_SPACE;
use ir::intrinsics::intrinsic_base_name;
use ir::{Body, Inst, InstKind, Module, Operand, TypeId};

/// Memory transfers that store what they copy and never collect.
const MEMORY_TRANSFERS: [&str; 3] = ["llvm.memcpy", "llvm.memcpy.inline", "llvm.memmove"];

/// Element-wise atomic memory transfers: they may collect while copying, so
/// no barrier can precede the stores with no collection in between.
const SAFEPOINTING_MEMORY_TRANSFERS: [&str; 2] = [
    "llvm.memcpy.element.unordered.atomic",
    "llvm.memmove.element.unordered.atomic",
];

/// The address `inst` stores a reference to in the heap, if it is a reference
/// store; an error for a store the contract cannot cover (an element-wise
/// atomic transfer into the heap, a transfer intrinsic with another prototype).
pub(crate) fn reference_store_address(
    m: &Module,
    body: &Body,
    inst: Inst,
) -> Result<Option<Operand>, String> {
    let holds_reference = |o: &Operand| {
        m.types
            .contains_ptr_in(operand_type(m, body, o), STATEPOINT_GC_ADDRESS_SPACE)
    };
    let into_heap = |address: &Operand| is_heap_address(m, operand_type(m, body, address));
    let stored_through = |value: &Operand, address: &Operand| {
        (holds_reference(value) && into_heap(address)).then(|| address.clone())
    };
    Ok(match &body.inst(inst).kind {
        InstKind::Store { value, ptr, .. } => stored_through(value, ptr),
        InstKind::CmpXchg { ptr, new, .. } => stored_through(new, ptr),
        InstKind::AtomicRmw { ptr, value, .. } => stored_through(value, ptr),
        InstKind::Call { call, .. } => {
            // The function called, through casts and whatever the call's type:
            // a transfer called with another type still copies.
            let Some((callee, intrinsic)) = m
                .called_function(&call.callee)
                .and_then(|g| Some((g, intrinsic_base_name(&m.global(g).name)?)))
            else {
                return Ok(None);
            };
            let destination = call.args.first().map(|arg| &arg.value);
            let into_heap_destination = destination.is_some_and(into_heap);
            if SAFEPOINTING_MEMORY_TRANSFERS.contains(&intrinsic) && into_heap_destination {
                return Err(format!(
                    "@{intrinsic} into the GC heap may collect while it copies, so no write \
                     barrier can precede its stores with no collection in between: copy with \
                     llvm.memcpy/llvm.memmove or with loads and stores instead"
                ));
            }
            if !MEMORY_TRANSFERS.contains(&intrinsic) {
                return Ok(None);
            }
            let declared_type = m.function(callee).map(|function| function.ty);
            if !is_memory_transfer_prototype(m, call.fn_ty) || declared_type != Some(call.fn_ty) {
                return Err(format!(
                    "@{intrinsic} is called with type {}, not its prototype `void (ptr, ptr, iN, \
                     i1)`",
                    m.types.display(call.fn_ty)
                ));
            }
            destination.filter(|_| into_heap_destination).cloned()
        }
        _ => None,
    })
}

/// True if `ty` is a (scalar) pointer into the GC heap.
fn is_heap_address(m: &Module, ty: TypeId) -> bool {
    matches!(m.types.get(ty), ir::Type::Ptr(space) if *space == STATEPOINT_GC_ADDRESS_SPACE)
}

/// `void (ptr, ptr, iN, i1)`, any address spaces and length width.
fn is_memory_transfer_prototype(m: &Module, fn_ty: TypeId) -> bool {
    let Some((ret, params, vararg)) = m.types.function_parts(fn_ty) else {
        return false;
    };
    let is = |ty: TypeId, expected: fn(&ir::Type) -> bool| expected(m.types.get(ty));
    !vararg
        && m.types.is_void(ret)
        && params.len() == 4
        && is(params[0], |t| matches!(t, ir::Type::Ptr(_)))
        && is(params[1], |t| matches!(t, ir::Type::Ptr(_)))
        && is(params[2], |t| matches!(t, ir::Type::Int(_)))
        && is(params[3], |t| matches!(t, ir::Type::Int(1)))
}

fn operand_type(m: &Module, body: &Body, o: &Operand) -> TypeId {
    match o {
        Operand::Value(v) => body.value_type(*v),
        Operand::Const(c) => m.consts.ty(*c),
        Operand::Metadata(_) => m
            .types
            .lookup(&ir::Type::Metadata)
            .expect("metadata type interned"),
    }
}
