//! Translation of one IR function body into a Cranelift function.
//!
//! Invariants:
//! * Blocks are translated in reverse post-order, so the definition of every
//!   value is translated before any use outside a phi (definitions dominate
//!   uses); unreachable blocks are not translated.
//! * A phi is a parameter (one per leaf) of its block's Cranelift block; every
//!   branch passes, per edge, the incoming values of the target's phis.
//! * The IR entry block is the Cranelift entry block (it has no phis: nothing
//!   branches to it) and its parameters are the function's arguments.
//! * A block that starts with a `landingpad`, `catchswitch` or `cleanuppad`
//!   (after its phis), the pads unwind edges enter, has, after the phi
//!   parameters, the exception payload parameters (`lower_invokes`,
//!   `lower_funclets`).
//!
//! Instruction families live in the `lower_*` files as further `impl` blocks of
//! [`FunctionTranslator`].

use crate::error::{CodegenError, CodegenResult};
use crate::lower_calls::CallContinuation;
use crate::lower_statepoints::StatepointSite;
use crate::lower_varargs::VarargRegisterPadding;
use crate::module_symbols::ModuleSymbols;
use crate::signatures::{
    by_value_offset, function_signature, returns_in_memory, x87_argument_offset,
};
use crate::value_types::{argument_types, leaf_types, MemoryLeaf, X87_VALUE_BYTES};
use cranelift_codegen::ir::{self as cl, InstBuilder};
use cranelift_frontend::FunctionBuilder;
use cranelift_module::Module;
use ir::analysis::Cfg;
use ir::{Block, Inst, InstKind, Operand, TypeId, Value};
use std::collections::HashMap;

/// The state of translating one function.
pub(crate) struct FunctionTranslator<'a, M: Module> {
    pub(crate) ir_module: &'a ir::Module,
    pub(crate) function: &'a ir::Function,
    pub(crate) body: &'a ir::Body,
    pub(crate) builder: FunctionBuilder<'a>,
    pub(crate) backend: &'a mut M,
    pub(crate) symbols: &'a mut ModuleSymbols,
    /// Leaves of each translated IR value, by value index.
    values: Vec<Option<Vec<cl::Value>>>,
    /// The Cranelift block of each reachable IR block, by block index.
    blocks: Vec<Option<cl::Block>>,
    /// The exception payload parameters of each block unwind edges enter, by block index.
    landing_payloads: Vec<Vec<cl::Value>>,
    /// The IR function's control-flow graph.
    pub(crate) cfg: Cfg,
    /// The function being translated, as the Cranelift module knows it.
    pub(crate) function_id: cranelift_module::FuncId,
    function_references: HashMap<cranelift_module::FuncId, cl::FuncRef>,
    data_references: HashMap<cranelift_module::DataId, cl::GlobalValue>,
    /// Statepoints lowered so far; their debug tag is their index here.
    pub(crate) statepoint_sites: Vec<StatepointSite>,
    /// Per statepoint token: the spill slot of each gc-live operand index, and the call's result.
    pub(crate) statepoint_spills: HashMap<Value, crate::lower_statepoints::StatepointSpills>,
    /// (base, derived) indices of the `gc.relocate`s of each statepoint token, built on first use.
    pub(crate) relocations_by_token: Option<HashMap<Value, Vec<(u32, u32)>>>,
    /// The stack slot of each `alloca`, by the Cranelift value of its address.
    pub(crate) alloca_slots: HashMap<cl::Value, cl::StackSlot>,
    /// The stack slot heading the list of dynamic `alloca` blocks, when the
    /// function has one (`dynamic_allocas`).
    pub(crate) dynamic_alloca_head: Option<cl::StackSlot>,
    /// Where `ret` stores the result when the function returns it in memory
    /// (`signatures::returns_in_memory`): the hidden first parameter.
    pub(crate) return_area: Option<cl::Value>,
}

