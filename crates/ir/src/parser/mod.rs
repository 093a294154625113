//! The `.ll` parser: hand-written recursive descent over [`lexer::Lexer`].
//!
//! Entry point: [`parse_module`]. It accepts LLVM 19 textual IR and older
//! typed-pointer IR (typed pointers are read as opaque pointers, one syntax
//! per module: [`typed_pointers`]; intrinsic names are then remangled,
//! [`crate::intrinsic_remangling`], and [`crate::opaque_pointer_upgrade`]
//! tidies what they leave), upgrades the old statepoint forms
//! ([`crate::legacy_statepoints`], its errors located at the call), and returns
//! either a complete [`Module`] or the first error as a located [`Diagnostic`]
//! (`line:col` of the offending token, LLVM-style message). It never panics.
//!
//! Forward references are resolved without a second pass: a use of a name not
//! yet defined creates a placeholder (a value of the expected type, a block, a
//! global, a named struct) that the later definition takes over. Whatever is
//! still a placeholder at the end of a function or of the module is reported
//! as undefined at its first use, except GC intrinsics, which are declared as
//! LLVM declares them ([`gc_intrinsic_declarations`]). Globals are put back in
//! definition order at the end, so printing preserves the input order.

mod attrs;
mod const_cache;
mod function;
mod gc_intrinsic_declarations;
mod lexer;
mod module_items;
mod source_locations;
mod typed_pointers;
mod types;
mod values;

use crate::constant::CastOp;
use crate::diagnostic::Diagnostic;
use crate::module::{GlobalId, Module};
use crate::types::TypeId;
use function::{FnState, Local};
use lexer::{Lexer, Tok, Token};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
pub use source_locations::SourceLocations;
use std::borrow::Cow;

/// Parses a whole module from `.ll` text.
pub fn parse_module(source: &str) -> Result<Module, Diagnostic> {
    parse_module_with_locations(source).map(|(module, _)| module)
}

/// [`parse_module`], with where the module's functions and instructions were
/// written (to locate what the verifier finds wrong in it).
pub fn parse_module_with_locations(source: &str) -> Result<(Module, SourceLocations), Diagnostic> {
    let mut p = Parser::new(source);
    p.parse_top_level()?;
    p.finish()
}

/// 1-based line and column (in characters) of byte offset `offset` of `source`.
fn line_and_column_of(source: &str, offset: usize) -> (u32, u32) {
    let offset = offset.min(source.len());
    let (line, line_start) = lexer::line_and_column(source, offset);
    let col = source[line_start..offset].chars().count() as u32 + 1;
    (line, col)
}

type PResult<T> = Result<T, Diagnostic>;

/// A source position kept for errors reported later (undefined forward references).
/// The line and column are computed only when an error is reported.
#[derive(Copy, Clone, Debug)]
struct Loc {
    start: usize,
}

impl Loc {
    /// Sort key: position in the source.
    fn order(&self) -> usize {
        self.start
    }
}

/// The name of a global or local entity: `@name`/`%name` or `@N`/`%N`.
/// Names borrow from the source unless they were unescaped.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
enum NameKey<'a> {
    Named(Cow<'a, str>),
    Numbered(u32),
}

impl NameKey<'_> {
    fn display(&self, sigil: char) -> String {
        match self {
            NameKey::Named(n) => format!("{sigil}{n}"),
            NameKey::Numbered(n) => format!("{sigil}{n}"),
        }
    }
}

/// Where an attribute group reference was written, to be expanded at the end.
#[derive(Clone, Copy, Debug)]
enum GroupUse {
    Function(GlobalId),
    CallSite(GlobalId, crate::function::Inst),
    GlobalVariable(GlobalId),
}

