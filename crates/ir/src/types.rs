//! Interned types.
//!
//! Invariant: every structurally distinct type has exactly one [`TypeId`] in a
//! [`TypeTable`], so type equality is an integer compare. Identified (named)
//! structs are interned by name; their bodies live beside the table and may be
//! set after the first reference (forward references, recursive types) or stay
//! unset (opaque structs). Typed pointers from older IR are read as opaque
//! pointers, so `ptr addrspace(N)` is the only pointer type.

use rustc_hash::FxHashMap as HashMap;

/// Handle of an interned type.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct TypeId(pub u32);

/// The structure of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Type {
    Void,
    Int(u32),
    Half,
    BFloat,
    Float,
    Double,
    Fp128,
    X86Fp80,
    PpcFp128,
    X86Amx,
    /// A pointer in the given address space.
    Ptr(u32),
    Vector {
        len: u32,
        scalable: bool,
        elem: TypeId,
    },
    Array {
        len: u64,
        elem: TypeId,
    },
    /// A literal (unnamed) struct.
    Struct {
        fields: Vec<TypeId>,
        packed: bool,
    },
    /// An identified struct, named `%name` (a purely numeric name prints as `%N`).
    Named(String),
    Function {
        ret: TypeId,
        params: Vec<TypeId>,
        vararg: bool,
    },
    Label,
    Token,
    Metadata,
    /// `target("name", types..., ints...)`.
    TargetExt {
        name: String,
        types: Vec<TypeId>,
        ints: Vec<u32>,
    },
}

/// The body of an identified struct.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct StructBody {
    pub fields: Vec<TypeId>,
    pub packed: bool,
}

/// All types of a module.
#[derive(Clone, Debug, Default)]
pub struct TypeTable {
    types: Vec<Type>,
    index: HashMap<Type, TypeId>,
    /// Handles of the most common types (see [`common_slot`]), plus one; 0 when not
    /// interned yet. Spares hashing on `ptr()`, `int(64)`, `void()` and the like.
    common: [u32; COMMON_SLOTS],
    /// Bodies of identified structs; a named struct without an entry is opaque.
    bodies: HashMap<TypeId, StructBody>,
    /// Identified structs in the order they were first defined or referenced.
    named_order: Vec<TypeId>,
}

const COMMON_SLOTS: usize = 23;

/// The cache slot of a common type without payload on the heap.
#[inline]
fn common_slot(ty: &Type) -> Option<usize> {
    Some(match ty {
        Type::Void => 0,
        Type::Half => 1,
        Type::BFloat => 2,
        Type::Float => 3,
        Type::Double => 4,
        Type::Fp128 => 5,
        Type::X86Fp80 => 6,
        Type::PpcFp128 => 7,
        Type::X86Amx => 8,
        Type::Label => 9,
        Type::Token => 10,
        Type::Metadata => 11,
        Type::Ptr(a) => return ptr_slot(*a),
        Type::Int(bits) => return int_slot(*bits),
        _ => return None,
    })
}

#[inline]
fn ptr_slot(addrspace: u32) -> Option<usize> {
    (addrspace < 4).then_some(12 + addrspace as usize)
}

#[inline]
fn int_slot(bits: u32) -> Option<usize> {
    Some(match bits {
        1 => 16,
        8 => 17,
        16 => 18,
        32 => 19,
        64 => 20,
        128 => 21,
        2 => 22,
        _ => return None,
    })
}

impl TypeTable {
    pub fn new() -> Self {
        Self::default()
    }

    /// Interns `ty`, returning its handle.
    #[inline]
    pub fn intern(&mut self, ty: Type) -> TypeId {
        match common_slot(&ty) {
            Some(slot) => {
                let cached = self.common[slot];
                if cached != 0 {
                    return TypeId(cached - 1);
                }
                let id = self.intern_uncached(ty);
                self.common[slot] = id.0 + 1;
                id
            }
            None => self.intern_uncached(ty),
        }
    }

    fn intern_uncached(&mut self, ty: Type) -> TypeId {
        if let Some(&id) = self.index.get(&ty) {
            return id;
        }
        let id = TypeId(self.types.len() as u32);
        if matches!(ty, Type::Named(_)) {
            self.named_order.push(id);
        }
        self.types.push(ty.clone());
        self.index.insert(ty, id);
        id
    }

    /// Returns the handle of `ty` if it was interned.
    pub fn lookup(&self, ty: &Type) -> Option<TypeId> {
        self.index.get(ty).copied()
    }

    pub fn get(&self, id: TypeId) -> &Type {
        &self.types[id.0 as usize]
    }

    /// Number of interned types; every valid [`TypeId`] is below it.
    pub fn len(&self) -> usize {
        self.types.len()
    }

