//! Stage 2 of the verifier: confirm a reported use path by path ("generations").
//!
//! Stage 1 knows, at each point, only whether a value is available on *every* path. A
//! phi of `%p` and `gep %p` compared with `%p` is unavailable on some paths and
//! available on others, and so is `%p`, on exactly the same paths; the comparison is
//! fine on each path, yet stage 1 must reject it. Here, for one reported use, the values
//! it depends on (the used values and, transitively, the inputs of phis, selects, GEPs,
//! pointer casts and freezes among them) get a state per path: undefined, null, some
//! constant, current (defined after the last statepoint) or stale. A forward
//! path-sensitive analysis collects every combination of states that reaches each block
//! (phis assign on the edge, selects fork, statepoints turn current into stale).
//!
//! A use is confirmed if some combination reaching it has a stale operand (for a phi,
//! at the end of the incoming block), or, for a comparison, a stale operand against a
//! current one or a non-null constant. The analysis is exact on the tracked values and
//! sound: a report is dropped only if no combination reaching the use is bad. When the
//! tracked values or the combinations grow beyond fixed limits, the report is kept.

use super::availability::{CandidateUse, UseSite};
use super::function_facts::FunctionFacts;
use super::IllegalUse;
use ir::constant::{CastOp, ConstData};
use ir::{Block, Inst, InstKind, Operand, Value, ValueDef};
use std::collections::{HashMap, HashSet};

/// Tracking more values than this keeps stage 1's verdict.
const MAX_TRACKED_VALUES: usize = 32;
/// Keeping more state combinations than this at one block keeps stage 1's verdict.
const MAX_COMBINATIONS_PER_BLOCK: usize = 1024;

type State = u8;
const UNDEFINED: State = 0;
const NULL: State = 1;
const SOME_CONSTANT: State = 2;
const CURRENT: State = 3;
const STALE: State = 4;

/// One state per tracked value.
type Combination = Vec<State>;

/// The uses of `candidates` that some path confirms, in order.
pub(super) fn confirmed(facts: &FunctionFacts, candidates: Vec<CandidateUse>) -> Vec<IllegalUse> {
    candidates
        .into_iter()
        .filter(|c| may_be_stale_at_use(facts, c))
        .map(|c| c.illegal_use)
        .collect()
}

fn may_be_stale_at_use(facts: &FunctionFacts, candidate: &CandidateUse) -> bool {
    let roots: Vec<Value> = match &candidate.site {
        UseSite::Comparison { lhs, rhs } => {
            [lhs, rhs].iter().filter_map(|o| o.as_value()).collect()
        }
        UseSite::Operand | UseSite::PhiIncoming { .. } => vec![candidate.illegal_use.definition],
    };
    let Some(mut paths) = PathStates::new(facts, &roots) else {
        return true;
    };
    if !paths.solve() {
        return true;
    }
    let user = candidate.illegal_use.user;
    let definition = Operand::Value(candidate.illegal_use.definition);
    match &candidate.site {
        UseSite::Operand => {
            let at_use = paths.combinations_before(user);
            at_use.iter().any(|c| paths.state(c, &definition) == STALE)
        }
        UseSite::PhiIncoming { from } => {
            let at_end = paths.combinations_at_end(*from);
            at_end.iter().any(|c| paths.state(c, &definition) == STALE)
        }
        UseSite::Comparison { lhs, rhs } => {
            let at_use = paths.combinations_before(user);
            at_use.iter().any(|c| {
                let (l, r) = (paths.state(c, lhs), paths.state(c, rhs));
                let bad = |stale: State, other: State| {
                    stale == STALE && matches!(other, CURRENT | SOME_CONSTANT)
                };
                bad(l, r) || bad(r, l)
            })
        }
    }
}

struct PathStates<'f, 'a> {
    facts: &'f FunctionFacts<'a>,
    tracked: Vec<Value>,
    slot: HashMap<Value, usize>,
    /// Combinations reaching the start of each block (after its phis).
    at_entry: HashMap<Block, HashSet<Combination>>,
}

impl<'f, 'a> PathStates<'f, 'a> {
    /// Tracks `roots` and what their states derive from; `None` if that is too much.
    fn new(facts: &'f FunctionFacts<'a>, roots: &[Value]) -> Option<Self> {
        let mut tracked: Vec<Value> = Vec::new();
        let mut slot = HashMap::new();
        let mut stack: Vec<Value> = roots.to_vec();
        while let Some(v) = stack.pop() {
            if slot.contains_key(&v) {
                continue;
            }
            if tracked.len() == MAX_TRACKED_VALUES {
                return None;
            }
            slot.insert(v, tracked.len());
            tracked.push(v);
            stack.extend(state_sources(facts, v).iter().filter_map(|o| o.as_value()));
        }
        Some(PathStates {
            facts,
            tracked,
            slot,
            at_entry: HashMap::new(),
        })
    }

