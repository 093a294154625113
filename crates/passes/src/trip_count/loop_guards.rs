//! Loop guards: what the conditional branches on the way into a loop and the
//! `llvm.assume` calls dominating it say about integer values ([`EntryFacts`]), and
//! which values they narrow as ScalarEvolution's loop guards do (it rewrites opaque
//! values, extensions and minima, not sums, saturating sums or maxima; a bound on a
//! maximum from above reaches its operands; an extension it replaces whole for a
//! guard against a non-constant bound hides the guards on its operand) or prove
//! non-zero (`isLoopEntryGuardedByCond`, [`EntryFacts::excludes`]).
//!
//! Invariant: a fact holds on every entry into the loop, in executions without
//! undefined behaviour; contradictory facts (a loop never entered) narrow nothing.

use super::value_ranges::{
    domain_bounds, extension_distributes, min_max_operation, operand_int_width, saturating_sum,
    value_range, Domain, MinMax,
};
use super::{
    conditional_branch, defining_kind, implied_conditions, inverse, swapped, InductionVariable,
    LoopContext, TripCountRule,
};
use crate::call_classification::called_function_name;
use ir::analysis::LoopId;
use ir::constant::{BinaryOp, CastOp, IntFlags};
use ir::{Block, InstKind, IntPredicate, Operand, Value};

/// Whether `a` and `b` compute one value as ScalarEvolution's uniqued expressions
/// make them one: the same value, or `add`s and `or disjoint`s of the same operands
/// in any order and grouping (`(x | y) | z` and `x | (y | z)`, as clang emits a
/// macro's expression twice).
fn same_sum(ctx: &LoopContext, a: Value, b: Value) -> bool {
    if a == b {
        return true;
    }
    let (Some(mut a), Some(b)) = (sum_operands(ctx, a), sum_operands(ctx, b)) else {
        return false;
    };
    a.len() == b.len()
        && b.iter().all(|operand| {
            a.iter()
                .position(|o| o == operand)
                .map(|at| a.swap_remove(at))
                .is_some()
        })
}

/// The most operands [`sum_operands`] collects.
const MAX_SUM_OPERANDS: usize = 16;

/// The operands of the tree of `add`s and `or disjoint`s `v` is the root of, or `None`
/// when `v` is not a sum (or one of more than [`MAX_SUM_OPERANDS`] operands).
fn sum_operands(ctx: &LoopContext, v: Value) -> Option<Vec<Operand>> {
    let is_sum = |operand: &Operand| {
        matches!(
            defining_kind(ctx, operand),
            Some(InstKind::Binary {
                op: BinaryOp::Add,
                ..
            })
        ) || matches!(
            defining_kind(ctx, operand),
            Some(InstKind::Binary { op: BinaryOp::Or, flags, .. }) if flags.has(IntFlags::DISJOINT)
        )
    };
    let root = Operand::Value(v);
    if !is_sum(&root) {
        return None;
    }
    let mut operands = Vec::new();
    let mut work = vec![root];
    while let Some(operand) = work.pop() {
        match defining_kind(ctx, &operand) {
            Some(InstKind::Binary { lhs, rhs, .. }) if is_sum(&operand) => {
                work.push(lhs.clone());
                work.push(rhs.clone());
            }
            _ => operands.push(operand),
        }
        if operands.len() + work.len() > MAX_SUM_OPERANDS {
            return None;
        }
    }
    Some(operands)
}

/// The most comparisons [`EntryFacts::of`] collects from the operands of minima and
/// maxima.
const MAX_ENTRY_FACTS: usize = 256;

/// The domain an integer comparison reads its operands in (equality: unsigned).
pub(super) fn predicate_domain(pred: IntPredicate) -> Domain {
    use IntPredicate::*;
    match pred {
        Slt | Sle | Sgt | Sge => Domain::Signed,
        _ => Domain::Unsigned,
    }
}

/// The values `x` of a `width`-bit type for which `x <pred> c` holds, read in `domain`
/// (the predicate's).
#[derive(Copy, Clone)]
pub(super) enum Region {
    Interval(i128, i128),
    AllBut(i128),
}

