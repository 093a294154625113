//! Loop strip mining (`-spp-strip-mine=<N>`, beyond LLVM): bounded time-to-safepoint
//! for counted loops without a poll in every iteration.
//!
//! PlaceSafepoints leaves a counted loop without a poll when its trip count fits in
//! `-spp-counted-loop-trip-width` bits, so it may run 2^32 iterations without reaching a
//! safepoint; a loop with a wider count polls in every iteration. Strip mining (as
//! HotSpot does) instead nests the loop in an outer loop that polls once per *strip*
//! of at most `N` iterations; the inner loop keeps its body, its phis and its single
//! exit test, only against a nearer limit, so vectorizers still see a clean counted loop.
//!
//! ```text
//! preheader:  br header                preheader:  br header.outer
//!                                      header.outer:                 ; outer loop header
//!                                        %iv.outer = phi [start, preheader], [%iv.next, latch.poll]
//!                                        %first = %iv.outer (+ step if the test reads %iv.next)
//!                                        %limit = select (far), %first + (N-1)*step, %L
//!                                        br header
//! header:                              header:                       ; inner loop, unchanged
//!   %iv = phi [start, preheader],        %iv = phi [%iv.outer, header.outer],
//!             [%iv.next, latch]                    [%iv.next, latch]
//!   ...                                  ...
//! latch:                               latch:
//!   %c = icmp pred %iv.next, %L          %c.strip = icmp pred %iv.next, %limit
//!   br %c, header, exit                  br %c.strip, header, latch.strip_end
//!                                      latch.strip_end:               ; the strip ended
//!                                        %c = icmp pred %iv.next, %L
//!                                        br %c, latch.poll, exit
//!                                      latch.poll:                    ; the poll site
//!                                        br header.outer
//! ```
//!
//! *Far* says the original limit lies more than `N - 1` steps ahead: with `d` the
//! wrapping distance from `%first` to `%L` in the direction of the step, it is
//! `icmp ugt d, (N-1)*|step|`, and for `<`/`>` tests also `icmp pred %first, %L` (the
//! test has not already failed). If far, the first `N` values of the strip all pass the
//! original test, and the inner test against `%first + (N-1)*step` fails exactly at the
//! `N`-th; the strip end then re-checks the original test, which passes, so control
//! polls and starts the next strip from `%iv.next`. If not far, the inner loop runs
//! against `%L` itself, exactly as the original loop. So every execution is the
//! original one with a poll inserted after every `N` iterations, and
//! [`crate::trip_count`] proves each strip at most `N` iterations long.
//!
//! *Header tests.* A loop whose latch branches back unconditionally and whose header
//! holds the exit test (`while (p != end) { ... }` before loop rotation) is strip
//! mined the same way with the header as the exiting block: the strip test and the
//! strip end sit on the header's exit edge, and the next strip starts from the values
//! the header phis have when the strip ends (the body has not run for them yet), so a
//! strip runs the header at most `N` times.
//!
//! *Pointers.* A pointer induction variable (stepped by a constant `getelementptr`) is
//! strip mined on its addresses: `%first + K` is `getelementptr i8, %first, K` and the
//! distance is the difference of the `ptrtoint`s (integers of the pointer's width).
//! The pointers stay pointers, so RewriteStatepointsForGC relocates them (and derives the
//! strip limit's base) like any other.
//!
//! Preconditions (otherwise the loop falls back to a backedge poll):
//! * one latch; the latch's conditional branch, or else the header's, is the loop's
//!   exit test against a loop-invariant limit (other exits may exist; they are
//!   unchanged);
//! * the test is an induction variable of [`crate::trip_count`] (the header phi or its
//!   increment, constant step; an integer or a pointer) compared with `<` while
//!   increasing or `>` while decreasing (signed or unsigned), or with `!=` when the step
//!   is 1 or -1 or the increment cannot wrap; `<=`/`>=` and `==` continue tests are not
//!   strip mined;
//! * `(N - 1) * |step|` fits in the induction variable's type, and `N >= 2`;
//! * every predecessor of the header from outside the loop ends in `br` or `switch`.
//!
//! A loop already known to run at most `N` iterations, a loop whose latch is dominated
//! by a statepoint-to-be call (it polls through that call), and every loop under
//! `-spp-all-backedges` or `-spp-no-backedge` are left alone.
//!
//! Invariants: SSA stays valid (every header phi gets an outer phi; exit-block phis
//! name the strip end instead of the latch); the outer loop's only backedge is the
//! poll block's; strip-mined loops are processed inner loops first, one at a time with
//! fresh analyses.

