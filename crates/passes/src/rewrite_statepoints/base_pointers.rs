//! Phase 4: the base pointer of every live derived pointer (spec §6.4).
//!
//! Terms: the *base defining value* (BDV) of a value is found by walking through
//! GEPs, pointer casts and `freeze` until a value that either is a base by
//! construction (argument, load, call result, `inttoptr`, `cmpxchg`,
//! `atomicrmw`, `landingpad`, `extractvalue`, `!is_base_value`; any constant,
//! whose base is `null`/`zeroinitializer`) or merges pointers (`phi`,
//! `select`, `extractelement`, `insertelement`, `shufflevector`).
//!
//! For a merging BDV the closure of merging BDVs reachable through its inputs is
//! solved on the optimistic lattice unknown → base(b) → conflict: first, nodes
//! whose inputs are all themselves bases (or the node itself) are pruned and are
//! their own base, which is how a phi of two base pointers stays its own base;
//! then a worklist computes the fixed point (each node changes state at most
//! twice, so the solve is linear in the closure, where LLVM re-sweeps the
//! closure until nothing changes). A node that ends in `conflict` gets a parallel
//! base instruction (a clone placed just before it, named `<name>.base`, or
//! `base_phi`/`base_select`/`base_ee`/`base_ie`/`base_sv` when unnamed, marked
//! `!is_base_value !{}`) whose inputs are the bases of the original inputs.
//! Vector/scalar mismatches are conflicts, as in LLVM; an `extractelement` whose
//! vector has a single known base gets a `base_ee` extract from that base.
//!
//! Results are cached per BDV, so each merging value is solved once per function.
//! Caches and the closure being solved are dense per-value tables ([`ValueMap`]),
//! so a closure costs time in its size, not in hashing and allocation.
//! Created instructions are inserted in one batch per block at the end of the
//! phase ([`BasePointerInference::place_new_instructions`]), and named in one
//! batch, in creation order ([`BasePointerInference::name_new_instructions`],
//! also done when placing): the names are those naming them one by one would
//! give, and the batch fetches the name index's slots ahead. Until then the
//! created values have no name.

use super::RewriteError;
use crate::call_classification::called_intrinsic;
use ir::{
    Block, Body, CastOp, ConstData, Inst, InstData, InstKind, MdKind, MdNode, MdRef, Module,
    Operand, Value, ValueDef,
};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
use std::borrow::Cow;

/// A lattice value.
#[derive(Clone, PartialEq, Eq, Debug)]
enum BaseState {
    Unknown,
    Base(Operand),
    Conflict,
}

impl BaseState {
    fn meet(self, other: BaseState) -> BaseState {
        match (self, other) {
            (BaseState::Unknown, x) | (x, BaseState::Unknown) => x,
            (BaseState::Base(a), BaseState::Base(b)) if a == b => BaseState::Base(a),
            _ => BaseState::Conflict,
        }
    }
}

/// A map from values to `T`, dense over value numbers. The body grows while
/// base instructions are created, so a value past the end is simply absent.
struct ValueMap<T> {
    slots: Vec<Option<T>>,
}

impl<T> Default for ValueMap<T> {
    fn default() -> Self {
        ValueMap { slots: Vec::new() }
    }
}

impl<T> ValueMap<T> {
    fn get(&self, v: Value) -> Option<&T> {
        self.slots.get(v.index()).and_then(Option::as_ref)
    }

    fn contains(&self, v: Value) -> bool {
        self.get(v).is_some()
    }

    fn insert(&mut self, v: Value, value: T) {
        if v.index() >= self.slots.len() {
            self.slots.resize_with(v.index() + 1, || None);
        }
        self.slots[v.index()] = Some(value);
    }

    fn remove(&mut self, v: Value) {
        if let Some(slot) = self.slots.get_mut(v.index()) {
            *slot = None;
        }
    }
}

