//! Instructions.
//!
//! Every instruction of LLVM's instruction reference is one [`InstKind`]
//! variant holding its operands, flags and explicit types. An instruction's
//! result, if any, is a [`Value`] whose type is stored with the value; block
//! order and instruction order live in the function's layout, not here.

use crate::attributes::AttrList;
use crate::constant::{BinaryOp, CastOp, ConstId, GepFlags, IntFlags};
use crate::function::{Block, Value};
use crate::metadata::{DebugRecord, MdAttachment, MdRef};
use crate::thin_list::ThinList;
use crate::types::TypeId;

/// An instruction operand.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Operand {
    /// An argument or instruction result of the enclosing function.
    Value(Value),
    /// A module constant (including references to globals).
    Const(ConstId),
    /// A metadata argument (`metadata !0`), only in calls; the reference is
    /// kept in the module ([`crate::module::Module::metadata_operand`]), so an
    /// operand is one word.
    Metadata(MdOperand),
}

/// A metadata argument's reference: its index in the module's table of them
/// ([`crate::module::Module::add_metadata_operand`]). Two operands written
/// alike may have different indices.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MdOperand(pub u32);

impl Operand {
    pub fn as_value(&self) -> Option<Value> {
        match self {
            Operand::Value(v) => Some(*v),
            _ => None,
        }
    }
    pub fn as_const(&self) -> Option<ConstId> {
        match self {
            Operand::Const(c) => Some(*c),
            _ => None,
        }
    }
}

impl From<Value> for Operand {
    fn from(v: Value) -> Self {
        Operand::Value(v)
    }
}

impl From<ConstId> for Operand {
    fn from(c: ConstId) -> Self {
        Operand::Const(c)
    }
}

/// Fast-math flags as a bit set.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct FastMath(pub u8);

