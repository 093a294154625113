//! Inline assembly (`call ... asm "<template>", "<constraints>"(...)`), by
//! LangRef's constraint rules:
//! * the constraints are, in order, the outputs (`=`), the inputs and the
//!   clobbers (`~`); the template numbers the operands (the constraints that
//!   are not clobbers) in that order; the call's arguments are the indirect
//!   outputs (`=*m`) and the inputs, in constraint order; its result is the
//!   direct outputs' values (none: `void`; one: its type; several: a struct
//!   of them).
//!
//! A template without instructions (whitespace only: C's compiler barriers
//! and value launderings, `asm volatile("" ::: "memory")`, `asm("" :
//! "+r"(x))`) is lowered in place:
//! * a direct output tied to an input (an input whose code is the output's
//!   operand number: `=r,0` is C's `+r`) is that input's value; an untied
//!   one is zero (the template never writes it, so LLVM's output is whatever
//!   its register held: any value is right);
//! * indirect outputs and inputs name memory the template neither reads nor
//!   writes;
//! * a `sideeffect` template or one clobbering `~{memory}` keeps every memory
//!   operation on its side: a Cranelift `sequence_point`, which emits no code.
//!
//! Any other template (x86-64, AT&T dialect) runs out of line in a stub
//! (`inline_asm_stubs`, assembled by `as`): the call site stores the inputs
//! (values, memory operands' addresses) in a stack block, calls the stub
//! with the block's address, and loads the direct outputs from it. The call
//! is a barrier to every memory operation, as a `~{memory}` clobber asks.

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::inline_asm_stubs::{plan_stub, StubOperand, ValueClass, SLOT_BYTES};
use crate::value_types::leaf_types;
use cranelift_codegen::ir::{self as cl, InstBuilder};
use cranelift_module::Module;
use ir::{CallSite, ConstData, Operand, TypeId};
use target_lexicon::Architecture;

/// One comma-separated constraint of an inline assembly call; `codes` are
/// its constraint codes without the prefixes (`=`, `&`, `*`, `~`).
#[derive(Debug, PartialEq, Eq)]
enum Constraint {
    /// `=...`: written by the template; `indirect` (`=*m`) through a pointer argument.
    Output { indirect: bool, codes: String },
    /// An input; `indirect` (`*m`) through a pointer argument; `tied_to` the
    /// output whose operand number is its code.
    Input {
        indirect: bool,
        tied_to: Option<usize>,
        codes: String,
    },
    /// `~{...}`: what the template may change (`{memory}`, `{rbx}`, `{flags}`).
    Clobber { codes: String },
}

/// The constraints of `text`, in order.
fn parse_constraints(text: &str) -> Vec<Constraint> {
    if text.is_empty() {
        return Vec::new();
    }
    text.split(',')
        .map(|code| {
            if let Some(output) = code.strip_prefix('=') {
                let output = output.trim_start_matches('&');
                let codes = output.trim_start_matches('*');
                Constraint::Output {
                    indirect: codes.len() != output.len(),
                    codes: codes.to_string(),
                }
            } else if let Some(clobber) = code.strip_prefix('~') {
                Constraint::Clobber {
                    codes: clobber.to_string(),
                }
            } else {
                let codes = code.trim_start_matches('*');
                Constraint::Input {
                    indirect: codes.len() != code.len(),
                    tied_to: codes.parse().ok(),
                    codes: codes.to_string(),
                }
            }
        })
        .collect()
}

/// True if `template` holds no instructions.
fn is_empty_template(template: &[u8]) -> bool {
    template.iter().all(u8::is_ascii_whitespace)
}

/// The operands of an inline assembly call: the constraints that are not
/// clobbers, in order, each with the call argument it takes (indirect
/// outputs and inputs) or the index of the result it gives (direct outputs).
struct AsmOperands<'c> {
    operands: Vec<(&'c Constraint, OperandSource)>,
    direct_outputs: usize,
}

#[derive(Copy, Clone)]
enum OperandSource {
    Argument(usize),
    Result(usize),
}

fn asm_operands(
    constraints: &[Constraint],
    argument_count: usize,
) -> Result<AsmOperands<'_>, String> {
    let mut operands = Vec::new();
    let (mut arguments, mut results) = (0, 0);
    for constraint in constraints {
        let source = match constraint {
            Constraint::Clobber { .. } => continue,
            Constraint::Output {
                indirect: false, ..
            } => {
                results += 1;
                OperandSource::Result(results - 1)
            }
            Constraint::Output { .. } | Constraint::Input { .. } => {
                arguments += 1;
                OperandSource::Argument(arguments - 1)
            }
        };
        operands.push((constraint, source));
    }
    if arguments != argument_count {
        return Err(format!(
            "{arguments} operands for {argument_count} arguments"
        ));
    }
    Ok(AsmOperands {
        operands,
        direct_outputs: results,
    })
}

