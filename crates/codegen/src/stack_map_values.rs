//! Which statepoint operands a stack map records as constants, and which deopt
//! values are GC pointers, by llc-19's rules (its `StatepointLowering.cpp`,
//! checked against `llc-19` output by `crates/cli/tests/stack_maps_vs_llc.rs`).
//!
//! Invariants:
//! * A constant of at most 64 bits that folds to an integer or float is recorded
//!   as a constant: integers (and pointers: `null`, `inttoptr` of an integer,
//!   casts between integers) as their value sign-extended from their width
//!   (`i1 true` is -1), `float` and `double` as their bits zero-extended;
//!   `undef` and `poison` of at most 64 bits as [`UNDEF_MARKER`]. Every other
//!   constant (wider integers, vectors, global addresses, other expressions) is
//!   stored to a stack slot like a computed value. An `extractelement` at a
//!   constant index of a `zeroinitializer` vector is the constant 0, as llc
//!   folds it.
//! * A deopt value is a GC pointer when it is a pointer in the function's GC
//!   address space (address space 1 under `statepoint-example` and `coreclr`);
//!   vectors of pointers are not (llc-19 does not relocate them there); under
//!   any other strategy, or none, every pointer and vector of pointers is one.

use ir::{CastOp, ConstData, ConstId, Module, Type, TypeId};

/// The constant llc records for `undef`: unlikely to be a valid pointer.
pub const UNDEF_MARKER: i64 = 0xFEFE_FEFE;

/// The bit width of an integer or pointer type of at most 64 bits.
fn integer_width(module: &Module, ty: TypeId) -> Option<u32> {
    match module.types.get(ty) {
        Type::Int(width) if *width <= 64 => Some(*width),
        Type::Ptr(_) => Some(64),
        _ => None,
    }
}

fn truncated(bits: u64, width: u32) -> u64 {
    if width >= 64 {
        bits
    } else {
        bits & ((1u64 << width) - 1)
    }
}

fn sign_extended(bits: u64, width: u32) -> i64 {
    if width == 0 || width >= 64 {
        return bits as i64;
    }
    let shift = 64 - width;
    ((bits << shift) as i64) >> shift
}

/// The value a constant stands for in a stack map, when llc records it as a constant.
pub fn stack_map_constant(module: &Module, constant: ConstId) -> Option<i64> {
    let ty = module.consts.ty(constant);
    match module.consts.get(constant) {
        ConstData::Undef(_) | ConstData::Poison(_) => {
            scalar_fits_64_bits(module, ty).then_some(UNDEF_MARKER)
        }
        ConstData::Zero(_) => scalar_fits_64_bits(module, ty).then_some(0),
        ConstData::Float { bits, .. } => match module.types.get(ty) {
            Type::Float => Some(i64::from(*bits as u32)),
            Type::Double => Some(*bits as u64 as i64),
            _ => None,
        },
        _ => folded_integer(module, constant).map(|(bits, width)| sign_extended(bits, width)),
    }
}

/// The stack map constant of element `index` of a `zeroinitializer` vector,
/// to which llc folds an `extractelement` of it (not of other constant
/// vectors, `undef` and `poison` included, whose elements it spills).
pub fn vector_element_constant(module: &Module, vector: ConstId, index: u64) -> Option<i64> {
    let element_type = match module.types.get(module.consts.ty(vector)) {
        Type::Vector { elem, len, .. } if index < u64::from(*len) => *elem,
        _ => return None,
    };
    match module.consts.get(vector) {
        ConstData::Zero(_) => scalar_fits_64_bits(module, element_type).then_some(0),
        _ => None,
    }
}

/// True for a scalar integer, pointer, `float` or `double` type.
fn scalar_fits_64_bits(module: &Module, ty: TypeId) -> bool {
    integer_width(module, ty).is_some()
        || matches!(module.types.get(ty), Type::Float | Type::Double)
}

