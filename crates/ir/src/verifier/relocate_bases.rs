//! Base consistency of `gc.relocate` (beyond LLVM; spec §3.3): on every static path,
//! the base operand of a relocate must be an actual base pointer of the object its
//! derived operand points into.
//!
//! Where it lives: the rule depends on the definitions alone (no liveness, no dataflow
//! over statepoints), so it is a structural rule of `verify`, next to the other relocate
//! rules, not part of `verify<safepoint-ir>` (whose reports are LLVM's, about stale
//! uses). It costs nothing in functions without relocates.
//!
//! Model, independent of how a rewriter infers bases. Pointers are looked at lane by
//! lane (a scalar is one lane, and a scalar relocated with a vector stands for each of
//! its lanes). A lane *comes from* an operand lane through `getelementptr` (any offset),
//! pointer casts, `freeze`, `gc.get.pointer.base`, a relocate (from its derived operand:
//! the same object, moved) and `insertelement`/`extractelement`/`shufflevector` with
//! constant lane numbers; it *merges* the operand lanes of a `phi` (entries from
//! reachable predecessors), a `select`, and those vector operations with variable lane
//! numbers. A lane that does neither is an *object definition* (argument, load, call,
//! `inttoptr`, `alloca`, `extractvalue`, atomics, ...): distinct definitions (and lanes)
//! are distinct objects, the assumption every rewriter makes (two arguments may alias at
//! run time, but nothing in the IR makes one the base of the other). Constants other
//! than `undef`/`poison` are the *constant object* (never moved; rewriters give them the
//! base `null`); `undef`/`poison` are *undefined*: any base fits them.
//!
//! Two rules, each reported with its own message:
//! * `gc.relocate: base pointer may be a derived pointer, not the start of an object`:
//!   some lane of the base comes, on some path, through a `getelementptr` with a
//!   non-zero offset from a non-constant pointer, without passing a value marked
//!   `!is_base_value` (a rewriter's promise) first. One exception, LLVM's convention:
//!   every GC pointer in a `"deopt"` bundle is assumed to be a base (spec §6.4) and is
//!   relocated as its own base at every statepoint, derived or not. So a relocate of a
//!   value as its own base is not judged when the value is an *assumed base*: a
//!   relocated version of a deopt operand's value (the value itself, its own-base
//!   relocates, and the phis merging only its versions, which repair SSA after
//!   relocation). A rewriter never makes an assumed base the base of another pointer,
//!   so that is judged.
//! * `gc.relocate: base pointer is not the base of the derived pointer`: on some static
//!   path, the base and the derived pointer end in different objects (the derived
//!   pointer in an object, or the constant object, that the base is not). The pairs of
//!   lanes are followed *together*, so that correlated merges are not mixed up: a
//!   `select` condition keeps the value it took for every other `select` on it along the
//!   path (until the path crosses a phi, where the condition may be another instance),
//!   two phis of one block are followed edge by edge, two variable-lane vector
//!   operations on one lane number lane by lane, and otherwise the later merge is taken
//!   apart first while the earlier one (which dominates it, since both dominate the
//!   statepoint) keeps its value: it may reappear inside the later one's inputs, as a
//!   phi's inputs often are a base select and a GEP of it. Whatever is not correlated
//!   this way is followed separately (all combinations), which only adds paths.
//!   Rewriters build base phis and selects in parallel with the derived ones (same
//!   blocks, same conditions, the inputs' bases), so their output never trips the rule;
//!   a report needs a static path on which the base is wrong.
//!
//! Limits. Not reported, since the definitions cannot tell: a base that is right on
//! every path but for another dynamic instance of the same definition (a previous loop
//! iteration's object). Reported although the program may be right: a pairing that is
//! wrong only on paths that cannot run, because two different conditions are equal at
//! run time (rewriters never build such bases).
//!
//! Complexity: the interior flags are one worklist fixed point over the function's
//! pointer lanes; lanes that only come from another lane are resolved once and cached,
//! so a relocate's search visits only pairs of merging lanes (phis, selects, variable
//! lane operations) and object definitions reachable from its two operands, times the
//! values of the select conditions met between two phis.

use crate::analysis::{Cfg, DomTree, InstOrder};
use crate::constant::{ConstData, ConstId};
use crate::function::{Block, Body, Inst, Value};
use crate::inst::{CallSite, InstKind, Operand};
use crate::module::Module;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