/// The buffers of one closure solve, kept between solves so that solving a
/// closure allocates nothing. Per-node lists are indexed by position in `nodes`;
/// relations between nodes are edge lists sorted by their first node.
#[derive(Default)]
struct ClosureScratch {
    /// The closure in discovery order; after pruning, the nodes left, in order.
    nodes: Vec<Value>,
    stack: Vec<Value>,
    /// Node `k`'s inputs ([`merge_inputs`]) are `inputs[input_range[k]]`, and
    /// their bases (found once, when the closure is discovered: solving it
    /// changes no input's base) `input_bases[input_range[k]]`.
    inputs: Vec<Operand>,
    input_bases: Vec<Operand>,
    input_range: Vec<std::ops::Range<usize>>,
    /// Per node, inputs that keep it from being pruned.
    blocking: Vec<usize>,
    left: Vec<bool>,
    prunable: Vec<usize>,
    /// `(j, k)`: node `k` waits for node `j` (pruning) or reads it (fixed point).
    edges: Vec<(usize, usize)>,
    states: Vec<BaseState>,
    queued: Vec<bool>,
    worklist: std::collections::VecDeque<usize>,
    /// The base instruction created for each conflict node.
    base_insts: Vec<Option<Value>>,
    /// A phi input's base per incoming block (a phi lists a block once per edge).
    base_per_block: HashMap<Block, Operand>,
    name: String,
}

/// Base pointer inference for one function, with its caches.
#[derive(Default)]
pub struct BasePointerInference {
    /// The BDV of every value asked about.
    defining_value: ValueMap<Operand>,
    /// The base of a merging BDV once solved (itself when pruned).
    resolved: ValueMap<Operand>,
    /// Values that are bases by construction, including created base instructions.
    known_bases: ValueMap<()>,
    /// Instructions created, each with the instruction it is placed before.
    pending_insertions: Vec<(Inst, Inst)>,
    /// Created values not named yet, each with the end of its name in
    /// `pending_name_text` (the names follow one another there).
    pending_names: Vec<(Value, usize)>,
    pending_name_text: String,
    /// The slot of the `!{}` node of `!is_base_value` (see [`empty_tuple_node`]),
    /// once a base instruction of the module has been created.
    is_base_value_node: Option<u32>,
    /// Position of each node of the closure being solved (empty between solves).
    closure_index: ValueMap<usize>,
    /// Boxed, so lending it out for a solve moves a pointer.
    scratch: Option<Box<ClosureScratch>>,
}

/// The slot of the module's `!{}` node, added if the module has none. LLVM
/// uniques the node: every `!is_base_value` refers to it, and so does any use
/// of an equal node the input already has.
fn empty_tuple_node(m: &mut Module) -> u32 {
    let is_empty_tuple =
        |node: &MdNode| !node.distinct && matches!(&node.kind, MdKind::Tuple(e) if e.is_empty());
    if let Some((&slot, _)) = m.metadata.iter().find(|(_, node)| is_empty_tuple(node)) {
        return slot;
    }
    let slot = m.next_metadata_slot();
    m.metadata.insert(
        slot,
        MdNode {
            distinct: false,
            kind: MdKind::Tuple(Vec::new()),
        },
    );
    slot
}

impl BasePointerInference {
    /// `is_base_value_node`: the module's `!{}` node, if a function rewritten
    /// before found or added it.
    pub fn new(is_base_value_node: Option<u32>) -> Self {
        BasePointerInference {
            is_base_value_node,
            ..Self::default()
        }
    }

    /// The `!{}` node of `!is_base_value`, if found or added.
    pub fn is_base_value_node(&self) -> Option<u32> {
        self.is_base_value_node
    }

    /// The base of `v` (creating base instructions as needed).
    pub fn base_of(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        v: Value,
    ) -> Result<Operand, RewriteError> {
        let definition = self.base_or_defining_value(m, body, &Operand::Value(v))?;
        if self.is_known_base(&definition)
            && self.same_vectorness(m, body, &definition, &Operand::Value(v))
        {
            return Ok(definition);
        }
        let root = definition
            .as_value()
            .expect("constants are known bases of matching shape");
        self.solve_closure(m, body, root)
    }

    /// True if `operand` is a base by construction.
    pub fn is_known_base(&self, operand: &Operand) -> bool {
        match operand {
            Operand::Value(v) => self.known_bases.contains(*v),
            _ => true,
        }
    }

    /// The solved base of `operand`'s BDV if there is one, else the BDV.
    fn base_or_defining_value(
        &mut self,
        m: &mut Module,
        body: &Body,
        operand: &Operand,
    ) -> Result<Operand, RewriteError> {
        let definition = self.defining_value(m, body, operand)?;
        Ok(
            match definition.as_value().and_then(|d| self.resolved.get(d)) {
                Some(base) => base.clone(),
                None => definition,
            },
        )
    }