impl Region {
    pub(super) fn of(pred: IntPredicate, c: i128, width: u32, domain: Domain) -> Region {
        use IntPredicate::*;
        let (dmin, dmax) = domain_bounds(width, domain);
        match pred {
            Slt | Ult => Region::Interval(dmin, c - 1),
            Sle | Ule => Region::Interval(dmin, c),
            Sgt | Ugt => Region::Interval(c + 1, dmax),
            Sge | Uge => Region::Interval(c, dmax),
            Eq => Region::Interval(c, c),
            Ne => Region::AllBut(c),
        }
    }

    fn contains(self, x: i128) -> bool {
        match self {
            Region::Interval(lo, hi) => lo <= x && x <= hi,
            Region::AllBut(c) => x != c,
        }
    }

    /// Whether a value of the region, read in `domain`, is negative.
    fn has_negative(self, domain: Domain) -> bool {
        domain == Domain::Signed
            && match self {
                Region::Interval(lo, _) => lo < 0,
                Region::AllBut(_) => true,
            }
    }
}

/// The unsigned `width`-bit value `x` read in `domain`.
fn in_domain(x: i128, width: u32, domain: Domain) -> i128 {
    let (_, signed_max) = domain_bounds(width, Domain::Signed);
    if domain == Domain::Signed && x > signed_max {
        x - (1i128 << width)
    } else {
        x
    }
}

/// What the branches on the way into a loop say about integer values: on every entry,
/// `value <predicate> constant` held when an edge that dominates the header was taken,
/// and the value (defined before that edge) still has that instance in the loop. The
/// comparisons are the branch condition's [`implied_conditions`] (both sides of a
/// logical `and` on its true edge, of a logical `or` on its false edge).
pub(crate) struct EntryFacts {
    /// `value <predicate> constant`.
    comparisons: Vec<(Value, IntPredicate, Operand)>,
    /// `value` lies in `lo..=hi` (unsigned): what [`TripCountRule::Llvm19`] reads from a
    /// comparison of `value + c` (see [`range_check_idiom`]).
    ranges: Vec<(Value, i128, i128)>,
    /// `(x, signed)`: the zero (sign) extension of `x` is compared with a value that is
    /// neither a constant nor opaque, so ScalarEvolution's loop guards replace that
    /// extension as a whole and the facts about `x` do not reach it
    /// ([`TripCountRule::Llvm19`] only; see [`shadowed_extensions`]).
    shadowed: Vec<(Value, bool)>,
}

impl EntryFacts {
    /// None known (ranges from definitions only).
    pub(super) const NONE: EntryFacts = EntryFacts {
        comparisons: Vec::new(),
        ranges: Vec::new(),
        shadowed: Vec::new(),
    };

    /// Whether the zero (`signed`: sign) extension of `x` is replaced as a whole by
    /// ScalarEvolution's loop guards, which then leave out the facts about `x`.
    pub(super) fn shadows_extension(&self, x: Value, signed: bool) -> bool {
        self.shadowed.contains(&(x, signed))
    }

    /// Whether a signed comparison (`<s`, `<=s`, `>s`, `>=s`) bounds `v`.
    pub(super) fn compares_signed(&self, v: Value) -> bool {
        self.comparisons
            .iter()
            .any(|(x, pred, _)| *x == v && predicate_domain(*pred) == Domain::Signed)
    }

