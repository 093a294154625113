//! The `llvm.*` intrinsics clang emits for our examples.
//!
//! Invariant: an intrinsic either maps to Cranelift instructions with the same
//! semantics, or to the C library function of the same meaning (`memcpy`,
//! `fmin`, `pow`, ...), or is a no-op for code generation (lifetime markers,
//! debug info, `assume`, `expect`, `prefetch`), or is one of
//! `lower_machine_intrinsics` (traps, the frame chain, the rounding mode, float classes,
//! `powi`, `frexp`), or, with an `x86_fp80` operand or result, one of
//! `lower_x86_fp80`, or, named `llvm.x86.*`, one of `lower_x86_simd` (decided
//! there, before anything here looks at its vectors); every other intrinsic is an
//! `unsupported in the Cranelift backend` error naming it.

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::lower_machine_intrinsics::MACHINE_INTRINSICS;
use crate::padded_integer_intrinsics::PADDED_INTEGER_INTRINSICS;
use crate::value_types::{is_padded_integer, leaf_types, wide_integer_limbs};
use crate::wide_integer_intrinsics::WIDE_INTEGER_INTRINSICS;
use cranelift_codegen::ir::{self as cl, condcodes::IntCC, InstBuilder, MemFlagsData};
use cranelift_module::Module;
use ir::{CallSite, TypeId};

/// Intrinsics without effect on generated code.
const NO_OP_INTRINSIC_PREFIXES: [&str; 8] = [
    "llvm.lifetime.",
    "llvm.dbg.",
    "llvm.assume",
    "llvm.experimental.noalias.scope.decl",
    "llvm.invariant.",
    "llvm.sideeffect",
    "llvm.donothing",
    "llvm.prefetch",
];

/// Float intrinsics computed by the C library: intrinsic base name → (f64 name, f32 name).
const LIBRARY_FLOAT_INTRINSICS: [(&str, &str, &str); 11] = [
    ("llvm.minnum", "fmin", "fminf"),
    ("llvm.maxnum", "fmax", "fmaxf"),
    ("llvm.pow", "pow", "powf"),
    ("llvm.exp", "exp", "expf"),
    ("llvm.exp2", "exp2", "exp2f"),
    ("llvm.log", "log", "logf"),
    ("llvm.log2", "log2", "log2f"),
    ("llvm.log10", "log10", "log10f"),
    ("llvm.sin", "sin", "sinf"),
    ("llvm.cos", "cos", "cosf"),
    ("llvm.round", "round", "roundf"),
];

