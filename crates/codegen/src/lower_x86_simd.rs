//! The x86 SSE, SSE2, SSE3, SSSE3, SSE4.1 and PCLMULQDQ intrinsics
//! (`llvm.x86.*`) that clang-19 -O2 emits for `<emmintrin.h>`,
//! `<pmmintrin.h>`, `<tmmintrin.h>`, `<smmintrin.h>` and `<wmmintrin.h>`'s
//! `_mm_clmulepi64_si128` (and the move-mask ones it used to):
//! the integer ones here, the float ones in `lower_x86_sse_float`, and
//! those only the instruction itself can compute through `sse_stubs`.
//!
//! Invariants:
//! * Every call of an `llvm.x86.*` function is decided here, before any
//!   other intrinsic lowering (in particular before `legalize_vectors`
//!   splits vectors into lanes): by its whole name in [`X86_INTRINSICS`],
//!   whose entry is LLVM 19's prototype (`IntrinsicsX86.td`) as well. A call
//!   whose type is not that prototype, an unknown `llvm.x86.*` name, and any
//!   of them on a target other than x86-64 are errors naming the intrinsic
//!   (located by `function_translator` at the call), never a panic.
//! * Operands and results are 128-bit vectors, one Cranelift vector value each
//!   (`value_types`: such vectors are never split), or scalars; the lowering
//!   reinterprets a vector's 128 bits between lane types where it needs
//!   another view ([`FunctionTranslator::reinterpret`]) and returns the
//!   prototype's type.
//! * Each intrinsic computes what its instruction computes (Intel SDM), and
//!   where LLVM 19 defines more (shift counts of the lane width or more:
//!   zero, or the sign for arithmetic shifts) what LLVM defines: with the
//!   Cranelift instruction of that meaning where there is one (`avg_round`,
//!   `snarrow`, `unarrow`, `x86_pmaddubsw`, `x86_pmulhrsw`, `x86_pshufb`,
//!   `vhigh_bits`, `blendv`, `iadd_pairwise`, vector shifts, ...), else
//!   composed of whole-vector instructions; a result that depends on the
//!   MXCSR rounding mode or on the processor model (`cvtps2dq`, `rcpps`,
//!   the NaN of `dpps`), an effect Cranelift cannot express (`ldmxcsr`,
//!   `clflush`, `maskmovdqu`), and an operation it has no instruction for
//!   (the carry-less multiplication `pclmulqdq`, the AES-NI rounds), is the
//!   instruction itself, run by a stub.
//! * Cranelift's own float instructions do not depend on the MXCSR in its
//!   model: like LLVM without `strictfp`, it may move them across an
//!   `ldmxcsr`, which orders only memory accesses and calls (the stubs).
//! * Immediate operands (`immarg`) must be constants, as LLVM requires.
//! * Floating-point exception flags (MXCSR status bits) are not modelled: a
//!   composition may raise other flags than the instruction would.

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::lower_x86_sse_float::FloatOperation;
use crate::machine_stubs::MachineStub;
use crate::sse_stubs::SseInstruction;
use cranelift_codegen::ir::condcodes::{FloatCC as Cc, IntCC};
use cranelift_codegen::ir::{self as cl, InstBuilder, MemFlagsData};
use cranelift_module::Module;
use ir::{CallSite, Type, TypeId, TypeTable};
use target_lexicon::Architecture;
use Count::{Scalar, Vector};
use FloatOperation as F;
use IntegerOperation as N;
use Shape::{Pointer, Void, I32, I64, I8, V16I8, V2F64, V2I64, V4F32, V4I32, V8I16};
use ShiftKind::{ArithmeticRight, Left, LogicalRight};

/// The type of a parameter or result of an x86 intrinsic.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Shape {
    V16I8,
    V8I16,
    V4I32,
    V2I64,
    V4F32,
    V2F64,
    I8,
    I32,
    I64,
    Pointer,
    Void,
}

impl Shape {
    /// The LLVM spelling of the type.
    fn llvm(self) -> &'static str {
        match self {
            Shape::V16I8 => "<16 x i8>",
            Shape::V8I16 => "<8 x i16>",
            Shape::V4I32 => "<4 x i32>",
            Shape::V2I64 => "<2 x i64>",
            Shape::V4F32 => "<4 x float>",
            Shape::V2F64 => "<2 x double>",
            Shape::I8 => "i8",
            Shape::I32 => "i32",
            Shape::I64 => "i64",
            Shape::Pointer => "ptr",
            Shape::Void => "void",
        }
    }

    /// Whether IR type `ty` is this type.
    fn is(self, types: &TypeTable, ty: TypeId) -> bool {
        let vector = |len: u32, element: &Type| {
            matches!(types.get(ty), Type::Vector { len: l, scalable: false, elem }
                if *l == len && types.get(*elem) == element)
        };
        match self {
            Shape::V16I8 => vector(16, &Type::Int(8)),
            Shape::V8I16 => vector(8, &Type::Int(16)),
            Shape::V4I32 => vector(4, &Type::Int(32)),
            Shape::V2I64 => vector(2, &Type::Int(64)),
            Shape::V4F32 => vector(4, &Type::Float),
            Shape::V2F64 => vector(2, &Type::Double),
            Shape::I8 => types.get(ty) == &Type::Int(8),
            Shape::I32 => types.get(ty) == &Type::Int(32),
            Shape::I64 => types.get(ty) == &Type::Int(64),
            Shape::Pointer => types.get(ty) == &Type::Ptr(0),
            Shape::Void => types.get(ty) == &Type::Void,
        }
    }
}

/// What an intrinsic computes.
#[derive(Copy, Clone, Debug)]
enum Operation {
    Integer(IntegerOperation),
    Float(FloatOperation),
    /// The instruction itself, run by a stub with the call's operands.
    Stub(SseInstruction),
    /// `mfence`: Cranelift's `fence`.
    MemoryFence,
}

