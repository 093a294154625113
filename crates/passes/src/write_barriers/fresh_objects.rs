//! Pointers into fresh objects: objects allocated with no possible collection
//! since (docs/collectors.md, "Write barriers": a store into one needs no
//! barrier). Shared by the pass, which elides those barriers, and by
//! [`crate::barrier_checker`], which accepts those stores "the same way".
//!
//! A forward must-analysis over the blocks reachable from the entry. The set
//! before an instruction holds the values that, on every path from the entry,
//! were last defined as one of
//! * an allocation: the result of a call of `@gc_alloc`, or the `gc.result` of
//!   a statepoint calling it (the form after RewriteStatepointsForGC);
//! * a load of the allocation buffer's cursor (`load i64, ptr
//!   @gc_allocation_buffer`), or the `inttoptr` of such a fresh cursor (the
//!   inline allocation fast path's object);
//! * a GEP, pointer cast or `freeze` of a fresh value, a `select` of two, or a
//!   `phi` whose incoming values are all fresh at the ends of their edges;
//!
//! with no call that may collect ([`may_collect`]) since. Such a call empties
//! the set (an allocation's own result then enters it); a value defined again
//! in any other way leaves it (a loop executes its definitions again).
//!
//! Invariant: a value in the set points into an object allocated after the
//! last possible collection, on every path. The runtime keeps such an object
//! out of the unlogged state (docs/collectors.md), so a store into it needs no
//! barrier.

use crate::call_classification::{
    called_function_name, is_gc_result, is_statepoint, may_collect, TargetLibraryInfo,
};
use ir::analysis::Cfg;
use ir::{Block, Body, CastOp, Inst, InstKind, Module, Operand, Value};
use rustc_hash::FxHashSet as HashSet;

/// The runtime's allocation function.
const ALLOCATION_FUNCTION: &str = "gc_alloc";

/// The runtime's allocation buffer (`{ i64 cursor, i64 limit }`).
const ALLOCATION_BUFFER_VARIABLE: &str = "gc_allocation_buffer";

/// The statepoint argument holding the called function.
const STATEPOINT_TARGET_ARGUMENT: usize = 2;

/// The solved analysis of one function body.
pub(crate) struct FreshPointers<'a> {
    m: &'a Module,
    body: &'a Body,
    tli: &'a TargetLibraryInfo,
    cfg: Cfg,
    /// The set at the end of each block (by block index); `None` for a block
    /// not reached yet while solving (the set of everything), or unreachable.
    at_end: Vec<Option<HashSet<Value>>>,
}

impl<'a> FreshPointers<'a> {
    /// Solves the analysis over `body` (iterating in reverse post-order to the
    /// fixed point; sets only shrink).
    pub(crate) fn compute(m: &'a Module, body: &'a Body, tli: &'a TargetLibraryInfo) -> Self {
        let cfg = Cfg::compute(body);
        let mut analysis = FreshPointers {
            m,
            body,
            tli,
            at_end: vec![None; body.blocks.len()],
            cfg,
        };
        let order = analysis.cfg.reverse_post_order().to_vec();
        loop {
            let mut changed = false;
            for &b in &order {
                let mut fresh = analysis.at_start(b);
                for &i in &body.block(b).insts {
                    analysis.step(&mut fresh, i);
                }
                if analysis.at_end[b.index()].as_ref() != Some(&fresh) {
                    analysis.at_end[b.index()] = Some(fresh);
                    changed = true;
                }
            }
            if !changed {
                return analysis;
            }
        }
    }

    /// True if `b` is reachable from the entry (only those are analysed).
    pub(crate) fn is_reachable(&self, b: Block) -> bool {
        self.cfg.is_reachable(b)
    }

    /// Calls `visit` with every instruction of reachable block `b`, in order,
    /// and the fresh values right before it.
    pub(crate) fn walk_block(&self, b: Block, mut visit: impl FnMut(Inst, &HashSet<Value>)) {
        let mut fresh = self.at_start(b);
        for &i in &self.body.block(b).insts {
            visit(i, &fresh);
            self.step(&mut fresh, i);
        }
    }