#[cfg(test)]
mod tests;

pub(super) const RELOCATE_PREFIX: &str = "llvm.experimental.gc.relocate";
pub(super) const STATEPOINT_PREFIX: &str = "llvm.experimental.gc.statepoint";
const GET_POINTER_BASE_PREFIX: &str = "llvm.experimental.gc.get.pointer.base";

/// The function being verified, as the analysis reads it.
pub(super) struct FunctionView<'a> {
    pub m: &'a Module,
    pub body: &'a Body,
    pub cfg: &'a Cfg,
    pub dom: &'a DomTree,
    pub order: &'a InstOrder,
}

/// One lane of a pointer.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
enum Term {
    /// Lane `.1` of value `.0` (lane 0 for a scalar).
    Lane(Value, u32),
    /// A constant other than `undef`/`poison`.
    Constant,
    /// `undef` or `poison`.
    Undefined,
}

/// What a lane that does not simply come from another lane is.
enum Shape {
    /// An object definition, the constant object or undefined.
    Leaf,
    /// A phi of this block.
    Phi(Block),
    /// A select.
    Select,
    /// An `extractelement` or `insertelement` at this variable lane number.
    VariableLane(Operand),
    /// A `shufflevector` with a mask that is not a constant vector.
    Shuffle,
}

/// One step back from a lane.
enum Step {
    /// The lane comes from this one.
    From(Term),
    /// The lane merges others, or defines an object.
    Stop,
}

/// The analysis of one function, computed at its first relocate; caches grow as
/// relocates are checked.
pub(super) struct PointerOrigins {
    /// Assumed bases (module docs), by value index.
    assumed_base: Vec<bool>,
    /// Lanes that may be interior pointers.
    may_be_interior: HashSet<(Value, u32)>,
    /// The merging or defining lane each lane comes from.
    resolved: HashMap<(Value, u32), Term>,
    /// Whether a pair state leads to different objects, for the states explored so far.
    answers: HashMap<PairState, bool>,
}

/// What a pair state leads to.
enum Expansion {
    /// It is a pair of different objects.
    Differs,
    /// These pairs (none: the pair is consistent).
    Successors(Vec<PairState>),
}

impl PointerOrigins {
    pub(super) fn compute(view: &FunctionView) -> PointerOrigins {
        let mut origins = PointerOrigins {
            assumed_base: assumed_bases(view),
            may_be_interior: HashSet::default(),
            resolved: HashMap::default(),
            answers: HashMap::default(),
        };
        origins.may_be_interior = origins.interior_lanes(view);
        origins
    }

