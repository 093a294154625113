//! `alloca` that is not static: with a count known only at run time (C's
//! variable-length arrays and `alloca()`), or outside the entry block, where
//! each execution allocates anew (LLVM's static allocas are the entry
//! block's of constant size, one frame slot each); `llvm.stacksave` and
//! `llvm.stackrestore`.
//!
//! Cranelift cannot move the stack pointer within a function, so such an
//! allocation is a block of the C library's `malloc`, chained into a list
//! whose head lives in a stack slot of the frame: each block starts with the
//! address of the block allocated before it, and the memory handed out
//! starts at the first address past that word aligned as the `alloca` asks.
//!
//! Invariants:
//! * the head slot exists exactly when the function has a dynamic `alloca`
//!   or calls `llvm.stacksave`/`llvm.stackrestore`, and holds null from the
//!   function's entry on;
//! * `llvm.stacksave` returns the head; `llvm.stackrestore(p)` frees the
//!   blocks allocated since (the list up to `p`) and makes `p` the head;
//!   every `ret` first frees the whole list, so the memory lives exactly as
//!   long as the frame would have held it;
//! * a failed `malloc` traps ([`DYNAMIC_ALLOCA_TRAP`]), as a stack overflow
//!   would have faulted.
//!
//! Not covered: a frame left by unwinding (an exception or `longjmp`) does
//! not free its blocks.

use crate::data_layout::{abi_alignment, allocation_size};
use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use cranelift_codegen::ir::{self as cl, condcodes::IntCC, InstBuilder, MemFlagsData, TrapCode};
use cranelift_module::Module;
use ir::{Inst, InstKind, Operand, TypeId};
use passes::call_classification::called_function_name;

/// The trap of a dynamic `alloca` whose `malloc` failed.
pub const DYNAMIC_ALLOCA_TRAP: TrapCode = TrapCode::unwrap_user(4);

const I64: cl::Type = cl::types::I64;

