//! Preparing a program written against the runtime ABI
//! (`shared/spec/runtime-abi.md`) for execution, whatever backend compiles it.
//!
//! [`prepare_for_execution`] takes a parsed, verified module and:
//!
//! 1. gives every defined function without a `gc` attribute, except the poll,
//!    the strategy [`ExecutionPreparation::default_gc_strategy`] (for C compiled
//!    by clang with `address_space(1)` references);
//! 2. adds the runtime declarations and, when some function has a `gc`
//!    strategy, the canonical `linkonce_odr` `@gc.safepoint_poll` the module
//!    lacks ([`crate::runtime_abi`]);
//! 3. registers every defined global variable of type `ptr addrspace(1)` as a
//!    root the way the runtime reads them: a private constant holding its
//!    address in the section [`GLOBAL_ROOTS_SECTION`], kept by `@llvm.used`
//!    (globals the module already registers there are left alone);
//! 4. places polls in every function with a statepoint strategy, `optnone`
//!    ones (clang `-O0` output) too, which a `-passes=` pipeline leaves alone
//!    as LLVM's pass manager does: a program we run keeps its bounded time to
//!    safepoint; then inlines the allocation fast path of constant-shape
//!    `gc_alloc` calls ([`crate::inline_allocation`]); then, with
//!    [`ExecutionPreparation::write_barriers`], inserts the generational
//!    collectors' write barriers ([`crate::write_barriers`], which elide
//!    barriers on objects the fast path just allocated); then runs
//!    `rewrite-statepoints-for-gc`. Both insertions come after the polls are
//!    placed: PlaceSafepoints puts the entry poll before the entry block's
//!    first call (or the terminator it reaches), which could otherwise fall
//!    between the loads of the allocation cursor and their uses, or between a
//!    barrier's test and its store (a collection there would leave them
//!    stale). So a loop whose only safepoint was an unconditional allocation
//!    gets no backedge poll; it still reaches one, the slow path, within a
//!    buffer's worth of allocations. All of it is skipped when the module
//!    already holds statepoints (explicit relocation form: `opt-19` output or
//!    hand-written), which it then leaves as they are; barriers are then
//!    refused where a store needs one.
//!
//! Guarantees: the result holds statepoints only (no unrelocated reference
//! live across a call that may collect, for functions with a statepoint
//! strategy) and is ready for `llc` or our own code generator. A name the ABI
//! reserves that the module already uses is left as the module wrote it; a
//! module that declares `@gc.safepoint_poll` without defining it is refused,
//! since the poll must be inlined. This module does no IO.

use crate::call_classification::DisabledLibraryFunctions;
use crate::inline_allocation::inline_allocation;
use crate::options::PassOptions;
use crate::pass::PassError;
use crate::pipeline::RunSettings;
use crate::place_safepoints::{place_safepoints, PlaceSafepointsOptions};
use crate::registry::build_pipeline;
use crate::runtime_abi::{
    add_missing_runtime_abi, apply_default_gc, RuntimeNameClash, SAFEPOINT_POLL_FUNCTION,
};
use crate::write_barriers::{insert_write_barriers, BarrierCounts};
use ir::{
    ConstData, ConstId, GlobalId, GlobalKind, GlobalValue, GlobalVariable, Linkage, Module, Type,
};
use std::fmt;

/// The section whose address-sized entries the runtime reads as global roots.
pub const GLOBAL_ROOTS_SECTION: &str = "statepoint_global_roots";

/// The pass pipeline that turns a program with polls into statepoint form.
const REWRITE_PIPELINE: &str = "rewrite-statepoints-for-gc";

/// What [`prepare_for_execution`] is asked to do beyond the fixed steps.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ExecutionPreparation {
    /// The strategy given to defined functions without a `gc` attribute
    /// (`--default-gc=<strategy>`); `None` leaves them without one.
    pub default_gc_strategy: Option<String>,
    /// Insert the object-remembering write barrier (docs/collectors.md) for a
    /// generational collector; off by default.
    pub write_barriers: bool,
}

/// Why a module could not be prepared.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PreparationError {
    /// `@gc.safepoint_poll` is declared but has no body to inline.
    PollDeclaredWithoutBody,
    /// A runtime ABI name is used for something else.
    RuntimeNameClash(RuntimeNameClash),
    /// Write barrier insertion, PlaceSafepoints or RewriteStatepointsForGC failed.
    Pass(PassError),
}

