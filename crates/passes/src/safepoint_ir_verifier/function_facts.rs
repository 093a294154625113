//! What both stages of the verifier know about one function: which values are GC
//! pointers, which blocks and edges are live, which instructions are statepoints, and
//! which pointers derive only from constants.
//!
//! Live edges: every CFG edge, except the untaken side of a conditional branch on a
//! constant integer (when its two successors differ). Live blocks: those reachable from
//! the entry through live edges.
//!
//! Base kinds (LLVM's `getBaseType`): follow GEPs, pointer casts, `freeze`, phis (all
//! incoming values), selects and `gc.relocate` (to its derived pointer) back to their
//! sources; a pointer is *exclusively null* if every source is a null constant,
//! *exclusively some constant* if every source is a constant, else *non-constant*.
//! Computed for all values at once as the least fixed point of that join.

use crate::call_classification::{is_gc_relocate, is_statepoint};
use crate::gc_strategy::gc_pointer_address_space;
use ir::analysis::Cfg;
use ir::constant::{CastOp, ConstData};
use ir::module::GlobalId;
use ir::{Block, Body, Inst, InstKind, Module, Operand, TypeId, Value, ValueDef};

/// Where a pointer's value can come from, ordered by the join (`max`).
#[derive(Copy, Clone, PartialEq, Eq, PartialOrd, Ord, Debug)]
pub(super) enum BaseKind {
    ExclusivelyNull,
    ExclusivelySomeConstant,
    NonConstant,
}

pub(super) struct FunctionFacts<'a> {
    pub m: &'a Module,
    pub body: &'a Body,
    gc_address_space: u32,
    pub cfg: Cfg,
    live_block: Vec<bool>,
    /// Live blocks in reverse post-order.
    pub live_blocks_in_order: Vec<Block>,
    base_kind: Vec<BaseKind>,
}

