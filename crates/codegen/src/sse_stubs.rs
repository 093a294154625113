//! The machine code of the x86-64 stubs that run one SSE instruction whose
//! result Cranelift cannot compute (`lower_x86_simd`): one that reads the
//! MXCSR rounding mode (`cvtps2dq`, `cvtsd2si`, `roundps $4`, ...), one whose
//! result is particular to the processor (the approximations of `rcpps` and
//! `rsqrtps`; the NaN `dpps` and `dppd` return when several products are
//! NaN, which on Intel processors is not the one the SDM's pseudo-code
//! gives, and differs between result lanes), one with an effect Cranelift has no instruction for
//! (`ldmxcsr`, `clflush`, `maskmovdqu`, `pause`, `lfence`, `sfence`), or one
//! Cranelift has no instruction for at all: the carry-less multiplication
//! `pclmulqdq` (PCLMULQDQ, on the same `xmm` registers), whose composition
//! from Cranelift's would take 64 shifts and exclusive ors, and the AES-NI
//! round instructions (`aesenc`, `aesdec`, their last rounds, `aesimc`,
//! `aeskeygenassist`), which would take table look-ups.
//!
//! Each stub is that instruction followed by `ret`, called with the System V
//! convention: vector operands in `xmm0` and `xmm1`, a pointer in `rdi`, a
//! vector result in `xmm0`, an integer result in `eax`/`rax`. The instruction
//! is run exactly as llc-19 emits it (same operands, same immediate), so the
//! stub computes on every processor what llc's build computes there.
//!
//! Invariants: a stub changes no register but its result register (and the
//! MXCSR for `ldmxcsr`), keeps no frame and calls nothing; no collection and
//! no exception can happen inside it.

use cranelift_codegen::ir::types::{self, Type};

/// The `ret` ending every stub.
const RETURN: u8 = 0xC3;

/// One SSE instruction run by a stub.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum SseInstruction {
    /// `rcpps xmm0, xmm0`.
    ReciprocalPacked,
    /// `rsqrtps xmm0, xmm0`.
    ReciprocalSquareRootPacked,
    /// `rcpss xmm0, xmm0` (the other lanes kept).
    ReciprocalScalar,
    /// `rsqrtss xmm0, xmm0`.
    ReciprocalSquareRootScalar,
    /// `cvtps2dq xmm0, xmm0`: four `float`s to `i32`s in the MXCSR's rounding mode.
    ConvertSinglesToIntegers,
    /// `cvtpd2dq xmm0, xmm0`: two `double`s to the low two `i32`s, the others zero.
    ConvertDoublesToIntegers,
    /// `cvtss2si`/`cvtsd2si` of lane 0 (a `double` when `double`) to `eax`
    /// (`rax` when `wide`) in the MXCSR's rounding mode.
    ConvertScalarToInteger { double: bool, wide: bool },
    /// `roundps`/`roundpd xmm0, xmm0, immediate` (`packed`) or
    /// `roundss`/`roundsd xmm0, xmm1, immediate` (lane 0 of `xmm1` rounded
    /// into `xmm0`).
    Round {
        packed: bool,
        double: bool,
        immediate: u8,
    },
    /// `dpps`/`dppd xmm0, xmm1, immediate`.
    DotProduct { double: bool, immediate: u8 },
    /// `ldmxcsr [rdi]`.
    LoadControlStatus,
    /// `stmxcsr [rdi]`.
    StoreControlStatus,
    /// `clflush [rdi]`.
    FlushCacheLine,
    /// `maskmovdqu xmm0, xmm1`: the bytes of `xmm0` whose `xmm1` byte has its
    /// top bit set, stored at `[rdi]`.
    MaskedStore,
    /// `pause`.
    Pause,
    /// `lfence`.
    LoadFence,
    /// `sfence`.
    StoreFence,
    /// `pclmulqdq xmm0, xmm1, immediate`: the carry-less product of the
    /// quad word of `xmm0` chosen by immediate bit 0 and that of `xmm1`
    /// chosen by bit 4 (the instruction ignores the other bits).
    CarrylessMultiply { immediate: u8 },
    /// `aesenc`/`aesenclast` (`aesdec`/`aesdeclast` when `decrypt`, the
    /// last round when `last`) `xmm0, xmm1`: one AES round of the state in
    /// `xmm0` with the round key in `xmm1`.
    AesRound { decrypt: bool, last: bool },
    /// `aesimc xmm0, xmm0`: InvMixColumns of a round key.
    AesInverseMixColumns,
    /// `aeskeygenassist xmm0, xmm0, immediate`: the key expansion step with
    /// round constant `immediate`.
    AesKeyGenerationAssist { immediate: u8 },
}