impl FastMath {
    pub const NNAN: u8 = 1;
    pub const NINF: u8 = 2;
    pub const NSZ: u8 = 4;
    pub const ARCP: u8 = 8;
    pub const CONTRACT: u8 = 16;
    pub const AFN: u8 = 32;
    pub const REASSOC: u8 = 64;
    pub const ALL: u8 = 127;
    /// Names in LLVM's print order.
    pub const NAMES: [(u8, &'static str); 7] = [
        (Self::REASSOC, "reassoc"),
        (Self::NNAN, "nnan"),
        (Self::NINF, "ninf"),
        (Self::NSZ, "nsz"),
        (Self::ARCP, "arcp"),
        (Self::CONTRACT, "contract"),
        (Self::AFN, "afn"),
    ];

    pub fn from_name(name: &str) -> Option<u8> {
        if name == "fast" {
            return Some(Self::ALL);
        }
        Self::NAMES
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(bit, _)| *bit)
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Ordering {
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    pub const ALL: [Ordering; 6] = [
        Ordering::Unordered,
        Ordering::Monotonic,
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ];
    pub fn name(self) -> &'static str {
        match self {
            Ordering::Unordered => "unordered",
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }
    pub fn from_name(name: &str) -> Option<Ordering> {
        Self::ALL.into_iter().find(|o| o.name() == name)
    }
}

/// Atomic ordering with an optional `syncscope("...")`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Atomic {
    /// Boxed text: atomics are rare, and a `String` would make every
    /// instruction eight bytes larger.
    pub syncscope: Option<Box<str>>,
    pub ordering: Ordering,
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum IntPredicate {
    Eq,
    Ne,
    Ugt,
    Uge,
    Ult,
    Ule,
    Sgt,
    Sge,
    Slt,
    Sle,
}

impl IntPredicate {
    pub const ALL: [IntPredicate; 10] = [
        IntPredicate::Eq,
        IntPredicate::Ne,
        IntPredicate::Ugt,
        IntPredicate::Uge,
        IntPredicate::Ult,
        IntPredicate::Ule,
        IntPredicate::Sgt,
        IntPredicate::Sge,
        IntPredicate::Slt,
        IntPredicate::Sle,
    ];
    pub fn name(self) -> &'static str {
        match self {
            IntPredicate::Eq => "eq",
            IntPredicate::Ne => "ne",
            IntPredicate::Ugt => "ugt",
            IntPredicate::Uge => "uge",
            IntPredicate::Ult => "ult",
            IntPredicate::Ule => "ule",
            IntPredicate::Sgt => "sgt",
            IntPredicate::Sge => "sge",
            IntPredicate::Slt => "slt",
            IntPredicate::Sle => "sle",
        }
    }
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.name() == name)
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum FloatPredicate {
    False,
    Oeq,
    Ogt,
    Oge,
    Olt,
    Ole,
    One,
    Ord,
    Ueq,
    Ugt,
    Uge,
    Ult,
    Ule,
    Une,
    Uno,
    True,
}

impl FloatPredicate {
    pub const ALL: [FloatPredicate; 16] = [
        FloatPredicate::False,
        FloatPredicate::Oeq,
        FloatPredicate::Ogt,
        FloatPredicate::Oge,
        FloatPredicate::Olt,
        FloatPredicate::Ole,
        FloatPredicate::One,
        FloatPredicate::Ord,
        FloatPredicate::Ueq,
        FloatPredicate::Ugt,
        FloatPredicate::Uge,
        FloatPredicate::Ult,
        FloatPredicate::Ule,
        FloatPredicate::Une,
        FloatPredicate::Uno,
        FloatPredicate::True,
    ];
    pub fn name(self) -> &'static str {
        match self {
            FloatPredicate::False => "false",
            FloatPredicate::Oeq => "oeq",
            FloatPredicate::Ogt => "ogt",
            FloatPredicate::Oge => "oge",
            FloatPredicate::Olt => "olt",
            FloatPredicate::Ole => "ole",
            FloatPredicate::One => "one",
            FloatPredicate::Ord => "ord",
            FloatPredicate::Ueq => "ueq",
            FloatPredicate::Ugt => "ugt",
            FloatPredicate::Uge => "uge",
            FloatPredicate::Ult => "ult",
            FloatPredicate::Ule => "ule",
            FloatPredicate::Une => "une",
            FloatPredicate::Uno => "uno",
            FloatPredicate::True => "true",
        }
    }
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.name() == name)
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum RmwOp {
    Xchg,
    Add,
    Sub,
    And,
    Nand,
    Or,
    Xor,
    Max,
    Min,
    UMax,
    UMin,
    FAdd,
    FSub,
    FMax,
    FMin,
    UIncWrap,
    UDecWrap,
}

impl RmwOp {
    pub const ALL: [RmwOp; 17] = [
        RmwOp::Xchg,
        RmwOp::Add,
        RmwOp::Sub,
        RmwOp::And,
        RmwOp::Nand,
        RmwOp::Or,
        RmwOp::Xor,
        RmwOp::Max,
        RmwOp::Min,
        RmwOp::UMax,
        RmwOp::UMin,
        RmwOp::FAdd,
        RmwOp::FSub,
        RmwOp::FMax,
        RmwOp::FMin,
        RmwOp::UIncWrap,
        RmwOp::UDecWrap,
    ];
    pub fn name(self) -> &'static str {
        match self {
            RmwOp::Xchg => "xchg",
            RmwOp::Add => "add",
            RmwOp::Sub => "sub",
            RmwOp::And => "and",
            RmwOp::Nand => "nand",
            RmwOp::Or => "or",
            RmwOp::Xor => "xor",
            RmwOp::Max => "max",
            RmwOp::Min => "min",
            RmwOp::UMax => "umax",
            RmwOp::UMin => "umin",
            RmwOp::FAdd => "fadd",
            RmwOp::FSub => "fsub",
            RmwOp::FMax => "fmax",
            RmwOp::FMin => "fmin",
            RmwOp::UIncWrap => "uinc_wrap",
            RmwOp::UDecWrap => "udec_wrap",
        }
    }
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|p| p.name() == name)
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub enum TailKind {
    #[default]
    None,
    Tail,
    MustTail,
    NoTail,
}

/// A calling convention by LLVM's numeric ID.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct CallConv(pub u32);

