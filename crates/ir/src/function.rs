//! Functions and their bodies.
//!
//! A [`Body`] keeps "what" apart from "where": values, instructions and blocks
//! live in primary vectors indexed by [`Value`], [`Inst`] and [`Block`]; the
//! block order ([`Body::layout`]) and each block's instruction list say where
//! they are. Removing an instruction from a block leaves its data in place (a
//! tombstone), so handles never dangle and nothing is renumbered.
//!
//! Names: values and blocks share one namespace per function, as in LLVM. A
//! name asked for that is taken is made unique by appending the function's
//! next counter value (`x`, `x1`, `x2`, ...), exactly LLVM's scheme. Unnamed
//! values get their `%N` numbers only when printed. The names in use are
//! indexed by their holders (hash and handle, no copy of the text); the index
//! is built on the first rename, so the parser's bulk naming pays nothing.

use crate::attributes::AttrList;
use crate::block_use_order::{self, BlockUseStamps};
use crate::inst::{CallConv, InstData, InstKind};
use crate::metadata::MdAttachment;
use crate::name_index::{name_hash, NameIndex};
use crate::name_text::NameText;
use crate::types::TypeId;

/// An SSA value: a function argument or an instruction result.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Value(pub u32);

/// An instruction handle.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Inst(pub u32);

/// A basic block handle.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Block(pub u32);

impl Value {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
impl Inst {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}
impl Block {
    pub fn index(self) -> usize {
        self.0 as usize
    }
}

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// The function's argument at this position.
    Arg(u32),
    /// The result of an instruction.
    Inst(Inst),
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct ValueData {
    pub ty: TypeId,
    /// Where the value comes from ([`ValueData::def`]), packed in one word: a
    /// function has a value record per value, and 32 bytes fit two in a cache
    /// line where 40 did not.
    def: PackedValueDef,
    pub name: Option<NameText>,
}

impl ValueData {
    /// An unnamed value of type `ty` defined by `def`.
    pub fn new(ty: TypeId, def: ValueDef) -> Self {
        ValueData {
            ty,
            def: PackedValueDef::from(def),
            name: None,
        }
    }

    pub fn def(&self) -> ValueDef {
        self.def.into()
    }

    pub fn set_def(&mut self, def: ValueDef) {
        self.def = PackedValueDef::from(def);
    }
}

/// A [`ValueDef`] in one word: an instruction index, or an argument position
/// with [`PackedValueDef::ARGUMENT`] set (both below 2^31).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct PackedValueDef(u32);

impl PackedValueDef {
    const ARGUMENT: u32 = 1 << 31;
}

impl From<ValueDef> for PackedValueDef {
    fn from(def: ValueDef) -> Self {
        match def {
            ValueDef::Arg(position) => {
                debug_assert!(position < Self::ARGUMENT);
                PackedValueDef(position | Self::ARGUMENT)
            }
            ValueDef::Inst(i) => {
                debug_assert!(i.0 < Self::ARGUMENT);
                PackedValueDef(i.0)
            }
        }
    }
}

impl From<PackedValueDef> for ValueDef {
    fn from(packed: PackedValueDef) -> Self {
        if packed.0 & PackedValueDef::ARGUMENT != 0 {
            ValueDef::Arg(packed.0 & !PackedValueDef::ARGUMENT)
        } else {
            ValueDef::Inst(Inst(packed.0))
        }
    }
}

#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct BlockData {
    pub name: Option<NameText>,
    pub insts: Vec<Inst>,
}

/// The value or block that holds a name: a value index, or a block index with
/// [`NameOwner::BLOCK`] set.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct NameOwner(u32);

impl NameOwner {
    const BLOCK: u32 = 1 << 31;

    fn value(v: Value) -> Self {
        NameOwner(v.0)
    }

    fn block(b: Block) -> Self {
        NameOwner(b.0 | Self::BLOCK)
    }

    fn name<'a>(self, values: &'a [ValueData], blocks: &'a [BlockData]) -> &'a str {
        let name = if self.0 & Self::BLOCK != 0 {
            &blocks[(self.0 & !Self::BLOCK) as usize].name
        } else {
            &values[self.0 as usize].name
        };
        name.as_deref().unwrap_or("")
    }

