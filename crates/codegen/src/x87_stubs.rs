//! The machine code of the x86-64 stubs that compute with `x86_fp80` (C's
//! `long double`) on the x87 unit, which Cranelift does not use.
//!
//! Representation (`lower_x86_fp80`): an `x86_fp80` value is an `i128` holding
//! its 80 bits (64-bit significand, then sign and exponent), the bits above
//! zero. The stubs are called with the System V convention: an `x86_fp80`
//! argument in a register pair (`rdi:rsi`, then `rdx:rcx`), a result in
//! `rax:rdx`; a `double` in `xmm0`, a `float` in `xmm0`, an `i64` in `rdi` or `rax`.
//!
//! * [`X87Operation`]: one operation each; the stub stores its register
//!   arguments in its frame, loads them on the x87 stack, computes, and
//!   stores the result back. Rounding to an integer in a given direction or
//!   converting to an integer by truncation sets the x87 control word's
//!   rounding field for that one instruction and restores the control word.
//! * [`call_stub`]: System V returns `x86_fp80` in `%st0`. A call of such a
//!   function goes through a stub that copies the caller's stack arguments
//!   (their size is part of the stub) below its own frame, calls the callee
//!   so that it finds them where the caller put them relative to its return
//!   address, and moves `%st0` to `rax:rdx` ([`ResultMove::FromX87Stack`]).
//!   A defined function returning `x86_fp80` is compiled under another name
//!   (its "x87 body") returning `rax:rdx`, and its symbol is the same kind of
//!   stub calling the body and moving `rax:rdx` to `%st0`
//!   ([`ResultMove::ToX87Stack`]). A variadic body finds its unnamed stack
//!   arguments [`call_stub_frame_bytes`] + 8 bytes further up than usual.
//!
//! Invariants: every stub leaves the x87 register stack empty, as the ABI
//! requires at calls and returns, and the control word as it found it; it
//! keeps the stack pointer 16-byte aligned at the calls it makes. A stub
//! that calls a function keeps a frame-pointer frame, so a stack walk
//! crosses it; the stubs have no unwind information: no exception may
//! unwind through them.

use crate::machine_stubs::{StubCallee, Transfer, SET_VECTOR_REGISTER_BOUND};
use cranelift_codegen::ir::types;
use cranelift_module::ModuleReloc;

/// Bytes an operation stub reserves: two 16-byte values, then 8 bytes of scratch.
const OPERATION_FRAME_BYTES: u8 = 40;
/// Where an operation stub keeps its first and second value, and its scratch words.
const FIRST_VALUE: u8 = 0;
const SECOND_VALUE: u8 = 16;
const SCRATCH: u8 = 32;

/// The x87 control word's rounding-control field.
const ROUNDING_CONTROL_MASK: u16 = 0x0C00;

/// A rounding direction of the x87 control word.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum RoundingDirection {
    NearestEven,
    Down,
    Up,
    TowardZero,
}

impl RoundingDirection {
    fn control_bits(self) -> u16 {
        match self {
            RoundingDirection::NearestEven => 0x0000,
            RoundingDirection::Down => 0x0400,
            RoundingDirection::Up => 0x0800,
            RoundingDirection::TowardZero => 0x0C00,
        }
    }
}

/// One `x86_fp80` operation.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum X87Operation {
    Add,
    Subtract,
    Multiply,
    Divide,
    /// `fmod`'s remainder (the sign of the dividend), as `frem` is.
    Remainder,
    SquareRoot,
    /// To an integral value in this direction, or in the current rounding mode.
    RoundToIntegral(Option<RoundingDirection>),
    /// Compares two values: 0 less, 1 equal, 2 greater, 3 unordered (in `eax`).
    Compare,
    FromDouble,
    ToDouble,
    ToFloat,
    FromSigned64,
    FromUnsigned64,
    /// By truncation; out of range gives the x87's integer indefinite.
    ToSigned64,
    /// By truncation; out of range is unspecified.
    ToUnsigned64,
}

