//! The GC intrinsics (`llvm.experimental.gc.statepoint`, `.gc.relocate`,
//! `.gc.result`, `.gc.get.pointer.base`, `.gc.get.pointer.offset`) as LLVM 19
//! declares them: their signatures, overloaded-name mangling and attributes.
//!
//! Invariants: a declaration given these attributes carries exactly LLVM's
//! (what an input declaration wrote is replaced, as LLVM does when it reads an
//! intrinsic declaration); [`GcIntrinsic::canonical_name`] answers only for a
//! function type that fits the intrinsic's signature, and then with LLVM's
//! mangled name (`llvm.experimental.gc.relocate.p1`, `...gc.result.isVoid`),
//! which is also how older manglings (`...gc.statepoint.p0f_isVoidf`,
//! `...gc.relocate.p1i8`) are renamed.

use crate::module::{GlobalId, Module};
use crate::types::{Type, TypeId};

/// One of the GC intrinsics this toolkit knows.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GcIntrinsic {
    Statepoint,
    Relocate,
    Result,
    GetPointerBase,
    GetPointerOffset,
}

impl GcIntrinsic {
    const ALL: [GcIntrinsic; 5] = [
        GcIntrinsic::Statepoint,
        GcIntrinsic::Relocate,
        GcIntrinsic::Result,
        GcIntrinsic::GetPointerBase,
        GcIntrinsic::GetPointerOffset,
    ];

    /// The intrinsic's name without overload suffixes.
    pub fn base_name(self) -> &'static str {
        match self {
            GcIntrinsic::Statepoint => "llvm.experimental.gc.statepoint",
            GcIntrinsic::Relocate => "llvm.experimental.gc.relocate",
            GcIntrinsic::Result => "llvm.experimental.gc.result",
            GcIntrinsic::GetPointerBase => "llvm.experimental.gc.get.pointer.base",
            GcIntrinsic::GetPointerOffset => "llvm.experimental.gc.get.pointer.offset",
        }
    }

    /// The intrinsic a function name denotes: its base name, alone or followed
    /// by `.` and any (possibly outdated) mangling.
    pub fn of_name(name: &str) -> Option<GcIntrinsic> {
        GcIntrinsic::ALL.into_iter().find(|intrinsic| {
            name.strip_prefix(intrinsic.base_name())
                .is_some_and(|rest| rest.is_empty() || rest.starts_with('.'))
        })
    }

    /// LLVM's name for this intrinsic at function type `fn_ty`, or `None` when
    /// `fn_ty` does not fit the intrinsic's signature.
    pub fn canonical_name(self, m: &Module, fn_ty: TypeId) -> Option<String> {
        let (ret, params, vararg) = m.types.function_parts(fn_ty)?;
        let types = &m.types;
        let is = |ty: TypeId, expected: &Type| types.get(ty) == expected;
        let is_ptr = |ty: TypeId| matches!(types.get(ty), Type::Ptr(_));
        let overloads: Vec<TypeId> = match (self, params) {
            (GcIntrinsic::Statepoint, &[id, patch_bytes, target, call_args, flags])
                if vararg
                    && is(ret, &Type::Token)
                    && is(id, &Type::Int(64))
                    && [patch_bytes, call_args, flags]
                        .iter()
                        .all(|&t| is(t, &Type::Int(32)))
                    && is_ptr(target) =>
            {
                vec![target]
            }
            (GcIntrinsic::Relocate, &[token, base, derived])
                if !vararg
                    && is(token, &Type::Token)
                    && is(base, &Type::Int(32))
                    && is(derived, &Type::Int(32)) =>
            {
                vec![ret]
            }
            (GcIntrinsic::Result, &[token]) if !vararg && is(token, &Type::Token) => vec![ret],
            (GcIntrinsic::GetPointerBase, &[pointer])
                if !vararg && is_ptr(ret) && is_ptr(pointer) =>
            {
                vec![ret, pointer]
            }
            (GcIntrinsic::GetPointerOffset, &[pointer])
                if !vararg && is(ret, &Type::Int(64)) && is_ptr(pointer) =>
            {
                vec![pointer]
            }
            _ => return None,
        };
        let mut name = self.base_name().to_string();
        for ty in overloads {
            name.push('.');
            name.push_str(&mangled_type_suffix(m, ty));
        }
        Some(name)
    }

    /// Gives function `g` (named as this intrinsic, in any mangling) exactly
    /// the attributes LLVM gives this intrinsic's declaration.
    pub fn set_attributes(self, m: &mut Module, g: GlobalId) {
        let given = crate::intrinsic_attributes::set_intrinsic_attributes(m, g);
        debug_assert!(given, "LLVM 19's table has every GC intrinsic");
    }
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
        // LLVM ends every struct's mangling with `s`, so nested ones stay distinct.
        Type::Named(name) => format!("s_{name}s"),
        Type::Token => "token".to_string(),
        Type::Metadata => "Metadata".to_string(),
        Type::Label => "label".to_string(),
        Type::Function { .. } | Type::TargetExt { .. } => "f".to_string(),
    }
}