    pub fn is_empty(&self) -> bool {
        self.types.is_empty()
    }

    #[inline]
    pub fn void(&mut self) -> TypeId {
        self.intern(Type::Void)
    }
    #[inline]
    pub fn int(&mut self, bits: u32) -> TypeId {
        if let Some(slot) = int_slot(bits) {
            if let Some(id) = self.common[slot].checked_sub(1) {
                return TypeId(id);
            }
        }
        self.intern(Type::Int(bits))
    }
    #[inline]
    pub fn ptr(&mut self, addrspace: u32) -> TypeId {
        if let Some(slot) = ptr_slot(addrspace) {
            if let Some(id) = self.common[slot].checked_sub(1) {
                return TypeId(id);
            }
        }
        self.intern(Type::Ptr(addrspace))
    }
    #[inline]
    pub fn token(&mut self) -> TypeId {
        self.intern(Type::Token)
    }
    #[inline]
    pub fn metadata(&mut self) -> TypeId {
        self.intern(Type::Metadata)
    }
    #[inline]
    pub fn label(&mut self) -> TypeId {
        self.intern(Type::Label)
    }
    pub fn function(&mut self, ret: TypeId, params: Vec<TypeId>, vararg: bool) -> TypeId {
        self.intern(Type::Function {
            ret,
            params,
            vararg,
        })
    }
    pub fn vector(&mut self, elem: TypeId, len: u32) -> TypeId {
        self.intern(Type::Vector {
            len,
            scalable: false,
            elem,
        })
    }

    /// Sets the body of identified struct `id`.
    pub fn set_body(&mut self, id: TypeId, body: StructBody) {
        self.bodies.insert(id, body);
    }

    /// The body of identified struct `id`; `None` when opaque.
    pub fn body(&self, id: TypeId) -> Option<&StructBody> {
        self.bodies.get(&id)
    }

    /// Identified structs in first-seen order.
    pub fn named_structs(&self) -> &[TypeId] {
        &self.named_order
    }

    pub fn is_void(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Void)
    }
    pub fn is_int(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Int(_))
    }
    pub fn int_width(&self, id: TypeId) -> Option<u32> {
        match self.get(id) {
            Type::Int(w) => Some(*w),
            _ => None,
        }
    }
    pub fn is_float(&self, id: TypeId) -> bool {
        matches!(
            self.get(id),
            Type::Half
                | Type::BFloat
                | Type::Float
                | Type::Double
                | Type::Fp128
                | Type::X86Fp80
                | Type::PpcFp128
        )
    }
    pub fn is_ptr(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Ptr(_))
    }
    /// Address space of a pointer or of the elements of a vector of pointers.
    pub fn ptr_addrspace(&self, id: TypeId) -> Option<u32> {
        match self.get(id) {
            Type::Ptr(a) => Some(*a),
            Type::Vector { elem, .. } => match self.get(*elem) {
                Type::Ptr(a) => Some(*a),
                _ => None,
            },
            _ => None,
        }
    }
    pub fn is_vector(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Vector { .. })
    }
    /// The element type of a vector, or the type itself.
    pub fn scalar_type(&self, id: TypeId) -> TypeId {
        match self.get(id) {
            Type::Vector { elem, .. } => *elem,
            _ => id,
        }
    }
    pub fn is_token(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Token)
    }
    pub fn is_label(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Label)
    }
    pub fn is_metadata(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Metadata)
    }
    pub fn is_function(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Function { .. })
    }
    /// True for struct types, literal or identified.
    pub fn is_struct(&self, id: TypeId) -> bool {
        matches!(self.get(id), Type::Struct { .. } | Type::Named(_))
    }
    pub fn is_aggregate(&self, id: TypeId) -> bool {
        matches!(
            self.get(id),
            Type::Struct { .. } | Type::Named(_) | Type::Array { .. }
        )
    }
    /// Types that can be the type of an SSA value produced by an instruction or argument.
    pub fn is_first_class(&self, id: TypeId) -> bool {
        !matches!(self.get(id), Type::Void | Type::Function { .. })
    }

    /// Fields of a struct type (literal or identified with a body).
    pub fn struct_fields(&self, id: TypeId) -> Option<(&[TypeId], bool)> {
        match self.get(id) {
            Type::Struct { fields, packed } => Some((fields, *packed)),
            Type::Named(_) => self.body(id).map(|b| (b.fields.as_slice(), b.packed)),
            _ => None,
        }
    }

    /// The type at `index` inside an aggregate or vector (for `extractvalue`/GEP).
    pub fn element_type(&self, id: TypeId, index: u64) -> Option<TypeId> {
        match self.get(id) {
            Type::Array { elem, len } if index < *len => Some(*elem),
            Type::Vector { elem, .. } => Some(*elem),
            Type::Struct { .. } | Type::Named(_) => self
                .struct_fields(id)
                .and_then(|(f, _)| f.get(index as usize).copied()),
            _ => None,
        }
    }

    /// Function type parts.
    pub fn function_parts(&self, id: TypeId) -> Option<(TypeId, &[TypeId], bool)> {
        match self.get(id) {
            Type::Function {
                ret,
                params,
                vararg,
            } => Some((*ret, params, *vararg)),
            _ => None,
        }
    }

    /// True if `id` is a pointer in address space `addrspace`, or a vector of them.
    pub fn is_ptr_or_ptr_vector_in(&self, id: TypeId, addrspace: u32) -> bool {
        self.ptr_addrspace(id) == Some(addrspace)
    }

    /// True if `id` (or any type nested in it) is a pointer in `addrspace`.
    pub fn contains_ptr_in(&self, id: TypeId, addrspace: u32) -> bool {
        let mut seen = Vec::new();
        self.contains_ptr_in_rec(id, addrspace, &mut seen)
    }

    fn contains_ptr_in_rec(&self, id: TypeId, addrspace: u32, seen: &mut Vec<TypeId>) -> bool {
        if seen.contains(&id) {
            return false;
        }
        seen.push(id);
        match self.get(id) {
            Type::Ptr(a) => *a == addrspace,
            Type::Vector { elem, .. } | Type::Array { elem, .. } => {
                self.contains_ptr_in_rec(*elem, addrspace, seen)
            }
            Type::Struct { .. } | Type::Named(_) => match self.struct_fields(id) {
                Some((fields, _)) => fields
                    .iter()
                    .any(|&f| self.contains_ptr_in_rec(f, addrspace, seen)),
                None => false,
            },
            _ => false,
        }
    }
}

