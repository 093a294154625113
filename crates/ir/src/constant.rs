//! Constants, interned per module.
//!
//! Invariant: structurally equal constants share one [`ConstId`] in a
//! [`ConstPool`], so "same constant" is an integer compare. Every constant knows
//! its type. Floats are kept as their bit patterns so no value is lost.

use crate::apint::ApInt;
use crate::module::GlobalId;
use crate::types::TypeId;
use rustc_hash::FxHashMap as HashMap;

/// Handle of an interned constant.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct ConstId(pub u32);

/// Opcodes usable in constant expressions (and, for binary ops and casts, in instructions).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum BinaryOp {
    Add,
    FAdd,
    Sub,
    FSub,
    Mul,
    FMul,
    UDiv,
    SDiv,
    FDiv,
    URem,
    SRem,
    FRem,
    Shl,
    LShr,
    AShr,
    And,
    Or,
    Xor,
}

impl BinaryOp {
    /// The [`IntFlags`] the operation may carry (LLVM 19): `nuw nsw` on
    /// `add sub mul shl`, `exact` on the divisions and right shifts,
    /// `disjoint` on `or`.
    pub fn allowed_flags(self) -> u8 {
        match self {
            BinaryOp::Add | BinaryOp::Sub | BinaryOp::Mul | BinaryOp::Shl => {
                IntFlags::NUW | IntFlags::NSW
            }
            BinaryOp::UDiv | BinaryOp::SDiv | BinaryOp::LShr | BinaryOp::AShr => IntFlags::EXACT,
            BinaryOp::Or => IntFlags::DISJOINT,
            _ => 0,
        }
    }

    /// `a <op> b` on integers of `width` bits (at most 64, held zero-extended),
    /// as LLVM's constant folding computes it: wrapping whatever the flags, the
    /// result zero-extended; `None` where the result is poison (a division by
    /// zero, a signed division overflowing, a shift by `width` or more) and for
    /// float operations.
    pub fn fold_integers(self, width: u32, a: u64, b: u64) -> Option<u64> {
        debug_assert!((1..=64).contains(&width));
        let shift = 64 - width;
        let signed = |value: u64| ((value << shift) as i64) >> shift;
        let signed_minimum = i64::MIN >> shift;
        let result = match self {
            BinaryOp::Add => a.wrapping_add(b),
            BinaryOp::Sub => a.wrapping_sub(b),
            BinaryOp::Mul => a.wrapping_mul(b),
            BinaryOp::And => a & b,
            BinaryOp::Or => a | b,
            BinaryOp::Xor => a ^ b,
            BinaryOp::Shl if b < u64::from(width) => a << b,
            BinaryOp::LShr if b < u64::from(width) => a >> b,
            BinaryOp::AShr if b < u64::from(width) => (signed(a) >> b) as u64,
            BinaryOp::UDiv if b != 0 => a / b,
            BinaryOp::URem if b != 0 => a % b,
            BinaryOp::SDiv | BinaryOp::SRem
                if b != 0 && !(signed(a) == signed_minimum && signed(b) == -1) =>
            {
                if self == BinaryOp::SDiv {
                    (signed(a) / signed(b)) as u64
                } else {
                    (signed(a) % signed(b)) as u64
                }
            }
            _ => return None,
        };
        Some(if width == 64 {
            result
        } else {
            result & ((1u64 << width) - 1)
        })
    }

    pub const ALL: [BinaryOp; 18] = [
        BinaryOp::Add,
        BinaryOp::FAdd,
        BinaryOp::Sub,
        BinaryOp::FSub,
        BinaryOp::Mul,
        BinaryOp::FMul,
        BinaryOp::UDiv,
        BinaryOp::SDiv,
        BinaryOp::FDiv,
        BinaryOp::URem,
        BinaryOp::SRem,
        BinaryOp::FRem,
        BinaryOp::Shl,
        BinaryOp::LShr,
        BinaryOp::AShr,
        BinaryOp::And,
        BinaryOp::Or,
        BinaryOp::Xor,
    ];

