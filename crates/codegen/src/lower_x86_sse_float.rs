//! The float intrinsics of SSE, SSE2, SSE3 and SSE4.1 (`lower_x86_simd`
//! decides which call is which and checks its prototype).
//!
//! Invariants (with those of `lower_x86_simd`):
//! * A "scalar" (`ss`/`sd`) intrinsic computes lane 0 and keeps the other
//!   lanes of its first operand, as the instruction keeps its destination's.
//! * NaNs are those of the instruction: `minps`/`maxps` and their scalar forms
//!   return the second operand when either is NaN (or both are zeros), which
//!   `bitselect`/`select` of an ordered `<` gives bit for bit (Cranelift
//!   selects `minps`/`maxps` for that tree); an arithmetic composition keeps
//!   the instruction's operand order, so the NaN that propagates is its.
//! * Conversions to integers give the "integer indefinite" (the least
//!   integer) for NaN and for values out of range; by truncation they are
//!   composed from Cranelift's, in the MXCSR's rounding mode they are the
//!   instruction (`sse_stubs`), and so is rounding with immediate bit 2
//!   (the MXCSR's mode).

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::sse_stubs::SseInstruction;
use cranelift_codegen::ir::{self as cl, condcodes::FloatCC, InstBuilder, MemFlagsData};
use cranelift_module::Module;
use ir::CallSite;

/// The float intrinsics lowered here.
#[derive(Copy, Clone, Debug)]
pub(crate) enum FloatOperation {
    /// `minps`/`maxps` (and `pd`; `ss`/`sd` when `scalar`): `a < b ? a : b`
    /// (`b < a ? a : b`).
    MinMax { maximum: bool, scalar: bool },
    /// `cmpss`/`cmpsd` with predicate 0 to 7 (the immediate): all ones or zero in lane 0.
    CompareScalar,
    /// `comiss`/`ucomiss` (and `sd`): lane 0 compared, 1 or 0 in an `i32`
    /// (`ucomi` differs only in the exceptions it raises).
    CompareToFlags(FloatCC),
    /// `cvttps2dq`, `cvttpd2dq` (the two upper lanes zero), `cvttss2si`,
    /// `cvttsd2si` (and `64`): by truncation.
    TruncateToIntegers,
    /// `cvtpd2ps` (the two upper lanes zero) and `cvtsd2ss` (`b`'s lane 0 into `a`).
    Demote,
    /// `roundps/pd/ss/sd` with immediate bits 1:0 the direction (nearest
    /// even, down, up, toward zero), bit 2 the MXCSR's mode instead, bit 3
    /// no precision exception (the others ignored, as llc-19 ignores them).
    Round,
    /// `dpps`/`dppd`: the products of the lanes selected by immediate bits
    /// 7:4 (+0.0 for the others) summed, into the lanes selected by bits 3:0
    /// (+0.0 elsewhere); the instruction itself, for the NaN it returns
    /// (`sse_stubs`).
    DotProduct,
    /// `addsubps/pd`: `a - b` in even lanes, `a + b` in odd ones.
    AddSubtract,
    /// `haddps/pd`, `hsubps/pd`: adjacent lanes of `a`, then of `b`, added
    /// or subtracted, the even lane the first operand (so its NaN propagates,
    /// as the processor does, though the SDM's pseudo-code adds the odd lane
    /// to the even one).
    Horizontal { subtract: bool },
}

/// The `cmpss` predicates 0 to 7: `eq`, `lt`, `le`, `unord`, `neq`, `nlt`, `nle`, `ord`.
const COMPARE_PREDICATES: [FloatCC; 8] = [
    FloatCC::Equal,
    FloatCC::LessThan,
    FloatCC::LessThanOrEqual,
    FloatCC::Unordered,
    FloatCC::NotEqual,
    FloatCC::UnorderedOrGreaterThanOrEqual,
    FloatCC::UnorderedOrGreaterThan,
    FloatCC::Ordered,
];

