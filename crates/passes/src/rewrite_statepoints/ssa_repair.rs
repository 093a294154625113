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
//! proportional to its live range and frontier (no liveness at all when no
//! definition block has a frontier); no loads, stores or allocas. A variable
//! that gets no phi (most of them) has its uses resolved as soon as that is
//! known; the others wait until every variable's phi blocks are known, so that
//! all phis are created together. Relocates are not scanned for uses: they read
//! only their statepoint's token and constants (the value table that numbers
//! the variables marks them, and a bit per instruction lets the scan pass them
//! without loading their records). Each variable's definitions and users are grouped
//! in one table each by counting first, and the tables dead once every
//! variable is solved are freed before the final rewrite, which can then reuse
//! their memory (at this size, fresh pages cost more than the instructions
//! that fill them). Per-block facts about the variable at hand live in
//! [`BlockMap`]s, which forget everything in O(1) when the next variable
//! starts. Uses in ordinary instructions are rewritten at the
//! end, one visit per using instruction for all its variables (a statepoint uses
//! every value it keeps live: rewriting per variable would visit its operand
//! list once per operand); a use that the original value still reaches is left
//! alone.

use super::statepoints::StatepointRecord;
use ir::analysis::{Cfg, DomTree, InstPositions};
use ir::{Block, Body, ConstData, Inst, InstKind, Module, Operand, TypeId, Value, ValueDef};
use std::fmt::Write;

/// Where a definition becomes visible: in `block` for instructions after `after_position`
/// (positions count from 1, see [`SharedCfg::position`]; 0: from the top of the block).
/// Twelve bytes: the table of all definitions is as long as the relocates.
#[derive(Clone, Copy)]
struct Definition {
    block: Block,
    after_position: u32,
    value: Value,
}

/// A reaching definition: a real value or one of this variable's phis.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Reaching {
    Value(Value),
    Phi(u32),
    Undefined,
}

/// Facts about the CFG shared by all variables.
struct SharedCfg {
    cfg: Cfg,
    dom: DomTree,
    positions: InstPositions,
    frontier: Vec<Vec<Block>>,
    /// Predecessor entries of each block in `mem2reg`'s renaming order (with edge multiplicity).
    incoming_order: Vec<Vec<Block>>,
    layout_index: Vec<u32>,
}

impl SharedCfg {
    fn compute(body: &Body) -> Self {
        let cfg = Cfg::compute(body);
        let dom = DomTree::compute(body, &cfg);
        let positions = InstPositions::compute(body);
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
            positions,
            frontier,
            incoming_order,
            layout_index,
        }
    }

    /// The position of `i` in its block counted from 1 (0 for an instruction
    /// not placed), so that 0 stands for the top of a block.
    fn position(&self, i: Inst) -> u32 {
        self.positions.position(i).map_or(0, |k| k + 1)
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

/// A per-block map for the variable being processed: an entry counts only if
/// it was written since the last [`BlockMap::clear`], which is O(1). Each
/// entry keeps its generation next to its value (one bounds check, one cache line).
struct BlockMap<T: Copy> {
    generation: u32,
    entries: Vec<(u32, T)>,
}

impl<T: Copy> BlockMap<T> {
    fn new(blocks: usize, filler: T) -> Self {
        BlockMap {
            generation: 1,
            entries: vec![(0, filler); blocks],
        }
    }

    fn clear(&mut self) {
        self.generation += 1;
    }

    fn get(&self, b: Block) -> Option<T> {
        let (written_in, value) = self.entries[b.index()];
        (written_in == self.generation).then_some(value)
    }

    fn contains(&self, b: Block) -> bool {
        self.entries[b.index()].0 == self.generation
    }

    /// Sets the entry of `b`; returns false if it was already set.
    fn insert(&mut self, b: Block, value: T) -> bool {
        let entry = &mut self.entries[b.index()];
        let fresh = entry.0 != self.generation;
        *entry = (self.generation, value);
        fresh
    }
}

/// One relocated value and everything SSA construction needs about it.
struct Variable<'a> {
    value: Value,
    /// Every definition, sorted by block, then position.
    definitions: &'a [Definition],
    /// Users of the original value (placed instructions, layout order, each once).
    users: &'a [Inst],
}

