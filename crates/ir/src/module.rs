//! Modules and global values.
//!
//! Invariant: every global value (variable, function, alias, ifunc) has one
//! [`GlobalId`], kept in definition order; named globals are unique by name
//! and found through [`Module::global_by_name`]. Unnamed globals (`@0`) have
//! an empty name and are numbered in order when printed.

use crate::attributes::AttrList;
use crate::constant::{ConstData, ConstId, ConstPool};
use crate::function::Function;
use crate::inst::MdOperand;
use crate::metadata::{MdAttachment, MdNode, MdRef, NamedMetadata};
use crate::types::{TypeId, TypeTable};
use rustc_hash::FxHashMap as HashMap;
use std::collections::BTreeMap;

/// Handle of a global value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct GlobalId(pub u32);

impl GlobalId {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Linkage {
    #[default]
    External,
    Private,
    Internal,
    AvailableExternally,
    LinkOnce,
    LinkOnceOdr,
    Weak,
    WeakOdr,
    Common,
    Appending,
    ExternWeak,
}

impl Linkage {
    pub const KEYWORDS: [(Linkage, &'static str); 11] = [
        (Linkage::External, "external"),
        (Linkage::Private, "private"),
        (Linkage::Internal, "internal"),
        (Linkage::AvailableExternally, "available_externally"),
        (Linkage::LinkOnce, "linkonce"),
        (Linkage::LinkOnceOdr, "linkonce_odr"),
        (Linkage::Weak, "weak"),
        (Linkage::WeakOdr, "weak_odr"),
        (Linkage::Common, "common"),
        (Linkage::Appending, "appending"),
        (Linkage::ExternWeak, "extern_weak"),
    ];

    pub fn from_keyword(word: &str) -> Option<Linkage> {
        Self::KEYWORDS
            .iter()
            .find(|(_, k)| *k == word)
            .map(|(l, _)| *l)
    }

    pub fn keyword(self) -> &'static str {
        Self::KEYWORDS
            .iter()
            .find(|(l, _)| *l == self)
            .map(|(_, k)| *k)
            .expect("every linkage has a keyword")
    }

    /// Private and internal globals are local to the module.
    pub fn is_local(self) -> bool {
        matches!(self, Linkage::Private | Linkage::Internal)
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum Visibility {
    #[default]
    Default,
    Hidden,
    Protected,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum UnnamedAddr {
    #[default]
    None,
    Local,
    Global,
}

/// A reference to a comdat from a global: `comdat` (its own name) or `comdat($name)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ComdatRef {
    Own,
    Named(String),
}

/// `$name = comdat <kind>`.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Comdat {
    pub name: String,
    /// `any`, `exactmatch`, `largest`, `nodeduplicate` or `samesize`.
    pub kind: String,
}

/// What every global value has.
#[derive(Clone, Debug)]
pub struct GlobalValue {
    /// Empty for an unnamed global (`@0`).
    pub name: String,
    pub linkage: Linkage,
    /// `dso_local` (the `dso_preemptable` default prints as nothing).
    pub dso_local: bool,
    pub visibility: Visibility,
    /// `dllimport` or `dllexport`.
    pub dll_storage: Option<String>,
    /// `thread_local` or `thread_local(<model>)`, as written.
    pub thread_local: Option<String>,
    pub unnamed_addr: UnnamedAddr,
    pub addrspace: u32,
    pub kind: GlobalKind,
}

impl GlobalValue {
    /// A global in address space 0 with default visibility, storage and addressing.
    pub fn new(name: &str, linkage: Linkage, kind: GlobalKind) -> GlobalValue {
        GlobalValue {
            name: name.to_string(),
            linkage,
            dso_local: false,
            visibility: Visibility::Default,
            dll_storage: None,
            thread_local: None,
            unnamed_addr: UnnamedAddr::None,
            addrspace: 0,
            kind,
        }
    }
}

/// The kind-specific part of a global. Functions dominate the size; globals are
/// few compared with instructions, so the variants are stored unboxed.
#[allow(clippy::large_enum_variant)]
#[derive(Clone, Debug)]
pub enum GlobalKind {
    Variable(GlobalVariable),
    Function(Function),
    Alias { value_ty: TypeId, aliasee: ConstId },
    IFunc { value_ty: TypeId, resolver: ConstId },
}

#[derive(Clone, Debug)]
pub struct GlobalVariable {
    pub constant: bool,
    pub value_ty: TypeId,
    /// `None` for an external declaration.
    pub init: Option<ConstId>,
    pub externally_initialized: bool,
    pub section: Option<String>,
    pub partition: Option<String>,
    pub comdat: Option<ComdatRef>,
    pub align: Option<u64>,
    /// Remaining comma-separated properties kept as written (`code_model "small"`, sanitizer flags).
    pub extra: Vec<String>,
    pub metadata: Vec<MdAttachment>,
    pub attrs: AttrList,
}

impl GlobalVariable {
    /// A non-constant variable of `value_ty` (a declaration when `init` is `None`)
    /// with no section, alignment or other properties.
    pub fn new(value_ty: TypeId, init: Option<ConstId>) -> GlobalVariable {
        GlobalVariable {
            constant: false,
            value_ty,
            init,
            externally_initialized: false,
            section: None,
            partition: None,
            comdat: None,
            align: None,
            extra: Vec::new(),
            metadata: Vec::new(),
            attrs: AttrList::default(),
        }
    }
}

/// A module: the unit the parser reads and the printer writes.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub source_filename: Option<String>,
    pub datalayout: Option<String>,
    pub triple: Option<String>,
    /// `module asm "..."` lines.
    pub module_asm: Vec<String>,
    pub types: TypeTable,
    pub consts: ConstPool,
    pub globals: Vec<GlobalValue>,
    global_names: HashMap<String, GlobalId>,
    pub comdats: Vec<Comdat>,
    pub named_metadata: Vec<NamedMetadata>,
    /// Numbered metadata nodes by slot.
    pub metadata: BTreeMap<u32, MdNode>,
    /// What the metadata arguments of calls refer to, by [`MdOperand`] index.
    metadata_operands: Vec<MdRef>,
}

impl Module {
    pub fn new() -> Self {
        Self::default()
    }

