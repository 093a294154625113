//! The reference semantics of a [`Program`]: what it must print and return on
//! any correct collector and compiler, computed without either. The heap is a
//! list of objects (identity = index, so moving is invisible here); the
//! checksum walks it exactly as the emitted `@checksum` does.
//!
//! Also the generator's cost model: a run that exceeds [`Budget`] (statements
//! executed, safepoints reached, bytes allocated, frames, objects reachable at
//! the end) is refused, so every accepted program runs in well under a second
//! even under `--gc-stress`, where every safepoint moves the whole heap.

use crate::deopt_check::{
    converted_bits, derived_kind, descriptor, object_mark, push_operand_kinds, type_kind,
    type_mask, DEFAULT_STATEPOINT_ID, MAX_FRAMES_READ, NULL_MARK, REFERENCE_KIND,
};
use crate::program::{
    Arithmetic, DeoptBundle, DeoptValue, FieldIndex, Function, HeaderPart, Program, ReturnType,
    Statement, ValueType,
};

/// Capacity (reference fields) of the work list `main` allocates for the checksum.
pub const CHECKSUM_QUEUE_CAPACITY: u64 = 2048;

/// The checksum's starting value and multiplier (64-bit FNV-1a).
pub const HASH_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
pub const HASH_PRIME: u64 = 0x0000_0100_0000_01b3;

pub fn mix(hash: u64, value: u64) -> u64 {
    (hash ^ value).wrapping_mul(HASH_PRIME)
}

/// Limits of an accepted program.
#[derive(Clone, Copy, Debug)]
pub struct Budget {
    pub statements: u64,
    /// Allocations, collections, function entries and loop iterations: each
    /// may be a collection of the whole heap under `--gc-stress`.
    pub safepoints: u64,
    pub allocated_bytes: u64,
    pub frames: u64,
}

pub const DEFAULT_BUDGET: Budget = Budget {
    statements: 200_000,
    safepoints: 3_000,
    allocated_bytes: 4 << 20,
    frames: 2_000,
};

/// What a correct run does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expected {
    pub stdout: String,
    /// `main`'s result modulo 256.
    pub exit_status: i32,
    /// `gc_collect` calls executed: the collections of a run whose heap never fills.
    pub explicit_collections: u64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OverBudget(pub &'static str);

struct Object {
    references: Vec<Option<usize>>,
    bytes: Vec<u8>,
}

impl Object {
    fn header(&self) -> u64 {
        self.references.len() as u64 | (self.bytes.len() as u64) << 32
    }
}

struct Frame {
    references: Vec<Option<usize>>,
    integers: Vec<i64>,
    /// `None` in `main`, whose calls pass their own depth.
    depth: Option<i64>,
    /// The enclosing [`Statement::Derived`]s, outermost first: the object,
    /// the byte and the index of the distance in `DERIVED_DISTANCES`.
    derived: Vec<(usize, usize, usize)>,
}

/// A deopt value as a call saw it; objects are read when the state is (a
/// derived pointer whose object is null is an `Object(None)`).
#[derive(Clone, Copy)]
enum DeoptSnapshot {
    Bits(u64),
    Object(Option<usize>),
    Byte { object: usize, offset: usize },
}

/// A call's `deopt` bundle as the call saw it: the statepoint ID, the
/// descriptor and the values.
struct DeoptFrameState {
    statepoint_id: u64,
    /// The bundle's operands: the descriptor, then one per value, two per
    /// derived pointer.
    operand_count: u64,
    descriptor: u64,
    values: Vec<DeoptSnapshot>,
}

struct Machine<'p> {
    program: &'p Program,
    budget: Budget,
    heap: Vec<Object>,
    globals: Vec<Option<usize>>,
    stdout: String,
    statements: u64,
    safepoints: u64,
    allocated_bytes: u64,
    frames: u64,
    collections: u64,
    /// The bundles of the active calls, innermost last (`None`: no bundle).
    call_bundles: Vec<Option<DeoptFrameState>>,
}

/// Runs `program` and returns what it prints and returns, or why it is too costly.
pub fn interpret(program: &Program, budget: Budget) -> Result<Expected, OverBudget> {
    // Deep recursion in the program is deep recursion here: give it room.
    std::thread::scope(|scope| {
        std::thread::Builder::new()
            .stack_size(512 << 20)
            .spawn_scoped(scope, || run_main(program, budget))
            .expect("interpreter thread")
            .join()
            .expect("the interpreter does not panic")
    })
}

