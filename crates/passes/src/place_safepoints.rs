//! PlaceSafepoints (`place-safepoints`, spec §7): insert the polls that make running
//! code reach a safepoint in bounded time.
//!
//! Assumes a module that passes the structural verifier. Works on every function
//! definition whose GC strategy uses statepoints, except `gc.safepoint_poll` itself:
//!
//! 1. Blocks unreachable from the entry are deleted (as LLVM does), so dominance and
//!    loop queries describe only live code.
//! 2. **Backedge polls**: for every loop, inner loops first, and each of its latches: a
//!    poll before the latch's terminator (or, with `-spp-split-backedge`, in a new block
//!    on each backedge leaving that latch), unless `-spp-all-backedges` is off and either
//!    the loop is counted (its latch's backedge-taken count fits in
//!    `-spp-counted-loop-trip-width` bits, see [`crate::trip_count`]: by default from
//!    the facts LLVM 19's ScalarEvolution proves, with
//!    `-spp-trip-count-from-value-ranges` from every value range we know, which
//!    differs from LLVM by placing fewer polls) or, with call
//!    skipping on (no `-spp-no-call`), a block on the dominator-tree path from the latch
//!    up to the header contains a call that will become a statepoint.
//! 3. **Entry poll**: before the first call that needs a safepoint before it (any call
//!    except intrinsics other than statepoints and patchpoints), following the straight
//!    line of unique successors with unique predecessors from the entry, or else before
//!    the last terminator of that line.
//! 4. **Strip mining** (`-spp-strip-mine=<N>`, beyond LLVM; runs before step 2): a
//!    loop that would poll never or in every iteration and has the shape of a counted
//!    loop becomes an outer loop polling once every `N` iterations around the unchanged,
//!    poll-free loop (see [`strip_mining`]); a counted loop that cannot be strip mined
//!    then gets a backedge poll unless it runs at most `N` iterations.
//! 5. Poll sites are ordered as LLVM 19 orders them: backedge sites in the order its
//!    loop walk finds them (outermost loops by the post-order position of their
//!    headers, each after its sub-loops, taken in reverse post-order), then sorted by
//!    latch block name as LLVM's `llvm::sort` (libstdc++'s `std::sort`, not stable)
//!    leaves them ([`libstdcxx_sort`]: for up to 16 latches the walk's order among equal
//!    names, e.g. unnamed latches, beyond that libstdc++'s permutation), one site per
//!    latch; then the entry site. At each site the body of
//!    `define void @gc.safepoint_poll()` is inlined (see [`poll_inlining`]); polls are
//!    never placed inside an inlined body, because every site is chosen before the
//!    first is inlined.
//!
//! In a pipeline (`place-safepoints` in `-passes=`), functions with `optnone` are left
//! alone, as LLVM's pass manager skips passes that are not required on them (clang
//! `-O0` output); [`place_safepoints`] itself polls them.
//!
//! The poll function is validated when the first poll is about to be placed: it must
//! exist, have type `void ()`, have a body, contain a call (its slow path) and no
//! `alloca`. LLVM 19 asserts (or crashes) on these; we return a [`PassError`]. A missing
//! poll function is the fatal usage error later LLVM releases report
//! (`LLVM ERROR: gc.safepoint_poll function is missing`, exit status 1).
//!
//! Guarantees: the result passes the structural verifier if the input did; sites are
//! independent of hash order; the poll function itself is never changed.

mod libstdcxx_sort;
mod poll_inlining;
mod strip_mining;

use crate::call_classification::{
    call_needs_statepoint, is_intrinsic_call, is_patchpoint, is_statepoint,
    DisabledLibraryFunctions, TargetLibraryInfo,
};
use crate::gc_strategy::uses_statepoint_strategy;
use crate::options::PassOptions;
use crate::pass::{FunctionPass, LlvmFatalError, PassError};
use crate::trip_count::{
    max_backedge_taken_count_through_latch, FunctionPromises, LoopContext, TripCountRule,
};
use ir::analysis::{Cfg, DomTree, LoopId, LoopInfo};
use ir::{Block, Body, GlobalId, Inst, InstData, InstKind, Module};

/// The name of the function whose body is inlined at every poll site.
pub const POLL_FUNCTION_NAME: &str = "gc.safepoint_poll";

