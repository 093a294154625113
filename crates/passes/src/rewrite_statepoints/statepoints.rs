//! Phase 6: replace every parse point by a `gc.statepoint` (spec §3.1, §6 step 6).
//!
//! For each parse point, in order: the statepoint takes the call's position
//! (an invoke keeps its destinations), with ID and patch bytes from the
//! `"statepoint-id"` / `"statepoint-num-patch-bytes"` call attributes (removed
//! from the statepoint, as are `memory`, `nosync` and `nofree`), flags from a
//! `gc-transition` bundle (1) and `"deopt-lowering"="live-in"` on the call or
//! callee (2), argument attributes carried to the call arguments, and bundles
//! `deopt`, `gc-transition`, `gc-live` in that order. `gc.result` (named like
//! the call, with its return attributes) and one `coldcc` `gc.relocate` per
//! live value (`<name>.relocated`) follow the call; for an invoke the relocates
//! are at the top of the unwind successor (token: its landing pad) and of the
//! normal successor. `llvm.experimental.deoptimize` calls `__llvm_deoptimize`
//! and its block ends in `unreachable`; element-atomic `memcpy`/`memmove` call
//! LLVM's `__llvm_mem{cpy,move}_element_unordered_atomic_safepoint_<size>`
//! with `(dest base, dest offset, src base, src offset, length)`.
//!
//! Invariant kept for SSA repair: a call's result value keeps its handle and
//! becomes the `gc.result`'s value, so nothing needs replacing; every relocate
//! is recorded with the live value it relocates.
//!
//! Token names follow LLVM's observable uniquing: calls are named
//! `statepoint_token` once (`safepoint_token` for deoptimize); invokes are
//! named, then renamed after their unwind relocates are created.

use super::body_edit::first_insertion_index;
use super::gc_model::{safepointing_intrinsic, SafepointingIntrinsic};
use super::rematerialization::RematerializedAfterStatepoint;
use crate::call_classification::called_function_name;
use ir::{
    AttrList, Attribute, Block, Body, CallArg, CallConv, CallSite, GlobalId, Inst, InstData,
    InstKind, Module, Operand, OperandBundle, TailKind, Type, TypeId, Value,
};
use rustc_hash::FxHashMap as HashMap;

/// LLVM's default statepoint ID, `0xABCDEF00`.
pub const DEFAULT_STATEPOINT_ID: u64 = 2_882_400_000;

/// What one parse point became.
pub struct StatepointRecord {
    /// Rematerialized derived pointers: (original value, clone), normal path first.
    pub rematerializations: Vec<(Value, Value)>,
    /// Relocated values in gc-live order: (original live value, relocate on the
    /// normal path, relocate on the unwind path for invokes).
    pub relocations: Vec<(Value, Value, Option<Value>)>,
}

/// The live values of one parse point and their bases (every base is itself in `live`).
pub struct ParsePointPlan {
    pub call: Inst,
    pub live: Vec<Value>,
    pub base_of: Vec<Value>,
    /// Whether the call's result has uses (LLVM creates `gc.result` only then).
    pub result_is_used: bool,
    /// For element-atomic `memcpy`/`memmove`: the bases of the destination and source.
    pub memory_transfer_bases: Option<(Operand, Operand)>,
    /// Derived pointers recomputed after the statepoint (clones not yet placed).
    pub rematerialized: Vec<RematerializedAfterStatepoint>,
}

/// Rewrites every planned parse point; returns one record per plan.
pub fn build_statepoints(
    m: &mut Module,
    body: &mut Body,
    plans: &[ParsePointPlan],
) -> Result<Vec<StatepointRecord>, String> {
    let mut records = Vec::with_capacity(plans.len());
    for plan in plans {
        records.push(build_one_statepoint(m, body, plan)?);
    }
    Ok(records)
}

