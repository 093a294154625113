//! Statepoint rules (spec §4): `gc.statepoint`, `gc.result` and `gc.relocate`,
//! recognised by the callee's name prefix, with LLVM 19's messages.
//!
//! Differences from LLVM, deliberate: users of a statepoint token are checked for
//! `gc.relocate` as well as `gc.result` (LLVM's check of relocates never fires);
//! a `gc.relocate` of a statepoint without a `"gc-live"` bundle has out-of-bounds
//! indices (LLVM skips the bound check and falls back to the legacy argument list).

use super::function_checks::FunctionContext;
use crate::attributes::Attribute;
use crate::constant::ConstData;
use crate::function::Inst;
use crate::inst::{CallSite, InstKind, Operand};

use super::relocate_bases::{RELOCATE_PREFIX, STATEPOINT_PREFIX};

const RESULT_PREFIX: &str = "llvm.experimental.gc.result";

/// GC strategies for which exactly the pointers in address space 1 are GC pointers.
const ADDRSPACE_1_STRATEGIES: [&str; 2] = ["statepoint-example", "coreclr"];

/// Flag bits a statepoint may carry: GC transition (1) and deopt live-in (2).
const KNOWN_STATEPOINT_FLAGS: u64 = 3;

/// Runs the statepoint rules that apply to the call `i`.
pub(super) fn check_call(ctx: &mut FunctionContext, i: Inst, call: &CallSite) {
    let Some(name) = ctx.called_function_name(call) else {
        return;
    };
    if name.starts_with(STATEPOINT_PREFIX) {
        check_statepoint(ctx, i, call);
    } else if name.starts_with(RESULT_PREFIX) {
        check_gc_result(ctx, i, call);
    } else if name.starts_with(RELOCATE_PREFIX) {
        check_gc_relocate(ctx, i, call);
    }
}

/// True if `i` is a call or invoke of `gc.statepoint`.
fn is_statepoint(ctx: &FunctionContext, i: Inst) -> bool {
    ctx.body
        .inst(i)
        .kind
        .call_site()
        .and_then(|call| ctx.called_function_name(call))
        .is_some_and(|n| n.starts_with(STATEPOINT_PREFIX))
}

fn is_undef(ctx: &FunctionContext, operand: &Operand) -> bool {
    operand.as_const().is_some_and(|c| {
        matches!(
            ctx.m.consts.get(c),
            ConstData::Undef(_) | ConstData::Poison(_)
        )
    })
}

/// The value of a constant integer operand, sign-extended from its width.
fn constant_signed(ctx: &FunctionContext, operand: &Operand) -> Option<i64> {
    ctx.m.consts.as_int(operand.as_const()?)?.to_i64()
}

fn constant_unsigned(ctx: &FunctionContext, operand: &Operand) -> Option<u64> {
    ctx.m.consts.as_int(operand.as_const()?)?.to_u64()
}

/// True if call-site or callee attributes promise less than reading and writing all memory.
fn restricts_memory(ctx: &FunctionContext, call: &CallSite) -> bool {
    let callee_attrs = ctx
        .m
        .called_function(&call.callee)
        .and_then(|g| ctx.m.function(g))
        .map(|f| &f.fn_attrs);
    [Some(&call.fn_attrs), callee_attrs]
        .into_iter()
        .flatten()
        .flat_map(|list| list.iter())
        .any(|attr| match attr {
            Attribute::Enum(n) => matches!(n.as_str(), "readnone" | "readonly" | "argmemonly"),
            Attribute::Payload(n, payload) => n == "memory" && payload.trim() != "readwrite",
            _ => false,
        })
}

