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
//! phase ([`BasePointerInference::place_new_instructions`]).

use crate::call_classification::called_function_name;
use ir::{
    Block, Body, CastOp, ConstData, Inst, InstKind, MdKind, MdNode, MdRef, Module, Operand, Value,
    ValueDef,
};
use rustc_hash::FxHashMap as HashMap;

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

/// A solved closure: nodes in order, their states and created base instructions;
/// `BasePointerInference::closure_index` gives each node's position.
struct SolvedClosure {
    order: Vec<Value>,
    states: Vec<BaseState>,
    base_insts: Vec<Option<Value>>,
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
    /// Instructions created, to be placed before the instruction they shadow.
    pending_insertions: HashMap<Inst, Vec<Inst>>,
    /// Position of each node of the closure being solved (empty between solves).
    closure_index: ValueMap<usize>,
    /// Reused buffer for the inputs of one merge node.
    inputs: Vec<Operand>,
}

/// `!is_base_value !{}`.
fn is_base_value_attachment() -> (String, MdRef) {
    (
        "is_base_value".to_string(),
        MdRef::Inline(Box::new(MdNode {
            distinct: false,
            kind: MdKind::Tuple(Vec::new()),
        })),
    )
}

impl BasePointerInference {
    pub fn new() -> Self {
        Self::default()
    }