impl fmt::Display for PreparationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PreparationError::PollDeclaredWithoutBody => write!(
                f,
                "@{SAFEPOINT_POLL_FUNCTION} is declared but not defined: define it, or leave it out \
                 to get the runtime ABI's canonical poll"
            ),
            PreparationError::RuntimeNameClash(clash) => write!(f, "{clash}"),
            PreparationError::Pass(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for PreparationError {}

/// Prepares `module` (parsed and verified) for execution; see the module docs.
/// Returns what happened to its reference stores (all zero without write barriers).
pub fn prepare_for_execution(
    module: &mut Module,
    preparation: &ExecutionPreparation,
) -> Result<BarrierCounts, PreparationError> {
    check_poll_is_defined_if_declared(module)?;
    if let Some(strategy) = &preparation.default_gc_strategy {
        apply_default_gc(module, strategy);
    }
    add_missing_runtime_abi(module).map_err(PreparationError::RuntimeNameClash)?;
    register_global_roots(module);
    if has_statepoints(module) {
        return insert_write_barriers_if_asked(module, preparation);
    }
    let options = PassOptions::default();
    place_safepoints(module, &PlaceSafepointsOptions::from_pass_options(&options))
        .map_err(PreparationError::Pass)?;
    inline_allocation(module).map_err(PreparationError::RuntimeNameClash)?;
    let barriers = insert_write_barriers_if_asked(module, preparation)?;
    let pipeline = build_pipeline(REWRITE_PIPELINE).expect("the rewrite pipeline is valid");
    pipeline
        .run(module, &options, RunSettings::default())
        .map_err(|failure| PreparationError::Pass(failure.error))?;
    Ok(barriers)
}

fn insert_write_barriers_if_asked(
    module: &mut Module,
    preparation: &ExecutionPreparation,
) -> Result<BarrierCounts, PreparationError> {
    if !preparation.write_barriers {
        return Ok(BarrierCounts::default());
    }
    insert_write_barriers(module, &DisabledLibraryFunctions::default())
        .map_err(PreparationError::Pass)
}

/// Refuses a module that declares the poll without a body (nothing to inline).
fn check_poll_is_defined_if_declared(module: &Module) -> Result<(), PreparationError> {
    match module
        .global_by_name(SAFEPOINT_POLL_FUNCTION)
        .and_then(|poll| module.function(poll))
    {
        Some(poll) if poll.is_declaration() => Err(PreparationError::PollDeclaredWithoutBody),
        _ => Ok(()),
    }
}

/// True if the module already holds statepoints (explicit relocation form,
/// e.g. `opt-19` output or hand-written): the GC passes are not run again.
fn has_statepoints(module: &Module) -> bool {
    module
        .globals
        .iter()
        .any(|global| global.name.starts_with("llvm.experimental.gc.statepoint."))
}

/// Lists every defined `ptr addrspace(1)` global in [`GLOBAL_ROOTS_SECTION`],
/// kept alive by `@llvm.used`, unless the module already lists it there.
fn register_global_roots(module: &mut Module) {
    let reference = module.types.ptr(1);
    let already_registered: Vec<GlobalId> = (0..module.globals.len() as u32)
        .map(GlobalId)
        .filter_map(|id| match &module.global(id).kind {
            GlobalKind::Variable(GlobalVariable {
                section: Some(section),
                init: Some(init),
                ..
            }) if section == GLOBAL_ROOTS_SECTION => module.consts.as_global(*init),
            _ => None,
        })
        .collect();
    let unregistered_roots: Vec<GlobalId> = (0..module.globals.len() as u32)
        .map(GlobalId)
        .filter(|id| match &module.global(*id).kind {
            GlobalKind::Variable(variable) => {
                variable.value_ty == reference
                    && variable.init.is_some()
                    && !already_registered.contains(id)
            }
            _ => false,
        })
        .collect();
    if unregistered_roots.is_empty() {
        return;
    }
    let address = module.types.ptr(0);
    let mut root_entries = Vec::new();
    for root in unregistered_roots {
        let root_address = module.global_ref(root);
        let entry_name = format!("{}.statepoint_root", module.global(root).name);
        let entry = module.add_global(GlobalValue::new(
            "",
            Linkage::Private,
            GlobalKind::Variable(GlobalVariable {
                constant: true,
                section: Some(GLOBAL_ROOTS_SECTION.to_string()),
                ..GlobalVariable::new(address, Some(root_address))
            }),
        ));
        module.rename_global(entry, &entry_name);
        root_entries.push(module.global_ref(entry));
    }
    keep_alive_with_llvm_used(module, root_entries);
}

/// Appends `entries` (pointers to globals) to `@llvm.used`, creating it if needed.
fn keep_alive_with_llvm_used(module: &mut Module, mut entries: Vec<ConstId>) {
    let address = module.types.ptr(0);
    let existing = module.global_by_name("llvm.used");
    if let Some(GlobalKind::Variable(GlobalVariable {
        init: Some(init), ..
    })) = existing.map(|id| &module.global(id).kind)
    {
        if let ConstData::Array { elems, .. } = module.consts.get(*init) {
            entries.splice(0..0, elems.iter().copied());
        }
    }
    let array_type = module.types.intern(Type::Array {
        len: entries.len() as u64,
        elem: address,
    });
    let used = module.consts.intern(ConstData::Array {
        ty: array_type,
        elems: entries,
    });
    let variable = GlobalVariable {
        section: Some("llvm.metadata".to_string()),
        ..GlobalVariable::new(array_type, Some(used))
    };
    match existing {
        Some(id) => module.global_mut(id).kind = GlobalKind::Variable(variable),
        None => {
            module.add_global(GlobalValue::new(
                "llvm.used",
                Linkage::Appending,
                GlobalKind::Variable(variable),
            ));
        }
    }
}

#[cfg(test)]
mod tests;
