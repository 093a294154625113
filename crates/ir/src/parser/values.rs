//! Values, constants, constant expressions and metadata operands.
//!
//! `parse_value(ty)` reads an operand of a known type: a local (resolved or
//! forward-referenced within the current function), a global, a constant or
//! a constant expression. Types are checked where LLVM checks them.

use super::lexer::Tok;
use super::{FnState, Loc, Local, NameKey, PResult, Parser};
use crate::apint::ApInt;
use crate::constant::{BinaryOp, CastOp, ConstData, ConstId, GepFlags, IntFlags};
use crate::function::{Value, ValueData};
use crate::inst::{FloatPredicate, IntPredicate, Operand};
use crate::metadata::{MdField, MdFieldValue, MdKind, MdNode, MdRef};
use crate::module::GlobalId;
use crate::types::{Type, TypeId};

impl<'a> Parser<'a> {
    /// A type followed by a value of that type.
    #[inline(always)]
    pub(super) fn parse_typed_value(&mut self) -> PResult<(TypeId, Operand)> {
        let ty = self.parse_type()?;
        let v = self.parse_value(ty)?;
        Ok((ty, v))
    }

    /// A value of type `ty`.
    pub(super) fn parse_value(&mut self, ty: TypeId) -> PResult<Operand> {
        match self.tok.tok {
            Tok::LocalName(n) => {
                let loc = self.loc();
                self.bump();
                let n = n.text();
                let known = self.fs.as_ref().and_then(|fs| fs.locals.get_named(&n));
                self.local_value(known, || NameKey::Named(n), ty, loc)
                    .map(Operand::Value)
            }
            Tok::LocalNum(n) => {
                let loc = self.loc();
                self.bump();
                let known = self.fs.as_ref().and_then(|fs| fs.locals.get_numbered(n));
                self.local_value(known, || NameKey::Numbered(n), ty, loc)
                    .map(Operand::Value)
            }
            _ if self.m.types.is_metadata(ty) => {
                let reference = self.parse_md_ref()?;
                Ok(Operand::Metadata(self.m.add_metadata_operand(reference)))
            }
            _ => Ok(Operand::Const(self.parse_constant(ty)?)),
        }
    }

    /// The value a local name denotes (`known`: what the name is bound to, if anything),
    /// creating a forward reference of type `ty` if unknown. `key` builds the owned name
    /// only when it is needed.
    fn local_value(
        &mut self,
        known: Option<Local>,
        key: impl FnOnce() -> NameKey<'a>,
        ty: TypeId,
        loc: Loc,
    ) -> PResult<Value> {
        let Some(fs) = self.fs.as_mut() else {
            let key = key();
            return self.error_at(
                loc,
                format!("invalid use of function-local name '{}'", key.display('%')),
            );
        };
        match known {
            Some(Local::Value(v)) => {
                let actual = fs.body.value_type(v);
                if actual != ty {
                    let key = key();
                    let msg = format!(
                        "'{}' defined with type '{}' but expected '{}'",
                        key.display('%'),
                        self.m.types.display(actual),
                        self.m.types.display(ty)
                    );
                    return self.error_at(loc, msg);
                }
                Ok(v)
            }
            Some(Local::Block(_)) => {
                self.error_at(loc, format!("'{}' is not a value", key().display('%')))
            }
            None => {
                let key = key();
                if self.m.types.is_void(ty)
                    || self.m.types.is_label(ty)
                    || self.m.types.is_function(ty)
                {
                    return self.error_at(loc, "invalid use of a non-first-class type");
                }
                let v = Value(fs.body.values.len() as u32);
                fs.body.values.push(ValueData::new(ty, FnState::UNRESOLVED));
                fs.locals.insert(key.clone(), Local::Value(v));
                fs.forward.insert(key, loc);
                Ok(v)
            }
        }
    }

    /// A global reference by name, creating a forward reference if needed.
    pub(super) fn global_ref(&mut self, key: NameKey<'a>, loc: Loc) -> GlobalId {
        let existing = match &key {
            NameKey::Named(n) => self.m.global_by_name(n),
            NameKey::Numbered(n) => self.global_numbers.get(n).copied(),
        };
        if let Some(g) = existing {
            return g;
        }
        if let Some((g, _)) = self.global_forward.get(&key) {
            return *g;
        }
        let g = self.add_placeholder_global(&key);
        self.global_forward.insert(key, (g, loc));
        g
    }