fn build_one_statepoint(
    m: &mut Module,
    body: &mut Body,
    plan: &ParsePointPlan,
) -> Result<StatepointRecord, String> {
    let call_inst = plan.call;
    let block = body.inst_block(call_inst).expect("placed parse point");
    let original = body.inst(call_inst).clone();
    let original_name = original.result.and_then(|v| body.value(v).name.clone());
    let call = original
        .kind
        .call_site()
        .expect("parse point is a call")
        .clone();
    let intrinsic = called_function_name(m, &call).and_then(safepointing_intrinsic);
    let (callee, callee_fn_ty, call_args, pass_arg_attrs) = match intrinsic {
        Some(SafepointingIntrinsic::Deoptimize) => {
            let arg_types: Vec<TypeId> = call
                .args
                .iter()
                .map(|a| operand_type(m, body, &a.value))
                .collect();
            let void = m.types.void();
            let fn_ty = m.types.function(void, arg_types, false);
            let target = declare_plain_function(m, "__llvm_deoptimize", fn_ty);
            (
                Operand::Const(m.global_ref(target)),
                fn_ty,
                call.args.clone(),
                true,
            )
        }
        Some(
            kind @ (SafepointingIntrinsic::MemcpyElementUnorderedAtomic
            | SafepointingIntrinsic::MemmoveElementUnorderedAtomic),
        ) => {
            let bases = plan
                .memory_transfer_bases
                .clone()
                .ok_or("element-atomic memory transfer without argument bases")?;
            let (target, fn_ty, args) =
                lower_memory_transfer(m, body, call_inst, &call, kind, bases)?;
            (Operand::Const(m.global_ref(target)), fn_ty, args, false)
        }
        None => (call.callee.clone(), call.fn_ty, call.args.clone(), true),
    };
    let directives = StatepointDirectives::from_call(m, &call)?;
    let i64_ty = m.types.int(64);
    let i32_ty = m.types.int(32);
    let callee_ptr_ty = operand_type(m, body, &callee);
    let mut statepoint_args = vec![
        plain_arg(Operand::Const(m.const_int(i64_ty, directives.id as i64))),
        plain_arg(Operand::Const(
            m.const_int(i32_ty, directives.patch_bytes as i64),
        )),
        CallArg {
            value: callee,
            attrs: AttrList(vec![Attribute::Type(
                "elementtype".to_string(),
                callee_fn_ty,
            )]),
        },
        plain_arg(Operand::Const(m.const_int(i32_ty, call_args.len() as i64))),
        plain_arg(Operand::Const(m.const_int(i32_ty, directives.flags as i64))),
    ];
    statepoint_args.extend(call_args.into_iter().map(|a| CallArg {
        value: a.value,
        attrs: if pass_arg_attrs {
            a.attrs
        } else {
            AttrList::default()
        },
    }));
    let zero = Operand::Const(m.const_int(i32_ty, 0));
    statepoint_args.push(plain_arg(zero.clone()));
    statepoint_args.push(plain_arg(zero));
    let mut bundles = Vec::new();
    for tag in ["deopt", "gc-transition"] {
        if let Some(b) = call.bundle(tag) {
            bundles.push(b.clone());
        }
    }
    if let Some(other) = call
        .bundles
        .iter()
        .find(|b| !matches!(b.tag.as_str(), "deopt" | "gc-transition"))
    {
        return Err(format!(
            "operand bundle \"{}\" on a parse point is not supported",
            other.tag
        ));
    }
    if !plan.live.is_empty() {
        bundles.push(OperandBundle {
            tag: "gc-live".to_string(),
            inputs: plan.live.iter().map(|&v| Operand::Value(v)).collect(),
        });
    }
    let statepoint_decl = declare_statepoint(m, callee_ptr_ty);
    let token_ty = m.types.token();
    let statepoint_site = CallSite {
        cc: call.cc,
        fmf: Default::default(),
        ret_attrs: AttrList::default(),
        fn_ty: m.function(statepoint_decl).expect("function").ty,
        callee: Operand::Const(m.global_ref(statepoint_decl)),
        args: statepoint_args,
        fn_attrs: legalized_fn_attrs(&call.fn_attrs),
        bundles,
        addrspace: None,
    };
    let is_deoptimize = intrinsic == Some(SafepointingIntrinsic::Deoptimize);
    let (statepoint_kind, normal_and_unwind) = match &original.kind {
        InstKind::Invoke { normal, unwind, .. } => (
            InstKind::Invoke {
                call: statepoint_site,
                normal: *normal,
                unwind: *unwind,
            },
            Some((*normal, *unwind)),
        ),
        InstKind::Call { tail, .. } => (
            InstKind::Call {
                tail: *tail,
                call: statepoint_site,
            },
            None,
        ),
        _ => return Err("callbr parse points are not supported".to_string()),
    };
    let token_name = if is_deoptimize {
        "safepoint_token"
    } else {
        "statepoint_token"
    };
    let statepoint = body.create_named_inst(statepoint_kind, Some(token_ty), Some(token_name));
    body.inst_mut(statepoint).metadata = original.metadata.clone();
    body.inst_mut(statepoint).debug_records = original.debug_records.clone();
    let token = body.inst(statepoint).result.expect("token");
    let position = body.inst_position(call_inst).expect("placed");
    let mut insts = body.block(block).insts.clone();
    insts[position] = statepoint;
    body.set_block_insts(block, insts);
    body.remove_inst(call_inst);

    let index_of: HashMap<Value, usize> = plan
        .live
        .iter()
        .enumerate()
        .rev()
        .map(|(k, &v)| (v, k))
        .collect();
    let relocate_indices: Vec<(usize, usize)> = plan
        .base_of
        .iter()
        .enumerate()
        .map(|(k, base)| (index_of[base], k))
        .collect();
    let call_result = original
        .result
        .filter(|_| !is_deoptimize && plan.result_is_used);
    let result_ty = call_result.map(|v| body.value_type(v));
    let mut relocations = Vec::with_capacity(plan.live.len());
    let mut rematerializations = Vec::new();
    match normal_and_unwind {
        Some((normal, unwind)) => {
            let pad = landing_pad_value(body, unwind)?;
            let unwind_at = first_insertion_index(body, unwind);
            let unwind_relocates =
                create_relocates(m, body, plan, &relocate_indices, pad, unwind, unwind_at);
            body.set_value_name(token, "statepoint_token");
            let mut at = first_insertion_index(body, normal);
            if let (Some(result), Some(ty)) = (call_result, result_ty) {
                insert_gc_result(
                    m,
                    body,
                    token,
                    (result, original_name.as_deref()),
                    ty,
                    &call.ret_attrs,
                    (normal, at),
                );
                at += 1;
            }
            let normal_relocates =
                create_relocates(m, body, plan, &relocate_indices, token, normal, at);
            for (k, &v) in plan.live.iter().enumerate() {
                relocations.push((v, normal_relocates[k], Some(unwind_relocates[k])));
            }
            // LLVM inserts each chain at the top of the successor, before the chains
            // inserted earlier; the relocates then go above them all.
            let after_normal = at + normal_relocates.len();
            let after_unwind = unwind_at + unwind_relocates.len();
            for remat in &plan.rematerialized {
                let normal_clone = place_clones(body, normal, after_normal, &remat.normal);
                rematerializations.push((remat.derived, normal_clone));
                if let Some(unwind_chain) = &remat.unwind {
                    let unwind_clone = place_clones(body, unwind, after_unwind, unwind_chain);
                    rematerializations.push((remat.derived, unwind_clone));
                }
            }
        }
        None => {
            let mut at = body.inst_position(statepoint).expect("placed") + 1;
            if let (Some(result), Some(ty)) = (call_result, result_ty) {
                insert_gc_result(
                    m,
                    body,
                    token,
                    (result, original_name.as_deref()),
                    ty,
                    &call.ret_attrs,
                    (block, at),
                );
                at += 1;
            }
            let relocates = create_relocates(m, body, plan, &relocate_indices, token, block, at);
            for (k, &v) in plan.live.iter().enumerate() {
                relocations.push((v, relocates[k], None));
            }
            // Each chain goes right after the call, before the chains placed earlier.
            let after = at + relocates.len();
            for remat in &plan.rematerialized {
                let clone = place_clones(body, block, after, &remat.normal);
                rematerializations.push((remat.derived, clone));
            }
            if is_deoptimize {
                end_block_with_unreachable(body, block);
            }
        }
    }
    Ok(StatepointRecord {
        relocations,
        rematerializations,
    })
}