    /// Whether a comparison on the way into the loop shows that `operand` (of `width`
    /// bits) is not `excluded` (read unsigned), as ScalarEvolution's
    /// `isLoopEntryGuardedByCond` proves `x + k != 0` from a guard on `x` (the
    /// guard's region moved by `k` leaves out zero). A guard on the narrower value
    /// `operand` zero- or sign-extends counts too, extended to `operand`'s width: for
    /// `excluded` zero any region that leaves out zero (`!= 0`, `>u c`, `>s c` for
    /// `c >= 0`, ...; `<s c` for `c <= 0` through a sign extension only), for another
    /// value the region of an unsigned guard under a zero extension. A mask of the low
    /// `k` bits is the zero extension of the truncation to `k` bits.
    pub(super) fn excludes(
        &self,
        ctx: &LoopContext,
        operand: &Operand,
        width: u32,
        excluded: i128,
    ) -> bool {
        let Some(v) = operand.as_value() else {
            return false;
        };
        let extended = match defining_kind(ctx, operand) {
            Some(InstKind::Cast {
                op: op @ (CastOp::ZExt | CastOp::SExt),
                value: Operand::Value(narrow),
                ..
            }) => Some((*narrow, *op == CastOp::SExt)),
            // `x & (2^k - 1)` is `zext (trunc x to ik)` to ScalarEvolution: a guard on
            // that truncation is one on the narrower value it extends.
            Some(InstKind::Binary {
                op: BinaryOp::And,
                lhs: masked,
                rhs: Operand::Const(mask),
                ..
            }) => ctx
                .m
                .consts
                .as_int(*mask)
                .and_then(|mask| mask.to_u64())
                .filter(|mask| mask.wrapping_add(1).is_power_of_two())
                .and_then(|mask| {
                    let bits = mask.trailing_ones();
                    self.comparisons.iter().find_map(|(t, ..)| {
                        let truncates_masked = matches!(
                            defining_kind(ctx, &Operand::Value(*t)),
                            Some(InstKind::Cast { op: CastOp::Trunc, value, .. }) if value == masked
                        );
                        (truncates_masked
                            && operand_int_width(ctx, &Operand::Value(*t)) == Some(bits))
                        .then_some((*t, false))
                    })
                }),
            _ => None,
        };
        self.comparisons.iter().any(|(x, pred, bound)| {
            let fact_domain = predicate_domain(*pred);
            let narrow_width = match extended {
                _ if same_sum(ctx, *x, v) => None,
                Some((narrow, _)) if same_sum(ctx, narrow, *x) => {
                    operand_int_width(ctx, &Operand::Value(*x))
                }
                _ => return false,
            };
            if let (Some(narrow_width), Some((narrow, sign_extended))) = (narrow_width, extended) {
                // An extension of a minimum or maximum of its own signedness is one of
                // the extended operands to ScalarEvolution, no longer an extension of
                // the guarded value: a guard of the other signedness no longer reaches
                // it. (A sign extension of a non-negative value is a zero extension,
                // for the guard, which a signed guard sign-extends, as for this one.)
                let may_be_negative = value_range(
                    ctx,
                    &EntryFacts::NONE,
                    &Operand::Value(narrow),
                    narrow_width,
                    Domain::Signed,
                )
                .0 < 0;
                let sign_extended = sign_extended && may_be_negative;
                // Likewise a sum whose wrap flag for the guard's extension or for
                // this one ScalarEvolution trusts: its extension is a sum of extended
                // operands, and the other extension of the guarded value is not.
                let extension_domain = |signed| match signed {
                    true => Domain::Signed,
                    false => Domain::Unsigned,
                };
                let guard_signed = fact_domain == Domain::Signed && may_be_negative;
                let narrow_operand = Operand::Value(narrow);
                let is_sum = saturating_sum(ctx, &narrow_operand).is_some()
                    || matches!(
                        defining_kind(ctx, &narrow_operand),
                        Some(InstKind::Binary {
                            op: BinaryOp::Add,
                            ..
                        })
                    );
                let sum_distributes = ctx.rule == TripCountRule::Llvm19
                    && is_sum
                    && [guard_signed, sign_extended].into_iter().any(|signed| {
                        extension_distributes(ctx, &narrow_operand, extension_domain(signed))
                    });
                let distributes = sum_distributes
                    || match min_max_operation(ctx, narrow) {
                        Some((MinMax::UMax | MinMax::UMin, ..)) => !sign_extended,
                        Some((MinMax::SMax | MinMax::SMin, ..)) => sign_extended,
                        None => false,
                    };
                if distributes && guard_signed != sign_extended {
                    return false;
                }
            }
            let fact_width = narrow_width.unwrap_or(width);
            let (c, c_hi) = value_range(ctx, &EntryFacts::NONE, bound, fact_width, fact_domain);
            if c != c_hi {
                return false;
            }
            let region = Region::of(*pred, c, fact_width, fact_domain);
            match narrow_width {
                None => !region.contains(in_domain(excluded, width, fact_domain)),
                Some(_) if excluded == 0 => {
                    let sign_extended = extended.is_some_and(|(_, signed)| signed);
                    !region.contains(0) && (sign_extended || !region.has_negative(fact_domain))
                }
                Some(narrow) => {
                    let zero_extended = extended.is_some_and(|(_, signed)| !signed);
                    zero_extended
                        && fact_domain == Domain::Unsigned
                        && excluded < 1i128 << narrow
                        && !region.contains(excluded)
                }
            }
        })
    }