impl X87Operation {
    /// The part of the stub's symbol name that names the operation.
    pub fn name(self) -> &'static str {
        match self {
            X87Operation::Add => "add",
            X87Operation::Subtract => "sub",
            X87Operation::Multiply => "mul",
            X87Operation::Divide => "div",
            X87Operation::Remainder => "rem",
            X87Operation::SquareRoot => "sqrt",
            X87Operation::RoundToIntegral(None) => "rint",
            X87Operation::RoundToIntegral(Some(RoundingDirection::NearestEven)) => "roundeven",
            X87Operation::RoundToIntegral(Some(RoundingDirection::Down)) => "floor",
            X87Operation::RoundToIntegral(Some(RoundingDirection::Up)) => "ceil",
            X87Operation::RoundToIntegral(Some(RoundingDirection::TowardZero)) => "trunc",
            X87Operation::Compare => "compare",
            X87Operation::FromDouble => "from_f64",
            X87Operation::ToDouble => "to_f64",
            X87Operation::ToFloat => "to_f32",
            X87Operation::FromSigned64 => "from_i64",
            X87Operation::FromUnsigned64 => "from_u64",
            X87Operation::ToSigned64 => "to_i64",
            X87Operation::ToUnsigned64 => "to_u64",
        }
    }

    /// The Cranelift types of the stub's parameters and its result.
    pub fn signature_types(self) -> (&'static [types::Type], types::Type) {
        use types::{F32, F64, I128, I32, I64};
        match self {
            X87Operation::Add
            | X87Operation::Subtract
            | X87Operation::Multiply
            | X87Operation::Divide
            | X87Operation::Remainder => (&[I128, I128], I128),
            X87Operation::SquareRoot | X87Operation::RoundToIntegral(_) => (&[I128], I128),
            X87Operation::Compare => (&[I128, I128], I32),
            X87Operation::FromDouble => (&[F64], I128),
            X87Operation::ToDouble => (&[I128], F64),
            X87Operation::ToFloat => (&[I128], F32),
            X87Operation::FromSigned64 | X87Operation::FromUnsigned64 => (&[I64], I128),
            X87Operation::ToSigned64 | X87Operation::ToUnsigned64 => (&[I128], I64),
        }
    }

    /// The stub's bytes (no relocations).
    pub fn machine_code(self) -> Vec<u8> {
        let mut code = vec![0x48, 0x83, 0xEC, OPERATION_FRAME_BYTES]; // sub rsp, 40
        let (parameters, _) = self.signature_types();
        if parameters.first() == Some(&types::I128) {
            code.extend([0x48, 0x89, 0x7C, 0x24, FIRST_VALUE]); // mov [rsp], rdi
            code.extend([0x48, 0x89, 0x74, 0x24, FIRST_VALUE + 8]); // mov [rsp+8], rsi
        }
        if parameters.len() == 2 {
            code.extend([0x48, 0x89, 0x54, 0x24, SECOND_VALUE]); // mov [rsp+16], rdx
            code.extend([0x48, 0x89, 0x4C, 0x24, SECOND_VALUE + 8]); // mov [rsp+24], rcx
        }
        match self {
            X87Operation::Add
            | X87Operation::Subtract
            | X87Operation::Multiply
            | X87Operation::Divide => {
                code.extend(load_extended(FIRST_VALUE));
                code.extend(load_extended(SECOND_VALUE));
                // st1 = st1 op st0, pop: faddp, fsubp, fmulp, fdivp (Intel operand order).
                code.extend(match self {
                    X87Operation::Add => [0xDE, 0xC1],
                    X87Operation::Subtract => [0xDE, 0xE9],
                    X87Operation::Multiply => [0xDE, 0xC9],
                    _ => [0xDE, 0xF9],
                });
                code.extend(result_in_rax_rdx());
            }
            X87Operation::Remainder => {
                code.extend(load_extended(SECOND_VALUE));
                code.extend(load_extended(FIRST_VALUE));
                // fprem; fnstsw ax; test ah, 4 (C2: partial); jnz back to fprem
                code.extend([0xD9, 0xF8, 0xDF, 0xE0, 0xF6, 0xC4, 0x04, 0x75, 0xF7]);
                code.extend([0xDD, 0xD9]); // fstp st1: the remainder stays
                code.extend(result_in_rax_rdx());
            }
            X87Operation::SquareRoot => {
                code.extend(load_extended(FIRST_VALUE));
                code.extend([0xD9, 0xFA]); // fsqrt
                code.extend(result_in_rax_rdx());
            }
            X87Operation::RoundToIntegral(direction) => {
                code.extend(load_extended(FIRST_VALUE));
                let round = [0xD9, 0xFC]; // frndint
                match direction {
                    None => code.extend(round),
                    Some(direction) => code.extend(with_rounding(direction, &round)),
                }
                code.extend(result_in_rax_rdx());
            }
            X87Operation::Compare => {
                code.extend(load_extended(SECOND_VALUE));
                code.extend(load_extended(FIRST_VALUE));
                code.extend([0xDF, 0xE9]); // fucomip st0, st1: first against second, pop
                code.extend([0xDD, 0xD8]); // fstp st0: pop the second
                                           // Flags to a code; `mov` keeps the flags.
                code.extend([0xB8, 3, 0, 0, 0, 0x7A, 19]); // mov eax, 3; jp done (unordered)
                code.extend([0xB8, 1, 0, 0, 0, 0x74, 12]); // mov eax, 1; je done
                code.extend([0xB8, 0, 0, 0, 0, 0x72, 5]); // mov eax, 0; jb done
                code.extend([0xB8, 2, 0, 0, 0]); // mov eax, 2
            }
            X87Operation::FromDouble => {
                code.extend([0xF2, 0x0F, 0x11, 0x44, 0x24, FIRST_VALUE]); // movsd [rsp], xmm0
                code.extend([0xDD, 0x44, 0x24, FIRST_VALUE]); // fld qword [rsp]
                code.extend(result_in_rax_rdx());
            }
            X87Operation::ToDouble => {
                code.extend(load_extended(FIRST_VALUE));
                code.extend([0xDD, 0x5C, 0x24, FIRST_VALUE]); // fstp qword [rsp]
                code.extend([0xF2, 0x0F, 0x10, 0x44, 0x24, FIRST_VALUE]); // movsd xmm0, [rsp]
            }
            X87Operation::ToFloat => {
                code.extend(load_extended(FIRST_VALUE));
                code.extend([0xD9, 0x5C, 0x24, FIRST_VALUE]); // fstp dword [rsp]
                code.extend([0xF3, 0x0F, 0x10, 0x44, 0x24, FIRST_VALUE]); // movss xmm0, [rsp]
            }
            X87Operation::FromSigned64 | X87Operation::FromUnsigned64 => {
                code.extend([0x48, 0x89, 0x7C, 0x24, FIRST_VALUE]); // mov [rsp], rdi
                code.extend([0xDF, 0x6C, 0x24, FIRST_VALUE]); // fild qword [rsp]
                if self == X87Operation::FromUnsigned64 {
                    // A set top bit was read as -2^63: add 2^64 (exact in 64 significand bits).
                    code.extend([0x48, 0x85, 0xFF, 0x79, 12]); // test rdi, rdi; jns over
                    code.extend([0xC7, 0x44, 0x24, SCRATCH]); // mov dword [rsp+32], 2^64 as float
                    code.extend(0x5F80_0000u32.to_le_bytes());
                    code.extend([0xD8, 0x44, 0x24, SCRATCH]); // fadd dword [rsp+32]
                }
                code.extend(result_in_rax_rdx());
            }
            X87Operation::ToSigned64 => {
                code.extend(load_extended(FIRST_VALUE));
                code.extend(with_rounding(
                    RoundingDirection::TowardZero,
                    &[0xDF, 0x7C, 0x24, FIRST_VALUE], // fistp qword [rsp]
                ));
                code.extend([0x48, 0x8B, 0x44, 0x24, FIRST_VALUE]); // mov rax, [rsp]
            }
            X87Operation::ToUnsigned64 => {
                code.extend(load_extended(FIRST_VALUE));
                code.extend([0x31, 0xC9]); // xor ecx, ecx: no top bit to restore
                code.extend([0xC7, 0x44, 0x24, SCRATCH]); // mov dword [rsp+32], 2^63 as float
                code.extend(0x5F00_0000u32.to_le_bytes());
                code.extend([0xD9, 0x44, 0x24, SCRATCH]); // fld dword [rsp+32]
                code.extend([0xDB, 0xF1]); // fcomi st0, st1: 2^63 against the value
                code.extend([0x77, 14]); // ja small: the value is below 2^63
                code.extend([0xDE, 0xE9]); // fsubp: value - 2^63
                code.extend([0x48, 0xB9]); // movabs rcx, 2^63: the top bit to restore
                code.extend((1u64 << 63).to_le_bytes());
                code.extend([0xEB, 2]); // jmp convert
                code.extend([0xDD, 0xD8]); // small: fstp st0 (pop 2^63)
                code.extend(with_rounding(
                    RoundingDirection::TowardZero,
                    &[0xDF, 0x7C, 0x24, FIRST_VALUE], // convert: fistp qword [rsp]
                ));
                code.extend([0x48, 0x8B, 0x44, 0x24, FIRST_VALUE]); // mov rax, [rsp]
                code.extend([0x48, 0x31, 0xC8]); // xor rax, rcx
            }
        }
        code.extend([0x48, 0x83, 0xC4, OPERATION_FRAME_BYTES, 0xC3]); // add rsp, 40; ret
        code
    }
}

