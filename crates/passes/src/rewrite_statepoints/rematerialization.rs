//! Phase 5: recompute derived pointers from their relocated base instead of
//! relocating them (spec §6 step 5).
//!
//! A *candidate* is a live derived pointer computed from its base by a chain of
//! at most 10 GEPs and no-op casts (LLVM's `ChainLengthThreshold`), whose root is
//! the base (or a phi equivalent to the base phi). Its cost is 2 per GEP with a
//! non-constant index (address arithmetic and no-op casts are free, as with
//! LLVM's default cost model); it is used only if the cost is below
//! `-spp-rematerialization-threshold` (default 6; doubled for invokes, which
//! need two copies).
//!
//! With `-rs4gc-remat-derived-at-uses` (default), a candidate whose uses are not
//! phis, that is live at no fewer statepoints than it has uses (strictly more
//! when not free), and that is not a single use in its own block, is cloned
//! right before each use, last use first, as LLVM walks its use list; it leaves
//! every live set. Remaining candidates are cloned after each statepoint where
//! they are live (both successors of an invoke) and leave that live set; the
//! clones (`<name>.remat`) are placed after the relocates by [`super::statepoints`].
//!
//! Clones read the *unrelocated* base; SSA repair then points them at the
//! relocation reaching them, which is what makes them read the relocated base.

use ir::{Block, Body, CastOp, Inst, InstKind, Module, Operand, Value};
use rustc_hash::FxHashMap as HashMap;

/// LLVM's `ChainLengthThreshold`.
const CHAIN_LENGTH_THRESHOLD: usize = 10;

/// A rematerializable derived pointer.
pub struct Candidate {
    pub derived: Value,
    /// Defining instructions from the derived pointer down to the root (exclusive).
    chain: Vec<Inst>,
    root: Value,
    base: Value,
    cost: u32,
}

/// The chain of GEPs and no-op casts from `value` down to its first other definition.
fn chain_to_root(m: &Module, body: &Body, value: Value) -> (Vec<Inst>, Option<Value>) {
    let mut chain = Vec::new();
    let mut current = Operand::Value(value);
    loop {
        let Operand::Value(v) = current else {
            return (chain, None);
        };
        let Some(i) = body.defining_inst(v) else {
            return (chain, Some(v));
        };
        current = match &body.inst(i).kind {
            InstKind::Gep { base, .. } => base.clone(),
            InstKind::Cast {
                op: CastOp::BitCast,
                value,
                ..
            } => value.clone(),
            InstKind::Cast {
                op: CastOp::PtrToInt | CastOp::IntToPtr,
                value,
                to,
                ..
            } if is_same_size_cast(m, body, value, *to) => value.clone(),
            _ => return (chain, Some(v)),
        };
        chain.push(i);
    }
}

fn is_same_size_cast(m: &Module, body: &Body, value: &Operand, to: ir::TypeId) -> bool {
    let from = match value {
        Operand::Value(v) => body.value_type(*v),
        Operand::Const(c) => m.consts.ty(*c),
        Operand::Metadata(_) => return false,
    };
    let bits = |t: ir::TypeId| {
        if m.types.is_ptr(m.types.scalar_type(t)) {
            Some(64)
        } else {
            m.types.int_width(m.types.scalar_type(t))
        }
    };
    bits(from).is_some() && bits(from) == bits(to)
}

fn chain_cost(body: &Body, chain: &[Inst]) -> u32 {
    chain
        .iter()
        .map(|&i| match &body.inst(i).kind {
            InstKind::Gep { indices, .. } if !indices.iter().all(|x| x.as_const().is_some()) => 2,
            _ => 0,
        })
        .sum()
}

/// Two phis in one block with the same value for every incoming block.
fn are_equivalent_phis(body: &Body, a: Value, b: Value) -> bool {
    let (Some(ia), Some(ib)) = (body.defining_inst(a), body.defining_inst(b)) else {
        return false;
    };
    let (
        InstKind::Phi {
            incoming: incoming_a,
            ..
        },
        InstKind::Phi {
            incoming: incoming_b,
            ..
        },
    ) = (&body.inst(ia).kind, &body.inst(ib).kind)
    else {
        return false;
    };
    body.inst_block(ia) == body.inst_block(ib)
        && incoming_a.len() == incoming_b.len()
        && incoming_a.iter().all(|(value, from)| {
            incoming_b
                .iter()
                .find(|(_, other)| other == from)
                .is_some_and(|(other_value, _)| other_value == value)
        })
}

