//! Exit counts found by running a loop's first iterations on constants, the fact
//! LLVM 19's ScalarEvolution falls back on when its closed forms give nothing
//! (`computeExitCountExhaustively`): a loop whose exit condition is computed, through
//! instructions of the loop that fold on constants, from exactly one header phi with a
//! constant start (`p = "abc"; while (*++p)`, `for (s = 8; s != 1; s >>= 1)`,
//! `h = 364; do ... while ((h /= 3) != 1)`) leaves after as many iterations as
//! evaluating it shows, if that is within [`MAXIMUM_ITERATIONS`].
//!
//! The facts, as LLVM 19 establishes them:
//! * the condition is an instruction of the loop that reaches exactly one header
//!   phi, and otherwise only constants, through at most [`MAXIMUM_DEPTH`] levels of
//!   instructions of the loop that fold on constants: integer arithmetic,
//!   comparisons, `select`, casts, `getelementptr` and `load` (no calls here; LLVM
//!   folds some, which only means a poll of ours that LLVM leaves out); a value from
//!   outside the loop, an argument or another phi of the loop makes it unknown;
//! * the loop has one latch and that phi two incoming values, the one from outside a
//!   constant; every header phi whose values from outside the loop are one constant
//!   is run along, the others stay unknown;
//! * in iteration `k` (0 first) the condition is evaluated on the phis' values; when
//!   it leaves the loop, the exit count is `k`; else each phi takes its value from
//!   the latch, evaluated on the values of iteration `k` (all at once);
//! * folding wraps integer arithmetic whatever its flags; a shift by the width or
//!   more, a division by zero and a signed division overflow give poison
//!   ([`ir::BinaryOp::fold_integers`]), which ends the evaluation without a count, as
//!   does a condition that is not a constant;
//! * a `load` folds when it is neither volatile nor atomic and reads, inside its
//!   initializer, a constant global whose initializer is definitive (not replaceable
//!   at link time, not externally initialized): integers from the initializer's
//!   bytes (padding reads as zero), pointers from a pointer-typed element (a global
//!   or null);
//! * pointer comparisons fold between two addresses in one global reached by
//!   `inbounds` steps only (their offsets compared, unsigned predicates as signed),
//!   and for equality of a global that is not `extern_weak` with null (never equal);
//!   other comparisons with null are not folded here.
//!
//! Invariant: a count returned is the exact exit count of executions without
//! undefined behaviour (branching on poison is undefined); anything the evaluation
//! cannot fold gives `None`, never a guess.

use super::{gep_byte_offset, predicate_holds, LoopContext};
use ir::analysis::LoopId;
use ir::constant::{CastOp, ConstData};
use ir::datalayout::DataLayout;
use ir::module::{GlobalId, GlobalKind, Linkage};
use ir::{Block, ConstId, Inst, InstKind, IntPredicate, Operand, Type, TypeId, Value};
use std::collections::HashMap;

/// The iterations evaluated before giving up (LLVM's `scev-max-iterations`).
pub const MAXIMUM_ITERATIONS: u32 = 100;
/// How deep the condition's expression may go before it reaches its phi (LLVM's
/// `scalar-evolution-max-constant-evolving-depth`).
const MAXIMUM_DEPTH: u32 = 32;

/// A value known during the evaluation.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Known {
    /// An integer of at most 64 bits, its bits above the width clear.
    Int {
        width: u32,
        bits: u64,
    },
    /// An address `offset` bytes into a global; `inbounds` when every step from the
    /// global was an `inbounds` one.
    Address {
        global: GlobalId,
        offset: i64,
        inbounds: bool,
    },
    Null,
}

