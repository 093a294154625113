//! Cranelift signatures for IR function types under the C calling convention.
//!
//! Invariant: parameters and results are the leaves of their IR types
//! (`value_types`), except that a split vector is its 128-bit register chunks
//! (`value_types::register_chunks`: a `<2 x float>` is one `xmm`, as llc and
//! the C functions that take or return `float _Complex` have it); `zeroext`/`signext` attributes become Cranelift argument
//! extensions, and `i1` is always zero-extended, as the System V ABI and
//! clang expect. Every LLVM calling convention (C, `fastcc`, `coldcc`) maps to
//! the target's default convention: caller and callee are both ours or follow C.
//!
//! Results (x86-64, as llc lowers IR returns): a result whose leaves fit in
//! three integer registers (`rax`, `rdx`, `rcx`; an `i128` takes two) and two
//! vector registers is returned in them; one that does not fit
//! ([`returns_in_memory`]) is stored by the callee through a hidden first
//! parameter (`sret` demotion: its address in `rdi`, returned in `rax`; the
//! value at the offsets of its memory layout), which Cranelift's
//! `StructReturn` parameter is. A result llc returns on the x87 stack (a third
//! and fourth float; an aggregate holding `x86_fp80`, such as a `long double
//! _Complex`'s `{ x86_fp80, x86_fp80 }` in `%st0` and `%st1`) is refused. An explicit `sret` parameter of a function
//! returning `void` is a `StructReturn` parameter too (returned in `rax`, as
//! the System V ABI wants). A `byval(<ty>)` pointer parameter is a Cranelift
//! `StructArgument`: the caller copies the pointee into the outgoing stack
//! arguments (its size rounded up to 8 bytes; one aligned to 16 bytes at a
//! 16-byte aligned offset, [`by_value_offset`]), and the callee's parameter
//! is the address of that copy, as System V passes structs in memory. A wide
//! integer argument (over 128 bits) is passed as llc passes it: its limbs in
//! pairs, each pair an `i128` (two consecutive registers, or a 16-byte
//! aligned stack slot, after which no register is used), an odd last limb
//! an `i64` (`value_types::argument_types`). An `x86_fp80` (x86-64 only) is
//! passed in memory, a 16-byte aligned stack slot ([`x87_argument_offset`]),
//! and returned in `%st0`, which the signature's `i128` result stands for:
//! such calls go through a stub (`x87_stubs`).
//!
//! Variadic functions (`lower_varargs`): a declaration's signature has the
//! named parameters only; a definition's has, after them, the argument
//! registers the named ones leave free ([`VarargRegisterPadding`]), so that
//! `va_start` can save them; a call passes the actual arguments, with the
//! signature of their types ([`call_site_signature`]).

use crate::data_layout::allocation_size;
use crate::error::{CodegenError, CodegenResult};
use crate::lower_varargs::{VarargRegisterPadding, VECTOR_ARGUMENT_REGISTER_COUNT};
use crate::machine_stubs::INTEGER_ARGUMENT_REGISTER_COUNT;
use crate::value_types::{argument_types, result_types};
use cranelift_codegen::ir::{types, AbiParam, ArgumentExtension, ArgumentPurpose, Signature};
use cranelift_codegen::isa::TargetIsa;
use ir::{AttrList, Type, TypeId, TypeTable};
use target_lexicon::Architecture;

/// Integer registers an x86-64 result may use (`rax`, `rdx`, `rcx`).
const INTEGER_RESULT_REGISTERS: usize = 3;
/// Vector registers an x86-64 result may use (`xmm0`, `xmm1`).
const VECTOR_RESULT_REGISTERS: usize = 2;
/// The bytes of an `x86_fp80` argument on the stack (aligned to 16).
const X87_ARGUMENT_BYTES: u32 = 16;
/// Floats llc returns at most (two in `xmm0`/`xmm1`, two more on the x87 stack).
const FLOAT_RESULTS_IN_REGISTERS: usize = 4;

/// The signature of a defined or declared function (its parameter and return
/// attributes applied); `padding` adds the free argument registers of a
/// variadic definition.
pub fn function_signature(
    types: &TypeTable,
    function: &ir::Function,
    isa: &dyn TargetIsa,
    padding: Option<VarargRegisterPadding>,
) -> CodegenResult<Signature> {
    let parameter_attributes: Vec<&AttrList> = function.params.iter().map(|p| &p.attrs).collect();
    let mut signature = call_signature(
        types,
        function.ty,
        &parameter_attributes,
        &function.ret_attrs,
        isa,
    )?;
    if let Some(padding) = padding {
        padding.append_to(&mut signature);
    }
    Ok(signature)
}