impl TypeTable {
    /// The type in `.ll` syntax (`ptr addrspace(1)`, `{ i32, ptr }`, `%T`).
    pub fn display(&self, id: TypeId) -> String {
        let mut out = String::new();
        self.write_type(&mut out, id);
        out
    }

    /// Appends the `.ll` spelling of `id` to `out`.
    pub fn write_type(&self, out: &mut String, id: TypeId) {
        use std::fmt::Write;
        let list = |out: &mut String, items: &[TypeId]| {
            for (k, t) in items.iter().enumerate() {
                if k > 0 {
                    out.push_str(", ");
                }
                self.write_type(out, *t);
            }
        };
        match self.get(id) {
            Type::Void => out.push_str("void"),
            Type::Int(w) => {
                let _ = write!(out, "i{w}");
            }
            Type::Half => out.push_str("half"),
            Type::BFloat => out.push_str("bfloat"),
            Type::Float => out.push_str("float"),
            Type::Double => out.push_str("double"),
            Type::Fp128 => out.push_str("fp128"),
            Type::X86Fp80 => out.push_str("x86_fp80"),
            Type::PpcFp128 => out.push_str("ppc_fp128"),
            Type::X86Amx => out.push_str("x86_amx"),
            Type::Ptr(0) => out.push_str("ptr"),
            Type::Ptr(a) => {
                let _ = write!(out, "ptr addrspace({a})");
            }
            Type::Vector {
                len,
                scalable,
                elem,
            } => {
                out.push('<');
                if *scalable {
                    out.push_str("vscale x ");
                }
                let _ = write!(out, "{len} x ");
                self.write_type(out, *elem);
                out.push('>');
            }
            Type::Array { len, elem } => {
                let _ = write!(out, "[{len} x ");
                self.write_type(out, *elem);
                out.push(']');
            }
            Type::Struct { fields, packed } => write_struct_body(out, fields, *packed, list),
            Type::Named(name) => {
                out.push('%');
                crate::types::write_local_name(out, name);
            }
            Type::Function {
                ret,
                params,
                vararg,
            } => {
                self.write_type(out, *ret);
                out.push_str(" (");
                list(out, params);
                if *vararg {
                    out.push_str(if params.is_empty() { "..." } else { ", ..." });
                }
                out.push(')');
            }
            Type::Label => out.push_str("label"),
            Type::Token => out.push_str("token"),
            Type::Metadata => out.push_str("metadata"),
            Type::TargetExt { name, types, ints } => {
                out.push_str("target(\"");
                out.push_str(name);
                out.push('"');
                for t in types {
                    out.push_str(", ");
                    self.write_type(out, *t);
                }
                for i in ints {
                    let _ = write!(out, ", {i}");
                }
                out.push(')');
            }
        }
    }