/// LLVM's name of the pass, used in errors and `-time-passes` reports.
const PASS_NAME: &str = "PlaceSafepointsPass";

/// Options of PlaceSafepoints, each named after the LLVM flag it mirrors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlaceSafepointsOptions {
    /// Place the entry poll (off with `-spp-no-entry`).
    pub place_entry_polls: bool,
    /// Place backedge polls (off with `-spp-no-backedge`).
    pub place_backedge_polls: bool,
    /// Skip a backedge dominated by a statepoint-to-be call (off with `-spp-no-call`).
    pub skip_backedges_dominated_by_calls: bool,
    /// Poll on every backedge, counted loops and calls notwithstanding (`-spp-all-backedges`).
    pub poll_every_backedge: bool,
    /// Put backedge polls in new blocks on the backedges (`-spp-split-backedge`).
    pub split_backedges: bool,
    /// A loop whose backedge-taken count fits in this many bits gets no backedge poll
    /// (`-spp-counted-loop-trip-width`, default 32).
    pub counted_loop_trip_width: u32,
    /// The facts a counted loop's bound may rest on: LLVM 19's by default,
    /// value ranges and guards with `-spp-trip-count-from-value-ranges` (fewer polls
    /// than LLVM; see [`TripCountRule`]).
    pub trip_count_rule: TripCountRule,
    /// Strip mine counted loops into strips of this many iterations with a poll between
    /// strips (`-spp-strip-mine=<N>`, see [`strip_mining`]); 0 (the default) or 1: off.
    pub strip_mine_iterations: u32,
    /// Library functions not to treat as GC leaves (`-disable-builtin=<name>`).
    pub disabled_library_functions: DisabledLibraryFunctions,
}

impl Default for PlaceSafepointsOptions {
    fn default() -> Self {
        PlaceSafepointsOptions {
            place_entry_polls: true,
            place_backedge_polls: true,
            skip_backedges_dominated_by_calls: true,
            poll_every_backedge: false,
            split_backedges: false,
            counted_loop_trip_width: 32,
            trip_count_rule: TripCountRule::Llvm19,
            strip_mine_iterations: 0,
            disabled_library_functions: DisabledLibraryFunctions::default(),
        }
    }
}

/// Places safepoint polls in every function of `m` that uses a statepoint GC strategy.
pub fn place_safepoints(m: &mut Module, options: &PlaceSafepointsOptions) -> Result<(), PassError> {
    for f in m.function_ids() {
        place_safepoints_in_function(m, f, options)?;
    }
    Ok(())
}

/// Places safepoint polls in function `f` of `m`, if it is a definition using a
/// statepoint GC strategy and not the poll function itself.
pub fn place_safepoints_in_function(
    m: &mut Module,
    f: GlobalId,
    options: &PlaceSafepointsOptions,
) -> Result<(), PassError> {
    let Some(function) = m.function(f) else {
        return Ok(());
    };
    if function.is_declaration()
        || m.global(f).name == POLL_FUNCTION_NAME
        || !uses_statepoint_strategy(function)
    {
        return Ok(());
    }
    let tli =
        TargetLibraryInfo::for_function(m, &function.fn_attrs, &options.disabled_library_functions);
    let promises = FunctionPromises::of(function);
    let mut body = m
        .function_mut(f)
        .and_then(|function| function.body.take())
        .expect("checked to be a definition");
    crate::unreachable_blocks::remove_unreachable_blocks(m, f, &mut body);
    let strip_mined =
        strip_mining::strip_mine_counted_loops(m, &mut body, &promises, options, &tli);
    let sites = choose_poll_sites(m, &mut body, &promises, options, &tli, &strip_mined);
    let outcome = if sites.is_empty() {
        Ok(())
    } else {
        validated_poll_function_body(m).map(|poll_body| {
            for site in sites {
                poll_inlining::inline_poll_before(&mut body, poll_body, site);
            }
        })
    };
    m.function_mut(f).expect("still a function").body = Some(body);
    outcome
}

/// `place-safepoints` in a pipeline, reading LLVM's `-spp-*` options.
pub struct PlaceSafepointsPass;

impl FunctionPass for PlaceSafepointsPass {
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
        // LLVM's pass manager skips passes that are not required on `optnone` functions.
        if module
            .function(function)
            .is_some_and(|f| f.fn_attrs.has("optnone"))
        {
            return Ok(());
        }
        place_safepoints_in_function(
            module,
            function,
            &PlaceSafepointsOptions::from_pass_options(options),
        )
    }
}

