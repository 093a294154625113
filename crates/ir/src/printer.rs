//! The printer: a [`Module`] as LLVM 19 `opt -S` text.
//!
//! Invariants of the output:
//! * Layout and spelling follow LLVM 19's assembly writer: header lines, module
//!   asm, used identified struct types (numbered ones first), used comdats,
//!   global variables, aliases, ifuncs, functions (each after a blank line),
//!   attribute groups, named metadata, numbered metadata. The `; ModuleID` line
//!   is left to the caller.
//! * Names are numbered the way LLVM numbers them: unnamed arguments, blocks
//!   and instruction results of a function get `%0, %1, ...` in that order;
//!   unnamed globals get `@0, @1, ...` (variables, aliases, ifuncs, functions).
//!   Identified structs with numeric names are renumbered `%0, %1, ...` in
//!   order of first use.
//! * Attribute groups `#N` are formed from identical attribute lists: global
//!   variable attributes, then every function's attributes, then call-site
//!   attributes function by function, numbered in that order. Parameter and
//!   return attributes are printed inline.
//! * Metadata nodes are renumbered in LLVM's slot order (global variable
//!   attachments, named metadata, then per function its attachments, debug
//!   records, intrinsic metadata arguments and instruction attachments), each
//!   node numbered before the nodes it references. Nodes nothing reaches are
//!   not printed; nodes written inline other than `!DIExpression`/`!DIArgList`
//!   get slots like any other node. Attachments print sorted by kind (fixed
//!   kinds by LLVM's IDs, custom kinds in order of first appearance).
//! * Constants print in LLVM's canonical form: aggregates whose elements are
//!   all zero, all `poison` or all `undef` print as `zeroinitializer`,
//!   `poison`, `undef`; `i8` arrays of integers print as `c"..."`.
//! * Printing never panics: a dangling value, block, type, constant, global or
//!   metadata reference prints as `<badref>` (or `<badtype>`).
//!
//! The printer does not reorder attributes within a list, does not unique
//! structurally equal numbered metadata nodes, and prints block predecessors in
//! LLVM's use-list order as [`crate::block_use_order`] models it (reverse text
//! order for freshly parsed IR).
//!
//! Cost: each function's value references and block references, each
//! global's reference, each type and each scalar constant (values and
//! constants with and without their type) are written once into tables and
//! then copied, short texts as one copy of fixed size, so an operand costs a
//! lookup and one copy. Calls of one function in a row (a statepoint's
//! relocates) copy the text of their head from the first. Per-value tables
//! are kept small: fresh memory costs a page fault per page. What the
//! numbering above takes from instructions (used structs, call-site attribute
//! groups, metadata kinds and slots) comes from one walk over the instructions
//! up front or, when the whole module is printed and the walk has nothing else
//! to do, is gathered function by function just before each prints: the same
//! order, so the same numbers. [`write_module`] hands the text to a writer in
//! pieces of about a megabyte instead of building it whole.

use crate::attributes::{AttrList, Attribute};
use crate::block_use_order;
use crate::constant::{ConstData, ConstId, GepFlags, IntFlags};
use crate::float_text::format_float;
use crate::function::{Block, Body, Function, Inst, Value, ValueDef};
use crate::inst::{
    Atomic, CallConv, CallSite, ClauseKind, FastMath, InstData, InstKind, Operand,
    RelocationOperands, TailKind,
};
use crate::metadata::{DebugRecord, MdAttachment, MdFieldValue, MdKind, MdNode, MdRef};
use crate::module::{
    ComdatRef, GlobalId, GlobalKind, GlobalValue, Linkage, Module, UnnamedAddr, Visibility,
};
use crate::name_text::NameText;
use crate::types::{Type, TypeId};
use rustc_hash::FxHashMap as HashMap;
use std::cell::{Cell, RefCell};
use std::fmt::Write;

/// The whole module in LLVM 19 `opt -S` syntax, without the `; ModuleID` line.
pub fn print_module(m: &Module) -> String {
    let mut printer = ModulePrinter::with_numbering(m, Numbering::WhilePrinting);
    let mut out = Output::with_capacity(printer.estimated_output_length());
    printer.print_module(&mut out, &mut |_| {});
    out.into_string()
}

/// The text of [`print_module`] written to `sink` piece by piece, so a large
/// listing is never held whole in memory. Stops writing at the first error.
pub fn write_module(m: &Module, sink: &mut dyn std::io::Write) -> std::io::Result<()> {
    /// Text gathered before each write to `sink`.
    const PIECE_BYTES: usize = 1 << 20;
    let mut printer = ModulePrinter::with_numbering(m, Numbering::WhilePrinting);
    let mut out = Output::with_capacity(PIECE_BYTES + PIECE_BYTES / 4);
    let mut result = Ok(());
    printer.print_module(&mut out, &mut |text| {
        if text.len() >= PIECE_BYTES {
            if result.is_ok() {
                result = sink.write_all(text.as_bytes());
            }
            text.clear();
        }
    });
    result?;
    sink.write_all(out.as_bytes())
}

/// One instruction of `f` exactly as its line(s) appear in the function listing
/// (two-space indent, numbering as in the whole function), without a trailing newline.
pub fn print_instruction(m: &Module, f: &Function, inst: Inst) -> String {
    let printer = ModulePrinter::new(m);
    let mut out = Output::default();
    match &f.body {
        Some(body) if inst.index() < body.insts.len() => {
            let ctx = FunctionContext::new(f, body);
            printer.write_instruction(&mut out, &ctx, inst);
        }
        _ => out.push_str("  <badref>"),
    }
    out.into_string()
}

/// How the listing of `f` refers to each of `blocks` (`%loop`, `%14`), numbering as in
/// the whole function.
pub fn print_block_references(m: &Module, f: &Function, blocks: &[Block]) -> Vec<String> {
    let printer = ModulePrinter::new(m);
    let Some(body) = &f.body else {
        return vec![BAD_REFERENCE.to_string(); blocks.len()];
    };
    let ctx = FunctionContext::new(f, body);
    blocks
        .iter()
        .map(|&b| {
            let mut out = Output::default();
            printer.write_block_name(&mut out, &ctx, b);
            out.into_string()
        })
        .collect()
}

/// Prints values of one function as LLVM's `Value::print` (`*V`) and
/// `Value::printAsOperand(OS, false)` do, numbering unnamed values as in the
/// function's listing. `body` is the function's body, which may be detached
/// from `f` while a pass works on it. Built once, it prints many values.
pub struct FunctionValuePrinter<'a> {
    printer: ModulePrinter<'a>,
    ctx: FunctionContext<'a>,
}

impl<'a> FunctionValuePrinter<'a> {
    pub fn new(m: &'a Module, f: &'a Function, body: &'a Body) -> Self {
        let printer = ModulePrinter::new(m);
        let ctx = FunctionContext::new(f, body);
        FunctionValuePrinter { printer, ctx }
    }

    /// The value in full: an instruction as its line(s) of the listing (two-space
    /// indent), an argument as `<type> %name`.
    pub fn definition(&self, value: Value) -> String {
        let mut out = Output::default();
        match self
            .ctx
            .body
            .values
            .get(value.index())
            .map(|data| data.def())
        {
            Some(ValueDef::Inst(inst)) => self.printer.write_instruction(&mut out, &self.ctx, inst),
            Some(ValueDef::Arg(_)) => {
                self.printer
                    .write_operand(&mut out, Some(&self.ctx), &Operand::Value(value), true)
            }
            None => out.push_str(BAD_REFERENCE),
        }
        out.into_string()
    }

    /// An instruction as its line(s) of the listing (two-space indent), whether
    /// or not it has a result ([`print_instruction`] without renumbering the
    /// function for each instruction).
    pub fn instruction(&self, inst: Inst) -> String {
        let mut out = Output::default();
        if inst.index() < self.ctx.body.insts.len() {
            self.printer.write_instruction(&mut out, &self.ctx, inst);
        } else {
            out.push_str("  <badref>");
        }
        out.into_string()
    }

    /// How the listing refers to a block (`%loop`, `%14`).
    pub fn block(&self, block: Block) -> String {
        let mut out = Output::default();
        self.printer.write_block_name(&mut out, &self.ctx, block);
        out.into_string()
    }

    /// An operand without its type (`%name`, `%3`, `null`).
    pub fn operand(&self, operand: &Operand) -> String {
        let mut out = Output::default();
        self.printer
            .write_operand(&mut out, Some(&self.ctx), operand, false);
        out.into_string()
    }
}

/// Placeholder for any reference that points at nothing.
const BAD_REFERENCE: &str = "<badref>";
const BAD_TYPE: &str = "<badtype>";
/// [`BAD_TYPE`] before an operand.
const BAD_TYPE_PREFIX: &str = "<badtype> ";

/// Text being printed, kept as bytes so that copies from the [`TextTable`]s
/// need no UTF-8 boundary checks. It only ever receives `str` text and whole
/// texts of tables (themselves built from `str` text), so it is UTF-8.
#[derive(Default)]
struct Output {
    bytes: Vec<u8>,
}

impl Output {
    fn with_capacity(capacity: usize) -> Self {
        Output {
            bytes: Vec::with_capacity(capacity),
        }
    }

    fn push_str(&mut self, text: &str) {
        self.bytes.extend_from_slice(text.as_bytes());
    }

    fn push(&mut self, c: char) {
        if c.is_ascii() {
            self.bytes.push(c as u8);
        } else {
            self.push_str(c.encode_utf8(&mut [0; 4]));
        }
    }

    fn push_spaces(&mut self, count: usize) {
        self.bytes.resize(self.bytes.len() + count, b' ');
    }

    fn len(&self) -> usize {
        self.bytes.len()
    }

    fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    fn clear(&mut self) {
        self.bytes.clear();
    }

    fn as_bytes(&self) -> &[u8] {
        &self.bytes
    }

    fn into_string(self) -> String {
        String::from_utf8(self.bytes)
            .unwrap_or_else(|error| String::from_utf8_lossy(error.as_bytes()).into_owned())
    }
}

impl Write for Output {
    fn write_str(&mut self, text: &str) -> std::fmt::Result {
        self.push_str(text);
        Ok(())
    }

    fn write_char(&mut self, c: char) -> std::fmt::Result {
        self.push(c);
        Ok(())
    }
}

/// Column at which LLVM starts the `; preds = ...` comment of a block label.
const PREDECESSOR_COMMENT_COLUMN: usize = 50;

/// Metadata kinds with fixed IDs in LLVM 19, in ID order (attachments sort by ID).
const FIXED_METADATA_KINDS: [&str; 41] = [
    "dbg",
    "tbaa",
    "prof",
    "fpmath",
    "range",
    "tbaa.struct",
    "invariant.load",
    "alias.scope",
    "noalias",
    "nontemporal",
    "llvm.mem.parallel_loop_access",
    "nonnull",
    "dereferenceable",
    "dereferenceable_or_null",
    "make.implicit",
    "unpredictable",
    "invariant.group",
    "align",
    "llvm.loop",
    "type",
    "section_prefix",
    "absolute_symbol",
    "associated",
    "callees",
    "irr_loop",
    "llvm.access.group",
    "callback",
    "llvm.preserve.access.index",
    "vcall_visibility",
    "noundef",
    "annotation",
    "nosanitize",
    "func_sanitize",
    "exclude",
    "memprof",
    "callsite",
    "kcfi_type",
    "pcsections",
    "DIAssignID",
    "coro.outside.frame",
    "mmra",
];

/// LLVM 19's attribute kinds in `Attribute::AttrKind` order (enum, type, int,
/// range attributes, each group sorted by TableGen name): the order LLVM keeps
/// every attribute list in. String attributes follow, sorted by key.
const ATTRIBUTE_KIND_ORDER: [&str; 92] = [
    "allocalign",
    "allocptr",
    "alwaysinline",
    "builtin",
    "cold",
    "convergent",
    "coro_only_destroy_when_complete",
    "dead_on_unwind",
    "disable_sanitizer_instrumentation",
    "fn_ret_thunk_extern",
    "hot",
    "hybrid_patchable",
    "immarg",
    "inreg",
    "inlinehint",
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
    "noduplicate",
    "nofree",
    "noimplicitfloat",
    "noinline",
    "nomerge",
    "noprofile",
    "norecurse",
    "noredzone",
    "noreturn",
    "nosanitize_bounds",
    "nosanitize_coverage",
    "nosync",
    "noundef",
    "nounwind",
    "nonlazybind",
    "nonnull",
    "null_pointer_is_valid",
    "optforfuzzing",
    "optdebug",
    "optsize",
    "optnone",
    "presplitcoroutine",
    "readnone",
    "readonly",
    "returned",
    "returns_twice",
    "signext",
    "safestack",
    "sanitize_address",
    "sanitize_hwaddress",
    "sanitize_memtag",
    "sanitize_memory",
    "sanitize_numerical_stability",
    "sanitize_thread",
    "shadowcallstack",
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
    "byref",
    "byval",
    "elementtype",
    "inalloca",
    "preallocated",
    "sret",
    "align",
    "allockind",
    "allocsize",
    "dereferenceable",
    "dereferenceable_or_null",
    "memory",
    "nofpclass",
    "alignstack",
    "uwtable",
    "vscale_range",
    "range",
    "initializes",
];

/// Name prefix of the relocate intrinsic, whose calls get a `; (%base, %derived)` comment.
const GC_RELOCATE_PREFIX: &str = "llvm.experimental.gc.relocate";

// ---------------------------------------------------------------------------
// Text helpers
// ---------------------------------------------------------------------------

/// Writes `bytes` with LLVM's escaping: printable ASCII except `"` and `\` as is,
/// `\` as `\\`, everything else as `\XX` (uppercase hex).
fn write_escaped(out: &mut Output, bytes: &[u8]) {
    for &byte in bytes {
        if byte == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..=0x7e).contains(&byte) && byte != b'"' {
            out.push(byte as char);
        } else {
            let _ = write!(out, "\\{byte:02X}");
        }
    }
}

/// Byte classes for [`all_bytes_in`], indexed by byte.
type ByteClass = [bool; 256];

/// ASCII letters and digits, and the bytes of `others`.
const fn alphanumeric_and(others: &[u8]) -> ByteClass {
    let mut class = [false; 256];
    let mut byte = 0;
    while byte < 256 {
        class[byte] = (byte as u8).is_ascii_alphanumeric();
        byte += 1;
    }
    let mut k = 0;
    while k < others.len() {
        class[others[k] as usize] = true;
        k += 1;
    }
    class
}

/// Whether every byte of `bytes` is in `class`: eight bytes at a time without
/// early exit, a loop the compiler unrolls (names are short and mostly plain).
#[inline(always)]
fn all_bytes_in(bytes: &[u8], class: &ByteClass) -> bool {
    let chunks = bytes.chunks_exact(8);
    let tail_in = chunks
        .remainder()
        .iter()
        .fold(true, |all_in, &b| all_in & class[b as usize]);
    chunks.fold(tail_in, |all_in, chunk| {
        chunk
            .iter()
            .fold(all_in, |all_in, &b| all_in & class[b as usize])
    })
}

/// Writes `name` after `prefix` (`%`, `@`, `$` or nothing for labels), quoted
/// when it starts with a digit or has a character outside `[-a-zA-Z._0-9]`.
/// Inlined: a function's every value name goes through here.
#[inline(always)]
fn write_llvm_name(out: &mut Output, prefix: &str, name: &str) {
    /// Bytes a name may contain without quotes: `[-a-zA-Z._0-9]`.
    static PLAIN: ByteClass = alphanumeric_and(b"-._");
    out.push_str(prefix);
    let bytes = name.as_bytes();
    let needs_quotes =
        bytes.first().is_some_and(u8::is_ascii_digit) || !all_bytes_in(bytes, &PLAIN);
    if needs_quotes {
        write_quoted(out, bytes);
    } else {
        out.push_str(name);
    }
}

/// `bytes` escaped in double quotes.
fn write_quoted(out: &mut Output, bytes: &[u8]) {
    out.push('"');
    write_escaped(out, bytes);
    out.push('"');
}

/// Writes a metadata kind or named-metadata name after `!`.
fn write_metadata_identifier(out: &mut Output, name: &str) {
    /// Bytes an identifier may contain past its first: `[-$._a-zA-Z0-9\\]`.
    static PLAIN: ByteClass = alphanumeric_and(b"-$._\\");
    let allowed = |position: usize, byte: u8| {
        byte.is_ascii_alphabetic()
            || matches!(byte, b'-' | b'$' | b'.' | b'_')
            || (position > 0 && (byte.is_ascii_digit() || byte == b'\\'))
    };
    out.push('!');
    let bytes = name.as_bytes();
    if bytes.first().is_none_or(|&first| allowed(0, first)) && all_bytes_in(bytes, &PLAIN) {
        out.push_str(name);
        return;
    }
    for (position, byte) in name.bytes().enumerate() {
        if allowed(position, byte) {
            out.push(byte as char);
        } else {
            let _ = write!(out, "\\{byte:02X}");
        }
    }
}

/// True for a name LLVM gives to unnamed entities (`0`, `17`): such identified
/// structs print as `%N` and are renumbered.
fn is_slot_number_name(name: &str) -> bool {
    !name.is_empty()
        && name.bytes().all(|b| b.is_ascii_digit())
        && (name == "0" || !name.starts_with('0'))
}

/// The program address space from a datalayout string (`P<n>` component), 0 by default.
fn program_address_space(datalayout: Option<&str>) -> u32 {
    datalayout
        .into_iter()
        .flat_map(|layout| layout.split('-'))
        .find_map(|component| component.strip_prefix('P').and_then(|n| n.parse().ok()))
        .unwrap_or(0)
}