    /// The facts of the conditional branches on the edges that every entry into `l`
    /// takes (see [`entry_edges`]).
    pub(super) fn of(ctx: &LoopContext, l: LoopId) -> EntryFacts {
        let mut facts = Vec::new();
        let mut ranges = Vec::new();
        let mut shadowed = Vec::new();
        let branch_conditions = entry_edges(ctx, l)
            .into_iter()
            .filter_map(|(block, successor)| {
                let (cond, then_dest, else_dest) = conditional_branch(ctx, block)?;
                (then_dest != else_dest).then_some((cond, successor == then_dest))
            });
        let conditions = assumed_conditions(ctx, l).chain(branch_conditions);
        for (cond, cond_value) in conditions {
            for condition in implied_conditions(ctx, cond, cond_value) {
                let Some(InstKind::ICmp { pred, lhs, rhs }) = defining_kind(ctx, condition) else {
                    continue;
                };
                let taken = if cond_value { *pred } else { inverse(*pred) };
                let (v, pred, bound) = match (lhs, rhs) {
                    (Operand::Value(v), Operand::Const(_)) => (*v, taken, rhs),
                    (Operand::Const(_), Operand::Value(v)) => (*v, swapped(taken), lhs),
                    (Operand::Value(v), Operand::Value(bound)) => {
                        if ctx.rule == TripCountRule::Llvm19 && !scev_unknown(ctx, *bound) {
                            shadowed.extend(shadowed_extensions(ctx, *v, taken));
                        }
                        continue;
                    }
                    _ => continue,
                };
                if ctx.rule == TripCountRule::Llvm19 {
                    ranges.extend(range_check_idiom(ctx, v, pred, bound));
                }
                facts.push((v, pred, bound.clone()));
                // A bound on a maximum from above (on a minimum from below) bounds its
                // operands too, as ScalarEvolution's loop guards apply it to them.
                let mut maxima = vec![v];
                while let Some(x) = maxima.pop() {
                    use IntPredicate::*;
                    let Some((operation, a, b)) = min_max_operation(ctx, x) else {
                        continue;
                    };
                    let bounds_operands = matches!(
                        (operation, pred),
                        (MinMax::UMax, Ult | Ule)
                            | (MinMax::SMax, Slt | Sle)
                            | (MinMax::UMin, Ugt | Uge)
                            | (MinMax::SMin, Sgt | Sge)
                    );
                    for operand in [a, b].into_iter().filter(|_| bounds_operands) {
                        if let Operand::Value(o) = operand {
                            if facts.len() < MAX_ENTRY_FACTS {
                                facts.push((*o, pred, bound.clone()));
                                maxima.push(*o);
                            }
                        }
                    }
                }
            }
        }
        EntryFacts {
            comparisons: facts,
            ranges,
            shadowed,
        }
    }
}

