//! Upgrade of the statepoint forms LLVM accepted from 3.6 to 11 to the form
//! LLVM 19 reads: run by the parser on every module it reads.
//!
//! Forms read (arguments of `llvm.experimental.gc.statepoint`):
//! - LLVM 3.6: `target, i32 #call args, i32 flags, call args...,
//!   i32 #deopt args, deopt args..., gc args...` (a pointer first); the
//!   statepoint ID was not written and lowered as `0xABCDEF00`
//!   (2882400000), which the upgrade writes; patch bytes 0;
//! - LLVM 3.7–11: `i64 id, i32 patch bytes, target, i32 #call args,
//!   i32 flags, call args..., i32 #transition args, transition args...,
//!   i32 #deopt args, deopt args..., gc args...`;
//!
//! with an `i32` or `token` result. A statepoint in such a form becomes the
//! LLVM 19 form: the call arguments stay, the inline transition, deopt and GC
//! arguments become `gc-transition`, `deopt` and `gc-live` bundles (in that
//! order, after any bundle already there), both counts are written `i32 0`,
//! and the result is a `token`. Its `gc.relocate` and `gc.result` calls take
//! the token (on an invoke's exceptional path, the `token` landing pad, as
//! from LLVM 3.8 on); relocate indices, which counted from the statepoint's
//! first argument, count from the start of the `gc-live` bundle; `coldcc` on them
//! (RS4GC wrote it in LLVM 3.x, it has no meaning) is dropped. Declarations
//! of the GC intrinsics with the old signatures are retyped the same way
//! (their names are re-mangled afterwards by
//! [`crate::gc_intrinsics::canonicalize_declarations`]).
//!
//! A statepoint already in the LLVM 19 form (token result, no argument after
//! the two zero counts) is left alone. So is a `token` statepoint with inline
//! arguments in a module written with opaque pointers: LLVM 19 reads that
//! form as written (its verifier then refuses it), and so do we; in a
//! typed-pointer module it is the LLVM 5–11 form and is upgraded. Whatever cannot be upgraded exactly is
//! an [`UpgradeError`] naming the call: a count that is not a constant or
//! exceeds the arguments, inline arguments beside a bundle of the same kind,
//! a relocate index outside the GC arguments, a use of the result other than
//! as the token of `gc.relocate`/`gc.result`, and a relocate or result whose
//! `i32` token is not a statepoint.
//!
//! LLVM 3.7's relocates on an invoke's exceptional path read the landing
//! pad's selector (`extractvalue %lp, 1`) as their `i32` token. When the
//! landing pad serves nothing else, it becomes a `token` landing pad, as LLVM
//! 3.8 wrote it, and the relocates read it; a landing pad that is also used
//! otherwise (a `resume` of it) cannot be a `token`, and its relocates are
//! refused as not tied to a statepoint.

use crate::attributes::AttrList;
use crate::function::{Body, Inst, Value};
use crate::gc_intrinsics::GcIntrinsic;
use crate::inst::{CallArg, CallConv, CallSite, Operand, OperandBundle};
use crate::module::{GlobalId, GlobalKind, Module};
use crate::types::{Type, TypeId};

/// The ID LLVM 3.6 gave every statepoint in its stack map record.
pub const LLVM_3_6_STATEPOINT_ID: i64 = 0xABCD_EF00;

/// Why a call could not be upgraded: the function, the call, the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UpgradeError {
    pub function: GlobalId,
    pub inst: Inst,
    pub message: String,
}

/// Upgrades every statepoint of `m` in an old form, with its relocates and
/// results, and retypes the old GC intrinsic declarations. `typed_pointers`:
/// `m` was written with typed pointers (then `token` statepoints with inline
/// arguments are upgraded too).
pub fn upgrade_legacy_statepoints(
    m: &mut Module,
    typed_pointers: bool,
) -> Result<(), UpgradeError> {
    for function in m.function_ids() {
        let Some(mut body) = m.function_mut(function).and_then(|f| f.body.take()) else {
            continue;
        };
        let result = upgrade_function(m, function, &mut body, typed_pointers);
        if let Some(f) = m.function_mut(function) {
            f.body = Some(body);
        }
        result?;
    }
    retype_declarations(m);
    Ok(())
}