use super::{call_dominates_latch_within_loop, redirect_phi_entries, PlaceSafepointsOptions};
use crate::call_classification::TargetLibraryInfo;
use crate::trip_count::{
    exit_test, max_backedge_taken_count_through_latch, ExitTest, FunctionPromises, LoopContext,
};
use ir::analysis::{Cfg, DomTree, LoopId, LoopInfo};
use ir::constant::{BinaryOp, CastOp, IntFlags};
use ir::{Block, Body, FastMath, GepFlags, InstKind, IntPredicate, Module, Operand, TypeId, Value};

/// The blocks of one strip-mined loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct StripMinedLoop {
    /// Header of the inner, poll-free loop (the original header).
    pub inner_header: Block,
    /// Header of the new outer loop.
    pub outer_header: Block,
    /// The outer loop's latch: its terminator is the poll site.
    pub poll_block: Block,
}

/// Strip mines every loop of `body` that qualifies (see the module docs) into strips of
/// `options.strip_mine_iterations` iterations; returns them in the order processed.
pub(super) fn strip_mine_counted_loops(
    m: &mut Module,
    body: &mut Body,
    promises: &FunctionPromises,
    options: &PlaceSafepointsOptions,
    tli: &TargetLibraryInfo,
) -> Vec<StripMinedLoop> {
    let strip_length = options.strip_mine_iterations;
    let mut strip_mined = Vec::new();
    if strip_length < 2 || options.poll_every_backedge || !options.place_backedge_polls {
        return strip_mined;
    }
    let mut considered_headers: Vec<Block> = Vec::new();
    loop {
        let cfg = Cfg::compute(body);
        let dom = DomTree::compute(body, &cfg);
        let loops = LoopInfo::compute(body, &cfg, &dom);
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
        let next = loops
            .loops_inner_first()
            .iter()
            .copied()
            .find(|&l| !considered_headers.contains(&loops.get(l).header));
        let Some(l) = next else {
            return strip_mined;
        };
        considered_headers.push(loops.get(l).header);
        let Some(plan) = StripMinePlan::of(&ctx, options, tli, l) else {
            continue;
        };
        let result = plan.apply(m, body, strip_length);
        considered_headers.push(result.outer_header);
        strip_mined.push(result);
    }
}

/// Everything needed to strip mine one loop, read from analyses of the unchanged body.
struct StripMinePlan {
    header: Block,
    latch: Block,
    /// The block ending in the exit test: the latch, or the header of a loop whose
    /// latch branches back unconditionally.
    exiting: Block,
    /// The successor of `exiting` inside the loop.
    stays_in: Block,
    test: ExitTest,
    /// The operand of the exit test that is the induction variable (phi or increment).
    tested_value: Operand,
    /// Predecessors of the header outside the loop.
    entering_blocks: Vec<Block>,
    /// The exit test is `<` or `>` (it needs the "not already failed" check).
    threshold_test: bool,
}

