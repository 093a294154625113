//! LLVM 19's names for intrinsic declarations written under older names, as
//! LLVM renames them when it reads a module (its "remangling"):
//! - a typed-pointer mangling loses its pointee: `llvm.memcpy.p0i8.p0i8.i64`
//!   is `llvm.memcpy.p0.p0.i64`, `llvm.masked.load.v4i32.p0v4i32` is
//!   `llvm.masked.load.v4i32.p0`;
//! - intrinsics that took no type suffix before they were overloaded on a
//!   pointer (`llvm.va_start`, `llvm.va_end`, `llvm.va_copy`: LLVM 19;
//!   `llvm.stacksave`, `llvm.stackrestore`: LLVM 18) get the suffix of that
//!   pointer (`llvm.va_start.p0`).
//!
//! Invariants: a name changes only when it is an overloaded LLVM 19 intrinsic
//! (not a GC intrinsic: [`crate::gc_intrinsics`] names those) and either has
//! no suffix and is listed above, or is declared in a module written with
//! typed pointers and its suffix reads as a list of typed manglings (each
//! `p<address space>` followed by its pointee's); the new name keeps every
//! mangling but drops those pointees. A suffix that does not read
//! (an unknown named struct, an unknown type code) leaves the name as written.
//! A renamed declaration whose new name is already a function of the same type
//! is merged into it, as LLVM reuses that declaration; a new name taken by
//! anything else leaves the declaration as written.

use crate::gc_intrinsics::{mangled_type_suffix, GcIntrinsic};
use crate::intrinsics::intrinsic_base_name;
use crate::module::{GlobalId, Module};
use crate::types::{Type, TypeId};

/// Intrinsics LLVM overloaded on a pointer after LLVM 14, with where that
/// pointer is in the signature: `None` the result, `Some(i)` parameter `i`.
const OVERLOADED_SINCE_LLVM_14: &[(&str, Option<usize>)] = &[
    ("llvm.va_start", Some(0)),
    ("llvm.va_end", Some(0)),
    ("llvm.va_copy", Some(0)),
    ("llvm.stacksave", None),
    ("llvm.stackrestore", Some(0)),
];

/// Renames the intrinsic declarations of `m` that LLVM 19 names otherwise
/// and whose new name is free. Returns them in two groups, each in module
/// order: those renamed for a typed-pointer mangling, then those renamed for
/// an overload added since (LLVM moves each after all other globals, and a
/// module upgraded by LLVM 16 then LLVM 19 has the second group last).
pub fn remangle_declarations(m: &mut Module, typed_pointers: bool) -> [Vec<GlobalId>; 2] {
    let mut renamed = [Vec::new(), Vec::new()];
    for (g, wanted) in declarations_named_otherwise(m, typed_pointers) {
        let name = &m.global(g).name;
        let group = usize::from(intrinsic_base_name(name).is_some_and(|b| b.len() == name.len()));
        if m.global_by_name(&wanted).is_none() {
            m.rename_global(g, &wanted);
            renamed[group].push(g);
        }
    }
    renamed
}

/// The intrinsic declarations [`remangle_declarations`] left under their
/// old name because a function of the same type has their new one:
/// (declaration, that function), to merge as LLVM reuses that function.
pub fn duplicate_declarations(m: &Module, typed_pointers: bool) -> Vec<(GlobalId, GlobalId)> {
    declarations_named_otherwise(m, typed_pointers)
        .into_iter()
        .filter_map(|(g, wanted)| {
            let ty = m.function(g)?.ty;
            let kept = m.global_by_name(&wanted)?;
            m.function(kept)
                .is_some_and(|k| k.ty == ty)
                .then_some((g, kept))
        })
        .collect()
}

/// Each function declaration of `m` that LLVM 19 names otherwise, with that
/// name, in module order.
fn declarations_named_otherwise(m: &Module, typed_pointers: bool) -> Vec<(GlobalId, String)> {
    m.function_ids()
        .into_iter()
        .filter_map(|g| {
            let f = m.function(g).filter(|f| f.is_declaration())?;
            Some((g, llvm19_name(m, &m.global(g).name, f.ty, typed_pointers)?))
        })
        .collect()
}