struct Parser<'a> {
    src: &'a str,
    lex: Lexer<'a>,
    tok: Token<'a>,
    /// The token after `tok` when it was looked at ([`Parser::peek_next`]); the lexer
    /// then stands after it.
    peeked: Option<Token<'a>>,
    m: Module,
    /// Globals referenced but not yet defined, with their first use.
    global_forward: HashMap<NameKey<'a>, (GlobalId, Loc)>,
    /// Numbered globals (`@0`) by number.
    global_numbers: HashMap<u32, GlobalId>,
    next_global_number: u32,
    /// Globals in the order their definitions appear.
    definition_order: Vec<GlobalId>,
    /// Named struct types referenced but not yet defined, with their first use.
    type_forward: HashMap<TypeId, Loc>,
    /// Type names defined as another name for a type that is not a struct
    /// (`%T = type i32`), as LLVM allows: every use reads the type itself.
    type_aliases: HashMap<String, TypeId>,
    /// Numbered type names (`%0 = type ...`) seen so far, for the numbering rule.
    next_type_number: u32,
    attr_groups: HashMap<u32, Vec<crate::attributes::Attribute>>,
    group_uses: Vec<(GroupUse, u32)>,
    /// Metadata slots referenced, with their first use, checked against definitions at the end.
    metadata_uses: HashMap<u32, Loc>,
    /// Identified structs defined as `opaque`.
    opaque_types: HashSet<TypeId>,
    /// The function whose body is being parsed.
    fs: Option<FnState<'a>>,
    /// A reusable buffer for types collected while parsing one instruction.
    scratch_types: Vec<TypeId>,
    /// The function type last inferred for a call written with its return type only.
    last_call_type: Option<TypeId>,
    /// Integer and global-reference constants by value, in front of the pool.
    const_cache: const_cache::ConstCache,
    /// The pointer syntax of the module (typed or opaque), for the mix check.
    pointer_syntax: typed_pointers::PointerSyntax,
    /// The pointee of the typed pointer type read last.
    typed_pointee: Option<TypeId>,
    /// Every instruction read (function, instruction, where its opcode is), to
    /// locate the statepoint upgrade's errors and, in [`SourceLocations`], the
    /// verifier's.
    instruction_locations: Vec<(GlobalId, crate::function::Inst, Loc)>,
    /// Every function declared or defined, with where its name is.
    function_locations: Vec<(GlobalId, Loc)>,
    /// Whether the instruction being parsed names its result (`%x = ...`).
    result_named: bool,
    /// The first constant expression read whose opcode LLVM 19 no longer
    /// accepts in one (`and`, `icmp`, `zext`, `select`, ...), and where.
    removed_constant_expression: Option<(Loc, &'static str)>,
    /// The first `source_filename` or `target` line after another entity.
    late_module_header_line: Option<Loc>,
}

impl<'a> Parser<'a> {
    fn new(src: &'a str) -> Self {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token();
        Parser {
            src,
            lex,
            tok,
            peeked: None,
            m: Module::new(),
            global_forward: HashMap::default(),
            global_numbers: HashMap::default(),
            next_global_number: 0,
            definition_order: Vec::new(),
            type_forward: HashMap::default(),
            type_aliases: HashMap::default(),
            next_type_number: 0,
            attr_groups: HashMap::default(),
            group_uses: Vec::new(),
            metadata_uses: HashMap::default(),
            opaque_types: HashSet::default(),
            fs: None,
            scratch_types: Vec::new(),
            last_call_type: None,
            const_cache: const_cache::ConstCache::new(),
            pointer_syntax: typed_pointers::PointerSyntax::default(),
            typed_pointee: None,
            instruction_locations: Vec::new(),
            function_locations: Vec::new(),
            result_named: false,
            removed_constant_expression: None,
            late_module_header_line: None,
        }
    }

    // ----- token helpers -------------------------------------------------

    /// Moves to the next token. One call with the lexer inlined, so that the token
    /// is lexed straight into `self.tok`.
    #[inline(never)]
    fn bump(&mut self) {
        match self.peeked.take() {
            Some(t) => self.tok = t,
            None => self.lex.lex_into(&mut self.tok),
        }
    }