/// Canonicalizes the module's GC intrinsic declarations as LLVM does on reading:
/// LLVM's attributes, and LLVM's mangled name where the written one differs and
/// is free to take. Returns the renamed declarations, in module order (LLVM puts
/// such upgraded declarations after all other globals).
pub fn canonicalize_declarations(m: &mut Module) -> Vec<GlobalId> {
    let mut renamed = Vec::new();
    for g in m.function_ids() {
        let name = m.global(g).name.clone();
        let Some(intrinsic) = GcIntrinsic::of_name(&name) else {
            continue;
        };
        let Some(function) = m.function(g).filter(|f| f.is_declaration()) else {
            continue;
        };
        let Some(canonical) = intrinsic.canonical_name(m, function.ty) else {
            continue;
        };
        intrinsic.set_attributes(m, g);
        if canonical != name && m.global_by_name(&canonical).is_none() {
            m.rename_global(g, &canonical);
            renamed.push(g);
        }
    }
    renamed
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mangled_suffixes_match_llvm() {
        let mut m = Module::new();
        let p1 = m.types.ptr(1);
        let v4p1 = m.types.vector(p1, 4);
        let i32_ty = m.types.int(32);
        let void = m.types.void();
        assert_eq!(mangled_type_suffix(&m, p1), "p1");
        assert_eq!(mangled_type_suffix(&m, v4p1), "v4p1");
        assert_eq!(mangled_type_suffix(&m, i32_ty), "i32");
        assert_eq!(mangled_type_suffix(&m, void), "isVoid");
        let named = m.types.intern(Type::Named("struct".to_string()));
        assert_eq!(mangled_type_suffix(&m, named), "s_structs");
    }

    #[test]
    fn names_are_recognized_by_base_name_and_mangled_from_the_signature() {
        assert_eq!(
            GcIntrinsic::of_name("llvm.experimental.gc.statepoint.p0f_isVoidf"),
            Some(GcIntrinsic::Statepoint)
        );
        assert_eq!(
            GcIntrinsic::of_name("llvm.experimental.gc.relocate"),
            Some(GcIntrinsic::Relocate)
        );
        assert_eq!(GcIntrinsic::of_name("llvm.experimental.gc.relocatex"), None);
        let mut m = Module::new();
        let (token, i32_ty, i64_ty) = (m.types.token(), m.types.int(32), m.types.int(64));
        let (p0, p1) = (m.types.ptr(0), m.types.ptr(1));
        let statepoint = m
            .types
            .function(token, vec![i64_ty, i32_ty, p0, i32_ty, i32_ty], true);
        let relocate = m.types.function(p1, vec![token, i32_ty, i32_ty], false);
        let base = m.types.function(p1, vec![p1], false);
        assert_eq!(
            GcIntrinsic::Statepoint
                .canonical_name(&m, statepoint)
                .as_deref(),
            Some("llvm.experimental.gc.statepoint.p0")
        );
        assert_eq!(
            GcIntrinsic::Relocate
                .canonical_name(&m, relocate)
                .as_deref(),
            Some("llvm.experimental.gc.relocate.p1")
        );
        assert_eq!(
            GcIntrinsic::GetPointerBase
                .canonical_name(&m, base)
                .as_deref(),
            Some("llvm.experimental.gc.get.pointer.base.p1.p1")
        );
        assert_eq!(GcIntrinsic::Statepoint.canonical_name(&m, relocate), None);
    }
}
