//! Upper bounds on how many times a loop's backedges can be taken.
//!
//! PlaceSafepoints skips the backedge poll of a *counted loop*: one whose backedge-taken
//! count provably fits in `-spp-counted-loop-trip-width` bits. LLVM asks ScalarEvolution;
//! this is a small analysis of our own covering the loops LLVM's tests and clang -O2
//! produce:
//!
//! * an *induction variable* is an integer phi (at most 64 bits) in the loop header whose
//!   value from every latch is `phi + C` or `phi - C` (one instruction, constant step)
//!   and whose value from outside the loop is one loop-invariant start; or a *pointer*
//!   phi whose value from every latch is a `getelementptr` of it by one constant index
//!   (a constant step in bytes, from the data layout), an integer of the pointer's width;
//!   a phi that takes another one's value one iteration late, starting at that one's
//!   start minus its step, is one too, without wrap flags (a lagging recurrence).
//!   A `trunc` of an induction variable (or of its increment) is one of the narrower
//!   type, with the step truncated and no wrap flags, as ScalarEvolution reads it; an
//!   integer one (or its increment) plus a loop-invariant value is one starting at the
//!   sum, with no wrap flags (ScalarEvolution folds the invariant into the start);
//! * an *exit test* is a conditional branch with one successor outside the loop on an
//!   `icmp` of the induction variable (or its increment) against a loop-invariant limit,
//!   or on a logical `and` of conditions (stay while all hold) or logical `or` (leave
//!   when any holds), `and i1`/`or i1` or their `select` forms, each of whose tests
//!   bounds the loop ([`implied_conditions`]);
//! * the start and the limit are ranges ([`value_ranges`]): a constant, a `zext`/`sext`
//!   of a narrower value, an `and` with a constant mask (`x & mask` is `x` rounded down
//!   to the mask's trailing zeros when the mask keeps every higher bit `x` can have), an
//!   `add` of a constant that cannot wrap, a `udiv` by a constant, `llvm.{s,u}{max,min}`,
//!   a phi (any loop's induction variable up to that loop's bound, else the
//!   union of its incoming values' ranges, through nested phis, a phi met again on its
//!   own path read as the whole type), a `select` of two constants (from the bits they
//!   share, as ScalarEvolution's known bits give it; of any two values, the union of
//!   their ranges, under the value-range rule only), a call's result
//!   ([`call_ranges`]), an `or` (a sum when `disjoint`) or an `xor` with a constant
//!   (by known bits), or else the whole range of the type; narrowed by
//!   *loop guards*: comparisons of values with constants on branches every entry into
//!   the loop takes and in `llvm.assume` calls in blocks that strictly dominate its
//!   header, split through logical `and`/`or` like exit tests (which branches,
//!   and which values they narrow, depends on the [`TripCountRule`]);
//! * a `!=` test whose power-of-two step divides both the start and the limit (known
//!   trailing zeros: constants, masks, sums and products) lands on the limit, so it is
//!   bounded like a unit step, without wrap flags;
//! * an exit test on a shift recurrence (`x = x >> C` and the like) is bounded by the
//!   width of the type ([`shift_recurrences`]);
//! * a loop that stays in while the low `k` bits of an induction variable with an odd
//!   step are not all zero is bounded by `2^k - 1` ([`masked_recurrences`]);
//! * a limit `zext (x + C)` (`sext`) of a variable starting at `zext x` (`sext x`) is
//!   `C` away when `x + C` cannot wrap ([`extended_offsets`]);
//! * an exit condition computed from one header phi with a constant start, through
//!   instructions that fold on constants (loads from constant globals included), has
//!   the exit count that evaluating the loop's first 100 iterations shows
//!   ([`exhaustive_evaluation`]), where none of the above bounds it.
//!
//! Iteration `k` (0 for the first entry of the header) sees the induction variable at
//! `start + k * step`. An exit test whose block dominates every latch runs in every
//! iteration that takes a backedge, so the first iteration in which it fails bounds the
//! backedge-taken count of every latch. Wrapping is accounted for: a bound is produced
//! only when the variable cannot step over the limit by wrapping around (`nsw`/`nuw`
//! flags on the increment, a unit step, or a limit range far enough from the end of the
//! type), except for `!=` tests with a unit step, which are finite because they visit
//! every value. A latch that exits but does not dominate the other latches bounds its
//! own backedge only, and only with a monotone test (`<`, `<=`, `>`, `>=`) on a
//! no-wrap increment.
//!
//! Pointer tests. `<`-like tests read addresses as integers (an `inbounds` or `nusw`
//! step cannot wrap the unsigned address space, `nuw` an increasing one). A `!=` test
//! needs the *distance* from the first tested address to the limit, in the direction
//! of the step: when both are `getelementptr`s (one index each) of one base, the
//! distance is a sum of constant-scaled indices, with a range and a common divisor;
//! otherwise it is unknown. The test is met when the step divides the distance (a unit
//! step always does): after `distance / |step|` iterations if the distance cannot be
//! negative, else within `2^width / |step| - 1` (the distance taken modulo `2^width`),
//! and otherwise no bound is given (the addresses may step over the limit). No
//! undefined-behaviour argument is made for pointer `!=` tests: LLVM 19's
//! ScalarEvolution makes none there either, and a tighter bound than LLVM's would leave
//! out polls LLVM places.
//!
//! Invariant: every bound returned is sound for executions without undefined behaviour;
//! `None` means "no bound known", never "infinite".
//!
//! Two rules ([`TripCountRule`]). [`TripCountRule::Llvm19`], PlaceSafepoints' default,
//! rests only on facts LLVM 19's ScalarEvolution establishes, so that polls go where
//! `opt-19` puts them (measured with `scripts/real-code-passes`): no bound for a loop
//! without a unique latch; loop guards from the edges SCEV walks (from the loop's
//! predecessor up through single predecessors, jumping over enclosing loops), with `!=`
//! guards only against 0, narrowing only values SCEV's guard rewriting replaces (opaque
//! values and zero extensions, not sums like `x + c`, except through its "range check
//! idiom" for `x + c` with `x` opaque, a zero extension or a low-bits mask; nor
//! `usub.sat`, `uadd.sat` or `abs`); an extension of a minimum or maximum of its own
//! signedness, or of a sum whose wrap flag for it SCEV trusts, as the extended
//! operands (a guard on the whole no longer reaches it; the sum's range is the sum
//! of the extended operands'), and an extension compared with a value neither
//! constant nor opaque as replaced whole (guards on its operand no longer reach it);
//! a `!=` test with an unknown start bounded by the distance
//! modulo `2^width`, whatever its no-wrap flags; a limit that changes between
//! iterations only for an increasing variable under `<` (or `<=` without wrapping,
//! signed or with a unit step), as `howManyLessThans` takes it, and only as the
//! `icmp`'s first operand (SCEV swaps only an invariant operand to the right);
//! the start and the limit of an ordered test (`<`, `<=`, `>`, `>=`) without the
//! loop's guards, as `howManyLessThans` and `howManyGreaterThans` bound its count; no bound for a `while (x == y)` test
//! (`howFarToNonZero`), nor for one true on a single value (`x <u 1`); the
//! increment's wrap flags only where SCEV gives them to its expression
//! (`poison::increment_flags_trusted`), and a `<=` (`>=`) test whose limit may be
//! the end of its domain only as SCEV reads it as `<` (`>`); no `!=` bound from
//! below the limit for a start that is a multiple of 2 and may be 0 (SCEV's range of
//! `limit - start` then spans the type; likewise for a count-down from an even start
//! that may be negative or not); a unit-step `!=` test bounded by `distance + 1`
//! minus one when the loop's entry is guarded by `distance + 1 != 0`
//! (`howFarToZero`; [`guarded_unit_distance_bound`]), and by the distance's range
//! read signed as well as unsigned. Tests of a recurrence with a constant
//! first value and step against a constant are counted exactly, wrapping
//! included ([`constant_recurrence_exit_count`]). Both rules bound a
//! `!=` test with an odd step by a whole cycle, and use the loops LLVM assumes
//! finite ([`finite_loops`]). [`TripCountRule::ValueRanges`]
//! (`-spp-trip-count-from-value-ranges`, and the poll verifier's rule) also analyses
//! several latches, takes every guard whose edge dominates the header (`!=` guards
//! included), and bounds a `!=` test on a no-wrap increment as if its start were at
//! most the limit (passing it would wrap, which is undefined): sound bounds smaller
//! than LLVM's, so it leaves out polls LLVM places.
//!
//! An exit test `x >u 0` is `x != 0`, as ScalarEvolution reads it. Ranges as
//! ScalarEvolution reads them: a `srem` by a positive constant `C` lies in
//! `[-2^k, 2^k)`, `k = ceil(log2 C)` (the sign bits ValueTracking gives it); a product
//! by a positive constant and a left shift by a constant amount scale their operand's
//! range when all its products wrap alike (a negative factor too), and a difference
//! `a - b` is `a_lo - b_hi ..= a_hi - b_lo` likewise; an extension of a trusted `nuw` (`nsw`) `add`, `mul`
//! or `shl` by a constant moves inside it (`zext (2 * x)<nuw>` is `2 * zext x`, up to
//! twice the narrow type); a sum of two values is the sum of their ranges where it
//! cannot wrap; a phi's incoming value keeps the leading bits its edge's branch
//! condition fixes (ValueTracking); `select (icmp x, y), x, y` is a minimum or
//! maximum, and `x == 0 ? 1 : x` is `umax(x, 1)`, which, like `umax`, loop guards
//! do not narrow (a two-way `phi` after a branch on the condition is read as the
//! `select`); a guard bounding a maximum from above (a minimum from below) bounds
//! its operands; `add`s and `or disjoint`s of the same operands in another grouping
//! are one value to a guard; every range is capped by the value's known trailing zeros; a value
//! guarded by a signed comparison is read signed as well as unsigned. An `nsw`
//! recurrence that starts non-negative and increases does not wrap unsigned either
//! (SCEV adds `nuw`).
//!
//! Not modelled, where LLVM 19 proves more (it places fewer polls): the ranges SCEV
//! derives from `trunc` and other known bits; `>=` tests read as
//! `x - 1 >` through `nsw`; exit counts of quadratic recurrences
//! (`getNumIterationsInRange`); a `<` test of an increasing pointer is counted from
//! the two addresses only when they are a constant distance apart. A pointer `!=` test whose
//! step is not known to divide the distance has no bound (SCEV sometimes finds one from
//! an `inbounds` step whose result is dereferenced), which only matters for
//! `-spp-counted-loop-trip-width=62` and above.