/// The exit count of a loop that stays in `l` while `condition` is `stays_when_true`,
/// found by evaluating its first iterations (see the module docs).
pub(super) fn exhaustive_exit_count(
    ctx: &LoopContext,
    l: LoopId,
    condition: &Operand,
    stays_when_true: bool,
) -> Option<u128> {
    let data = ctx.loops.get(l);
    let [latch] = data.latches[..] else {
        return None;
    };
    let header = data.header;
    let condition_inst = ctx.body.defining_inst(condition.as_value()?)?;
    let evolving = evolving_phi(ctx, l, condition_inst)?;
    let InstKind::Phi { incoming, .. } = &ctx.body.inst(evolving).kind else {
        return None;
    };
    if incoming.len() != 2 {
        return None;
    }
    let mut evaluator = Evaluator {
        ctx,
        l,
        layout: DataLayout::parse(ctx.m.datalayout.as_deref().unwrap_or("")),
        values: HashMap::new(),
    };
    let mut phis: Vec<(Inst, Value, Option<Operand>)> = Vec::new();
    for &inst in &ctx.body.block(header).insts {
        let InstKind::Phi { incoming, .. } = &ctx.body.inst(inst).kind else {
            continue;
        };
        let Some(start) = constant_start(incoming, latch) else {
            continue;
        };
        let Some(result) = ctx.body.inst(inst).result else {
            continue;
        };
        let from_latch = incoming
            .iter()
            .find(|(_, from)| *from == latch)
            .map(|(value, _)| value.clone());
        let start = evaluator.constant(start);
        evaluator.values.insert(result, start);
        phis.push((inst, result, from_latch));
    }
    if !phis.iter().any(|(inst, _, _)| *inst == evolving) {
        return None;
    }
    let leaves_when = !stays_when_true;
    for iteration in 0..MAXIMUM_ITERATIONS {
        match evaluator.operand(condition, 0)? {
            Known::Int { width: 1, bits } => {
                if (bits == 1) == leaves_when {
                    return Some(u128::from(iteration));
                }
            }
            _ => return None,
        }
        let next: Vec<(Value, Option<Known>)> = phis
            .iter()
            .map(|(_, result, from_latch)| {
                let value = from_latch
                    .as_ref()
                    .and_then(|operand| evaluator.operand(operand, 0));
                (*result, value)
            })
            .collect();
        evaluator.values = next.into_iter().collect();
    }
    None
}

/// The one constant a header phi takes from outside the loop (every edge not from
/// `latch`).
fn constant_start(incoming: &[(Operand, Block)], latch: Block) -> Option<ConstId> {
    let mut start = None;
    for (value, from) in incoming {
        if *from == latch {
            continue;
        }
        let constant = value.as_const()?;
        if start.is_some_and(|s| s != constant) {
            return None;
        }
        start = Some(constant);
    }
    start
}

/// The header phi of `l` that `inst` is computed from, if it is exactly one and
/// everything else it reads is constant, through foldable instructions of `l`.
fn evolving_phi(ctx: &LoopContext, l: LoopId, inst: Inst) -> Option<Inst> {
    let mut memo: HashMap<Inst, Option<Inst>> = HashMap::new();
    evolving_phi_at(ctx, l, inst, 0, &mut memo)
}

fn evolving_phi_at(
    ctx: &LoopContext,
    l: LoopId,
    inst: Inst,
    depth: u32,
    memo: &mut HashMap<Inst, Option<Inst>>,
) -> Option<Inst> {
    if !can_evolve(ctx, l, inst) {
        return None;
    }
    if matches!(ctx.body.inst(inst).kind, InstKind::Phi { .. }) {
        return Some(inst);
    }
    if depth > MAXIMUM_DEPTH {
        return None;
    }
    let mut phi = None;
    for operand in ctx.body.inst(inst).kind.operands() {
        let operand_inst = match operand {
            Operand::Const(_) => continue,
            Operand::Value(v) => ctx.body.defining_inst(*v)?,
            Operand::Metadata(_) => return None,
        };
        if !can_evolve(ctx, l, operand_inst) {
            return None;
        }
        let found = if matches!(ctx.body.inst(operand_inst).kind, InstKind::Phi { .. }) {
            Some(operand_inst)
        } else if let Some(known) = memo.get(&operand_inst) {
            *known
        } else {
            let found = evolving_phi_at(ctx, l, operand_inst, depth + 1, memo);
            memo.insert(operand_inst, found);
            found
        };
        let found = found?;
        if phi.is_some_and(|p| p != found) {
            return None;
        }
        phi = Some(found);
    }
    phi
}

/// Whether `inst` is in `l` and either a phi of its header or an instruction that
/// folds on constant operands.
fn can_evolve(ctx: &LoopContext, l: LoopId, inst: Inst) -> bool {
    let Some(block) = ctx.body.inst_block(inst) else {
        return false;
    };
    if !ctx.loops.contains(l, block) {
        return false;
    }
    match &ctx.body.inst(inst).kind {
        InstKind::Phi { .. } => block == ctx.loops.get(l).header,
        InstKind::Binary { .. }
        | InstKind::ICmp { .. }
        | InstKind::Select { .. }
        | InstKind::Cast { .. }
        | InstKind::Gep { .. } => true,
        InstKind::Load {
            volatile, atomic, ..
        } => !*volatile && atomic.is_none(),
        _ => false,
    }
}

/// One iteration's values: the header phis', and those computed from them.
struct Evaluator<'c, 'a> {
    ctx: &'c LoopContext<'a>,
    l: LoopId,
    layout: DataLayout,
    values: HashMap<Value, Option<Known>>,
}