    fn name_slot<'a>(
        self,
        values: &'a mut [ValueData],
        blocks: &'a mut [BlockData],
    ) -> &'a mut Option<NameText> {
        if self.0 & Self::BLOCK != 0 {
            &mut blocks[(self.0 & !Self::BLOCK) as usize].name
        } else {
            &mut values[self.0 as usize].name
        }
    }
}

/// The index of `values`' and `blocks`' names, built in one sweep, with room
/// for `more` names.
fn index_of_names(values: &[ValueData], blocks: &[BlockData], more: usize) -> NameIndex {
    let mut index = NameIndex::with_capacity(values.len() + blocks.len() + more);
    let owners = (0..values.len() as u32)
        .map(|k| NameOwner::value(Value(k)))
        .chain((0..blocks.len() as u32).map(|k| NameOwner::block(Block(k))));
    for owner in owners {
        let name = owner.name(values, blocks);
        if !name.is_empty() {
            index.insert_unique(name_hash(name), owner.0);
        }
    }
    index
}

/// A counter kept as its decimal text, incremented in place (a uniquing
/// suffix is then a copy, not a number formatted per name).
#[derive(Clone, Debug, Default)]
struct DecimalCounter {
    /// The digits, most significant first; empty for zero.
    digits: String,
}

impl DecimalCounter {
    fn increment(&mut self) {
        let mut carried = 0;
        while self.digits.ends_with('9') {
            self.digits.pop();
            carried += 1;
        }
        let next = match self.digits.pop() {
            Some(digit) => char::from(digit as u8 + 1),
            None => '1',
        };
        self.digits.push(next);
        self.digits.extend(std::iter::repeat_n('0', carried));
    }

    fn text(&self) -> &str {
        &self.digits
    }
}

/// A function body.
#[derive(Clone, Debug, Default)]
pub struct Body {
    pub values: Vec<ValueData>,
    pub insts: Vec<InstData>,
    pub blocks: Vec<BlockData>,
    /// Blocks in order; the first is the entry block.
    pub layout: Vec<Block>,
    /// The argument values, by position.
    pub args: Vec<Value>,
    /// The block containing each instruction (`None` once removed).
    inst_block: Vec<Option<Block>>,
    /// Every value and block name in use; built on the first rename (so bulk
    /// construction by the parser, whose names are unique already, pays nothing).
    name_index: Option<NameIndex>,
    /// The last counter value given as a uniquing suffix, in decimal ("" before the first).
    last_unique: DecimalCounter,
    /// The buffer [`Body::rename`] builds suffixed candidates in (kept, so a
    /// pass naming many values allocates it once).
    candidate_name: String,
    /// Names released so far ([`Body::name_releases`]).
    name_releases: u64,
    /// The block uses passes created or re-pointed, for LLVM's use-list order.
    block_use_stamps: BlockUseStamps,
}

impl Body {
    pub fn new() -> Self {
        Self::default()
    }

    /// The block a `blockaddress` names: `%name`, or `%N` for an unnamed
    /// block numbered as LLVM numbers unnamed arguments, blocks and results in
    /// layout order.
    pub fn block_with_label(&self, label: &str) -> Option<Block> {
        let is_unnamed = |name: &Option<NameText>| name.as_deref().is_none_or(str::is_empty);
        if let Some(&block) = self
            .layout
            .iter()
            .find(|block| self.blocks[block.index()].name.as_deref() == Some(label))
        {
            return Some(block);
        }
        let wanted: u64 = label.parse().ok()?;
        let mut next = self
            .args
            .iter()
            .filter(|arg| is_unnamed(&self.values[arg.index()].name))
            .count() as u64;
        for &block in &self.layout {
            let data = &self.blocks[block.index()];
            if is_unnamed(&data.name) {
                if next == wanted {
                    return Some(block);
                }
                next += 1;
            }
            for &inst in &data.insts {
                if let Some(result) = self.insts[inst.index()].result {
                    if is_unnamed(&self.values[result.index()].name) {
                        next += 1;
                    }
                }
            }
        }
        None
    }

    pub fn value(&self, v: Value) -> &ValueData {
        &self.values[v.index()]
    }
    pub fn value_type(&self, v: Value) -> TypeId {
        self.values[v.index()].ty
    }
    pub fn inst(&self, i: Inst) -> &InstData {
        &self.insts[i.index()]
    }
    pub fn inst_mut(&mut self, i: Inst) -> &mut InstData {
        &mut self.insts[i.index()]
    }
    pub fn block(&self, b: Block) -> &BlockData {
        &self.blocks[b.index()]
    }
    pub fn block_mut(&mut self, b: Block) -> &mut BlockData {
        &mut self.blocks[b.index()]
    }
    pub fn entry(&self) -> Option<Block> {
        self.layout.first().copied()
    }