    /// The base of `v` (creating base instructions as needed).
    pub fn base_of(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        v: Value,
    ) -> Result<Operand, String> {
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
    ) -> Result<Operand, String> {
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
    ) -> Result<Operand, String> {
        let mut current = match operand {
            Operand::Value(v) => *v,
            Operand::Const(c) => return Ok(null_base_of_type(m, m.consts.ty(*c))),
            Operand::Metadata(_) => return Err("metadata operand has no base".to_string()),
        };
        let mut chain = Vec::new();
        let result = loop {
            if let Some(cached) = self.defining_value.get(current) {
                break cached.clone();
            }
            chain.push(current);
            let step = match body.value(current).def {
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
                    return Err("metadata operand has no base".to_string());
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
    ) -> Result<Operand, String> {
        let closure = self.discover_closure(m, body, root);
        let solved = closure.and_then(|closure| {
            let remaining = self.prune_self_based_nodes(m, body, &closure)?;
            for &v in &closure {
                self.closure_index.remove(v);
            }
            if !remaining[0] {
                return Ok(None);
            }
            let order: Vec<Value> = closure
                .iter()
                .zip(&remaining)
                .filter_map(|(&v, &left)| left.then_some(v))
                .collect();
            for (k, &v) in order.iter().enumerate() {
                self.closure_index.insert(v, k);
            }
            let mut states = self.fixed_point(m, body, &order)?;
            self.resolve_vector_bases(m, body, &order, &mut states);
            let base_insts = self.create_conflict_instructions(body, &order, &states);
            let solved = SolvedClosure {
                order,
                states,
                base_insts,
            };
            self.fill_conflict_operands(m, body, &solved)?;
            Ok(Some(solved))
        });
        let solved = match solved {
            Ok(solved) => solved,
            Err(error) => {
                self.closure_index = ValueMap::default();
                return Err(error);
            }
        };
        let Some(solved) = solved else {
            return Ok(Operand::Value(root));
        };
        for &v in &solved.order {
            self.closure_index.remove(v);
        }
        for (k, &v) in solved.order.iter().enumerate() {
            let base = match &solved.states[k] {
                BaseState::Base(b) => b.clone(),
                BaseState::Conflict => {
                    Operand::Value(solved.base_insts[k].expect("conflict has a base instruction"))
                }
                BaseState::Unknown => {
                    return Err("base pointer lattice did not converge".to_string())
                }
            };
            self.resolved.insert(v, base);
        }
        Ok(self.resolved.get(root).expect("root solved").clone())
    }

    /// Fills `self.inputs` with the merge inputs of `node`.
    fn load_merge_inputs(&mut self, m: &Module, body: &Body, node: Value) {
        let mut inputs = std::mem::take(&mut self.inputs);
        merge_inputs(m, body, node, &mut inputs);
        self.inputs = inputs;
    }

    /// Merging BDVs reachable from `root` through merge inputs, in discovery order
    /// (a depth-first walk with an explicit stack, as LLVM's, which fixes naming
    /// order); each gets its position in `closure_index`.
    fn discover_closure(
        &mut self,
        m: &mut Module,
        body: &Body,
        root: Value,
    ) -> Result<Vec<Value>, String> {
        let mut order = vec![root];
        self.closure_index.insert(root, 0);
        let mut stack = vec![root];
        let mut inputs = Vec::new();
        while let Some(current) = stack.pop() {
            merge_inputs(m, body, current, &mut inputs);
            for input in &inputs {
                let base = self.base_or_defining_value(m, body, input)?;
                if self.is_known_base(&base) && self.same_vectorness(m, body, &base, input) {
                    continue;
                }
                let Operand::Value(node) = base else {
                    return Err("constant in base pointer closure".to_string());
                };
                if !is_merge(body, node) {
                    return Err(format!(
                        "unexpected base defining value {}",
                        body.value(node).name.as_deref().unwrap_or("<unnamed>")
                    ));
                }
                if !self.closure_index.contains(node) {
                    self.closure_index.insert(node, order.len());
                    order.push(node);
                    stack.push(node);
                }
            }
        }
        Ok(order)
    }

    /// Removes nodes all of whose inputs are the node itself or values that are
    /// their own BDV outside the closure; such a node is its own base. Worklist
    /// over input counts, linear in the closure. Returns, per closure position,
    /// whether the node is left.
    fn prune_self_based_nodes(
        &mut self,
        m: &mut Module,
        body: &Body,
        closure: &[Value],
    ) -> Result<Vec<bool>, String> {
        let mut blocking_inputs: Vec<usize> = vec![0; closure.len()];
        let mut dependents: Vec<Vec<usize>> = vec![Vec::new(); closure.len()];
        let mut prunable = Vec::new();
        for (k, &node) in closure.iter().enumerate() {
            self.load_merge_inputs(m, body, node);
            let mut blocking = 0;
            for index in 0..self.inputs.len() {
                let input = self.inputs[index].clone();
                let stripped = strip_pointer_casts(m, body, &input);
                if stripped == Operand::Value(node) {
                    continue;
                }
                let base = self.base_or_defining_value(m, body, &input)?;
                if stripped != base {
                    blocking += 1;
                    continue;
                }
                if let Some(&j) = base.as_value().and_then(|b| self.closure_index.get(b)) {
                    blocking += 1;
                    dependents[j].push(k);
                }
            }
            if blocking == 0 {
                prunable.push(k);
            }
            blocking_inputs[k] = blocking;
        }
        let mut remaining = vec![true; closure.len()];
        while let Some(k) = prunable.pop() {
            if !std::mem::replace(&mut remaining[k], false) {
                continue;
            }
            // Its own base; remembering it as a known base keeps later closures from
            // walking through it again (LLVM re-prunes it in every closure, with the
            // same outcome but quadratic cost on chains of such phis).
            let node = closure[k];
            self.resolved.insert(node, Operand::Value(node));
            self.known_bases.insert(node, ());
            for &dependent in &dependents[k] {
                blocking_inputs[dependent] -= 1;
                if blocking_inputs[dependent] == 0 {
                    prunable.push(dependent);
                }
            }
        }
        Ok(remaining)
    }

    /// The optimistic fixed point over `order` with a worklist.
    fn fixed_point(
        &mut self,
        m: &mut Module,
        body: &Body,
        order: &[Value],
    ) -> Result<Vec<BaseState>, String> {
        let mut input_bases: Vec<Vec<Operand>> = Vec::with_capacity(order.len());
        let mut users: Vec<Vec<usize>> = vec![Vec::new(); order.len()];
        for (k, &node) in order.iter().enumerate() {
            self.load_merge_inputs(m, body, node);
            let mut bases = Vec::with_capacity(self.inputs.len());
            for index in 0..self.inputs.len() {
                let input = self.inputs[index].clone();
                let base = self.base_or_defining_value(m, body, &input)?;
                if let Some(&j) = base.as_value().and_then(|b| self.closure_index.get(b)) {
                    users[j].push(k);
                }
                bases.push(base);
            }
            input_bases.push(bases);
        }
        let index_of = |base: &Operand| base.as_value().and_then(|b| self.closure_index.get(b));
        let mut states = vec![BaseState::Unknown; order.len()];
        let mut queued = vec![true; order.len()];
        let mut worklist: std::collections::VecDeque<usize> = (0..order.len()).collect();
        while let Some(k) = worklist.pop_front() {
            queued[k] = false;
            let mut new_state = BaseState::Unknown;
            for base in &input_bases[k] {
                let input_state = match index_of(base) {
                    Some(&j) => states[j].clone(),
                    None => BaseState::Base(base.clone()),
                };
                new_state = new_state.meet(input_state);
            }
            if let BaseState::Base(b) = &new_state {
                if must_be_conflict(m, body, order[k], b) {
                    new_state = BaseState::Conflict;
                }
            }
            if new_state != states[k] {
                states[k] = new_state;
                for &u in &users[k] {
                    if !queued[u] {
                        queued[u] = true;
                        worklist.push_back(u);
                    }
                }
            }
        }
        Ok(states)
    }

    /// A scalar node whose single base is a vector: an `extractelement` gets a
    /// `base_ee` from that vector base, any other node becomes a conflict.
    fn resolve_vector_bases(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        order: &[Value],
        states: &mut [BaseState],
    ) {
        for (k, &node) in order.iter().enumerate() {
            let BaseState::Base(base) = &states[k] else {
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
                let extract = self.create_base_instruction(body, inst, kind, ty, "base_ee");
                states[k] = BaseState::Base(Operand::Value(extract));
            } else if !m.types.is_vector(body.value_type(node)) {
                states[k] = BaseState::Conflict;
            }
        }
    }

    fn create_base_instruction(
        &mut self,
        body: &mut Body,
        before: Inst,
        kind: InstKind,
        ty: ir::TypeId,
        name: &str,
    ) -> Value {
        let created = body.create_named_inst(kind, Some(ty), Some(name));
        body.inst_mut(created)
            .metadata
            .push(is_base_value_attachment());
        self.pending_insertions
            .entry(before)
            .or_default()
            .push(created);
        let value = body.inst(created).result.expect("typed");
        self.known_bases.insert(value, ());
        value
    }

    /// Clones every conflict node as its base instruction (operands fixed later).
    fn create_conflict_instructions(
        &mut self,
        body: &mut Body,
        order: &[Value],
        states: &[BaseState],
    ) -> Vec<Option<Value>> {
        let mut name = String::new();
        order
            .iter()
            .zip(states)
            .map(|(&node, state)| {
                if *state != BaseState::Conflict {
                    return None;
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
                name.clear();
                match &body.value(node).name {
                    Some(n) => {
                        name.push_str(n);
                        name.push_str(".base");
                    }
                    None => name.push_str(fallback),
                }
                let ty = body.value_type(node);
                Some(self.create_base_instruction(body, inst, kind, ty, &name))
            })
            .collect()
    }

    /// Points each created base instruction's inputs at the bases of the original inputs.
    fn fill_conflict_operands(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        solved: &SolvedClosure,
    ) -> Result<(), String> {
        for &base_value in solved.base_insts.iter().flatten() {
            // The base instruction was created as a copy of the original: its
            // inputs are the original inputs until replaced here.
            let base_inst = body.defining_inst(base_value).expect("instruction");
            let mut kind =
                std::mem::replace(&mut body.inst_mut(base_inst).kind, InstKind::Unreachable);
            match &mut kind {
                InstKind::Phi { incoming, .. } => {
                    let mut per_block: HashMap<Block, Operand> = HashMap::default();
                    for (value, from) in incoming.iter_mut() {
                        let base = match per_block.get(from) {
                            Some(b) => b.clone(),
                            None => {
                                let b = self.base_for_input(m, body, solved, value)?;
                                per_block.insert(*from, b.clone());
                                b
                            }
                        };
                        *value = base;
                    }
                }
                InstKind::Select { t, f, .. } => {
                    *t = self.base_for_input(m, body, solved, t)?;
                    *f = self.base_for_input(m, body, solved, f)?;
                }
                InstKind::ExtractElement { vector, .. } => {
                    *vector = self.base_for_input(m, body, solved, vector)?
                }
                InstKind::InsertElement { vector, elem, .. } => {
                    *vector = self.base_for_input(m, body, solved, vector)?;
                    *elem = self.base_for_input(m, body, solved, elem)?;
                }
                InstKind::ShuffleVector { a, b, mask } => {
                    let source_lanes = vector_length(m, operand_type(m, body, a));
                    *a = self.base_for_input(m, body, solved, a)?;
                    if is_zero_element_splat(m, *mask, source_lanes) {
                        let ty = operand_type(m, body, b);
                        *b = Operand::Const(m.consts.intern(ConstData::Poison(ty)));
                    } else {
                        *b = self.base_for_input(m, body, solved, b)?;
                    }
                }
                _ => unreachable!("only merge instructions are in the closure"),
            }
            body.inst_mut(base_inst).kind = kind;
        }
        Ok(())
    }

    /// The base of one input of a merge node, given the solved closure.
    fn base_for_input(
        &mut self,
        m: &mut Module,
        body: &Body,
        solved: &SolvedClosure,
        input: &Operand,
    ) -> Result<Operand, String> {
        let base = self.base_or_defining_value(m, body, input)?;
        Ok(
            match base.as_value().and_then(|b| self.closure_index.get(b)) {
                Some(&j) => match &solved.states[j] {
                    BaseState::Base(b) => b.clone(),
                    _ => Operand::Value(
                        solved.base_insts[j].expect("conflict has a base instruction"),
                    ),
                },
                None => base,
            },
        )
    }

    /// Places every created instruction right before the instruction it shadows,
    /// one rebuild per affected block.
    pub fn place_new_instructions(&mut self, body: &mut Body) {
        if self.pending_insertions.is_empty() {
            return;
        }
        let pending = std::mem::take(&mut self.pending_insertions);
        let mut blocks: Vec<Block> = pending.keys().filter_map(|&i| body.inst_block(i)).collect();
        blocks.sort();
        blocks.dedup();
        for b in blocks {
            let mut rebuilt = Vec::with_capacity(body.block(b).insts.len());
            for &i in &body.block(b).insts {
                if let Some(created) = pending.get(&i) {
                    rebuilt.extend_from_slice(created);
                }
                rebuilt.push(i);
            }
            body.set_block_insts(b, rebuilt);
        }
    }
}

/// How a definition relates to its base.
enum DefinitionStep {
    KnownBase,
    Merge,
    Through(Operand),
}

fn classify_definition(m: &Module, body: &Body, i: Inst) -> Result<DefinitionStep, String> {
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
        InstKind::Call { call, .. } | InstKind::Invoke { call, .. } => {
            let is_get_base = called_function_name(m, call)
                .is_some_and(|n| n.starts_with("llvm.experimental.gc.get.pointer.base"));
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
            return Err(
                "alloca of a GC pointer type is not supported by rewrite-statepoints-for-gc"
                    .to_string(),
            )
        }
        other => {
            return Err(format!(
                "cannot find the base of a GC pointer defined by '{}'",
                other.opcode_name()
            ))
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

/// The pointer inputs of a merge node, into `inputs` (a zero-element splat's
/// second vector is ignored).
fn merge_inputs(m: &Module, body: &Body, node: Value, inputs: &mut Vec<Operand>) {
    inputs.clear();
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

/// Strips `bitcast`, `addrspacecast` and all-zero-index GEPs, like LLVM's
/// `stripPointerCasts` (which leaves values that are not scalar pointers alone).
fn strip_pointer_casts(m: &Module, body: &Body, operand: &Operand) -> Operand {
    if !m.types.is_ptr(operand_type(m, body, operand)) {
        return operand.clone();
    }
    let mut current = operand.clone();
    while let Operand::Value(v) = current {
        let Some(i) = body.defining_inst(v) else {
            break;
        };
        current = match &body.inst(i).kind {
            InstKind::Cast {
                op: CastOp::BitCast | CastOp::AddrSpaceCast,
                value,
                ..
            } => value.clone(),
            InstKind::Gep { base, indices, .. }
                if indices.iter().all(|index| is_zero_constant(m, index)) =>
            {
                base.clone()
            }
            _ => break,
        };
    }
    current
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