/// The parts of an old-form statepoint's argument list.
struct LegacyStatepoint {
    id: Operand,
    patch_bytes: Operand,
    target: CallArg,
    target_ty: TypeId,
    call_args_count: Operand,
    flags: Operand,
    call_args: Vec<CallArg>,
    transition_args: Vec<Operand>,
    deopt_args: Vec<Operand>,
    gc_args: Vec<Operand>,
    /// The argument index of the first GC argument (what old relocate indices count from).
    gc_start: usize,
}

fn upgrade_function(
    m: &mut Module,
    function: GlobalId,
    body: &mut Body,
    typed_pointers: bool,
) -> Result<(), UpgradeError> {
    let error = |inst: Inst, message: String| UpgradeError {
        function,
        inst,
        message,
    };
    let calls: Vec<Inst> = body.insts_in_order().map(|(_, i)| i).collect();
    let mut upgraded_landing_pads = std::collections::HashSet::new();
    for &inst in &calls {
        let Some(site) = body.inst(inst).kind.call_site() else {
            continue;
        };
        if intrinsic_called(m, site) != Some(GcIntrinsic::Statepoint) {
            continue;
        }
        if !typed_pointers && returns_token(m, site.fn_ty) {
            continue;
        }
        let Some(parts) = split_legacy_statepoint(m, body, site).map_err(|e| error(inst, e))?
        else {
            continue;
        };
        for (tag, inline) in [
            ("gc-transition", &parts.transition_args),
            ("deopt", &parts.deopt_args),
            ("gc-live", &parts.gc_args),
        ] {
            if !inline.is_empty() && site.bundle(tag).is_some() {
                return Err(error(
                    inst,
                    format!(
                        "statepoint has both inline {} arguments and a \"{tag}\" bundle",
                        bundle_kind(tag)
                    ),
                ));
            }
        }
        let token = m.types.token();
        let result = body.inst(inst).result;
        if let Some(result) = result {
            upgrade_token_users(m, body, (inst, result), &parts, token)
                .map_err(|(user, e)| error(user, e))?;
            body.values[result.index()].ty = token;
        }
        if let Some(landing_token) = landing_pad_token(m, body, inst) {
            if !upgraded_landing_pads.insert(landing_token) {
                return Err(error(
                    inst,
                    "several statepoints unwind to this landing pad; its relocates cannot \
                     be upgraded for both"
                        .to_string(),
                ));
            }
            upgrade_token_users(m, body, (inst, landing_token), &parts, token)
                .map_err(|(user, e)| error(user, e))?;
        }
        let upgraded =
            upgraded_call_site(m, body.inst(inst).kind.call_site().expect("a call"), parts);
        *body.inst_mut(inst).kind.call_site_mut().expect("a call") = upgraded;
    }
    // Relocates and results still reading an `i32` value as token were not
    // tied to a statepoint (an `i32` constant is left to the signature check).
    for &inst in &calls {
        let Some(site) = body.inst(inst).kind.call_site() else {
            continue;
        };
        let intrinsic = intrinsic_called(m, site);
        let token_is_a_value = site
            .args
            .first()
            .is_some_and(|a| a.value.as_value().is_some());
        if matches!(intrinsic, Some(GcIntrinsic::Relocate | GcIntrinsic::Result))
            && first_param_is_i32(m, site.fn_ty)
            && token_is_a_value
        {
            return Err(error(
                inst,
                format!(
                    "cannot upgrade this {}: its i32 token is not the result of a statepoint \
                     (LLVM 3.7's relocates on an invoke's exceptional path read the landing pad's selector)",
                    if intrinsic == Some(GcIntrinsic::Relocate) { "gc.relocate" } else { "gc.result" }
                ),
            ));
        }
    }
    Ok(())
}

fn bundle_kind(tag: &str) -> &'static str {
    match tag {
        "gc-transition" => "transition",
        "deopt" => "deopt",
        _ => "GC",
    }
}

/// The GC intrinsic `site` calls directly, if any.
fn intrinsic_called(m: &Module, site: &CallSite) -> Option<GcIntrinsic> {
    let g = m.called_function(&site.callee)?;
    GcIntrinsic::of_name(&m.global(g).name)
}