impl<M: Module> FunctionTranslator<'_, M> {
    pub(crate) fn translate_intrinsic(
        &mut self,
        name: &str,
        call: &CallSite,
    ) -> CodegenResult<Vec<cl::Value>> {
        if name.starts_with("llvm.x86.") {
            return self.translate_x86_intrinsic(name, call);
        }
        if NO_OP_INTRINSIC_PREFIXES.iter().any(|p| name.starts_with(p)) {
            // `llvm.invariant.start` has a result (a descriptor only
            // `llvm.invariant.end` reads): zeros stand for it.
            let types = &self.ir_module.types;
            let result_type = types.function_parts(call.fn_ty).map(|(ret, _, _)| ret);
            let leaves = match result_type {
                Some(ty) => leaf_types(types, ty)?,
                None => Vec::new(),
            };
            return Ok(leaves.into_iter().map(|leaf| self.zero(leaf)).collect());
        }
        let base = intrinsic_base_name(name);
        if self.has_x87_operand_or_result(call) {
            return self.x87_intrinsic(name, base, call);
        }
        if MACHINE_INTRINSICS.contains(&base) {
            return self.machine_intrinsic(name, base, call);
        }
        if let Some(lowered) = self.translate_wide_integer_intrinsic(name, base, call)? {
            return Ok(lowered);
        }
        if matches!(base, "llvm.masked.gather" | "llvm.masked.scatter") {
            return self.masked_gather_or_scatter(name, base, call);
        }
        let padded = self.check_intrinsic_integer_widths(name, base, call)?;
        if let Some(lanes) = self.translate_lane_wise_intrinsic(name, base, call)? {
            return Ok(lanes);
        }
        let mut arguments = Vec::with_capacity(call.args.len());
        for argument in &call.args {
            arguments.push(self.scalar_operand(&argument.value)?);
        }
        if let Some(ty) = padded {
            return self.padded_integer_intrinsic(name, base, ty, &arguments);
        }
        if matches!(base, "llvm.stacksave" | "llvm.stackrestore") {
            return self.stack_save_or_restore(name, arguments.first().copied());
        }
        if base.starts_with("llvm.va_") {
            return self.translate_vararg_intrinsic(base, &arguments);
        }
        self.intrinsic_of_values(name, base, &arguments)
    }

    /// Whether an intrinsic call has an `x86_fp80` operand or result (`lower_x86_fp80`).
    fn has_x87_operand_or_result(&self, call: &CallSite) -> bool {
        self.ir_module
            .types
            .function_parts(call.fn_ty)
            .is_some_and(|(result, parameters, _)| {
                std::iter::once(&result)
                    .chain(parameters)
                    .any(|&ty| self.is_x87_type(ty))
            })
    }

    /// An intrinsic of [`WIDE_INTEGER_INTRINSICS`] on a wide integer (its first
    /// operand), with the limbs of its operands of that type; `None` for others.
    fn translate_wide_integer_intrinsic(
        &mut self,
        name: &str,
        base: &str,
        call: &CallSite,
    ) -> CodegenResult<Option<Vec<cl::Value>>> {
        let Some(ty) = call
            .args
            .first()
            .map(|first| self.operand_type(&first.value))
            .filter(|&ty| {
                WIDE_INTEGER_INTRINSICS.contains(&base)
                    && wide_integer_limbs(&self.ir_module.types, ty).is_some()
            })
        else {
            return Ok(None);
        };
        let mut operands = Vec::new();
        for argument in &call.args {
            if self.operand_type(&argument.value) == ty {
                operands.push(self.operand(&argument.value)?);
            }
        }
        self.wide_integer_intrinsic(name, base, ty, &operands)
            .map(Some)
    }

    /// The padded integer type (`i1` included) of the first operand of an
    /// intrinsic that `padded_integer_intrinsics` lowers; refuses other
    /// intrinsics on an integer whose width is not a Cranelift type's
    /// (`legalize_integers`), and wide integers and vectors of padded ones;
    /// `i1` flags (`ctlz`'s, `abs`'s) are fine.
    fn check_intrinsic_integer_widths(
        &self,
        name: &str,
        base: &str,
        call: &CallSite,
    ) -> CodegenResult<Option<TypeId>> {
        let types = &self.ir_module.types;
        let first_type = call
            .args
            .first()
            .map(|first| self.operand_type(&first.value));
        if let Some(ty) = first_type
            .filter(|&ty| is_padded_integer(types, ty) && PADDED_INTEGER_INTRINSICS.contains(&base))
        {
            return Ok(Some(ty));
        }
        let return_type = types.function_parts(call.fn_ty).map(|(ret, _, _)| ret);
        let odd = call
            .args
            .iter()
            .map(|argument| self.operand_type(&argument.value))
            .chain(return_type)
            .find(|&ty| {
                let scalar = types.scalar_type(ty);
                types.int_width(scalar) != Some(1)
                    && (is_padded_integer(types, scalar)
                        || wide_integer_limbs(types, scalar).is_some())
            });
        match odd {
            None => Ok(None),
            Some(ty) => Err(CodegenError::unsupported(format!(
                "intrinsic @{name} on {}",
                types.display(types.scalar_type(ty))
            ))),
        }
    }

    /// Intrinsic `name` (`base`: without type suffixes) of scalar or native vector values.
    pub(crate) fn intrinsic_of_values(
        &mut self,
        name: &str,
        base: &str,
        arguments: &[cl::Value],
    ) -> CodegenResult<Vec<cl::Value>> {
        if let Some(result) = self.native_integer_intrinsic(base, arguments) {
            return Ok(vec![result]);
        }
        if let (multiply @ ("llvm.umul.with.overflow" | "llvm.smul.with.overflow"), &[a, b]) =
            (base, arguments)
        {
            if self.builder.func.dfg.value_type(a) == cl::types::I128 {
                if multiply == "llvm.smul.with.overflow" {
                    return Ok(self.smul_overflow_in_limbs(a, b, 128));
                }
                let (product, overflowed) = self.umul_overflow_i128(a, b);
                return Ok(vec![product, overflowed]);
            }
        }
        let ins = self.builder.ins();
        let single = match (base, arguments) {
            ("llvm.memcpy" | "llvm.memmove", [destination, source, length, _]) => {
                let length = self.pointer_sized(*length);
                let function = &base["llvm.".len()..];
                let i64_type = cl::types::I64;
                self.call_helper(
                    function,
                    &[i64_type; 3],
                    &[i64_type],
                    &[*destination, *source, length],
                )?;
                return Ok(Vec::new());
            }
            ("llvm.memset", [destination, byte, length, _]) => {
                let length = self.pointer_sized(*length);
                let byte = self.builder.ins().uextend(cl::types::I32, *byte);
                let i64_type = cl::types::I64;
                self.call_helper(
                    "memset",
                    &[i64_type, cl::types::I32, i64_type],
                    &[i64_type],
                    &[*destination, byte, length],
                )?;
                return Ok(Vec::new());
            }
            ("llvm.expect", [value, _]) => *value,
            // A thread-local global's address is already the calling
            // thread's instance (`FunctionTranslator::data_address`).
            ("llvm.threadlocal.address", [pointer]) => *pointer,
            // The mask has the pointer's index width, 64 bits on both targets.
            ("llvm.ptrmask", [pointer, mask]) => ins.band(*pointer, *mask),
            ("llvm.load.relative", [pointer, offset]) => {
                let offset = self.pointer_sized(*offset);
                let address = self.builder.ins().iadd(*pointer, offset);
                let relative =
                    self.builder
                        .ins()
                        .load(cl::types::I32, MemFlagsData::new(), address, 0);
                let relative = self.builder.ins().sextend(cl::types::I64, relative);
                self.builder.ins().iadd(*pointer, relative)
            }
            ("llvm.smax", [a, b]) => ins.smax(*a, *b),
            ("llvm.smin", [a, b]) => ins.smin(*a, *b),
            ("llvm.umax", [a, b]) => ins.umax(*a, *b),
            ("llvm.umin", [a, b]) => ins.umin(*a, *b),
            ("llvm.abs", [a, _]) => ins.iabs(*a),
            ("llvm.ctpop", [a]) => ins.popcnt(*a),
            ("llvm.ctlz", [a, _]) => ins.clz(*a),
            ("llvm.cttz", [a, _]) => ins.ctz(*a),
            ("llvm.bswap", [a]) => ins.bswap(*a),
            ("llvm.bitreverse", [a]) => ins.bitrev(*a),
            ("llvm.fshl", [a, b, amount]) if a == b => ins.rotl(*a, *amount),
            ("llvm.fshr", [a, b, amount]) if a == b => ins.rotr(*a, *amount),
            ("llvm.fabs", [a]) => ins.fabs(*a),
            ("llvm.sqrt", [a]) => ins.sqrt(*a),
            ("llvm.floor", [a]) => ins.floor(*a),
            ("llvm.ceil", [a]) => ins.ceil(*a),
            ("llvm.trunc", [a]) => ins.trunc(*a),
            ("llvm.rint" | "llvm.nearbyint" | "llvm.roundeven", [a]) => ins.nearest(*a),
            ("llvm.copysign", [a, b]) => ins.fcopysign(*a, *b),
            ("llvm.fma", [a, b, c]) => ins.fma(*a, *b, *c),
            // Two roundings, as llc computes it for x86-64 without FMA (LangRef allows either).
            ("llvm.fmuladd", [a, b, c]) => {
                let product = ins.fmul(*a, *b);
                self.builder.ins().fadd(product, *c)
            }
            ("llvm.usub.sat", [a, b]) => {
                let larger = ins.umax(*a, *b);
                self.builder.ins().isub(larger, *b)
            }
            ("llvm.uadd.sat", [a, b]) => {
                let sum = ins.iadd(*a, *b);
                let wrapped = self.builder.ins().icmp(IntCC::UnsignedLessThan, sum, *a);
                let ty = self.builder.func.dfg.value_type(*a);
                let all_ones = self.integer_constant(ty, -1);
                self.builder.ins().select(wrapped, all_ones, sum)
            }
            ("llvm.sadd.with.overflow", [a, b]) => return Ok(pair(ins.sadd_overflow(*a, *b))),
            ("llvm.uadd.with.overflow", [a, b]) => return Ok(pair(ins.uadd_overflow(*a, *b))),
            ("llvm.ssub.with.overflow", [a, b]) => return Ok(pair(ins.ssub_overflow(*a, *b))),
            ("llvm.usub.with.overflow", [a, b]) => return Ok(pair(ins.usub_overflow(*a, *b))),
            ("llvm.smul.with.overflow", [a, b]) => return Ok(pair(ins.smul_overflow(*a, *b))),
            ("llvm.umul.with.overflow", [a, b]) => return Ok(pair(ins.umul_overflow(*a, *b))),
            _ => match LIBRARY_FLOAT_INTRINSICS.iter().find(|(i, _, _)| *i == base) {
                Some((_, double_name, float_name)) => {
                    let ty = self.builder.func.dfg.value_type(arguments[0]);
                    let function = match ty {
                        cl::types::F64 => double_name,
                        cl::types::F32 => float_name,
                        _ => return Err(CodegenError::unsupported(format!("intrinsic @{name}"))),
                    };
                    let parameters = vec![ty; arguments.len()];
                    return self.call_helper(function, &parameters, &[ty], arguments);
                }
                None => return Err(CodegenError::unsupported(format!("intrinsic @{name}"))),
            },
        };
        Ok(vec![single])
    }

    /// An integer length or index as an `i64`.
    fn pointer_sized(&mut self, value: cl::Value) -> cl::Value {
        if self.builder.func.dfg.value_type(value).bits() < 64 {
            self.builder.ins().uextend(cl::types::I64, value)
        } else {
            value
        }
    }
}

