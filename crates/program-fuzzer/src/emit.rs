//! LLVM IR text of a [`Program`], in SSA form: variables live in SSA values;
//! every join of control flow gets phis for the variables that differ, every
//! loop header a phi per variable. Nothing is stored in allocas, so every
//! reference live across a call is an SSA value (or a phi, a `select`, a
//! vector element, an aggregate field or a derived pointer) the passes must
//! relocate.
//!
//! `main` ends by allocating a work list and a root object (the globals, then
//! its reference variables), and calling `@checksum`, which has no `gc`
//! attribute and reaches no safepoint: a breadth-first walk that hashes each
//! object's header, the positions (in visit order) of its fields' targets and
//! its raw bytes, exactly as [`crate::interpret`] does.

use crate::deopt_check::{
    constant_text, derived_kind, descriptor, push_operand_kinds, reader_function, type_kind,
    type_text, REFERENCE_KIND,
};
use crate::interpret::{CHECKSUM_QUEUE_CAPACITY, HASH_OFFSET, HASH_PRIME};
use crate::program::{
    Arithmetic, DeoptBundle, DeoptType, DeoptValue, Derivation, FieldIndex, Function, HeaderPart,
    Program, ReturnType, Statement, ValueType,
};
use std::fmt::Write;

const REFERENCE: &str = "ptr addrspace(1)";
const PAIR: &str = "{ ptr addrspace(1), i64 }";

/// The program's module; `for_llvm_passes`: for LLVM's own passes, which
/// have no `statepoint` to register the globals as roots (the module lists
/// them itself, whatever the program says) and, in LLVM 19, do not relocate
/// references inside first-class aggregates (an [`Statement::Aggregate`]
/// keeps its two values in scalar SSA values instead, same behaviour).
pub fn emit(program: &Program, for_llvm_passes: bool) -> String {
    let mut text = format!(
        "; program-fuzzer seed {}\n\
         declare ptr addrspace(1) @gc_alloc(i64, i64)\n\
         declare void @gc_collect()\n\
         declare void @rt_print_i64(i64) \"gc-leaf-function\"\n\
         declare i64 @rt_deopt_frame_count()\n\
         declare i64 @rt_deopt_frame_id(i64)\n\
         declare i64 @rt_deopt_value_count(i64)\n\
         declare i64 @rt_deopt_value(i64, i64)\n\n",
        program.seed
    );
    for global in 0..program.globals {
        writeln!(text, "@g{global} = global ptr addrspace(1) null").unwrap();
    }
    if (for_llvm_passes || program.explicit_global_roots) && program.globals > 0 {
        let mut entries = Vec::new();
        for global in 0..program.globals {
            writeln!(
                text,
                "@g{global}.root = private constant ptr @g{global}, section \"statepoint_global_roots\""
            )
            .unwrap();
            entries.push(format!("ptr @g{global}.root"));
        }
        writeln!(
            text,
            "@llvm.used = appending global [{} x ptr] [{}], section \"llvm.metadata\"",
            entries.len(),
            entries.join(", ")
        )
        .unwrap();
    }
    text.push_str("\ndefine i32 @personality() {\nentry:\n  ret i32 0\n}\n");
    for function in &program.functions {
        text.push('\n');
        text.push_str(&FunctionEmitter::new(program, function, false, for_llvm_passes).emit());
    }
    text.push('\n');
    text.push_str(&FunctionEmitter::new(program, &program.main, true, for_llvm_passes).emit());
    text.push_str(&checksum_function());
    text.push_str(&reader_function());
    text
}

fn return_type_text(return_type: ReturnType) -> &'static str {
    match return_type {
        ReturnType::Void => "void",
        ReturnType::Integer => "i64",
        ReturnType::Reference => REFERENCE,
        ReturnType::Pair => PAIR,
    }
}

struct Block {
    label: String,
    lines: Vec<String>,
}

struct FunctionEmitter<'p> {
    program: &'p Program,
    function: &'p Function,
    is_main: bool,
    scalar_aggregates: bool,
    blocks: Vec<Block>,
    next_value: usize,
    next_label: usize,
    references: Vec<String>,
    integers: Vec<String>,
    /// The enclosing [`Statement::Derived`]s, outermost first: the object,
    /// the derived pointer's offset from it, the index of its distance.
    derived: Vec<(String, String, usize)>,
    uses_invoke: bool,
}

