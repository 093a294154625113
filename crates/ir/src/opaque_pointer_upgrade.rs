//! What reading typed-pointer IR as opaque pointers leaves to tidy, as LLVM
//! 15–16 left it when they read typed IR: GC intrinsic declarations that old
//! manglings made distinct but that now have one name and type are merged.
//!
//! What LLVM did and this crate does elsewhere: pointer types collapse as they
//! are read ([`crate::parser`]); constant `bitcast`s between pointers become
//! casts to their own type, which the parser folds as LLVM folds them, while
//! `bitcast` instructions stay (`bitcast ptr %p to ptr`, as LLVM keeps them);
//! other intrinsics are renamed by [`crate::intrinsic_remangling`].

use crate::gc_intrinsics::GcIntrinsic;
use crate::module::{GlobalId, Module};

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
    fn constant_pointer_casts_fold_and_cast_instructions_stay() {
        let out = upgraded(
            "@g = global i32 0
@h = global i8* bitcast (i32* @g to i8*)
@k = global i8* getelementptr (i8, i8* bitcast (i32* @g to i8*), i64 4)
@s = global [2 x i8] zeroinitializer
@t = global i8* getelementptr inbounds ([2 x i8], [2 x i8]* @s, i64 0, i64 0)
define i32 @f(i8 addrspace(1)* %p) {
  %c = bitcast i8 addrspace(1)* %p to i32 addrspace(1)*
  %v = load i32, i32 addrspace(1)* %c
  %w = load i32, i32* bitcast (i32* @g to i32*)
  %s = add i32 %v, %w
  ret i32 %s
}
",
        );
        assert!(out.contains("@h = global ptr @g"), "{out}");
        assert!(
            out.contains("@k = global ptr getelementptr (i8, ptr @g, i64 4)"),
            "{out}"
        );
        assert!(out.contains("@t = global ptr @s"), "{out}");
        assert!(
            out.contains("%c = bitcast ptr addrspace(1) %p to ptr addrspace(1)"),
            "{out}"
        );
        assert!(out.contains("%w = load i32, ptr @g, align 4"), "{out}");
    }
}