    /// True if `operand` is a fresh value in `fresh`.
    pub(crate) fn is_fresh(fresh: &HashSet<Value>, operand: &Operand) -> bool {
        operand.as_value().is_some_and(|v| fresh.contains(&v))
    }

    /// The set at the start of `b`, before its phis (whose results it decides).
    fn at_start(&self, b: Block) -> HashSet<Value> {
        let predecessors: Vec<Block> = self
            .cfg
            .predecessors(b)
            .iter()
            .copied()
            .filter(|&p| self.cfg.is_reachable(p))
            .collect();
        let mut fresh: Option<HashSet<Value>> = None;
        for &p in &predecessors {
            if let Some(at_end) = &self.at_end[p.index()] {
                fresh = Some(match fresh {
                    None => at_end.clone(),
                    Some(mut so_far) => {
                        so_far.retain(|v| at_end.contains(v));
                        so_far
                    }
                });
            }
        }
        let mut fresh = fresh.unwrap_or_default();
        for &i in &self.body.block(b).insts {
            let InstKind::Phi { incoming, .. } = &self.body.inst(i).kind else {
                break;
            };
            let result = self.body.inst(i).result.expect("a phi has a result");
            let all_fresh = incoming.iter().all(|(value, from)| {
                match &self.at_end[from.index()] {
                    Some(at_end) => Self::is_fresh(at_end, value),
                    // Not reached yet (optimistic), or unreachable (never taken).
                    None => true,
                }
            });
            if all_fresh && !incoming.is_empty() {
                fresh.insert(result);
            } else {
                fresh.remove(&result);
            }
        }
        fresh
    }

    /// The transfer function of a non-phi instruction.
    fn step(&self, fresh: &mut HashSet<Value>, i: Inst) {
        let data = self.body.inst(i);
        if data.kind.is_phi() {
            return;
        }
        if let Some(call) = data.kind.call_site() {
            if may_collect(self.m, call, self.tli) {
                fresh.clear();
            }
        }
        let Some(result) = data.result else {
            return;
        };
        if self.defines_fresh_value(fresh, &data.kind) {
            fresh.insert(result);
        } else {
            fresh.remove(&result);
        }
    }

    /// True if an instruction of `kind` defines a fresh value, given the fresh
    /// values before it (after a call that may collect: none).
    fn defines_fresh_value(&self, fresh: &HashSet<Value>, kind: &InstKind) -> bool {
        let m = self.m;
        match kind {
            InstKind::Call { call, .. } => {
                called_function_name(m, call) == Some(ALLOCATION_FUNCTION)
                    || (is_gc_result(m, call) && self.is_allocation_token(call.args.first()))
            }
            InstKind::Load { ptr, .. } => ptr
                .as_const()
                .and_then(|c| m.consts.as_global(c))
                .is_some_and(|g| m.global(g).name == ALLOCATION_BUFFER_VARIABLE),
            InstKind::Cast {
                op: CastOp::IntToPtr | CastOp::BitCast | CastOp::AddrSpaceCast,
                value,
                ..
            } => Self::is_fresh(fresh, value),
            InstKind::Gep { base, .. } => Self::is_fresh(fresh, base),
            InstKind::Freeze(value) => Self::is_fresh(fresh, value),
            InstKind::Select { t, f, .. } => Self::is_fresh(fresh, t) && Self::is_fresh(fresh, f),
            _ => false,
        }
    }

    /// True if `token` is the token of a statepoint calling the allocation function.
    fn is_allocation_token(&self, token: Option<&ir::CallArg>) -> bool {
        let Some(statepoint) = token
            .and_then(|arg| arg.value.as_value())
            .and_then(|v| self.body.defining_inst(v))
        else {
            return false;
        };
        self.body
            .inst(statepoint)
            .kind
            .call_site()
            .filter(|call| is_statepoint(self.m, call))
            .and_then(|call| call.args.get(STATEPOINT_TARGET_ARGUMENT))
            .and_then(|target| target.value.as_const())
            .and_then(|c| self.m.consts.as_global(c))
            .is_some_and(|g| self.m.global(g).name == ALLOCATION_FUNCTION)
    }
}