mod call_ranges;
mod comparisons;
mod exhaustive_evaluation;
mod extended_offsets;
mod finite_loops;
mod induction_variables;
mod loop_guards;
mod masked_recurrences;
mod poison;
mod shift_recurrences;
mod value_ranges;

use comparisons::{ceil_div, Comparison, ComparisonKind, LandingFacts};
use induction_variables::iv_increment;
pub(crate) use induction_variables::InductionVariable;
use ir::analysis::{Cfg, DomTree, LoopId, LoopInfo};
use ir::constant::{BinaryOp, CastOp, ConstData, IntFlags};
use ir::datalayout::DataLayout;
use ir::{Block, Body, Inst, InstKind, IntPredicate, Module, Operand, TypeId};
use loop_guards::EntryFacts;
use std::cell::RefCell;
use std::collections::HashMap;
use value_ranges::{
    domain_bounds, known_trailing_zeros, operand_int_width, shift_range, value_range,
    value_range_without_phis, Domain,
};

/// Which facts a bound may rest on.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum TripCountRule {
    /// The facts LLVM 19's ScalarEvolution establishes for the shapes modelled here:
    /// PlaceSafepoints' default, so that it polls where LLVM polls. Loops with several
    /// latches get no bound (SCEV computes none without a unique latch), the only `!=`
    /// loop guard used is `x != 0`, and a `!=` test bounds an unknown start by the
    /// whole distance modulo `2^width` whatever the no-wrap flags.
    Llvm19,
    /// Every sound fact modelled here, beyond what LLVM proves (the deliberate
    /// differences of the module docs): fewer polls than LLVM 19
    /// (`-spp-trip-count-from-value-ranges`), and the poll verifier's rule.
    ValueRanges,
}

/// What a function's attributes promise the trip-count reasoning.
#[derive(Clone, Debug)]
pub struct FunctionPromises {
    /// The result attributes (returning poison from a `noundef` result is
    /// undefined behaviour: `poison`).
    pub result_attributes: ir::AttrList,
    /// `mustprogress` or `willreturn`: a loop without side effects ends
    /// (LLVM's `Function::mustProgress`).
    pub must_progress: bool,
}

impl FunctionPromises {
    pub fn of(function: &ir::Function) -> FunctionPromises {
        FunctionPromises {
            result_attributes: function.ret_attrs.clone(),
            must_progress: function.fn_attrs.has("mustprogress")
                || function.fn_attrs.has("willreturn"),
        }
    }
}

/// The analyses a trip-count query needs, all describing the same body.
pub struct LoopContext<'a> {
    pub m: &'a Module,
    pub body: &'a Body,
    pub cfg: &'a Cfg,
    pub dom: &'a DomTree,
    pub loops: &'a LoopInfo,
    /// What the function's attributes promise.
    pub promises: &'a FunctionPromises,
    pub rule: TripCountRule,
    /// The bounds found so far, and those being found.
    pub bounds: BoundCache,
}

/// The backedge-taken bounds [`max_backedge_taken_count_through_latch`] and the
/// induction-variable ranges ([`value_ranges`]) found so far for one body, so that
/// ranges that read other loops' induction variables ask for each once (a body's
/// loops then cost time linear in their number). One asked for while it is being
/// found (a loop whose ranges lead back to it) is unknown there, which may leave the
/// answers found on the way weaker than they could be: never wrong, and the same on
/// every run, since queries come in the same order.
#[derive(Default)]
pub struct BoundCache {
    /// Backedge bounds, by loop and latch.
    pub(super) bounds: Memo<(LoopId, Block), Option<u128>>,
    /// Induction-variable ranges, by phi, width read and signedness.
    pub(super) induction_ranges: Memo<(ir::Value, u32, bool), Option<(i128, i128)>>,
    /// The body's `llvm.assume` calls with their blocks, found once.
    pub(super) assumptions: std::cell::OnceCell<Vec<(Block, ir::Inst)>>,
}

/// Answers to one kind of question, each found once; `None` while being found.
pub(super) struct Memo<K, V>(RefCell<HashMap<K, Option<V>>>);

impl<K, V> Default for Memo<K, V> {
    fn default() -> Self {
        Memo(RefCell::new(HashMap::new()))
    }
}

impl<K: Copy + Eq + std::hash::Hash, V: Copy + Default> Memo<K, V> {
    /// The answer for `key`, from `find` the first time (the default, "unknown",
    /// while it is being found).
    pub(super) fn answer(&self, key: K, find: impl FnOnce() -> V) -> V {
        let known = self.0.borrow().get(&key).copied();
        if let Some(answer) = known {
            return answer.unwrap_or_default();
        }
        self.0.borrow_mut().insert(key, None);
        let answer = find();
        self.0.borrow_mut().insert(key, Some(answer));
        answer
    }
}

/// An upper bound on the number of times the backedge `latch → header` of loop `l` is
/// taken during one execution of the loop (between entering it and leaving it).
pub fn max_backedge_taken_count_through_latch(
    ctx: &LoopContext,
    l: LoopId,
    latch: Block,
) -> Option<u128> {
    ctx.bounds
        .bounds
        .answer((l, latch), || latch_bound(ctx, l, latch))
}