    pub fn name(self) -> &'static str {
        match self {
            BinaryOp::Add => "add",
            BinaryOp::FAdd => "fadd",
            BinaryOp::Sub => "sub",
            BinaryOp::FSub => "fsub",
            BinaryOp::Mul => "mul",
            BinaryOp::FMul => "fmul",
            BinaryOp::UDiv => "udiv",
            BinaryOp::SDiv => "sdiv",
            BinaryOp::FDiv => "fdiv",
            BinaryOp::URem => "urem",
            BinaryOp::SRem => "srem",
            BinaryOp::FRem => "frem",
            BinaryOp::Shl => "shl",
            BinaryOp::LShr => "lshr",
            BinaryOp::AShr => "ashr",
            BinaryOp::And => "and",
            BinaryOp::Or => "or",
            BinaryOp::Xor => "xor",
        }
    }

    pub fn from_name(name: &str) -> Option<BinaryOp> {
        Some(match name {
            "add" => BinaryOp::Add,
            "fadd" => BinaryOp::FAdd,
            "sub" => BinaryOp::Sub,
            "fsub" => BinaryOp::FSub,
            "mul" => BinaryOp::Mul,
            "fmul" => BinaryOp::FMul,
            "udiv" => BinaryOp::UDiv,
            "sdiv" => BinaryOp::SDiv,
            "fdiv" => BinaryOp::FDiv,
            "urem" => BinaryOp::URem,
            "srem" => BinaryOp::SRem,
            "frem" => BinaryOp::FRem,
            "shl" => BinaryOp::Shl,
            "lshr" => BinaryOp::LShr,
            "ashr" => BinaryOp::AShr,
            "and" => BinaryOp::And,
            "or" => BinaryOp::Or,
            "xor" => BinaryOp::Xor,
            _ => return None,
        })
    }

    pub fn is_float(self) -> bool {
        matches!(
            self,
            BinaryOp::FAdd | BinaryOp::FSub | BinaryOp::FMul | BinaryOp::FDiv | BinaryOp::FRem
        )
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CastOp {
    Trunc,
    ZExt,
    SExt,
    FPTrunc,
    FPExt,
    FPToUI,
    FPToSI,
    UIToFP,
    SIToFP,
    PtrToInt,
    IntToPtr,
    BitCast,
    AddrSpaceCast,
}

impl CastOp {
    /// The [`IntFlags`] the cast may carry (LLVM 19): `nuw nsw` on `trunc`,
    /// `nneg` on `zext` and `uitofp`.
    pub fn allowed_flags(self) -> u8 {
        match self {
            CastOp::Trunc => IntFlags::NUW | IntFlags::NSW,
            CastOp::ZExt | CastOp::UIToFP => IntFlags::NNEG,
            _ => 0,
        }
    }

    pub const ALL: [CastOp; 13] = [
        CastOp::Trunc,
        CastOp::ZExt,
        CastOp::SExt,
        CastOp::FPTrunc,
        CastOp::FPExt,
        CastOp::FPToUI,
        CastOp::FPToSI,
        CastOp::UIToFP,
        CastOp::SIToFP,
        CastOp::PtrToInt,
        CastOp::IntToPtr,
        CastOp::BitCast,
        CastOp::AddrSpaceCast,
    ];

    pub fn name(self) -> &'static str {
        match self {
            CastOp::Trunc => "trunc",
            CastOp::ZExt => "zext",
            CastOp::SExt => "sext",
            CastOp::FPTrunc => "fptrunc",
            CastOp::FPExt => "fpext",
            CastOp::FPToUI => "fptoui",
            CastOp::FPToSI => "fptosi",
            CastOp::UIToFP => "uitofp",
            CastOp::SIToFP => "sitofp",
            CastOp::PtrToInt => "ptrtoint",
            CastOp::IntToPtr => "inttoptr",
            CastOp::BitCast => "bitcast",
            CastOp::AddrSpaceCast => "addrspacecast",
        }
    }

    pub fn from_name(name: &str) -> Option<CastOp> {
        Some(match name {
            "trunc" => CastOp::Trunc,
            "zext" => CastOp::ZExt,
            "sext" => CastOp::SExt,
            "fptrunc" => CastOp::FPTrunc,
            "fpext" => CastOp::FPExt,
            "fptoui" => CastOp::FPToUI,
            "fptosi" => CastOp::FPToSI,
            "uitofp" => CastOp::UIToFP,
            "sitofp" => CastOp::SIToFP,
            "ptrtoint" => CastOp::PtrToInt,
            "inttoptr" => CastOp::IntToPtr,
            "bitcast" => CastOp::BitCast,
            "addrspacecast" => CastOp::AddrSpaceCast,
            _ => return None,
        })
    }
}

/// Integer-arithmetic flags (`nuw`, `nsw`, `exact`, `disjoint`, `nneg`) as a bit set.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct IntFlags(pub u8);