/// All variables, their definitions and users in two shared tables (grouped by
/// variable), so that the many small variables cost no allocations of their own.
struct Variables {
    values: Vec<Value>,
    definitions: Vec<Definition>,
    /// Variable `k`'s definitions: `definitions[definition_start[k]..definition_start[k + 1]]`.
    definition_start: Vec<u32>,
    users: Vec<Inst>,
    user_start: Vec<u32>,
}

impl Variables {
    fn len(&self) -> usize {
        self.values.len()
    }

    fn get(&self, k: usize) -> Variable<'_> {
        Variable {
            value: self.values[k],
            definitions: &self.definitions
                [self.definition_start[k] as usize..self.definition_start[k + 1] as usize],
            users: self.users_of(k),
        }
    }

    fn users_of(&self, k: usize) -> &[Inst] {
        &self.users[self.user_start[k] as usize..self.user_start[k + 1] as usize]
    }
}

/// Slots for items grouped by variable, in one table (a counting sort). Made
/// from each group's size, it hands out each group's slots in order; once every
/// item is placed, `start[k]` is where group `k` starts and `start[groups]` is
/// the total.
struct GroupSlots {
    /// `start[k + 1]`: the next free slot of group `k` (then its end, which is
    /// where group `k + 1` starts).
    start: Vec<u32>,
    total: usize,
}

impl GroupSlots {
    fn from_sizes(sizes: Vec<u32>) -> Self {
        let mut start = Vec::with_capacity(sizes.len() + 1);
        start.push(0);
        let mut total = 0;
        for size in sizes {
            start.push(total);
            total += size;
        }
        GroupSlots {
            start,
            total: total as usize,
        }
    }

    /// The next free slot of group `k`.
    fn take(&mut self, k: u32) -> usize {
        let next = &mut self.start[k as usize + 1];
        *next += 1;
        *next as usize - 1
    }
}

/// Per-block state of the variable being processed.
struct VariableBlocks {
    /// The range of `Variable::definitions` in each block.
    definitions: BlockMap<(u32, u32)>,
    live_in: BlockMap<()>,
    queued: BlockMap<()>,
    /// Index of the block's phi among the variable's phis.
    phi: BlockMap<u32>,
    /// Definition reaching the end of each block asked about, and of each block
    /// with a definition (set by [`VariableBlocks::reset`]) or a phi (set by
    /// [`VariableBlocks::add_phi`]).
    reaching_at_end: BlockMap<Reaching>,
    /// Reused buffer: blocks to visit.
    worklist: Vec<Block>,
}

impl VariableBlocks {
    fn new(blocks: usize) -> Self {
        VariableBlocks {
            definitions: BlockMap::new(blocks, (0, 0)),
            live_in: BlockMap::new(blocks, ()),
            queued: BlockMap::new(blocks, ()),
            phi: BlockMap::new(blocks, 0),
            reaching_at_end: BlockMap::new(blocks, Reaching::Undefined),
            worklist: Vec::new(),
        }
    }

    /// Starts on `variable`.
    fn reset(&mut self, variable: &Variable) {
        self.definitions.clear();
        self.live_in.clear();
        self.queued.clear();
        self.phi.clear();
        self.reaching_at_end.clear();
        let mut start = 0;
        for (k, d) in variable.definitions.iter().enumerate() {
            if variable.definitions.get(k + 1).map(|next| next.block) != Some(d.block) {
                self.definitions
                    .insert(d.block, (start as u32, k as u32 + 1));
                self.reaching_at_end
                    .insert(d.block, Reaching::Value(d.value));
                start = k + 1;
            }
        }
    }

