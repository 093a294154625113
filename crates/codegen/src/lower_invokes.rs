//! `invoke`, `landingpad` and `resume`.
//!
//! Invariants:
//! * An `invoke` is a Cranelift `try_call`. Its normal destination is a fresh
//!   normal-edge block whose parameters are the callee's results; every
//!   exception goes (catch-all entry of the exception table) to a fresh
//!   unwind-edge block whose parameters are the exception payload, the two
//!   pointer-sized values an unwinder hands a landing pad under the System V
//!   ABI (exception object and selector). Each edge block calls the
//!   GC-transition exit hook when the invoke is a GC-transition statepoint,
//!   then jumps to its IR destination with the phi arguments of the edge from
//!   the invoke's block; the unwind edge appends the payload.
//! * A statepoint `invoke`'s exception table also carries an entry whose tag is
//!   the statepoint's index (same target): Cranelift reports handlers by tag at
//!   the call's return address, which is how `stack_map_records` finds the
//!   return address of the call (a debug tag cannot mark it: Cranelift places
//!   the tag after the jump to the normal edge, which it may remove).
//! * The Cranelift block of an IR block that starts with a `landingpad`
//!   (after its phis) has, after the phi parameters, the payload parameters
//!   (and so has one starting with a funclet pad an unwind edge enters:
//!   `lower_funclets`); `landingpad` gives them as its value (`token`: nothing; integers and
//!   pointers: the payload words in order, truncated to the leaf's width).
//! * `resume` traps with [`RESUME_TRAP`]. The runtime ABI defines no unwinder:
//!   nothing raises an exception, so an unwind edge is never taken when a
//!   program runs on our runtime (the code is still complete: relocations on
//!   the exceptional path load the statepoint's spill slots like those on the
//!   normal path, and an unwinder that honours Cranelift's exception tables
//!   would land there with the collector's updates in place).

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::lower_calls::{CallContinuation, CallTarget, EmittedCall};
use crate::lower_statepoints::LEAVE_UNMANAGED_CODE_HOOK;
use crate::value_types::leaf_types;
use cranelift_codegen::ir::{
    self as cl, BlockArg, BlockCall, ExceptionTableData, ExceptionTableItem, ExceptionTag,
    InstBuilder, TrapCode,
};
use cranelift_module::Module;
use ir::{Block, CallSite, Inst, TypeId};

/// `resume` traps with this user code.
pub const RESUME_TRAP: TrapCode = TrapCode::unwrap_user(2);

/// The IR blocks an `invoke` continues in, and what its edges must do.
#[derive(Copy, Clone, Debug)]
pub(crate) struct InvokeEdges {
    /// The block the invoke ends.
    pub source: Block,
    pub normal: Block,
    pub unwind: Block,
    /// For a statepoint: its index, the exception tag that marks its call site.
    pub call_site_tag: Option<u32>,
    /// Call the GC-transition exit hook at the start of both edges.
    pub leave_unmanaged_code: bool,
}

