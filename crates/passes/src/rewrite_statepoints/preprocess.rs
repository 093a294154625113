//! Phase 1: put the function in the shape the later phases assume.
//!
//! Runs after [`crate::unreachable_blocks::remove_unreachable_blocks`]. After
//! [`prepare_for_parse_points`]: blocks with a unique predecessor have no phis
//! (LLVM folds them because LCSSA phis lengthen live ranges for nothing); a
//! compare used only by its block's conditional branch sits right before the
//! branch (so the branch reads post-safepoint values); and the normal and unwind
//! successors of every invoke parse point have that invoke's block as unique
//! predecessor (relocates go at their top).
//!
//! Splitting follows LLVM's shapes and names: a normal successor gets a new block
//! named like it (uniqued) on the invoke edge; a landing-pad successor is split
//! into one landing pad for the invoke (`<bb>` uniqued, pad named `lpad`) and one
//! for the other predecessors (`<bb>.split-lp`, pad `lpad.split-lp`), both
//! branching to the original block. Differences from LLVM: a landing pad whose
//! result is used, or a split that would need new phis, is reported as a
//! [`PassError`](crate::PassError) instead of producing a token phi.

use super::body_edit::{leading_phis, replace_values, use_counts};
use ir::analysis::Cfg;
use ir::{Block, Body, Inst, InstData, InstKind, Module, Operand};
use rustc_hash::FxHashMap as HashMap;

/// Replaces the phis of every block that has a unique predecessor by their
/// (first) incoming value, as LLVM's `FoldSingleEntryPHINodes` does.
pub fn fold_single_entry_phis(body: &mut Body, cfg: &Cfg) {
    let mut replacements = HashMap::default();
    for b in body.layout.clone() {
        if cfg.unique_predecessor(b).is_none() {
            continue;
        }
        fold_phis_of_block(body, b, &mut replacements);
    }
    replace_values(body, &replacements);
}

fn fold_phis_of_block(body: &mut Body, b: Block, replacements: &mut HashMap<ir::Value, Operand>) {
    for phi in leading_phis(body, b) {
        let data = body.inst(phi);
        let (InstKind::Phi { incoming, .. }, Some(result)) = (&data.kind, data.result) else {
            continue;
        };
        let replacement = match incoming.first() {
            Some((value, _)) if value.as_value() != Some(result) => value.clone(),
            _ => continue,
        };
        replacements.insert(result, replacement);
        body.remove_inst(phi);
    }
}

/// Moves an `icmp` whose only use is the conditional branch ending a block to
/// just before that branch.
pub fn sink_branch_compares(body: &mut Body) {
    let counts = use_counts(body);
    for b in body.layout.clone() {
        let Some(terminator) = body.terminator(b) else {
            continue;
        };
        let InstKind::CondBr {
            cond: Operand::Value(cond),
            ..
        } = &body.inst(terminator).kind
        else {
            continue;
        };
        let Some(compare) = body.defining_inst(*cond) else {
            continue;
        };
        if !matches!(body.inst(compare).kind, InstKind::ICmp { .. }) || counts[cond.index()] != 1 {
            continue;
        }
        let Some(from) = body.inst_block(compare) else {
            continue;
        };
        let mut from_insts = body.block(from).insts.clone();
        from_insts.retain(|&i| i != compare);
        body.set_block_insts(from, from_insts);
        let mut to_insts = body.block(b).insts.clone();
        let position = to_insts.len() - 1;
        to_insts.insert(position, compare);
        body.set_block_insts(b, to_insts);
    }
}

/// Gives every GEP with a scalar base and a vector index a vector base, splatting
/// the scalar (`%.splatinsert = insertelement <N x p> poison, p %base, i64 0`,
/// `%.splat = shufflevector ... zeroinitializer`), as LLVM does so that base
/// inference never walks from a vector back to a scalar through a GEP.
pub fn splat_scalar_bases_of_vector_geps(m: &mut Module, body: &mut Body) {
    for b in body.layout.clone() {
        let mut rebuilt = Vec::with_capacity(body.block(b).insts.len());
        let mut changed = false;
        for i in body.block(b).insts.clone() {
            if let Some(splat) = splat_for_gep(m, body, i) {
                rebuilt.extend(splat);
                changed = true;
            }
            rebuilt.push(i);
        }
        if changed {
            body.set_block_insts(b, rebuilt);
        }
    }
}