    /// The base defining value of `operand` (cached; iterative along GEP/cast chains).
    fn defining_value(
        &mut self,
        m: &mut Module,
        body: &Body,
        operand: &Operand,
    ) -> Result<Operand, RewriteError> {
        let mut current = match operand {
            Operand::Value(v) => *v,
            Operand::Const(c) => return Ok(null_base_of_type(m, m.consts.ty(*c))),
            Operand::Metadata(_) => return Err("metadata operand has no base".into()),
        };
        let mut chain = Vec::new();
        let result = loop {
            if let Some(cached) = self.defining_value.get(current) {
                break cached.clone();
            }
            chain.push(current);
            let step = match body.value(current).def() {
                ValueDef::Arg(_) => DefinitionStep::KnownBase,
                ValueDef::Inst(i) => classify_definition(m, body, i)?,
            };
            match step {
                DefinitionStep::KnownBase => {
                    self.known_bases.insert(current, ());
                    break Operand::Value(current);
                }
                DefinitionStep::Merge => break Operand::Value(current),
                DefinitionStep::Through(Operand::Value(next)) => current = next,
                DefinitionStep::Through(Operand::Const(c)) => {
                    break null_base_of_type(m, m.consts.ty(c));
                }
                DefinitionStep::Through(Operand::Metadata(_)) => {
                    return Err("metadata operand has no base".into());
                }
            }
        };
        for v in chain {
            self.defining_value.insert(v, result.clone());
        }
        Ok(result)
    }

    fn same_vectorness(&self, m: &Module, body: &Body, a: &Operand, b: &Operand) -> bool {
        let ty = |o: &Operand| match o {
            Operand::Value(v) => body.value_type(*v),
            Operand::Const(c) => m.consts.ty(*c),
            Operand::Metadata(_) => unreachable!("no metadata in base computations"),
        };
        m.types.is_vector(ty(a)) == m.types.is_vector(ty(b))
    }

    /// Solves the lattice over the merging BDVs reachable from `root`; returns `root`'s base.
    fn solve_closure(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        root: Value,
    ) -> Result<Operand, RewriteError> {
        let mut scratch = self.scratch.take().unwrap_or_default();
        let solved = self.solve_closure_in(m, body, root, &mut scratch);
        if solved.is_err() {
            // The closure's positions may be left behind.
            self.closure_index = ValueMap::default();
        }
        self.scratch = Some(scratch);
        solved
    }

    fn solve_closure_in(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        root: Value,
        s: &mut ClosureScratch,
    ) -> Result<Operand, RewriteError> {
        self.discover_closure(m, body, root, s)?;
        self.prune_self_based_nodes(m, body, s);
        for &v in &s.nodes {
            self.closure_index.remove(v);
        }
        if !s.left[0] {
            return Ok(Operand::Value(root));
        }
        let mut position = 0;
        s.nodes.retain(|_| {
            position += 1;
            s.left[position - 1]
        });
        let mut position = 0;
        s.input_range.retain(|_| {
            position += 1;
            s.left[position - 1]
        });
        for (k, &v) in s.nodes.iter().enumerate() {
            self.closure_index.insert(v, k);
        }
        self.fixed_point(m, body, s);
        self.resolve_vector_bases(m, body, s);
        self.create_conflict_instructions(m, body, s);
        self.fill_conflict_operands(m, body, s);
        for &v in &s.nodes {
            self.closure_index.remove(v);
        }
        for (k, &v) in s.nodes.iter().enumerate() {
            let base = match &s.states[k] {
                BaseState::Base(b) => b.clone(),
                BaseState::Conflict => {
                    Operand::Value(s.base_insts[k].expect("conflict has a base instruction"))
                }
                BaseState::Unknown => return Err("base pointer lattice did not converge".into()),
            };
            self.resolved.insert(v, base);
        }
        Ok(self.resolved.get(root).expect("root solved").clone())
    }

