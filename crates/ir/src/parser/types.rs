//! Type syntax: primitive, pointer (opaque and legacy typed), vector, array,
//! struct, function and target extension types, and identified struct
//! references and definitions.

use super::lexer::{self, Tok};
use super::{PResult, Parser};
use crate::types::{StructBody, Type, TypeId};

impl<'a> Parser<'a> {
    /// A type, including legacy typed-pointer suffixes (`i8*`, `%T addrspace(1)*`),
    /// which read as opaque pointers.
    #[inline(always)]
    pub(super) fn parse_type(&mut self) -> PResult<TypeId> {
        let base = self.parse_type_no_suffix()?;
        self.parse_pointer_suffixes(base)
    }

    /// Applies `*` / `addrspace(N)*` suffixes and function-type parameter lists to `base`.
    #[inline(always)]
    pub(super) fn parse_pointer_suffixes(&mut self, mut ty: TypeId) -> PResult<TypeId> {
        loop {
            match self.tok.tok {
                Tok::Star => {
                    self.note_typed_pointer(ty);
                    self.bump();
                    ty = self.m.types.ptr(0);
                }
                Tok::Word("addrspace") => match self.parse_addrspace_pointer_suffix(ty)? {
                    Some(ptr) => ty = ptr,
                    None => return Ok(ty),
                },
                Tok::LParen => {
                    ty = self.parse_function_type_params(ty)?;
                }
                _ => return Ok(ty),
            }
        }
    }

    /// `addrspace(N)*` (current token `addrspace`), consumed: the pointer type; `None`,
    /// consuming nothing, when the keyword does not start such a suffix.
    #[inline(never)]
    fn parse_addrspace_pointer_suffix(&mut self, pointee: TypeId) -> PResult<Option<TypeId>> {
        if !matches!(self.peek_next(), Tok::LParen) {
            return Ok(None);
        }
        // Only a typed-pointer suffix when followed by '*'.
        let save_lex = self.lex.clone();
        let save_tok = self.tok;
        let save_peeked = self.peeked;
        self.bump();
        let space = self.parse_addrspace_number()?;
        if matches!(self.tok.tok, Tok::Star) {
            self.note_typed_pointer(pointee);
            self.bump();
            Ok(Some(self.m.types.ptr(space)))
        } else {
            self.lex = save_lex;
            self.tok = save_tok;
            self.peeked = save_peeked;
            Ok(None)
        }
    }

    /// `ptr` (the current token) with its optional `addrspace(N)`.
    fn parse_ptr_type(&mut self) -> PResult<TypeId> {
        self.note_opaque_pointer();
        // Fast path for the common spelling `addrspace(N)`, read straight from the source.
        let fast = if self.peeked.is_none() {
            self.lex.eat_addrspace_suffix()
        } else {
            None
        };
        self.bump();
        let space = match fast {
            Some(n) => n,
            None if self.eat_word("addrspace") => self.parse_addrspace_number()?,
            None => 0,
        };
        if matches!(self.tok.tok, Tok::Star) {
            return self.error("ptr* is invalid - use ptr instead");
        }
        Ok(self.m.types.ptr(space))
    }

    /// `(N)` after the `addrspace` keyword.
    pub(super) fn parse_addrspace_number(&mut self) -> PResult<u32> {
        self.expect(&Tok::LParen, "(")?;
        let n = self.expect_u32("address space")?;
        self.expect(&Tok::RParen, ")")?;
        Ok(n)
    }

    /// `(params...)` after a return type.
    pub(super) fn parse_function_type_params(&mut self, ret: TypeId) -> PResult<TypeId> {
        let loc = self.loc();
        self.expect(&Tok::LParen, "(")?;
        let mut params = Vec::new();
        let mut vararg = false;
        if !self.eat(&Tok::RParen) {
            loop {
                if self.eat(&Tok::Ellipsis) {
                    vararg = true;
                    self.expect(&Tok::RParen, ")")?;
                    break;
                }
                let ploc = self.loc();
                let t = self.parse_type()?;
                if !self.is_valid_param_type(t) {
                    return self.error_at(ploc, "invalid function argument type");
                }
                // Parameter attributes are allowed in function types and ignored.
                self.parse_param_attrs()?;
                params.push(t);
                if self.eat(&Tok::RParen) {
                    break;
                }
                self.expect(&Tok::Comma, ",")?;
            }
        }
        if !self.is_valid_return_type(ret) {
            return self.error_at(loc, "invalid function return type");
        }
        Ok(self.m.types.function(ret, params, vararg))
    }

