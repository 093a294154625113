//! Operand and result type rules of each instruction kind, with LLVM's messages
//! where LLVM's verifier (or, for rules LLVM's parser enforces, our own wording)
//! has them.

use super::function_checks::{operand_type_in, FunctionContext};
use crate::constant::{BinaryOp, CastOp, ConstData, ConstId};
use crate::function::Inst;
use crate::inst::{CallSite, InstKind, Operand, TailKind};
use crate::types::{Type, TypeId, TypeTable};

/// Element count of a vector type.
fn vector_length(types: &TypeTable, t: TypeId) -> Option<u32> {
    match types.get(t) {
        Type::Vector { len, .. } => Some(*len),
        _ => None,
    }
}

fn is_int_or_int_vector(types: &TypeTable, t: TypeId) -> bool {
    types.is_int(types.scalar_type(t))
}

fn is_fp_or_fp_vector(types: &TypeTable, t: TypeId) -> bool {
    types.is_float(types.scalar_type(t))
}

fn is_ptr_or_ptr_vector(types: &TypeTable, t: TypeId) -> bool {
    types.is_ptr(types.scalar_type(t))
}

/// True for `i1` and vectors of `i1`.
fn is_bool_or_bool_vector(types: &TypeTable, t: TypeId) -> bool {
    types.int_width(types.scalar_type(t)) == Some(1)
}

/// Bit width of an integer or floating-point scalar (of the element, for vectors).
fn scalar_bits(types: &TypeTable, t: TypeId) -> Option<u64> {
    Some(match types.get(types.scalar_type(t)) {
        Type::Int(bits) => u64::from(*bits),
        Type::Half | Type::BFloat => 16,
        Type::Float => 32,
        Type::Double => 64,
        Type::X86Fp80 => 80,
        Type::Fp128 | Type::PpcFp128 => 128,
        _ => return None,
    })
}

/// Total bits of a non-pointer scalar or vector, as `bitcast` compares them.
fn primitive_bits(types: &TypeTable, t: TypeId) -> Option<u64> {
    let element = scalar_bits(types, t)?;
    Some(element * u64::from(vector_length(types, t).unwrap_or(1)))
}

/// True if values of type `t` have a size (can be allocated, loaded or stored).
fn is_sized(types: &TypeTable, t: TypeId, depth: u32) -> bool {
    if depth > 64 {
        return false;
    }
    match types.get(t) {
        Type::Void
        | Type::Label
        | Type::Token
        | Type::Metadata
        | Type::Function { .. }
        | Type::TargetExt { .. } => false,
        Type::Vector { elem, .. } | Type::Array { elem, .. } => is_sized(types, *elem, depth + 1),
        Type::Struct { .. } | Type::Named(_) => types
            .struct_fields(t)
            .is_some_and(|(fields, _)| fields.iter().all(|&f| is_sized(types, f, depth + 1))),
        _ => true,
    }
}

/// The type reached by `extractvalue`/`insertvalue` indices (structs and arrays only).
fn aggregate_indexed_type(types: &TypeTable, mut t: TypeId, indices: &[u32]) -> Option<TypeId> {
    if indices.is_empty() {
        return None;
    }
    for &index in indices {
        if !types.is_aggregate(t) {
            return None;
        }
        t = types.element_type(t, u64::from(index))?;
    }
    Some(t)
}