    /// The failure message for a relocate of `derived` with base `base`, if the base
    /// cannot be the derived pointer's base on some static path.
    pub(super) fn base_problem(
        &mut self,
        view: &FunctionView,
        base: &Operand,
        derived: &Operand,
    ) -> Option<&'static str> {
        let lanes = lane_count(view, base).max(lane_count(view, derived));
        let base_lanes: Vec<Term> = (0..lanes).map(|l| operand_lane(view, base, l)).collect();
        let assumed_own_base = base == derived
            && base
                .as_value()
                .is_some_and(|v| self.assumed_base[v.index()]);
        let interior = base_lanes.iter().any(|t| match t {
            Term::Lane(v, l) => self.may_be_interior.contains(&(*v, *l)),
            _ => false,
        });
        if interior && !assumed_own_base {
            return Some(
                "gc.relocate: base pointer may be a derived pointer, not the start of an object",
            );
        }
        let derived_lanes = (0..lanes).map(|l| operand_lane(view, derived, l));
        let starts: Vec<(Term, Term)> = base_lanes.into_iter().zip(derived_lanes).collect();
        self.objects_differ_on_some_path(view, starts)
            .then_some("gc.relocate: base pointer is not the base of the derived pointer")
    }

    /// True if some static path ends a (base, derived) pair of lanes in different objects.
    fn objects_differ_on_some_path(
        &mut self,
        view: &FunctionView,
        starts: Vec<(Term, Term)>,
    ) -> bool {
        starts.into_iter().any(|(b, d)| {
            let start = PairState::new(self.resolve(view, b), self.resolve(view, d));
            self.reaches_different_objects(view, start)
        })
    }

    /// True if `start` leads to a pair of different objects. A depth-first search over
    /// pair states with Tarjan's strongly connected components: once a component is
    /// complete, its answer (the same for all its states, which reach each other) is
    /// kept for the later relocates of the function, so every state is explored once.
    /// The search stops at the first pair of different objects (the function is
    /// reported; the states still open are not kept).
    fn reaches_different_objects(&mut self, view: &FunctionView, start: PairState) -> bool {
        struct Node {
            state: PairState,
            index: usize,
            lowest: usize,
            differs: bool,
        }
        if let Some(&known) = self.answers.get(&start) {
            return known;
        }
        let mut nodes: Vec<Node> = Vec::new();
        let mut open: HashMap<PairState, usize> = HashMap::default();
        let mut component_stack: Vec<usize> = Vec::new();
        // (node, its successors, the next one to visit)
        let mut frames: Vec<(usize, Vec<PairState>, usize)> = Vec::new();
        let enter = |this: &mut Self, state: PairState, nodes: &mut Vec<Node>| {
            let successors = match this.expand(view, &state) {
                Expansion::Differs => return None,
                Expansion::Successors(next) => next,
            };
            let id = nodes.len();
            nodes.push(Node {
                state: state.clone(),
                index: id,
                lowest: id,
                differs: false,
            });
            Some((id, successors))
        };
        let Some((root, successors)) = enter(self, start.clone(), &mut nodes) else {
            return true;
        };
        open.insert(start, root);
        component_stack.push(root);
        frames.push((root, successors, 0));
        while let Some((node, successors, next)) = frames.last_mut() {
            let node = *node;
            if let Some(successor) = successors.get(*next).cloned() {
                *next += 1;
                if let Some(&known) = self.answers.get(&successor) {
                    nodes[node].differs |= known;
                } else if let Some(&seen) = open.get(&successor) {
                    nodes[node].lowest = nodes[node].lowest.min(nodes[seen].index);
                } else {
                    let Some((id, successors)) = enter(self, successor.clone(), &mut nodes) else {
                        return true;
                    };
                    open.insert(successor, id);
                    component_stack.push(id);
                    frames.push((id, successors, 0));
                }
                continue;
            }
            frames.pop();
            let mut differs = nodes[node].differs;
            if nodes[node].lowest == nodes[node].index {
                // `node` roots a complete component: the members above it on the stack.
                let position = component_stack
                    .iter()
                    .rposition(|&n| n == node)
                    .expect("open nodes are on the stack");
                let members = component_stack.split_off(position);
                differs = members.iter().any(|&n| nodes[n].differs);
                for &member in &members {
                    let state = nodes[member].state.clone();
                    open.remove(&state);
                    self.answers.insert(state, differs);
                }
                // Completed nodes keep their index; mark them unreachable for `lowest`.
                for &member in &members {
                    nodes[member].index = usize::MAX;
                }
            }
            if let Some((parent, _, _)) = frames.last() {
                let parent = *parent;
                nodes[parent].differs |= differs;
                nodes[parent].lowest = nodes[parent].lowest.min(nodes[node].lowest);
            }
        }
        self.answers
            .get(&nodes[root].state)
            .copied()
            .unwrap_or(false)
    }

    /// The pairs `state` leads to, with their lanes resolved, or whether it is a pair of
    /// different objects itself.
    fn expand(&mut self, view: &FunctionView, state: &PairState) -> Expansion {
        let PairState {
            base,
            derived,
            ref conditions,
        } = *state;
        if base == derived || derived == Term::Undefined {
            return Expansion::Successors(Vec::new());
        }
        let next: Vec<PairState> = match (shape(view, base), shape(view, derived)) {
            (Shape::Leaf, Shape::Leaf) => {
                let constant_fits =
                    derived == Term::Constant && matches!(base, Term::Constant | Term::Undefined);
                if constant_fits {
                    return Expansion::Successors(Vec::new());
                }
                return Expansion::Differs;
            }
            (Shape::Phi(a), Shape::Phi(b)) if a == b => view
                .cfg
                .predecessors(a)
                .iter()
                .filter(|&&p| view.cfg.is_reachable(p))
                .filter_map(|&p| {
                    Some(PairState::new(
                        phi_input(view, base, p)?,
                        phi_input(view, derived, p)?,
                    ))
                })
                .collect(),
            (Shape::VariableLane(a), Shape::VariableLane(b))
                if a == b && lanes_picked_together(view, base, derived) =>
            {
                merged_lanes(view, base)
                    .into_iter()
                    .zip(merged_lanes(view, derived))
                    .map(|(b, d)| state.with(b, d, conditions.clone()))
                    .collect()
            }
            (Shape::Leaf, _) => split(view, state, Side::Derived),
            (_, Shape::Leaf) => split(view, state, Side::Base),
            // The later merge is taken apart first: the earlier one keeps its value
            // meanwhile, and may reappear inside the later one's inputs.
            _ => match later_of(view, base, derived) {
                Some(side) => split(view, state, side),
                None => split(view, state, Side::Base)
                    .iter()
                    .flat_map(|half| split(view, half, Side::Derived))
                    .collect(),
            },
        };
        Expansion::Successors(
            next.into_iter()
                .map(|mut s| {
                    s.base = self.resolve(view, s.base);
                    s.derived = self.resolve(view, s.derived);
                    s
                })
                .collect(),
        )
    }

    /// The merging or defining lane `term` comes from (itself if none).
    fn resolve(&mut self, view: &FunctionView, term: Term) -> Term {
        let mut walked = Vec::new();
        let mut current = term;
        while let Term::Lane(v, l) = current {
            if let Some(&known) = self.resolved.get(&(v, l)) {
                current = known;
                break;
            }
            // A chain longer than the function is a cycle of unreachable code.
            if walked.len() > view.body.values.len() {
                break;
            }
            match step(view, v, l) {
                Step::From(next) => {
                    walked.push((v, l));
                    current = next;
                }
                Step::Stop => break,
            }
        }
        for lane in walked {
            self.resolved.insert(lane, current);
        }
        current
    }

    /// Lanes of the function's pointer values that may be interior pointers: a forward
    /// fixed point from the non-zero-offset GEPs over the lanes each lane comes from or
    /// merges, stopping at values marked `!is_base_value`.
    fn interior_lanes(&mut self, view: &FunctionView) -> HashSet<(Value, u32)> {
        let body = view.body;
        let mut users: HashMap<(Value, u32), Vec<(Value, u32)>> = HashMap::default();
        let mut interior: HashSet<(Value, u32)> = HashSet::default();
        let mut pending = Vec::new();
        for (b, i) in body.insts_in_order() {
            let Some(v) = body.inst(i).result else {
                continue;
            };
            let marked_base = body.inst(i).metadata("is_base_value").is_some();
            if !view.cfg.is_reachable(b) || !is_pointer(view, v) || marked_base {
                continue;
            }
            for l in 0..value_lane_count(view, v) {
                let (seed, sources) = self.interior_sources(view, i, v, l);
                if seed {
                    interior.insert((v, l));
                    pending.push((v, l));
                }
                for source in sources {
                    if let Term::Lane(s, sl) = source {
                        users.entry((s, sl)).or_default().push((v, l));
                    }
                }
            }
        }
        while let Some(lane) = pending.pop() {
            for &user in users.get(&lane).map_or(&[][..], Vec::as_slice) {
                if interior.insert(user) {
                    pending.push(user);
                }
            }
        }
        interior
    }

    /// Whether lane `l` of `i`'s result `result` is itself interior (a non-zero-offset
    /// GEP of a non-constant pointer), and the lanes it comes from or merges.
    fn interior_sources(
        &mut self,
        view: &FunctionView,
        i: Inst,
        result: Value,
        l: u32,
    ) -> (bool, Vec<Term>) {
        if let InstKind::Gep { base, indices, .. } = &view.body.inst(i).kind {
            let from = operand_lane(view, base, l);
            let moves = !indices.iter().all(|x| is_zero(view.m, x));
            let from_constant =
                matches!(self.resolve(view, from), Term::Constant | Term::Undefined);
            return (moves && !from_constant, vec![from]);
        }
        let is_get_base = matches!(&view.body.inst(i).kind, InstKind::Call { call, .. }
            if called_name(view.m, call).is_some_and(|n| n.starts_with(GET_POINTER_BASE_PREFIX)));
        if is_get_base {
            return (false, Vec::new());
        }
        match step(view, result, l) {
            Step::From(term) => (false, vec![term]),
            Step::Stop => (false, merged_lanes(view, Term::Lane(result, l))),
        }
    }
}