    /// The instruction defining `v`, if it is not an argument.
    pub fn defining_inst(&self, v: Value) -> Option<Inst> {
        match self.values[v.index()].def() {
            ValueDef::Inst(i) => Some(i),
            ValueDef::Arg(_) => None,
        }
    }

    /// The block an instruction is in (`None` if it was removed).
    pub fn inst_block(&self, i: Inst) -> Option<Block> {
        self.inst_block.get(i.index()).copied().flatten()
    }

    /// The terminator of `b`, if its last instruction is one.
    pub fn terminator(&self, b: Block) -> Option<Inst> {
        let last = *self.blocks[b.index()].insts.last()?;
        self.insts[last.index()]
            .kind
            .is_terminator()
            .then_some(last)
    }

    /// The order LLVM would keep the block uses in (see [`crate::block_use_order`]).
    pub fn block_use_stamps(&self) -> &BlockUseStamps {
        &self.block_use_stamps
    }

    /// Records that the block operands of `terminator` were just created or
    /// re-pointed, in operand order, as LLVM does when it creates or remaps an
    /// instruction: each is now the newest use of its block.
    pub fn renew_block_uses(&mut self, terminator: Inst) {
        let count = self.insts[terminator.index()].kind.successors().len();
        for slot in 0..count {
            self.block_use_stamps.renew(terminator, slot);
        }
    }

    /// LLVM's `from->replaceAllUsesWith(to)` on the uses of `from` by the terminators
    /// of `blocks`: each, newest first, is re-pointed to `to` and becomes `to`'s newest
    /// use, so they end up in reverse order, ahead of `to`'s other uses.
    pub fn replace_block_uses(&mut self, from: Block, to: Block, blocks: &[Block]) {
        let uses =
            std::mem::take(&mut block_use_order::uses_newest_first(self, blocks)[from.index()]);
        for u in uses {
            let mut slot = 0;
            self.insts[u.terminator.index()]
                .kind
                .for_each_block_mut(|target| {
                    if slot == u.slot {
                        *target = to;
                    }
                    slot += 1;
                });
            self.block_use_stamps.renew(u.terminator, u.slot);
        }
    }

    /// Successors of `b` (from its terminator), duplicates kept.
    pub fn successors(&self, b: Block) -> Vec<Block> {
        self.terminator(b)
            .map(|t| self.insts[t.index()].kind.successors())
            .unwrap_or_default()
    }

    /// Reserves room for about `insts` more instructions, `values` more values and
    /// `blocks` more blocks (bulk construction, e.g. by the parser).
    pub(crate) fn reserve(&mut self, insts: usize, values: usize, blocks: usize) {
        self.insts.reserve(insts);
        self.inst_block.reserve(insts);
        self.values.reserve(values);
        self.blocks.reserve(blocks);
        self.layout.reserve(blocks);
    }

    /// Reserves room for exactly `insts` more instructions, each with a result
    /// value: a pass that knows how many it creates grows the tables once (growing
    /// step by step would copy them whenever their capacity doubles). The name
    /// index, built now or later, gets room for their names too.
    pub fn reserve_instructions(&mut self, insts: usize) {
        self.insts.reserve_exact(insts);
        self.inst_block.reserve_exact(insts);
        self.values.reserve_exact(insts);
        self.reserve_names(insts);
    }

    /// Adds an argument value.
    pub fn add_arg(&mut self, ty: TypeId, name: Option<&str>) -> Value {
        let v = Value(self.values.len() as u32);
        let position = self.args.len() as u32;
        self.values
            .push(ValueData::new(ty, ValueDef::Arg(position)));
        self.args.push(v);
        if let Some(n) = name {
            self.set_value_name(v, n);
        }
        v
    }

    /// Creates a block (not yet in the layout).
    pub fn create_block(&mut self, name: Option<&str>) -> Block {
        let b = Block(self.blocks.len() as u32);
        self.blocks.push(BlockData::default());
        if let Some(n) = name {
            self.set_block_name(b, n);
        }
        b
    }