impl PlaceSafepointsOptions {
    /// The options as set on the command line (LLVM's flag names and defaults).
    pub fn from_pass_options(options: &PassOptions) -> PlaceSafepointsOptions {
        PlaceSafepointsOptions {
            place_entry_polls: !options.bool("spp-no-entry"),
            place_backedge_polls: !options.bool("spp-no-backedge"),
            skip_backedges_dominated_by_calls: !options.bool("spp-no-call"),
            poll_every_backedge: options.bool("spp-all-backedges"),
            split_backedges: options.bool("spp-split-backedge"),
            counted_loop_trip_width: options.unsigned("spp-counted-loop-trip-width"),
            trip_count_rule: if options.bool("spp-trip-count-from-value-ranges") {
                TripCountRule::ValueRanges
            } else {
                TripCountRule::Llvm19
            },
            strip_mine_iterations: options.unsigned("spp-strip-mine"),
            disabled_library_functions: DisabledLibraryFunctions(options.disabled_builtins.clone()),
        }
    }
}

/// The body of `gc.safepoint_poll`, or why it cannot be inlined.
fn validated_poll_function_body(m: &Module) -> Result<&Body, PassError> {
    let fail = |message: String| PassError {
        pass: PASS_NAME,
        message,
        site: None,
        llvm_fatal: None,
    };
    let Some(g) = m.global_by_name(POLL_FUNCTION_NAME) else {
        // LLVM 19 asserts here; later releases report this text as a fatal
        // usage error (their test runs `not opt`: exit status 1, no crash).
        return Err(PassError {
            llvm_fatal: Some(LlvmFatalError::ExitsWithFailure),
            ..fail(format!(
                "{POLL_FUNCTION_NAME} function is missing (define `void @{POLL_FUNCTION_NAME}()` to be inlined at every poll site)"
            ))
        });
    };
    let Some(function) = m.function(g) else {
        return Err(fail(format!(
            "{POLL_FUNCTION_NAME} declared with wrong type: it is not a function"
        )));
    };
    let is_void_no_params = m
        .types
        .function_parts(function.ty)
        .is_some_and(|(ret, params, vararg)| m.types.is_void(ret) && params.is_empty() && !vararg);
    if !is_void_no_params {
        return Err(fail(format!(
            "{POLL_FUNCTION_NAME} declared with wrong type: expected `void ()`, found `{}`",
            m.types.display(function.ty)
        )));
    }
    let Some(body) = function.body.as_ref().filter(|b| !b.layout.is_empty()) else {
        return Err(fail(format!(
            "{POLL_FUNCTION_NAME} must be a non-empty function (a declaration cannot be inlined)"
        )));
    };
    let kinds = || body.insts_in_order().map(|(_, i)| &body.inst(i).kind);
    if kinds().any(|k| matches!(k, InstKind::Alloca { .. })) {
        return Err(fail(format!(
            "{POLL_FUNCTION_NAME} must not contain allocas (they would be repeated at every poll site)"
        )));
    }
    if !kinds().any(|k| k.call_site().is_some()) {
        return Err(fail(format!(
            "{POLL_FUNCTION_NAME} must contain a call (the slow path that reaches the safepoint)"
        )));
    }
    Ok(body)
}