/// True for a pointer or a vector of pointers.
fn is_pointer(view: &FunctionView, v: Value) -> bool {
    let types = &view.m.types;
    types.is_ptr(types.scalar_type(view.body.value_type(v)))
}

fn type_lane_count(view: &FunctionView, ty: crate::types::TypeId) -> u32 {
    match view.m.types.get(ty) {
        crate::types::Type::Vector { len, .. } => (*len).max(1),
        _ => 1,
    }
}

fn value_lane_count(view: &FunctionView, v: Value) -> u32 {
    type_lane_count(view, view.body.value_type(v))
}

fn lane_count(view: &FunctionView, operand: &Operand) -> u32 {
    match operand {
        Operand::Value(v) => value_lane_count(view, *v),
        Operand::Const(c) => type_lane_count(view, view.m.consts.ty(*c)),
        Operand::Metadata(_) => 1,
    }
}

/// Lane `lane` of `operand`; a scalar has one lane, which stands for every lane.
fn operand_lane(view: &FunctionView, operand: &Operand, lane: u32) -> Term {
    match operand {
        Operand::Value(v) => {
            let count = value_lane_count(view, *v);
            Term::Lane(*v, if count == 1 { 0 } else { lane.min(count - 1) })
        }
        Operand::Const(c) => constant_lane(view.m, *c, lane),
        Operand::Metadata(_) => Term::Undefined,
    }
}