/// [`max_backedge_taken_count_through_latch`], found anew.
fn latch_bound(ctx: &LoopContext, l: LoopId, latch: Block) -> Option<u128> {
    let data = ctx.loops.get(l);
    if ctx.rule == TripCountRule::Llvm19 && data.latches.len() != 1 {
        return None;
    }
    let mut best: Option<u128> = None;
    for &exiting in &data.exiting_blocks {
        let dominates_every_latch = data
            .latches
            .iter()
            .all(|&other| ctx.dom.dominates(exiting, other));
        let bound = if dominates_every_latch {
            exit_bound(ctx, l, exiting, ExitTestUse::DominatesEveryLatch)
        } else if exiting == latch {
            exit_bound(ctx, l, exiting, ExitTestUse::OwnBackedgeOnly)
        } else {
            None
        };
        if let Some(b) = bound {
            best = Some(best.map_or(b, |current| current.min(b)));
        }
    }
    best
}

/// How an exit test's bound is used, which decides the tests it may rely on.
#[derive(Copy, Clone, PartialEq, Eq)]
enum ExitTestUse {
    /// The test runs in every iteration: any test with a first failing iteration will do.
    DominatesEveryLatch,
    /// The test may be skipped in some iterations: it must fail forever once it fails.
    OwnBackedgeOnly,
}

/// The exit test of an exiting block, read as "stay in the loop while
/// `induction <continue_predicate> limit`".
pub(crate) struct ExitTest {
    /// The `icmp` the block's conditional branch reads.
    pub compare: Inst,
    /// The predicate under which the loop continues, with the induction variable on
    /// the left.
    pub continue_predicate: IntPredicate,
    pub induction: InductionVariable,
    /// The loop-invariant operand the induction variable is compared with.
    pub limit: Operand,
    /// The `icmp` has the induction variable as its first operand.
    pub induction_first: bool,
}

/// The exit test ending `exiting`: a conditional branch with one successor outside `l`
/// on an `icmp` of an induction variable of `l` (not a truncation of one) against a
/// loop-invariant limit.
pub(crate) fn exit_test(ctx: &LoopContext, l: LoopId, exiting: Block) -> Option<ExitTest> {
    let (cond, stays_when_true) = loop_exit_branch(ctx, l, exiting)?;
    exit_test_of_condition(ctx, l, cond, stays_when_true).filter(|test| {
        is_loop_invariant(ctx, l, &test.limit)
            && test.induction.truncated_from.is_none()
            && test.induction.start_offset.is_none()
    })
}

/// The condition of `exiting`'s conditional branch when exactly one of its
/// targets stays in `l`, and whether the loop is stayed in when it holds.
pub(super) fn loop_exit_branch<'b>(
    ctx: &LoopContext<'b>,
    l: LoopId,
    exiting: Block,
) -> Option<(&'b Operand, bool)> {
    branch_towards(ctx, exiting, |target| ctx.loops.contains(l, target))
}

/// The condition of `block`'s conditional branch when exactly one of its targets is
/// `wanted`, and whether the branch goes there when the condition holds.
pub(super) fn branch_towards<'b>(
    ctx: &LoopContext<'b>,
    block: Block,
    wanted: impl Fn(Block) -> bool,
) -> Option<(&'b Operand, bool)> {
    let (cond, then_dest, else_dest) = conditional_branch(ctx, block)?;
    let when_true = wanted(then_dest);
    (when_true != wanted(else_dest)).then_some((cond, when_true))
}

/// The condition and the two targets of the conditional branch ending `block`.
pub(super) fn conditional_branch<'b>(
    ctx: &LoopContext<'b>,
    block: Block,
) -> Option<(&'b Operand, Block, Block)> {
    match &ctx.body.inst(ctx.body.terminator(block)?).kind {
        InstKind::CondBr {
            cond,
            then_dest,
            else_dest,
        } => Some((cond, *then_dest, *else_dest)),
        _ => None,
    }
}

/// The conditions that each have the value `value` whenever `cond` has it, as far as
/// logical connectives show: `cond` itself, or for a logical `and` (`and i1 a, b`,
/// `select i1 a, i1 b, i1 false`) that is true, and for a logical `or` (`or i1 a, b`,
/// `select i1 a, i1 true, i1 b`) that is false, the conditions of both operands. These
/// are the conditions ScalarEvolution splits, for exit counts and for loop guards.
pub(super) fn implied_conditions<'c>(
    ctx: &'c LoopContext,
    cond: &'c Operand,
    value: bool,
) -> Vec<&'c Operand> {
    let mut leaves = Vec::new();
    let mut seen: Vec<&Operand> = Vec::new();
    let mut work = vec![cond];
    while let Some(c) = work.pop() {
        if seen.contains(&c) {
            continue;
        }
        seen.push(c);
        match logical_operands(ctx, c, value) {
            Some((a, b)) => work.extend([b, a]),
            None => leaves.push(c),
        }
    }
    leaves
}

/// `(a, b)` if `cond` is a logical `and` of them (`value` true) or a logical `or`
/// (`value` false).
fn logical_operands<'c>(
    ctx: &'c LoopContext,
    cond: &Operand,
    value: bool,
) -> Option<(&'c Operand, &'c Operand)> {
    let joining = if value { BinaryOp::And } else { BinaryOp::Or };
    match defining_kind(ctx, cond)? {
        InstKind::Binary { op, lhs, rhs, .. } if *op == joining => Some((lhs, rhs)),
        InstKind::Select { cond: a, t, f, .. } => {
            // `a ? b : false` is `a && b`; `a ? true : b` is `a || b`.
            let (fixed, other) = if value { (f, t) } else { (t, f) };
            let fixed = ctx.m.consts.as_int(fixed.as_const()?)?;
            (fixed.width() == 1 && fixed.is_zero() == value).then_some((a, other))
        }
        _ => None,
    }
}

/// The bound of the exit branch ending `exiting`: each condition whose failure leaves
/// the loop there ([`implied_conditions`] of the branch condition, for staying in)
/// bounds the loop, the smallest bound wins.
fn exit_bound(ctx: &LoopContext, l: LoopId, exiting: Block, use_: ExitTestUse) -> Option<u128> {
    let (cond, stays_when_true) = loop_exit_branch(ctx, l, exiting)?;
    implied_conditions(ctx, cond, stays_when_true)
        .into_iter()
        .filter_map(|condition| {
            if never_holds(ctx, condition, stays_when_true) {
                return Some(0);
            }
            exit_test_of_condition(ctx, l, condition, stays_when_true)
                .and_then(|test| exit_test_bound(ctx, l, &test, use_))
                .or_else(|| match use_ {
                    ExitTestUse::DominatesEveryLatch
                        if logical_operands(ctx, condition, !stays_when_true).is_none() =>
                    {
                        exhaustive_evaluation::exhaustive_exit_count(
                            ctx,
                            l,
                            condition,
                            stays_when_true,
                        )
                        .or_else(|| {
                            shift_recurrences::shift_recurrence_bound(
                                ctx,
                                l,
                                condition,
                                stays_when_true,
                            )
                        })
                        .or_else(|| {
                            masked_recurrences::low_bits_bound(ctx, l, condition, stays_when_true)
                        })
                    }
                    ExitTestUse::DominatesEveryLatch => None,
                    ExitTestUse::OwnBackedgeOnly => None,
                })
        })
        .min()
}