    /// The body of an identified struct as written in its definition (`{ i32 }`, `opaque`).
    pub fn display_struct_body(&self, id: TypeId) -> String {
        let mut out = String::new();
        match self.body(id) {
            None => out.push_str("opaque"),
            Some(b) => write_struct_body(&mut out, &b.fields, b.packed, |o, items| {
                for (k, t) in items.iter().enumerate() {
                    if k > 0 {
                        o.push_str(", ");
                    }
                    self.write_type(o, *t);
                }
            }),
        }
        out
    }
}

fn write_struct_body(
    out: &mut String,
    fields: &[TypeId],
    packed: bool,
    list: impl Fn(&mut String, &[TypeId]),
) {
    if packed {
        out.push('<');
    }
    if fields.is_empty() {
        out.push_str("{}");
    } else {
        out.push_str("{ ");
        list(out, fields);
        out.push_str(" }");
    }
    if packed {
        out.push('>');
    }
}

/// Appends a local or global name (without sigil), quoted and escaped when LLVM would quote it.
pub fn write_local_name(out: &mut String, name: &str) {
    let plain = !name.is_empty()
        && !name.as_bytes()[0].is_ascii_digit()
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || matches!(b, b'-' | b'$' | b'.' | b'_'));
    if plain || name.bytes().all(|b| b.is_ascii_digit()) && !name.is_empty() {
        out.push_str(name);
        return;
    }
    out.push('"');
    for b in name.bytes() {
        if b == b'"' || b == b'\\' || !(0x20..0x7f).contains(&b) {
            use std::fmt::Write;
            let _ = write!(out, "\\{b:02X}");
        } else {
            out.push(b as char);
        }
    }
    out.push('"');
}

impl TypeTable {
    /// Whether `op` may convert `from` to `to` (LLVM's cast rules, vectors element-wise).
    pub fn cast_is_valid(&self, op: crate::constant::CastOp, from: TypeId, to: TypeId) -> bool {
        use crate::constant::CastOp::*;
        let lanes = |t: TypeId| match self.get(t) {
            Type::Vector { len, scalable, .. } => Some((*len, *scalable)),
            _ => None,
        };
        if op != BitCast && lanes(from) != lanes(to) {
            return false;
        }
        let (f, t) = (self.scalar_type(from), self.scalar_type(to));
        let int_bits = |x: TypeId| self.int_width(x);
        let float_bits = |x: TypeId| match self.get(x) {
            Type::Half | Type::BFloat => Some(16),
            Type::Float => Some(32),
            Type::Double => Some(64),
            Type::X86Fp80 => Some(80),
            Type::Fp128 | Type::PpcFp128 => Some(128),
            _ => None,
        };
        match op {
            Trunc => matches!((int_bits(f), int_bits(t)), (Some(a), Some(b)) if a > b),
            ZExt | SExt => matches!((int_bits(f), int_bits(t)), (Some(a), Some(b)) if a < b),
            FPTrunc => matches!((float_bits(f), float_bits(t)), (Some(a), Some(b)) if a > b),
            FPExt => matches!((float_bits(f), float_bits(t)), (Some(a), Some(b)) if a < b),
            FPToUI | FPToSI => self.is_float(f) && self.is_int(t),
            UIToFP | SIToFP => self.is_int(f) && self.is_float(t),
            PtrToInt => self.is_ptr(f) && self.is_int(t),
            IntToPtr => self.is_int(f) && self.is_ptr(t),
            AddrSpaceCast => {
                self.is_ptr(f) && self.is_ptr(t) && self.ptr_addrspace(f) != self.ptr_addrspace(t)
            }
            BitCast => {
                // Same size, no aggregates; pointers only to pointers of the same space.
                if self.is_aggregate(from) || self.is_aggregate(to) {
                    return false;
                }
                if self.is_ptr(f) || self.is_ptr(t) {
                    return self.ptr_addrspace(from).is_some()
                        && self.ptr_addrspace(from) == self.ptr_addrspace(to)
                        && lanes(from) == lanes(to);
                }
                match (self.primitive_bits(from), self.primitive_bits(to)) {
                    (Some(a), Some(b)) => a == b,
                    _ => false,
                }
            }
        }
    }

    /// Size in bits of a scalar or vector of scalars (fixed-length vectors only).
    pub fn primitive_bits(&self, id: TypeId) -> Option<u64> {
        match self.get(id) {
            Type::Int(w) => Some(*w as u64),
            Type::Half | Type::BFloat => Some(16),
            Type::Float => Some(32),
            Type::Double => Some(64),
            Type::X86Fp80 => Some(80),
            Type::Fp128 | Type::PpcFp128 => Some(128),
            Type::Vector {
                len,
                scalable: false,
                elem,
            } => self.primitive_bits(*elem).map(|b| b * *len as u64),
            _ => None,
        }
    }
}