fn constant_lane(m: &Module, c: ConstId, lane: u32) -> Term {
    match m.consts.get(c) {
        ConstData::Undef(_) | ConstData::Poison(_) => Term::Undefined,
        ConstData::Vector { elems, .. } if !elems.is_empty() => {
            constant_lane(m, elems[(lane as usize).min(elems.len() - 1)], 0)
        }
        _ => Term::Constant,
    }
}

/// A constant lane number.
fn constant_index(m: &Module, operand: &Operand) -> Option<u32> {
    u32::try_from(m.consts.as_int(operand.as_const()?)?.to_u64()?).ok()
}

/// True if `operand` is a constant zero (or a vector of zeros).
fn is_zero(m: &Module, operand: &Operand) -> bool {
    let Some(c) = operand.as_const() else {
        return false;
    };
    match m.consts.get(c) {
        ConstData::Int { value, .. } => value.is_zero(),
        ConstData::Zero(_) | ConstData::Null(_) => true,
        ConstData::Vector { elems, .. } => elems.iter().all(|&e| is_zero(m, &Operand::Const(e))),
        _ => false,
    }
}

/// The lane a shuffle puts in lane `lane`: `Some(None)` for an undefined mask element,
/// `None` when the mask is not a constant vector.
fn shuffle_source(
    view: &FunctionView,
    a: &Operand,
    mask: ConstId,
    lane: u32,
) -> Option<Option<(bool, u32)>> {
    let chosen = match view.m.consts.get(mask) {
        ConstData::Zero(_) => Some(0),
        ConstData::Vector { elems, .. } => {
            let element = *elems.get(lane as usize)?;
            match view.m.consts.get(element) {
                ConstData::Undef(_) | ConstData::Poison(_) => None,
                _ => Some(constant_index(view.m, &Operand::Const(element))?),
            }
        }
        _ => return None,
    };
    let first_lanes = lane_count(view, a);
    Some(chosen.map(|k| {
        if k < first_lanes {
            (true, k)
        } else {
            (false, k - first_lanes)
        }
    }))
}

fn called_name<'m>(m: &'m Module, call: &CallSite) -> Option<&'m str> {
    m.called_function(&call.callee)
        .map(|g| m.global(g).name.as_str())
}

/// The operands a `gc.relocate` names as (base, derived) (`gc-live` entries, or
/// statepoint arguments in the legacy form), when its token leads to a statepoint and
/// both indices are in range.
fn relocate_operands<'b>(
    m: &Module,
    body: &'b Body,
    cfg: &Cfg,
    call: &CallSite,
) -> Option<(&'b Operand, &'b Operand)> {
    let token = call.args.first()?.value.as_value()?;
    let mut statepoint = body.defining_inst(token)?;
    if matches!(body.inst(statepoint).kind, InstKind::LandingPad { .. }) {
        let pad_block = body.inst_block(statepoint)?;
        statepoint = body.terminator(cfg.unique_predecessor(pad_block)?)?;
    }
    let statepoint_call = body.inst(statepoint).kind.call_site()?;
    if !called_name(m, statepoint_call).is_some_and(|n| n.starts_with(STATEPOINT_PREFIX)) {
        return None;
    }
    let operand = |k: usize| {
        let index = usize::try_from(constant_index(m, &call.args.get(k)?.value)?).ok()?;
        statepoint_call.relocation_operand(index)
    };
    Some((operand(1)?, operand(2)?))
}

