//! Stage 1 of the verifier: LLVM 19's availability analysis (see the parent module).
//!
//! Every GC-pointer definition is classified *available* (it joins the available set
//! when defined), *valid unrelocated* or *poisoned* (neither joins it, neither is
//! checked as a use). Classification and dataflow are iterated together: a round
//! computes the available sets from the current classification, then reclassifies every
//! phi, select, GEP, pointer cast and freeze against them. Definitions only ever leave
//! the available class, so sets only shrink and the rounds terminate.
//!
//! Sets are bit sets over a dense numbering of the function's GC-pointer values; the
//! dataflow is a must-analysis solved from the top (every GC value) in reverse
//! post-order until stable.

use super::function_facts::{BaseKind, FunctionFacts};
use super::IllegalUse;
use ir::constant::CastOp;
use ir::{Block, Inst, InstKind, Operand, Value};

/// How a use is checked, which the path-by-path confirmation needs to know.
#[derive(Clone, Debug)]
pub(super) enum UseSite {
    /// An ordinary operand.
    Operand,
    /// The incoming value of a phi for the edge from `from`.
    PhiIncoming { from: Block },
    /// An operand of a pointer comparison.
    Comparison { lhs: Operand, rhs: Operand },
}

/// An illegal use by LLVM's rules, with how it was found.
#[derive(Clone, Debug)]
pub(super) struct CandidateUse {
    pub illegal_use: IllegalUse,
    pub site: UseSite,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum DefinitionClass {
    Available,
    ValidUnrelocated,
    Poisoned,
}

/// A set of GC values by dense index.
#[derive(Clone, PartialEq, Eq, Debug)]
struct ValueSet {
    words: Vec<u64>,
}

impl ValueSet {
    fn empty(capacity: usize) -> ValueSet {
        ValueSet {
            words: vec![0; capacity.div_ceil(64)],
        }
    }
    fn full(capacity: usize) -> ValueSet {
        let mut set = ValueSet {
            words: vec![u64::MAX; capacity.div_ceil(64)],
        };
        if !capacity.is_multiple_of(64) {
            if let Some(last) = set.words.last_mut() {
                *last = (1u64 << (capacity % 64)) - 1;
            }
        }
        set
    }
    fn insert(&mut self, index: usize) {
        self.words[index / 64] |= 1 << (index % 64);
    }
    fn contains(&self, index: usize) -> bool {
        self.words[index / 64] & (1 << (index % 64)) != 0
    }
    fn clear(&mut self) {
        self.words.iter_mut().for_each(|w| *w = 0);
    }
    fn intersect_with(&mut self, other: &ValueSet) {
        self.words
            .iter_mut()
            .zip(&other.words)
            .for_each(|(a, b)| *a &= b);
    }
    fn union_with(&mut self, other: &ValueSet) {
        self.words
            .iter_mut()
            .zip(&other.words)
            .for_each(|(a, b)| *a |= b);
    }
}

struct Availability<'f, 'a> {
    facts: &'f FunctionFacts<'a>,
    /// Dense index of each GC value, `usize::MAX` for other values.
    gc_index: Vec<usize>,
    gc_count: usize,
    class: Vec<DefinitionClass>,
    available_in: Vec<ValueSet>,
    available_out: Vec<ValueSet>,
}

/// Every use LLVM's analysis calls illegal, in LLVM's report order.
pub(super) fn illegal_uses(facts: &FunctionFacts) -> Vec<CandidateUse> {
    let body = facts.body;
    let mut gc_index = vec![usize::MAX; body.values.len()];
    let mut gc_count = 0;
    for (index, data) in body.values.iter().enumerate() {
        if facts.is_gc_type(data.ty) {
            gc_index[index] = gc_count;
            gc_count += 1;
        }
    }
    let mut analysis = Availability {
        facts,
        gc_index,
        gc_count,
        class: vec![DefinitionClass::Available; body.values.len()],
        available_in: vec![ValueSet::empty(gc_count); body.blocks.len()],
        available_out: vec![ValueSet::empty(gc_count); body.blocks.len()],
    };
    loop {
        analysis.solve_dataflow();
        if !analysis.reclassify() {
            break;
        }
    }
    analysis.collect_illegal_uses()
}

impl Availability<'_, '_> {
    fn result_of(&self, i: Inst) -> Option<Value> {
        self.facts.body.inst(i).result
    }

    fn is_gc_value(&self, v: Value) -> bool {
        self.gc_index[v.index()] != usize::MAX
    }

    fn is_available_definition(&self, i: Inst) -> bool {
        self.result_of(i).is_some_and(|v| {
            self.is_gc_value(v) && self.class[v.index()] == DefinitionClass::Available
        })
    }

