//! Phase 2: expand `gc.get.pointer.base` and `gc.get.pointer.offset` (spec §3.4).
//!
//! `gc.get.pointer.base(p)` becomes the base of `p` (which takes the call's name
//! if it has none); `gc.get.pointer.offset(p)` becomes
//! `sub (ptrtoint p to i64), (ptrtoint base to i64)` with the operands named
//! `<p>.int` and `<base>.int` and the difference taking the call's name.
//! Guarantee: neither intrinsic remains in the function afterwards.

use super::base_pointers::BasePointerInference;
use super::body_edit::replace_values;
use super::RewriteError;
use crate::call_classification::called_intrinsic;
use ir::{BinaryOp, Body, CastOp, Inst, InstKind, Module, Operand};
use rustc_hash::FxHashMap as HashMap;

const GET_POINTER_BASE: &str = "llvm.experimental.gc.get.pointer.base";
const GET_POINTER_OFFSET: &str = "llvm.experimental.gc.get.pointer.offset";

/// Calls of the two intrinsics, in layout order.
pub fn collect_pointer_intrinsics(m: &Module, body: &Body) -> Vec<Inst> {
    body.insts_in_order()
        .filter(|&(_, i)| {
            matches!(&body.inst(i).kind, InstKind::Call { call, .. }
                if matches!(called_intrinsic(m, call), Some(GET_POINTER_BASE | GET_POINTER_OFFSET)))
        })
        .map(|(_, i)| i)
        .collect()
}

/// Replaces every call in `calls` by its expansion.
pub fn expand_pointer_intrinsics(
    m: &mut Module,
    body: &mut Body,
    bases: &mut BasePointerInference,
    calls: &[Inst],
) -> Result<(), RewriteError> {
    let mut replacements: HashMap<ir::Value, Operand> = HashMap::default();
    let mut inserted_before: HashMap<Inst, Vec<Inst>> = HashMap::default();
    for &call_inst in calls {
        let InstKind::Call { call, .. } = &body.inst(call_inst).kind else {
            continue;
        };
        let is_offset = called_intrinsic(m, call) == Some(GET_POINTER_OFFSET);
        let Some(Operand::Value(derived)) = call.args.first().map(|a| a.value.clone()) else {
            return Err("gc.get.pointer intrinsic on a constant is not supported".into());
        };
        let base = bases.base_of(m, body, derived)?;
        // The names below are given after the base instructions', as they were created.
        bases.name_new_instructions(body);
        let result = body.inst(call_inst).result;
        let call_name = result.and_then(|v| body.value(v).name.clone());
        if is_offset {
            let i64_ty = m.types.int(64);
            let int_name = |o: &Operand, body: &Body| {
                o.as_value()
                    .and_then(|v| body.value(v).name.clone())
                    .map(|n| format!("{n}.int"))
            };
            let mut created = Vec::new();
            let mut to_int = |body: &mut Body, value: Operand| {
                let name = int_name(&value, body);
                let kind = InstKind::Cast {
                    op: CastOp::PtrToInt,
                    flags: Default::default(),
                    fmf: Default::default(),
                    value,
                    to: i64_ty,
                };
                let inst = body.create_named_inst(kind, Some(i64_ty), name.as_deref());
                created.push(inst);
                Operand::Value(body.inst(inst).result.expect("typed"))
            };
            let base_int = to_int(body, base);
            let derived_int = to_int(body, Operand::Value(derived));
            if let Some(r) = result {
                body.set_value_name(r, "");
            }
            let sub = InstKind::Binary {
                op: BinaryOp::Sub,
                flags: Default::default(),
                fmf: Default::default(),
                lhs: derived_int,
                rhs: base_int,
            };
            let sub_inst = body.create_named_inst(sub, Some(i64_ty), call_name.as_deref());
            created.push(sub_inst);
            if let Some(r) = result {
                replacements.insert(
                    r,
                    Operand::Value(body.inst(sub_inst).result.expect("typed")),
                );
            }
            inserted_before.insert(call_inst, created);
        } else if let Some(r) = result {
            if let (Operand::Value(b), Some(name)) = (&base, &call_name) {
                if body.value(*b).name.is_none() {
                    body.set_value_name(r, "");
                    body.set_value_name(*b, name);
                }
            }
            replacements.insert(r, base);
        }
    }
    bases.place_new_instructions(body);
    for (&call_inst, created) in &inserted_before {
        let block = body.inst_block(call_inst).expect("placed");
        let position = body.inst_position(call_inst).expect("placed");
        for (k, &i) in created.iter().enumerate() {
            body.insert_inst(block, position + k, i);
        }
    }
    for &call_inst in calls {
        body.remove_inst(call_inst);
    }
    replace_values(body, &replacements);
    Ok(())
}