impl CallConv {
    pub const C: CallConv = CallConv(0);
    pub const FAST: CallConv = CallConv(8);
    pub const COLD: CallConv = CallConv(9);
    /// Keyword names LLVM prints, by ID.
    pub const NAMES: [(u32, &'static str); 47] = [
        (8, "fastcc"),
        (9, "coldcc"),
        (10, "ghccc"),
        (11, "cc 11"),
        (13, "anyregcc"),
        (14, "preserve_mostcc"),
        (15, "preserve_allcc"),
        (16, "swiftcc"),
        (17, "cxx_fast_tlscc"),
        (18, "tailcc"),
        (19, "cfguard_checkcc"),
        (20, "swifttailcc"),
        (21, "x86_intrcc"),
        (22, "hhvmcc"),
        (23, "hhvm_ccc"),
        (24, "amdgpu_vs"),
        (25, "amdgpu_gs"),
        (26, "amdgpu_ps"),
        (27, "amdgpu_cs"),
        (28, "amdgpu_kernel"),
        (29, "x86_regcallcc"),
        (30, "amdgpu_hs"),
        (31, "msp430_builtincc"),
        (32, "amdgpu_ls"),
        (33, "amdgpu_es"),
        (34, "aarch64_vector_pcs"),
        (35, "aarch64_sve_vector_pcs"),
        (37, "amdgpu_gfx"),
        (38, "m68k_intrcc"),
        (64, "x86_stdcallcc"),
        (65, "x86_fastcallcc"),
        (66, "arm_apcscc"),
        (67, "arm_aapcscc"),
        (68, "arm_aapcs_vfpcc"),
        (69, "msp430_intrcc"),
        (70, "x86_thiscallcc"),
        (71, "ptx_kernel"),
        (72, "ptx_device"),
        (75, "spir_func"),
        (76, "spir_kernel"),
        (77, "intel_ocl_bicc"),
        (78, "x86_64_sysvcc"),
        (79, "win64cc"),
        (80, "x86_vectorcallcc"),
        (87, "preserve_nonecc"),
        (102, "aarch64_sme_preservemost_from_x0"),
        (103, "aarch64_sme_preservemost_from_x2"),
    ];

    pub fn from_name(name: &str) -> Option<CallConv> {
        if name == "ccc" {
            return Some(CallConv::C);
        }
        Self::NAMES
            .iter()
            .find(|(_, n)| *n == name)
            .map(|(id, _)| CallConv(*id))
    }

    /// The keyword LLVM prints, or `None` for C (printed as nothing) and for IDs without one.
    pub fn keyword(self) -> Option<&'static str> {
        Self::NAMES
            .iter()
            .find(|(id, _)| *id == self.0)
            .map(|(_, n)| *n)
    }
}

/// One call argument with its parameter attributes.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CallArg {
    pub value: Operand,
    pub attrs: AttrList,
}

/// An operand bundle: `"tag"(operands...)`.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct OperandBundle {
    pub tag: String,
    pub inputs: Vec<Operand>,
}

/// What `call`, `invoke` and `callbr` share.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct CallSite {
    pub cc: CallConv,
    pub ret_attrs: AttrList,
    /// The callee's function type.
    pub fn_ty: TypeId,
    pub callee: Operand,
    pub args: Box<[CallArg]>,
    pub fn_attrs: AttrList,
    /// Operand bundles (one word: most calls have none).
    pub bundles: ThinList<OperandBundle>,
}

impl CallSite {
    /// The bundle with `tag`, if present.
    pub fn bundle(&self, tag: &str) -> Option<&OperandBundle> {
        self.bundles.iter().find(|b| b.tag == tag)
    }

    /// The operand a `gc.relocate` index names when this call is a statepoint:
    /// an entry of its `gc-live` bundle, or, in the legacy form without that
    /// bundle, one of its arguments (as LLVM's `getDerivedPtr` reads them).
    pub fn relocation_operand(&self, index: usize) -> Option<&Operand> {
        self.relocation_operands().get(index)
    }