    /// Creates an instruction not yet placed in a block. If `result_ty` is not
    /// `None` the instruction gets a result value of that type.
    pub fn create_inst(&mut self, data: InstData, result_ty: Option<TypeId>) -> Inst {
        let i = Inst(self.insts.len() as u32);
        let mut data = data;
        if let Some(ty) = result_ty {
            let v = Value(self.values.len() as u32);
            self.values.push(ValueData::new(ty, ValueDef::Inst(i)));
            data.result = Some(v);
        }
        self.insts.push(data);
        self.inst_block.push(None);
        i
    }

    /// Creates an instruction with a fresh result value of `result_ty` (or none for `None`)
    /// and names the result `name` (uniqued).
    pub fn create_named_inst(
        &mut self,
        kind: InstKind,
        result_ty: Option<TypeId>,
        name: Option<&str>,
    ) -> Inst {
        let i = self.create_inst(InstData::new(kind), result_ty);
        if let (Some(n), Some(v)) = (name, self.insts[i.index()].result) {
            self.set_value_name(v, n);
        }
        i
    }

    /// Appends `i` to the end of `b`.
    pub fn append_inst(&mut self, b: Block, i: Inst) {
        self.blocks[b.index()].insts.push(i);
        self.inst_block[i.index()] = Some(b);
    }

    /// Inserts `i` at `position` in `b`.
    pub fn insert_inst(&mut self, b: Block, position: usize, i: Inst) {
        self.blocks[b.index()].insts.insert(position, i);
        self.inst_block[i.index()] = Some(b);
    }

    /// Replaces the instruction list of `b` (the new list's instructions are moved into `b`).
    pub fn set_block_insts(&mut self, b: Block, insts: Vec<Inst>) {
        for &i in &insts {
            self.inst_block[i.index()] = Some(b);
        }
        self.blocks[b.index()].insts = insts;
    }

    /// Position of `i` within its block.
    pub fn inst_position(&self, i: Inst) -> Option<usize> {
        let b = self.inst_block(i)?;
        self.blocks[b.index()].insts.iter().position(|&x| x == i)
    }

    /// Removes `i` from its block; its data stays as a tombstone and its result's name is freed.
    pub fn remove_inst(&mut self, i: Inst) {
        if let Some(b) = self.inst_block(i) {
            self.blocks[b.index()].insts.retain(|&x| x != i);
            self.inst_block[i.index()] = None;
        }
        if let Some(v) = self.insts[i.index()].result {
            self.release_name(NameOwner::value(v));
        }
    }

    /// Removes `i` like [`Body::remove_inst`], when the caller has already rebuilt
    /// its block's instruction list without it (with [`Body::set_block_insts`]):
    /// O(1), where `remove_inst` scans the block. Batch edits of long blocks use it.
    pub fn remove_unlisted_inst(&mut self, i: Inst) {
        debug_assert!(self
            .inst_block(i)
            .is_none_or(|b| !self.blocks[b.index()].insts.contains(&i)));
        self.inst_block[i.index()] = None;
        if let Some(v) = self.insts[i.index()].result {
            self.release_name(NameOwner::value(v));
        }
    }

    /// Marks `b` as the owner of the instructions listed in it (after direct edits of `insts`).
    pub fn reindex_block(&mut self, b: Block) {
        for k in 0..self.blocks[b.index()].insts.len() {
            let i = self.blocks[b.index()].insts[k];
            self.inst_block[i.index()] = Some(b);
        }
    }

    /// Names `v` (made unique within the function); an empty name removes its name.
    pub fn set_value_name(&mut self, v: Value, name: &str) {
        self.rename(NameOwner::value(v), name, false);
    }

    /// Names `v` like [`Body::set_value_name`], for a caller that knows `name`
    /// is taken: it saw it taken (or gave it) when [`Body::name_releases`] had
    /// its current value. `name` then gets the counter suffix at once, without
    /// being looked up (a pass naming many values after a few bases saves most
    /// lookups).
    pub fn set_value_name_known_taken(&mut self, v: Value, name: &str) {
        self.rename(NameOwner::value(v), name, true);
    }

    /// How many names have been given up so far (renamed away, or freed with
    /// their instruction): a name seen taken stays taken while this is unchanged.
    pub fn name_releases(&self) -> u64 {
        self.name_releases
    }

    /// Names `b` (made unique within the function); an empty name removes its name.
    pub fn set_block_name(&mut self, b: Block, name: &str) {
        self.rename(NameOwner::block(b), name, false);
    }

