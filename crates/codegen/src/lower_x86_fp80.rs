//! `x86_fp80` (C's `long double` on x86-64): arithmetic, comparisons,
//! conversions and intrinsics.
//!
//! Representation (`value_types`): an `i128` holding the value's 80 bits, the
//! bits above zero; in memory its 10 bytes. Cranelift has no x87 unit, so:
//! * negation, absolute value and `copysign` change the sign bit (bit 79);
//! * arithmetic, comparison, square root, rounding to integral values and
//!   conversions from and to `float`, `double` and integers of at most 64 bits
//!   call the stubs of `x87_stubs` ([`X87Operation`]), which compute on the
//!   x87 unit exactly as llc's code does (64-bit precision, the current
//!   rounding mode, `frem` as `fmod`);
//! * other intrinsics call the C library's `long double` function of the
//!   same meaning with the intrinsic's prototype (`powl`, `roundl`, `fmal`,
//!   `lrintl`, ...), as llc does; such a call returns in `%st0` and goes
//!   through a stub (`x87_stubs`); `powi` and conversions from and to
//!   integers of 65 to 128 bits call the C runtime's helpers (libgcc's
//!   `__powixf2`, `__floattixf`, `__fixxfti`, ...), as llc does;
//! * `fmuladd` is a multiplication and an addition (LangRef allows the two
//!   roundings).
//!
//! Invariants: every result keeps the bits above 80 zero (the stubs return
//! `rax` and the zero-extended 16 bits in `rdx`; bit operations keep them);
//! `x86_fp80` exists on x86-64 only, and any other target gets an
//! `unsupported` error. Not lowered (an error naming them): conversions
//! between `x86_fp80` and integers wider than 128 bits, vectors of
//! `x86_fp80`, and `frexp` (clang calls `frexpl` instead). `is.fpclass`
//! reads the bits.

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::lower_calls::{CallContinuation, CallTarget};
use crate::machine_stubs::{MachineStub, StubCallee};
use crate::signatures::{call_signature, returns_x87_value, stack_argument_bytes, x87_parameter};
use crate::value_types::integer_container;
use crate::x87_stubs::{ResultMove, RoundingDirection, X87Operation};
use cranelift_codegen::ir::{self as cl, condcodes::IntCC, InstBuilder};
use cranelift_module::Module;
use ir::{AttrList, BinaryOp, CallSite, CastOp, FloatPredicate, Type, TypeId};
use target_lexicon::Architecture;

/// The sign bit and the exponent, in the high 64 bits of the representation.
const SIGN_BIT: i64 = 0x8000;
const MAGNITUDE_BITS: i64 = 0x7FFF;

/// Intrinsics computed by the C library's `long double` function: intrinsic base name → function.
const LIBRARY_INTRINSICS: [(&str, &str); 21] = [
    ("llvm.powi", "__powixf2"),
    ("llvm.round", "roundl"),
    ("llvm.fma", "fmal"),
    ("llvm.minnum", "fminl"),
    ("llvm.maxnum", "fmaxl"),
    ("llvm.pow", "powl"),
    ("llvm.exp", "expl"),
    ("llvm.exp2", "exp2l"),
    ("llvm.log", "logl"),
    ("llvm.log2", "log2l"),
    ("llvm.log10", "log10l"),
    ("llvm.sin", "sinl"),
    ("llvm.cos", "cosl"),
    ("llvm.tan", "tanl"),
    ("llvm.ldexp", "ldexpl"),
    ("llvm.lrint", "lrintl"),
    ("llvm.llrint", "llrintl"),
    ("llvm.lround", "lroundl"),
    ("llvm.llround", "llroundl"),
    ("llvm.asin", "asinl"),
    ("llvm.acos", "acosl"),
];

