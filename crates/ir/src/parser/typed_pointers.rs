//! Typed-pointer syntax (LLVM ≤ 14: `i8*`, `i8 addrspace(1)*`, `void ()*`):
//! which pointer syntax a module uses, and the pointee types the upgrade needs.
//!
//! Typed pointers are read as opaque pointers (`ptr`, `ptr addrspace(N)`),
//! as LLVM 15–16 read them. Invariants kept here:
//! - the first pointer type written decides how the module is read: after
//!   `ptr`, a typed pointer is read as LLVM 19 reads it, as `ptr` (its
//!   pointee forgotten: LLVM's own tests of LLVM 19 still write
//!   `void ()* elementtype(void ())`); after a typed pointer, the module is
//!   upgraded as a typed one and a `ptr` in it is an opaque pointer, which
//!   LLVM 19 accepts too; `ptr*` is refused as LLVM refuses it;
//! - the pointee of the typed pointer type read last is kept
//!   ([`Parser::take_typed_pointee`]), so that a call can give a statepoint's
//!   callee the `elementtype` attribute LLVM 19 requires;
//! - a module read with typed pointers is marked ([`PointerSyntax::Typed`]) so
//!   that `finish` runs the opaque-pointer upgrade
//!   ([`crate::opaque_pointer_upgrade`]).

use super::{PResult, Parser};
use crate::types::{Type, TypeId};

/// The pointer syntax of the first pointer type a module writes.
#[derive(Clone, Copy, Debug, Default)]
pub(super) enum PointerSyntax {
    /// No pointer type seen yet.
    #[default]
    Unknown,
    /// `ptr` / `ptr addrspace(N)`.
    Opaque,
    /// `T*` / `T addrspace(N)*`.
    Typed,
}

impl<'a> Parser<'a> {
    /// Notes a typed pointer type to `pointee`.
    pub(super) fn note_typed_pointer(&mut self, pointee: TypeId) {
        match self.pointer_syntax {
            PointerSyntax::Opaque => return,
            PointerSyntax::Unknown => self.pointer_syntax = PointerSyntax::Typed,
            PointerSyntax::Typed => {}
        }
        self.typed_pointee = Some(pointee);
    }

    /// Notes an opaque `ptr` type.
    pub(super) fn note_opaque_pointer(&mut self) {
        if let PointerSyntax::Unknown = self.pointer_syntax {
            self.pointer_syntax = PointerSyntax::Opaque;
        }
    }

    /// The explicit type of a `load` or `getelementptr` (`opcode`) and the comma
    /// after it. LLVM 3.6's form without it (`load i32* %p`) is refused with
    /// an error that says so.
    pub(super) fn parse_explicit_type_and_comma(&mut self, opcode: &str) -> PResult<TypeId> {
        self.typed_pointee = None;
        let ty = self.parse_type()?;
        if !matches!(self.tok.tok, super::lexer::Tok::Comma) && self.take_typed_pointee().is_some()
        {
            return self.error(format!(
                "expected ',': '{opcode} T* %p' without the explicit type (LLVM 3.6 and earlier) is not read; write '{opcode} T, T* %p'"
            ));
        }
        self.expect(&super::lexer::Tok::Comma, ",")?;
        Ok(ty)
    }

    /// The pointee of the typed pointer type read last, forgotten once taken.
    pub(super) fn take_typed_pointee(&mut self) -> Option<TypeId> {
        self.typed_pointee.take()
    }

    /// True if the module is written with typed pointers.
    pub(super) fn uses_typed_pointers(&self) -> bool {
        matches!(self.pointer_syntax, PointerSyntax::Typed)
    }
}

impl Parser<'_> {
    /// Whether `call R (P...)* @f(args)` writes the callee's pointer type, as
    /// LLVM 3.6 read it, rather than the call's return type `R (P...)*` (a
    /// function pointer, the arguments giving the parameters), as LLVM 3.7 to
    /// 14 read it and clang 14 prints a call of a function returning a
    /// function pointer. The written form is the same, so:
    /// - arguments that do not fit `P...` make it the return type;
    /// - a call with no result name (printers name every non-void result) or
    ///   of an intrinsic makes it the callee's type;
    /// - a named result of a `void` function makes it the return type (a void
    ///   result cannot be named);
    /// - otherwise a callee already declared decides by its type, and an
    ///   undeclared one (a forward reference) makes it the return type.
    pub(super) fn starred_function_type_is_callee_type(
        &self,
        fn_ty: TypeId,
        arg_tys: &[TypeId],
        callee: Option<&crate::inst::Operand>,
    ) -> bool {
        let (ret, params, vararg) = self.m.types.function_parts(fn_ty).expect("function type");
        let arguments_fit = if vararg {
            arg_tys.len() >= params.len()
        } else {
            arg_tys.len() == params.len()
        } && params.iter().zip(arg_tys).all(|(p, a)| p == a);
        if !arguments_fit {
            return false;
        }
        let callee = callee
            .and_then(|c| c.as_const())
            .and_then(|c| self.m.consts.as_global(c));
        let is_intrinsic = callee.is_some_and(|g| self.m.global(g).name.starts_with("llvm."));
        if !self.result_named || is_intrinsic {
            return true;
        }
        if self.m.types.is_void(ret) {
            return false;
        }
        let declared_type = callee
            .and_then(|g| self.m.function(g))
            .map(|f| f.ty)
            .filter(|t| self.m.types.is_function(*t));
        declared_type == Some(fn_ty)
    }

    /// Gives the statepoint target among `args` (a call of `callee`) the
    /// `elementtype(pointee)` LLVM 19 requires, when `callee` is the
    /// statepoint intrinsic and the target has none. The target is the first
    /// argument in the LLVM 3.6 form (a pointer first), else the third.
    pub(super) fn give_statepoint_target_element_type(
        &mut self,
        callee: &crate::inst::Operand,
        args: &mut [crate::inst::CallArg],
        pointee: TypeId,
    ) {
        let is_statepoint = self.m.called_function(callee).is_some_and(|g| {
            crate::gc_intrinsics::GcIntrinsic::of_name(&self.m.global(g).name)
                == Some(crate::gc_intrinsics::GcIntrinsic::Statepoint)
        });
        if !is_statepoint {
            return;
        }
        let first_is_pointer = args
            .first()
            .is_some_and(|a| self.operand_is_pointer(&a.value));
        let target = if first_is_pointer { 0 } else { 2 };
        let Some(arg) = args.get_mut(target) else {
            return;
        };
        if arg
            .attrs
            .as_slice()
            .iter()
            .all(|a| a.name() != "elementtype")
        {
            arg.attrs.push(crate::attributes::Attribute::Type(
                "elementtype".to_string(),
                pointee,
            ));
        }
    }

    fn operand_is_pointer(&self, operand: &crate::inst::Operand) -> bool {
        let ty = match operand {
            crate::inst::Operand::Const(c) => self.m.consts.ty(*c),
            crate::inst::Operand::Value(v) => match &self.fs {
                Some(fs) => fs.body.values[v.index()].ty,
                None => return false,
            },
            crate::inst::Operand::Metadata(_) => return false,
        };
        matches!(self.m.types.get(ty), Type::Ptr(_))
    }
}