fn linkage_prefix(linkage: Linkage) -> &'static str {
    match linkage {
        Linkage::External => "",
        Linkage::Private => "private ",
        Linkage::Internal => "internal ",
        Linkage::AvailableExternally => "available_externally ",
        Linkage::LinkOnce => "linkonce ",
        Linkage::LinkOnceOdr => "linkonce_odr ",
        Linkage::Weak => "weak ",
        Linkage::WeakOdr => "weak_odr ",
        Linkage::Common => "common ",
        Linkage::Appending => "appending ",
        Linkage::ExternWeak => "extern_weak ",
    }
}

/// Linkage, `dso_local` (unless implied), visibility, DLL storage, thread-local
/// mode and `unnamed_addr`, each followed by a space: what every global value
/// prints before its kind keyword.
fn write_global_value_prefix(out: &mut Output, global: &GlobalValue) {
    out.push_str(linkage_prefix(global.linkage));
    let implicitly_dso_local = global.linkage.is_local()
        || (global.visibility != Visibility::Default && global.linkage != Linkage::ExternWeak);
    if global.dso_local && !implicitly_dso_local {
        out.push_str("dso_local ");
    }
    match global.visibility {
        Visibility::Default => {}
        Visibility::Hidden => out.push_str("hidden "),
        Visibility::Protected => out.push_str("protected "),
    }
    if let Some(storage) = &global.dll_storage {
        out.push_str(storage);
        out.push(' ');
    }
    if let Some(thread_local) = &global.thread_local {
        out.push_str(thread_local);
        out.push(' ');
    }
}

fn unnamed_addr_keyword(unnamed_addr: UnnamedAddr) -> Option<&'static str> {
    match unnamed_addr {
        UnnamedAddr::None => None,
        UnnamedAddr::Local => Some("local_unnamed_addr"),
        UnnamedAddr::Global => Some("unnamed_addr"),
    }
}

fn write_calling_convention(out: &mut Output, cc: CallConv) {
    match cc.keyword() {
        Some(keyword) => out.push_str(keyword),
        None => {
            let _ = write!(out, "cc{}", cc.0);
        }
    }
}

fn write_fast_math_flags(out: &mut Output, fmf: FastMath) {
    if fmf.0 == 0 {
        return;
    }
    if fmf.0 & FastMath::ALL == FastMath::ALL {
        out.push_str(" fast");
        return;
    }
    for (bit, name) in FastMath::NAMES {
        if fmf.0 & bit != 0 {
            out.push(' ');
            out.push_str(name);
        }
    }
}

fn write_int_flags(out: &mut Output, flags: IntFlags) {
    for (bit, name) in IntFlags::NAMES {
        if flags.has(bit) {
            out.push(' ');
            out.push_str(name);
        }
    }
}

fn write_gep_flags(out: &mut Output, flags: GepFlags) {
    if flags.inbounds {
        out.push_str(" inbounds");
    } else if flags.nusw {
        out.push_str(" nusw");
    }
    if flags.nuw {
        out.push_str(" nuw");
    }
}

/// ` syncscope("x")` (when not the system scope) and ` <ordering>`.
fn write_atomic(out: &mut Output, atomic: &Atomic) {
    write_syncscope(out, atomic.syncscope.as_deref());
    out.push(' ');
    out.push_str(atomic.ordering.name());
}

fn write_syncscope(out: &mut Output, syncscope: Option<&str>) {
    if let Some(scope) = syncscope {
        out.push_str(" syncscope(\"");
        write_escaped(out, scope.as_bytes());
        out.push_str("\")");
    }
}

fn write_align(out: &mut Output, align: Option<u64>) {
    if let Some(align) = align {
        let _ = write!(out, ", align {align}");
    }
}

/// True for specialized nodes LLVM always prints inline and never numbers.
fn is_always_inline_node(node: &MdNode) -> bool {
    matches!(&node.kind, MdKind::Specialized { name, .. } if name == "DIExpression" || name == "DIArgList")
}

// ---------------------------------------------------------------------------
// Numbering of function-local entities
// ---------------------------------------------------------------------------

/// How one function's listing refers to each of its values and blocks (`%name`,
/// `%"quoted name"`, `%N` for unnamed ones numbered in order, `<badref>` for
/// unnamed ones not in the listing), written once into one buffer. An operand
/// with its type is then two copies: the type's text from the module's table,
/// then the reference.
///
/// A function can have hundreds of thousands of values: these tables are kept
/// small (no type texts), since fresh memory costs a page fault per page on
/// first touch.
struct LocalNames {
    values: TextTable,
    blocks: TextTable,
}

/// No number (in a table of `%N` numbers).
const UNNUMBERED: u32 = u32::MAX;

impl LocalNames {
    fn new(body: &Body) -> Self {
        let is_unnamed = |name: &Option<NameText>| name.as_deref().is_none_or(str::is_empty);
        // One pass for what the numbering and the table's size need.
        let (mut any_unnamed, mut unnamed_results, mut text_bytes) = (false, false, 0);
        for data in &body.values {
            let unnamed = is_unnamed(&data.name);
            any_unnamed |= unnamed;
            unnamed_results |= unnamed && matches!(data.def(), ValueDef::Inst(_));
            text_bytes += data.name.as_deref().map_or(0, str::len);
        }
        text_bytes += 2 * body.values.len();
        // Numbers of unnamed values, empty when all values have names.
        let mut value_numbers = Vec::new();
        if any_unnamed {
            value_numbers = vec![UNNUMBERED; body.values.len()];
        }
        let mut block_numbers = vec![UNNUMBERED; body.blocks.len()];
        let mut next = 0u32;
        let mut number_value = |value: Value, next: &mut u32| {
            if let Some(number) = value_numbers.get_mut(value.index()) {
                if is_unnamed(&body.values[value.index()].name) {
                    *number = *next;
                    *next += 1;
                }
            }
        };
        for &arg in &body.args {
            number_value(arg, &mut next);
        }
        // Looking up every instruction's result in layout order is slow; when
        // all results have names only blocks need numbers.
        for &block in &body.layout {
            let Some(block_data) = body.blocks.get(block.index()) else {
                continue;
            };
            if is_unnamed(&block_data.name) {
                block_numbers[block.index()] = next;
                next += 1;
            }
            if !unnamed_results {
                continue;
            }
            for &inst in &block_data.insts {
                if let Some(result) = body.insts.get(inst.index()).and_then(|data| data.result) {
                    number_value(result, &mut next);
                }
            }
        }
        let number =
            |numbers: &[u32], k: usize| numbers.get(k).copied().filter(|&n| n != UNNUMBERED);
        let mut values = TextTable::with_capacity(body.values.len(), text_bytes);
        for (k, data) in body.values.iter().enumerate() {
            values.push(|text| {
                write_local_name(text, data.name.as_deref(), number(&value_numbers, k))
            });
        }
        let mut blocks = TextTable::with_capacity(body.blocks.len(), 16 * body.blocks.len());
        for (k, data) in body.blocks.iter().enumerate() {
            blocks.push(|text| {
                write_local_name(text, data.name.as_deref(), number(&block_numbers, k))
            });
        }
        values.pad_end();
        blocks.pad_end();
        LocalNames { values, blocks }
    }

    /// Appends how `value` is referred to; false (nothing written) for a value
    /// not in the function.
    #[inline(always)]
    fn write_value(&self, out: &mut Output, value: Value) -> bool {
        self.values.write(out, value.index())
    }

    #[inline(always)]
    fn write_block(&self, out: &mut Output, block: Block) {
        if !self.blocks.write(out, block.index()) {
            out.push_str(BAD_REFERENCE);
        }
    }

    fn block(&self, block: Block) -> &[u8] {
        self.blocks
            .get(block.index())
            .unwrap_or(BAD_REFERENCE.as_bytes())
    }
}

/// Texts for a dense range of handles (0, 1, ...), kept in one buffer, one
/// after the other.
struct TextTable {
    text: Output,
    /// Where each handle's text starts; a handle's text ends where the next
    /// one's starts (the last entry marks the end of the last text).
    starts: Vec<u32>,
}

impl Default for TextTable {
    fn default() -> Self {
        TextTable::with_capacity(0, 0)
    }
}

impl TextTable {
    fn with_capacity(entries: usize, text_bytes: usize) -> Self {
        let mut starts = Vec::with_capacity(entries + 1);
        starts.push(0);
        TextTable {
            text: Output::with_capacity(text_bytes + SHORT_COPY_BYTES),
            starts,
        }
    }

    /// Adds the text of the next handle, written by `write`.
    fn push(&mut self, write: impl FnOnce(&mut Output)) {
        write(&mut self.text);
        self.starts.push(self.text.len() as u32);
    }

    /// Ends the table with [`SHORT_COPY_BYTES`] bytes of padding, so that
    /// every short text can be copied the fast way.
    fn pad_end(&mut self) {
        self.text.push_spaces(SHORT_COPY_BYTES);
    }

    /// `start..end` of the text of handle `k`; `None` past the end or when it is empty.
    #[inline]
    fn span(&self, k: usize) -> Option<(usize, usize)> {
        let start = *self.starts.get(k)? as usize;
        let end = *self.starts.get(k + 1)? as usize;
        (end > start).then_some((start, end))
    }

    /// The text of handle `k`; `None` past the end or when it is empty.
    fn get(&self, k: usize) -> Option<&[u8]> {
        let (start, end) = self.span(k)?;
        Some(&self.text.as_bytes()[start..end])
    }

    /// Appends the text of handle `k` to `out`; false (nothing written) past
    /// the end or when it is empty.
    #[inline]
    fn write(&self, out: &mut Output, k: usize) -> bool {
        match self.span(k) {
            Some((start, end)) => {
                self.write_range(out, start, end);
                true
            }
            None => false,
        }
    }

    /// Appends `text[start..end]`: a short text as a copy of exactly
    /// [`SHORT_COPY_BYTES`] cut back to size (when the table has that many
    /// bytes from `start` on), anything else as it is.
    #[inline]
    fn write_range(&self, out: &mut Output, start: usize, end: usize) {
        let text = self.text.as_bytes();
        let length = end - start;
        if length <= SHORT_COPY_BYTES {
            if let Some(chunk) = text.get(start..start + SHORT_COPY_BYTES) {
                let kept = out.bytes.len() + length;
                out.bytes.extend_from_slice(chunk);
                out.bytes.truncate(kept);
                return;
            }
        }
        out.bytes.extend_from_slice(&text[start..end]);
    }
}

/// Texts of [`TextTable`]s up to this length are copied as a block of exactly
/// this length and then cut back: a copy of fixed size takes a few
/// instructions, where a copy of variable size is a call, and most texts
/// (names, types, small constants) are short.
const SHORT_COPY_BYTES: usize = 64;

/// What printing inside a function body needs.
struct FunctionContext<'a> {
    function: &'a Function,
    body: &'a Body,
    names: LocalNames,
    /// The token of the last relocate printed and what its indices refer to
    /// (a statepoint's relocates follow one another, so most find it here).
    last_relocation_operands: Cell<Option<(Value, RelocationOperands<'a>)>>,
    /// For every block, one entry per edge into it, in text order.
    predecessors: Vec<Vec<Block>>,
    /// The head of the last call printed, from its fast-math flags to the `(`
    /// after the callee, with its first argument when that has no attributes
    /// (calls of one function often come in runs, as a statepoint's relocates
    /// do, which also share their first argument, the token).
    last_call_head: RefCell<LastText<(CallHeadKey, Option<Operand>)>>,
    /// The last lone attachment of a numbered node printed, by kind and input
    /// slot (base phis all carry `!is_base_value !0`).
    last_attachment: RefCell<LastText<(&'a str, u32)>>,
}

/// The text last printed for a key, copied when the same key comes again.
struct LastText<K> {
    key: Option<K>,
    text: Vec<u8>,
}

impl<K> Default for LastText<K> {
    fn default() -> Self {
        LastText {
            key: None,
            text: Vec::new(),
        }
    }
}

impl<K: PartialEq> LastText<K> {
    /// Appends the text of `key`: a copy when it is the last key, else what
    /// `write` appends, which is kept for the next time.
    fn write(&mut self, out: &mut Output, key: K, write: impl FnOnce(&mut Output)) {
        if self.key.as_ref() == Some(&key) {
            out.bytes.extend_from_slice(&self.text);
            return;
        }
        let start = out.len();
        write(out);
        self.key = Some(key);
        self.text.clear();
        self.text.extend_from_slice(&out.as_bytes()[start..]);
    }
}

/// What the head of a call is printed from: its text depends on nothing else
/// when the call has no return attributes and its callee is a constant.
#[derive(Clone, Copy, PartialEq, Eq)]
struct CallHeadKey {
    fmf: FastMath,
    cc: CallConv,
    fn_ty: TypeId,
    callee: ConstId,
}

impl CallHeadKey {
    /// The key of `call`'s head (with fast-math flags `fmf`), if its text
    /// depends on the key alone.
    fn of(call: &CallSite, fmf: FastMath) -> Option<Self> {
        match call.callee {
            Operand::Const(callee) if call.ret_attrs.is_empty() => Some(CallHeadKey {
                fmf,
                cc: call.cc,
                fn_ty: call.fn_ty,
                callee,
            }),
            _ => None,
        }
    }
}

impl<'a> FunctionContext<'a> {
    fn new(function: &'a Function, body: &'a Body) -> Self {
        FunctionContext {
            function,
            body,
            names: LocalNames::new(body),
            last_relocation_operands: Cell::new(None),
            last_call_head: RefCell::default(),
            last_attachment: RefCell::default(),
            predecessors: predecessor_lists(body),
        }
    }
}

// ---------------------------------------------------------------------------
// Module-wide tables
// ---------------------------------------------------------------------------

/// Slot numbers of metadata nodes, in LLVM's order.
#[derive(Default)]
struct MetadataSlots<'m> {
    /// Numbered nodes of the module by their input slot.
    numbered: HashMap<u32, u32>,
    /// Nodes written inline, by address.
    inline_by_address: HashMap<*const MdNode, u32>,
    /// Non-distinct nodes written inline, by content (equal ones are one node).
    inline_by_content: HashMap<&'m MdNode, u32>,
    /// The node of each output slot.
    nodes: Vec<&'m MdNode>,
}

struct ModulePrinter<'m> {
    m: &'m Module,
    /// Text of every type.
    type_texts: Vec<String>,
    /// Text of every type followed by a space, as it precedes an operand.
    type_prefixes: TextTable,
    /// Identified structs to define, numbered ones first, in order of first use.
    struct_definitions: Vec<TypeId>,
    /// `@N` numbers of unnamed globals.
    global_numbers: Vec<Option<u32>>,
    /// How each global is referred to (`@name`, `@N`).
    global_references: TextTable,
    /// Each scalar constant (`7`, `@f`, `null`; empty for aggregates and
    /// expressions), and the same with its type (`i32 7`).
    const_texts: TextTable,
    typed_const_texts: TextTable,
    /// Group number of every function, variable and call-site attribute list, by address.
    attribute_group_of_list: HashMap<*const AttrList, u32>,
    /// The groups' attributes in canonical order, by group number.
    attribute_groups: Vec<Vec<&'m Attribute>>,
    /// Group number of each distinct attribute list.
    group_by_content: HashMap<Vec<&'m Attribute>, u32>,
    /// Whether the numbering gathered from function bodies (call-site attribute
    /// groups, metadata kinds and slots) is done as each function is printed,
    /// rather than up front. Only for printing the whole module.
    numbers_bodies_while_printing: bool,
    /// For every type, whether calls of that type may have metadata arguments
    /// ([`Self::function_types_passing_metadata`]).
    may_pass_metadata: Vec<bool>,
    metadata: MetadataSlots<'m>,
    /// Whether each global is a `gc.relocate` intrinsic (its calls get a comment).
    relocate_functions: Vec<bool>,
    /// IDs of metadata kinds: the fixed ones, then custom ones in order of first appearance.
    metadata_kind_ids: HashMap<&'m str, usize>,
    program_address_space: u32,
}

/// Collects the identified structs a module uses, in LLVM's `TypeFinder` order.
struct UsedStructFinder<'m> {
    m: &'m Module,
    visited_types: Vec<bool>,
    visited_consts: Vec<bool>,
    found: Vec<TypeId>,
}

impl<'m> UsedStructFinder<'m> {
    /// A finder that has visited the module's variables, aliases and ifuncs;
    /// functions follow, one by one ([`Self::visit_function_header`] then each
    /// of its instructions), in module order.
    fn new(m: &'m Module) -> Self {
        let mut finder = UsedStructFinder {
            m,
            visited_types: vec![false; m.types.len()],
            visited_consts: vec![false; m.consts.len()],
            found: Vec::new(),
        };
        for global in &m.globals {
            match &global.kind {
                GlobalKind::Variable(var) => {
                    finder.visit_type(var.value_ty);
                    if let Some(init) = var.init {
                        finder.visit_const(init);
                    }
                }
                GlobalKind::Alias { value_ty, aliasee } => {
                    finder.visit_type(*value_ty);
                    finder.visit_const(*aliasee);
                }
                _ => {}
            }
        }
        for global in &m.globals {
            if let GlobalKind::IFunc { value_ty, .. } = &global.kind {
                finder.visit_type(*value_ty);
            }
        }
        finder
    }

