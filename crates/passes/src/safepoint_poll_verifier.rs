//! `verify<safepoint-polls>` (beyond LLVM): bounded time-to-safepoint. Proves that every
//! cycle of every function PlaceSafepoints works on passes a poll at least once every
//! `N` loop iterations (`-spp-poll-distance=<N>`, default 1000, HotSpot's strip length),
//! or reports the offending cycle.
//!
//! A block *polls* if it contains a call to `gc.safepoint_poll`, a statepoint, or a call
//! that will become one ([`crate::call_classification::call_needs_statepoint`]; this
//! includes the slow-path call of an inlined poll), or if it is the fast-path check of
//! an inlined poll: its terminator branches to a block that calls one of the functions
//! `gc.safepoint_poll`'s body calls (executing the check is polling; the slow path runs
//! when a safepoint is requested).
//!
//! The live blocks (reachable from the entry) that do not poll form the *poll-free
//! graph*; its strongly connected components with a cycle are the places where control
//! can loop without polling. Each such region is accepted when it runs at most `N`
//! iterations each time it is entered, counted as visits of loop headers:
//!
//! * the region must have a block dominating all of it, the header `h` of a natural
//!   loop (else it is irreducible and reported);
//! * the backedges into `h` from inside the region are taken at most `B` times in total,
//!   the sum over those latches of the trip-count bound of [`crate::trip_count`] (no
//!   bound: reported);
//! * each iteration enters each poll-free sub-region of the region without `h` at most
//!   once (leaving a strongly connected region and entering it again needs a path
//!   through `h`), so the region runs at most `(B + 1) * (1 + sum of sub-region
//!   iterations)` iterations.
//!
//! Invariant: a function with no report has no static path that iterates more than `N`
//! times between polls, for executions without undefined behaviour (the trip-count
//! bounds' assumption). The check is conservative: a report is a cycle we could not
//! prove bounded, not necessarily one that runs long.
//!
//! Functions are those of [`crate::gc_strategy::uses_statepoint_strategy`], except
//! `gc.safepoint_poll` itself; others are not checked.

use crate::call_classification::{
    call_needs_statepoint, called_function_name, is_statepoint, DisabledLibraryFunctions,
    TargetLibraryInfo,
};
use crate::gc_strategy::uses_statepoint_strategy;
use crate::options::PassOptions;
use crate::pass::{FunctionPass, PassError};
use crate::place_safepoints::POLL_FUNCTION_NAME;
use crate::trip_count::{
    max_backedge_taken_count_through_latch, FunctionPromises, LoopContext, TripCountRule,
};
use ir::analysis::{Cfg, DomTree, LoopInfo};
use ir::{Block, Body, GlobalId, InstKind, Module};

/// The name of the pass in errors and `-time-passes` reports.
const PASS_NAME: &str = "SafepointPollVerifierPass";

/// Why a poll-free cycle is not proven to poll often enough.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnboundedReason {
    /// No block of the cycle dominates the rest (it is entered at several blocks).
    Irreducible,
    /// The loop headed by `header` has no known bound on its trip count.
    NoTripCountBound { header: Block },
    /// The cycle may run this many iterations, more than allowed.
    TooManyIterations(u128),
}

/// A strongly connected set of live blocks without a poll that may run more than the
/// allowed number of iterations.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PollFreeCycle {
    /// The block dominating the cycle, if any.
    pub header: Option<Block>,
    /// The blocks, in reverse post-order.
    pub blocks: Vec<Block>,
    pub reason: UnboundedReason,
}

/// Every poll-free cycle of function `f` that may run more than `max_iterations`
/// iterations, outermost regions first in reverse post-order of their headers.
pub fn find_unbounded_poll_free_cycles(
    m: &Module,
    f: GlobalId,
    max_iterations: u32,
    disabled: &DisabledLibraryFunctions,
) -> Vec<PollFreeCycle> {
    let Some(function) = m.function(f) else {
        return Vec::new();
    };
    let Some(body) = function.body.as_ref() else {
        return Vec::new();
    };
    if m.global(f).name == POLL_FUNCTION_NAME || !uses_statepoint_strategy(function) {
        return Vec::new();
    }
    let cfg = Cfg::compute(body);
    let dom = DomTree::compute(body, &cfg);
    let loops = LoopInfo::compute(body, &cfg, &dom);
    let ctx = LoopContext {
        m,
        body,
        cfg: &cfg,
        dom: &dom,
        loops: &loops,
        promises: &FunctionPromises::of(function),
        // The strongest sound bounds: the verifier proves, it does not imitate LLVM.
        rule: TripCountRule::ValueRanges,
        bounds: Default::default(),
    };
    let tli = TargetLibraryInfo::for_function(m, &function.fn_attrs, disabled);
    let polls = polling_blocks(m, body, &cfg, &tli);
    let poll_free: Vec<Block> = cfg
        .reverse_post_order()
        .iter()
        .copied()
        .filter(|b| !polls[b.index()])
        .collect();
    let mut reports = Vec::new();
    for region in cyclic_components(&cfg, &poll_free) {
        let outcome = region_iterations(&ctx, &region);
        let reason = match outcome {
            Ok(iterations) if iterations <= u128::from(max_iterations) => continue,
            Ok(iterations) => UnboundedReason::TooManyIterations(iterations),
            Err(reason) => reason,
        };
        reports.push(PollFreeCycle {
            header: dominating_block(&dom, &region),
            blocks: region,
            reason,
        });
    }
    reports
}