fn pair((value, overflowed): (cl::Value, cl::Value)) -> Vec<cl::Value> {
    vec![value, overflowed]
}

/// `llvm.smax.i64` → `llvm.smax`, `llvm.memcpy.p0.p0.i64` → `llvm.memcpy`,
/// `llvm.sadd.with.overflow.i32` → `llvm.sadd.with.overflow`: the name without type suffixes.
fn intrinsic_base_name(name: &str) -> &str {
    let mut end = name.len();
    for (position, part) in name
        .match_indices('.')
        .map(|(p, _)| p)
        .zip(name.split('.').skip(1))
    {
        if is_type_suffix(part) {
            end = end.min(position);
        }
    }
    &name[..end]
}

fn is_type_suffix(part: &str) -> bool {
    let numeric_after = |prefix: &str| {
        part.strip_prefix(prefix)
            .is_some_and(|rest| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit()))
    };
    numeric_after("i")
        || numeric_after("p")
        || numeric_after("v")
        || matches!(part, "f32" | "f64" | "f16" | "f80" | "f128")
        || (part.starts_with('v') && part[1..].bytes().next().is_some_and(|b| b.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::intrinsic_base_name;

    #[test]
    fn type_suffixes_are_removed_from_intrinsic_names() {
        assert_eq!(intrinsic_base_name("llvm.smax.i64"), "llvm.smax");
        assert_eq!(intrinsic_base_name("llvm.memcpy.p0.p0.i64"), "llvm.memcpy");
        assert_eq!(
            intrinsic_base_name("llvm.sadd.with.overflow.i32"),
            "llvm.sadd.with.overflow"
        );
        assert_eq!(intrinsic_base_name("llvm.fabs.v2f64"), "llvm.fabs");
        assert_eq!(
            intrinsic_base_name("llvm.lifetime.start.p0"),
            "llvm.lifetime.start"
        );
    }
}