    fn is_poisoned(&self, operand: &Operand) -> bool {
        operand
            .as_value()
            .is_some_and(|v| self.class[v.index()] == DefinitionClass::Poisoned)
    }

    fn set_contains(&self, set: &ValueSet, operand: &Operand) -> bool {
        operand
            .as_value()
            .is_some_and(|v| self.is_gc_value(v) && set.contains(self.gc_index[v.index()]))
    }

    /// The effect of `i` on a running available set.
    fn transfer(&self, i: Inst, set: &mut ValueSet) {
        if self.facts.is_statepoint(i) {
            set.clear();
        } else if self.is_available_definition(i) {
            let v = self.result_of(i).expect("definitions have results");
            set.insert(self.gc_index[v.index()]);
        }
    }

    fn solve_dataflow(&mut self) {
        let body = self.facts.body;
        let blocks = &self.facts.live_blocks_in_order;
        // Per block: the contribution (available definitions after the last statepoint)
        // and whether the block contains a statepoint.
        let mut contribution: Vec<Option<(ValueSet, bool)>> = vec![None; body.blocks.len()];
        for &b in blocks {
            let mut set = ValueSet::empty(self.gc_count);
            let mut cleared = false;
            for &i in &body.block(b).insts {
                cleared |= self.facts.is_statepoint(i);
                self.transfer(i, &mut set);
            }
            contribution[b.index()] = Some((set, cleared));
        }
        let mut entry_set = ValueSet::empty(self.gc_count);
        for &arg in &body.args {
            if self.is_gc_value(arg) {
                entry_set.insert(self.gc_index[arg.index()]);
            }
        }
        for &b in blocks {
            self.available_in[b.index()] = if Some(b) == body.entry() {
                entry_set.clone()
            } else {
                ValueSet::full(self.gc_count)
            };
            self.available_out[b.index()] = ValueSet::full(self.gc_count);
        }
        let mut changed = true;
        while changed {
            changed = false;
            for &b in blocks {
                let mut incoming = self.available_in[b.index()].clone();
                if Some(b) != body.entry() {
                    for &pred in self.facts.cfg.predecessors(b) {
                        if self.facts.is_live_incoming(pred, b) {
                            incoming.intersect_with(&self.available_out[pred.index()]);
                        }
                    }
                }
                let (contributed, cleared) = contribution[b.index()]
                    .as_ref()
                    .expect("computed for live blocks");
                let mut outgoing = contributed.clone();
                if !cleared {
                    outgoing.union_with(&incoming);
                }
                if incoming != self.available_in[b.index()]
                    || outgoing != self.available_out[b.index()]
                {
                    self.available_in[b.index()] = incoming;
                    self.available_out[b.index()] = outgoing;
                    changed = true;
                }
            }
        }
    }

    /// Reclassifies every derived definition against the current sets; true on a change.
    fn reclassify(&mut self) -> bool {
        let body = self.facts.body;
        let mut changed = false;
        for &b in &self.facts.live_blocks_in_order {
            let mut set = self.available_in[b.index()].clone();
            for &i in &body.block(b).insts {
                if let Some(v) = self.result_of(i).filter(|&v| self.is_gc_value(v)) {
                    if let Some(new_class) = self.classify(b, i, &set) {
                        let old = self.class[v.index()];
                        // Definitions never return to the available class.
                        if new_class != old && new_class != DefinitionClass::Available {
                            self.class[v.index()] = new_class;
                            changed = true;
                        }
                    }
                }
                self.transfer(i, &mut set);
            }
        }
        changed
    }

    /// The class of the derived definition `i` in block `b` given the set before it;
    /// `None` for definitions that are never reclassified (loads, calls, ...).
    fn classify(&self, b: Block, i: Inst, set: &ValueSet) -> Option<DefinitionClass> {
        let facts = self.facts;
        let kind = &facts.body.inst(i).kind;
        let mixture = |inputs: &mut dyn Iterator<Item = (&Operand, bool)>| {
            let (mut relocated, mut unrelocated) = (false, false);
            for (input, available) in inputs {
                if !facts.is_not_exclusively_constant_derived(input) {
                    continue;
                }
                if self.is_poisoned(input) {
                    return DefinitionClass::Poisoned;
                }
                if available {
                    relocated = true;
                } else {
                    unrelocated = true;
                }
            }
            match (relocated, unrelocated) {
                (true, true) => DefinitionClass::Poisoned,
                (false, true) => DefinitionClass::ValidUnrelocated,
                _ => DefinitionClass::Available,
            }
        };
        match kind {
            InstKind::Phi { incoming, .. } => Some(mixture(
                &mut incoming
                    .iter()
                    .filter(|(_, from)| facts.is_live_incoming(*from, b))
                    .map(|(input, from)| {
                        (
                            input,
                            self.set_contains(&self.available_out[from.index()], input),
                        )
                    }),
            )),
            InstKind::Select { t, f, .. } => Some(mixture(
                &mut [t, f]
                    .into_iter()
                    .map(|input| (input, self.set_contains(set, input))),
            )),
            InstKind::Gep { .. }
            | InstKind::Cast {
                op: CastOp::BitCast | CastOp::AddrSpaceCast,
                ..
            }
            | InstKind::Freeze(_) => {
                let first_unrelocated = kind.operands().into_iter().find(|o| {
                    facts.is_gc_operand(o)
                        && facts.is_not_exclusively_constant_derived(o)
                        && !self.set_contains(set, o)
                });
                Some(match first_unrelocated {
                    Some(o) if self.is_poisoned(o) => DefinitionClass::Poisoned,
                    Some(_) => DefinitionClass::ValidUnrelocated,
                    None => DefinitionClass::Available,
                })
            }
            _ => None,
        }
    }

