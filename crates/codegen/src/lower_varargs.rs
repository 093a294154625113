//! Variadic functions: calls of them, and `va_start`/`va_copy`/`va_end` in them.
//!
//! Calls (LangRef: the arguments after the named ones are passed as the
//! target's C ABI passes unnamed arguments; clang has already promoted them):
//! the call uses the signature of the actual arguments' types
//! (`signatures::call_site_signature`).
//! * x86-64 System V: unnamed arguments travel as named ones do, and `%al`
//!   holds an upper bound of the vector registers used; Cranelift cannot set
//!   `%al`, so the call goes through a stub that sets it (`machine_stubs`):
//!   the callee's own stub for a known function, else a stub that takes the
//!   callee's address as one more integer argument, or as the bits of one
//!   more `double` when the call fills all six integer argument registers
//!   (refused when it fills the eight vector ones too).
//! * AArch64 (Linux AAPCS64): unnamed arguments travel as named ones do, and
//!   nothing else is needed: the call is an indirect call of the callee.
//!
//! Definitions (x86-64 only; `va_start` elsewhere is refused): `va_list` is
//! clang's `{ i32 gp_offset, i32 fp_offset, ptr overflow_arg_area, ptr
//! reg_save_area }` (ABI §3.5.7). Named parameters passed on the stack
//! (`byval`, `x86_fp80`) take no register. The function's Cranelift signature has,
//! after its named parameters, the integer and vector argument registers they
//! leave free ([`VarargRegisterPadding`]); `va_start` stores those into a
//! 176-byte register save area (6 × 8 bytes of integer registers, then 8 × 16
//! bytes of vector registers) in the frame and points the `va_list` at it and
//! at the caller's unnamed stack arguments, which start 16 bytes above the
//! frame pointer (saved frame pointer, return address), after the named ones. `va_copy` copies the 24
//! bytes; `va_end` does nothing. Clang expands `va_arg` itself on these
//! targets; the `va_arg` instruction is refused.

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::lower_calls::{x87_invoke_error, CallContinuation, CallTarget};
use crate::machine_stubs::{MachineStub, StubCallee, INTEGER_ARGUMENT_REGISTER_COUNT};
use crate::signatures::{
    call_site_signature, returns_in_memory, returns_x87_value, stack_argument_bytes,
};
use crate::value_types::argument_types;
use crate::x87_stubs::{call_stub_frame_bytes, ResultMove};
use cranelift_codegen::ir::{
    self as cl, AbiParam, ArgumentPurpose, InstBuilder, MemFlagsData, Signature,
};
use cranelift_module::Module;
use ir::{AttrList, CallSite, TypeId, TypeTable};
use target_lexicon::Architecture;

/// The System V vector argument registers `xmm0` to `xmm7`.
pub const VECTOR_ARGUMENT_REGISTER_COUNT: usize = 8;
/// Bytes of the integer registers in the register save area.
const INTEGER_SAVE_BYTES: usize = 8 * INTEGER_ARGUMENT_REGISTER_COUNT;
/// Bytes of one vector register in the register save area.
const VECTOR_SAVE_SLOT_BYTES: usize = 16;
/// The register save area: all integer, then all vector argument registers.
const REGISTER_SAVE_AREA_BYTES: usize =
    INTEGER_SAVE_BYTES + VECTOR_SAVE_SLOT_BYTES * VECTOR_ARGUMENT_REGISTER_COUNT;
/// Distance from the frame pointer to the caller's first stack argument.
const STACK_ARGUMENTS_ABOVE_FRAME_POINTER: u32 = 16;
/// Field offsets and size of clang's x86-64 `va_list`.
const VA_LIST_GP_OFFSET: i32 = 0;
const VA_LIST_FP_OFFSET: i32 = 4;
const VA_LIST_OVERFLOW_ARG_AREA: i32 = 8;
const VA_LIST_REG_SAVE_AREA: i32 = 16;
const VA_LIST_BYTES: i32 = 24;

/// The argument registers a variadic x86-64 definition's named parameters leave free.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct VarargRegisterPadding {
    /// Integer registers used by named parameters and a hidden result pointer (may exceed the six registers).
    integer_used: usize,
    /// Vector registers used by named parameters (may exceed the eight registers).
    vector_used: usize,
}

impl VarargRegisterPadding {
    /// The padding of `function` if it is a variadic x86-64 definition.
    pub fn of_definition(
        types: &TypeTable,
        function: &ir::Function,
        architecture: Architecture,
    ) -> CodegenResult<Option<Self>> {
        let Some((return_type, parameters, true)) = types.function_parts(function.ty) else {
            return Ok(None);
        };
        if function.is_declaration() || architecture != Architecture::X86_64 {
            return Ok(None);
        }
        let mut leaves = Vec::new();
        if returns_in_memory(types, return_type, architecture)? {
            leaves.push(AbiParam::new(cl::types::I64));
        }
        for (&parameter, declared) in parameters.iter().zip(&function.params) {
            // Passed on the stack: `byval` and `x86_fp80` (`signatures`).
            if declared.attrs.get_type("byval").is_some()
                || types.get(parameter) == &ir::Type::X86Fp80
            {
                continue;
            }
            leaves.extend(
                argument_types(types, parameter)?
                    .into_iter()
                    .map(AbiParam::new),
            );
        }
        let (integer_used, vector_used) = register_use(&leaves);
        Ok(Some(VarargRegisterPadding {
            integer_used,
            vector_used,
        }))
    }

