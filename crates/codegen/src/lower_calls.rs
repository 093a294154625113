//! Calls: direct and indirect calls with the C ABI, dispatching statepoints,
//! calls with a `deopt` bundle (recorded in the stack map like statepoints)
//! and intrinsics.
//!
//! Invariants:
//! * A call whose callee operand names a function (through pointer casts)
//!   whose declared type equals the call's function type is a direct call; any
//!   other callee is called indirectly with the signature of the call's
//!   function type and argument attributes.
//! * A call either falls through ([`CallContinuation::FallThrough`]) or, for an
//!   `invoke`, is a Cranelift `try_call` ([`CallContinuation::Invoke`]) whose
//!   exception table sends every exception to the unwind edge (see
//!   `lower_invokes`).
//! * A call whose function type is variadic is `lower_varargs`'s.

use crate::data_layout::{abi_alignment, allocation_size};
use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::lower_varargs::{register_use, VECTOR_ARGUMENT_REGISTER_COUNT};
use crate::machine_stubs::{MachineStub, StubCallee, INTEGER_ARGUMENT_REGISTER_COUNT};
use crate::signatures::{
    by_value_offset, call_signature, returns_in_memory, returns_x87_value, stack_argument_bytes,
    x87_argument_offset,
};
use crate::value_types::argument_types;
use crate::x87_stubs::ResultMove;
use cranelift_codegen::ir::{self as cl, InstBuilder};
use cranelift_module::{FuncId, Module};
use ir::{AttrList, CallSite, Inst};
use passes::call_classification::{
    called_function_name, is_gc_relocate, is_gc_result, is_statepoint,
};

/// The name prefix of `llvm.experimental.deoptimize.<type>`.
const DEOPTIMIZE_INTRINSIC: &str = "llvm.experimental.deoptimize.";

/// The callee of a call instruction as Cranelift sees it.
#[derive(Copy, Clone, Debug)]
pub(crate) enum CallTarget {
    Direct(cl::FuncRef),
    Indirect(cl::SigRef, cl::Value),
}

/// How control continues after a call.
#[derive(Copy, Clone, Debug)]
pub(crate) enum CallContinuation {
    /// An ordinary call: the next instruction follows.
    FallThrough,
    /// An `invoke`: a `try_call` to fresh edge blocks (`lower_invokes`).
    Invoke(crate::lower_invokes::InvokeEdges),
}

/// What emitting a call produced.
pub(crate) struct EmittedCall {
    /// The call or `try_call` instruction.
    pub instruction: cl::Inst,
    /// The callee's results; for an invoke, parameters of the normal edge block,
    /// in which the builder is left.
    pub results: Vec<cl::Value>,
}

