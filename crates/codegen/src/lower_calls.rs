//! Calls: direct and indirect calls with the C ABI, dispatching statepoints and intrinsics.
//!
//! Invariant: a call whose callee operand names a function (through pointer
//! casts) whose declared type equals the call's function type is a direct
//! call; any other callee is called indirectly with the signature of the
//! call's function type and argument attributes.

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::signatures::call_signature;
use cranelift_codegen::ir::{self as cl, InstBuilder};
use cranelift_module::Module;
use ir::{AttrList, CallSite, Inst};
use passes::call_classification::{
    called_function_name, is_gc_relocate, is_gc_result, is_statepoint,
};

impl<M: Module> FunctionTranslator<'_, M> {
    pub(crate) fn translate_call(
        &mut self,
        inst: Inst,
        call: &CallSite,
    ) -> CodegenResult<Vec<cl::Value>> {
        let module = self.ir_module;
        if is_statepoint(module, call) {
            return self.translate_statepoint(inst, call);
        }
        if is_gc_relocate(module, call) {
            return self.translate_gc_relocate(call);
        }
        if is_gc_result(module, call) {
            return self.translate_gc_result(call);
        }
        if let Some(name) = called_function_name(module, call).filter(|n| n.starts_with("llvm.")) {
            return self.translate_intrinsic(name, call);
        }
        if passes::call_classification::is_inline_asm_call(module, call) {
            return Err(CodegenError::unsupported("inline assembly"));
        }
        let arguments = self.call_arguments(call.args.iter().map(|a| &a.value))?;
        let call_instruction = self.emit_call(call, &arguments)?;
        Ok(self.builder.inst_results(call_instruction).to_vec())
    }

    /// The argument leaves of a call, in order.
    pub(crate) fn call_arguments<'o>(
        &mut self,
        operands: impl Iterator<Item = &'o ir::Operand>,
    ) -> CodegenResult<Vec<cl::Value>> {
        let mut arguments = Vec::new();
        for operand in operands {
            arguments.extend(self.operand(operand)?);
        }
        Ok(arguments)
    }

    /// Emits the call of `call`'s callee with `arguments` and returns the call instruction.
    pub(crate) fn emit_call(
        &mut self,
        call: &CallSite,
        arguments: &[cl::Value],
    ) -> CodegenResult<cl::Inst> {
        self.emit_call_to(
            &call.callee,
            call.fn_ty,
            &call_argument_attributes(call),
            &call.ret_attrs,
            arguments,
        )
    }

    /// Emits a call of `callee` (of function type `fn_ty`) and returns the call instruction.
    pub(crate) fn emit_call_to(
        &mut self,
        callee: &ir::Operand,
        fn_ty: ir::TypeId,
        argument_attributes: &[&AttrList],
        return_attributes: &AttrList,
        arguments: &[cl::Value],
    ) -> CodegenResult<cl::Inst> {
        let module = self.ir_module;
        let direct = module
            .called_function(callee)
            .filter(|&g| module.function(g).is_some_and(|f| f.ty == fn_ty))
            .and_then(|g| self.symbols.function(g));
        if let Some(id) = direct {
            let reference = self.function_reference(id);
            return Ok(self.builder.ins().call(reference, arguments));
        }
        let signature = call_signature(
            &module.types,
            fn_ty,
            argument_attributes,
            return_attributes,
            self.backend.isa().default_call_conv(),
        )?;
        let signature = self.builder.import_signature(signature);
        let target = self.scalar_operand(callee)?;
        Ok(self
            .builder
            .ins()
            .call_indirect(signature, target, arguments))
    }
}

/// The parameter attributes of each argument of a call.
fn call_argument_attributes(call: &CallSite) -> Vec<&AttrList> {
    call.args.iter().map(|argument| &argument.attrs).collect()
}
