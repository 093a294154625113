//! Cranelift signatures for IR function types under the C calling convention.
//!
//! Invariant: parameters and results are the leaves of their IR types
//! (`value_types`); `zeroext`/`signext` attributes become Cranelift argument
//! extensions, and `i1` is always zero-extended, as the System V ABI and
//! clang expect. Every LLVM calling convention (C, `fastcc`, `coldcc`) maps to
//! the target's default convention: caller and callee are both ours or follow C.
//!
//! Variadic functions (`lower_varargs`): a declaration's signature has the
//! named parameters only; a definition's has, after them, the argument
//! registers the named ones leave free ([`VarargRegisterPadding`]), so that
//! `va_start` can save them; a call passes the actual arguments, with the
//! signature of their types ([`call_site_signature`]).

use crate::error::{CodegenError, CodegenResult};
use crate::lower_varargs::VarargRegisterPadding;
use crate::value_types::leaf_types;
use cranelift_codegen::ir::{AbiParam, ArgumentExtension, Signature};
use cranelift_codegen::isa::CallConv;
use ir::{AttrList, TypeId, TypeTable};

/// The signature of a defined or declared function (its parameter and return
/// attributes applied); `padding` adds the free argument registers of a
/// variadic definition.
pub fn function_signature(
    types: &TypeTable,
    function: &ir::Function,
    call_conv: CallConv,
    padding: Option<VarargRegisterPadding>,
) -> CodegenResult<Signature> {
    let parameter_attributes: Vec<&AttrList> = function.params.iter().map(|p| &p.attrs).collect();
    let mut signature = call_signature(
        types,
        function.ty,
        &parameter_attributes,
        &function.ret_attrs,
        call_conv,
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
    call_conv: CallConv,
) -> CodegenResult<Signature> {
    let (return_type, parameters, _) = types
        .function_parts(fn_ty)
        .ok_or_else(|| CodegenError::module_level("a call through a non-function type"))?;
    call_site_signature(
        types,
        parameters,
        parameter_attributes,
        (return_type, return_attributes),
        call_conv,
    )
}

/// The signature of a call passing arguments of types `parameters` (with
/// their attributes) and returning `result` (a type and its attributes).
pub fn call_site_signature(
    types: &TypeTable,
    parameters: &[TypeId],
    parameter_attributes: &[&AttrList],
    (return_type, return_attributes): (TypeId, &AttrList),
    call_conv: CallConv,
) -> CodegenResult<Signature> {
    let mut signature = Signature::new(call_conv);
    for (position, &parameter) in parameters.iter().enumerate() {
        let attributes = parameter_attributes.get(position).copied();
        if types.is_aggregate(parameter) {
            return Err(CodegenError::unsupported(format!(
                "aggregate parameter of type {}",
                types.display(parameter)
            )));
        }
        signature
            .params
            .extend(abi_parameters(types, parameter, attributes)?);
    }
    let returns = abi_parameters(types, return_type, Some(return_attributes))?;
    if returns.len() > 2 {
        return Err(CodegenError::unsupported(format!(
            "returning {} by value",
            types.display(return_type)
        )));
    }
    signature.returns.extend(returns);
    Ok(signature)
}

fn abi_parameters(
    types: &TypeTable,
    ty: TypeId,
    attributes: Option<&AttrList>,
) -> CodegenResult<Vec<AbiParam>> {
    let is_boolean = types.int_width(ty) == Some(1);
    let extension = match attributes {
        Some(list) if list.has("signext") => ArgumentExtension::Sext,
        Some(list) if list.has("zeroext") => ArgumentExtension::Uext,
        _ if is_boolean => ArgumentExtension::Uext,
        _ => ArgumentExtension::None,
    };
    Ok(leaf_types(types, ty)?
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