impl IntFlags {
    pub const NUW: u8 = 1;
    pub const NSW: u8 = 2;
    pub const EXACT: u8 = 4;
    pub const DISJOINT: u8 = 8;
    pub const NNEG: u8 = 16;
    /// Print order of the flags, as LLVM prints them.
    pub const NAMES: [(u8, &'static str); 5] = [
        (Self::DISJOINT, "disjoint"),
        (Self::NNEG, "nneg"),
        (Self::EXACT, "exact"),
        (Self::NUW, "nuw"),
        (Self::NSW, "nsw"),
    ];

    pub fn has(self, flag: u8) -> bool {
        self.0 & flag != 0
    }
}

/// `getelementptr` flags.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct GepFlags {
    pub inbounds: bool,
    pub nusw: bool,
    pub nuw: bool,
}

/// Constant data.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum ConstData {
    Int {
        ty: TypeId,
        value: ApInt,
    },
    /// A floating-point value by its bits (x86_fp80 uses the low 80 bits).
    Float {
        ty: TypeId,
        bits: u128,
    },
    Null(TypeId),
    /// `none` (token type).
    NoneToken(TypeId),
    Undef(TypeId),
    Poison(TypeId),
    Zero(TypeId),
    Array {
        ty: TypeId,
        elems: Vec<ConstId>,
    },
    /// `c"..."`: an array of `i8` given as bytes.
    Bytes {
        ty: TypeId,
        bytes: Vec<u8>,
    },
    Struct {
        ty: TypeId,
        fields: Vec<ConstId>,
    },
    Vector {
        ty: TypeId,
        elems: Vec<ConstId>,
    },
    /// A reference to a global value; its type is a pointer.
    Global {
        ty: TypeId,
        global: GlobalId,
    },
    /// `blockaddress(@f, %bb)`; the block is kept by its label text.
    BlockAddress {
        ty: TypeId,
        function: GlobalId,
        block: String,
    },
    DsoLocalEquivalent {
        ty: TypeId,
        global: GlobalId,
    },
    NoCfi {
        ty: TypeId,
        global: GlobalId,
    },
    Binary {
        ty: TypeId,
        op: BinaryOp,
        flags: IntFlags,
        lhs: ConstId,
        rhs: ConstId,
    },
    Cast {
        ty: TypeId,
        op: CastOp,
        value: ConstId,
    },
    Gep {
        ty: TypeId,
        flags: GepFlags,
        source_ty: TypeId,
        /// `inrange(a, b)` on the GEP (LLVM 19 form).
        inrange: Option<(i64, i64)>,
        base: ConstId,
        indices: Vec<ConstId>,
    },
    ICmp {
        ty: TypeId,
        pred: crate::inst::IntPredicate,
        lhs: ConstId,
        rhs: ConstId,
    },
    FCmp {
        ty: TypeId,
        pred: crate::inst::FloatPredicate,
        lhs: ConstId,
        rhs: ConstId,
    },
    ExtractElement {
        ty: TypeId,
        vector: ConstId,
        index: ConstId,
    },
    InsertElement {
        ty: TypeId,
        vector: ConstId,
        elem: ConstId,
        index: ConstId,
    },
    ShuffleVector {
        ty: TypeId,
        a: ConstId,
        b: ConstId,
        mask: ConstId,
    },
    Select {
        ty: TypeId,
        cond: ConstId,
        t: ConstId,
        f: ConstId,
    },
    /// Inline assembly used as a callee; `ty` is the function type.
    InlineAsm {
        ty: TypeId,
        side_effect: bool,
        align_stack: bool,
        intel_dialect: bool,
        unwind: bool,
        asm: Vec<u8>,
        constraints: Vec<u8>,
    },
}