/// LLVM 19's name for an intrinsic declared as `name` with type `fn_ty` in a
/// module written with typed pointers or not, when it differs from `name`.
pub fn llvm19_name(m: &Module, name: &str, fn_ty: TypeId, typed_pointers: bool) -> Option<String> {
    if GcIntrinsic::of_name(name).is_some() {
        return None;
    }
    let base = intrinsic_base_name(name)?;
    let suffix = &name[base.len()..];
    let wanted = if suffix.is_empty() {
        let &(_, position) = OVERLOADED_SINCE_LLVM_14.iter().find(|(n, _)| *n == base)?;
        let (ret, params, _) = m.types.function_parts(fn_ty)?;
        let pointer = match position {
            None => ret,
            Some(i) => *params.get(i)?,
        };
        if !m.types.is_ptr(pointer) {
            return None;
        }
        format!("{base}.{}", mangled_type_suffix(m, pointer))
    } else {
        let mut reader = Mangling {
            m,
            rest: suffix.strip_prefix('.')?,
            typed_pointers,
        };
        let mut wanted = base.to_string();
        loop {
            wanted.push('.');
            wanted.push_str(&reader.opaque_type()?);
            if reader.rest.is_empty() {
                break;
            }
            reader.rest = reader.rest.strip_prefix('.')?;
        }
        wanted
    };
    (wanted != name).then_some(wanted)
}

/// A reader of type manglings (`i32`, `p0i8`, `v4p1i8`, `sl_i32p0i8s`,
/// `s_struct.Ss`, `f_isVoidf`), from the front of `rest`.
struct Mangling<'a> {
    m: &'a Module,
    rest: &'a str,
    /// Whether a pointer's mangling carries its pointee's (`p0i8`).
    typed_pointers: bool,
}

impl Mangling<'_> {
    /// Reads one type mangling; returns it with every pointee dropped.
    fn opaque_type(&mut self) -> Option<String> {
        if let Some(after) = self.rest.strip_prefix('p') {
            if let Some((space, after)) = leading_number(after) {
                self.rest = after;
                if self.typed_pointers {
                    self.opaque_type()?;
                }
                return Some(format!("p{space}"));
            }
        }
        for (prefix, open) in [("nxv", "nxv"), ("v", "v"), ("a", "a")] {
            if let Some(after) = self.rest.strip_prefix(prefix) {
                if let Some((count, after)) = leading_number(after) {
                    self.rest = after;
                    return Some(format!("{open}{count}{}", self.opaque_type()?));
                }
            }
        }
        if let Some(after) = self.rest.strip_prefix("sl_") {
            self.rest = after;
            let mut fields = String::new();
            while !self.closes("s", &["s_", "sl_"]) {
                fields.push_str(&self.opaque_type()?);
            }
            return Some(format!("sl_{fields}s"));
        }
        if let Some(after) = self.rest.strip_prefix("f_") {
            self.rest = after;
            let mut parts = String::new();
            loop {
                if self.closes("varargf", &[]) {
                    return Some(format!("f_{parts}varargf"));
                }
                if self.closes("f", &["f_", "f16", "f32", "f64", "f80", "f128"]) {
                    return Some(format!("f_{parts}f"));
                }
                parts.push_str(&self.opaque_type()?);
            }
        }
        if let Some(after) = self.rest.strip_prefix("s_") {
            // `s_<name>s`: the longest named struct of the module that fits.
            let name = self
                .m
                .types
                .named_structs()
                .iter()
                .filter_map(|&t| match self.m.types.get(t) {
                    Type::Named(n)
                        if after
                            .strip_prefix(n.as_str())
                            .is_some_and(|r| r.starts_with('s')) =>
                    {
                        Some(n.as_str())
                    }
                    _ => None,
                })
                .max_by_key(|n| n.len())?;
            self.rest = &after[name.len() + 1..];
            return Some(format!("s_{name}s"));
        }
        if let Some(after) = self.rest.strip_prefix('i') {
            if let Some((width, after)) = leading_number(after) {
                self.rest = after;
                return Some(format!("i{width}"));
            }
        }
        const SCALARS: [&str; 13] = [
            "isVoid", "Metadata", "token", "label", "bf16", "f16", "f32", "f64", "f80", "f128",
            "ppcf128", "x86amx", "x86mmx",
        ];
        let scalar = SCALARS.iter().find(|s| self.rest.starts_with(**s))?;
        self.rest = &self.rest[scalar.len()..];
        Some(scalar.to_string())
    }

    /// Consumes `end`, the end of an aggregate's mangling, when `rest` starts
    /// with it and with none of `types` (manglings that start like it).
    fn closes(&mut self, end: &str, types: &[&str]) -> bool {
        if !self.rest.starts_with(end) || types.iter().any(|t| self.rest.starts_with(t)) {
            return false;
        }
        self.rest = &self.rest[end.len()..];
        true
    }
}