    /// True if `name` is used by a value or block of this function.
    pub fn name_taken(&self, name: &str) -> bool {
        match &self.name_index {
            Some(index) => index.contains(name, name_hash(name), |holder| {
                NameOwner(holder).name(&self.values, &self.blocks)
            }),
            None => {
                self.values.iter().any(|v| v.name.as_deref() == Some(name))
                    || self.blocks.iter().any(|b| b.name.as_deref() == Some(name))
            }
        }
    }

    /// Reserves room in the name index for `names` more names, so that a pass
    /// naming many new values grows it once (when the index exists already).
    fn reserve_names(&mut self, names: usize) {
        if let Some(index) = self.name_index.as_mut() {
            index.reserve(names);
        }
    }

    /// Names each value of `requests` in order, exactly as one call per value
    /// would: `(value, name, known_taken)`, as for [`Body::set_value_name`] and
    /// (`known_taken`) [`Body::set_value_name_known_taken`]. The name-index slot
    /// each name will probe first (if no name collides) is fetched a few names
    /// ahead, so that the cache misses of a pass naming many values overlap.
    pub fn set_value_names(&mut self, requests: &[(Value, &str, bool)]) {
        const AHEAD: usize = 16;
        let mut predicted = self.last_unique.clone();
        let mut candidate = String::new();
        let mut prefetch = |body: &Body, (_, name, known_taken): (Value, &str, bool)| {
            let Some(index) = &body.name_index else {
                return;
            };
            if known_taken {
                predicted.increment();
                candidate.clear();
                candidate.push_str(name);
                candidate.push_str(predicted.text());
                index.prefetch(name_hash(&candidate));
            } else {
                index.prefetch(name_hash(name));
            }
        };
        for &request in requests.iter().take(AHEAD) {
            prefetch(self, request);
        }
        for (k, &(value, name, known_taken)) in requests.iter().enumerate() {
            if let Some(&ahead) = requests.get(k + AHEAD) {
                prefetch(self, ahead);
            }
            self.rename(NameOwner::value(value), name, known_taken);
        }
    }

    /// Names `v` exactly `name`, which the caller guarantees is not used by any other
    /// value or block of this function (the parser, whose input names are unique).
    pub fn set_unique_value_name_unchecked(&mut self, v: Value, name: &str) {
        debug_assert!(self.name_index.is_none() || !self.name_taken(name));
        NameText::store(&mut self.values[v.index()].name, name);
        self.index_name(NameOwner::value(v));
    }

    /// Names `b` exactly `name`; see [`Body::set_unique_value_name_unchecked`].
    pub fn set_unique_block_name_unchecked(&mut self, b: Block, name: &str) {
        debug_assert!(self.name_index.is_none() || !self.name_taken(name));
        NameText::store(&mut self.blocks[b.index()].name, name);
        self.index_name(NameOwner::block(b));
    }

    /// Gives `owner` the name `name`, made unique (LLVM's scheme: `name`, else
    /// `name` followed by the next counter value that makes it unique);
    /// `known_taken`: the caller knows `name` itself is taken.
    fn rename(&mut self, owner: NameOwner, name: &str, known_taken: bool) {
        self.release_name(owner);
        if name.is_empty() {
            return;
        }
        let (values, blocks) = (&self.values, &self.blocks);
        let index = self.name_index.get_or_insert_with(|| {
            let reserved = self.values.capacity() - values.len();
            index_of_names(values, blocks, reserved)
        });
        let name_of = |holder: u32| NameOwner(holder).name(values, blocks);
        debug_assert!(!known_taken || index.contains(name, name_hash(name), name_of));
        // Each candidate is looked up and, when free, indexed in one probe.
        let unique =
            if !known_taken && index.insert_if_free(name, name_hash(name), owner.0, name_of) {
                name
            } else {
                let candidate = &mut self.candidate_name;
                candidate.clear();
                candidate.push_str(name);
                loop {
                    self.last_unique.increment();
                    candidate.truncate(name.len());
                    candidate.push_str(self.last_unique.text());
                    let hash = name_hash(candidate);
                    if index.insert_if_free(candidate, hash, owner.0, name_of) {
                        break candidate.as_str();
                    }
                }
            };
        NameText::store(owner.name_slot(&mut self.values, &mut self.blocks), unique);
    }