/// The signature of function type `fn_ty` with the given per-parameter and
/// return attributes; for a variadic type, of its named parameters.
pub fn call_signature(
    types: &TypeTable,
    fn_ty: TypeId,
    parameter_attributes: &[&AttrList],
    return_attributes: &AttrList,
    isa: &dyn TargetIsa,
) -> CodegenResult<Signature> {
    let (return_type, parameters, _) = types
        .function_parts(fn_ty)
        .ok_or_else(|| CodegenError::module_level("a call through a non-function type"))?;
    call_site_signature(
        types,
        parameters,
        parameter_attributes,
        (return_type, return_attributes),
        isa,
    )
}

/// The signature of a call passing arguments of types `parameters` (with
/// their attributes) and returning `result` (a type and its attributes).
pub fn call_site_signature(
    types: &TypeTable,
    parameters: &[TypeId],
    parameter_attributes: &[&AttrList],
    (return_type, return_attributes): (TypeId, &AttrList),
    isa: &dyn TargetIsa,
) -> CodegenResult<Signature> {
    let mut signature = Signature::new(isa.default_call_conv());
    let architecture = isa.triple().architecture;
    let in_memory = returns_in_memory(types, return_type, architecture)?;
    if in_memory {
        signature
            .params
            .push(AbiParam::special(types::I64, ArgumentPurpose::StructReturn));
    }
    let returns_void = types.get(return_type) == &Type::Void;
    for (position, &parameter) in parameters.iter().enumerate() {
        let attributes = parameter_attributes.get(position).copied();
        if types.is_aggregate(parameter) {
            return Err(CodegenError::unsupported(format!(
                "aggregate parameter of type {}",
                types.display(parameter)
            )));
        }
        if let Some(pointee) = attributes.and_then(|list| list.get_type("byval")) {
            if architecture != Architecture::X86_64 {
                // Cranelift passes a `StructArgument` on x86-64 only.
                return Err(CodegenError::unsupported(format!(
                    "a byval({}) argument on {architecture}",
                    types.display(pointee)
                )));
            }
            signature.params.push(by_value_parameter(
                types,
                pointee,
                attributes,
                &signature.params,
            )?);
            continue;
        }
        if attributes.is_some_and(|list| list.has("sret")) && returns_void && !in_memory {
            signature
                .params
                .push(AbiParam::special(types::I64, ArgumentPurpose::StructReturn));
            continue;
        }
        if types.get(parameter) == &Type::X86Fp80 {
            require_x87(types, parameter, architecture)?;
            signature.params.push(x87_parameter(&signature.params));
            continue;
        }
        let leaves = argument_types(types, parameter)?;
        signature
            .params
            .extend(abi_parameters(types, parameter, leaves, attributes)?);
    }
    if !in_memory {
        if types.get(return_type) == &Type::X86Fp80 {
            require_x87(types, return_type, architecture)?;
        } else if contains_x87_value(types, return_type) {
            return Err(x87_result_refusal(types, return_type));
        }
        let leaves = result_types(types, return_type)?;
        let returns = abi_parameters(types, return_type, leaves, Some(return_attributes))?;
        if returns.len() > 2 && architecture != Architecture::X86_64 {
            return Err(CodegenError::unsupported(format!(
                "returning {} by value",
                types.display(return_type)
            )));
        }
        signature.returns.extend(returns);
    }
    Ok(signature)
}

/// Whether a call returns its `return_type` result through a hidden pointer
/// (x86-64: its leaves do not fit in the result registers; module docs).
pub fn returns_in_memory(
    types: &TypeTable,
    return_type: TypeId,
    architecture: Architecture,
) -> CodegenResult<bool> {
    if architecture != Architecture::X86_64 {
        return Ok(false);
    }
    if types.get(return_type) != &Type::X86Fp80 && contains_x87_value(types, return_type) {
        // Not in memory: llc returns `{ x86_fp80, x86_fp80 }` (a C `long
        // double _Complex`, as `__divxc3` does) in `%st0` and `%st1`.
        return Err(x87_result_refusal(types, return_type));
    }
    let leaves = result_types(types, return_type)?;
    let integers: usize = leaves
        .iter()
        .filter(|leaf| leaf.is_int())
        .map(|leaf| (leaf.bits() as usize).div_ceil(64))
        .sum();
    let vectors = leaves.iter().filter(|leaf| !leaf.is_int()).count();
    // Split vectors in more than two registers: Cranelift returns two vector
    // registers at most (llc uses `xmm0` to `xmm3`), so in memory, as before
    // vectors were packed in registers.
    let packed_vectors = leaves.iter().any(|leaf| leaf.is_vector());
    if integers > INTEGER_RESULT_REGISTERS
        || vectors > FLOAT_RESULTS_IN_REGISTERS
        || (packed_vectors && vectors > VECTOR_RESULT_REGISTERS)
    {
        return Ok(true);
    }
    if vectors > VECTOR_RESULT_REGISTERS {
        return Err(CodegenError::unsupported(format!(
            "returning {} by value (llc returns its third and fourth floats on the x87 stack)",
            types.display(return_type)
        )));
    }
    Ok(false)
}

