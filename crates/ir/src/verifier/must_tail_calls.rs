//! The rules a `musttail` call obeys (LLVM 19's verifier, LangRef "call"):
//! no inline assembly; the caller and the callee agree on varargs, on the
//! return type (pointers by address space) and on the calling convention;
//! the call is followed by `ret`, or by a `bitcast` of the call and then
//! `ret`, returning that value, `undef`/`poison`, or nothing; and, unless
//! the convention is `tailcc` or `swifttailcc`, the parameters agree in
//! number, in type, and in the attributes that change the ABI (`sret`,
//! `byval`, `byref`, `inalloca`, `preallocated`, `inreg`, `alignstack`,
//! `swiftself`, `swiftasync`, `swifterror`, and `align` beside `byval` or
//! `byref`). Each call reports the first rule it breaks, in that order.

use super::function_checks::FunctionContext;
use crate::attributes::{AttrList, Attribute};
use crate::constant::CastOp;
use crate::constant::ConstData;
use crate::function::Inst;
use crate::inst::{CallConv, CallSite, InstKind, Operand};
use crate::types::{TypeId, TypeTable};

/// Attributes whose difference between caller and call changes the ABI.
const ABI_ATTRIBUTES: &[&str] = &[
    "sret",
    "byval",
    "byref",
    "inalloca",
    "preallocated",
    "inreg",
    "alignstack",
    "swiftself",
    "swiftasync",
    "swifterror",
];

/// Checks the `musttail` call `i` (module docs).
pub(super) fn check_must_tail_call(ctx: &mut FunctionContext, i: Inst, call: &CallSite) {
    if let Some(message) = must_tail_problem(ctx, i, call) {
        ctx.fail(i, message);
    }
}

fn must_tail_problem(ctx: &FunctionContext, i: Inst, call: &CallSite) -> Option<&'static str> {
    let types = &ctx.m.types;
    if matches!(&call.callee, Operand::Const(c) if matches!(ctx.m.consts.get(*c), ConstData::InlineAsm { .. }))
    {
        return Some("cannot use musttail call with inline asm");
    }
    let (caller_ret, caller_params, caller_vararg) = types.function_parts(ctx.function.ty)?;
    let (callee_ret, callee_params, callee_vararg) = types.function_parts(call.fn_ty)?;
    if caller_vararg != callee_vararg {
        return Some("cannot guarantee tail call due to mismatched varargs");
    }
    if !congruent(types, caller_ret, callee_ret) {
        return Some("cannot guarantee tail call due to mismatched return types");
    }
    if ctx.function.cc != call.cc {
        return Some("cannot guarantee tail call due to mismatched calling conv");
    }
    if let Some(problem) = return_problem(ctx, i) {
        return Some(problem);
    }
    // `tailcc` and `swifttailcc` (LLVM's numbers 18 and 20).
    if matches!(call.cc, CallConv(18 | 20)) {
        return None;
    }
    if caller_params.len() != callee_params.len() {
        return Some("cannot guarantee tail call due to mismatched parameter counts");
    }
    if caller_params
        .iter()
        .zip(callee_params.iter())
        .any(|(&a, &b)| !congruent(types, a, b))
    {
        return Some("cannot guarantee tail call due to mismatched parameter types");
    }
    let empty = AttrList::default();
    let caller_attributes = ctx.function.params.iter().map(|p| &p.attrs);
    let call_attributes = call.args.iter().map(|a| &a.attrs);
    let differs = caller_attributes
        .chain(std::iter::repeat(&empty))
        .zip(call_attributes)
        .any(|(a, b)| abi_attributes(a) != abi_attributes(b));
    differs
        .then_some("cannot guarantee tail call due to mismatched ABI impacting function attributes")
}

/// Whether a value of type `a` passes as one of type `b`: the same type, or
/// pointers in the same address space.
fn congruent(types: &TypeTable, a: TypeId, b: TypeId) -> bool {
    a == b
        || (types.is_ptr(a) && types.is_ptr(b) && types.ptr_addrspace(a) == types.ptr_addrspace(b))
}

/// What breaks the rule that `ret` (after an optional `bitcast` of the call)
/// follows call `i` and returns its value, `undef`/`poison`, or nothing.
fn return_problem(ctx: &FunctionContext, i: Inst) -> Option<&'static str> {
    let body = ctx.body;
    let block = body.inst_block(i)?;
    let insts = &body.block(block).insts;
    let position = insts.iter().position(|&x| x == i)?;
    let mut returned = body.inst(i).result;
    let mut next = *insts.get(position + 1)?;
    if let InstKind::Cast {
        op: CastOp::BitCast,
        value,
        ..
    } = &body.inst(next).kind
    {
        if value.as_value() != returned || returned.is_none() {
            return Some("bitcast following musttail call must use the call");
        }
        returned = body.inst(next).result;
        next = *insts.get(position + 2)?;
    }
    let InstKind::Ret(value) = &body.inst(next).kind else {
        return Some("musttail call must precede a ret with an optional bitcast");
    };
    let fine = match value {
        None => true,
        Some(Operand::Value(v)) => Some(*v) == returned,
        Some(Operand::Const(c)) => {
            matches!(
                ctx.m.consts.get(*c),
                ConstData::Undef(_) | ConstData::Poison(_)
            )
        }
        Some(_) => false,
    };
    (!fine).then_some("musttail call result must be returned")
}

/// The ABI-changing attributes of one parameter, in a fixed order.
fn abi_attributes(attributes: &AttrList) -> Vec<&Attribute> {
    let mut found: Vec<&Attribute> = ABI_ATTRIBUTES
        .iter()
        .filter_map(|name| attributes.get(name))
        .collect();
    if attributes.has("byval") || attributes.has("byref") {
        found.extend(attributes.get("align"));
    }
    found
}