impl<M: Module> FunctionTranslator<'_, M> {
    /// Whether `ty` is `x86_fp80`.
    pub(crate) fn is_x87_type(&self, ty: TypeId) -> bool {
        self.ir_module.types.get(ty) == &Type::X86Fp80
    }

    /// Calls the stub of `operation` with `arguments`.
    fn x87_operation(
        &mut self,
        operation: X87Operation,
        arguments: &[cl::Value],
    ) -> CodegenResult<cl::Value> {
        let architecture = self.backend.isa().triple().architecture;
        if architecture != Architecture::X86_64 {
            return Err(CodegenError::unsupported(format!(
                "x86_fp80 on {architecture}"
            )));
        }
        let address = self.machine_stub_address(MachineStub::X87Operation(operation))?;
        let (parameters, result) = operation.signature_types();
        let mut signature = self.backend.make_signature();
        signature
            .params
            .extend(parameters.iter().map(|&ty| cl::AbiParam::new(ty)));
        signature.returns.push(cl::AbiParam::new(result));
        let signature = self.builder.import_signature(signature);
        let call = self
            .builder
            .ins()
            .call_indirect(signature, address, arguments);
        Ok(self.builder.inst_results(call)[0])
    }

    /// `fadd`, `fsub`, `fmul`, `fdiv` or `frem` of two `x86_fp80` values.
    pub(crate) fn x87_binary(
        &mut self,
        op: BinaryOp,
        left: cl::Value,
        right: cl::Value,
    ) -> CodegenResult<cl::Value> {
        let operation = match op {
            BinaryOp::FAdd => X87Operation::Add,
            BinaryOp::FSub => X87Operation::Subtract,
            BinaryOp::FMul => X87Operation::Multiply,
            BinaryOp::FDiv => X87Operation::Divide,
            BinaryOp::FRem => X87Operation::Remainder,
            other => {
                return Err(CodegenError::module_level(format!(
                    "{other:?} of x86_fp80 values"
                )))
            }
        };
        self.x87_operation(operation, &[left, right])
    }

    /// `value` with its sign and exponent (the high half) changed by `change`.
    fn with_x87_high_half(
        &mut self,
        value: cl::Value,
        change: impl FnOnce(&mut Self, cl::Value) -> cl::Value,
    ) -> cl::Value {
        let (low, high) = self.builder.ins().isplit(value);
        let high = change(self, high);
        self.builder.ins().iconcat(low, high)
    }

    /// `fneg` of an `x86_fp80` value.
    pub(crate) fn x87_negate(&mut self, value: cl::Value) -> cl::Value {
        self.with_x87_high_half(value, |this, high| {
            this.builder.ins().bxor_imm_u(high, SIGN_BIT)
        })
    }

    /// `fcmp predicate` of two `x86_fp80` values: the stub's code (less,
    /// equal, greater, unordered) selects a bit of the predicate's mask.
    pub(crate) fn x87_compare(
        &mut self,
        predicate: FloatPredicate,
        left: cl::Value,
        right: cl::Value,
    ) -> CodegenResult<cl::Value> {
        const LESS: i64 = 1;
        const EQUAL: i64 = 2;
        const GREATER: i64 = 4;
        const UNORDERED: i64 = 8;
        let mask = match predicate {
            FloatPredicate::False => 0,
            FloatPredicate::Oeq => EQUAL,
            FloatPredicate::Ogt => GREATER,
            FloatPredicate::Oge => GREATER | EQUAL,
            FloatPredicate::Olt => LESS,
            FloatPredicate::Ole => LESS | EQUAL,
            FloatPredicate::One => LESS | GREATER,
            FloatPredicate::Ord => LESS | EQUAL | GREATER,
            FloatPredicate::Ueq => UNORDERED | EQUAL,
            FloatPredicate::Ugt => UNORDERED | GREATER,
            FloatPredicate::Uge => UNORDERED | GREATER | EQUAL,
            FloatPredicate::Ult => UNORDERED | LESS,
            FloatPredicate::Ule => UNORDERED | LESS | EQUAL,
            FloatPredicate::Une => UNORDERED | LESS | GREATER,
            FloatPredicate::Uno => UNORDERED,
            FloatPredicate::True => UNORDERED | LESS | EQUAL | GREATER,
        };
        let code = self.x87_operation(X87Operation::Compare, &[left, right])?;
        let mask = self.builder.ins().iconst(cl::types::I32, mask);
        let selected = self.builder.ins().ushr(mask, code);
        let bit = self.builder.ins().band_imm_u(selected, 1);
        Ok(self.builder.ins().ireduce(cl::types::I8, bit))
    }

    /// A conversion from or to `x86_fp80` (`bitcast` excepted: it keeps the bits).
    pub(crate) fn x87_cast(
        &mut self,
        op: CastOp,
        from: TypeId,
        to: TypeId,
        value: cl::Value,
    ) -> CodegenResult<cl::Value> {
        let types = &self.ir_module.types;
        let unsupported = || {
            CodegenError::unsupported(format!(
                "{} from {} to {}",
                op.name(),
                types.display(from),
                types.display(to)
            ))
        };
        match op {
            CastOp::FPExt => {
                let double = match types.get(from) {
                    Type::Float => self.builder.ins().fpromote(cl::types::F64, value),
                    Type::Double => value,
                    _ => return Err(unsupported()),
                };
                self.x87_operation(X87Operation::FromDouble, &[double])
            }
            CastOp::FPTrunc => match types.get(to) {
                Type::Double => self.x87_operation(X87Operation::ToDouble, &[value]),
                Type::Float => self.x87_operation(X87Operation::ToFloat, &[value]),
                _ => Err(unsupported()),
            },
            CastOp::SIToFP | CastOp::UIToFP => {
                let bits = types.int_width(from).filter(|&bits| bits <= 128);
                let Some(bits) = bits else {
                    return Err(unsupported());
                };
                let signed = op == CastOp::SIToFP;
                let value = if signed {
                    self.sign_extend_in_container(from, value)
                } else {
                    value
                };
                if bits > 64 {
                    return self.x87_i128_conversion(op, value);
                }
                let container = integer_container(bits).expect("at most 64 bits");
                let wide = match (container == cl::types::I64, signed) {
                    (true, _) => value,
                    (false, true) => self.builder.ins().sextend(cl::types::I64, value),
                    (false, false) => self.builder.ins().uextend(cl::types::I64, value),
                };
                let operation = if signed || bits < 64 {
                    X87Operation::FromSigned64
                } else {
                    X87Operation::FromUnsigned64
                };
                self.x87_operation(operation, &[wide])
            }
            CastOp::FPToSI | CastOp::FPToUI => {
                let bits = types.int_width(to).filter(|&bits| bits <= 128);
                let Some(bits) = bits else {
                    return Err(unsupported());
                };
                if bits > 64 {
                    let converted = self.x87_i128_conversion(op, value)?;
                    return Ok(self.wrap_to_width(to, converted));
                }
                // An unsigned result below 64 bits is in the signed range of `i64`.
                let operation = if op == CastOp::FPToUI && bits == 64 {
                    X87Operation::ToUnsigned64
                } else {
                    X87Operation::ToSigned64
                };
                let converted = self.x87_operation(operation, &[value])?;
                let container = integer_container(bits).expect("at most 64 bits");
                let narrowed = if container == cl::types::I64 {
                    converted
                } else {
                    self.builder.ins().ireduce(container, converted)
                };
                Ok(self.wrap_to_width(to, narrowed))
            }
            _ => Err(unsupported()),
        }
    }

    /// An intrinsic with an `x86_fp80` operand or result (`name`, its `base`
    /// name without type suffixes).
    pub(crate) fn x87_intrinsic(
        &mut self,
        name: &str,
        base: &str,
        call: &CallSite,
    ) -> CodegenResult<Vec<cl::Value>> {
        if let Some(&(_, function)) = LIBRARY_INTRINSICS.iter().find(|(b, _)| *b == base) {
            return self.x87_library_call_like(function, call);
        }
        let mut arguments = Vec::with_capacity(call.args.len());
        for argument in &call.args {
            arguments.push(self.scalar_operand(&argument.value)?);
        }
        let round = |direction| X87Operation::RoundToIntegral(direction);
        let operation = match (base, arguments.as_slice()) {
            ("llvm.fabs", &[value]) => {
                return Ok(vec![self.with_x87_high_half(value, |this, high| {
                    this.builder.ins().band_imm_u(high, MAGNITUDE_BITS)
                })])
            }
            ("llvm.copysign", &[magnitude, sign]) => {
                let (_, sign_half) = self.builder.ins().isplit(sign);
                let sign_bit = self.builder.ins().band_imm_u(sign_half, SIGN_BIT);
                return Ok(vec![self.with_x87_high_half(magnitude, |this, high| {
                    let magnitude = this.builder.ins().band_imm_u(high, MAGNITUDE_BITS);
                    this.builder.ins().bor(magnitude, sign_bit)
                })]);
            }
            ("llvm.is.fpclass", &[value, _]) => {
                let mask = call
                    .args
                    .get(1)
                    .and_then(|argument| self.constant_integer_operand(&argument.value))
                    .ok_or_else(|| {
                        CodegenError::module_level("llvm.is.fpclass with a run-time class mask")
                    })?;
                return Ok(vec![self.x87_float_class(value, mask)]);
            }
            ("llvm.fmuladd", &[a, b, c]) => {
                let product = self.x87_binary(BinaryOp::FMul, a, b)?;
                return Ok(vec![self.x87_binary(BinaryOp::FAdd, product, c)?]);
            }
            ("llvm.sqrt", [_]) => X87Operation::SquareRoot,
            ("llvm.floor", [_]) => round(Some(RoundingDirection::Down)),
            ("llvm.ceil", [_]) => round(Some(RoundingDirection::Up)),
            ("llvm.trunc", [_]) => round(Some(RoundingDirection::TowardZero)),
            ("llvm.roundeven", [_]) => round(Some(RoundingDirection::NearestEven)),
            ("llvm.rint" | "llvm.nearbyint", [_]) => round(None),
            _ => {
                return Err(CodegenError::unsupported(format!(
                    "intrinsic @{name} (x86_fp80)"
                )))
            }
        };
        Ok(vec![self.x87_operation(operation, &arguments)?])
    }

    /// `llvm.is.fpclass(value, mask)` of an `x86_fp80`, from its bits, as
    /// llc-19 classifies them: the exponent all ones with the explicit integer
    /// bit set is an infinity (fraction clear) or a NaN, quiet when the
    /// fraction's top bit is set; a set integer bit below that exponent is a
    /// normal number (a zero exponent included: a pseudo-denormal); a clear
    /// one is a zero or a subnormal with a zero exponent. The encodings the
    /// x87 rejects (integer bit clear with the exponent all ones or
    /// ordinary) are NaNs, but neither quiet nor signalling ones.
    fn x87_float_class(&mut self, value: cl::Value, mask: i64) -> cl::Value {
        const SIGNALLING_NAN: i64 = 1;
        const QUIET_NAN: i64 = 2;
        let (significand, high) = self.builder.ins().isplit(value);
        let exponent = self.builder.ins().band_imm_u(high, MAGNITUDE_BITS);
        let negative =
            self.builder
                .ins()
                .icmp_imm_u(IntCC::UnsignedGreaterThan, high, MAGNITUDE_BITS);
        let integer_bit = self
            .builder
            .ins()
            .icmp_imm_s(IntCC::SignedLessThan, significand, 0);
        let fraction = self.builder.ins().band_imm_u(significand, i64::MAX);
        let fraction_clear = self.builder.ins().icmp_imm_u(IntCC::Equal, fraction, 0);
        let top_bits = self.builder.ins().ushr_imm_u(significand, 62);
        // The integer bit and the fraction's top bit.
        let quiet = self.builder.ins().icmp_imm_u(IntCC::Equal, top_bits, 3);
        let signalling_bits = self.builder.ins().icmp_imm_u(IntCC::Equal, top_bits, 2);
        let exponent_max = self
            .builder
            .ins()
            .icmp_imm_u(IntCC::Equal, exponent, MAGNITUDE_BITS);
        let exponent_zero = self.builder.ins().icmp_imm_u(IntCC::Equal, exponent, 0);
        let significand_zero = self.builder.ins().icmp_imm_u(IntCC::Equal, significand, 0);
        let infinity_bits = self.builder.ins().band(integer_bit, fraction_clear);
        let infinity = self.builder.ins().band(exponent_max, infinity_bits);
        let quiet_nan = self.builder.ins().band(exponent_max, quiet);
        let signalling_fraction = self.builder.ins().band_not(signalling_bits, fraction_clear);
        let signalling_nan = self.builder.ins().band(exponent_max, signalling_fraction);
        let not_infinity = self.builder.ins().bnot(infinity_bits);
        let nan_at_max = self.builder.ins().band(exponent_max, not_infinity);
        let special_exponent = self.builder.ins().bor(exponent_max, exponent_zero);
        let unnormal = self.builder.ins().bor(special_exponent, integer_bit);
        let unnormal = self.builder.ins().bnot(unnormal);
        let any_nan = self.builder.ins().bor(nan_at_max, unnormal);
        let normal = self.builder.ins().band_not(integer_bit, exponent_max);
        let zero = self.builder.ins().band(exponent_zero, significand_zero);
        let subnormal = self.builder.ins().bor(integer_bit, significand_zero);
        let subnormal = self.builder.ins().band_not(exponent_zero, subnormal);
        let positive = self.builder.ins().bnot(negative);
        // Every value here is 0 or 1 in bit 0 (the rest is masked at the end).
        let mut result = self.builder.ins().iconst(cl::types::I8, 0);
        let nan_classes = match mask & (SIGNALLING_NAN | QUIET_NAN) {
            0 => None,
            SIGNALLING_NAN => Some(signalling_nan),
            QUIET_NAN => Some(quiet_nan),
            _ => Some(any_nan),
        };
        if let Some(class) = nan_classes {
            result = self.builder.ins().bor(result, class);
        }
        // LLVM's class bits after the NaNs: -inf, -normal, -subnormal, -0,
        // then the positive ones in the reverse order (+0 ... +inf).
        for (negative_bit, class) in [(2, infinity), (3, normal), (4, subnormal), (5, zero)] {
            let positive_bit = 11 - negative_bit;
            for (bit, sign) in [(negative_bit, negative), (positive_bit, positive)] {
                if mask & (1 << bit) != 0 {
                    let signed = self.builder.ins().band(class, sign);
                    result = self.builder.ins().bor(result, signed);
                }
            }
        }
        self.builder.ins().band_imm_u(result, 1)
    }

    /// Calls the C library's `function`, whose prototype is the intrinsic
    /// call's, with the call's arguments.
    fn x87_library_call_like(
        &mut self,
        function: &str,
        call: &CallSite,
    ) -> CodegenResult<Vec<cl::Value>> {
        let types = &self.ir_module.types;
        let signature = call_signature(
            types,
            call.fn_ty,
            &[],
            &AttrList::default(),
            self.backend.isa(),
        )?;
        let arguments = self.call_arguments(call.args.iter().map(|a| &a.value))?;
        let returns_x87 = returns_x87_value(types, call.fn_ty);
        let results = self.x87_library_call(function, signature, returns_x87, &arguments)?;
        let (return_type, _, _) = types.function_parts(call.fn_ty).expect("a function type");
        self.call_results(return_type, None, results)
    }

    /// Calls the library function `function` of Cranelift signature
    /// `signature` (an `x86_fp80` parameter as `signatures` passes it; one
    /// returned in `%st0`, `returns_x87`, as an `i128` result) with `arguments`.
    fn x87_library_call(
        &mut self,
        function: &str,
        signature: cl::Signature,
        returns_x87: bool,
        arguments: &[cl::Value],
    ) -> CodegenResult<Vec<cl::Value>> {
        let id = self
            .symbols
            .helper_function(self.backend, function, &signature)?;
        let target = if returns_x87 {
            let stub = MachineStub::X87Call {
                callee: StubCallee::Direct(id),
                stack_argument_bytes: stack_argument_bytes(&signature.params),
                result: ResultMove::FromX87Stack,
            };
            let address = self.machine_stub_address(stub)?;
            CallTarget::Indirect(self.builder.import_signature(signature), address)
        } else {
            CallTarget::Direct(self.function_reference(id))
        };
        Ok(self
            .emit_call(target, arguments, CallContinuation::FallThrough)?
            .results)
    }

    /// A conversion between `x86_fp80` and an integer of 65 to 128 bits
    /// (its value in an `i128`) by the C runtime's helpers (libgcc's, as llc
    /// calls them): `to_x87` from the integer, else to it.
    fn x87_i128_conversion(&mut self, op: CastOp, value: cl::Value) -> CodegenResult<cl::Value> {
        let mut signature = self.backend.make_signature();
        let (function, to_x87) = match op {
            CastOp::SIToFP => ("__floattixf", true),
            CastOp::UIToFP => ("__floatuntixf", true),
            CastOp::FPToSI => ("__fixxfti", false),
            _ => ("__fixunsxfti", false),
        };
        signature.params.push(if to_x87 {
            cl::AbiParam::new(cl::types::I128)
        } else {
            x87_parameter(&[])
        });
        signature.returns.push(cl::AbiParam::new(cl::types::I128));
        Ok(self.x87_library_call(function, signature, to_x87, &[value])?[0])
    }
}