impl StripMinePlan {
    fn of(
        ctx: &LoopContext,
        options: &PlaceSafepointsOptions,
        tli: &TargetLibraryInfo,
        l: LoopId,
    ) -> Option<StripMinePlan> {
        let data = ctx.loops.get(l);
        let [latch] = data.latches[..] else {
            return None;
        };
        if options.skip_backedges_dominated_by_calls
            && call_dominates_latch_within_loop(ctx, tli, data.header, latch)
        {
            return None;
        }
        let strip_length = u128::from(options.strip_mine_iterations);
        if max_backedge_taken_count_through_latch(ctx, l, latch).is_some_and(|b| b < strip_length) {
            return None;
        }
        let (exiting, test) = match exit_test(ctx, l, latch) {
            Some(test) => (latch, test),
            None if data.header != latch => (data.header, exit_test(ctx, l, data.header)?),
            None => return None,
        };
        let stays_in = ctx
            .cfg
            .successors(exiting)
            .iter()
            .copied()
            .find(|&s| ctx.loops.contains(l, s))?;
        let iv = &test.induction;
        let threshold_test = matches!(
            (test.continue_predicate, iv.step > 0),
            (IntPredicate::Slt | IntPredicate::Ult, true)
                | (IntPredicate::Sgt | IntPredicate::Ugt, false)
        );
        let not_equal_test = test.continue_predicate == IntPredicate::Ne
            && (iv.step.abs() == 1 || iv.cannot_wrap_under(IntPredicate::Ne));
        let strip_span = (strip_length - 1) * iv.step.unsigned_abs();
        if !(threshold_test || not_equal_test) || strip_span >> iv.width != 0 {
            return None;
        }
        let entering_blocks: Vec<Block> = ctx
            .cfg
            .predecessors(data.header)
            .iter()
            .copied()
            .filter(|&p| !ctx.loops.contains(l, p))
            .collect();
        let redirectable = entering_blocks.iter().all(|&p| {
            ctx.body.terminator(p).is_some_and(|t| {
                matches!(
                    ctx.body.inst(t).kind,
                    InstKind::Br(_) | InstKind::CondBr { .. } | InstKind::Switch { .. }
                )
            })
        });
        if !redirectable || entering_blocks.is_empty() {
            return None;
        }
        let tested_value = if iv.offset_by_one_step {
            Operand::Value(phi_value_from(ctx.body, iv.phi, latch)?)
        } else {
            Operand::Value(iv.phi)
        };
        Some(StripMinePlan {
            header: data.header,
            latch,
            exiting,
            stays_in,
            test,
            tested_value,
            entering_blocks,
            threshold_test,
        })
    }

    fn apply(self, m: &mut Module, body: &mut Body, strip_length: u32) -> StripMinedLoop {
        let header_name = block_base_name(body, self.header);
        let exiting_name = block_base_name(body, self.exiting);
        let outer_header = body.create_block(Some(&format!("{header_name}.outer")));
        let strip_end = body.create_block(Some(&format!("{exiting_name}.strip_end")));
        let poll_block = body.create_block(Some(&format!("{exiting_name}.poll")));
        insert_in_layout_before(body, self.header, &[outer_header]);
        insert_in_layout_after(body, self.latch, &[strip_end, poll_block]);

        let outer_phis = self.move_entries_to_outer_phis(body, outer_header, poll_block);
        for &p in &self.entering_blocks {
            let terminator = body.terminator(p).expect("checked in the plan");
            body.inst_mut(terminator).kind.for_each_block_mut(|b| {
                if *b == self.header {
                    *b = outer_header;
                }
            });
        }
        let iv = &self.test.induction;
        let iv_outer = outer_phis
            .iter()
            .find(|(inner, _)| *inner == iv.phi)
            .map(|&(_, outer)| outer)
            .expect("the induction variable is a header phi");
        let limit = self.emit_strip_limit(m, body, outer_header, iv_outer, strip_length);
        let back_to_inner = body.create_named_inst(InstKind::Br(self.header), None, None);
        body.append_inst(outer_header, back_to_inner);

        self.rewrite_exit(m, body, strip_end, poll_block, limit);
        let back_to_outer = body.create_named_inst(InstKind::Br(outer_header), None, None);
        body.append_inst(poll_block, back_to_outer);
        StripMinedLoop {
            inner_header: self.header,
            outer_header,
            poll_block,
        }
    }

    /// Gives every header phi an outer phi taking its entries from outside the loop and,
    /// from `poll_block`, the value the next strip starts with (the latch's value, or the
    /// phi's own when the header tests it); the header phi takes the outer phi instead.
    /// Returns `(header phi, outer phi)` pairs.
    fn move_entries_to_outer_phis(
        &self,
        body: &mut Body,
        outer_header: Block,
        poll_block: Block,
    ) -> Vec<(Value, Value)> {
        let mut pairs = Vec::new();
        for i in body.block(self.header).insts.clone() {
            let InstKind::Phi { ty, fmf, incoming } = body.inst(i).kind.clone() else {
                break;
            };
            let inner = body.inst(i).result.expect("phis have results");
            let (entering, from_latch): (Vec<_>, Vec<_>) = incoming
                .into_iter()
                .partition(|(_, from)| self.entering_blocks.contains(from));
            let next_strip_value = if self.exiting != self.latch {
                Operand::Value(inner)
            } else {
                from_latch
                    .first()
                    .map(|(v, _)| v.clone())
                    .expect("a header phi has an entry from its latch")
            };
            let mut outer_incoming = entering;
            outer_incoming.push((next_strip_value, poll_block));
            let name = body
                .value(inner)
                .name
                .as_ref()
                .map(|n| format!("{n}.outer"));
            let outer_phi = body.create_named_inst(
                InstKind::Phi {
                    ty,
                    fmf,
                    incoming: outer_incoming,
                },
                Some(ty),
                name.as_deref(),
            );
            let position = body.block(outer_header).insts.len();
            body.insert_inst(outer_header, position, outer_phi);
            let outer = body.inst(outer_phi).result.expect("phis have results");
            let mut inner_incoming = from_latch;
            inner_incoming.insert(0, (Operand::Value(outer), outer_header));
            if let InstKind::Phi { incoming, .. } = &mut body.inst_mut(i).kind {
                *incoming = inner_incoming;
            }
            pairs.push((inner, outer));
        }
        pairs
    }