    /// Keeps `reference` for a metadata argument; the operand to use for it.
    pub fn add_metadata_operand(&mut self, reference: MdRef) -> MdOperand {
        self.metadata_operands.push(reference);
        MdOperand(self.metadata_operands.len() as u32 - 1)
    }

    /// What the metadata argument `operand` refers to.
    pub fn metadata_operand(&self, operand: MdOperand) -> &MdRef {
        &self.metadata_operands[operand.0 as usize]
    }

    pub fn global(&self, id: GlobalId) -> &GlobalValue {
        &self.globals[id.index()]
    }

    pub fn global_mut(&mut self, id: GlobalId) -> &mut GlobalValue {
        &mut self.globals[id.index()]
    }

    pub fn global_by_name(&self, name: &str) -> Option<GlobalId> {
        self.global_names.get(name).copied()
    }

    /// Adds a global value; a named one must not collide with an existing name.
    pub fn add_global(&mut self, global: GlobalValue) -> GlobalId {
        let id = GlobalId(self.globals.len() as u32);
        if !global.name.is_empty() {
            self.global_names.insert(global.name.clone(), id);
        }
        self.globals.push(global);
        id
    }

    /// Renames global `id` to `name`, made unique with `.N` suffixes as LLVM does for globals.
    pub fn rename_global(&mut self, id: GlobalId, name: &str) -> String {
        let old = std::mem::take(&mut self.globals[id.index()].name);
        if !old.is_empty() {
            self.global_names.remove(&old);
        }
        let mut candidate = name.to_string();
        let mut counter = 0u32;
        while self.global_names.contains_key(&candidate) {
            counter += 1;
            candidate = format!("{name}.{counter}");
        }
        self.global_names.insert(candidate.clone(), id);
        self.globals[id.index()].name = candidate.clone();
        candidate
    }

    pub fn function(&self, id: GlobalId) -> Option<&Function> {
        match &self.globals[id.index()].kind {
            GlobalKind::Function(f) => Some(f),
            _ => None,
        }
    }

    pub fn function_mut(&mut self, id: GlobalId) -> Option<&mut Function> {
        match &mut self.globals[id.index()].kind {
            GlobalKind::Function(f) => Some(f),
            _ => None,
        }
    }

    /// All functions, in module order.
    pub fn function_ids(&self) -> Vec<GlobalId> {
        (0..self.globals.len() as u32)
            .map(GlobalId)
            .filter(|&g| self.function(g).is_some())
            .collect()
    }

    /// The constant `ptr @g` (in the global's address space).
    pub fn global_ref(&mut self, id: GlobalId) -> ConstId {
        let ty = self.types.ptr(self.globals[id.index()].addrspace);
        self.consts.intern(ConstData::Global { ty, global: id })
    }

    /// Whether `call` has the function attribute `name`, on the call site or
    /// on the function it calls directly.
    pub fn call_has_function_attribute(&self, call: &crate::inst::CallSite, name: &str) -> bool {
        call.fn_attrs.has(name)
            || self
                .called_function(&call.callee)
                .and_then(|g| self.function(g))
                .is_some_and(|function| function.fn_attrs.has(name))
    }