/// The refusal of a result of type `return_type` holding `x86_fp80` values
/// other than a single one.
fn x87_result_refusal(types: &TypeTable, return_type: TypeId) -> CodegenError {
    CodegenError::unsupported(format!(
        "returning {} by value (System V returns it on the x87 stack)",
        types.display(return_type)
    ))
}

/// Whether a function of type `fn_ty` returns `x86_fp80` (in `%st0`, which
/// its Cranelift signature's `i128` result stands for: `x87_stubs`).
pub fn returns_x87_value(types: &TypeTable, fn_ty: TypeId) -> bool {
    types
        .function_parts(fn_ty)
        .is_some_and(|(return_type, _, _)| types.get(return_type) == &Type::X86Fp80)
}

/// Whether `ty` is or holds an `x86_fp80`.
fn contains_x87_value(types: &TypeTable, ty: TypeId) -> bool {
    match types.get(ty) {
        Type::X86Fp80 => true,
        Type::Array { elem, .. } | Type::Vector { elem, .. } => contains_x87_value(types, *elem),
        _ => types.struct_fields(ty).is_some_and(|(fields, _)| {
            fields.iter().any(|&field| contains_x87_value(types, field))
        }),
    }
}

fn require_x87(types: &TypeTable, ty: TypeId, architecture: Architecture) -> CodegenResult<()> {
    if architecture == Architecture::X86_64 {
        return Ok(());
    }
    Err(CodegenError::unsupported(format!(
        "{} on {architecture}",
        types.display(ty)
    )))
}

/// The parameter of an `x86_fp80` argument, which System V passes in memory
/// (class X87): 16 bytes at the next 16-byte aligned offset of the stack
/// arguments. It is a `StructArgument` (always on the stack, copied by the
/// caller from the address it is given) of 16 bytes, or of 24 when the
/// `parameters` before it end 8 bytes past an aligned offset: the value is
/// then at offset 8 of the copy ([`x87_argument_offset`]).
pub(crate) fn x87_parameter(parameters: &[AbiParam]) -> AbiParam {
    AbiParam::special(
        types::I64,
        ArgumentPurpose::StructArgument(X87_ARGUMENT_BYTES + padding_to_16_bytes(parameters)),
    )
}

/// The bytes that bring the stack arguments of `parameters` to a 16-byte
/// aligned offset (0 or 8), where an argument aligned to 16 bytes starts.
fn padding_to_16_bytes(parameters: &[AbiParam]) -> u32 {
    stack_argument_bytes(parameters) % 16
}

/// Where, in the copy a `StructArgument` parameter of `x87_parameter` points
/// to, the `x86_fp80` value is.
pub fn x87_argument_offset(parameter: &AbiParam) -> Option<i32> {
    match parameter.purpose {
        ArgumentPurpose::StructArgument(bytes) => Some((bytes - X87_ARGUMENT_BYTES) as i32),
        _ => None,
    }
}

/// The bytes of stack arguments that Cranelift's System V x86-64 argument
/// assignment gives `parameters`, before rounding the area to 16 bytes: six
/// integer and eight vector registers in order, an `i128` in two registers
/// or a 16-byte aligned slot (taking two integer registers either way), and
/// a `StructArgument` always on the stack, unaligned beyond 8 bytes.
pub fn stack_argument_bytes(parameters: &[AbiParam]) -> u32 {
    let (mut integers, mut vectors, mut stack) = (0, 0, 0u32);
    for parameter in parameters {
        if let ArgumentPurpose::StructArgument(bytes) = parameter.purpose {
            stack += bytes;
            continue;
        }
        let ty = parameter.value_type;
        if ty == types::I128 {
            if integers + 2 > INTEGER_ARGUMENT_REGISTER_COUNT {
                stack = stack.next_multiple_of(16) + 16;
            }
            integers += 2;
            continue;
        }
        let (used, available) = if ty.is_int() {
            (&mut integers, INTEGER_ARGUMENT_REGISTER_COUNT)
        } else {
            (&mut vectors, VECTOR_ARGUMENT_REGISTER_COUNT)
        };
        if *used < available {
            *used += 1;
        } else {
            let size = ty.bytes().max(8);
            stack = stack.next_multiple_of(size) + size;
        }
    }
    stack
}

