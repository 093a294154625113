//! What reading typed-pointer IR as opaque pointers leaves behind, removed as
//! LLVM 15–16's upgrade left no trace of it: a `bitcast` from a pointer (or
//! vector of pointers) to the same type is dropped and its uses read its
//! operand, in instructions and constant expressions alike; GC intrinsic
//! declarations that old manglings made distinct but that now have one name
//! and type are merged.
//!
//! Invariant: run only on modules written with typed pointers (in opaque-pointer
//! IR such a bitcast is what the author wrote, and stays).

use crate::constant::{CastOp, ConstData, ConstId, ConstPool};
use crate::gc_intrinsics::GcIntrinsic;
use crate::inst::{InstKind, Operand};
use crate::module::GlobalKind;
use crate::module::{GlobalId, Module};

/// Removes every pointer-to-same-pointer `bitcast` instruction of `m`, and
/// makes operands and global initializers that are such constant expressions
/// read the cast constant (casts nested inside other constant expressions
/// stay: they are valid IR).
pub fn remove_pointer_bitcasts(m: &mut Module) {
    for global in m.globals.iter_mut() {
        if let GlobalKind::Variable(v) = &mut global.kind {
            if let Some(init) = v.init.as_mut() {
                *init = without_no_op_casts(&m.consts, *init);
            }
        }
    }
    for g in m.function_ids() {
        let Some(mut body) = m.function_mut(g).and_then(|f| f.body.take()) else {
            continue;
        };
        let insts: Vec<_> = body.insts_in_order().map(|(_, i)| i).collect();
        for inst in insts {
            body.inst_mut(inst)
                .kind
                .visit_operands_mut(|o| strip_no_op_cast(&m.consts, o));
            let InstKind::Cast {
                op: CastOp::BitCast,
                value,
                to,
                ..
            } = &body.inst(inst).kind
            else {
                continue;
            };
            let from = match value {
                Operand::Value(v) => body.value_type(*v),
                Operand::Const(c) => m.consts.ty(*c),
                Operand::Metadata(_) => continue,
            };
            if from != *to || !m.types.is_ptr(m.types.scalar_type(from)) {
                continue;
            }
            let value = value.clone();
            if let Some(result) = body.inst(inst).result {
                body.replace_all_uses(result, value);
            }
            body.remove_inst(inst);
        }
        if let Some(f) = m.function_mut(g) {
            f.body = Some(body);
        }
    }
}

/// `operand` without no-op pointer bitcast constant expressions around it.
fn strip_no_op_cast(consts: &ConstPool, operand: &mut Operand) {
    if let Operand::Const(c) = operand {
        *c = without_no_op_casts(consts, *c);
    }
}

/// Constant `id` without the no-op pointer bitcasts around it.
fn without_no_op_casts(consts: &ConstPool, mut id: ConstId) -> ConstId {
    while let ConstData::Cast {
        op: CastOp::BitCast,
        value,
        ty,
    } = consts.get(id)
    {
        if consts.ty(*value) != *ty {
            break;
        }
        id = *value;
    }
    id
}

/// GC intrinsic declarations left with a name that is not LLVM's, whose
/// canonical name is another declaration of the same type: (duplicate, kept).
pub fn duplicate_gc_intrinsic_declarations(m: &Module) -> Vec<(GlobalId, GlobalId)> {
    let mut duplicates = Vec::new();
    for g in m.function_ids() {
        let Some(intrinsic) = GcIntrinsic::of_name(&m.global(g).name) else {
            continue;
        };
        let Some(f) = m.function(g).filter(|f| f.is_declaration()) else {
            continue;
        };
        let Some(canonical) = intrinsic.canonical_name(m, f.ty) else {
            continue;
        };
        if let Some(kept) = m.global_by_name(&canonical) {
            let same_type = m.function(kept).is_some_and(|k| k.ty == f.ty);
            if kept != g && same_type {
                duplicates.push((g, kept));
            }
        }
    }
    duplicates
}

#[cfg(test)]
mod tests {
    use crate::parse_module;
    use crate::printer::print_module;

    fn upgraded(text: &str) -> String {
        print_module(&parse_module(text).unwrap_or_else(|d| panic!("{d}")))
    }

    #[test]
    fn pointer_bitcasts_vanish_in_typed_modules() {
        let out = upgraded(
            "@g = global i32 0
@h = global i8* bitcast (i32* @g to i8*)
define i32 @t(i8 addrspace(1)* %p) {
  %c = bitcast i8 addrspace(1)* %p to i32 addrspace(1)*
  %v = load i32, i32 addrspace(1)* %c
  %w = load i32, i32* bitcast (i32* @g to i32*)
  %s = add i32 %v, %w
  ret i32 %s
}
",
        );
        assert!(!out.contains("bitcast"), "{out}");
        assert!(out.contains("@h = global ptr @g"), "{out}");
        assert!(
            out.contains("%v = load i32, ptr addrspace(1) %p, align 4"),
            "{out}"
        );
        assert!(out.contains("%w = load i32, ptr @g, align 4"), "{out}");
    }

    #[test]
    fn pointer_bitcasts_stay_in_opaque_modules() {
        let out =
            upgraded("define ptr @t(ptr %p) {\n  %c = bitcast ptr %p to ptr\n  ret ptr %c\n}\n");
        assert!(out.contains("%c = bitcast ptr %p to ptr"), "{out}");
    }
}