    /// Whether `call` at most reads memory: a `memory(...)` without writes on
    /// the call site or on the function it calls directly.
    pub fn call_only_reads_memory(&self, call: &crate::inst::CallSite) -> bool {
        let reads_at_most = |attributes: &crate::attributes::AttrList| {
            matches!(attributes.get("memory"),
                Some(crate::attributes::Attribute::Payload(_, text)) if !text.contains("write"))
        };
        reads_at_most(&call.fn_attrs)
            || self
                .called_function(&call.callee)
                .and_then(|g| self.function(g))
                .is_some_and(|function| reads_at_most(&function.fn_attrs))
    }

    /// The function a call's callee operand names directly, looking through pointer casts.
    pub fn called_function(&self, callee: &crate::inst::Operand) -> Option<GlobalId> {
        let c = callee.as_const()?;
        let g = self.consts.as_global(self.consts.strip_pointer_casts(c))?;
        self.function(g).map(|_| g)
    }

    /// The argument a call passes to a `returned` parameter (marked on the call
    /// site or on the directly called function), whose value the call returns.
    pub fn returned_argument<'c>(
        &self,
        call: &'c crate::inst::CallSite,
    ) -> Option<&'c crate::inst::Operand> {
        let callee_params = self
            .called_function(&call.callee)
            .and_then(|g| self.function(g))
            .map(|f| f.params.as_slice())
            .unwrap_or_default();
        call.args.iter().enumerate().find_map(|(k, arg)| {
            let marked = arg.attrs.has("returned")
                || callee_params
                    .get(k)
                    .is_some_and(|p| p.attrs.has("returned"));
            marked.then_some(&arg.value)
        })
    }

    /// Declares (or finds) a function named `name` of type `fn_ty`.
    pub fn get_or_declare_function(&mut self, name: &str, fn_ty: TypeId) -> GlobalId {
        if let Some(g) = self.global_by_name(name) {
            return g;
        }
        self.add_global(GlobalValue::new(
            name,
            Linkage::External,
            GlobalKind::Function(Function::new(fn_ty)),
        ))
    }

    /// Reorders the globals to `order` (a permutation of all global ids), renumbering
    /// every reference. The parser uses it to restore definition order.
    pub fn put_globals_in_order(&mut self, order: &[GlobalId]) {
        debug_assert_eq!(order.len(), self.globals.len());
        if order.iter().enumerate().all(|(i, g)| g.index() == i) {
            return;
        }
        let mut new_id = vec![GlobalId(0); self.globals.len()];
        for (position, old) in order.iter().enumerate() {
            new_id[old.index()] = GlobalId(position as u32);
        }
        let mut old_globals: Vec<Option<GlobalValue>> = std::mem::take(&mut self.globals)
            .into_iter()
            .map(Some)
            .collect();
        self.globals = order
            .iter()
            .map(|old| {
                old_globals[old.index()]
                    .take()
                    .expect("order is a permutation")
            })
            .collect();
        self.consts.remap_globals(|g| new_id[g.index()]);
        for id in self.global_names.values_mut() {
            *id = new_id[id.index()];
        }
    }

    /// Makes every reference to each `from` of `merges` a reference to its
    /// `into`, then removes the `from` globals; the others keep their order.
    /// Like [`Module::put_globals_in_order`], it relies on globals being
    /// referenced through constants only.
    pub fn merge_globals(&mut self, merges: &[(GlobalId, GlobalId)]) {
        if merges.is_empty() {
            return;
        }
        let count = self.globals.len();
        let mut target: Vec<GlobalId> = (0..count as u32).map(GlobalId).collect();
        for &(from, into) in merges {
            target[from.index()] = into;
        }
        let mut new_id = vec![GlobalId(0); count];
        let mut kept = 0u32;
        for (old, id) in new_id.iter_mut().enumerate() {
            if target[old].index() == old {
                *id = GlobalId(kept);
                kept += 1;
            }
        }
        self.consts
            .remap_globals(|g| new_id[target[g.index()].index()]);
        let old_globals = std::mem::take(&mut self.globals);
        self.globals = old_globals
            .into_iter()
            .enumerate()
            .filter(|(old, _)| target[*old].index() == *old)
            .map(|(_, g)| g)
            .collect();
        self.global_names = self
            .globals
            .iter()
            .enumerate()
            .filter(|(_, g)| !g.name.is_empty())
            .map(|(i, g)| (g.name.clone(), GlobalId(i as u32)))
            .collect();
    }

    /// The next free metadata slot number.
    pub fn next_metadata_slot(&self) -> u32 {
        self.metadata.keys().next_back().map_or(0, |k| k + 1)
    }

    /// The integer constant of type `ty` with value `v`.
    pub fn const_int(&mut self, ty: TypeId, v: i64) -> ConstId {
        let width = self.types.int_width(ty).expect("integer type");
        self.consts.intern(ConstData::Int {
            ty,
            value: crate::apint::ApInt::from_i64(width, v),
        })
    }
}