    /// Records that the variable's phi number `index` is in `b`.
    fn add_phi(&mut self, b: Block, index: u32) {
        self.phi.insert(b, index);
        if !self.definitions.contains(b) {
            self.reaching_at_end.insert(b, Reaching::Phi(index));
        }
    }

    /// The variable's definitions in `b`, by position.
    fn definitions_in<'v>(&self, variable: &Variable<'v>, b: Block) -> &'v [Definition] {
        match self.definitions.get(b) {
            Some((start, end)) => &variable.definitions[start as usize..end as usize],
            None => &[],
        }
    }
}

/// A use in an ordinary instruction to rewrite once every variable is solved.
struct PendingUse {
    user: Inst,
    value: Value,
    replacement: Operand,
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
    // What each value is here: the original value of variable `k` (`k`), a
    // relocate (it reads only its statepoint's token and constants, never a
    // variable, so the search for users skips it) or neither.
    const NO_VARIABLE: u32 = u32::MAX;
    const RELOCATE: u32 = u32::MAX - 1;
    let mut variable_of = vec![NO_VARIABLE; body.values.len()];
    let mut values: Vec<Value> = Vec::new();
    // Each variable's number of definitions: the original one and its relocations.
    let mut definition_count: Vec<u32> = Vec::new();
    for_each_relocation(
        records,
        rebuilt_aggregates,
        |original, relocated, is_relocate| {
            let mut k = variable_of[original.index()];
            if k == NO_VARIABLE || k == RELOCATE {
                k = values.len() as u32;
                variable_of[original.index()] = k;
                values.push(original);
                definition_count.push(1);
            }
            definition_count[k as usize] += 1;
            if is_relocate && variable_of[relocated.index()] == NO_VARIABLE {
                variable_of[relocated.index()] = RELOCATE;
            }
        },
    );
    if values.is_empty() {
        return 0;
    }
    let shared = SharedCfg::compute(body);
    let entry = body.entry().expect("function with a body");
    let mut slots = GroupSlots::from_sizes(definition_count);
    // Every slot is overwritten: each variable's slots are exactly its definitions.
    let filler = Definition {
        block: entry,
        after_position: 0,
        value: values[0],
    };
    let mut definitions = vec![filler; slots.total];
    for (k, &value) in values.iter().enumerate() {
        let (block, after_position) = original_definition_site(body, &shared, entry, value);
        definitions[slots.take(k as u32)] = Definition {
            block,
            after_position,
            value,
        };
    }
    // The relocates that are no variable, one bit per instruction: the search
    // for users below skips them without loading their records.
    let mut skipped_relocates = vec![0u64; body.insts.len().div_ceil(64)];
    for_each_relocation(records, rebuilt_aggregates, |original, relocated, _| {
        let inst = body.defining_inst(relocated).expect("relocate or clone");
        if variable_of[relocated.index()] == RELOCATE {
            skipped_relocates[inst.index() / 64] |= 1 << (inst.index() % 64);
        }
        definitions[slots.take(variable_of[original.index()])] = Definition {
            block: body.inst_block(inst).expect("placed"),
            after_position: shared.position(inst),
            value: relocated,
        };
    });
    let definition_start = slots.start;
    // No two definitions of a variable share a place: an unstable sort is enough.
    for k in 0..values.len() {
        definitions[definition_start[k] as usize..definition_start[k + 1] as usize]
            .sort_unstable_by_key(|d| (d.block, d.after_position));
    }
    // About one user per relocation: the statepoint keeping the value live.
    let mut all_users: Vec<(u32, Inst)> = Vec::with_capacity(definitions.len() - values.len());
    let mut user_count = vec![0u32; values.len()];
    let mut last_user = vec![None; values.len()];
    for (_, i) in body.insts_in_order() {
        if skipped_relocates[i.index() / 64] & (1 << (i.index() % 64)) != 0 {
            continue;
        }
        body.inst(i).kind.visit_operands(|o| {
            let Some(v) = o.as_value() else {
                return;
            };
            let k = variable_of[v.index()];
            if let Some(last) = last_user.get_mut(k as usize) {
                if *last != Some(i) {
                    *last = Some(i);
                    all_users.push((k, i));
                    user_count[k as usize] += 1;
                }
            }
        });
    }
    drop(last_user);
    drop(skipped_relocates);
    let mut slots = GroupSlots::from_sizes(user_count);
    let mut users = vec![Inst(0); slots.total];
    for &(k, i) in &all_users {
        users[slots.take(k)] = i;
    }
    drop(all_users);
    let user_start = slots.start;
    let variables = Variables {
        values,
        definitions,
        definition_start,
        users,
        user_start,
    };

