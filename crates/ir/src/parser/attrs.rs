//! Attribute syntax: parameter/return attributes, function attributes with
//! `#N` group references, and `attributes #N = { ... }` definitions.
//!
//! Attributes with integer or type payloads the project reads are parsed into
//! typed [`Attribute`]s; others with a payload keep it verbatim.

use super::lexer::Tok;
use super::{GroupUse, PResult, Parser};
use crate::attributes::{AttrList, Attribute};
use rustc_hash::FxHashMap as HashMap;
use std::sync::OnceLock;

/// Keyword attributes without payload known to LLVM 19 (and a few newer ones).
const KEYWORD_ATTRIBUTES: &[&str] = &[
    "allocalign",
    "argmemonly",
    "inaccessiblemem_or_argmemonly",
    "inaccessiblememonly",
    "allocptr",
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "coro_elide_safe",
    "coro_only_destroy_when_complete",
    "dead_on_unwind",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "hybrid_patchable",
    "immarg",
    "inlinehint",
    "inreg",
    "jumptable",
    "minsize",
    "mustprogress",
    "naked",
    "nest",
    "noalias",
    "nobuiltin",
    "nocallback",
    "nocapture",
    "nocf_check",
    "nocreateundeforpoison",
    "noduplicate",
    "noext",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "nonlazybind",
    "nonnull",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "noundef",
    "nounwind",
    "null_pointer_is_valid",
    "optdebug",
    "optforfuzzing",
    "optnone",
    "optsize",
    "presplitcoroutine",
    "readnone",
    "readonly",
    "returned",
    "returns_twice",
    "safestack",
    "sanitize_address",
    "sanitize_hwaddress",
    "sanitize_memory",
    "sanitize_memtag",
    "sanitize_numerical_stability",
    "sanitize_realtime",
    "sanitize_realtime_blocking",
    "sanitize_thread",
    "shadowcallstack",
    "signext",
    "skipprofile",
    "speculatable",
    "speculative_load_hardening",
    "ssp",
    "sspreq",
    "sspstrong",
    "strictfp",
    "swiftasync",
    "swifterror",
    "swiftself",
    "willreturn",
    "writable",
    "writeonly",
    "zeroext",
];

/// Attributes taking an integer: `align 8` / `align(8)` / `align=8`, `dereferenceable(16)`.
const INT_ATTRIBUTES: &[&str] = &[
    "align",
    "alignstack",
    "dereferenceable",
    "dereferenceable_or_null",
];

/// Attributes taking a type: `byval(%T)`; without a payload (typed-pointer IR) they are kept bare.
const TYPE_ATTRIBUTES: &[&str] = &[
    "byval",
    "byref",
    "elementtype",
    "inalloca",
    "preallocated",
    "sret",
];

/// Attributes whose payload is kept as written: `memory(read)`, `range(i32 0, 4)`.
const PAYLOAD_ATTRIBUTES: &[&str] = &[
    "allockind",
    "allocsize",
    "captures",
    "initializes",
    "memory",
    "nofpclass",
    "range",
    "uwtable",
    "vscale_range",
];

/// Which of the lists above an attribute word is in.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum AttrClass {
    Keyword,
    Int,
    Type,
    Payload,
}

/// The class of attribute `word`, or `None` if it does not start an attribute.
/// A hash lookup: this runs for every word where attributes may appear.
fn attribute_class(word: &str) -> Option<AttrClass> {
    static CLASSES: OnceLock<HashMap<&'static str, AttrClass>> = OnceLock::new();
    let classes = CLASSES.get_or_init(|| {
        let mut m = HashMap::default();
        // Earlier lists win, as the linear search did.
        for (list, class) in [
            (KEYWORD_ATTRIBUTES, AttrClass::Keyword),
            (INT_ATTRIBUTES, AttrClass::Int),
            (TYPE_ATTRIBUTES, AttrClass::Type),
            (PAYLOAD_ATTRIBUTES, AttrClass::Payload),
        ] {
            for &w in list {
                m.entry(w).or_insert(class);
            }
        }
        m
    });
    classes.get(word).copied()
}