/// Checks the type rules of instruction `i`.
pub(super) fn check_instruction(ctx: &mut FunctionContext, i: Inst) {
    let types = ctx.types();
    let body = ctx.body;
    let kind = &body.inst(i).kind;
    let result = ctx.result_type(i);
    let (m, body_for_types) = (ctx.m, ctx.body);
    let ty = move |o: &Operand| operand_type_in(m, body_for_types, o);
    match kind {
        InstKind::Ret(value) => {
            let Some((ret_ty, _, _)) = types.function_parts(ctx.function.ty) else {
                return;
            };
            match value {
                None if !types.is_void(ret_ty) => ctx.fail(
                    i,
                    "Function return type does not match operand type of return inst!",
                ),
                Some(_) if types.is_void(ret_ty) => ctx.fail(
                    i,
                    "Found return instr that returns non-void in Function of void return type!",
                ),
                Some(v) if ty(v) != Some(ret_ty) => ctx.fail(
                    i,
                    "Function return type does not match operand type of return inst!",
                ),
                _ => {}
            }
        }
        InstKind::CondBr { cond, .. } if ty(cond).and_then(|t| types.int_width(t)) != Some(1) => {
            ctx.fail(i, "Branch condition is not 'i1' type!");
        }
        InstKind::Switch { value, cases, .. } => {
            let switch_ty = ty(value);
            if !switch_ty.is_some_and(|t| types.is_int(t)) {
                ctx.fail(i, "switch condition must have integer type");
            }
            let mut seen: Vec<ConstId> = Vec::with_capacity(cases.len());
            for (case, _) in cases {
                if ctx.m.consts.as_int(*case).is_none() {
                    ctx.fail(i, "Case value is not a constant integer.");
                } else if Some(ctx.m.consts.ty(*case)) != switch_ty {
                    ctx.fail(i, "Switch constants must all be same type as switch value!");
                } else if seen.contains(case) {
                    ctx.fail(i, "Duplicate integer as switch case");
                }
                seen.push(*case);
            }
        }
        InstKind::IndirectBr { address, .. } if !ty(address).is_some_and(|t| types.is_ptr(t)) => {
            ctx.fail(i, "Indirectbr operand must have pointer type!");
        }
        InstKind::Invoke { call, unwind, .. } => {
            check_call_site(ctx, i, call);
            let unwind_is_pad = body
                .block(*unwind)
                .insts
                .iter()
                .find(|&&x| !body.inst(x).kind.is_phi())
                .is_some_and(|&x| {
                    matches!(
                        body.inst(x).kind,
                        InstKind::LandingPad { .. }
                            | InstKind::CatchSwitch { .. }
                            | InstKind::CatchPad { .. }
                            | InstKind::CleanupPad { .. }
                    )
                });
            if !unwind_is_pad {
                ctx.fail(
                    i,
                    "The unwind destination does not have an exception handling instruction!",
                );
            }
        }
        InstKind::CallBr { .. } | InstKind::Call { .. } => {
            check_call_site(ctx, i, kind.call_site().expect("a call"));
            if let InstKind::Call {
                tail: TailKind::MustTail,
                call,
                ..
            } = kind
            {
                super::must_tail_calls::check_must_tail_call(ctx, i, call);
            }
        }
        InstKind::Resume(_) if ctx.function.personality.is_none() => {
            ctx.fail(
                i,
                "ResumeInst needs to be in a function with a personality.",
            );
        }
        InstKind::FNeg { value, .. } => {
            if ty(value) != result {
                ctx.fail(
                    i,
                    "Unary operators must have same type foroperands and result!",
                );
            } else if !result.is_some_and(|t| is_fp_or_fp_vector(types, t)) {
                ctx.fail(i, "FNeg operator only works with float types!");
            }
        }
        InstKind::Binary { op, lhs, rhs, .. } => {
            check_binary(ctx, i, *op, ty(lhs), ty(rhs), result)
        }
        InstKind::ICmp { lhs, rhs, .. } => {
            let (a, b) = (ty(lhs), ty(rhs));
            if a != b {
                ctx.fail(
                    i,
                    "Both operands to ICmp instruction are not of the same type!",
                );
            } else if !a
                .is_some_and(|t| is_int_or_int_vector(types, t) || is_ptr_or_ptr_vector(types, t))
            {
                ctx.fail(i, "Invalid operand types for ICmp instruction");
            } else {
                check_compare_result(ctx, i, a, result);
            }
        }
        InstKind::FCmp { lhs, rhs, .. } => {
            let (a, b) = (ty(lhs), ty(rhs));
            if a != b {
                ctx.fail(
                    i,
                    "Both operands to FCmp instruction are not of the same type!",
                );
            } else if !a.is_some_and(|t| is_fp_or_fp_vector(types, t)) {
                ctx.fail(i, "Invalid operand types for FCmp instruction");
            } else {
                check_compare_result(ctx, i, a, result);
            }
        }
        InstKind::Cast { op, value, to, .. } => {
            if result != Some(*to) {
                ctx.fail(i, "cast result type does not match its destination type");
            } else if let Some(source) = ty(value) {
                if let Some(message) = cast_problem(types, *op, source, *to) {
                    ctx.fail(i, message);
                }
            }
        }
        InstKind::Select { cond, t, f, .. } => {
            let (c, a, b) = (ty(cond), ty(t), ty(f));
            let valid = match (c, a) {
                (Some(c), Some(a)) if a == b.unwrap_or(a) && b.is_some() => {
                    !types.is_token(a)
                        && is_bool_or_bool_vector(types, c)
                        && (vector_length(types, c).is_none()
                            || vector_length(types, c) == vector_length(types, a))
                }
                _ => false,
            };
            if !valid {
                ctx.fail(i, "Invalid operands for select instruction!");
            } else if result != a {
                ctx.fail(
                    i,
                    "Select values must have same type as select instruction!",
                );
            }
        }
        InstKind::Phi {
            ty: phi_ty,
            incoming,
            ..
        } => {
            if types.is_token(*phi_ty) {
                ctx.fail(i, "PHI nodes cannot have token type!");
            }
            if result != Some(*phi_ty) || incoming.iter().any(|(v, _)| ty(v) != Some(*phi_ty)) {
                ctx.fail(i, "PHI node operands are not the same type as the result!");
            }
        }
        InstKind::Freeze(value) if ty(value) != result => {
            ctx.fail(i, "freeze result type does not match its operand type");
        }
        InstKind::Alloca {
            allocated_ty,
            count,
            ..
        } => {
            if !is_sized(types, *allocated_ty, 0) {
                ctx.fail(i, "Cannot allocate unsized type");
            }
            if count
                .as_ref()
                .is_some_and(|c| !ty(c).is_some_and(|t| types.is_int(t)))
            {
                ctx.fail(i, "Alloca array size must have integer type");
            }
            if !result.is_some_and(|t| types.is_ptr(t)) {
                ctx.fail(i, "alloca result must be a pointer");
            }
        }
        InstKind::Load {
            ty: loaded, ptr, ..
        } => {
            if !ty(ptr).is_some_and(|t| types.is_ptr(t)) {
                ctx.fail(i, "Load operand must be a pointer.");
            }
            if !is_sized(types, *loaded, 0) {
                ctx.fail(i, "loading unsized types is not allowed");
            } else if result != Some(*loaded) {
                ctx.fail(i, "load result type does not match the loaded type");
            }
        }
        InstKind::Store { value, ptr, .. } => {
            if !ty(ptr).is_some_and(|t| types.is_ptr(t)) {
                ctx.fail(i, "Store operand must be a pointer.");
            }
            if !ty(value).is_some_and(|t| is_sized(types, t, 0) && types.is_first_class(t)) {
                ctx.fail(i, "storing unsized types is not allowed");
            }
        }
        InstKind::Gep {
            source_ty,
            base,
            indices,
            ..
        } => {
            if let Some(message) = gep_problem(ctx, *source_ty, base, indices, result) {
                ctx.fail(i, message);
            }
        }
        InstKind::ExtractValue { aggregate, indices } => {
            let indexed = ty(aggregate).and_then(|t| aggregate_indexed_type(types, t, indices));
            if indexed.is_none() || indexed != result {
                ctx.fail(i, "Invalid ExtractValueInst operands!");
            }
        }
        InstKind::InsertValue {
            aggregate,
            value,
            indices,
        } => {
            let indexed = ty(aggregate).and_then(|t| aggregate_indexed_type(types, t, indices));
            if indexed.is_none() || indexed != ty(value) || result != ty(aggregate) {
                ctx.fail(i, "Invalid InsertValueInst operands!");
            }
        }
        InstKind::ExtractElement { vector, index } => {
            let valid = ty(vector)
                .is_some_and(|v| types.is_vector(v) && result == Some(types.scalar_type(v)))
                && ty(index).is_some_and(|t| types.is_int(t));
            if !valid {
                ctx.fail(i, "Invalid extractelement operands!");
            }
        }
        InstKind::InsertElement {
            vector,
            elem,
            index,
        } => {
            let valid = ty(vector).is_some_and(|v| {
                types.is_vector(v) && ty(elem) == Some(types.scalar_type(v)) && result == Some(v)
            }) && ty(index).is_some_and(|t| types.is_int(t));
            if !valid {
                ctx.fail(i, "Invalid insertelement operands!");
            }
        }
        InstKind::ShuffleVector { a, b, mask }
            if !shuffle_is_valid(ctx, ty(a), ty(b), *mask, result) =>
        {
            ctx.fail(i, "Invalid shufflevector operands!");
        }
        _ => {}
    }
}