    fn parse_global_ref_token(&mut self) -> PResult<GlobalId> {
        let loc = self.loc();
        let key = match self.tok.tok {
            Tok::GlobalName(n) => NameKey::Named(n.text()),
            Tok::GlobalNum(n) => NameKey::Numbered(n),
            _ => return self.error("expected global value name"),
        };
        self.bump();
        Ok(self.global_ref(key, loc))
    }

    /// A constant of type `ty`.
    pub(super) fn parse_constant(&mut self, ty: TypeId) -> PResult<ConstId> {
        let loc = self.loc();
        let data = match self.tok.tok {
            Tok::GlobalName(_) | Tok::GlobalNum(_) => {
                if !self.m.types.is_ptr(ty) {
                    return self.error("global variable reference must have pointer type");
                }
                let global = self.parse_global_ref_token()?;
                return Ok(self.const_cache.global(&mut self.m.consts, ty, global));
            }
            Tok::Int(text) => {
                let Some(width) = self.m.types.int_width(ty) else {
                    return self.error("integer constant must have integer type");
                };
                self.bump();
                let value = ApInt::from_decimal(width, text)
                    .ok_or_else(|| self.diagnostic_at(loc, "invalid integer"))?;
                return Ok(self.const_cache.int(&mut self.m.consts, ty, value));
            }
            Tok::UnsignedHexInt(digits) | Tok::SignedHexInt(digits) => {
                let signed = matches!(self.tok.tok, Tok::SignedHexInt(_));
                let Some(width) = self.m.types.int_width(ty) else {
                    return self.error("integer constant must have integer type");
                };
                self.bump();
                let value = if signed {
                    sign_extend_hex(width, digits)
                } else {
                    ApInt::from_hex(width, digits)
                };
                let value =
                    value.ok_or_else(|| self.diagnostic_at(loc, "invalid hexadecimal integer"))?;
                ConstData::Int { ty, value }
            }
            Tok::Float(text) => {
                let bits = self.float_bits(ty, text)?;
                self.bump();
                ConstData::Float { ty, bits }
            }
            Tok::CString(bytes) => {
                let bytes = bytes.get().into_owned();
                match self.m.types.get(ty) {
                    Type::Array { len, elem }
                        if *len == bytes.len() as u64
                            && self.m.types.int_width(*elem) == Some(8) => {}
                    _ => {
                        return self.error(format!(
                        "constant expression type mismatch: got type '[{} x i8]' but expected '{}'",
                        bytes.len(),
                        self.m.types.display(ty)
                    ))
                    }
                }
                self.bump();
                ConstData::Bytes { ty, bytes }
            }
            Tok::LBracket => {
                self.bump();
                let elems = self.parse_const_list(&Tok::RBracket, "]")?;
                match self.m.types.get(ty).clone() {
                    Type::Array { len, elem } => {
                        if len != elems.len() as u64 {
                            return self
                                .error_at(loc, "array constant has the wrong number of elements");
                        }
                        self.check_const_types(&elems, |_| elem, loc)?;
                    }
                    _ => {
                        return self.error_at(
                            loc,
                            format!("type '{}' is not an array type", self.m.types.display(ty)),
                        )
                    }
                }
                ConstData::Array { ty, elems }
            }
            Tok::LBrace => {
                self.bump();
                let fields = self.parse_const_list(&Tok::RBrace, "}")?;
                self.check_struct_const(ty, &fields, false, loc)?;
                ConstData::Struct { ty, fields }
            }
            Tok::Less => {
                self.bump();
                if self.eat(&Tok::LBrace) {
                    let fields = self.parse_const_list(&Tok::RBrace, "}")?;
                    self.expect(&Tok::Greater, ">")?;
                    self.check_struct_const(ty, &fields, true, loc)?;
                    ConstData::Struct { ty, fields }
                } else {
                    let elems = self.parse_const_list(&Tok::Greater, ">")?;
                    match self.m.types.get(ty).clone() {
                        Type::Vector {
                            len,
                            elem,
                            scalable: false,
                        } => {
                            if len as usize != elems.len() {
                                return self.error_at(
                                    loc,
                                    "vector constant has the wrong number of elements",
                                );
                            }
                            self.check_const_types(&elems, |_| elem, loc)?;
                        }
                        _ => {
                            return self.error_at(
                                loc,
                                format!("type '{}' is not a vector type", self.m.types.display(ty)),
                            )
                        }
                    }
                    ConstData::Vector { ty, elems }
                }
            }
            Tok::Word(w) => return self.parse_word_constant(w, ty, loc),
            Tok::Exclaim | Tok::MetaNum(_) | Tok::MetaName(_) => {
                return self.error("metadata is only allowed as a call argument or attachment");
            }
            _ => return self.error("expected value token"),
        };
        Ok(self.m.consts.intern(data))
    }

