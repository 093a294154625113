//! The generated program as a tree: functions of structured statements over
//! numbered local variables (references and 64-bit integers). [`crate::emit`]
//! turns it into LLVM IR in SSA form, [`crate::interpret`] runs it, and
//! [`crate::reduce`] shrinks it; none of them needs the others' output.
//!
//! Every statement is total: field and byte accesses check at run time that
//! the object is non-null and large enough (and do nothing, or yield null or
//! 0, otherwise), so any variable may be used anywhere and deleting a
//! statement never makes a program invalid.

/// A local variable: reference variables and integer variables are numbered apart.
pub type Var = usize;

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ValueType {
    /// `ptr addrspace(1)`
    Reference,
    /// `i64`
    Integer,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReturnType {
    Void,
    Integer,
    Reference,
    /// `{ ptr addrspace(1), i64 }`, a first-class aggregate.
    Pair,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arithmetic {
    Add,
    Sub,
    Mul,
    Xor,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeaderPart {
    /// `R`, the number of reference fields.
    References,
    /// `B`, the number of raw bytes.
    Bytes,
}

/// Which reference field: a constant index, or an integer variable's value
/// modulo `R` (a GEP whose offset is computed at run time).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FieldIndex {
    Constant(u64),
    Variable(Var),
}

/// Where a derived pointer into an object's raw bytes points while it is live
/// across the statements of [`Statement::Derived`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Derivation {
    /// At the byte (an interior pointer).
    Interior,
    /// `distance` bytes past the byte, brought back before the load (an
    /// exterior pointer, possibly far outside the object); negative: before
    /// it. One of [`DERIVED_DISTANCES`] (not 0).
    Exterior(i64),
}

/// How far past the byte an exterior derived pointer points (negative:
/// before it); also the distances a deopt value's kind can name (index 0 is
/// an interior pointer).
pub const DERIVED_DISTANCES: [i64; 7] = [0, 64, 4096, 1 << 20, -8, -4096, -(1 << 20)];

/// The IR type a deopt value is given in a `deopt` bundle, for constants and
/// for integer variables (converted with `trunc`, `sext` or `sitofp`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeoptType {
    I1,
    I8,
    I32,
    I64,
    I128,
    Float,
    Double,
}

/// A value of a `deopt` bundle: one operand, or two for a derived pointer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeoptValue {
    /// A constant: `bits` are the value's bits (of the IEEE value for
    /// `Float` and `Double`; of the low 64 bits for `I128`, whose high bits
    /// are `bits`' sign, as `sext` gives them).
    Constant { value_type: DeoptType, bits: u64 },
    /// `integer[source]` converted to `value_type`.
    Integer { source: Var, value_type: DeoptType },
    /// `reference[source]`, possibly null.
    Reference(Var),
    /// `object.field[index]`, or null: a reference loaded for the bundle
    /// alone, so only the bundle keeps it (and its relocation) alive.
    Field { object: Var, index: FieldIndex },
    /// Raw byte `offset mod B` of the object as a derived pointer is kept in
    /// deopt state: two operands, the object and the byte's offset in it (the
    /// rewrite assumes deopt operands are bases and relocates each as its own
    /// base, as LLVM does, so a derived pointer itself cannot be one). Null
    /// and 0 when the object is null or has no raw bytes.
    Byte { object: Var, offset: Var },
    /// The derived pointer of the `level`-th enclosing [`Statement::Derived`]
    /// of the function (0: the innermost) as its object and offset (for an
    /// exterior pointer, the offset outside the object), two operands; null
    /// and 0 when there are fewer.
    Derived { level: usize },
}

/// A `deopt` bundle and the `"statepoint-id"` of its call.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeoptBundle {
    pub statepoint_id: u64,
    pub values: Vec<DeoptValue>,
}