fn check_binary(
    ctx: &mut FunctionContext,
    i: Inst,
    op: BinaryOp,
    lhs: Option<TypeId>,
    rhs: Option<TypeId>,
    result: Option<TypeId>,
) {
    let types = ctx.types();
    if lhs != rhs {
        ctx.fail(
            i,
            "Both operands to a binary operator are not of the same type!",
        );
        return;
    }
    let (kind_ok, kind_message, same_message) = match op {
        BinaryOp::FAdd | BinaryOp::FSub | BinaryOp::FMul | BinaryOp::FDiv | BinaryOp::FRem => (
            result.is_some_and(|t| is_fp_or_fp_vector(types, t)),
            "Floating-point arithmetic operators only work with floating-point types!",
            "Floating-point arithmetic operators must have same type for operands and result!",
        ),
        BinaryOp::And | BinaryOp::Or | BinaryOp::Xor => (
            result.is_some_and(|t| is_int_or_int_vector(types, t)),
            "Logical operators only work with integral types!",
            "Logical operators must have same type for operands and result!",
        ),
        BinaryOp::Shl | BinaryOp::LShr | BinaryOp::AShr => (
            result.is_some_and(|t| is_int_or_int_vector(types, t)),
            "Shifts only work with integral types!",
            "Shift return type must be same as operands!",
        ),
        _ => (
            result.is_some_and(|t| is_int_or_int_vector(types, t)),
            "Integer arithmetic operators only work with integral types!",
            "Integer arithmetic operators must have same type for operands and result!",
        ),
    };
    if !kind_ok {
        ctx.fail(i, kind_message);
    } else if result != lhs {
        ctx.fail(i, same_message);
    }
}