impl<'p> FunctionEmitter<'p> {
    fn new(
        program: &'p Program,
        function: &'p Function,
        is_main: bool,
        scalar_aggregates: bool,
    ) -> Self {
        let mut references = vec!["null".to_string(); function.references];
        let mut integers: Vec<String> = function
            .integer_initial
            .iter()
            .map(i64::to_string)
            .collect();
        let (mut next_reference, mut next_integer) = (0, 0);
        for (index, parameter) in function.parameters.iter().enumerate() {
            match parameter {
                ValueType::Reference => {
                    references[next_reference] = format!("%p{index}");
                    next_reference += 1;
                }
                ValueType::Integer => {
                    integers[next_integer] = format!("%p{index}");
                    next_integer += 1;
                }
            }
        }
        FunctionEmitter {
            program,
            function,
            is_main,
            scalar_aggregates,
            blocks: vec![Block {
                label: "entry".to_string(),
                lines: Vec::new(),
            }],
            next_value: 0,
            next_label: 0,
            references,
            integers,
            derived: Vec::new(),
            uses_invoke: false,
        }
    }

    fn emit(mut self) -> String {
        let function = self.function;
        if self.is_main {
            self.statements(&function.body);
            self.checksum_epilogue();
        } else {
            let stop = self.value("icmp sle i64 %depth, 0");
            self.branch(stop, |_| {}, |emitter| emitter.statements(&function.body));
            let result = match function.return_type {
                ReturnType::Void => "ret void".to_string(),
                ReturnType::Integer => format!("ret i64 {}", self.integers[0]),
                ReturnType::Reference => format!("ret {REFERENCE} {}", self.references[0]),
                ReturnType::Pair => {
                    let first = self.value(&format!(
                        "insertvalue {PAIR} poison, {REFERENCE} {}, 0",
                        self.references[0]
                    ));
                    let pair = self.value(&format!(
                        "insertvalue {PAIR} {first}, i64 {}, 1",
                        self.integers[0]
                    ));
                    format!("ret {PAIR} {pair}")
                }
            };
            self.line(result);
        }
        let mut parameters = vec!["i64 %depth".to_string()];
        for (index, parameter) in function.parameters.iter().enumerate() {
            let type_text = match parameter {
                ValueType::Reference => REFERENCE,
                ValueType::Integer => "i64",
            };
            parameters.push(format!("{type_text} %p{index}"));
        }
        if self.is_main {
            parameters.clear();
        }
        let mut text = format!(
            "define {}{} @{}({}) gc \"statepoint-example\"{} {{\n",
            if function.internal { "internal " } else { "" },
            return_type_text(function.return_type),
            function.name,
            parameters.join(", "),
            if self.uses_invoke {
                " personality ptr @personality"
            } else {
                ""
            }
        );
        for (index, block) in self.blocks.iter().enumerate() {
            if index > 0 {
                writeln!(text, "{}:", block.label).unwrap();
            } else {
                text.push_str("entry:\n");
            }
            for line in &block.lines {
                writeln!(text, "  {line}").unwrap();
            }
        }
        text.push_str("}\n");
        text
    }

    fn line(&mut self, line: String) {
        self.blocks.last_mut().unwrap().lines.push(line);
    }

    /// Emits `%vN = <instruction>` and returns `%vN`.
    fn value(&mut self, instruction: &str) -> String {
        let name = self.fresh();
        self.line(format!("{name} = {instruction}"));
        name
    }

    fn label(&mut self) -> String {
        self.next_label += 1;
        format!("L{}", self.next_label)
    }

    fn current_label(&self) -> String {
        self.blocks.last().unwrap().label.clone()
    }

    fn start_block(&mut self, label: String) {
        self.blocks.push(Block {
            label,
            lines: Vec::new(),
        });
    }

    /// `if condition { then } else { otherwise }` with phis at the join for the
    /// variables the two sides leave different.
    fn branch(
        &mut self,
        condition: String,
        then: impl FnOnce(&mut Self),
        otherwise: impl FnOnce(&mut Self),
    ) {
        let (then_label, otherwise_label, join) = (self.label(), self.label(), self.label());
        self.line(format!(
            "br i1 {condition}, label %{then_label}, label %{otherwise_label}"
        ));
        let before = (self.references.clone(), self.integers.clone());
        self.start_block(then_label);
        then(self);
        self.line(format!("br label %{join}"));
        let then_end = self.current_label();
        let then_values = (
            std::mem::replace(&mut self.references, before.0),
            std::mem::replace(&mut self.integers, before.1),
        );
        self.start_block(otherwise_label);
        otherwise(self);
        self.line(format!("br label %{join}"));
        let otherwise_end = self.current_label();
        self.start_block(join);
        for (variable, then_value) in then_values.0.iter().enumerate() {
            let otherwise_value = self.references[variable].clone();
            if *then_value != otherwise_value {
                self.references[variable] = self.value(&format!(
                    "phi {REFERENCE} [ {then_value}, %{then_end} ], [ {otherwise_value}, %{otherwise_end} ]"
                ));
            }
        }
        for (variable, then_value) in then_values.1.iter().enumerate() {
            let otherwise_value = self.integers[variable].clone();
            if *then_value != otherwise_value {
                self.integers[variable] = self.value(&format!(
                    "phi i64 [ {then_value}, %{then_end} ], [ {otherwise_value}, %{otherwise_end} ]"
                ));
            }
        }
    }

