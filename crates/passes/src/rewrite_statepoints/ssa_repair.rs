//! Phase 7: make every use of a relocated value read the relocation that reaches it.
//!
//! Each value listed in some `gc-live` bundle, and each rematerialized derived
//! pointer, is a variable whose definitions are its original definition, each of
//! its `gc.relocate`s and each of its rematerialized clones. Phis go at the
//! iterated dominance frontier of the definition blocks, restricted to blocks
//! where the variable is live-in (pruned SSA); every use then reads the nearest
//! definition above it (same block, else a phi, else up the dominator tree),
//! and phis whose inputs are all one value are removed. This builds directly
//! what LLVM gets from one `alloca` per value plus `mem2reg`: the same phis,
//! created in the same order (variables in `mem2reg`'s order, blocks in layout
//! order, each new phi placed first in its block, named `.N`), with incoming
//! entries in `mem2reg`'s renaming order.
//!
//! Cost: the dominance frontiers once per function, then per variable work
//! proportional to its live range and frontier; no loads, stores or allocas.

use super::body_edit::users_of;
use super::statepoints::StatepointRecord;
use ir::analysis::{Cfg, DomTree, InstOrder};
use ir::{Block, Body, ConstData, Inst, InstKind, Module, Operand, Value, ValueDef};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Where a definition becomes visible: in `block` for instructions after `after_position`
/// (`-1`: from the top of the block).
#[derive(Clone, Copy)]
struct Definition {
    after_position: i64,
    value: Value,
}

/// A reaching definition: a real value or one of this variable's phis.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Reaching {
    Value(Value),
    Phi(usize),
    Undefined,
}

/// Facts about the CFG shared by all variables.
struct SharedCfg {
    cfg: Cfg,
    dom: DomTree,
    order: InstOrder,
    frontier: Vec<Vec<Block>>,
    /// Predecessor entries of each block in `mem2reg`'s renaming order (with edge multiplicity).
    incoming_order: Vec<Vec<Block>>,
    layout_index: Vec<u32>,
}

impl SharedCfg {
    fn compute(body: &Body) -> Self {
        let cfg = Cfg::compute(body);
        let dom = DomTree::compute(body, &cfg);
        let order = InstOrder::compute(body);
        let mut frontier = vec![Vec::new(); body.blocks.len()];
        for &b in &body.layout {
            let predecessors = cfg.predecessors(b);
            if predecessors.len() < 2 {
                continue;
            }
            let Some(idom) = dom.immediate_dominator(b) else {
                continue;
            };
            for &p in predecessors {
                let mut runner = Some(p);
                while let Some(r) = runner {
                    if r == idom {
                        break;
                    }
                    if frontier[r.index()].last() != Some(&b) {
                        frontier[r.index()].push(b);
                    }
                    runner = dom.immediate_dominator(r);
                }
            }
        }
        let mut layout_index = vec![u32::MAX; body.blocks.len()];
        for (k, &b) in body.layout.iter().enumerate() {
            layout_index[b.index()] = k as u32;
        }
        let incoming_order = renaming_arrival_order(body, &cfg);
        SharedCfg {
            cfg,
            dom,
            order,
            frontier,
            incoming_order,
            layout_index,
        }
    }

    fn position(&self, i: Inst) -> i64 {
        self.order.position(i).map_or(-1, i64::from)
    }
}

/// The order in which `mem2reg`'s renaming walk reaches each block from each
/// predecessor: first successor followed at once, the others stacked.
fn renaming_arrival_order(body: &Body, cfg: &Cfg) -> Vec<Vec<Block>> {
    let mut arrivals = vec![Vec::new(); body.blocks.len()];
    let Some(entry) = body.entry() else {
        return arrivals;
    };
    let mut visited = vec![false; body.blocks.len()];
    let mut stack: Vec<(Block, Option<Block>)> = vec![(entry, None)];
    while let Some((mut block, mut from)) = stack.pop() {
        loop {
            if let Some(p) = from {
                for _ in 0..cfg.edge_multiplicity(p, block) {
                    arrivals[block.index()].push(p);
                }
            }
            if visited[block.index()] {
                break;
            }
            visited[block.index()] = true;
            let successors = cfg.successors(block);
            let Some((&first, rest)) = successors.split_first() else {
                break;
            };
            for &s in rest {
                stack.push((s, Some(block)));
            }
            from = Some(block);
            block = first;
        }
    }
    arrivals
}