    /// What the indices of this statepoint's `gc.relocate` calls refer to
    /// (see [`Self::relocation_operand`]).
    pub fn relocation_operands(&self) -> RelocationOperands<'_> {
        match self.bundle("gc-live") {
            Some(bundle) => RelocationOperands::GcLive(&bundle.inputs),
            None => RelocationOperands::Arguments(&self.args),
        }
    }
}

/// The operands a statepoint's `gc.relocate` indices refer to.
#[derive(Copy, Clone, Debug)]
pub enum RelocationOperands<'a> {
    /// The inputs of its `gc-live` bundle.
    GcLive(&'a [Operand]),
    /// Its arguments, in the legacy form without that bundle.
    Arguments(&'a [CallArg]),
}

impl<'a> RelocationOperands<'a> {
    /// The operand at `index`, if there is one.
    pub fn get(self, index: usize) -> Option<&'a Operand> {
        match self {
            RelocationOperands::GcLive(inputs) => inputs.get(index),
            RelocationOperands::Arguments(args) => args.get(index).map(|arg| &arg.value),
        }
    }
}

#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ClauseKind {
    Catch,
    Filter,
}

/// The callee, arguments and bundle inputs of a call site, for [`visit_operands`].
macro_rules! visit_call_site_operands {
    ($call:ident, $f:ident, $iter:ident, $($ref:tt)+) => {{
        $f($($ref)+ $call.callee);
        $call.args.$iter().for_each(|a| $f($($ref)+ a.value));
        $call.bundles.$iter().for_each(|b| b.inputs.$iter().for_each(&mut $f));
    }};
}

/// One body for [`InstKind::visit_operands`] and [`InstKind::visit_operands_mut`]:
/// `$iter` is `iter` or `iter_mut`, `$($ref)+` is `&` or `&mut`.
macro_rules! visit_operands {
    ($self:ident, $f:ident, $iter:ident, $($ref:tt)+) => {{
        match $self {
            InstKind::Ret(Some(v))
            | InstKind::Resume(v)
            | InstKind::Freeze(v)
            | InstKind::FNeg { value: v, .. }
            | InstKind::Cast { value: v, .. } => $f(v),
            InstKind::Ret(None) | InstKind::Br(_) | InstKind::Unreachable | InstKind::Fence(_) => {}
            InstKind::CondBr { cond, .. } => $f(cond),
            InstKind::Switch { value, .. } => $f(value),
            InstKind::IndirectBr { address, .. } => $f(address),
            InstKind::Call { call, .. } => visit_call_site_operands!(call, $f, $iter, $($ref)+),
            InstKind::Invoke { call, .. } => visit_call_site_operands!(call, $f, $iter, $($ref)+),
            InstKind::CallBr { call, .. } => visit_call_site_operands!(call, $f, $iter, $($ref)+),
            InstKind::CatchSwitch { parent, .. } => $f(parent),
            InstKind::CatchRet { pad, .. } | InstKind::CleanupRet { pad, .. } => $f(pad),
            InstKind::Binary { lhs, rhs, .. } | InstKind::ICmp { lhs, rhs, .. } | InstKind::FCmp { lhs, rhs, .. } => {
                $f(lhs);
                $f(rhs);
            }
            InstKind::ExtractElement { vector, index } => {
                $f(vector);
                $f(index);
            }
            InstKind::InsertElement { vector, elem, index } => {
                $f(vector);
                $f(elem);
                $f(index);
            }
            InstKind::ShuffleVector { a, b, .. } => {
                $f(a);
                $f(b);
            }
            InstKind::ExtractValue { aggregate, .. } => $f(aggregate),
            InstKind::InsertValue { aggregate, value, .. } => {
                $f(aggregate);
                $f(value);
            }
            InstKind::Alloca { count, .. } => {
                if let Some(c) = count {
                    $f(c)
                }
            }
            InstKind::Load { ptr, .. } => $f(ptr),
            InstKind::Store { value, ptr, .. } => {
                $f(value);
                $f(ptr);
            }
            InstKind::CmpXchg { ptr, expected, new, .. } => {
                $f(ptr);
                $f(expected);
                $f(new);
            }
            InstKind::AtomicRmw { ptr, value, .. } => {
                $f(ptr);
                $f(value);
            }
            InstKind::Gep { base, indices, .. } => {
                $f(base);
                indices.$iter().for_each($f);
            }
            InstKind::Phi { incoming, .. } => incoming.$iter().for_each(|(v, _)| $f(v)),
            InstKind::Select { cond, t, f: fv, .. } => {
                $f(cond);
                $f(t);
                $f(fv);
            }
            InstKind::VaArg { list, .. } => $f(list),
            InstKind::LandingPad { clauses, .. } => clauses.$iter().for_each(|(_, v)| $f(v)),
            InstKind::CatchPad { catchswitch: parent, args } | InstKind::CleanupPad { parent, args } => {
                $f(parent);
                args.$iter().for_each($f);
            }
        }
    }};
}