    let mut blocks = VariableBlocks::new(body.blocks.len());
    let order = mem2reg_processing_order(body, &variables);
    let mut pending_uses = Vec::with_capacity(variables.users.len());
    // Phi blocks first, for all variables: the instruction table then grows once,
    // by exactly the phis, instead of doubling (and being copied) part way. The
    // variables that get phis, in processing order, and their phi blocks in one table.
    let mut variables_with_phis: Vec<usize> = Vec::new();
    let mut phi_blocks: Vec<Block> = Vec::new();
    let mut phi_block_start = vec![0];
    for (n, &k) in order.iter().enumerate() {
        prefetch_users(body, &variables, order.get(n + USER_PREFETCH_DISTANCE));
        let variable = variables.get(k);
        blocks.reset(&variable);
        place_phis(body, &shared, &variable, &mut blocks, &mut phi_blocks);
        if phi_blocks.len() > *phi_block_start.last().expect("starts with 0") {
            variables_with_phis.push(k);
            phi_block_start.push(phi_blocks.len());
        } else {
            // Without phis (most variables) the uses are rewritten at once, while
            // `blocks` still describes the variable.
            let mut resolution = Resolution::without_phis(body.value_type(variable.value));
            rewrite_uses(
                m,
                body,
                &shared,
                &variable,
                &mut blocks,
                &mut resolution,
                &mut pending_uses,
            );
        }
    }
    let phi_total = phi_blocks.len();
    body.reserve_instructions(phi_total);
    let mut created_phis_per_block: Vec<Vec<Inst>> = vec![Vec::new(); body.blocks.len()];
    let mut blocks_with_phis = Vec::new();
    let mut phi_count = 0;
    let mut trivial_phis = Vec::new();
    for (n, &k) in variables_with_phis.iter().enumerate() {
        prefetch_users(
            body,
            &variables,
            variables_with_phis.get(n + USER_PREFETCH_DISTANCE),
        );
        let phi_blocks = &phi_blocks[phi_block_start[n]..phi_block_start[n + 1]];
        let variable = &variables.get(k);
        blocks.reset(variable);
        for (index, &b) in phi_blocks.iter().enumerate() {
            blocks.add_phi(b, index as u32);
        }
        let (phis, mut resolution) =
            create_phis(m, body, &shared, variable, &mut blocks, phi_blocks);
        rewrite_uses(
            m,
            body,
            &shared,
            variable,
            &mut blocks,
            &mut resolution,
            &mut pending_uses,
        );
        for (phi, block, kept) in phis {
            if kept {
                phi_count += 1;
                if created_phis_per_block[block.index()].is_empty() {
                    blocks_with_phis.push(block);
                }
                created_phis_per_block[block.index()].push(phi);
            } else {
                trivial_phis.push(phi);
            }
        }
    }
    // Dead from here on: freed, so that the tables of the rewrite can take their memory.
    let variable_count = variables.len();
    drop(variables);
    drop(blocks);
    drop(shared);
    rewrite_pending_uses(body, pending_uses, &variable_of, variable_count);
    for block in blocks_with_phis {
        let created = std::mem::take(&mut created_phis_per_block[block.index()]);
        let mut insts: Vec<Inst> = created.into_iter().rev().collect();
        insts.extend_from_slice(&body.block(block).insts);
        body.set_block_insts(block, insts);
    }
    for phi in trivial_phis {
        body.remove_inst(phi);
    }
    phi_count
}