impl ConstData {
    /// What kind of constant this is, as a message names it (`constant
    /// expression \`udiv\``, `\`blockaddress\``).
    pub fn kind_name(&self) -> String {
        let expression = |name: &str| format!("constant expression `{name}`");
        match self {
            ConstData::Int { .. } => "integer constant".into(),
            ConstData::Float { .. } => "float constant".into(),
            ConstData::Null(_) => "`null`".into(),
            ConstData::NoneToken(_) => "`none` token".into(),
            ConstData::Undef(_) => "`undef`".into(),
            ConstData::Poison(_) => "`poison`".into(),
            ConstData::Zero(_) => "`zeroinitializer`".into(),
            ConstData::Array { .. } | ConstData::Bytes { .. } => "array constant".into(),
            ConstData::Struct { .. } => "struct constant".into(),
            ConstData::Vector { .. } => "vector constant".into(),
            ConstData::Global { .. } => "global address".into(),
            ConstData::BlockAddress { .. } => "`blockaddress`".into(),
            ConstData::DsoLocalEquivalent { .. } => "`dso_local_equivalent`".into(),
            ConstData::NoCfi { .. } => "`no_cfi`".into(),
            ConstData::Binary { op, .. } => expression(op.name()),
            ConstData::Cast { op, .. } => expression(op.name()),
            ConstData::Gep { .. } => expression("getelementptr"),
            ConstData::ICmp { .. } => expression("icmp"),
            ConstData::FCmp { .. } => expression("fcmp"),
            ConstData::ExtractElement { .. } => expression("extractelement"),
            ConstData::InsertElement { .. } => expression("insertelement"),
            ConstData::ShuffleVector { .. } => expression("shufflevector"),
            ConstData::Select { .. } => expression("select"),
            ConstData::InlineAsm { .. } => "inline assembly".into(),
        }
    }

    pub fn ty(&self) -> TypeId {
        match self {
            ConstData::Int { ty, .. }
            | ConstData::Float { ty, .. }
            | ConstData::Null(ty)
            | ConstData::NoneToken(ty)
            | ConstData::Undef(ty)
            | ConstData::Poison(ty)
            | ConstData::Zero(ty)
            | ConstData::Array { ty, .. }
            | ConstData::Bytes { ty, .. }
            | ConstData::Struct { ty, .. }
            | ConstData::Vector { ty, .. }
            | ConstData::Global { ty, .. }
            | ConstData::BlockAddress { ty, .. }
            | ConstData::DsoLocalEquivalent { ty, .. }
            | ConstData::NoCfi { ty, .. }
            | ConstData::Binary { ty, .. }
            | ConstData::Cast { ty, .. }
            | ConstData::Gep { ty, .. }
            | ConstData::ICmp { ty, .. }
            | ConstData::FCmp { ty, .. }
            | ConstData::ExtractElement { ty, .. }
            | ConstData::InsertElement { ty, .. }
            | ConstData::ShuffleVector { ty, .. }
            | ConstData::Select { ty, .. }
            | ConstData::InlineAsm { ty, .. } => *ty,
        }
    }

    /// Constants this one is built from.
    pub fn operands(&self) -> Vec<ConstId> {
        match self {
            ConstData::Array { elems, .. }
            | ConstData::Vector { elems, .. }
            | ConstData::Struct { fields: elems, .. } => elems.clone(),
            ConstData::Binary { lhs, rhs, .. }
            | ConstData::ICmp { lhs, rhs, .. }
            | ConstData::FCmp { lhs, rhs, .. } => vec![*lhs, *rhs],
            ConstData::Cast { value, .. } => vec![*value],
            ConstData::Gep { base, indices, .. } => {
                let mut v = vec![*base];
                v.extend(indices.iter().copied());
                v
            }
            ConstData::ExtractElement { vector, index, .. } => vec![*vector, *index],
            ConstData::InsertElement {
                vector,
                elem,
                index,
                ..
            } => vec![*vector, *elem, *index],
            ConstData::ShuffleVector { a, b, mask, .. } => vec![*a, *b, *mask],
            ConstData::Select { cond, t, f, .. } => vec![*cond, *t, *f],
            _ => Vec::new(),
        }
    }
}

/// All constants of a module.
///
/// The index maps the hash of a constant to the newest constant with that hash;
/// `same_hash` chains to older ones. Each constant is stored once, so interning
/// a new constant moves it in without cloning.
#[derive(Clone, Debug, Default)]
pub struct ConstPool {
    data: Vec<ConstData>,
    index: HashMap<u64, u32>,
    /// For each constant, the previous constant with the same hash (`u32::MAX`: none).
    same_hash: Vec<u32>,
}

fn const_hash(c: &ConstData) -> u64 {
    use std::hash::BuildHasher;
    rustc_hash::FxBuildHasher.hash_one(c)
}

impl ConstPool {
    pub fn intern(&mut self, c: ConstData) -> ConstId {
        let hash = const_hash(&c);
        let head = self.index.get(&hash).copied();
        let mut cur = head.unwrap_or(u32::MAX);
        while cur != u32::MAX {
            if self.data[cur as usize] == c {
                return ConstId(cur);
            }
            cur = self.same_hash[cur as usize];
        }
        let id = self.data.len() as u32;
        self.data.push(c);
        self.same_hash.push(head.unwrap_or(u32::MAX));
        self.index.insert(hash, id);
        ConstId(id)
    }