    /// Merging BDVs reachable from `root` through merge inputs, into `s.nodes` in
    /// discovery order (a depth-first walk with an explicit stack, as LLVM's,
    /// which fixes naming order); each gets its position in `closure_index`,
    /// and its inputs and their bases are recorded.
    fn discover_closure(
        &mut self,
        m: &mut Module,
        body: &Body,
        root: Value,
        s: &mut ClosureScratch,
    ) -> Result<(), RewriteError> {
        s.nodes.clear();
        s.nodes.push(root);
        s.input_range.clear();
        s.input_range.push(0..0);
        s.inputs.clear();
        s.input_bases.clear();
        self.closure_index.insert(root, 0);
        s.stack.clear();
        s.stack.push(root);
        while let Some(current) = s.stack.pop() {
            let start = s.inputs.len();
            merge_inputs(m, body, current, &mut s.inputs);
            let position = *self.closure_index.get(current).expect("closure node");
            s.input_range[position] = start..s.inputs.len();
            for input in &s.inputs[start..] {
                let base = self.base_or_defining_value(m, body, input)?;
                s.input_bases.push(base.clone());
                if self.is_known_base(&base) && self.same_vectorness(m, body, &base, input) {
                    continue;
                }
                let Operand::Value(node) = base else {
                    return Err("constant in base pointer closure".into());
                };
                if !is_merge(body, node) {
                    return Err(format!(
                        "unexpected base defining value {}",
                        body.value(node).name.as_deref().unwrap_or("<unnamed>")
                    )
                    .into());
                }
                if !self.closure_index.contains(node) {
                    self.closure_index.insert(node, s.nodes.len());
                    s.nodes.push(node);
                    s.input_range.push(0..0);
                    s.stack.push(node);
                }
            }
        }
        Ok(())
    }

    /// Removes nodes all of whose inputs are the node itself or values that are
    /// their own BDV outside the closure; such a node is its own base. Worklist
    /// over input counts, linear in the closure. Sets, per node, whether it is
    /// left (`s.left`).
    fn prune_self_based_nodes(&mut self, m: &Module, body: &Body, s: &mut ClosureScratch) {
        s.blocking.clear();
        s.edges.clear();
        s.prunable.clear();
        for (k, &node) in s.nodes.iter().enumerate() {
            let range = s.input_range[k].clone();
            let mut blocking = 0;
            for (input, base) in s.inputs[range.clone()].iter().zip(&s.input_bases[range]) {
                let stripped = strip_pointer_casts(m, body, input);
                if stripped == Operand::Value(node) {
                    continue;
                }
                if stripped != *base {
                    blocking += 1;
                    continue;
                }
                if let Some(&j) = base.as_value().and_then(|b| self.closure_index.get(b)) {
                    blocking += 1;
                    s.edges.push((j, k));
                }
            }
            if blocking == 0 {
                s.prunable.push(k);
            }
            s.blocking.push(blocking);
        }
        s.edges.sort_unstable();
        s.left.clear();
        s.left.resize(s.nodes.len(), true);
        while let Some(k) = s.prunable.pop() {
            if !std::mem::replace(&mut s.left[k], false) {
                continue;
            }
            // Its own base; remembering it as a known base keeps later closures from
            // walking through it again (LLVM re-prunes it in every closure, with the
            // same outcome but quadratic cost on chains of such phis).
            let node = s.nodes[k];
            self.resolved.insert(node, Operand::Value(node));
            self.known_bases.insert(node, ());
            let start = s.edges.partition_point(|e| e.0 < k);
            for e in start..s.edges.len() {
                let (j, dependent) = s.edges[e];
                if j != k {
                    break;
                }
                s.blocking[dependent] -= 1;
                if s.blocking[dependent] == 0 {
                    s.prunable.push(dependent);
                }
            }
        }
    }

    /// The optimistic fixed point over `s.nodes` with a worklist, into `s.states`.
    fn fixed_point(&mut self, m: &Module, body: &Body, s: &mut ClosureScratch) {
        s.edges.clear();
        for (k, range) in s.input_range.iter().enumerate() {
            for base in &s.input_bases[range.clone()] {
                if let Some(&j) = base.as_value().and_then(|b| self.closure_index.get(b)) {
                    s.edges.push((j, k));
                }
            }
        }
        s.edges.sort_unstable();
        let n = s.nodes.len();
        s.states.clear();
        s.states.resize(n, BaseState::Unknown);
        s.queued.clear();
        s.queued.resize(n, true);
        s.worklist.clear();
        s.worklist.extend(0..n);
        while let Some(k) = s.worklist.pop_front() {
            s.queued[k] = false;
            let mut new_state = BaseState::Unknown;
            for base in &s.input_bases[s.input_range[k].clone()] {
                let input_state = match base.as_value().and_then(|b| self.closure_index.get(b)) {
                    Some(&j) => s.states[j].clone(),
                    None => BaseState::Base(base.clone()),
                };
                new_state = new_state.meet(input_state);
            }
            if let BaseState::Base(b) = &new_state {
                if must_be_conflict(m, body, s.nodes[k], b) {
                    new_state = BaseState::Conflict;
                }
            }
            if new_state != s.states[k] {
                s.states[k] = new_state;
                let start = s.edges.partition_point(|e| e.0 < k);
                for e in start..s.edges.len() {
                    let (j, reader) = s.edges[e];
                    if j != k {
                        break;
                    }
                    if !s.queued[reader] {
                        s.queued[reader] = true;
                        s.worklist.push_back(reader);
                    }
                }
            }
        }
    }