/// Calls `f(original, relocated, is_relocate)` for every relocation: each
/// statepoint's relocates (the unwind one after the normal one), then the
/// rematerialized clones, then the rebuilt aggregates.
fn for_each_relocation(
    records: &[StatepointRecord],
    rebuilt_aggregates: &[(Value, Value)],
    mut f: impl FnMut(Value, Value, bool),
) {
    for record in records {
        for &(live, normal, unwind) in &record.relocations {
            f(live, normal, true);
            if let Some(unwind) = unwind {
                f(live, unwind, true);
            }
        }
    }
    for record in records {
        for &(derived, clone) in &record.rematerializations {
            f(derived, clone, false);
        }
    }
    for &(aggregate, rebuilt) in rebuilt_aggregates {
        f(aggregate, rebuilt, false);
    }
}

/// How many variables ahead [`prefetch_users`] works.
const USER_PREFETCH_DISTANCE: usize = 2;

/// Starts fetching the instructions that read variable `k` (if any): each
/// variable's users are scattered through the function, and fetching them a
/// few variables ahead overlaps their cache misses with the work in between.
fn prefetch_users(body: &Body, variables: &Variables, k: Option<&usize>) {
    if let Some(&k) = k {
        for &user in variables.users_of(k) {
            ir::prefetch::prefetch(body.inst(user));
        }
    }
}

/// Where the original value becomes available.
fn original_definition_site(
    body: &Body,
    shared: &SharedCfg,
    entry: Block,
    value: Value,
) -> (Block, u32) {
    match body.value(value).def() {
        ValueDef::Arg(_) => (entry, 0),
        ValueDef::Inst(i) => match &body.inst(i).kind {
            InstKind::Invoke { normal, .. } => (*normal, 0),
            _ => (body.inst_block(i).expect("placed"), shared.position(i)),
        },
    }
}