/// The two splat instructions for `gep` (already wired into it), if it needs them.
fn splat_for_gep(m: &mut Module, body: &mut Body, gep: Inst) -> Option<[Inst; 2]> {
    let InstKind::Gep { base, indices, .. } = &body.inst(gep).kind else {
        return None;
    };
    let type_of = |o: &Operand| match o {
        Operand::Value(v) => Some(body.value_type(*v)),
        Operand::Const(c) => Some(m.consts.ty(*c)),
        Operand::Metadata(_) => None,
    };
    let base_ty = type_of(base)?;
    if m.types.is_vector(base_ty) {
        return None;
    }
    let lanes = indices
        .iter()
        .find_map(|index| match m.types.get(type_of(index)?) {
            ir::Type::Vector { len, .. } => Some(*len),
            _ => None,
        })?;
    let base = base.clone();
    let vector_ty = m.types.vector(base_ty, lanes);
    let poison = Operand::Const(m.consts.intern(ir::ConstData::Poison(vector_ty)));
    let i64_ty = m.types.int(64);
    let zero_index = Operand::Const(m.const_int(i64_ty, 0));
    let insert = body.create_named_inst(
        InstKind::InsertElement {
            vector: poison.clone(),
            elem: base,
            index: zero_index,
        },
        Some(vector_ty),
        Some(".splatinsert"),
    );
    let i32_ty = m.types.int(32);
    let mask_ty = m.types.vector(i32_ty, lanes);
    let mask = m.consts.intern(ir::ConstData::Zero(mask_ty));
    let inserted = Operand::Value(body.inst(insert).result.expect("typed"));
    let shuffle = body.create_named_inst(
        InstKind::ShuffleVector {
            a: inserted,
            b: poison,
            mask,
        },
        Some(vector_ty),
        Some(".splat"),
    );
    let splat = Operand::Value(body.inst(shuffle).result.expect("typed"));
    if let InstKind::Gep { base, .. } = &mut body.inst_mut(gep).kind {
        *base = splat;
    }
    Some([insert, shuffle])
}

/// Distinct predecessors per block, kept current while blocks are split.
pub struct PredecessorMap {
    predecessors: Vec<Vec<Block>>,
}

impl PredecessorMap {
    pub fn compute(body: &Body, cfg: &Cfg) -> Self {
        let mut predecessors = vec![Vec::new(); body.blocks.len()];
        for &b in &body.layout {
            predecessors[b.index()] = cfg.predecessors(b).to_vec();
        }
        PredecessorMap { predecessors }
    }

    fn of(&self, b: Block) -> &[Block] {
        self.predecessors.get(b.index()).map_or(&[], Vec::as_slice)
    }

    fn set(&mut self, b: Block, list: Vec<Block>) {
        if self.predecessors.len() <= b.index() {
            self.predecessors.resize(b.index() + 1, Vec::new());
        }
        self.predecessors[b.index()] = list;
    }
}

/// Gives the normal and unwind successors of `invoke` the invoke's block as unique predecessor.
pub fn normalize_invoke_successors(
    body: &mut Body,
    predecessors: &mut PredecessorMap,
    invoke: Inst,
) -> Result<(), String> {
    let invoke_block = body.inst_block(invoke).expect("placed invoke");
    let InstKind::Invoke { normal, unwind, .. } = body.inst(invoke).kind else {
        return Ok(());
    };
    if predecessors.of(normal) != [invoke_block] {
        let new_block = split_edge_into_new_block(body, predecessors, invoke_block, normal);
        if let InstKind::Invoke { normal, .. } = &mut body.inst_mut(invoke).kind {
            *normal = new_block;
        }
    }
    if predecessors.of(unwind) != [invoke_block] {
        split_landing_pad(body, predecessors, invoke_block, invoke, unwind)?;
    }
    let mut replacements = HashMap::default();
    for dest in body.successors(invoke_block) {
        fold_phis_of_block(body, dest, &mut replacements);
    }
    replace_values(body, &replacements);
    Ok(())
}

