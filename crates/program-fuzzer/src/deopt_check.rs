//! The deopt check: how a program reads back the `deopt` bundles of its
//! active calls after a collection, the same way in every mode.
//!
//! Every bundle starts with a *descriptor*, an `i64` constant giving the kind
//! of each following value in 4 bits (value `i` at bits `4(i-1)..4i`):
//! kinds 1 to 7 are the bits of a value of a [`DeoptType`] (masked to its
//! width: a reader cannot know whether a backend kept an `i8` in a byte or
//! sign-extended it in a constant), 8 a reference (possibly null), and
//! `9 + d` a pointer derived from an object's raw byte at distance
//! [`DERIVED_DISTANCES`]`[d]` from it, kept as two operands: the object (or
//! null) and the offset of the pointer in it (whose nibble is 0). Deopt
//! operands are bases to the rewrite (LLVM's contract: each is relocated as
//! its own base), so a derived pointer is kept the way a JIT keeps one. At
//! most [`MAX_VALUES`] operands follow.
//!
//! `@deopt_check` ([`reader_function`]), called with a bundle, collects
//! (`gc_collect`: every deopt reference is moved before it is read), then
//! hashes, with [`mix`]: the number of active frames with statepoints, and
//! for each of frames 1 to [`MAX_FRAMES_READ`] (frame 0 is its own) the
//! statepoint ID, the value count and the values: integers and floats by
//! their bits, references by their object's header and first raw byte
//! ([`object_mark`]; [`NULL_MARK`] for null), derived pointers by the byte
//! they lead to. It never turns a read reference into anything but a load:
//! the hash does not depend on where objects are, so [`crate::interpret`],
//! which has no addresses, computes the same one; it prints the hash.

use crate::interpret::{mix, HASH_OFFSET, HASH_PRIME};
use crate::program::{DeoptType, DERIVED_DISTANCES};
use std::fmt::Write;

/// The most operands a bundle has after its descriptor.
pub const MAX_VALUES: usize = 15;

/// Frames read beyond the reader's own (recursion can be hundreds deep).
pub const MAX_FRAMES_READ: u64 = 8;

/// The kind of a reference value.
pub const REFERENCE_KIND: u64 = 8;

/// The kind of a pointer derived at distance index 0.
const DERIVED_KIND: u64 = 9;

/// What a null reference contributes to the hash.
pub const NULL_MARK: u64 = 0x6e75_6c6c;

/// The statepoint ID of a call without a `"statepoint-id"` attribute.
pub const DEFAULT_STATEPOINT_ID: u64 = 0xABCD_EF00;

/// Every [`DeoptType`], in the order of their kinds (1 to 7).
pub const DEOPT_TYPES: [DeoptType; 7] = [
    DeoptType::I1,
    DeoptType::I8,
    DeoptType::I32,
    DeoptType::I64,
    DeoptType::I128,
    DeoptType::Float,
    DeoptType::Double,
];

pub fn type_kind(value_type: DeoptType) -> u64 {
    DEOPT_TYPES.iter().position(|&t| t == value_type).unwrap() as u64 + 1
}

pub fn derived_kind(distance_index: usize) -> u64 {
    DERIVED_KIND + distance_index as u64
}

/// Appends the descriptor nibbles of a value of `kind`: its own, and 0 for
/// the offset operand that follows a derived pointer's object.
pub fn push_operand_kinds(kinds: &mut Vec<u64>, kind: u64) {
    kinds.push(kind);
    if kind >= DERIVED_KIND {
        kinds.push(0);
    }
}

/// The bits of a value of `value_type` that the check compares.
pub fn type_mask(value_type: DeoptType) -> u64 {
    match value_type {
        DeoptType::I1 => 1,
        DeoptType::I8 => 0xff,
        DeoptType::I32 | DeoptType::Float => 0xffff_ffff,
        DeoptType::I64 | DeoptType::I128 | DeoptType::Double => u64::MAX,
    }
}

pub fn type_text(value_type: DeoptType) -> &'static str {
    match value_type {
        DeoptType::I1 => "i1",
        DeoptType::I8 => "i8",
        DeoptType::I32 => "i32",
        DeoptType::I64 => "i64",
        DeoptType::I128 => "i128",
        DeoptType::Float => "float",
        DeoptType::Double => "double",
    }
}

/// The descriptor of a bundle whose values have `kinds`.
pub fn descriptor(kinds: &[u64]) -> u64 {
    assert!(kinds.len() <= MAX_VALUES, "too many deopt values");
    kinds
        .iter()
        .enumerate()
        .fold(0, |descriptor, (index, kind)| {
            descriptor | kind << (4 * index)
        })
}