/// Every poll site of the function, in insertion order (see the module docs). Splits
/// backedges when asked to. The loops of `strip_mined` are decided already: their inner
/// loops get no poll, their outer loops poll in their poll blocks (never split).
fn choose_poll_sites(
    m: &Module,
    body: &mut Body,
    promises: &FunctionPromises,
    options: &PlaceSafepointsOptions,
    tli: &TargetLibraryInfo,
    strip_mined: &[strip_mining::StripMinedLoop],
) -> Vec<Inst> {
    let cfg = Cfg::compute(body);
    let dom = DomTree::compute(body, &cfg);
    let loops = LoopInfo::compute(body, &cfg, &dom);
    let mut polled_latches = Vec::new();
    if options.place_backedge_polls {
        let ctx = LoopContext {
            m,
            body,
            cfg: &cfg,
            dom: &dom,
            loops: &loops,
            promises,
            rule: options.trip_count_rule,
            bounds: Default::default(),
        };
        for l in llvm_loop_visit_order(&loops, &cfg) {
            let header = loops.get(l).header;
            if let Some(strip) = strip_mined
                .iter()
                .find(|s| s.inner_header == header || s.outer_header == header)
            {
                if strip.outer_header == header {
                    polled_latches.push(strip.poll_block);
                }
                continue;
            }
            for &latch in &loops.get(l).latches {
                if options.poll_every_backedge
                    || !backedge_may_skip_poll(&ctx, options, tli, l, latch)
                {
                    polled_latches.push(latch);
                }
            }
        }
    }
    // By name, as LLVM's `llvm::sort` (libstdc++'s `std::sort`, not stable) leaves
    // them: latches of the same name (every unnamed one) end where it puts them.
    let name = |b: &Block| body.block(*b).name.as_deref().unwrap_or_default();
    libstdcxx_sort::sort(&mut polled_latches, |a, b| name(a) < name(b));
    polled_latches.dedup();
    let entry_site = options
        .place_entry_polls
        .then(|| entry_poll_site(m, body, &cfg))
        .flatten();

    let mut sites = Vec::new();
    for latch in polled_latches {
        let is_strip_poll_block = strip_mined.iter().any(|s| s.poll_block == latch);
        if options.split_backedges && !is_strip_poll_block {
            let headers: Vec<Block> = cfg
                .successors(latch)
                .iter()
                .copied()
                .filter(|&s| dom.dominates(s, latch))
                .collect();
            for header in headers {
                let edge_block = split_edge(body, latch, header);
                sites.push(
                    body.terminator(edge_block)
                        .expect("split blocks end in a branch"),
                );
            }
        } else {
            sites.push(
                body.terminator(latch)
                    .expect("a latch ends in a terminator"),
            );
        }
    }
    sites.extend(entry_site);
    sites
}

/// The loops in the order LLVM 19's PlaceSafepoints visits them: the outermost loops by
/// the post-order position of their headers (LLVM's `LoopInfo` lists them so), each
/// loop after its sub-loops, which are taken in reverse post-order of their headers.
fn llvm_loop_visit_order(loops: &LoopInfo, cfg: &Cfg) -> Vec<LoopId> {
    let post_order_position = |l: LoopId| {
        let header = loops.get(l).header;
        cfg.post_order().iter().position(|&b| b == header)
    };
    fn visit(
        l: LoopId,
        loops: &LoopInfo,
        position: &dyn Fn(LoopId) -> Option<usize>,
        order: &mut Vec<LoopId>,
    ) {
        let mut children = loops.get(l).children.clone();
        children.sort_by_key(|&c| std::cmp::Reverse(position(c)));
        for child in children {
            visit(child, loops, position, order);
        }
        order.push(l);
    }
    let mut top_level = loops.top_level_loops().to_vec();
    top_level.sort_by_key(|&l| post_order_position(l));
    let mut order = Vec::with_capacity(loops.len());
    for l in top_level {
        visit(l, loops, &post_order_position, &mut order);
    }
    order
}

/// True if the backedge `latch → header(l)` needs no poll: the loop is counted, or a
/// statepoint-to-be call dominates the latch within the loop.
fn backedge_may_skip_poll(
    ctx: &LoopContext,
    options: &PlaceSafepointsOptions,
    tli: &TargetLibraryInfo,
    l: ir::analysis::LoopId,
    latch: Block,
) -> bool {
    // With strip mining on, a counted loop that could not be strip mined polls unless
    // it is short enough already.
    let strip_mining_on = options.strip_mine_iterations >= 2;
    let counted = max_backedge_taken_count_through_latch(ctx, l, latch).is_some_and(|bound| {
        let fits_width =
            options.counted_loop_trip_width >= 128 || bound >> options.counted_loop_trip_width == 0;
        fits_width && (!strip_mining_on || bound < u128::from(options.strip_mine_iterations))
    });
    counted
        || (options.skip_backedges_dominated_by_calls
            && call_dominates_latch_within_loop(ctx, tli, ctx.loops.get(l).header, latch))
}