impl<M: Module> FunctionTranslator<'_, M> {
    pub(crate) fn translate_invoke(
        &mut self,
        inst: Inst,
        call: &CallSite,
        normal: Block,
        unwind: Block,
    ) -> CodegenResult<()> {
        let edges = InvokeEdges {
            source: self.body.inst_block(inst).expect("placed"),
            normal,
            unwind,
            call_site_tag: None,
            leave_unmanaged_code: false,
        };
        let results = self.translate_call(inst, call, CallContinuation::Invoke(edges))?;
        if let Some(result) = self.body.inst(inst).result {
            self.define_value(result, results);
        }
        self.jump_to_normal_destination(edges)
    }

    /// Emits the `try_call` of an invoke and fills its unwind edge; leaves the
    /// builder in the normal edge, whose jump to the normal destination
    /// ([`Self::jump_to_normal_destination`]) comes once the invoke's result is defined.
    pub(crate) fn emit_try_call(
        &mut self,
        target: CallTarget,
        arguments: &[cl::Value],
        edges: InvokeEdges,
    ) -> CodegenResult<EmittedCall> {
        let signature = self.target_signature(target);
        let return_types: Vec<cl::Type> = self.builder.func.dfg.signatures[signature]
            .returns
            .iter()
            .map(|r| r.value_type)
            .collect();
        let normal_edge = self.builder.create_block();
        for &ty in &return_types {
            self.builder.append_block_param(normal_edge, ty);
        }
        let unwind_edge = self.builder.create_block();
        let payload_types = self.exception_payload_types();
        for &ty in &payload_types {
            self.builder.append_block_param(unwind_edge, ty);
        }

        let pool = &mut self.builder.func.dfg.value_lists;
        let normal_return = BlockCall::new(
            normal_edge,
            (0..return_types.len() as u32).map(BlockArg::TryCallRet),
            pool,
        );
        let mut unwind_to_edge = || {
            BlockCall::new(
                unwind_edge,
                (0..payload_types.len() as u32).map(BlockArg::TryCallExn),
                pool,
            )
        };
        let mut handlers = Vec::new();
        if let Some(tag) = edges.call_site_tag {
            handlers.push(ExceptionTableItem::Tag(
                ExceptionTag::from_u32(tag),
                unwind_to_edge(),
            ));
        }
        handlers.push(ExceptionTableItem::Default(unwind_to_edge()));
        let table = self
            .builder
            .func
            .dfg
            .exception_tables
            .push(ExceptionTableData::new(signature, normal_return, handlers));
        let instruction = match target {
            CallTarget::Direct(function) => self.builder.ins().try_call(function, arguments, table),
            CallTarget::Indirect(_, address) => self
                .builder
                .ins()
                .try_call_indirect(address, arguments, table),
        };

        self.builder.switch_to_block(unwind_edge);
        if edges.leave_unmanaged_code {
            self.call_helper(LEAVE_UNMANAGED_CODE_HOOK, &[], &[], &[])?;
        }
        let mut arguments = self.edge_arguments(edges.source, edges.unwind)?;
        let payload = self.builder.block_params(unwind_edge).to_vec();
        arguments.extend(payload.into_iter().map(BlockArg::Value));
        let landing_block = self.cranelift_block(edges.unwind);
        self.builder.ins().jump(landing_block, &arguments);

        self.builder.switch_to_block(normal_edge);
        if edges.leave_unmanaged_code {
            self.call_helper(LEAVE_UNMANAGED_CODE_HOOK, &[], &[], &[])?;
        }
        Ok(EmittedCall {
            instruction,
            results: self.builder.block_params(normal_edge).to_vec(),
        })
    }

    /// Ends an invoke's normal edge: the jump to its normal destination.
    pub(crate) fn jump_to_normal_destination(&mut self, edges: InvokeEdges) -> CodegenResult<()> {
        let arguments = self.edge_arguments(edges.source, edges.normal)?;
        let block = self.cranelift_block(edges.normal);
        self.builder.ins().jump(block, &arguments);
        Ok(())
    }

    /// The types of the exception payload a landing pad receives.
    pub(crate) fn exception_payload_types(&self) -> Vec<cl::Type> {
        let isa = self.backend.isa();
        isa.default_call_conv()
            .exception_payload_types(isa.pointer_type())
            .to_vec()
    }

    /// The value of a `landingpad` of type `ty` in `block`, from the block's payload parameters.
    pub(crate) fn translate_landing_pad(
        &mut self,
        block: Block,
        ty: TypeId,
    ) -> CodegenResult<Vec<cl::Value>> {
        let payload = self.landing_pad_payload(block);
        let leaves = leaf_types(&self.ir_module.types, ty)?;
        if leaves.len() > payload.len() || leaves.iter().any(|leaf| !leaf.is_int()) {
            return Err(CodegenError::unsupported(format!(
                "landingpad of type {}",
                self.ir_module.types.display(ty)
            )));
        }
        Ok(leaves
            .into_iter()
            .zip(payload)
            .map(|(leaf, word)| {
                if leaf.bits() < self.builder.func.dfg.value_type(word).bits() {
                    self.builder.ins().ireduce(leaf, word)
                } else {
                    word
                }
            })
            .collect())
    }

    pub(crate) fn translate_resume(&mut self) {
        self.builder.ins().trap(RESUME_TRAP);
    }
}