/// The bits of `integer[source]` converted to `value_type` (`trunc`, `sext`
/// or `sitofp`), as the check compares them.
pub fn converted_bits(value: i64, value_type: DeoptType) -> u64 {
    let bits = match value_type {
        DeoptType::Float => u64::from((value as f32).to_bits()),
        DeoptType::Double => (value as f64).to_bits(),
        _ => value as u64,
    };
    bits & type_mask(value_type)
}

/// The IR text of a constant of `value_type` with `bits`.
pub fn constant_text(value_type: DeoptType, bits: u64) -> String {
    match value_type {
        DeoptType::I1 => (if bits & 1 != 0 { "true" } else { "false" }).to_string(),
        DeoptType::I8 => (bits as u8 as i8).to_string(),
        DeoptType::I32 => (bits as u32 as i32).to_string(),
        DeoptType::I64 | DeoptType::I128 => (bits as i64).to_string(),
        DeoptType::Float => format!(
            "0x{:016X}",
            f64::from(f32::from_bits(bits as u32)).to_bits()
        ),
        DeoptType::Double => format!("0x{bits:016X}"),
    }
}

/// What an object contributes: its header, and its first raw byte if any.
pub fn object_mark(header: u64, first_byte: Option<u8>) -> u64 {
    match first_byte {
        Some(byte) => mix(header, u64::from(byte)),
        None => header,
    }
}