    fn guarded(&mut self, condition: String, then: impl FnOnce(&mut Self)) {
        self.branch(condition, then, |_| {});
    }

    /// Runs `then` with the object's `R` and `B` when the reference is not null.
    fn with_header(
        &mut self,
        object: String,
        then: impl FnOnce(&mut Self, String, String, String),
    ) {
        let not_null = self.value(&format!("icmp ne {REFERENCE} {object}, null"));
        self.guarded(not_null, |emitter| {
            let header = emitter.value(&format!("load i64, {REFERENCE} {object}, align 8"));
            let references = emitter.value(&format!("and i64 {header}, 4294967295"));
            let bytes = emitter.value(&format!("lshr i64 {header}, 32"));
            then(emitter, object, references, bytes);
        });
    }

    /// Runs `then` with the address of the field when the object has it.
    fn with_field(
        &mut self,
        object: String,
        index: FieldIndex,
        then: impl FnOnce(&mut Self, String),
    ) {
        let index_value = match index {
            FieldIndex::Variable(variable) => self.integers[variable].clone(),
            FieldIndex::Constant(constant) => constant.to_string(),
        };
        self.with_header(object, |emitter, object, references, _| {
            let present = match index {
                FieldIndex::Constant(constant) => {
                    emitter.value(&format!("icmp ugt i64 {references}, {constant}"))
                }
                FieldIndex::Variable(_) => emitter.value(&format!("icmp ne i64 {references}, 0")),
            };
            emitter.guarded(present, |emitter| {
                let index = match index {
                    FieldIndex::Constant(_) => index_value,
                    FieldIndex::Variable(_) => {
                        emitter.value(&format!("urem i64 {index_value}, {references}"))
                    }
                };
                let scaled = emitter.value(&format!("shl i64 {index}, 3"));
                let offset = emitter.value(&format!("add i64 {scaled}, 8"));
                let address = emitter.value(&format!(
                    "getelementptr i8, {REFERENCE} {object}, i64 {offset}"
                ));
                then(emitter, address);
            });
        });
    }

    /// Runs `then` with the object and the offset of raw byte `offset mod B` when `B` > 0.
    fn with_byte(
        &mut self,
        object: String,
        offset: String,
        then: impl FnOnce(&mut Self, String, String),
    ) {
        self.with_header(object, |emitter, object, references, bytes| {
            let present = emitter.value(&format!("icmp ne i64 {bytes}, 0"));
            emitter.guarded(present, |emitter| {
                let byte = emitter.value(&format!("urem i64 {offset}, {bytes}"));
                let fields = emitter.value(&format!("shl i64 {references}, 3"));
                let start = emitter.value(&format!("add i64 {fields}, 8"));
                let at = emitter.value(&format!("add i64 {start}, {byte}"));
                then(emitter, object, at);
            });
        });
    }

    /// Emits a call, or an `invoke` whose landing pad (never reached) returns
    /// at once, with the `deopt` bundle if any; returns the result when
    /// `has_result`.
    fn call_or_invoke(
        &mut self,
        callee: &str,
        return_type: &str,
        arguments: &str,
        invoke: bool,
        has_result: bool,
        deopt: Option<&DeoptBundle>,
    ) -> Option<String> {
        let bundle = match deopt {
            Some(bundle) => self.deopt_bundle(bundle),
            None => String::new(),
        };
        let (instruction, labels) = if invoke {
            self.uses_invoke = true;
            let (normal, unwind) = (self.label(), self.label());
            (
                format!("invoke {return_type} @{callee}({arguments}){bundle} to label %{normal} unwind label %{unwind}"),
                Some((normal, unwind)),
            )
        } else {
            (
                format!("call {return_type} @{callee}({arguments}){bundle}"),
                None,
            )
        };
        let result = if has_result {
            Some(self.value(&instruction))
        } else {
            self.line(instruction);
            None
        };
        if let Some((normal, unwind)) = labels {
            self.start_block(unwind);
            self.value("landingpad token cleanup");
            let unreachable_result = match self.function.return_type {
                ReturnType::Void => "ret void".to_string(),
                ReturnType::Integer => "ret i64 255".to_string(),
                ReturnType::Reference => format!("ret {REFERENCE} null"),
                ReturnType::Pair => format!("ret {PAIR} {{ {REFERENCE} null, i64 255 }}"),
            };
            self.line(unreachable_result);
            self.start_block(normal);
        }
        result
    }