impl<'a, M: Module> FunctionTranslator<'a, M> {
    pub(crate) fn new(
        ir_module: &'a ir::Module,
        function: &'a ir::Function,
        builder: FunctionBuilder<'a>,
        backend: &'a mut M,
        symbols: &'a mut ModuleSymbols,
        function_id: cranelift_module::FuncId,
    ) -> Self {
        let body = function
            .body
            .as_ref()
            .expect("only definitions are translated");
        FunctionTranslator {
            ir_module,
            function,
            body,
            builder,
            backend,
            symbols,
            values: vec![None; body.values.len()],
            blocks: vec![None; body.blocks.len()],
            landing_payloads: vec![Vec::new(); body.blocks.len()],
            cfg: Cfg::compute(body),
            function_id,
            function_references: HashMap::new(),
            data_references: HashMap::new(),
            statepoint_sites: Vec::new(),
            statepoint_spills: HashMap::new(),
            relocations_by_token: None,
            alloca_slots: HashMap::new(),
            dynamic_alloca_head: None,
            return_area: None,
        }
    }

    /// Translates the whole body; returns the statepoints found, in tag order.
    pub(crate) fn translate(mut self) -> CodegenResult<Vec<StatepointSite>> {
        let padding = VarargRegisterPadding::of_definition(
            &self.ir_module.types,
            self.function,
            self.backend.isa().triple().architecture,
        )?;
        self.builder.func.signature = function_signature(
            &self.ir_module.types,
            self.function,
            self.backend.isa(),
            padding,
        )?;
        let order = self.cfg.reverse_post_order().to_vec();
        self.create_blocks(&order)?;
        for (position, &block) in order.iter().enumerate() {
            self.builder
                .switch_to_block(self.blocks[block.index()].expect("created"));
            if position == 0 {
                self.wrap_arguments()?;
                self.prepare_dynamic_allocas();
            }
            for &inst in &self.body.block(block).insts {
                if self.body.inst(inst).kind.is_phi() {
                    continue;
                }
                self.translate_instruction(inst)
                    .map_err(|error| self.locate_error(error, block, inst))?;
            }
        }
        self.builder.seal_all_blocks();
        let frontend_config = self.backend.isa().frontend_config();
        self.builder.finalize(frontend_config);
        Ok(self.statepoint_sites)
    }

    fn create_blocks(&mut self, order: &[Block]) -> CodegenResult<()> {
        let types = &self.ir_module.types;
        for (position, &block) in order.iter().enumerate() {
            let cranelift_block = self.builder.create_block();
            self.blocks[block.index()] = Some(cranelift_block);
            if position == 0 {
                self.builder
                    .append_block_params_for_function_params(cranelift_block);
                let parameters = self.builder.block_params(cranelift_block).to_vec();
                let (return_type, _, _) = types
                    .function_parts(self.function.ty)
                    .expect("a function type");
                let architecture = self.backend.isa().triple().architecture;
                let mut next = 0;
                if returns_in_memory(types, return_type, architecture)? {
                    self.return_area = Some(parameters[0]);
                    next = 1;
                }
                for &argument in &self.body.args {
                    let count = argument_types(types, self.body.value_type(argument))?.len();
                    self.values[argument.index()] = Some(parameters[next..next + count].to_vec());
                    next += count;
                }
                continue;
            }
            for &inst in &self.body.block(block).insts {
                let data = self.body.inst(inst);
                let InstKind::Phi { ty, .. } = &data.kind else {
                    if let InstKind::LandingPad { .. }
                    | InstKind::CatchSwitch { .. }
                    | InstKind::CleanupPad { .. } = data.kind
                    {
                        self.landing_payloads[block.index()] = self
                            .exception_payload_types()
                            .into_iter()
                            .map(|ty| self.builder.append_block_param(cranelift_block, ty))
                            .collect();
                    }
                    break;
                };
                let leaves = leaf_types(types, *ty)?
                    .into_iter()
                    .map(|leaf| self.builder.append_block_param(cranelift_block, leaf))
                    .collect();
                if let Some(result) = data.result {
                    self.values[result.index()] = Some(leaves);
                }
            }
        }
        Ok(())
    }

    /// Turns the arguments' parameters into their leaves (a wide integer's
    /// pairs split) and restores the integer invariant (`legalize_integers`):
    /// the ABI leaves the bits above a padded integer's width undefined.
    fn wrap_arguments(&mut self) -> CodegenResult<()> {
        for (position, &argument) in self.body.args.iter().enumerate() {
            let ty = self.body.value_type(argument);
            let mut values = self.values[argument.index()].take().unwrap_or_default();
            if self.ir_module.types.get(ty) == &ir::Type::X86Fp80 {
                values = vec![self.x87_argument(values[0])];
            }
            let by_value = self
                .function
                .params
                .get(position)
                .and_then(|parameter| parameter.attrs.get_type("byval"));
            if let Some(pointee) = by_value {
                values = vec![self.by_value_argument(pointee, values[0])?];
            }
            let leaves = self.leaves_of_argument_values(ty, values)?;
            self.values[argument.index()] = Some(self.wrap_integer_leaves(ty, leaves));
        }
        Ok(())
    }