/// True if `condition` is never `value`, whatever its operands: an `i1` constant, an
/// `icmp` of two constants, of a value with itself under a strict predicate, or of a
/// value with the end of its range (`x <u 0`, `x >s INT_MAX`, ...). ScalarEvolution
/// folds these, and a loop that stays in only while one holds takes no backedge.
fn never_holds(ctx: &LoopContext, condition: &Operand, value: bool) -> bool {
    let constant = |o: &Operand| ctx.m.consts.as_int(o.as_const()?);
    if let Some(c) = constant(condition) {
        return c.is_zero() == value;
    }
    let Some(InstKind::ICmp { pred, lhs, rhs }) = defining_kind(ctx, condition) else {
        return false;
    };
    let pred = if value { *pred } else { inverse(*pred) };
    use IntPredicate::*;
    if lhs == rhs {
        return matches!(pred, Ne | Ult | Ugt | Slt | Sgt);
    }
    let read = |o: &Operand| {
        let c = constant(o).filter(|c| c.width() <= 64)?;
        Some((c.to_u64()?, c.to_i64()?, c.width()))
    };
    match (read(lhs), read(rhs)) {
        (Some((ua, sa, _)), Some((ub, sb, _))) => !predicate_holds(
            pred,
            (i128::from(ua), i128::from(ub)),
            (i128::from(sa), i128::from(sb)),
        ),
        (None, None) => false,
        (x_first, k_first) => {
            // `x <pred> k`, with `k <pred> x` read swapped.
            let ((unsigned, signed, width), pred) = match (k_first, x_first) {
                (Some(k), _) => (k, pred),
                (None, Some(k)) => (k, swapped(pred)),
                (None, None) => return false,
            };
            let unsigned_max = u64::MAX >> (64 - width);
            let signed_max = (unsigned_max >> 1) as i64;
            match pred {
                Ult => unsigned == 0,
                Ugt => unsigned == unsigned_max,
                Slt => signed == -signed_max - 1,
                Sgt => signed == signed_max,
                _ => false,
            }
        }
    }
}

/// Whether `a <pred> b` holds, given `(a, b)` read unsigned and read signed.
pub(super) fn predicate_holds(
    pred: IntPredicate,
    (ua, ub): (i128, i128),
    (sa, sb): (i128, i128),
) -> bool {
    use IntPredicate::*;
    match pred {
        Eq => ua == ub,
        Ne => ua != ub,
        Ult => ua < ub,
        Ule => ua <= ub,
        Ugt => ua > ub,
        Uge => ua >= ub,
        Slt => sa < sb,
        Sle => sa <= sb,
        Sgt => sa > sb,
        Sge => sa >= sb,
    }
}

/// The exit test of `cond` (an `icmp` of an induction variable of `l` against a limit
/// that may change from one iteration to the next), read as "stay in `l` while `cond`
/// is `stays_when_true`".
fn exit_test_of_condition(
    ctx: &LoopContext,
    l: LoopId,
    cond: &Operand,
    stays_when_true: bool,
) -> Option<ExitTest> {
    let compare = ctx.body.defining_inst(cond.as_value()?)?;
    let InstKind::ICmp { pred, lhs, rhs } = &ctx.body.inst(compare).kind else {
        return None;
    };
    let continue_pred = if stays_when_true {
        *pred
    } else {
        inverse(*pred)
    };
    let (induction, limit, continue_predicate, induction_first) = match (
        InductionVariable::of(ctx, l, lhs),
        InductionVariable::of(ctx, l, rhs),
    ) {
        (Some(iv), None) => (iv, rhs.clone(), continue_pred, true),
        (None, Some(iv)) => (iv, lhs.clone(), swapped(continue_pred), false),
        _ => return None,
    };
    // `x >u 0` is `x != 0`, as ScalarEvolution reads it (`howFarToZero`).
    let is_zero = limit
        .as_const()
        .and_then(|c| ctx.m.consts.as_int(c))
        .is_some_and(|value| value.is_zero());
    let continue_predicate = if continue_predicate == IntPredicate::Ugt && is_zero {
        IntPredicate::Ne
    } else {
        continue_predicate
    };
    Some(ExitTest {
        compare,
        continue_predicate,
        induction,
        limit,
        induction_first,
    })
}