impl<M: Module> FunctionTranslator<'_, M> {
    /// At the function's entry: creates the head slot holding null when the
    /// function allocates dynamically (module docs).
    pub(crate) fn prepare_dynamic_allocas(&mut self) {
        let body = self.body;
        let module = self.ir_module;
        let needed = body
            .blocks
            .iter()
            .flat_map(|block| &block.insts)
            .any(|&inst| match &body.inst(inst).kind {
                InstKind::Alloca { .. } => !self.is_static_alloca(inst),
                InstKind::Call { call, .. } => {
                    called_function_name(module, call).is_some_and(|name| {
                        name.starts_with("llvm.stacksave") || name.starts_with("llvm.stackrestore")
                    })
                }
                _ => false,
            });
        if needed {
            let slot = self.builder.create_sized_stack_slot(cl::StackSlotData::new(
                cl::StackSlotKind::ExplicitSlot,
                8,
                3,
            ));
            let null = self.builder.ins().iconst(I64, 0);
            self.builder.ins().stack_store(I64, null, slot, 0);
            self.dynamic_alloca_head = Some(slot);
        }
    }

    /// Whether `inst` (an `alloca`) is static: in the entry block, with a
    /// constant count (or none).
    pub(crate) fn is_static_alloca(&self, inst: Inst) -> bool {
        let in_entry =
            self.body.inst_block(inst).is_some() && self.body.inst_block(inst) == self.body.entry();
        match &self.body.inst(inst).kind {
            InstKind::Alloca { count, .. } => {
                in_entry
                    && count
                        .as_ref()
                        .is_none_or(|count| count.as_const().is_some())
            }
            _ => false,
        }
    }

    /// `alloca <allocated_ty>, <count>` (`None`: one) that is not static.
    pub(crate) fn dynamic_alloca(
        &mut self,
        allocated_ty: TypeId,
        count: Option<&Operand>,
        align: Option<u64>,
    ) -> CodegenResult<cl::Value> {
        let head_slot = self.dynamic_alloca_head.expect("prepared at the entry");
        let types = &self.ir_module.types;
        let element_size = allocation_size(types, allocated_ty)?;
        let alignment = align.unwrap_or(abi_alignment(types, allocated_ty)?).max(1);
        let count = match count {
            Some(count) => self.scalar_operand(count)?,
            None => self.builder.ins().iconst(I64, 1),
        };
        let count = match self.builder.func.dfg.value_type(count).bits() {
            64 => count,
            bits if bits > 64 => self.builder.ins().ireduce(I64, count),
            _ => self.builder.ins().uextend(I64, count),
        };
        let size = self.builder.ins().imul_imm_u(count, element_size as i64);
        // The link word, then room to align: `malloc` aligns to 16.
        let header = alignment.max(16) as i64;
        let total = self.builder.ins().iadd_imm_s(size, header);
        let block = self.call_helper("malloc", &[I64], &[I64], &[total])?[0];
        self.builder.ins().trapz(block, DYNAMIC_ALLOCA_TRAP);
        let previous = self.builder.ins().stack_load(I64, I64, head_slot, 0);
        self.builder
            .ins()
            .store(MemFlagsData::trusted(), previous, block, 0);
        self.builder.ins().stack_store(I64, block, head_slot, 0);
        let past_link = self
            .builder
            .ins()
            .iadd_imm_s(block, 8 + alignment as i64 - 1);
        Ok(self
            .builder
            .ins()
            .band_imm_u(past_link, -(alignment as i64)))
    }

    /// `llvm.stacksave` (no operand: returns the mark) or
    /// `llvm.stackrestore` (`mark`: frees back to it).
    pub(crate) fn stack_save_or_restore(
        &mut self,
        name: &str,
        mark: Option<cl::Value>,
    ) -> CodegenResult<Vec<cl::Value>> {
        let head_slot = self.dynamic_alloca_head.ok_or_else(|| {
            CodegenError::module_level(format!("@{name} without the allocation list"))
        })?;
        match mark {
            None => Ok(vec![self.builder.ins().stack_load(I64, I64, head_slot, 0)]),
            Some(mark) => {
                self.free_dynamic_allocas_down_to(mark)?;
                Ok(Vec::new())
            }
        }
    }

    /// Before a `ret`: frees every block the function still holds.
    pub(crate) fn free_dynamic_allocas_before_return(&mut self) -> CodegenResult<()> {
        if self.dynamic_alloca_head.is_some() {
            let null = self.builder.ins().iconst(I64, 0);
            self.free_dynamic_allocas_down_to(null)?;
        }
        Ok(())
    }

    /// Frees the blocks of the list from its head down to `mark` (a head an
    /// earlier `llvm.stacksave` returned, or null for all), then makes `mark`
    /// the head.
    fn free_dynamic_allocas_down_to(&mut self, mark: cl::Value) -> CodegenResult<()> {
        let head_slot = self.dynamic_alloca_head.expect("prepared at the entry");
        let walk = self.builder.create_block();
        let free_one = self.builder.create_block();
        let done = self.builder.create_block();
        let current = self.builder.append_block_param(walk, I64);
        let head = self.builder.ins().stack_load(I64, I64, head_slot, 0);
        self.builder.ins().jump(walk, &[cl::BlockArg::Value(head)]);

        self.builder.switch_to_block(walk);
        let at_mark = self.builder.ins().icmp(IntCC::Equal, current, mark);
        let at_end = self.builder.ins().icmp_imm_u(IntCC::Equal, current, 0);
        let stop = self.builder.ins().bor(at_mark, at_end);
        self.builder.ins().brif(stop, done, &[], free_one, &[]);

        self.builder.switch_to_block(free_one);
        let next = self
            .builder
            .ins()
            .load(I64, MemFlagsData::trusted(), current, 0);
        self.call_helper("free", &[I64], &[], &[current])?;
        self.builder.ins().jump(walk, &[cl::BlockArg::Value(next)]);

        self.builder.switch_to_block(done);
        self.builder.ins().stack_store(I64, mark, head_slot, 0);
        Ok(())
    }
}