    fn state(&self, combination: &Combination, operand: &Operand) -> State {
        match operand {
            Operand::Value(v) => self.slot.get(v).map_or(CURRENT, |&s| combination[s]),
            Operand::Const(c) => match self.facts.m.consts.get(*c) {
                ConstData::Null(_) | ConstData::Zero(_) => NULL,
                _ => SOME_CONSTANT,
            },
            Operand::Metadata(_) => SOME_CONSTANT,
        }
    }

    /// Collects the combinations reaching every live block; false if over the limit.
    fn solve(&mut self) -> bool {
        let body = self.facts.body;
        let Some(entry) = body.entry() else {
            return true;
        };
        let initial: Combination = self
            .tracked
            .iter()
            .map(|&v| match body.value(v).def() {
                ValueDef::Arg(_) => CURRENT,
                ValueDef::Inst(_) => UNDEFINED,
            })
            .collect();
        self.at_entry.insert(entry, HashSet::from([initial]));
        let mut worklist = vec![entry];
        while let Some(b) = worklist.pop() {
            let at_end = self.combinations_at_end(b);
            for &succ in self.facts.cfg.successors(b) {
                if !self.facts.is_live_incoming(b, succ) {
                    continue;
                }
                let mut grew = false;
                for combination in &at_end {
                    let assigned = self.assign_phis(b, succ, combination);
                    let set = self.at_entry.entry(succ).or_default();
                    grew |= set.insert(assigned);
                    if set.len() > MAX_COMBINATIONS_PER_BLOCK {
                        return false;
                    }
                }
                if grew {
                    worklist.push(succ);
                }
            }
        }
        true
    }

    /// The tracked phis of `to` take their incoming values for the edge from `from`.
    fn assign_phis(&self, from: Block, to: Block, combination: &Combination) -> Combination {
        let body = self.facts.body;
        let mut next = combination.clone();
        for &i in &body.block(to).insts {
            let InstKind::Phi { incoming, .. } = &body.inst(i).kind else {
                break;
            };
            let Some(&s) = body.inst(i).result.and_then(|v| self.slot.get(&v)) else {
                continue;
            };
            if let Some((input, _)) = incoming.iter().find(|(_, b)| *b == from) {
                next[s] = self.state(combination, input);
            }
        }
        next
    }

    /// Combinations at the end of block `b`.
    fn combinations_at_end(&self, b: Block) -> Vec<Combination> {
        self.walk_block(b, None)
    }

    /// Combinations right before instruction `user`.
    fn combinations_before(&self, user: Inst) -> Vec<Combination> {
        match self.facts.body.inst_block(user) {
            Some(b) => self.walk_block(b, Some(user)),
            None => Vec::new(),
        }
    }

    fn walk_block(&self, b: Block, stop_before: Option<Inst>) -> Vec<Combination> {
        let mut current: Vec<Combination> = self
            .at_entry
            .get(&b)
            .map(|set| set.iter().cloned().collect())
            .unwrap_or_default();
        for &i in &self.facts.body.block(b).insts {
            if Some(i) == stop_before {
                break;
            }
            current = current
                .into_iter()
                .flat_map(|c| self.transfer(i, c))
                .collect();
        }
        current
    }

    /// The combinations after `i`, from one before it (a select may fork).
    fn transfer(&self, i: Inst, mut combination: Combination) -> Vec<Combination> {
        let body = self.facts.body;
        if self.facts.is_statepoint(i) {
            for state in combination.iter_mut() {
                if *state == CURRENT {
                    *state = STALE;
                }
            }
            return vec![combination];
        }
        let kind = &body.inst(i).kind;
        let Some(&s) = body.inst(i).result.and_then(|v| self.slot.get(&v)) else {
            return vec![combination];
        };
        if kind.is_phi() {
            return vec![combination];
        }
        let sources = state_sources(self.facts, body.inst(i).result.expect("has a result"));
        let states: Vec<State> = if sources.is_empty() {
            vec![CURRENT]
        } else {
            let mut states: Vec<State> = sources
                .iter()
                .map(|o| self.state(&combination, o))
                .collect();
            states.dedup();
            states
        };
        states
            .into_iter()
            .map(|state| {
                let mut next = combination.clone();
                next[s] = state;
                next
            })
            .collect()
    }
}

/// The operands whose state a tracked value takes at its definition: the inputs of a
/// phi (assigned on edges), both arms of a select, the operand of a GEP, pointer cast or
/// freeze. Empty for values that are current when defined.
fn state_sources(facts: &FunctionFacts, v: Value) -> Vec<Operand> {
    let ValueDef::Inst(i) = facts.body.value(v).def() else {
        return Vec::new();
    };
    match &facts.body.inst(i).kind {
        InstKind::Phi { incoming, .. } => incoming.iter().map(|(o, _)| o.clone()).collect(),
        InstKind::Select { t, f, .. } => vec![t.clone(), f.clone()],
        InstKind::Gep { base, .. } => vec![base.clone()],
        InstKind::Cast {
            op: CastOp::BitCast | CastOp::AddrSpaceCast,
            value,
            ..
        }
        | InstKind::Freeze(value) => vec![value.clone()],
        _ => Vec::new(),
    }
}