/// The latest iteration in which `test` (of an exit branch of `l`) can first fail.
fn exit_test_bound(
    ctx: &LoopContext,
    l: LoopId,
    test: &ExitTest,
    use_: ExitTestUse,
) -> Option<u128> {
    let recurrence = &test.induction;
    let comparison = Comparison::of(test.continue_predicate, recurrence);
    // A limit that changes between iterations is bounded by the range of every value
    // it takes: enough for an integer moving towards it past a threshold (`<`, `<=`,
    // `>`, `>=`), whose test fails once the variable is beyond the whole range.
    let invariant_limit = is_loop_invariant(ctx, l, &test.limit);
    if !invariant_limit && (recurrence.pointer || !comparison.kind.is_monotone_threshold()) {
        return None;
    }
    // ScalarEvolution bounds a changing limit only for an increasing variable
    // under `<` (`howManyLessThans`), or under `<=` when the variable cannot
    // wrap, signed or with a unit step; `>` tests want an invariant limit
    // (measured against opt-19 for every predicate, steps ±1 and ±2, with and
    // without wrap flags).
    let increasing_below_limit = recurrence.step > 0
        && match comparison.kind {
            ComparisonKind::Less => true,
            ComparisonKind::LessOrEqual => {
                comparison.no_wrap && (comparison.domain == Domain::Signed || recurrence.step == 1)
            }
            _ => false,
        };
    // ScalarEvolution moves a loop-invariant operand to the right, but leaves two
    // changing ones as written: a test `L > x` of a changing `L` is not one of `x`.
    if !invariant_limit
        && ctx.rule == TripCountRule::Llvm19
        && !(increasing_below_limit && test.induction_first)
    {
        return None;
    }
    if use_ == ExitTestUse::OwnBackedgeOnly
        && !(comparison.no_wrap && comparison.kind.is_monotone_threshold())
    {
        return None;
    }
    if use_ == ExitTestUse::DominatesEveryLatch {
        if let Some(count) = constant_recurrence_exit_count(ctx, test) {
            return Some(count);
        }
    }
    if ctx.rule == TripCountRule::Llvm19 && holds_on_one_value(ctx, test) {
        // ScalarEvolution reads `x <u 1` as `x == 0` (any test true on one value
        // only as an equality), and computes nothing for `while (x == c)`.
        return None;
    }
    // The first tested value is the limit itself: a test false on equality fails
    // at once, where ScalarEvolution computes a distance (0): `!=`, `<` of an
    // increasing variable, `>` of a decreasing one.
    let fails_on_equality = match comparison.kind {
        ComparisonKind::NotEqual => true,
        ComparisonKind::Less => recurrence.step > 0,
        ComparisonKind::Greater => recurrence.step < 0,
        _ => false,
    };
    if fails_on_equality
        && !recurrence.offset_by_one_step
        && recurrence.start_offset.is_none()
        && recurrence.truncated_from.is_none()
        && recurrence.start == test.limit
    {
        return Some(0);
    }
    if let Some(bound) = strip_limit_bound(ctx, test, &comparison) {
        return Some(bound);
    }
    let facts = EntryFacts::of(ctx, l);
    if let Some(bound) = extended_offsets::extended_offset_bound(ctx, &facts, test, &comparison) {
        return Some(bound);
    }
    if recurrence.pointer && comparison.kind == ComparisonKind::NotEqual {
        return pointer_distance_bound(ctx, &facts, test);
    }
    if recurrence.pointer {
        if let Some(bound) = pointer_constant_distance_bound(test, &comparison, ctx) {
            return Some(bound);
        }
    }
    let width = recurrence.width;
    let domain = comparison.domain;
    let limit_facts = if limit_ignores_loop_guards(ctx, &comparison) {
        &EntryFacts::NONE
    } else {
        &facts
    };
    let start_facts = if start_ignores_loop_guards(ctx, test, &comparison) {
        &EntryFacts::NONE
    } else {
        &facts
    };
    // The limit's, the start's and the first tested value's ranges, read in `domain`.
    let ranges_in = |domain: Domain, no_wrap: bool| {
        let limit_range = if invariant_limit {
            value_range(ctx, limit_facts, &test.limit, width, domain)
        } else {
            // Phis are not expanded: one of `l`'s own would ask for `l`'s bound again.
            value_range_without_phis(ctx, limit_facts, &test.limit, width, domain)
        };
        let start_range = recurrence.start_range(ctx, start_facts, domain);
        let first_value_range = if recurrence.offset_by_one_step {
            // Where the first step may wrap, the first value may be any.
            shift_range(
                start_range,
                recurrence.step,
                width,
                domain,
                no_wrap && first_value_keeps_no_wrap(ctx, recurrence, domain),
            )
            .unwrap_or_else(|| domain_bounds(width, domain))
        } else {
            start_range
        };
        (limit_range, start_range, first_value_range)
    };
    let (limit_range, start_range, first_value_range) = ranges_in(domain, comparison.no_wrap);
    // A power-of-two step divides the distance when both ends are multiples of it.
    let step_bits = recurrence.step.unsigned_abs().trailing_zeros();
    let divides_distance = recurrence.step.unsigned_abs().is_power_of_two()
        && known_trailing_zeros(ctx, &test.limit) >= step_bits
        && known_trailing_zeros(ctx, &recurrence.start) >= step_bits
        && recurrence
            .start_offset
            .as_ref()
            .is_none_or(|offset| known_trailing_zeros(ctx, offset) >= step_bits);
    let finite = invariant_limit && finite_loops::is_finite_by_assumption(ctx, l);
    let (domain_min, domain_max) = domain_bounds(width, domain);
    if ctx.rule == TripCountRule::Llvm19
        && !finite
        && comparison.kind == ComparisonKind::GreaterOrEqual
        && domain == Domain::Signed
        && limit_range.0 <= domain_min
        && start_range.1 >= domain_max
    {
        // `x >=s L` with `L` possibly the smallest value holds forever for it;
        // ScalarEvolution reads the test as `x + 1 >s L` only when `x + 1` cannot
        // wrap, which it does not show from a start that may be the largest
        // value (even where `nsw` on the first step excludes it).
        return None;
    }
    if ctx.rule == TripCountRule::Llvm19
        && !finite
        && comparison.kind == ComparisonKind::LessOrEqual
        && limit_range.1 >= domain_max
        && (!comparison.no_wrap || (domain == Domain::Unsigned && recurrence.step > 1))
    {
        // `x <= L` may hold forever when `L` may be the largest value and `x`
        // may wrap; ScalarEvolution still reads some such tests as `x - 1 < L`.
        return less_or_equal_from_positive_start(
            ctx,
            l,
            &facts,
            recurrence,
            &comparison,
            first_value_range,
        );
    }
    // An even end whose term of the distance (`limit - start` or `start - limit`)
    // has an unsigned range that wraps around zero.
    let even_term_wraps = |operand: &Operand, (lo, hi): (i128, i128), negated: bool| {
        ctx.rule == TripCountRule::Llvm19
            && operand.as_const().is_none()
            && known_trailing_zeros(ctx, operand) >= 1
            && if negated {
                lo <= 0 && hi > 0
            } else {
                lo < 0 && hi >= 0
            }
    };
    let increasing = recurrence.step > 0;
    let start_term_wraps = recurrence.start_offset.is_none()
        && even_term_wraps(
            &recurrence.start,
            recurrence.start_range(ctx, &facts, Domain::Signed),
            increasing,
        );
    let limit_term_wraps = even_term_wraps(
        &test.limit,
        value_range(ctx, limit_facts, &test.limit, width, Domain::Signed),
        !increasing,
    );
    let bound = comparison.first_failing_iteration(
        width,
        first_value_range,
        recurrence.step,
        limit_range,
        LandingFacts {
            divides_distance,
            finite,
            even_start_wraps: start_term_wraps,
        },
        ctx.rule,
    );
    let unit_step_towards_limit = comparison.kind == ComparisonKind::NotEqual
        && recurrence.step.abs() == 1
        && !recurrence.pointer;
    // ScalarEvolution's range of the distance `limit - first` (`first - limit` for a
    // count-down) is the better of its signed and unsigned readings: a non-negative
    // difference of the ranges in the other domain bounds the unit steps as well.
    // Not where an even end's term wraps: ScalarEvolution rounds its unsigned range
    // to the multiples of 2, which makes it nearly the whole type (measured against
    // opt-19).
    let other_domain_distance = (unit_step_towards_limit && !start_term_wraps && !limit_term_wraps)
        .then(|| {
            let other = match domain {
                Domain::Signed => Domain::Unsigned,
                Domain::Unsigned => Domain::Signed,
            };
            let no_wrap = match other {
                Domain::Signed => recurrence.no_signed_wrap,
                Domain::Unsigned => recurrence.no_unsigned_wrap,
            };
            let (limit, _, first) = ranges_in(other, no_wrap);
            let (lo, hi) = if recurrence.step == 1 {
                (limit.0 - first.1, limit.1 - first.0)
            } else {
                (first.0 - limit.1, first.1 - limit.0)
            };
            (lo >= 0).then(|| u128::try_from(hi).ok()).flatten()
        })
        .flatten();
    let guarded = guarded_unit_distance_bound(ctx, &facts, test, &comparison);
    [bound, other_domain_distance, guarded]
        .into_iter()
        .flatten()
        .min()
}

/// The bound ScalarEvolution gives a unit step towards an exact limit
/// (`howFarToZero`) when the loop's entry is guarded by `distance + 1 != 0`: the
/// unsigned maximum of `distance + 1` (its range without the guards) minus one. Read
/// where `distance + 1` is a value the guards can name plus a constant
/// ([`EntryFacts::excludes`]): the limit of a count-up from a constant start, or the
/// start of a count-down to a constant.
fn guarded_unit_distance_bound(
    ctx: &LoopContext,
    facts: &EntryFacts,
    test: &ExitTest,
    comparison: &Comparison,
) -> Option<u128> {
    let iv = &test.induction;
    if comparison.kind != ComparisonKind::NotEqual
        || iv.pointer
        || iv.start_offset.is_some()
        || iv.truncated_from.is_some()
    {
        return None;
    }
    let constant = |o: &Operand| {
        o.as_const()
            .and_then(|c| ctx.m.consts.as_int(c)?.to_i64())
            .map(i128::from)
    };
    let first_step = i128::from(iv.offset_by_one_step);
    // `distance + 1` is `value + offset`.
    let (value, offset) = match iv.step {
        // `limit - (start + first_step) + 1`
        1 => (&test.limit, 1 - constant(&iv.start)? - first_step),
        // `(start - first_step) - limit + 1`
        -1 => (&iv.start, 1 - constant(&test.limit)? - first_step),
        _ => return None,
    };
    let modulus = 1i128 << iv.width;
    let offset = offset.rem_euclid(modulus);
    if !facts.excludes(ctx, value, iv.width, (modulus - offset) % modulus) {
        return None;
    }
    let (lo, hi) = value_range(ctx, &EntryFacts::NONE, value, iv.width, Domain::Unsigned);
    // The range of `value + offset`, where it does not wrap.
    let (lo, hi) = [0, -modulus]
        .into_iter()
        .map(|shift| (lo + offset + shift, hi + offset + shift))
        .find(|&(lo, hi)| lo >= 0 && hi < modulus)?;
    (lo <= hi).then(|| u128::try_from(hi - 1).ok())?
}

