//! `verify<write-barriers>`: proves that every reference store into the heap
//! is covered by the write barrier of docs/collectors.md, before or after
//! RewriteStatepointsForGC.
//!
//! For every reference store (the instructions of
//! `write_barriers::reference_stores`) in a block reachable from the entry, of
//! every function definition, one of:
//! * its address is stack memory (an `alloca` through GEPs and casts) or
//!   points into no object: after GEPs, casts and `freeze` it is a constant,
//!   or a phi, select or vector element operation all of whose inputs point
//!   into no object (a cycle of them holds: a loop that only ever carries
//!   `null`, whose base pointer inference finds a constant);
//! * its address points into a fresh object (`write_barriers::fresh_objects`,
//!   the analysis that elides barriers: the same judgement, not re-derived);
//! * it is covered: no instruction before it in its block may collect, and its
//!   block is entered only from the barrier, i.e. its predecessors are a block
//!   `C` ending in `br i1 %u, label %L, label <store's block>` and the block
//!   `L` (entered only from `C`) holding just `call @gc_write_barrier_slow(%o)`
//!   and a branch back; `%u` is the unlogged-bit test of the same `%o`
//!   computed in `C` (the fast path's exact expression, on
//!   `@gc_unlogged_bits`), with nothing that may collect in `C` from the
//!   test's first instruction on; and `%o` is the store's object.
//!
//! "The store's object" is proved, not inferred: `%o` covers an address when,
//! after stripping GEPs, pointer casts and `freeze`, the address is `%o`; or
//! both are phis of one block whose incoming values are covered edge by edge;
//! or the address is a constant (into no object); or the address is a phi (a
//! select) all of whose inputs `%o` covers; or both are selects on one
//! condition, covered arm by arm, or vector element operations of one index
//! (one mask) on covered operands; or both are `gc.relocate`s from one
//! statepoint (a landing pad's token names its invoke) whose relocated values
//! (before the statepoint) are covered. A cycle of such obligations holds
//! (the values around a loop move together).
//! This shares nothing with base pointer inference, which it checks.
//!
//! Output: the first uncovered store of a function is an error naming the
//! function and printing the store, with the reason.

#[cfg(test)]
mod tests;

use crate::call_classification::{
    called_function_name, is_gc_relocate, may_collect, DisabledLibraryFunctions, TargetLibraryInfo,
};
use crate::options::PassOptions;
use crate::pass::{FunctionPass, PassError};
use crate::rewrite_statepoints::base_pointers::addressed_alloca;
use crate::runtime_abi::{UNLOGGED_BITS_VARIABLE, WRITE_BARRIER_SLOW_FUNCTION};
use crate::write_barriers::fresh_objects::FreshPointers;
use crate::write_barriers::reference_stores::reference_store_address;
use ir::analysis::Cfg;
use ir::printer::print_instruction;
use ir::{
    BinaryOp, Block, Body, CastOp, GlobalId, Inst, InstKind, IntPredicate, Module, Operand, Value,
};
use rustc_hash::FxHashSet as HashSet;

/// The name of the pass in errors and `-time-passes` reports.
const PASS_NAME: &str = "WriteBarrierVerifierPass";

/// The pass as registered under `verify<write-barriers>`.
pub struct WriteBarrierVerifierPass;

impl FunctionPass for WriteBarrierVerifierPass {
    fn name(&self) -> &'static str {
        PASS_NAME
    }

    fn run_on_function(
        &self,
        module: &mut Module,
        function: GlobalId,
        options: &PassOptions,
        _diagnostics: &mut String,
    ) -> Result<(), PassError> {
        let disabled = DisabledLibraryFunctions(options.disabled_builtins.clone());
        match uncovered_stores(module, function, &disabled).first() {
            None => Ok(()),
            Some(uncovered) => Err(PassError {
                pass: PASS_NAME,
                message: uncovered.to_string(),
                site: None,
                llvm_fatal: None,
            }),
        }
    }
}