    fn free_integer_registers(self) -> usize {
        INTEGER_ARGUMENT_REGISTER_COUNT.saturating_sub(self.integer_used)
    }

    fn free_vector_registers(self) -> usize {
        VECTOR_ARGUMENT_REGISTER_COUNT.saturating_sub(self.vector_used)
    }

    /// Adds the free registers as parameters: integer ones, then vector ones.
    pub fn append_to(self, signature: &mut Signature) {
        let integers = std::iter::repeat_n(cl::types::I64, self.free_integer_registers());
        let vectors = std::iter::repeat_n(cl::types::F64X2, self.free_vector_registers());
        signature
            .params
            .extend(integers.chain(vectors).map(AbiParam::new));
    }
}

/// (integer, vector) argument registers that these parameters take,
/// counting on past the registers there are (a `StructArgument` takes none).
pub fn register_use(parameters: &[AbiParam]) -> (usize, usize) {
    parameters
        .iter()
        .filter(|parameter| !matches!(parameter.purpose, ArgumentPurpose::StructArgument(_)))
        .fold((0, 0), |(integer, vector), parameter| {
            let leaf = parameter.value_type;
            if leaf.is_int() {
                (integer + (leaf.bits() as usize).div_ceil(64), vector)
            } else {
                (integer, vector + 1)
            }
        })
}