    /// A scalar node whose single base is a vector: an `extractelement` gets a
    /// `base_ee` from that vector base, any other node becomes a conflict.
    fn resolve_vector_bases(&mut self, m: &mut Module, body: &mut Body, s: &mut ClosureScratch) {
        for (k, &node) in s.nodes.iter().enumerate() {
            let BaseState::Base(base) = &s.states[k] else {
                continue;
            };
            if !operand_is_vector(m, body, base) {
                continue;
            }
            let inst = body
                .defining_inst(node)
                .expect("merge nodes are instructions");
            if let InstKind::ExtractElement { index, .. } = &body.inst(inst).kind {
                let kind = InstKind::ExtractElement {
                    vector: base.clone(),
                    index: index.clone(),
                };
                let ty = body.value_type(node);
                let extract = self.create_base_instruction(m, body, inst, kind, ty, "base_ee");
                s.states[k] = BaseState::Base(Operand::Value(extract));
            } else if !m.types.is_vector(body.value_type(node)) {
                s.states[k] = BaseState::Conflict;
            }
        }
    }

    fn create_base_instruction(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        before: Inst,
        kind: InstKind,
        ty: ir::TypeId,
        name: &str,
    ) -> Value {
        let created = body.create_inst(InstData::new(kind), Some(ty));
        let node = *self
            .is_base_value_node
            .get_or_insert_with(|| empty_tuple_node(m));
        body.inst_mut(created)
            .metadata
            .push((Cow::Borrowed("is_base_value"), MdRef::Node(node)));
        self.pending_insertions.push((before, created));
        let value = body.inst(created).result.expect("typed");
        self.known_bases.insert(value, ());
        self.pending_name_text.push_str(name);
        self.pending_names
            .push((value, self.pending_name_text.len()));
        value
    }

    /// Names the instructions created since the last call, in creation order.
    pub fn name_new_instructions(&mut self, body: &mut Body) {
        let text = &self.pending_name_text;
        let mut start = 0;
        let requests: Vec<(Value, &str, bool)> = self
            .pending_names
            .iter()
            .map(|&(value, end)| {
                let name = &text[start..end];
                start = end;
                (value, name, false)
            })
            .collect();
        body.set_value_names(&requests);
        self.pending_names.clear();
        self.pending_name_text.clear();
    }

    /// Clones every conflict node as its base instruction (operands fixed later),
    /// into `s.base_insts`.
    fn create_conflict_instructions(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        s: &mut ClosureScratch,
    ) {
        s.base_insts.clear();
        for (&node, state) in s.nodes.iter().zip(&s.states) {
            if *state != BaseState::Conflict {
                s.base_insts.push(None);
                continue;
            }
            let inst = body
                .defining_inst(node)
                .expect("merge nodes are instructions");
            let kind = body.inst(inst).kind.clone();
            let fallback = match kind {
                InstKind::Phi { .. } => "base_phi",
                InstKind::Select { .. } => "base_select",
                InstKind::ExtractElement { .. } => "base_ee",
                InstKind::InsertElement { .. } => "base_ie",
                _ => "base_sv",
            };
            s.name.clear();
            match &body.value(node).name {
                Some(n) => {
                    s.name.push_str(n);
                    s.name.push_str(".base");
                }
                None => s.name.push_str(fallback),
            }
            let ty = body.value_type(node);
            let created = self.create_base_instruction(m, body, inst, kind, ty, &s.name);
            s.base_insts.push(Some(created));
        }
    }