/// The bits and width of a constant integer or pointer that folds to an integer.
fn folded_integer(module: &Module, constant: ConstId) -> Option<(u64, u32)> {
    let width = integer_width(module, module.consts.ty(constant))?;
    match module.consts.get(constant) {
        ConstData::Int { value, .. } => Some((value.to_u64()?, width)),
        ConstData::Null(_) => Some((0, width)),
        ConstData::Cast { op, value, .. } => folded_cast(module, *op, *value, width),
        _ => None,
    }
}

/// The bits of `op` applied to the constant `value`, as an integer of `width`
/// bits, for the casts that keep an integer's bits (`inttoptr`, `zext`, ...).
fn folded_cast(module: &Module, op: CastOp, value: ConstId, width: u32) -> Option<(u64, u32)> {
    let (bits, from) = folded_integer(module, value)?;
    let bits = match op {
        CastOp::SExt => sign_extended(bits, from) as u64,
        CastOp::Trunc | CastOp::ZExt | CastOp::PtrToInt | CastOp::IntToPtr | CastOp::BitCast => {
            bits
        }
        _ => return None,
    };
    Some((truncated(bits, width), width))
}

/// The stack map constant of a cast instruction `op value to to` of a
/// constant, which llc folds to a constant (`inttoptr i64 15 to ptr
/// addrspace(1)` in a `gc-live` bundle is the constant 15).
pub fn cast_instruction_constant(
    module: &Module,
    op: CastOp,
    value: ConstId,
    to: TypeId,
) -> Option<i64> {
    let width = integer_width(module, to)?;
    folded_cast(module, op, value, width).map(|(bits, width)| sign_extended(bits, width))
}

/// True if a deopt value of type `ty` in `function` is a GC pointer, which the
/// record also lists as its own (base, derived) pair.
pub fn is_deopt_gc_pointer(module: &Module, function: &ir::Function, ty: TypeId) -> bool {
    let types = &module.types;
    match passes::gc_strategy::gc_pointer_address_space(function) {
        Some(space) => matches!(types.get(ty), Type::Ptr(s) if *s == space),
        None => match types.get(ty) {
            Type::Ptr(_) => true,
            Type::Vector { elem, .. } => matches!(types.get(*elem), Type::Ptr(_)),
            _ => false,
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn deopt_constants(source: &str) -> Vec<Option<i64>> {
        let module = ir::parse_module(source).expect("valid IR");
        let function = module
            .function_ids()
            .into_iter()
            .find_map(|id| module.function(id)?.body.as_ref())
            .expect("a definition");
        let call = function
            .insts_in_order()
            .find_map(|(_, inst)| function.inst(inst).kind.call_site().cloned())
            .expect("a call");
        call.bundle("deopt")
            .expect("a deopt bundle")
            .inputs
            .iter()
            .map(|operand| {
                operand
                    .as_const()
                    .and_then(|constant| stack_map_constant(&module, constant))
            })
            .collect()
    }

    #[test]
    fn constants_are_recorded_as_llc_19_records_them() {
        let constants = deopt_constants(
            r#"
declare void @f()
@g = global i64 0
define void @h() {
  call void @f() [ "deopt"(i1 true, i8 200, i32 2147483648, i64 4294967296, i128 5, float -1.0, double 1.0, ptr addrspace(1) null, i32 undef, i128 undef, <4 x i32> zeroinitializer, ptr addrspace(1) inttoptr (i64 16 to ptr addrspace(1)), i8 trunc (i64 511 to i8), ptr @g, i64 ptrtoint (ptr @g to i64)) ]
  ret void
}
"#,
        );
        assert_eq!(
            constants,
            [
                Some(-1),
                Some(-56),
                Some(-2147483648),
                Some(4294967296),
                None,
                Some(0xBF80_0000),
                Some(0x3FF0_0000_0000_0000),
                Some(0),
                Some(UNDEF_MARKER),
                None,
                None,
                Some(16),
                Some(-1),
                None,
                None,
            ]
        );
    }
}
