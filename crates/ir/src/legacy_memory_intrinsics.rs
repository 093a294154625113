//! Upgrade of `llvm.memcpy`, `llvm.memmove` and `llvm.memset` as written
//! before LLVM 7, with an `i32` alignment operand before the volatile flag
//! (`memset(dest, byte, length, i32 align, i1 volatile)`), to the LLVM 19
//! form, as LLVM does when it reads such a module: the alignment operand is
//! dropped, and a non-zero alignment becomes an `align` attribute on the
//! destination (and on the source, for a copy or move).
//!
//! Invariants: only declarations named `llvm.memcpy.*`, `llvm.memmove.*` or
//! `llvm.memset.*` whose parameters are exactly the old form (pointers, the
//! byte or source, an integer length, `i32`, `i1`) are retyped; a call of
//! one is rewritten only when its alignment operand is a constant (LLVM
//! requires it), otherwise it keeps the old operands and LLVM's verifier, as
//! ours, refuses the call of a retyped declaration.

use crate::attributes::Attribute;
use crate::function::Body;
use crate::inst::CallArg;
use crate::module::{GlobalId, GlobalKind, Module};
use crate::types::Type;

/// Upgrades every old-form memory intrinsic declaration of `m`, and its calls.
pub fn upgrade_legacy_memory_intrinsics(m: &mut Module) {
    let upgraded: Vec<(GlobalId, bool)> = m
        .function_ids()
        .into_iter()
        .filter_map(|g| retype_declaration(m, g).map(|transfer| (g, transfer)))
        .collect();
    if upgraded.is_empty() {
        return;
    }
    for g in m.function_ids() {
        let Some(mut body) = m.function_mut(g).and_then(|f| f.body.take()) else {
            continue;
        };
        upgrade_calls(m, &mut body, &upgraded);
        m.function_mut(g).expect("a function").body = Some(body);
    }
}

/// Retypes `g` when it is an old-form memory intrinsic declaration; returns
/// whether it moves memory from a source (`memcpy`, `memmove`).
fn retype_declaration(m: &mut Module, g: GlobalId) -> Option<bool> {
    let name = &m.global(g).name;
    let transfer = if name.starts_with("llvm.memcpy.") || name.starts_with("llvm.memmove.") {
        true
    } else if name.starts_with("llvm.memset.") {
        false
    } else {
        return None;
    };
    let function_type = m.function(g)?.ty;
    let i32_type = m.types.int(32);
    let i1_type = m.types.int(1);
    let (ret, params, vararg) = m.types.function_parts(function_type)?;
    let params = params.to_vec();
    let old_form = !vararg
        && params.len() == 5
        && matches!(m.types.get(params[0]), Type::Ptr(_))
        && (!transfer || matches!(m.types.get(params[1]), Type::Ptr(_)))
        && m.types.int_width(params[2]).is_some()
        && params[3] == i32_type
        && params[4] == i1_type;
    if !old_form {
        return None;
    }
    let mut new_params = params;
    new_params.remove(3);
    let new_type = m.types.function(ret, new_params, false);
    if let GlobalKind::Function(function) = &mut m.global_mut(g).kind {
        function.ty = new_type;
        if function.params.len() > 3 {
            function.params.remove(3);
        }
    }
    Some(transfer)
}

/// Drops the alignment operand of each call of an upgraded declaration,
/// giving its pointers that alignment.
fn upgrade_calls(m: &mut Module, body: &mut Body, upgraded: &[(GlobalId, bool)]) {
    let new_types: Vec<(GlobalId, bool, crate::types::TypeId)> = upgraded
        .iter()
        .map(|&(g, transfer)| (g, transfer, m.function(g).expect("a function").ty))
        .collect();
    for index in 0..body.insts.len() {
        let inst = crate::function::Inst(index as u32);
        let Some(site) = body.inst(inst).kind.call_site() else {
            continue;
        };
        let Some(&(_, transfer, new_type)) = new_types
            .iter()
            .find(|(g, _, _)| m.called_function(&site.callee) == Some(*g))
        else {
            continue;
        };
        if site.args.len() != 5 {
            continue;
        }
        let Some(alignment) = site.args[3]
            .value
            .as_const()
            .and_then(|c| m.consts.as_int(c))
            .and_then(|value| value.to_u64())
        else {
            continue;
        };
        let site = body.inst_mut(inst).kind.call_site_mut().expect("a call");
        let mut args: Vec<CallArg> = site.args.to_vec();
        args.remove(3);
        if alignment > 0 {
            let pointers = if transfer { 2 } else { 1 };
            for argument in &mut args[..pointers] {
                if argument.attrs.iter().all(|a| a.name() != "align") {
                    argument
                        .attrs
                        .push(Attribute::Int("align".to_string(), alignment));
                }
            }
        }
        site.args = args.into();
        site.fn_ty = new_type;
    }
}

#[cfg(test)]
mod tests {
    fn upgraded(text: &str) -> String {
        crate::printer::print_module(&crate::parse_module(text).expect("parses"))
    }

    #[test]
    fn the_alignment_operand_becomes_align_attributes() {
        let out = upgraded(
            "declare void @llvm.memset.p1i8.i64(i8 addrspace(1)*, i8, i64, i32, i1)
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i32, i1)
define void @test(i8 addrspace(1)* %p, i8* %d, i8* %s) {
  call void @llvm.memset.p1i8.i64(i8 addrspace(1)* %p, i8 0, i64 24, i32 8, i1 false)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 16, i32 4, i1 true)
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %d, i8* %s, i64 16, i32 0, i1 false)
  ret void
}
",
        );
        for expected in [
            "call void @llvm.memset.p1.i64(ptr addrspace(1) align 8 %p, i8 0, i64 24, i1 false)",
            "call void @llvm.memcpy.p0.p0.i64(ptr align 4 %d, ptr align 4 %s, i64 16, i1 true)",
            "call void @llvm.memcpy.p0.p0.i64(ptr %d, ptr %s, i64 16, i1 false)",
            "declare void @llvm.memset.p1.i64(ptr addrspace(1) nocapture writeonly, i8, i64, i1 immarg)",
        ] {
            assert!(out.contains(expected), "missing `{expected}` in\n{out}");
        }
    }
}