    /// Emits, at the end of `outer_header`, the inner loop's limit for this strip (see
    /// the module docs) and returns it. Pointers are offset by `getelementptr i8` and
    /// subtracted as integers of their width.
    fn emit_strip_limit(
        &self,
        m: &mut Module,
        body: &mut Body,
        outer_header: Block,
        iv_outer: Value,
        strip_length: u32,
    ) -> Operand {
        let iv = &self.test.induction;
        let ty = body.value_type(iv.phi);
        let bool_ty = m.types.int(1);
        let distance_ty = m.types.int(iv.width);
        let byte_ty = m.types.int(8);
        let index_ty = m.types.int(64);
        let step = iv.step as i64;
        let base = block_base_name(body, self.header);
        let emit = |body: &mut Body, kind: InstKind, ty: TypeId, suffix: &str| {
            let i = body.create_named_inst(kind, Some(ty), Some(&format!("{base}.{suffix}")));
            body.append_inst(outer_header, i);
            Operand::Value(body.inst(i).result.expect("named results"))
        };
        // `value + offset`, wrapping (no flags: the strip limit may wrap where the
        // original could not).
        let offset =
            |m: &mut Module, body: &mut Body, value: Operand, offset: i64, suffix: &str| {
                let kind = if iv.pointer {
                    InstKind::Gep {
                        flags: GepFlags::default(),
                        source_ty: byte_ty,
                        base: value,
                        indices: vec![m.const_int(index_ty, offset).into()],
                    }
                } else {
                    binary(BinaryOp::Add, value, m.const_int(ty, offset).into())
                };
                emit(body, kind, ty, suffix)
            };
        let first = if iv.offset_by_one_step {
            offset(m, body, Operand::Value(iv_outer), step, "first")
        } else {
            Operand::Value(iv_outer)
        };
        let original_limit = self.test.limit.clone();
        let (minuend, subtrahend) = if step > 0 {
            (original_limit.clone(), first.clone())
        } else {
            (first.clone(), original_limit.clone())
        };
        let (minuend, subtrahend) = if iv.pointer {
            let address = |body: &mut Body, pointer: Operand, suffix: &str| {
                let kind = InstKind::Cast {
                    op: CastOp::PtrToInt,
                    flags: IntFlags::default(),
                    fmf: FastMath::default(),
                    value: pointer,
                    to: distance_ty,
                };
                emit(body, kind, distance_ty, suffix)
            };
            (
                address(body, minuend, "ahead"),
                address(body, subtrahend, "behind"),
            )
        } else {
            (minuend, subtrahend)
        };
        let distance = emit(
            body,
            binary(BinaryOp::Sub, minuend, subtrahend),
            distance_ty,
            "distance",
        );
        let span = i128::from(strip_length - 1) * iv.step;
        let threshold = m.const_int(distance_ty, span.unsigned_abs() as u64 as i64);
        let mut far = emit(
            body,
            InstKind::ICmp {
                pred: IntPredicate::Ugt,
                lhs: distance,
                rhs: threshold.into(),
            },
            bool_ty,
            "far",
        );
        if self.threshold_test {
            let not_failed = emit(
                body,
                InstKind::ICmp {
                    pred: self.test.continue_predicate,
                    lhs: first.clone(),
                    rhs: original_limit.clone(),
                },
                bool_ty,
                "inside",
            );
            far = emit(
                body,
                binary(BinaryOp::And, not_failed, far),
                bool_ty,
                "continues",
            );
        }
        let strip_last = offset(m, body, first, span as i64, "strip_last");
        emit(
            body,
            InstKind::Select {
                fmf: FastMath::default(),
                cond: far,
                t: strip_last,
                f: original_limit,
            },
            ty,
            "limit",
        )
    }