impl Evaluator<'_, '_> {
    fn operand(&mut self, operand: &Operand, depth: u32) -> Option<Known> {
        match operand {
            Operand::Const(c) => self.constant(*c),
            Operand::Value(v) => self.value(*v, depth),
            Operand::Metadata(_) => None,
        }
    }

    fn value(&mut self, value: Value, depth: u32) -> Option<Known> {
        if let Some(known) = self.values.get(&value) {
            return *known;
        }
        let inst = self.ctx.body.defining_inst(value)?;
        // An unknown phi (not run along, or whose value from the latch did not fold),
        // and anything from outside the loop, stays unknown.
        if !can_evolve(self.ctx, self.l, inst)
            || matches!(self.ctx.body.inst(inst).kind, InstKind::Phi { .. })
            || depth > 4 * MAXIMUM_DEPTH
        {
            return None;
        }
        let known = self.instruction(inst, value, depth + 1);
        self.values.insert(value, known);
        known
    }

    fn instruction(&mut self, inst: Inst, result: Value, depth: u32) -> Option<Known> {
        let ctx = self.ctx;
        let result_type = ctx.body.value_type(result);
        match &ctx.body.inst(inst).kind {
            InstKind::Binary { op, lhs, rhs, .. } => {
                let lhs = self.operand(lhs, depth)?;
                let rhs = self.operand(rhs, depth)?;
                match (lhs, rhs) {
                    (Known::Int { width, bits: a }, Known::Int { bits: b, .. }) => {
                        Some(int(width, op.fold_integers(width, a, b)?))
                    }
                    _ => None,
                }
            }
            InstKind::ICmp { pred, lhs, rhs } => {
                let lhs = self.operand(lhs, depth)?;
                let rhs = self.operand(rhs, depth)?;
                let holds = match (lhs, rhs) {
                    (Known::Int { width, bits: a }, Known::Int { bits: b, .. }) => {
                        let (sa, sb) = (signed(width, a), signed(width, b));
                        predicate_holds(*pred, (i128::from(a), i128::from(b)), (sa, sb))
                    }
                    (
                        Known::Address {
                            global: ga,
                            offset: oa,
                            inbounds: true,
                        },
                        Known::Address {
                            global: gb,
                            offset: ob,
                            inbounds: true,
                        },
                    ) if ga == gb => {
                        // Unsigned predicates compare the offsets as signed: `inbounds`
                        // steps may cross the sign boundary, not the unsigned one.
                        let (oa, ob) = (i128::from(oa), i128::from(ob));
                        predicate_holds(unsigned_as_signed(*pred)?, (oa, ob), (oa, ob))
                    }
                    (Known::Null, Known::Null) => predicate_holds(*pred, (0, 0), (0, 0)),
                    (
                        Known::Address {
                            global, offset: 0, ..
                        },
                        Known::Null,
                    )
                    | (
                        Known::Null,
                        Known::Address {
                            global, offset: 0, ..
                        },
                    ) if self.ctx.m.global(global).linkage != Linkage::ExternWeak => {
                        // A global that cannot be undefined is not at address 0.
                        match pred {
                            IntPredicate::Eq => false,
                            IntPredicate::Ne => true,
                            _ => return None,
                        }
                    }
                    _ => return None,
                };
                Some(Known::Int {
                    width: 1,
                    bits: u64::from(holds),
                })
            }
            InstKind::Select { cond, t, f, .. } => match self.operand(cond, depth)? {
                Known::Int { width: 1, bits } => self.operand(if bits == 1 { t } else { f }, depth),
                _ => None,
            },
            InstKind::Cast { op, value, to, .. } => {
                let Known::Int { width, bits } = self.operand(value, depth)? else {
                    return None;
                };
                let to = integer_width(ctx, *to)?;
                match op {
                    CastOp::Trunc if to < width => Some(int(to, bits)),
                    CastOp::ZExt if to > width => Some(int(to, bits)),
                    CastOp::SExt if to > width => Some(int(to, signed(width, bits) as u64)),
                    _ => None,
                }
            }
            InstKind::Gep {
                flags,
                source_ty,
                base,
                indices,
            } => {
                let base = self.operand(base, depth)?;
                let indices = indices
                    .iter()
                    .map(|index| self.operand(index, depth))
                    .collect::<Option<Vec<_>>>()?;
                self.address_step(base, flags.inbounds, *source_ty, &indices)
            }
            InstKind::Load { ptr, .. } => {
                let Known::Address { global, offset, .. } = self.operand(ptr, depth)? else {
                    return None;
                };
                self.load(global, offset, result_type)
            }
            _ => None,
        }
    }