    /// Removes the name of `owner`, if any, from it and from the index.
    fn release_name(&mut self, owner: NameOwner) {
        let Some(old) = owner.name_slot(&mut self.values, &mut self.blocks).take() else {
            return;
        };
        self.name_releases += 1;
        if let Some(index) = self.name_index.as_mut() {
            index.remove(name_hash(&old), owner.0);
        }
    }

    /// Records the current name of `owner` in the index (if the index exists).
    fn index_name(&mut self, owner: NameOwner) {
        if let Some(index) = self.name_index.as_mut() {
            index.insert_unique(name_hash(owner.name(&self.values, &self.blocks)), owner.0);
        }
    }

    /// Replaces every use of `from` with `to` in instructions placed in blocks.
    pub fn replace_all_uses(&mut self, from: Value, to: crate::inst::Operand) {
        for bi in 0..self.layout.len() {
            let b = self.layout[bi];
            for k in 0..self.blocks[b.index()].insts.len() {
                let i = self.blocks[b.index()].insts[k];
                self.insts[i.index()].kind.visit_operands_mut(|o| {
                    if *o == crate::inst::Operand::Value(from) {
                        *o = to.clone();
                    }
                });
            }
        }
    }

    /// Iterates over the instructions in layout order with their blocks.
    pub fn insts_in_order(&self) -> impl Iterator<Item = (Block, Inst)> + '_ {
        self.layout
            .iter()
            .flat_map(move |&b| self.blocks[b.index()].insts.iter().map(move |&i| (b, i)))
    }
}

/// A parameter's attributes.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Param {
    pub attrs: AttrList,
    /// The parameter name in a declaration or definition, if written.
    pub name: Option<String>,
}

/// A function declaration or definition.
#[derive(Clone, Debug)]
pub struct Function {
    /// The function type.
    pub ty: TypeId,
    pub cc: CallConv,
    pub ret_attrs: AttrList,
    pub params: Vec<Param>,
    pub fn_attrs: AttrList,
    pub section: Option<String>,
    pub partition: Option<String>,
    pub comdat: Option<crate::module::ComdatRef>,
    pub align: Option<u64>,
    pub gc: Option<String>,
    pub prefix: Option<crate::constant::ConstId>,
    pub prologue: Option<crate::constant::ConstId>,
    pub personality: Option<crate::constant::ConstId>,
    /// Function-level metadata attachments (`!dbg !10`).
    pub metadata: Vec<MdAttachment>,
    /// `None` for a declaration.
    pub body: Option<Body>,
}

impl Function {
    pub fn new(ty: TypeId) -> Self {
        Function {
            ty,
            cc: CallConv::C,
            ret_attrs: AttrList::default(),
            params: Vec::new(),
            fn_attrs: AttrList::default(),
            section: None,
            partition: None,
            comdat: None,
            align: None,
            gc: None,
            prefix: None,
            prologue: None,
            personality: None,
            metadata: Vec::new(),
            body: None,
        }
    }

    pub fn is_declaration(&self) -> bool {
        self.body.is_none()
    }
}

#[cfg(test)]
mod tests {
    use super::DecimalCounter;

    #[test]
    fn block_labels_are_found_by_name_and_by_llvm_slot_number() {
        let module = crate::parse_module(
            "define i32 @f(i32 %named, i32) {\n\
             entry:\n  %1 = add i32 %named, %0\n  br label %2\n\
             2:\n  call void @g()\n  %3 = add i32 %1, 1\n  br label %4\n\
             4:\n  ret i32 %3\n}\n\
             declare void @g()\n",
        )
        .expect("valid IR");
        let id = module.global_by_name("f").expect("defined");
        let function = module.function(id).expect("a function");
        let body = function.body.as_ref().expect("a body");
        let index = |label: &str| body.block_with_label(label).map(|block| block.index());
        assert_eq!(index("entry"), Some(0));
        assert_eq!(index("2"), Some(1));
        assert_eq!(index("4"), Some(2));
        assert_eq!(index("3"), None);
        assert_eq!(index("missing"), None);
    }

    #[test]
    fn decimal_counter_counts_like_integers() {
        let mut counter = DecimalCounter::default();
        assert_eq!(counter.text(), "");
        for expected in 1..=12_345u32 {
            counter.increment();
            assert_eq!(counter.text(), expected.to_string());
        }
    }
}