/// One relocated value and everything SSA construction needs about it.
struct Variable {
    value: Value,
    definitions: HashMap<Block, Vec<Definition>>,
    /// Users of the original value (placed instructions).
    users: Vec<Inst>,
}

/// Rewrites all uses of relocated values; returns the number of phis created.
/// `rebuilt_aggregates` lists aggregates split at a statepoint with each value
/// rebuilt after it (more definitions of the aggregate, after all others).
pub fn repair_ssa(
    m: &mut Module,
    body: &mut Body,
    records: &[StatepointRecord],
    rebuilt_aggregates: &[(Value, Value)],
) -> usize {
    let mut variable_order: Vec<Value> = Vec::new();
    let mut relocations_of: HashMap<Value, Vec<Value>> = HashMap::default();
    for record in records {
        for &(live, normal, unwind) in &record.relocations {
            let list = relocations_of.entry(live).or_insert_with(|| {
                variable_order.push(live);
                Vec::new()
            });
            list.push(normal);
            list.extend(unwind);
        }
    }
    for record in records {
        for &(derived, clone) in &record.rematerializations {
            relocations_of
                .entry(derived)
                .or_insert_with(|| {
                    variable_order.push(derived);
                    Vec::new()
                })
                .push(clone);
        }
    }
    for &(aggregate, rebuilt) in rebuilt_aggregates {
        relocations_of
            .entry(aggregate)
            .or_insert_with(|| {
                variable_order.push(aggregate);
                Vec::new()
            })
            .push(rebuilt);
    }
    if variable_order.is_empty() {
        return 0;
    }
    let shared = SharedCfg::compute(body);
    let mut interesting = vec![false; body.values.len()];
    for &v in &variable_order {
        interesting[v.index()] = true;
    }
    let mut users = users_of(body, &interesting);
    let entry = body.entry().expect("function with a body");
    let variables: Vec<Variable> = variable_order
        .iter()
        .map(|&value| {
            let mut definitions: HashMap<Block, Vec<Definition>> = HashMap::default();
            let (block, after_position) = original_definition_site(body, &shared, entry, value);
            definitions.entry(block).or_default().push(Definition {
                after_position,
                value,
            });
            for &relocated in &relocations_of[&value] {
                let inst = body.defining_inst(relocated).expect("relocate or clone");
                let block = body.inst_block(inst).expect("placed");
                definitions.entry(block).or_default().push(Definition {
                    after_position: shared.position(inst),
                    value: relocated,
                });
            }
            for list in definitions.values_mut() {
                list.sort_by_key(|d| d.after_position);
            }
            Variable {
                value,
                definitions,
                users: users.remove(&value).unwrap_or_default(),
            }
        })
        .collect();

    let mut created_phis_per_block: HashMap<Block, Vec<Inst>> = HashMap::default();
    let mut phi_count = 0;
    let mut trivial_phis = Vec::new();
    for k in mem2reg_processing_order(body, &shared, &variables) {
        let variable = &variables[k];
        let mut solution = solve_variable(body, &shared, variable);
        for (phi, block, kept) in apply_solution(m, body, &shared, variable, &mut solution) {
            if kept {
                phi_count += 1;
                created_phis_per_block.entry(block).or_default().push(phi);
            } else {
                trivial_phis.push(phi);
            }
        }
    }
    for (block, created) in created_phis_per_block {
        let mut insts: Vec<Inst> = created.into_iter().rev().collect();
        insts.extend_from_slice(&body.block(block).insts);
        body.set_block_insts(block, insts);
    }
    for phi in trivial_phis {
        body.remove_inst(phi);
    }
    phi_count
}