/// The exact exit count of a test of an integer recurrence whose first tested value
/// and step are constants against a constant limit, wrapping included: the values
/// `x0 + k * step` (modulo `2^width`) stay in the region the test holds on until the
/// first `k` where they leave it. As LLVM 19 (`getNumIterationsInRange`, which it
/// tries first for such tests): 0 when `x0` is outside the region; otherwise the
/// candidate is the number of steps from `x0` past the region's end in the direction
/// of the step (its last value for a positive step, its first for a negative one,
/// reached by unsigned division modulo `2^width`), taken only when the value there is
/// outside the region; `None` for a region that is the whole type, or a candidate
/// that lands inside it (the values wrap around within it).
fn constant_recurrence_exit_count(ctx: &LoopContext, test: &ExitTest) -> Option<u128> {
    let iv = &test.induction;
    if iv.pointer || iv.start_offset.is_some() || iv.width > 64 {
        return None;
    }
    let constant = |operand: &Operand| {
        let value = ctx.m.consts.as_int(operand.as_const()?)?;
        (value.width() <= 64).then(|| u128::from(value.words()[0]))
    };
    let modulus = 1u128 << iv.width;
    let wrap = |value: i128| value.rem_euclid(modulus as i128) as u128;
    let start = constant(&iv.start)? % modulus;
    let step = wrap(iv.step);
    if step == 0 {
        return None;
    }
    let first = if iv.offset_by_one_step {
        (start + step) % modulus
    } else {
        start
    };
    let limit = constant(&test.limit)? % modulus;
    let (lower, size) = continue_region(test.continue_predicate, limit, iv.width);
    if size == modulus {
        return None;
    }
    let contains = |value: u128| (value + modulus - lower) % modulus < size;
    if !contains(first) {
        return Some(0);
    }
    // The region shifted so that the first value is 0.
    let shifted_lower = (lower + modulus - first) % modulus;
    let end = if iv.step > 0 {
        (shifted_lower + size - 1) % modulus
    } else {
        shifted_lower
    };
    let candidate = ((end + step) % modulus) / step;
    let value_there = (candidate * step % modulus + first) % modulus;
    (!contains(value_there)).then_some(candidate)
}

/// Whether `test` compares with a constant limit under a predicate that holds on
/// one value only (`x <u 1`, `x >s MAX - 1`, `x == c`, ...).
fn holds_on_one_value(ctx: &LoopContext, test: &ExitTest) -> bool {
    let width = test.induction.width;
    let Some(limit) = test
        .limit
        .as_const()
        .and_then(|c| ctx.m.consts.as_int(c))
        .filter(|_| width <= 64)
        .map(|value| u128::from(value.words()[0]))
    else {
        return false;
    };
    continue_region(test.continue_predicate, limit % (1u128 << width), width).1 == 1
}

/// The values on which `x <pred> limit` holds, for `width`-bit integers, as the
/// interval `[lower, lower + size)` modulo `2^width` (`size` up to `2^width`).
fn continue_region(pred: IntPredicate, limit: u128, width: u32) -> (u128, u128) {
    use IntPredicate::*;
    let modulus = 1u128 << width;
    let signed_minimum = modulus / 2;
    let next = (limit + 1) % modulus;
    let span = |lower: u128, upper: u128| (lower, (upper + modulus - lower) % modulus);
    match pred {
        Eq => (limit, 1),
        Ne => (next, modulus - 1),
        Ult => (0, limit),
        Ule => (0, limit + 1),
        Ugt => (next, modulus - limit - 1),
        Uge => (limit, modulus - limit),
        Slt => span(signed_minimum, limit),
        Sle if limit == signed_minimum - 1 => (0, modulus),
        Sle => span(signed_minimum, next),
        Sgt if limit == signed_minimum - 1 => (0, 0),
        Sgt => span(next, signed_minimum),
        Sge if limit == signed_minimum => (0, modulus),
        Sge => span(limit, signed_minimum),
    }
}

/// The bound LLVM 19 gives a `<=` test whose limit may be the largest value of its
/// domain, of a variable that may wrap, in a loop not finite by assumption: `x <= L`
/// may then hold forever, and ScalarEvolution only reads it as `x - 1 < L` when
/// `x - 1` cannot wrap, which it shows for an unsigned test on a variable whose phi
/// has `nsw` (its own expression's flag, trusted or not for the tested increment),
/// whose first tested value is positive as a signed number, and whose step is 1,
/// or larger with `nuw` trusted on the tested expression (measured against opt-19
/// for both domains, steps 1 and 2, every wrap flag, starts below, at and above
/// zero, loops with and without a volatile store): then at most
/// `(L - x0) / step + 1` iterations for a first value `x0`.
fn less_or_equal_from_positive_start(
    ctx: &LoopContext,
    l: LoopId,
    facts: &EntryFacts,
    recurrence: &InductionVariable,
    comparison: &Comparison,
    (first_lo, _): (i128, i128),
) -> Option<u128> {
    // The phi's expression takes the increment's `nsw` whatever the tested
    // expression's flags.
    let phi_no_signed_wrap = iv_increment(ctx, l, recurrence.phi)
        .and_then(|increment| defining_kind(ctx, &Operand::Value(increment)))
        .is_some_and(
            |kind| matches!(kind, InstKind::Binary { flags, .. } if flags.has(IntFlags::NSW)),
        );
    let step = recurrence.step;
    // A unit step needs no flag on the tested expression, a larger one `nuw` there.
    let stride_allowed = step == 1 || (step > 1 && comparison.no_wrap);
    if comparison.domain != Domain::Unsigned || !stride_allowed || !phi_no_signed_wrap {
        return None;
    }
    let width = recurrence.width;
    let start = recurrence.start_range(ctx, facts, Domain::Signed);
    let (signed_first_lo, _) = if recurrence.offset_by_one_step {
        shift_range(start, step, width, Domain::Signed, true)?
    } else {
        start
    };
    let (_, domain_max) = domain_bounds(width, Domain::Unsigned);
    (signed_first_lo >= 1).then(|| ((domain_max - first_lo.max(1)) / step + 1) as u128)
}

/// Whether the first value a test reads, `start + step`, cannot wrap when the
/// increment cannot: under [`TripCountRule::Llvm19`] not in the signed domain for a
/// start that varies in an enclosing loop (ScalarEvolution folds the step into that
/// loop's recurrence and keeps no `nsw` on it; measured against opt-19 with an inner
/// loop from `i + 1` under `<s`).
fn first_value_keeps_no_wrap(
    ctx: &LoopContext,
    recurrence: &InductionVariable,
    domain: Domain,
) -> bool {
    let varies_in_enclosing_loop = recurrence
        .start
        .as_value()
        .and_then(|v| ctx.body.defining_inst(v))
        .and_then(|inst| ctx.body.inst_block(inst))
        .is_some_and(|block| ctx.loops.innermost_loop(block).is_some());
    ctx.rule != TripCountRule::Llvm19 || domain == Domain::Unsigned || !varies_in_enclosing_loop
}

/// Whether [`TripCountRule::Llvm19`] reads the limit of an ordered test (`<`, `<=`,
/// `>`, `>=`) without the loop's guards: `howManyLessThans` and
/// `howManyGreaterThans` bound the count by the ranges of the start and the limit as
/// ScalarEvolution knows them, not as the guards narrow them (measured against
/// opt-19: `n <u x` after `x <u 300` is polled for a loaded `x`, and so is a
/// count-down to a loaded `s` after `s <u 64` under `>=s`).
fn limit_ignores_loop_guards(ctx: &LoopContext, comparison: &Comparison) -> bool {
    ctx.rule == TripCountRule::Llvm19
        && matches!(
            comparison.kind,
            ComparisonKind::Less
                | ComparisonKind::LessOrEqual
                | ComparisonKind::Greater
                | ComparisonKind::GreaterOrEqual
        )
}

/// Whether [`TripCountRule::Llvm19`] reads the start of `test`'s variable without the
/// loop's guards: for every ordered test, as for the limit
/// ([`limit_ignores_loop_guards`]; measured against opt-19: a count from a loaded
/// `s` after `s <u 64` up to 1000 under `<s` is polled), except the unsigned `> 0`
/// and `>= 1`, which ScalarEvolution reads as `!= 0` (`howFarToZero` applies the
/// guards: a guard `n > 1` does not bound a count-down from `zext n` under
/// `ugt 1`, but does under `ugt 0`).
fn start_ignores_loop_guards(ctx: &LoopContext, test: &ExitTest, comparison: &Comparison) -> bool {
    if ctx.rule != TripCountRule::Llvm19 {
        return false;
    }
    let limit = test
        .limit
        .as_const()
        .and_then(|c| ctx.m.consts.as_int(c))
        .and_then(|v| v.to_u64());
    match comparison.kind {
        ComparisonKind::Greater => true,
        ComparisonKind::GreaterOrEqual => {
            !(comparison.domain == Domain::Unsigned && limit == Some(1))
        }
        ComparisonKind::Less | ComparisonKind::LessOrEqual => true,
        ComparisonKind::NotEqual | ComparisonKind::Equal => false,
    }
}