    /// Rebuilds the hash index from `data`.
    fn reindex(&mut self) {
        self.index.clear();
        self.same_hash.clear();
        for (i, c) in self.data.iter().enumerate() {
            let hash = const_hash(c);
            let prev = self.index.insert(hash, i as u32);
            self.same_hash.push(prev.unwrap_or(u32::MAX));
        }
    }

    pub fn get(&self, id: ConstId) -> &ConstData {
        &self.data[id.0 as usize]
    }

    pub fn ty(&self, id: ConstId) -> TypeId {
        self.get(id).ty()
    }

    /// The integer value of an integer constant.
    pub fn as_int(&self, id: ConstId) -> Option<&ApInt> {
        match self.get(id) {
            ConstData::Int { value, .. } => Some(value),
            _ => None,
        }
    }

    /// The field number a constant `getelementptr` struct index names: an
    /// integer, a splat vector of one (a vector GEP), or `zeroinitializer`.
    pub fn struct_index(&self, id: ConstId) -> Option<u64> {
        match self.get(id) {
            ConstData::Int { value, .. } => value.to_u64(),
            ConstData::Vector { elems, .. } => {
                let first = self.as_int(*elems.first()?)?.to_u64()?;
                elems
                    .iter()
                    .all(|e| self.as_int(*e).and_then(|v| v.to_u64()) == Some(first))
                    .then_some(first)
            }
            ConstData::Zero(_) => Some(0),
            _ => None,
        }
    }

    /// The global a constant refers to directly, if any.
    pub fn as_global(&self, id: ConstId) -> Option<GlobalId> {
        match self.get(id) {
            ConstData::Global { global, .. } => Some(*global),
            _ => None,
        }
    }

    /// Strips pointer casts (`bitcast`, `addrspacecast`) off a constant.
    pub fn strip_pointer_casts(&self, mut id: ConstId) -> ConstId {
        while let ConstData::Cast {
            op: CastOp::BitCast | CastOp::AddrSpaceCast,
            value,
            ..
        } = self.get(id)
        {
            id = *value;
        }
        id
    }

    /// Rewrites every global reference through `map`.
    pub fn remap_globals(&mut self, map: impl Fn(GlobalId) -> GlobalId) {
        for c in self.data.iter_mut() {
            match c {
                ConstData::Global { global, .. }
                | ConstData::DsoLocalEquivalent { global, .. }
                | ConstData::NoCfi { global, .. }
                | ConstData::BlockAddress {
                    function: global, ..
                } => *global = map(*global),
                _ => {}
            }
        }
        self.reindex();
    }

    pub fn len(&self) -> usize {
        self.data.len()
    }

    pub fn is_empty(&self) -> bool {
        self.data.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_folding_wraps_and_gives_poison_where_llvm_does() {
        assert_eq!(BinaryOp::Add.fold_integers(8, 200, 100), Some(44));
        assert_eq!(BinaryOp::Sub.fold_integers(32, 0, 1), Some(0xFFFF_FFFF));
        assert_eq!(BinaryOp::SDiv.fold_integers(8, 0x80, 0xFF), None);
        assert_eq!(BinaryOp::SRem.fold_integers(64, 1 << 63, u64::MAX), None);
        assert_eq!(BinaryOp::SDiv.fold_integers(8, 0x80, 2), Some(0xC0));
        assert_eq!(BinaryOp::SRem.fold_integers(8, 0xF9, 3), Some(0xFF));
        assert_eq!(BinaryOp::UDiv.fold_integers(16, 7, 0), None);
        assert_eq!(BinaryOp::Shl.fold_integers(8, 1, 8), None);
        assert_eq!(BinaryOp::AShr.fold_integers(8, 0x80, 7), Some(0xFF));
        assert_eq!(BinaryOp::LShr.fold_integers(64, u64::MAX, 63), Some(1));
        assert_eq!(BinaryOp::FAdd.fold_integers(32, 1, 1), None);
    }

    #[test]
    fn opcode_names_round_trip() {
        for op in BinaryOp::ALL {
            assert_eq!(BinaryOp::from_name(op.name()), Some(op));
        }
        for op in CastOp::ALL {
            assert_eq!(CastOp::from_name(op.name()), Some(op));
        }
        assert_eq!(BinaryOp::from_name("trunc"), None);
        assert_eq!(CastOp::from_name("add"), None);
    }
}
