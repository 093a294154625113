//! Phase 6: replace every parse point by a `gc.statepoint` (spec §3.1, §6 step 6).
//!
//! For each parse point, in order: the statepoint takes the call's position
//! (an invoke keeps its destinations), with ID and patch bytes from the
//! `"statepoint-id"` / `"statepoint-num-patch-bytes"` call attributes (removed
//! from the statepoint, as are `memory`, `nosync` and `nofree`), flags from a
//! `gc-transition` bundle (1) and `"deopt-lowering"="live-in"` on the call or
//! callee (2), argument attributes carried to the call arguments, and bundles
//! `deopt`, `gc-transition`, `gc-live` in that order (`gc-live`: the live
//! values, then the GC allocas the parse point lists, once per word). `gc.result` (named like
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

use super::body_edit::PendingBlockEdits;
use super::gc_model::{safepointing_intrinsic, SafepointingIntrinsic};
use super::last_lookup::LastLookup;
use super::rematerialization::RematerializedAfterStatepoint;
use super::RewriteError;
use crate::call_classification::{called_intrinsic, is_debug_intrinsic_call};
use ir::gc_intrinsics::GcIntrinsic;
use ir::metadata::MdAttachment;
use ir::thin_list::ThinList;
use ir::{
    AttrList, Attribute, Block, Body, CallArg, CallConv, CallSite, GlobalId, Inst, InstData,
    InstKind, Module, Operand, OperandBundle, TailKind, Type, TypeId, Value,
};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::ops::Range;

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
    /// Allocas holding GC pointers, once per word, listed after `live` in
    /// `gc-live` without relocates ([`super::gc_allocas`]).
    pub gc_allocas: Vec<Value>,
}

/// Rewrites every planned parse point; returns one record per plan.
pub fn build_statepoints(
    m: &mut Module,
    body: &mut Body,
    plans: &[ParsePointPlan],
) -> Result<Vec<StatepointRecord>, String> {
    let mut records = Vec::with_capacity(plans.len());
    // Room for every relocate (twice for invokes), statepoint, gc.result and
    // `unreachable` up front, exactly: growing the instruction vector step by step
    // would copy it many times, and over-reserving it costs memory.
    let new_instructions: usize = plans
        .iter()
        .map(|p| {
            let copies = match body.inst(p.call).kind {
                InstKind::Invoke { .. } => 2,
                _ => 1,
            };
            copies * p.live.len() + 3
        })
        .sum();
    body.reserve_instructions(new_instructions);
    let mut state = BuildState {
        edits: PendingBlockEdits::default(),
        declarations: DeclarationCache::default(),
        names: RelocationNames::default(),
        gc_live_positions: GcLivePositions::default(),
        instruction_after: instructions_after_calls(m, body, plans),
    };
    for plan in plans {
        records.push(build_one_statepoint(m, body, plan, &mut state)?);
    }
    state.edits.apply(body);
    Ok(records)
}

/// What building one function's statepoints carries from one to the next.
struct BuildState {
    /// Every placement (applied once per block at the end, so long blocks are
    /// not rebuilt per call).
    edits: PendingBlockEdits,
    declarations: DeclarationCache,
    names: RelocationNames,
    gc_live_positions: GcLivePositions,
    /// The instruction after each parse point that is a call, debug
    /// intrinsics passed over (LLVM 19 holds them as records): LLVM's builder
    /// gives what it inserts after the call that instruction's location.
    instruction_after: HashMap<Inst, Inst>,
}

/// [`BuildState::instruction_after`], in one pass over the parse points' blocks.
fn instructions_after_calls(
    m: &Module,
    body: &Body,
    plans: &[ParsePointPlan],
) -> HashMap<Inst, Inst> {
    let calls: HashSet<Inst> = plans.iter().map(|plan| plan.call).collect();
    let mut blocks: Vec<Block> = plans
        .iter()
        .filter_map(|plan| body.inst_block(plan.call))
        .collect();
    blocks.sort();
    blocks.dedup();
    let mut after = HashMap::default();
    for block in blocks {
        let mut waiting = None;
        for &inst in &body.block(block).insts {
            if is_debug_intrinsic_call(m, &body.inst(inst).kind) {
                continue;
            }
            if let Some(call) = waiting.take() {
                after.insert(call, inst);
            }
            if calls.contains(&inst) {
                waiting = Some(inst);
            }
        }
    }
    after
}