    fn check_const_types(
        &self,
        elems: &[ConstId],
        expected: impl Fn(usize) -> TypeId,
        loc: Loc,
    ) -> PResult<()> {
        for (i, e) in elems.iter().enumerate() {
            let want = expected(i);
            let got = self.m.consts.ty(*e);
            if got != want {
                return self.error_at(
                    loc,
                    format!(
                        "element {i} is of type '{}' but expected '{}'",
                        self.m.types.display(got),
                        self.m.types.display(want)
                    ),
                );
            }
        }
        Ok(())
    }

    fn check_struct_const(
        &self,
        ty: TypeId,
        fields: &[ConstId],
        packed: bool,
        loc: Loc,
    ) -> PResult<()> {
        match self.m.types.struct_fields(ty) {
            Some((ftys, is_packed)) if is_packed == packed && ftys.len() == fields.len() => {
                let ftys = ftys.to_vec();
                self.check_const_types(fields, |i| ftys[i], loc)
            }
            _ => self.error_at(
                loc,
                format!(
                    "constant expression type mismatch: struct constant does not match type '{}'",
                    self.m.types.display(ty)
                ),
            ),
        }
    }

    /// `ty value, ty value, ...` up to `close`.
    fn parse_const_list(&mut self, close: &Tok<'_>, what: &str) -> PResult<Vec<ConstId>> {
        let mut out = Vec::new();
        if self.eat(close) {
            return Ok(out);
        }
        loop {
            let t = self.parse_type()?;
            out.push(self.parse_constant(t)?);
            if self.eat(close) {
                return Ok(out);
            }
            if !self.eat(&Tok::Comma) {
                return self.error(format!("expected ',' or '{what}'"));
            }
        }
    }

    /// Constants introduced by a keyword.
    fn parse_word_constant(&mut self, w: &'a str, ty: TypeId, loc: Loc) -> PResult<ConstId> {
        let types = &self.m.types;
        let data = match w {
            "true" | "false" => {
                if types.int_width(ty) != Some(1) {
                    return self.error("boolean constant must have i1 type");
                }
                self.bump();
                ConstData::Int {
                    ty,
                    value: ApInt::from_u64(1, (w == "true") as u64),
                }
            }
            "null" => {
                if !types.is_ptr(ty) {
                    return self.error("null must be a pointer type");
                }
                self.bump();
                ConstData::Null(ty)
            }
            "none" => {
                if !types.is_token(ty) {
                    return self.error("invalid type for none constant");
                }
                self.bump();
                ConstData::NoneToken(ty)
            }
            "undef" | "poison" => {
                if matches!(
                    types.get(ty),
                    Type::Void | Type::Label | Type::Function { .. } | Type::Metadata
                ) {
                    return self.error(format!("invalid type for {w} constant"));
                }
                self.bump();
                if w == "undef" {
                    ConstData::Undef(ty)
                } else {
                    ConstData::Poison(ty)
                }
            }
            "zeroinitializer" => {
                if matches!(
                    types.get(ty),
                    Type::Void | Type::Label | Type::Function { .. } | Type::Metadata | Type::Token
                ) {
                    return self.error("invalid type for null constant");
                }
                self.bump();
                ConstData::Zero(ty)
            }
            "splat" => {
                self.bump();
                self.expect(&Tok::LParen, "(")?;
                let et = self.parse_type()?;
                let e = self.parse_constant(et)?;
                self.expect(&Tok::RParen, ")")?;
                match self.m.types.get(ty).clone() {
                    Type::Vector {
                        len,
                        elem,
                        scalable: false,
                    } if elem == et => ConstData::Vector {
                        ty,
                        elems: vec![e; len as usize],
                    },
                    _ => {
                        return self.error_at(
                            loc,
                            "invalid splat: the element type does not match the vector type",
                        )
                    }
                }
            }
            "blockaddress" => {
                self.bump();
                self.expect(&Tok::LParen, "(")?;
                let function = self.parse_global_ref_token()?;
                self.expect(&Tok::Comma, ",")?;
                let block = match self.tok.tok {
                    Tok::LocalName(n) => n.text().into_owned(),
                    Tok::LocalNum(n) => n.to_string(),
                    _ => return self.error("expected basic block name in blockaddress"),
                };
                self.bump();
                self.expect(&Tok::RParen, ")")?;
                ConstData::BlockAddress {
                    ty,
                    function,
                    block,
                }
            }
            "dso_local_equivalent" | "no_cfi" => {
                self.bump();
                let global = self.parse_global_ref_token()?;
                if w == "no_cfi" {
                    ConstData::NoCfi { ty, global }
                } else {
                    ConstData::DsoLocalEquivalent { ty, global }
                }
            }
            "asm" => return self.error("inline asm is only allowed as a callee"),
            _ => {
                let data = self.parse_constant_expression(w, loc)?;
                if data.ty() != ty {
                    return self.error_at(
                        loc,
                        format!(
                            "constant expression type mismatch: got type '{}' but expected '{}'",
                            self.m.types.display(data.ty()),
                            self.m.types.display(ty)
                        ),
                    );
                }
                data
            }
        };
        Ok(self.m.consts.intern(data))
    }