    /// Points each created base instruction's inputs at the bases of the original inputs.
    fn fill_conflict_operands(&mut self, m: &mut Module, body: &mut Body, s: &mut ClosureScratch) {
        let mut base_per_block = std::mem::take(&mut s.base_per_block);
        for (k, base_value) in s.base_insts.iter().enumerate() {
            let Some(base_value) = *base_value else {
                continue;
            };
            // The base instruction was created as a copy of the original: its
            // inputs are the original inputs, in `merge_inputs` order, until
            // replaced here.
            let mut input_bases = s.input_bases[s.input_range[k].clone()]
                .iter()
                .map(|base| self.solved_input_base(s, base));
            let mut next_base = || input_bases.next().expect("a base per merge input");
            let base_inst = body.defining_inst(base_value).expect("instruction");
            let mut kind =
                std::mem::replace(&mut body.inst_mut(base_inst).kind, InstKind::Unreachable);
            match &mut kind {
                InstKind::Phi { incoming, .. } => {
                    base_per_block.clear();
                    for (value, from) in incoming.iter_mut() {
                        let base = next_base();
                        *value = base_per_block.entry(*from).or_insert(base).clone();
                    }
                }
                InstKind::Select { t, f, .. } => {
                    *t = next_base();
                    *f = next_base();
                }
                InstKind::ExtractElement { vector, .. } => *vector = next_base(),
                InstKind::InsertElement { vector, elem, .. } => {
                    *vector = next_base();
                    *elem = next_base();
                }
                InstKind::ShuffleVector { a, b, mask } => {
                    let source_lanes = vector_length(m, operand_type(m, body, a));
                    *a = next_base();
                    if is_zero_element_splat(m, *mask, source_lanes) {
                        let ty = operand_type(m, body, b);
                        *b = Operand::Const(m.consts.intern(ConstData::Poison(ty)));
                    } else {
                        *b = next_base();
                    }
                }
                _ => unreachable!("only merge instructions are in the closure"),
            }
            body.inst_mut(base_inst).kind = kind;
        }
        s.base_per_block = base_per_block;
    }

    /// The base of a merge input whose base (or BDV) is `base`, given the solved closure.
    fn solved_input_base(&self, s: &ClosureScratch, base: &Operand) -> Operand {
        match base.as_value().and_then(|b| self.closure_index.get(b)) {
            Some(&j) => match &s.states[j] {
                BaseState::Base(b) => b.clone(),
                _ => Operand::Value(s.base_insts[j].expect("conflict has a base instruction")),
            },
            None => base.clone(),
        }
    }

    /// Places every created instruction right before the instruction it shadows,
    /// one rebuild per affected block.
    pub fn place_new_instructions(&mut self, body: &mut Body) {
        self.name_new_instructions(body);
        if self.pending_insertions.is_empty() {
            return;
        }
        let mut pending = std::mem::take(&mut self.pending_insertions);
        // Stable: instructions placed before the same one keep their creation order.
        pending.sort_by_key(|&(before, _)| before);
        let mut first_pending = vec![u32::MAX; body.insts.len()];
        for (k, &(before, _)) in pending.iter().enumerate().rev() {
            first_pending[before.index()] = k as u32;
        }
        let mut blocks: Vec<Block> = pending
            .iter()
            .filter_map(|&(before, _)| body.inst_block(before))
            .collect();
        blocks.sort();
        blocks.dedup();
        for b in blocks {
            let mut rebuilt = Vec::with_capacity(body.block(b).insts.len());
            for &i in &body.block(b).insts {
                let first = first_pending[i.index()] as usize;
                let created = pending
                    .get(first..)
                    .unwrap_or_default()
                    .iter()
                    .take_while(|&&(before, _)| before == i)
                    .map(|&(_, created)| created);
                rebuilt.extend(created);
                rebuilt.push(i);
            }
            body.set_block_insts(b, rebuilt);
        }
    }
}

/// The `alloca` whose memory `operand` addresses, through the steps that keep a
/// base (GEPs, casts other than `inttoptr`, `freeze`): stack memory, which has no
/// base object (asking [`BasePointerInference::base_of`] about it is an error).
pub fn addressed_alloca(m: &Module, body: &Body, operand: &Operand) -> Option<Value> {
    let mut current = operand.as_value()?;
    loop {
        let inst = body.defining_inst(current)?;
        if matches!(body.inst(inst).kind, InstKind::Alloca { .. }) {
            return Some(current);
        }
        match classify_definition(m, body, inst) {
            Ok(DefinitionStep::Through(Operand::Value(next))) => current = next,
            _ => return None,
        }
    }
}