fn returns_token(m: &Module, fn_ty: TypeId) -> bool {
    m.types
        .function_parts(fn_ty)
        .is_some_and(|(ret, _, _)| m.types.get(ret) == &Type::Token)
}

fn first_param_is_i32(m: &Module, fn_ty: TypeId) -> bool {
    m.types
        .function_parts(fn_ty)
        .and_then(|(_, params, _)| params.first().copied())
        .is_some_and(|t| m.types.get(t) == &Type::Int(32))
}

fn operand_type(m: &Module, body: &Body, operand: &Operand) -> Option<TypeId> {
    match operand {
        Operand::Value(v) => Some(body.value_type(*v)),
        Operand::Const(c) => Some(m.consts.ty(*c)),
        Operand::Metadata(_) => None,
    }
}

/// The statepoint's arguments split by section, or `None` when it is already
/// in the LLVM 19 form.
fn split_legacy_statepoint(
    m: &mut Module,
    body: &Body,
    site: &CallSite,
) -> Result<Option<LegacyStatepoint>, String> {
    let args = &site.args;
    let is_ptr = |a: &CallArg| {
        operand_type(m, body, &a.value).is_some_and(|t| matches!(m.types.get(t), Type::Ptr(_)))
    };
    let llvm_3_6 = args.first().is_some_and(is_ptr);
    let (header_len, has_transition_count) = if llvm_3_6 { (3, false) } else { (5, true) };
    if args.len() < header_len {
        return Err(format!(
            "statepoint has {} arguments, fewer than the {header_len} its form starts with",
            args.len()
        ));
    }
    let count_at = |position: usize, what: &str| -> Result<usize, String> {
        let Some(arg) = args.get(position) else {
            return Err(format!(
                "statepoint ends before its number of {what} (argument {position})"
            ));
        };
        arg.value
            .as_const()
            .and_then(|c| m.consts.as_int(c))
            .and_then(|v| v.to_u64())
            .and_then(|v| usize::try_from(v).ok())
            .ok_or_else(|| {
                format!("the number of {what} (argument {position}) is not a constant integer")
            })
    };
    let (target_at, count_position) = if llvm_3_6 { (0, 1) } else { (2, 3) };
    let call_args_count = count_at(count_position, "call arguments")?;
    let mut position = header_len + call_args_count;
    if position > args.len() {
        return Err(format!(
            "statepoint declares {call_args_count} call arguments but has {}",
            args.len() - header_len
        ));
    }
    let section = |what: &str, position: &mut usize| -> Result<Vec<Operand>, String> {
        let count = count_at(*position, what)?;
        let start = *position + 1;
        let end = start + count;
        if end > args.len() {
            return Err(format!(
                "statepoint declares {count} {what} but has {}",
                args.len() - start
            ));
        }
        *position = end;
        Ok(args[start..end].iter().map(|a| a.value.clone()).collect())
    };
    let transition_args = if has_transition_count {
        section("transition arguments", &mut position)?
    } else {
        Vec::new()
    };
    let deopt_args = section("deopt arguments", &mut position)?;
    let gc_start = position;
    let gc_args: Vec<Operand> = args[gc_start..].iter().map(|a| a.value.clone()).collect();
    let result_is_token = returns_token(m, site.fn_ty);
    let current_form = !llvm_3_6
        && result_is_token
        && transition_args.is_empty()
        && deopt_args.is_empty()
        && gc_args.is_empty();
    if current_form {
        return Ok(None);
    }
    let i64_ty = m.types.int(64);
    let i32_ty = m.types.int(32);
    let (id, patch_bytes, flags) = if llvm_3_6 {
        (
            Operand::Const(m.const_int(i64_ty, LLVM_3_6_STATEPOINT_ID)),
            Operand::Const(m.const_int(i32_ty, 0)),
            args[2].value.clone(),
        )
    } else {
        (
            args[0].value.clone(),
            args[1].value.clone(),
            args[4].value.clone(),
        )
    };
    Ok(Some(LegacyStatepoint {
        id,
        patch_bytes,
        target: args[target_at].clone(),
        target_ty: operand_type(m, body, &args[target_at].value)
            .ok_or_else(|| "the statepoint's target is metadata".to_string())?,
        call_args_count: args[count_position].value.clone(),
        flags,
        call_args: args[header_len..header_len + call_args_count].to_vec(),
        transition_args,
        deopt_args,
        gc_args,
        gc_start,
    }))
}