/// The decimal number at the front of `text` and what follows it.
fn leading_number(text: &str) -> Option<(u64, &str)> {
    let digits = text.bytes().take_while(u8::is_ascii_digit).count();
    let number = text[..digits].parse().ok()?;
    Some((number, &text[digits..]))
}

#[cfg(test)]
mod tests {
    use crate::parse_module;
    use crate::printer::print_module;

    fn upgraded(text: &str) -> String {
        print_module(&parse_module(text).unwrap_or_else(|d| panic!("{d}")))
    }

    #[test]
    fn typed_manglings_lose_their_pointees() {
        let m = crate::module::Module::new();
        let f = |name| {
            let mut m = m.clone();
            let void = m.types.void();
            let ty = m.types.function(void, vec![], false);
            super::llvm19_name(&m, name, ty, true)
        };
        assert_eq!(
            f("llvm.memcpy.p0i8.p0i8.i64").as_deref(),
            Some("llvm.memcpy.p0.p0.i64")
        );
        assert_eq!(
            f("llvm.masked.load.v4i32.p0v4i32").as_deref(),
            Some("llvm.masked.load.v4i32.p0")
        );
        assert_eq!(
            f("llvm.lifetime.start.p1p0f_isVoidf").as_deref(),
            Some("llvm.lifetime.start.p1")
        );
        assert_eq!(
            f("llvm.ssa.copy.p0sl_i32p0i8s").as_deref(),
            Some("llvm.ssa.copy.p0")
        );
        assert_eq!(f("llvm.memcpy.p0.p0.i64"), None);
        assert_eq!(f("llvm.smax.i32"), None);
        assert_eq!(f("llvm.experimental.gc.relocate.p1i8"), None);
        // Not a mangling: left as written.
        assert_eq!(f("llvm.memcpy.p0zz.i64"), None);
    }

    #[test]
    fn declarations_are_renamed_merged_and_moved_last() {
        let out = upgraded(
            "%struct.S = type { i32 }
declare void @llvm.memcpy.p0i8.p0i8.i64(i8*, i8*, i64, i1)
declare void @llvm.memcpy.p0i32.p0i32.i64(i32*, i32*, i64, i1)
declare void @llvm.lifetime.start.p0s_struct.Ss(i64, %struct.S*)
declare void @llvm.va_start(i8*)
define void @f(i8* %p, i32* %q, %struct.S* %s) {
  call void @llvm.memcpy.p0i8.p0i8.i64(i8* %p, i8* %p, i64 1, i1 false)
  call void @llvm.memcpy.p0i32.p0i32.i64(i32* %q, i32* %q, i64 4, i1 false)
  call void @llvm.lifetime.start.p0s_struct.Ss(i64 4, %struct.S* %s)
  call void @llvm.va_start(i8* %p)
  ret void
}
",
        );
        assert!(
            out.contains("call void @llvm.memcpy.p0.p0.i64(ptr %p, ptr %p, i64 1, i1 false)"),
            "{out}"
        );
        assert!(
            out.contains("call void @llvm.memcpy.p0.p0.i64(ptr %q, ptr %q, i64 4, i1 false)"),
            "{out}"
        );
        assert!(
            out.contains("call void @llvm.lifetime.start.p0(i64 4, ptr %s)"),
            "{out}"
        );
        assert!(out.contains("call void @llvm.va_start.p0(ptr %p)"), "{out}");
        assert_eq!(
            out.matches("declare void @llvm.memcpy.p0.p0.i64").count(),
            1,
            "{out}"
        );
        let define = out.find("define void @f").expect("definition");
        let declare = out.find("declare void @llvm.memcpy").expect("declaration");
        assert!(define < declare, "{out}");
    }
}