    /// True if constant `c` is zero, null, undef or poison (all its lanes, for a vector).
    fn is_null_or_undef(&self, c: ConstId) -> bool {
        match self.m.consts.get(c) {
            ConstData::Int { value, .. } => value.is_zero(),
            ConstData::Zero(_)
            | ConstData::Null(_)
            | ConstData::Undef(_)
            | ConstData::Poison(_) => true,
            ConstData::Vector { elems, .. } => elems.iter().all(|&e| self.is_null_or_undef(e)),
            _ => false,
        }
    }

    /// `op (...)` constant expressions; returns the expression with its computed type.
    /// The ones LLVM 19 no longer reads are read for typed-pointer IR (LLVM 14
    /// and earlier wrote them) and noted for [`Parser::check_removed_constant_expressions`].
    fn parse_constant_expression(&mut self, w: &'a str, loc: Loc) -> PResult<ConstData> {
        if matches!(w, "extractvalue" | "insertvalue" | "fneg") {
            return self.error_at(loc, format!("{w} constexprs are no longer supported"));
        }
        if !matches!(
            w,
            "add"
                | "sub"
                | "mul"
                | "xor"
                | "trunc"
                | "ptrtoint"
                | "inttoptr"
                | "bitcast"
                | "addrspacecast"
                | "getelementptr"
                | "extractelement"
                | "insertelement"
                | "shufflevector"
        ) && self.removed_constant_expression.is_none()
        {
            let known = CastOp::from_name(w).map(CastOp::name).or_else(|| {
                BinaryOp::from_name(w)
                    .map(BinaryOp::name)
                    .or_else(|| ["icmp", "fcmp", "select"].into_iter().find(|&k| k == w))
            });
            self.removed_constant_expression = known.map(|name| (loc, name));
        }
        if let Some(op) = CastOp::from_name(w) {
            self.bump();
            self.expect(&Tok::LParen, "(")?;
            let (from, v) = self.parse_typed_const()?;
            self.expect_word("to")?;
            let to = self.parse_type()?;
            self.expect(&Tok::RParen, ")")?;
            self.check_cast(op, from, to, loc)?;
            if op == CastOp::BitCast && from == to {
                // LLVM folds a cast to the type its operand has (the typed
                // pointer casts of LLVM 14 IR all become such casts).
                return Ok(self.m.consts.get(v).clone());
            }
            return Ok(ConstData::Cast {
                ty: to,
                op,
                value: v,
            });
        }
        if let Some(op) = BinaryOp::from_name(w) {
            self.bump();
            let flags = self.parse_int_flags(op.allowed_flags());
            self.expect(&Tok::LParen, "(")?;
            let (ty, lhs) = self.parse_typed_const()?;
            self.expect(&Tok::Comma, ",")?;
            let rhs = self.parse_constant_of_type(ty)?;
            self.expect(&Tok::RParen, ")")?;
            return Ok(ConstData::Binary {
                ty,
                op,
                flags,
                lhs,
                rhs,
            });
        }
        match w {
            "getelementptr" => {
                self.bump();
                let flags = self.parse_gep_flags();
                let inrange = if self.eat_word("inrange") {
                    self.expect(&Tok::LParen, "(")?;
                    let a = self.expect_i64("inrange start")?;
                    self.expect(&Tok::Comma, ",")?;
                    let b = self.expect_i64("inrange end")?;
                    self.expect(&Tok::RParen, ")")?;
                    Some((a, b))
                } else {
                    None
                };
                self.expect(&Tok::LParen, "(")?;
                let source_ty = self.parse_type()?;
                self.expect(&Tok::Comma, ",")?;
                let (base_ty, base) = self.parse_typed_const()?;
                let mut indices = Vec::new();
                let mut index_tys = Vec::new();
                while self.eat(&Tok::Comma) {
                    let (t, c) = self.parse_typed_const()?;
                    index_tys.push(t);
                    indices.push(c);
                }
                self.expect(&Tok::RParen, ")")?;
                let ops: Vec<Operand> = indices.iter().map(|c| Operand::Const(*c)).collect();
                let ty = self.gep_result_type(source_ty, base_ty, &index_tys, &ops, loc)?;
                if inrange.is_none()
                    && ty == base_ty
                    && indices.iter().all(|&i| self.is_null_or_undef(i))
                {
                    // LLVM folds a GEP that moves nowhere to its base (as
                    // typed-pointer IR's `getelementptr ([N x i8], ptr @s, i64 0, i64 0)`).
                    return Ok(self.m.consts.get(base).clone());
                }
                Ok(ConstData::Gep {
                    ty,
                    flags,
                    source_ty,
                    inrange,
                    base,
                    indices,
                })
            }
            "icmp" | "fcmp" => {
                self.bump();
                let pname = match self.tok.tok {
                    Tok::Word(p) => p,
                    _ => return self.error("expected comparison predicate"),
                };
                self.bump();
                self.expect(&Tok::LParen, "(")?;
                let (oty, lhs) = self.parse_typed_const()?;
                self.expect(&Tok::Comma, ",")?;
                let rhs = self.parse_constant_of_type(oty)?;
                self.expect(&Tok::RParen, ")")?;
                let ty = self.compare_result_type(oty);
                if w == "icmp" {
                    let pred = IntPredicate::from_name(pname)
                        .ok_or_else(|| self.diagnostic_at(loc, "expected icmp predicate"))?;
                    Ok(ConstData::ICmp { ty, pred, lhs, rhs })
                } else {
                    let pred = FloatPredicate::from_name(pname)
                        .ok_or_else(|| self.diagnostic_at(loc, "expected fcmp predicate"))?;
                    Ok(ConstData::FCmp { ty, pred, lhs, rhs })
                }
            }
            "extractelement" => {
                self.bump();
                self.expect(&Tok::LParen, "(")?;
                let (vty, vector) = self.parse_typed_const()?;
                self.expect(&Tok::Comma, ",")?;
                let (_, index) = self.parse_typed_const()?;
                self.expect(&Tok::RParen, ")")?;
                let Type::Vector { elem, .. } = *self.m.types.get(vty) else {
                    return self.error_at(loc, "extractelement operand must be a vector");
                };
                Ok(ConstData::ExtractElement {
                    ty: elem,
                    vector,
                    index,
                })
            }
            "insertelement" => {
                self.bump();
                self.expect(&Tok::LParen, "(")?;
                let (ty, vector) = self.parse_typed_const()?;
                self.expect(&Tok::Comma, ",")?;
                let (_, elem) = self.parse_typed_const()?;
                self.expect(&Tok::Comma, ",")?;
                let (_, index) = self.parse_typed_const()?;
                self.expect(&Tok::RParen, ")")?;
                Ok(ConstData::InsertElement {
                    ty,
                    vector,
                    elem,
                    index,
                })
            }
            "shufflevector" => {
                self.bump();
                self.expect(&Tok::LParen, "(")?;
                let (aty, a) = self.parse_typed_const()?;
                self.expect(&Tok::Comma, ",")?;
                let (_, b) = self.parse_typed_const()?;
                self.expect(&Tok::Comma, ",")?;
                let (mty, mask) = self.parse_typed_const()?;
                self.expect(&Tok::RParen, ")")?;
                let ty = self.shuffle_result_type(aty, mty, loc)?;
                Ok(ConstData::ShuffleVector { ty, a, b, mask })
            }
            "select" => {
                self.bump();
                self.expect(&Tok::LParen, "(")?;
                let (_, cond) = self.parse_typed_const()?;
                self.expect(&Tok::Comma, ",")?;
                let (ty, t) = self.parse_typed_const()?;
                self.expect(&Tok::Comma, ",")?;
                let f = self.parse_constant_of_type(ty)?;
                self.expect(&Tok::RParen, ")")?;
                Ok(ConstData::Select { ty, cond, t, f })
            }
            _ => self.error_at(loc, "expected value token"),
        }
    }