fn check_statepoint(ctx: &mut FunctionContext, i: Inst, call: &CallSite) {
    let types = ctx.types();
    if ctx.function.gc.is_none() {
        ctx.fail(i, "Enclosing function does not use GC.");
    }
    if restricts_memory(ctx, call) {
        ctx.fail(
            i,
            "gc.statepoint must read and write all memory to preserve reordering restrictions required by safepoint semantics",
        );
    }
    let args = &call.args;
    if args.len() < 5 {
        ctx.fail(i, "gc.statepoint: insufficient arguments");
        return;
    }
    if constant_unsigned(ctx, &args[0].value).is_none() {
        ctx.fail(i, "gc.statepoint ID must be a constant integer");
    }
    match constant_signed(ctx, &args[1].value) {
        None => ctx.fail(
            i,
            "gc.statepoint number of patchable bytes must be a constant integer",
        ),
        Some(n) if n < 0 => ctx.fail(
            i,
            "gc.statepoint number of patchable bytes must be positive",
        ),
        Some(_) => {}
    }
    if args[2]
        .value
        .as_const()
        .is_some_and(|c| matches!(ctx.m.consts.get(c), ConstData::InlineAsm { .. }))
    {
        ctx.fail(i, "gc.statepoint support for inline assembly unimplemented");
    }
    let Some(target_ty) = args[2].attrs.get_type("elementtype") else {
        ctx.fail(
            i,
            "gc.statepoint callee argument must have elementtype attribute",
        );
        return;
    };
    let Some((target_ret, target_params, target_vararg)) = types.function_parts(target_ty) else {
        ctx.fail(i, "gc.statepoint callee elementtype must be function type");
        return;
    };
    let Some(call_arg_count) = constant_signed(ctx, &args[3].value) else {
        ctx.fail(
            i,
            "gc.statepoint number of call arguments must be constant integer",
        );
        return;
    };
    if call_arg_count < 0 {
        ctx.fail(
            i,
            "gc.statepoint number of arguments to underlying call must be positive",
        );
        return;
    }
    let call_arg_count = call_arg_count as usize;
    let param_count = target_params.len();
    if target_vararg {
        if call_arg_count < param_count {
            ctx.fail(i, "gc.statepoint mismatch in number of vararg call args");
        }
        if !types.is_void(target_ret) {
            ctx.fail(
                i,
                "gc.statepoint doesn't support wrapping non-void vararg functions yet",
            );
        }
    } else if call_arg_count != param_count {
        ctx.fail(i, "gc.statepoint mismatch in number of call args");
    }
    match constant_unsigned(ctx, &args[4].value) {
        Some(flags) if flags & !KNOWN_STATEPOINT_FLAGS == 0 => {}
        _ => ctx.fail(i, "unknown flag used in gc.statepoint flags argument"),
    }
    let end_of_call_args = 5 + call_arg_count;
    if args.len() < end_of_call_args + 2 {
        ctx.fail(
            i,
            "gc.statepoint has fewer arguments than its call argument count and the two trailing counts need",
        );
        return;
    }
    let wrapped_args = &args[5..end_of_call_args];
    if wrapped_args
        .iter()
        .zip(target_params)
        .any(|(a, &p)| ctx.operand_type(&a.value) != Some(p))
    {
        ctx.fail(
            i,
            "gc.statepoint call argument does not match wrapped function type",
        );
    }
    match constant_unsigned(ctx, &args[end_of_call_args].value) {
        None => ctx.fail(
            i,
            "gc.statepoint number of transition arguments must be constant integer",
        ),
        Some(0) => {}
        Some(_) => ctx.fail(i, "gc.statepoint w/inline transition bundle is deprecated"),
    }
    match constant_unsigned(ctx, &args[end_of_call_args + 1].value) {
        None => ctx.fail(
            i,
            "gc.statepoint number of deoptimization arguments must be constant integer",
        ),
        Some(0) => {}
        Some(_) => ctx.fail(i, "gc.statepoint w/inline deopt operands is deprecated"),
    }
    if args.len() != end_of_call_args + 2 {
        ctx.fail(i, "gc.statepoint too many arguments");
    }
    check_statepoint_token_users(ctx, i);
}

/// Every user of the token is a `gc.result` or `gc.relocate` tied to this statepoint.
fn check_statepoint_token_users(ctx: &mut FunctionContext, statepoint: Inst) {
    let Some(token) = ctx.body.inst(statepoint).result else {
        return;
    };
    for k in 0..ctx.token_user_count(token) {
        let user = ctx.token_user(token, k);
        let Some(user_call) = (match &ctx.body.inst(user).kind {
            InstKind::Call { call, .. } => Some(call),
            _ => None,
        }) else {
            ctx.fail_at(statepoint, vec![user], "illegal use of statepoint token");
            continue;
        };
        let callee = ctx.called_function_name(user_call).unwrap_or("");
        let tied_here = user_call.args.first().map(|a| &a.value) == Some(&Operand::Value(token));
        if callee.starts_with(RESULT_PREFIX) {
            if !tied_here {
                ctx.fail_at(
                    statepoint,
                    vec![user],
                    "gc.result connected to wrong gc.statepoint",
                );
            }
        } else if callee.starts_with(RELOCATE_PREFIX) {
            if !tied_here {
                ctx.fail_at(
                    statepoint,
                    vec![user],
                    "gc.relocate connected to wrong gc.statepoint",
                );
            }
        } else {
            ctx.fail_at(
                statepoint,
                vec![user],
                "gc.result or gc.relocate are the only value uses of a gc.statepoint",
            );
        }
    }
}

fn check_gc_result(ctx: &mut FunctionContext, i: Inst, call: &CallSite) {
    if ctx.function.gc.is_none() {
        ctx.fail(i, "Enclosing function does not use GC.");
    }
    let Some(token) = call.args.first().map(|a| &a.value) else {
        ctx.fail(i, "wrong number of arguments");
        return;
    };
    if is_undef(ctx, token) {
        return;
    }
    let Some(statepoint) = ctx.defining_inst(token).filter(|&s| is_statepoint(ctx, s)) else {
        ctx.fail(i, "gc.result operand #1 must be from a statepoint");
        return;
    };
    let wrapped_ret = ctx
        .body
        .inst(statepoint)
        .kind
        .call_site()
        .and_then(|sp| sp.args.get(2))
        .and_then(|target| target.attrs.get_type("elementtype"))
        .and_then(|t| ctx.types().function_parts(t))
        .map(|(ret, _, _)| ret);
    let Some(wrapped_ret) = wrapped_ret else {
        // The statepoint itself is reported as malformed.
        return;
    };
    let result = ctx.result_type(i);
    let matches = if ctx.types().is_void(wrapped_ret) {
        result.is_none()
    } else {
        result == Some(wrapped_ret)
    };
    if !matches {
        ctx.fail(i, "gc.result result type does not match wrapped callee");
    }
}