/// The operation of an instruction, with its operands.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum InstKind {
    Ret(Option<Operand>),
    Br(Block),
    CondBr {
        cond: Operand,
        then_dest: Block,
        else_dest: Block,
    },
    Switch {
        value: Operand,
        default: Block,
        cases: Vec<(ConstId, Block)>,
    },
    IndirectBr {
        address: Operand,
        dests: Vec<Block>,
    },
    /// The call site is boxed: invokes are rarer than calls, and inline it
    /// would make every instruction larger.
    Invoke {
        call: Box<CallSite>,
        normal: Block,
        unwind: Block,
    },
    /// The call site is boxed: `callbr` is rare, and inline it would make every
    /// instruction larger.
    CallBr {
        call: Box<CallSite>,
        default: Block,
        indirect: Vec<Block>,
    },
    Resume(Operand),
    CatchSwitch {
        parent: Operand,
        handlers: Vec<Block>,
        unwind: Option<Block>,
    },
    CatchRet {
        pad: Operand,
        dest: Block,
    },
    CleanupRet {
        pad: Operand,
        unwind: Option<Block>,
    },
    Unreachable,
    FNeg {
        fmf: FastMath,
        value: Operand,
    },
    Binary {
        op: BinaryOp,
        flags: IntFlags,
        fmf: FastMath,
        lhs: Operand,
        rhs: Operand,
    },
    ExtractElement {
        vector: Operand,
        index: Operand,
    },
    InsertElement {
        vector: Operand,
        elem: Operand,
        index: Operand,
    },
    ShuffleVector {
        a: Operand,
        b: Operand,
        mask: ConstId,
    },
    ExtractValue {
        aggregate: Operand,
        indices: Vec<u32>,
    },
    InsertValue {
        aggregate: Operand,
        value: Operand,
        indices: Vec<u32>,
    },
    Alloca {
        allocated_ty: TypeId,
        count: Option<Operand>,
        align: Option<u64>,
        addrspace: u32,
        inalloca: bool,
        swifterror: bool,
    },
    Load {
        ty: TypeId,
        ptr: Operand,
        volatile: bool,
        atomic: Option<Atomic>,
        align: Option<u64>,
    },
    Store {
        value: Operand,
        ptr: Operand,
        volatile: bool,
        atomic: Option<Atomic>,
        align: Option<u64>,
    },
    Fence(Atomic),
    CmpXchg {
        ptr: Operand,
        expected: Operand,
        new: Operand,
        weak: bool,
        volatile: bool,
        syncscope: Option<Box<str>>,
        success: Ordering,
        failure: Ordering,
        align: Option<u64>,
    },
    AtomicRmw {
        op: RmwOp,
        ptr: Operand,
        value: Operand,
        volatile: bool,
        atomic: Atomic,
        align: Option<u64>,
    },
    Gep {
        flags: GepFlags,
        source_ty: TypeId,
        base: Operand,
        indices: Vec<Operand>,
    },
    Cast {
        op: CastOp,
        flags: IntFlags,
        fmf: FastMath,
        value: Operand,
        to: TypeId,
    },
    ICmp {
        pred: IntPredicate,
        lhs: Operand,
        rhs: Operand,
    },
    FCmp {
        pred: FloatPredicate,
        fmf: FastMath,
        lhs: Operand,
        rhs: Operand,
    },
    Phi {
        ty: TypeId,
        fmf: FastMath,
        incoming: Vec<(Operand, Block)>,
    },
    Select {
        fmf: FastMath,
        cond: Operand,
        t: Operand,
        f: Operand,
    },
    Freeze(Operand),
    /// Fast-math flags belong to `call` alone (not `invoke` or `callbr`), so
    /// they are kept here: in the call site they would make every
    /// instruction eight bytes larger.
    Call {
        tail: TailKind,
        fmf: FastMath,
        call: CallSite,
    },
    VaArg {
        list: Operand,
        ty: TypeId,
    },
    LandingPad {
        ty: TypeId,
        cleanup: bool,
        clauses: Vec<(ClauseKind, Operand)>,
    },
    CatchPad {
        catchswitch: Operand,
        args: Vec<Operand>,
    },
    CleanupPad {
        parent: Operand,
        args: Vec<Operand>,
    },
}