/// A comparison yields `i1`, or a vector of `i1` as long as its operand vectors.
fn check_compare_result(
    ctx: &mut FunctionContext,
    i: Inst,
    operand: Option<TypeId>,
    result: Option<TypeId>,
) {
    let types = ctx.types();
    let valid = match (operand, result) {
        (Some(o), Some(r)) => {
            is_bool_or_bool_vector(types, r) && vector_length(types, o) == vector_length(types, r)
        }
        _ => false,
    };
    if !valid {
        ctx.fail(
            i,
            "comparison result must be i1, or a vector of i1 as long as the operands",
        );
    }
}

/// What is wrong with casting `source` to `dest` with `op`, if anything, in LLVM's words.
fn cast_problem(types: &TypeTable, op: CastOp, source: TypeId, dest: TypeId) -> Option<String> {
    let both_vectors_or_neither = types.is_vector(source) == types.is_vector(dest);
    let same_length = vector_length(types, source) == vector_length(types, dest);
    let (src_bits, dst_bits) = (scalar_bits(types, source), scalar_bits(types, dest));
    let int = |t| is_int_or_int_vector(types, t);
    let fp = |t| is_fp_or_fp_vector(types, t);
    let ptr = |t| is_ptr_or_ptr_vector(types, t);
    let lower = op.name();
    match op {
        CastOp::Trunc | CastOp::ZExt | CastOp::SExt | CastOp::FPTrunc | CastOp::FPExt => {
            let (name, on_floats, narrowing) = match op {
                CastOp::Trunc => ("Trunc", false, true),
                CastOp::ZExt => ("ZExt", false, false),
                CastOp::SExt => ("SExt", false, false),
                CastOp::FPTrunc => ("FPTrunc", true, true),
                _ => ("FPExt", true, false),
            };
            let (kind_ok, kind) = if on_floats {
                (fp(source), "FP")
            } else {
                (int(source), "integer")
            };
            let dest_ok = if on_floats { fp(dest) } else { int(dest) };
            let size_ok = if narrowing {
                src_bits > dst_bits
            } else {
                src_bits < dst_bits
            };
            if !kind_ok {
                Some(format!("{name} only operates on {kind}"))
            } else if !dest_ok {
                Some(match op {
                    CastOp::Trunc => "Trunc only produces integer".to_string(),
                    _ if on_floats => format!("{name} only produces an FP"),
                    _ => format!("{name} only produces an integer"),
                })
            } else if !both_vectors_or_neither || !same_length {
                Some(format!(
                    "{lower} source and destination must both be a vector or neither"
                ))
            } else if !size_ok {
                Some(match op {
                    CastOp::Trunc | CastOp::FPTrunc => format!("DestTy too big for {name}"),
                    CastOp::FPExt => "DestTy too small for FPExt".to_string(),
                    _ => format!("Type too small for {name}"),
                })
            } else {
                None
            }
        }
        CastOp::UIToFP | CastOp::SIToFP | CastOp::FPToUI | CastOp::FPToSI => {
            let name = match op {
                CastOp::UIToFP => "UIToFP",
                CastOp::SIToFP => "SIToFP",
                CastOp::FPToUI => "FPToUI",
                _ => "FPToSI",
            };
            const INTEGER: &str = "integer or integer vector";
            const FLOAT: &str = "FP or FP vector";
            let from_int = matches!(op, CastOp::UIToFP | CastOp::SIToFP);
            let (source_ok, source_kind, dest_ok, dest_kind) = if from_int {
                (int(source), INTEGER, fp(dest), FLOAT)
            } else {
                (fp(source), FLOAT, int(dest), INTEGER)
            };
            if !both_vectors_or_neither {
                Some(format!(
                    "{name} source and dest must both be vector or scalar"
                ))
            } else if !source_ok {
                Some(format!("{name} source must be {source_kind}"))
            } else if !dest_ok {
                Some(format!("{name} result must be {dest_kind}"))
            } else if !same_length {
                Some(format!("{name} source and dest vector length mismatch"))
            } else {
                None
            }
        }
        CastOp::PtrToInt => {
            if !ptr(source) {
                Some("PtrToInt source must be pointer".to_string())
            } else if !int(dest) {
                Some("PtrToInt result must be integral".to_string())
            } else if !both_vectors_or_neither {
                Some("PtrToInt type mismatch".to_string())
            } else if !same_length {
                Some("PtrToInt Vector width mismatch".to_string())
            } else {
                None
            }
        }
        CastOp::IntToPtr => {
            if !int(source) {
                Some("IntToPtr source must be an integral".to_string())
            } else if !ptr(dest) {
                Some("IntToPtr result must be a pointer".to_string())
            } else if !both_vectors_or_neither {
                Some("IntToPtr type mismatch".to_string())
            } else if !same_length {
                Some("IntToPtr Vector width mismatch".to_string())
            } else {
                None
            }
        }
        CastOp::AddrSpaceCast => {
            if !ptr(source) {
                Some("AddrSpaceCast source must be a pointer".to_string())
            } else if !ptr(dest) {
                Some("AddrSpaceCast result must be a pointer".to_string())
            } else if types.ptr_addrspace(source) == types.ptr_addrspace(dest) {
                Some("AddrSpaceCast must be between different address spaces".to_string())
            } else if !both_vectors_or_neither || !same_length {
                Some("AddrSpaceCast vector pointer number of elements mismatch".to_string())
            } else {
                None
            }
        }
        CastOp::BitCast => {
            let valid = if ptr(source) || ptr(dest) {
                ptr(source)
                    && ptr(dest)
                    && types.ptr_addrspace(source) == types.ptr_addrspace(dest)
                    && same_length
            } else {
                !types.is_aggregate(source)
                    && !types.is_aggregate(dest)
                    && primitive_bits(types, source).is_some()
                    && primitive_bits(types, source) == primitive_bits(types, dest)
            };
            (!valid).then(|| "Invalid bitcast".to_string())
        }
    }
}

