//! Intrinsics about the machine rather than values: traps, the frame chain
//! and the rounding mode, and the float intrinsics Cranelift has no
//! instruction for.
//!
//! * `llvm.trap`, `llvm.ubsantrap`: an unconditional trap
//!   ([`TRAP_INTRINSIC`]; `ud2` on x86-64, as llc); `llvm.debugtrap`: a
//!   breakpoint (`int3`). Code after them in the block stays (a `trapnz` on
//!   a constant keeps the block open); it is unreachable.
//! * `llvm.frameaddress(N)`, `llvm.returnaddress(N)`: the frame pointer
//!   (frames are always chained: `preserve_frame_pointers`), followed `N`
//!   times through the saved frame pointer at `[fp]`; the return address is
//!   the word above the frame pointer, as on x86-64 and AArch64 alike.
//! * `llvm.is.fpclass(x, mask)`: the classes of LangRef (bit 0 signalling
//!   NaN up to bit 9 positive infinity) read from `x`'s bits: the magnitude
//!   (bits without the sign) against the encodings of the smallest normal
//!   number, infinity and the quiet bit.
//! * `llvm.get.rounding`: the C library's `fegetround()` in C's `FLT_ROUNDS`
//!   numbering;
//! * `llvm.powi`: compiler-rt's and libgcc's `__powidf2`/`__powisf2`, which
//!   llc calls; `llvm.frexp`: the C library's `frexp`/`frexpf`, the exponent
//!   through a stack slot.
//!
//! Invariant: [`MACHINE_INTRINSICS`] names exactly what
//! [`FunctionTranslator::machine_intrinsic`] lowers; it takes only scalar
//! `float` and `double` operands for the float ones (others are refused with
//! an error naming the intrinsic and type).

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use cranelift_codegen::ir::{self as cl, condcodes::IntCC, InstBuilder, MemFlagsData, TrapCode};
use cranelift_module::Module;
use ir::CallSite;

/// The trap of `llvm.trap` and `llvm.ubsantrap`.
pub const TRAP_INTRINSIC: TrapCode = TrapCode::unwrap_user(3);

/// The intrinsics (without type suffixes) [`FunctionTranslator::machine_intrinsic`] lowers.
pub const MACHINE_INTRINSICS: [&str; 9] = [
    "llvm.trap",
    "llvm.get.rounding",
    "llvm.ubsantrap",
    "llvm.debugtrap",
    "llvm.frameaddress",
    "llvm.returnaddress",
    "llvm.is.fpclass",
    "llvm.powi",
    "llvm.frexp",
];