    /// True once every identified struct of the module has been found: the
    /// rest of the walk could add nothing (it is skipped).
    fn found_all(&self) -> bool {
        self.found.len() == self.m.types.named_structs().len()
    }

    fn visit_function_header(&mut self, function: &'m Function) {
        if self.found_all() {
            return;
        }
        self.visit_type(function.ty);
        self.visit_attrs(&function.fn_attrs);
        self.visit_attrs(&function.ret_attrs);
        for param in &function.params {
            self.visit_attrs(&param.attrs);
        }
        for data in [function.personality, function.prefix, function.prologue]
            .into_iter()
            .flatten()
        {
            self.visit_const(data);
        }
    }

    fn visit_instruction(&mut self, body: &Body, data: &InstData) {
        if self.found_all() {
            return;
        }
        if let Some(result) = data.result.and_then(|v| body.values.get(v.index())) {
            self.visit_type(result.ty);
        }
        data.kind.visit_operands(|operand| {
            if let Operand::Const(c) = operand {
                self.visit_const(*c);
            }
        });
        match &data.kind {
            InstKind::Gep { source_ty, .. } => self.visit_type(*source_ty),
            InstKind::Alloca { allocated_ty, .. } => self.visit_type(*allocated_ty),
            _ => {}
        }
        if let Some(call) = data.kind.call_site() {
            self.visit_attrs(&call.fn_attrs);
            self.visit_attrs(&call.ret_attrs);
            for arg in &call.args {
                self.visit_attrs(&arg.attrs);
            }
        }
    }

    fn visit_attrs(&mut self, attrs: &AttrList) {
        for attr in attrs.iter() {
            if let Attribute::Type(_, ty) = attr {
                self.visit_type(*ty);
            }
        }
    }

    fn mark_type(&mut self, ty: TypeId) -> bool {
        match self.visited_types.get_mut(ty.0 as usize) {
            Some(visited) if !*visited => {
                *visited = true;
                true
            }
            _ => false,
        }
    }

    fn visit_type(&mut self, ty: TypeId) {
        if !self.mark_type(ty) {
            return;
        }
        let mut worklist = vec![ty];
        while let Some(ty) = worklist.pop() {
            let types = &self.m.types;
            let subtypes: Vec<TypeId> = match types.get(ty) {
                Type::Named(_) => {
                    self.found.push(ty);
                    types.body(ty).map(|b| b.fields.clone()).unwrap_or_default()
                }
                Type::Struct { fields, .. } => fields.clone(),
                Type::Vector { elem, .. } | Type::Array { elem, .. } => vec![*elem],
                Type::Function { ret, params, .. } => std::iter::once(*ret)
                    .chain(params.iter().copied())
                    .collect(),
                Type::TargetExt { types, .. } => types.clone(),
                _ => Vec::new(),
            };
            for subtype in subtypes.into_iter().rev() {
                if self.mark_type(subtype) {
                    worklist.push(subtype);
                }
            }
        }
    }

    fn visit_const(&mut self, c: ConstId) {
        match self.visited_consts.get_mut(c.0 as usize) {
            Some(visited) if !*visited => *visited = true,
            _ => return,
        }
        let data = self.m.consts.get(c);
        match data {
            ConstData::Global { .. }
            | ConstData::InlineAsm { .. }
            | ConstData::BlockAddress { .. }
            | ConstData::DsoLocalEquivalent { .. }
            | ConstData::NoCfi { .. } => return,
            _ => {}
        }
        self.visit_type(data.ty());
        if let ConstData::Gep { source_ty, .. } = data {
            self.visit_type(*source_ty);
        }
        for operand in data.operands() {
            self.visit_const(operand);
        }
    }
}

/// When [`ModulePrinter`] numbers what function bodies contribute.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Numbering {
    /// Everything up front: any instruction can be printed on its own.
    UpFront,
    /// As the whole module is printed in order, when that gives the same
    /// numbers (saves a walk over every instruction).
    WhilePrinting,
}

impl<'m> ModulePrinter<'m> {
    fn new(m: &'m Module) -> Self {
        Self::with_numbering(m, Numbering::UpFront)
    }

    fn with_numbering(m: &'m Module, numbering: Numbering) -> Self {
        let mut printer = ModulePrinter {
            m,
            type_texts: Vec::new(),
            type_prefixes: TextTable::default(),
            struct_definitions: Vec::new(),
            global_numbers: vec![None; m.globals.len()],
            global_references: TextTable::default(),
            const_texts: TextTable::default(),
            typed_const_texts: TextTable::default(),
            attribute_group_of_list: HashMap::default(),
            attribute_groups: Vec::new(),
            group_by_content: HashMap::default(),
            numbers_bodies_while_printing: false,
            may_pass_metadata: Vec::new(),
            metadata: MetadataSlots::default(),
            relocate_functions: m
                .globals
                .iter()
                .map(|global| {
                    global
                        .name
                        .strip_prefix(GC_RELOCATE_PREFIX)
                        .is_some_and(|suffix| suffix.is_empty() || suffix.starts_with('.'))
                })
                .collect(),
            metadata_kind_ids: FIXED_METADATA_KINDS
                .iter()
                .enumerate()
                .map(|(id, &kind)| (kind, id))
                .collect(),
            program_address_space: program_address_space(m.datalayout.as_deref()),
        };
        printer.may_pass_metadata = printer.function_types_passing_metadata();
        let mut finder = UsedStructFinder::new(m);
        printer.form_global_attribute_groups();
        // Numbering bodies while printing gives the same numbers as the walk
        // when the walk has nothing else to do: all identified structs are
        // found before the functions, and variables add no custom metadata
        // kinds (whose order of first appearance decides how attachments sort).
        let variables_add_kinds = m.globals.iter().any(|global| match &global.kind {
            GlobalKind::Variable(var) => var
                .metadata
                .iter()
                .any(|(kind, _)| !FIXED_METADATA_KINDS.contains(&kind.as_ref())),
            _ => false,
        });
        printer.numbers_bodies_while_printing =
            numbering == Numbering::WhilePrinting && finder.found_all() && !variables_add_kinds;
        let with_metadata = if printer.numbers_bodies_while_printing {
            Vec::new()
        } else {
            printer.walk_functions(&mut finder)
        };
        printer.compute_type_texts(finder.found);
        printer.number_unnamed_globals();
        printer.global_references = printer.compute_global_references();
        (printer.const_texts, printer.typed_const_texts) = printer.compute_const_texts();
        printer.assign_metadata_slots(&with_metadata);
        printer
    }

    /// One walk over the module in order for everything gathered from
    /// instructions: used struct types, call-site attribute groups (after the
    /// groups of variables and functions), custom metadata kinds in order of
    /// first appearance. Returns, per global, its placed instructions that
    /// carry metadata (attachments, debug records or metadata arguments).
    fn walk_functions(&mut self, finder: &mut UsedStructFinder<'m>) -> Vec<Vec<Inst>> {
        let m = self.m;
        let mut with_metadata = vec![Vec::new(); m.globals.len()];
        for (index, global) in m.globals.iter().enumerate() {
            let function = match &global.kind {
                GlobalKind::Variable(var) => {
                    for (kind, _) in &var.metadata {
                        self.register_custom_metadata_kind(kind);
                    }
                    continue;
                }
                GlobalKind::Function(function) => function,
                _ => continue,
            };
            for (kind, _) in &function.metadata {
                self.register_custom_metadata_kind(kind);
            }
            finder.visit_function_header(function);
            let Some(body) = &function.body else {
                continue;
            };
            // One pass in storage order (far cheaper than in layout order, which
            // jumps around) marks what the layout-order walk must look at.
            let notable: Vec<bool> = body
                .insts
                .iter()
                .map(|data| {
                    data.kind
                        .call_site()
                        .is_some_and(|call| !call.fn_attrs.is_empty())
                        || self.carries_metadata(data)
                })
                .collect();
            for (_, inst) in placed_instructions(body) {
                if finder.found_all() && !notable.get(inst.index()).copied().unwrap_or(false) {
                    continue;
                }
                let Some(data) = body.insts.get(inst.index()) else {
                    continue;
                };
                finder.visit_instruction(body, data);
                if let Some(call) = data.kind.call_site() {
                    self.add_attribute_group(&call.fn_attrs);
                }
                for (kind, _) in &data.metadata {
                    self.register_custom_metadata_kind(kind);
                }
                if self.carries_metadata(data) {
                    with_metadata[index].push(inst);
                }
            }
        }
        with_metadata
    }

    /// For every type, whether calls of that type may have metadata arguments:
    /// false only for a function type without `metadata` parameters or `...`.
    fn function_types_passing_metadata(&self) -> Vec<bool> {
        let types = &self.m.types;
        (0..types.len() as u32)
            .map(|ty| match types.get(TypeId(ty)) {
                Type::Function { params, vararg, .. } => {
                    *vararg
                        || params
                            .iter()
                            .any(|&p| self.type_of(p).is_some_and(|t| matches!(t, Type::Metadata)))
                }
                _ => true,
            })
            .collect()
    }

    /// True if the instruction has attachments, debug records or metadata arguments.
    fn carries_metadata(&self, data: &InstData) -> bool {
        let has_metadata_argument = data.kind.call_site().is_some_and(|call| {
            self.may_pass_metadata
                .get(call.fn_ty.0 as usize)
                .copied()
                .unwrap_or(true)
                && call
                    .args
                    .iter()
                    .any(|arg| matches!(arg.value, Operand::Metadata(_)))
        });
        !data.metadata.is_empty() || !data.debug_records.is_empty() || has_metadata_argument
    }

    // -- tables --------------------------------------------------------------

    fn compute_type_texts(&mut self, used_structs: Vec<TypeId>) {
        let types = &self.m.types;
        let mut struct_names: HashMap<TypeId, String> = HashMap::default();
        let (numbered, named): (Vec<TypeId>, Vec<TypeId>) = used_structs.into_iter().partition(
            |&ty| matches!(types.get(ty), Type::Named(name) if is_slot_number_name(name)),
        );
        for (number, &ty) in numbered.iter().enumerate() {
            struct_names.insert(ty, format!("%{number}"));
        }
        let mut next_number = numbered.len();
        for ty in (0..types.len() as u32).map(TypeId) {
            if let Type::Named(name) = types.get(ty) {
                struct_names.entry(ty).or_insert_with(|| {
                    if is_slot_number_name(name) {
                        next_number += 1;
                        format!("%{}", next_number - 1)
                    } else {
                        let mut text = Output::default();
                        write_llvm_name(&mut text, "%", name);
                        text.into_string()
                    }
                });
            }
        }
        let mut texts: Vec<Option<String>> = vec![None; types.len()];
        for ty in 0..types.len() {
            compute_type_text(types, &struct_names, &mut texts, TypeId(ty as u32));
        }
        self.type_texts = texts.into_iter().map(Option::unwrap_or_default).collect();
        let text_bytes = self.type_texts.iter().map(|text| text.len() + 1).sum();
        self.type_prefixes = TextTable::with_capacity(types.len(), text_bytes);
        for text in &self.type_texts {
            self.type_prefixes.push(|prefix| {
                prefix.push_str(text);
                prefix.push(' ');
            });
        }
        self.type_prefixes.pad_end();
        self.struct_definitions = numbered.into_iter().chain(named).collect();
    }

    fn number_unnamed_globals(&mut self) {
        let mut next = 0u32;
        for category in GlobalCategory::PRINT_ORDER {
            for (index, global) in self.m.globals.iter().enumerate() {
                if GlobalCategory::of(global) == category && global.name.is_empty() {
                    self.global_numbers[index] = Some(next);
                    next += 1;
                }
            }
        }
    }

    fn compute_global_references(&self) -> TextTable {
        let mut table = TextTable::with_capacity(self.m.globals.len(), 16 * self.m.globals.len());
        for (index, global) in self.m.globals.iter().enumerate() {
            table.push(|text| {
                if !global.name.is_empty() {
                    write_llvm_name(text, "@", &global.name);
                } else if let Some(number) = self.global_numbers[index] {
                    text.push('@');
                    crate::apint::write_u64(text, u64::from(number));
                }
            });
        }
        table.pad_end();
        table
    }

    /// The tables of scalar constants: without and with their type.
    fn compute_const_texts(&self) -> (TextTable, TextTable) {
        let consts = &self.m.consts;
        let mut texts = TextTable::with_capacity(consts.len(), 8 * consts.len());
        let mut typed_texts = TextTable::with_capacity(consts.len(), 16 * consts.len());
        for c in (0..consts.len() as u32).map(ConstId) {
            let data = consts.get(c);
            let is_scalar = matches!(
                data,
                ConstData::Int { .. }
                    | ConstData::Global { .. }
                    | ConstData::Null(_)
                    | ConstData::NoneToken(_)
                    | ConstData::Undef(_)
                    | ConstData::Poison(_)
            );
            texts.push(|text| {
                if is_scalar {
                    self.write_const_value(text, data);
                }
            });
            typed_texts.push(|text| {
                if is_scalar {
                    text.push_str(self.type_text(data.ty()));
                    text.push(' ');
                    self.write_const_value(text, data);
                }
            });
        }
        texts.pad_end();
        typed_texts.pad_end();
        (texts, typed_texts)
    }

    fn add_attribute_group(&mut self, attrs: &'m AttrList) {
        if attrs.is_empty() {
            return;
        }
        let canonical = canonical_attribute_order(attrs);
        let next = self.attribute_groups.len() as u32;
        let group = *self
            .group_by_content
            .entry(canonical.clone())
            .or_insert(next);
        if group == next {
            self.attribute_groups.push(canonical);
        }
        self.attribute_group_of_list.insert(attrs, group);
    }

    /// The attribute groups of variables, then of functions (call sites follow
    /// in [`Self::walk_functions`]).
    fn form_global_attribute_groups(&mut self) {
        let m = self.m;
        for global in &m.globals {
            if let GlobalKind::Variable(var) = &global.kind {
                self.add_attribute_group(&var.attrs);
            }
        }
        for global in &m.globals {
            if let GlobalKind::Function(function) = &global.kind {
                self.add_attribute_group(&function.fn_attrs);
            }
        }
    }

    fn register_custom_metadata_kind(&mut self, kind: &'m str) {
        let next = self.metadata_kind_ids.len();
        self.metadata_kind_ids.entry(kind).or_insert(next);
    }

    fn metadata_kind_id(&self, kind: &str) -> usize {
        self.metadata_kind_ids
            .get(kind)
            .copied()
            .unwrap_or(usize::MAX)
    }