/// The `token` result of the landing pad an invoked statepoint unwinds to
/// (LLVM 3.8–11: its exceptional path's relocates take it, with the same
/// indices as the normal path's); `None` for a call, or a landing pad of
/// another type.
fn landing_pad_token(m: &mut Module, body: &mut Body, statepoint: Inst) -> Option<Value> {
    let crate::inst::InstKind::Invoke { unwind, .. } = &body.inst(statepoint).kind else {
        return None;
    };
    let landing_pad = body
        .block(*unwind)
        .insts
        .iter()
        .copied()
        .find(|&inst| !body.inst(inst).kind.is_phi())?;
    let token = m.types.token();
    match &body.inst(landing_pad).kind {
        crate::inst::InstKind::LandingPad { ty, .. } if *ty == token => {
            body.inst(landing_pad).result
        }
        crate::inst::InstKind::LandingPad { .. } => {
            retype_selector_landing_pad(m, body, landing_pad, token)
        }
        _ => None,
    }
}

/// LLVM 3.7's exceptional-path form: the relocates read the landing pad's
/// selector (`extractvalue %lp, 1`) as their `i32` token. When the landing
/// pad is used by nothing but such selectors, and they by nothing but the
/// first argument of `gc.relocate`/`gc.result` calls, the landing pad becomes
/// the `token` landing pad of LLVM 3.8 on and the calls read it; otherwise
/// nothing changes (and the calls are refused later, located).
fn retype_selector_landing_pad(
    m: &Module,
    body: &mut Body,
    landing_pad: Inst,
    token: TypeId,
) -> Option<Value> {
    let pad = body.inst(landing_pad).result?;
    let mut selectors = Vec::new();
    for user in users_of(body, pad) {
        let crate::inst::InstKind::ExtractValue { aggregate, indices } = &body.inst(user).kind
        else {
            return None;
        };
        let selector = body.inst(user).result?;
        let read_as_token_only = users_of(body, selector).into_iter().all(|reader| {
            body.inst(reader).kind.call_site().is_some_and(|site| {
                matches!(
                    intrinsic_called(m, site),
                    Some(GcIntrinsic::Relocate | GcIntrinsic::Result)
                ) && site
                    .args
                    .first()
                    .is_some_and(|a| a.value == Operand::Value(selector))
                    && site.args[1..]
                        .iter()
                        .all(|a| a.value != Operand::Value(selector))
                    && site
                        .bundles
                        .iter()
                        .all(|b| !b.inputs.contains(&Operand::Value(selector)))
            })
        });
        if *aggregate != Operand::Value(pad) || indices.as_slice() != [1] || !read_as_token_only {
            return None;
        }
        selectors.push((user, selector));
    }
    for (extract, selector) in selectors {
        body.replace_all_uses(selector, Operand::Value(pad));
        body.remove_inst(extract);
    }
    if let crate::inst::InstKind::LandingPad { ty, .. } = &mut body.inst_mut(landing_pad).kind {
        *ty = token;
    }
    body.values[pad.index()].ty = token;
    Some(pad)
}

/// The instructions placed in blocks that use `value`, in layout order.
fn users_of(body: &Body, value: Value) -> Vec<Inst> {
    body.insts_in_order()
        .map(|(_, i)| i)
        .filter(|&i| {
            let mut uses = false;
            body.inst(i)
                .kind
                .visit_operands(|o| uses |= *o == Operand::Value(value));
            uses
        })
        .collect()
}

