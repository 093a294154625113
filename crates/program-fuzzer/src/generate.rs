//! Random programs, deterministic by seed (see [`crate::program`] for what a
//! program is and [`crate::interpret`] for the budget every accepted program
//! keeps). What is generated, each on purpose:
//!
//! * references live across calls and allocations in SSA values, loop phis,
//!   phis of `if` joins, `select`s, `<2 x ptr addrspace(1)>` vectors and
//!   `{ ptr addrspace(1), i64 }` aggregates (as values and as return values);
//! * interior and exterior derived pointers into raw bytes, at offsets
//!   computed at run time, live across statements that may collect; exterior
//!   ones point up to 1 MiB before or past the object and are brought back
//!   before the load; reference fields at run-time indices;
//! * objects from empty (R = 0, B = 0) to larger than a page, in references
//!   and in raw bytes;
//! * recursion (every function may call every function, itself included)
//!   bounded by a depth argument, up to hundreds of frames deep;
//! * globals of type `ptr addrspace(1)` as roots, registered by the module or
//!   left to `statepoint`;
//! * loops with calls and loops without (where PlaceSafepoints puts polls);
//! * `invoke`s of user functions and of `gc_collect`;
//! * `deopt` bundles on calls of user functions and on calls of
//!   `@deopt_check`, which reads the deopt state of every active frame after a
//!   collection ([`crate::deopt_check`]): constants of `i1`, `i8`, `i32`,
//!   `i64`, `i128`, `float` and `double`, integer variables converted to
//!   those types, references (null ones too), references and derived
//!   pointers that only the bundle uses, and the derived pointers of the
//!   enclosing interior and exterior derivations;
//! * with [`GeneratorOptions::name_collisions`], user functions named like C
//!   library functions (`round`, `free`, `malloc`, `memcpy`, `strlen`, ...)
//!   whose prototypes are not the library's (so LLVM does not take them for
//!   the library's), often with the library's parameter count: calls of them
//!   must become statepoints like any other.

use crate::deopt_check::{type_mask, DEOPT_TYPES, MAX_VALUES};
use crate::interpret::{interpret, Expected, DEFAULT_BUDGET};
use crate::program::{
    Arithmetic, DeoptBundle, DeoptType, DeoptValue, Derivation, FieldIndex, Function, HeaderPart,
    Program, ReturnType, Statement, ValueType, DERIVED_DISTANCES,
};
use crate::rng::Rng;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GeneratorOptions {
    /// Name some user functions like C library functions.
    pub name_collisions: bool,
}

/// What the C library function of a name returns, which the user function
/// of that name must not (LLVM's library prototype check then fails).
#[derive(Clone, Copy, PartialEq, Eq)]
enum LibraryReturn {
    Double,
    Pointer,
    Int32,
    SizeT,
    Void,
}

/// C library names (LLVM's target library info and our table know them):
/// name, the library's parameter count, its return type.
const LIBRARY_NAMES: &[(&str, usize, LibraryReturn)] = &[
    ("round", 1, LibraryReturn::Double),
    ("floor", 1, LibraryReturn::Double),
    ("ceil", 1, LibraryReturn::Double),
    ("sqrt", 1, LibraryReturn::Double),
    ("trunc", 1, LibraryReturn::Double),
    ("fabs", 1, LibraryReturn::Double),
    ("sin", 1, LibraryReturn::Double),
    ("pow", 2, LibraryReturn::Double),
    ("fmax", 2, LibraryReturn::Double),
    ("free", 1, LibraryReturn::Void),
    ("qsort", 4, LibraryReturn::Void),
    ("malloc", 1, LibraryReturn::Pointer),
    ("calloc", 2, LibraryReturn::Pointer),
    ("realloc", 2, LibraryReturn::Pointer),
    ("memcpy", 3, LibraryReturn::Pointer),
    ("memset", 3, LibraryReturn::Pointer),
    ("memmove", 3, LibraryReturn::Pointer),
    ("strchr", 2, LibraryReturn::Pointer),
    ("strlen", 1, LibraryReturn::SizeT),
    ("strcmp", 2, LibraryReturn::Int32),
    ("puts", 1, LibraryReturn::Int32),
    ("printf", 1, LibraryReturn::Int32),
    ("atoi", 1, LibraryReturn::Int32),
    ("abs", 1, LibraryReturn::Int32),
];

const RETURN_TYPES: [ReturnType; 4] = [
    ReturnType::Void,
    ReturnType::Integer,
    ReturnType::Reference,
    ReturnType::Pair,
];