/// What is wrong with a `getelementptr`, if anything.
fn gep_problem(
    ctx: &FunctionContext,
    source_ty: TypeId,
    base: &Operand,
    indices: &[Operand],
    result: Option<TypeId>,
) -> Option<&'static str> {
    let types = ctx.types();
    let base_ty = ctx.operand_type(base)?;
    if !is_ptr_or_ptr_vector(types, base_ty) {
        return Some("GEP base pointer is not a vector or a vector of pointers");
    }
    if !is_sized(types, source_ty, 0) {
        return Some("GEP into unsized type!");
    }
    let index_types = indices.iter().map(|o| ctx.operand_type(o));
    if index_types
        .clone()
        .any(|t| !t.is_some_and(|t| is_int_or_int_vector(types, t)))
    {
        return Some("GEP indexes must be integers");
    }
    // The first index steps over the pointer; the rest walk into the source type.
    let mut current = source_ty;
    for index in indices.iter().skip(1) {
        let next = match types.get(current) {
            Type::Struct { .. } | Type::Named(_) => index
                .as_const()
                .and_then(|c| ctx.m.consts.struct_index(c))
                .and_then(|field| types.element_type(current, field)),
            Type::Array { elem, .. } | Type::Vector { elem, .. } => Some(*elem),
            _ => None,
        };
        match next {
            Some(t) => current = t,
            None => return Some("Invalid indices for GEP pointer type!"),
        }
    }
    let result_ty = result?;
    if result_ty == base_ty && vector_length(types, base_ty).is_none() {
        // A pointer like the base: every rule below holds.
        return None;
    }
    if !is_ptr_or_ptr_vector(types, result_ty) {
        return Some("GEP is not of right type for indices!");
    }
    if let Some(width) = vector_length(types, result_ty) {
        if vector_length(types, base_ty).is_some_and(|w| w != width) {
            return Some("Vector GEP result width doesn't match operand's");
        }
        if index_types
            .flatten()
            .any(|t| vector_length(types, t).is_some_and(|w| w != width))
        {
            return Some("Invalid GEP index vector width");
        }
    }
    if types.ptr_addrspace(result_ty) != types.ptr_addrspace(base_ty) {
        return Some("GEP address space doesn't match type");
    }
    None
}