#[cfg(test)]
mod tests {
    use crate::parse_module;

    fn error(text: &str) -> (u32, u32, String) {
        let d = parse_module(text).expect_err("an error");
        (d.line, d.col, d.message)
    }

    #[test]
    fn typed_pointer_after_ptr_is_read_as_ptr_as_llvm_19_reads_it() {
        let module = parse_module(
            "define void @f(ptr %p, i8 addrspace(1)* %q, void ()* %r) {\n  ret void\n}\n",
        )
        .expect("LLVM 19 reads a typed pointer after ptr");
        let text = crate::printer::print_module(&module);
        assert!(
            text.contains("define void @f(ptr %p, ptr addrspace(1) %q, ptr %r)"),
            "{text}"
        );
    }

    #[test]
    fn ptr_after_typed_pointer_is_an_opaque_pointer() {
        let module =
            parse_module("@g = global i8* null\ndefine void @f(ptr %p) {\n  ret void\n}\n")
                .expect("LLVM 19 reads ptr in a typed module");
        let text = crate::printer::print_module(&module);
        assert!(text.contains("@g = global ptr null"), "{text}");
        assert!(text.contains("define void @f(ptr %p)"), "{text}");
    }

    #[test]
    fn ptr_star_is_refused() {
        assert_eq!(
            error("@g = global ptr* null\n"),
            (1, 16, "ptr* is invalid - use ptr instead".to_string())
        );
    }

    #[test]
    fn load_and_gep_without_explicit_type_are_refused_with_the_reason() {
        let (line, col, message) =
            error("define i32 @f(i32* %p) {\n  %v = load i32* %p\n  ret i32 %v\n}\n");
        assert_eq!((line, col), (2, 18));
        assert!(
            message.contains("'load T* %p' without the explicit type (LLVM 3.6 and earlier)"),
            "{message}"
        );
        let (_, _, message) =
            error("define i8* @f(i8* %p) {\n  %v = getelementptr i8* %p, i64 1\n  ret i8* %v\n}\n");
        assert!(
            message.contains("write 'getelementptr T, T* %p'"),
            "{message}"
        );
    }

    #[test]
    fn a_starred_function_type_is_a_return_type_unless_the_callee_has_it() {
        let m = parse_module(
            "define i32 @known(i32 %x) {
  ret i32 %x
}
define void @t(i32 %x) {
  %f = call i32 (i32)* @later(i32 %x)
  %g = call i32 (i32)* @same(i32 (i32)* %f)
  %h = call void ()* @handler()
  %k = call i32 (i32)* (i32, ...) @varargs(i32 1)
  %r = call i32 (i32)* @known(i32 1)
  call void ()* @foo()
  %s = call i32 (i8*)* @llvm.not.an.intrinsic(i8* null)
  ret void
}
declare i32 (i32)* @later(i32)
declare i32 (i32)* @same(i32 (i32)*)
declare void ()* @handler()
declare i32 (i32)* @varargs(i32, ...)
declare void @foo()
declare i32 @llvm.not.an.intrinsic(i8*)
",
        )
        .unwrap_or_else(|d| panic!("{d}"));
        let out = crate::printer::print_module(&m);
        for call in [
            "%f = call ptr @later(i32 %x)",
            "%g = call ptr @same(ptr %f)",
            "%h = call ptr @handler()",
            "%k = call ptr (i32, ...) @varargs(i32 1)",
            "%r = call i32 @known(i32 1)",
            "call void @foo()",
            "%s = call i32 @llvm.not.an.intrinsic(ptr null)",
        ] {
            assert!(out.contains(call), "{call} in {out}");
        }
    }

    #[test]
    fn typed_pointers_read_as_opaque_pointers() {
        let m = parse_module(
            "define i8 addrspace(1)* @f(i32** %p, void ()* %q) {\n  ret i8 addrspace(1)* null\n}\n",
        )
        .unwrap_or_else(|d| panic!("{d}"));
        let out = crate::printer::print_module(&m);
        assert!(
            out.contains("define ptr addrspace(1) @f(ptr %p, ptr %q)"),
            "{out}"
        );
    }
}