impl<M: Module> FunctionTranslator<'_, M> {
    /// A call whose function type is variadic.
    pub(crate) fn translate_variadic_call(
        &mut self,
        call: &CallSite,
        continuation: CallContinuation,
    ) -> CodegenResult<Vec<cl::Value>> {
        let (return_type, _, _) = self
            .ir_module
            .types
            .function_parts(call.fn_ty)
            .ok_or_else(|| CodegenError::module_level("a call through a non-function type"))?;
        if self.is_x87_type(return_type) && matches!(continuation, CallContinuation::Invoke(_)) {
            return Err(x87_invoke_error());
        }
        let (target, arguments, return_area) =
            self.variadic_call(&call.callee, &call.args, (return_type, &call.ret_attrs))?;
        let results = if call.bundle("deopt").is_some() {
            self.translate_call_with_deopt_state(call, target, &arguments, continuation)?
        } else {
            self.emit_call(target, &arguments, continuation)?.results
        };
        self.call_results(return_type, return_area, results)
    }

    /// How to call the variadic function `callee` with `call_arguments`
    /// returning `result` (a type and its attributes): the target (through a
    /// stub on x86-64), the Cranelift arguments, and the return area if the
    /// result is returned in memory (read it with `call_results`).
    pub(crate) fn variadic_call(
        &mut self,
        callee: &ir::Operand,
        call_arguments: &[ir::CallArg],
        (return_type, return_attributes): (TypeId, &AttrList),
    ) -> CodegenResult<(CallTarget, Vec<cl::Value>, Option<cl::Value>)> {
        let types = &self.ir_module.types;
        let argument_types: Vec<TypeId> = call_arguments
            .iter()
            .map(|argument| self.operand_type(&argument.value))
            .collect();
        let attributes: Vec<&AttrList> = call_arguments.iter().map(|a| &a.attrs).collect();
        let mut signature = call_site_signature(
            types,
            &argument_types,
            &attributes,
            (return_type, return_attributes),
            self.backend.isa(),
        )?;
        let return_area = self.return_area_for(return_type)?;
        let mut arguments: Vec<cl::Value> = return_area.into_iter().collect();
        arguments.extend(self.call_arguments(call_arguments.iter().map(|a| &a.value))?);
        let direct_callee = self
            .ir_module
            .called_function(callee)
            .and_then(|global| self.symbols.function(global));
        let address = match self.backend.isa().triple().architecture {
            Architecture::X86_64 => {
                let stack_argument_bytes = stack_argument_bytes(&signature.params);
                let callee = match direct_callee {
                    Some(callee) => StubCallee::Direct(callee),
                    None => {
                        let address = self.scalar_operand(callee)?;
                        self.pass_callee_address(&mut signature, &mut arguments, address)?
                    }
                };
                // A stub that calls a callee returning in `%st0` sets `%al` too.
                let stub = if types.get(return_type) == &ir::Type::X86Fp80 {
                    MachineStub::X87Call {
                        callee,
                        stack_argument_bytes,
                        result: ResultMove::FromX87Stack,
                    }
                } else {
                    MachineStub::VarargCall(callee)
                };
                self.machine_stub_address(stub)?
            }
            Architecture::Aarch64(_) => self.scalar_operand(callee)?,
            other => {
                return Err(CodegenError::unsupported(format!(
                    "variadic calls on {other}"
                )))
            }
        };
        let target = CallTarget::Indirect(self.builder.import_signature(signature), address);
        self.pad_by_value_arguments(
            target,
            call_arguments,
            &mut arguments,
            usize::from(return_area.is_some()),
        )?;
        Ok((target, arguments, return_area))
    }

    /// `llvm.va_start`, `llvm.va_copy` or `llvm.va_end` (`base`: the name without type suffixes).
    pub(crate) fn translate_vararg_intrinsic(
        &mut self,
        base: &str,
        arguments: &[cl::Value],
    ) -> CodegenResult<Vec<cl::Value>> {
        match (base, arguments) {
            ("llvm.va_start", [list]) => self.start_vararg_list(*list)?,
            ("llvm.va_copy", [destination, source]) => {
                let flags = MemFlagsData::trusted();
                for offset in (0..VA_LIST_BYTES).step_by(8) {
                    let word = self
                        .builder
                        .ins()
                        .load(cl::types::I64, flags, *source, offset);
                    self.builder.ins().store(flags, word, *destination, offset);
                }
            }
            ("llvm.va_end", [_]) => {}
            _ => {
                return Err(CodegenError::unsupported(format!(
                    "intrinsic {base} with {} arguments",
                    arguments.len()
                )))
            }
        }
        Ok(Vec::new())
    }

    fn start_vararg_list(&mut self, list: cl::Value) -> CodegenResult<()> {
        let padding = VarargRegisterPadding::of_definition(
            &self.ir_module.types,
            self.function,
            self.backend.isa().triple().architecture,
        )?
        .ok_or_else(|| match self.backend.isa().triple().architecture {
            Architecture::X86_64 => {
                CodegenError::module_level("llvm.va_start in a function that is not variadic")
            }
            other => CodegenError::unsupported(format!("llvm.va_start on {other}")),
        })?;
        if padding.integer_used > INTEGER_ARGUMENT_REGISTER_COUNT
            || padding.vector_used > VECTOR_ARGUMENT_REGISTER_COUNT
        {
            return Err(CodegenError::unsupported(
                "llvm.va_start in a function whose named parameters do not all fit in registers",
            ));
        }
        let save_area = self.builder.create_sized_stack_slot(cl::StackSlotData::new(
            cl::StackSlotKind::ExplicitSlot,
            REGISTER_SAVE_AREA_BYTES as u32,
            4,
        ));
        let entry = self
            .builder
            .func
            .layout
            .entry_block()
            .expect("a function being translated has an entry block");
        let parameters = self.builder.block_params(entry).to_vec();
        let free = padding.free_integer_registers() + padding.free_vector_registers();
        let padding_values = &parameters[parameters.len() - free..];
        let (integers, vectors) = padding_values.split_at(padding.free_integer_registers());
        for (index, &value) in integers.iter().enumerate() {
            let offset = 8 * (padding.integer_used + index);
            self.builder
                .ins()
                .stack_store(cl::types::I64, value, save_area, offset as i32);
        }
        for (index, &value) in vectors.iter().enumerate() {
            let offset =
                INTEGER_SAVE_BYTES + VECTOR_SAVE_SLOT_BYTES * (padding.vector_used + index);
            self.builder
                .ins()
                .stack_store(cl::types::I64, value, save_area, offset as i32);
        }
        let flags = MemFlagsData::trusted();
        let gp_offset = self
            .builder
            .ins()
            .iconst(cl::types::I32, 8 * padding.integer_used as i64);
        self.builder
            .ins()
            .store(flags, gp_offset, list, VA_LIST_GP_OFFSET);
        let fp_offset = self.builder.ins().iconst(
            cl::types::I32,
            (INTEGER_SAVE_BYTES + VECTOR_SAVE_SLOT_BYTES * padding.vector_used) as i64,
        );
        self.builder
            .ins()
            .store(flags, fp_offset, list, VA_LIST_FP_OFFSET);
        // The unnamed stack arguments follow the named ones; an x87 body's
        // caller is its symbol's stub, whose frame and return address sit
        // between the two copies of the named ones (`x87_stubs`).
        let named_stack_bytes = stack_argument_bytes(&self.builder.func.signature.params);
        let mut above_frame_pointer = STACK_ARGUMENTS_ABOVE_FRAME_POINTER + named_stack_bytes;
        if returns_x87_value(&self.ir_module.types, self.function.ty) {
            above_frame_pointer += call_stub_frame_bytes(named_stack_bytes) + 8;
        }
        let frame_pointer = self.builder.ins().get_frame_pointer(cl::types::I64);
        let overflow = self
            .builder
            .ins()
            .iadd_imm_s(frame_pointer, i64::from(above_frame_pointer));
        self.builder
            .ins()
            .store(flags, overflow, list, VA_LIST_OVERFLOW_ARG_AREA);
        let save_area_address = self.builder.ins().stack_addr(cl::types::I64, save_area, 0);
        self.builder
            .ins()
            .store(flags, save_area_address, list, VA_LIST_REG_SAVE_AREA);
        Ok(())
    }
}