    /// A reference and an integer that `compute` sets (in the last reference
    /// and integer variables, made for it) on the paths where they exist;
    /// null and 0 on the others (phis of the joins).
    fn guarded_values(&mut self, compute: impl FnOnce(&mut Self)) -> (String, String) {
        self.references.push("null".to_string());
        self.integers.push("0".to_string());
        compute(self);
        let integer = self.integers.pop().unwrap();
        (self.references.pop().unwrap(), integer)
    }

    /// ` "statepoint-id"="N" [ "deopt"(descriptor, values...) ]` (see
    /// [`crate::deopt_check`]).
    fn deopt_bundle(&mut self, bundle: &DeoptBundle) -> String {
        let mut kinds = Vec::new();
        let mut operands = Vec::new();
        for value in &bundle.values {
            let (kind, operand) = match *value {
                DeoptValue::Constant { value_type, bits } => (
                    type_kind(value_type),
                    format!(
                        "{} {}",
                        type_text(value_type),
                        constant_text(value_type, bits)
                    ),
                ),
                DeoptValue::Integer { source, value_type } => {
                    let integer = self.integers[source].clone();
                    let converted = match value_type {
                        DeoptType::I64 => integer,
                        DeoptType::I1 | DeoptType::I8 | DeoptType::I32 => {
                            self.value(&format!("trunc i64 {integer} to {}", type_text(value_type)))
                        }
                        DeoptType::I128 => self.value(&format!("sext i64 {integer} to i128")),
                        DeoptType::Float | DeoptType::Double => self.value(&format!(
                            "sitofp i64 {integer} to {}",
                            type_text(value_type)
                        )),
                    };
                    (
                        type_kind(value_type),
                        format!("{} {converted}", type_text(value_type)),
                    )
                }
                DeoptValue::Reference(source) => (
                    REFERENCE_KIND,
                    format!("{REFERENCE} {}", self.references[source]),
                ),
                DeoptValue::Field { object, index } => {
                    let object = self.references[object].clone();
                    let (field, _) = self.guarded_values(|emitter| {
                        emitter.with_field(object, index, |emitter, address| {
                            *emitter.references.last_mut().unwrap() = emitter.value(&format!(
                                "load {REFERENCE}, {REFERENCE} {address}, align 8"
                            ));
                        });
                    });
                    (REFERENCE_KIND, format!("{REFERENCE} {field}"))
                }
                DeoptValue::Byte { object, offset } => {
                    let (object, offset) = (
                        self.references[object].clone(),
                        self.integers[offset].clone(),
                    );
                    let (object, at) = self.guarded_values(|emitter| {
                        emitter.with_byte(object, offset, |emitter, object, at| {
                            *emitter.references.last_mut().unwrap() = object;
                            *emitter.integers.last_mut().unwrap() = at;
                        });
                    });
                    (derived_kind(0), format!("{REFERENCE} {object}, i64 {at}"))
                }
                DeoptValue::Derived { level } => match self.derived.iter().rev().nth(level) {
                    Some((object, offset, distance)) => (
                        derived_kind(*distance),
                        format!("{REFERENCE} {object}, i64 {offset}"),
                    ),
                    None => (derived_kind(0), format!("{REFERENCE} null, i64 0")),
                },
            };
            push_operand_kinds(&mut kinds, kind);
            operands.push(operand);
        }
        operands.insert(0, format!("i64 {}", descriptor(&kinds) as i64));
        format!(
            " \"statepoint-id\"=\"{}\" [ \"deopt\"({}) ]",
            bundle.statepoint_id,
            operands.join(", ")
        )
    }

    fn statements(&mut self, statements: &[Statement]) {
        for statement in statements {
            self.statement(statement);
        }
    }