/// Places `clones` at position `at` of `block`; returns the value of the last clone.
fn place_clones(body: &mut Body, block: Block, at: usize, clones: &[Inst]) -> Value {
    let mut insts = body.block(block).insts.clone();
    let tail = insts.split_off(at);
    insts.extend_from_slice(clones);
    insts.extend(tail);
    body.set_block_insts(block, insts);
    let last = *clones.last().expect("a chain has at least one link");
    body.inst(last).result.expect("typed")
}

/// Rewrites the arguments `(dest, src, length, element size)` of an element-atomic
/// transfer into `(dest base, dest offset, src base, src offset, length)` with
/// `ptrtoint`/`sub` before the call, and declares the safepointing runtime
/// function `__llvm_mem{cpy,move}_element_unordered_atomic_safepoint_<size>`.
fn lower_memory_transfer(
    m: &mut Module,
    body: &mut Body,
    call_inst: Inst,
    call: &CallSite,
    kind: SafepointingIntrinsic,
    (dest_base, source_base): (Operand, Operand),
) -> Result<(GlobalId, TypeId, Vec<CallArg>), String> {
    let [dest, source, length, element_size] = call.args.as_slice() else {
        return Err("element-atomic memory transfer with an unexpected argument count".to_string());
    };
    let element_size = element_size
        .value
        .as_const()
        .and_then(|c| m.consts.as_int(c))
        .and_then(|v| v.to_u64())
        .filter(|size| [1, 2, 4, 8, 16].contains(size))
        .ok_or("element-atomic memory transfer with an unsupported element size")?;
    let i64_ty = m.types.int(64);
    let block = body.inst_block(call_inst).expect("placed");
    let mut position = body.inst_position(call_inst).expect("placed");
    let mut args = Vec::new();
    for (derived, base) in [(&dest.value, dest_base), (&source.value, source_base)] {
        let mut emit = |body: &mut Body, kind: InstKind| {
            let inst = body.create_inst(InstData::new(kind), Some(i64_ty));
            body.insert_inst(block, position, inst);
            position += 1;
            Operand::Value(body.inst(inst).result.expect("typed"))
        };
        let base_int = pointer_to_int(m, body, base.clone(), i64_ty, &mut emit);
        let derived_int = pointer_to_int(m, body, derived.clone(), i64_ty, &mut emit);
        let offset = match folded_difference(m, &derived_int, &base_int) {
            Some(folded) => folded,
            None => emit(
                body,
                InstKind::Binary {
                    op: ir::BinaryOp::Sub,
                    flags: Default::default(),
                    fmf: Default::default(),
                    lhs: derived_int,
                    rhs: base_int,
                },
            ),
        };
        args.push(plain_arg(base));
        args.push(plain_arg(offset));
    }
    args.push(plain_arg(length.value.clone()));
    let arg_types: Vec<TypeId> = args
        .iter()
        .map(|a| operand_type(m, body, &a.value))
        .collect();
    let void = m.types.void();
    let fn_ty = m.types.function(void, arg_types, false);
    let operation = if kind == SafepointingIntrinsic::MemcpyElementUnorderedAtomic {
        "memcpy"
    } else {
        "memmove"
    };
    let name = format!("__llvm_{operation}_element_unordered_atomic_safepoint_{element_size}");
    Ok((declare_plain_function(m, &name, fn_ty), fn_ty, args))
}