/// Both inputs the same vector type; the mask a constant vector of `i32` (or undef,
/// poison, zeroinitializer) with indices below twice the input length; the result a
/// vector of the input elements as long as the mask.
fn shuffle_is_valid(
    ctx: &FunctionContext,
    a: Option<TypeId>,
    b: Option<TypeId>,
    mask: ConstId,
    result: Option<TypeId>,
) -> bool {
    let types = ctx.types();
    let (Some(a), Some(result)) = (a, result) else {
        return false;
    };
    let (Some(input_length), Some(mask_length)) = (
        vector_length(types, a),
        vector_length(types, ctx.m.consts.ty(mask)),
    ) else {
        return false;
    };
    if Some(a) != b
        || types.int_width(types.scalar_type(ctx.m.consts.ty(mask))) != Some(32)
        || vector_length(types, result) != Some(mask_length)
        || types.scalar_type(result) != types.scalar_type(a)
    {
        return false;
    }
    match ctx.m.consts.get(mask) {
        ConstData::Vector { elems, .. } => elems.iter().all(|&e| match ctx.m.consts.get(e) {
            ConstData::Int { value, .. } => value
                .to_u64()
                .is_some_and(|v| v < 2 * u64::from(input_length)),
            ConstData::Undef(_) | ConstData::Poison(_) => true,
            _ => false,
        }),
        ConstData::Undef(_) | ConstData::Poison(_) | ConstData::Zero(_) => true,
        _ => false,
    }
}

