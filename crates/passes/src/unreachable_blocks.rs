//! LLVM's `removeUnreachableBlocks`, which RewriteStatepointsForGC and
//! PlaceSafepoints both run first: while marking the blocks reachable from the
//! entry it folds constant terminators (`ConstantFoldTerminator`), so a
//! `br i1 false` loses its dead successor before the passes look at loops;
//! then it deletes the unreachable blocks.
//!
//! Guarantees afterwards: every block in the layout is reachable from the
//! entry, no phi names a removed block, and removed blocks' names are free.

use crate::rewrite_statepoints::body_edit::leading_phis;
use ir::analysis::Cfg;
use ir::{Block, Body, InstKind, Module, Operand};

/// Folds constant terminators (as LLVM's `removeUnreachableBlocks` does while
/// marking live blocks), then removes blocks not reachable from the entry (and
/// their phi entries). Returns true if anything changed.
pub fn remove_unreachable_blocks(m: &mut Module, body: &mut Body) -> bool {
    let mut changed = false;
    for b in body.layout.clone() {
        changed |= fold_constant_terminator(m, body, b);
    }
    let cfg = Cfg::compute(body);
    if body.layout.iter().all(|&b| cfg.is_reachable(b)) {
        return changed;
    }
    let (kept, removed): (Vec<Block>, Vec<Block>) =
        body.layout.iter().partition(|&&b| cfg.is_reachable(b));
    body.layout = kept;
    for b in removed {
        for i in body.block(b).insts.clone() {
            body.remove_inst(i);
        }
        body.set_block_name(b, "");
    }
    for b in body.layout.clone() {
        for phi in leading_phis(body, b) {
            if let InstKind::Phi { incoming, .. } = &mut body.inst_mut(phi).kind {
                incoming.retain(|(_, from)| cfg.is_reachable(*from));
            }
        }
    }
    true
}

/// LLVM's `ConstantFoldTerminator`: a conditional branch on a constant or with
/// equal destinations becomes a branch; a switch loses the cases that go to its
/// default destination, becomes a branch when on a constant or left with a single
/// destination, and a conditional branch on `icmp eq` (named `cond`) when one case
/// remains. Phis of destinations no longer reached lose one entry per removed edge.
fn fold_constant_terminator(m: &mut Module, body: &mut Body, b: Block) -> bool {
    let Some(terminator) = body.terminator(b) else {
        return false;
    };
    let constant_of =
        |m: &Module, o: &Operand| o.as_const().and_then(|c| m.consts.as_int(c).cloned());
    let (new_kind, dropped_edges, compare) = match body.inst(terminator).kind.clone() {
        InstKind::CondBr {
            cond,
            then_dest,
            else_dest,
        } => {
            if then_dest == else_dest {
                (InstKind::Br(then_dest), vec![else_dest], None)
            } else if let Some(value) = constant_of(m, &cond) {
                let (taken, dropped) = if value.is_zero() {
                    (else_dest, then_dest)
                } else {
                    (then_dest, else_dest)
                };
                (InstKind::Br(taken), vec![dropped], None)
            } else {
                return false;
            }
        }
        InstKind::Switch {
            value,
            default,
            cases,
        } => {
            if let Some(constant) = constant_of(m, &value) {
                let taken = cases
                    .iter()
                    .find(|(c, _)| m.consts.as_int(*c) == Some(&constant))
                    .map_or(default, |(_, dest)| *dest);
                let mut dropped: Vec<Block> = std::iter::once(default)
                    .chain(cases.iter().map(|(_, d)| *d))
                    .collect();
                let keep = dropped
                    .iter()
                    .position(|&d| d == taken)
                    .expect("taken is a successor");
                dropped.remove(keep);
                (InstKind::Br(taken), dropped, None)
            } else {
                let (to_default, kept): (Vec<_>, Vec<_>) =
                    cases.into_iter().partition(|(_, dest)| *dest == default);
                if to_default.is_empty() && kept.len() != 1 {
                    return false;
                }
                let dropped: Vec<Block> = to_default.iter().map(|(_, d)| *d).collect();
                match kept.as_slice() {
                    [] => (InstKind::Br(default), dropped, None),
                    [(case, dest)] => {
                        let compare = InstKind::ICmp {
                            pred: ir::IntPredicate::Eq,
                            lhs: value,
                            rhs: Operand::Const(*case),
                        };
                        (
                            InstKind::Br(*dest),
                            dropped,
                            Some((compare, *dest, default)),
                        )
                    }
                    _ => (
                        InstKind::Switch {
                            value,
                            default,
                            cases: kept,
                        },
                        dropped,
                        None,
                    ),
                }
            }
        }
        _ => return false,
    };
    for dest in dropped_edges {
        remove_one_phi_entry(body, dest, b);
    }
    match compare {
        Some((compare_kind, then_dest, else_dest)) => {
            let i1 = m.types.int(1);
            let compare = body.create_named_inst(compare_kind, Some(i1), Some("cond"));
            let position = body.block(b).insts.len() - 1;
            body.insert_inst(b, position, compare);
            let cond = Operand::Value(body.inst(compare).result.expect("typed"));
            body.inst_mut(terminator).kind = InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            };
        }
        None => body.inst_mut(terminator).kind = new_kind,
    }
    true
}

fn remove_one_phi_entry(body: &mut Body, b: Block, predecessor: Block) {
    for phi in leading_phis(body, b) {
        if let InstKind::Phi { incoming, .. } = &mut body.inst_mut(phi).kind {
            if let Some(k) = incoming.iter().position(|(_, from)| *from == predecessor) {
                incoming.remove(k);
            }
        }
    }
}