fn clashes(return_type: ReturnType, library: LibraryReturn) -> bool {
    matches!(
        (return_type, library),
        (ReturnType::Void, LibraryReturn::Void)
            | (ReturnType::Reference, LibraryReturn::Pointer)
            | (ReturnType::Integer, LibraryReturn::SizeT)
    )
}

/// The program of `seed` and its expected behaviour: the first of the
/// seed's candidates that keeps the budget.
pub fn generate(seed: u64, options: GeneratorOptions) -> (Program, Expected) {
    for attempt in 0u64.. {
        let mut rng = Rng::new(seed ^ attempt.wrapping_mul(0xa076_1d64_78bd_642f));
        let program = Generator {
            rng: &mut rng,
            signatures: Vec::new(),
            globals: 0,
        }
        .program(seed, options);
        if let Ok(expected) = interpret(&program, DEFAULT_BUDGET) {
            return (program, expected);
        }
    }
    unreachable!("attempts are unbounded")
}

struct Generator<'r> {
    rng: &'r mut Rng,
    /// Parameters and return type of each user function.
    signatures: Vec<(Vec<ValueType>, ReturnType)>,
    globals: usize,
}

/// The variables of the function being generated.
#[derive(Clone, Copy)]
struct Scope {
    references: usize,
    integers: usize,
    is_main: bool,
    /// How many [`Statement::Derived`] enclose the statement.
    derived: usize,
}