/// A reference store into the heap that is not covered, located.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct UncoveredStore {
    /// The function's name, without `@`.
    pub function: String,
    /// The store as printed.
    pub store: String,
    pub reason: String,
}

impl std::fmt::Display for UncoveredStore {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "in function @{}: `{}` is not covered by a write barrier: {}",
            self.function, self.store, self.reason
        )
    }
}

/// Every uncovered reference store of `m`'s function definitions, in order.
pub fn check_module(m: &Module, disabled: &DisabledLibraryFunctions) -> Vec<UncoveredStore> {
    m.function_ids()
        .into_iter()
        .flat_map(|f| uncovered_stores(m, f, disabled))
        .collect()
}

/// The uncovered reference stores of function `f` (none for a declaration),
/// in layout order.
pub fn uncovered_stores(
    m: &Module,
    f: GlobalId,
    disabled: &DisabledLibraryFunctions,
) -> Vec<UncoveredStore> {
    let Some(function) = m.function(f) else {
        return Vec::new();
    };
    let Some(body) = function.body.as_ref() else {
        return Vec::new();
    };
    let tli = TargetLibraryInfo::for_function(m, &function.fn_attrs, disabled);
    let fresh = FreshPointers::compute(m, body, &tli);
    let checker = Checker {
        m,
        function,
        body,
        tli: &tli,
        cfg: Cfg::compute(body),
    };
    let mut uncovered = Vec::new();
    for &b in body.layout.iter().filter(|&&b| fresh.is_reachable(b)) {
        fresh.walk_block(b, |inst, fresh_values| {
            let reason = match reference_store_address(m, body, inst) {
                Ok(None) => return,
                Err(message) => Some(message),
                Ok(Some(address)) => {
                    if FreshPointers::is_fresh(fresh_values, &address) {
                        return;
                    }
                    checker.uncovered_reason(b, inst, &address)
                }
            };
            if let Some(reason) = reason {
                uncovered.push(UncoveredStore {
                    function: m.global(f).name.clone(),
                    store: print_instruction(m, function, inst).trim().to_string(),
                    reason,
                });
            }
        });
    }
    uncovered
}

struct Checker<'a> {
    m: &'a Module,
    function: &'a ir::Function,
    body: &'a Body,
    tli: &'a TargetLibraryInfo,
    cfg: Cfg,
}

/// The parts of a barrier found before a store's block.
struct Barrier {
    /// The object the slow path is called on.
    object: Operand,
    /// The block holding the fast path.
    fast_path_block: Block,
}