/// `ptrtoint value to i64`, folded for constants as LLVM's IR builder does
/// (`null` is 0, `undef`/`poison` stay so, other constants become constant expressions).
fn pointer_to_int(
    m: &mut Module,
    body: &mut Body,
    value: Operand,
    i64_ty: TypeId,
    emit: &mut impl FnMut(&mut Body, InstKind) -> Operand,
) -> Operand {
    let Operand::Const(c) = value else {
        return emit(
            body,
            InstKind::Cast {
                op: ir::CastOp::PtrToInt,
                flags: Default::default(),
                fmf: Default::default(),
                value,
                to: i64_ty,
            },
        );
    };
    let folded = match m.consts.get(c) {
        ir::ConstData::Null(_) | ir::ConstData::Zero(_) => {
            return Operand::Const(m.const_int(i64_ty, 0))
        }
        ir::ConstData::Undef(_) => ir::ConstData::Undef(i64_ty),
        ir::ConstData::Poison(_) => ir::ConstData::Poison(i64_ty),
        _ => ir::ConstData::Cast {
            ty: i64_ty,
            op: ir::CastOp::PtrToInt,
            value: c,
        },
    };
    Operand::Const(m.consts.intern(folded))
}

/// `lhs - rhs` when the IR builder would fold it: `x - 0` is `x`, and
/// `undef`/`poison` minus a constant stays `undef`/`poison`.
fn folded_difference(m: &Module, lhs: &Operand, rhs: &Operand) -> Option<Operand> {
    let rhs_constant = rhs.as_const()?;
    if m.consts.as_int(rhs_constant).is_some_and(|v| v.is_zero()) {
        return Some(lhs.clone());
    }
    match m.consts.get(lhs.as_const()?) {
        ir::ConstData::Undef(_) | ir::ConstData::Poison(_) => Some(lhs.clone()),
        _ => None,
    }
}