/// Candidates among the `(derived, base)` pairs, in the given order.
pub fn find_candidates(m: &Module, body: &Body, pairs: &[(Value, Value)]) -> Vec<Candidate> {
    let mut candidates = Vec::new();
    for &(derived, base) in pairs {
        if derived == base {
            continue;
        }
        let (chain, root) = chain_to_root(m, body, derived);
        let Some(root) = root else {
            continue;
        };
        if chain.is_empty() || chain.len() > CHAIN_LENGTH_THRESHOLD {
            continue;
        }
        if root != base && !are_equivalent_phis(body, root, base) {
            continue;
        }
        let cost = chain_cost(body, &chain);
        candidates.push(Candidate {
            derived,
            chain,
            root,
            base,
            cost,
        });
    }
    candidates
}

/// Clones `candidate`'s chain (top-most first), the first clone reading `base`
/// instead of the root; returns the clones, last one computing the derived value.
fn clone_chain(body: &mut Body, candidate: &Candidate) -> Vec<Inst> {
    let mut clones = Vec::with_capacity(candidate.chain.len());
    let mut previous: Option<(Value, Value)> = None;
    for &original in candidate.chain.iter().rev() {
        let mut kind = body.inst(original).kind.clone();
        let (from, to) = previous.unwrap_or((candidate.root, candidate.base));
        kind.visit_operands_mut(|o| {
            if o.as_value() == Some(from) {
                *o = Operand::Value(to);
            }
        });
        let result = body.inst(original).result.expect("chain values are typed");
        let ty = body.value_type(result);
        // As LLVM names clones: the original's name (empty for an unnamed
        // value) and ".remat", made unique.
        let name = format!("{}.remat", body.value(result).name.as_deref().unwrap_or(""));
        let clone = body.create_named_inst(kind, Some(ty), Some(&name));
        // A clone keeps the original's metadata (its debug location included), as LLVM's.
        body.inst_mut(clone).metadata = body.inst(original).metadata.clone();
        previous = Some((result, body.inst(clone).result.expect("typed")));
        clones.push(clone);
    }
    clones
}

/// Clones for one statepoint: the original derived value and its clone chains
/// for the normal path and (invokes) the unwind path.
pub struct RematerializedAfterStatepoint {
    pub derived: Value,
    pub normal: Vec<Inst>,
    pub unwind: Option<Vec<Inst>>,
}