/// Makes every use of the statepoint's result a token use: relocate indices
/// remapped, relocate and result function types taking `token`. An error
/// names the relocate that cannot be upgraded, or the statepoint whose
/// result has another use.
fn upgrade_token_users(
    m: &mut Module,
    body: &mut Body,
    (statepoint, result): (Inst, Value),
    parts: &LegacyStatepoint,
    token: TypeId,
) -> Result<(), (Inst, String)> {
    let i32_ty = m.types.int(32);
    let users = users_of(body, result);
    for user in users {
        let kind = &body.inst(user).kind;
        let site = kind.call_site();
        let intrinsic = site.and_then(|s| intrinsic_called(m, s));
        let token_only_in_first_arg = site.is_some_and(|s| {
            s.args
                .first()
                .is_some_and(|a| a.value == Operand::Value(result))
                && s.args[1..]
                    .iter()
                    .all(|a| a.value != Operand::Value(result))
                && s.bundles
                    .iter()
                    .all(|b| !b.inputs.contains(&Operand::Value(result)))
        });
        let Some(intrinsic @ (GcIntrinsic::Relocate | GcIntrinsic::Result)) =
            intrinsic.filter(|_| token_only_in_first_arg)
        else {
            let what = match site {
                Some(_) => "a call that is not its gc.relocate or gc.result".to_string(),
                None => format!("'{}'", kind.opcode_name()),
            };
            return Err((
                statepoint,
                format!("the statepoint's result is used by {what}; only gc.relocate and gc.result can take its token"),
            ));
        };
        let mut new_indices = Vec::new();
        if intrinsic == GcIntrinsic::Relocate {
            let site = site.expect("a call");
            for position in [1, 2] {
                let old = site
                    .args
                    .get(position)
                    .and_then(|a| a.value.as_const())
                    .and_then(|c| m.consts.as_int(c))
                    .and_then(|v| v.to_u64())
                    .ok_or_else(|| {
                        (
                            user,
                            "a gc.relocate index is not a constant integer".to_string(),
                        )
                    })?;
                let index = usize::try_from(old)
                    .ok()
                    .and_then(|i| i.checked_sub(parts.gc_start))
                    .filter(|&i| i < parts.gc_args.len())
                    .ok_or_else(|| {
                        (user, format!(
                            "gc.relocate index {old} is not among the statepoint's GC arguments (arguments {}..{})",
                            parts.gc_start,
                            parts.gc_start + parts.gc_args.len()
                        ))
                    })?;
                new_indices.push(Operand::Const(m.const_int(i32_ty, index as i64)));
            }
        }
        let site = body.inst(user).kind.call_site().expect("a call");
        let (ret, params, vararg) = m.types.function_parts(site.fn_ty).expect("a function type");
        let mut params = params.to_vec();
        params[0] = token;
        let fn_ty = m.types.function(ret, params, vararg);
        let site = body.inst_mut(user).kind.call_site_mut().expect("a call");
        site.fn_ty = fn_ty;
        if site.cc == CallConv::COLD {
            site.cc = CallConv::C;
        }
        let mut args = site.args.to_vec();
        for (position, index) in (1..).zip(new_indices) {
            args[position].value = index;
        }
        site.args = args.into();
    }
    Ok(())
}

/// The LLVM 19 form of a statepoint call site.
fn upgraded_call_site(m: &mut Module, old: &CallSite, parts: LegacyStatepoint) -> CallSite {
    let i32_ty = m.types.int(32);
    let i64_ty = m.types.int(64);
    let token = m.types.token();
    let zero = Operand::Const(m.const_int(i32_ty, 0));
    let fn_ty = m.types.function(
        token,
        vec![i64_ty, i32_ty, parts.target_ty, i32_ty, i32_ty],
        true,
    );
    let plain = |value: Operand| CallArg {
        value,
        attrs: AttrList::default(),
    };
    let mut args = vec![
        plain(parts.id),
        plain(parts.patch_bytes),
        parts.target,
        plain(parts.call_args_count),
        plain(parts.flags),
    ];
    args.extend(parts.call_args);
    args.push(plain(zero.clone()));
    args.push(plain(zero));
    let mut bundles: Vec<OperandBundle> = old.bundles.to_vec();
    for (tag, inputs) in [
        ("gc-transition", parts.transition_args),
        ("deopt", parts.deopt_args),
        ("gc-live", parts.gc_args),
    ] {
        if !inputs.is_empty() {
            bundles.push(OperandBundle {
                tag: tag.to_string(),
                inputs,
            });
        }
    }
    CallSite {
        cc: old.cc,
        ret_attrs: old.ret_attrs.clone(),
        fn_ty,
        callee: old.callee.clone(),
        args: args.into(),
        fn_attrs: old.fn_attrs.clone(),
        bundles: bundles.into(),
    }
}