impl<'a> Parser<'a> {
    /// Parameter or return attributes; stops at the first token that is not one.
    pub(super) fn parse_param_attrs(&mut self) -> PResult<AttrList> {
        let mut list = AttrList::default();
        while let Some(a) = self.parse_one_attribute()? {
            list.push(a);
        }
        Ok(list)
    }

    /// Function attributes including `#N` references, recorded against `site` for expansion.
    pub(super) fn parse_fn_attrs(
        &mut self,
        list: &mut AttrList,
        groups: &mut Vec<u32>,
    ) -> PResult<()> {
        loop {
            if let Tok::AttrGroup(n) = self.tok.tok {
                groups.push(n);
                self.bump();
                continue;
            }
            match self.parse_one_attribute()? {
                Some(a) => list.push(a),
                None => return Ok(()),
            }
        }
    }

    /// Records group references for later expansion.
    pub(super) fn record_group_uses(&mut self, site: GroupUse, groups: Vec<u32>) {
        for n in groups {
            self.group_uses.push((site, n));
        }
    }

    /// One attribute at the current token, or `None` if the token does not start one.
    fn parse_one_attribute(&mut self) -> PResult<Option<Attribute>> {
        match self.tok.tok {
            Tok::Str(key) => {
                // A string attribute only where a value cannot follow: `"k"` or `"k"="v"`.
                let key = String::from_utf8_lossy(&key.get()).into_owned();
                self.bump();
                if self.eat(&Tok::Equal) {
                    let v = self.expect_string("attribute value")?;
                    return Ok(Some(Attribute::Str(key, Some(v))));
                }
                Ok(Some(Attribute::Str(key, None)))
            }
            Tok::Word(w) => match attribute_class(w) {
                Some(class) => {
                    self.bump();
                    self.parse_attribute_payload(w, class).map(Some)
                }
                None => Ok(None),
            },
            _ => Ok(None),
        }
    }

    fn parse_attribute_payload(&mut self, w: &str, class: AttrClass) -> PResult<Attribute> {
        let name = w.to_string();
        if class == AttrClass::Int {
            let value = if self.eat(&Tok::LParen) {
                let v = self.parse_int_attribute_value(w)?;
                self.expect(&Tok::RParen, ")")?;
                v
            } else if self.eat(&Tok::Equal) || matches!(self.tok.tok, Tok::Int(_)) {
                self.parse_int_attribute_value(w)?
            } else {
                return self.error(format!("expected a value for attribute '{w}'"));
            };
            return Ok(Attribute::Int(name, value));
        }
        if class == AttrClass::Type {
            if self.eat(&Tok::LParen) {
                let t = self.parse_type()?;
                self.expect(&Tok::RParen, ")")?;
                return Ok(Attribute::Type(name, t));
            }
            return Ok(Attribute::Enum(name));
        }
        if class == AttrClass::Payload {
            if w == "range" && matches!(self.tok.tok, Tok::LParen) {
                if let Some(text) = self.parse_range_payload()? {
                    return Ok(Attribute::Payload(name, text));
                }
            }
            if matches!(self.tok.tok, Tok::LParen) {
                let text = self.raw_parenthesized()?;
                return Ok(Attribute::Payload(name, text));
            }
            if w == "uwtable" {
                return Ok(Attribute::Enum(name));
            }
            return self.error(format!("expected '(' after '{w}'"));
        }
        Ok(Attribute::Enum(name))
    }

    fn parse_int_attribute_value(&mut self, w: &str) -> PResult<u64> {
        if w == "align" || w == "alignstack" {
            self.parse_alignment_value()
        } else {
            self.expect_u64("integer attribute value")
        }
    }

    /// `attributes #N = { ... }` (current token `attributes`).
    pub(super) fn parse_attribute_group_definition(&mut self) -> PResult<()> {
        self.bump();
        let loc = self.loc();
        let n = match self.tok.tok {
            Tok::AttrGroup(n) => n,
            _ => return self.error("expected attribute group id"),
        };
        self.bump();
        self.expect(&Tok::Equal, "=")?;
        self.expect(&Tok::LBrace, "{")?;
        let mut list = AttrList::default();
        loop {
            if self.eat(&Tok::RBrace) {
                break;
            }
            match self.parse_one_attribute()? {
                Some(a) => list.push(a),
                None => return self.error("expected an attribute or '}'"),
            }
        }
        if self.attr_groups.insert(n, list.into_vec()).is_some() {
            return self.error_at(loc, format!("redefinition of attribute group '#{n}'"));
        }
        Ok(())
    }
}