    /// `getelementptr [inbounds] <source>, <base>, <indices>` on known values.
    fn address_step(
        &self,
        base: Known,
        inbounds_step: bool,
        source: TypeId,
        indices: &[Known],
    ) -> Option<Known> {
        let Known::Address {
            global,
            offset,
            inbounds,
        } = base
        else {
            return None;
        };
        let indices = indices
            .iter()
            .map(|index| match *index {
                Known::Int { width, bits } => Some(signed(width, bits)),
                _ => None,
            })
            .collect::<Option<Vec<_>>>()?;
        let step = gep_byte_offset(self.ctx, &self.layout, source, &indices)?;
        Some(Known::Address {
            global,
            offset: i64::try_from(i128::from(offset) + step).ok()?,
            inbounds: inbounds && inbounds_step,
        })
    }

    /// A constant operand: an integer, a global's address or null.
    fn constant(&self, constant: ConstId) -> Option<Known> {
        let consts = &self.ctx.m.consts;
        match consts.get(constant) {
            ConstData::Int { value, .. } if value.width() <= 64 => Some(Known::Int {
                width: value.width(),
                bits: value.words()[0] & mask(value.width()),
            }),
            ConstData::Global { global, .. } => Some(Known::Address {
                global: *global,
                offset: 0,
                inbounds: true,
            }),
            ConstData::Null(_) => Some(Known::Null),
            ConstData::Gep {
                flags,
                source_ty,
                base,
                indices,
                ..
            } => {
                let base = self.constant(*base)?;
                let indices = indices
                    .iter()
                    .map(|index| self.constant(*index))
                    .collect::<Option<Vec<_>>>()?;
                self.address_step(base, flags.inbounds, *source_ty, &indices)
            }
            _ => None,
        }
    }

    /// A load of `ty` at `offset` bytes into `global`, if it folds.
    fn load(&self, global: GlobalId, offset: i64, ty: TypeId) -> Option<Known> {
        let global_value = self.ctx.m.global(global);
        let GlobalKind::Variable(variable) = &global_value.kind else {
            return None;
        };
        let replaceable = matches!(
            global_value.linkage,
            Linkage::Weak | Linkage::LinkOnce | Linkage::Common | Linkage::ExternWeak
        );
        let init = variable
            .init
            .filter(|_| variable.constant && !variable.externally_initialized && !replaceable)?;
        let offset = u64::try_from(offset).ok()?;
        let types = &self.ctx.m.types;
        match types.get(ty) {
            Type::Int(width) if width % 8 == 0 && *width <= 64 => {
                let size = u64::from(width / 8);
                let total = self.layout.alloc_size(types, variable.value_ty)?;
                if offset + size > total {
                    return None;
                }
                let mut bytes = vec![0u8; size as usize];
                self.read_bytes(init, variable.value_ty, -i128::from(offset), &mut bytes)?;
                let mut bits = 0u64;
                for (i, byte) in bytes.iter().enumerate() {
                    bits |= u64::from(*byte) << (8 * i);
                }
                Some(int(*width, bits))
            }
            Type::Ptr(0) => self.pointer_at(init, variable.value_ty, offset),
            _ => None,
        }
    }

    /// Writes the bytes of `constant` (of type `ty`, whose first byte is at position
    /// `start` relative to `window`'s first byte) that fall inside `window`.
    fn read_bytes(
        &self,
        constant: ConstId,
        ty: TypeId,
        start: i128,
        window: &mut [u8],
    ) -> Option<()> {
        let types = &self.ctx.m.types;
        let size = i128::from(self.layout.alloc_size(types, ty)?);
        if start >= window.len() as i128 || start + size <= 0 {
            // Wholly outside the window.
            return Some(());
        }
        match self.ctx.m.consts.get(constant) {
            ConstData::Zero(_) | ConstData::Null(_) => Some(()),
            ConstData::Int { value, .. } => {
                let store = i128::from(self.layout.store_size(types, ty)?);
                for i in 0..store {
                    let at = start + i;
                    if (0..window.len() as i128).contains(&at) {
                        let word = value.words().get((i / 8) as usize).copied().unwrap_or(0);
                        window[at as usize] = (word >> (8 * (i % 8))) as u8;
                    }
                }
                Some(())
            }
            ConstData::Bytes { bytes, .. } => {
                for (i, byte) in bytes.iter().enumerate() {
                    let at = start + i as i128;
                    if (0..window.len() as i128).contains(&at) {
                        window[at as usize] = *byte;
                    }
                }
                Some(())
            }
            ConstData::Array { elems, .. } | ConstData::Vector { elems, .. } => {
                let element = types.element_type(ty, 0)?;
                let stride = i128::from(self.layout.alloc_size(types, element)?);
                for (i, elem) in elems.iter().enumerate() {
                    self.read_bytes(*elem, element, start + i as i128 * stride, window)?;
                }
                Some(())
            }
            ConstData::Struct { fields, .. } => {
                for (i, field) in fields.iter().enumerate() {
                    let field_ty = types.element_type(ty, i as u64)?;
                    let at = i128::from(self.layout.struct_field_offset(types, ty, i)?);
                    self.read_bytes(*field, field_ty, start + at, window)?;
                }
                Some(())
            }
            _ => None,
        }
    }