    /// Attachments in LLVM's print order: stably sorted by kind ID.
    fn sorted_attachments<'a>(
        &self,
        attachments: &'a [MdAttachment],
    ) -> impl Iterator<Item = &'a MdAttachment> {
        // A single attachment (the common case) needs no sorted copy.
        let (unsorted, mut sorted) = match attachments {
            [_, _, ..] => (&[][..], attachments.iter().collect()),
            _ => (attachments, Vec::new()),
        };
        sorted.sort_by_key(|(kind, _)| self.metadata_kind_id(kind));
        unsorted.iter().chain(sorted)
    }

    /// `with_metadata`: per global, its instructions that carry metadata.
    fn assign_metadata_slots(&mut self, with_metadata: &[Vec<Inst>]) {
        let m = self.m;
        for global in &m.globals {
            if let GlobalKind::Variable(var) = &global.kind {
                for (_, node) in self.sorted_attachments(&var.metadata) {
                    self.slot_metadata(node);
                }
            }
        }
        for named in &m.named_metadata {
            for node in &named.nodes {
                self.slot_metadata(node);
            }
        }
        for (global, instructions) in m.globals.iter().zip(with_metadata) {
            let GlobalKind::Function(function) = &global.kind else {
                continue;
            };
            self.slot_function_metadata(function);
            let Some(body) = &function.body else {
                continue;
            };
            for &inst in instructions {
                self.slot_instruction_metadata(&body.insts[inst.index()]);
            }
        }
    }

    /// Numbers the nodes of a function's attachments.
    fn slot_function_metadata(&mut self, function: &'m Function) {
        for (_, node) in self.sorted_attachments(&function.metadata) {
            self.slot_metadata(node);
        }
    }

    /// Numbers the nodes an instruction refers to: debug records, metadata
    /// arguments, attachments.
    fn slot_instruction_metadata(&mut self, data: &'m InstData) {
        for record in &data.debug_records {
            for arg in &record.args {
                self.slot_metadata(arg);
            }
        }
        if let Some(call) = data.kind.call_site() {
            for arg in &call.args {
                if let Operand::Metadata(node) = arg.value {
                    self.slot_metadata(self.m.metadata_operand(node));
                }
            }
        }
        for (_, node) in self.sorted_attachments(&data.metadata) {
            self.slot_metadata(node);
        }
    }

    /// With [`Numbering::WhilePrinting`], what the walk over functions would
    /// have numbered for a function's header, just before it prints.
    fn number_function_header(&mut self, function: &'m Function) {
        if !self.numbers_bodies_while_printing {
            return;
        }
        for (kind, _) in &function.metadata {
            self.register_custom_metadata_kind(kind);
        }
        self.slot_function_metadata(function);
    }

    /// With [`Numbering::WhilePrinting`], what the walk over functions would
    /// have numbered for an instruction, just before it prints.
    fn number_instruction(&mut self, data: &'m InstData) {
        if !self.numbers_bodies_while_printing {
            return;
        }
        // Most call sites have no attributes: not even a call for them.
        if let Some(call) = data
            .kind
            .call_site()
            .filter(|call| !call.fn_attrs.is_empty())
        {
            self.add_attribute_group(&call.fn_attrs);
        }
        if self.carries_metadata(data) {
            for (kind, _) in &data.metadata {
                self.register_custom_metadata_kind(kind);
            }
            self.slot_instruction_metadata(data);
        }
    }

    /// Numbers the node `root` refers to and, depth first, every node it reaches.
    fn slot_metadata(&mut self, root: &'m MdRef) {
        // The stack allocates only once a node has children to visit: most
        // roots are numbered already.
        let mut stack = Vec::new();
        let mut next = Some(root);
        while let Some(reference) = next.take().or_else(|| stack.pop()) {
            let node = match reference {
                MdRef::Node(slot) => {
                    if self.metadata.numbered.contains_key(slot) {
                        continue;
                    }
                    let Some(node) = self.m.metadata.get(slot) else {
                        continue;
                    };
                    if is_always_inline_node(node) {
                        continue;
                    }
                    self.metadata
                        .numbered
                        .insert(*slot, self.metadata.nodes.len() as u32);
                    node
                }
                MdRef::Inline(node) => {
                    let node: &'m MdNode = node;
                    if is_always_inline_node(node)
                        || self
                            .metadata
                            .inline_by_address
                            .contains_key(&(node as *const MdNode))
                    {
                        continue;
                    }
                    if !node.distinct {
                        if let Some(&slot) = self.metadata.inline_by_content.get(node) {
                            self.metadata.inline_by_address.insert(node, slot);
                            continue;
                        }
                        self.metadata
                            .inline_by_content
                            .insert(node, self.metadata.nodes.len() as u32);
                    }
                    self.metadata
                        .inline_by_address
                        .insert(node, self.metadata.nodes.len() as u32);
                    node
                }
                _ => continue,
            };
            self.metadata.nodes.push(node);
            let first_child = stack.len();
            match &node.kind {
                MdKind::Tuple(elements) => stack.extend(elements.iter()),
                MdKind::Specialized { fields, .. } => {
                    stack.extend(fields.iter().filter_map(|field| match &field.value {
                        MdFieldValue::Ref(reference) => Some(reference),
                        MdFieldValue::Raw(_) => None,
                    }))
                }
            }
            stack[first_child..].reverse();
        }
    }

    // -- small lookups ---------------------------------------------------------

    fn type_text(&self, ty: TypeId) -> &str {
        self.type_texts
            .get(ty.0 as usize)
            .map_or(BAD_TYPE, String::as_str)
    }

    fn type_of(&self, ty: TypeId) -> Option<&'m Type> {
        ((ty.0 as usize) < self.m.types.len()).then(|| self.m.types.get(ty))
    }

    fn const_data(&self, c: ConstId) -> Option<&'m ConstData> {
        ((c.0 as usize) < self.m.consts.len()).then(|| self.m.consts.get(c))
    }

    fn write_global_name(&self, out: &mut Output, id: GlobalId) {
        if !self.global_references.write(out, id.index()) {
            out.push_str(BAD_REFERENCE);
        }
    }

    /// The type of a value or constant operand.
    fn operand_type(&self, ctx: Option<&FunctionContext>, operand: &Operand) -> Option<TypeId> {
        match operand {
            Operand::Value(value) => {
                ctx.and_then(|ctx| ctx.body.values.get(value.index()).map(|data| data.ty))
            }
            Operand::Const(c) => self.const_data(*c).map(ConstData::ty),
            Operand::Metadata(_) => None,
        }
    }

    /// The type of an operand as text (`metadata` for metadata operands).
    fn operand_type_text(&self, ctx: Option<&FunctionContext>, operand: &Operand) -> &str {
        match operand {
            Operand::Metadata(_) => "metadata",
            _ => self
                .operand_type(ctx, operand)
                .map_or(BAD_TYPE, |ty| self.type_text(ty)),
        }
    }

    // -- attributes ------------------------------------------------------------

    fn write_attribute(&self, out: &mut Output, attr: &Attribute, in_group: bool) {
        match attr {
            Attribute::Enum(name) => out.push_str(name),
            Attribute::Int(name, value) => {
                let _ = match (name.as_str(), in_group) {
                    ("align", false) => write!(out, "align {value}"),
                    (
                        "align" | "alignstack" | "dereferenceable" | "dereferenceable_or_null",
                        true,
                    ) => {
                        write!(out, "{name}={value}")
                    }
                    _ => write!(out, "{name}({value})"),
                };
            }
            Attribute::Type(name, ty) => {
                // `elementtype` is on every statepoint: no formatting machinery.
                out.push_str(name);
                out.push('(');
                out.push_str(self.type_text(*ty));
                out.push(')');
            }
            Attribute::Str(key, value) => {
                let _ = write!(out, "\"{key}\"");
                if let Some(value) = value.as_deref().filter(|v| !v.is_empty()) {
                    out.push_str("=\"");
                    write_escaped(out, value.as_bytes());
                    out.push('"');
                }
            }
            Attribute::Payload(name, text) => {
                let _ = write!(out, "{name}({text})");
            }
        }
    }

    /// The attributes of `attrs` separated by spaces (inline form).
    fn write_attribute_list(&self, out: &mut Output, attrs: &AttrList) {
        write_separated(out, canonical_attribute_order(attrs), " ", |out, attr| {
            self.write_attribute(out, attr, false);
        });
    }

    /// ` #N` for a non-empty function or call-site attribute list.
    fn write_attribute_group_reference(&self, out: &mut Output, attrs: &AttrList) {
        // Only non-empty lists form groups; most call sites have none.
        if attrs.is_empty() {
            return;
        }
        if let Some(slot) = self
            .attribute_group_of_list
            .get(&(attrs as *const AttrList))
        {
            let _ = write!(out, " #{slot}");
        }
    }

    // -- constants ---------------------------------------------------------------

    /// True if `c` satisfies `is_leaf`, or is an aggregate whose elements all
    /// do, recursively (an empty aggregate gives `empty_aggregate`): the test
    /// LLVM's constant uniquing applies to fold aggregates.
    fn is_uniform_constant(
        &self,
        c: ConstId,
        empty_aggregate: bool,
        is_leaf: fn(&ConstData) -> bool,
    ) -> bool {
        match self.const_data(c) {
            Some(
                ConstData::Array { elems, .. }
                | ConstData::Vector { elems, .. }
                | ConstData::Struct { fields: elems, .. },
            ) => {
                if elems.is_empty() {
                    empty_aggregate
                } else {
                    elems
                        .iter()
                        .all(|e| self.is_uniform_constant(*e, empty_aggregate, is_leaf))
                }
            }
            Some(data) => is_leaf(data),
            None => false,
        }
    }

    /// True if `c` is (canonically) the all-zero value of its type.
    fn is_null_value(&self, c: ConstId) -> bool {
        self.is_uniform_constant(c, true, |data| match data {
            ConstData::Int { value, .. } => value.is_zero(),
            ConstData::Float { bits, .. } => *bits == 0,
            ConstData::Null(_) | ConstData::NoneToken(_) | ConstData::Zero(_) => true,
            ConstData::Bytes { bytes, .. } => bytes.iter().all(|b| *b == 0),
            _ => false,
        })
    }

    /// True if `c` is (canonically) `poison`.
    fn is_poison(&self, c: ConstId) -> bool {
        self.is_uniform_constant(c, false, |data| matches!(data, ConstData::Poison(_)))
    }

    /// True if `c` is (canonically) `undef` (and not `poison`).
    fn is_undef(&self, c: ConstId) -> bool {
        self.is_uniform_constant(c, false, |data| matches!(data, ConstData::Undef(_)))
    }

    /// The bytes of an `i8` array whose elements are all integers (printed as `c"..."`).
    fn byte_string_elements(&self, array_ty: TypeId, elems: &[ConstId]) -> Option<Vec<u8>> {
        let Some(Type::Array { elem, .. }) = self.type_of(array_ty) else {
            return None;
        };
        if !matches!(self.type_of(*elem), Some(Type::Int(8))) {
            return None;
        }
        elems
            .iter()
            .map(|e| match self.const_data(*e) {
                Some(ConstData::Int { value, .. }) => value.to_u64().map(|v| v as u8),
                _ => None,
            })
            .collect()
    }

    fn write_typed_const(&self, out: &mut Output, c: ConstId) {
        match self.const_data(c) {
            Some(data) => {
                out.push_str(self.type_text(data.ty()));
                out.push(' ');
                self.write_const(out, c);
            }
            None => out.push_str(BAD_REFERENCE),
        }
    }

    fn write_typed_const_list(&self, out: &mut Output, consts: &[ConstId]) {
        write_separated(out, consts.iter(), ", ", |out, c| {
            self.write_typed_const(out, *c);
        });
    }

    /// A constant without its type.
    fn write_const(&self, out: &mut Output, c: ConstId) {
        if self.const_texts.write(out, c.0 as usize) {
            return;
        }
        let Some(data) = self.const_data(c) else {
            out.push_str(BAD_REFERENCE);
            return;
        };
        let is_aggregate = matches!(
            data,
            ConstData::Array { .. }
                | ConstData::Vector { .. }
                | ConstData::Struct { .. }
                | ConstData::Bytes { .. }
        );
        if is_aggregate {
            if self.is_null_value(c)
                || matches!(data, ConstData::Bytes { bytes, .. } if bytes.is_empty())
            {
                out.push_str("zeroinitializer");
                return;
            }
            if self.is_poison(c) {
                out.push_str("poison");
                return;
            }
            if self.is_undef(c) {
                out.push_str("undef");
                return;
            }
        }
        self.write_const_value(out, data);
    }

    /// A constant without its type, aggregates in full.
    fn write_const_value(&self, out: &mut Output, data: &ConstData) {
        match data {
            ConstData::Int { ty, value } => {
                if matches!(self.type_of(*ty), Some(Type::Int(1))) {
                    out.push_str(if value.is_zero() { "false" } else { "true" });
                } else {
                    value.write_signed_decimal(out);
                }
            }
            ConstData::Float { ty, bits } => match self.type_of(*ty) {
                Some(ty) => out.push_str(&format_float(ty, *bits)),
                None => out.push_str(BAD_REFERENCE),
            },
            ConstData::Null(_) => out.push_str("null"),
            ConstData::NoneToken(_) => out.push_str("none"),
            ConstData::Undef(_) => out.push_str("undef"),
            ConstData::Poison(_) => out.push_str("poison"),
            ConstData::Zero(ty) => self.write_zero_of_type(out, *ty),
            ConstData::Array { ty, elems } => match self.byte_string_elements(*ty, elems) {
                Some(bytes) => write_byte_string(out, &bytes),
                None => {
                    out.push('[');
                    self.write_typed_const_list(out, elems);
                    out.push(']');
                }
            },
            ConstData::Bytes { bytes, .. } => write_byte_string(out, bytes),
            ConstData::Struct { ty, fields } => {
                let packed = self
                    .m
                    .types
                    .struct_fields(*ty)
                    .is_some_and(|(_, packed)| packed);
                out.push_str(if packed { "<{" } else { "{" });
                if !fields.is_empty() {
                    out.push(' ');
                    self.write_typed_const_list(out, fields);
                    out.push(' ');
                }
                out.push_str(if packed { "}>" } else { "}" });
            }
            ConstData::Vector { elems, .. } => {
                out.push('<');
                self.write_typed_const_list(out, elems);
                out.push('>');
            }
            ConstData::Global { global, .. } => self.write_global_name(out, *global),
            ConstData::BlockAddress {
                function, block, ..
            } => {
                out.push_str("blockaddress(");
                self.write_global_name(out, *function);
                out.push_str(", ");
                if is_slot_number_name(block) {
                    let _ = write!(out, "%{block}");
                } else {
                    write_llvm_name(out, "%", block);
                }
                out.push(')');
            }
            ConstData::DsoLocalEquivalent { global, .. } => {
                out.push_str("dso_local_equivalent ");
                self.write_global_name(out, *global);
            }
            ConstData::NoCfi { global, .. } => {
                out.push_str("no_cfi ");
                self.write_global_name(out, *global);
            }
            ConstData::Binary {
                op,
                flags,
                lhs,
                rhs,
                ..
            } => {
                out.push_str(op.name());
                write_int_flags(out, *flags);
                out.push_str(" (");
                self.write_typed_const_list(out, &[*lhs, *rhs]);
                out.push(')');
            }
            ConstData::Cast { ty, op, value } => {
                out.push_str(op.name());
                out.push_str(" (");
                self.write_typed_const(out, *value);
                out.push_str(" to ");
                out.push_str(self.type_text(*ty));
                out.push(')');
            }
            ConstData::Gep {
                flags,
                source_ty,
                inrange,
                base,
                indices,
                ..
            } => {
                out.push_str("getelementptr");
                write_gep_flags(out, *flags);
                if let Some((lower, upper)) = inrange {
                    let _ = write!(out, " inrange({lower}, {upper})");
                }
                out.push_str(" (");
                out.push_str(self.type_text(*source_ty));
                out.push_str(", ");
                self.write_typed_const(out, *base);
                for index in indices {
                    out.push_str(", ");
                    self.write_typed_const(out, *index);
                }
                out.push(')');
            }
            ConstData::ICmp { pred, lhs, rhs, .. } => {
                out.push_str("icmp ");
                out.push_str(pred.name());
                out.push_str(" (");
                self.write_typed_const_list(out, &[*lhs, *rhs]);
                out.push(')');
            }
            ConstData::FCmp { pred, lhs, rhs, .. } => {
                out.push_str("fcmp ");
                out.push_str(pred.name());
                out.push_str(" (");
                self.write_typed_const_list(out, &[*lhs, *rhs]);
                out.push(')');
            }
            ConstData::ExtractElement { vector, index, .. } => {
                out.push_str("extractelement (");
                self.write_typed_const_list(out, &[*vector, *index]);
                out.push(')');
            }
            ConstData::InsertElement {
                vector,
                elem,
                index,
                ..
            } => {
                out.push_str("insertelement (");
                self.write_typed_const_list(out, &[*vector, *elem, *index]);
                out.push(')');
            }
            ConstData::ShuffleVector { a, b, mask, .. } => {
                out.push_str("shufflevector (");
                self.write_typed_const_list(out, &[*a, *b]);
                self.write_shuffle_mask(out, *mask);
                out.push(')');
            }
            ConstData::Select { cond, t, f, .. } => {
                out.push_str("select (");
                self.write_typed_const_list(out, &[*cond, *t, *f]);
                out.push(')');
            }
            ConstData::InlineAsm {
                side_effect,
                align_stack,
                intel_dialect,
                unwind,
                asm,
                constraints,
                ..
            } => {
                out.push_str("asm ");
                for (present, keyword) in [
                    (*side_effect, "sideeffect "),
                    (*align_stack, "alignstack "),
                    (*intel_dialect, "inteldialect "),
                    (*unwind, "unwind "),
                ] {
                    if present {
                        out.push_str(keyword);
                    }
                }
                out.push('"');
                write_escaped(out, asm);
                out.push_str("\", \"");
                write_escaped(out, constraints);
                out.push('"');
            }
        }
    }

    /// `zeroinitializer` of a scalar type in the scalar's own spelling.
    fn write_zero_of_type(&self, out: &mut Output, ty: TypeId) {
        match self.type_of(ty) {
            Some(Type::Int(1)) => out.push_str("false"),
            Some(Type::Int(_)) => out.push('0'),
            Some(Type::Ptr(_)) => out.push_str("null"),
            Some(Type::Token) => out.push_str("none"),
            Some(float_ty) if self.m.types.is_float(ty) => out.push_str(&format_float(float_ty, 0)),
            _ => out.push_str("zeroinitializer"),
        }
    }

    /// `, <N x i32> <mask>` after the two vector operands of a shuffle.
    fn write_shuffle_mask(&self, out: &mut Output, mask: ConstId) {
        let Some(data) = self.const_data(mask) else {
            out.push_str(", ");
            out.push_str(BAD_REFERENCE);
            return;
        };
        let Some(Type::Vector { len, scalable, .. }) = self.type_of(data.ty()) else {
            out.push_str(", ");
            self.write_typed_const(out, mask);
            return;
        };
        let elements: Option<Vec<Option<i64>>> = match data {
            ConstData::Zero(_) => Some(vec![Some(0); *len as usize]),
            ConstData::Undef(_) | ConstData::Poison(_) => Some(vec![None; *len as usize]),
            ConstData::Vector { elems, .. } => elems
                .iter()
                .map(|e| match self.const_data(*e) {
                    Some(ConstData::Int { value, .. }) => value.to_i64().map(Some),
                    Some(ConstData::Undef(_) | ConstData::Poison(_)) => Some(None),
                    _ => None,
                })
                .collect(),
            _ => None,
        };
        let Some(elements) = elements else {
            out.push_str(", ");
            self.write_typed_const(out, mask);
            return;
        };
        let _ = write!(
            out,
            ", <{}{} x i32> ",
            if *scalable { "vscale x " } else { "" },
            elements.len()
        );
        if elements.iter().all(|e| *e == Some(0)) {
            out.push_str("zeroinitializer");
        } else if elements.iter().all(Option::is_none) {
            out.push_str("poison");
        } else {
            out.push('<');
            write_separated(out, elements.iter(), ", ", |out, element| match element {
                Some(value) => {
                    let _ = write!(out, "i32 {value}");
                }
                None => out.push_str("i32 poison"),
            });
            out.push('>');
        }
    }

    // -- operands ------------------------------------------------------------------

    /// Appends the text of `ty` and a space (`<badtype> ` for a type the module
    /// does not have).
    #[inline(always)]
    fn write_type_prefix(&self, out: &mut Output, ty: TypeId) {
        if !self.type_prefixes.write(out, ty.0 as usize) {
            out.push_str(BAD_TYPE_PREFIX);
        }
    }

    #[inline(always)]
    fn write_value_name(&self, out: &mut Output, ctx: Option<&FunctionContext>, value: Value) {
        match ctx {
            Some(ctx) if ctx.names.write_value(out, value) => {}
            _ => out.push_str(BAD_REFERENCE),
        }
    }

    #[inline(always)]
    fn write_block_name(&self, out: &mut Output, ctx: &FunctionContext, block: Block) {
        ctx.names.write_block(out, block);
    }

    fn write_label(&self, out: &mut Output, ctx: &FunctionContext, block: Block) {
        out.push_str("label ");
        self.write_block_name(out, ctx, block);
    }

    /// An operand, with its type first when `with_type`. Inlined: a call
    /// would cost about as much as the copy.
    #[inline(always)]
    fn write_operand(
        &self,
        out: &mut Output,
        ctx: Option<&FunctionContext>,
        operand: &Operand,
        with_type: bool,
    ) {
        // Values and scalar constants, nearly all operands, are one copy from a
        // table; everything else takes the out-of-line path.
        let written = match (operand, ctx) {
            (Operand::Value(value), Some(ctx)) => match ctx.body.values.get(value.index()) {
                Some(data) => {
                    if with_type {
                        self.write_type_prefix(out, data.ty);
                    }
                    ctx.names.write_value(out, *value)
                }
                None => false,
            },
            (Operand::Const(c), _) => {
                let texts = if with_type {
                    &self.typed_const_texts
                } else {
                    &self.const_texts
                };
                texts.write(out, c.0 as usize)
            }
            _ => false,
        };
        if !written {
            self.write_operand_in_full(out, ctx, operand, with_type);
        }
    }

    /// [`Self::write_operand`] for operands not in a table.
    #[inline(never)]
    fn write_operand_in_full(
        &self,
        out: &mut Output,
        ctx: Option<&FunctionContext>,
        operand: &Operand,
        with_type: bool,
    ) {
        if with_type {
            out.push_str(self.operand_type_text(ctx, operand));
            out.push(' ');
        }
        match operand {
            Operand::Value(value) => self.write_value_name(out, ctx, *value),
            Operand::Const(c) => self.write_const(out, *c),
            Operand::Metadata(reference) => {
                self.write_metadata_ref(out, ctx, self.m.metadata_operand(*reference))
            }
        }
    }

    fn write_operand_list<'o>(
        &self,
        out: &mut Output,
        ctx: &FunctionContext,
        operands: impl IntoIterator<Item = &'o Operand>,
    ) {
        write_separated(out, operands, ", ", |out, operand| {
            self.write_operand(out, Some(ctx), operand, true);
        });
    }

    /// LLVM's default operand layout: ` T a, b` when all operands share a type
    /// (and `always_print_types` is false), else ` T a, U b`.
    fn write_uniform_operands(
        &self,
        out: &mut Output,
        ctx: &FunctionContext,
        operands: &[&Operand],
        always_print_types: bool,
    ) {
        let Some(first) = operands.first() else {
            return;
        };
        let first_type = self.operand_type_text(Some(ctx), first);
        let print_all_types = always_print_types
            || operands[1..]
                .iter()
                .any(|o| self.operand_type_text(Some(ctx), o) != first_type);
        out.push(' ');
        if print_all_types {
            self.write_operand_list(out, ctx, operands.iter().copied());
        } else {
            out.push_str(first_type);
            out.push(' ');
            write_separated(out, operands.iter(), ", ", |out, operand| {
                self.write_operand(out, Some(ctx), operand, false);
            });
        }
    }

    // -- metadata ------------------------------------------------------------------

    fn write_metadata_ref(
        &self,
        out: &mut Output,
        ctx: Option<&FunctionContext>,
        reference: &MdRef,
    ) {
        match reference {
            // Nodes always written inline are never numbered.
            MdRef::Node(slot) => match self.metadata.numbered.get(slot) {
                Some(&number) => {
                    out.push('!');
                    crate::apint::write_u64(out, u64::from(number));
                }
                None => match self.m.metadata.get(slot) {
                    Some(node) if is_always_inline_node(node) => {
                        self.write_metadata_node_body(out, ctx, node)
                    }
                    _ => out.push_str(BAD_REFERENCE),
                },
            },
            MdRef::Inline(node) => match self
                .metadata
                .inline_by_address
                .get(&(&**node as *const MdNode))
            {
                Some(&number) => {
                    out.push('!');
                    crate::apint::write_u64(out, u64::from(number));
                }
                None => self.write_metadata_node_body(out, ctx, node),
            },
            MdRef::String(bytes) => {
                out.push_str("!\"");
                write_escaped(out, bytes);
                out.push('"');
            }
            MdRef::Value(operand) => self.write_operand(out, ctx, operand, true),
            MdRef::Null => out.push_str("null"),
        }
    }

    fn write_metadata_node_body(
        &self,
        out: &mut Output,
        ctx: Option<&FunctionContext>,
        node: &MdNode,
    ) {
        if node.distinct {
            out.push_str("distinct ");
        }
        match &node.kind {
            MdKind::Tuple(elements) => {
                out.push_str("!{");
                write_separated(out, elements.iter(), ", ", |out, element| {
                    self.write_metadata_ref(out, ctx, element);
                });
                out.push('}');
            }
            MdKind::Specialized { name, fields } => {
                let _ = write!(out, "!{name}(");
                write_separated(out, fields.iter(), ", ", |out, field| {
                    if let Some(label) = &field.label {
                        let _ = write!(out, "{label}: ");
                    }
                    match &field.value {
                        MdFieldValue::Ref(reference) => {
                            self.write_metadata_ref(out, ctx, reference)
                        }
                        MdFieldValue::Raw(text) => out.push_str(text),
                    }
                });
                out.push(')');
            }
        }
    }

    /// `<separator>!kind !N` for each attachment, sorted by kind.
    #[inline(always)]
    fn write_metadata_attachments(
        &self,
        out: &mut Output,
        ctx: Option<&FunctionContext>,
        attachments: &[MdAttachment],
        separator: &str,
    ) {
        // Most instructions have none: not even a call for them.
        if !attachments.is_empty() {
            self.write_sorted_attachments(out, ctx, attachments, separator);
        }
    }

    /// [`Self::write_metadata_attachments`] for a non-empty list.
    fn write_sorted_attachments(
        &self,
        out: &mut Output,
        ctx: Option<&FunctionContext>,
        attachments: &[MdAttachment],
        separator: &str,
    ) {
        for (kind, reference) in self.sorted_attachments(attachments) {
            out.push_str(separator);
            write_metadata_identifier(out, kind);
            out.push(' ');
            self.write_metadata_ref(out, ctx, reference);
        }
    }

    fn write_debug_record(&self, out: &mut Output, ctx: &FunctionContext, record: &DebugRecord) {
        let _ = write!(out, "    #dbg_{}(", record.kind);
        write_separated(out, record.args.iter(), ", ", |out, arg| {
            self.write_metadata_ref(out, Some(ctx), arg);
        });
        out.push_str(")\n");
    }

    // -- module --------------------------------------------------------------------

    /// Prints the module into `out`, offering the text to `drain` after each
    /// global and each instruction (it may take the text away).
    fn print_module(&mut self, out: &mut Output, drain: &mut dyn FnMut(&mut Output)) {
        let m = self.m;
        if let Some(source_filename) = &m.source_filename {
            out.push_str("source_filename = \"");
            write_escaped(out, source_filename.as_bytes());
            out.push_str("\"\n");
        }
        if let Some(datalayout) = m.datalayout.as_deref().filter(|d| !d.is_empty()) {
            let _ = writeln!(out, "target datalayout = \"{datalayout}\"");
        }
        if let Some(triple) = m.triple.as_deref().filter(|t| !t.is_empty()) {
            let _ = writeln!(out, "target triple = \"{triple}\"");
        }
        if !m.module_asm.is_empty() {
            out.push('\n');
            for line in &m.module_asm {
                out.push_str("module asm \"");
                write_escaped(out, line.as_bytes());
                out.push_str("\"\n");
            }
        }
        self.write_struct_definitions(out);
        self.write_comdats(out);
        for category in [
            GlobalCategory::Variable,
            GlobalCategory::Alias,
            GlobalCategory::IFunc,
        ] {
            let mut globals = Self::globals_of(self.m, category).peekable();
            if globals.peek().is_some() {
                out.push('\n');
            }
            for (id, global) in globals {
                self.write_global_line(out, id, global);
                out.push('\n');
                drain(out);
            }
        }
        for (id, global) in Self::globals_of(self.m, GlobalCategory::Function) {
            if let GlobalKind::Function(function) = &global.kind {
                out.push('\n');
                self.write_function(out, id, global, function, drain);
            }
        }
        if !self.attribute_groups.is_empty() {
            out.push('\n');
            for (slot, attrs) in self.attribute_groups.iter().enumerate() {
                let _ = write!(out, "attributes #{slot} = {{ ");
                write_separated(out, attrs, " ", |out, attr| {
                    self.write_attribute(out, attr, true)
                });
                out.push_str(" }\n");
            }
        }
        if !m.named_metadata.is_empty() {
            out.push('\n');
        }
        for named in &m.named_metadata {
            write_metadata_identifier(out, &named.name);
            out.push_str(" = !{");
            write_separated(out, &named.nodes, ", ", |out, node| {
                self.write_metadata_ref(out, None, node)
            });
            out.push_str("}\n");
        }
        if !self.metadata.nodes.is_empty() {
            out.push('\n');
            for (slot, node) in self.metadata.nodes.iter().enumerate() {
                let _ = write!(out, "!{slot} = ");
                self.write_metadata_node_body(out, None, node);
                out.push('\n');
            }
        }
    }

    /// A generous guess of the printed size, so the output buffer grows rarely.
    fn estimated_output_length(&self) -> usize {
        const BYTES_PER_LINE: usize = 64;
        let instructions: usize = self
            .m
            .globals
            .iter()
            .filter_map(|global| match &global.kind {
                GlobalKind::Function(Function {
                    body: Some(body), ..
                }) => Some(body.insts.len() + body.blocks.len()),
                _ => None,
            })
            .sum();
        (instructions + self.m.globals.len() + self.metadata.nodes.len()) * BYTES_PER_LINE
    }

    fn globals_of(
        m: &'m Module,
        category: GlobalCategory,
    ) -> impl Iterator<Item = (GlobalId, &'m GlobalValue)> {
        m.globals
            .iter()
            .enumerate()
            .filter(move |(_, global)| GlobalCategory::of(global) == category)
            .map(|(index, global)| (GlobalId(index as u32), global))
    }

    fn write_struct_definitions(&self, out: &mut Output) {
        if self.struct_definitions.is_empty() {
            return;
        }
        out.push('\n');
        for &ty in &self.struct_definitions {
            out.push_str(self.type_text(ty));
            out.push_str(" = type ");
            match self.m.types.body(ty) {
                None => out.push_str("opaque"),
                Some(body) => {
                    let field_texts: Vec<&str> =
                        body.fields.iter().map(|&t| self.type_text(t)).collect();
                    write_struct_body(out, &field_texts, body.packed);
                }
            }
            out.push('\n');
        }
    }

    /// The comdat a global object is in, by name.
    fn comdat_name(global: &GlobalValue) -> Option<&str> {
        let comdat = match &global.kind {
            GlobalKind::Variable(var) => var.comdat.as_ref(),
            GlobalKind::Function(function) => function.comdat.as_ref(),
            _ => None,
        }?;
        Some(match comdat {
            ComdatRef::Own => &global.name,
            ComdatRef::Named(name) => name,
        })
    }

    /// The comdats global objects use (functions first, then variables, as LLVM lists them).
    fn write_comdats(&self, out: &mut Output) {
        let mut used: Vec<&str> = Vec::new();
        for category in [GlobalCategory::Function, GlobalCategory::Variable] {
            for (_, global) in Self::globals_of(self.m, category) {
                if let Some(name) = Self::comdat_name(global) {
                    if !used.contains(&name) {
                        used.push(name);
                    }
                }
            }
        }
        if !used.is_empty() {
            out.push('\n');
        }
        for (index, name) in used.iter().enumerate() {
            let kind = self
                .m
                .comdats
                .iter()
                .find(|c| c.name == *name)
                .map_or("any", |c| c.kind.as_str());
            write_llvm_name(out, "$", name);
            let _ = writeln!(out, " = comdat {kind}");
            if index + 1 < used.len() {
                out.push('\n');
            }
        }
    }

    /// ` comdat` or ` comdat($name)`.
    fn write_comdat_reference(out: &mut Output, global: &GlobalValue) {
        if let Some(name) = Self::comdat_name(global) {
            out.push_str(" comdat");
            if name != global.name {
                out.push('(');
                write_llvm_name(out, "$", name);
                out.push(')');
            }
        }
    }

    fn write_quoted_property(out: &mut Output, keyword: &str, value: Option<&str>) {
        if let Some(value) = value {
            let _ = write!(out, "{keyword} \"");
            write_escaped(out, value.as_bytes());
            out.push('"');
        }
    }

    /// A global variable, alias or ifunc line (without the newline).
    fn write_global_line(&self, out: &mut Output, id: GlobalId, global: &GlobalValue) {
        self.write_global_name(out, id);
        out.push_str(" = ");
        match &global.kind {
            GlobalKind::Variable(var) => {
                if var.init.is_none() && global.linkage == Linkage::External {
                    out.push_str("external ");
                }
                write_global_value_prefix(out, global);
                if let Some(keyword) = unnamed_addr_keyword(global.unnamed_addr) {
                    let _ = write!(out, "{keyword} ");
                }
                if global.addrspace != 0 {
                    let _ = write!(out, "addrspace({}) ", global.addrspace);
                }
                if var.externally_initialized {
                    out.push_str("externally_initialized ");
                }
                out.push_str(if var.constant { "constant " } else { "global " });
                out.push_str(self.type_text(var.value_ty));
                if let Some(init) = var.init {
                    out.push(' ');
                    self.write_const(out, init);
                }
                Self::write_quoted_property(out, ", section", var.section.as_deref());
                Self::write_quoted_property(out, ", partition", var.partition.as_deref());
                for extra in &var.extra {
                    let _ = write!(out, ", {extra}");
                }
                if var.comdat.is_some() {
                    out.push(',');
                    Self::write_comdat_reference(out, global);
                }
                write_align(out, var.align);
                self.write_metadata_attachments(out, None, &var.metadata, ", ");
                self.write_attribute_group_reference(out, &var.attrs);
            }
            GlobalKind::Alias { value_ty, aliasee } => {
                self.write_alias_like(out, global, "alias", *value_ty, *aliasee);
            }
            GlobalKind::IFunc { value_ty, resolver } => {
                self.write_alias_like(out, global, "ifunc", *value_ty, *resolver);
            }
            GlobalKind::Function(_) => out.push_str(BAD_REFERENCE),
        }
    }

    /// The part of an alias or ifunc after `@name = `.
    fn write_alias_like(
        &self,
        out: &mut Output,
        global: &GlobalValue,
        keyword: &str,
        value_ty: TypeId,
        target: ConstId,
    ) {
        write_global_value_prefix(out, global);
        if let Some(unnamed_addr) = unnamed_addr_keyword(global.unnamed_addr) {
            let _ = write!(out, "{unnamed_addr} ");
        }
        let _ = write!(out, "{keyword} {}, ", self.type_text(value_ty));
        let is_constant_expression = self.const_data(target).is_some_and(is_constant_expression);
        if is_constant_expression {
            self.write_const(out, target);
        } else {
            self.write_typed_const(out, target);
        }
    }

    // -- functions -------------------------------------------------------------------

    fn write_function(
        &mut self,
        out: &mut Output,
        id: GlobalId,
        global: &GlobalValue,
        function: &'m Function,
        drain: &mut dyn FnMut(&mut Output),
    ) {
        self.number_function_header(function);
        let (ret_ty, param_types, vararg) = match self.type_of(function.ty) {
            Some(Type::Function {
                ret,
                params,
                vararg,
            }) => (Some(*ret), params.as_slice(), *vararg),
            _ => (None, &[][..], false),
        };
        let mut comment = Output::default();
        let non_string_attributes = canonical_attribute_order(&function.fn_attrs)
            .into_iter()
            .filter(|a| !a.is_string());
        write_separated(&mut comment, non_string_attributes, " ", |out, attr| {
            self.write_attribute(out, attr, false)
        });
        if !comment.is_empty() {
            out.push_str("; Function Attrs: ");
            out.bytes.extend_from_slice(comment.as_bytes());
            out.push('\n');
        }
        match &function.body {
            None => {
                out.push_str("declare");
                self.write_metadata_attachments(out, None, &function.metadata, " ");
                out.push(' ');
            }
            Some(_) => out.push_str("define "),
        }
        write_global_value_prefix(out, global);
        if function.cc != CallConv::C {
            write_calling_convention(out, function.cc);
            out.push(' ');
        }
        if !function.ret_attrs.is_empty() {
            self.write_attribute_list(out, &function.ret_attrs);
            out.push(' ');
        }
        out.push_str(ret_ty.map_or(BAD_TYPE, |t| self.type_text(t)));
        out.push(' ');
        self.write_global_name(out, id);
        out.push('(');
        let ctx = function
            .body
            .as_ref()
            .map(|body| FunctionContext::new(function, body));
        for (position, &param_ty) in param_types.iter().enumerate() {
            if position > 0 {
                out.push_str(", ");
            }
            out.push_str(self.type_text(param_ty));
            if let Some(param) = function
                .params
                .get(position)
                .filter(|p| !p.attrs.is_empty())
            {
                out.push(' ');
                self.write_attribute_list(out, &param.attrs);
            }
            if let Some(ctx) = &ctx {
                out.push(' ');
                match ctx.body.args.get(position) {
                    Some(&arg) => self.write_value_name(out, Some(ctx), arg),
                    None => out.push_str(BAD_REFERENCE),
                }
            }
        }
        if vararg {
            out.push_str(if param_types.is_empty() {
                "..."
            } else {
                ", ..."
            });
        }
        out.push(')');
        if let Some(keyword) = unnamed_addr_keyword(global.unnamed_addr) {
            let _ = write!(out, " {keyword}");
        }
        if global.addrspace != 0 || self.program_address_space != 0 {
            let _ = write!(out, " addrspace({})", global.addrspace);
        }
        self.write_attribute_group_reference(out, &function.fn_attrs);
        Self::write_quoted_property(out, " section", function.section.as_deref());
        Self::write_quoted_property(out, " partition", function.partition.as_deref());
        Self::write_comdat_reference(out, global);
        if let Some(align) = function.align {
            let _ = write!(out, " align {align}");
        }
        if let Some(gc) = &function.gc {
            let _ = write!(out, " gc \"{gc}\"");
        }
        for (keyword, data) in [
            (" prefix ", function.prefix),
            (" prologue ", function.prologue),
            (" personality ", function.personality),
        ] {
            if let Some(c) = data {
                out.push_str(keyword);
                self.write_typed_const(out, c);
            }
        }
        let Some(ctx) = ctx else {
            out.push('\n');
            return;
        };
        self.write_metadata_attachments(out, Some(&ctx), &function.metadata, " ");
        out.push_str(" {");
        for (position, &block) in ctx.body.layout.iter().enumerate() {
            self.write_block(out, &ctx, block, position == 0, drain);
        }
        out.push_str("}\n");
    }

    fn write_block(
        &mut self,
        out: &mut Output,
        ctx: &FunctionContext<'m>,
        block: Block,
        is_entry: bool,
        drain: &mut dyn FnMut(&mut Output),
    ) {
        let Some(data) = ctx.body.blocks.get(block.index()) else {
            return;
        };
        let line_start = out.len() + 1;
        match data.name.as_deref().filter(|n| !n.is_empty()) {
            Some(name) => {
                out.push('\n');
                write_llvm_name(out, "", name);
                out.push(':');
            }
            None if !is_entry => {
                out.push('\n');
                // An unnamed block's reference is `%N`; its label is `N:`.
                let reference = ctx.names.block(block);
                out.bytes
                    .extend_from_slice(reference.strip_prefix(b"%").unwrap_or(reference));
                out.push(':');
            }
            None => {}
        }
        if !is_entry {
            let column = out.len() - line_start;
            let padding = PREDECESSOR_COMMENT_COLUMN.saturating_sub(column).max(1);
            out.push_spaces(padding);
            out.push(';');
            let block_predecessors = &ctx.predecessors[block.index()];
            if block_predecessors.is_empty() {
                out.push_str(" No predecessors!");
            } else {
                out.push_str(" preds = ");
                write_separated(out, block_predecessors.iter(), ", ", |out, &predecessor| {
                    self.write_block_name(out, ctx, predecessor);
                });
            }
        }
        out.push('\n');
        for &inst in &data.insts {
            if let Some(inst_data) = ctx.body.insts.get(inst.index()) {
                self.number_instruction(inst_data);
                for record in &inst_data.debug_records {
                    self.write_debug_record(out, ctx, record);
                }
            }
            self.write_instruction(out, ctx, inst);
            out.push('\n');
            drain(out);
        }
    }

    // -- instructions ------------------------------------------------------------------

    fn write_instruction<'a>(&self, out: &mut Output, ctx: &FunctionContext<'a>, inst: Inst) {
        out.push_str("  ");
        let Some(data) = ctx.body.insts.get(inst.index()) else {
            out.push_str(BAD_REFERENCE);
            return;
        };
        if let Some(result) = data.result {
            self.write_value_name(out, Some(ctx), result);
            out.push_str(" = ");
        }
        // Calls, most instructions of rewritten IR, print their keywords as
        // literals, each copied in its own arm: a copy of known length is a
        // store, not a call.
        match &data.kind {
            InstKind::Call { tail, .. } => match tail {
                TailKind::None => out.push_str("call"),
                TailKind::Tail => out.push_str("tail call"),
                TailKind::MustTail => out.push_str("musttail call"),
                TailKind::NoTail => out.push_str("notail call"),
            },
            kind => out.push_str(kind.opcode_name()),
        }
        self.write_instruction_body(out, ctx, data);
        self.write_instruction_attachments(out, ctx, &data.metadata);
        if let InstKind::Call { call, .. } = &data.kind {
            self.write_gc_relocate_comment(out, ctx, call);
        }
    }

    /// `, !kind !N` for each attachment of an instruction. A lone attachment
    /// of a numbered node prints the same text wherever it is (the node's
    /// number is fixed before its first use prints), so a repeat is a copy.
    #[inline(always)]
    fn write_instruction_attachments<'a>(
        &self,
        out: &mut Output,
        ctx: &FunctionContext<'a>,
        attachments: &'a [MdAttachment],
    ) {
        match attachments {
            [] => {}
            [(kind, MdRef::Node(slot))] => {
                ctx.last_attachment
                    .borrow_mut()
                    .write(out, (kind.as_ref(), *slot), |out| {
                        self.write_sorted_attachments(out, Some(ctx), attachments, ", ");
                    })
            }
            _ => self.write_sorted_attachments(out, Some(ctx), attachments, ", "),
        }
    }

    /// Everything after the opcode up to the metadata attachments. Inlined
    /// into its one caller.
    #[inline(always)]
    fn write_instruction_body(&self, out: &mut Output, ctx: &FunctionContext, data: &InstData) {
        match &data.kind {
            InstKind::Ret(None) => out.push_str(" void"),
            InstKind::Ret(Some(value)) => self.write_uniform_operands(out, ctx, &[value], true),
            InstKind::Br(dest) => {
                out.push(' ');
                self.write_label(out, ctx, *dest);
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                out.push(' ');
                self.write_operand(out, Some(ctx), cond, true);
                out.push_str(", ");
                self.write_label(out, ctx, *then_dest);
                out.push_str(", ");
                self.write_label(out, ctx, *else_dest);
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                out.push(' ');
                self.write_operand(out, Some(ctx), value, true);
                out.push_str(", ");
                self.write_label(out, ctx, *default);
                out.push_str(" [");
                for (case_value, dest) in cases {
                    out.push_str("\n    ");
                    self.write_typed_const(out, *case_value);
                    out.push_str(", ");
                    self.write_label(out, ctx, *dest);
                }
                out.push_str("\n  ]");
            }
            InstKind::IndirectBr { address, dests } => {
                out.push(' ');
                self.write_operand(out, Some(ctx), address, true);
                out.push_str(", [");
                self.write_label_list(out, ctx, dests);
                out.push(']');
            }
            InstKind::Invoke {
                call,
                normal,
                unwind,
            } => {
                self.write_call_site(out, ctx, call, FastMath::default(), false);
                out.push_str("\n          to ");
                self.write_label(out, ctx, *normal);
                out.push_str(" unwind ");
                self.write_label(out, ctx, *unwind);
            }
            InstKind::CallBr {
                call,
                default,
                indirect,
            } => {
                self.write_call_site(out, ctx, call, FastMath::default(), false);
                out.push_str("\n          to ");
                self.write_label(out, ctx, *default);
                out.push_str(" [");
                self.write_label_list(out, ctx, indirect);
                out.push(']');
            }
            InstKind::Resume(value) | InstKind::Freeze(value) => {
                self.write_uniform_operands(out, ctx, &[value], false)
            }
            InstKind::CatchSwitch {
                parent,
                handlers,
                unwind,
            } => {
                out.push_str(" within ");
                self.write_operand(out, Some(ctx), parent, false);
                out.push_str(" [");
                self.write_label_list(out, ctx, handlers);
                out.push_str("] unwind ");
                self.write_unwind_destination(out, ctx, *unwind);
            }
            InstKind::CatchRet { pad, dest } => {
                out.push_str(" from ");
                self.write_operand(out, Some(ctx), pad, false);
                out.push_str(" to ");
                self.write_label(out, ctx, *dest);
            }
            InstKind::CleanupRet { pad, unwind } => {
                out.push_str(" from ");
                self.write_operand(out, Some(ctx), pad, false);
                out.push_str(" unwind ");
                self.write_unwind_destination(out, ctx, *unwind);
            }
            InstKind::Unreachable => {}
            InstKind::FNeg { fmf, value } => {
                write_fast_math_flags(out, *fmf);
                self.write_uniform_operands(out, ctx, &[value], false);
            }
            InstKind::Binary {
                flags,
                fmf,
                lhs,
                rhs,
                ..
            } => {
                write_fast_math_flags(out, *fmf);
                write_int_flags(out, *flags);
                self.write_uniform_operands(out, ctx, &[lhs, rhs], false);
            }
            InstKind::ExtractElement { vector, index } => {
                self.write_uniform_operands(out, ctx, &[vector, index], false)
            }
            InstKind::InsertElement {
                vector,
                elem,
                index,
            } => self.write_uniform_operands(out, ctx, &[vector, elem, index], false),
            InstKind::ShuffleVector { a, b, mask } => {
                self.write_uniform_operands(out, ctx, &[a, b], true);
                self.write_shuffle_mask(out, *mask);
            }
            InstKind::ExtractValue { aggregate, indices } => {
                out.push(' ');
                self.write_operand(out, Some(ctx), aggregate, true);
                write_index_list(out, indices);
            }
            InstKind::InsertValue {
                aggregate,
                value,
                indices,
            } => {
                out.push(' ');
                self.write_operand_list(out, ctx, [aggregate, value]);
                write_index_list(out, indices);
            }
            InstKind::Alloca {
                allocated_ty,
                count,
                align,
                addrspace,
                inalloca,
                swifterror,
            } => {
                out.push(' ');
                if *inalloca {
                    out.push_str("inalloca ");
                }
                if *swifterror {
                    out.push_str("swifterror ");
                }
                out.push_str(self.type_text(*allocated_ty));
                if let Some(count) = count.as_ref().filter(|c| !self.is_implicit_alloca_count(c)) {
                    out.push_str(", ");
                    self.write_operand(out, Some(ctx), count, true);
                }
                write_align(out, *align);
                if *addrspace != 0 {
                    let _ = write!(out, ", addrspace({addrspace})");
                }
            }
            InstKind::Load { .. } | InstKind::Store { .. } => {
                self.write_load_or_store(out, ctx, &data.kind)
            }
            InstKind::Fence(atomic) => write_atomic(out, atomic),
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
            } => {
                if *weak {
                    out.push_str(" weak");
                }
                if *volatile {
                    out.push_str(" volatile");
                }
                self.write_uniform_operands(out, ctx, &[ptr, expected, new], true);
                write_syncscope(out, syncscope.as_deref());
                let _ = write!(out, " {} {}", success.name(), failure.name());
                write_align(out, *align);
            }
            InstKind::AtomicRmw {
                op,
                ptr,
                value,
                volatile,
                atomic,
                align,
            } => {
                if *volatile {
                    out.push_str(" volatile");
                }
                out.push(' ');
                out.push_str(op.name());
                self.write_uniform_operands(out, ctx, &[ptr, value], true);
                write_atomic(out, atomic);
                write_align(out, *align);
            }
            InstKind::Gep {
                flags,
                source_ty,
                base,
                indices,
            } => {
                write_gep_flags(out, *flags);
                out.push(' ');
                out.push_str(self.type_text(*source_ty));
                out.push(',');
                // `write_uniform_operands` over base and indices, without collecting them.
                let first_type = self.operand_type_text(Some(ctx), base);
                let print_all_types = indices
                    .iter()
                    .any(|o| self.operand_type_text(Some(ctx), o) != first_type);
                out.push(' ');
                if !print_all_types {
                    out.push_str(first_type);
                    out.push(' ');
                }
                self.write_operand(out, Some(ctx), base, print_all_types);
                for index in indices {
                    out.push_str(", ");
                    self.write_operand(out, Some(ctx), index, print_all_types);
                }
            }
            InstKind::Cast {
                flags,
                fmf,
                value,
                to,
                ..
            } => {
                write_fast_math_flags(out, *fmf);
                write_int_flags(out, *flags);
                out.push(' ');
                self.write_operand(out, Some(ctx), value, true);
                out.push_str(" to ");
                out.push_str(self.type_text(*to));
            }
            InstKind::ICmp { pred, lhs, rhs } => {
                out.push(' ');
                out.push_str(pred.name());
                self.write_uniform_operands(out, ctx, &[lhs, rhs], false);
            }
            InstKind::FCmp {
                pred,
                fmf,
                lhs,
                rhs,
            } => {
                write_fast_math_flags(out, *fmf);
                out.push(' ');
                out.push_str(pred.name());
                self.write_uniform_operands(out, ctx, &[lhs, rhs], false);
            }
            InstKind::Phi { ty, fmf, incoming } => {
                write_fast_math_flags(out, *fmf);
                out.push(' ');
                out.push_str(self.type_text(*ty));
                out.push(' ');
                write_separated(out, incoming.iter(), ", ", |out, (value, block)| {
                    out.push_str("[ ");
                    self.write_operand(out, Some(ctx), value, false);
                    out.push_str(", ");
                    self.write_block_name(out, ctx, *block);
                    out.push_str(" ]");
                });
            }
            InstKind::Select { fmf, cond, t, f } => {
                write_fast_math_flags(out, *fmf);
                self.write_uniform_operands(out, ctx, &[cond, t, f], true);
            }
            InstKind::Call { tail, fmf, call } => {
                self.write_call_site(out, ctx, call, *fmf, *tail == TailKind::MustTail);
            }
            InstKind::VaArg { list, ty } => {
                out.push(' ');
                self.write_operand(out, Some(ctx), list, true);
                out.push_str(", ");
                out.push_str(self.type_text(*ty));
            }
            InstKind::LandingPad {
                ty,
                cleanup,
                clauses,
            } => {
                out.push(' ');
                out.push_str(self.type_text(*ty));
                if *cleanup || !clauses.is_empty() {
                    out.push('\n');
                }
                if *cleanup {
                    out.push_str("          cleanup");
                }
                for (index, (kind, value)) in clauses.iter().enumerate() {
                    if index > 0 || *cleanup {
                        out.push('\n');
                    }
                    out.push_str(match kind {
                        ClauseKind::Catch => "          catch ",
                        ClauseKind::Filter => "          filter ",
                    });
                    self.write_operand(out, Some(ctx), value, true);
                }
            }
            InstKind::CatchPad {
                catchswitch: parent,
                args,
            }
            | InstKind::CleanupPad { parent, args } => {
                out.push_str(" within ");
                self.write_operand(out, Some(ctx), parent, false);
                out.push_str(" [");
                self.write_operand_list(out, ctx, args);
                out.push(']');
            }
        }
    }

    /// A `load` or `store` after its opcode: ` [atomic] [volatile] operands [ordering], align N`.
    fn write_load_or_store(&self, out: &mut Output, ctx: &FunctionContext, kind: &InstKind) {
        let (loaded_ty, operands, volatile, atomic, align) = match kind {
            InstKind::Load {
                ty,
                ptr,
                volatile,
                atomic,
                align,
            } => (Some(*ty), vec![ptr], volatile, atomic, align),
            InstKind::Store {
                value,
                ptr,
                volatile,
                atomic,
                align,
            } => (None, vec![value, ptr], volatile, atomic, align),
            _ => return,
        };
        if atomic.is_some() {
            out.push_str(" atomic");
        }
        if *volatile {
            out.push_str(" volatile");
        }
        if let Some(ty) = loaded_ty {
            out.push(' ');
            out.push_str(self.type_text(ty));
            out.push(',');
        }
        self.write_uniform_operands(out, ctx, &operands, loaded_ty.is_none());
        if let Some(atomic) = atomic {
            write_atomic(out, atomic);
        }
        write_align(out, *align);
    }

    fn write_label_list(&self, out: &mut Output, ctx: &FunctionContext, blocks: &[Block]) {
        write_separated(out, blocks.iter(), ", ", |out, block| {
            self.write_label(out, ctx, *block);
        });
    }

    fn write_unwind_destination(
        &self,
        out: &mut Output,
        ctx: &FunctionContext,
        unwind: Option<Block>,
    ) {
        match unwind {
            Some(block) => self.write_label(out, ctx, block),
            None => out.push_str("to caller"),
        }
    }

    /// True for the element count LLVM leaves implicit: the constant `i32 1`.
    fn is_implicit_alloca_count(&self, count: &Operand) -> bool {
        let Some(ConstData::Int { ty, value }) = count.as_const().and_then(|c| self.const_data(c))
        else {
            return false;
        };
        matches!(self.type_of(*ty), Some(Type::Int(32))) && value.to_u64() == Some(1)
    }

    /// The part of a `call`, `invoke` or `callbr` from the fast-math flags to the bundles.
    fn write_call_site(
        &self,
        out: &mut Output,
        ctx: &FunctionContext,
        call: &CallSite,
        fmf: FastMath,
        musttail: bool,
    ) {
        // The head is copied when it repeats, and with it the first argument
        // when that has no attributes: a statepoint's relocates repeat both
        // (`... @llvm.experimental.gc.relocate.p1(token %statepoint_token`).
        let first_plain_arg = call.args.first().filter(|arg| arg.attrs.is_empty());
        let args_written = match CallHeadKey::of(call, fmf) {
            Some(key) => {
                let key = (key, first_plain_arg.map(|arg| arg.value.clone()));
                ctx.last_call_head.borrow_mut().write(out, key, |out| {
                    self.write_call_head(out, ctx, call, fmf);
                    if let Some(arg) = first_plain_arg {
                        self.write_operand(out, Some(ctx), &arg.value, true);
                    }
                });
                usize::from(first_plain_arg.is_some())
            }
            None => {
                self.write_call_head(out, ctx, call, fmf);
                0
            }
        };
        let rest = &call.args[args_written..];
        if args_written > 0 && !rest.is_empty() {
            out.push_str(", ");
        }
        write_separated(out, rest.iter(), ", ", |out, arg| {
            if arg.attrs.is_empty() {
                self.write_operand(out, Some(ctx), &arg.value, true);
                return;
            }
            out.push_str(self.operand_type_text(Some(ctx), &arg.value));
            out.push(' ');
            self.write_attribute_list(out, &arg.attrs);
            out.push(' ');
            self.write_operand(out, Some(ctx), &arg.value, false);
        });
        let caller_is_vararg = || {
            matches!(
                self.type_of(ctx.function.ty),
                Some(Type::Function { vararg: true, .. })
            )
        };
        if musttail && caller_is_vararg() {
            out.push_str(if call.args.is_empty() { "..." } else { ", ..." });
        }
        out.push(')');
        self.write_attribute_group_reference(out, &call.fn_attrs);
        if !call.bundles.is_empty() {
            out.push_str(" [ ");
            write_separated(out, call.bundles.iter(), ", ", |out, bundle| {
                out.push('"');
                write_escaped(out, bundle.tag.as_bytes());
                out.push_str("\"(");
                self.write_operand_list(out, ctx, &bundle.inputs);
                out.push(')');
            });
            out.push_str(" ]");
        }
    }

    /// A call from its fast-math flags to the `(` after the callee.
    fn write_call_head(
        &self,
        out: &mut Output,
        ctx: &FunctionContext,
        call: &CallSite,
        fmf: FastMath,
    ) {
        write_fast_math_flags(out, fmf);
        if call.cc != CallConv::C {
            out.push(' ');
            write_calling_convention(out, call.cc);
        }
        if !call.ret_attrs.is_empty() {
            out.push(' ');
            self.write_attribute_list(out, &call.ret_attrs);
        }
        let callee_addrspace = match self
            .operand_type(Some(ctx), &call.callee)
            .and_then(|ty| self.type_of(ty))
        {
            Some(Type::Ptr(addrspace)) => *addrspace,
            _ => 0,
        };
        if callee_addrspace != 0 || self.program_address_space != 0 {
            let _ = write!(out, " addrspace({callee_addrspace})");
        }
        let fn_parts = match self.type_of(call.fn_ty) {
            Some(Type::Function { ret, vararg, .. }) => Some((*ret, *vararg)),
            _ => None,
        };
        out.push(' ');
        match fn_parts {
            Some((ret, false)) => out.push_str(self.type_text(ret)),
            _ => out.push_str(self.type_text(call.fn_ty)),
        }
        out.push(' ');
        self.write_operand(out, Some(ctx), &call.callee, false);
        out.push('(');
    }

    /// ` ; (%base, %derived)` after a call to `llvm.experimental.gc.relocate*`,
    /// naming the statepoint's `gc-live` operands at the relocate's two indices.
    fn write_gc_relocate_comment(&self, out: &mut Output, ctx: &FunctionContext, call: &CallSite) {
        let is_relocate = call
            .callee
            .as_const()
            .and_then(|c| self.const_data(c))
            .and_then(|data| match data {
                ConstData::Global { global, .. } => self.relocate_functions.get(global.index()),
                _ => None,
            })
            .is_some_and(|&is_relocate| is_relocate);
        if !is_relocate || call.args.len() < 3 {
            return;
        }
        out.push_str(" ; (");
        let operands = self.relocation_operands(ctx, &call.args[0].value);
        let (base_index, derived_index) = (&call.args[1].value, &call.args[2].value);
        let base_start = out.len();
        self.write_relocated_operand(out, ctx, operands, base_index);
        let base_end = out.len();
        out.push_str(", ");
        // A relocate of a base pointer names the same operand twice.
        if derived_index == base_index {
            out.bytes.extend_from_within(base_start..base_end);
        } else {
            self.write_relocated_operand(out, ctx, operands, derived_index);
        }
        out.push(')');
    }

    /// The statepoint operand at a relocate index (`operands` as
    /// [`Self::relocation_operands`] gives them).
    #[inline(always)]
    fn write_relocated_operand(
        &self,
        out: &mut Output,
        ctx: &FunctionContext,
        operands: Result<RelocationOperands, &'static str>,
        index: &Operand,
    ) {
        let relocated = operands.map(|operands| {
            index
                .as_const()
                .and_then(|c| self.const_data(c))
                .and_then(|data| match data {
                    ConstData::Int { value, .. } => value.to_u64(),
                    _ => None,
                })
                .and_then(|position| usize::try_from(position).ok())
                .and_then(|position| operands.get(position))
        });
        match relocated {
            Ok(Some(operand)) => self.write_operand(out, Some(ctx), operand, false),
            Ok(None) => out.push_str(BAD_REFERENCE),
            Err(text) => out.push_str(text),
        }
    }

    /// What the indices of a relocate with `token` refer to: the `gc-live`
    /// entries (or arguments) of the statepoint. Otherwise the text LLVM shows
    /// for either index: `undef` for a constant token, `<badref>` when the
    /// token or statepoint is malformed.
    fn relocation_operands<'a>(
        &self,
        ctx: &FunctionContext<'a>,
        token: &Operand,
    ) -> Result<RelocationOperands<'a>, &'static str> {
        let token_value = match token {
            Operand::Const(_) => return Err("undef"),
            Operand::Value(value) => *value,
            Operand::Metadata(_) => return Err(BAD_REFERENCE),
        };
        if let Some((value, operands)) = ctx.last_relocation_operands.get() {
            if value == token_value {
                return Ok(operands);
            }
        }
        let operands = statepoint_of_token(ctx, token_value)
            .ok_or(BAD_REFERENCE)?
            .relocation_operands();
        ctx.last_relocation_operands
            .set(Some((token_value, operands)));
        Ok(operands)
    }
}

