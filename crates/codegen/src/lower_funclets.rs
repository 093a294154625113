//! The funclet exception-handling pads: `catchswitch`, `catchpad`,
//! `cleanuppad`, and the terminators leaving them, `catchret` and
//! `cleanupret` (LangRef, "Exception Handling").
//!
//! The runtime ABI has no exceptions (`lower_invokes`): an unwind edge is never
//! taken, and the verifier (`ir::verifier`'s funclet rules) guarantees that a
//! `catchswitch` or `cleanuppad` block is entered only by unwind edges, a
//! `catchpad` block only from its `catchswitch`, and that `catchret` and
//! `cleanupret` leave a pad, which dominates them: none of this code runs
//! without unwinding. It is still complete, like that of a `landingpad`, so the
//! calls and statepoints inside funclets are compiled and recorded in the stack
//! map as llc-19 records them, and an unwinder that honours Cranelift's
//! exception tables would run it:
//! * A `catchswitch` or `cleanuppad` block has, after its phi parameters, the
//!   exception payload parameters (exception object and selector), as a
//!   `landingpad` block has; every unwind edge into it passes the payload: an
//!   `invoke`'s (`lower_invokes`), and those of `catchswitch` and `cleanupret`
//!   here, which pass on the payload their funclet was entered with.
//! * `catchswitch` dispatches on the selector: handler `i` when it is `i`,
//!   else its unwind destination, or, for `unwind to caller`, the trap of
//!   `resume` (`lower_invokes::RESUME_TRAP`). The pads themselves emit no code
//!   and their tokens have no value, like a `token` `landingpad`.
//! * `catchret` jumps to its destination; `cleanupret` unwinds as
//!   `catchswitch` does when no handler is chosen.

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use cranelift_codegen::ir::{self as cl, condcodes::IntCC, BlockArg, InstBuilder};
use cranelift_module::Module;
use ir::{Block, InstKind, Operand};

/// The position of the selector among the exception payload words.
const SELECTOR_WORD: usize = 1;

impl<M: Module> FunctionTranslator<'_, M> {
    /// A `catchswitch` ending `block`, the funclet entered by unwinding.
    pub(crate) fn translate_catch_switch(
        &mut self,
        block: Block,
        handlers: &[Block],
        unwind: Option<Block>,
    ) -> CodegenResult<()> {
        let payload = self.landing_pad_payload(block);
        let selector = *payload.get(SELECTOR_WORD).ok_or_else(|| {
            CodegenError::unsupported("catchswitch on a target whose unwinder passes no selector")
        })?;
        for (index, &handler) in handlers.iter().enumerate() {
            let arguments = self.edge_arguments(block, handler)?;
            let chosen = self
                .builder
                .ins()
                .icmp_imm_s(IntCC::Equal, selector, index as i64);
            let next = self.builder.create_block();
            let target = self.cranelift_block(handler);
            self.builder
                .ins()
                .brif(chosen, target, &arguments, next, &[]);
            self.builder.switch_to_block(next);
        }
        self.unwind_from_funclet(block, unwind, &payload)
    }

    /// `catchret` ending `block`: back to normal code at `destination`.
    pub(crate) fn translate_catch_return(
        &mut self,
        block: Block,
        destination: Block,
    ) -> CodegenResult<()> {
        let arguments = self.edge_arguments(block, destination)?;
        let target = self.cranelift_block(destination);
        self.builder.ins().jump(target, &arguments);
        Ok(())
    }

    /// `cleanupret from pad` ending `block`.
    pub(crate) fn translate_cleanup_return(
        &mut self,
        block: Block,
        pad: &Operand,
        unwind: Option<Block>,
    ) -> CodegenResult<()> {
        let pad_block = match pad {
            Operand::Value(value) => self
                .body
                .defining_inst(*value)
                .filter(|&inst| matches!(self.body.inst(inst).kind, InstKind::CleanupPad { .. }))
                .and_then(|inst| self.body.inst_block(inst)),
            _ => None,
        }
        .ok_or_else(|| {
            CodegenError::module_level("cleanupret from a value that is not a cleanuppad")
        })?;
        let payload = self.landing_pad_payload(pad_block);
        self.unwind_from_funclet(block, unwind, &payload)
    }

    /// Unwinding on from `block` with `payload`: to the pad `unwind`, or the caller's.
    fn unwind_from_funclet(
        &mut self,
        block: Block,
        unwind: Option<Block>,
        payload: &[cl::Value],
    ) -> CodegenResult<()> {
        let Some(pad) = unwind else {
            self.translate_resume();
            return Ok(());
        };
        let mut arguments = self.edge_arguments(block, pad)?;
        arguments.extend(payload.iter().copied().map(BlockArg::Value));
        let target = self.cranelift_block(pad);
        self.builder.ins().jump(target, &arguments);
        Ok(())
    }
}