/// `fld tword [rsp+offset]`.
fn load_extended(offset: u8) -> [u8; 4] {
    [0xDB, 0x6C, 0x24, offset]
}

/// `fstp tword [rsp]`, then the 80 bits into `rax` (significand) and `rdx` (sign, exponent).
fn result_in_rax_rdx() -> Vec<u8> {
    vec![
        0xDB,
        0x7C,
        0x24,
        FIRST_VALUE, // fstp tword [rsp]
        0x48,
        0x8B,
        0x44,
        0x24,
        FIRST_VALUE, // mov rax, [rsp]
        0x0F,
        0xB7,
        0x54,
        0x24,
        FIRST_VALUE + 8, // movzx edx, word [rsp+8]
    ]
}

/// `instructions` run with the control word's rounding set to `direction`
/// (the control word saved in the scratch words and restored; changes `eax`).
fn with_rounding(direction: RoundingDirection, instructions: &[u8]) -> Vec<u8> {
    let mut code = vec![0xD9, 0x7C, 0x24, SCRATCH]; // fnstcw [rsp+32]
    code.extend([0x0F, 0xB7, 0x44, 0x24, SCRATCH]); // movzx eax, word [rsp+32]
    code.push(0x25); // and eax, !rounding control
    code.extend(u32::from(!ROUNDING_CONTROL_MASK).to_le_bytes());
    code.push(0x0D); // or eax, direction
    code.extend(u32::from(direction.control_bits()).to_le_bytes());
    code.extend([0x66, 0x89, 0x44, 0x24, SCRATCH + 2]); // mov [rsp+34], ax
    code.extend([0xD9, 0x6C, 0x24, SCRATCH + 2]); // fldcw [rsp+34]
    code.extend(instructions);
    code.extend([0xD9, 0x6C, 0x24, SCRATCH]); // fldcw [rsp+32]
    code
}