fn plain_arg(value: Operand) -> CallArg {
    CallArg {
        value,
        attrs: AttrList::default(),
    }
}

fn operand_type(m: &Module, body: &Body, o: &Operand) -> TypeId {
    match o {
        Operand::Value(v) => body.value_type(*v),
        Operand::Const(c) => m.consts.ty(*c),
        Operand::Metadata(_) => m.types.lookup(&Type::Metadata).expect("metadata type"),
    }
}

/// ID, patch bytes and flags of a statepoint.
struct StatepointDirectives {
    id: u64,
    patch_bytes: u32,
    flags: u32,
}

impl StatepointDirectives {
    fn from_call(m: &Module, call: &CallSite) -> Result<Self, String> {
        let parse = |key: &str| -> Result<Option<u64>, String> {
            match call.fn_attrs.get_str(key) {
                Some(Some(text)) => text
                    .parse::<u64>()
                    .map(Some)
                    .map_err(|_| format!("invalid \"{key}\" value \"{text}\"")),
                _ => Ok(None),
            }
        };
        let id = parse("statepoint-id")?.unwrap_or(DEFAULT_STATEPOINT_ID);
        let patch_bytes = parse("statepoint-num-patch-bytes")?.unwrap_or(0);
        let patch_bytes = u32::try_from(patch_bytes)
            .map_err(|_| "statepoint-num-patch-bytes out of range".to_string())?;
        let mut flags = 0;
        if call.bundle("gc-transition").is_some() {
            flags |= 1;
        }
        let deopt_lowering = call
            .fn_attrs
            .get_str("deopt-lowering")
            .flatten()
            .or_else(|| {
                let callee = m.called_function(&call.callee)?;
                m.function(callee)?
                    .fn_attrs
                    .get_str("deopt-lowering")
                    .flatten()
            });
        match deopt_lowering {
            Some("live-in") => flags |= 2,
            None | Some("live-through") => {}
            Some(other) => return Err(format!("unsupported \"deopt-lowering\" value \"{other}\"")),
        }
        Ok(StatepointDirectives {
            id,
            patch_bytes,
            flags,
        })
    }
}

/// The call's function attributes minus those invalid on a statepoint.
fn legalized_fn_attrs(attrs: &AttrList) -> AttrList {
    let mut kept = attrs.clone();
    for name in ["memory", "nosync", "nofree"] {
        kept.remove(name);
    }
    for key in ["statepoint-id", "statepoint-num-patch-bytes"] {
        kept.remove_str(key);
    }
    kept
}

fn landing_pad_value(body: &Body, unwind: Block) -> Result<Value, String> {
    body.block(unwind)
        .insts
        .iter()
        .find(|&&i| matches!(body.inst(i).kind, InstKind::LandingPad { .. }))
        .and_then(|&i| body.inst(i).result)
        .ok_or_else(|| "invoke statepoint's unwind destination has no landingpad".to_string())
}

