//! Handle validation: after these checks pass, every `TypeId`, `ConstId`,
//! `GlobalId`, `Block`, `Inst` and `Value` reachable from a function indexes its
//! table without going out of bounds, so the other checks can index freely.

use super::VerifierError;
use crate::constant::ConstData;
use crate::function::{Body, ValueDef};
use crate::inst::{InstKind, Operand};
use crate::module::{GlobalKind, Module};
use crate::types::{Type, TypeId};

fn module_error(message: String) -> VerifierError {
    VerifierError {
        function: None,
        function_id: None,
        inst: None,
        related: Vec::new(),
        block: None,
        message,
    }
}

/// Checks the type table, the constant pool and the global types; true if all handles are valid.
pub(super) fn check_module_tables(m: &Module, errors: &mut Vec<VerifierError>) -> bool {
    let before = errors.len();
    let type_count = m.types.len();
    let valid_type = |t: &TypeId| t.index_in(type_count);
    for index in 0..type_count {
        let id = TypeId(index as u32);
        let nested_ok = match m.types.get(id) {
            Type::Vector { elem, .. } | Type::Array { elem, .. } => valid_type(elem),
            Type::Struct { fields, .. } => fields.iter().all(valid_type),
            Type::Named(_) => m
                .types
                .body(id)
                .is_none_or(|b| b.fields.iter().all(valid_type)),
            Type::Function { ret, params, .. } => valid_type(ret) && params.iter().all(valid_type),
            Type::TargetExt { types, .. } => types.iter().all(valid_type),
            _ => true,
        };
        if !nested_ok {
            errors.push(module_error(format!(
                "type #{index} refers to a type that does not exist"
            )));
        }
    }
    let const_count = m.consts.len();
    let global_count = m.globals.len();
    for index in 0..const_count {
        let c = m.consts.get(crate::ConstId(index as u32));
        let global_ok = match c {
            ConstData::Global { global, .. }
            | ConstData::DsoLocalEquivalent { global, .. }
            | ConstData::NoCfi { global, .. }
            | ConstData::BlockAddress {
                function: global, ..
            } => global.index() < global_count,
            _ => true,
        };
        let extra_types_ok = match c {
            ConstData::Gep { source_ty, .. } => valid_type(source_ty),
            _ => true,
        };
        if !valid_type(&c.ty())
            || !extra_types_ok
            || !global_ok
            || c.operands().iter().any(|o| o.0 as usize >= const_count)
        {
            errors.push(module_error(format!(
                "constant #{index} refers to a type, constant or global that does not exist"
            )));
        }
    }
    for (index, g) in m.globals.iter().enumerate() {
        let ok = match &g.kind {
            GlobalKind::Variable(v) => {
                valid_type(&v.value_ty) && v.init.is_none_or(|c| (c.0 as usize) < const_count)
            }
            GlobalKind::Function(f) => {
                valid_type(&f.ty)
                    && m.types.function_parts(f.ty).is_some()
                    && [f.prefix, f.prologue, f.personality]
                        .iter()
                        .flatten()
                        .all(|c| (c.0 as usize) < const_count)
            }
            GlobalKind::Alias { value_ty, aliasee } => {
                valid_type(value_ty) && (aliasee.0 as usize) < const_count
            }
            GlobalKind::IFunc { value_ty, resolver } => {
                valid_type(value_ty) && (resolver.0 as usize) < const_count
            }
        };
        if !ok {
            errors.push(module_error(format!(
                "global '@{}' (#{index}) refers to a type or constant that does not exist, or a function has a non-function type",
                g.name
            )));
        }
    }
    errors.len() == before
}

impl TypeId {
    fn index_in(self, count: usize) -> bool {
        (self.0 as usize) < count
    }
}

