//! Function declarations and definitions, basic blocks and instructions.

use super::lexer::Tok;
use super::{GroupUse, Loc, NameKey, PResult, Parser};
use crate::attributes::AttrList;
use crate::constant::{BinaryOp, CastOp, ConstData};
use crate::function::{Block, Body, Function, Inst, Param, Value, ValueData, ValueDef};
use crate::inst::{
    Atomic, CallArg, CallConv, CallSite, ClauseKind, FastMath, FloatPredicate, InstData, InstKind,
    IntPredicate, Operand, OperandBundle, Ordering, RmwOp, TailKind,
};
use crate::metadata::{DebugRecord, MdAttachment};
use crate::module::{GlobalId, GlobalKind, GlobalValue};
use crate::types::{Type, TypeId};
use hashbrown::hash_table::{self, HashTable};
use rustc_hash::FxHashMap as HashMap;
use std::borrow::Cow;
use std::collections::hash_map::Entry;
use std::hash::Hasher;
use std::sync::OnceLock;

/// [`CallConv::from_name`] by hash lookup: it runs for every call and function header.
fn call_conv_from_name(word: &str) -> Option<CallConv> {
    static NAMES: OnceLock<HashMap<&'static str, CallConv>> = OnceLock::new();
    let names = NAMES.get_or_init(|| {
        let mut m = HashMap::default();
        m.insert("ccc", CallConv::C);
        for (id, name) in CallConv::NAMES {
            m.entry(name).or_insert(CallConv(id));
        }
        m
    });
    names.get(word).copied()
}

/// A local name's meaning within the function being parsed.
#[derive(Copy, Clone, Debug)]
pub(super) enum Local {
    Value(Value),
    Block(Block),
}

/// Local names of the function being parsed. Named locals are kept with the hash
/// of their name, computed once per lookup; lookups by borrowed name do not allocate.
#[derive(Default)]
pub(super) struct LocalTable<'a> {
    named: HashTable<(Cow<'a, str>, Local)>,
    numbered: HashMap<u32, Local>,
}

/// The hash under which [`LocalTable`] keeps a name.
fn local_name_hash(name: &str) -> u64 {
    let mut hasher = rustc_hash::FxHasher::default();
    hasher.write(name.as_bytes());
    hasher.finish()
}

/// An instruction as its body parser returns it: its kind, result type
/// (`None` for none) and attribute group references (calls).
type ParsedInstruction = (InstKind, Option<TypeId>, Vec<u32>);

impl<'a> LocalTable<'a> {
    pub fn get(&self, key: &NameKey<'a>) -> Option<Local> {
        match key {
            NameKey::Named(n) => self.get_named(n),
            NameKey::Numbered(n) => self.numbered.get(n).copied(),
        }
    }

    pub fn get_named(&self, name: &str) -> Option<Local> {
        self.named
            .find(local_name_hash(name), |(k, _)| k == name)
            .map(|&(_, local)| local)
    }

    pub fn get_numbered(&self, number: u32) -> Option<Local> {
        self.numbered.get(&number).copied()
    }

    pub fn contains_key(&self, key: &NameKey<'a>) -> bool {
        self.get(key).is_some()
    }

    /// The local bound to `key`; if there is none, binds `key` to `local` and returns `None`.
    pub fn get_or_bind(&mut self, key: &NameKey<'a>, local: Local) -> Option<Local> {
        match key {
            NameKey::Named(n) => match self.named.entry(
                local_name_hash(n),
                |(k, _)| k == n,
                |(k, _)| local_name_hash(k),
            ) {
                hash_table::Entry::Occupied(e) => Some(e.get().1),
                hash_table::Entry::Vacant(e) => {
                    e.insert((n.clone(), local));
                    None
                }
            },
            NameKey::Numbered(n) => match self.numbered.entry(*n) {
                Entry::Occupied(e) => Some(*e.get()),
                Entry::Vacant(e) => {
                    e.insert(local);
                    None
                }
            },
        }
    }

    /// Room for about `n` named locals.
    pub fn reserve_named(&mut self, n: usize) {
        self.named.reserve(n, |(k, _)| local_name_hash(k));
    }

    /// Binds `key` to `local`, replacing any previous binding.
    pub fn insert(&mut self, key: NameKey<'a>, local: Local) {
        match key {
            NameKey::Named(n) => {
                let hash = local_name_hash(&n);
                match self
                    .named
                    .entry(hash, |(k, _)| *k == n, |(k, _)| local_name_hash(k))
                {
                    hash_table::Entry::Occupied(mut e) => e.get_mut().1 = local,
                    hash_table::Entry::Vacant(e) => {
                        e.insert((n, local));
                    }
                }
            }
            NameKey::Numbered(n) => {
                self.numbered.insert(n, local);
            }
        }
    }
}

/// Per-function parsing state.
pub(super) struct FnState<'a> {
    pub body: Body,
    pub func: GlobalId,
    pub ret_ty: TypeId,
    pub locals: LocalTable<'a>,
    /// Names used before their definition, with their first use.
    pub forward: HashMap<NameKey<'a>, Loc>,
    pub next_number: u32,
    pub pending_records: Vec<DebugRecord>,
}

impl FnState<'_> {
    /// The `def` of a forward-referenced value until its definition is seen.
    pub const UNRESOLVED: ValueDef = ValueDef::Arg((1 << 31) - 1);
}

/// The pieces of a function header shared by `declare` and `define`.
struct Header<'a> {
    global: GlobalValue,
    params: Vec<(TypeId, Param, Option<NameKey<'a>>, Loc)>,
    groups: Vec<u32>,
    name_key: NameKey<'a>,
    name_loc: Loc,
}

impl<'a> Parser<'a> {
    /// `declare ...` or `define ... { body }` (current token is the keyword).
    pub(super) fn parse_function(&mut self) -> PResult<()> {
        let is_define = self.is_word("define");
        self.bump();
        let header = self.parse_function_header(is_define)?;
        if !is_define
            && !matches!(
                header.global.linkage,
                crate::module::Linkage::External | crate::module::Linkage::ExternWeak
            )
        {
            return self.error_at(header.name_loc, "invalid linkage for function declaration");
        }
        let Header {
            mut global,
            params,
            groups,
            name_key,
            name_loc,
        } = header;
        let id = self.claim_global_slot(&name_key, name_loc, "function")?;
        self.function_locations.push((id, name_loc));
        if is_define {
            let GlobalKind::Function(f) = &mut global.kind else {
                unreachable!("function header builds a function")
            };
            let ret_ty = self
                .m
                .types
                .function_parts(f.ty)
                .map(|p| p.0)
                .unwrap_or(f.ty);
            let mut fs = FnState {
                body: Body::new(),
                func: id,
                ret_ty,
                locals: LocalTable::default(),
                forward: HashMap::default(),
                next_number: 0,
                pending_records: Vec::new(),
            };
            for (ty, _, key, loc) in &params {
                let key = match key {
                    Some(NameKey::Numbered(n)) => {
                        if *n != fs.next_number {
                            return self.error_at(
                                *loc,
                                format!("argument expected to be numbered '%{}'", fs.next_number),
                            );
                        }
                        fs.next_number += 1;
                        NameKey::Numbered(*n)
                    }
                    Some(k) => k.clone(),
                    None => {
                        fs.next_number += 1;
                        NameKey::Numbered(fs.next_number - 1)
                    }
                };
                let name = match &key {
                    NameKey::Named(n) => Some(n.as_ref()),
                    NameKey::Numbered(_) => None,
                };
                if fs.locals.contains_key(&key) {
                    return self.error_at(
                        *loc,
                        format!("redefinition of argument '{}'", key.display('%')),
                    );
                }
                let v = fs.body.add_arg(*ty, None);
                if let Some(n) = name {
                    fs.body.set_unique_value_name_unchecked(v, n);
                }
                fs.locals.insert(key, Local::Value(v));
            }
            f.params = params.into_iter().map(|(_, p, _, _)| p).collect();
            self.m.globals[id.index()] = global;
            // Room for the body, estimated from its line count.
            let lines = self.estimate_body_lines();
            fs.body.reserve(lines, lines, lines / 4);
            fs.locals.reserve_named(lines);
            self.fs = Some(fs);
            let result = self.parse_function_body();
            let fs = self
                .fs
                .take()
                .expect("function state is set during the body");
            result?;
            if let Some(f) = self.m.function_mut(id) {
                f.body = Some(fs.body);
            }
        } else {
            if let GlobalKind::Function(f) = &mut global.kind {
                f.params = params.into_iter().map(|(_, p, _, _)| p).collect();
            }
            self.m.globals[id.index()] = global;
        }
        self.record_group_uses(GroupUse::Function(id), groups);
        Ok(())
    }

