//! The x86-64 stubs the lowering calls where Cranelift cannot express a call
//! or an operation: hand-written machine code, defined once per module as a
//! local function ([`MachineStub`], `module_symbols`) and called with an
//! ordinary System V call.
//!
//! * [`MachineStub::VarargCall`]: the System V x86-64 ABI (§3.5.7) has a
//!   caller of a variadic function pass, in `%al`, an upper bound (0 to 8) of
//!   the number of vector registers its arguments use. Cranelift cannot set
//!   `%rax` before a call, so such a call goes to a stub that sets `%eax` to 8
//!   (an upper bound for every call) and jumps to the callee, which thus
//!   finds the arguments the caller left in the registers and on the stack,
//!   and returns straight to the caller.
//! * [`MachineStub::X87Call`] and [`MachineStub::X87Operation`]: `x86_fp80`
//!   (`x87_stubs`).
//! * [`MachineStub::SseInstruction`]: one SSE instruction whose result or
//!   effect Cranelift cannot express (`sse_stubs`).
//!
//! How a stub reaches its callee ([`StubCallee`]):
//! * [`StubCallee::Direct`]: the callee is a symbol, reached with a
//!   relocation (`jmp`/`call rel32` through the PLT in position-independent
//!   code, an absolute address in `%r11` otherwise);
//! * [`StubCallee::AddressInRegister`]: the callee's address is one more
//!   integer argument, in the first argument register the call leaves free;
//!   the stub moves it to `%r11`, a scratch register that carries no argument;
//! * [`StubCallee::AddressInVectorRegister`]: when the call fills all
//!   six integer argument registers, the address travels as the bits of one
//!   more `double`, in the first vector argument register the call leaves
//!   free (the callee reads no more unnamed `double`s than it was passed, so
//!   it never sees it); the stub moves it to `%r11`.
//!
//! Invariant: a stub that calls or jumps to a callee changes, before the
//! transfer, no argument register (only `%rax`, `%r11`, caller-saved and
//! carrying no argument but `%al` itself, and the stack pointer), so the
//! callee finds every register argument where the caller put it; one that
//! jumps leaves the stack pointer as it was, one that calls copies the stack
//! arguments below its frame (`x87_stubs`).

use crate::sse_stubs::SseInstruction;
use crate::x87_stubs::{ResultMove, X87Operation};
use cranelift_codegen::binemit::Reloc;
use cranelift_module::{FuncId, ModuleReloc, ModuleRelocTarget};

/// The System V integer argument registers, in order, by x86-64 register number.
const INTEGER_ARGUMENT_REGISTERS: [u8; 6] = [7, 6, 2, 1, 8, 9];

/// The number of integer argument registers: `rdi, rsi, rdx, rcx, r8, r9`.
pub const INTEGER_ARGUMENT_REGISTER_COUNT: usize = INTEGER_ARGUMENT_REGISTERS.len();

/// `mov eax, 8`: every vector argument register may hold an argument.
pub const SET_VECTOR_REGISTER_BOUND: [u8; 5] = [0xB8, 8, 0, 0, 0];

/// How a stub reaches the function it forwards to.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum StubCallee {
    /// This function.
    Direct(FuncId),
    /// The address passed in the integer argument register of this index (0 = `rdi`).
    AddressInRegister(usize),
    /// The address passed in the vector argument register of this index (0 = `xmm0`).
    AddressInVectorRegister(usize),
}

/// Whether a stub jumps to its callee (which returns to the stub's caller) or calls it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Transfer {
    Jump,
    Call,
}

impl StubCallee {
    /// A name part that tells stubs for different callees apart; `callee_name` is the direct callee's.
    fn name_part(self, callee_name: &str) -> String {
        match self {
            StubCallee::Direct(_) => callee_name.to_string(),
            StubCallee::AddressInRegister(index) => format!("indirect.{index}"),
            StubCallee::AddressInVectorRegister(index) => format!("indirect_xmm.{index}"),
        }
    }

    /// Appends the jump or call to the callee (changing `%r11` only).
    pub fn append_transfer(
        self,
        transfer: Transfer,
        position_independent: bool,
        code: &mut Vec<u8>,
        relocations: &mut Vec<ModuleReloc>,
    ) {
        // `jmp r11` / `call r11`.
        let through_r11 = match transfer {
            Transfer::Jump => [0x41, 0xFF, 0xE3],
            Transfer::Call => [0x41, 0xFF, 0xD3],
        };
        match self {
            StubCallee::Direct(callee) => {
                let name = ModuleRelocTarget::User {
                    namespace: 0,
                    index: callee.as_u32(),
                };
                if position_independent {
                    code.push(match transfer {
                        Transfer::Jump => 0xE9,
                        Transfer::Call => 0xE8,
                    });
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
                    code.extend(through_r11);
                }
            }
            StubCallee::AddressInRegister(index) => {
                // mov r11, <argument register>: REX.W, REX.R for r8/r9, REX.B for r11.
                let source = INTEGER_ARGUMENT_REGISTERS[index];
                let rex = 0x49 | if source >= 8 { 0x04 } else { 0 };
                let mod_rm = 0xC0 | ((source & 7) << 3) | 3;
                code.extend([rex, 0x89, mod_rm]);
                code.extend(through_r11);
            }
            StubCallee::AddressInVectorRegister(index) => {
                // movq r11, xmm<index>: 66 REX.W+B 0F 7E /r.
                let mod_rm = 0xC0 | ((index as u8 & 7) << 3) | 3;
                code.extend([0x66, 0x49, 0x0F, 0x7E, mod_rm]);
                code.extend(through_r11);
            }
        }
    }
}