/// Which way a [`call_stub`] moves an `x86_fp80` result.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum ResultMove {
    /// The callee returns in `%st0` (System V); the stub returns in `rax:rdx`.
    FromX87Stack,
    /// The callee returns in `rax:rdx` (an x87 body); the stub returns in `%st0`.
    ToX87Stack,
}

/// The bytes a [`call_stub`] for `stack_argument_bytes` of stack arguments
/// keeps below its return address: the saved frame pointer, then room for
/// the copied arguments or the 16 bytes of the result, so that the stack
/// pointer is 16-byte aligned at its call.
pub fn call_stub_frame_bytes(stack_argument_bytes: u32) -> u32 {
    8 + stack_argument_bytes.max(16).next_multiple_of(16)
}

/// The stub that calls `callee` (which takes `stack_argument_bytes` of stack
/// arguments, a multiple of 8) and moves its `x86_fp80` result as `result`
/// says. It keeps a frame-pointer frame, as compiled code does, so that a
/// stack walk from the callee finds its caller (`runtime::frame_walker`).
pub fn call_stub(
    callee: StubCallee,
    stack_argument_bytes: u32,
    result: ResultMove,
    position_independent: bool,
) -> (Vec<u8>, Vec<ModuleReloc>) {
    let below_frame_pointer = call_stub_frame_bytes(stack_argument_bytes) - 8;
    let mut code = vec![0x55, 0x48, 0x89, 0xE5]; // push rbp; mov rbp, rsp
    code.extend([0x48, 0x81, 0xEC]); // sub rsp, below_frame_pointer
    code.extend(below_frame_pointer.to_le_bytes());
    for offset in (0..stack_argument_bytes).step_by(8) {
        code.extend([0x48, 0x8B, 0x85]); // mov rax, [rbp + 16 + offset]
        code.extend((16 + offset).to_le_bytes());
        code.extend([0x48, 0x89, 0x84, 0x24]); // mov [rsp + offset], rax
        code.extend(offset.to_le_bytes());
    }
    code.extend(SET_VECTOR_REGISTER_BOUND);
    let mut relocations = Vec::new();
    callee.append_transfer(
        Transfer::Call,
        position_independent,
        &mut code,
        &mut relocations,
    );
    match result {
        ResultMove::FromX87Stack => code.extend(result_in_rax_rdx()),
        ResultMove::ToX87Stack => {
            code.extend([0x48, 0x89, 0x44, 0x24, FIRST_VALUE]); // mov [rsp], rax
            code.extend([0x48, 0x89, 0x54, 0x24, FIRST_VALUE + 8]); // mov [rsp+8], rdx
            code.extend(load_extended(FIRST_VALUE));
        }
    }
    code.extend([0xC9, 0xC3]); // leave; ret
    (code, relocations)
}