impl SseInstruction {
    /// The part of the stub's symbol name that names the instruction.
    pub fn name(self) -> String {
        match self {
            SseInstruction::ReciprocalPacked => "rcpps".into(),
            SseInstruction::ReciprocalSquareRootPacked => "rsqrtps".into(),
            SseInstruction::ReciprocalScalar => "rcpss".into(),
            SseInstruction::ReciprocalSquareRootScalar => "rsqrtss".into(),
            SseInstruction::ConvertSinglesToIntegers => "cvtps2dq".into(),
            SseInstruction::ConvertDoublesToIntegers => "cvtpd2dq".into(),
            SseInstruction::ConvertScalarToInteger { double, wide } => format!(
                "cvts{}2si{}",
                if double { "d" } else { "s" },
                if wide { "64" } else { "" }
            ),
            SseInstruction::Round {
                packed,
                double,
                immediate,
            } => format!(
                "round{}{}.{immediate}",
                if packed { "p" } else { "s" },
                if double { "d" } else { "s" }
            ),
            SseInstruction::DotProduct { double, immediate } => {
                format!("dpp{}.{immediate}", if double { "d" } else { "s" })
            }
            SseInstruction::LoadControlStatus => "ldmxcsr".into(),
            SseInstruction::StoreControlStatus => "stmxcsr".into(),
            SseInstruction::FlushCacheLine => "clflush".into(),
            SseInstruction::MaskedStore => "maskmovdqu".into(),
            SseInstruction::Pause => "pause".into(),
            SseInstruction::LoadFence => "lfence".into(),
            SseInstruction::StoreFence => "sfence".into(),
            SseInstruction::CarrylessMultiply { immediate } => format!("pclmulqdq.{immediate}"),
            SseInstruction::AesRound { decrypt, last } => format!(
                "aes{}{}",
                if decrypt { "dec" } else { "enc" },
                if last { "last" } else { "" }
            ),
            SseInstruction::AesInverseMixColumns => "aesimc".into(),
            SseInstruction::AesKeyGenerationAssist { immediate } => {
                format!("aeskeygenassist.{immediate}")
            }
        }
    }

    /// The stub's parameter types and its result type, if any.
    pub fn signature_types(self) -> (Vec<Type>, Option<Type>) {
        use types::{F32X4, F64X2, I32, I32X4, I64, I64X2, I8X16};
        let vector = |double| if double { F64X2 } else { F32X4 };
        match self {
            SseInstruction::ReciprocalPacked
            | SseInstruction::ReciprocalSquareRootPacked
            | SseInstruction::ReciprocalScalar
            | SseInstruction::ReciprocalSquareRootScalar => (vec![F32X4], Some(F32X4)),
            SseInstruction::ConvertSinglesToIntegers => (vec![F32X4], Some(I32X4)),
            SseInstruction::ConvertDoublesToIntegers => (vec![F64X2], Some(I32X4)),
            SseInstruction::ConvertScalarToInteger { double, wide } => {
                (vec![vector(double)], Some(if wide { I64 } else { I32 }))
            }
            SseInstruction::Round { packed, double, .. } => {
                let operands = if packed { 1 } else { 2 };
                (vec![vector(double); operands], Some(vector(double)))
            }
            SseInstruction::DotProduct { double, .. } => {
                (vec![vector(double); 2], Some(vector(double)))
            }
            SseInstruction::LoadControlStatus
            | SseInstruction::StoreControlStatus
            | SseInstruction::FlushCacheLine => (vec![I64], None),
            SseInstruction::MaskedStore => (vec![I8X16, I8X16, I64], None),
            SseInstruction::Pause | SseInstruction::LoadFence | SseInstruction::StoreFence => {
                (Vec::new(), None)
            }
            SseInstruction::CarrylessMultiply { .. } | SseInstruction::AesRound { .. } => {
                (vec![I64X2; 2], Some(I64X2))
            }
            SseInstruction::AesInverseMixColumns
            | SseInstruction::AesKeyGenerationAssist { .. } => (vec![I64X2], Some(I64X2)),
        }
    }