    /// The signature parameter a parameter value of the entry block is.
    fn parameter_of(&self, value: cl::Value) -> &cl::AbiParam {
        let cl::ValueDef::Param(_, index) = self.builder.func.dfg.value_def(value) else {
            unreachable!("an argument is a parameter of the entry block")
        };
        &self.builder.func.signature.params[index]
    }

    /// The pointer a `byval(<pointee>)` parameter `address` stands for: the
    /// start of the value in its copy (`signatures::by_value_offset`).
    fn by_value_argument(
        &mut self,
        pointee: ir::TypeId,
        address: cl::Value,
    ) -> CodegenResult<cl::Value> {
        let offset = by_value_offset(&self.ir_module.types, pointee, self.parameter_of(address))?;
        Ok(if offset == 0 {
            address
        } else {
            self.builder.ins().iadd_imm_s(address, offset)
        })
    }

    /// The `x86_fp80` value of the parameter `address`: the address of its
    /// copy among the stack arguments (`signatures::x87_argument_offset`).
    fn x87_argument(&mut self, address: cl::Value) -> cl::Value {
        let offset = x87_argument_offset(self.parameter_of(address))
            .expect("an x86_fp80 parameter is a StructArgument");
        let leaf = MemoryLeaf {
            cranelift_type: cl::types::I128,
            offset: 0,
            bytes: X87_VALUE_BYTES,
        };
        self.load_leaf(leaf, address, offset)
    }

    fn locate_error(&self, error: CodegenError, block: Block, inst: Inst) -> CodegenError {
        let label = self
            .body
            .block(block)
            .name
            .as_deref()
            .map_or_else(|| format!("#{}", block.index()), str::to_string);
        error.at_instruction(&label, || {
            ir::printer::print_instruction(self.ir_module, self.function, inst)
        })
    }

    fn translate_instruction(&mut self, inst: Inst) -> CodegenResult<()> {
        let data = self.body.inst(inst);
        let result = data.result;
        let leaves = match &data.kind {
            InstKind::Ret(_)
            | InstKind::Br(_)
            | InstKind::CondBr { .. }
            | InstKind::Switch { .. }
            | InstKind::IndirectBr { .. }
            | InstKind::Unreachable => {
                self.translate_terminator(inst)?;
                return Ok(());
            }
            InstKind::Invoke {
                call,
                normal,
                unwind,
            } => return self.translate_invoke(inst, call, *normal, *unwind),
            InstKind::Resume(_) => {
                self.translate_resume();
                return Ok(());
            }
            InstKind::CatchSwitch {
                handlers, unwind, ..
            } => {
                let block = self.body.inst_block(inst).expect("placed");
                if let Some(token) = result {
                    self.define_value(token, Vec::new());
                }
                return self.translate_catch_switch(block, handlers, *unwind);
            }
            InstKind::CatchRet { dest, .. } => {
                let block = self.body.inst_block(inst).expect("placed");
                return self.translate_catch_return(block, *dest);
            }
            InstKind::CleanupRet { pad, unwind } => {
                let block = self.body.inst_block(inst).expect("placed");
                return self.translate_cleanup_return(block, pad, *unwind);
            }
            // Tokens with no value: the code is in the terminators (`lower_funclets`).
            InstKind::CatchPad { .. } | InstKind::CleanupPad { .. } => Vec::new(),
            InstKind::LandingPad { ty, .. } => {
                let block = self.body.inst_block(inst).expect("placed");
                self.translate_landing_pad(block, *ty)?
            }
            InstKind::Call { call, .. } => {
                self.translate_call(inst, call, CallContinuation::FallThrough)?
            }
            kind @ (InstKind::Load { .. }
            | InstKind::Store { .. }
            | InstKind::Alloca { .. }
            | InstKind::Fence(_)
            | InstKind::CmpXchg { .. }
            | InstKind::AtomicRmw { .. }) => self.translate_memory_instruction(inst, kind)?,
            kind => {
                let result_type = result.map(|value| self.body.value_type(value));
                self.translate_value_instruction(kind, result_type)?
            }
        };
        if let Some(result) = result {
            self.values[result.index()] = Some(leaves);
        }
        Ok(())
    }