    fn statement(&mut self, statement: &Statement) {
        match *statement {
            Statement::Allocate {
                destination,
                references,
                bytes,
            } => {
                self.references[destination] = self.value(&format!(
                    "call {REFERENCE} @gc_alloc(i64 {references}, i64 {bytes})"
                ));
            }
            Statement::SetField {
                object,
                index,
                source,
            } => {
                let (object, source) = (
                    self.references[object].clone(),
                    self.references[source].clone(),
                );
                self.with_field(object, index, |emitter, address| {
                    emitter.line(format!(
                        "store {REFERENCE} {source}, {REFERENCE} {address}, align 8"
                    ));
                });
            }
            Statement::GetField {
                destination,
                object,
                index,
            } => {
                let object = self.references[object].clone();
                // Every path that finds no field gives null.
                self.references[destination] = "null".to_string();
                self.with_field(object, index, |emitter, address| {
                    emitter.references[destination] =
                        emitter.value(&format!("load {REFERENCE}, {REFERENCE} {address}, align 8"));
                });
            }
            Statement::SetByte {
                object,
                offset,
                value,
            } => {
                let value = self.integers[value].clone();
                let (object, offset) = (
                    self.references[object].clone(),
                    self.integers[offset].clone(),
                );
                self.with_byte(object, offset, |emitter, object, at| {
                    let address =
                        emitter.value(&format!("getelementptr i8, {REFERENCE} {object}, i64 {at}"));
                    let byte = emitter.value(&format!("trunc i64 {value} to i8"));
                    emitter.line(format!("store i8 {byte}, {REFERENCE} {address}, align 1"));
                });
            }
            Statement::Derived {
                object,
                offset,
                derivation,
                destination,
                ref body,
            } => {
                let (object, offset) = (
                    self.references[object].clone(),
                    self.integers[offset].clone(),
                );
                self.with_byte(object, offset, |emitter, object, at| {
                    let offset = match derivation {
                        Derivation::Interior => at,
                        Derivation::Exterior(distance) => {
                            emitter.value(&format!("add i64 {at}, {distance}"))
                        }
                    };
                    let derived = emitter.value(&format!(
                        "getelementptr i8, {REFERENCE} {object}, i64 {offset}"
                    ));
                    emitter
                        .derived
                        .push((object, offset, derivation.distance_index()));
                    emitter.statements(body);
                    emitter.derived.pop();
                    let address = match derivation {
                        Derivation::Interior => derived,
                        Derivation::Exterior(distance) => emitter.value(&format!(
                            "getelementptr i8, {REFERENCE} {derived}, i64 {}",
                            -distance
                        )),
                    };
                    let byte = emitter.value(&format!("load i8, {REFERENCE} {address}, align 1"));
                    emitter.integers[destination] =
                        emitter.value(&format!("zext i8 {byte} to i64"));
                });
            }
            Statement::Header {
                destination,
                object,
                part,
            } => {
                let object = self.references[object].clone();
                self.integers[destination] = "0".to_string();
                self.with_header(object, |emitter, _, references, bytes| {
                    emitter.integers[destination] = match part {
                        HeaderPart::References => references,
                        HeaderPart::Bytes => bytes,
                    };
                });
            }
            Statement::Constant { destination, value } => {
                self.integers[destination] = value.to_string();
            }
            Statement::Arithmetic {
                destination,
                operation,
                left,
                right,
            } => {
                let operation = match operation {
                    Arithmetic::Add => "add",
                    Arithmetic::Sub => "sub",
                    Arithmetic::Mul => "mul",
                    Arithmetic::Xor => "xor",
                };
                let (left, right) = (self.integers[left].clone(), self.integers[right].clone());
                self.integers[destination] =
                    self.value(&format!("{operation} i64 {left}, {right}"));
            }
            Statement::IsNull {
                destination,
                object,
            } => {
                let object = self.references[object].clone();
                let is_null = self.value(&format!("icmp eq {REFERENCE} {object}, null"));
                self.integers[destination] = self.value(&format!("zext i1 {is_null} to i64"));
            }
            Statement::Same {
                destination,
                left,
                right,
            } => {
                let (left, right) = (
                    self.references[left].clone(),
                    self.references[right].clone(),
                );
                let same = self.value(&format!("icmp eq {REFERENCE} {left}, {right}"));
                self.integers[destination] = self.value(&format!("zext i1 {same} to i64"));
            }
            Statement::Select {
                destination,
                condition,
                left,
                right,
            } => {
                let condition = self.condition(condition);
                let (left, right) = (
                    self.references[left].clone(),
                    self.references[right].clone(),
                );
                self.references[destination] = self.value(&format!(
                    "select i1 {condition}, {REFERENCE} {left}, {REFERENCE} {right}"
                ));
            }
            Statement::Call {
                callee,
                ref arguments,
                depth,
                reference_result,
                integer_result,
                invoke,
                ref deopt,
            } => self.call(
                callee,
                arguments,
                depth,
                (reference_result, integer_result),
                invoke,
                deopt.as_ref(),
            ),
            Statement::If {
                condition,
                ref then,
                ref otherwise,
            } => {
                let condition = self.condition(condition);
                self.branch(
                    condition,
                    |emitter| emitter.statements(then),
                    |emitter| emitter.statements(otherwise),
                );
            }
            Statement::Loop { trips, ref body } => self.counted_loop(trips, body),
            Statement::Vector {
                first,
                second,
                ref body,
                first_destination,
                second_destination,
            } => {
                let vector_type = format!("<2 x {REFERENCE}>");
                let (first, second) = (
                    self.references[first].clone(),
                    self.references[second].clone(),
                );
                let partial = self.value(&format!(
                    "insertelement {vector_type} poison, {REFERENCE} {first}, i64 0"
                ));
                let vector = self.value(&format!(
                    "insertelement {vector_type} {partial}, {REFERENCE} {second}, i64 1"
                ));
                self.statements(body);
                self.references[first_destination] =
                    self.value(&format!("extractelement {vector_type} {vector}, i64 1"));
                self.references[second_destination] =
                    self.value(&format!("extractelement {vector_type} {vector}, i64 0"));
            }
            Statement::Aggregate {
                reference,
                integer,
                ref body,
                reference_destination,
                integer_destination,
            } => {
                let (reference, integer) = (
                    self.references[reference].clone(),
                    self.integers[integer].clone(),
                );
                if self.scalar_aggregates {
                    self.statements(body);
                    self.references[reference_destination] = reference;
                    self.integers[integer_destination] = integer;
                    return;
                }
                let partial = self.value(&format!(
                    "insertvalue {PAIR} poison, {REFERENCE} {reference}, 0"
                ));
                let pair = self.value(&format!("insertvalue {PAIR} {partial}, i64 {integer}, 1"));
                self.statements(body);
                self.references[reference_destination] =
                    self.value(&format!("extractvalue {PAIR} {pair}, 0"));
                self.integers[integer_destination] =
                    self.value(&format!("extractvalue {PAIR} {pair}, 1"));
            }
            Statement::SetGlobal { global, source } => {
                let source = self.references[source].clone();
                self.line(format!(
                    "store {REFERENCE} {source}, ptr @g{global}, align 8"
                ));
            }
            Statement::GetGlobal {
                destination,
                global,
            } => {
                self.references[destination] =
                    self.value(&format!("load {REFERENCE}, ptr @g{global}, align 8"));
            }
            Statement::Collect { invoke } => {
                self.call_or_invoke("gc_collect", "void", "", invoke, false, None);
            }
            Statement::Deopt { ref bundle, invoke } => {
                self.call_or_invoke("deopt_check", "void", "", invoke, false, Some(bundle));
            }
            Statement::Print { source } => {
                let source = self.integers[source].clone();
                self.line(format!("call void @rt_print_i64(i64 {source})"));
            }
        }
    }