/// True if a block on the dominator-tree path from `latch` up to `header` (both included)
/// contains a call that will become a statepoint.
fn call_dominates_latch_within_loop(
    ctx: &LoopContext,
    tli: &TargetLibraryInfo,
    header: Block,
    latch: Block,
) -> bool {
    let mut current = latch;
    loop {
        let has_statepoint_call = ctx.body.block(current).insts.iter().any(|&i| {
            ctx.body
                .inst(i)
                .kind
                .call_site()
                .is_some_and(|call| call_needs_statepoint(ctx.m, call, tli))
        });
        if has_statepoint_call {
            return true;
        }
        if current == header {
            return false;
        }
        match ctx.dom.immediate_dominator(current) {
            Some(idom) => current = idom,
            None => return false,
        }
    }
}

/// The instruction before which the entry poll goes (see the module docs).
fn entry_poll_site(m: &Module, body: &Body, cfg: &Cfg) -> Option<Inst> {
    let mut block = body.entry()?;
    loop {
        for &i in &body.block(block).insts {
            let kind = &body.inst(i).kind;
            if let Some(call) = kind.call_site() {
                let exempt_intrinsic = is_intrinsic_call(m, call)
                    && !is_statepoint(m, call)
                    && !is_patchpoint(m, call);
                if !exempt_intrinsic {
                    return Some(i);
                }
            }
            if kind.is_terminator() {
                let next = match cfg.successors(block) {
                    [only] if cfg.unique_predecessor(*only).is_some() => *only,
                    _ => return Some(i),
                };
                block = next;
                break;
            }
        }
    }
}

/// Splits the edge `from → to` and returns the new block on it, which ends in
/// `br label %to`. As LLVM's `SplitEdge`: a block with one successor is split before its
/// terminator (the new block is `<from>.split`, reached by a new `br`); otherwise a block
/// `<from>.<to>_crit_edge` is placed after `from` and every operand of `from`'s terminator
/// naming `to` is redirected to it.
fn split_edge(body: &mut Body, from: Block, to: Block) -> Block {
    let terminator = body.terminator(from).expect("edges start at terminators");
    let name_of = |b: Block| {
        body.block(b)
            .name
            .as_deref()
            .unwrap_or_default()
            .to_string()
    };
    let single_successor_operand = body.inst(terminator).kind.successors().len() == 1;
    let new_block_name = if single_successor_operand {
        format!("{}.split", name_of(from))
    } else {
        format!("{}.{}_crit_edge", name_of(from), name_of(to))
    };
    let new_block = body.create_block(Some(&new_block_name));
    let position = body
        .layout
        .iter()
        .position(|&b| b == from)
        .expect("from is in the layout");
    body.layout.insert(position + 1, new_block);
    if single_successor_operand {
        body.block_mut(from).insts.pop();
        body.append_inst(new_block, terminator);
        let fallthrough = body.create_inst(InstData::new(InstKind::Br(new_block)), None);
        body.append_inst(from, fallthrough);
        redirect_phi_entries(
            body,
            &body.inst(terminator).kind.successors(),
            from,
            new_block,
        );
    } else {
        body.inst_mut(terminator).kind.for_each_block_mut(|b| {
            if *b == to {
                *b = new_block;
            }
        });
        let branch = body.create_inst(InstData::new(InstKind::Br(to)), None);
        body.append_inst(new_block, branch);
        // `to`'s phis had one entry per edge from `from`; now one edge comes from the new block.
        for i in body.block(to).insts.clone() {
            if let InstKind::Phi { incoming, .. } = &mut body.inst_mut(i).kind {
                let mut kept_one = false;
                incoming.retain_mut(|(_, b)| {
                    if *b != from {
                        return true;
                    }
                    let keep = !kept_one;
                    kept_one = true;
                    *b = new_block;
                    keep
                });
            }
        }
    }
    new_block
}

/// In the phis of `successors`, makes entries for `old_predecessor` name `new_predecessor`.
pub(crate) fn redirect_phi_entries(
    body: &mut Body,
    successors: &[Block],
    old_predecessor: Block,
    new_predecessor: Block,
) {
    let mut seen = Vec::new();
    for &s in successors {
        if seen.contains(&s) {
            continue;
        }
        seen.push(s);
        for i in body.block(s).insts.clone() {
            if let InstKind::Phi { incoming, .. } = &mut body.inst_mut(i).kind {
                for (_, b) in incoming.iter_mut() {
                    if *b == old_predecessor {
                        *b = new_predecessor;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests;