    /// Finds the global slot for a definition named `key`: a forward reference's slot,
    /// or a new one. Redefinitions are errors.
    pub(super) fn claim_global_slot(
        &mut self,
        key: &NameKey<'a>,
        loc: Loc,
        what: &str,
    ) -> PResult<GlobalId> {
        if let Some((g, _)) = self.global_forward.remove(key) {
            if let NameKey::Numbered(n) = key {
                self.global_numbers.insert(*n, g);
            }
            self.definition_order.push(g);
            return Ok(g);
        }
        let exists = match key {
            NameKey::Named(n) => self.m.global_by_name(n).is_some(),
            NameKey::Numbered(n) => self.global_numbers.contains_key(n),
        };
        if exists {
            return self.error_at(
                loc,
                format!("invalid redefinition of {what} '{}'", key.display('@')),
            );
        }
        let g = self.add_placeholder_global(key);
        if let NameKey::Numbered(n) = key {
            self.global_numbers.insert(*n, g);
        }
        self.definition_order.push(g);
        Ok(g)
    }

    /// The global name token of a definition, checking numbering of unnamed globals.
    pub(super) fn parse_global_definition_name(&mut self) -> PResult<(NameKey<'a>, Loc)> {
        let loc = self.loc();
        let key = match self.tok.tok {
            Tok::GlobalName(n) => NameKey::Named(n.text()),
            Tok::GlobalNum(n) => {
                if n < self.next_global_number {
                    return self.error(format!(
                        "variable expected to be numbered '@{}' or greater",
                        self.next_global_number
                    ));
                }
                self.next_global_number = n + 1;
                NameKey::Numbered(n)
            }
            _ => return self.error("expected function name"),
        };
        self.bump();
        Ok((key, loc))
    }