    fn expect_i64(&mut self, what: &str) -> PResult<i64> {
        match self.tok.tok {
            Tok::Int(t) => match t.parse::<i64>() {
                Ok(v) => {
                    self.bump();
                    Ok(v)
                }
                Err(_) => self.error(format!("expected {what}")),
            },
            _ => self.error(format!("expected {what}")),
        }
    }

    fn parse_typed_const(&mut self) -> PResult<(TypeId, ConstId)> {
        let t = self.parse_type()?;
        let c = self.parse_constant(t)?;
        Ok((t, c))
    }

    /// `ty value` where `ty` must equal `expected`.
    fn parse_constant_of_type(&mut self, expected: TypeId) -> PResult<ConstId> {
        let loc = self.loc();
        let t = self.parse_type()?;
        if t != expected {
            return self.error_at(loc, "operand types do not match");
        }
        self.parse_constant(t)
    }

    /// The flags of `allowed` (`nuw nsw exact disjoint nneg`, as the opcode
    /// takes them) in any order; another flag is left for the caller, whose
    /// next expectation (a type) then fails there, as in LLVM.
    pub(super) fn parse_int_flags(&mut self, allowed: u8) -> IntFlags {
        let mut f = IntFlags::default();
        loop {
            let bit = match self.tok.tok {
                Tok::Word("nuw") => IntFlags::NUW,
                Tok::Word("nsw") => IntFlags::NSW,
                Tok::Word("exact") => IntFlags::EXACT,
                Tok::Word("disjoint") => IntFlags::DISJOINT,
                Tok::Word("nneg") => IntFlags::NNEG,
                _ => return f,
            };
            if bit & allowed == 0 {
                return f;
            }
            f.0 |= bit;
            self.bump();
        }
    }