    #[inline]
    fn loc(&self) -> Loc {
        Loc {
            start: self.tok.start,
        }
    }

    /// Moves the lexer to byte offset `pos` and reads the token there.
    fn reset_to(&mut self, pos: usize) {
        self.peeked = None;
        self.lex.seek(pos);
        self.tok = self.lex.next_token();
    }

    #[cold]
    fn error_at<T>(&self, loc: Loc, msg: impl Into<String>) -> PResult<T> {
        Err(self.diagnostic_at(loc, msg))
    }

    /// `op` from `from` to `to` (an instruction or constant expression at `loc`)
    /// is a valid cast, else LLVM's error.
    fn check_cast(&self, op: CastOp, from: TypeId, to: TypeId, loc: Loc) -> PResult<()> {
        if self.m.types.cast_is_valid(op, from, to) {
            return Ok(());
        }
        self.error_at(
            loc,
            format!(
                "invalid cast opcode for cast from '{}' to '{}'",
                self.m.types.display(from),
                self.m.types.display(to)
            ),
        )
    }

    #[cold]
    fn diagnostic_at(&self, loc: Loc, msg: impl Into<String>) -> Diagnostic {
        let (line, col) = line_and_column_of(self.src, loc.start);
        Diagnostic::new(line, col, msg)
    }

    /// An error at the current token (lexer errors take precedence: they explain the token).
    #[cold]
    fn error<T>(&self, msg: impl Into<String>) -> PResult<T> {
        if let Tok::Error(e) = self.tok.tok {
            return self.error_at(self.loc(), e);
        }
        self.error_at(self.loc(), msg)
    }

    #[inline]
    fn is_word(&self, w: &str) -> bool {
        matches!(self.tok.tok, Tok::Word(x) if x == w)
    }

    #[inline]
    fn eat_word(&mut self, w: &str) -> bool {
        if self.is_word(w) {
            self.bump();
            true
        } else {
            false
        }
    }

    #[inline]
    fn expect_word(&mut self, w: &str) -> PResult<()> {
        if self.eat_word(w) {
            Ok(())
        } else {
            self.expected_error(w)
        }
    }

    /// "expected 'what'" at the current token.
    #[cold]
    #[inline(never)]
    fn expected_error<T>(&self, what: &str) -> PResult<T> {
        self.error(format!("expected '{what}'"))
    }

    #[inline]
    fn eat(&mut self, t: &Tok<'_>) -> bool {
        if std::mem::discriminant(&self.tok.tok) == std::mem::discriminant(t) {
            self.bump();
            true
        } else {
            false
        }
    }

    #[inline(always)]
    fn expect(&mut self, t: &Tok<'_>, what: &str) -> PResult<()> {
        if self.eat(t) {
            Ok(())
        } else {
            self.expected_error(what)
        }
    }