/// Gives the GC intrinsic declarations with an old signature the LLVM 19 one:
/// the statepoint returns `token` and starts `i64, i32, ptr, i32, i32`, the
/// relocate and result take a `token`.
fn retype_declarations(m: &mut Module) {
    let token = m.types.token();
    let i32_ty = m.types.int(32);
    let i64_ty = m.types.int(64);
    for g in m.function_ids() {
        let Some(intrinsic) = GcIntrinsic::of_name(&m.global(g).name) else {
            continue;
        };
        let GlobalKind::Function(f) = &m.global(g).kind else {
            continue;
        };
        if !f.is_declaration() {
            continue;
        }
        let Some((ret, params, vararg)) = m.types.function_parts(f.ty) else {
            continue;
        };
        let params = params.to_vec();
        let is_ptr = |t: TypeId| matches!(m.types.get(t), Type::Ptr(_));
        let new_ty = match intrinsic {
            GcIntrinsic::Statepoint
                if m.types.get(ret) == &Type::Int(32)
                    || params.first().is_some_and(|&t| is_ptr(t)) =>
            {
                let target = params
                    .iter()
                    .copied()
                    .find(|&t| is_ptr(t))
                    .unwrap_or_else(|| m.types.ptr(0));
                m.types
                    .function(token, vec![i64_ty, i32_ty, target, i32_ty, i32_ty], true)
            }
            GcIntrinsic::Relocate | GcIntrinsic::Result if params.first() == Some(&i32_ty) => {
                let mut params = params;
                params[0] = token;
                m.types.function(ret, params, vararg)
            }
            _ => continue,
        };
        let param_count = m.types.function_parts(new_ty).map_or(0, |p| p.1.len());
        if let GlobalKind::Function(f) = &mut m.global_mut(g).kind {
            f.ty = new_ty;
            f.params
                .resize(param_count, crate::function::Param::default());
        }
    }
}

#[cfg(test)]
mod tests {
    use crate::parse_module;
    use crate::printer::print_module;

    fn upgraded(text: &str) -> String {
        print_module(&parse_module(text).unwrap_or_else(|d| panic!("{d}")))
    }

    fn error(text: &str) -> (u32, u32, String) {
        let d = parse_module(text).expect_err("an upgrade error");
        (d.line, d.col, d.message)
    }