/// Where the original value becomes available.
fn original_definition_site(
    body: &Body,
    shared: &SharedCfg,
    entry: Block,
    value: Value,
) -> (Block, i64) {
    match body.value(value).def {
        ValueDef::Arg(_) => (entry, -1),
        ValueDef::Inst(i) => match &body.inst(i).kind {
            InstKind::Invoke { normal, .. } => (*normal, -1),
            _ => (body.inst_block(i).expect("placed"), shared.position(i)),
        },
    }
}

/// The order in which variables get their phis: `mem2reg` processes its allocas
/// in order but swaps the last one into the slot of any alloca it promotes
/// trivially (all accesses in one block; such a variable needs no phi). The
/// trivially promoted variables come last here: they only need their uses rewritten.
fn mem2reg_processing_order(body: &Body, shared: &SharedCfg, variables: &[Variable]) -> Vec<usize> {
    let mut pending: Vec<usize> = (0..variables.len()).collect();
    let mut processed = Vec::with_capacity(pending.len());
    let mut single_block = Vec::new();
    let mut k = 0;
    while k < pending.len() {
        let index = pending[k];
        if accessed_in_one_block(body, shared, &variables[index]) {
            single_block.push(index);
            let last = pending.pop().expect("non-empty");
            if k < pending.len() {
                pending[k] = last;
            }
            continue;
        }
        processed.push(index);
        k += 1;
    }
    processed.extend(single_block);
    processed
}

fn accessed_in_one_block(body: &Body, shared: &SharedCfg, variable: &Variable) -> bool {
    let mut blocks: HashSet<Block> = variable.definitions.keys().copied().collect();
    for &user in &variable.users {
        match &body.inst(user).kind {
            InstKind::Phi { incoming, .. } => {
                for (v, from) in incoming {
                    if v.as_value() == Some(variable.value) {
                        blocks.insert(*from);
                    }
                }
            }
            _ => {
                if let Some(b) = shared.order.block(user) {
                    blocks.insert(b);
                }
            }
        }
        if blocks.len() > 1 {
            return false;
        }
    }
    blocks.len() <= 1
}

/// Phi placement and reaching definitions of one variable.
struct Solution {
    /// Blocks with a phi, in layout order.
    phi_blocks: Vec<Block>,
    phi_index: HashMap<Block, usize>,
    /// Definition reaching the end of each block asked about.
    reaching_at_end: HashMap<Block, Reaching>,
}

fn solve_variable(body: &Body, shared: &SharedCfg, variable: &Variable) -> Solution {
    let live_in = live_in_blocks(body, shared, variable);
    let mut phi_blocks = Vec::new();
    let mut in_phi_set: HashSet<Block> = HashSet::default();
    let mut worklist: Vec<Block> = variable.definitions.keys().copied().collect();
    let mut queued: HashSet<Block> = worklist.iter().copied().collect();
    while let Some(x) = worklist.pop() {
        for &y in &shared.frontier[x.index()] {
            if !live_in.contains(&y) || !in_phi_set.insert(y) {
                continue;
            }
            phi_blocks.push(y);
            if queued.insert(y) {
                worklist.push(y);
            }
        }
    }
    phi_blocks.sort_by_key(|b| shared.layout_index[b.index()]);
    let phi_index = phi_blocks
        .iter()
        .enumerate()
        .map(|(k, &b)| (b, k))
        .collect();
    Solution {
        phi_blocks,
        phi_index,
        reaching_at_end: HashMap::default(),
    }
}