/// The operands of a relocate call `i`, if it is one.
fn as_relocate<'b>(view: &FunctionView<'b>, i: Inst) -> Option<(&'b Operand, &'b Operand)> {
    let InstKind::Call { call, .. } = &view.body.inst(i).kind else {
        return None;
    };
    if !called_name(view.m, call).is_some_and(|n| n.starts_with(RELOCATE_PREFIX)) {
        return None;
    }
    relocate_operands(view.m, view.body, view.cfg, call)
}

/// One step back from lane `l` of `v`.
fn step(view: &FunctionView, v: Value, l: u32) -> Step {
    let Some(i) = view.body.defining_inst(v) else {
        return Step::Stop;
    };
    let from = |operand: &Operand, lane: u32| Step::From(operand_lane(view, operand, lane));
    match &view.body.inst(i).kind {
        InstKind::Gep { base, .. } => from(base, l),
        InstKind::Cast {
            op: crate::CastOp::BitCast | crate::CastOp::AddrSpaceCast,
            value,
            ..
        }
        | InstKind::Freeze(value) => from(value, l),
        InstKind::InsertElement {
            vector,
            elem,
            index,
        } => match constant_index(view.m, index) {
            Some(k) if k == l => from(elem, 0),
            Some(_) => from(vector, l),
            None => Step::Stop,
        },
        InstKind::ExtractElement { vector, index } => match constant_index(view.m, index) {
            Some(k) => from(vector, k),
            None => Step::Stop,
        },
        InstKind::ShuffleVector { a, b, mask } => match shuffle_source(view, a, *mask, l) {
            Some(Some((true, k))) => from(a, k),
            Some(Some((false, k))) => from(b, k),
            Some(None) => Step::From(Term::Undefined),
            None => Step::Stop,
        },
        InstKind::Call { call, .. } => {
            if let Some((_, derived)) = as_relocate(view, i) {
                return from(derived, l);
            }
            let is_get_base =
                called_name(view.m, call).is_some_and(|n| n.starts_with(GET_POINTER_BASE_PREFIX));
            match call.args.first() {
                Some(pointer) if is_get_base => from(&pointer.value, l),
                _ => Step::Stop,
            }
        }
        _ => Step::Stop,
    }
}

fn shape(view: &FunctionView, term: Term) -> Shape {
    let Term::Lane(v, _) = term else {
        return Shape::Leaf;
    };
    let Some(i) = view.body.defining_inst(v) else {
        return Shape::Leaf;
    };
    match &view.body.inst(i).kind {
        InstKind::Phi { .. } => match view.body.inst_block(i) {
            Some(b) => Shape::Phi(b),
            None => Shape::Leaf,
        },
        InstKind::Select { .. } => Shape::Select,
        InstKind::InsertElement { index, .. } | InstKind::ExtractElement { index, .. } => {
            Shape::VariableLane(index.clone())
        }
        InstKind::ShuffleVector { .. } => Shape::Shuffle,
        _ => Shape::Leaf,
    }
}

/// The lanes a merging lane (`select`, variable-lane vector operation) takes.
fn merged_lanes(view: &FunctionView, term: Term) -> Vec<Term> {
    let Term::Lane(v, l) = term else {
        return Vec::new();
    };
    let Some(i) = view.body.defining_inst(v) else {
        return Vec::new();
    };
    let all_lanes = |operand: &Operand| {
        (0..lane_count(view, operand))
            .map(|k| operand_lane(view, operand, k))
            .collect::<Vec<_>>()
    };
    match &view.body.inst(i).kind {
        InstKind::Select { t, f, .. } => vec![operand_lane(view, t, l), operand_lane(view, f, l)],
        InstKind::Phi { incoming, .. } => incoming
            .iter()
            .filter(|(_, from)| view.cfg.is_reachable(*from))
            .map(|(value, _)| operand_lane(view, value, l))
            .collect(),
        InstKind::InsertElement { vector, elem, .. } => {
            vec![operand_lane(view, vector, l), operand_lane(view, elem, 0)]
        }
        InstKind::ExtractElement { vector, .. } => all_lanes(vector),
        InstKind::ShuffleVector { a, b, .. } => {
            let mut lanes = all_lanes(a);
            lanes.extend(all_lanes(b));
            lanes
        }
        _ => Vec::new(),
    }
}