impl Generator<'_> {
    fn program(mut self, seed: u64, options: GeneratorOptions) -> Program {
        self.globals = self.rng.below(4) as usize;
        let function_count = self.rng.range(1, 5) as usize;
        let mut names: Vec<(String, bool)> = Vec::new();
        let mut available: Vec<&(&str, usize, LibraryReturn)> = LIBRARY_NAMES.iter().collect();
        let mut functions = Vec::new();
        for index in 0..function_count {
            let library = if options.name_collisions && self.rng.chance(50) {
                let pick = self.rng.below(available.len() as u64) as usize;
                Some(*available.remove(pick))
            } else {
                None
            };
            let parameter_count = match library {
                Some((_, count, _)) if self.rng.chance(75) => count - 1,
                _ => self.rng.below(4) as usize,
            };
            let parameters: Vec<ValueType> = (0..parameter_count)
                .map(|_| {
                    if self.rng.chance(60) {
                        ValueType::Reference
                    } else {
                        ValueType::Integer
                    }
                })
                .collect();
            let return_type = loop {
                let candidate = *self.rng.pick(&RETURN_TYPES);
                if !library.is_some_and(|(_, _, library)| clashes(candidate, library)) {
                    break candidate;
                }
            };
            names.push(match library {
                Some((name, _, _)) => (name.to_string(), true),
                None => (format!("f{index}"), self.rng.chance(50)),
            });
            self.signatures.push((parameters, return_type));
        }
        for (index, (name, internal)) in names.into_iter().enumerate() {
            let (parameters, return_type) = self.signatures[index].clone();
            let scope = Scope {
                references: parameters
                    .iter()
                    .filter(|&&p| p == ValueType::Reference)
                    .count()
                    + self.rng.range(1, 3) as usize,
                integers: parameters
                    .iter()
                    .filter(|&&p| p == ValueType::Integer)
                    .count()
                    + self.rng.range(2, 3) as usize,
                is_main: false,
                derived: 0,
            };
            let length = self.rng.range(2, 8) as usize;
            let body = self.statements(scope, length, 0);
            functions.push(self.function(name, internal, parameters, return_type, scope, body));
        }
        let scope = Scope {
            references: self.rng.range(3, 6) as usize,
            integers: self.rng.range(3, 5) as usize,
            is_main: true,
            derived: 0,
        };
        let length = self.rng.range(6, 20) as usize;
        let body = self.statements(scope, length, 0);
        let main = self.function(
            "main".to_string(),
            false,
            Vec::new(),
            ReturnType::Integer,
            scope,
            body,
        );
        Program {
            seed,
            globals: self.globals,
            explicit_global_roots: self.rng.chance(50),
            functions,
            main,
        }
    }

    fn function(
        &mut self,
        name: String,
        internal: bool,
        parameters: Vec<ValueType>,
        return_type: ReturnType,
        scope: Scope,
        body: Vec<Statement>,
    ) -> Function {
        Function {
            name,
            internal,
            parameters,
            return_type,
            references: scope.references,
            integers: scope.integers,
            integer_initial: (0..scope.integers)
                .map(|_| self.rng.below(1000) as i64)
                .collect(),
            body,
        }
    }

    fn statements(&mut self, scope: Scope, length: usize, nesting: u32) -> Vec<Statement> {
        (0..length)
            .map(|_| self.statement(scope, nesting))
            .collect()
    }

    /// A short body for a compound statement, usually with something that may collect.
    fn body(&mut self, scope: Scope, nesting: u32) -> Vec<Statement> {
        let length = self.rng.range(1, 4) as usize;
        let mut body = self.statements(scope, length, nesting + 1);
        if self.rng.chance(70) {
            let position = self.rng.below(body.len() as u64 + 1) as usize;
            let collecting = if !self.signatures.is_empty() && self.rng.chance(50) {
                self.call(scope)
            } else {
                self.allocate(scope)
            };
            body.insert(position, collecting);
        }
        body
    }

    fn reference(&mut self, scope: Scope) -> usize {
        self.rng.below(scope.references as u64) as usize
    }

    fn integer(&mut self, scope: Scope) -> usize {
        self.rng.below(scope.integers as u64) as usize
    }

    fn allocate(&mut self, scope: Scope) -> Statement {
        let (references, bytes) = match self.rng.below(10) {
            0 => (0, 0),
            1 => (self.rng.range(0, 1), self.rng.range(4097, 9000)),
            2 => (self.rng.range(513, 700), self.rng.below(16)),
            3 => (0, self.rng.range(1, 16)),
            _ => (self.rng.range(0, 4), self.rng.below(40)),
        };
        Statement::Allocate {
            destination: self.reference(scope),
            references,
            bytes,
        }
    }

    fn field_index(&mut self, scope: Scope) -> FieldIndex {
        if self.rng.chance(60) {
            FieldIndex::Constant(self.rng.below(4))
        } else {
            FieldIndex::Variable(self.integer(scope))
        }
    }

    fn call(&mut self, scope: Scope) -> Statement {
        let callee = self.rng.below(self.signatures.len() as u64) as usize;
        let (parameters, _) = self.signatures[callee].clone();
        let arguments = parameters
            .iter()
            .map(|parameter| match parameter {
                ValueType::Reference => self.reference(scope),
                ValueType::Integer => self.integer(scope),
            })
            .collect();
        let depth = if scope.is_main && self.rng.chance(15) {
            self.rng.range(50, 600) as i64
        } else {
            self.rng.range(1, 4) as i64
        };
        Statement::Call {
            callee,
            arguments,
            depth,
            reference_result: self.rng.chance(85).then(|| self.reference(scope)),
            integer_result: self.rng.chance(85).then(|| self.integer(scope)),
            invoke: self.rng.chance(25),
            deopt: self.rng.chance(25).then(|| self.deopt_bundle(scope)),
        }
    }

    fn deopt_bundle(&mut self, scope: Scope) -> DeoptBundle {
        let operand_limit = if self.rng.chance(10) {
            MAX_VALUES
        } else {
            self.rng.range(1, 6) as usize
        };
        let mut values = Vec::new();
        let mut operands = 0;
        while operands < operand_limit {
            let value = self.deopt_value(scope);
            operands += match value {
                DeoptValue::Byte { .. } | DeoptValue::Derived { .. } => 2,
                _ => 1,
            };
            if operands <= operand_limit {
                values.push(value);
            }
        }
        DeoptBundle {
            statepoint_id: self.rng.below(1 << 20),
            values,
        }
    }

    fn deopt_value(&mut self, scope: Scope) -> DeoptValue {
        match self.rng.below(12) {
            0..=2 => {
                let value_type = *self.rng.pick(&DEOPT_TYPES);
                let bits = match value_type {
                    DeoptType::Float => {
                        let value = (self.rng.below(4001) as f32 - 2000.0) / 8.0;
                        u64::from(value.to_bits())
                    }
                    DeoptType::Double => ((self.rng.next_u64() as i64 as f64) / 1024.0).to_bits(),
                    _ if self.rng.chance(50) => self.rng.below(300),
                    _ => self.rng.next_u64(),
                };
                DeoptValue::Constant {
                    value_type,
                    bits: bits & type_mask(value_type),
                }
            }
            3..=5 => DeoptValue::Integer {
                source: self.integer(scope),
                value_type: *self.rng.pick(&DEOPT_TYPES),
            },
            6 | 7 => DeoptValue::Reference(self.reference(scope)),
            8 => DeoptValue::Field {
                object: self.reference(scope),
                index: self.field_index(scope),
            },
            9 => DeoptValue::Byte {
                object: self.reference(scope),
                offset: self.integer(scope),
            },
            _ if scope.derived > 0 => DeoptValue::Derived {
                level: self.rng.below(scope.derived as u64) as usize,
            },
            _ => DeoptValue::Reference(self.reference(scope)),
        }
    }

    fn statement(&mut self, scope: Scope, nesting: u32) -> Statement {
        let compound = nesting < 3;
        loop {
            let statement = match self.rng.below(27) {
                0..=2 => self.allocate(scope),
                3 | 4 => Statement::SetField {
                    object: self.reference(scope),
                    index: self.field_index(scope),
                    source: self.reference(scope),
                },
                5 | 6 => Statement::GetField {
                    destination: self.reference(scope),
                    object: self.reference(scope),
                    index: self.field_index(scope),
                },
                7 => Statement::SetByte {
                    object: self.reference(scope),
                    offset: self.integer(scope),
                    value: self.integer(scope),
                },
                8 if compound => Statement::Derived {
                    object: self.reference(scope),
                    offset: self.integer(scope),
                    derivation: if self.rng.chance(50) {
                        Derivation::Interior
                    } else {
                        Derivation::Exterior(*self.rng.pick(&DERIVED_DISTANCES[1..]))
                    },
                    destination: self.integer(scope),
                    body: self.body(
                        Scope {
                            derived: scope.derived + 1,
                            ..scope
                        },
                        nesting,
                    ),
                },
                9 => Statement::Header {
                    destination: self.integer(scope),
                    object: self.reference(scope),
                    part: if self.rng.chance(50) {
                        HeaderPart::References
                    } else {
                        HeaderPart::Bytes
                    },
                },
                10 => Statement::Constant {
                    destination: self.integer(scope),
                    value: if self.rng.chance(80) {
                        self.rng.below(300) as i64
                    } else {
                        self.rng.next_u64() as i64
                    },
                },
                11 => Statement::Arithmetic {
                    destination: self.integer(scope),
                    operation: *self.rng.pick(&[
                        Arithmetic::Add,
                        Arithmetic::Sub,
                        Arithmetic::Mul,
                        Arithmetic::Xor,
                    ]),
                    left: self.integer(scope),
                    right: self.integer(scope),
                },
                12 => Statement::IsNull {
                    destination: self.integer(scope),
                    object: self.reference(scope),
                },
                13 => Statement::Same {
                    destination: self.integer(scope),
                    left: self.reference(scope),
                    right: self.reference(scope),
                },
                14 => Statement::Select {
                    destination: self.reference(scope),
                    condition: self.integer(scope),
                    left: self.reference(scope),
                    right: self.reference(scope),
                },
                15..=17 if !self.signatures.is_empty() => self.call(scope),
                18 if compound => Statement::If {
                    condition: self.integer(scope),
                    then: self.body(scope, nesting),
                    otherwise: self.body(scope, nesting),
                },
                19 if compound => {
                    let trips = if self.rng.chance(20) {
                        self.rng.range(20, 60)
                    } else {
                        self.rng.range(1, 6)
                    };
                    let body = if self.rng.chance(40) {
                        // No call and no allocation: only the loop's poll is a safepoint.
                        let length = self.rng.range(1, 4) as usize;
                        self.statements(scope, length, 3)
                            .into_iter()
                            .filter(|s| {
                                !matches!(
                                    s,
                                    Statement::Allocate { .. }
                                        | Statement::Call { .. }
                                        | Statement::Collect { .. }
                                        | Statement::Deopt { .. }
                                )
                            })
                            .collect()
                    } else {
                        self.body(scope, nesting)
                    };
                    Statement::Loop { trips, body }
                }
                20 if compound => Statement::Vector {
                    first: self.reference(scope),
                    second: self.reference(scope),
                    body: self.body(scope, nesting),
                    first_destination: self.reference(scope),
                    second_destination: self.reference(scope),
                },
                21 if compound => Statement::Aggregate {
                    reference: self.reference(scope),
                    integer: self.integer(scope),
                    body: self.body(scope, nesting),
                    reference_destination: self.reference(scope),
                    integer_destination: self.integer(scope),
                },
                22 if self.globals > 0 => {
                    let global = self.rng.below(self.globals as u64) as usize;
                    if self.rng.chance(50) {
                        Statement::SetGlobal {
                            global,
                            source: self.reference(scope),
                        }
                    } else {
                        Statement::GetGlobal {
                            destination: self.reference(scope),
                            global,
                        }
                    }
                }
                23 => Statement::Collect {
                    invoke: self.rng.chance(30),
                },
                24 => Statement::Print {
                    source: self.integer(scope),
                },
                25 | 26 => Statement::Deopt {
                    bundle: self.deopt_bundle(scope),
                    invoke: self.rng.chance(25),
                },
                _ => continue,
            };
            return statement;
        }
    }
}