impl<M: Module> FunctionTranslator<'_, M> {
    /// The result leaves of `call`, whose callee is inline assembly.
    pub(crate) fn translate_inline_asm(
        &mut self,
        call: &CallSite,
    ) -> CodegenResult<Vec<cl::Value>> {
        let module = self.ir_module;
        let callee = call.callee.as_const().expect("an inline assembly callee");
        let ConstData::InlineAsm {
            asm,
            constraints,
            side_effect,
            intel_dialect,
            ..
        } = module.consts.get(callee)
        else {
            unreachable!("an inline assembly callee");
        };
        let template = String::from_utf8_lossy(asm);
        let constraint_text = String::from_utf8_lossy(constraints);
        let malformed = |what: &str| {
            CodegenError::module_level(format!(
                "inline assembly constraints \"{constraint_text}\": {what}"
            ))
        };
        let constraints = parse_constraints(&constraint_text);
        let operands =
            asm_operands(&constraints, call.args.len()).map_err(|what| malformed(&what))?;
        let output_types = self
            .inline_asm_output_types(call.fn_ty, operands.direct_outputs)
            .ok_or_else(|| malformed("the result type does not match the outputs"))?;
        if !is_empty_template(asm) {
            if self.backend.isa().triple().architecture != Architecture::X86_64 || *intel_dialect {
                return Err(CodegenError::unsupported(format!(
                    "inline assembly \"{}\" (templates with instructions are assembled for x86-64 in the AT&T dialect only)",
                    template.escape_default()
                )));
            }
            return self.translate_assembled_inline_asm(
                &template,
                &constraints,
                &operands,
                call,
                &output_types,
            );
        }
        let mut results = Vec::new();
        for (output, &output_type) in output_types.iter().enumerate() {
            let output_operand = operands
                .operands
                .iter()
                .position(|(_, source)| matches!(source, OperandSource::Result(r) if *r == output));
            let tied_argument = operands.operands.iter().find_map(|(constraint, source)| {
                match (constraint, source) {
                    (
                        Constraint::Input {
                            tied_to: Some(t), ..
                        },
                        OperandSource::Argument(a),
                    ) if Some(*t) == output_operand => Some(&call.args[*a].value),
                    _ => None,
                }
            });
            match tied_argument {
                Some(argument) => {
                    if self.operand_type(argument) != output_type {
                        return Err(CodegenError::unsupported(
                            "inline assembly whose tied input and output differ in type",
                        ));
                    }
                    results.extend(self.operand(argument)?);
                }
                None => {
                    for leaf in leaf_types(&module.types, output_type)? {
                        results.push(self.zero(leaf));
                    }
                }
            }
        }
        let clobbers_memory = constraints
            .iter()
            .any(|c| matches!(c, Constraint::Clobber { codes } if codes == "{memory}"));
        if *side_effect || clobbers_memory {
            self.builder.ins().sequence_point();
        }
        Ok(results)
    }

    /// A template with instructions, run in its stub (see the module docs).
    fn translate_assembled_inline_asm(
        &mut self,
        template: &str,
        constraints: &[Constraint],
        operands: &AsmOperands,
        call: &CallSite,
        output_types: &[TypeId],
    ) -> CodegenResult<Vec<cl::Value>> {
        let module = self.ir_module;
        let mut stub_operands = Vec::with_capacity(operands.operands.len());
        for &(constraint, source) in &operands.operands {
            let ty = match source {
                OperandSource::Argument(a) => self.operand_type(&call.args[a].value),
                OperandSource::Result(r) => output_types[r],
            };
            let (output, indirect, tied_to, codes) = match constraint {
                Constraint::Output { indirect, codes } => (true, *indirect, None, codes),
                Constraint::Input {
                    indirect,
                    tied_to,
                    codes,
                } => (false, *indirect, *tied_to, codes),
                Constraint::Clobber { .. } => unreachable!("clobbers are not operands"),
            };
            let class = match leaf_types(&module.types, ty)?.as_slice() {
                [leaf] if leaf.is_int() && leaf.bits() <= 64 => {
                    ValueClass::Integer(leaf.bits().max(8))
                }
                [leaf] if leaf.is_float() || (leaf.is_vector() && leaf.bits() == 128) => {
                    ValueClass::Vector
                }
                _ => {
                    return Err(CodegenError::unsupported(format!(
                        "inline assembly \"{}\" with an operand of type {}",
                        template.escape_default(),
                        module.types.display(ty)
                    )))
                }
            };
            let constant = match source {
                OperandSource::Argument(a) => match &call.args[a].value {
                    Operand::Const(c) => match module.consts.get(*c) {
                        ConstData::Int { value, .. } => value.to_i64(),
                        _ => None,
                    },
                    _ => None,
                },
                OperandSource::Result(_) => None,
            };
            stub_operands.push(StubOperand {
                output,
                tied_to,
                indirect,
                codes: codes.clone(),
                class,
                constant,
            });
        }
        let clobbers: Vec<String> = constraints
            .iter()
            .filter_map(|c| match c {
                Constraint::Clobber { codes } => Some(codes.trim_matches(['{', '}']).to_string()),
                _ => None,
            })
            .collect();
        let stub = plan_stub(template, &stub_operands, &clobbers)?;
        let stub_function = self.symbols.inline_asm_stub(self.backend, &stub)?;
        let block = self.builder.create_sized_stack_slot(cl::StackSlotData::new(
            cl::StackSlotKind::ExplicitSlot,
            stub.block_bytes.max(SLOT_BYTES),
            4,
        ));
        for (index, &(_, source)) in operands.operands.iter().enumerate() {
            if let (OperandSource::Argument(a), Some(offset)) = (source, stub.slots[index]) {
                let value = self.scalar_operand(&call.args[a].value)?;
                self.builder
                    .ins()
                    .stack_store(cl::types::I64, value, block, offset as i32);
            }
        }
        let address = self.builder.ins().stack_addr(cl::types::I64, block, 0);
        let reference = self.function_reference(stub_function);
        self.builder.ins().call(reference, &[address]);
        let mut results = Vec::new();
        for (index, &(_, source)) in operands.operands.iter().enumerate() {
            if let OperandSource::Result(r) = source {
                let offset = stub.slots[index].expect("an output has a slot");
                let leaf = leaf_types(&module.types, output_types[r])?[0];
                results.push(self.builder.ins().stack_load(
                    cl::types::I64,
                    leaf,
                    block,
                    offset as i32,
                ));
            }
        }
        Ok(results)
    }

    /// The types of the `count` direct outputs the result type of `fn_ty` holds.
    fn inline_asm_output_types(&self, fn_ty: TypeId, count: usize) -> Option<Vec<TypeId>> {
        let types = &self.ir_module.types;
        let (result, _, _) = types.function_parts(fn_ty)?;
        match count {
            0 => matches!(types.get(result), ir::Type::Void).then(Vec::new),
            1 => Some(vec![result]),
            _ => types
                .struct_fields(result)
                .filter(|(fields, _)| fields.len() == count)
                .map(|(fields, _)| fields.to_vec()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constraints_are_read_in_order_with_ties_and_clobbers() {
        let output = |indirect, codes: &str| Constraint::Output {
            indirect,
            codes: codes.into(),
        };
        let input = |indirect, tied_to, codes: &str| Constraint::Input {
            indirect,
            tied_to,
            codes: codes.into(),
        };
        assert_eq!(
            parse_constraints("=r,=&{ax},=*m,0,r,*m,~{memory}"),
            vec![
                output(false, "r"),
                output(false, "{ax}"),
                output(true, "m"),
                input(false, Some(0), "0"),
                input(false, None, "r"),
                input(true, None, "m"),
                Constraint::Clobber {
                    codes: "{memory}".into()
                },
            ]
        );
        assert_eq!(parse_constraints(""), vec![]);
        let constraints = parse_constraints("=r,=*m,0,r,~{memory}");
        let operands = asm_operands(&constraints, 3).expect("three arguments");
        assert_eq!(operands.direct_outputs, 1);
        assert_eq!(operands.operands.len(), 4);
        assert!(asm_operands(&constraints, 2).is_err());
    }

    #[test]
    fn only_whitespace_is_an_empty_template() {
        assert!(is_empty_template(b""));
        assert!(is_empty_template(b" \n\t"));
        assert!(!is_empty_template(b"nop"));
        assert!(!is_empty_template(b" # comment"));
    }
}