/// Creates a block named like `to` on the edge `from -> to`, placed before `to`,
/// branching to `to`; phis of `to` now name the new block. The caller redirects `from`.
fn split_edge_into_new_block(
    body: &mut Body,
    predecessors: &mut PredecessorMap,
    from: Block,
    to: Block,
) -> Block {
    let name = body.block(to).name.clone();
    let new_block = body.create_block(name.as_deref());
    let branch = body.create_inst(InstData::new(InstKind::Br(to)), None);
    body.append_inst(new_block, branch);
    body.renew_block_uses(branch);
    let position = body.layout.iter().position(|&b| b == to).expect("placed");
    body.layout.insert(position, new_block);
    retarget_phi_entries(body, to, &[from], new_block);
    let mut to_predecessors: Vec<Block> = predecessors
        .of(to)
        .iter()
        .copied()
        .filter(|&p| p != from)
        .collect();
    to_predecessors.push(new_block);
    predecessors.set(to, to_predecessors);
    predecessors.set(new_block, vec![from]);
    new_block
}

fn retarget_phi_entries(body: &mut Body, b: Block, old: &[Block], new: Block) {
    for phi in leading_phis(body, b) {
        if let InstKind::Phi { incoming, .. } = &mut body.inst_mut(phi).kind {
            for (_, from) in incoming.iter_mut() {
                if old.contains(from) {
                    *from = new;
                }
            }
        }
    }
}

fn split_landing_pad(
    body: &mut Body,
    predecessors: &mut PredecessorMap,
    invoke_block: Block,
    invoke: Inst,
    pad_block: Block,
) -> Result<(), String> {
    let pad = body
        .block(pad_block)
        .insts
        .iter()
        .copied()
        .find(|&i| matches!(body.inst(i).kind, InstKind::LandingPad { .. }))
        .ok_or("invoke unwind destination has no landingpad")?;
    if let Some(result) = body.inst(pad).result {
        if use_counts(body)[result.index()] != 0 {
            return Err("cannot split a landing pad whose result is used".to_string());
        }
    }
    let others: Vec<Block> = predecessors
        .of(pad_block)
        .iter()
        .copied()
        .filter(|&p| p != invoke_block)
        .collect();
    let has_phis = !leading_phis(body, pad_block).is_empty();
    if has_phis && others.len() > 1 {
        return Err(
            "cannot split a landing pad block with phis and several other predecessors".to_string(),
        );
    }
    let base_name = body
        .block(pad_block)
        .name
        .as_deref()
        .unwrap_or_default()
        .to_string();
    let for_invoke = new_landing_pad_block(body, pad, pad_block, &base_name, "");
    if let InstKind::Invoke { unwind, .. } = &mut body.inst_mut(invoke).kind {
        *unwind = for_invoke;
    }
    retarget_phi_entries(body, pad_block, &[invoke_block], for_invoke);
    predecessors.set(for_invoke, vec![invoke_block]);
    let mut pad_predecessors = vec![for_invoke];
    if !others.is_empty() {
        let for_others = new_landing_pad_block(body, pad, pad_block, &base_name, ".split-lp");
        for &other in &others {
            if let Some(terminator) = body.terminator(other) {
                body.inst_mut(terminator).kind.for_each_block_mut(|target| {
                    if *target == pad_block {
                        *target = for_others;
                    }
                });
            }
        }
        retarget_phi_entries(body, pad_block, &others, for_others);
        predecessors.set(for_others, others);
        pad_predecessors.push(for_others);
    }
    body.remove_inst(pad);
    predecessors.set(pad_block, pad_predecessors);
    Ok(())
}

/// A block `<base_name><suffix>` placed before `pad_block` holding a clone of `pad`
/// named `lpad<suffix>` and a branch to `pad_block`.
fn new_landing_pad_block(
    body: &mut Body,
    pad: Inst,
    pad_block: Block,
    base_name: &str,
    suffix: &str,
) -> Block {
    let block_name = format!("{base_name}{suffix}");
    let new_block = body.create_block(Some(block_name.as_str()).filter(|n| !n.is_empty()));
    let pad_kind = body.inst(pad).kind.clone();
    let pad_type = body.inst(pad).result.map(|v| body.value_type(v));
    let clone = body.create_named_inst(pad_kind, pad_type, Some(&format!("lpad{suffix}")));
    body.append_inst(new_block, clone);
    let branch = body.create_inst(InstData::new(InstKind::Br(pad_block)), None);
    body.append_inst(new_block, branch);
    body.renew_block_uses(branch);
    let position = body
        .layout
        .iter()
        .position(|&b| b == pad_block)
        .expect("placed");
    body.layout.insert(position, new_block);
    new_block
}