    /// `i1` of `integer[variable] & 1`.
    fn condition(&mut self, variable: usize) -> String {
        let value = self.integers[variable].clone();
        let bit = self.value(&format!("and i64 {value}, 1"));
        self.value(&format!("icmp ne i64 {bit}, 0"))
    }

    fn call(
        &mut self,
        callee: usize,
        arguments: &[usize],
        depth: i64,
        (reference_result, integer_result): (Option<usize>, Option<usize>),
        invoke: bool,
        deopt: Option<&DeoptBundle>,
    ) {
        let function = &self.program.functions[callee];
        let depth = if self.is_main {
            depth.to_string()
        } else {
            self.value("sub i64 %depth, 1")
        };
        let mut argument_texts = vec![format!("i64 {depth}")];
        for (&parameter, &argument) in function.parameters.iter().zip(arguments) {
            argument_texts.push(match parameter {
                ValueType::Reference => format!("{REFERENCE} {}", self.references[argument]),
                ValueType::Integer => format!("i64 {}", self.integers[argument]),
            });
        }
        let return_type = function.return_type;
        let Some(result) = self.call_or_invoke(
            &function.name,
            return_type_text(return_type),
            &argument_texts.join(", "),
            invoke,
            return_type != ReturnType::Void,
            deopt,
        ) else {
            return;
        };
        match return_type {
            ReturnType::Void => {}
            ReturnType::Integer => {
                if let Some(destination) = integer_result {
                    self.integers[destination] = result;
                }
            }
            ReturnType::Reference => {
                if let Some(destination) = reference_result {
                    self.references[destination] = result;
                }
            }
            ReturnType::Pair => {
                if let Some(destination) = reference_result {
                    self.references[destination] =
                        self.value(&format!("extractvalue {PAIR} {result}, 0"));
                }
                if let Some(destination) = integer_result {
                    self.integers[destination] =
                        self.value(&format!("extractvalue {PAIR} {result}, 1"));
                }
            }
        }
    }

