//! Top-level entities: module header lines, struct type definitions, comdats,
//! global variables, aliases, ifuncs, attribute groups and metadata.

use super::lexer::Tok;
use super::{GroupUse, NameKey, PResult, Parser};
use crate::metadata::{MdKind, MdNode, NamedMetadata};
use crate::module::{
    Comdat, ComdatRef, GlobalKind, GlobalValue, GlobalVariable, Linkage, UnnamedAddr, Visibility,
};

impl<'a> Parser<'a> {
    pub(super) fn parse_top_level(&mut self) -> PResult<()> {
        // LLVM 17 and later read `source_filename` and `target` lines only
        // before every other entity (the first one after is noted for
        // `check_late_module_header_lines`; typed-pointer IR may have them anywhere).
        let mut header_ended = false;
        loop {
            let is_header_line = matches!(self.tok.tok, Tok::Word("source_filename" | "target"));
            if is_header_line && header_ended && self.late_module_header_line.is_none() {
                self.late_module_header_line = Some(self.loc());
            }
            header_ended |= !is_header_line;
            match self.tok.tok {
                Tok::Eof => return Ok(()),
                Tok::Word("source_filename") => {
                    self.bump();
                    self.expect(&Tok::Equal, "=")?;
                    self.m.source_filename = Some(self.expect_string("source file name")?);
                }
                Tok::Word("target") => {
                    self.bump();
                    let which = match self.tok.tok {
                        Tok::Word(w @ ("datalayout" | "triple")) => w,
                        _ => return self.error("unknown target property"),
                    };
                    self.bump();
                    self.expect(&Tok::Equal, "=")?;
                    let v = self.expect_string("target property value")?;
                    if which == "datalayout" {
                        self.m.datalayout = Some(v);
                    } else {
                        self.m.triple = Some(v);
                    }
                }
                Tok::Word("module") => {
                    self.bump();
                    self.expect_word("asm")?;
                    let s = self.expect_string("module asm string")?;
                    self.m.module_asm.push(s);
                }
                Tok::Word("declare") | Tok::Word("define") => self.parse_function()?,
                Tok::Word("attributes") => self.parse_attribute_group_definition()?,
                Tok::Word("uselistorder") => self.skip_uselistorder()?,
                Tok::Word("uselistorder_bb") => self.skip_uselistorder_bb()?,
                Tok::LocalName(_) | Tok::LocalNum(_) => self.parse_type_definition()?,
                Tok::GlobalName(_) | Tok::GlobalNum(_) => self.parse_global_definition()?,
                Tok::ComdatName(name) => {
                    let name = name.text().into_owned();
                    self.bump();
                    self.expect(&Tok::Equal, "=")?;
                    self.expect_word("comdat")?;
                    let kind = match self.tok.tok {
                        Tok::Word(
                            k @ ("any" | "exactmatch" | "largest" | "nodeduplicate" | "samesize"),
                        ) => k.to_string(),
                        _ => return self.error("unknown selection kind"),
                    };
                    self.bump();
                    self.m.comdats.push(Comdat { name, kind });
                }
                Tok::MetaName(name) => self.parse_named_metadata(name)?,
                Tok::MetaNum(n) => self.parse_metadata_definition(n)?,
                _ => return self.error("expected top-level entity"),
            }
        }
    }

    /// Linkage, preemption, visibility and DLL storage keywords, in LLVM's order.
    pub(super) fn parse_global_prefix(
        &mut self,
    ) -> (Option<Linkage>, bool, Visibility, Option<String>) {
        let linkage = match self.tok.tok {
            Tok::Word(w) => Linkage::from_keyword(w),
            _ => None,
        };
        if linkage.is_some() {
            self.bump();
        }
        let dso_local = if self.eat_word("dso_local") {
            true
        } else {
            self.eat_word("dso_preemptable");
            false
        };
        let visibility = if self.eat_word("hidden") {
            Visibility::Hidden
        } else if self.eat_word("protected") {
            Visibility::Protected
        } else {
            self.eat_word("default");
            Visibility::Default
        };
        let dll = match self.tok.tok {
            Tok::Word(w @ ("dllimport" | "dllexport")) => Some(w.to_string()),
            _ => None,
        };
        if dll.is_some() {
            self.bump();
        }
        (linkage, dso_local, visibility, dll)
    }

    /// `comdat` or `comdat($name)` after the keyword was consumed.
    pub(super) fn parse_comdat_ref(&mut self) -> PResult<ComdatRef> {
        if self.eat(&Tok::LParen) {
            let name = match self.tok.tok {
                Tok::ComdatName(n) => n.text().into_owned(),
                _ => return self.error("expected comdat variable"),
            };
            self.bump();
            self.expect(&Tok::RParen, ")")?;
            return Ok(ComdatRef::Named(name));
        }
        Ok(ComdatRef::Own)
    }