impl InstKind {
    /// The instruction's opcode name as written in `.ll` text.
    pub fn opcode_name(&self) -> &'static str {
        match self {
            InstKind::Ret(_) => "ret",
            InstKind::Br(_) | InstKind::CondBr { .. } => "br",
            InstKind::Switch { .. } => "switch",
            InstKind::IndirectBr { .. } => "indirectbr",
            InstKind::Invoke { .. } => "invoke",
            InstKind::CallBr { .. } => "callbr",
            InstKind::Resume(_) => "resume",
            InstKind::CatchSwitch { .. } => "catchswitch",
            InstKind::CatchRet { .. } => "catchret",
            InstKind::CleanupRet { .. } => "cleanupret",
            InstKind::Unreachable => "unreachable",
            InstKind::FNeg { .. } => "fneg",
            InstKind::Binary { op, .. } => op.name(),
            InstKind::ExtractElement { .. } => "extractelement",
            InstKind::InsertElement { .. } => "insertelement",
            InstKind::ShuffleVector { .. } => "shufflevector",
            InstKind::ExtractValue { .. } => "extractvalue",
            InstKind::InsertValue { .. } => "insertvalue",
            InstKind::Alloca { .. } => "alloca",
            InstKind::Load { .. } => "load",
            InstKind::Store { .. } => "store",
            InstKind::Fence(_) => "fence",
            InstKind::CmpXchg { .. } => "cmpxchg",
            InstKind::AtomicRmw { .. } => "atomicrmw",
            InstKind::Gep { .. } => "getelementptr",
            InstKind::Cast { op, .. } => op.name(),
            InstKind::ICmp { .. } => "icmp",
            InstKind::FCmp { .. } => "fcmp",
            InstKind::Phi { .. } => "phi",
            InstKind::Select { .. } => "select",
            InstKind::Freeze(_) => "freeze",
            InstKind::Call { .. } => "call",
            InstKind::VaArg { .. } => "va_arg",
            InstKind::LandingPad { .. } => "landingpad",
            InstKind::CatchPad { .. } => "catchpad",
            InstKind::CleanupPad { .. } => "cleanuppad",
        }
    }

    pub fn is_terminator(&self) -> bool {
        matches!(
            self,
            InstKind::Ret(_)
                | InstKind::Br(_)
                | InstKind::CondBr { .. }
                | InstKind::Switch { .. }
                | InstKind::IndirectBr { .. }
                | InstKind::Invoke { .. }
                | InstKind::CallBr { .. }
                | InstKind::Resume(_)
                | InstKind::CatchSwitch { .. }
                | InstKind::CatchRet { .. }
                | InstKind::CleanupRet { .. }
                | InstKind::Unreachable
        )
    }

    pub fn is_phi(&self) -> bool {
        matches!(self, InstKind::Phi { .. })
    }

    /// The call site of a `call`, `invoke` or `callbr`.
    pub fn call_site(&self) -> Option<&CallSite> {
        match self {
            InstKind::Call { call, .. } => Some(call),
            InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } => Some(call),
            _ => None,
        }
    }

    pub fn call_site_mut(&mut self) -> Option<&mut CallSite> {
        match self {
            InstKind::Call { call, .. } => Some(call),
            InstKind::Invoke { call, .. } | InstKind::CallBr { call, .. } => Some(call),
            _ => None,
        }
    }

    /// Successor blocks of a terminator, in operand order (duplicates kept).
    pub fn successors(&self) -> Vec<Block> {
        match self {
            InstKind::Br(b) => vec![*b],
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => vec![*then_dest, *else_dest],
            InstKind::Switch { default, cases, .. } => {
                let mut v = vec![*default];
                v.extend(cases.iter().map(|(_, b)| *b));
                v
            }
            InstKind::IndirectBr { dests, .. } => dests.clone(),
            InstKind::Invoke { normal, unwind, .. } => vec![*normal, *unwind],
            InstKind::CallBr {
                default, indirect, ..
            } => {
                let mut v = vec![*default];
                v.extend(indirect.iter().copied());
                v
            }
            InstKind::CatchSwitch {
                handlers, unwind, ..
            } => {
                let mut v = handlers.clone();
                v.extend(unwind.iter().copied());
                v
            }
            InstKind::CatchRet { dest, .. } => vec![*dest],
            InstKind::CleanupRet { unwind, .. } => unwind.iter().copied().collect(),
            _ => Vec::new(),
        }
    }

    /// Every block reference (successors, and phi incoming blocks), mutably.
    pub fn for_each_block_mut(&mut self, mut f: impl FnMut(&mut Block)) {
        match self {
            InstKind::Br(b) => f(b),
            InstKind::CondBr {
                then_dest,
                else_dest,
                ..
            } => {
                f(then_dest);
                f(else_dest);
            }
            InstKind::Switch { default, cases, .. } => {
                f(default);
                cases.iter_mut().for_each(|(_, b)| f(b));
            }
            InstKind::IndirectBr { dests, .. } => dests.iter_mut().for_each(f),
            InstKind::Invoke { normal, unwind, .. } => {
                f(normal);
                f(unwind);
            }
            InstKind::CallBr {
                default, indirect, ..
            } => {
                f(default);
                indirect.iter_mut().for_each(f);
            }
            InstKind::CatchSwitch {
                handlers, unwind, ..
            } => {
                handlers.iter_mut().for_each(&mut f);
                if let Some(u) = unwind {
                    f(u);
                }
            }
            InstKind::CatchRet { dest, .. } => f(dest),
            InstKind::CleanupRet {
                unwind: Some(u), ..
            } => f(u),
            InstKind::Phi { incoming, .. } => incoming.iter_mut().for_each(|(_, b)| f(b)),
            _ => {}
        }
    }

    /// Every operand, in the order they appear in the text.
    pub fn operands(&self) -> Vec<&Operand> {
        let mut out = Vec::new();
        self.visit_operands(|o| out.push(o));
        out
    }

    /// Calls `f` on every operand in text order (for calls: callee, arguments, bundles).
    pub fn visit_operands<'a>(&'a self, mut f: impl FnMut(&'a Operand)) {
        visit_operands!(self, f, iter, &)
    }

    /// Calls `f` on every operand, mutably, in the same order as [`InstKind::visit_operands`].
    pub fn visit_operands_mut(&mut self, mut f: impl FnMut(&mut Operand)) {
        visit_operands!(self, f, iter_mut, &mut)
    }
}

/// An instruction: its operation, result and attachments.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InstData {
    pub kind: InstKind,
    /// The value this instruction defines, if its type is not `void`.
    pub result: Option<Value>,
    /// Metadata attachments, in order (one word: most instructions have none).
    pub metadata: ThinList<MdAttachment>,
    /// Debug records printed before this instruction.
    pub debug_records: ThinList<DebugRecord>,
}

impl InstData {
    pub fn new(kind: InstKind) -> Self {
        InstData {
            kind,
            result: None,
            metadata: ThinList::default(),
            debug_records: ThinList::default(),
        }
    }

    /// The attachment of kind `name`.
    pub fn metadata(&self, name: &str) -> Option<&MdRef> {
        self.metadata
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, m)| m)
    }
}