    pub(super) fn parse_gep_flags(&mut self) -> GepFlags {
        let mut f = GepFlags::default();
        loop {
            match self.tok.tok {
                Tok::Word("inbounds") => f.inbounds = true,
                Tok::Word("nusw") => f.nusw = true,
                Tok::Word("nuw") => f.nuw = true,
                _ => return f,
            }
            self.bump();
        }
    }

    /// `i1`, or `<N x i1>` for a vector operand type.
    pub(super) fn compare_result_type(&mut self, operand_ty: TypeId) -> TypeId {
        let i1 = self.m.types.int(1);
        match *self.m.types.get(operand_ty) {
            Type::Vector { len, scalable, .. } => self.m.types.intern(Type::Vector {
                len,
                scalable,
                elem: i1,
            }),
            _ => i1,
        }
    }

    pub(super) fn shuffle_result_type(
        &mut self,
        a: TypeId,
        mask: TypeId,
        loc: Loc,
    ) -> PResult<TypeId> {
        match (self.m.types.get(a).clone(), self.m.types.get(mask).clone()) {
            (Type::Vector { elem, .. }, Type::Vector { len, scalable, .. }) => {
                Ok(self.m.types.intern(Type::Vector {
                    len,
                    scalable,
                    elem,
                }))
            }
            _ => self.error_at(loc, "invalid shufflevector operands"),
        }
    }