    /// `@g = ... global|constant|alias|ifunc ...`
    fn parse_global_definition(&mut self) -> PResult<()> {
        let (key, name_loc) = self.parse_global_definition_name()?;
        self.expect(&Tok::Equal, "=")?;
        let (linkage, dso_local, visibility, dll_storage) = self.parse_global_prefix();
        let thread_local = if self.is_word("thread_local") {
            self.bump();
            if matches!(self.tok.tok, Tok::LParen) {
                Some(format!("thread_local({})", self.raw_parenthesized()?))
            } else {
                Some("thread_local".to_string())
            }
        } else {
            None
        };
        let unnamed_addr = if self.eat_word("unnamed_addr") {
            UnnamedAddr::Global
        } else if self.eat_word("local_unnamed_addr") {
            UnnamedAddr::Local
        } else {
            UnnamedAddr::None
        };
        let addrspace = if self.eat_word("addrspace") {
            self.parse_addrspace_number()?
        } else {
            0
        };
        let externally_initialized = self.eat_word("externally_initialized");
        let name = match &key {
            NameKey::Named(n) => n.to_string(),
            NameKey::Numbered(_) => String::new(),
        };
        let make = |kind| GlobalValue {
            name: name.clone(),
            linkage: linkage.unwrap_or_default(),
            dso_local,
            visibility,
            dll_storage: dll_storage.clone(),
            thread_local: thread_local.clone(),
            unnamed_addr,
            addrspace,
            kind,
        };
        if self.is_word("alias") || self.is_word("ifunc") {
            let is_alias = self.is_word("alias");
            self.bump();
            let value_ty = self.parse_type()?;
            self.expect(&Tok::Comma, ",")?;
            let ty = self.parse_type()?;
            let target = self.parse_constant(ty)?;
            let mut global = make(if is_alias {
                GlobalKind::Alias {
                    value_ty,
                    aliasee: target,
                }
            } else {
                GlobalKind::IFunc {
                    value_ty,
                    resolver: target,
                }
            });
            global.addrspace = self.m.types.ptr_addrspace(ty).unwrap_or(addrspace);
            while self.eat(&Tok::Comma) {
                if self.eat_word("partition") {
                    self.expect_string("partition name")?;
                } else {
                    return self.error("unknown alias or ifunc property");
                }
            }
            let id = self.claim_global_slot(&key, name_loc, "global")?;
            self.m.globals[id.index()] = global;
            return Ok(());
        }
        let constant = if self.eat_word("constant") {
            true
        } else if self.eat_word("global") {
            false
        } else {
            return self.error("expected 'global' or 'constant'");
        };
        let ty_loc = self.loc();
        let value_ty = self.parse_type()?;
        if matches!(
            self.m.types.get(value_ty),
            crate::types::Type::Void
                | crate::types::Type::Function { .. }
                | crate::types::Type::Label
                | crate::types::Type::Metadata
                | crate::types::Type::Token
        ) {
            return self.error_at(ty_loc, "invalid type for global variable");
        }
        let is_declaration = matches!(linkage, Some(Linkage::External | Linkage::ExternWeak));
        let init = if is_declaration {
            None
        } else {
            Some(self.parse_constant(value_ty)?)
        };
        let mut var = GlobalVariable {
            constant,
            externally_initialized,
            ..GlobalVariable::new(value_ty, init)
        };
        while self.eat(&Tok::Comma) {
            match self.tok.tok {
                Tok::Word("section") => {
                    self.bump();
                    var.section = Some(self.expect_string("section name")?);
                }
                Tok::Word("partition") => {
                    self.bump();
                    var.partition = Some(self.expect_string("partition name")?);
                }
                Tok::Word("comdat") => {
                    self.bump();
                    var.comdat = Some(self.parse_comdat_ref()?);
                }
                Tok::Word("align") => {
                    self.bump();
                    var.align = Some(self.parse_alignment_value()?);
                }
                Tok::Word("code_model") => {
                    self.bump();
                    let m = self.expect_string("code model")?;
                    var.extra.push(format!("code_model \"{m}\""));
                }
                Tok::Word(
                    w @ ("no_sanitize_address"
                    | "no_sanitize_hwaddress"
                    | "sanitize_address_dyninit"
                    | "sanitize_memtag"),
                ) => {
                    self.bump();
                    var.extra.push(w.to_string());
                }
                Tok::MetaName(_) => var.metadata.push(self.parse_md_attachment()?),
                _ => return self.error("unknown global variable property"),
            }
        }
        let mut groups = Vec::new();
        self.parse_fn_attrs(&mut var.attrs, &mut groups)?;
        let id = self.claim_global_slot(&key, name_loc, "global")?;
        self.m.globals[id.index()] = make(GlobalKind::Variable(var));
        self.record_group_uses(GroupUse::GlobalVariable(id), groups);
        Ok(())
    }

    /// `!name = !{!0, !1}`
    fn parse_named_metadata(&mut self, name: &'a str) -> PResult<()> {
        self.bump();
        self.expect(&Tok::Equal, "=")?;
        self.expect(&Tok::Exclaim, "!")?;
        let nodes = self.parse_md_tuple_body()?;
        self.m.named_metadata.push(NamedMetadata {
            name: name.to_string(),
            nodes,
        });
        Ok(())
    }

    /// `!N = [distinct] !{...}` or `!N = [distinct] !DIFoo(...)`
    fn parse_metadata_definition(&mut self, n: u32) -> PResult<()> {
        let loc = self.loc();
        self.bump();
        self.expect(&Tok::Equal, "=")?;
        let distinct = self.eat_word("distinct");
        let kind = match self.tok.tok {
            Tok::Exclaim => {
                self.bump();
                MdKind::Tuple(self.parse_md_tuple_body()?)
            }
            Tok::MetaName(name) => {
                self.bump();
                self.parse_specialized_node_body(name)?
            }
            _ => return self.error("expected metadata node"),
        };
        if self
            .m
            .metadata
            .insert(n, MdNode { distinct, kind })
            .is_some()
        {
            return self.error_at(loc, "Metadata id is already used");
        }
        Ok(())
    }
}