    fn counted_loop(&mut self, trips: u64, body: &[Statement]) {
        let (header, body_label, exit) = (self.label(), self.label(), self.label());
        let preheader = self.current_label();
        self.line(format!("br label %{header}"));
        self.start_block(header.clone());
        let header_block = self.blocks.len() - 1;
        let entry_values = (self.references.clone(), self.integers.clone());
        let counter = self.fresh();
        self.references = (0..self.references.len()).map(|_| self.fresh()).collect();
        self.integers = (0..self.integers.len()).map(|_| self.fresh()).collect();
        let header_values = (self.references.clone(), self.integers.clone());
        let more = self.value(&format!("icmp ult i64 {counter}, {trips}"));
        self.line(format!("br i1 {more}, label %{body_label}, label %{exit}"));
        self.start_block(body_label);
        self.statements(body);
        let next = self.value(&format!("add i64 {counter}, 1"));
        let latch = self.current_label();
        self.line(format!("br label %{header}"));
        let mut phis = vec![format!(
            "{counter} = phi i64 [ 0, %{preheader} ], [ {next}, %{latch} ]"
        )];
        for (type_text, (entry, (phi, back))) in std::iter::repeat(REFERENCE)
            .zip(
                entry_values
                    .0
                    .iter()
                    .zip(header_values.0.iter().zip(&self.references)),
            )
            .chain(
                std::iter::repeat("i64").zip(
                    entry_values
                        .1
                        .iter()
                        .zip(header_values.1.iter().zip(&self.integers)),
                ),
            )
        {
            phis.push(format!(
                "{phi} = phi {type_text} [ {entry}, %{preheader} ], [ {back}, %{latch} ]"
            ));
        }
        self.blocks[header_block].lines.splice(0..0, phis);
        self.start_block(exit);
        self.references = header_values.0;
        self.integers = header_values.1;
    }

    /// A new value name, defined by a line written later (a loop header's phi).
    fn fresh(&mut self) -> String {
        self.next_value += 1;
        format!("%v{}", self.next_value - 1)
    }

    fn checksum_epilogue(&mut self) {
        let queue = self.value(&format!(
            "call {REFERENCE} @gc_alloc(i64 {CHECKSUM_QUEUE_CAPACITY}, i64 0)"
        ));
        let globals = self.program.globals;
        let roots = self.value(&format!(
            "call {REFERENCE} @gc_alloc(i64 {}, i64 0)",
            globals + self.references.len()
        ));
        let mut sources = Vec::new();
        for global in 0..globals {
            sources.push(self.value(&format!("load {REFERENCE}, ptr @g{global}, align 8")));
        }
        sources.extend(self.references.clone());
        for (index, source) in sources.iter().enumerate() {
            let address = self.value(&format!(
                "getelementptr i8, {REFERENCE} {roots}, i64 {}",
                8 + 8 * index
            ));
            self.line(format!(
                "store {REFERENCE} {source}, {REFERENCE} {address}, align 8"
            ));
        }
        let hash = self.value(&format!(
            "call i64 @checksum({REFERENCE} {roots}, {REFERENCE} {queue})"
        ));
        self.line(format!("call void @rt_print_i64(i64 {hash})"));
        let status = self.integers[0].clone();
        self.line(format!("ret i64 {status}"));
    }
}