impl<M: Module> FunctionTranslator<'_, M> {
    pub(crate) fn translate_call(
        &mut self,
        inst: Inst,
        call: &CallSite,
        continuation: CallContinuation,
    ) -> CodegenResult<Vec<cl::Value>> {
        let module = self.ir_module;
        if is_statepoint(module, call) {
            return self.translate_statepoint(inst, call, continuation);
        }
        if let Some(name) = called_function_name(module, call).filter(|n| n.starts_with("llvm.")) {
            if let CallContinuation::Invoke(_) = continuation {
                return Err(CodegenError::unsupported(format!(
                    "invoke of intrinsic @{name}"
                )));
            }
            if is_gc_relocate(module, call) {
                return self.translate_gc_relocate(call);
            }
            if is_gc_result(module, call) {
                return self.translate_gc_result(call);
            }
            if name.starts_with(DEOPTIMIZE_INTRINSIC) {
                return self.translate_deoptimize(call);
            }
            return self.translate_intrinsic(name, call);
        }
        if passes::call_classification::is_inline_asm_call(module, call) {
            if let CallContinuation::Invoke(_) = continuation {
                return Err(CodegenError::unsupported("invoke of inline assembly"));
            }
            return self.translate_inline_asm(call);
        }
        let (return_type, _, variadic) = module
            .types
            .function_parts(call.fn_ty)
            .ok_or_else(|| CodegenError::module_level("a call through a non-function type"))?;
        if variadic {
            return self.translate_variadic_call(call, continuation);
        }
        let return_area = self.return_area_for(return_type)?;
        let mut arguments: Vec<cl::Value> = return_area.into_iter().collect();
        arguments.extend(self.call_arguments(call.args.iter().map(|a| &a.value))?);
        let target = self.call_target(
            &call.callee,
            call.fn_ty,
            &call_argument_attributes(call),
            &call.ret_attrs,
        )?;
        self.pad_by_value_arguments(
            target,
            &call.args,
            &mut arguments,
            usize::from(return_area.is_some()),
        )?;
        let target = if returns_x87_value(&module.types, call.fn_ty) {
            if matches!(continuation, CallContinuation::Invoke(_)) {
                return Err(x87_invoke_error());
            }
            self.x87_return_target(&call.callee, call.fn_ty, target, &mut arguments)?
        } else {
            target
        };
        let results = if call.bundle("deopt").is_some() {
            self.translate_call_with_deopt_state(call, target, &arguments, continuation)?
        } else {
            self.emit_call(target, &arguments, continuation)?.results
        };
        self.call_results(return_type, return_area, results)
    }

    /// A stack slot for the result of a call that returns `return_type` in
    /// memory (`signatures::returns_in_memory`): its address, the call's
    /// hidden first argument; `None` for a result returned in registers.
    pub(crate) fn return_area_for(
        &mut self,
        return_type: ir::TypeId,
    ) -> CodegenResult<Option<cl::Value>> {
        let types = &self.ir_module.types;
        let architecture = self.backend.isa().triple().architecture;
        if !returns_in_memory(types, return_type, architecture)? {
            return Ok(None);
        }
        let size = allocation_size(types, return_type)?;
        let alignment = abi_alignment(types, return_type)?;
        let slot = self.builder.create_sized_stack_slot(cl::StackSlotData::new(
            cl::StackSlotKind::ExplicitSlot,
            u32::try_from(size).map_err(|_| CodegenError::unsupported("a 4 GiB result"))?,
            alignment.trailing_zeros() as u8,
        ));
        Ok(Some(self.builder.ins().stack_addr(cl::types::I64, slot, 0)))
    }

    /// The leaves of a call's result of type `return_type`: read from its
    /// return area when it has one, else from the call's results (split
    /// vectors unpacked from their registers); integers wrapped
    /// (`legalize_integers`).
    pub(crate) fn call_results(
        &mut self,
        return_type: ir::TypeId,
        return_area: Option<cl::Value>,
        results: Vec<cl::Value>,
    ) -> CodegenResult<Vec<cl::Value>> {
        match return_area {
            Some(area) => self.load_value(return_type, area, 0, false),
            None => {
                let leaves = self.leaves_of_result_values(return_type, results)?;
                Ok(self.wrap_integer_leaves(return_type, leaves))
            }
        }
    }

    /// The argument values of a call, in order (`value_types::argument_types`).
    pub(crate) fn call_arguments<'o>(
        &mut self,
        operands: impl Iterator<Item = &'o ir::Operand>,
    ) -> CodegenResult<Vec<cl::Value>> {
        let mut arguments = Vec::new();
        for operand in operands {
            let leaves = self.operand(operand)?;
            let ty = self.operand_type(operand);
            arguments.extend(self.argument_values(ty, leaves)?);
        }
        Ok(arguments)
    }

    /// The function `callee` names when its declared type is `fn_ty` (a direct call).
    fn direct_callee(&self, callee: &ir::Operand, fn_ty: ir::TypeId) -> Option<FuncId> {
        let module = self.ir_module;
        module
            .called_function(callee)
            .filter(|&g| module.function(g).is_some_and(|f| f.ty == fn_ty))
            .and_then(|g| self.symbols.function(g))
    }

    /// How to call `callee` (of function type `fn_ty`): directly or through its address.
    pub(crate) fn call_target(
        &mut self,
        callee: &ir::Operand,
        fn_ty: ir::TypeId,
        argument_attributes: &[&AttrList],
        return_attributes: &AttrList,
    ) -> CodegenResult<CallTarget> {
        let module = self.ir_module;
        if let Some(id) = self.direct_callee(callee, fn_ty) {
            return Ok(CallTarget::Direct(self.function_reference(id)));
        }
        let signature = call_signature(
            &module.types,
            fn_ty,
            argument_attributes,
            return_attributes,
            self.backend.isa(),
        )?;
        let signature = self.builder.import_signature(signature);
        let address = self.scalar_operand(callee)?;
        Ok(CallTarget::Indirect(signature, address))
    }

    /// How to call a function returning `x86_fp80` (of type `fn_ty`, called
    /// as `target` with `arguments`): its x87 body directly if it is defined
    /// here, else through a stub that moves the result from `%st0`
    /// (`x87_stubs`), given the callee's address in a free register when it
    /// is not a known function.
    pub(crate) fn x87_return_target(
        &mut self,
        callee: &ir::Operand,
        fn_ty: ir::TypeId,
        target: CallTarget,
        arguments: &mut Vec<cl::Value>,
    ) -> CodegenResult<CallTarget> {
        let direct = self.direct_callee(callee, fn_ty);
        if let Some(function) = direct {
            let code = self.symbols.code_of(function);
            if code != function {
                return Ok(CallTarget::Direct(self.function_reference(code)));
            }
        }
        let mut signature = self.builder.func.dfg.signatures[self.target_signature(target)].clone();
        let stack_argument_bytes = stack_argument_bytes(&signature.params);
        let callee = match (direct, target) {
            (Some(function), _) => StubCallee::Direct(function),
            (None, CallTarget::Indirect(_, address)) => {
                self.pass_callee_address(&mut signature, arguments, address)?
            }
            (None, CallTarget::Direct(_)) => {
                unreachable!("a direct call target is a function of the module")
            }
        };
        let address = self.machine_stub_address(MachineStub::X87Call {
            callee,
            stack_argument_bytes,
            result: ResultMove::FromX87Stack,
        })?;
        Ok(CallTarget::Indirect(
            self.builder.import_signature(signature),
            address,
        ))
    }

    /// Emits a call of `target` with `arguments`, continuing as `continuation` says.
    pub(crate) fn emit_call(
        &mut self,
        target: CallTarget,
        arguments: &[cl::Value],
        continuation: CallContinuation,
    ) -> CodegenResult<EmittedCall> {
        let arguments = &self.x87_arguments_in_memory(target, arguments);
        match continuation {
            CallContinuation::FallThrough => {
                let instruction = match target {
                    CallTarget::Direct(function) => self.builder.ins().call(function, arguments),
                    CallTarget::Indirect(signature, address) => self
                        .builder
                        .ins()
                        .call_indirect(signature, address, arguments),
                };
                Ok(EmittedCall {
                    instruction,
                    results: self.builder.inst_results(instruction).to_vec(),
                })
            }
            CallContinuation::Invoke(edges) => self.emit_try_call(target, arguments, edges),
        }
    }

    /// Copies each `byval` argument of `call_arguments` whose parameter in
    /// `target`'s signature is padded (`signatures::by_value_offset`) to a
    /// stack slot at that offset, and passes the slot instead (`arguments`
    /// holds `hidden` values, a result area, before the call's).
    pub(crate) fn pad_by_value_arguments(
        &mut self,
        target: CallTarget,
        call_arguments: &[ir::CallArg],
        arguments: &mut [cl::Value],
        hidden: usize,
    ) -> CodegenResult<()> {
        let signature = self.target_signature(target);
        let parameters = self.builder.func.dfg.signatures[signature].params.clone();
        let types = &self.ir_module.types;
        let mut index = hidden;
        for argument in call_arguments {
            let ty = self.operand_type(&argument.value);
            if let (Some(pointee), Some(parameter)) =
                (argument.attrs.get_type("byval"), parameters.get(index))
            {
                let offset = by_value_offset(types, pointee, parameter)?;
                if let (cl::ArgumentPurpose::StructArgument(bytes), true) =
                    (parameter.purpose, offset > 0)
                {
                    let size = allocation_size(types, pointee)?;
                    let slot = self.builder.create_sized_stack_slot(cl::StackSlotData::new(
                        cl::StackSlotKind::ExplicitSlot,
                        bytes,
                        4,
                    ));
                    let copy = self.builder.ins().stack_addr(cl::types::I64, slot, 0);
                    let destination = self.builder.ins().iadd_imm_s(copy, offset);
                    let length = self.builder.ins().iconst(cl::types::I64, size as i64);
                    let i64_type = cl::types::I64;
                    self.call_helper(
                        "memcpy",
                        &[i64_type; 3],
                        &[i64_type],
                        &[destination, arguments[index], length],
                    )?;
                    arguments[index] = copy;
                }
            }
            index += argument_types(&self.ir_module.types, ty)?.len();
        }
        Ok(())
    }

    /// `arguments` with each `x86_fp80` value (an `i128` where the signature
    /// wants a `StructArgument`) replaced by the address of a stack slot
    /// holding it where `signatures::x87_argument_offset` says.
    fn x87_arguments_in_memory(
        &mut self,
        target: CallTarget,
        arguments: &[cl::Value],
    ) -> Vec<cl::Value> {
        let signature = self.target_signature(target);
        let parameters = self.builder.func.dfg.signatures[signature].params.clone();
        let mut arguments = arguments.to_vec();
        for (parameter, argument) in parameters.iter().zip(arguments.iter_mut()) {
            let (Some(offset), cl::ArgumentPurpose::StructArgument(bytes)) =
                (x87_argument_offset(parameter), parameter.purpose)
            else {
                continue;
            };
            if self.builder.func.dfg.value_type(*argument) != cl::types::I128 {
                continue;
            }
            let slot = self.builder.create_sized_stack_slot(cl::StackSlotData::new(
                cl::StackSlotKind::ExplicitSlot,
                bytes,
                4,
            ));
            self.builder
                .ins()
                .stack_store(cl::types::I64, *argument, slot, offset);
            *argument = self.builder.ins().stack_addr(cl::types::I64, slot, 0);
        }
        arguments
    }

    /// The signature a call of `target` uses.
    pub(crate) fn target_signature(&self, target: CallTarget) -> cl::SigRef {
        match target {
            CallTarget::Direct(function) => self.builder.func.dfg.ext_funcs[function].signature,
            CallTarget::Indirect(signature, _) => signature,
        }
    }
}

