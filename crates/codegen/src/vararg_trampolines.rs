//! The machine code of the x86-64 stubs through which variadic functions are called.
//!
//! The System V x86-64 ABI (§3.5.7) has a caller of a variadic function pass,
//! in `%al`, an upper bound (0 to 8) of the number of vector registers its
//! arguments use. Cranelift cannot set `%rax` before a call, so such a call
//! goes to a stub that sets `%eax` to 8 (an upper bound for every call) and
//! jumps to the callee, which thus finds the arguments the caller left in the
//! registers and on the stack, and returns straight to the caller:
//! * [`VarargTrampoline::Direct`]: the callee is a symbol, reached with a
//!   relocation (`jmp rel32` through the PLT in position-independent code, an
//!   absolute address in `%r11` otherwise);
//! * [`VarargTrampoline::AddressInRegister`]: the callee's address is one more
//!   integer argument, in the first argument register the call leaves free;
//!   the stub moves it to `%r11`, a scratch register that carries no argument;
//! * [`VarargTrampoline::AddressInVectorRegister`]: when the call fills all
//!   six integer argument registers, the address travels as the bits of one
//!   more `double`, in the first vector argument register the call leaves
//!   free (the callee reads no more unnamed `double`s than it was passed, so
//!   it never sees it); the stub moves it to `%r11`.
//!
//! Invariant: a stub changes only `%rax` and `%r11` (caller-saved, no
//! argument in them but `%al` itself) and the stack pointer not at all.

use cranelift_codegen::binemit::Reloc;
use cranelift_module::{FuncId, ModuleReloc, ModuleRelocTarget};

/// The System V integer argument registers, in order, by x86-64 register number.
const INTEGER_ARGUMENT_REGISTERS: [u8; 6] = [7, 6, 2, 1, 8, 9];

/// The number of integer argument registers: `rdi, rsi, rdx, rcx, r8, r9`.
pub const INTEGER_ARGUMENT_REGISTER_COUNT: usize = INTEGER_ARGUMENT_REGISTERS.len();

/// `mov eax, 8`: every vector argument register may hold an argument.
const SET_VECTOR_REGISTER_BOUND: [u8; 5] = [0xB8, 8, 0, 0, 0];

/// `jmp r11`.
const JUMP_TO_R11: [u8; 3] = [0x41, 0xFF, 0xE3];

/// Which stub.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum VarargTrampoline {
    /// Jumps to this function.
    Direct(FuncId),
    /// Jumps to the address passed in the integer argument register of this index (0 = `rdi`).
    AddressInRegister(usize),
    /// Jumps to the address passed in the vector argument register of this index (0 = `xmm0`).
    AddressInVectorRegister(usize),
}

impl VarargTrampoline {
    /// The stub's local symbol name; `callee_name` is the direct callee's.
    pub fn symbol_name(self, callee_name: &str) -> String {
        match self {
            VarargTrampoline::Direct(_) => format!("__statepoint_vararg_call.{callee_name}"),
            VarargTrampoline::AddressInRegister(index) => {
                format!("__statepoint_vararg_call_indirect.{index}")
            }
            VarargTrampoline::AddressInVectorRegister(index) => {
                format!("__statepoint_vararg_call_indirect_xmm.{index}")
            }
        }
    }

    /// The stub's bytes and relocations; `position_independent` as the ISA's `is_pic`.
    pub fn machine_code(self, position_independent: bool) -> (Vec<u8>, Vec<ModuleReloc>) {
        let mut code = SET_VECTOR_REGISTER_BOUND.to_vec();
        let mut relocations = Vec::new();
        match self {
            VarargTrampoline::Direct(callee) => {
                let name = ModuleRelocTarget::User {
                    namespace: 0,
                    index: callee.as_u32(),
                };
                if position_independent {
                    code.push(0xE9);
                    relocations.push(ModuleReloc {
                        offset: code.len() as u32,
                        kind: Reloc::X86CallPLTRel4,
                        name,
                        addend: -4,
                    });
                    code.extend([0; 4]);
                } else {
                    // movabs r11, imm64
                    code.extend([0x49, 0xBB]);
                    relocations.push(ModuleReloc {
                        offset: code.len() as u32,
                        kind: Reloc::Abs8,
                        name,
                        addend: 0,
                    });
                    code.extend([0; 8]);
                    code.extend(JUMP_TO_R11);
                }
            }
            VarargTrampoline::AddressInRegister(index) => {
                // mov r11, <argument register>: REX.W, REX.R for r8/r9, REX.B for r11.
                let source = INTEGER_ARGUMENT_REGISTERS[index];
                let rex = 0x49 | if source >= 8 { 0x04 } else { 0 };
                let mod_rm = 0xC0 | ((source & 7) << 3) | 3;
                let mut with_move = vec![rex, 0x89, mod_rm];
                with_move.extend(code);
                code = with_move;
                code.extend(JUMP_TO_R11);
            }
            VarargTrampoline::AddressInVectorRegister(index) => {
                // movq r11, xmm<index>: 66 REX.W+B 0F 7E /r.
                let mod_rm = 0xC0 | ((index as u8 & 7) << 3) | 3;
                let mut with_move = vec![0x66, 0x49, 0x0F, 0x7E, mod_rm];
                with_move.extend(code);
                code = with_move;
                code.extend(JUMP_TO_R11);
            }
        }
        (code, relocations)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indirect_stubs_move_the_address_to_r11_set_eax_and_jump() {
        let (code, relocations) = VarargTrampoline::AddressInRegister(0).machine_code(true);
        // mov r11, rdi; mov eax, 8; jmp r11
        assert_eq!(code, [0x49, 0x89, 0xFB, 0xB8, 8, 0, 0, 0, 0x41, 0xFF, 0xE3]);
        assert!(relocations.is_empty());
        // mov r11, r9
        let (code, _) = VarargTrampoline::AddressInRegister(5).machine_code(false);
        assert_eq!(code[..3], [0x4D, 0x89, 0xCB]);
        // movq r11, xmm0 and movq r11, xmm7 (as GNU as encodes them)
        let (code, _) = VarargTrampoline::AddressInVectorRegister(0).machine_code(true);
        assert_eq!(code[..5], [0x66, 0x49, 0x0F, 0x7E, 0xC3]);
        let (code, _) = VarargTrampoline::AddressInVectorRegister(7).machine_code(true);
        assert_eq!(code[..5], [0x66, 0x49, 0x0F, 0x7E, 0xFB]);
    }
}