/// `@checksum(roots, queue)`: see the module docs and [`crate::interpret`].
fn checksum_function() -> String {
    let offset = HASH_OFFSET as i64;
    let prime = HASH_PRIME as i64;
    let capacity = CHECKSUM_QUEUE_CAPACITY;
    format!(
        r#"
define internal i64 @checksum(ptr addrspace(1) %roots, ptr addrspace(1) %queue) {{
entry:
  %first = getelementptr i8, ptr addrspace(1) %queue, i64 8
  store ptr addrspace(1) %roots, ptr addrspace(1) %first, align 8
  br label %object
object:
  %next = phi i64 [ 0, %entry ], [ %next.1, %bytes.done ]
  %count = phi i64 [ 1, %entry ], [ %count.f, %bytes.done ]
  %hash = phi i64 [ {offset}, %entry ], [ %hash.b, %bytes.done ]
  %more = icmp ult i64 %next, %count
  br i1 %more, label %visit, label %done
visit:
  %slot.index = shl i64 %next, 3
  %slot.offset = add i64 %slot.index, 8
  %slot = getelementptr i8, ptr addrspace(1) %queue, i64 %slot.offset
  %o = load ptr addrspace(1), ptr addrspace(1) %slot, align 8
  %header = load i64, ptr addrspace(1) %o, align 8
  %h0 = xor i64 %hash, %header
  %h1 = mul i64 %h0, {prime}
  %refs = and i64 %header, 4294967295
  %bytes = lshr i64 %header, 32
  br label %field
field:
  %f = phi i64 [ 0, %visit ], [ %f.1, %field.next ]
  %count.f = phi i64 [ %count, %visit ], [ %count.next, %field.next ]
  %hash.f = phi i64 [ %h1, %visit ], [ %hash.f.1, %field.next ]
  %more.f = icmp ult i64 %f, %refs
  br i1 %more.f, label %field.load, label %bytes.start
field.load:
  %field.index = shl i64 %f, 3
  %field.offset = add i64 %field.index, 8
  %field.address = getelementptr i8, ptr addrspace(1) %o, i64 %field.offset
  %target = load ptr addrspace(1), ptr addrspace(1) %field.address, align 8
  %is.null = icmp eq ptr addrspace(1) %target, null
  br i1 %is.null, label %field.next, label %search
search:
  %j = phi i64 [ 0, %field.load ], [ %j.1, %search.next ]
  %searched = icmp eq i64 %j, %count.f
  br i1 %searched, label %append, label %search.compare
search.compare:
  %j.index = shl i64 %j, 3
  %j.offset = add i64 %j.index, 8
  %j.address = getelementptr i8, ptr addrspace(1) %queue, i64 %j.offset
  %queued = load ptr addrspace(1), ptr addrspace(1) %j.address, align 8
  %same = icmp eq ptr addrspace(1) %queued, %target
  br i1 %same, label %field.next, label %search.next
search.next:
  %j.1 = add i64 %j, 1
  br label %search
append:
  %full = icmp uge i64 %count.f, {capacity}
  br i1 %full, label %overflow, label %append.store
append.store:
  %a.index = shl i64 %count.f, 3
  %a.offset = add i64 %a.index, 8
  %a.address = getelementptr i8, ptr addrspace(1) %queue, i64 %a.offset
  store ptr addrspace(1) %target, ptr addrspace(1) %a.address, align 8
  %count.a = add i64 %count.f, 1
  br label %field.next
field.next:
  %position = phi i64 [ -1, %field.load ], [ %j, %search.compare ], [ %count.f, %append.store ]
  %count.next = phi i64 [ %count.f, %field.load ], [ %count.f, %search.compare ], [ %count.a, %append.store ]
  %hf0 = xor i64 %hash.f, %position
  %hash.f.1 = mul i64 %hf0, {prime}
  %f.1 = add i64 %f, 1
  br label %field
bytes.start:
  %fields.size = shl i64 %refs, 3
  %bytes.offset = add i64 %fields.size, 8
  br label %byte
byte:
  %k = phi i64 [ 0, %bytes.start ], [ %k.1, %byte.body ]
  %hash.b = phi i64 [ %hash.f, %bytes.start ], [ %hash.b.1, %byte.body ]
  %more.b = icmp ult i64 %k, %bytes
  br i1 %more.b, label %byte.body, label %bytes.done
byte.body:
  %k.offset = add i64 %bytes.offset, %k
  %k.address = getelementptr i8, ptr addrspace(1) %o, i64 %k.offset
  %k.byte = load i8, ptr addrspace(1) %k.address, align 1
  %k.value = zext i8 %k.byte to i64
  %hb0 = xor i64 %hash.b, %k.value
  %hash.b.1 = mul i64 %hb0, {prime}
  %k.1 = add i64 %k, 1
  br label %byte
bytes.done:
  %next.1 = add i64 %next, 1
  br label %object
done:
  %hd = xor i64 %hash, %count
  %final = mul i64 %hd, {prime}
  ret i64 %final
overflow:
  ret i64 0
}}
"#
    )
}