    fn is_valid_param_type(&self, t: TypeId) -> bool {
        !matches!(
            self.m.types.get(t),
            Type::Void | Type::Function { .. } | Type::Label
        )
    }

    pub(super) fn is_valid_return_type(&self, t: TypeId) -> bool {
        !matches!(
            self.m.types.get(t),
            Type::Function { .. } | Type::Label | Type::Metadata
        )
    }

    pub(super) fn parse_type_no_suffix(&mut self) -> PResult<TypeId> {
        let loc = self.loc();
        let ty = match self.tok.tok {
            Tok::Word(w) => {
                if let Some(digits) = w.strip_prefix('i') {
                    // No other type keyword starts with 'i'.
                    let bits = lexer::parse_u64_digits(digits.as_bytes())
                        .and_then(|b| u32::try_from(b).ok());
                    return match bits {
                        Some(bits) if (1..=(1 << 23)).contains(&bits) => {
                            self.bump();
                            Ok(self.m.types.int(bits))
                        }
                        Some(_) => self.error("bitwidth for integer type out of range"),
                        None => self.error("expected type"),
                    };
                }
                if w == "ptr" {
                    return self.parse_ptr_type();
                }
                let t = match w {
                    "void" => Type::Void,
                    "half" => Type::Half,
                    "bfloat" => Type::BFloat,
                    "float" => Type::Float,
                    "double" => Type::Double,
                    "fp128" => Type::Fp128,
                    "x86_fp80" => Type::X86Fp80,
                    "ppc_fp128" => Type::PpcFp128,
                    "x86_amx" => Type::X86Amx,
                    "label" => Type::Label,
                    "token" => Type::Token,
                    "metadata" => Type::Metadata,
                    "target" => {
                        self.bump();
                        return self.parse_target_ext_type();
                    }
                    _ => return self.error("expected type"),
                };
                self.bump();
                t
            }
            Tok::LBrace => return self.parse_struct_type(false),
            Tok::Less => {
                if matches!(self.peek_next(), Tok::LBrace) {
                    self.bump();
                    let t = self.parse_struct_type(true)?;
                    self.expect(&Tok::Greater, ">")?;
                    return Ok(t);
                }
                return self.parse_vector_type();
            }
            Tok::LBracket => {
                self.bump();
                let len = self.expect_u64("array length")?;
                self.expect_word("x")?;
                let eloc = self.loc();
                let elem = self.parse_type()?;
                if !self.is_valid_element_type(elem) {
                    return self.error_at(eloc, "invalid array element type");
                }
                self.expect(&Tok::RBracket, "]")?;
                Type::Array { len, elem }
            }
            Tok::LocalName(n) => {
                self.bump();
                return Ok(self.named_type_ref(n.text().into_owned(), loc));
            }
            Tok::LocalNum(n) => {
                self.bump();
                return Ok(self.named_type_ref(n.to_string(), loc));
            }
            _ => return self.error("expected type"),
        };
        Ok(self.m.types.intern(ty))
    }

    fn is_valid_element_type(&self, t: TypeId) -> bool {
        !matches!(
            self.m.types.get(t),
            Type::Void | Type::Function { .. } | Type::Label | Type::Metadata | Type::Token
        )
    }

    /// A reference to identified struct `%name`, created as a forward reference if new.
    /// A type alias's name reads as the aliased type.
    fn named_type_ref(&mut self, name: String, loc: super::Loc) -> TypeId {
        if let Some(&aliased) = self.type_aliases.get(&name) {
            return aliased;
        }
        let ty = Type::Named(name);
        if let Some(id) = self.m.types.lookup(&ty) {
            return id;
        }
        let id = self.m.types.intern(ty);
        self.type_forward.insert(id, loc);
        id
    }

    /// `{ T, ... }` (current token `{`).
    fn parse_struct_type(&mut self, packed: bool) -> PResult<TypeId> {
        let fields = self.parse_struct_fields()?;
        Ok(self.m.types.intern(Type::Struct { fields, packed }))
    }

    fn parse_struct_fields(&mut self) -> PResult<Vec<TypeId>> {
        self.expect(&Tok::LBrace, "{")?;
        let mut fields = Vec::new();
        if self.eat(&Tok::RBrace) {
            return Ok(fields);
        }
        loop {
            let floc = self.loc();
            let t = self.parse_type()?;
            if !self.is_valid_element_type(t) {
                return self.error_at(floc, "invalid element type for struct");
            }
            fields.push(t);
            if self.eat(&Tok::RBrace) {
                return Ok(fields);
            }
            self.expect(&Tok::Comma, ",")?;
        }
    }