/// Rewrites the pre-LLVM-16 function memory attributes (`readnone`, `readonly`,
/// `writeonly`, `argmemonly`, `inaccessiblememonly`, `inaccessiblemem_or_argmemonly`)
/// into the `memory(...)` attribute LLVM upgrades them to.
pub(super) fn upgrade_legacy_memory_attributes(list: &mut AttrList) {
    let legacy = |a: &Attribute| {
        matches!(a, Attribute::Enum(n) if matches!(n.as_str(),
            "readnone" | "readonly" | "writeonly" | "argmemonly"
            | "inaccessiblememonly" | "inaccessiblemem_or_argmemonly"))
    };
    if !list.iter().any(legacy) {
        return;
    }
    let access = if list.has("readnone") {
        "none"
    } else if list.has("readonly") {
        "read"
    } else if list.has("writeonly") {
        "write"
    } else {
        "readwrite"
    };
    let locations: &[&str] = if list.has("inaccessiblemem_or_argmemonly") {
        &["argmem", "inaccessiblemem"]
    } else if list.has("argmemonly") {
        &["argmem"]
    } else if list.has("inaccessiblememonly") {
        &["inaccessiblemem"]
    } else {
        &[]
    };
    let payload = if locations.is_empty() || access == "none" {
        access.to_string()
    } else {
        locations
            .iter()
            .map(|l| format!("{l}: {access}"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let position = list.iter().position(legacy).unwrap_or(list.len());
    list.retain(|a| !legacy(a));
    let position = position.min(list.len());
    list.insert(position, Attribute::Payload("memory".to_string(), payload));
}

impl Parser<'_> {
    /// `range(iN lo, hi)` as LLVM 19 reads it: each bound an `N`-bit integer
    /// written signed or unsigned, not both equal (the full or empty set),
    /// kept as LLVM prints it (each bound signed). `None` (nothing consumed)
    /// for an integer wider than 128 bits, which is kept as written.
    fn parse_range_payload(&mut self) -> PResult<Option<String>> {
        let Tok::Word(ty) = *self.peek_next() else {
            return Ok(None);
        };
        let Some(width) = ty.strip_prefix('i').and_then(|w| w.parse::<u32>().ok()) else {
            return Ok(None);
        };
        if width == 0 || width > 128 {
            return Ok(None);
        }
        self.bump();
        self.bump();
        let low = self.range_bound(width)?;
        self.expect(&Tok::Comma, ",")?;
        let high = self.range_bound(width)?;
        if low == high {
            return self.error("the range should not represent the full or empty set!");
        }
        self.expect(&Tok::RParen, ")")?;
        Ok(Some(format!("i{width} {low}, {high}")))
    }

    /// An integer of `width` bits (written signed or unsigned), as a signed value.
    fn range_bound(&mut self, width: u32) -> PResult<i128> {
        let Tok::Int(text) = self.tok.tok else {
            return self.error("expected integer");
        };
        let fits = |value: i128| {
            let unsigned_limit = if width == 128 {
                None
            } else {
                Some(1i128 << width)
            };
            let signed_low = if width == 128 {
                i128::MIN
            } else {
                -(1i128 << (width - 1))
            };
            value >= signed_low && unsigned_limit.is_none_or(|limit| value < limit)
        };
        let value = match text.parse::<i128>() {
            Ok(value) if fits(value) => value,
            Ok(_) => return self.error("integer is too large for the bit width of specified type"),
            Err(_) => match text.parse::<u128>() {
                Ok(value) if width == 128 => value as i128,
                _ => return self.error("integer is too large for the bit width of specified type"),
            },
        };
        self.bump();
        let signed = if width < 128 && value >= 1i128 << (width - 1) {
            value - (1i128 << width)
        } else {
            value
        };
        Ok(signed)
    }
}