fn run_main(program: &Program, budget: Budget) -> Result<Expected, OverBudget> {
    let mut machine = Machine {
        program,
        budget,
        heap: Vec::new(),
        globals: vec![None; program.globals],
        stdout: String::new(),
        statements: 0,
        safepoints: 0,
        allocated_bytes: 0,
        frames: 0,
        collections: 0,
        call_bundles: Vec::new(),
    };
    let main = &program.main;
    let mut frame = new_frame(main, None, &[], &[]);
    machine.run(&main.body, &mut frame)?;
    let hash = machine.checksum(&frame)?;
    machine.stdout.push_str(&format!("{}\n", hash as i64));
    Ok(Expected {
        stdout: machine.stdout,
        exit_status: (frame.integers[0] as u64 % 256) as i32,
        explicit_collections: machine.collections,
    })
}

/// `bundle` as a call in `frame` sees it.
fn deopt_frame_state(machine: &Machine, bundle: &DeoptBundle, frame: &Frame) -> DeoptFrameState {
    let mut kinds = Vec::new();
    let values = bundle
        .values
        .iter()
        .map(|value| {
            let (kind, snapshot) = match *value {
                DeoptValue::Constant { value_type, bits } => (
                    type_kind(value_type),
                    DeoptSnapshot::Bits(bits & type_mask(value_type)),
                ),
                DeoptValue::Integer { source, value_type } => (
                    type_kind(value_type),
                    DeoptSnapshot::Bits(converted_bits(frame.integers[source], value_type)),
                ),
                DeoptValue::Reference(source) => (
                    REFERENCE_KIND,
                    DeoptSnapshot::Object(frame.references[source]),
                ),
                DeoptValue::Field { object, index } => (
                    REFERENCE_KIND,
                    DeoptSnapshot::Object(machine.get_field(frame, object, index)),
                ),
                DeoptValue::Byte { object, offset } => (
                    derived_kind(0),
                    match machine.byte_offset(frame.references[object], frame.integers[offset]) {
                        Some((object, offset)) => DeoptSnapshot::Byte { object, offset },
                        None => DeoptSnapshot::Object(None),
                    },
                ),
                DeoptValue::Derived { level } => match frame.derived.iter().rev().nth(level) {
                    Some(&(object, offset, distance)) => (
                        derived_kind(distance),
                        DeoptSnapshot::Byte { object, offset },
                    ),
                    None => (derived_kind(0), DeoptSnapshot::Object(None)),
                },
            };
            push_operand_kinds(&mut kinds, kind);
            snapshot
        })
        .collect();
    DeoptFrameState {
        operand_count: kinds.len() as u64 + 1,
        statepoint_id: bundle.statepoint_id,
        descriptor: descriptor(&kinds),
        values,
    }
}

fn new_frame(
    function: &Function,
    depth: Option<i64>,
    references: &[Option<usize>],
    integers: &[i64],
) -> Frame {
    let mut frame = Frame {
        references: vec![None; function.references],
        integers: function.integer_initial.clone(),
        depth,
        derived: Vec::new(),
    };
    frame.references[..references.len()].copy_from_slice(references);
    frame.integers[..integers.len()].copy_from_slice(integers);
    frame
}