/// The statepoint call site that produced `token`: its defining call or
/// invoke, or for a landingpad the invoke ending its block's unique predecessor.
fn statepoint_of_token<'a>(ctx: &FunctionContext<'a>, token: Value) -> Option<&'a CallSite> {
    let body = ctx.body;
    let ValueDef::Inst(defining_inst) = body.values.get(token.index())?.def() else {
        return None;
    };
    let defining = body.insts.get(defining_inst.index())?;
    if let InstKind::LandingPad { .. } = defining.kind {
        let pad_block = body.inst_block(defining_inst)?;
        let predecessors = ctx.predecessors.get(pad_block.index())?;
        let predecessor = *predecessors.first()?;
        if predecessors.iter().any(|&other| other != predecessor) {
            return None;
        }
        let terminator = body.blocks.get(predecessor.index())?.insts.last()?;
        return body.insts.get(terminator.index())?.kind.call_site();
    }
    defining.kind.call_site()
}

/// Which section of the module listing a global value prints in.
#[derive(Copy, Clone, PartialEq, Eq)]
enum GlobalCategory {
    Variable,
    Alias,
    IFunc,
    Function,
}

impl GlobalCategory {
    const PRINT_ORDER: [GlobalCategory; 4] = [
        GlobalCategory::Variable,
        GlobalCategory::Alias,
        GlobalCategory::IFunc,
        GlobalCategory::Function,
    ];

