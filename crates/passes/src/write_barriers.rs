//! `insert-write-barriers`: the object-remembering write barrier of the
//! generational collectors (docs/collectors.md, "Write barriers").
//!
//! For every reference store into the heap ([`reference_stores`]: `store`,
//! `cmpxchg`, `atomicrmw`, `llvm.memcpy`/`llvm.memmove` into address space 1)
//! in a block reachable from the entry, in every function definition:
//! * a store whose address is stack memory (an `alloca` through GEPs and
//!   casts) or is based on a constant needs none;
//! * a store whose address points into a fresh object ([`fresh_objects`]:
//!   allocated with no possible collection since, on every path) needs none:
//!   the barrier is elided;
//! * a store into the object of an earlier barrier's store, later in the
//!   block that store starts, with no call that may collect in between, shares
//!   that barrier (the object is logged, or was never unlogged, until the next
//!   collection);
//! * any other store gets the barrier ([`fast_path`]) on its object: the base
//!   of its address, found by RewriteStatepointsForGC's base pointer inference
//!   (`rewrite_statepoints::base_pointers`), which creates base phis and
//!   selects (`!is_base_value`) where the address merges derived pointers of
//!   several objects, exactly as RewriteStatepointsForGC does.
//!
//! The runtime's `@gc_unlogged_bits` and `@gc_write_barrier_slow` are declared
//! when a barrier is inserted (a clashing name is refused like every runtime
//! ABI name, [`crate::runtime_abi`]).
//!
//! Input contract: the module passed the structural verifier and holds no
//! statepoints where a barrier is needed: the pass runs after PlaceSafepoints
//! and before RewriteStatepointsForGC (in statepoint form the objects would be
//! relocations; and before PlaceSafepoints, an entry poll, which LLVM puts
//! before the branch ending the entry's first straight-line stretch, could
//! land between a barrier's test and its branch). Output invariant: every
//! reference store into the heap is covered, as [`crate::barrier_checker`]
//! checks, and stays covered through RewriteStatepointsForGC (no call that may
//! collect lies between a barrier and its store, and that pass only rewrites
//! calls).

pub(crate) mod fast_path;
pub(crate) mod fresh_objects;
pub(crate) mod reference_stores;
#[cfg(test)]
mod tests;

use crate::call_classification::{
    is_statepoint, may_collect, DisabledLibraryFunctions, TargetLibraryInfo,
};
use crate::options::PassOptions;
use crate::pass::{ErrorSite, ModulePass, PassError};
use crate::rewrite_statepoints::base_pointers::{addressed_alloca, BasePointerInference};
use crate::rewrite_statepoints::RewriteError;
use crate::runtime_abi::{declare_write_barrier_runtime, WriteBarrierRuntime};
use fresh_objects::FreshPointers;
use ir::printer::{print_instruction, FunctionValuePrinter};
use ir::{Block, Body, GlobalId, Inst, Module, Operand, Value};
use reference_stores::reference_store_address;
use rustc_hash::FxHashMap as HashMap;

/// The pass as registered under `insert-write-barriers`.
pub struct InsertWriteBarriersPass;

/// The name of the pass in reports and errors.
const PASS_NAME: &str = "InsertWriteBarriers";

impl ModulePass for InsertWriteBarriersPass {
    fn name(&self) -> &'static str {
        PASS_NAME
    }

    fn run_on_module(
        &self,
        module: &mut Module,
        options: &PassOptions,
        _diagnostics: &mut String,
    ) -> Result<(), PassError> {
        let disabled = DisabledLibraryFunctions(options.disabled_builtins.clone());
        insert_write_barriers(module, &disabled).map(|_| ())
    }
}

/// What the pass did with the reference stores into the heap.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct BarrierCounts {
    /// Stores that got a barrier.
    pub inserted: usize,
    /// Stores into fresh objects, left without one.
    pub elided: usize,
    /// Stores covered by the barrier of an earlier store into the same object.
    pub shared: usize,
    /// Stores whose address is stack memory or based on a constant: into no
    /// object of the heap.
    pub not_into_objects: usize,
}

impl std::ops::AddAssign for BarrierCounts {
    fn add_assign(&mut self, other: BarrierCounts) {
        self.inserted += other.inserted;
        self.elided += other.elided;
        self.shared += other.shared;
        self.not_into_objects += other.not_into_objects;
    }
}

/// Inserts the barriers of every function definition of `m` (see the module
/// docs); `disabled` are the library functions not to treat as GC leaves.
pub fn insert_write_barriers(
    m: &mut Module,
    disabled: &DisabledLibraryFunctions,
) -> Result<BarrierCounts, PassError> {
    let mut counts = BarrierCounts::default();
    let mut runtime = None;
    // The `!{}` node of `!is_base_value`, found or added once for the module.
    let mut is_base_value_node = None;
    for f in m.function_ids() {
        let function = m.function(f).expect("function id");
        if function.is_declaration() {
            continue;
        }
        let tli = TargetLibraryInfo::for_function(m, &function.fn_attrs, disabled);
        let mut body = m
            .function_mut(f)
            .and_then(|function| function.body.take())
            .expect("defined function");
        let mut function_barriers = FunctionBarriers {
            runtime: &mut runtime,
            is_base_value_node: &mut is_base_value_node,
            counts: BarrierCounts::default(),
        };
        let result = function_barriers.insert(m, &mut body, &tli);
        let function_counts = function_barriers.counts;
        m.function_mut(f).expect("function id").body = Some(body);
        result.map_err(|error| located_error(m, f, error))?;
        counts += function_counts;
    }
    Ok(counts)
}