/// True if two `extractelement`s (or two `insertelement`s at the same lane) with the
/// same variable lane number pick their n-th merged lane together.
fn lanes_picked_together(view: &FunctionView, base: Term, derived: Term) -> bool {
    let (Term::Lane(b, base_lane), Term::Lane(d, derived_lane)) = (base, derived) else {
        return false;
    };
    let kind = |v: Value| view.body.defining_inst(v).map(|i| &view.body.inst(i).kind);
    match (kind(b), kind(d)) {
        (Some(InstKind::ExtractElement { .. }), Some(InstKind::ExtractElement { .. })) => true,
        (Some(InstKind::InsertElement { .. }), Some(InstKind::InsertElement { .. })) => {
            base_lane == derived_lane
        }
        _ => false,
    }
}

/// The input of phi lane `term` on the edge from `from`.
fn phi_input(view: &FunctionView, term: Term, from: Block) -> Option<Term> {
    let Term::Lane(v, l) = term else {
        return None;
    };
    match &view.body.inst(view.body.defining_inst(v)?).kind {
        InstKind::Phi { incoming, .. } => incoming
            .iter()
            .find(|(_, b)| *b == from)
            .map(|(value, _)| operand_lane(view, value, l)),
        _ => None,
    }
}

/// Which side of a pair.
#[derive(Copy, Clone)]
enum Side {
    Base,
    Derived,
}

/// A pair of lanes followed together, with the values of the `select` conditions the
/// path to them took (a condition has one value while no phi is crossed).
#[derive(Clone, PartialEq, Eq, Hash)]
struct PairState {
    base: Term,
    derived: Term,
    /// (condition, lane of a vector condition, value taken), sorted.
    conditions: Vec<(Value, u32, bool)>,
}

impl PairState {
    /// A pair reached across a phi: the conditions taken before no longer hold.
    fn new(base: Term, derived: Term) -> PairState {
        PairState {
            base,
            derived,
            conditions: Vec::new(),
        }
    }

    fn with(&self, base: Term, derived: Term, conditions: Vec<(Value, u32, bool)>) -> PairState {
        PairState {
            base,
            derived,
            conditions,
        }
    }
}

/// Takes apart the merging lane on `side` of `state`, keeping the other side.
fn split(view: &FunctionView, state: &PairState, side: Side) -> Vec<PairState> {
    let merging = match side {
        Side::Base => state.base,
        Side::Derived => state.derived,
    };
    let put = |lane: Term, conditions: Vec<(Value, u32, bool)>| match side {
        Side::Base => state.with(lane, state.derived, conditions),
        Side::Derived => state.with(state.base, lane, conditions),
    };
    match shape(view, merging) {
        Shape::Phi(_) => merged_lanes(view, merging)
            .into_iter()
            .map(|lane| match side {
                Side::Base => PairState::new(lane, state.derived),
                Side::Derived => PairState::new(state.base, lane),
            })
            .collect(),
        Shape::Select => {
            let arms = merged_lanes(view, merging);
            match select_condition(view, merging) {
                Condition::Known(value) => {
                    vec![put(arms[usize::from(!value)], state.conditions.clone())]
                }
                Condition::Unknown(key) => {
                    let taken = state
                        .conditions
                        .iter()
                        .find(|&&(v, l, _)| (v, l) == key)
                        .map(|&(_, _, value)| value);
                    match taken {
                        Some(value) => {
                            vec![put(arms[usize::from(!value)], state.conditions.clone())]
                        }
                        None => [true, false]
                            .into_iter()
                            .map(|value| {
                                let mut conditions = state.conditions.clone();
                                conditions.push((key.0, key.1, value));
                                conditions.sort_unstable();
                                put(arms[usize::from(!value)], conditions)
                            })
                            .collect(),
                    }
                }
                Condition::PerLane => arms
                    .into_iter()
                    .map(|arm| put(arm, state.conditions.clone()))
                    .collect(),
            }
        }
        _ => merged_lanes(view, merging)
            .into_iter()
            .map(|lane| put(lane, state.conditions.clone()))
            .collect(),
    }
}

/// What is known of a select lane's condition.
enum Condition {
    /// A constant.
    Known(bool),
    /// A value (and the lane of it that decides, 0 for a scalar condition).
    Unknown((Value, u32)),
    /// Not a constant nor a value (nothing to correlate).
    PerLane,
}