/// How a definition relates to its base.
enum DefinitionStep {
    KnownBase,
    Merge,
    Through(Operand),
}

fn classify_definition(m: &Module, body: &Body, i: Inst) -> Result<DefinitionStep, RewriteError> {
    let data = body.inst(i);
    if data.metadata("is_base_value").is_some() {
        return Ok(DefinitionStep::KnownBase);
    }
    Ok(match &data.kind {
        InstKind::Gep { base, .. } => DefinitionStep::Through(base.clone()),
        InstKind::Cast {
            op: CastOp::IntToPtr,
            ..
        } => DefinitionStep::KnownBase,
        InstKind::Cast { value, .. } => DefinitionStep::Through(value.clone()),
        InstKind::Freeze(value) => DefinitionStep::Through(value.clone()),
        kind @ (InstKind::Call { .. } | InstKind::Invoke { .. }) => {
            let call = kind.call_site().expect("a call or invoke");
            let is_get_base =
                called_intrinsic(m, call) == Some("llvm.experimental.gc.get.pointer.base");
            match (is_get_base, call.args.first()) {
                (true, Some(arg)) => DefinitionStep::Through(arg.value.clone()),
                _ => DefinitionStep::KnownBase,
            }
        }
        InstKind::Load { .. }
        | InstKind::CmpXchg { .. }
        | InstKind::AtomicRmw { .. }
        | InstKind::LandingPad { .. }
        | InstKind::ExtractValue { .. }
        | InstKind::CallBr { .. } => DefinitionStep::KnownBase,
        InstKind::Phi { .. }
        | InstKind::Select { .. }
        | InstKind::ExtractElement { .. }
        | InstKind::InsertElement { .. }
        | InstKind::ShuffleVector { .. } => DefinitionStep::Merge,
        InstKind::Alloca { .. } => {
            return Err(RewriteError::at(
                data.result.expect("an alloca has a result"),
                "an alloca in the GC address space is live across a statepoint: stack memory \
                 cannot be a GC reference (keep references in an address-space-0 alloca of \
                 `ptr addrspace(1)` instead)",
            ))
        }
        other => {
            let message = format!(
                "cannot find the base of a GC pointer defined by '{}'",
                other.opcode_name()
            );
            return Err(match data.result {
                Some(value) => RewriteError::at(value, message),
                None => message.into(),
            });
        }
    })
}

fn is_merge(body: &Body, v: Value) -> bool {
    body.defining_inst(v).is_some_and(|i| {
        matches!(
            body.inst(i).kind,
            InstKind::Phi { .. }
                | InstKind::Select { .. }
                | InstKind::ExtractElement { .. }
                | InstKind::InsertElement { .. }
                | InstKind::ShuffleVector { .. }
        )
    })
}

/// Appends the pointer inputs of a merge node to `inputs` (a zero-element
/// splat's second vector is ignored).
fn merge_inputs(m: &Module, body: &Body, node: Value, inputs: &mut Vec<Operand>) {
    let inst = body
        .defining_inst(node)
        .expect("merge nodes are instructions");
    match &body.inst(inst).kind {
        InstKind::Phi { incoming, .. } => inputs.extend(incoming.iter().map(|(v, _)| v.clone())),
        InstKind::Select { t, f, .. } => inputs.extend([t.clone(), f.clone()]),
        InstKind::ExtractElement { vector, .. } => inputs.push(vector.clone()),
        InstKind::InsertElement { vector, elem, .. } => {
            inputs.extend([vector.clone(), elem.clone()])
        }
        InstKind::ShuffleVector { a, b, mask } => {
            inputs.push(a.clone());
            if !is_zero_element_splat(m, *mask, vector_length(m, operand_type(m, body, a))) {
                inputs.push(b.clone());
            }
        }
        _ => {}
    }
}

/// LLVM's conservative rule: `insertelement`, `extractelement` and `shufflevector`
/// always get their own base instruction; so does a node whose single base differs in vectorness.
fn must_be_conflict(m: &Module, body: &Body, node: Value, base: &Operand) -> bool {
    let inst = body.defining_inst(node).expect("instruction");
    if matches!(
        body.inst(inst).kind,
        InstKind::InsertElement { .. }
            | InstKind::ExtractElement { .. }
            | InstKind::ShuffleVector { .. }
    ) {
        return true;
    }
    operand_is_vector(m, body, base) != m.types.is_vector(body.value_type(node))
}