impl Machine<'_> {
    fn safepoint(&mut self, count: u64) -> Result<(), OverBudget> {
        self.safepoints += count;
        if self.safepoints > self.budget.safepoints {
            return Err(OverBudget("safepoints"));
        }
        Ok(())
    }

    fn field_index(&self, object: usize, index: FieldIndex, frame: &Frame) -> Option<usize> {
        let count = self.heap[object].references.len() as u64;
        match index {
            FieldIndex::Constant(index) => (index < count).then_some(index as usize),
            FieldIndex::Variable(variable) => {
                (count > 0).then(|| (frame.integers[variable] as u64 % count) as usize)
            }
        }
    }

    /// `reference[object].field[index]`, or null.
    fn get_field(&self, frame: &Frame, object: usize, index: FieldIndex) -> Option<usize> {
        frame.references[object].and_then(|object| {
            self.field_index(object, index, frame)
                .and_then(|index| self.heap[object].references[index])
        })
    }

    fn byte_offset(&self, object: Option<usize>, offset: i64) -> Option<(usize, usize)> {
        let object = object?;
        let count = self.heap[object].bytes.len() as u64;
        (count > 0).then(|| (object, (offset as u64 % count) as usize))
    }

    fn run(&mut self, statements: &[Statement], frame: &mut Frame) -> Result<(), OverBudget> {
        for statement in statements {
            self.statements += 1;
            if self.statements > self.budget.statements {
                return Err(OverBudget("statements"));
            }
            self.step(statement, frame)?;
        }
        Ok(())
    }

    fn step(&mut self, statement: &Statement, frame: &mut Frame) -> Result<(), OverBudget> {
        match *statement {
            Statement::Allocate {
                destination,
                references,
                bytes,
            } => {
                self.safepoint(1)?;
                self.allocated_bytes += 8 + 8 * references + bytes.div_ceil(8) * 8;
                if self.allocated_bytes > self.budget.allocated_bytes {
                    return Err(OverBudget("allocated bytes"));
                }
                self.heap.push(Object {
                    references: vec![None; references as usize],
                    bytes: vec![0; bytes as usize],
                });
                frame.references[destination] = Some(self.heap.len() - 1);
            }
            Statement::SetField {
                object,
                index,
                source,
            } => {
                if let Some(object) = frame.references[object] {
                    if let Some(index) = self.field_index(object, index, frame) {
                        self.heap[object].references[index] = frame.references[source];
                    }
                }
            }
            Statement::GetField {
                destination,
                object,
                index,
            } => {
                frame.references[destination] = self.get_field(frame, object, index);
            }
            Statement::SetByte {
                object,
                offset,
                value,
            } => {
                if let Some((object, offset)) =
                    self.byte_offset(frame.references[object], frame.integers[offset])
                {
                    self.heap[object].bytes[offset] = frame.integers[value] as u8;
                }
            }
            Statement::Derived {
                object,
                offset,
                derivation,
                destination,
                ref body,
            } => {
                if let Some((object, offset)) =
                    self.byte_offset(frame.references[object], frame.integers[offset])
                {
                    frame
                        .derived
                        .push((object, offset, derivation.distance_index()));
                    let ran = self.run(body, frame);
                    frame.derived.pop();
                    ran?;
                    frame.integers[destination] = self.heap[object].bytes[offset] as i64;
                }
            }
            Statement::Header {
                destination,
                object,
                part,
            } => {
                frame.integers[destination] = frame.references[object].map_or(0, |object| {
                    let object = &self.heap[object];
                    match part {
                        HeaderPart::References => object.references.len() as i64,
                        HeaderPart::Bytes => object.bytes.len() as i64,
                    }
                });
            }
            Statement::Constant { destination, value } => frame.integers[destination] = value,
            Statement::Arithmetic {
                destination,
                operation,
                left,
                right,
            } => {
                let (left, right) = (frame.integers[left], frame.integers[right]);
                frame.integers[destination] = match operation {
                    Arithmetic::Add => left.wrapping_add(right),
                    Arithmetic::Sub => left.wrapping_sub(right),
                    Arithmetic::Mul => left.wrapping_mul(right),
                    Arithmetic::Xor => left ^ right,
                };
            }
            Statement::IsNull {
                destination,
                object,
            } => frame.integers[destination] = frame.references[object].is_none() as i64,
            Statement::Same {
                destination,
                left,
                right,
            } => {
                frame.integers[destination] =
                    (frame.references[left] == frame.references[right]) as i64
            }
            Statement::Select {
                destination,
                condition,
                left,
                right,
            } => {
                frame.references[destination] = if frame.integers[condition] & 1 != 0 {
                    frame.references[left]
                } else {
                    frame.references[right]
                };
            }
            Statement::Call {
                callee,
                ref arguments,
                depth,
                reference_result,
                integer_result,
                invoke: _,
                ref deopt,
            } => {
                let function = &self.program.functions[callee];
                let mut references = Vec::new();
                let mut integers = Vec::new();
                for (&parameter, &argument) in function.parameters.iter().zip(arguments) {
                    match parameter {
                        ValueType::Reference => references.push(frame.references[argument]),
                        ValueType::Integer => integers.push(frame.integers[argument]),
                    }
                }
                let depth = frame.depth.map_or(depth, |depth| depth - 1);
                let bundle = deopt
                    .as_ref()
                    .map(|bundle| deopt_frame_state(self, bundle, frame));
                self.call_bundles.push(bundle);
                let called = self.call(function, depth, &references, &integers);
                self.call_bundles.pop();
                let (reference, integer) = called?;
                if let (Some(destination), ReturnType::Reference | ReturnType::Pair) =
                    (reference_result, function.return_type)
                {
                    frame.references[destination] = reference;
                }
                if let (Some(destination), ReturnType::Integer | ReturnType::Pair) =
                    (integer_result, function.return_type)
                {
                    frame.integers[destination] = integer;
                }
            }
            Statement::If {
                condition,
                ref then,
                ref otherwise,
            } => {
                if frame.integers[condition] & 1 != 0 {
                    self.run(then, frame)?;
                } else {
                    self.run(otherwise, frame)?;
                }
            }
            Statement::Loop { trips, ref body } => {
                for _ in 0..trips {
                    self.safepoint(1)?;
                    self.run(body, frame)?;
                }
            }
            Statement::Vector {
                first,
                second,
                ref body,
                first_destination,
                second_destination,
            } => {
                let (first, second) = (frame.references[first], frame.references[second]);
                self.run(body, frame)?;
                frame.references[first_destination] = second;
                frame.references[second_destination] = first;
            }
            Statement::Aggregate {
                reference,
                integer,
                ref body,
                reference_destination,
                integer_destination,
            } => {
                let (reference, integer) = (frame.references[reference], frame.integers[integer]);
                self.run(body, frame)?;
                frame.references[reference_destination] = reference;
                frame.integers[integer_destination] = integer;
            }
            Statement::SetGlobal { global, source } => {
                self.globals[global] = frame.references[source]
            }
            Statement::GetGlobal {
                destination,
                global,
            } => frame.references[destination] = self.globals[global],
            Statement::Collect { invoke: _ } => {
                self.safepoint(1)?;
                self.collections += 1;
            }
            Statement::Print { source } => self
                .stdout
                .push_str(&format!("{}\n", frame.integers[source])),
            Statement::Deopt {
                ref bundle,
                invoke: _,
            } => {
                let site = deopt_frame_state(self, bundle, frame);
                self.deopt_check(&site)?;
            }
        }
        Ok(())
    }

    /// What `@deopt_check` prints when called with `site`'s bundle
    /// (`crate::deopt_check`), and its cost.
    fn deopt_check(&mut self, site: &DeoptFrameState) -> Result<(), OverBudget> {
        let outer = self.call_bundles.iter().rev().map(Option::as_ref);
        let frames: Vec<Option<&DeoptFrameState>> = std::iter::once(Some(site))
            .chain(outer)
            .take(MAX_FRAMES_READ as usize)
            .collect();
        let mut hash = mix(HASH_OFFSET, 2 + self.call_bundles.len() as u64);
        let mut reads = 0;
        for state in &frames {
            let Some(state) = state else {
                hash = mix(mix(hash, DEFAULT_STATEPOINT_ID), 0);
                continue;
            };
            hash = mix(hash, state.statepoint_id);
            hash = mix(hash, state.operand_count);
            hash = mix(hash, state.descriptor);
            for value in &state.values {
                hash = mix(hash, self.deopt_value_mark(*value));
            }
            reads += state.operand_count;
        }
        self.safepoint(2 + frames.len() as u64 + reads)?;
        self.collections += 1;
        self.stdout.push_str(&format!("{}\n", hash as i64));
        Ok(())
    }

    fn deopt_value_mark(&self, value: DeoptSnapshot) -> u64 {
        match value {
            DeoptSnapshot::Bits(bits) => bits,
            DeoptSnapshot::Object(None) => NULL_MARK,
            DeoptSnapshot::Object(Some(object)) => {
                let object = &self.heap[object];
                object_mark(object.header(), object.bytes.first().copied())
            }
            DeoptSnapshot::Byte { object, offset } => u64::from(self.heap[object].bytes[offset]),
        }
    }

    fn call(
        &mut self,
        function: &Function,
        depth: i64,
        references: &[Option<usize>],
        integers: &[i64],
    ) -> Result<(Option<usize>, i64), OverBudget> {
        self.safepoint(1)?;
        self.frames += 1;
        if self.frames > self.budget.frames {
            return Err(OverBudget("frames"));
        }
        let mut frame = new_frame(function, Some(depth), references, integers);
        if depth > 0 {
            self.run(&function.body, &mut frame)?;
        }
        self.frames -= 1;
        Ok((frame.references[0], frame.integers[0]))
    }

    /// The hash of the heap reachable from the globals and `main`'s references,
    /// breadth first from a root object listing them (see [`crate::emit`]).
    fn checksum(&mut self, main: &Frame) -> Result<u64, OverBudget> {
        let roots = Object {
            references: self
                .globals
                .iter()
                .chain(&main.references)
                .copied()
                .collect(),
            bytes: Vec::new(),
        };
        self.heap.push(roots);
        let mut queue = vec![self.heap.len() - 1];
        let mut positions = std::collections::HashMap::from([(queue[0], 0u64)]);
        let mut hash = HASH_OFFSET;
        let mut next = 0;
        while next < queue.len() {
            let object = &self.heap[queue[next]];
            hash = mix(hash, object.header());
            for field in &object.references {
                let position = match field {
                    None => u64::MAX,
                    Some(target) => *positions.entry(*target).or_insert_with(|| {
                        queue.push(*target);
                        queue.len() as u64 - 1
                    }),
                };
                hash = mix(hash, position);
            }
            for &byte in &object.bytes {
                hash = mix(hash, byte as u64);
            }
            next += 1;
        }
        if queue.len() as u64 > CHECKSUM_QUEUE_CAPACITY {
            return Err(OverBudget("reachable objects"));
        }
        Ok(mix(hash, queue.len() as u64))
    }
}