    /// Result type of a GEP, checking that the indices walk `source_ty` validly.
    pub(super) fn gep_result_type(
        &mut self,
        source_ty: TypeId,
        base_ty: TypeId,
        index_tys: &[TypeId],
        indices: &[Operand],
        loc: Loc,
    ) -> PResult<TypeId> {
        let Some(space) = self.m.types.ptr_addrspace(base_ty) else {
            return self.error_at(loc, "base of getelementptr must be a pointer");
        };
        let mut vector_len = match self.m.types.get(base_ty) {
            Type::Vector { len, scalable, .. } => Some((*len, *scalable)),
            _ => None,
        };
        // Walk the indexed type: the first index steps over the pointer.
        let mut cur = source_ty;
        for (k, (ity, idx)) in index_tys.iter().zip(indices).enumerate() {
            match self.m.types.get(*ity) {
                Type::Int(_) => {}
                Type::Vector {
                    len,
                    scalable,
                    elem,
                } if self.m.types.is_int(*elem) => {
                    if let Some((l, _)) = vector_len {
                        if l != *len {
                            return self.error_at(
                                loc,
                                "getelementptr vector index has a wrong number of elements",
                            );
                        }
                    }
                    vector_len = Some((*len, *scalable));
                }
                _ => return self.error_at(loc, "getelementptr index must be an integer"),
            }
            if k == 0 {
                continue;
            }
            cur = match self.m.types.get(cur).clone() {
                Type::Array { elem, .. } | Type::Vector { elem, .. } => elem,
                Type::Struct { .. } | Type::Named(_) => {
                    let field = idx.as_const().and_then(|c| self.m.consts.struct_index(c));
                    let Some(field) = field else {
                        return self.error_at(loc, "invalid getelementptr indices");
                    };
                    match self.m.types.element_type(cur, field) {
                        Some(t) => t,
                        None => return self.error_at(loc, "invalid getelementptr indices"),
                    }
                }
                _ => return self.error_at(loc, "invalid getelementptr indices"),
            };
        }
        if matches!(
            self.m.types.get(source_ty),
            Type::Function { .. } | Type::Void | Type::Label | Type::Metadata | Type::Token
        ) || (matches!(self.m.types.get(source_ty), Type::Named(_))
            && self.m.types.body(source_ty).is_none()
            && !self.type_forward.contains_key(&source_ty))
        {
            return self.error_at(loc, "base element of getelementptr must be sized");
        }
        let ptr = self.m.types.ptr(space);
        Ok(match vector_len {
            Some((len, scalable)) => self.m.types.intern(Type::Vector {
                len,
                scalable,
                elem: ptr,
            }),
            None => ptr,
        })
    }

    /// A struct field index from an integer constant or a splat vector of them.
    /// The bits of a floating-point literal for type `ty`.
    fn float_bits(&self, ty: TypeId, text: &str) -> PResult<u128> {
        let invalid = || self.error("floating point constant invalid for type");
        let t = self.m.types.get(ty).clone();
        let prefixed = |p: &str| text.strip_prefix(p).map(|d| u128::from_str_radix(d, 16));
        let special = match (&t, text.get(..3)) {
            (Type::X86Fp80, Some("0xK")) => prefixed("0xK"),
            (Type::Fp128, Some("0xL")) => prefixed("0xL"),
            (Type::PpcFp128, Some("0xM")) => prefixed("0xM"),
            (Type::Half, Some("0xH")) => prefixed("0xH"),
            (Type::BFloat, Some("0xR")) => prefixed("0xR"),
            (_, Some("0xK" | "0xL" | "0xM" | "0xH" | "0xR")) => {
                return self.error(format!(
                    "floating point constant does not have type '{}'",
                    self.m.types.display(ty)
                ))
            }
            _ => None,
        };
        if let Some(r) = special {
            let text_value = r.or_else(|_| invalid())?;
            // `0xL`/`0xM` spell the low 64 bits first; store the natural bit pattern.
            return Ok(match t {
                Type::Fp128 | Type::PpcFp128 => text_value.rotate_right(64),
                Type::X86Fp80 => crate::apfloat::canonical_x86_fp80(text_value),
                _ => text_value,
            });
        }
        let value = if let Some(hex) = text.strip_prefix("0x") {
            match u64::from_str_radix(hex, 16) {
                Ok(b) => f64::from_bits(b),
                Err(_) => return invalid(),
            }
        } else {
            match text.parse::<f64>() {
                Ok(v) => v,
                Err(_) => return invalid(),
            }
        };
        match t {
            Type::Double => Ok(value.to_bits() as u128),
            Type::Float => crate::apfloat::f64_to_float_exact(value)
                .map(u128::from)
                .map_or_else(invalid, Ok),
            Type::Half => crate::apfloat::f64_to_half_exact(value)
                .map(u128::from)
                .map_or_else(invalid, Ok),
            Type::BFloat => crate::apfloat::f64_to_bfloat_exact(value)
                .map(u128::from)
                .map_or_else(invalid, Ok),
            _ => self.error(format!(
                "floating point constant does not have type '{}'",
                self.m.types.display(ty)
            )),
        }
    }

    // ----- metadata --------------------------------------------------------