/// `@deopt_check()`: see the module docs.
pub fn reader_function() -> String {
    let offset = HASH_OFFSET as i64;
    let prime = HASH_PRIME as i64;
    let frame_limit = MAX_FRAMES_READ + 1;
    let mut selects = String::new();
    let mut mask_value = "-1".to_string();
    for value_type in DEOPT_TYPES {
        let type_mask = type_mask(value_type) as i64;
        if type_mask == -1 {
            continue;
        }
        let kind = type_kind(value_type);
        write!(
            selects,
            "  %is.k{kind} = icmp eq i64 %kind, {kind}\n  %mask.k{kind} = select i1 %is.k{kind}, i64 {type_mask}, i64 {mask_value}\n"
        )
        .unwrap();
        mask_value = format!("%mask.k{kind}");
    }
    let mut distance_value = "0".to_string();
    let mut distances = String::new();
    for (index, distance) in DERIVED_DISTANCES.iter().enumerate().skip(1) {
        let kind = derived_kind(index);
        write!(
            distances,
            "  %is.d{index} = icmp eq i64 %kind, {kind}\n  %distance.d{index} = select i1 %is.d{index}, i64 {distance}, i64 {distance_value}\n"
        )
        .unwrap();
        distance_value = format!("%distance.d{index}");
    }
    format!(
        r#"
define internal void @deopt_check() gc "statepoint-example" {{
entry:
  call void @gc_collect()
  %count = call i64 @rt_deopt_frame_count()
  %h.c0 = xor i64 {offset}, %count
  %h.c = mul i64 %h.c0, {prime}
  %few = icmp ult i64 %count, {frame_limit}
  %limit = select i1 %few, i64 %count, i64 {frame_limit}
  br label %frame
frame:
  %f = phi i64 [ 1, %entry ], [ %f.1, %frame.done ]
  %h.f = phi i64 [ %h.c, %entry ], [ %h.out, %frame.done ]
  %more.f = icmp ult i64 %f, %limit
  br i1 %more.f, label %frame.body, label %done
frame.body:
  %id = call i64 @rt_deopt_frame_id(i64 %f)
  %h.i0 = xor i64 %h.f, %id
  %h.i = mul i64 %h.i0, {prime}
  %n = call i64 @rt_deopt_value_count(i64 %f)
  %h.n0 = xor i64 %h.i, %n
  %h.n = mul i64 %h.n0, {prime}
  %has.values = icmp ne i64 %n, 0
  br i1 %has.values, label %descriptor, label %frame.done
descriptor:
  %d = call i64 @rt_deopt_value(i64 %f, i64 0)
  %h.d0 = xor i64 %h.n, %d
  %h.d = mul i64 %h.d0, {prime}
  br label %value
value:
  %i = phi i64 [ 1, %descriptor ], [ %i.1, %value.next ]
  %h.v = phi i64 [ %h.d, %descriptor ], [ %h.v.1, %value.next ]
  %more.v = icmp ult i64 %i, %n
  br i1 %more.v, label %value.body, label %frame.done
value.body:
  %v = call i64 @rt_deopt_value(i64 %f, i64 %i)
  %i.0 = sub i64 %i, 1
  %shift = shl i64 %i.0, 2
  %kind.bits = lshr i64 %d, %shift
  %kind = and i64 %kind.bits, 15
  %is.reference = icmp eq i64 %kind, {REFERENCE_KIND}
  br i1 %is.reference, label %reference, label %not.reference
reference:
  %is.null = icmp eq i64 %v, 0
  br i1 %is.null, label %value.next, label %object
object:
  %o = inttoptr i64 %v to ptr addrspace(1)
  %header = load i64, ptr addrspace(1) %o, align 8
  %bytes = lshr i64 %header, 32
  %has.bytes = icmp ne i64 %bytes, 0
  br i1 %has.bytes, label %first.byte, label %value.next
first.byte:
  %refs = and i64 %header, 4294967295
  %fields = shl i64 %refs, 3
  %first = add i64 %fields, 8
  %first.address = getelementptr i8, ptr addrspace(1) %o, i64 %first
  %first.value = load i8, ptr addrspace(1) %first.address, align 1
  %first.wide = zext i8 %first.value to i64
  %o.m0 = xor i64 %header, %first.wide
  %o.m = mul i64 %o.m0, {prime}
  br label %value.next
not.reference:
  %is.derived = icmp uge i64 %kind, {DERIVED_KIND}
  br i1 %is.derived, label %derived.check, label %bits
derived.check:
  %is.null.derived = icmp eq i64 %v, 0
  br i1 %is.null.derived, label %value.next, label %derived
derived:
  %offset.index = add i64 %i, 1
  %offset = call i64 @rt_deopt_value(i64 %f, i64 %offset.index)
{distances}  %back = sub i64 %offset, {distance_value}
  %p = inttoptr i64 %v to ptr addrspace(1)
  %byte.address = getelementptr i8, ptr addrspace(1) %p, i64 %back
  %byte = load i8, ptr addrspace(1) %byte.address, align 1
  %byte.wide = zext i8 %byte to i64
  br label %value.next
bits:
{selects}  %masked = and i64 %v, {mask_value}
  br label %value.next
value.next:
  %x = phi i64 [ {NULL_MARK}, %reference ], [ {NULL_MARK}, %derived.check ], [ %header, %object ], [ %o.m, %first.byte ], [ %byte.wide, %derived ], [ %masked, %bits ]
  %operands = phi i64 [ 1, %reference ], [ 2, %derived.check ], [ 1, %object ], [ 1, %first.byte ], [ 2, %derived ], [ 1, %bits ]
  %h.x0 = xor i64 %h.v, %x
  %h.v.1 = mul i64 %h.x0, {prime}
  %i.1 = add i64 %i, %operands
  br label %value
frame.done:
  %h.out = phi i64 [ %h.n, %frame.body ], [ %h.v, %value ]
  %f.1 = add i64 %f, 1
  br label %frame
done:
  call void @rt_print_i64(i64 %h.f)
  ret void
}}
"#
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn descriptors_put_each_operand_kind_in_its_nibble() {
        let mut kinds = Vec::new();
        push_operand_kinds(&mut kinds, REFERENCE_KIND);
        push_operand_kinds(&mut kinds, derived_kind(3));
        push_operand_kinds(&mut kinds, type_kind(DeoptType::I1));
        assert_eq!(kinds, [8, 12, 0, 1]);
        assert_eq!(descriptor(&kinds), 0x10c8);
    }

    #[test]
    fn values_are_compared_in_the_bits_of_their_type() {
        assert_eq!(converted_bits(-1, DeoptType::I1), 1);
        assert_eq!(converted_bits(-2, DeoptType::I8), 0xfe);
        assert_eq!(converted_bits(-1, DeoptType::I128), u64::MAX);
        assert_eq!(
            converted_bits(3, DeoptType::Float),
            u64::from(3.0f32.to_bits())
        );
        assert_eq!(converted_bits(-3, DeoptType::Double), (-3.0f64).to_bits());
        // A float constant is written as the double of the same value.
        let bits = u64::from((-2.5f32).to_bits());
        assert_eq!(
            constant_text(DeoptType::Float, bits),
            format!("0x{:016X}", (-2.5f64).to_bits())
        );
        assert_eq!(constant_text(DeoptType::I8, 0xfe), "-2");
        assert_eq!(constant_text(DeoptType::I1, 1), "true");
    }
}