/// For every block: true if it polls (see the module docs).
fn polling_blocks(m: &Module, body: &Body, cfg: &Cfg, tli: &TargetLibraryInfo) -> Vec<bool> {
    let slow_path_callees = poll_slow_path_callees(m);
    let calls_slow_path = |b: Block| {
        body.block(b).insts.iter().any(|&i| {
            body.inst(i).kind.call_site().is_some_and(|call| {
                called_function_name(m, call).is_some_and(|n| slow_path_callees.contains(&n))
            })
        })
    };
    let mut polls = vec![false; body.blocks.len()];
    for &b in cfg.reverse_post_order() {
        let reaches_safepoint = body.block(b).insts.iter().any(|&i| {
            body.inst(i).kind.call_site().is_some_and(|call| {
                called_function_name(m, call) == Some(POLL_FUNCTION_NAME)
                    || is_statepoint(m, call)
                    || call_needs_statepoint(m, call, tli)
            })
        });
        let checks_for_safepoint = body.terminator(b).is_some_and(|t| {
            matches!(
                body.inst(t).kind,
                InstKind::CondBr { .. } | InstKind::Switch { .. }
            ) && cfg.successors(b).iter().any(|&s| calls_slow_path(s))
        });
        polls[b.index()] = reaches_safepoint || checks_for_safepoint;
    }
    polls
}

/// Names of the functions called directly by the body of `gc.safepoint_poll`.
fn poll_slow_path_callees(m: &Module) -> Vec<&str> {
    let Some(body) = m
        .global_by_name(POLL_FUNCTION_NAME)
        .and_then(|g| m.function(g))
        .and_then(|f| f.body.as_ref())
    else {
        return Vec::new();
    };
    body.insts_in_order()
        .filter_map(|(_, i)| body.inst(i).kind.call_site())
        .filter_map(|call| called_function_name(m, call))
        .collect()
}

/// The block of `region` dominating all of it, if any.
fn dominating_block(dom: &DomTree, region: &[Block]) -> Option<Block> {
    region
        .iter()
        .copied()
        .find(|&h| region.iter().all(|&b| dom.dominates(h, b)))
}

/// The most header visits one entry into `region` (a strongly connected, poll-free set
/// of blocks with a cycle) can make (see the module docs).
fn region_iterations(ctx: &LoopContext, region: &[Block]) -> Result<u128, UnboundedReason> {
    let header = dominating_block(ctx.dom, region).ok_or(UnboundedReason::Irreducible)?;
    let l = ctx
        .loops
        .loop_with_header(header)
        .ok_or(UnboundedReason::Irreducible)?;
    let mut backedges: u128 = 0;
    for &latch in &ctx.loops.get(l).latches {
        if region.contains(&latch) {
            let bound = max_backedge_taken_count_through_latch(ctx, l, latch)
                .ok_or(UnboundedReason::NoTripCountBound { header })?;
            backedges = backedges.saturating_add(bound);
        }
    }
    let without_header: Vec<Block> = region.iter().copied().filter(|&b| b != header).collect();
    let mut per_iteration: u128 = 1;
    for sub_region in cyclic_components(ctx.cfg, &without_header) {
        per_iteration = per_iteration.saturating_add(region_iterations(ctx, &sub_region)?);
    }
    Ok(backedges.saturating_add(1).saturating_mul(per_iteration))
}