impl<M: Module> FunctionTranslator<'_, M> {
    /// Intrinsic `name` (`base`: one of [`MACHINE_INTRINSICS`]) called by `call`.
    pub(crate) fn machine_intrinsic(
        &mut self,
        name: &str,
        base: &str,
        call: &CallSite,
    ) -> CodegenResult<Vec<cl::Value>> {
        match base {
            "llvm.trap" | "llvm.ubsantrap" => {
                let always = self.builder.ins().iconst(cl::types::I8, 1);
                self.builder.ins().trapnz(always, TRAP_INTRINSIC);
                return Ok(Vec::new());
            }
            "llvm.debugtrap" => {
                self.builder.ins().debugtrap();
                return Ok(Vec::new());
            }
            "llvm.get.rounding" => return self.rounding_mode().map(|mode| vec![mode]),
            "llvm.frameaddress" | "llvm.returnaddress" => {
                let level = self.constant_immediate(call, 0, name, "level")?;
                return Ok(vec![
                    self.frame_chain_address(base == "llvm.returnaddress", level)
                ]);
            }
            _ => {}
        }
        let mut arguments = Vec::with_capacity(call.args.len());
        for argument in &call.args {
            arguments.push(self.scalar_operand(&argument.value)?);
        }
        let float_type = arguments
            .first()
            .map(|&value| self.builder.func.dfg.value_type(value))
            .filter(|&ty| ty == cl::types::F32 || ty == cl::types::F64)
            .ok_or_else(|| CodegenError::unsupported(format!("intrinsic @{name}")))?;
        let double = float_type == cl::types::F64;
        match (base, arguments.as_slice()) {
            ("llvm.is.fpclass", [value, _]) => {
                let mask = self.constant_immediate(call, 1, name, "mask")? as u32 & 0x3ff;
                Ok(vec![self.float_class_test(*value, mask)])
            }
            ("llvm.powi", [value, exponent]) => {
                // `__powidf2` takes an `int`; the exponent may be of any width.
                let exponent = match self.builder.func.dfg.value_type(*exponent).bits() {
                    32 => *exponent,
                    bits if bits > 32 => self.builder.ins().ireduce(cl::types::I32, *exponent),
                    _ => self.builder.ins().sextend(cl::types::I32, *exponent),
                };
                let function = if double { "__powidf2" } else { "__powisf2" };
                self.call_helper(
                    function,
                    &[float_type, cl::types::I32],
                    &[float_type],
                    &[*value, exponent],
                )
            }
            ("llvm.frexp", [value]) => {
                let slot = self.builder.create_sized_stack_slot(cl::StackSlotData::new(
                    cl::StackSlotKind::ExplicitSlot,
                    4,
                    2,
                ));
                let exponent_address = self.builder.ins().stack_addr(cl::types::I64, slot, 0);
                let function = if double { "frexp" } else { "frexpf" };
                let fraction = self.call_helper(
                    function,
                    &[float_type, cl::types::I64],
                    &[float_type],
                    &[*value, exponent_address],
                )?;
                let exponent =
                    self.builder
                        .ins()
                        .stack_load(cl::types::I64, cl::types::I32, slot, 0);
                Ok(vec![fraction[0], exponent])
            }
            _ => Err(CodegenError::unsupported(format!("intrinsic @{name}"))),
        }
    }

    /// `llvm.get.rounding`: the C library's `fegetround()`, whose mode bits
    /// (the x87 control word's on x86-64, FPCR's on AArch64) map to C's
    /// `FLT_ROUNDS` numbering (0 toward zero, 1 nearest, 2 upward, 3 downward)
    /// through a table of 2-bit entries indexed by the mode.
    fn rounding_mode(&mut self) -> CodegenResult<cl::Value> {
        // glibc's modes: x86-64 nearest, down, up, zero at bits 10-11;
        // AArch64 nearest, up, down, zero at bits 22-23.
        let (shift, table) = match self.backend.isa().triple().architecture {
            target_lexicon::Architecture::X86_64 => (10, 0b00_10_11_01),
            target_lexicon::Architecture::Aarch64(_) => (22, 0b00_11_10_01),
            other => {
                return Err(CodegenError::unsupported(format!(
                    "intrinsic @llvm.get.rounding on {other}"
                )))
            }
        };
        let mode = self.call_helper("fegetround", &[], &[cl::types::I32], &[])?[0];
        let mode = self.builder.ins().ushr_imm_u(mode, shift);
        let mode = self.builder.ins().band_imm_u(mode, 3);
        let position = self.builder.ins().ishl_imm_u(mode, 1);
        let table = self.builder.ins().iconst(cl::types::I32, table);
        let entry = self.builder.ins().ushr(table, position);
        Ok(self.builder.ins().band_imm_u(entry, 3))
    }

    /// The frame pointer of the frame `level` frames up the chain, or (for
    /// `return_address`) that frame's return address.
    fn frame_chain_address(&mut self, return_address: bool, level: u64) -> cl::Value {
        let mut frame = self.builder.ins().get_frame_pointer(cl::types::I64);
        for _ in 0..level {
            frame = self
                .builder
                .ins()
                .load(cl::types::I64, MemFlagsData::trusted(), frame, 0);
        }
        if return_address {
            self.builder
                .ins()
                .load(cl::types::I64, MemFlagsData::trusted(), frame, 8)
        } else {
            frame
        }
    }

    /// The `immarg` operand `index` of intrinsic `name` (its `what`, for the
    /// error when it is not a non-negative constant).
    fn constant_immediate(
        &self,
        call: &CallSite,
        index: usize,
        name: &str,
        what: &str,
    ) -> CodegenResult<u64> {
        call.args
            .get(index)
            .and_then(|argument| self.constant_integer_operand(&argument.value))
            .and_then(|value| u64::try_from(value).ok())
            .ok_or_else(|| {
                CodegenError::unsupported(format!("intrinsic @{name} without a constant {what}"))
            })
    }

    /// Whether the float `value` is in one of the classes `mask` selects
    /// (LangRef's `llvm.is.fpclass` bits): an `i8` 0 or 1.
    fn float_class_test(&mut self, value: cl::Value, mask: u32) -> cl::Value {
        let float_type = self.builder.func.dfg.value_type(value);
        let (int_type, mantissa_bits, width) = if float_type == cl::types::F64 {
            (cl::types::I64, 52, 64)
        } else {
            (cl::types::I32, 23, 32)
        };
        let bits = self
            .builder
            .ins()
            .bitcast(int_type, MemFlagsData::new(), value);
        let magnitude_mask = (1u64 << (width - 1)) - 1;
        let magnitude = self.builder.ins().band_imm_u(bits, magnitude_mask as i64);
        let negative = self
            .builder
            .ins()
            .icmp_imm_s(IntCC::SignedLessThan, bits, 0);
        let infinity = (magnitude_mask >> mantissa_bits) << mantissa_bits;
        let smallest_normal = 1u64 << mantissa_bits;
        let quiet_bit = 1u64 << (mantissa_bits - 1);
        let compare = |translator: &mut Self, cc: IntCC, constant: u64| {
            translator
                .builder
                .ins()
                .icmp_imm_u(cc, magnitude, constant as i64)
        };
        let is_nan = compare(self, IntCC::UnsignedGreaterThan, infinity);
        let quiet = compare(
            self,
            IntCC::UnsignedGreaterThanOrEqual,
            infinity | quiet_bit,
        );
        let not_quiet = self.builder.ins().bxor_imm_u(quiet, 1);
        let signalling = self.builder.ins().band(is_nan, not_quiet);
        let is_infinity = compare(self, IntCC::Equal, infinity);
        let at_least_normal = compare(self, IntCC::UnsignedGreaterThanOrEqual, smallest_normal);
        let below_infinity = compare(self, IntCC::UnsignedLessThan, infinity);
        let is_normal = self.builder.ins().band(at_least_normal, below_infinity);
        let is_zero = compare(self, IntCC::Equal, 0);
        let below_normal = self.builder.ins().bxor_imm_u(at_least_normal, 1);
        let not_zero = self.builder.ins().bxor_imm_u(is_zero, 1);
        let is_subnormal = self.builder.ins().band(below_normal, not_zero);
        let positive = self.builder.ins().bxor_imm_u(negative, 1);
        // LangRef's bits 2 to 9: negative infinity, normal, subnormal, zero,
        // then positive zero, subnormal, normal, infinity.
        let signed_classes = [
            (2, negative, is_infinity),
            (3, negative, is_normal),
            (4, negative, is_subnormal),
            (5, negative, is_zero),
            (6, positive, is_zero),
            (7, positive, is_subnormal),
            (8, positive, is_normal),
            (9, positive, is_infinity),
        ];
        let mut result = self.builder.ins().iconst(cl::types::I8, 0);
        for (bit, class) in [(0, signalling), (1, quiet)] {
            if mask & (1 << bit) != 0 {
                let class = if bit == 1 {
                    self.builder.ins().band(class, is_nan)
                } else {
                    class
                };
                result = self.builder.ins().bor(result, class);
            }
        }
        for (bit, sign, class) in signed_classes {
            if mask & (1 << bit) != 0 {
                let member = self.builder.ins().band(sign, class);
                result = self.builder.ins().bor(result, member);
            }
        }
        result
    }
}