/// The bound of an exit test against a *strip limit*, the shape strip mining
/// ([`crate::place_safepoints`]) gives an inner loop: with `x0` the value the test
/// reads in the first iteration, `L` the original limit, `d` the distance from `x0` to
/// `L` in the direction of the step (`L - x0` or `x0 - L`, wrapping), `S` and `K = c * step`
/// constants:
///
/// * `<` / `>` tests: `limit = select (and (icmp <pred> x0, L), (icmp ugt d, S)), x0 + K, L`;
/// * `!=` tests (unit step or no-wrap increment): `limit = select (icmp ugt d, S), x0 + K, L`.
///
/// When the select takes `x0 + K`, a strict test fails by iteration `c` (earlier if
/// `x0 + K` wrapped), and `x0 + k * step` first equals `x0 + K` at `k = c` when
/// `c * |step|` is below `2^width`. When it takes `L`, either the test already fails at
/// `x0`, or `d <= S`, so `L` is reached (without wrapping) by iteration `ceil(S / |step|)`.
/// The bound is the larger of the two.
fn strip_limit_bound(ctx: &LoopContext, test: &ExitTest, comparison: &Comparison) -> Option<u128> {
    let iv = &test.induction;
    if iv.truncated_from.is_some() || iv.start_offset.is_some() {
        return None;
    }
    let strict_threshold = matches!(
        (comparison.kind, iv.step > 0),
        (ComparisonKind::Less, true) | (ComparisonKind::Greater, false)
    );
    let not_equal =
        comparison.kind == ComparisonKind::NotEqual && (comparison.no_wrap || iv.step.abs() == 1);
    if !strict_threshold && !not_equal {
        return None;
    }
    let InstKind::Select { cond, t, f, .. } = defining_kind(ctx, &test.limit)? else {
        return None;
    };
    let original_limit = f;
    let first_value = first_tested_value(ctx, iv, t)?;
    let offset = constant_addend(ctx, t, &first_value)?;
    let magnitude = iv.step.unsigned_abs();
    let iterations_to_offset = offset_in_steps(offset, iv)?;
    let distance_threshold = if strict_threshold {
        let InstKind::Binary {
            op: BinaryOp::And,
            lhs,
            rhs,
            ..
        } = defining_kind(ctx, cond)?
        else {
            return None;
        };
        let starts_inside = |o: &Operand| {
            matches!(defining_kind(ctx, o), Some(InstKind::ICmp { pred, lhs, rhs })
                if *pred == test.continue_predicate && *lhs == first_value && rhs == original_limit)
        };
        let far = |o: &Operand| far_distance_threshold(ctx, o, iv, &first_value, original_limit);
        match (starts_inside(lhs), starts_inside(rhs)) {
            (true, _) => far(rhs)?,
            (_, true) => far(lhs)?,
            _ => return None,
        }
    } else {
        far_distance_threshold(ctx, cond, iv, &first_value, original_limit)?
    };
    let limit_case = u128::from(distance_threshold).div_ceil(magnitude);
    Some(u128::from(iterations_to_offset).max(limit_case))
}

pub(super) fn defining_kind<'c>(ctx: &'c LoopContext, operand: &Operand) -> Option<&'c InstKind> {
    Some(
        &ctx.body
            .inst(ctx.body.defining_inst(operand.as_value()?)?)
            .kind,
    )
}

/// The value the exit test reads in the first iteration, as written in `add x0, K`:
/// the induction variable's start, or `start + step` when the test reads the increment.
fn first_tested_value(
    ctx: &LoopContext,
    iv: &InductionVariable,
    start_plus_offset: &Operand,
) -> Option<Operand> {
    let lhs = match defining_kind(ctx, start_plus_offset)? {
        InstKind::Binary {
            op: BinaryOp::Add,
            lhs,
            ..
        } => lhs,
        InstKind::Gep { base, .. } => base,
        _ => return None,
    };
    if !iv.offset_by_one_step {
        return (*lhs == iv.start).then(|| lhs.clone());
    }
    let shifted_start = constant_addend(ctx, lhs, &iv.start)?;
    (i128::from(shifted_start) == iv.step).then(|| lhs.clone())
}

/// `K` if `sum` is `add base, K` for a constant `K` (sign-extended from the width), or
/// a `getelementptr` of `base` by `K` bytes.
fn constant_addend(ctx: &LoopContext, sum: &Operand, base: &Operand) -> Option<i64> {
    match defining_kind(ctx, sum)? {
        InstKind::Binary {
            op: BinaryOp::Add,
            lhs,
            rhs,
            ..
        } => (lhs == base)
            .then_some(rhs)
            .and_then(|k| ctx.m.consts.as_int(k.as_const()?)?.to_i64()),
        gep @ InstKind::Gep { base: gep_base, .. } if gep_base == base => {
            i64::try_from(constant_gep_offset(ctx, gep)?).ok()
        }
        _ => None,
    }
}

/// The byte offset of a `getelementptr` with one constant index.
pub(crate) fn constant_gep_offset(ctx: &LoopContext, gep: &InstKind) -> Option<i128> {
    let InstKind::Gep {
        source_ty, indices, ..
    } = gep
    else {
        return None;
    };
    let [index] = &indices[..] else {
        return None;
    };
    let count = i128::from(ctx.m.consts.as_int(index.as_const()?)?.to_i64()?);
    Some(count * i128::from(element_size(ctx, *source_ty)?))
}

/// The byte offset of `getelementptr <source>, <base>, <indices>` from its base, for
/// index values known as integers.
pub(super) fn gep_byte_offset(
    ctx: &LoopContext,
    layout: &DataLayout,
    source: TypeId,
    indices: &[i128],
) -> Option<i128> {
    let types = &ctx.m.types;
    let (first, rest) = indices.split_first()?;
    let mut offset = first * i128::from(layout.alloc_size(types, source)?);
    let mut ty = source;
    for &index in rest {
        if types.is_struct(ty) {
            let field = usize::try_from(index).ok()?;
            offset += i128::from(layout.struct_field_offset(types, ty, field)?);
            ty = types.element_type(ty, field as u64)?;
        } else {
            let element = match types.get(ty) {
                ir::Type::Array { elem, .. } | ir::Type::Vector { elem, .. } => *elem,
                _ => return None,
            };
            offset += index * i128::from(layout.alloc_size(types, element)?);
            ty = element;
        }
    }
    Some(offset)
}

/// The bytes between consecutive elements of type `ty` (its allocation size).
fn element_size(ctx: &LoopContext, ty: TypeId) -> Option<u64> {
    data_layout(ctx).alloc_size(&ctx.m.types, ty)
}

pub(super) fn data_layout(ctx: &LoopContext) -> DataLayout {
    DataLayout::parse(ctx.m.datalayout.as_deref().unwrap_or(""))
}

/// `c` if `offset` is `c * step` with `c * |step|` below `2^width`.
fn offset_in_steps(offset: i64, iv: &InductionVariable) -> Option<u64> {
    let offset = i128::from(offset);
    if offset % iv.step != 0 || offset / iv.step < 0 {
        return None;
    }
    let steps = offset / iv.step;
    (steps * iv.step.abs() < 1i128 << iv.width).then_some(steps as u64)
}