/// Checks every handle a function body holds; the returned messages are empty when all are valid.
pub(super) fn function_handle_problems(m: &Module, body: &Body) -> Vec<String> {
    let mut problems = Vec::new();
    let type_count = m.types.len();
    let const_count = m.consts.len();
    let (block_count, inst_count, value_count) =
        (body.blocks.len(), body.insts.len(), body.values.len());
    let mut listed_in_layout = vec![false; block_count];
    for b in &body.layout {
        match listed_in_layout.get_mut(b.index()) {
            None => problems.push(format!("layout lists block #{} which does not exist", b.0)),
            Some(true) => problems.push(format!("layout lists block #{} twice", b.0)),
            Some(seen) => *seen = true,
        }
    }
    // Instructions listed by layout blocks; the listing of a missing one is reported after
    // the value problems.
    let mut placed = vec![false; inst_count];
    let mut missing_insts = Vec::new();
    for &b in body.layout.iter().filter(|b| b.index() < block_count) {
        for i in &body.blocks[b.index()].insts {
            match placed.get_mut(i.index()) {
                Some(flag) => *flag = true,
                None => missing_insts.push(format!(
                    "block lists instruction #{} which does not exist",
                    i.0
                )),
            }
        }
    }
    // One pass over the instructions: the handles each holds, and the values that placed
    // instructions define or use. A value left behind by an instruction a pass replaced
    // (a tombstone's old result) is harmless unless used.
    let mut referenced = vec![false; value_count];
    let mut mark = |v: crate::Value| {
        if let Some(r) = referenced.get_mut(v.index()) {
            *r = true;
        }
    };
    body.args.iter().for_each(|&a| mark(a));
    let mut instruction_problems = Vec::new();
    for (index, data) in body.insts.iter().enumerate() {
        let is_placed = placed[index];
        if is_placed {
            data.result.into_iter().for_each(&mut mark);
        }
        if let Some(r) = data.result {
            if r.index() >= value_count {
                instruction_problems.push(format!(
                    "instruction #{index} has a result value that does not exist"
                ));
            }
        }
        let mut operand_ok = true;
        data.kind.visit_operands(|o| match o {
            Operand::Value(v) => {
                operand_ok &= v.index() < value_count;
                if is_placed {
                    mark(*v);
                }
            }
            Operand::Const(c) => operand_ok &= (c.0 as usize) < const_count,
            Operand::Metadata(_) => {}
        });
        let phi_blocks_ok = match &data.kind {
            InstKind::Phi { incoming, .. } => incoming.iter().all(|(_, b)| b.index() < block_count),
            _ => true,
        };
        // Only terminators have successors.
        let blocks_ok = phi_blocks_ok
            && (!data.kind.is_terminator()
                || data
                    .kind
                    .successors()
                    .iter()
                    .all(|b| b.index() < block_count));
        let mut types_ok = true;
        visit_embedded_types(&data.kind, |t| types_ok &= t.index_in(type_count));
        let mut consts_ok = true;
        visit_embedded_consts(&data.kind, |c| consts_ok &= (c.0 as usize) < const_count);
        if !(operand_ok && blocks_ok && types_ok && consts_ok) {
            instruction_problems.push(format!(
                "instruction #{index} refers to a value, block, type or constant that does not exist"
            ));
        }
    }
    for (index, v) in body.values.iter().enumerate() {
        if !v.ty.index_in(type_count) {
            problems.push(format!("value #{index} has a type that does not exist"));
        }
        if !referenced[index] {
            continue;
        }
        let def_ok = match v.def() {
            ValueDef::Arg(position) => {
                body.args.get(position as usize).map(|a| a.index()) == Some(index)
            }
            ValueDef::Inst(i) => {
                body.insts
                    .get(i.index())
                    .and_then(|d| d.result)
                    .map(|r| r.index())
                    == Some(index)
            }
        };
        if !def_ok {
            problems.push(format!(
                "value #{index} is not the argument or result it claims to be"
            ));
        }
    }
    for a in &body.args {
        if a.index() >= value_count {
            problems.push(format!("argument value #{} does not exist", a.0));
        }
    }
    problems.extend(missing_insts);
    problems.extend(instruction_problems);
    problems
}

/// Calls `visit` with each type written in an instruction besides its operands'
/// (result types live with values).
fn visit_embedded_types(kind: &InstKind, mut visit: impl FnMut(TypeId)) {
    match kind {
        InstKind::Invoke { .. } | InstKind::CallBr { .. } | InstKind::Call { .. } => {
            let call = kind.call_site().expect("a call");
            visit(call.fn_ty);
            for a in &call.args {
                for attr in a.attrs.iter() {
                    if let crate::Attribute::Type(_, t) = attr {
                        visit(*t);
                    }
                }
            }
        }
        InstKind::Alloca { allocated_ty, .. } => visit(*allocated_ty),
        InstKind::Load { ty, .. }
        | InstKind::Phi { ty, .. }
        | InstKind::VaArg { ty, .. }
        | InstKind::LandingPad { ty, .. } => visit(*ty),
        InstKind::Gep { source_ty, .. } => visit(*source_ty),
        InstKind::Cast { to, .. } => visit(*to),
        _ => {}
    }
}

/// Calls `visit` with each constant held by an instruction outside its operand list.
fn visit_embedded_consts(kind: &InstKind, mut visit: impl FnMut(crate::ConstId)) {
    match kind {
        InstKind::Switch { cases, .. } => cases.iter().for_each(|(c, _)| visit(*c)),
        InstKind::ShuffleVector { mask, .. } => visit(*mask),
        _ => {}
    }
}