    fn of(global: &GlobalValue) -> Self {
        match global.kind {
            GlobalKind::Variable(_) => GlobalCategory::Variable,
            GlobalKind::Alias { .. } => GlobalCategory::Alias,
            GlobalKind::IFunc { .. } => GlobalCategory::IFunc,
            GlobalKind::Function(_) => GlobalCategory::Function,
        }
    }
}

/// The attributes of `attrs` in LLVM's canonical order: known kinds by
/// [`ATTRIBUTE_KIND_ORDER`], unknown kinds after them as given, then string
/// attributes by key and value.
fn canonical_attribute_order(attrs: &AttrList) -> Vec<&Attribute> {
    let mut sorted: Vec<&Attribute> = attrs.iter().collect();
    sorted.sort_by(|a, b| {
        let rank = |attr: &Attribute| match attr {
            Attribute::Str(..) => (1, usize::MAX),
            other => (
                0,
                ATTRIBUTE_KIND_ORDER
                    .iter()
                    .position(|kind| *kind == other.name())
                    .unwrap_or(ATTRIBUTE_KIND_ORDER.len()),
            ),
        };
        rank(a).cmp(&rank(b)).then_with(|| match (a, b) {
            (Attribute::Str(key_a, value_a), Attribute::Str(key_b, value_b)) => {
                (key_a, value_a).cmp(&(key_b, value_b))
            }
            _ => std::cmp::Ordering::Equal,
        })
    });
    sorted
}