fn select_condition(view: &FunctionView, select: Term) -> Condition {
    let Term::Lane(v, lane) = select else {
        return Condition::PerLane;
    };
    let Some(InstKind::Select { cond, .. }) =
        view.body.defining_inst(v).map(|i| &view.body.inst(i).kind)
    else {
        return Condition::PerLane;
    };
    match cond {
        Operand::Value(c) => {
            let lane = if value_lane_count(view, *c) == 1 {
                0
            } else {
                lane
            };
            Condition::Unknown((*c, lane))
        }
        Operand::Const(k) => match view.m.consts.as_int(*k).and_then(|i| i.to_u64()) {
            Some(bit) => Condition::Known(bit != 0),
            None => Condition::PerLane,
        },
        Operand::Metadata(_) => Condition::PerLane,
    }
}

/// The side whose merging lane is defined later (dominated by the other's definition),
/// `None` if their definitions are not ordered by dominance.
fn later_of(view: &FunctionView, base: Term, derived: Term) -> Option<Side> {
    let position = |t: Term| {
        let Term::Lane(v, _) = t else {
            return None;
        };
        let i = view.body.defining_inst(v)?;
        Some((view.order.block(i)?, view.order.position(i)?))
    };
    let ((base_block, base_position), (derived_block, derived_position)) =
        (position(base)?, position(derived)?);
    if base_block == derived_block {
        Some(if base_position > derived_position {
            Side::Base
        } else {
            Side::Derived
        })
    } else if view.dom.strictly_dominates(derived_block, base_block) {
        Some(Side::Base)
    } else if view.dom.strictly_dominates(base_block, derived_block) {
        Some(Side::Derived)
    } else {
        None
    }
}

/// The assumed bases of the function (module docs), by value index.
fn assumed_bases(view: &FunctionView) -> Vec<bool> {
    let body = view.body;
    let mut versions = relocated_versions(view);
    let deopt_values: HashSet<usize> = body
        .insts_in_order()
        .filter(|&(b, _)| view.cfg.is_reachable(b))
        .filter_map(|(_, i)| body.inst(i).kind.call_site())
        .filter_map(|call| call.bundle("deopt"))
        .flat_map(|bundle| bundle.inputs.iter().filter_map(Operand::as_value))
        .map(|v| versions.find(v.index()))
        .collect();
    (0..body.values.len())
        .map(|v| deopt_values.contains(&versions.find(v)))
        .collect()
}

/// Sets of values that are versions of one value: a relocate of a value as its own base
/// is a version of it, and so is a phi whose inputs are all versions of one value
/// (inputs that are versions of the phi itself aside: loops), as SSA repair after
/// relocation makes them. Sets only merge, so the iteration ends.
fn relocated_versions(view: &FunctionView) -> Versions {
    let body = view.body;
    let mut versions = Versions((0..body.values.len()).collect());
    let mut phis = Vec::new();
    for (b, i) in body.insts_in_order() {
        let Some(result) = body.inst(i).result else {
            continue;
        };
        if !view.cfg.is_reachable(b) {
            continue;
        }
        if let InstKind::Phi { incoming, .. } = &body.inst(i).kind {
            phis.push((result, incoming));
        } else if let Some((base, derived)) = as_relocate(view, i) {
            if let (true, Some(relocated)) = (base == derived, derived.as_value()) {
                versions.union(result.index(), relocated.index());
            }
        }
    }
    let mut changed = true;
    while changed {
        changed = false;
        for &(phi, incoming) in &phis {
            let own = versions.find(phi.index());
            let mut others = incoming
                .iter()
                .filter(|(_, from)| view.cfg.is_reachable(*from))
                .map(|(input, _)| input.as_value().map(|v| versions.find(v.index())))
                .filter(|&set| set != Some(own));
            let Some(Some(first)) = others.next() else {
                continue;
            };
            if others.all(|set| set == Some(first)) {
                versions.union(own, first);
                changed = true;
            }
        }
    }
    versions
}

/// A union-find over value indices.
struct Versions(Vec<usize>);

impl Versions {
    fn find(&mut self, mut v: usize) -> usize {
        while self.0[v] != v {
            self.0[v] = self.0[self.0[v]];
            v = self.0[v];
        }
        v
    }

    fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        self.0[a] = b;
    }
}