/// True if an instruction of `block` before `inst` may collect.
fn collects_before(
    m: &Module,
    body: &Body,
    tli: &TargetLibraryInfo,
    block: Block,
    inst: Inst,
) -> bool {
    body.block(block)
        .insts
        .iter()
        .take_while(|&&i| i != inst)
        .filter_map(|&i| body.inst(i).kind.call_site())
        .any(|call| may_collect(m, call, tli))
}

/// Why a function could not be given its barriers.
enum BarrierError {
    /// About an instruction (printed in the message).
    AtInstruction(Inst, String),
    /// From base pointer inference, possibly about a value.
    BaseInference(RewriteError),
    /// A runtime name is taken.
    RuntimeNames(String),
}

fn located_error(m: &Module, f: GlobalId, error: BarrierError) -> PassError {
    let name = m.global(f).name.clone();
    let function = m.function(f).expect("function id");
    let body = function.body.as_ref().expect("body put back");
    let (message, site) = match error {
        BarrierError::AtInstruction(inst, message) => (
            format!(
                "`{}`: {message}",
                print_instruction(m, function, inst).trim()
            ),
            None,
        ),
        BarrierError::BaseInference(error) => {
            let site = error.at.map(|value| ErrorSite {
                function: name.clone(),
                value: FunctionValuePrinter::new(m, function, body).operand(&Operand::Value(value)),
            });
            (error.message, site)
        }
        BarrierError::RuntimeNames(message) => (message, None),
    };
    PassError {
        pass: PASS_NAME,
        message: format!("in function @{name}: {message}"),
        site,
        llvm_fatal: None,
    }
}

/// The barriers of one function, with what the module's functions share.
struct FunctionBarriers<'a> {
    /// The runtime's declarations, once added.
    runtime: &'a mut Option<WriteBarrierRuntime>,
    is_base_value_node: &'a mut Option<u32>,
    counts: BarrierCounts,
}

impl FunctionBarriers<'_> {
    fn insert(
        &mut self,
        m: &mut Module,
        body: &mut Body,
        tli: &TargetLibraryInfo,
    ) -> Result<(), BarrierError> {
        let needing_barriers = self.stores_needing_barriers(m, body, tli)?;
        if needing_barriers.is_empty() {
            return Ok(());
        }
        if let Some((_, statepoint)) = body.insts_in_order().find(|&(_, i)| {
            body.inst(i)
                .kind
                .call_site()
                .is_some_and(|call| is_statepoint(m, call))
        }) {
            return Err(BarrierError::AtInstruction(
                statepoint,
                "write barriers are inserted before rewrite-statepoints-for-gc, but this \
                 function already holds statepoints (the objects of its stores would be \
                 relocations)"
                    .to_string(),
            ));
        }
        let mut bases = BasePointerInference::new(*self.is_base_value_node);
        let mut objects = Vec::with_capacity(needing_barriers.len());
        for (store, address) in needing_barriers {
            let object = bases
                .base_of(m, body, address)
                .map_err(BarrierError::BaseInference)?;
            match object.as_value() {
                Some(object) => objects.push((store, object)),
                // Based on a constant (`null`, a global): no object of the heap.
                None => self.counts.not_into_objects += 1,
            }
        }
        bases.place_new_instructions(body);
        *self.is_base_value_node = bases.is_base_value_node();
        if objects.is_empty() {
            return Ok(());
        }
        let runtime = match self.runtime {
            Some(runtime) => *runtime,
            None => *self.runtime.insert(
                declare_write_barrier_runtime(m)
                    .map_err(|clash| BarrierError::RuntimeNames(clash.to_string()))?,
            ),
        };
        // The block each barrier's store starts, with the barrier's object.
        let mut barrier_blocks: HashMap<Block, Value> = HashMap::default();
        for (store, object) in objects {
            let block = body.inst_block(store).expect("stores are placed");
            if barrier_blocks.get(&block) == Some(&object)
                && !collects_before(m, body, tli, block, store)
            {
                self.counts.shared += 1;
                continue;
            }
            let store_block =
                fast_path::insert_barrier_before(m, body, &runtime, Operand::Value(object), store);
            barrier_blocks.insert(store_block, object);
            self.counts.inserted += 1;
        }
        Ok(())
    }

    /// The reference stores into the heap of the reachable blocks that need a
    /// barrier, with the values they store through; counts the others.
    fn stores_needing_barriers(
        &mut self,
        m: &Module,
        body: &Body,
        tli: &TargetLibraryInfo,
    ) -> Result<Vec<(Inst, Value)>, BarrierError> {
        let fresh = FreshPointers::compute(m, body, tli);
        let mut needing_barriers = Vec::new();
        let mut first_error = None;
        let counts = &mut self.counts;
        for &b in body.layout.iter().filter(|&&b| fresh.is_reachable(b)) {
            fresh.walk_block(b, |inst, fresh_values| {
                if first_error.is_some() {
                    return;
                }
                let address = match reference_store_address(m, body, inst) {
                    Ok(Some(address)) => address,
                    Ok(None) => return,
                    Err(message) => {
                        first_error = Some(BarrierError::AtInstruction(inst, message));
                        return;
                    }
                };
                match address.as_value() {
                    None => counts.not_into_objects += 1,
                    Some(_) if addressed_alloca(m, body, &address).is_some() => {
                        counts.not_into_objects += 1
                    }
                    Some(_) if FreshPointers::is_fresh(fresh_values, &address) => {
                        counts.elided += 1
                    }
                    Some(value) => needing_barriers.push((inst, value)),
                }
            });
        }
        match first_error {
            Some(error) => Err(error),
            None => Ok(needing_barriers),
        }
    }
}