    /// The token after the current one, without consuming anything.
    fn peek_next(&mut self) -> &Tok<'a> {
        let lex = &mut self.lex;
        &self.peeked.get_or_insert_with(|| lex.next_token()).tok
    }

    fn expect_u64(&mut self, what: &str) -> PResult<u64> {
        match self.tok.tok {
            Tok::Int(text) => match lexer::parse_u64_digits(text.as_bytes()) {
                Some(v) => {
                    self.bump();
                    Ok(v)
                }
                None => self.expected_value_error(what),
            },
            _ => self.expected_value_error(what),
        }
    }

    /// "expected what" (no quotes) at the current token.
    #[cold]
    #[inline(never)]
    fn expected_value_error<T>(&self, what: &str) -> PResult<T> {
        self.error(format!("expected {what}"))
    }

    fn expect_u32(&mut self, what: &str) -> PResult<u32> {
        let loc = self.loc();
        let v = self.expect_u64(what)?;
        u32::try_from(v).or_else(|_| self.error_at(loc, format!("{what} is too large")))
    }

    fn expect_string(&mut self, what: &str) -> PResult<String> {
        match &self.tok.tok {
            Tok::Str(s) => {
                let s = String::from_utf8_lossy(&s.get()).into_owned();
                self.bump();
                Ok(s)
            }
            _ => self.error(format!("expected {what}")),
        }
    }

    /// Bytes of a quoted string.
    fn expect_string_bytes(&mut self, what: &str) -> PResult<Vec<u8>> {
        match &self.tok.tok {
            Tok::Str(s) => {
                let s = s.get().into_owned();
                self.bump();
                Ok(s)
            }
            _ => self.error(format!("expected {what}")),
        }
    }

    /// `align N` after the keyword was seen; N must be a power of two.
    fn parse_alignment_value(&mut self) -> PResult<u64> {
        let loc = self.loc();
        let v = self.expect_u64("alignment value")?;
        if !v.is_power_of_two() {
            return self.error_at(loc, "alignment is not a power of two");
        }
        if v > (1u64 << 32) {
            return self.error_at(loc, "huge alignments are not supported yet");
        }
        Ok(v)
    }

    /// The source text between a `(` (current token) and its matching `)`, consumed.
    fn raw_parenthesized(&mut self) -> PResult<String> {
        let open = self.loc();
        if !matches!(self.tok.tok, Tok::LParen) {
            return self.error("expected '('");
        }
        let bytes = self.src.as_bytes();
        // The current token is the one-byte `(`.
        let start = self.tok.start + 1;
        let mut depth = 1usize;
        let mut i = start;
        let mut in_string = false;
        while i < bytes.len() {
            let b = bytes[i];
            if in_string {
                if b == b'"' {
                    in_string = false;
                }
            } else if b == b'"' {
                in_string = true;
            } else if b == b'(' {
                depth += 1;
            } else if b == b')' {
                depth -= 1;
                if depth == 0 {
                    break;
                }
            }
            i += 1;
        }
        if depth != 0 {
            return self.error_at(open, "unbalanced parentheses");
        }
        let text = self.src[start..i].to_string();
        self.reset_to(i + 1);
        Ok(text)
    }

    /// A new global standing for `key` until its definition (or a forward reference) fills it.
    fn add_placeholder_global(&mut self, key: &NameKey) -> GlobalId {
        let name = match key {
            NameKey::Named(n) => n.to_string(),
            NameKey::Numbered(_) => String::new(),
        };
        let placeholder_ty = self.m.types.void();
        self.m.add_global(crate::module::GlobalValue::new(
            &name,
            crate::module::Linkage::External,
            crate::module::GlobalKind::Function(crate::function::Function::new(placeholder_ty)),
        ))
    }

    // ----- finishing -----------------------------------------------------

    /// Gives `load`, `store`, `alloca`, `cmpxchg` and `atomicrmw` written without
    /// `align` the alignment LLVM's parser gives them: the ABI alignment of the
    /// accessed type (the preferred one for `alloca`; the store size for the two
    /// atomics), under the module's data layout.
    fn fill_in_default_alignments(&mut self) {
        let layout =
            crate::datalayout::DataLayout::parse(self.m.datalayout.as_deref().unwrap_or(""));
        let types = &self.m.types;
        let consts = &self.m.consts;
        for global in self.m.globals.iter_mut() {
            let crate::module::GlobalKind::Function(function) = &mut global.kind else {
                continue;
            };
            let Some(body) = function.body.as_mut() else {
                continue;
            };
            let value_types: Vec<crate::types::TypeId> = body.values.iter().map(|v| v.ty).collect();
            let type_of = |o: &crate::inst::Operand| match o {
                crate::inst::Operand::Value(v) => value_types.get(v.index()).copied(),
                crate::inst::Operand::Const(c) => Some(consts.ty(*c)),
                crate::inst::Operand::Metadata(_) => None,
            };
            for data in body.insts.iter_mut() {
                use crate::inst::InstKind;
                let (slot, default) = match &mut data.kind {
                    InstKind::Load { ty, align, .. } => (align, layout.abi_alignment(types, *ty)),
                    InstKind::Store { value, align, .. } => {
                        let ty = type_of(value);
                        (align, ty.and_then(|t| layout.abi_alignment(types, t)))
                    }
                    InstKind::Alloca {
                        allocated_ty,
                        align,
                        ..
                    } => (align, layout.preferred_alignment(types, *allocated_ty)),
                    InstKind::CmpXchg { new, align, .. } => {
                        let ty = type_of(new);
                        (align, ty.and_then(|t| layout.store_size(types, t)))
                    }
                    InstKind::AtomicRmw { value, align, .. } => {
                        let ty = type_of(value);
                        (align, ty.and_then(|t| layout.store_size(types, t)))
                    }
                    _ => continue,
                };
                if slot.is_none() {
                    *slot = default.filter(|a| a.is_power_of_two());
                }
            }
        }
    }

    fn finish(mut self) -> PResult<(Module, SourceLocations)> {
        let typed_pointers = self.uses_typed_pointers();
        self.check_removed_constant_expressions(typed_pointers)?;
        if let Some(loc) = self.late_module_header_line.filter(|_| !typed_pointers) {
            return self.error_at(loc, "expected top-level entity");
        }
        if let Err(e) =
            crate::legacy_statepoints::upgrade_legacy_statepoints(&mut self.m, typed_pointers)
        {
            let loc = self
                .instruction_locations
                .iter()
                .find(|(f, i, _)| *f == e.function && *i == e.inst)
                .map_or(Loc { start: 0 }, |(_, _, loc)| *loc);
            return self.error_at(loc, e.message);
        }
        let declared_intrinsics = self.declare_intrinsics_called_without_declaration()?;
        if let Some((key, (_, loc))) = self
            .global_forward
            .iter()
            .min_by_key(|(_, (_, l))| l.order())
        {
            return self.error_at(
                *loc,
                format!("use of undefined value '{}'", key.display('@')),
            );
        }
        if let Some((ty, loc)) = self.type_forward.iter().min_by_key(|(_, l)| l.order()) {
            let name = match self.m.types.get(*ty) {
                crate::types::Type::Named(n) => n.clone(),
                _ => String::new(),
            };
            return self.error_at(*loc, format!("use of undefined type named '{name}'"));
        }
        if let Some((slot, loc)) = self
            .metadata_uses
            .iter()
            .filter(|(s, _)| !self.m.metadata.contains_key(s))
            .min_by_key(|(_, l)| l.order())
        {
            return self.error_at(*loc, format!("use of undefined metadata '!{slot}'"));
        }
        // Functions are found by name: the globals are renumbered below.
        let locations = self.source_locations();
        crate::module_flags_upgrade::upgrade_module_flags(&mut self.m);
        self.expand_attribute_groups()?;
        self.upgrade_function_memory_attributes();
        crate::legacy_memory_intrinsics::upgrade_legacy_memory_intrinsics(&mut self.m);
        crate::intrinsic_attributes::set_all_intrinsic_attributes(&mut self.m);
        self.fill_in_default_alignments();
        let mut renamed_intrinsics = crate::gc_intrinsics::canonicalize_declarations(&mut self.m);
        let [typed_remangled, newly_overloaded] =
            crate::intrinsic_remangling::remangle_declarations(&mut self.m, typed_pointers);
        // LLVM renames in module order, each moving after all other globals.
        let position: HashMap<GlobalId, usize> = self
            .definition_order
            .iter()
            .enumerate()
            .map(|(i, g)| (*g, i))
            .collect();
        renamed_intrinsics.extend(typed_remangled);
        renamed_intrinsics.sort_by_key(|g| position.get(g).copied());
        let mut newly_overloaded = newly_overloaded;
        newly_overloaded.sort_by_key(|g| position.get(g).copied());
        renamed_intrinsics.extend(newly_overloaded);
        let mut order: Vec<GlobalId> = self
            .definition_order
            .iter()
            .copied()
            .filter(|g| !renamed_intrinsics.contains(g))
            .collect();
        order.extend(declared_intrinsics);
        order.extend(renamed_intrinsics);
        self.m.put_globals_in_order(&order);
        let mut duplicates =
            crate::opaque_pointer_upgrade::duplicate_gc_intrinsic_declarations(&self.m);
        duplicates.extend(crate::intrinsic_remangling::duplicate_declarations(
            &self.m,
            typed_pointers,
        ));
        self.m.merge_globals(&duplicates);
        Ok((self.m, locations))
    }

    /// LLVM 19 refuses the constant expressions it removed (LLVM 15 to 19
    /// removed them one by one); typed-pointer IR, written by LLVM 14 and
    /// earlier where they were valid, keeps them.
    fn check_removed_constant_expressions(&self, typed_pointers: bool) -> PResult<()> {
        match self.removed_constant_expression {
            Some((loc, opcode)) if !typed_pointers => {
                self.error_at(loc, format!("{opcode} constexprs are no longer supported"))
            }
            _ => Ok(()),
        }
    }

    /// The recorded locations, with each function named.
    fn source_locations(&mut self) -> SourceLocations {
        let mut locations = SourceLocations::default();
        for (function, loc) in &self.function_locations {
            locations.add_function(&self.m.global(*function).name, loc.start);
        }
        let mut by_function: HashMap<GlobalId, Vec<(crate::function::Inst, usize)>> =
            HashMap::default();
        for (function, inst, loc) in std::mem::take(&mut self.instruction_locations) {
            by_function
                .entry(function)
                .or_default()
                .push((inst, loc.start));
        }
        for (function, instructions) in by_function {
            locations.add_instructions(&self.m.global(function).name, instructions);
        }
        locations
    }

    /// Applies [`attrs::upgrade_legacy_memory_attributes`] to every function and call site.
    fn upgrade_function_memory_attributes(&mut self) {
        for g in 0..self.m.globals.len() {
            let Some(f) = self.m.function_mut(GlobalId(g as u32)) else {
                continue;
            };
            attrs::upgrade_legacy_memory_attributes(&mut f.fn_attrs);
            if let Some(body) = f.body.as_mut() {
                for data in body.insts.iter_mut() {
                    if let Some(c) = data.kind.call_site_mut() {
                        attrs::upgrade_legacy_memory_attributes(&mut c.fn_attrs);
                    }
                }
            }
        }
    }

    fn expand_attribute_groups(&mut self) -> PResult<()> {
        let uses = std::mem::take(&mut self.group_uses);
        for (site, group) in uses {
            // LLVM accepts references to groups that are never defined; they add nothing.
            let Some(attrs) = self.attr_groups.get(&group).cloned() else {
                continue;
            };
            let list = match site {
                GroupUse::Function(g) => self.m.function_mut(g).map(|f| &mut f.fn_attrs),
                GroupUse::GlobalVariable(g) => match &mut self.m.global_mut(g).kind {
                    crate::module::GlobalKind::Variable(v) => Some(&mut v.attrs),
                    _ => None,
                },
                GroupUse::CallSite(g, i) => self
                    .m
                    .function_mut(g)
                    .and_then(|f| f.body.as_mut())
                    .and_then(|b| b.inst_mut(i).kind.call_site_mut())
                    .map(|c| &mut c.fn_attrs),
            };
            if let Some(list) = list {
                for a in attrs {
                    if !list.as_slice().contains(&a) {
                        list.push(a);
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests;