/// The integer intrinsics (and the ones on any lanes: move masks, blends).
#[derive(Copy, Clone, Debug)]
enum IntegerOperation {
    /// `pavgb`, `pavgw`: `(a + b + 1) >> 1` unsigned, without overflow.
    AverageRound,
    /// `packsswb`, `packssdw`: both operands' lanes narrowed with signed saturation.
    PackSigned,
    /// `packuswb`, `packusdw`: signed lanes narrowed with unsigned saturation.
    PackUnsigned,
    /// `pmaddwd`: sums of the products of adjacent signed `i16` pairs (wrapping).
    MultiplyAddPairs,
    /// `pmaddubsw`: unsigned bytes of `a` times signed bytes of `b`, adjacent
    /// pairs added with signed saturation.
    MultiplyAddUnsignedSigned,
    /// `psadbw`: the sum of the absolute differences of each 8 bytes, in an `i64`.
    SumAbsoluteDifferences,
    /// `mpsadbw`: eight sums of absolute differences of 4 bytes of `a` at
    /// successive offsets against 4 bytes of `b`, chosen by the immediate.
    MultipleSumAbsoluteDifferences,
    /// `pmulhw`, `pmulhuw`: the high halves of the products.
    MultiplyHigh { signed: bool },
    /// `pmulhrsw`: `(a * b + 0x4000) >> 15` of `i16`s, as the instruction wraps it.
    MultiplyHighRoundScale,
    /// `pmovmskb`, `movmskps`, `movmskpd`: the top bit of each lane in an `i32`.
    HighBits,
    /// `psll`/`psrl`/`psra`: by the low 64 bits of a vector (`Count::Vector`)
    /// or by an `i32` (`Count::Scalar`), unsigned; a count of the lane width or
    /// more gives zero, or fills with the sign for `psra`.
    Shift(ShiftKind, Count),
    /// `pshufb`: bytes of `a` chosen by the low 4 bits of `b`'s, zero where
    /// `b`'s top bit is set.
    ShuffleBytes,
    /// `phaddw`, `phaddd`: the sums (wrapping) of adjacent lanes of `a`, then of `b`.
    PairwiseAdd,
    /// `phsubw/d`, `phaddsw`, `phsubsw` (and `haddps` & co. in
    /// `lower_x86_sse_float`): adjacent lanes of `a`, then of `b`, combined.
    Horizontal(Combine),
    /// `psignb/w/d`: `a` negated where `b` is negative, zero where `b` is zero.
    Sign,
    /// `ptest`: the flag of `a & b` (ZF) or `!a & b` (CF) as an `i32`.
    Test(TestFlag),
    /// `pblendvb`, `blendvps`, `blendvpd`: lanes of `b` where the mask lane's
    /// top bit is set, of `a` elsewhere.
    BlendVariable,
    /// `phminposuw`: the least unsigned `i16` in lane 0, its (first) index
    /// in lane 1, zero above.
    MinimumPosition,
    /// `lddqu`: an unaligned 16-byte load.
    UnalignedLoad,
    /// `pclmulqdq`: the 128-bit carry-less product of a quad word of `a`
    /// and one of `b`, chosen by the immediate (`sse_stubs`).
    CarrylessMultiply,
    /// `aeskeygenassist`: the AES key expansion step of `a` with the
    /// immediate round constant (`sse_stubs`).
    AesKeyGenerationAssist,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum ShiftKind {
    Left,
    LogicalRight,
    ArithmeticRight,
}

/// Where a shift count is.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Count {
    /// The low 64 bits of a vector operand.
    Vector,
    /// An `i32` operand.
    Scalar,
}

/// How a horizontal operation combines a lane (even) with the next (odd).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum Combine {
    Subtract,
    AddSaturate,
    SubtractSaturate,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
enum TestFlag {
    /// `ptestz`: ZF, `a & b` is zero.
    Zero,
    /// `ptestc`: CF, `!a & b` is zero.
    Carry,
    /// `ptestnzc`: neither.
    NeitherZeroNorCarry,
}

/// An x86 intrinsic: its name after `llvm.x86.`, LLVM 19's prototype and what it computes.
struct X86Intrinsic {
    name: &'static str,
    result: Shape,
    parameters: &'static [Shape],
    operation: Operation,
}

const fn intrinsic(
    name: &'static str,
    result: Shape,
    parameters: &'static [Shape],
    operation: Operation,
) -> X86Intrinsic {
    X86Intrinsic {
        name,
        result,
        parameters,
        operation,
    }
}

const BYTES: &[Shape] = &[V16I8, V16I8];
const WORDS: &[Shape] = &[V8I16, V8I16];
const DOUBLE_WORDS: &[Shape] = &[V4I32, V4I32];
const QUAD_WORDS: &[Shape] = &[V2I64, V2I64];
const SINGLES: &[Shape] = &[V4F32, V4F32];
const DOUBLES: &[Shape] = &[V2F64, V2F64];

const fn integer(operation: IntegerOperation) -> Operation {
    Operation::Integer(operation)
}

const fn float(operation: FloatOperation) -> Operation {
    Operation::Float(operation)
}

const fn stub(instruction: SseInstruction) -> Operation {
    Operation::Stub(instruction)
}

const fn shift(kind: ShiftKind, count: Count) -> Operation {
    integer(IntegerOperation::Shift(kind, count))
}

const fn flags(compare: Cc) -> Operation {
    float(FloatOperation::CompareToFlags(compare))
}