impl Derivation {
    /// The index of its distance in [`DERIVED_DISTANCES`].
    pub fn distance_index(self) -> usize {
        let distance = match self {
            Derivation::Interior => 0,
            Derivation::Exterior(distance) => distance,
        };
        DERIVED_DISTANCES
            .iter()
            .position(|&d| d == distance)
            .expect("exterior distances are DERIVED_DISTANCES")
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Statement {
    /// `reference[destination] = gc_alloc(references, bytes)`.
    Allocate {
        destination: Var,
        references: u64,
        bytes: u64,
    },
    /// `object.field[index] = reference[source]` when the object has that field.
    SetField {
        object: Var,
        index: FieldIndex,
        source: Var,
    },
    /// `reference[destination] = object.field[index]`, or null.
    GetField {
        destination: Var,
        object: Var,
        index: FieldIndex,
    },
    /// Raw byte `offset mod B` of the object = `value` (truncated), when `B` > 0.
    SetByte {
        object: Var,
        offset: Var,
        value: Var,
    },
    /// When the object has raw bytes: a pointer to byte `offset mod B` is
    /// derived, `body` runs with it live, then `integer[destination]` = the
    /// byte it points at (read through the derived pointer).
    Derived {
        object: Var,
        offset: Var,
        derivation: Derivation,
        destination: Var,
        body: Vec<Statement>,
    },
    /// `integer[destination]` = the object's `R` or `B` (0 for null).
    Header {
        destination: Var,
        object: Var,
        part: HeaderPart,
    },
    Constant {
        destination: Var,
        value: i64,
    },
    Arithmetic {
        destination: Var,
        operation: Arithmetic,
        left: Var,
        right: Var,
    },
    /// `integer[destination]` = 1 if the reference is null, else 0.
    IsNull {
        destination: Var,
        object: Var,
    },
    /// `integer[destination]` = 1 if both references are the same object (or both null).
    Same {
        destination: Var,
        left: Var,
        right: Var,
    },
    /// `reference[destination] = (integer[condition] & 1) ? left : right` (a `select`).
    Select {
        destination: Var,
        condition: Var,
        left: Var,
        right: Var,
    },
    /// A call (or an `invoke` whose unwind edge is never taken) of
    /// `functions[callee]`. Arguments are variables of the parameter types;
    /// the results go to the given variables. Called from `main`, the callee
    /// gets `depth`; otherwise the caller's depth minus one.
    Call {
        callee: usize,
        arguments: Vec<Var>,
        depth: i64,
        reference_result: Option<Var>,
        integer_result: Option<Var>,
        invoke: bool,
        /// The call's `deopt` bundle, which [`Statement::Deopt`]s in the
        /// callee (and deeper) read back.
        deopt: Option<DeoptBundle>,
    },
    /// `if (integer[condition] & 1) { then } else { otherwise }`
    If {
        condition: Var,
        then: Vec<Statement>,
        otherwise: Vec<Statement>,
    },
    /// `trips` iterations of `body`; every variable is a phi of the header.
    Loop {
        trips: u64,
        body: Vec<Statement>,
    },
    /// `<2 x ptr addrspace(1)>` of two references, live across `body`; the
    /// elements go (swapped) to the two destinations afterwards.
    Vector {
        first: Var,
        second: Var,
        body: Vec<Statement>,
        first_destination: Var,
        second_destination: Var,
    },
    /// `{ ptr addrspace(1), i64 }` of a reference and an integer, live across
    /// `body`, taken apart afterwards.
    Aggregate {
        reference: Var,
        integer: Var,
        body: Vec<Statement>,
        reference_destination: Var,
        integer_destination: Var,
    },
    SetGlobal {
        global: usize,
        source: Var,
    },
    GetGlobal {
        destination: Var,
        global: usize,
    },
    /// `gc_collect()`, called or invoked.
    Collect {
        invoke: bool,
    },
    /// `rt_print_i64(integer[source])`.
    Print {
        source: Var,
    },
    /// A call (or `invoke`) of `@deopt_check` with a `deopt` bundle:
    /// `@deopt_check` collects, then reads the deopt state of the frames
    /// outward from this one through `rt_deopt_*` (this call's bundle, then
    /// those of the active [`Statement::Call`]s, innermost first) and prints
    /// a hash of it (see [`crate::interpret`]).
    Deopt {
        bundle: DeoptBundle,
        invoke: bool,
    },
}

impl Statement {
    /// The statement lists nested in this one.
    pub fn bodies(&self) -> Vec<&Vec<Statement>> {
        match self {
            Statement::Derived { body, .. }
            | Statement::Loop { body, .. }
            | Statement::Vector { body, .. }
            | Statement::Aggregate { body, .. } => vec![body],
            Statement::If {
                then, otherwise, ..
            } => vec![then, otherwise],
            _ => Vec::new(),
        }
    }

    pub fn bodies_mut(&mut self) -> Vec<&mut Vec<Statement>> {
        match self {
            Statement::Derived { body, .. }
            | Statement::Loop { body, .. }
            | Statement::Vector { body, .. }
            | Statement::Aggregate { body, .. } => vec![body],
            Statement::If {
                then, otherwise, ..
            } => vec![then, otherwise],
            _ => Vec::new(),
        }
    }
}

/// A user function: `RET @name(i64 %depth, params...)`. When `%depth` <= 0 it
/// returns at once; otherwise it runs `body`. Either way it returns reference
/// variable 0 and integer variable 0 (as the return type takes them).
/// Parameters initialise the first variables of their type; the remaining
/// integer variables start at `integer_initial`, references at null.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    pub name: String,
    /// `internal` linkage: always for names of C library functions, so the
    /// definition cannot interpose on the library the runtime itself uses.
    pub internal: bool,
    pub parameters: Vec<ValueType>,
    pub return_type: ReturnType,
    pub references: usize,
    pub integers: usize,
    pub integer_initial: Vec<i64>,
    pub body: Vec<Statement>,
}

impl Function {
    pub fn parameter_count(&self, value_type: ValueType) -> usize {
        self.parameters.iter().filter(|&&p| p == value_type).count()
    }
}

/// `main` has no parameters; it runs `body`, then hashes the heap reachable
/// from the globals and its reference variables, prints the hash and returns
/// integer variable 0.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Program {
    pub seed: u64,
    pub globals: usize,
    /// Whether the module lists its globals in the `statepoint_global_roots`
    /// section itself (otherwise `statepoint` adds them).
    pub explicit_global_roots: bool,
    pub functions: Vec<Function>,
    pub main: Function,
}

impl Program {
    /// Every function, `main` last.
    pub fn all_functions(&self) -> impl Iterator<Item = &Function> {
        self.functions.iter().chain(std::iter::once(&self.main))
    }

    /// How many calls carry a `deopt` bundle, and how many of them are deopt
    /// checks ([`Statement::Deopt`]).
    pub fn deopt_bundle_counts(&self) -> (usize, usize) {
        fn count(statements: &[Statement], counts: &mut (usize, usize)) {
            for statement in statements {
                match statement {
                    Statement::Call { deopt: Some(_), .. } => counts.0 += 1,
                    Statement::Deopt { .. } => {
                        counts.0 += 1;
                        counts.1 += 1;
                    }
                    _ => {}
                }
                for body in statement.bodies() {
                    count(body, counts);
                }
            }
        }
        let mut counts = (0, 0);
        for function in self.all_functions() {
            count(&function.body, &mut counts);
        }
        counts
    }
}