    fn collect_illegal_uses(&self) -> Vec<CandidateUse> {
        let facts = self.facts;
        let body = facts.body;
        let mut found = Vec::new();
        let mut report = |definition: &Operand, user: Inst, site: UseSite| {
            let definition = definition.as_value().expect("only values are reported");
            found.push(CandidateUse {
                illegal_use: IllegalUse { definition, user },
                site,
            });
        };
        for &b in &facts.live_blocks_in_order {
            let mut set = self.available_in[b.index()].clone();
            for &i in &body.block(b).insts {
                let skipped = self.result_of(i).is_some_and(|v| {
                    self.is_gc_value(v) && self.class[v.index()] != DefinitionClass::Available
                });
                if skipped {
                    continue;
                }
                let kind = &body.inst(i).kind;
                match kind {
                    InstKind::Phi { incoming, .. } => {
                        for (input, from) in incoming {
                            if facts.is_live_incoming(*from, b)
                                && facts.is_gc_operand(input)
                                && facts.is_not_exclusively_constant_derived(input)
                                && !self.set_contains(&self.available_out[from.index()], input)
                            {
                                report(input, i, UseSite::PhiIncoming { from: *from });
                            }
                        }
                    }
                    InstKind::ICmp { lhs, rhs, .. } | InstKind::FCmp { lhs, rhs, .. }
                        if facts.is_gc_operand(lhs) =>
                    {
                        if !self.is_valid_unrelocated_comparison(&set, lhs, rhs) {
                            for operand in [lhs, rhs] {
                                if facts.base_kind(operand) == BaseKind::NonConstant
                                    && !self.set_contains(&set, operand)
                                {
                                    let site = UseSite::Comparison {
                                        lhs: lhs.clone(),
                                        rhs: rhs.clone(),
                                    };
                                    report(operand, i, site);
                                }
                            }
                        }
                    }
                    _ => {
                        for operand in operands_in_llvm_order(kind) {
                            if facts.is_gc_operand(operand)
                                && facts.is_not_exclusively_constant_derived(operand)
                                && !self.set_contains(&set, operand)
                            {
                                report(operand, i, UseSite::Operand);
                            }
                        }
                    }
                }
                self.transfer(i, &mut set);
            }
        }
        found
    }

    /// LLVM's rule for comparisons: both operands unavailable, not an unavailable pointer
    /// against a non-null constant, and a poisoned pointer only against `null`.
    fn is_valid_unrelocated_comparison(
        &self,
        set: &ValueSet,
        lhs: &Operand,
        rhs: &Operand,
    ) -> bool {
        if self.set_contains(set, lhs) || self.set_contains(set, rhs) {
            return false;
        }
        let (lhs_kind, rhs_kind) = (self.facts.base_kind(lhs), self.facts.base_kind(rhs));
        let constant_against_pointer = matches!(
            (lhs_kind, rhs_kind),
            (BaseKind::ExclusivelySomeConstant, BaseKind::NonConstant)
                | (BaseKind::NonConstant, BaseKind::ExclusivelySomeConstant)
        );
        let poisoned_against_non_null = (self.is_poisoned(lhs)
            && rhs_kind != BaseKind::ExclusivelyNull)
            || (self.is_poisoned(rhs) && lhs_kind != BaseKind::ExclusivelyNull);
        !constant_against_pointer && !poisoned_against_non_null
    }
}

/// Operands in LLVM's order: for calls the arguments, then bundle operands, then the
/// callee; otherwise as written.
fn operands_in_llvm_order(kind: &InstKind) -> Vec<&Operand> {
    match kind.call_site() {
        Some(call) => call
            .args
            .iter()
            .map(|a| &a.value)
            .chain(call.bundles.iter().flat_map(|b| b.inputs.iter()))
            .chain(std::iter::once(&call.callee))
            .collect(),
        None => kind.operands(),
    }
}