/// One stub.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum MachineStub {
    /// Sets `%al` for a variadic callee and jumps to it.
    VarargCall(StubCallee),
    /// Calls a function returning `x86_fp80`, whose stack arguments take this
    /// many bytes, and moves the result between `%st0` and `rax:rdx` (`x87_stubs`).
    X87Call {
        callee: StubCallee,
        stack_argument_bytes: u32,
        result: ResultMove,
    },
    /// One `x86_fp80` operation (`x87_stubs`).
    X87Operation(X87Operation),
    /// One SSE instruction (`sse_stubs`).
    SseInstruction(SseInstruction),
}

impl MachineStub {
    /// The direct callee, if any.
    pub fn direct_callee(self) -> Option<FuncId> {
        match self {
            MachineStub::VarargCall(StubCallee::Direct(callee))
            | MachineStub::X87Call {
                callee: StubCallee::Direct(callee),
                ..
            } => Some(callee),
            _ => None,
        }
    }

    /// The stub's local symbol name; `callee_name` is the direct callee's.
    pub fn symbol_name(self, callee_name: &str) -> String {
        match self {
            MachineStub::VarargCall(callee) => {
                format!("__statepoint_vararg_call.{}", callee.name_part(callee_name))
            }
            MachineStub::X87Call {
                callee,
                stack_argument_bytes,
                result,
            } => {
                let kind = match result {
                    ResultMove::FromX87Stack => "x87_call",
                    ResultMove::ToX87Stack => "x87_export",
                };
                format!(
                    "__statepoint_{kind}.{}.{stack_argument_bytes}",
                    callee.name_part(callee_name)
                )
            }
            MachineStub::X87Operation(operation) => {
                format!("__statepoint_x87.{}", operation.name())
            }
            MachineStub::SseInstruction(instruction) => {
                format!("__statepoint_sse.{}", instruction.name())
            }
        }
    }

    /// The stub's bytes and relocations; `position_independent` as the ISA's `is_pic`.
    pub fn machine_code(self, position_independent: bool) -> (Vec<u8>, Vec<ModuleReloc>) {
        match self {
            MachineStub::VarargCall(callee) => {
                let mut code = SET_VECTOR_REGISTER_BOUND.to_vec();
                let mut relocations = Vec::new();
                callee.append_transfer(
                    Transfer::Jump,
                    position_independent,
                    &mut code,
                    &mut relocations,
                );
                (code, relocations)
            }
            MachineStub::X87Call {
                callee,
                stack_argument_bytes,
                result,
            } => crate::x87_stubs::call_stub(
                callee,
                stack_argument_bytes,
                result,
                position_independent,
            ),
            MachineStub::X87Operation(operation) => (operation.machine_code(), Vec::new()),
            MachineStub::SseInstruction(instruction) => (instruction.machine_code(), Vec::new()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indirect_vararg_stubs_set_eax_move_the_address_to_r11_and_jump() {
        let stub = |callee| MachineStub::VarargCall(callee).machine_code(true);
        let (code, relocations) = stub(StubCallee::AddressInRegister(0));
        // mov eax, 8; mov r11, rdi; jmp r11
        assert_eq!(code, [0xB8, 8, 0, 0, 0, 0x49, 0x89, 0xFB, 0x41, 0xFF, 0xE3]);
        assert!(relocations.is_empty());
        // mov r11, r9
        let (code, _) = stub(StubCallee::AddressInRegister(5));
        assert_eq!(code[5..8], [0x4D, 0x89, 0xCB]);
        // movq r11, xmm0 and movq r11, xmm7 (as GNU as encodes them)
        let (code, _) = stub(StubCallee::AddressInVectorRegister(0));
        assert_eq!(code[5..10], [0x66, 0x49, 0x0F, 0x7E, 0xC3]);
        let (code, _) = stub(StubCallee::AddressInVectorRegister(7));
        assert_eq!(code[5..10], [0x66, 0x49, 0x0F, 0x7E, 0xFB]);
    }
}