    /// Makes the exit test test the strip limit and moves the original test to
    /// `strip_end`, which leaves the loop or goes to `poll_block`.
    fn rewrite_exit(
        &self,
        m: &mut Module,
        body: &mut Body,
        strip_end: Block,
        poll_block: Block,
        limit: Operand,
    ) {
        let terminator = body
            .terminator(self.exiting)
            .expect("the exiting block branches");
        let original_compare = self.test.compare;
        let bool_ty = m.types.int(1);
        let compare_name = body
            .inst(original_compare)
            .result
            .and_then(|v| body.value(v).name.as_deref())
            .unwrap_or("exitcond")
            .to_string();
        let strip_compare = body.create_named_inst(
            InstKind::ICmp {
                pred: self.test.continue_predicate,
                lhs: self.tested_value.clone(),
                rhs: limit,
            },
            Some(bool_ty),
            Some(&format!("{compare_name}.strip")),
        );
        let position = body.inst_position(terminator).expect("placed");
        body.insert_inst(self.exiting, position, strip_compare);
        let strip_condition = body.inst(strip_compare).result.expect("named results");

        let exit_branch = body.inst(terminator).kind.clone();
        let compare_value = body.inst(original_compare).result.expect("icmp results");
        let test_at_strip_end = if use_count(body, compare_value) == 1 {
            // Moved, name and all: `append_inst` below re-homes it.
            body.block_mut(self.exiting)
                .insts
                .retain(|&i| i != original_compare);
            original_compare
        } else {
            let copy = body.inst(original_compare).kind.clone();
            body.create_named_inst(copy, Some(bool_ty), Some(&compare_name))
        };
        body.append_inst(strip_end, test_at_strip_end);
        let mut strip_end_branch = exit_branch;
        strip_end_branch.for_each_block_mut(|b| {
            if *b == self.stays_in {
                *b = poll_block;
            }
        });
        if let InstKind::CondBr { cond, .. } = &mut strip_end_branch {
            *cond = Operand::Value(body.inst(test_at_strip_end).result.expect("icmp results"));
        }
        let exit_successors = {
            let mut successors = strip_end_branch.successors();
            successors.retain(|&b| b != poll_block);
            successors
        };
        let new_branch = body.create_named_inst(strip_end_branch, None, None);
        body.append_inst(strip_end, new_branch);
        redirect_phi_entries(body, &exit_successors, self.exiting, strip_end);

        body.inst_mut(terminator).kind = InstKind::CondBr {
            cond: Operand::Value(strip_condition),
            then_dest: self.stays_in,
            else_dest: strip_end,
        };
    }
}

fn binary(op: BinaryOp, lhs: Operand, rhs: Operand) -> InstKind {
    InstKind::Binary {
        op,
        flags: IntFlags::default(),
        fmf: FastMath::default(),
        lhs,
        rhs,
    }
}

/// The value `phi` takes from `predecessor`.
fn phi_value_from(body: &Body, phi: Value, predecessor: Block) -> Option<Value> {
    let InstKind::Phi { incoming, .. } = &body.inst(body.defining_inst(phi)?).kind else {
        return None;
    };
    incoming
        .iter()
        .find(|(_, from)| *from == predecessor)?
        .0
        .as_value()
}

/// Number of operands, in placed instructions, that read `v`.
fn use_count(body: &Body, v: Value) -> usize {
    body.insts_in_order()
        .map(|(_, i)| {
            body.inst(i)
                .kind
                .operands()
                .iter()
                .filter(|o| o.as_value() == Some(v))
                .count()
        })
        .sum()
}

/// The block's name, or `loop` for an unnamed block, as the stem of new names.
fn block_base_name(body: &Body, b: Block) -> String {
    body.block(b).name.as_deref().unwrap_or("loop").to_string()
}

fn insert_in_layout_before(body: &mut Body, anchor: Block, new_blocks: &[Block]) {
    let position = body
        .layout
        .iter()
        .position(|&b| b == anchor)
        .expect("in layout");
    body.layout
        .splice(position..position, new_blocks.iter().copied());
}

fn insert_in_layout_after(body: &mut Body, anchor: Block, new_blocks: &[Block]) {
    let position = body
        .layout
        .iter()
        .position(|&b| b == anchor)
        .expect("in layout")
        + 1;
    body.layout
        .splice(position..position, new_blocks.iter().copied());
}