    /// A metadata operand: `!N`, `!"s"`, `!{...}`, `!DIFoo(...)`, `null`, or `ty value`.
    pub(super) fn parse_md_ref(&mut self) -> PResult<MdRef> {
        let tok = self.tok.tok;
        match tok {
            Tok::MetaNum(n) => {
                let loc = self.loc();
                self.metadata_uses.entry(n).or_insert(loc);
                self.bump();
                Ok(MdRef::Node(n))
            }
            Tok::Exclaim => {
                self.bump();
                match self.tok.tok {
                    Tok::Str(s) => {
                        self.bump();
                        Ok(MdRef::String(s.get().into_owned()))
                    }
                    Tok::LBrace => {
                        let items = self.parse_md_tuple_body()?;
                        Ok(MdRef::Inline(Box::new(MdNode {
                            distinct: false,
                            kind: MdKind::Tuple(items),
                        })))
                    }
                    _ => self.error("expected metadata string or '{' after '!'"),
                }
            }
            Tok::MetaName(name) if matches!(self.peek_next(), Tok::LParen) => {
                self.bump();
                let kind = self.parse_specialized_node_body(name)?;
                Ok(MdRef::Inline(Box::new(MdNode {
                    distinct: false,
                    kind,
                })))
            }
            Tok::Word("null") => {
                self.bump();
                Ok(MdRef::Null)
            }
            _ => {
                let ty = self.parse_type()?;
                if self.m.types.is_metadata(ty) {
                    return self.error("invalid metadata operand");
                }
                let v = self.parse_value(ty)?;
                Ok(MdRef::Value(Box::new(v)))
            }
        }
    }

    /// `{ a, b }` after the `!` (current token `{`).
    pub(super) fn parse_md_tuple_body(&mut self) -> PResult<Vec<MdRef>> {
        self.expect(&Tok::LBrace, "{")?;
        let mut items = Vec::new();
        if self.eat(&Tok::RBrace) {
            return Ok(items);
        }
        loop {
            items.push(self.parse_md_ref()?);
            if self.eat(&Tok::RBrace) {
                return Ok(items);
            }
            self.expect(&Tok::Comma, ",")?;
        }
    }

    /// `(field: value, ...)` of a specialized node named `name` (current token `(`).
    pub(super) fn parse_specialized_node_body(&mut self, name: &str) -> PResult<MdKind> {
        self.expect(&Tok::LParen, "(")?;
        let mut fields = Vec::new();
        if !self.eat(&Tok::RParen) {
            loop {
                let label = match self.tok.tok {
                    Tok::Label(l) => {
                        self.bump();
                        Some(l.text().into_owned())
                    }
                    _ => None,
                };
                let value = match self.tok.tok {
                    Tok::MetaNum(_) | Tok::Exclaim | Tok::MetaName(_) | Tok::Word("null") => {
                        MdFieldValue::Ref(self.parse_md_ref()?)
                    }
                    _ if name == "DIArgList" => MdFieldValue::Ref(self.parse_md_ref()?),
                    _ => MdFieldValue::Raw(self.raw_field_value()?),
                };
                fields.push(MdField { label, value });
                if self.eat(&Tok::RParen) {
                    break;
                }
                self.expect(&Tok::Comma, ",")?;
            }
        }
        Ok(MdKind::Specialized {
            name: name.to_string(),
            fields,
        })
    }

    /// The source text of a field value up to the next `,` or `)` at depth 0, consumed.
    fn raw_field_value(&mut self) -> PResult<String> {
        let bytes = self.src.as_bytes();
        let start = self.tok.start;
        let mut i = start;
        let mut depth = 0usize;
        let mut in_string = false;
        while i < bytes.len() {
            let b = bytes[i];
            if in_string {
                if b == b'\\' {
                    i += 1;
                } else if b == b'"' {
                    in_string = false;
                }
            } else {
                match b {
                    b'"' => in_string = true,
                    b'(' => depth += 1,
                    b')' if depth == 0 => break,
                    b')' => depth -= 1,
                    b',' if depth == 0 => break,
                    b'\n' => break,
                    _ => {}
                }
            }
            i += 1;
        }
        let text = self.src[start..i].trim_end().to_string();
        if text.is_empty() {
            return self.error("expected metadata field value");
        }
        self.reset_to(i);
        Ok(text)
    }
}

/// A `s0x` hexadecimal literal: negative when the top digit has its high bit set.
fn sign_extend_hex(width: u32, digits: &str) -> Option<ApInt> {
    let bits = digits.len() as u32 * 4;
    let v = ApInt::from_hex(width, digits)?;
    let top_bit_set = digits.chars().next()?.to_digit(16)? >= 8;
    if bits >= width || !top_bit_set {
        return Some(v);
    }
    // value - 2^bits
    let two_pow = ApInt::from_hex(width, &format!("1{}", "0".repeat(digits.len())))?;
    Some(crate::apint::ApInt::wrapping_sub(&v, &two_pow))
}