/// The conditions of the `llvm.assume` calls in blocks that strictly dominate the
/// header of `l` (true on every entry, as ScalarEvolution's loop guards read them),
/// each with the value it has (true). The body's assumptions are listed once
/// ([`super::BoundCache`]), so a body's loops cost time linear in them.
fn assumed_conditions<'c>(
    ctx: &'c LoopContext,
    l: LoopId,
) -> impl Iterator<Item = (&'c Operand, bool)> + 'c {
    let header = ctx.loops.get(l).header;
    let assumptions = ctx.bounds.assumptions.get_or_init(|| {
        ctx.body
            .insts_in_order()
            .filter(|&(_, inst)| match &ctx.body.inst(inst).kind {
                InstKind::Call { call, .. } => {
                    called_function_name(ctx.m, call) == Some("llvm.assume")
                }
                _ => false,
            })
            .collect()
    });
    assumptions
        .iter()
        .filter(move |&&(block, _)| ctx.dom.strictly_dominates(block, header))
        .filter_map(move |&(_, inst)| match &ctx.body.inst(inst).kind {
            InstKind::Call { call, .. } => Some((&call.args.first()?.value, true)),
            _ => None,
        })
}

/// The extensions `(x, signed)` that ScalarEvolution's loop guards replace as a whole
/// for a guard `v <pred> bound` with a `bound` that is neither a constant nor opaque
/// (it applies the guard to `v`, not to the bound): `v` itself if it is a zero or sign
/// extension, else the extended operands of the minima and maxima the guard reaches
/// (a maximum bounded from above, a minimum from below; an extension of a minimum or
/// maximum of its own signedness is one of extended operands). `==` and `!=` guards
/// replace nothing.
fn shadowed_extensions(ctx: &LoopContext, v: Value, pred: IntPredicate) -> Vec<(Value, bool)> {
    use IntPredicate::*;
    if matches!(pred, Eq | Ne) {
        return Vec::new();
    }
    let reaches_operands = |operation: MinMax| {
        matches!(
            (operation, pred),
            (MinMax::UMax, Ult | Ule)
                | (MinMax::SMax, Slt | Sle)
                | (MinMax::UMin, Ugt | Uge)
                | (MinMax::SMin, Sgt | Sge)
        )
    };
    let mut shadowed = Vec::new();
    // Values the guard reaches, with the extension applied to them (if any).
    let mut work = vec![(v, None)];
    while let Some((x, extension)) = work.pop() {
        if shadowed.len() + work.len() > MAX_ENTRY_FACTS {
            break;
        }
        let operation = min_max_operation(ctx, x);
        let extended = match defining_kind(ctx, &Operand::Value(x)) {
            Some(InstKind::Cast {
                op: op @ (CastOp::ZExt | CastOp::SExt),
                value: Operand::Value(narrow),
                ..
            }) if extension.is_none() => Some((*narrow, *op == CastOp::SExt)),
            _ => None,
        };
        match (extension, extended, operation) {
            (None, Some((narrow, signed)), _) => {
                let distributes = match min_max_operation(ctx, narrow) {
                    Some((MinMax::UMax | MinMax::UMin, ..)) => !signed,
                    Some((MinMax::SMax | MinMax::SMin, ..)) => signed,
                    None => false,
                };
                if distributes {
                    work.push((narrow, Some(signed)));
                } else {
                    shadowed.push((narrow, signed));
                }
            }
            (extension, _, Some((operation, a, b))) if reaches_operands(operation) => {
                for operand in [a, b] {
                    if let Operand::Value(o) = operand {
                        match extension {
                            Some(signed) => {
                                if min_max_operation(ctx, *o).is_some() {
                                    work.push((*o, Some(signed)));
                                } else {
                                    shadowed.push((*o, signed));
                                }
                            }
                            None => work.push((*o, None)),
                        }
                    }
                }
            }
            _ => {}
        }
    }
    shadowed
}

/// Whether ScalarEvolution reads `v` as an opaque value (a `SCEVUnknown`): an
/// argument, a load, a call other than the intrinsics it models (minima, maxima,
/// `usub.sat`, `uadd.sat`, `abs`), a phi that is not an induction variable or read as
/// a minimum or maximum, a `select` not read as one.
fn scev_unknown(ctx: &LoopContext, v: Value) -> bool {
    if min_max_operation(ctx, v).is_some() {
        return false;
    }
    match defining_kind(ctx, &Operand::Value(v)) {
        None | Some(InstKind::Load { .. } | InstKind::Select { .. }) => true,
        Some(InstKind::Call { .. } | InstKind::Phi { .. }) => rewritten_by_loop_guards(ctx, v),
        Some(_) => false,
    }
}

/// The range of `x` implied by `v <pred> bound` when `v` is `add x, c` (constants `c`
/// and `bound`) and `x` is a value ScalarEvolution's loop guards rewrite: the values
/// satisfying the comparison, minus `c`, when that is one unsigned interval that does
/// not wrap around (ScalarEvolution's "range check idiom"; it reads nothing from a
/// comparison of `x + c` otherwise).
fn range_check_idiom(
    ctx: &LoopContext,
    v: Value,
    pred: IntPredicate,
    bound: &Operand,
) -> Option<(Value, i128, i128)> {
    let InstKind::Binary {
        op: BinaryOp::Add,
        lhs: Operand::Value(x),
        rhs: Operand::Const(c),
        ..
    } = defining_kind(ctx, &Operand::Value(v))?
    else {
        return None;
    };
    if !rewritten_by_loop_guards(ctx, *x) || !read_by_range_check_idiom(ctx, *x) {
        return None;
    }
    let offset = i128::from(ctx.m.consts.as_int(*c)?.to_u64()?);
    let k = i128::from(ctx.m.consts.as_int(bound.as_const()?)?.to_u64()?);
    let width = operand_int_width(ctx, bound)?;
    let modulus = 1i128 << width;
    let signed_min = modulus / 2;
    // The satisfying values as a modular interval `first..=last` of unsigned bits.
    use IntPredicate::*;
    let (first, last) = match pred {
        Ult => (0, k - 1),
        Ule => (0, k),
        Ugt => (k + 1, modulus - 1),
        Uge => (k, modulus - 1),
        Slt => (signed_min, k - 1),
        Sle => (signed_min, k),
        Sgt => (k + 1, signed_min - 1),
        Sge => (k, signed_min - 1),
        Eq => (k, k),
        Ne => (k + 1, k - 1),
    };
    let size = (last - first).rem_euclid(modulus) + 1;
    let empty = matches!(pred, Ult if k == 0) || matches!(pred, Ugt if k == modulus - 1);
    let (lo, hi) = (
        (first - offset).rem_euclid(modulus),
        (last - offset).rem_euclid(modulus),
    );
    (!empty && size < modulus && lo <= hi).then_some((*x, lo, hi))
}

/// Edges `(block, successor)` taken on every entry into `l`, whose branch conditions
/// therefore hold in the loop.
///
/// * [`TripCountRule::ValueRanges`]: every edge from a block on the dominator chain above
///   the header that dominates the header.
/// * [`TripCountRule::Llvm19`]: the edges ScalarEvolution's loop guards read: from the
///   loop's unique outside predecessor into the header, then up through single
///   predecessors (one edge each); a block with several predecessors inside a loop
///   continues from that loop's predecessor into its header, and elsewhere ends the walk.
fn entry_edges(ctx: &LoopContext, l: LoopId) -> Vec<(Block, Block)> {
    let header = ctx.loops.get(l).header;
    let mut edges = Vec::new();
    match ctx.rule {
        TripCountRule::ValueRanges => {
            let mut below = header;
            while let Some(block) = ctx.dom.immediate_dominator(below) {
                below = block;
                for &successor in ctx.cfg.successors(block) {
                    if ctx.dom.edge_dominates(ctx.cfg, block, successor, header) {
                        edges.push((block, successor));
                    }
                }
            }
        }
        TripCountRule::Llvm19 => {
            let mut edge = loop_predecessor(ctx, l).map(|p| (p, header));
            while let Some((from, to)) = edge {
                if edges.iter().any(|&(_, seen)| seen == to) {
                    break;
                }
                edges.push((from, to));
                edge = match ctx.cfg.predecessors(from) {
                    [single] if ctx.cfg.edge_multiplicity(*single, from) == 1 => {
                        Some((*single, from))
                    }
                    _ => ctx.loops.innermost_loop(from).and_then(|outer| {
                        loop_predecessor(ctx, outer).map(|p| (p, ctx.loops.get(outer).header))
                    }),
                };
            }
        }
    }
    edges
}

/// The one block outside `l` that branches to its header, if there is exactly one.
fn loop_predecessor(ctx: &LoopContext, l: LoopId) -> Option<Block> {
    let header = ctx.loops.get(l).header;
    let mut outside = ctx
        .cfg
        .predecessors(header)
        .iter()
        .filter(|&&p| !ctx.loops.contains(l, p));
    match (outside.next(), outside.next()) {
        (Some(&p), None) => Some(p),
        _ => None,
    }
}

/// `range` (of `v`, read in `domain`) narrowed by the facts about `v` whose constant
/// bound means the same in `domain` (its own domain, or non-negative in both). Under
/// [`TripCountRule::Llvm19`] only for a `v` that ScalarEvolution's loop guards rewrite
/// (see [`rewritten_by_loop_guards`]), not for expressions such as `x + c`.
pub(super) fn narrow_by_facts(
    ctx: &LoopContext,
    facts: &EntryFacts,
    v: Value,
    (mut lo, mut hi): (i128, i128),
    width: u32,
    domain: Domain,
) -> (i128, i128) {
    let unnarrowed = (lo, hi);
    let has_facts = facts.ranges.iter().any(|(x, ..)| *x == v)
        || facts.comparisons.iter().any(|(x, ..)| *x == v);
    // Facts first: with none, a header phi need not be read as an induction
    // variable (which may ask for this range again).
    if !has_facts || (ctx.rule == TripCountRule::Llvm19 && !rewritten_by_loop_guards(ctx, v)) {
        return unnarrowed;
    }
    let (_, signed_max) = domain_bounds(width, Domain::Signed);
    let mut excluded = Vec::new();
    // Two rounds: once the range is known non-negative (and at most the signed
    // maximum), the facts of the other domain read the same and apply as well.
    for _ in 0..2 {
        for &(_, ilo, ihi) in facts.ranges.iter().filter(|(x, ..)| *x == v) {
            let same_in_both = ihi <= signed_max;
            let range_same_in_both = lo >= 0 && hi <= signed_max;
            if domain == Domain::Unsigned || same_in_both || range_same_in_both {
                lo = lo.max(ilo);
                hi = hi.min(ihi);
            }
        }
        for (_, pred, bound) in facts
            .comparisons
            .iter()
            .filter(|(fact_value, ..)| *fact_value == v)
        {
            let fact_domain = predicate_domain(*pred);
            let (c, _) = value_range(ctx, &EntryFacts::NONE, bound, width, fact_domain);
            let interval = match Region::of(*pred, c, width, fact_domain) {
                Region::Interval(lo, hi) => (lo, hi),
                Region::AllBut(_) => {
                    let (c_here, _) = value_range(ctx, &EntryFacts::NONE, bound, width, domain);
                    // LLVM 19's loop guards use `x != 0` (as `x >u 0`) and no other `!=`.
                    let ignored = ctx.rule == TripCountRule::Llvm19 && c_here != 0;
                    if !ignored && !excluded.contains(&c_here) {
                        excluded.push(c_here);
                    }
                    continue;
                }
            };
            let same_in_both = interval.0 >= 0 && interval.1 <= signed_max;
            let range_same_in_both = lo >= 0 && hi <= signed_max;
            if fact_domain == domain || same_in_both || range_same_in_both {
                lo = lo.max(interval.0);
                hi = hi.min(interval.1);
            }
        }
    }
    // Each excluded end moves the range by one; repeat for neighbouring exclusions.
    let mut changed = true;
    while changed && lo <= hi {
        changed = false;
        if excluded.contains(&lo) {
            lo += 1;
            changed = true;
        }
        if lo <= hi && excluded.contains(&hi) {
            hi -= 1;
            changed = true;
        }
    }
    if lo > hi {
        // Contradictory facts: the loop is never entered; keep the definition's range.
        unnarrowed
    } else {
        (lo, hi)
    }
}

/// Among the values ScalarEvolution's loop guards rewrite, those its range check
/// idiom narrows (measured with opt-19): not a sign extension, nor
/// `llvm.umin`/`llvm.smin` (an opaque value, a zero extension and an `and` with a
/// low-bits mask are).
fn read_by_range_check_idiom(ctx: &LoopContext, x: Value) -> bool {
    let Some(def) = ctx.body.defining_inst(x) else {
        return true;
    };
    match &ctx.body.inst(def).kind {
        InstKind::Cast { op, .. } => *op != CastOp::SExt,
        InstKind::Call { call, .. } => called_function_name(ctx.m, call).is_none_or(|name| {
            !["llvm.smin.", "llvm.umin."]
                .iter()
                .any(|prefix| name.starts_with(prefix))
        }),
        _ => true,
    }
}

/// True if ScalarEvolution reads the integer `v` as a value its loop guards rewrite
/// (measured with `opt-19 -passes='print<scalar-evolution>'`): an opaque value (a
/// `SCEVUnknown`: loads, calls, arguments, selects, other phis), a zero or sign
/// extension (`zext`, `sext`, an `and` with a low-bits mask, which it reads as
/// `zext (trunc x)`), `llvm.umin`/`llvm.smin`. Not the expressions it models otherwise:
/// `add`, `sub`, `mul`, `udiv`, `urem`, shifts by constants, an `and` with a shifted
/// contiguous mask, a `disjoint` `or`, `xor` with -1, `trunc`/`ptrtoint`,
/// `llvm.umax`/`llvm.smax` (and the selects it reads as these), `llvm.usub.sat`,
/// `llvm.uadd.sat`, `llvm.abs` and the induction variables it sees as add recurrences (the
/// header phis [`InductionVariable`] reads). An approximation: SCEV also folds some
/// selects and phis we count as opaque.
fn rewritten_by_loop_guards(ctx: &LoopContext, v: Value) -> bool {
    let Some(def) = ctx.body.defining_inst(v) else {
        return true;
    };
    if matches!(
        min_max_operation(ctx, v),
        Some((MinMax::UMax | MinMax::SMax, ..))
    ) {
        return false;
    }
    let is_constant = |o: &Operand| o.as_const().is_some();
    match &ctx.body.inst(def).kind {
        InstKind::Binary { op, flags, rhs, .. } => match op {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::UDiv | BinaryOp::URem => {
                false
            }
            BinaryOp::Shl | BinaryOp::LShr => !is_constant(rhs),
            BinaryOp::And => !rhs
                .as_const()
                .and_then(|c| ctx.m.consts.as_int(c)?.to_u64())
                .is_some_and(|mask| {
                    // A shifted contiguous mask `x & (2^k - 1) << t` with `t > 0`.
                    let shifted = mask >> mask.trailing_zeros().min(63);
                    mask & 1 == 0 && mask != 0 && shifted & shifted.wrapping_add(1) == 0
                }),
            BinaryOp::Or => !flags.has(IntFlags::DISJOINT),
            BinaryOp::Xor => {
                rhs.as_const()
                    .and_then(|c| ctx.m.consts.as_int(c)?.to_i64())
                    != Some(-1)
            }
            _ => true,
        },
        InstKind::Cast { op, .. } => !matches!(op, CastOp::Trunc | CastOp::PtrToInt),
        // `usub.sat(a, b)` is `a - umin(a, b)`, `uadd.sat(a, b)` is `umin(a, ~b) + b`
        // and `abs(x)` is `smax(x, -x)` to ScalarEvolution: sums and a maximum.
        InstKind::Call { call, .. } => called_function_name(ctx.m, call).is_none_or(|name| {
            !["llvm.usub.sat.", "llvm.uadd.sat.", "llvm.abs."]
                .iter()
                .any(|prefix| name.starts_with(prefix))
        }),
        InstKind::Phi { .. } => {
            let header = ctx.body.inst_block(def);
            match header.and_then(|b| ctx.loops.loop_with_header(b)) {
                Some(l) => InductionVariable::from_header_phi(ctx, l, v, false).is_none(),
                None => true,
            }
        }
        _ => true,
    }
}
