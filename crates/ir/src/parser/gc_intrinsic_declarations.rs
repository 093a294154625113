//! Intrinsics called without a declaration, and outdated GC intrinsic
//! declarations, made what LLVM 19's parser makes of them.
//!
//! LLVM declares an intrinsic that is called but never declared, using each
//! call's function type (one forward reference may become several mangled
//! declarations), and rejects it when it is used other than as a callee or
//! with a type that does not fit. It also gives every intrinsic declaration the
//! intrinsic's own attributes and renames outdated manglings. We do the same
//! for the GC intrinsics ([`crate::gc_intrinsics`]); any other LLVM 19
//! intrinsic ([`crate::intrinsics`]) is declared under the name the calls
//! write, with the first call's type (LLVM's name when the calls write its
//! mangling for their type, as printed IR does; its mangling is not
//! recomputed). Names that are no intrinsic stay undefined values.
//! Declarations made or renamed here go after all other globals: made ones
//! first, by name, then renamed ones, in module order.

use super::{GlobalId, Loc, NameKey, PResult, Parser};
use crate::constant::{ConstData, ConstId, ConstPool};
use crate::function::Inst;
use crate::gc_intrinsics::GcIntrinsic;
use crate::inst::Operand;
use crate::module::{GlobalKind, Module};
use crate::types::TypeId;

/// A call through a placeholder: the calling function, the call, its function type.
type CalleeUse = (GlobalId, Inst, TypeId);

impl Parser<'_> {
    /// Declares the intrinsics still forward-referenced; returns them in the
    /// order they go at the end of the module.
    pub(super) fn declare_intrinsics_called_without_declaration(
        &mut self,
    ) -> PResult<Vec<GlobalId>> {
        let mut pending: Vec<(String, GlobalId, Loc)> = self
            .global_forward
            .iter()
            .filter_map(|(key, &(g, loc))| match key {
                NameKey::Named(name) if crate::intrinsics::is_known_intrinsic(name) => {
                    Some((name.to_string(), g, loc))
                }
                _ => None,
            })
            .collect();
        pending.sort_by(|a, b| a.0.cmp(&b.0));
        let mut declared = Vec::new();
        for (name, placeholder, loc) in pending {
            let Some(calls) = callee_uses(&self.m, placeholder) else {
                return self.error_at(loc, "intrinsic can only be used as callee");
            };
            let Some(&(_, _, first_fn_ty)) = calls.first() else {
                continue; // Not called at all: reported as an undefined value.
            };
            let Some(intrinsic) = GcIntrinsic::of_name(&name) else {
                self.turn_placeholder_into_declaration(placeholder, &name, first_fn_ty);
                declared.push(placeholder);
                self.global_forward.remove(&NameKey::Named(name.into()));
                continue;
            };
            let mut placeholder_taken = false;
            for (caller, call, fn_ty) in calls {
                let Some(canonical) = intrinsic.canonical_name(&self.m, fn_ty) else {
                    return self.error_at(loc, "invalid intrinsic signature");
                };
                let declaration = match self.m.global_by_name(&canonical) {
                    Some(existing) if existing != placeholder || placeholder_taken => existing,
                    _ if !placeholder_taken => {
                        self.turn_placeholder_into_declaration(placeholder, &canonical, fn_ty);
                        placeholder_taken = true;
                        placeholder
                    }
                    _ => {
                        let g = self.m.get_or_declare_function(&canonical, fn_ty);
                        declared.push(g);
                        g
                    }
                };
                intrinsic.set_attributes(&mut self.m, declaration);
                let callee = Operand::Const(self.m.global_ref(declaration));
                let body = self.m.function_mut(caller).and_then(|f| f.body.as_mut());
                if let Some(site) = body.and_then(|b| b.inst_mut(call).kind.call_site_mut()) {
                    site.callee = callee;
                }
            }
            if !placeholder_taken {
                // Every call went to a declaration the module has: the placeholder
                // stays an unused declaration (LLVM drops it; a harmless difference).
                let written = self.m.global(placeholder).name.clone();
                self.turn_placeholder_into_declaration(placeholder, &written, first_fn_ty);
            }
            declared.push(placeholder);
            self.global_forward.remove(&NameKey::Named(name.into()));
        }
        Ok(declared)
    }

    fn turn_placeholder_into_declaration(&mut self, g: GlobalId, name: &str, fn_ty: TypeId) {
        if self.m.global(g).name != name {
            self.m.rename_global(g, name);
        }
        if let GlobalKind::Function(f) = &mut self.m.global_mut(g).kind {
            f.ty = fn_ty;
        }
    }
}

/// The calls that name `g` as their callee, or `None` if `g` is used otherwise
/// (as an argument, in a constant expression, in a global's initializer).
fn callee_uses(m: &Module, g: GlobalId) -> Option<Vec<CalleeUse>> {
    let mut calls = Vec::new();
    for global in &m.globals {
        let other_use = match &global.kind {
            GlobalKind::Variable(v) => v.init.is_some_and(|c| mentions(&m.consts, c, g)),
            GlobalKind::Alias { aliasee: c, .. } | GlobalKind::IFunc { resolver: c, .. } => {
                mentions(&m.consts, *c, g)
            }
            GlobalKind::Function(_) => false,
        };
        if other_use {
            return None;
        }
    }
    for caller in m.function_ids() {
        let Some(body) = m.function(caller).and_then(|f| f.body.as_ref()) else {
            continue;
        };
        for (k, data) in body.insts.iter().enumerate() {
            let site = data.kind.call_site();
            let is_callee = site.is_some_and(|s| {
                s.callee
                    .as_const()
                    .is_some_and(|c| m.consts.as_global(c) == Some(g))
            });
            let mut mentions_count = 0;
            data.kind.visit_operands(|operand| {
                if operand
                    .as_const()
                    .is_some_and(|c| mentions(&m.consts, c, g))
                {
                    mentions_count += 1;
                }
            });
            if mentions_count > usize::from(is_callee) {
                return None;
            }
            if let (true, Some(site)) = (is_callee, site) {
                calls.push((caller, Inst(k as u32), site.fn_ty));
            }
        }
    }
    Some(calls)
}

/// True if constant `c` is, or is built from, a reference to global `g`.
fn mentions(consts: &ConstPool, c: ConstId, g: GlobalId) -> bool {
    match consts.get(c) {
        ConstData::Global { global, .. } => *global == g,
        data => data.operands().into_iter().any(|o| mentions(consts, o, g)),
    }
}