/// Every x86 intrinsic lowered, with LLVM 19's prototype.
#[rustfmt::skip]
const X86_INTRINSICS: [X86Intrinsic; 129] = [
    // SSE2 integers.
    intrinsic("sse2.pavg.b", V16I8, BYTES, integer(N::AverageRound)),
    intrinsic("sse2.pavg.w", V8I16, WORDS, integer(N::AverageRound)),
    intrinsic("sse2.packsswb.128", V16I8, WORDS, integer(N::PackSigned)),
    intrinsic("sse2.packssdw.128", V8I16, DOUBLE_WORDS, integer(N::PackSigned)),
    intrinsic("sse2.packuswb.128", V16I8, WORDS, integer(N::PackUnsigned)),
    intrinsic("sse41.packusdw", V8I16, DOUBLE_WORDS, integer(N::PackUnsigned)),
    intrinsic("sse2.pmadd.wd", V4I32, WORDS, integer(N::MultiplyAddPairs)),
    intrinsic("sse2.psad.bw", V2I64, BYTES, integer(N::SumAbsoluteDifferences)),
    intrinsic("sse2.pmulh.w", V8I16, WORDS, integer(N::MultiplyHigh { signed: true })),
    intrinsic("sse2.pmulhu.w", V8I16, WORDS, integer(N::MultiplyHigh { signed: false })),
    intrinsic("sse2.pmovmskb.128", I32, &[V16I8], integer(N::HighBits)),
    intrinsic("sse.movmsk.ps", I32, &[V4F32], integer(N::HighBits)),
    intrinsic("sse2.movmsk.pd", I32, &[V2F64], integer(N::HighBits)),
    intrinsic("sse2.psll.w", V8I16, WORDS, shift(Left, Vector)),
    intrinsic("sse2.psll.d", V4I32, DOUBLE_WORDS, shift(Left, Vector)),
    intrinsic("sse2.psll.q", V2I64, QUAD_WORDS, shift(Left, Vector)),
    intrinsic("sse2.psrl.w", V8I16, WORDS, shift(LogicalRight, Vector)),
    intrinsic("sse2.psrl.d", V4I32, DOUBLE_WORDS, shift(LogicalRight, Vector)),
    intrinsic("sse2.psrl.q", V2I64, QUAD_WORDS, shift(LogicalRight, Vector)),
    intrinsic("sse2.psra.w", V8I16, WORDS, shift(ArithmeticRight, Vector)),
    intrinsic("sse2.psra.d", V4I32, DOUBLE_WORDS, shift(ArithmeticRight, Vector)),
    intrinsic("sse2.pslli.w", V8I16, &[V8I16, I32], shift(Left, Scalar)),
    intrinsic("sse2.pslli.d", V4I32, &[V4I32, I32], shift(Left, Scalar)),
    intrinsic("sse2.pslli.q", V2I64, &[V2I64, I32], shift(Left, Scalar)),
    intrinsic("sse2.psrli.w", V8I16, &[V8I16, I32], shift(LogicalRight, Scalar)),
    intrinsic("sse2.psrli.d", V4I32, &[V4I32, I32], shift(LogicalRight, Scalar)),
    intrinsic("sse2.psrli.q", V2I64, &[V2I64, I32], shift(LogicalRight, Scalar)),
    intrinsic("sse2.psrai.w", V8I16, &[V8I16, I32], shift(ArithmeticRight, Scalar)),
    intrinsic("sse2.psrai.d", V4I32, &[V4I32, I32], shift(ArithmeticRight, Scalar)),
    // SSSE3.
    intrinsic("ssse3.pshuf.b.128", V16I8, BYTES, integer(N::ShuffleBytes)),
    intrinsic("ssse3.pmadd.ub.sw.128", V8I16, BYTES, integer(N::MultiplyAddUnsignedSigned)),
    intrinsic("ssse3.phadd.w.128", V8I16, WORDS, integer(N::PairwiseAdd)),
    intrinsic("ssse3.phadd.d.128", V4I32, DOUBLE_WORDS, integer(N::PairwiseAdd)),
    intrinsic("ssse3.phadd.sw.128", V8I16, WORDS, integer(N::Horizontal(Combine::AddSaturate))),
    intrinsic("ssse3.phsub.w.128", V8I16, WORDS, integer(N::Horizontal(Combine::Subtract))),
    intrinsic("ssse3.phsub.d.128", V4I32, DOUBLE_WORDS, integer(N::Horizontal(Combine::Subtract))),
    intrinsic("ssse3.phsub.sw.128", V8I16, WORDS, integer(N::Horizontal(Combine::SubtractSaturate))),
    intrinsic("ssse3.pmul.hr.sw.128", V8I16, WORDS, integer(N::MultiplyHighRoundScale)),
    intrinsic("ssse3.psign.b.128", V16I8, BYTES, integer(N::Sign)),
    intrinsic("ssse3.psign.w.128", V8I16, WORDS, integer(N::Sign)),
    intrinsic("ssse3.psign.d.128", V4I32, DOUBLE_WORDS, integer(N::Sign)),
    // SSE4.1 integers and blends.
    intrinsic("sse41.pblendvb", V16I8, &[V16I8; 3], integer(N::BlendVariable)),
    intrinsic("sse41.blendvps", V4F32, &[V4F32; 3], integer(N::BlendVariable)),
    intrinsic("sse41.blendvpd", V2F64, &[V2F64; 3], integer(N::BlendVariable)),
    intrinsic("sse41.ptestz", I32, QUAD_WORDS, integer(N::Test(TestFlag::Zero))),
    intrinsic("sse41.ptestc", I32, QUAD_WORDS, integer(N::Test(TestFlag::Carry))),
    intrinsic("sse41.ptestnzc", I32, QUAD_WORDS, integer(N::Test(TestFlag::NeitherZeroNorCarry))),
    intrinsic("sse41.phminposuw", V8I16, &[V8I16], integer(N::MinimumPosition)),
    intrinsic("sse41.mpsadbw", V8I16, &[V16I8, V16I8, I8], integer(N::MultipleSumAbsoluteDifferences)),
    // SSE and SSE2 floats.
    intrinsic("sse.min.ps", V4F32, SINGLES, float(F::MinMax { maximum: false, scalar: false })),
    intrinsic("sse.max.ps", V4F32, SINGLES, float(F::MinMax { maximum: true, scalar: false })),
    intrinsic("sse.min.ss", V4F32, SINGLES, float(F::MinMax { maximum: false, scalar: true })),
    intrinsic("sse.max.ss", V4F32, SINGLES, float(F::MinMax { maximum: true, scalar: true })),
    intrinsic("sse2.min.pd", V2F64, DOUBLES, float(F::MinMax { maximum: false, scalar: false })),
    intrinsic("sse2.max.pd", V2F64, DOUBLES, float(F::MinMax { maximum: true, scalar: false })),
    intrinsic("sse2.min.sd", V2F64, DOUBLES, float(F::MinMax { maximum: false, scalar: true })),
    intrinsic("sse2.max.sd", V2F64, DOUBLES, float(F::MinMax { maximum: true, scalar: true })),
    intrinsic("sse.cmp.ss", V4F32, &[V4F32, V4F32, I8], float(F::CompareScalar)),
    intrinsic("sse2.cmp.sd", V2F64, &[V2F64, V2F64, I8], float(F::CompareScalar)),
    intrinsic("sse.comieq.ss", I32, SINGLES, flags(Cc::Equal)),
    intrinsic("sse.comilt.ss", I32, SINGLES, flags(Cc::LessThan)),
    intrinsic("sse.comile.ss", I32, SINGLES, flags(Cc::LessThanOrEqual)),
    intrinsic("sse.comigt.ss", I32, SINGLES, flags(Cc::GreaterThan)),
    intrinsic("sse.comige.ss", I32, SINGLES, flags(Cc::GreaterThanOrEqual)),
    intrinsic("sse.comineq.ss", I32, SINGLES, flags(Cc::NotEqual)),
    intrinsic("sse.ucomieq.ss", I32, SINGLES, flags(Cc::Equal)),
    intrinsic("sse.ucomilt.ss", I32, SINGLES, flags(Cc::LessThan)),
    intrinsic("sse.ucomile.ss", I32, SINGLES, flags(Cc::LessThanOrEqual)),
    intrinsic("sse.ucomigt.ss", I32, SINGLES, flags(Cc::GreaterThan)),
    intrinsic("sse.ucomige.ss", I32, SINGLES, flags(Cc::GreaterThanOrEqual)),
    intrinsic("sse.ucomineq.ss", I32, SINGLES, flags(Cc::NotEqual)),
    intrinsic("sse2.comieq.sd", I32, DOUBLES, flags(Cc::Equal)),
    intrinsic("sse2.comilt.sd", I32, DOUBLES, flags(Cc::LessThan)),
    intrinsic("sse2.comile.sd", I32, DOUBLES, flags(Cc::LessThanOrEqual)),
    intrinsic("sse2.comigt.sd", I32, DOUBLES, flags(Cc::GreaterThan)),
    intrinsic("sse2.comige.sd", I32, DOUBLES, flags(Cc::GreaterThanOrEqual)),
    intrinsic("sse2.comineq.sd", I32, DOUBLES, flags(Cc::NotEqual)),
    intrinsic("sse2.ucomieq.sd", I32, DOUBLES, flags(Cc::Equal)),
    intrinsic("sse2.ucomilt.sd", I32, DOUBLES, flags(Cc::LessThan)),
    intrinsic("sse2.ucomile.sd", I32, DOUBLES, flags(Cc::LessThanOrEqual)),
    intrinsic("sse2.ucomigt.sd", I32, DOUBLES, flags(Cc::GreaterThan)),
    intrinsic("sse2.ucomige.sd", I32, DOUBLES, flags(Cc::GreaterThanOrEqual)),
    intrinsic("sse2.ucomineq.sd", I32, DOUBLES, flags(Cc::NotEqual)),
    intrinsic("sse2.cvttps2dq", V4I32, &[V4F32], float(F::TruncateToIntegers)),
    intrinsic("sse2.cvttpd2dq", V4I32, &[V2F64], float(F::TruncateToIntegers)),
    intrinsic("sse.cvttss2si", I32, &[V4F32], float(F::TruncateToIntegers)),
    intrinsic("sse.cvttss2si64", I64, &[V4F32], float(F::TruncateToIntegers)),
    intrinsic("sse2.cvttsd2si", I32, &[V2F64], float(F::TruncateToIntegers)),
    intrinsic("sse2.cvttsd2si64", I64, &[V2F64], float(F::TruncateToIntegers)),
    intrinsic("sse2.cvtpd2ps", V4F32, &[V2F64], float(F::Demote)),
    intrinsic("sse2.cvtsd2ss", V4F32, &[V4F32, V2F64], float(F::Demote)),
    intrinsic("sse2.cvtps2dq", V4I32, &[V4F32], stub(SseInstruction::ConvertSinglesToIntegers)),
    intrinsic("sse2.cvtpd2dq", V4I32, &[V2F64], stub(SseInstruction::ConvertDoublesToIntegers)),
    intrinsic("sse.cvtss2si", I32, &[V4F32], convert(false, false)),
    intrinsic("sse.cvtss2si64", I64, &[V4F32], convert(false, true)),
    intrinsic("sse2.cvtsd2si", I32, &[V2F64], convert(true, false)),
    intrinsic("sse2.cvtsd2si64", I64, &[V2F64], convert(true, true)),
    intrinsic("sse.rcp.ps", V4F32, &[V4F32], stub(SseInstruction::ReciprocalPacked)),
    intrinsic("sse.rsqrt.ps", V4F32, &[V4F32], stub(SseInstruction::ReciprocalSquareRootPacked)),
    intrinsic("sse.rcp.ss", V4F32, &[V4F32], stub(SseInstruction::ReciprocalScalar)),
    intrinsic("sse.rsqrt.ss", V4F32, &[V4F32], stub(SseInstruction::ReciprocalSquareRootScalar)),
    intrinsic("sse.ldmxcsr", Void, &[Pointer], stub(SseInstruction::LoadControlStatus)),
    intrinsic("sse.stmxcsr", Void, &[Pointer], stub(SseInstruction::StoreControlStatus)),
    intrinsic("sse2.clflush", Void, &[Pointer], stub(SseInstruction::FlushCacheLine)),
    intrinsic("sse2.maskmov.dqu", Void, &[V16I8, V16I8, Pointer], stub(SseInstruction::MaskedStore)),
    intrinsic("sse2.pause", Void, &[], stub(SseInstruction::Pause)),
    intrinsic("sse2.lfence", Void, &[], stub(SseInstruction::LoadFence)),
    intrinsic("sse.sfence", Void, &[], stub(SseInstruction::StoreFence)),
    intrinsic("sse2.mfence", Void, &[], Operation::MemoryFence),
    // SSE3.
    intrinsic("sse3.addsub.ps", V4F32, SINGLES, float(F::AddSubtract)),
    intrinsic("sse3.addsub.pd", V2F64, DOUBLES, float(F::AddSubtract)),
    intrinsic("sse3.hadd.ps", V4F32, SINGLES, float(F::Horizontal { subtract: false })),
    intrinsic("sse3.hadd.pd", V2F64, DOUBLES, float(F::Horizontal { subtract: false })),
    intrinsic("sse3.hsub.ps", V4F32, SINGLES, float(F::Horizontal { subtract: true })),
    intrinsic("sse3.hsub.pd", V2F64, DOUBLES, float(F::Horizontal { subtract: true })),
    intrinsic("sse3.ldu.dq", V16I8, &[Pointer], integer(N::UnalignedLoad)),
    // SSE4.1 floats.
    intrinsic("sse41.round.ps", V4F32, &[V4F32, I32], float(F::Round)),
    intrinsic("sse41.round.pd", V2F64, &[V2F64, I32], float(F::Round)),
    intrinsic("sse41.round.ss", V4F32, &[V4F32, V4F32, I32], float(F::Round)),
    intrinsic("sse41.round.sd", V2F64, &[V2F64, V2F64, I32], float(F::Round)),
    intrinsic("sse41.dpps", V4F32, &[V4F32, V4F32, I8], float(F::DotProduct)),
    intrinsic("sse41.dppd", V2F64, &[V2F64, V2F64, I8], float(F::DotProduct)),
    // PCLMULQDQ.
    intrinsic("pclmulqdq", V2I64, &[V2I64, V2I64, I8], integer(N::CarrylessMultiply)),
    // AES-NI.
    intrinsic("aesni.aesenc", V2I64, QUAD_WORDS, aes_round(false, false)),
    intrinsic("aesni.aesenclast", V2I64, QUAD_WORDS, aes_round(false, true)),
    intrinsic("aesni.aesdec", V2I64, QUAD_WORDS, aes_round(true, false)),
    intrinsic("aesni.aesdeclast", V2I64, QUAD_WORDS, aes_round(true, true)),
    intrinsic("aesni.aesimc", V2I64, &[V2I64], stub(SseInstruction::AesInverseMixColumns)),
    intrinsic("aesni.aeskeygenassist", V2I64, &[V2I64, I8], integer(N::AesKeyGenerationAssist)),
];