/// Blocks where the variable is live on entry: upward-exposed uses propagated
/// backward until a defining block.
fn live_in_blocks(body: &Body, shared: &SharedCfg, variable: &Variable) -> HashSet<Block> {
    let mut live_in: HashSet<Block> = HashSet::default();
    let mut worklist: Vec<Block> = Vec::new();
    // Definitions are sorted by position, so the first one decides.
    let defined_before = |b: Block, position: i64| {
        variable
            .definitions
            .get(&b)
            .and_then(|defs| defs.first())
            .is_some_and(|first| first.after_position < position)
    };
    for &user in &variable.users {
        match &body.inst(user).kind {
            InstKind::Phi { incoming, .. } => {
                for (v, from) in incoming {
                    if v.as_value() == Some(variable.value)
                        && !defined_before(*from, i64::MAX)
                        && live_in.insert(*from)
                    {
                        worklist.push(*from);
                    }
                }
            }
            _ => {
                let Some(b) = shared.order.block(user) else {
                    continue;
                };
                if !defined_before(b, shared.position(user)) && live_in.insert(b) {
                    worklist.push(b);
                }
            }
        }
    }
    while let Some(b) = worklist.pop() {
        for &p in shared.cfg.predecessors(b) {
            if !defined_before(p, i64::MAX) && live_in.insert(p) {
                worklist.push(p);
            }
        }
    }
    live_in
}

impl Solution {
    /// The definition reaching the end of `b`.
    fn at_end(&mut self, shared: &SharedCfg, variable: &Variable, b: Block) -> Reaching {
        let mut chain = Vec::new();
        let mut current = Some(b);
        let found = loop {
            let Some(block) = current else {
                break Reaching::Undefined;
            };
            if let Some(&known) = self.reaching_at_end.get(&block) {
                break known;
            }
            if let Some(last) = variable.definitions.get(&block).and_then(|d| d.last()) {
                break Reaching::Value(last.value);
            }
            if let Some(&k) = self.phi_index.get(&block) {
                break Reaching::Phi(k);
            }
            chain.push(block);
            current = shared.dom.immediate_dominator(block);
        };
        for block in chain {
            self.reaching_at_end.insert(block, found);
        }
        self.reaching_at_end.insert(b, found);
        found
    }

    /// The definition reaching an ordinary use at `position` in `b`.
    fn before(
        &mut self,
        shared: &SharedCfg,
        variable: &Variable,
        b: Block,
        position: i64,
    ) -> Reaching {
        if let Some(def) = variable.definitions.get(&b).and_then(|defs| {
            let visible = defs.partition_point(|d| d.after_position < position);
            visible.checked_sub(1).map(|k| defs[k])
        }) {
            return Reaching::Value(def.value);
        }
        if let Some(&k) = self.phi_index.get(&b) {
            return Reaching::Phi(k);
        }
        match shared.dom.immediate_dominator(b) {
            Some(idom) => self.at_end(shared, variable, idom),
            None => Reaching::Undefined,
        }
    }
}