    const LLVM_3_7: &str = "declare void @f(i32)
define i8 addrspace(1)* @t(i8 addrspace(1)* %a, i8* %t) gc \"statepoint-example\" {
entry:
  %tok = call i32 (i64, i32, void (i32)*, i32, i32, ...)* @llvm.experimental.gc.statepoint.p0f_isVoidi32f(i64 7, i32 0, void (i32)* @f, i32 1, i32 1, i32 5, i32 1, i8* %t, i32 2, i32 10, i32 11, i8 addrspace(1)* %a)
  %r = call coldcc i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(i32 %tok, i32 11, i32 11)
  ret i8 addrspace(1)* %r
}
";

    #[test]
    fn inline_sections_become_bundles_and_indices_count_in_gc_live() {
        let out = upgraded(LLVM_3_7);
        assert!(out.contains("call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 7, i32 0, ptr elementtype(void (i32)) @f, i32 1, i32 1, i32 5, i32 0, i32 0) [ \"gc-transition\"(ptr %t), \"deopt\"(i32 10, i32 11), \"gc-live\"(ptr addrspace(1) %a) ]"), "{out}");
        assert!(out.contains("%r = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)"), "{out}");
    }

    #[test]
    fn llvm_3_6_form_gets_its_id_and_patch_bytes() {
        let out = upgraded("declare void @f()
define i8 addrspace(1)* @t(i8 addrspace(1)* %a) gc \"statepoint-example\" {
entry:
  %tok = call i32 (void ()*, i32, i32, ...)* @llvm.experimental.gc.statepoint.p0f_isVoidf(void ()* @f, i32 0, i32 0, i32 1, i32 9, i8 addrspace(1)* %a)
  %r = call i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(i32 %tok, i32 5, i32 5)
  ret i8 addrspace(1)* %r
}
");
        assert!(out.contains("@llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0) [ \"deopt\"(i32 9), \"gc-live\"(ptr addrspace(1) %a) ]"), "{out}");
        assert!(out.contains("(token %tok, i32 0, i32 0)"), "{out}");
    }

    #[test]
    fn gc_result_takes_the_token_and_old_declarations_are_merged() {
        let out = upgraded("declare i32 @g()
declare i32 @llvm.experimental.gc.statepoint.p0f_i32f(i64, i32, i32 ()*, i32, i32, ...)
declare i32 @llvm.experimental.gc.result.int.i32(i32)
define i32 @t() gc \"statepoint-example\" {
entry:
  %tok = call i32 (i64, i32, i32 ()*, i32, i32, ...)* @llvm.experimental.gc.statepoint.p0f_i32f(i64 0, i32 0, i32 ()* @g, i32 0, i32 0, i32 0, i32 0)
  %v = call i32 @llvm.experimental.gc.result.int.i32(i32 %tok)
  ret i32 %v
}
");
        assert!(
            out.contains("%v = call i32 @llvm.experimental.gc.result.i32(token %tok)"),
            "{out}"
        );
        assert!(
            out.contains("declare token @llvm.experimental.gc.statepoint.p0("),
            "{out}"
        );
        assert_eq!(
            out.matches("declare token @llvm.experimental.gc.statepoint")
                .count(),
            1,
            "{out}"
        );
    }

    #[test]
    fn current_form_is_left_alone() {
        let text = "declare void @f()
define void @t() gc \"statepoint-example\" {
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0)
  ret void
}
";
        assert!(upgraded(text).contains("@llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 0)\n"));
    }

    #[test]
    fn token_statepoint_with_inline_arguments_stays_in_opaque_modules() {
        let text = "declare void @f()
define void @t() gc \"statepoint-example\" {
  %tok = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @f, i32 0, i32 0, i32 0, i32 1, i32 7)
  ret void
}
";
        assert!(upgraded(text).contains("i32 0, i32 0, i32 0, i32 1, i32 7)\n"));
        let typed = text
            .replace("ptr elementtype(void ()) @f", "void ()* @f")
            .replace("(i64, i32, ptr,", "(i64, i32, void ()*,");
        assert!(upgraded(&typed).contains("i32 0, i32 0, i32 0, i32 0) [ \"deopt\"(i32 7) ]"));
    }

    #[test]
    fn relocate_index_outside_the_gc_arguments_is_located() {
        let text = LLVM_3_7.replace("i32 11, i32 11", "i32 12, i32 11");
        assert_eq!(
            error(&text),
            (5, 8, "gc.relocate index 12 is not among the statepoint's GC arguments (arguments 11..12)".to_string())
        );
    }

    #[test]
    fn count_past_the_end_and_non_constant_counts_are_located() {
        let text = LLVM_3_7.replace("i32 2, i32 10, i32 11", "i32 4, i32 10, i32 11");
        assert_eq!(
            error(&text).2,
            "statepoint declares 4 deopt arguments but has 3"
        );
        let text = LLVM_3_7.replace("i32 5, i32 1, i8* %t", "i32 5, i8* %t, i8* %t");
        assert_eq!(
            error(&text),
            (
                4,
                10,
                "the number of transition arguments (argument 6) is not a constant integer"
                    .to_string()
            )
        );
    }

    #[test]
    fn inline_arguments_beside_a_bundle_of_their_kind_are_refused() {
        let text = LLVM_3_7.replace(
            "i8 addrspace(1)* %a)\n",
            "i8 addrspace(1)* %a) [ \"gc-live\"(i8 addrspace(1)* %a) ]\n",
        );
        assert_eq!(
            error(&text).2,
            "statepoint has both inline GC arguments and a \"gc-live\" bundle"
        );
    }

    #[test]
    fn relocates_on_the_exceptional_path_take_the_landing_pad_token() {
        let out = upgraded(
            "declare void @f()
declare i32 @pers()
declare token @llvm.experimental.gc.statepoint.p0f_isVoidf(i64, i32, void ()*, i32, i32, ...)
declare i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token, i32, i32)
define i8 addrspace(1)* @test(i8 addrspace(1)* %obj) gc \"statepoint-example\" personality i32 ()* @pers {
entry:
  %tok = invoke token (i64, i32, void ()*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidf(i64 0, i32 0, void ()* @f, i32 0, i32 0, i32 0, i32 0, i8 addrspace(1)* %obj)
          to label %normal unwind label %unwind
normal:
  %r1 = call i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token %tok, i32 7, i32 7)
  ret i8 addrspace(1)* %r1
unwind:
  %lp = landingpad token cleanup
  %r2 = call i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(token %lp, i32 7, i32 7)
  ret i8 addrspace(1)* %r2
}
",
        );
        assert!(
            out.contains("@llvm.experimental.gc.relocate.p1(token %tok, i32 0, i32 0)"),
            "{out}"
        );
        assert!(
            out.contains("@llvm.experimental.gc.relocate.p1(token %lp, i32 0, i32 0)"),
            "{out}"
        );
    }

    /// LLVM 3.7: an `i32` statepoint, whose exceptional-path relocate reads
    /// the landing pad's selector as token.
    const LLVM_3_7_EXCEPTIONAL: &str = "declare i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(i32, i32, i32)