    fn parse_function_header(&mut self, is_define: bool) -> PResult<Header<'a>> {
        // `declare !dbg !5 ...`: attachments of a declaration come first.
        let mut leading_metadata = Vec::new();
        while matches!(self.tok.tok, Tok::MetaName(_)) {
            leading_metadata.push(self.parse_md_attachment()?);
        }
        let (linkage, dso_local, visibility, dll_storage) = self.parse_global_prefix();
        let linkage = linkage.unwrap_or_default();
        let cc = self.parse_calling_conv()?;
        let ret_attrs = self.parse_param_attrs()?;
        let ret_loc = self.loc();
        let ret_ty = self.parse_type()?;
        if !self.is_valid_return_type(ret_ty) {
            return self.error_at(ret_loc, "invalid function return type");
        }
        let (name_key, name_loc) = self.parse_global_definition_name()?;
        // Parameters.
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
                let loc = self.loc();
                let ty = self.parse_type()?;
                if matches!(
                    self.m.types.get(ty),
                    Type::Void | Type::Function { .. } | Type::Label
                ) {
                    return self.error_at(loc, "invalid type for function argument");
                }
                let attrs = self.parse_param_attrs()?;
                let key = match self.tok.tok {
                    Tok::LocalName(n) => {
                        self.bump();
                        Some(NameKey::Named(n.text()))
                    }
                    Tok::LocalNum(n) => {
                        self.bump();
                        Some(NameKey::Numbered(n))
                    }
                    _ => None,
                };
                let name = match &key {
                    Some(NameKey::Named(n)) if !is_define => Some(n.to_string()),
                    _ => None,
                };
                params.push((ty, Param { attrs, name }, key, loc));
                if self.eat(&Tok::RParen) {
                    break;
                }
                self.expect(&Tok::Comma, ",")?;
            }
        }
        let param_tys = params.iter().map(|p| p.0).collect();
        let fn_ty = self.m.types.function(ret_ty, param_tys, vararg);
        let mut f = Function::new(fn_ty);
        f.metadata = leading_metadata;
        f.cc = cc;
        f.ret_attrs = ret_attrs;
        // The parts after the parameters, each optional, in LLVM's fixed
        // order (anything out of order ends the header, and then the body
        // or the next entity must follow): `unnamed_addr`, `addrspace(N)`,
        // attributes (where `align N` may stand too), `section`,
        // `partition`, `comdat`, `align`, `gc`, `prefix`, `prologue`,
        // `personality`, then a definition's metadata attachments.
        let mut unnamed_addr = Default::default();
        if self.eat_word("unnamed_addr") {
            unnamed_addr = crate::module::UnnamedAddr::Global;
        } else if self.eat_word("local_unnamed_addr") {
            unnamed_addr = crate::module::UnnamedAddr::Local;
        }
        let mut addrspace = 0;
        if self.eat_word("addrspace") {
            addrspace = self.parse_addrspace_number()?;
        }
        let mut groups = Vec::new();
        loop {
            match self.tok.tok {
                Tok::Word("align") => {
                    self.bump();
                    f.align = Some(self.parse_alignment_value()?);
                }
                Tok::AttrGroup(n) => {
                    groups.push(n);
                    self.bump();
                }
                _ => {
                    let before = f.fn_attrs.len();
                    self.parse_fn_attrs(&mut f.fn_attrs, &mut groups)?;
                    if f.fn_attrs.len() == before {
                        break;
                    }
                }
            }
        }
        if self.eat_word("section") {
            f.section = Some(self.expect_string("section name")?);
        }
        if self.eat_word("partition") {
            f.partition = Some(self.expect_string("partition name")?);
        }
        if self.eat_word("comdat") {
            f.comdat = Some(self.parse_comdat_ref()?);
        }
        if self.eat_word("align") {
            f.align = Some(self.parse_alignment_value()?);
        }
        if self.eat_word("gc") {
            f.gc = Some(self.expect_string("garbage collector name")?);
        }
        for keyword in ["prefix", "prologue", "personality"] {
            if self.eat_word(keyword) {
                let ty = self.parse_type()?;
                let c = self.parse_constant(ty)?;
                match keyword {
                    "prefix" => f.prefix = Some(c),
                    "prologue" => f.prologue = Some(c),
                    _ => f.personality = Some(c),
                }
            }
        }
        // Only a definition has attachments here; after a declaration a
        // metadata name starts the next top-level entity.
        while let Tok::MetaName(kind) = self.tok.tok {
            if !is_define {
                break;
            }
            self.bump();
            let md = self.parse_md_ref()?;
            f.metadata.push((Cow::Owned(kind.to_string()), md));
        }
        Ok(Header {
            global: GlobalValue {
                name: match &name_key {
                    NameKey::Named(n) => n.to_string(),
                    NameKey::Numbered(_) => String::new(),
                },
                linkage,
                dso_local,
                visibility,
                dll_storage,
                thread_local: None,
                unnamed_addr,
                addrspace,
                kind: GlobalKind::Function(f),
            },
            params,
            groups,
            name_key,
            name_loc,
        })
    }

    /// A calling convention keyword or `cc N`; C when absent.
    pub(super) fn parse_calling_conv(&mut self) -> PResult<CallConv> {
        if let Tok::Word(w) = self.tok.tok {
            if w == "cc" {
                self.bump();
                return Ok(CallConv(self.expect_u32("calling convention number")?));
            }
            if let Some(cc) = call_conv_from_name(w) {
                self.bump();
                return Ok(cc);
            }
            if let Some(Ok(n)) = w.strip_prefix("cc").map(str::parse::<u32>) {
                self.bump();
                return Ok(CallConv(n));
            }
        }
        Ok(CallConv::C)
    }

    /// Roughly the number of lines of the function body that starts at the current
    /// token (`{`): the lines up to the first line starting with `}`.
    fn estimate_body_lines(&self) -> usize {
        let rest = self
            .src
            .as_bytes()
            .get(self.tok.start..)
            .unwrap_or_default();
        let mut lines = 0;
        let mut after_newline = false;
        // Blocks without a `}` (most of a body) are only counted: a loop the compiler
        // vectorizes. A block with one is scanned byte by byte for a `}` starting a line.
        for chunk in rest.chunks(128) {
            // Byte-wide counters (a chunk has fewer than 256 bytes) vectorize best.
            let (newlines, has_brace) = chunk.iter().fold((0u8, 0u8), |(n, any), &b| {
                (
                    n.wrapping_add(u8::from(b == b'\n')),
                    any | u8::from(b == b'}'),
                )
            });
            if has_brace == 0 {
                lines += usize::from(newlines);
                after_newline = chunk.last() == Some(&b'\n');
                continue;
            }
            for &b in chunk {
                if after_newline && b == b'}' {
                    return lines;
                }
                after_newline = b == b'\n';
                lines += usize::from(after_newline);
            }
        }
        lines
    }

    fn parse_function_body(&mut self) -> PResult<()> {
        if !self.eat(&Tok::LBrace) {
            return self.error("expected '{' in function body");
        }
        if matches!(self.tok.tok, Tok::RBrace) {
            return self.error("function body requires at least one basic block");
        }
        // Blocks, then the function's use-list order directives, as LLVM reads them.
        while !matches!(self.tok.tok, Tok::RBrace | Tok::Word("uselistorder")) {
            if matches!(self.tok.tok, Tok::Eof) {
                return self.error("expected '}' at end of function body");
            }
            self.parse_basic_block()?;
        }
        while !self.eat(&Tok::RBrace) {
            if !matches!(self.tok.tok, Tok::Word("uselistorder")) {
                return self.error("expected '}' at end of function body");
            }
            self.skip_uselistorder()?;
        }
        let fs = self.fs.as_ref().expect("in a function");
        if let Some((key, loc)) = fs.forward.iter().min_by_key(|(_, l)| l.order()) {
            return self.error_at(
                *loc,
                format!("use of undefined value '{}'", key.display('%')),
            );
        }
        Ok(())
    }

    fn fs(&mut self) -> &mut FnState<'a> {
        self.fs.as_mut().expect("in a function body")
    }

    fn parse_basic_block(&mut self) -> PResult<()> {
        let loc = self.loc();
        let key = match self.tok.tok {
            Tok::Label(l) => {
                let l = l.text();
                self.bump();
                if !l.is_empty() && l.bytes().all(|b| b.is_ascii_digit()) {
                    let n: u32 = l
                        .parse()
                        .or_else(|_| self.error_at(loc, "label number is too large"))?;
                    let next = self.fs().next_number;
                    if n < next {
                        return self.error_at(
                            loc,
                            format!("label expected to be numbered '{next}' or greater"),
                        );
                    }
                    self.fs().next_number = n + 1;
                    NameKey::Numbered(n)
                } else {
                    NameKey::Named(l)
                }
            }
            _ => {
                let fs = self.fs();
                fs.next_number += 1;
                NameKey::Numbered(fs.next_number - 1)
            }
        };
        let block = self.define_block(key, loc)?;
        self.fs().body.layout.push(block);
        loop {
            match self.tok.tok {
                Tok::DbgRecord(_) => {
                    let r = self.parse_debug_record()?;
                    self.fs().pending_records.push(r);
                    continue;
                }
                Tok::RBrace | Tok::Eof | Tok::Label(_) => {
                    return self.error("expected instruction opcode");
                }
                _ => {}
            }
            let inst = self.parse_instruction()?;
            let fs = self.fs();
            fs.body.append_inst(block, inst);
            if fs.body.inst(inst).kind.is_terminator() {
                return Ok(());
            }
        }
    }

    fn define_block(&mut self, key: NameKey<'a>, loc: Loc) -> PResult<Block> {
        let fs = self.fs();
        let fresh = Block(fs.body.blocks.len() as u32);
        match fs.locals.get_or_bind(&key, Local::Block(fresh)) {
            Some(Local::Block(b)) if fs.forward.remove(&key).is_some() => Ok(b),
            Some(Local::Block(_)) => {
                self.error_at(loc, format!("redefinition of label '{}'", key.display('%')))
            }
            Some(Local::Value(_)) => self.error_at(
                loc,
                format!(
                    "multiple definition of local value named '{}'",
                    key.display('%').trim_start_matches('%')
                ),
            ),
            None => {
                let name = match &key {
                    NameKey::Named(n) => Some(n.as_ref()),
                    NameKey::Numbered(_) => None,
                };
                let b = fs.body.create_block(None);
                debug_assert_eq!(b, fresh);
                if let Some(n) = name {
                    fs.body.set_unique_block_name_unchecked(b, n);
                }
                Ok(b)
            }
        }
    }

    /// A block referenced by name (`%bb`), created as a forward reference if new.
    fn block_ref(&mut self) -> PResult<Block> {
        let loc = self.loc();
        let key = match self.tok.tok {
            Tok::LocalName(n) => NameKey::Named(n.text()),
            Tok::LocalNum(n) => NameKey::Numbered(n),
            _ => return self.error("expected a basic block"),
        };
        self.bump();
        let fs = self.fs();
        let fresh = Block(fs.body.blocks.len() as u32);
        match fs.locals.get_or_bind(&key, Local::Block(fresh)) {
            Some(Local::Block(b)) => Ok(b),
            Some(Local::Value(_)) => {
                self.error_at(loc, format!("'{}' is not a basic block", key.display('%')))
            }
            None => {
                let name = match &key {
                    NameKey::Named(n) => Some(n.as_ref()),
                    NameKey::Numbered(_) => None,
                };
                let b = fs.body.create_block(None);
                debug_assert_eq!(b, fresh);
                if let Some(n) = name {
                    fs.body.set_unique_block_name_unchecked(b, n);
                }
                fs.forward.insert(key, loc);
                Ok(b)
            }
        }
    }

    /// `label %bb`
    fn parse_label_ref(&mut self) -> PResult<Block> {
        self.expect_word("label")?;
        self.block_ref()
    }

    /// `uselistorder <ty> <value>, { indexes }`, in a function or at module
    /// level. Use-list order is not modelled (and `opt -S` does not print it),
    /// so the directive is checked as far as it can be without use lists and
    /// dropped.
    pub(super) fn skip_uselistorder(&mut self) -> PResult<()> {
        self.bump();
        let ty = self.parse_type()?;
        if self.m.types.is_label(ty) && self.fs.is_some() {
            self.block_ref()?;
        } else {
            self.parse_value(ty)?;
        }
        self.expect(&Tok::Comma, ",")?;
        self.skip_uselistorder_indexes()
    }

    /// `uselistorder_bb @function, %block, { indexes }` (module level only).
    pub(super) fn skip_uselistorder_bb(&mut self) -> PResult<()> {
        self.bump();
        match self.tok.tok {
            Tok::GlobalName(_) | Tok::GlobalNum(_) => self.bump(),
            _ => return self.error("expected function name in uselistorder_bb"),
        }
        self.expect(&Tok::Comma, ",")?;
        match self.tok.tok {
            Tok::LocalName(_) | Tok::LocalNum(_) => self.bump(),
            _ => return self.error("expected basic block name in uselistorder_bb"),
        }
        self.expect(&Tok::Comma, ",")?;
        self.skip_uselistorder_indexes()
    }

    /// `{ i0, i1, ... }`: a permutation of `0..n` other than the identity,
    /// with at least two entries, as LLVM requires.
    fn skip_uselistorder_indexes(&mut self) -> PResult<()> {
        let start = self.loc();
        self.expect(&Tok::LBrace, "{")?;
        let mut indexes = Vec::new();
        loop {
            indexes.push(self.expect_u64("uselistorder index")?);
            if self.eat(&Tok::RBrace) {
                break;
            }
            self.expect(&Tok::Comma, ",")?;
        }
        if indexes.len() < 2 {
            return self.error_at(start, "expected >= 2 uselistorder indexes");
        }
        let mut seen = vec![false; indexes.len()];
        for &index in &indexes {
            match seen.get_mut(index as usize) {
                Some(slot) if !*slot => *slot = true,
                _ => {
                    return self.error_at(
                        start,
                        "expected distinct uselistorder indexes in range [0, size)",
                    )
                }
            }
        }
        if indexes
            .iter()
            .enumerate()
            .all(|(position, &index)| position as u64 == index)
        {
            return self.error_at(start, "expected uselistorder indexes to change the order");
        }
        Ok(())
    }

    /// `#dbg_value(...)` and the other debug records.
    fn parse_debug_record(&mut self) -> PResult<DebugRecord> {
        let kind = match self.tok.tok {
            Tok::DbgRecord(k) => k,
            _ => return self.error("expected debug record"),
        };
        let kind = match kind.strip_prefix("dbg_") {
            Some(k @ ("value" | "declare" | "assign" | "label")) => k.to_string(),
            _ => return self.error(format!("expected debug record type, found '#{kind}'")),
        };
        self.bump();
        self.expect(&Tok::LParen, "(")?;
        let mut args = Vec::new();
        loop {
            args.push(self.parse_md_ref()?);
            if self.eat(&Tok::RParen) {
                break;
            }
            self.expect(&Tok::Comma, ",")?;
        }
        Ok(DebugRecord { kind, args })
    }

    fn parse_instruction(&mut self) -> PResult<Inst> {
        let name_loc = self.loc();
        // An instruction never starts with a local name, so one here names the result.
        let result_name = match self.tok.tok {
            Tok::LocalName(n) => Some(NameKey::Named(n.text())),
            Tok::LocalNum(n) => Some(NameKey::Numbered(n)),
            _ => None,
        };
        if result_name.is_some() {
            self.bump();
            self.expect(&Tok::Equal, "=")?;
        }
        let op_loc = self.loc();
        let opcode = match self.tok.tok {
            Tok::Word(w) => w,
            _ => return self.error("expected instruction opcode"),
        };
        self.result_named = result_name.is_some();
        let (kind, result_ty, groups) = self.parse_instruction_body(opcode, op_loc)?;
        let mut data = InstData::new(kind);
        while matches!(self.tok.tok, Tok::Comma) && matches!(self.peek_next(), Tok::MetaName(_)) {
            self.bump();
            data.metadata.push(self.parse_md_attachment()?);
        }
        let fs = self.fs();
        if !fs.pending_records.is_empty() {
            data.debug_records = std::mem::take(&mut fs.pending_records).into();
        }
        let inst = fs.body.create_inst(data, None);
        let function = fs.func;
        self.instruction_locations.push((function, inst, op_loc));
        let is_void = result_ty.is_none_or(|t| self.m.types.is_void(t));
        if is_void {
            if let Some(key) = result_name {
                return self.error_at(
                    name_loc,
                    format!(
                        "instructions returning void cannot have a name: '{}'",
                        key.display('%')
                    ),
                );
            }
        } else {
            let ty = result_ty.expect("non-void result");
            let key = match result_name {
                Some(NameKey::Numbered(n)) => {
                    let next = self.fs().next_number;
                    if n < next {
                        return self.error_at(
                            name_loc,
                            format!("instruction expected to be numbered '%{next}' or greater"),
                        );
                    }
                    self.fs().next_number = n + 1;
                    NameKey::Numbered(n)
                }
                Some(k) => k,
                None => {
                    let fs = self.fs();
                    fs.next_number += 1;
                    NameKey::Numbered(fs.next_number - 1)
                }
            };
            self.define_result(key, ty, inst, name_loc)?;
        }
        if !groups.is_empty() {
            let func = self.fs().func;
            self.record_group_uses(GroupUse::CallSite(func, inst), groups);
        }
        Ok(inst)
    }

    /// Binds `key` to the result of `inst`, taking over a forward reference.
    fn define_result(&mut self, key: NameKey<'a>, ty: TypeId, inst: Inst, loc: Loc) -> PResult<()> {
        let fs = self.fs.as_mut().expect("in a function");
        let fresh = Value(fs.body.values.len() as u32);
        let v = match fs.locals.get_or_bind(&key, Local::Value(fresh)) {
            Some(Local::Value(v))
                if fs.forward.contains_key(&key)
                    && fs.body.values[v.index()].def() == FnState::UNRESOLVED =>
            {
                let expected = fs.body.values[v.index()].ty;
                if expected != ty {
                    let msg = format!(
                        "instruction forward referenced with type '{}'",
                        self.m.types.display(expected)
                    );
                    return self.error_at(loc, msg);
                }
                fs.forward.remove(&key);
                v
            }
            Some(_) => {
                return self.error_at(
                    loc,
                    format!(
                        "multiple definition of local value named '{}'",
                        key.display('%').trim_start_matches('%')
                    ),
                )
            }
            None => {
                fs.body.values.push(ValueData::new(ty, FnState::UNRESOLVED));
                fresh
            }
        };
        fs.body.values[v.index()].set_def(ValueDef::Inst(inst));
        fs.body.insts[inst.index()].result = Some(v);
        if let NameKey::Named(n) = &key {
            fs.body.set_unique_value_name_unchecked(v, n);
        }
        Ok(())
    }

    /// Parses the instruction after its opcode word; returns its kind, result type
    /// (`None` for none) and attribute group references (calls).
    fn parse_instruction_body(&mut self, opcode: &'a str, loc: Loc) -> PResult<ParsedInstruction> {
        self.bump();
        let kind_and_ty = match opcode {
            "ret" => {
                let ret_ty = self.fs().ret_ty;
                let ty_loc = self.loc();
                let ty = self.parse_type()?;
                if self.m.types.is_void(ty) {
                    if !self.m.types.is_void(ret_ty) {
                        return self.error_at(
                            ty_loc,
                            format!(
                                "value doesn't match function result type '{}'",
                                self.m.types.display(ret_ty)
                            ),
                        );
                    }
                    (InstKind::Ret(None), None)
                } else {
                    let v = self.parse_value(ty)?;
                    if ty != ret_ty {
                        return self.error_at(
                            ty_loc,
                            format!(
                                "value doesn't match function result type '{}'",
                                self.m.types.display(ret_ty)
                            ),
                        );
                    }
                    (InstKind::Ret(Some(v)), None)
                }
            }
            "br" => {
                if self.is_word("label") {
                    (InstKind::Br(self.parse_label_ref()?), None)
                } else {
                    let cloc = self.loc();
                    let (ty, cond) = self.parse_typed_value()?;
                    if self.m.types.int_width(ty) != Some(1) {
                        return self.error_at(cloc, "branch condition must have 'i1' type");
                    }
                    self.expect(&Tok::Comma, ",")?;
                    let then_dest = self.parse_label_ref()?;
                    self.expect(&Tok::Comma, ",")?;
                    let else_dest = self.parse_label_ref()?;
                    (
                        InstKind::CondBr {
                            cond,
                            then_dest,
                            else_dest,
                        },
                        None,
                    )
                }
            }
            "switch" => {
                let (ty, value) = self.parse_typed_value()?;
                if !self.m.types.is_int(ty) {
                    return self.error_at(loc, "switch condition must have integer type");
                }
                self.expect(&Tok::Comma, ",")?;
                let default = self.parse_label_ref()?;
                self.expect(&Tok::LBracket, "[")?;
                let mut cases = Vec::new();
                while !self.eat(&Tok::RBracket) {
                    let cloc = self.loc();
                    let cty = self.parse_type()?;
                    if cty != ty {
                        return self.error_at(
                            cloc,
                            "case value is not a constant integer of the switch type",
                        );
                    }
                    let c = self.parse_constant(cty)?;
                    if !matches!(self.m.consts.get(c), ConstData::Int { .. }) {
                        return self.error_at(cloc, "case value is not a constant integer");
                    }
                    if cases.iter().any(|(x, _)| *x == c) {
                        return self.error_at(cloc, "duplicate case value in switch");
                    }
                    self.expect(&Tok::Comma, ",")?;
                    let dest = self.parse_label_ref()?;
                    cases.push((c, dest));
                }
                (
                    InstKind::Switch {
                        value,
                        default,
                        cases,
                    },
                    None,
                )
            }
            "indirectbr" => {
                let (_, address) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                self.expect(&Tok::LBracket, "[")?;
                let mut dests = Vec::new();
                if !self.eat(&Tok::RBracket) {
                    loop {
                        dests.push(self.parse_label_ref()?);
                        if self.eat(&Tok::RBracket) {
                            break;
                        }
                        self.expect(&Tok::Comma, ",")?;
                    }
                }
                (InstKind::IndirectBr { address, dests }, None)
            }
            "invoke" => {
                let (call, ret, groups) = self.parse_call_site()?;
                self.expect_word("to")?;
                let normal = self.parse_label_ref()?;
                self.expect_word("unwind")?;
                let unwind = self.parse_label_ref()?;
                return Ok((
                    InstKind::Invoke {
                        call: Box::new(call),
                        normal,
                        unwind,
                    },
                    ret,
                    groups,
                ));
            }
            "callbr" => {
                let (call, ret, groups) = self.parse_call_site()?;
                self.expect_word("to")?;
                let default = self.parse_label_ref()?;
                self.expect(&Tok::LBracket, "[")?;
                let mut indirect = Vec::new();
                if !self.eat(&Tok::RBracket) {
                    loop {
                        indirect.push(self.parse_label_ref()?);
                        if self.eat(&Tok::RBracket) {
                            break;
                        }
                        self.expect(&Tok::Comma, ",")?;
                    }
                }
                return Ok((
                    InstKind::CallBr {
                        call: Box::new(call),
                        default,
                        indirect,
                    },
                    ret,
                    groups,
                ));
            }
            "resume" => {
                let (_, v) = self.parse_typed_value()?;
                (InstKind::Resume(v), None)
            }
            "unreachable" => (InstKind::Unreachable, None),
            "catchswitch" => {
                self.expect_word("within")?;
                let parent = self.parse_pad_parent()?;
                self.expect(&Tok::LBracket, "[")?;
                let mut handlers = Vec::new();
                loop {
                    handlers.push(self.parse_label_ref()?);
                    if self.eat(&Tok::RBracket) {
                        break;
                    }
                    self.expect(&Tok::Comma, ",")?;
                }
                self.expect_word("unwind")?;
                let unwind = self.parse_unwind_dest()?;
                let token = self.m.types.token();
                (
                    InstKind::CatchSwitch {
                        parent,
                        handlers,
                        unwind,
                    },
                    Some(token),
                )
            }
            "catchret" => {
                self.expect_word("from")?;
                let token = self.m.types.token();
                let pad = self.parse_value(token)?;
                self.expect_word("to")?;
                let dest = self.parse_label_ref()?;
                (InstKind::CatchRet { pad, dest }, None)
            }
            "cleanupret" => {
                self.expect_word("from")?;
                let token = self.m.types.token();
                let pad = self.parse_value(token)?;
                self.expect_word("unwind")?;
                let unwind = self.parse_unwind_dest()?;
                (InstKind::CleanupRet { pad, unwind }, None)
            }
            "catchpad" | "cleanuppad" => {
                self.expect_word("within")?;
                let parent = self.parse_pad_parent()?;
                self.expect(&Tok::LBracket, "[")?;
                let mut args = Vec::new();
                if !self.eat(&Tok::RBracket) {
                    loop {
                        args.push(self.parse_typed_value()?.1);
                        if self.eat(&Tok::RBracket) {
                            break;
                        }
                        self.expect(&Tok::Comma, ",")?;
                    }
                }
                let token = self.m.types.token();
                let kind = if opcode == "catchpad" {
                    InstKind::CatchPad {
                        catchswitch: parent,
                        args,
                    }
                } else {
                    InstKind::CleanupPad { parent, args }
                };
                (kind, Some(token))
            }
            "fneg" => {
                let fmf = self.parse_fast_math();
                let (ty, value) = self.parse_typed_value()?;
                if !self.m.types.is_float(self.m.types.scalar_type(ty)) {
                    return self.error_at(loc, "invalid operand type for instruction");
                }
                (InstKind::FNeg { fmf, value }, Some(ty))
            }
            "extractelement" => {
                let (vty, vector) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let (_, index) = self.parse_typed_value()?;
                let Type::Vector { elem, .. } = *self.m.types.get(vty) else {
                    return self.error_at(loc, "invalid extractelement operands");
                };
                (InstKind::ExtractElement { vector, index }, Some(elem))
            }
            "insertelement" => {
                let (vty, vector) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let (_, elem) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let (_, index) = self.parse_typed_value()?;
                if !self.m.types.is_vector(vty) {
                    return self.error_at(loc, "invalid insertelement operands");
                }
                (
                    InstKind::InsertElement {
                        vector,
                        elem,
                        index,
                    },
                    Some(vty),
                )
            }
            "shufflevector" => {
                let (aty, a) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let (_, b) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let mty = self.parse_type()?;
                let mask = self.parse_constant(mty)?;
                let ty = self.shuffle_result_type(aty, mty, loc)?;
                (InstKind::ShuffleVector { a, b, mask }, Some(ty))
            }
            "extractvalue" => {
                let (aty, aggregate) = self.parse_typed_value()?;
                let indices = self.parse_aggregate_indices()?;
                let ty = self.indexed_aggregate_type(aty, &indices, loc)?;
                (InstKind::ExtractValue { aggregate, indices }, Some(ty))
            }
            "insertvalue" => {
                let (aty, aggregate) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let vloc = self.loc();
                let (vty, value) = self.parse_typed_value()?;
                let indices = self.parse_aggregate_indices()?;
                let ety = self.indexed_aggregate_type(aty, &indices, loc)?;
                if ety != vty {
                    return self.error_at(
                        vloc,
                        format!(
                            "insertvalue operand and field disagree in type: '{}' instead of '{}'",
                            self.m.types.display(vty),
                            self.m.types.display(ety)
                        ),
                    );
                }
                (
                    InstKind::InsertValue {
                        aggregate,
                        value,
                        indices,
                    },
                    Some(aty),
                )
            }
            "alloca" => {
                let inalloca = self.eat_word("inalloca");
                let swifterror = self.eat_word("swifterror");
                let allocated_ty = self.parse_type()?;
                let mut count = None;
                let mut align = None;
                let mut addrspace = 0;
                while matches!(self.tok.tok, Tok::Comma)
                    && !matches!(self.peek_next(), Tok::MetaName(_))
                {
                    self.bump();
                    if self.eat_word("align") {
                        align = Some(self.parse_alignment_value()?);
                    } else if self.eat_word("addrspace") {
                        addrspace = self.parse_addrspace_number()?;
                    } else if count.is_none() && align.is_none() {
                        count = Some(self.parse_typed_value()?.1);
                    } else {
                        return self.error("expected 'align' or 'addrspace'");
                    }
                }
                let ptr = self.m.types.ptr(addrspace);
                (
                    InstKind::Alloca {
                        allocated_ty,
                        count,
                        align,
                        addrspace,
                        inalloca,
                        swifterror,
                    },
                    Some(ptr),
                )
            }
            "load" => {
                let is_atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let ty = self.parse_explicit_type_and_comma("load")?;
                let (ptr, atomic, align) = self.parse_memory_access_tail("load", is_atomic)?;
                (
                    InstKind::Load {
                        ty,
                        ptr,
                        volatile,
                        atomic,
                        align,
                    },
                    Some(ty),
                )
            }
            "store" => {
                let is_atomic = self.eat_word("atomic");
                let volatile = self.eat_word("volatile");
                let (_, value) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let (ptr, atomic, align) = self.parse_memory_access_tail("store", is_atomic)?;
                (
                    InstKind::Store {
                        value,
                        ptr,
                        volatile,
                        atomic,
                        align,
                    },
                    None,
                )
            }
            "fence" => (InstKind::Fence(self.parse_atomic()?), None),
            "cmpxchg" => {
                let weak = self.eat_word("weak");
                let volatile = self.eat_word("volatile");
                let (_, ptr) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let (ty, expected) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let new = self.parse_value_of_type(ty)?;
                let syncscope = self.parse_syncscope()?;
                let success = self.parse_ordering()?;
                let failure = self.parse_ordering()?;
                let align = self.parse_optional_comma_align()?;
                let i1 = self.m.types.int(1);
                let rty = self.m.types.intern(Type::Struct {
                    fields: vec![ty, i1],
                    packed: false,
                });
                (
                    InstKind::CmpXchg {
                        ptr,
                        expected,
                        new,
                        weak,
                        volatile,
                        syncscope,
                        success,
                        failure,
                        align,
                    },
                    Some(rty),
                )
            }
            "atomicrmw" => {
                let volatile = self.eat_word("volatile");
                let op = match self.tok.tok {
                    Tok::Word(w) => RmwOp::from_name(w),
                    _ => None,
                };
                let Some(op) = op else {
                    return self.error("expected binary operation in atomicrmw");
                };
                self.bump();
                let (_, ptr) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let (ty, value) = self.parse_typed_value()?;
                let atomic = self.parse_atomic()?;
                let align = self.parse_optional_comma_align()?;
                (
                    InstKind::AtomicRmw {
                        op,
                        ptr,
                        value,
                        volatile,
                        atomic,
                        align,
                    },
                    Some(ty),
                )
            }
            "getelementptr" => {
                let flags = self.parse_gep_flags();
                let source_ty = self.parse_explicit_type_and_comma("getelementptr")?;
                let (base_ty, base) = self.parse_typed_value()?;
                // Most GEPs have one or two indices.
                let mut indices = Vec::with_capacity(2);
                // Index types are only needed here: reuse one buffer for all GEPs.
                let mut index_tys = std::mem::take(&mut self.scratch_types);
                index_tys.clear();
                while matches!(self.tok.tok, Tok::Comma)
                    && !matches!(self.peek_next(), Tok::MetaName(_))
                {
                    self.bump();
                    let (t, v) = self.parse_typed_value()?;
                    index_tys.push(t);
                    indices.push(v);
                }
                let ty = self.gep_result_type(source_ty, base_ty, &index_tys, &indices, loc);
                self.scratch_types = index_tys;
                let ty = ty?;
                (
                    InstKind::Gep {
                        flags,
                        source_ty,
                        base,
                        indices,
                    },
                    Some(ty),
                )
            }
            "icmp" => {
                let pred = self.parse_predicate(IntPredicate::from_name, "icmp")?;
                let (ty, lhs) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let rhs = self.parse_value(ty)?;
                let s = self.m.types.scalar_type(ty);
                if !self.m.types.is_int(s) && !self.m.types.is_ptr(s) {
                    return self.error_at(loc, "icmp requires integer operands");
                }
                let rty = self.compare_result_type(ty);
                (InstKind::ICmp { pred, lhs, rhs }, Some(rty))
            }
            "fcmp" => {
                let fmf = self.parse_fast_math();
                let pred = self.parse_predicate(FloatPredicate::from_name, "fcmp")?;
                let (ty, lhs) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let rhs = self.parse_value(ty)?;
                if !self.m.types.is_float(self.m.types.scalar_type(ty)) {
                    return self.error_at(loc, "fcmp requires floating point operands");
                }
                let rty = self.compare_result_type(ty);
                (
                    InstKind::FCmp {
                        pred,
                        fmf,
                        lhs,
                        rhs,
                    },
                    Some(rty),
                )
            }
            "phi" => {
                let fmf = self.parse_fast_math();
                let ty = self.parse_type()?;
                if !self.m.types.is_first_class(ty) || self.m.types.is_label(ty) {
                    return self.error_at(loc, "phi node must have first class type");
                }
                // Most phis join two edges.
                let mut incoming = Vec::with_capacity(2);
                loop {
                    self.expect(&Tok::LBracket, "[")?;
                    let v = self.parse_value(ty)?;
                    self.expect(&Tok::Comma, ",")?;
                    let b = self.block_ref()?;
                    self.expect(&Tok::RBracket, "]")?;
                    incoming.push((v, b));
                    if !(matches!(self.tok.tok, Tok::Comma)
                        && matches!(self.peek_next(), Tok::LBracket))
                    {
                        break;
                    }
                    self.bump();
                }
                (InstKind::Phi { ty, fmf, incoming }, Some(ty))
            }
            "select" => {
                let fmf = self.parse_fast_math();
                let cloc = self.loc();
                let (cty, cond) = self.parse_typed_value()?;
                if self.m.types.int_width(self.m.types.scalar_type(cty)) != Some(1) {
                    return self.error_at(cloc, "select condition must be i1 or <n x i1>");
                }
                self.expect(&Tok::Comma, ",")?;
                let (ty, t) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let f = self.parse_value_of_type(ty)?;
                (InstKind::Select { fmf, cond, t, f }, Some(ty))
            }
            "freeze" => {
                let (ty, v) = self.parse_typed_value()?;
                (InstKind::Freeze(v), Some(ty))
            }
            "call" => return self.parse_call(TailKind::None),
            "tail" | "musttail" | "notail" => {
                let tail = match opcode {
                    "tail" => TailKind::Tail,
                    "musttail" => TailKind::MustTail,
                    _ => TailKind::NoTail,
                };
                self.expect_word("call")?;
                return self.parse_call(tail);
            }
            "va_arg" => {
                let (_, list) = self.parse_typed_value()?;
                self.expect(&Tok::Comma, ",")?;
                let ty = self.parse_type()?;
                (InstKind::VaArg { list, ty }, Some(ty))
            }
            "landingpad" => {
                let ty = self.parse_type()?;
                let cleanup = self.eat_word("cleanup");
                let mut clauses = Vec::new();
                loop {
                    let kind = if self.eat_word("catch") {
                        ClauseKind::Catch
                    } else if self.eat_word("filter") {
                        ClauseKind::Filter
                    } else {
                        break;
                    };
                    let (_, v) = self.parse_typed_value()?;
                    clauses.push((kind, v));
                }
                (
                    InstKind::LandingPad {
                        ty,
                        cleanup,
                        clauses,
                    },
                    Some(ty),
                )
            }
            // The binary operators and casts, after the other opcodes (those a
            // statepoint-heavy body is mostly made of).
            _ => {
                if let Some(op) = BinaryOp::from_name(opcode) {
                    return self.parse_binary_instruction(op, loc);
                }
                if let Some(op) = CastOp::from_name(opcode) {
                    return self.parse_cast_instruction(op, loc);
                }
                return self.error_at(
                    loc,
                    format!("expected instruction opcode, found '{opcode}'"),
                );
            }
        };
        Ok((kind_and_ty.0, kind_and_ty.1, Vec::new()))
    }

    /// A binary operator instruction after its opcode `op` (at `loc`).
    fn parse_binary_instruction(&mut self, op: BinaryOp, loc: Loc) -> PResult<ParsedInstruction> {
        let flags = self.parse_int_flags(op.allowed_flags());
        let fmf = if op.is_float() {
            self.parse_fast_math()
        } else {
            FastMath::default()
        };
        let (ty, lhs) = self.parse_typed_value()?;
        self.expect(&Tok::Comma, ",")?;
        let rhs = self.parse_value(ty)?;
        let scalar = self.m.types.scalar_type(ty);
        let ok = if op.is_float() {
            self.m.types.is_float(scalar)
        } else {
            self.m.types.is_int(scalar)
        };
        if !ok {
            return self.error_at(loc, "invalid operand type for instruction");
        }
        Ok((
            InstKind::Binary {
                op,
                flags,
                fmf,
                lhs,
                rhs,
            },
            Some(ty),
            Vec::new(),
        ))
    }

    /// A cast instruction after its opcode `op` (at `loc`).
    fn parse_cast_instruction(&mut self, op: CastOp, loc: Loc) -> PResult<ParsedInstruction> {
        let flags = self.parse_int_flags(op.allowed_flags());
        let fmf = self.parse_fast_math();
        let (from, value) = self.parse_typed_value()?;
        self.expect_word("to")?;
        let to = self.parse_type()?;
        self.check_cast(op, from, to, loc)?;
        Ok((
            InstKind::Cast {
                op,
                flags,
                fmf,
                value,
                to,
            },
            Some(to),
            Vec::new(),
        ))
    }

    fn parse_call(&mut self, tail: TailKind) -> PResult<ParsedInstruction> {
        let fmf = self.parse_fast_math();
        let (call, ret, groups) = self.parse_call_site()?;
        Ok((InstKind::Call { tail, fmf, call }, ret, groups))
    }

    /// `ty value` whose type must be `expected`.
    fn parse_value_of_type(&mut self, expected: TypeId) -> PResult<Operand> {
        let loc = self.loc();
        let ty = self.parse_type()?;
        if ty != expected {
            return self.error_at(
                loc,
                format!(
                    "'{}' does not match the expected type '{}'",
                    self.m.types.display(ty),
                    self.m.types.display(expected)
                ),
            );
        }
        self.parse_value(ty)
    }

    fn parse_pad_parent(&mut self) -> PResult<Operand> {
        let token = self.m.types.token();
        if self.is_word("none") {
            return Ok(Operand::Const(self.parse_constant(token)?));
        }
        self.parse_value(token)
    }

    /// `label %bb` or `to caller` after `unwind`.
    fn parse_unwind_dest(&mut self) -> PResult<Option<Block>> {
        if self.eat_word("to") {
            self.expect_word("caller")?;
            return Ok(None);
        }
        Ok(Some(self.parse_label_ref()?))
    }

    fn parse_predicate<P>(&mut self, from_name: fn(&str) -> Option<P>, what: &str) -> PResult<P> {
        let p = match self.tok.tok {
            Tok::Word(w) => from_name(w),
            _ => None,
        };
        match p {
            Some(p) => {
                self.bump();
                Ok(p)
            }
            None => self.error(format!("expected {what} predicate")),
        }
    }

    /// `, idx, idx...` for extractvalue/insertvalue (stops before metadata attachments).
    fn parse_aggregate_indices(&mut self) -> PResult<Vec<u32>> {
        let mut out = Vec::new();
        while matches!(self.tok.tok, Tok::Comma) && matches!(self.peek_next(), Tok::Int(_)) {
            self.bump();
            out.push(self.expect_u32("aggregate index")?);
        }
        if out.is_empty() {
            return self.error("expected index");
        }
        Ok(out)
    }

    fn indexed_aggregate_type(&self, agg: TypeId, indices: &[u32], loc: Loc) -> PResult<TypeId> {
        let mut cur = agg;
        for &i in indices {
            if !self.m.types.is_aggregate(cur) {
                return self.error_at(loc, "extractvalue operand must be aggregate type");
            }
            match self.m.types.element_type(cur, i as u64) {
                Some(t) => cur = t,
                None => return self.error_at(loc, "invalid indices for extractvalue"),
            }
        }
        Ok(cur)
    }

    pub(super) fn parse_fast_math(&mut self) -> FastMath {
        let mut f = FastMath::default();
        while let Tok::Word(w) = self.tok.tok {
            match FastMath::from_name(w) {
                Some(bits) => {
                    f.0 |= bits;
                    self.bump();
                }
                None => break,
            }
        }
        f
    }

    fn parse_syncscope(&mut self) -> PResult<Option<Box<str>>> {
        if self.is_word("syncscope") {
            self.bump();
            self.expect(&Tok::LParen, "(")?;
            let s = self.expect_string("synchronization scope name")?;
            self.expect(&Tok::RParen, ")")?;
            return Ok(Some(s.into_boxed_str()));
        }
        Ok(None)
    }

    fn parse_ordering(&mut self) -> PResult<Ordering> {
        let o = match self.tok.tok {
            Tok::Word(w) => Ordering::from_name(w),
            _ => None,
        };
        match o {
            Some(o) => {
                self.bump();
                Ok(o)
            }
            None => self.error("Expected ordering on atomic instruction"),
        }
    }

    fn parse_atomic(&mut self) -> PResult<Atomic> {
        let syncscope = self.parse_syncscope()?;
        let ordering = self.parse_ordering()?;
        Ok(Atomic {
            syncscope,
            ordering,
        })
    }

    /// The pointer operand, atomic ordering (when `is_atomic`) and alignment shared by
    /// `load` and `store` (`opcode` names the instruction in errors).
    fn parse_memory_access_tail(
        &mut self,
        opcode: &str,
        is_atomic: bool,
    ) -> PResult<(Operand, Option<Atomic>, Option<u64>)> {
        let ploc = self.loc();
        let (pty, ptr) = self.parse_typed_value()?;
        if !self.m.types.is_ptr(pty) {
            return self.error_at(ploc, format!("{opcode} operand must be a pointer"));
        }
        let atomic = if is_atomic {
            Some(self.parse_atomic()?)
        } else {
            None
        };
        let align = self.parse_optional_comma_align()?;
        Ok((ptr, atomic, align))
    }

    /// `, align N` (not consuming a `, !md` attachment).
    fn parse_optional_comma_align(&mut self) -> PResult<Option<u64>> {
        if matches!(self.tok.tok, Tok::Comma) && matches!(self.peek_next(), Tok::Word("align")) {
            self.bump();
            self.bump();
            return Ok(Some(self.parse_alignment_value()?));
        }
        Ok(None)
    }

    /// The call-site part of `call`, `invoke` and `callbr`, up to and including bundles.
    #[allow(clippy::type_complexity)]
    fn parse_call_site(&mut self) -> PResult<(CallSite, Option<TypeId>, Vec<u32>)> {
        let cc = self.parse_calling_conv()?;
        let ret_attrs = self.parse_param_attrs()?;
        let addrspace = if self.eat_word("addrspace") {
            Some(self.parse_addrspace_number()?)
        } else {
            None
        };
        let ty_loc = self.loc();
        // The return type or the full function type; a `*` after a function type is
        // decided once the arguments are read (see `starred_function_type_is_callee_type`).
        let mut ty = self.parse_type_no_suffix()?;
        let mut function_type_starred = false;
        loop {
            let is_fn = self.m.types.is_function(ty);
            let addrspace_paren =
                self.is_word("addrspace") && matches!(self.peek_next(), Tok::LParen);
            match self.tok.tok {
                Tok::LParen if !is_fn => ty = self.parse_function_type_params(ty)?,
                // `R (P)* (Q)`: the function type of a call returning a function pointer.
                Tok::LParen if function_type_starred => {
                    function_type_starred = false;
                    let ptr = self.m.types.ptr(0);
                    ty = self.parse_function_type_params(ptr)?;
                }
                Tok::Star => {
                    self.note_typed_pointer(ty);
                    self.bump();
                    if is_fn && !function_type_starred {
                        function_type_starred = true;
                    } else {
                        ty = self.m.types.ptr(0);
                    }
                }
                Tok::Word("addrspace") if !is_fn && addrspace_paren => {
                    let before = ty;
                    ty = self.parse_pointer_suffixes(ty)?;
                    if ty == before {
                        break;
                    }
                }
                _ => break,
            }
        }
        let explicit_fn_ty = self.m.types.is_function(ty).then_some(ty);
        if explicit_fn_ty.is_none() && !self.is_valid_return_type(ty) {
            return self.error_at(ty_loc, "invalid function return type");
        }
        // Callee.
        let callee = if self.is_word("asm") {
            self.bump();
            None
        } else {
            let space = addrspace.unwrap_or(0);
            let pty = self.m.types.ptr(space);
            let callee_loc = self.loc();
            let v = match self.tok.tok {
                Tok::GlobalName(_) | Tok::GlobalNum(_) => {
                    // Use the global's own address space when it is already known.
                    let g = {
                        let key = match self.tok.tok {
                            Tok::GlobalName(n) => NameKey::Named(n.text()),
                            Tok::GlobalNum(n) => NameKey::Numbered(n),
                            _ => unreachable!("matched a global token"),
                        };
                        self.bump();
                        self.global_ref(key, callee_loc)
                    };
                    let gty = self
                        .m
                        .types
                        .ptr(addrspace.unwrap_or(self.m.global(g).addrspace));
                    Operand::Const(self.const_cache.global(&mut self.m.consts, gty, g))
                }
                _ => self.parse_value(pty)?,
            };
            Some(v)
        };
        let asm_flags = if callee.is_none() {
            Some(self.parse_inline_asm_head()?)
        } else {
            None
        };
        // Arguments.
        self.expect(&Tok::LParen, "(")?;
        let mut args = Vec::new();
        // Argument types are only needed here: reuse one buffer for all calls.
        let mut arg_tys = std::mem::take(&mut self.scratch_types);
        arg_tys.clear();
        let mut statepoint_target_pointee = None;
        let parsed_args =
            self.parse_call_arguments(&mut arg_tys, &mut args, &mut statepoint_target_pointee);
        let (explicit_fn_ty, ty) = match explicit_fn_ty {
            Some(fn_ty)
                if function_type_starred
                    && parsed_args.is_ok()
                    && !self.starred_function_type_is_callee_type(
                        fn_ty,
                        &arg_tys,
                        callee.as_ref(),
                    ) =>
            {
                (None, self.m.types.ptr(0))
            }
            other => (other, ty),
        };
        let fn_ty = parsed_args.and_then(|()| match explicit_fn_ty {
            Some(t) => {
                let (_, params, vararg) = self.m.types.function_parts(t).expect("function type");
                let fixed = params.len();
                let ok = if vararg {
                    arg_tys.len() >= fixed
                } else {
                    arg_tys.len() == fixed
                } && params.iter().zip(&arg_tys).all(|(p, a)| p == a);
                if !ok {
                    return self.error_at(ty_loc, "call arguments do not match the function type");
                }
                Ok(t)
            }
            None => Ok(self.inferred_call_type(ty, &arg_tys)),
        });
        self.scratch_types = arg_tys;
        let fn_ty = fn_ty?;
        let callee = match callee {
            Some(c) => c,
            None => {
                let (side_effect, align_stack, intel_dialect, unwind, asm, constraints) =
                    asm_flags.expect("asm parsed");
                Operand::Const(self.m.consts.intern(ConstData::InlineAsm {
                    ty: fn_ty,
                    side_effect,
                    align_stack,
                    intel_dialect,
                    unwind,
                    asm,
                    constraints,
                }))
            }
        };
        if let Some(pointee) = statepoint_target_pointee {
            self.give_statepoint_target_element_type(&callee, &mut args, pointee);
        }
        let mut fn_attrs = AttrList::default();
        let mut groups = Vec::new();
        self.parse_fn_attrs(&mut fn_attrs, &mut groups)?;
        let mut bundles = Vec::new();
        if self.eat(&Tok::LBracket) {
            loop {
                let tag = self.expect_string("operand bundle tag")?;
                self.expect(&Tok::LParen, "(")?;
                let mut inputs = Vec::new();
                if !self.eat(&Tok::RParen) {
                    loop {
                        inputs.push(self.parse_typed_value()?.1);
                        if self.eat(&Tok::RParen) {
                            break;
                        }
                        self.expect(&Tok::Comma, ",")?;
                    }
                }
                bundles.push(OperandBundle { tag, inputs });
                if self.eat(&Tok::RBracket) {
                    break;
                }
                self.expect(&Tok::Comma, ",")?;
            }
        }
        let ret = self.m.types.function_parts(fn_ty).map(|p| p.0);
        let ret = ret.filter(|t| !self.m.types.is_void(*t));
        Ok((
            CallSite {
                cc,
                ret_attrs,
                fn_ty,
                callee,
                args: args.into(),
                fn_attrs,
                bundles: bundles.into(),
            },
            ret,
            groups,
        ))
    }

    /// The arguments of a call after its `(`, up to and including the `)`: each one's
    /// type into `types`, the argument into `args`.
    /// The function type a typed-pointer argument points to is kept in
    /// `statepoint_target_pointee` for the argument where a statepoint has its
    /// target (the first argument of the LLVM 3.6 form, the third otherwise);
    /// it becomes the target's `elementtype` when the call is a statepoint.
    fn parse_call_arguments(
        &mut self,
        types: &mut Vec<TypeId>,
        args: &mut Vec<CallArg>,
        statepoint_target_pointee: &mut Option<TypeId>,
    ) -> PResult<()> {
        if self.eat(&Tok::RParen) {
            return Ok(());
        }
        loop {
            self.typed_pointee = None;
            let aty = self.parse_type()?;
            if let Some(pointee) = self.take_typed_pointee() {
                let target_position = types.len() == 2 || types.is_empty();
                if target_position && self.m.types.is_function(pointee) {
                    *statepoint_target_pointee = Some(pointee);
                }
            }
            let attrs = self.parse_param_attrs()?;
            let value = if self.m.types.is_metadata(aty) {
                let reference = self.parse_md_ref()?;
                Operand::Metadata(self.m.add_metadata_operand(reference))
            } else {
                self.parse_value(aty)?
            };
            types.push(aty);
            args.push(CallArg { value, attrs });
            if self.eat(&Tok::RParen) {
                return Ok(());
            }
            self.expect(&Tok::Comma, ",")?;
        }
    }

    /// The function type of a call written with its return type only: `ret` and the
    /// arguments' types. Calls in a row are often to one function (a statepoint's
    /// relocates): the last type is kept and reused when it matches.
    fn inferred_call_type(&mut self, ret: TypeId, params: &[TypeId]) -> TypeId {
        if let Some(fn_ty) = self.last_call_type {
            if self.m.types.function_parts(fn_ty) == Some((ret, params, false)) {
                return fn_ty;
            }
        }
        let fn_ty = self.m.types.function(ret, params.to_vec(), false);
        self.last_call_type = Some(fn_ty);
        fn_ty
    }

    /// `[sideeffect] [alignstack] [inteldialect] [unwind] "asm", "constraints"` after `asm`.
    #[allow(clippy::type_complexity)]
    fn parse_inline_asm_head(&mut self) -> PResult<(bool, bool, bool, bool, Vec<u8>, Vec<u8>)> {
        let side_effect = self.eat_word("sideeffect");
        let align_stack = self.eat_word("alignstack");
        let intel_dialect = self.eat_word("inteldialect");
        let unwind = self.eat_word("unwind");
        let asm = self.expect_string_bytes("inline asm string")?;
        self.expect(&Tok::Comma, ",")?;
        let constraints = self.expect_string_bytes("inline asm constraint string")?;
        Ok((
            side_effect,
            align_stack,
            intel_dialect,
            unwind,
            asm,
            constraints,
        ))
    }

    /// Parses `!kind !md` attachments of a global or function after a comma.
    pub(super) fn parse_md_attachment(&mut self) -> PResult<MdAttachment> {
        let kind = match self.tok.tok {
            Tok::MetaName(k) => Cow::Owned(k.to_string()),
            _ => return self.error("expected metadata attachment"),
        };
        self.bump();
        let md = self.parse_md_ref()?;
        Ok((kind, md))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn calling_convention_lookup_matches_from_name() {
        for (_, name) in CallConv::NAMES {
            assert_eq!(call_conv_from_name(name), CallConv::from_name(name));
        }
        for w in ["ccc", "void", "cc", "fastcc", "i32"] {
            assert_eq!(call_conv_from_name(w), CallConv::from_name(w));
        }
    }
}