/// Rules every `call`, `invoke` and `callbr` obeys.
fn check_call_site(ctx: &mut FunctionContext, i: Inst, call: &CallSite) {
    let types = ctx.types();
    // Inline assembly is a valid callee; our model gives it its function type
    // (LLVM's `InlineAsm` value is a pointer whose function type the call names).
    let inline_asm = matches!(
        &call.callee,
        Operand::Const(c) if matches!(ctx.m.consts.get(*c), ConstData::InlineAsm { .. })
    );
    if !inline_asm
        && !ctx
            .operand_type(&call.callee)
            .is_some_and(|t| types.is_ptr(t))
    {
        ctx.fail(i, "Called function must be a pointer!");
    }
    let Some((ret_ty, params, vararg)) = types.function_parts(call.fn_ty) else {
        ctx.fail(i, "call's function type is not a function type");
        return;
    };
    if vararg && call.args.len() < params.len() {
        ctx.fail(
            i,
            "Called function requires more parameters than were provided!",
        );
    } else if !vararg && call.args.len() != params.len() {
        ctx.fail(
            i,
            "Incorrect number of arguments passed to called function!",
        );
    }
    if call
        .args
        .iter()
        .zip(params)
        .any(|(a, &p)| ctx.operand_type(&a.value).is_some_and(|t| t != p))
    {
        ctx.fail(i, "Call parameter type does not match function signature!");
    }
    let result = ctx.result_type(i);
    let result_matches = if types.is_void(ret_ty) {
        result.is_none()
    } else {
        result == Some(ret_ty)
    };
    if !result_matches {
        ctx.fail(
            i,
            "call result type does not match the callee's return type",
        );
    }
    let callee_name = ctx.called_function_name(call);
    let is_intrinsic = callee_name.is_some_and(|n| n.starts_with("llvm."));
    // LLVM stops at the first parameter of either kind.
    let non_intrinsic_parameter = params.iter().find_map(|&p| {
        if types.is_metadata(p) {
            Some("Function has metadata parameter but isn't an intrinsic")
        } else if types.is_token(p) {
            Some("Function has token parameter but isn't an intrinsic")
        } else {
            None
        }
    });
    if let Some(message) = non_intrinsic_parameter.filter(|_| !is_intrinsic) {
        ctx.fail(i, message);
    }
    if callee_name.is_none() && types.is_token(ret_ty) {
        ctx.fail(i, "Return type cannot be token for indirect call!");
    }
    if let Some(problem) = allocsize_problem(types, &call.fn_attrs, call.fn_ty) {
        ctx.fail(i, problem);
    }
    for (tag, message) in [
        ("deopt", "Multiple deopt operand bundles"),
        ("gc-transition", "Multiple gc-transition operand bundles"),
        ("gc-live", "Multiple gc-live operand bundles"),
        ("funclet", "Multiple funclet operand bundles"),
    ] {
        if call.bundles.iter().filter(|b| b.tag == tag).count() > 1 {
            ctx.fail(i, message);
        }
    }
}

/// LLVM's rule for `allocsize(size[, count])` among the function attributes
/// `attrs` of a function or call of type `fn_ty`: each index names a fixed
/// parameter of integer type. The message is LLVM's.
pub(super) fn allocsize_problem(
    types: &crate::types::TypeTable,
    attrs: &crate::attributes::AttrList,
    fn_ty: crate::types::TypeId,
) -> Option<String> {
    let Some(crate::attributes::Attribute::Payload(_, text)) = attrs.get("allocsize") else {
        return None;
    };
    let (_, params, _) = types.function_parts(fn_ty)?;
    let indices = text
        .trim_start_matches('(')
        .trim_end_matches(')')
        .split(',');
    for (index, role) in indices.zip(["element size", "number of elements"]) {
        let index: usize = index.trim().parse().ok()?;
        let Some(&param) = params.get(index) else {
            return Some(format!("'allocsize' {role} argument is out of bounds"));
        };
        if !types.is_int(param) {
            return Some(format!(
                "'allocsize' {role} argument must refer to an integer parameter"
            ));
        }
    }
    None
}