/// `S` if `condition` is `icmp ugt d, S` with `d` the wrapping distance from
/// `first_value` to `limit` in the direction of the step.
fn far_distance_threshold(
    ctx: &LoopContext,
    condition: &Operand,
    iv: &InductionVariable,
    first_value: &Operand,
    limit: &Operand,
) -> Option<u64> {
    let Some(InstKind::ICmp {
        pred: IntPredicate::Ugt,
        lhs: distance,
        rhs: threshold,
    }) = defining_kind(ctx, condition)
    else {
        return None;
    };
    let Some(InstKind::Binary {
        op: BinaryOp::Sub,
        lhs: minuend,
        rhs: subtrahend,
        ..
    }) = defining_kind(ctx, distance)
    else {
        return None;
    };
    let (expected_minuend, expected_subtrahend) = if iv.step > 0 {
        (limit, first_value)
    } else {
        (first_value, limit)
    };
    // Addresses are subtracted as integers.
    let address = |o: &Operand| match defining_kind(ctx, o) {
        Some(InstKind::Cast {
            op: CastOp::PtrToInt,
            value,
            ..
        }) if iv.pointer => value.clone(),
        _ => o.clone(),
    };
    if address(minuend) != *expected_minuend || address(subtrahend) != *expected_subtrahend {
        return None;
    }
    ctx.m.consts.as_int(threshold.as_const()?)?.to_u64()
}

/// The bound of a pointer `!=` test (module docs): the distance from the first tested
/// address to the limit, in the direction of the step, divided by the step, when the
/// step divides it.
fn pointer_distance_bound(ctx: &LoopContext, facts: &EntryFacts, test: &ExitTest) -> Option<u128> {
    let iv = &test.induction;
    let magnitude = iv.step.unsigned_abs();
    let mut first = AddressOffset::of(ctx, &iv.start);
    if iv.offset_by_one_step {
        first.constant += iv.step;
    }
    let limit = AddressOffset::of(ctx, &test.limit);
    let (ahead, behind) = if iv.step > 0 {
        (limit, first)
    } else {
        (first, limit)
    };
    let distance = (ahead.root == behind.root).then(|| ahead.minus(behind));
    let divides = magnitude == 1
        || distance
            .as_ref()
            .is_some_and(|d| d.divisor() % magnitude == 0);
    if !divides {
        return None;
    }
    let modulus = 1u128 << iv.width;
    let never_negative_max = distance.and_then(|d| {
        let (lo, hi) = d.range(ctx, facts, iv.width)?;
        (lo >= 0 && (hi as u128) < modulus).then_some(hi as u128)
    });
    Some(match never_negative_max {
        Some(max) => max / magnitude,
        None => modulus / magnitude - 1,
    })
}

/// An address as `root + constant + sum of index * scale`, from `getelementptr`s with
/// one index each.
/// The bound of an unsigned `<` test of a pointer that increases without wrapping
/// towards a limit a constant number of bytes away (both `getelementptr`s of one
/// base): ScalarEvolution subtracts the two addresses and counts exactly. Not for
/// decreasing pointers nor `<=` tests, where LLVM 19 computes no count or one only
/// in some block layouts (measured against opt-19).
fn pointer_constant_distance_bound(
    test: &ExitTest,
    comparison: &Comparison,
    ctx: &LoopContext,
) -> Option<u128> {
    let iv = &test.induction;
    let increasing_less_than = comparison.kind == ComparisonKind::Less && iv.step > 0;
    if !increasing_less_than || comparison.domain != Domain::Unsigned || !comparison.no_wrap {
        return None;
    }
    let mut first = AddressOffset::of(ctx, &iv.start);
    if iv.offset_by_one_step {
        first.constant += iv.step;
    }
    let limit = AddressOffset::of(ctx, &test.limit);
    if first.root != limit.root {
        return None;
    }
    // `limit - first`, in bytes: a constant (the same sum of scaled indices on both
    // sides, or indices that are constants to ScalarEvolution).
    let (distance, constant) = limit.minus(first).range(ctx, &EntryFacts::NONE, iv.width)?;
    if distance != constant {
        return None;
    }
    // The first iteration whose value fails the test (0 when the first one does).
    u128::try_from(ceil_div(distance.max(0), iv.step)).ok()
}

struct AddressOffset {
    root: Operand,
    constant: i128,
    scaled: Vec<(Operand, i128)>,
}

impl AddressOffset {
    fn of(ctx: &LoopContext, pointer: &Operand) -> AddressOffset {
        let mut address = AddressOffset {
            root: pointer.clone(),
            constant: 0,
            scaled: Vec::new(),
        };
        while let Some(InstKind::Gep {
            base,
            source_ty,
            indices,
            ..
        }) = defining_kind(ctx, &address.root)
        {
            let ([index], Some(size)) = (&indices[..], element_size(ctx, *source_ty)) else {
                break;
            };
            let scale = i128::from(size);
            let count = index
                .as_const()
                .and_then(|c| ctx.m.consts.as_int(c)?.to_i64());
            match count {
                Some(count) => address.constant += i128::from(count) * scale,
                None => address.scaled.push((index.clone(), scale)),
            }
            address.root = base.clone();
        }
        // A constant `getelementptr` expression with constant indices (a global's
        // end, an element of it) is its base plus a constant.
        while let Some(ConstData::Gep {
            base,
            source_ty,
            indices,
            ..
        }) = address.root.as_const().map(|c| ctx.m.consts.get(c))
        {
            let indices: Option<Vec<i128>> = indices
                .iter()
                .map(|&index| ctx.m.consts.as_int(index)?.to_i64().map(i128::from))
                .collect();
            let Some(offset) = indices
                .and_then(|indices| gep_byte_offset(ctx, &data_layout(ctx), *source_ty, &indices))
            else {
                break;
            };
            address.constant += offset;
            address.root = Operand::Const(*base);
        }
        address
    }

    /// `self - other` (same root).
    fn minus(mut self, other: AddressOffset) -> AddressOffset {
        self.constant -= other.constant;
        self.scaled.extend(
            other
                .scaled
                .into_iter()
                .map(|(index, scale)| (index, -scale)),
        );
        self
    }

    /// A number dividing every value of the offset (0: the offset is always 0).
    fn divisor(&self) -> u128 {
        self.scaled
            .iter()
            .map(|&(_, scale)| scale.unsigned_abs())
            .fold(self.constant.unsigned_abs(), gcd)
    }

    /// The range of the offset as a mathematical integer, from the ranges of the
    /// (sign-extended) indices; `None` when an index is wider than the address.
    fn range(&self, ctx: &LoopContext, facts: &EntryFacts, width: u32) -> Option<(i128, i128)> {
        let (mut lo, mut hi) = (self.constant, self.constant);
        for (index, scale) in &self.scaled {
            let index_width = operand_int_width(ctx, index)?;
            if index_width > width {
                return None;
            }
            let (index_lo, index_hi) = value_range(ctx, facts, index, index_width, Domain::Signed);
            let (a, b) = (index_lo * scale, index_hi * scale);
            lo += a.min(b);
            hi += a.max(b);
        }
        Some((lo, hi))
    }
}

fn gcd(a: u128, b: u128) -> u128 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

pub(crate) fn is_loop_invariant(ctx: &LoopContext, l: LoopId, operand: &Operand) -> bool {
    match operand {
        Operand::Const(_) => true,
        Operand::Value(v) => match ctx.body.defining_inst(*v) {
            None => true,
            Some(def) => ctx
                .body
                .inst_block(def)
                .is_some_and(|b| !ctx.loops.contains(l, b)),
        },
        Operand::Metadata(_) => false,
    }
}

pub(super) fn inverse(pred: IntPredicate) -> IntPredicate {
    use IntPredicate::*;
    match pred {
        Eq => Ne,
        Ne => Eq,
        Ugt => Ule,
        Uge => Ult,
        Ult => Uge,
        Ule => Ugt,
        Sgt => Sle,
        Sge => Slt,
        Slt => Sge,
        Sle => Sgt,
    }
}

/// The predicate with its operands exchanged (`a < b` is `b > a`).
pub(super) fn swapped(pred: IntPredicate) -> IntPredicate {
    use IntPredicate::*;
    match pred {
        Eq => Eq,
        Ne => Ne,
        Ugt => Ult,
        Uge => Ule,
        Ult => Ugt,
        Ule => Uge,
        Sgt => Slt,
        Sge => Sle,
        Slt => Sgt,
        Sle => Sge,
    }
}

#[cfg(test)]
mod tests;