impl Checker<'_> {
    fn may_collect(&self, i: Inst) -> bool {
        self.body
            .inst(i)
            .kind
            .call_site()
            .is_some_and(|call| may_collect(self.m, call, self.tli))
    }

    fn first_collecting(&self, insts: &[Inst]) -> Option<Inst> {
        insts.iter().copied().find(|&i| self.may_collect(i))
    }

    fn describe(&self, i: Inst) -> String {
        print_instruction(self.m, self.function, i)
            .trim()
            .to_string()
    }

    /// Why the store `inst` (in block `b`, through `address`) is not covered;
    /// `None` if it is.
    fn uncovered_reason(&self, b: Block, inst: Inst, address: &Operand) -> Option<String> {
        if self.points_into_no_object(address, &mut Vec::new())
            || addressed_alloca(self.m, self.body, address).is_some()
        {
            return None;
        }
        let insts = &self.body.block(b).insts;
        let position = insts.iter().position(|&i| i == inst).expect("in its block");
        if let Some(call) = self.first_collecting(&insts[..position]) {
            return Some(format!(
                "`{}` may collect between the start of its block and the store",
                self.describe(call)
            ));
        }
        let barrier = match self.barrier_entering(b) {
            Ok(barrier) => barrier,
            Err(reason) => return Some(reason),
        };
        if let Err(reason) = self.check_fast_path(&barrier) {
            return Some(reason);
        }
        if !self.covers(&barrier.object, address, &mut Vec::new()) {
            return Some(format!(
                "its barrier is on {}, which is not shown to be the object it stores into",
                self.operand_text(&barrier.object)
            ));
        }
        None
    }

    fn operand_text(&self, o: &Operand) -> String {
        match o
            .as_value()
            .and_then(|v| self.body.value(v).name.as_deref())
        {
            Some(name) => format!("%{name}"),
            None => "an unnamed value".to_string(),
        }
    }

    /// The barrier whose two paths are the only ways into `b`.
    fn barrier_entering(&self, b: Block) -> Result<Barrier, String> {
        let no_barrier = || "no write barrier precedes it in its block".to_string();
        let mut predecessors: Vec<Block> = self
            .cfg
            .predecessors(b)
            .iter()
            .copied()
            .filter(|&p| self.cfg.is_reachable(p))
            .collect();
        predecessors.sort();
        predecessors.dedup();
        let [first, second] = predecessors[..] else {
            return Err(no_barrier());
        };
        for (log, fast_path_block) in [(first, second), (second, first)] {
            let Some(object) = self.slow_path_object(log, b) else {
                continue;
            };
            if self.cfg.predecessors(log) != [fast_path_block] {
                continue;
            }
            let branches_to_log_or_store = self.body.terminator(fast_path_block).is_some_and(|t| {
                matches!(self.body.inst(t).kind,
                        InstKind::CondBr { then_dest, else_dest, .. }
                            if then_dest == log && else_dest == b)
            });
            if branches_to_log_or_store {
                return Ok(Barrier {
                    object,
                    fast_path_block,
                });
            }
        }
        Err(no_barrier())
    }

    /// The object of `log` if it is a slow-path block into `b`: exactly the
    /// slow path's call and a branch to `b`.
    fn slow_path_object(&self, log: Block, b: Block) -> Option<Operand> {
        let [call, branch] = self.body.block(log).insts[..] else {
            return None;
        };
        if !matches!(self.body.inst(branch).kind, InstKind::Br(target) if target == b) {
            return None;
        }
        let InstKind::Call { call: site, .. } = &self.body.inst(call).kind else {
            return None;
        };
        (called_function_name(self.m, site) == Some(WRITE_BARRIER_SLOW_FUNCTION)
            && site.args.len() == 1)
            .then(|| site.args[0].value.clone())
    }

    /// Checks the fast path's test, ending `barrier.fast_path_block`, against
    /// its object.
    fn check_fast_path(&self, barrier: &Barrier) -> Result<(), String> {
        let block = barrier.fast_path_block;
        let terminator = self.body.terminator(block).expect("a branch ends it");
        let InstKind::CondBr { cond, .. } = &self.body.inst(terminator).kind else {
            unreachable!("checked by barrier_entering");
        };
        let mut test = Vec::new();
        let matched = self.match_unlogged_test(cond, &barrier.object, &mut test);
        if !matched {
            return Err(format!(
                "the branch before its slow path is not the unlogged-bit test of {}",
                self.operand_text(&barrier.object)
            ));
        }
        let insts = &self.body.block(block).insts;
        let mut positions = Vec::with_capacity(test.len());
        for &i in &test {
            match insts.iter().position(|&x| x == i) {
                Some(position) => positions.push(position),
                None => {
                    return Err(
                        "its barrier's unlogged-bit test is not computed in the block that \
                         branches on it"
                            .to_string(),
                    )
                }
            }
        }
        let start = positions.into_iter().min().unwrap_or(insts.len());
        match self.first_collecting(&insts[start..]) {
            Some(call) => Err(format!(
                "`{}` may collect between its barrier's unlogged-bit test and the store",
                self.describe(call)
            )),
            None => Ok(()),
        }
    }

    /// The instruction defining `o` and its kind.
    fn definition(&self, o: &Operand) -> Option<(Inst, &InstKind)> {
        let i = self.body.defining_inst(o.as_value()?)?;
        Some((i, &self.body.inst(i).kind))
    }

    fn is_int(&self, o: &Operand, expected: i64) -> bool {
        o.as_const()
            .and_then(|c| self.m.consts.as_int(c))
            .and_then(|v| v.to_u64())
            == Some(expected as u64)
    }

    /// Matches `o` as `op lhs, <constant>` and returns `lhs`, recording the instruction.
    fn binary_with_constant<'k>(
        &'k self,
        o: &Operand,
        expected_op: BinaryOp,
        constant: i64,
        test: &mut Vec<Inst>,
    ) -> Option<&'k Operand> {
        match self.definition(o)? {
            (i, InstKind::Binary { op, lhs, rhs, .. })
                if *op == expected_op && self.is_int(rhs, constant) =>
            {
                test.push(i);
                Some(lhs)
            }
            _ => None,
        }
    }

    /// Matches `o` as `ptrtoint <object>`.
    fn is_address_of(&self, o: &Operand, object: &Operand, test: &mut Vec<Inst>) -> bool {
        match self.definition(o) {
            Some((
                i,
                InstKind::Cast {
                    op: CastOp::PtrToInt,
                    value,
                    ..
                },
            )) if value == object => {
                test.push(i);
                true
            }
            _ => false,
        }
    }

    /// Matches the fast path's `%barrier.unlogged` on `object` (see
    /// `write_barriers::fast_path`), recording its instructions in `test`.
    fn match_unlogged_test(&self, cond: &Operand, object: &Operand, test: &mut Vec<Inst>) -> bool {
        use crate::write_barriers::fast_path::{BIT_INDEX_MASK, TABLE_BIT_SHIFT, TABLE_BYTE_SHIFT};
        let Some((
            compare,
            InstKind::ICmp {
                pred: IntPredicate::Ne,
                lhs: bit,
                rhs,
            },
        )) = self.definition(cond)
        else {
            return false;
        };
        if !self.is_int(rhs, 0) {
            return false;
        }
        test.push(compare);
        let Some(shifted) = self.binary_with_constant(bit, BinaryOp::And, 1, test) else {
            return false;
        };
        let Some((
            shift,
            InstKind::Binary {
                op: BinaryOp::LShr,
                lhs: byte,
                rhs: bit_index,
                ..
            },
        )) = self.definition(shifted)
        else {
            return false;
        };
        test.push(shift);
        // The bit index: `and (trunc (lshr address, 3)), 7`.
        let bit_index_matches = self
            .binary_with_constant(bit_index, BinaryOp::And, BIT_INDEX_MASK, test)
            .and_then(|word_bits| match self.definition(word_bits) {
                Some((
                    i,
                    InstKind::Cast {
                        op: CastOp::Trunc,
                        value,
                        ..
                    },
                )) => {
                    test.push(i);
                    Some(value)
                }
                _ => None,
            })
            .and_then(|word_index| {
                self.binary_with_constant(word_index, BinaryOp::LShr, TABLE_BIT_SHIFT, test)
            })
            .is_some_and(|address| self.is_address_of(address, object, test));
        if !bit_index_matches {
            return false;
        }
        // The byte: `load i8, inttoptr (add (load @gc_unlogged_bits), (lshr address, 6))`.
        let Some((
            load,
            InstKind::Load {
                ptr: byte_pointer, ..
            },
        )) = self.definition(byte)
        else {
            return false;
        };
        test.push(load);
        let Some((
            cast,
            InstKind::Cast {
                op: CastOp::IntToPtr,
                value: byte_address,
                ..
            },
        )) = self.definition(byte_pointer)
        else {
            return false;
        };
        test.push(cast);
        let Some((
            add,
            InstKind::Binary {
                op: BinaryOp::Add,
                lhs: table,
                rhs: byte_index,
                ..
            },
        )) = self.definition(byte_address)
        else {
            return false;
        };
        test.push(add);
        let table_matches = match self.definition(table) {
            Some((i, InstKind::Load { ptr, .. })) => {
                test.push(i);
                ptr.as_const()
                    .and_then(|c| self.m.consts.as_global(c))
                    .is_some_and(|g| self.m.global(g).name == UNLOGGED_BITS_VARIABLE)
            }
            _ => false,
        };
        table_matches
            && self
                .binary_with_constant(byte_index, BinaryOp::LShr, TABLE_BYTE_SHIFT, test)
                .is_some_and(|address| self.is_address_of(address, object, test))
    }

    /// `o` through GEPs, pointer casts and `freeze`.
    fn strip(&self, o: &Operand) -> Operand {
        let mut current = o.clone();
        let mut seen: HashSet<Value> = HashSet::default();
        while let Some((i, kind)) = self.definition(&current) {
            if !seen.insert(self.body.inst(i).result.expect("defines a value")) {
                break;
            }
            current = match kind {
                InstKind::Gep { base, .. } => base.clone(),
                InstKind::Cast {
                    op: CastOp::BitCast | CastOp::AddrSpaceCast,
                    value,
                    ..
                } => value.clone(),
                InstKind::Freeze(value) => value.clone(),
                _ => break,
            };
        }
        current
    }

    /// True if `address` points into no object (see the module docs).
    /// `assumed` holds the merges being proved, a cycle of which holds; the
    /// assumptions of a failed attempt are withdrawn.
    fn points_into_no_object(&self, address: &Operand, assumed: &mut Vec<Operand>) -> bool {
        let address = self.strip(address);
        if address.as_const().is_some() || assumed.contains(&address) {
            return true;
        }
        let depth = assumed.len();
        assumed.push(address.clone());
        let mut inputs_point_into_no_object = |inputs: &[&Operand]| {
            inputs
                .iter()
                .all(|input| self.points_into_no_object(input, assumed))
        };
        let proved = match self.definition(&address) {
            Some((_, InstKind::Phi { incoming, .. })) => inputs_point_into_no_object(
                &incoming.iter().map(|(value, _)| value).collect::<Vec<_>>(),
            ),
            Some((_, InstKind::Select { t, f, .. })) => inputs_point_into_no_object(&[t, f]),
            Some((_, InstKind::ExtractElement { vector, .. })) => {
                inputs_point_into_no_object(&[vector])
            }
            Some((_, InstKind::InsertElement { vector, elem, .. })) => {
                inputs_point_into_no_object(&[vector, elem])
            }
            Some((_, InstKind::ShuffleVector { a, b, .. })) => inputs_point_into_no_object(&[a, b]),
            _ => false,
        };
        if !proved {
            assumed.truncate(depth);
        }
        proved
    }

    /// True if `object` is the object `address` points into (see the module
    /// docs). `assumed` holds the obligations being proved, a cycle of which
    /// holds; the assumptions of a failed attempt are withdrawn.
    fn covers(
        &self,
        object: &Operand,
        address: &Operand,
        assumed: &mut Vec<(Operand, Operand)>,
    ) -> bool {
        let address = self.strip(address);
        // A constant address points into no object.
        if address == *object || address.as_const().is_some() {
            return true;
        }
        let obligation = (object.clone(), address.clone());
        if assumed.contains(&obligation) {
            return true;
        }
        let depth = assumed.len();
        assumed.push(obligation);
        let proved = self.covers_parallel(object, &address, assumed) || {
            assumed.truncate(depth + 1);
            self.covers_every_input(object, &address, assumed)
        };
        if !proved {
            assumed.truncate(depth);
        }
        proved
    }

    /// `object` and `address` are merges of one kind whose inputs are covered
    /// pairwise, or relocations by one statepoint of covered values.
    fn covers_parallel(
        &self,
        object: &Operand,
        address: &Operand,
        assumed: &mut Vec<(Operand, Operand)>,
    ) -> bool {
        let (Some((oi, object_kind)), Some((ai, address_kind))) =
            (self.definition(object), self.definition(address))
        else {
            return false;
        };
        match (object_kind, address_kind) {
            (
                InstKind::Phi {
                    incoming: from_object,
                    ..
                },
                InstKind::Phi {
                    incoming: from_address,
                    ..
                },
            ) if self.body.inst_block(oi) == self.body.inst_block(ai) => {
                from_address.iter().all(|(value, block)| {
                    from_object
                        .iter()
                        .find(|(_, b)| b == block)
                        .is_some_and(|(base, _)| self.covers(base, value, assumed))
                })
            }
            (
                InstKind::Select {
                    cond: object_cond,
                    t: ot,
                    f: of,
                    ..
                },
                InstKind::Select { cond, t, f, .. },
            ) if object_cond == cond => self.covers(ot, t, assumed) && self.covers(of, f, assumed),
            (
                InstKind::ExtractElement {
                    vector: ov,
                    index: object_index,
                },
                InstKind::ExtractElement { vector, index },
            ) if object_index == index => self.covers(ov, vector, assumed),
            (
                InstKind::InsertElement {
                    vector: ov,
                    elem: oe,
                    index: object_index,
                },
                InstKind::InsertElement {
                    vector,
                    elem,
                    index,
                },
            ) if object_index == index => {
                self.covers(ov, vector, assumed) && self.covers(oe, elem, assumed)
            }
            (
                InstKind::ShuffleVector {
                    a: oa,
                    b: ob,
                    mask: object_mask,
                },
                InstKind::ShuffleVector { a, b, mask },
            ) if object_mask == mask => self.covers(oa, a, assumed) && self.covers(ob, b, assumed),
            _ => match (self.relocation(oi), self.relocation(ai)) {
                (Some((os, object_before)), Some((address_statepoint, address_before)))
                    if os == address_statepoint =>
                {
                    self.covers(&object_before, &address_before, assumed)
                }
                _ => false,
            },
        }
    }

    /// `address` is a phi or select all of whose inputs `object` covers.
    fn covers_every_input(
        &self,
        object: &Operand,
        address: &Operand,
        assumed: &mut Vec<(Operand, Operand)>,
    ) -> bool {
        match self.definition(address) {
            Some((_, InstKind::Phi { incoming, .. })) => incoming
                .iter()
                .all(|(value, _)| self.covers(object, value, assumed)),
            Some((_, InstKind::Select { t, f, .. })) => {
                self.covers(object, t, assumed) && self.covers(object, f, assumed)
            }
            _ => false,
        }
    }

    /// The statepoint a relocation's token names: the statepoint itself, or
    /// for a landing pad's token, the invoke of the pad's only predecessor.
    fn statepoint_of_token(&self, token: &Operand) -> Option<Inst> {
        let definition = self.body.defining_inst(token.as_value()?)?;
        if !matches!(self.body.inst(definition).kind, InstKind::LandingPad { .. }) {
            return Some(definition);
        }
        let pad_block = self.body.inst_block(definition)?;
        let invoking_block = self.cfg.unique_predecessor(pad_block)?;
        self.body.terminator(invoking_block)
    }

    /// For a `gc.relocate`, its statepoint and the value it relocates (as
    /// before the statepoint).
    fn relocation(&self, i: Inst) -> Option<(Inst, Operand)> {
        let InstKind::Call { call, .. } = &self.body.inst(i).kind else {
            return None;
        };
        if !is_gc_relocate(self.m, call) || call.args.len() != 3 {
            return None;
        }
        let statepoint = self.statepoint_of_token(&call.args[0].value)?;
        let index = self
            .m
            .consts
            .as_int(call.args[2].value.as_const()?)?
            .to_u64()?;
        let relocated = self
            .body
            .inst(statepoint)
            .kind
            .call_site()?
            .relocation_operand(usize::try_from(index).ok()?)?
            .clone();
        Some((statepoint, relocated))
    }
}