const fn aes_round(decrypt: bool, last: bool) -> Operation {
    stub(SseInstruction::AesRound { decrypt, last })
}

const fn convert(double: bool, wide: bool) -> Operation {
    stub(SseInstruction::ConvertScalarToInteger { double, wide })
}

/// The entry of `llvm.x86.<name>`, if it is lowered.
fn x86_intrinsic(name: &str) -> Option<&'static X86Intrinsic> {
    let name = name.strip_prefix("llvm.x86.")?;
    X86_INTRINSICS
        .iter()
        .find(|intrinsic| intrinsic.name == name)
}

impl<M: Module> FunctionTranslator<'_, M> {
    /// A call of `llvm.x86.<...>` (module docs).
    pub(crate) fn translate_x86_intrinsic(
        &mut self,
        name: &str,
        call: &CallSite,
    ) -> CodegenResult<Vec<cl::Value>> {
        let intrinsic = x86_intrinsic(name)
            .ok_or_else(|| CodegenError::unsupported(format!("intrinsic @{name}")))?;
        self.check_x86_prototype(name, intrinsic, call)?;
        let architecture = self.backend.isa().triple().architecture;
        if architecture != Architecture::X86_64 {
            return Err(CodegenError::unsupported(format!(
                "x86 intrinsic @{name} on {architecture}"
            )));
        }
        let mut operands = Vec::with_capacity(call.args.len());
        for argument in &call.args {
            operands.push(self.scalar_operand(&argument.value)?);
        }
        let result = match intrinsic.operation {
            Operation::Integer(operation) => {
                Some(self.x86_integer_operation(operation, name, call, &operands)?)
            }
            Operation::Float(operation) => {
                let result_type = cranelift_type(intrinsic.result);
                self.x86_float_operation(operation, name, call, &operands, result_type)?
            }
            Operation::Stub(instruction) => self.sse_instruction(instruction, &operands)?,
            Operation::MemoryFence => {
                self.builder.ins().fence();
                None
            }
        };
        Ok(result.into_iter().collect())
    }

    /// Refuses a call whose type is not the intrinsic's prototype.
    fn check_x86_prototype(
        &self,
        name: &str,
        intrinsic: &X86Intrinsic,
        call: &CallSite,
    ) -> CodegenResult<()> {
        let types = &self.ir_module.types;
        let matches =
            types
                .function_parts(call.fn_ty)
                .is_some_and(|(result, parameters, variadic)| {
                    !variadic
                        && intrinsic.result.is(types, result)
                        && parameters.len() == intrinsic.parameters.len()
                        && parameters
                            .iter()
                            .zip(intrinsic.parameters)
                            .all(|(&ty, shape)| shape.is(types, ty))
                });
        if matches {
            return Ok(());
        }
        let parameters: Vec<&str> = intrinsic
            .parameters
            .iter()
            .map(|shape| shape.llvm())
            .collect();
        Err(CodegenError::module_level(format!(
            "intrinsic @{name} called as {}, but LLVM 19 declares it {} ({})",
            types.display(call.fn_ty),
            intrinsic.result.llvm(),
            parameters.join(", ")
        )))
    }

    fn x86_integer_operation(
        &mut self,
        operation: IntegerOperation,
        name: &str,
        call: &CallSite,
        operands: &[cl::Value],
    ) -> CodegenResult<cl::Value> {
        use cl::types::{I16X8, I32, I32X4, I64, I64X2, I8X16};
        let a = operands[0];
        let b = operands.get(1).copied().unwrap_or(a);
        let ins = self.builder.ins();
        Ok(match operation {
            IntegerOperation::AverageRound => ins.avg_round(a, b),
            IntegerOperation::PackSigned => ins.snarrow(a, b),
            IntegerOperation::PackUnsigned => ins.unarrow(a, b),
            IntegerOperation::MultiplyAddPairs => {
                // Cranelift selects exactly this tree as `pmaddwd`.
                let (low_a, low_b) = (ins.swiden_low(a), self.builder.ins().swiden_low(b));
                let low = self.builder.ins().imul(low_a, low_b);
                let (high_a, high_b) = (
                    self.builder.ins().swiden_high(a),
                    self.builder.ins().swiden_high(b),
                );
                let high = self.builder.ins().imul(high_a, high_b);
                self.builder.ins().iadd_pairwise(low, high)
            }
            // Cranelift's operand order: the signed bytes first.
            IntegerOperation::MultiplyAddUnsignedSigned => ins.x86_pmaddubsw(b, a),
            IntegerOperation::MultiplyHighRoundScale => ins.x86_pmulhrsw(a, b),
            IntegerOperation::ShuffleBytes => ins.x86_pshufb(a, b),
            IntegerOperation::SumAbsoluteDifferences => self.sum_absolute_differences(a, b),
            IntegerOperation::MultipleSumAbsoluteDifferences => {
                let immediate = self.x86_immediate(call, 2, name)?;
                self.multiple_sums_of_absolute_differences(a, b, immediate)
            }
            IntegerOperation::MultiplyHigh { signed } => self.multiply_high(a, b, signed),
            IntegerOperation::HighBits => {
                let lanes = self.builder.func.dfg.value_type(a).as_int();
                let integers = self.reinterpret(lanes, a);
                self.builder.ins().vhigh_bits(I32, integers)
            }
            IntegerOperation::Shift(kind, count) => {
                let count = match count {
                    Count::Vector => {
                        let quad_words = self.reinterpret(I64X2, b);
                        self.builder.ins().extractlane(quad_words, 0)
                    }
                    Count::Scalar => ins.uextend(I64, b),
                };
                self.shift_lanes(kind, a, count)
            }
            IntegerOperation::PairwiseAdd => ins.iadd_pairwise(a, b),
            IntegerOperation::Horizontal(combine) => {
                let (even, odd) = self.even_and_odd_lanes(a, b);
                let ins = self.builder.ins();
                match combine {
                    Combine::Subtract => ins.isub(even, odd),
                    Combine::AddSaturate => ins.sadd_sat(even, odd),
                    Combine::SubtractSaturate => ins.ssub_sat(even, odd),
                }
            }
            IntegerOperation::Sign => {
                let ty = self.builder.func.dfg.value_type(a);
                let zero = self.zero(ty);
                let ins = self.builder.ins();
                let negative = ins.icmp(IntCC::SignedLessThan, b, zero);
                let nonzero = self.builder.ins().icmp(IntCC::NotEqual, b, zero);
                let negated = self.builder.ins().ineg(a);
                let signed = self.builder.ins().bitselect(negative, negated, a);
                self.builder.ins().band(signed, nonzero)
            }
            IntegerOperation::Test(flag) => {
                let both = ins.band(a, b);
                let zero_clear = self.builder.ins().vany_true(both);
                let b_without_a = self.builder.ins().band_not(b, a);
                let carry_clear = self.builder.ins().vany_true(b_without_a);
                let ins = self.builder.ins();
                let set = match flag {
                    TestFlag::Zero => ins.bxor_imm_u(zero_clear, 1),
                    TestFlag::Carry => ins.bxor_imm_u(carry_clear, 1),
                    TestFlag::NeitherZeroNorCarry => ins.band(zero_clear, carry_clear),
                };
                self.builder.ins().uextend(I32, set)
            }
            IntegerOperation::BlendVariable => {
                let ty = self.builder.func.dfg.value_type(a);
                let integers = ty.as_int();
                let (mask, a, b) = (
                    self.reinterpret(integers, operands[2]),
                    self.reinterpret(integers, a),
                    self.reinterpret(integers, b),
                );
                let blended = self.builder.ins().blendv(mask, b, a);
                self.reinterpret(ty, blended)
            }
            IntegerOperation::MinimumPosition => {
                // Keys `value << 16 | index`: the least key is the least value
                // at its first index; rotated, the two halves are the result's
                // lanes 0 and 1.
                let mut keys = Vec::new();
                for (half, first_index) in [(false, 0u32), (true, 4)] {
                    let widened = if half {
                        self.builder.ins().uwiden_high(a)
                    } else {
                        self.builder.ins().uwiden_low(a)
                    };
                    let shifted = self.builder.ins().ishl_imm_u(widened, 16);
                    let indices = self.lane_constant(I32X4, &[0, 1, 2, 3].map(|i| first_index + i));
                    keys.push(self.builder.ins().bor(shifted, indices));
                }
                let least = self.builder.ins().umin(keys[0], keys[1]);
                let mut key = self.builder.ins().extractlane(least, 0);
                for lane in 1..4 {
                    let other = self.builder.ins().extractlane(least, lane);
                    key = self.builder.ins().umin(key, other);
                }
                let packed = self.builder.ins().rotl_imm_u(key, 16);
                let zero = self.zero(I32X4);
                let result = self.builder.ins().insertlane(zero, packed, 0);
                self.reinterpret(I16X8, result)
            }
            IntegerOperation::UnalignedLoad => ins.load(I8X16, MemFlagsData::new(), a, 0),
            IntegerOperation::CarrylessMultiply => {
                // The instruction reads immediate bits 0 and 4 only: one
                // stub for each of the four choices of quad words.
                let immediate = self.x86_immediate(call, 2, name)? as u8 & 0x11;
                let instruction = SseInstruction::CarrylessMultiply { immediate };
                self.sse_instruction(instruction, &[a, b])?
                    .expect("pclmulqdq has a result")
            }
            IntegerOperation::AesKeyGenerationAssist => {
                let immediate = self.x86_immediate(call, 1, name)? as u8;
                let instruction = SseInstruction::AesKeyGenerationAssist { immediate };
                self.sse_instruction(instruction, &[a])?
                    .expect("aeskeygenassist has a result")
            }
        })
    }

    /// The bits of the immediate operand `index` (an `immarg` constant) of `call`.
    pub(crate) fn x86_immediate(
        &self,
        call: &CallSite,
        index: usize,
        name: &str,
    ) -> CodegenResult<u64> {
        let operand = &call.args[index].value;
        let bits = self
            .ir_module
            .types
            .int_width(self.operand_type(operand))
            .unwrap_or(64);
        self.constant_integer_operand(operand)
            .map(|value| value as u64 & (u64::MAX >> (64 - bits)))
            .ok_or_else(|| {
                CodegenError::unsupported(format!(
                    "intrinsic @{name} with an immediate that is not a constant"
                ))
            })
    }

    /// `psadbw`: per 8 bytes, the sum of `|a - b|` (unsigned bytes), summed
    /// in halves of growing width inside each 64-bit lane.
    fn sum_absolute_differences(&mut self, a: cl::Value, b: cl::Value) -> cl::Value {
        let difference = self.absolute_byte_differences(a, b);
        let mut sums = self.reinterpret(cl::types::I64X2, difference);
        for (width, mask) in [
            (8, 0x00FF_00FF_00FF_00FFu64),
            (16, 0x0000_FFFF_0000_FFFF),
            (32, 0x0000_0000_FFFF_FFFF),
        ] {
            let mask = self.lane_constant(cl::types::I64X2, &[mask; 2]);
            let low = self.builder.ins().band(sums, mask);
            let shifted = self.builder.ins().ushr_imm_u(sums, width);
            let high = self.builder.ins().band(shifted, mask);
            sums = self.builder.ins().iadd(low, high);
        }
        sums
    }

    /// `|a - b|` of unsigned bytes.
    fn absolute_byte_differences(&mut self, a: cl::Value, b: cl::Value) -> cl::Value {
        let larger = self.builder.ins().umax(a, b);
        let smaller = self.builder.ins().umin(a, b);
        self.builder.ins().isub(larger, smaller)
    }

    /// `mpsadbw`: result lane `j` is the sum over `k` in 0..4 of
    /// `|a[a_offset + j + k] - b[b_offset + k]|`, with `a_offset` 4 times
    /// bit 2 of `immediate` and `b_offset` 4 times its bits 1:0.
    fn multiple_sums_of_absolute_differences(
        &mut self,
        a: cl::Value,
        b: cl::Value,
        immediate: u64,
    ) -> cl::Value {
        let a_offset = 4 * ((immediate >> 2) & 1) as u8;
        let b_offset = 4 * (immediate & 3) as u8;
        let mut total = self.zero(cl::types::I16X8);
        for k in 0..4 {
            let window: Vec<u8> = (0..16).map(|j| a_offset + k + (j % 8)).collect();
            let window = self.pick_lanes(a, a, &window);
            let block = self.pick_lanes(b, b, &[b_offset + k; 16]);
            let difference = self.absolute_byte_differences(window, block);
            let widened = self.builder.ins().uwiden_low(difference);
            total = self.builder.ins().iadd(total, widened);
        }
        total
    }

    /// `pmulhw`/`pmulhuw`: each product in 32 bits, its high half narrowed
    /// back (it fits, so the saturating narrowing is exact).
    fn multiply_high(&mut self, a: cl::Value, b: cl::Value, signed: bool) -> cl::Value {
        let mut halves = Vec::new();
        for high in [false, true] {
            let [x, y] = [a, b].map(|value| {
                let ins = self.builder.ins();
                match (signed, high) {
                    (true, false) => ins.swiden_low(value),
                    (true, true) => ins.swiden_high(value),
                    (false, false) => ins.uwiden_low(value),
                    (false, true) => ins.uwiden_high(value),
                }
            });
            let product = self.builder.ins().imul(x, y);
            halves.push(if signed {
                self.builder.ins().sshr_imm_u(product, 16)
            } else {
                self.builder.ins().ushr_imm_u(product, 16)
            });
        }
        if signed {
            self.builder.ins().snarrow(halves[0], halves[1])
        } else {
            self.builder.ins().unarrow(halves[0], halves[1])
        }
    }

    /// `value`'s lanes shifted by the unsigned 64-bit `count` as `psll`,
    /// `psrl`, `psra` do: a count of the lane width or more gives zero, or
    /// the sign in every bit for an arithmetic shift (Cranelift's shifts
    /// take the count modulo the lane width).
    fn shift_lanes(&mut self, kind: ShiftKind, value: cl::Value, count: cl::Value) -> cl::Value {
        let ty = self.builder.func.dfg.value_type(value);
        let last_bit = i64::from(ty.lane_bits() - 1);
        if kind == ShiftKind::ArithmeticRight {
            let limit = self.builder.ins().iconst(cl::types::I64, last_bit);
            let amount = self.builder.ins().umin(count, limit);
            return self.builder.ins().sshr(value, amount);
        }
        let shifted = if kind == ShiftKind::Left {
            self.builder.ins().ishl(value, count)
        } else {
            self.builder.ins().ushr(value, count)
        };
        let beyond = self
            .builder
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThan, count, last_bit);
        let zero = self.zero(ty);
        self.builder.ins().select(beyond, zero, shifted)
    }

    /// The even lanes of `a` then of `b`, and their odd lanes likewise: the
    /// two operands of a horizontal operation.
    pub(crate) fn even_and_odd_lanes(
        &mut self,
        a: cl::Value,
        b: cl::Value,
    ) -> (cl::Value, cl::Value) {
        let count = self.builder.func.dfg.value_type(a).lane_count() as u8;
        let even: Vec<u8> = (0..count).map(|lane| 2 * lane).collect();
        let odd: Vec<u8> = (0..count).map(|lane| 2 * lane + 1).collect();
        (self.pick_lanes(a, b, &even), self.pick_lanes(a, b, &odd))
    }

    /// The lanes `lanes` name of `first` and `second` (lane `i` of `second`
    /// is lane `n + i`, `n` the lane count), one per result lane.
    pub(crate) fn pick_lanes(
        &mut self,
        first: cl::Value,
        second: cl::Value,
        lanes: &[u8],
    ) -> cl::Value {
        let ty = self.builder.func.dfg.value_type(first);
        let lane_bytes = (ty.lane_bits() / 8) as u8;
        let mut mask = Vec::with_capacity(16);
        for &lane in lanes {
            mask.extend((0..lane_bytes).map(|byte| lane * lane_bytes + byte));
        }
        let mask = self.builder.func.dfg.immediates.push(mask.into());
        let (first, second) = (
            self.reinterpret(cl::types::I8X16, first),
            self.reinterpret(cl::types::I8X16, second),
        );
        let shuffled = self.builder.ins().shuffle(first, second, mask);
        self.reinterpret(ty, shuffled)
    }

    /// A vector of type `ty` with these lane values (lane 0 first).
    pub(crate) fn lane_constant<T: Into<u64> + Copy>(
        &mut self,
        ty: cl::Type,
        lanes: &[T],
    ) -> cl::Value {
        let lane_bytes = (ty.lane_bits() / 8) as usize;
        let bytes: Vec<u8> = lanes
            .iter()
            .flat_map(|&lane| lane.into().to_le_bytes()[..lane_bytes].to_vec())
            .collect();
        let constant = self.builder.func.dfg.constants.insert(bytes.into());
        self.builder.ins().vconst(ty, constant)
    }

    /// The 128 bits of vector `value` as vector type `ty`.
    pub(crate) fn reinterpret(&mut self, ty: cl::Type, value: cl::Value) -> cl::Value {
        if self.builder.func.dfg.value_type(value) == ty {
            return value;
        }
        let flags = MemFlagsData::new().with_endianness(cl::Endianness::Little);
        self.builder.ins().bitcast(ty, flags, value)
    }

    /// Runs `instruction`'s stub on `arguments`; its result, if any.
    pub(crate) fn sse_instruction(
        &mut self,
        instruction: SseInstruction,
        arguments: &[cl::Value],
    ) -> CodegenResult<Option<cl::Value>> {
        let address = self.machine_stub_address(MachineStub::SseInstruction(instruction))?;
        let (parameters, result) = instruction.signature_types();
        let mut signature = self.backend.make_signature();
        signature
            .params
            .extend(parameters.into_iter().map(cl::AbiParam::new));
        signature.returns.extend(result.map(cl::AbiParam::new));
        let signature = self.builder.import_signature(signature);
        let call = self
            .builder
            .ins()
            .call_indirect(signature, address, arguments);
        Ok(self.builder.inst_results(call).first().copied())
    }
}

/// The Cranelift type of a prototype's type (`None` for `void`).
fn cranelift_type(shape: Shape) -> Option<cl::Type> {
    use cl::types;
    Some(match shape {
        Shape::V16I8 => types::I8X16,
        Shape::V8I16 => types::I16X8,
        Shape::V4I32 => types::I32X4,
        Shape::V2I64 => types::I64X2,
        Shape::V4F32 => types::F32X4,
        Shape::V2F64 => types::F64X2,
        Shape::I8 => types::I8,
        Shape::I32 => types::I32,
        Shape::I64 | Shape::Pointer => types::I64,
        Shape::Void => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::X86_INTRINSICS;

    #[test]
    fn each_intrinsic_is_listed_once() {
        let mut names: Vec<&str> = X86_INTRINSICS
            .iter()
            .map(|intrinsic| intrinsic.name)
            .collect();
        names.sort_unstable();
        let count = names.len();
        names.dedup();
        assert_eq!(names.len(), count);
    }
}
