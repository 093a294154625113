//! Phase 8: remove what stops being true once statepoints may move objects
//! (spec §6 step 8), in the whole module, as LLVM does after rewriting any function.
//!
//! On every function other than intrinsics: pointer parameters and returns lose
//! `dereferenceable`, `dereferenceable_or_null`, `noalias`, `nofree`,
//! `readonly`, `readnone` and `writeonly`; the function loses `memory`,
//! `nosync` and `nofree`. In every body: the same parameter/return attributes
//! go from pointer arguments and results of calls; loads and stores keep only
//! `tbaa`, `range`, `alias.scope`, `nontemporal`, `nonnull`, `align`, `type`
//! (and `dbg`) metadata; TBAA access tags lose their immutable flag; calls of
//! `llvm.invariant.start` are deleted (their uses become `poison`).

use super::body_edit::replace_values;
use super::last_lookup::LastLookup;
use crate::call_classification::called_function_name;
use ir::{AttrList, Body, ConstData, InstKind, MdKind, MdNode, MdRef, Module, Operand};
use rustc_hash::FxHashMap as HashMap;

const INVALID_POINTER_ATTRIBUTES: [&str; 7] = [
    "dereferenceable",
    "dereferenceable_or_null",
    "noalias",
    "nofree",
    "readonly",
    "readnone",
    "writeonly",
];

const INVALID_FUNCTION_ATTRIBUTES: [&str; 3] = ["memory", "nosync", "nofree"];

const VALID_MEMORY_METADATA: [&str; 8] = [
    "tbaa",
    "range",
    "alias.scope",
    "nontemporal",
    "nonnull",
    "align",
    "type",
    "dbg",
];

pub fn strip_invalid_data(m: &mut Module) {
    for f in m.function_ids() {
        if m.global(f).name.starts_with("llvm.") {
            continue;
        }
        let fn_ty = m.function(f).expect("function").ty;
        let (ret, params, _) = m.types.function_parts(fn_ty).expect("function type");
        let pointer_params: Vec<bool> = params.iter().map(|&p| m.types.is_ptr(p)).collect();
        let pointer_return = m.types.is_ptr(ret);
        let function = m.function_mut(f).expect("function");
        for (param, is_pointer) in function.params.iter_mut().zip(pointer_params) {
            if is_pointer {
                remove_pointer_attributes(&mut param.attrs);
            }
        }
        if pointer_return {
            remove_pointer_attributes(&mut function.ret_attrs);
        }
        for name in INVALID_FUNCTION_ATTRIBUTES {
            function.fn_attrs.remove(name);
        }
    }
    for f in m.function_ids() {
        let Some(mut body) = m.function_mut(f).and_then(|function| function.body.take()) else {
            continue;
        };
        strip_body(m, &mut body);
        m.function_mut(f).expect("function").body = Some(body);
    }
}

fn remove_pointer_attributes(attrs: &mut AttrList) {
    for name in INVALID_POINTER_ATTRIBUTES {
        attrs.remove(name);
    }
}

fn strip_body(m: &mut Module, body: &mut Body) {
    let mut invariant_starts = Vec::new();
    let mut mutable_tags: HashMap<u32, Option<u32>> = HashMap::default();
    let instructions: Vec<ir::Inst> = body.insts_in_order().map(|(_, i)| i).collect();
    // Calls mostly repeat the callee of the call before them (a statepoint's
    // relocates): the last callee's verdict is reused.
    let mut invariant_start_callee = LastLookup::default();
    for i in instructions {
        if let InstKind::Call { call, .. } = &body.inst(i).kind {
            let is_invariant_start = invariant_start_callee.get_or(&call.callee, || {
                called_function_name(m, call).is_some_and(|n| n.starts_with("llvm.invariant.start"))
            });
            if is_invariant_start {
                invariant_starts.push(i);
                continue;
            }
        }
        let is_memory_access = matches!(
            body.inst(i).kind,
            InstKind::Load { .. } | InstKind::Store { .. }
        );
        // The instruction, apart from the value table (fields borrowed separately).
        let data = &mut body.insts[i.index()];
        if let Some(k) = data.metadata.iter().position(|(kind, _)| kind == "tbaa") {
            if let MdRef::Node(slot) = data.metadata[k].1 {
                let mutable = *mutable_tags
                    .entry(slot)
                    .or_insert_with(|| mutable_tbaa_tag(m, slot));
                if let Some(new_slot) = mutable {
                    data.metadata[k].1 = MdRef::Node(new_slot);
                }
            }
        }
        if is_memory_access {
            data.metadata
                .retain(|(kind, _)| VALID_MEMORY_METADATA.contains(&kind.as_ref()));
        }
        let result = data.result;
        let Some(call) = data.kind.call_site_mut() else {
            continue;
        };
        // Attributes go from pointer arguments and results; most calls have none.
        for arg in call.args.iter_mut().filter(|arg| !arg.attrs.is_empty()) {
            let ty = match &arg.value {
                Operand::Value(v) => body.values[v.index()].ty,
                Operand::Const(c) => m.consts.ty(*c),
                Operand::Metadata(_) => continue,
            };
            if m.types.is_ptr(ty) {
                remove_pointer_attributes(&mut arg.attrs);
            }
        }
        if !call.ret_attrs.is_empty()
            && result.is_some_and(|v| m.types.is_ptr(body.values[v.index()].ty))
        {
            remove_pointer_attributes(&mut call.ret_attrs);
        }
    }
    let mut replacements = HashMap::default();
    for i in invariant_starts {
        if let Some(v) = body.inst(i).result {
            let poison = m.consts.intern(ConstData::Poison(body.value_type(v)));
            replacements.insert(v, Operand::Const(poison));
        }
        body.remove_inst(i);
    }
    replace_values(body, &replacements);
}

/// For a TBAA access tag marked immutable (`!{base, access, offset, 1}`, or in
/// the new format `!{base, access, offset, size, 1}`), the slot of the same tag
/// without the flag (created if needed); `None` if the tag is already mutable.
fn mutable_tbaa_tag(m: &mut Module, slot: u32) -> Option<u32> {
    let node = m.metadata.get(&slot)?;
    let MdKind::Tuple(operands) = &node.kind else {
        return None;
    };
    let access_type_is_new_format = match operands.get(1)? {
        MdRef::Node(access) => matches!(
            m.metadata.get(access).map(|n| &n.kind),
            Some(MdKind::Tuple(fields)) if matches!(fields.first(), Some(MdRef::Node(_) | MdRef::Inline(_)))
        ),
        _ => return None,
    };
    let flag_position = if access_type_is_new_format { 4 } else { 3 };
    let is_immutable = match operands.get(flag_position)? {
        MdRef::Value(v) => match &**v {
            Operand::Const(c) => m.consts.as_int(*c).is_some_and(|x| !x.is_zero()),
            _ => false,
        },
        _ => false,
    };
    if !is_immutable {
        return None;
    }
    let mutable = MdNode {
        distinct: false,
        kind: MdKind::Tuple(operands[..flag_position].to_vec()),
    };
    if let Some((&existing, _)) = m.metadata.iter().find(|(_, n)| **n == mutable) {
        return Some(existing);
    }
    let new_slot = m.next_metadata_slot();
    m.metadata.insert(new_slot, mutable);
    Some(new_slot)
}