fn operand_type(m: &Module, body: &Body, o: &Operand) -> ir::TypeId {
    match o {
        Operand::Value(v) => body.value_type(*v),
        Operand::Const(c) => m.consts.ty(*c),
        Operand::Metadata(_) => m
            .types
            .lookup(&ir::Type::Metadata)
            .expect("metadata type interned"),
    }
}

fn operand_is_vector(m: &Module, body: &Body, o: &Operand) -> bool {
    m.types.is_vector(operand_type(m, body, o))
}

/// `null` (or `zeroinitializer` for vectors) of `ty`: the base of every constant.
pub fn null_base_of_type(m: &mut Module, ty: ir::TypeId) -> Operand {
    let data = if m.types.is_vector(ty) {
        ConstData::Zero(ty)
    } else {
        ConstData::Null(ty)
    };
    Operand::Const(m.consts.intern(data))
}

/// Strips `bitcast`, `addrspacecast`, all-zero-index GEPs and calls that return
/// their `returned` argument, like LLVM's `stripPointerCasts` (which leaves values
/// that are not scalar pointers alone, and stops where the walk comes back to a
/// value it has seen, as a self-feeding call in unreachable code would make it).
fn strip_pointer_casts(m: &Module, body: &Body, operand: &Operand) -> Operand {
    /// A walk that ends within this many steps has seen no value twice (a
    /// revisit would loop forever), so only longer walks are redone remembering
    /// the values they see.
    const SHORT_WALK: usize = 16;
    if !m.types.is_ptr(operand_type(m, body, operand)) {
        return operand.clone();
    }
    let mut current = operand.clone();
    for _ in 0..SHORT_WALK {
        match current
            .as_value()
            .and_then(|v| pointer_cast_source(m, body, v))
        {
            Some(source) => current = source,
            None => return current,
        }
    }
    let mut current = operand.clone();
    let mut visited: HashSet<Value> = HashSet::default();
    while let Operand::Value(v) = current {
        if !visited.insert(v) {
            break;
        }
        match pointer_cast_source(m, body, v) {
            Some(source) => current = source,
            None => break,
        }
    }
    current
}

/// What `v` is a pointer cast of, in the sense of [`strip_pointer_casts`].
fn pointer_cast_source(m: &Module, body: &Body, v: Value) -> Option<Operand> {
    let kind = &body.inst(body.defining_inst(v)?).kind;
    match kind {
        InstKind::Cast {
            op: CastOp::BitCast | CastOp::AddrSpaceCast,
            value,
            ..
        } => Some(value.clone()),
        InstKind::Gep { base, indices, .. }
            if indices.iter().all(|index| is_zero_constant(m, index)) =>
        {
            Some(base.clone())
        }
        _ => kind
            .call_site()
            .and_then(|call| m.returned_argument(call))
            .cloned(),
    }
}

fn is_zero_constant(m: &Module, o: &Operand) -> bool {
    match o.as_const().map(|c| m.consts.get(c)) {
        Some(ConstData::Int { value, .. }) => value.is_zero(),
        Some(ConstData::Zero(_)) => true,
        _ => false,
    }
}

fn vector_length(m: &Module, ty: ir::TypeId) -> u64 {
    match m.types.get(ty) {
        ir::Type::Vector { len, .. } => u64::from(*len),
        _ => 0,
    }
}

/// True if a shuffle mask takes every defined element from element 0 of one source
/// (`source_lanes` long), like LLVM's `isZeroEltSplat`.
fn is_zero_element_splat(m: &Module, mask: ir::ConstId, source_lanes: u64) -> bool {
    match m.consts.get(mask) {
        ConstData::Zero(_) => true,
        ConstData::Vector { elems, .. } => {
            let lanes = source_lanes;
            let defined: Vec<u64> = elems
                .iter()
                .filter_map(|&e| m.consts.as_int(e).and_then(|v| v.to_u64()))
                .collect();
            !defined.is_empty()
                && (defined.iter().all(|&x| x == 0) || defined.iter().all(|&x| x == lanes))
        }
        _ => false,
    }
}