/// Inserts `gc.result` at position `at` of `block`; `(result, name)` is the call's value and
/// the name it had before the call was removed.
fn insert_gc_result(
    m: &mut Module,
    body: &mut Body,
    token: Value,
    (result, name): (Value, Option<&str>),
    ty: TypeId,
    ret_attrs: &AttrList,
    (block, at): (Block, usize),
) {
    let decl = declare_gc_result(m, ty);
    let token_ty = m.types.token();
    let fn_ty = m.types.function(ty, vec![token_ty], false);
    let kind = InstKind::Call {
        tail: TailKind::None,
        call: CallSite {
            cc: CallConv::C,
            fmf: Default::default(),
            ret_attrs: ret_attrs.clone(),
            fn_ty,
            callee: Operand::Const(m.global_ref(decl)),
            args: vec![plain_arg(Operand::Value(token))],
            fn_attrs: AttrList::default(),
            bundles: Vec::new(),
            addrspace: None,
        },
    };
    // A fresh value takes the call's name (uniqued as if the call still held it, as in
    // LLVM); then the call's value handle moves to the gc.result so uses stay valid.
    if let Some(n) = name {
        body.set_value_name(result, n);
    }
    let gc_result = body.create_named_inst(kind, Some(ty), name);
    let fresh = body.inst(gc_result).result.expect("typed");
    let unique_name = body.value(fresh).name.clone();
    body.set_value_name(fresh, "");
    body.inst_mut(gc_result).result = Some(result);
    body.values[result.index()].def = ir::ValueDef::Inst(gc_result);
    body.set_value_name(result, unique_name.as_deref().unwrap_or(""));
    body.insert_inst(block, at, gc_result);
}

fn create_relocates(
    m: &mut Module,
    body: &mut Body,
    plan: &ParsePointPlan,
    indices: &[(usize, usize)],
    token: Value,
    block: Block,
    at: usize,
) -> Vec<Value> {
    let i32_ty = m.types.int(32);
    let token_ty = m.types.token();
    let mut created = Vec::with_capacity(indices.len());
    let mut insts = body.block(block).insts.clone();
    let mut tail = insts.split_off(at);
    for (&(base_index, derived_index), &live) in indices.iter().zip(&plan.live) {
        let ty = body.value_type(live);
        let decl = declare_gc_relocate(m, ty);
        let fn_ty = m.types.function(ty, vec![token_ty, i32_ty, i32_ty], false);
        let kind = InstKind::Call {
            tail: TailKind::None,
            call: CallSite {
                cc: CallConv::COLD,
                fmf: Default::default(),
                ret_attrs: AttrList::default(),
                fn_ty,
                callee: Operand::Const(m.global_ref(decl)),
                args: vec![
                    plain_arg(Operand::Value(token)),
                    plain_arg(Operand::Const(m.const_int(i32_ty, base_index as i64))),
                    plain_arg(Operand::Const(m.const_int(i32_ty, derived_index as i64))),
                ],
                fn_attrs: AttrList::default(),
                bundles: Vec::new(),
                addrspace: None,
            },
        };
        let name = body
            .value(live)
            .name
            .as_ref()
            .map(|n| format!("{n}.relocated"));
        let relocate = body.create_named_inst(kind, Some(ty), name.as_deref());
        insts.push(relocate);
        created.push(body.inst(relocate).result.expect("typed"));
    }
    insts.append(&mut tail);
    body.set_block_insts(block, insts);
    created
}

/// Replaces the terminator of `block` (the `ret` after a deoptimize call) by `unreachable`.
fn end_block_with_unreachable(body: &mut Body, block: Block) {
    if let Some(terminator) = body.terminator(block) {
        body.remove_inst(terminator);
    }
    let unreachable = body.create_inst(InstData::new(InstKind::Unreachable), None);
    body.append_inst(block, unreachable);
}