/// Creates the variable's phis (named `.N` in block order, as `mem2reg` names
/// them, even those about to be found trivial), resolves trivial phis, fills the
/// others and rewrites every use of the variable. Returns `(phi, kept)` pairs.
fn apply_solution(
    m: &mut Module,
    body: &mut Body,
    shared: &SharedCfg,
    variable: &Variable,
    solution: &mut Solution,
) -> Vec<(Inst, Block, bool)> {
    let ty = body.value_type(variable.value);
    let phi_blocks = solution.phi_blocks.clone();
    let mut phis: Vec<(Inst, Block, bool)> = Vec::with_capacity(phi_blocks.len());
    for (version, &b) in phi_blocks.iter().enumerate() {
        let kind = InstKind::Phi {
            ty,
            fmf: Default::default(),
            incoming: Vec::new(),
        };
        let phi = body.create_named_inst(kind, Some(ty), Some(&format!(".{version}")));
        phis.push((phi, b, true));
    }
    let inputs: Vec<Vec<(Reaching, Block)>> = phi_blocks
        .iter()
        .map(|&b| {
            shared.incoming_order[b.index()]
                .iter()
                .map(|&p| (solution.at_end(shared, variable, p), p))
                .collect()
        })
        .collect();
    let replacement = simplify_trivial_phis(&inputs);
    let resolve = |mut r: Reaching| {
        while let Reaching::Phi(k) = r {
            match replacement[k] {
                Some(next) => r = next,
                None => break,
            }
        }
        r
    };
    let poison = Operand::Const(m.consts.intern(ConstData::Poison(ty)));
    let phi_values: Vec<Value> = phis
        .iter()
        .map(|p| body.inst(p.0).result.expect("typed"))
        .collect();
    let as_operand = |r: Reaching| match resolve(r) {
        Reaching::Value(v) => Operand::Value(v),
        Reaching::Phi(k) => Operand::Value(phi_values[k]),
        Reaching::Undefined => poison.clone(),
    };
    for (k, phi) in phis.iter_mut().enumerate() {
        if replacement[k].is_some() {
            phi.2 = false;
            continue;
        }
        let incoming: Vec<(Operand, Block)> =
            inputs[k].iter().map(|&(r, p)| (as_operand(r), p)).collect();
        if let InstKind::Phi { incoming: slot, .. } = &mut body.inst_mut(phi.0).kind {
            *slot = incoming;
        }
    }
    for &user in &variable.users {
        let Some(block) = shared.order.block(user) else {
            continue;
        };
        let is_phi = body.inst(user).kind.is_phi();
        let replacement_operand = if is_phi {
            None
        } else {
            Some(as_operand(solution.before(
                shared,
                variable,
                block,
                shared.position(user),
            )))
        };
        if let Some(new) = replacement_operand {
            body.inst_mut(user).kind.visit_operands_mut(|o| {
                if o.as_value() == Some(variable.value) {
                    *o = new.clone();
                }
            });
            continue;
        }
        let entries: Vec<Block> = match &body.inst(user).kind {
            InstKind::Phi { incoming, .. } => incoming
                .iter()
                .filter(|(v, _)| v.as_value() == Some(variable.value))
                .map(|(_, from)| *from)
                .collect(),
            _ => Vec::new(),
        };
        let values: Vec<Operand> = entries
            .iter()
            .map(|&from| as_operand(solution.at_end(shared, variable, from)))
            .collect();
        if let InstKind::Phi { incoming, .. } = &mut body.inst_mut(user).kind {
            let mut next = values.into_iter();
            for (v, _) in incoming.iter_mut() {
                if v.as_value() == Some(variable.value) {
                    *v = next.next().expect("one value per entry");
                }
            }
        }
    }
    phis
}

/// For each phi, what it is replaced by when all its inputs other than itself
/// are one definition (`None`: the phi stays). A worklist re-examines the phis
/// that read a phi found trivial.
fn simplify_trivial_phis(inputs: &[Vec<(Reaching, Block)>]) -> Vec<Option<Reaching>> {
    let mut replacement: Vec<Option<Reaching>> = vec![None; inputs.len()];
    let mut readers: Vec<Vec<usize>> = vec![Vec::new(); inputs.len()];
    for (k, list) in inputs.iter().enumerate() {
        for &(r, _) in list {
            if let Reaching::Phi(j) = r {
                readers[j].push(k);
            }
        }
    }
    let mut worklist: Vec<usize> = (0..inputs.len()).rev().collect();
    while let Some(k) = worklist.pop() {
        if replacement[k].is_some() {
            continue;
        }
        let resolve = |mut r: Reaching| {
            while let Reaching::Phi(j) = r {
                match replacement[j] {
                    Some(next) => r = next,
                    None => break,
                }
            }
            r
        };
        let mut unique: Option<Reaching> = None;
        let mut trivial = true;
        for &(r, _) in &inputs[k] {
            let r = resolve(r);
            if r == Reaching::Phi(k) || Some(r) == unique {
                continue;
            }
            if unique.is_some() {
                trivial = false;
                break;
            }
            unique = Some(r);
        }
        if trivial {
            replacement[k] = Some(unique.unwrap_or(Reaching::Undefined));
            worklist.extend(readers[k].iter().copied());
        }
    }
    replacement
}