impl<M: Module> FunctionTranslator<'_, M> {
    /// The address of `stub` (defined on first use), to call it with the
    /// signature of the call it stands in for.
    pub(crate) fn machine_stub_address(&mut self, stub: MachineStub) -> CodegenResult<cl::Value> {
        let stub = self.symbols.machine_stub(self.backend, stub)?;
        let reference = self.function_reference(stub);
        Ok(self.builder.ins().func_addr(cl::types::I64, reference))
    }

    /// Passes a stub the address of the function it forwards to as one more
    /// argument of the call (`signature`, `arguments`): in the first integer
    /// argument register the call leaves free, else as the bits of a
    /// `double` in the first free vector register (`machine_stubs`).
    pub(crate) fn pass_callee_address(
        &mut self,
        signature: &mut cl::Signature,
        arguments: &mut Vec<cl::Value>,
        address: cl::Value,
    ) -> CodegenResult<StubCallee> {
        let (integer_used, vector_used) = register_use(&signature.params);
        if integer_used < INTEGER_ARGUMENT_REGISTER_COUNT {
            arguments.push(address);
            signature.params.push(cl::AbiParam::new(cl::types::I64));
            Ok(StubCallee::AddressInRegister(integer_used))
        } else if vector_used < VECTOR_ARGUMENT_REGISTER_COUNT {
            let bits = self
                .builder
                .ins()
                .bitcast(cl::types::F64, cl::MemFlagsData::new(), address);
            arguments.push(bits);
            signature.params.push(cl::AbiParam::new(cl::types::F64));
            Ok(StubCallee::AddressInVectorRegister(vector_used))
        } else {
            Err(CodegenError::unsupported(
                "a call through a function pointer that needs a stub and fills \
                 every integer and vector argument register",
            ))
        }
    }
}

/// The error for an `invoke` of a function returning `x86_fp80`.
pub(crate) fn x87_invoke_error() -> CodegenError {
    CodegenError::unsupported(
        "an invoke of a function returning x86_fp80 (it goes through a stub without \
         unwind information)",
    )
}

/// The parameter attributes of each argument of a call.
fn call_argument_attributes(call: &CallSite) -> Vec<&AttrList> {
    call.args.iter().map(|argument| &argument.attrs).collect()
}