impl<M: Module> FunctionTranslator<'_, M> {
    /// `operation` of `operands` (`call` for its immediates), of `result_type`.
    pub(crate) fn x86_float_operation(
        &mut self,
        operation: FloatOperation,
        name: &str,
        call: &CallSite,
        operands: &[cl::Value],
        result_type: Option<cl::Type>,
    ) -> CodegenResult<Option<cl::Value>> {
        let a = operands[0];
        let b = operands.get(1).copied().unwrap_or(a);
        let ty = self.builder.func.dfg.value_type(a);
        Ok(Some(match operation {
            FloatOperation::MinMax { maximum, scalar } => {
                let (x, y) = if scalar {
                    (
                        self.builder.ins().extractlane(a, 0),
                        self.builder.ins().extractlane(b, 0),
                    )
                } else {
                    (a, b)
                };
                let less = if maximum {
                    self.builder.ins().fcmp(FloatCC::LessThan, y, x)
                } else {
                    self.builder.ins().fcmp(FloatCC::LessThan, x, y)
                };
                if scalar {
                    let chosen = self.builder.ins().select(less, x, y);
                    self.builder.ins().insertlane(a, chosen, 0)
                } else {
                    let mask = self.reinterpret(ty, less);
                    self.builder.ins().bitselect(mask, x, y)
                }
            }
            FloatOperation::CompareScalar => {
                let predicate = self.x86_immediate(call, 2, name)?;
                let condition = *COMPARE_PREDICATES.get(predicate as usize).ok_or_else(|| {
                    CodegenError::unsupported(format!(
                        "intrinsic @{name} with predicate {predicate} (AVX's)"
                    ))
                })?;
                let (x, y) = (
                    self.builder.ins().extractlane(a, 0),
                    self.builder.ins().extractlane(b, 0),
                );
                let holds = self.builder.ins().fcmp(condition, x, y);
                let bits = ty.lane_type().as_int();
                let (all_ones, zero) = (self.integer_constant(bits, -1), self.zero(bits));
                let mask = self.builder.ins().select(holds, all_ones, zero);
                let mask = self
                    .builder
                    .ins()
                    .bitcast(ty.lane_type(), MemFlagsData::new(), mask);
                self.builder.ins().insertlane(a, mask, 0)
            }
            FloatOperation::CompareToFlags(condition) => {
                let (x, y) = (
                    self.builder.ins().extractlane(a, 0),
                    self.builder.ins().extractlane(b, 0),
                );
                let holds = self.builder.ins().fcmp(condition, x, y);
                self.builder.ins().uextend(cl::types::I32, holds)
            }
            FloatOperation::TruncateToIntegers => match result_type {
                Some(cl::types::I32X4) if ty == cl::types::F32X4 => {
                    self.builder.ins().x86_cvtt2dq(cl::types::I32X4, a)
                }
                Some(cl::types::I32X4) => {
                    let mut result = self.zero(cl::types::I32X4);
                    for lane in 0..2 {
                        let value = self.builder.ins().extractlane(a, lane);
                        let integer = self.truncate_to_integer(value, cl::types::I32);
                        result = self.builder.ins().insertlane(result, integer, lane);
                    }
                    result
                }
                _ => {
                    let value = self.builder.ins().extractlane(a, 0);
                    let integer_type = result_type.unwrap_or(cl::types::I32);
                    self.truncate_to_integer(value, integer_type)
                }
            },
            FloatOperation::Demote if operands.len() == 1 => self.builder.ins().fvdemote(a),
            FloatOperation::Demote => {
                let value = self.builder.ins().extractlane(b, 0);
                let demoted = self.builder.ins().fdemote(cl::types::F32, value);
                self.builder.ins().insertlane(a, demoted, 0)
            }
            FloatOperation::Round => return self.round(name, call, operands),
            FloatOperation::DotProduct => {
                let instruction = SseInstruction::DotProduct {
                    double: ty == cl::types::F64X2,
                    immediate: self.x86_immediate(call, 2, name)? as u8,
                };
                return self.sse_instruction(instruction, &operands[..2]);
            }
            FloatOperation::AddSubtract => {
                let difference = self.builder.ins().fsub(a, b);
                let sum = self.builder.ins().fadd(a, b);
                let count = ty.lane_count() as u8;
                let lanes: Vec<u8> = (0..count)
                    .map(|lane| if lane % 2 == 0 { lane } else { count + lane })
                    .collect();
                self.pick_lanes(difference, sum, &lanes)
            }
            FloatOperation::Horizontal { subtract } => {
                let (even, odd) = self.even_and_odd_lanes(a, b);
                if subtract {
                    self.builder.ins().fsub(even, odd)
                } else {
                    self.builder.ins().fadd(even, odd)
                }
            }
        }))
    }

    /// `value` (a float) truncated to `integer_type` as `cvtt*2si` converts:
    /// the least integer when the truncated value is out of range or NaN.
    fn truncate_to_integer(&mut self, value: cl::Value, integer_type: cl::Type) -> cl::Value {
        let float_type = self.builder.func.dfg.value_type(value);
        let limit = 2f64.powi(integer_type.bits() as i32 - 1);
        let (low, high) = if float_type == cl::types::F32 {
            (
                self.builder.ins().f32const(-limit as f32),
                self.builder.ins().f32const(limit as f32),
            )
        } else {
            (
                self.builder.ins().f64const(-limit),
                self.builder.ins().f64const(limit),
            )
        };
        let truncated = self.builder.ins().trunc(value);
        let above = self
            .builder
            .ins()
            .fcmp(FloatCC::GreaterThanOrEqual, truncated, low);
        let below = self.builder.ins().fcmp(FloatCC::LessThan, truncated, high);
        let inside = self.builder.ins().band(above, below);
        let converted = self.builder.ins().fcvt_to_sint_sat(integer_type, value);
        let least = self.integer_constant(integer_type, i64::MIN >> (64 - integer_type.bits()));
        self.builder.ins().select(inside, converted, least)
    }

    /// `round.ps/pd` (`a`, immediate) or `round.ss/sd` (`a`, `b`, immediate).
    fn round(
        &mut self,
        name: &str,
        call: &CallSite,
        operands: &[cl::Value],
    ) -> CodegenResult<Option<cl::Value>> {
        let vectors = &operands[..operands.len() - 1];
        // Bits 7:4 are reserved: llc-19 emits the low four bits.
        let immediate = self.x86_immediate(call, vectors.len(), name)? as u8 & 0xF;
        let ty = self.builder.func.dfg.value_type(vectors[0]);
        if immediate & 4 != 0 {
            let instruction = SseInstruction::Round {
                packed: vectors.len() == 1,
                double: ty == cl::types::F64X2,
                immediate,
            };
            return self.sse_instruction(instruction, vectors);
        }
        let source = match vectors {
            [packed] => *packed,
            [_, scalar] => self.builder.ins().extractlane(*scalar, 0),
            _ => unreachable!("round takes one or two vectors"),
        };
        let ins = self.builder.ins();
        let rounded = match immediate & 3 {
            0 => ins.nearest(source),
            1 => ins.floor(source),
            2 => ins.ceil(source),
            _ => ins.trunc(source),
        };
        Ok(Some(match vectors {
            [destination, _] => self.builder.ins().insertlane(*destination, rounded, 0),
            _ => rounded,
        }))
    }
}