/// Writes each item with `write_item`, with `separator` between items.
fn write_separated<T>(
    out: &mut Output,
    items: impl IntoIterator<Item = T>,
    separator: &str,
    mut write_item: impl FnMut(&mut Output, T),
) {
    for (index, item) in items.into_iter().enumerate() {
        if index > 0 {
            out.push_str(separator);
        }
        write_item(out, item);
    }
}

/// `%name` for a named local entity, `%N` for an unnamed one numbered N, or
/// `<badref>` for an unnamed one without a number. Inlined into the loops
/// that name a function's every value and block.
#[inline(always)]
fn write_local_name(out: &mut Output, name: Option<&str>, number: Option<u32>) {
    match (name.filter(|n| !n.is_empty()), number) {
        (Some(name), _) => write_llvm_name(out, "%", name),
        (None, Some(number)) => {
            out.push('%');
            crate::apint::write_u64(out, u64::from(number));
        }
        (None, None) => out.push_str(BAD_REFERENCE),
    }
}

/// True for constants LLVM prints without a leading type as an alias target.
fn is_constant_expression(data: &ConstData) -> bool {
    matches!(
        data,
        ConstData::Binary { .. }
            | ConstData::Cast { .. }
            | ConstData::Gep { .. }
            | ConstData::ICmp { .. }
            | ConstData::FCmp { .. }
            | ConstData::ExtractElement { .. }
            | ConstData::InsertElement { .. }
            | ConstData::ShuffleVector { .. }
            | ConstData::Select { .. }
    )
}

fn write_byte_string(out: &mut Output, bytes: &[u8]) {
    out.push_str("c\"");
    write_escaped(out, bytes);
    out.push('"');
}

fn write_index_list(out: &mut Output, indices: &[u32]) {
    for index in indices {
        let _ = write!(out, ", {index}");
    }
}

/// `{ a, b }`, `{}`, `<{ a }>` or `<{}>` from the field type texts.
fn write_struct_body(out: &mut Output, field_texts: &[&str], packed: bool) {
    if packed {
        out.push('<');
    }
    if field_texts.is_empty() {
        out.push_str("{}");
    } else {
        out.push_str("{ ");
        out.push_str(&field_texts.join(", "));
        out.push_str(" }");
    }
    if packed {
        out.push('>');
    }
}

/// Fills `texts[ty]` (and the texts of the types it is built from).
fn compute_type_text(
    types: &crate::types::TypeTable,
    struct_names: &HashMap<TypeId, String>,
    texts: &mut Vec<Option<String>>,
    ty: TypeId,
) {
    if texts[ty.0 as usize].is_some() {
        return;
    }
    let text_of = |texts: &mut Vec<Option<String>>, t: TypeId| -> String {
        if (t.0 as usize) >= texts.len() {
            return BAD_TYPE.to_string();
        }
        compute_type_text(types, struct_names, texts, t);
        texts[t.0 as usize].clone().unwrap_or_default()
    };
    let text = match types.get(ty) {
        Type::Void => "void".to_string(),
        Type::Int(bits) => format!("i{bits}"),
        Type::Half => "half".to_string(),
        Type::BFloat => "bfloat".to_string(),
        Type::Float => "float".to_string(),
        Type::Double => "double".to_string(),
        Type::Fp128 => "fp128".to_string(),
        Type::X86Fp80 => "x86_fp80".to_string(),
        Type::PpcFp128 => "ppc_fp128".to_string(),
        Type::X86Amx => "x86_amx".to_string(),
        Type::Ptr(0) => "ptr".to_string(),
        Type::Ptr(addrspace) => format!("ptr addrspace({addrspace})"),
        Type::Vector {
            len,
            scalable,
            elem,
        } => {
            let elem = text_of(texts, *elem);
            if *scalable {
                format!("<vscale x {len} x {elem}>")
            } else {
                format!("<{len} x {elem}>")
            }
        }
        Type::Array { len, elem } => format!("[{len} x {}]", text_of(texts, *elem)),
        Type::Struct { fields, packed } => {
            let field_texts: Vec<String> = fields.iter().map(|f| text_of(texts, *f)).collect();
            let field_texts: Vec<&str> = field_texts.iter().map(String::as_str).collect();
            let mut text = Output::default();
            write_struct_body(&mut text, &field_texts, *packed);
            text.into_string()
        }
        Type::Named(name) => struct_names.get(&ty).cloned().unwrap_or_else(|| {
            let mut text = Output::default();
            write_llvm_name(&mut text, "%", name);
            text.into_string()
        }),
        Type::Function {
            ret,
            params,
            vararg,
        } => {
            let mut text = text_of(texts, *ret);
            text.push_str(" (");
            let mut parts: Vec<String> = params.iter().map(|p| text_of(texts, *p)).collect();
            if *vararg {
                parts.push("...".to_string());
            }
            text.push_str(&parts.join(", "));
            text.push(')');
            text
        }
        Type::Label => "label".to_string(),
        Type::Token => "token".to_string(),
        Type::Metadata => "metadata".to_string(),
        Type::TargetExt {
            name,
            types: params,
            ints,
        } => {
            let mut text = Output::default();
            text.push_str("target(\"");
            write_escaped(&mut text, name.as_bytes());
            text.push('"');
            for param in params {
                text.push_str(", ");
                text.push_str(&text_of(texts, *param));
            }
            for int in ints {
                let _ = write!(text, ", {int}");
            }
            text.push(')');
            text.into_string()
        }
    };
    texts[ty.0 as usize] = Some(text);
}

/// The instructions of the blocks in the layout, in order, skipping dangling handles.
fn placed_instructions(body: &Body) -> impl Iterator<Item = (Block, Inst)> + '_ {
    body.layout.iter().flat_map(move |&block| {
        body.blocks
            .get(block.index())
            .map_or(&[][..], |data| &data.insts[..])
            .iter()
            .map(move |&inst| (block, inst))
    })
}