    /// The stub's bytes (no relocations).
    pub fn machine_code(self) -> Vec<u8> {
        let mut code = match self {
            SseInstruction::ReciprocalPacked => vec![0x0F, 0x53, 0xC0],
            SseInstruction::ReciprocalSquareRootPacked => vec![0x0F, 0x52, 0xC0],
            SseInstruction::ReciprocalScalar => vec![0xF3, 0x0F, 0x53, 0xC0],
            SseInstruction::ReciprocalSquareRootScalar => vec![0xF3, 0x0F, 0x52, 0xC0],
            SseInstruction::ConvertSinglesToIntegers => vec![0x66, 0x0F, 0x5B, 0xC0],
            SseInstruction::ConvertDoublesToIntegers => vec![0xF2, 0x0F, 0xE6, 0xC0],
            SseInstruction::ConvertScalarToInteger { double, wide } => {
                let mut code = vec![if double { 0xF2 } else { 0xF3 }];
                if wide {
                    code.push(0x48); // REX.W
                }
                code.extend([0x0F, 0x2D, 0xC0]);
                code
            }
            SseInstruction::Round {
                packed,
                double,
                immediate,
            } => {
                let opcode = 0x08 + u8::from(!packed) * 2 + u8::from(double);
                let operands = if packed { 0xC0 } else { 0xC1 };
                vec![0x66, 0x0F, 0x3A, opcode, operands, immediate]
            }
            SseInstruction::DotProduct { double, immediate } => {
                vec![0x66, 0x0F, 0x3A, 0x40 + u8::from(double), 0xC1, immediate]
            }
            SseInstruction::LoadControlStatus => vec![0x0F, 0xAE, 0x17],
            SseInstruction::StoreControlStatus => vec![0x0F, 0xAE, 0x1F],
            SseInstruction::FlushCacheLine => vec![0x0F, 0xAE, 0x3F],
            SseInstruction::MaskedStore => vec![0x66, 0x0F, 0xF7, 0xC1],
            SseInstruction::Pause => vec![0xF3, 0x90],
            SseInstruction::LoadFence => vec![0x0F, 0xAE, 0xE8],
            SseInstruction::StoreFence => vec![0x0F, 0xAE, 0xF8],
            SseInstruction::CarrylessMultiply { immediate } => {
                vec![0x66, 0x0F, 0x3A, 0x44, 0xC1, immediate]
            }
            SseInstruction::AesRound { decrypt, last } => {
                let opcode = 0xDC + u8::from(decrypt) * 2 + u8::from(last);
                vec![0x66, 0x0F, 0x38, opcode, 0xC1]
            }
            SseInstruction::AesInverseMixColumns => vec![0x66, 0x0F, 0x38, 0xDB, 0xC0],
            SseInstruction::AesKeyGenerationAssist { immediate } => {
                vec![0x66, 0x0F, 0x3A, 0xDF, 0xC0, immediate]
            }
        };
        code.push(RETURN);
        code
    }
}

#[cfg(test)]
mod tests {
    use super::SseInstruction;

    #[test]
    fn stubs_encode_their_instruction_as_llvm_mc_19_does() {
        let code = |instruction: SseInstruction| instruction.machine_code();
        // cvtsd2si %xmm0, %rax; ret
        assert_eq!(
            code(SseInstruction::ConvertScalarToInteger {
                double: true,
                wide: true
            }),
            [0xF2, 0x48, 0x0F, 0x2D, 0xC0, 0xC3]
        );
        // roundss $4, %xmm1, %xmm0; ret
        assert_eq!(
            code(SseInstruction::Round {
                packed: false,
                double: false,
                immediate: 4
            }),
            [0x66, 0x0F, 0x3A, 0x0A, 0xC1, 0x04, 0xC3]
        );
        // roundpd $12, %xmm0, %xmm0; ret
        assert_eq!(
            code(SseInstruction::Round {
                packed: true,
                double: true,
                immediate: 12
            }),
            [0x66, 0x0F, 0x3A, 0x09, 0xC0, 0x0C, 0xC3]
        );
        // dppd $49, %xmm1, %xmm0; ret
        assert_eq!(
            code(SseInstruction::DotProduct {
                double: true,
                immediate: 0x31
            }),
            [0x66, 0x0F, 0x3A, 0x41, 0xC1, 0x31, 0xC3]
        );
        // pclmulqdq $17, %xmm1, %xmm0; ret
        assert_eq!(
            code(SseInstruction::CarrylessMultiply { immediate: 0x11 }),
            [0x66, 0x0F, 0x3A, 0x44, 0xC1, 0x11, 0xC3]
        );
        // aesdeclast %xmm1, %xmm0; ret
        assert_eq!(
            code(SseInstruction::AesRound {
                decrypt: true,
                last: true
            }),
            [0x66, 0x0F, 0x38, 0xDF, 0xC1, 0xC3]
        );
        // aesenc %xmm1, %xmm0; ret
        assert_eq!(
            code(SseInstruction::AesRound {
                decrypt: false,
                last: false
            }),
            [0x66, 0x0F, 0x38, 0xDC, 0xC1, 0xC3]
        );
        // aesimc %xmm0, %xmm0; ret
        assert_eq!(
            code(SseInstruction::AesInverseMixColumns),
            [0x66, 0x0F, 0x38, 0xDB, 0xC0, 0xC3]
        );
        // aeskeygenassist $1, %xmm0, %xmm0; ret
        assert_eq!(
            code(SseInstruction::AesKeyGenerationAssist { immediate: 1 }),
            [0x66, 0x0F, 0x3A, 0xDF, 0xC0, 0x01, 0xC3]
        );
        // maskmovdqu %xmm1, %xmm0 (AT&T: the mask first); ret
        assert_eq!(
            code(SseInstruction::MaskedStore),
            [0x66, 0x0F, 0xF7, 0xC1, 0xC3]
        );
    }
}