/// Rematerializes profitable candidates before each of their uses and removes
/// them from every live set; returns the candidates left.
pub fn rematerialize_at_uses(
    m: &Module,
    body: &mut Body,
    candidates: Vec<Candidate>,
    live_sets: &mut [Vec<Value>],
    threshold: u32,
) -> Vec<Candidate> {
    let mut users: HashMap<Value, Vec<Inst>> = HashMap::default();
    let mut use_count: HashMap<Value, usize> = HashMap::default();
    let interesting: HashMap<Value, ()> = candidates.iter().map(|c| (c.derived, ())).collect();
    for (_, i) in body.insts_in_order() {
        body.inst(i).kind.visit_operands(|o| {
            if let Some(v) = o.as_value().filter(|v| interesting.contains_key(v)) {
                *use_count.entry(v).or_default() += 1;
                let list = users.entry(v).or_default();
                if list.last() != Some(&i) {
                    list.push(i);
                }
            }
        });
    }
    let mut live_count: HashMap<Value, usize> = HashMap::default();
    for set in live_sets.iter() {
        for v in set {
            if interesting.contains_key(v) {
                *live_count.entry(*v).or_default() += 1;
            }
        }
    }
    let mut remaining = Vec::new();
    let mut insert_before: HashMap<Inst, Vec<Inst>> = HashMap::default();
    let mut rematerialized: HashMap<Value, ()> = HashMap::default();
    for mut candidate in candidates {
        let derived = candidate.derived;
        let candidate_users = users.get(&derived).cloned().unwrap_or_default();
        let uses = use_count.get(&derived).copied().unwrap_or(0);
        let def_block = body.defining_inst(derived).and_then(|i| body.inst_block(i));
        let single_local_use =
            uses == 1 && candidate_users.first().and_then(|&u| body.inst_block(u)) == def_block;
        let has_phi_user = candidate_users.iter().any(|&u| body.inst(u).kind.is_phi());
        let live_at = live_count.get(&derived).copied().unwrap_or(0);
        let profitable = live_at > uses || (live_at == uses && candidate.cost == 0);
        if candidate.cost >= threshold
            || uses == 0
            || single_local_use
            || has_phi_user
            || !profitable
        {
            remaining.push(candidate);
            continue;
        }
        // A link of the chain may have been rematerialized at its uses already,
        // so the chain is read again (LLVM does the same).
        if candidate.chain.len() > 1 {
            candidate.chain = chain_to_root(m, body, derived).0;
        }
        for &user in candidate_users.iter().rev() {
            let clones = clone_chain(body, &candidate);
            let value = body
                .inst(*clones.last().expect("non-empty chain"))
                .result
                .expect("typed");
            body.inst_mut(user).kind.visit_operands_mut(|o| {
                if o.as_value() == Some(derived) {
                    *o = Operand::Value(value);
                }
            });
            insert_before.entry(user).or_default().extend(clones);
        }
        rematerialized.insert(derived, ());
    }
    let any_rematerialized = !rematerialized.is_empty();
    for set in live_sets.iter_mut() {
        set.retain(|v| !rematerialized.contains_key(v));
    }
    place_before(body, insert_before);
    if any_rematerialized {
        refresh_chains(m, body, &mut remaining);
    }
    remaining
}

fn place_before(body: &mut Body, insert_before: HashMap<Inst, Vec<Inst>>) {
    let mut blocks: Vec<Block> = insert_before
        .keys()
        .filter_map(|&i| body.inst_block(i))
        .collect();
    blocks.sort();
    blocks.dedup();
    for b in blocks {
        let mut rebuilt = Vec::with_capacity(body.block(b).insts.len());
        for &i in &body.block(b).insts {
            if let Some(clones) = insert_before.get(&i) {
                rebuilt.extend_from_slice(clones);
            }
            rebuilt.push(i);
        }
        body.set_block_insts(b, rebuilt);
    }
}

/// For one parse point, clones the affordable candidates live there and
/// removes them from `live`.
pub fn rematerialize_after_statepoint(
    body: &mut Body,
    call: Inst,
    candidates: &HashMap<Value, Candidate>,
    live: &mut Vec<Value>,
    threshold: u32,
) -> Vec<RematerializedAfterStatepoint> {
    let is_invoke = matches!(body.inst(call).kind, InstKind::Invoke { .. });
    let mut done = Vec::new();
    for &v in live.iter() {
        let Some(candidate) = candidates.get(&v) else {
            continue;
        };
        let cost = if is_invoke {
            candidate.cost * 2
        } else {
            candidate.cost
        };
        if cost >= threshold {
            continue;
        }
        let normal = clone_chain(body, candidate);
        let unwind = is_invoke.then(|| clone_chain(body, candidate));
        done.push(RematerializedAfterStatepoint {
            derived: v,
            normal,
            unwind,
        });
    }
    let removed: HashMap<Value, ()> = done.iter().map(|d| (d.derived, ())).collect();
    live.retain(|v| !removed.contains_key(v));
    done
}

/// Re-reads the chains of `candidates` after rematerialization at uses may have
/// replaced an inner link by its clone (the root stays as found first).
fn refresh_chains(m: &Module, body: &Body, candidates: &mut [Candidate]) {
    for candidate in candidates.iter_mut() {
        if candidate.chain.len() > 1 {
            candidate.chain = chain_to_root(m, body, candidate.derived).0;
        }
    }
}