fn check_gc_relocate(ctx: &mut FunctionContext, i: Inst, call: &CallSite) {
    let types = ctx.types();
    if call.args.len() != 3 {
        ctx.fail(i, "wrong number of arguments");
        return;
    }
    let result = ctx.result_type(i);
    if !result.is_some_and(|t| types.is_ptr(types.scalar_type(t))) {
        ctx.fail(
            i,
            "gc.relocate must return a pointer or a vector of pointers",
        );
        return;
    }
    let token = &call.args[0].value;
    let token_def = ctx.defining_inst(token);
    let statepoint = match token_def.map(|d| &ctx.body.inst(d).kind) {
        Some(InstKind::LandingPad { .. }) => {
            let pad_block = token_def.and_then(|d| ctx.order.block(d));
            let Some(invoke_block) = pad_block.and_then(|b| ctx.cfg.unique_predecessor(b)) else {
                ctx.fail(i, "safepoints should have unique landingpads");
                return;
            };
            match ctx.body.terminator(invoke_block) {
                Some(t) if is_statepoint(ctx, t) => Some(t),
                _ => {
                    ctx.fail(i, "gc relocate should be linked to a statepoint");
                    return;
                }
            }
        }
        _ => {
            if is_undef(ctx, token) {
                None
            } else if let Some(s) = token_def.filter(|&s| is_statepoint(ctx, s)) {
                Some(s)
            } else {
                ctx.fail(i, "gc relocate is incorrectly tied to the statepoint");
                return;
            }
        }
    };
    let base_index = constant_unsigned(ctx, &call.args[1].value);
    let derived_index = constant_unsigned(ctx, &call.args[2].value);
    if base_index.is_none() {
        ctx.fail(i, "gc.relocate operand #2 must be integer offset");
    }
    if derived_index.is_none() {
        ctx.fail(i, "gc.relocate operand #3 must be integer offset");
    }
    let (Some(statepoint), Some(base_index), Some(derived_index)) =
        (statepoint, base_index, derived_index)
    else {
        return;
    };
    // Indices name `gc-live` entries, or statepoint arguments in the legacy form
    // without that bundle (where LLVM checks no bounds; we still report them).
    let statepoint_call = ctx
        .body
        .inst(statepoint)
        .kind
        .call_site()
        .expect("a statepoint is a call site");
    let relocation_operand = |index: u64| {
        usize::try_from(index)
            .ok()
            .and_then(|k| statepoint_call.relocation_operand(k))
    };
    let base = relocation_operand(base_index);
    let derived = relocation_operand(derived_index);
    if base.is_none() {
        ctx.fail(i, "gc.relocate: statepoint base index out of bounds");
    }
    if derived.is_none() {
        ctx.fail(i, "gc.relocate: statepoint derived index out of bounds");
    }
    let (Some(base), Some(derived), Some(result)) = (base, derived, result) else {
        return;
    };
    let base_ty = ctx.operand_type(base);
    let derived_ty = ctx.operand_type(derived);
    let is_pointer_like =
        |t: Option<crate::TypeId>| t.is_some_and(|t| types.ptr_addrspace(t).is_some());
    if !is_pointer_like(base_ty) || !is_pointer_like(derived_ty) {
        ctx.fail(i, "gc.relocate: relocated value must be a pointer");
        return;
    }
    let (Some(base_ty), Some(derived_ty)) = (base_ty, derived_ty) else {
        return;
    };
    if types.is_vector(result) != types.is_vector(derived_ty) {
        ctx.fail(
            i,
            "gc.relocate: vector relocates to vector and pointer to pointer",
        );
    }
    if types.ptr_addrspace(result) != types.ptr_addrspace(derived_ty) {
        ctx.fail(
            i,
            "gc.relocate: relocating a pointer shouldn't change its address space",
        );
    }
    if let Some(message) = ctx.relocate_base_problem(i, base, derived) {
        ctx.fail(i, message);
    }
    let Some(strategy) = ctx.function.gc.as_deref() else {
        ctx.fail(i, "gc.relocate: calling function must have GCStrategy");
        return;
    };
    if ADDRSPACE_1_STRATEGIES.contains(&strategy) {
        let is_gc_pointer = |t| types.ptr_addrspace(t) == Some(1);
        if !is_gc_pointer(result) {
            ctx.fail(i, "gc.relocate: must return gc pointer");
        }
        if !is_gc_pointer(base_ty) || !is_gc_pointer(derived_ty) {
            ctx.fail(i, "gc.relocate: relocated value must be a gc pointer");
        }
    }
}