/// The strongly connected components of the subgraph of `cfg` induced by `blocks` that
/// contain a cycle (more than one block, or a block branching to itself), each in the
/// order of `blocks`. Iterative Tarjan.
fn cyclic_components(cfg: &Cfg, blocks: &[Block]) -> Vec<Vec<Block>> {
    const UNVISITED: usize = usize::MAX;
    let capacity = cfg.block_capacity();
    let mut position_in_input = vec![UNVISITED; capacity];
    for (k, &b) in blocks.iter().enumerate() {
        position_in_input[b.index()] = k;
    }
    let in_subgraph = |b: Block| position_in_input[b.index()] != UNVISITED;
    let mut index = vec![UNVISITED; capacity];
    let mut low_link = vec![0usize; capacity];
    let mut on_stack = vec![false; capacity];
    let mut stack: Vec<Block> = Vec::new();
    let mut next_index = 0;
    let mut components = Vec::new();
    for &root in blocks {
        if index[root.index()] != UNVISITED {
            continue;
        }
        // (block, next successor position to look at)
        let mut work: Vec<(Block, usize)> = vec![(root, 0)];
        index[root.index()] = next_index;
        low_link[root.index()] = next_index;
        next_index += 1;
        stack.push(root);
        on_stack[root.index()] = true;
        while let Some(&mut (b, ref mut next_successor)) = work.last_mut() {
            let successors = cfg.successors(b);
            if let Some(&s) = successors.get(*next_successor) {
                *next_successor += 1;
                if !in_subgraph(s) {
                    continue;
                }
                if index[s.index()] == UNVISITED {
                    index[s.index()] = next_index;
                    low_link[s.index()] = next_index;
                    next_index += 1;
                    stack.push(s);
                    on_stack[s.index()] = true;
                    work.push((s, 0));
                } else if on_stack[s.index()] {
                    low_link[b.index()] = low_link[b.index()].min(index[s.index()]);
                }
                continue;
            }
            work.pop();
            if let Some(&(parent, _)) = work.last() {
                low_link[parent.index()] = low_link[parent.index()].min(low_link[b.index()]);
            }
            if low_link[b.index()] == index[b.index()] {
                let mut component = Vec::new();
                loop {
                    let member = stack.pop().expect("the root is on the stack");
                    on_stack[member.index()] = false;
                    component.push(member);
                    if member == b {
                        break;
                    }
                }
                let has_cycle = component.len() > 1 || cfg.successors(b).contains(&b);
                if has_cycle {
                    component.sort_by_key(|m| position_in_input[m.index()]);
                    components.push(component);
                }
            }
        }
    }
    components.sort_by_key(|c| position_in_input[c[0].index()]);
    components
}

/// Renders a report: the function, the header, the blocks and the reason.
pub fn render_poll_free_cycle(
    m: &Module,
    f: GlobalId,
    max_iterations: u32,
    cycle: &PollFreeCycle,
) -> String {
    let function = m.function(f).expect("f is a function");
    let mut named: Vec<Block> = cycle.blocks.clone();
    named.extend(cycle.header);
    if let UnboundedReason::NoTripCountBound { header } = cycle.reason {
        named.push(header);
    }
    let labels = ir::printer::print_block_references(m, function, &named);
    let block_list = labels[..cycle.blocks.len()].join(", ");
    let header = match cycle.header {
        Some(_) => format!("header {}", labels[cycle.blocks.len()]),
        None => "no header".to_string(),
    };
    let reason = match cycle.reason {
        UnboundedReason::Irreducible => {
            "it is irreducible (entered at more than one block)".to_string()
        }
        UnboundedReason::NoTripCountBound { .. } => format!(
            "the loop with header {} has no known trip-count bound",
            labels.last().expect("pushed above")
        ),
        UnboundedReason::TooManyIterations(n) => format!("it may run {n} iterations"),
    };
    format!(
        "function @{}: a cycle without a safepoint poll may run more than {max_iterations} iterations: {header}, blocks {block_list}; {reason}",
        m.global(f).name
    )
}

/// `verify<safepoint-polls>` in a pipeline, reading `-spp-poll-distance`: every report
/// of the function, one per line, is the error.
pub struct SafepointPollVerifierPass;

impl FunctionPass for SafepointPollVerifierPass {
    fn name(&self) -> &'static str {
        PASS_NAME
    }

    fn run_on_function(
        &self,
        module: &mut Module,
        function: GlobalId,
        options: &PassOptions,
        _diagnostics: &mut String,
    ) -> Result<(), PassError> {
        let max_iterations = options.unsigned("spp-poll-distance");
        let disabled = DisabledLibraryFunctions(options.disabled_builtins.clone());
        let reports = find_unbounded_poll_free_cycles(module, function, max_iterations, &disabled);
        if reports.is_empty() {
            return Ok(());
        }
        let message = reports
            .iter()
            .map(|c| render_poll_free_cycle(module, function, max_iterations, c))
            .collect::<Vec<_>>()
            .join("\n");
        Err(PassError {
            pass: PASS_NAME,
            message,
            site: None,
            llvm_fatal: None,
        })
    }
}

#[cfg(test)]
mod tests;