/// LLVM's name mangling of an overloaded intrinsic type (`i32`, `p1`, `v4p1`).
pub fn mangled_type_suffix(m: &Module, ty: TypeId) -> String {
    match m.types.get(ty) {
        Type::Void => "isVoid".to_string(),
        Type::Int(w) => format!("i{w}"),
        Type::Half => "f16".to_string(),
        Type::BFloat => "bf16".to_string(),
        Type::Float => "f32".to_string(),
        Type::Double => "f64".to_string(),
        Type::Fp128 => "f128".to_string(),
        Type::X86Fp80 => "f80".to_string(),
        Type::PpcFp128 => "ppcf128".to_string(),
        Type::X86Amx => "x86amx".to_string(),
        Type::Ptr(a) => format!("p{a}"),
        Type::Vector {
            len,
            scalable,
            elem,
        } => {
            format!(
                "{}v{len}{}",
                if *scalable { "nx" } else { "" },
                mangled_type_suffix(m, *elem)
            )
        }
        Type::Array { len, elem } => format!("a{len}{}", mangled_type_suffix(m, *elem)),
        Type::Struct { fields, .. } => {
            let inner: String = fields.iter().map(|&f| mangled_type_suffix(m, f)).collect();
            format!("sl_{inner}s")
        }
        Type::Named(name) => format!("s_{name}"),
        Type::Token => "token".to_string(),
        Type::Metadata => "Metadata".to_string(),
        Type::Label => "label".to_string(),
        Type::Function { .. } | Type::TargetExt { .. } => "f".to_string(),
    }
}

fn declare_plain_function(m: &mut Module, name: &str, fn_ty: TypeId) -> GlobalId {
    let g = m.get_or_declare_function(name, fn_ty);
    let params = m.types.function_parts(fn_ty).map_or(0, |(_, p, _)| p.len());
    if let Some(f) = m.function_mut(g) {
        if f.params.len() < params {
            f.params.resize(params, ir::Param::default());
        }
    }
    g
}

fn immarg() -> AttrList {
    AttrList(vec![Attribute::Enum("immarg".to_string())])
}

fn pure_intrinsic_attrs() -> AttrList {
    AttrList(
        ["nocallback", "nofree", "nosync", "nounwind", "willreturn"]
            .into_iter()
            .map(|n| Attribute::Enum(n.to_string()))
            .chain([Attribute::Payload("memory".to_string(), "none".to_string())])
            .collect(),
    )
}

/// The intrinsic declarations below are found or created, and always carry the
/// attributes LLVM gives them (an input declaration may lack them).
fn declare_statepoint(m: &mut Module, callee_ptr_ty: TypeId) -> GlobalId {
    let name = format!(
        "llvm.experimental.gc.statepoint.{}",
        mangled_type_suffix(m, callee_ptr_ty)
    );
    if let Some(g) = m.global_by_name(&name) {
        return g;
    }
    let (i64_ty, i32_ty, token) = (m.types.int(64), m.types.int(32), m.types.token());
    let fn_ty = m.types.function(
        token,
        vec![i64_ty, i32_ty, callee_ptr_ty, i32_ty, i32_ty],
        true,
    );
    let g = declare_plain_function(m, &name, fn_ty);
    let f = m.function_mut(g).expect("function");
    for k in [0, 1, 3, 4] {
        f.params[k].attrs = immarg();
    }
    g
}

fn declare_gc_relocate(m: &mut Module, ty: TypeId) -> GlobalId {
    let name = format!(
        "llvm.experimental.gc.relocate.{}",
        mangled_type_suffix(m, ty)
    );
    if let Some(g) = m.global_by_name(&name) {
        return g;
    }
    let (i32_ty, token) = (m.types.int(32), m.types.token());
    let fn_ty = m.types.function(ty, vec![token, i32_ty, i32_ty], false);
    let g = declare_plain_function(m, &name, fn_ty);
    let f = m.function_mut(g).expect("function");
    f.params[1].attrs = immarg();
    f.params[2].attrs = immarg();
    f.fn_attrs = pure_intrinsic_attrs();
    g
}

fn declare_gc_result(m: &mut Module, ty: TypeId) -> GlobalId {
    let name = format!("llvm.experimental.gc.result.{}", mangled_type_suffix(m, ty));
    let token = m.types.token();
    let fn_ty = m.types.function(ty, vec![token], false);
    let g = declare_plain_function(m, &name, fn_ty);
    m.function_mut(g).expect("function").fn_attrs = pure_intrinsic_attrs();
    g
}

/// Declares `void @__tmp_use(...)` as LLVM's temporary holder calls leave it behind.
pub fn declare_holder_function(m: &mut Module) {
    let void = m.types.void();
    let fn_ty = m.types.function(void, Vec::new(), true);
    declare_plain_function(m, "__tmp_use", fn_ty);
}