/// Builds the statepoint of one parse point; every placement goes through `state.edits`.
fn build_one_statepoint(
    m: &mut Module,
    body: &mut Body,
    plan: &ParsePointPlan,
    state: &mut BuildState,
) -> Result<StatepointRecord, String> {
    let BuildState {
        edits,
        declarations,
        names,
        gc_live_positions,
        instruction_after,
    } = state;
    let call_inst = plan.call;
    let block = body.inst_block(call_inst).expect("placed parse point");
    let original = body.inst(call_inst).clone();
    let original_name = original.result.and_then(|v| body.value(v).name.clone());
    let call = original.kind.call_site().expect("parse point is a call");
    let intrinsic = called_intrinsic(m, call).and_then(safepointing_intrinsic);
    let mut prefix = Vec::new();
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
                call.args.to_vec(),
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
                lower_memory_transfer(m, body, call, kind, bases, &mut prefix)?;
            (Operand::Const(m.global_ref(target)), fn_ty, args, false)
        }
        None => (call.callee.clone(), call.fn_ty, call.args.to_vec(), true),
    };
    let directives = StatepointDirectives::from_call(m, call)?;
    let callee_ptr_ty = operand_type(m, body, &callee);
    let mut statepoint_args = Vec::with_capacity(call_args.len() + 7);
    statepoint_args.extend([
        plain_arg(declarations.i64_constant(m, directives.id)),
        plain_arg(declarations.i32_constant(m, directives.patch_bytes)),
        CallArg {
            value: callee,
            attrs: AttrList::from(vec![Attribute::Type(
                "elementtype".to_string(),
                callee_fn_ty,
            )]),
        },
        plain_arg(declarations.i32_constant(m, call_args.len() as u32)),
        plain_arg(declarations.i32_constant(m, directives.flags)),
    ]);
    statepoint_args.extend(call_args.into_iter().map(|a| CallArg {
        value: a.value,
        attrs: if pass_arg_attrs {
            a.attrs
        } else {
            AttrList::default()
        },
    }));
    let zero = declarations.i32_constant(m, 0);
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
    if !plan.live.is_empty() || !plan.gc_allocas.is_empty() {
        bundles.push(OperandBundle {
            tag: "gc-live".to_string(),
            inputs: plan
                .live
                .iter()
                .chain(&plan.gc_allocas)
                .map(|&v| Operand::Value(v))
                .collect(),
        });
    }
    let (statepoint_callee, statepoint_fn_ty) = declarations.statepoint(m, callee_ptr_ty);
    let token_ty = m.types.token();
    let statepoint_site = CallSite {
        cc: call.cc,
        ret_attrs: AttrList::default(),
        fn_ty: statepoint_fn_ty,
        callee: statepoint_callee,
        args: statepoint_args.into(),
        fn_attrs: legalized_fn_attrs(&call.fn_attrs),
        bundles: bundles.into(),
    };
    let is_deoptimize = intrinsic == Some(SafepointingIntrinsic::Deoptimize);
    let (statepoint_kind, normal_and_unwind) = match &original.kind {
        InstKind::Invoke { normal, unwind, .. } => (
            InstKind::Invoke {
                call: Box::new(statepoint_site),
                normal: *normal,
                unwind: *unwind,
            },
            Some((*normal, *unwind)),
        ),
        InstKind::Call { tail, .. } => (
            InstKind::Call {
                tail: *tail,
                fmf: Default::default(),
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
    // LLVM builds the statepoint at the call, which gives it the call's debug
    // location and no other attachment (a `!range` on a token is invalid).
    body.inst_mut(statepoint).metadata = debug_location(body, Some(call_inst));
    body.inst_mut(statepoint).debug_records = original.debug_records.clone();
    let token = body.inst(statepoint).result.expect("token");
    if let (Some(result), Some(name)) = (original.result, &original_name) {
        names.call_name_of.insert(result, name.to_string());
    }
    let mut replacement = prefix;
    replacement.push(statepoint);

    let relocate_indices = gc_live_positions.relocate_indices(plan);
    let call_result = original
        .result
        .filter(|_| !is_deoptimize && plan.result_is_used);
    let result_ty = call_result.map(|v| body.value_type(v));
    let mut relocations = Vec::with_capacity(plan.live.len());
    let mut rematerializations = Vec::new();
    match normal_and_unwind {
        Some((normal, unwind)) => {
            edits.replace(call_inst, replacement);
            let pad = landing_pad_value(body, unwind)?;
            let unwind_relocates =
                create_relocates(m, body, declarations, names, plan, &relocate_indices, pad);
            // LLVM's builder: the invoke's location on the unwind path, the
            // location of the first instruction after the inserted chains on
            // the normal path.
            let invoke_location = debug_location(body, Some(call_inst));
            set_debug_location(body, &unwind_relocates, &invoke_location);
            let normal_location = debug_location(
                body,
                first_chain_instruction(plan, |remat| &remat.normal)
                    .or_else(|| first_insertion_point(body, normal)),
            );
            body.set_value_name(token, "statepoint_token");
            let mut normal_top = Vec::new();
            if let (Some(result), Some(ty)) = (call_result, result_ty) {
                let gc_result = create_gc_result(
                    m,
                    body,
                    declarations,
                    (call_inst, token),
                    (result, original_name.as_deref()),
                    ty,
                    &call.ret_attrs,
                );
                normal_top.push(gc_result);
            }
            let normal_relocates =
                create_relocates(m, body, declarations, names, plan, &relocate_indices, token);
            for (k, &v) in plan.live.iter().enumerate() {
                relocations.push((
                    v,
                    relocate_value(body, normal_relocates[k]),
                    Some(relocate_value(body, unwind_relocates[k])),
                ));
            }
            normal_top.extend(normal_relocates);
            set_debug_location(body, &normal_top, &normal_location);
            let mut unwind_top = unwind_relocates;
            // LLVM inserts each chain at the top of the successor, before the chains
            // inserted earlier; the relocates then go above them all.
            for remat in plan.rematerialized.iter().rev() {
                normal_top.extend_from_slice(&remat.normal);
                if let Some(unwind_chain) = &remat.unwind {
                    unwind_top.extend_from_slice(unwind_chain);
                }
            }
            for remat in &plan.rematerialized {
                rematerializations.push((remat.derived, chain_value(body, &remat.normal)));
                if let Some(unwind_chain) = &remat.unwind {
                    rematerializations.push((remat.derived, chain_value(body, unwind_chain)));
                }
            }
            edits.insert_at_first_insertion_point(normal, normal_top);
            edits.insert_at_first_insertion_point(unwind, unwind_top);
        }
        None => {
            let before = replacement.len();
            if let (Some(result), Some(ty)) = (call_result, result_ty) {
                let gc_result = create_gc_result(
                    m,
                    body,
                    declarations,
                    (call_inst, token),
                    (result, original_name.as_deref()),
                    ty,
                    &call.ret_attrs,
                );
                replacement.push(gc_result);
            }
            let relocates =
                create_relocates(m, body, declarations, names, plan, &relocate_indices, token);
            for (k, &v) in plan.live.iter().enumerate() {
                relocations.push((v, relocate_value(body, relocates[k]), None));
            }
            replacement.extend(relocates);
            // LLVM's builder: the location of the instruction after the call
            // (after the inserted chains).
            let location = debug_location(
                body,
                first_chain_instruction(plan, |remat| &remat.normal)
                    .or_else(|| instruction_after.get(&call_inst).copied()),
            );
            set_debug_location(body, &replacement[before..], &location);
            // Each chain goes right after the call, before the chains placed earlier.
            for remat in plan.rematerialized.iter().rev() {
                replacement.extend_from_slice(&remat.normal);
            }
            for remat in &plan.rematerialized {
                rematerializations.push((remat.derived, chain_value(body, &remat.normal)));
            }
            edits.replace(call_inst, replacement);
            if is_deoptimize {
                let terminator = body
                    .terminator(block)
                    .ok_or("deoptimize call in a block without terminator")?;
                let unreachable = body.create_inst(InstData::new(InstKind::Unreachable), None);
                edits.replace(terminator, vec![unreachable]);
            }
        }
    }
    Ok(StatepointRecord {
        relocations,
        rematerializations,
    })
}

/// The `!dbg` attachment of `inst`, alone: what LLVM's IR builder gives the
/// instructions it inserts at (or for) an instruction.
fn debug_location(body: &Body, inst: Option<Inst>) -> ThinList<MdAttachment> {
    inst.map(|inst| {
        body.inst(inst)
            .metadata
            .iter()
            .filter(|(kind, _)| kind == "dbg")
            .cloned()
            .collect::<Vec<_>>()
            .into()
    })
    .unwrap_or_default()
}

fn set_debug_location(body: &mut Body, insts: &[Inst], location: &ThinList<MdAttachment>) {
    for &inst in insts {
        body.inst_mut(inst).metadata = location.clone();
    }
}

/// The first instruction of the chains rematerialized at one place (each
/// chain goes before the ones placed earlier: the last chain's first link).
fn first_chain_instruction(
    plan: &ParsePointPlan,
    chain: impl Fn(&RematerializedAfterStatepoint) -> &Vec<Inst>,
) -> Option<Inst> {
    plan.rematerialized
        .last()
        .and_then(|remat| chain(remat).first().copied())
}

/// The first instruction of `block` after its phis and landing pad.
fn first_insertion_point(body: &Body, block: Block) -> Option<Inst> {
    body.block(block).insts.iter().copied().find(|&i| {
        !matches!(
            body.inst(i).kind,
            InstKind::Phi { .. } | InstKind::LandingPad { .. }
        )
    })
}

/// The value computed by the last instruction of a rematerialized chain.
fn chain_value(body: &Body, chain: &[Inst]) -> Value {
    let last = *chain.last().expect("a chain has at least one link");
    body.inst(last).result.expect("typed")
}

fn relocate_value(body: &Body, relocate: Inst) -> Value {
    body.inst(relocate).result.expect("typed")
}

/// Rewrites the arguments `(dest, src, length, element size)` of an element-atomic
/// transfer into `(dest base, dest offset, src base, src offset, length)` with
/// `ptrtoint`/`sub` (pushed to `before_call`), and declares the safepointing runtime
/// function `__llvm_mem{cpy,move}_element_unordered_atomic_safepoint_<size>`.
fn lower_memory_transfer(
    m: &mut Module,
    body: &mut Body,
    call: &CallSite,
    kind: SafepointingIntrinsic,
    (dest_base, source_base): (Operand, Operand),
    before_call: &mut Vec<Inst>,
) -> Result<(GlobalId, TypeId, Vec<CallArg>), String> {
    let [dest, source, length, element_size] = &*call.args else {
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
    let mut args = Vec::new();
    for (derived, base) in [(&dest.value, dest_base), (&source.value, source_base)] {
        let mut emit = |body: &mut Body, kind: InstKind| {
            let inst = body.create_inst(InstData::new(kind), Some(i64_ty));
            before_call.push(inst);
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

/// The call's function attributes minus those invalid on a statepoint. LLVM
/// 19 also keeps `allocsize`, whose indices then name the statepoint's own
/// parameters (ID, patch bytes, callee, counts); where one names the callee
/// (a pointer) or lies past the fixed parameters, its verifier rejects the
/// result and opt-19 aborts. We keep it where LLVM's result is valid, so the
/// output stays identical, and drop it otherwise (docs/conformance.md).
fn legalized_fn_attrs(attrs: &AttrList) -> AttrList {
    let mut kept = attrs.clone();
    for name in ["memory", "nosync", "nofree"] {
        kept.remove(name);
    }
    if !allocsize_names_statepoint_integers(&kept) {
        kept.remove("allocsize");
    }
    for key in ["statepoint-id", "statepoint-num-patch-bytes"] {
        kept.remove_str(key);
    }
    kept
}

/// Whether every `allocsize` index names an integer parameter of
/// `gc.statepoint(i64 id, i32 patch bytes, ptr callee, i32 count, i32 flags, ...)`
/// (true without `allocsize`).
fn allocsize_names_statepoint_integers(attrs: &AttrList) -> bool {
    match attrs.get("allocsize") {
        Some(ir::Attribute::Payload(_, text)) => text
            .trim_start_matches('(')
            .trim_end_matches(')')
            .split(',')
            .all(|index| matches!(index.trim().parse::<u32>(), Ok(0 | 1 | 3 | 4))),
        _ => true,
    }
}

/// Refuses an invoke whose values must be relocated on the exceptional path when
/// its landing pad cannot carry them: the relocates there are tied to the
/// `landingpad`, and a `gc.relocate`'s first operand is a `token` (LLVM builds
/// invalid IR from such an input and aborts).
pub fn check_unwind_landing_pads(
    m: &Module,
    body: &Body,
    plans: &[ParsePointPlan],
) -> Result<(), RewriteError> {
    for plan in plans.iter().filter(|plan| !plan.live.is_empty()) {
        let InstKind::Invoke { unwind, .. } = &body.inst(plan.call).kind else {
            continue;
        };
        let pad = landing_pad_value(body, *unwind)?;
        if !m.types.is_token(body.value_type(pad)) {
            return Err(RewriteError::at(
                pad,
                format!(
                    "landingpad of type {} cannot carry the gc.relocate calls of the invoke \
                     that unwinds to it ({} GC value{} live across the call); a statepoint's \
                     exceptional path needs a landingpad of type token",
                    m.types.display(body.value_type(pad)),
                    plan.live.len(),
                    if plan.live.len() == 1 { "" } else { "s" }
                ),
            ));
        }
    }
    Ok(())
}

fn landing_pad_value(body: &Body, unwind: Block) -> Result<Value, String> {
    body.block(unwind)
        .insts
        .iter()
        .find(|&&i| matches!(body.inst(i).kind, InstKind::LandingPad { .. }))
        .and_then(|&i| body.inst(i).result)
        .ok_or_else(|| "invoke statepoint's unwind destination has no landingpad".to_string())
}

/// Creates the `gc.result`; `(result, name)` is the call's value and the name it
/// had before the call was removed.
fn create_gc_result(
    m: &mut Module,
    body: &mut Body,
    declarations: &mut DeclarationCache,
    (call_inst, token): (Inst, Value),
    (result, name): (Value, Option<&str>),
    ty: TypeId,
    ret_attrs: &AttrList,
) -> Inst {
    let (callee, fn_ty) = declarations.gc_result(m, ty);
    let kind = InstKind::Call {
        tail: TailKind::None,
        fmf: Default::default(),
        call: CallSite {
            cc: CallConv::C,
            ret_attrs: ret_attrs.clone(),
            fn_ty,
            callee,
            args: Box::new([plain_arg(Operand::Value(token))]),
            fn_attrs: AttrList::default(),
            bundles: Default::default(),
        },
    };
    // A fresh value takes the call's name (uniqued while the call still holds it, as
    // in LLVM); then the two swap: the call's value handle (and every use of it)
    // moves to the gc.result, and the unnamed fresh value stays with the call,
    // which is removed when the edits are applied.
    let gc_result = body.create_named_inst(kind, Some(ty), name);
    let fresh = body.inst(gc_result).result.expect("typed");
    let unique_name = body.value(fresh).name.clone();
    body.set_value_name(fresh, "");
    body.inst_mut(gc_result).result = Some(result);
    body.values[result.index()].set_def(ir::ValueDef::Inst(gc_result));
    body.inst_mut(call_inst).result = Some(fresh);
    body.values[fresh.index()].set_def(ir::ValueDef::Inst(call_inst));
    body.set_value_name(result, unique_name.as_deref().unwrap_or(""));
    gc_result
}

/// One `coldcc` relocate per live value (`<name>.relocated`), not yet placed.
fn create_relocates(
    m: &mut Module,
    body: &mut Body,
    declarations: &mut DeclarationCache,
    names: &mut RelocationNames,
    plan: &ParsePointPlan,
    indices: &[(usize, usize)],
    token: Value,
) -> Vec<Inst> {
    // Types and names first, in one pass over the live values: their loads are
    // independent, so the cache misses of scattered values overlap.
    let mut name_text = String::new();
    let mut typed_names = Vec::with_capacity(plan.live.len());
    for &live in &plan.live {
        let original_name = names
            .call_name_of
            .get(&live)
            .map(String::as_str)
            .or(body.value(live).name.as_deref());
        let span = original_name.map(|n| {
            let start = name_text.len();
            name_text.push_str(n);
            name_text.push_str(".relocated");
            start..name_text.len()
        });
        typed_names.push((live, body.value_type(live), span));
    }
    let mut created = Vec::with_capacity(indices.len());
    let mut named = Vec::with_capacity(indices.len());
    // Consecutive live values mostly share a type: its declaration is looked
    // up once per run of them.
    let mut declaration = LastLookup::default();
    for (&(base_index, derived_index), (live, ty, span)) in indices.iter().zip(typed_names) {
        let (callee, fn_ty) = declaration.get_or(&ty, || declarations.gc_relocate(m, ty));
        let kind = InstKind::Call {
            tail: TailKind::None,
            fmf: Default::default(),
            call: CallSite {
                cc: CallConv::COLD,
                ret_attrs: AttrList::default(),
                fn_ty,
                callee,
                args: Box::new([
                    plain_arg(Operand::Value(token)),
                    plain_arg(declarations.index(m, base_index)),
                    plain_arg(declarations.index(m, derived_index)),
                ]),
                fn_attrs: AttrList::default(),
                bundles: Default::default(),
            },
        };
        let relocate = body.create_inst(InstData::new(kind), Some(ty));
        if let Some(span) = span {
            named.push((live, relocate_value(body, relocate), span));
        }
        created.push(relocate);
    }
    names.name_relocates(body, &named, &name_text);
    created
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

/// The intrinsic declarations below are found or created, and always carry the
/// attributes LLVM gives them (an input declaration may lack them).
fn declare_gc_intrinsic(m: &mut Module, intrinsic: GcIntrinsic, fn_ty: TypeId) -> GlobalId {
    let name = intrinsic
        .canonical_name(m, fn_ty)
        .expect("RS4GC builds GC intrinsic types that fit their signatures");
    if let Some(g) = m.global_by_name(&name) {
        return g;
    }
    let g = declare_plain_function(m, &name, fn_ty);
    intrinsic.set_attributes(m, g);
    g
}

fn declare_statepoint(m: &mut Module, callee_ptr_ty: TypeId) -> GlobalId {
    let (i64_ty, i32_ty, token) = (m.types.int(64), m.types.int(32), m.types.token());
    let fn_ty = m.types.function(
        token,
        vec![i64_ty, i32_ty, callee_ptr_ty, i32_ty, i32_ty],
        true,
    );
    declare_gc_intrinsic(m, GcIntrinsic::Statepoint, fn_ty)
}

fn declare_gc_relocate(m: &mut Module, ty: TypeId) -> GlobalId {
    let (i32_ty, token) = (m.types.int(32), m.types.token());
    let fn_ty = m.types.function(ty, vec![token, i32_ty, i32_ty], false);
    declare_gc_intrinsic(m, GcIntrinsic::Relocate, fn_ty)
}

fn declare_gc_result(m: &mut Module, ty: TypeId) -> GlobalId {
    let token = m.types.token();
    let fn_ty = m.types.function(ty, vec![token], false);
    declare_gc_intrinsic(m, GcIntrinsic::Result, fn_ty)
}

/// Names relocates derive from: LLVM replaces a rewritten call by its gc.result
/// only after all statepoints are built, so relocates of a call's value carry the
/// call's name (`%r.relocated`), not the gc.result's (`%r1`).
#[derive(Default)]
struct RelocationNames {
    call_name_of: HashMap<Value, String>,
    /// Per live value, the value of [`Body::name_releases`] when its relocates'
    /// base name (`<name>.relocated`) was last seen taken; later relocates of
    /// the value skip looking it up while no name has been released.
    base_taken_at: Vec<Option<u64>>,
}

impl RelocationNames {
    /// True if the base name of `live`'s relocates is known to be taken.
    fn known_taken(&self, body: &Body, live: Value) -> bool {
        let seen_taken = self.base_taken_at.get(live.index()).copied().flatten();
        seen_taken == Some(body.name_releases())
    }

    /// Names one statepoint's relocates: `(live value, relocate, its base name's
    /// span in name_text)`, each live value once. Naming fresh values releases
    /// no name, so what is known taken stays true through the batch.
    fn name_relocates(
        &mut self,
        body: &mut Body,
        relocates: &[(Value, Value, Range<usize>)],
        name_text: &str,
    ) {
        let requests: Vec<(Value, &str, bool)> = relocates
            .iter()
            .map(|(live, relocate, span)| {
                (
                    *relocate,
                    &name_text[span.clone()],
                    self.known_taken(body, *live),
                )
            })
            .collect();
        body.set_value_names(&requests);
        // Taken now, by these relocates or by whatever held the names before.
        let releases = body.name_releases();
        for &(live, _, _) in relocates {
            if live.index() >= self.base_taken_at.len() {
                self.base_taken_at.resize(live.index() + 1, None);
            }
            self.base_taken_at[live.index()] = Some(releases);
        }
    }
}

/// The position in `gc-live` of each live value of the parse point at hand, in
/// a table indexed by value number that is reset after each parse point.
#[derive(Default)]
struct GcLivePositions {
    position_of: Vec<u32>,
}

impl GcLivePositions {
    const ABSENT: u32 = u32::MAX;

    /// `(base index, derived index)` of each relocate of `plan`, in `live` order:
    /// a base's index is its first position in `live`.
    fn relocate_indices(&mut self, plan: &ParsePointPlan) -> Vec<(usize, usize)> {
        let end = plan.live.iter().map(|v| v.index() + 1).max().unwrap_or(0);
        if self.position_of.len() < end {
            self.position_of.resize(end, Self::ABSENT);
        }
        for (k, &v) in plan.live.iter().enumerate() {
            let slot = &mut self.position_of[v.index()];
            if *slot == Self::ABSENT {
                *slot = k as u32;
            }
        }
        let indices = plan
            .base_of
            .iter()
            .enumerate()
            .map(|(k, base)| (self.position_of[base.index()] as usize, k))
            .collect();
        for &v in &plan.live {
            self.position_of[v.index()] = Self::ABSENT;
        }
        indices
    }
}

/// The intrinsic callees and constants a function's statepoints use, looked
/// up once instead of per statepoint or relocate.
#[derive(Default)]
struct DeclarationCache {
    statepoint_by_callee_type: HashMap<TypeId, (Operand, TypeId)>,
    relocate_by_type: HashMap<TypeId, (Operand, TypeId)>,
    result_by_type: HashMap<TypeId, (Operand, TypeId)>,
    indices: Vec<Operand>,
    i32_constants: HashMap<u32, Operand>,
    i64_constants: HashMap<u64, Operand>,
}

/// The callee operand and function type of the declaration `declare` makes for
/// `ty`, from `cache` or declared once and cached.
fn cached_declaration(
    cache: &mut HashMap<TypeId, (Operand, TypeId)>,
    m: &mut Module,
    ty: TypeId,
    declare: fn(&mut Module, TypeId) -> GlobalId,
) -> (Operand, TypeId) {
    cache
        .entry(ty)
        .or_insert_with(|| {
            let decl = declare(m, ty);
            (
                Operand::Const(m.global_ref(decl)),
                m.function(decl).expect("function").ty,
            )
        })
        .clone()
}

impl DeclarationCache {
    /// `gc.statepoint` for a callee of pointer type `callee_ptr_ty`: its callee
    /// operand and function type.
    fn statepoint(&mut self, m: &mut Module, callee_ptr_ty: TypeId) -> (Operand, TypeId) {
        cached_declaration(
            &mut self.statepoint_by_callee_type,
            m,
            callee_ptr_ty,
            declare_statepoint,
        )
    }

    /// The constant `i32 <value>`.
    fn i32_constant(&mut self, m: &mut Module, value: u32) -> Operand {
        self.i32_constants
            .entry(value)
            .or_insert_with(|| {
                let i32_ty = m.types.int(32);
                Operand::Const(m.const_int(i32_ty, i64::from(value)))
            })
            .clone()
    }

    /// The constant `i64 <value>`.
    fn i64_constant(&mut self, m: &mut Module, value: u64) -> Operand {
        self.i64_constants
            .entry(value)
            .or_insert_with(|| {
                let i64_ty = m.types.int(64);
                Operand::Const(m.const_int(i64_ty, value as i64))
            })
            .clone()
    }

    /// `gc.relocate` for values of `ty`: its callee operand and function type.
    fn gc_relocate(&mut self, m: &mut Module, ty: TypeId) -> (Operand, TypeId) {
        cached_declaration(&mut self.relocate_by_type, m, ty, declare_gc_relocate)
    }

    /// `gc.result` of type `ty`: its callee operand and function type.
    fn gc_result(&mut self, m: &mut Module, ty: TypeId) -> (Operand, TypeId) {
        cached_declaration(&mut self.result_by_type, m, ty, declare_gc_result)
    }

    /// The constant `i32 <index>` of a relocate.
    fn index(&mut self, m: &mut Module, index: usize) -> Operand {
        if let Some(known) = self.indices.get(index) {
            return known.clone();
        }
        while self.indices.len() <= index {
            let i32_ty = m.types.int(32);
            let next = self.indices.len() as i64;
            self.indices.push(Operand::Const(m.const_int(i32_ty, next)));
        }
        self.indices[index].clone()
    }
}

/// Declares `void @__tmp_use(...)` as LLVM's temporary holder calls leave it behind.
pub fn declare_holder_function(m: &mut Module) {
    let void = m.types.void();
    let fn_ty = m.types.function(void, Vec::new(), true);
    declare_plain_function(m, "__tmp_use", fn_ty);
}