declare i32 @llvm.experimental.gc.statepoint.p0f_isVoidf(i64, i32, void ()*, i32, i32, ...)
declare i32 @pers()
declare void @f()
define i8 addrspace(1)* @test3(i8 addrspace(1)* %obj) gc \"statepoint-example\" personality i32 ()* @pers {
entry:
  %0 = invoke i32 (i64, i32, void ()*, i32, i32, ...) @llvm.experimental.gc.statepoint.p0f_isVoidf(i64 0, i32 0, void ()* @f, i32 0, i32 0, i32 0, i32 0, i8 addrspace(1)* %obj)
          to label %normal_dest unwind label %exceptional_return
normal_dest:
  ret i8 addrspace(1)* null
exceptional_return:
  %landing_pad = landingpad { i8*, i32 }
          cleanup
  %relocate_token = extractvalue { i8*, i32 } %landing_pad, 1
  %obj.relocated1 = call coldcc i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(i32 %relocate_token, i32 7, i32 7)
  ret i8 addrspace(1)* %obj.relocated1
}
";

    #[test]
    fn a_selector_read_as_token_makes_the_landing_pad_a_token() {
        let out = upgraded(LLVM_3_7_EXCEPTIONAL);
        assert!(out.contains("%landing_pad = landingpad token\n"), "{out}");
        assert!(
            out.contains("@llvm.experimental.gc.relocate.p1(token %landing_pad, i32 0, i32 0)"),
            "{out}"
        );
        assert!(!out.contains("extractvalue"), "{out}");
    }

    #[test]
    fn a_landing_pad_used_otherwise_keeps_its_type_and_the_relocate_is_refused() {
        let text = LLVM_3_7_EXCEPTIONAL.replace(
            "  ret i8 addrspace(1)* %obj.relocated1",
            "  resume { i8*, i32 } %landing_pad",
        );
        let (line, col, message) = error(&text);
        assert_eq!((line, col), (15, 21));
        assert!(
            message.starts_with(
                "cannot upgrade this gc.relocate: its i32 token is not the result of a statepoint"
            ),
            "{message}"
        );
    }

    #[test]
    fn other_uses_of_the_token_and_untied_relocates_are_refused() {
        let text = LLVM_3_7.replace("  ret i8", "  %x = add i32 %tok, 1\n  ret i8");
        assert_eq!(
            error(&text).2,
            "the statepoint's result is used by 'add'; only gc.relocate and gc.result can take its token"
        );
        let text = "define i8 addrspace(1)* @t(i32 %sel) gc \"statepoint-example\" {
  %r = call i8 addrspace(1)* @llvm.experimental.gc.relocate.p1i8(i32 %sel, i32 7, i32 7)
  ret i8 addrspace(1)* %r
}
";
        let (line, col, message) = error(text);
        assert_eq!((line, col), (2, 8));
        assert!(
            message.starts_with(
                "cannot upgrade this gc.relocate: its i32 token is not the result of a statepoint"
            ),
            "{message}"
        );
    }
}