/// The order in which variables get their phis: `mem2reg` processes its allocas
/// in order but swaps the last one into the slot of any alloca it promotes
/// trivially (all accesses in one block; such a variable needs no phi). The
/// trivially promoted variables come last here: they only need their uses rewritten.
fn mem2reg_processing_order(body: &Body, variables: &Variables) -> Vec<usize> {
    let mut pending: Vec<usize> = (0..variables.len()).collect();
    let mut processed = Vec::with_capacity(pending.len());
    let mut single_block = Vec::new();
    let mut k = 0;
    while k < pending.len() {
        let index = pending[k];
        if accessed_in_one_block(body, &variables.get(index)) {
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

fn accessed_in_one_block(body: &Body, variable: &Variable) -> bool {
    // Definitions are sorted by block: they are in one block if the first and last are.
    let first = variable.definitions[0].block;
    if variable.definitions.last().map(|d| d.block) != Some(first) {
        return false;
    }
    let in_first = |b: Block| b == first;
    for &user in variable.users {
        match &body.inst(user).kind {
            InstKind::Phi { incoming, .. } => {
                let elsewhere = incoming
                    .iter()
                    .any(|(v, from)| v.as_value() == Some(variable.value) && !in_first(*from));
                if elsewhere {
                    return false;
                }
            }
            _ => {
                if body.inst_block(user).is_some_and(|b| !in_first(b)) {
                    return false;
                }
            }
        }
    }
    true
}

/// Appends the blocks that get a phi of the variable to `phi_blocks`, in layout
/// order; fills `blocks.phi`.
fn place_phis(
    body: &Body,
    shared: &SharedCfg,
    variable: &Variable,
    blocks: &mut VariableBlocks,
    phi_blocks: &mut Vec<Block>,
) {
    // Phis go only at frontiers of definition blocks.
    if variable
        .definitions
        .iter()
        .all(|d| shared.frontier[d.block.index()].is_empty())
    {
        return;
    }
    mark_live_in_blocks(body, shared, variable, blocks);
    let first = phi_blocks.len();
    let mut worklist = std::mem::take(&mut blocks.worklist);
    for d in variable.definitions {
        if blocks.queued.insert(d.block, ()) {
            worklist.push(d.block);
        }
    }
    while let Some(x) = worklist.pop() {
        for &y in &shared.frontier[x.index()] {
            if !blocks.live_in.contains(y) || !blocks.phi.insert(y, 0) {
                continue;
            }
            phi_blocks.push(y);
            if blocks.queued.insert(y, ()) {
                worklist.push(y);
            }
        }
    }
    blocks.worklist = worklist;
    let placed = &mut phi_blocks[first..];
    placed.sort_by_key(|b| shared.layout_index[b.index()]);
    for (k, &b) in placed.iter().enumerate() {
        blocks.add_phi(b, k as u32);
    }
}

/// Marks the blocks where the variable is live on entry: upward-exposed uses
/// propagated backward until a defining block.
fn mark_live_in_blocks(
    body: &Body,
    shared: &SharedCfg,
    variable: &Variable,
    blocks: &mut VariableBlocks,
) {
    let mut worklist = std::mem::take(&mut blocks.worklist);
    // Definitions are sorted by position, so the first one decides (a use at
    // the end of a block is reached by any definition in it).
    let defined_before = |blocks: &VariableBlocks, b: Block, position: u32| {
        blocks
            .definitions_in(variable, b)
            .first()
            .is_some_and(|first| first.after_position < position)
    };
    for &user in variable.users {
        match &body.inst(user).kind {
            InstKind::Phi { incoming, .. } => {
                for (v, from) in incoming {
                    if v.as_value() == Some(variable.value)
                        && !blocks.definitions.contains(*from)
                        && blocks.live_in.insert(*from, ())
                    {
                        worklist.push(*from);
                    }
                }
            }
            _ => {
                let Some(b) = body.inst_block(user) else {
                    continue;
                };
                if !defined_before(blocks, b, shared.position(user)) && blocks.live_in.insert(b, ())
                {
                    worklist.push(b);
                }
            }
        }
    }
    while let Some(b) = worklist.pop() {
        for &p in shared.cfg.predecessors(b) {
            if !blocks.definitions.contains(p) && blocks.live_in.insert(p, ()) {
                worklist.push(p);
            }
        }
    }
    blocks.worklist = worklist;
}

/// The definition reaching the end of `b`.
fn reaching_at_end(shared: &SharedCfg, blocks: &mut VariableBlocks, b: Block) -> Reaching {
    let mut current = Some(b);
    // Blocks walked through: they neither define the variable nor know the answer.
    let mut walked = 0;
    let found = loop {
        let Some(block) = current else {
            break Reaching::Undefined;
        };
        // Known for every block with a definition or a phi.
        if let Some(known) = blocks.reaching_at_end.get(block) {
            break known;
        }
        walked += 1;
        current = shared.dom.immediate_dominator(block);
    };
    // Remember the answer at `b` and at the blocks walked through above it.
    let mut block = b;
    blocks.reaching_at_end.insert(block, found);
    for _ in 1..walked {
        block = shared
            .dom
            .immediate_dominator(block)
            .expect("walked through");
        blocks.reaching_at_end.insert(block, found);
    }
    found
}

/// The definition reaching an ordinary use at `position` in `b`.
fn reaching_before(
    shared: &SharedCfg,
    variable: &Variable,
    blocks: &mut VariableBlocks,
    b: Block,
    position: u32,
) -> Reaching {
    let definitions = blocks.definitions_in(variable, b);
    let visible = definitions.partition_point(|d| d.after_position < position);
    if let Some(k) = visible.checked_sub(1) {
        return Reaching::Value(definitions[k].value);
    }
    if let Some(k) = blocks.phi.get(b) {
        return Reaching::Phi(k);
    }
    match shared.dom.immediate_dominator(b) {
        Some(idom) => reaching_at_end(shared, blocks, idom),
        None => Reaching::Undefined,
    }
}

/// Turns the variable's reaching definitions into operands once its phis exist.
struct Resolution {
    ty: TypeId,
    /// What each trivial phi is replaced by (`None`: the phi stays).
    replacement: Vec<Option<Reaching>>,
    /// The value of each phi.
    phi_values: Vec<Value>,
    /// Interned only if some use is reached by no definition.
    poison: Option<Operand>,
}

impl Resolution {
    /// For a variable without phis (no allocation).
    fn without_phis(ty: TypeId) -> Self {
        Resolution {
            ty,
            replacement: Vec::new(),
            phi_values: Vec::new(),
            poison: None,
        }
    }

    #[inline]
    fn operand(&mut self, m: &mut Module, mut r: Reaching) -> Operand {
        while let Reaching::Phi(k) = r {
            match self.replacement[k as usize] {
                Some(next) => r = next,
                None => break,
            }
        }
        match r {
            Reaching::Value(v) => Operand::Value(v),
            Reaching::Phi(k) => Operand::Value(self.phi_values[k as usize]),
            Reaching::Undefined => self.poison(m),
        }
    }

    /// Rare: a use reached by no definition.
    #[cold]
    fn poison(&mut self, m: &mut Module) -> Operand {
        let ty = self.ty;
        self.poison
            .get_or_insert_with(|| Operand::Const(m.consts.intern(ConstData::Poison(ty))))
            .clone()
    }
}

/// Creates the variable's phis (named `.N` in block order, as `mem2reg` names
/// them, even those about to be found trivial), resolves trivial phis and fills
/// the others. Returns `(phi, block, kept)` triples and how to resolve the
/// variable's uses.
fn create_phis(
    m: &mut Module,
    body: &mut Body,
    shared: &SharedCfg,
    variable: &Variable,
    blocks: &mut VariableBlocks,
    phi_blocks: &[Block],
) -> (Vec<(Inst, Block, bool)>, Resolution) {
    let ty = body.value_type(variable.value);
    let mut phis: Vec<(Inst, Block, bool)> = Vec::with_capacity(phi_blocks.len());
    let mut name = String::new();
    for (version, &b) in phi_blocks.iter().enumerate() {
        let kind = InstKind::Phi {
            ty,
            fmf: Default::default(),
            incoming: Vec::new(),
        };
        name.clear();
        let _ = write!(name, ".{version}");
        let phi = body.create_named_inst(kind, Some(ty), Some(&name));
        phis.push((phi, b, true));
    }
    let inputs: Vec<Vec<(Reaching, Block)>> = phi_blocks
        .iter()
        .map(|&b| {
            shared.incoming_order[b.index()]
                .iter()
                .map(|&p| (reaching_at_end(shared, blocks, p), p))
                .collect()
        })
        .collect();
    let mut resolution = Resolution {
        ty,
        replacement: simplify_trivial_phis(&inputs),
        phi_values: phis
            .iter()
            .map(|p| body.inst(p.0).result.expect("typed"))
            .collect(),
        poison: None,
    };
    for (k, phi) in phis.iter_mut().enumerate() {
        if resolution.replacement[k].is_some() {
            phi.2 = false;
            continue;
        }
        let incoming: Vec<(Operand, Block)> = inputs[k]
            .iter()
            .map(|&(r, p)| (resolution.operand(m, r), p))
            .collect();
        if let InstKind::Phi { incoming: slot, .. } = &mut body.inst_mut(phi.0).kind {
            *slot = incoming;
        }
    }
    (phis, resolution)
}

/// Rewrites the variable's uses in phis; uses in other instructions go to `pending_uses`.
fn rewrite_uses(
    m: &mut Module,
    body: &mut Body,
    shared: &SharedCfg,
    variable: &Variable,
    blocks: &mut VariableBlocks,
    resolution: &mut Resolution,
    pending_uses: &mut Vec<PendingUse>,
) {
    for &user in variable.users {
        let Some(block) = body.inst_block(user) else {
            continue;
        };
        if !body.inst(user).kind.is_phi() {
            let reaching = reaching_before(shared, variable, blocks, block, shared.position(user));
            // A use the original value still reaches stays as it is.
            if reaching != Reaching::Value(variable.value) {
                pending_uses.push(PendingUse {
                    user,
                    value: variable.value,
                    replacement: resolution.operand(m, reaching),
                });
            }
            continue;
        }
        // Each entry reading the variable reads what reaches the end of its block.
        let mut entry = 0;
        while let InstKind::Phi { incoming, .. } = &body.inst(user).kind {
            let Some((value, from)) = incoming.get(entry) else {
                break;
            };
            if value.as_value() == Some(variable.value) {
                let reaching = reaching_at_end(shared, blocks, *from);
                let reaching = resolution.operand(m, reaching);
                if let InstKind::Phi { incoming, .. } = &mut body.inst_mut(user).kind {
                    incoming[entry].0 = reaching;
                }
            }
            entry += 1;
        }
    }
}

/// Applies the rewrites of uses in ordinary instructions: per using instruction,
/// one visit of its operands replaces every variable it reads. The uses of each
/// instruction are chained through `next` from `first_of` (no sort; the order
/// of instructions, and of uses within one, is free: a user reads each variable once).
/// `variable_of` gives the variable (below `variable_count`) of each original value.
fn rewrite_pending_uses(
    body: &mut Body,
    pending_uses: Vec<PendingUse>,
    variable_of: &[u32],
    variable_count: usize,
) {
    const NONE: u32 = u32::MAX;
    let mut first_of = vec![NONE; body.insts.len()];
    let mut next = vec![NONE; pending_uses.len()];
    let mut users = Vec::new();
    for (k, pending) in pending_uses.iter().enumerate() {
        let first = &mut first_of[pending.user.index()];
        if *first == NONE {
            users.push(pending.user);
        }
        next[k] = *first;
        *first = k as u32;
    }
    let next = &next;
    let uses_of = |user: Inst| {
        let present = |k: u32| (k != NONE).then_some(k);
        std::iter::successors(present(first_of[user.index()]), move |&k| {
            present(next[k as usize])
        })
        .map(|k| (k, &pending_uses[k as usize]))
    };
    // The pending use of each variable in the user at hand.
    let mut replacement_of = vec![NONE; variable_count];
    let variable = |v: Value| variable_of.get(v.index()).map(|&k| k as usize);
    for user in users {
        for (k, pending) in uses_of(user) {
            replacement_of[variable(pending.value).expect("a variable")] = k;
        }
        body.inst_mut(user).kind.visit_operands_mut(|o| {
            if let Some(v) = o.as_value() {
                let pending = variable(v)
                    .and_then(|k| replacement_of.get(k))
                    .and_then(|&use_index| pending_uses.get(use_index as usize));
                if let Some(pending) = pending {
                    *o = pending.replacement.clone();
                }
            }
        });
        for (_, pending) in uses_of(user) {
            replacement_of[variable(pending.value).expect("a variable")] = NONE;
        }
    }
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
                readers[j as usize].push(k);
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
                match replacement[j as usize] {
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
            if r == Reaching::Phi(k as u32) || Some(r) == unique {
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