impl<'a> FunctionFacts<'a> {
    /// The facts of definition `f`; `None` if its strategy has no GC pointers.
    pub fn compute(m: &'a Module, f: GlobalId) -> Option<FunctionFacts<'a>> {
        let function = m.function(f)?;
        let gc_address_space = gc_pointer_address_space(function)?;
        let body = function.body.as_ref()?;
        let cfg = Cfg::compute(body);
        let mut facts = FunctionFacts {
            m,
            body,
            gc_address_space,
            live_block: vec![false; body.blocks.len()],
            live_blocks_in_order: Vec::new(),
            base_kind: vec![BaseKind::NonConstant; body.values.len()],
            cfg,
        };
        facts.compute_live_blocks();
        facts.compute_base_kinds();
        Some(facts)
    }

    fn compute_live_blocks(&mut self) {
        let Some(entry) = self.body.entry() else {
            return;
        };
        let mut stack = vec![entry];
        self.live_block[entry.index()] = true;
        while let Some(b) = stack.pop() {
            for &s in self.cfg.successors(b) {
                if self.is_live_edge(b, s) && !self.live_block[s.index()] {
                    self.live_block[s.index()] = true;
                    stack.push(s);
                }
            }
        }
        self.live_blocks_in_order = self
            .cfg
            .reverse_post_order()
            .iter()
            .copied()
            .filter(|b| self.live_block[b.index()])
            .collect();
    }

    /// True unless `from → to` is the untaken side of a branch on a constant.
    fn is_live_edge(&self, from: Block, to: Block) -> bool {
        let Some(t) = self.body.terminator(from) else {
            return false;
        };
        match &self.body.inst(t).kind {
            InstKind::CondBr {
                cond: Operand::Const(c),
                then_dest,
                else_dest,
            } if then_dest != else_dest => match self.m.consts.as_int(*c) {
                Some(value) => {
                    to == if value.is_zero() {
                        *else_dest
                    } else {
                        *then_dest
                    }
                }
                None => true,
            },
            _ => true,
        }
    }

    pub fn is_live_block(&self, b: Block) -> bool {
        self.live_block.get(b.index()).copied().unwrap_or(false)
    }

    /// True if a phi in `to` takes its entry for `from` on a live path.
    pub fn is_live_incoming(&self, from: Block, to: Block) -> bool {
        self.is_live_block(from) && self.is_live_edge(from, to)
    }

    pub fn is_gc_type(&self, ty: TypeId) -> bool {
        self.m.types.contains_ptr_in(ty, self.gc_address_space)
    }

    pub fn operand_type(&self, operand: &Operand) -> Option<TypeId> {
        match operand {
            Operand::Value(v) => Some(self.body.value_type(*v)),
            Operand::Const(c) => Some(self.m.consts.ty(*c)),
            Operand::Metadata(_) => None,
        }
    }

    pub fn is_gc_operand(&self, operand: &Operand) -> bool {
        self.operand_type(operand)
            .is_some_and(|t| self.is_gc_type(t))
    }

    pub fn is_statepoint(&self, i: Inst) -> bool {
        self.body
            .inst(i)
            .kind
            .call_site()
            .is_some_and(|call| is_statepoint(self.m, call))
    }

    pub fn base_kind(&self, operand: &Operand) -> BaseKind {
        match operand {
            Operand::Value(v) => self.base_kind[v.index()],
            Operand::Const(c) => match self.m.consts.get(*c) {
                ConstData::Null(_) | ConstData::Zero(_) => BaseKind::ExclusivelyNull,
                _ => BaseKind::ExclusivelySomeConstant,
            },
            Operand::Metadata(_) => BaseKind::NonConstant,
        }
    }

    /// True unless the value derives only from constants.
    pub fn is_not_exclusively_constant_derived(&self, operand: &Operand) -> bool {
        self.base_kind(operand) == BaseKind::NonConstant
    }

    /// The operands a derived pointer value takes its base kind from, or `None` if the
    /// value is a source of its own (argument, load, call result, ...).
    pub fn derivation_sources(&self, v: Value) -> Option<Vec<Operand>> {
        let ValueDef::Inst(i) = self.body.value(v).def() else {
            return None;
        };
        match &self.body.inst(i).kind {
            InstKind::Gep { base, .. } => Some(vec![base.clone()]),
            InstKind::Cast {
                op: CastOp::BitCast | CastOp::AddrSpaceCast,
                value,
                ..
            }
            | InstKind::Freeze(value) => Some(vec![value.clone()]),
            InstKind::Phi { incoming, .. } => {
                Some(incoming.iter().map(|(o, _)| o.clone()).collect())
            }
            InstKind::Select { t, f, .. } => Some(vec![t.clone(), f.clone()]),
            InstKind::Call { call, .. } if is_gc_relocate(self.m, call) => {
                self.relocated_derived_pointer(call).map(|d| vec![d])
            }
            _ => None,
        }
    }

    /// The derived pointer a `gc.relocate` relocates: its statepoint's `gc-live` entry.
    fn relocated_derived_pointer(&self, relocate: &ir::CallSite) -> Option<Operand> {
        let token = relocate.args.first()?.value.as_value()?;
        let derived_index = self
            .m
            .consts
            .as_int(relocate.args.get(2)?.value.as_const()?)?
            .to_u64()? as usize;
        let token_def = self.body.defining_inst(token)?;
        let statepoint = match &self.body.inst(token_def).kind {
            InstKind::LandingPad { .. } => {
                let pad_block = self.body.inst_block(token_def)?;
                let invoke_block = self.cfg.unique_predecessor(pad_block)?;
                self.body.terminator(invoke_block)?
            }
            _ => token_def,
        };
        let call = self.body.inst(statepoint).kind.call_site()?;
        call.bundle("gc-live")?.inputs.get(derived_index).cloned()
    }

    fn compute_base_kinds(&mut self) {
        let derived: Vec<(Value, Vec<Operand>)> = (0..self.body.values.len() as u32)
            .map(Value)
            .filter(|&v| self.is_gc_type(self.body.value_type(v)))
            .filter_map(|v| self.derivation_sources(v).map(|sources| (v, sources)))
            .collect();
        for (v, _) in &derived {
            self.base_kind[v.index()] = BaseKind::ExclusivelyNull;
        }
        let mut changed = true;
        while changed {
            changed = false;
            for (v, sources) in &derived {
                let joined = sources
                    .iter()
                    .map(|s| self.base_kind(s))
                    .max()
                    .unwrap_or(BaseKind::ExclusivelyNull);
                if joined > self.base_kind[v.index()] {
                    self.base_kind[v.index()] = joined;
                    changed = true;
                }
            }
        }
    }
}