    /// Records the leaves of an IR value defined outside [`Self::translate_instruction`].
    pub(crate) fn define_value(&mut self, value: Value, leaves: Vec<cl::Value>) {
        self.values[value.index()] = Some(leaves);
    }

    /// The exception payload parameters of a block unwind edges enter.
    pub(crate) fn landing_pad_payload(&self, block: Block) -> Vec<cl::Value> {
        self.landing_payloads[block.index()].clone()
    }

    /// The leaves of an operand, lowering a constant at the current position.
    pub(crate) fn operand(&mut self, operand: &Operand) -> CodegenResult<Vec<cl::Value>> {
        match operand {
            Operand::Value(value) => self.values[value.index()].clone().ok_or_else(|| {
                CodegenError::module_level(format!(
                    "value %{} used before it is defined",
                    value.index()
                ))
            }),
            Operand::Const(constant) => self.constant(*constant),
            Operand::Metadata(_) => Err(CodegenError::unsupported("metadata operands")),
        }
    }

    /// The single Cranelift value of a scalar or vector operand.
    pub(crate) fn scalar_operand(&mut self, operand: &Operand) -> CodegenResult<cl::Value> {
        let leaves = self.operand(operand)?;
        match leaves.as_slice() {
            [single] => Ok(*single),
            _ => Err(CodegenError::unsupported(
                "an aggregate where a scalar is expected",
            )),
        }
    }

    /// The IR type of an operand.
    pub(crate) fn operand_type(&self, operand: &Operand) -> TypeId {
        match operand {
            Operand::Value(value) => self.body.value_type(*value),
            Operand::Const(constant) => self.ir_module.consts.ty(*constant),
            Operand::Metadata(_) => self
                .ir_module
                .types
                .lookup(&ir::Type::Metadata)
                .expect("interned"),
        }
    }

    /// The Cranelift block of a reachable IR block.
    pub(crate) fn cranelift_block(&self, block: Block) -> cl::Block {
        self.blocks[block.index()].expect("branch targets of reachable blocks are reachable")
    }

    /// A reference to a module function usable in calls and `func_addr`.
    pub(crate) fn function_reference(&mut self, id: cranelift_module::FuncId) -> cl::FuncRef {
        if let Some(&reference) = self.function_references.get(&id) {
            return reference;
        }
        let reference = self.backend.declare_func_in_func(id, self.builder.func);
        self.function_references.insert(id, reference);
        reference
    }

    /// The address of a module data object (of the calling thread's
    /// instance, for a thread-local one).
    pub(crate) fn data_address(&mut self, id: cranelift_module::DataId) -> cl::Value {
        let global = match self.data_references.get(&id) {
            Some(&global) => global,
            None => {
                let global = self.backend.declare_data_in_func(id, self.builder.func);
                self.data_references.insert(id, global);
                global
            }
        };
        if self.backend.declarations().get_data_decl(id).tls {
            // The calling thread's instance (`llvm.threadlocal.address` is then the identity).
            self.builder.ins().tls_value(cl::types::I64, global)
        } else {
            self.builder.ins().symbol_value(cl::types::I64, global)
        }
    }

    /// Calls a runtime or C library function by name with Cranelift-typed arguments.
    pub(crate) fn call_helper(
        &mut self,
        name: &str,
        parameters: &[cl::Type],
        returns: &[cl::Type],
        arguments: &[cl::Value],
    ) -> CodegenResult<Vec<cl::Value>> {
        let mut signature = self.backend.make_signature();
        signature
            .params
            .extend(parameters.iter().map(|&ty| cl::AbiParam::new(ty)));
        signature
            .returns
            .extend(returns.iter().map(|&ty| cl::AbiParam::new(ty)));
        let id = self
            .symbols
            .helper_function(self.backend, name, &signature)?;
        let reference = self.function_reference(id);
        let call = self.builder.ins().call(reference, arguments);
        Ok(self.builder.inst_results(call).to_vec())
    }
}