#[cfg(test)]
mod tests {
    use super::*;
    use cranelift_module::FuncId;

    #[test]
    fn call_stubs_keep_the_stack_aligned_and_copy_every_stack_argument() {
        for stack_argument_bytes in (0..=256).step_by(8) {
            let frame = call_stub_frame_bytes(stack_argument_bytes);
            // Entered at 8 modulo 16, aligned at the call; room for the copy and the result.
            assert_eq!((frame + 8) % 16, 0);
            assert!(frame >= 8 + stack_argument_bytes.max(16));
            let (code, relocations) = call_stub(
                StubCallee::Direct(FuncId::from_u32(0)),
                stack_argument_bytes,
                ResultMove::FromX87Stack,
                true,
            );
            // Two 8-byte moves per argument word, the call's relocation, `ret` last.
            let copies = code.windows(4).filter(|w| *w == [0x48, 0x89, 0x84, 0x24]);
            assert_eq!(copies.count() as u32, stack_argument_bytes / 8);
            assert_eq!(relocations.len(), 1);
            assert_eq!(code.last(), Some(&0xC3));
        }
    }

    #[test]
    fn operation_stubs_restore_the_stack_pointer_and_return() {
        let operations = [
            X87Operation::Add,
            X87Operation::Remainder,
            X87Operation::RoundToIntegral(Some(RoundingDirection::Down)),
            X87Operation::Compare,
            X87Operation::FromUnsigned64,
            X87Operation::ToUnsigned64,
        ];
        for operation in operations {
            let code = operation.machine_code();
            assert_eq!(code[..4], [0x48, 0x83, 0xEC, OPERATION_FRAME_BYTES]);
            assert_eq!(
                code[code.len() - 5..],
                [0x48, 0x83, 0xC4, OPERATION_FRAME_BYTES, 0xC3]
            );
        }
    }
}