    /// `<N x T>` / `<vscale x N x T>` (current token `<`).
    fn parse_vector_type(&mut self) -> PResult<TypeId> {
        self.expect(&Tok::Less, "<")?;
        let scalable = self.eat_word("vscale");
        if scalable {
            self.expect_word("x")?;
        }
        let lloc = self.loc();
        let len = self.expect_u32("vector length")?;
        if len == 0 {
            return self.error_at(lloc, "zero element vector is illegal");
        }
        self.expect_word("x")?;
        let eloc = self.loc();
        let elem = self.parse_type()?;
        if !matches!(
            self.m.types.get(elem),
            Type::Int(_)
                | Type::Half
                | Type::BFloat
                | Type::Float
                | Type::Double
                | Type::Fp128
                | Type::X86Fp80
                | Type::PpcFp128
                | Type::Ptr(_)
        ) {
            return self.error_at(eloc, "invalid vector element type");
        }
        self.expect(&Tok::Greater, ">")?;
        Ok(self.m.types.intern(Type::Vector {
            len,
            scalable,
            elem,
        }))
    }

    /// `target("name", types..., ints...)` after the keyword.
    fn parse_target_ext_type(&mut self) -> PResult<TypeId> {
        self.expect(&Tok::LParen, "(")?;
        let name = self.expect_string("target extension type name")?;
        let mut types = Vec::new();
        let mut ints = Vec::new();
        while self.eat(&Tok::Comma) {
            if matches!(self.tok.tok, Tok::Int(_)) {
                ints.push(self.expect_u32("integer parameter")?);
            } else if ints.is_empty() {
                types.push(self.parse_type()?);
            } else {
                return self.error("expected integer parameter");
            }
        }
        self.expect(&Tok::RParen, ")")?;
        Ok(self.m.types.intern(Type::TargetExt { name, types, ints }))
    }

    /// `%T = type ...` at top level (current token is the `%T`).
    pub(super) fn parse_type_definition(&mut self) -> PResult<()> {
        let loc = self.loc();
        let name_tok = self.tok.tok;
        self.bump();
        let name = match name_tok {
            Tok::LocalName(n) => n.text().into_owned(),
            Tok::LocalNum(n) => {
                if n < self.next_type_number {
                    return self.error_at(
                        loc,
                        format!(
                            "type expected to be numbered '%{}' or greater",
                            self.next_type_number
                        ),
                    );
                }
                self.next_type_number = n + 1;
                n.to_string()
            }
            _ => return self.error_at(loc, "expected type name"),
        };
        self.expect(&Tok::Equal, "=")?;
        self.expect_word("type")?;
        if self.type_aliases.contains_key(&name) {
            return self.type_redefinition(loc, &name);
        }
        let defines_struct = match self.tok.tok {
            Tok::LBrace => true,
            Tok::Less => matches!(self.peek_next(), Tok::LBrace),
            _ => self.is_word("opaque"),
        };
        if !defines_struct {
            return self.parse_type_alias(name, loc);
        }
        let id = self.named_type_ref(name.clone(), loc);
        let was_forward = self.type_forward.remove(&id).is_some();
        if !was_forward && self.m.types.body(id).is_some() || self.defined_opaque(id) {
            return self.type_redefinition(loc, &name);
        }
        if self.eat_word("opaque") {
            self.opaque_types.insert(id);
            return Ok(());
        }
        let packed = matches!(self.tok.tok, Tok::Less);
        if packed {
            self.bump();
        }
        let fields = self.parse_struct_fields()?;
        if packed {
            self.expect(&Tok::Greater, ">")?;
        }
        self.m.types.set_body(id, StructBody { fields, packed });
        Ok(())
    }

    /// The rest of `%T = type <type>` for a type that is not a struct: `%T`
    /// becomes another name for it, as in LLVM. Such a name cannot be used
    /// before its definition (it would have been taken for a struct).
    fn parse_type_alias(&mut self, name: String, loc: super::Loc) -> PResult<()> {
        if let Some(id) = self.m.types.lookup(&Type::Named(name.clone())) {
            if self.type_forward.contains_key(&id) {
                return self.error_at(loc, "forward references to non-struct type");
            }
            return self.type_redefinition(loc, &name);
        }
        let aliased = self.parse_type()?;
        self.type_aliases.insert(name, aliased);
        Ok(())
    }

    fn type_redefinition(&self, loc: super::Loc, name: &str) -> PResult<()> {
        self.error_at(loc, format!("redefinition of type named '{name}'"))
    }

    fn defined_opaque(&self, id: TypeId) -> bool {
        self.opaque_types.contains(&id)
    }
}