    /// The pointer stored `offset` bytes into `constant` (of type `ty`): a
    /// pointer-typed element there that is a global or null.
    fn pointer_at(&self, constant: ConstId, ty: TypeId, offset: u64) -> Option<Known> {
        let types = &self.ctx.m.types;
        match self.ctx.m.consts.get(constant) {
            _ if matches!(types.get(ty), Type::Ptr(0)) => {
                if offset != 0 {
                    return None;
                }
                match self.ctx.m.consts.get(constant) {
                    ConstData::Global { .. } => self.constant(constant),
                    ConstData::Null(_) | ConstData::Zero(_) => Some(Known::Null),
                    _ => None,
                }
            }
            ConstData::Zero(_) => {
                // Every element of a zero aggregate is zero: a pointer-typed one is null.
                self.element_type_at(ty, offset)
                    .filter(|&t| matches!(types.get(t), Type::Ptr(0)))
                    .map(|_| Known::Null)
            }
            ConstData::Array { elems, .. } => {
                let element = types.element_type(ty, 0)?;
                let stride = self.layout.alloc_size(types, element)?;
                let elem = elems.get(usize::try_from(offset / stride).ok()?)?;
                self.pointer_at(*elem, element, offset % stride)
            }
            ConstData::Struct { fields, .. } => {
                let (index, field_ty, at) = self.field_at(ty, offset)?;
                self.pointer_at(*fields.get(index)?, field_ty, offset - at)
            }
            _ => None,
        }
    }

    /// The field of struct type `ty` that holds byte `offset`: its index, type and
    /// offset (the last field starting at or before `offset`).
    fn field_at(&self, ty: TypeId, offset: u64) -> Option<(usize, TypeId, u64)> {
        let types = &self.ctx.m.types;
        let (fields, _) = types.struct_fields(ty)?;
        (0..fields.len()).rev().find_map(|index| {
            let at = self.layout.struct_field_offset(types, ty, index)?;
            (at <= offset).then_some((index, fields[index], at))
        })
    }

    /// The type of the scalar element that starts `offset` bytes into type `ty`.
    fn element_type_at(&self, ty: TypeId, offset: u64) -> Option<TypeId> {
        let types = &self.ctx.m.types;
        if types.is_struct(ty) {
            let (_, field_ty, at) = self.field_at(ty, offset)?;
            return self.element_type_at(field_ty, offset - at);
        }
        match types.get(ty) {
            Type::Array { elem, .. } => {
                let stride = self.layout.alloc_size(types, *elem)?;
                self.element_type_at(*elem, offset % stride)
            }
            _ => (offset == 0).then_some(ty),
        }
    }
}

/// The width of integer type `ty`, if at most 64 bits.
fn integer_width(ctx: &LoopContext, ty: TypeId) -> Option<u32> {
    match ctx.m.types.get(ty) {
        Type::Int(width) if *width <= 64 => Some(*width),
        _ => None,
    }
}

fn mask(width: u32) -> u64 {
    if width >= 64 {
        u64::MAX
    } else {
        (1u64 << width) - 1
    }
}

fn int(width: u32, bits: u64) -> Known {
    Known::Int {
        width,
        bits: bits & mask(width),
    }
}

/// `bits` of an integer of `width` read as signed.
fn signed(width: u32, bits: u64) -> i128 {
    let shift = 128 - width;
    (i128::from(bits) << shift) >> shift
}

/// An equality or unsigned predicate as the signed one comparing the same way
/// (`None` for signed predicates, which pointer comparisons do not fold).
fn unsigned_as_signed(pred: IntPredicate) -> Option<IntPredicate> {
    use IntPredicate::*;
    Some(match pred {
        Eq => Eq,
        Ne => Ne,
        Ult => Slt,
        Ule => Sle,
        Ugt => Sgt,
        Uge => Sge,
        Slt | Sle | Sgt | Sge => return None,
    })
}