/// For every block, the blocks whose terminators branch to it (one entry per
/// edge), in LLVM's use-list order (see [`crate::block_use_order`]).
fn predecessor_lists(body: &Body) -> Vec<Vec<Block>> {
    block_use_order::uses_newest_first(body, &body.layout)
        .into_iter()
        .map(|uses| uses.into_iter().map(|u| u.from).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::apint::ApInt;
    use crate::constant::BinaryOp;
    use crate::inst::{CallArg, OperandBundle};
    use crate::metadata::{MdField, NamedMetadata};
    use crate::module::GlobalVariable;

    /// Adds an external global named `name` of `kind`.
    fn add_global(m: &mut Module, name: &str, kind: GlobalKind) -> GlobalId {
        let placeholder_ty = m.types.void();
        let id = m.get_or_declare_function(name, placeholder_ty);
        m.global_mut(id).kind = kind;
        id
    }

    fn variable(value_ty: TypeId, init: Option<ConstId>) -> GlobalKind {
        GlobalKind::Variable(GlobalVariable::new(value_ty, init))
    }

    fn call_site(m: &mut Module, callee: GlobalId, fn_ty: TypeId, args: Vec<Operand>) -> CallSite {
        CallSite {
            cc: CallConv::C,
            ret_attrs: AttrList::default(),
            fn_ty,
            callee: Operand::Const(m.global_ref(callee)),
            args: args
                .into_iter()
                .map(|value| CallArg {
                    value,
                    attrs: AttrList::default(),
                })
                .collect(),
            fn_attrs: AttrList::default(),
            bundles: Default::default(),
        }
    }

    fn define(m: &mut Module, name: &str, fn_ty: TypeId, body: Body) -> GlobalId {
        let id = m.get_or_declare_function(name, fn_ty);
        m.function_mut(id).expect("function").body = Some(body);
        id
    }

    fn append(
        body: &mut Body,
        block: Block,
        kind: InstKind,
        result_ty: Option<TypeId>,
        name: Option<&str>,
    ) -> Inst {
        let inst = body.create_named_inst(kind, result_ty, name);
        body.append_inst(block, inst);
        inst
    }

    fn result(body: &Body, inst: Inst) -> Operand {
        Operand::Value(body.inst(inst).result.expect("result"))
    }

    #[test]
    fn numbers_unnamed_values_and_blocks_and_quotes_names() {
        let mut m = Module::new();
        let i32_ty = m.types.int(32);
        let void = m.types.void();
        let fn_ty = m.types.function(void, vec![i32_ty, i32_ty], false);
        let mut body = Body::new();
        let first = body.add_arg(i32_ty, None);
        let second = body.add_arg(i32_ty, Some("a b"));
        let entry = body.create_block(None);
        let next = body.create_block(None);
        let named = body.create_block(Some("1st"));
        body.layout = vec![entry, next, named];
        let sum = append(
            &mut body,
            entry,
            InstKind::Binary {
                op: BinaryOp::Add,
                flags: IntFlags(IntFlags::NUW | IntFlags::NSW),
                fmf: FastMath::default(),
                lhs: first.into(),
                rhs: second.into(),
            },
            Some(i32_ty),
            None,
        );
        let zero = m.const_int(i32_ty, 0);
        let sum = result(&body, sum);
        let cond = append(
            &mut body,
            entry,
            InstKind::ICmp {
                pred: crate::inst::IntPredicate::Eq,
                lhs: sum,
                rhs: zero.into(),
            },
            Some(m.types.int(1)),
            Some("is$zero"),
        );
        let cond = result(&body, cond);
        append(
            &mut body,
            entry,
            InstKind::CondBr {
                cond,
                then_dest: next,
                else_dest: named,
            },
            None,
            None,
        );
        append(&mut body, next, InstKind::Br(named), None, None);
        append(&mut body, named, InstKind::Ret(None), None, None);
        define(&mut m, "f", fn_ty, body);
        let expected = "
define void @f(i32 %0, i32 %\"a b\") {
  %2 = add nuw nsw i32 %0, %\"a b\"
  %\"is$zero\" = icmp eq i32 %2, 0
  br i1 %\"is$zero\", label %3, label %\"1st\"

3:                                                ; preds = %1
  br label %\"1st\"

\"1st\":                                            ; preds = %3, %1
  ret void
}
";
        assert_eq!(print_module(&m), expected);
    }

    #[test]
    fn calling_conventions_print_keyword_or_number() {
        let printed = |cc: u32| {
            let mut out = Output::default();
            write_calling_convention(&mut out, CallConv(cc));
            out.into_string()
        };
        assert_eq!(printed(9), "coldcc");
        assert_eq!(printed(11), "cc 11");
        assert_eq!(printed(42), "cc42");
    }

    #[test]
    fn aggregates_print_canonically_and_bytes_as_c_strings() {
        let mut m = Module::new();
        let i8_ty = m.types.int(8);
        let i32_ty = m.types.int(32);
        let ptr = m.types.ptr(0);
        let bytes_ty = m.types.intern(Type::Array {
            len: 4,
            elem: i8_ty,
        });
        let pair_ty = m.types.intern(Type::Array {
            len: 2,
            elem: i32_ty,
        });
        let struct_ty = m.types.intern(Type::Struct {
            fields: vec![i32_ty, ptr],
            packed: false,
        });
        let text = m.consts.intern(ConstData::Bytes {
            ty: bytes_ty,
            bytes: b"a\\\"\0".to_vec(),
        });
        let one = m.const_int(i32_ty, 1);
        let zero = m.const_int(i32_ty, 0);
        let null = m.consts.intern(ConstData::Null(ptr));
        let ints = m.consts.intern(ConstData::Array {
            ty: pair_ty,
            elems: vec![one, zero],
        });
        let zeros = m.consts.intern(ConstData::Array {
            ty: pair_ty,
            elems: vec![zero, zero],
        });
        let record = m.consts.intern(ConstData::Struct {
            ty: struct_ty,
            fields: vec![one, null],
        });
        let empty_record = m.consts.intern(ConstData::Struct {
            ty: struct_ty,
            fields: vec![zero, null],
        });
        let i8_pair_ty = m.types.intern(Type::Array {
            len: 2,
            elem: i8_ty,
        });
        let i8_one = m.const_int(i8_ty, 1);
        let i8_minus = m.const_int(i8_ty, -1);
        let small = m.consts.intern(ConstData::Array {
            ty: i8_pair_ty,
            elems: vec![i8_one, i8_minus],
        });
        let undef = m.consts.intern(ConstData::Undef(i32_ty));
        let undefs = m.consts.intern(ConstData::Array {
            ty: pair_ty,
            elems: vec![undef, undef],
        });
        for (name, ty, init) in [
            ("s", bytes_ty, text),
            ("ints", pair_ty, ints),
            ("zeros", pair_ty, zeros),
            ("record", struct_ty, record),
            ("empty", struct_ty, empty_record),
            ("small", i8_pair_ty, small),
            ("undefs", pair_ty, undefs),
        ] {
            add_global(&mut m, name, variable(ty, Some(init)));
        }
        let expected = "
@s = global [4 x i8] c\"a\\\\\\22\\00\"
@ints = global [2 x i32] [i32 1, i32 0]
@zeros = global [2 x i32] zeroinitializer
@record = global { i32, ptr } { i32 1, ptr null }
@empty = global { i32, ptr } zeroinitializer
@small = global [2 x i8] c\"\\01\\FF\"
@undefs = global [2 x i32] undef
";
        assert_eq!(print_module(&m), expected);
    }

    /// The spec's §3 example: a varargs statepoint call with bundles, and a relocate comment.
    #[test]
    fn statepoint_call_prints_function_type_bundles_and_relocate_comment() {
        let mut m = Module::new();
        let void = m.types.void();
        let i64_ty = m.types.int(64);
        let i32_ty = m.types.int(32);
        let ptr = m.types.ptr(0);
        let gc_ptr = m.types.ptr(1);
        let token = m.types.token();
        let foo_ty = m.types.function(void, vec![], false);
        let statepoint_ty =
            m.types
                .function(token, vec![i64_ty, i32_ty, ptr, i32_ty, i32_ty], true);
        let relocate_ty = m.types.function(gc_ptr, vec![token, i32_ty, i32_ty], false);
        let test_ty = m.types.function(gc_ptr, vec![gc_ptr], false);
        let foo = m.get_or_declare_function("foo", foo_ty);
        let mut body = Body::new();
        let obj = body.add_arg(gc_ptr, Some("obj"));
        let entry = body.create_block(None);
        body.layout = vec![entry];
        let statepoint =
            m.get_or_declare_function("llvm.experimental.gc.statepoint.p0", statepoint_ty);
        let relocate = m.get_or_declare_function("llvm.experimental.gc.relocate.p1", relocate_ty);
        let id = m.consts.intern(ConstData::Int {
            ty: i64_ty,
            value: ApInt::from_u64(64, 2882400000),
        });
        let zero = m.const_int(i32_ty, 0);
        let foo_ref = m.global_ref(foo);
        let mut call = call_site(
            &mut m,
            statepoint,
            statepoint_ty,
            vec![
                id.into(),
                zero.into(),
                foo_ref.into(),
                zero.into(),
                zero.into(),
                zero.into(),
                zero.into(),
            ],
        );
        call.args[2]
            .attrs
            .set(Attribute::Type("elementtype".to_string(), foo_ty));
        call.bundles.push(OperandBundle {
            tag: "gc-live".to_string(),
            inputs: vec![obj.into()],
        });
        let token_inst = append(
            &mut body,
            entry,
            InstKind::Call {
                tail: TailKind::None,
                fmf: Default::default(),
                call,
            },
            Some(token),
            Some("statepoint_token"),
        );
        let mut relocate_call = call_site(
            &mut m,
            relocate,
            relocate_ty,
            vec![result(&body, token_inst), zero.into(), zero.into()],
        );
        relocate_call.cc = CallConv::COLD;
        let relocated = append(
            &mut body,
            entry,
            InstKind::Call {
                tail: TailKind::None,
                fmf: Default::default(),
                call: relocate_call,
            },
            Some(gc_ptr),
            Some("obj.relocated"),
        );
        let relocated_value = result(&body, relocated);
        append(
            &mut body,
            entry,
            InstKind::Ret(Some(relocated_value)),
            None,
            None,
        );
        let test = define(&mut m, "test1", test_ty, body);
        m.function_mut(test).expect("function").gc = Some("statepoint-example".to_string());
        let printed = print_module(&m);
        let expected_body = "
define ptr addrspace(1) @test1(ptr addrspace(1) %obj) gc \"statepoint-example\" {
  %statepoint_token = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 2882400000, i32 0, ptr elementtype(void ()) @foo, i32 0, i32 0, i32 0, i32 0) [ \"gc-live\"(ptr addrspace(1) %obj) ]
  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 0) ; (%obj, %obj)
  ret ptr addrspace(1) %obj.relocated
}
";
        assert!(printed.contains(expected_body), "{printed}");
        assert!(printed.starts_with("\ndeclare void @foo()\n\ndeclare token @llvm.experimental.gc.statepoint.p0(i64, i32, ptr, i32, i32, ...)\n"), "{printed}");
        let test_function = m.function(test).expect("function");
        assert_eq!(
            print_instruction(&m, test_function, relocated),
            "  %obj.relocated = call coldcc ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %statepoint_token, i32 0, i32 0) ; (%obj, %obj)"
        );
    }

    #[test]
    fn attribute_groups_number_function_attributes_before_call_sites() {
        let mut m = Module::new();
        let void = m.types.void();
        let ptr = m.types.ptr(0);
        let fn_ty = m.types.function(void, vec![], false);
        let decl_ty = m.types.function(void, vec![ptr], false);
        let callee = m.get_or_declare_function("d", decl_ty);
        {
            let d = m.function_mut(callee).expect("function");
            d.fn_attrs = AttrList::from(vec![Attribute::Str("x".to_string(), None)]);
            d.params = vec![crate::function::Param {
                attrs: AttrList::from(vec![
                    Attribute::Enum("noundef".to_string()),
                    Attribute::Int("align".to_string(), 8),
                ]),
                name: None,
            }];
        }
        let null = m.consts.intern(ConstData::Null(ptr));
        let mut body = Body::new();
        let entry = body.create_block(Some("entry"));
        body.layout = vec![entry];
        let mut cold_call = call_site(&mut m, callee, decl_ty, vec![null.into()]);
        cold_call.fn_attrs = AttrList::from(vec![Attribute::Enum("cold".to_string())]);
        let mut noinline_call = call_site(&mut m, callee, decl_ty, vec![null.into()]);
        noinline_call.fn_attrs = AttrList::from(vec![Attribute::Enum("noinline".to_string())]);
        noinline_call.args[0].attrs =
            AttrList::from(vec![Attribute::Int("dereferenceable".to_string(), 16)]);
        append(
            &mut body,
            entry,
            InstKind::Call {
                tail: TailKind::Tail,
                fmf: Default::default(),
                call: cold_call,
            },
            None,
            None,
        );
        append(
            &mut body,
            entry,
            InstKind::Call {
                tail: TailKind::None,
                fmf: Default::default(),
                call: noinline_call,
            },
            None,
            None,
        );
        append(&mut body, entry, InstKind::Ret(None), None, None);
        let f = define(&mut m, "f", fn_ty, body);
        m.function_mut(f).expect("function").fn_attrs = AttrList::from(vec![
            Attribute::Enum("noinline".to_string()),
            Attribute::Int("alignstack".to_string(), 16),
            Attribute::Payload("memory".to_string(), "none".to_string()),
            Attribute::Str("frame-pointer".to_string(), Some("all".to_string())),
        ]);
        let g = define(&mut m, "g", fn_ty, {
            let mut body = Body::new();
            let entry = body.create_block(None);
            body.layout = vec![entry];
            append(&mut body, entry, InstKind::Unreachable, None, None);
            body
        });
        m.function_mut(g).expect("function").fn_attrs =
            AttrList::from(vec![Attribute::Enum("noinline".to_string())]);
        let expected = "
declare void @d(ptr noundef align 8) #0

; Function Attrs: noinline memory(none) alignstack(16)
define void @f() #1 {
entry:
  tail call void @d(ptr null) #3
  call void @d(ptr dereferenceable(16) null) #2
  ret void
}

; Function Attrs: noinline
define void @g() #2 {
  unreachable
}

attributes #0 = { \"x\" }
attributes #1 = { noinline memory(none) alignstack=16 \"frame-pointer\"=\"all\" }
attributes #2 = { noinline }
attributes #3 = { cold }
";
        assert_eq!(print_module(&m), expected);
    }

    #[test]
    fn metadata_is_renumbered_in_use_order_and_attachments_sorted_by_kind() {
        let mut m = Module::new();
        let i32_ty = m.types.int(32);
        let void = m.types.void();
        let fn_ty = m.types.function(void, vec![], false);
        let one = m.const_int(i32_ty, 1);
        let node = |kind: MdKind| MdNode {
            distinct: false,
            kind,
        };
        m.metadata.insert(
            7,
            node(MdKind::Tuple(vec![MdRef::String(b"unused".to_vec())])),
        );
        m.metadata.insert(
            3,
            MdNode {
                distinct: true,
                kind: MdKind::Specialized {
                    name: "DISubprogram".to_string(),
                    fields: vec![MdField {
                        label: Some("name".to_string()),
                        value: MdFieldValue::Raw("\"f\"".to_string()),
                    }],
                },
            },
        );
        m.metadata.insert(
            5,
            node(MdKind::Specialized {
                name: "DILocation".to_string(),
                fields: vec![
                    MdField {
                        label: Some("line".to_string()),
                        value: MdFieldValue::Raw("1".to_string()),
                    },
                    MdField {
                        label: Some("scope".to_string()),
                        value: MdFieldValue::Ref(MdRef::Node(3)),
                    },
                ],
            }),
        );
        m.metadata.insert(
            9,
            node(MdKind::Tuple(vec![
                MdRef::Value(Box::new(one.into())),
                MdRef::Null,
            ])),
        );
        m.named_metadata.push(NamedMetadata {
            name: "llvm.module.flags".to_string(),
            nodes: vec![MdRef::Node(9)],
        });
        let mut body = Body::new();
        let entry = body.create_block(None);
        body.layout = vec![entry];
        let ret = append(&mut body, entry, InstKind::Ret(None), None, None);
        body.inst_mut(ret).metadata = vec![
            (
                "custom".into(),
                MdRef::Inline(Box::new(node(MdKind::Tuple(vec![])))),
            ),
            ("dbg".into(), MdRef::Node(5)),
        ]
        .into();
        let f = define(&mut m, "f", fn_ty, body);
        m.function_mut(f).expect("function").metadata = vec![("dbg".into(), MdRef::Node(3))];
        let expected = "
define void @f() !dbg !1 {
  ret void, !dbg !2, !custom !3
}

!llvm.module.flags = !{!0}

!0 = !{i32 1, null}
!1 = distinct !DISubprogram(name: \"f\")
!2 = !DILocation(line: 1, scope: !1)
!3 = !{}
";
        assert_eq!(print_module(&m), expected);
    }

    #[test]
    fn dangling_references_print_badref_instead_of_panicking() {
        let mut m = Module::new();
        let i32_ty = m.types.int(32);
        let fn_ty = m.types.function(i32_ty, vec![], false);
        let mut body = Body::new();
        let entry = body.create_block(None);
        body.layout = vec![entry, Block(40)];
        append(&mut body, entry, InstKind::Br(Block(41)), None, None);
        body.blocks[entry.index()].insts.push(Inst(99));
        let ret = append(
            &mut body,
            entry,
            InstKind::Ret(Some(Operand::Value(Value(77)))),
            None,
            None,
        );
        body.inst_mut(ret)
            .metadata
            .push(("dbg".into(), MdRef::Node(12)));
        let f = define(&mut m, "f", fn_ty, body);
        let bad_const = Operand::Const(ConstId(1000));
        let printed = print_module(&m);
        assert!(
            printed.contains(
                "  br label <badref>\n  <badref>\n  ret <badtype> <badref>, !dbg <badref>\n"
            ),
            "{printed}"
        );
        let function = m.function(f).expect("function");
        assert_eq!(print_instruction(&m, function, Inst(500)), "  <badref>");
        let printer = ModulePrinter::new(&m);
        let mut out = Output::default();
        printer.write_operand(&mut out, None, &bad_const, true);
        assert_eq!(out.into_string(), "<badtype> <badref>");
    }

    /// Records the size of every write, to see the listing arrive in pieces.
    struct PieceRecorder {
        text: Vec<u8>,
        largest_piece: usize,
    }

    impl std::io::Write for PieceRecorder {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.largest_piece = self.largest_piece.max(bytes.len());
            self.text.extend_from_slice(bytes);
            Ok(bytes.len())
        }

        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }

    #[test]
    fn a_block_larger_than_a_piece_is_written_in_pieces() {
        let mut source = String::from("define i64 @f(i64 %v0) {\nentry:\n");
        let instructions = 100_000;
        for k in 1..=instructions {
            source += &format!("  %v{k} = add i64 %v{}, 1\n", k - 1);
        }
        source += &format!("  ret i64 %v{instructions}\n}}\n");
        let m = crate::parser::parse_module(&source).expect("the listing parses");
        let mut sink = PieceRecorder {
            text: Vec::new(),
            largest_piece: 0,
        };
        write_module(&m, &mut sink).expect("writing to memory succeeds");
        let whole = print_module(&m);
        assert!(whole.len() > 2 << 20, "the block is several pieces long");
        assert_eq!(String::from_utf8(sink.text).unwrap(), whole);
        assert!(
            sink.largest_piece < (1 << 20) + 100,
            "one piece was {} bytes",
            sink.largest_piece
        );
    }
}