/// The `StructArgument` parameter of a `byval(<pointee>)` pointer after
/// `parameters`: the caller copies the pointee into the outgoing stack
/// arguments (its size rounded up to 8 bytes). One aligned to 16 bytes (a
/// struct holding `long double` or `__int128`) starts at a 16-byte aligned
/// offset: when `parameters` end 8 bytes past one, the copy is 8 bytes
/// longer and the value starts 8 bytes into it ([`by_value_offset`]).
fn by_value_parameter(
    types: &TypeTable,
    pointee: TypeId,
    attributes: Option<&AttrList>,
    parameters: &[AbiParam],
) -> CodegenResult<AbiParam> {
    let alignment = by_value_alignment(attributes);
    if alignment > 16 {
        return Err(CodegenError::unsupported(format!(
            "a byval({}) argument aligned to {alignment} bytes",
            types.display(pointee)
        )));
    }
    let padding = if alignment == 16 {
        u64::from(padding_to_16_bytes(parameters))
    } else {
        0
    };
    let size = allocation_size(types, pointee)?.next_multiple_of(8) + padding;
    let size = u32::try_from(size)
        .map_err(|_| CodegenError::unsupported("a byval argument of 4 GiB or more"))?;
    Ok(AbiParam::special(
        types::I64,
        ArgumentPurpose::StructArgument(size),
    ))
}

/// The alignment a `byval` parameter's attributes give it (8 without `align`).
fn by_value_alignment(attributes: Option<&AttrList>) -> u64 {
    attributes
        .and_then(|list| match list.get("align") {
            Some(ir::Attribute::Int(_, alignment)) => Some(*alignment),
            _ => None,
        })
        .unwrap_or(8)
}

/// Where, in the copy a `byval(<pointee>)` parameter of [`by_value_parameter`]
/// points to, the value starts: 8 for a padded 16-byte aligned one, else 0.
pub fn by_value_offset(
    types: &TypeTable,
    pointee: TypeId,
    parameter: &AbiParam,
) -> CodegenResult<i64> {
    let ArgumentPurpose::StructArgument(bytes) = parameter.purpose else {
        return Ok(0);
    };
    let unpadded = allocation_size(types, pointee)?.next_multiple_of(8);
    Ok(i64::from(bytes) - unpadded as i64)
}

/// The parameters (`leaves` of `ty`, with the extension its attributes ask for).
fn abi_parameters(
    types: &TypeTable,
    ty: TypeId,
    leaves: Vec<types::Type>,
    attributes: Option<&AttrList>,
) -> CodegenResult<Vec<AbiParam>> {
    let is_boolean = types.int_width(ty) == Some(1);
    let extension = match attributes {
        Some(list) if list.has("signext") => ArgumentExtension::Sext,
        Some(list) if list.has("zeroext") => ArgumentExtension::Uext,
        _ if is_boolean => ArgumentExtension::Uext,
        _ => ArgumentExtension::None,
    };
    Ok(leaves
        .into_iter()
        .map(|leaf| {
            let parameter = AbiParam::new(leaf);
            if leaf.is_int() && leaf.bits() < 32 {
                AbiParam {
                    extension,
                    ..parameter
                }
            } else {
                parameter
            }
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parameters(types: &[types::Type]) -> Vec<AbiParam> {
        types.iter().map(|&ty| AbiParam::new(ty)).collect()
    }

    #[test]
    fn stack_arguments_follow_cranelifts_system_v_assignment() {
        use types::{F64, I128, I32, I64};
        assert_eq!(stack_argument_bytes(&parameters(&[I64; 6])), 0);
        assert_eq!(stack_argument_bytes(&parameters(&[I32; 8])), 16);
        assert_eq!(stack_argument_bytes(&parameters(&[F64; 9])), 8);
        // An i128 that finds one register left goes to a 16-byte aligned slot.
        let mut mixed = parameters(&[I64; 5]);
        mixed.push(AbiParam::new(I128));
        assert_eq!(stack_argument_bytes(&mixed), 16);
        let mut after_stack = parameters(&[I64; 7]);
        after_stack.push(AbiParam::new(I128));
        assert_eq!(stack_argument_bytes(&after_stack), 32);
        // A struct argument is on the stack, whatever registers are left.
        let with_struct = vec![
            AbiParam::new(I64),
            AbiParam::special(I64, ArgumentPurpose::StructArgument(24)),
        ];
        assert_eq!(stack_argument_bytes(&with_struct), 24);
    }

    #[test]
    fn x87_arguments_take_a_16_byte_aligned_slot() {
        let aligned = x87_parameter(&parameters(&[types::I64; 6]));
        assert_eq!(aligned.purpose, ArgumentPurpose::StructArgument(16));
        assert_eq!(x87_argument_offset(&aligned), Some(0));
        // After one 8-byte stack argument the value starts 8 bytes into its copy.
        let padded = x87_parameter(&parameters(&[types::I64; 7]));
        assert_eq!(padded.purpose, ArgumentPurpose::StructArgument(24));
        assert_eq!(x87_argument_offset(&padded), Some(8));
        let mut after = parameters(&[types::I64; 7]);
        after.push(padded);
        assert_eq!(stack_argument_bytes(&after) % 16, 0);
    }
}
