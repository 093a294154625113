//! Which functions the statepoint passes work on, and which values are GC pointers there.
//!
//! The strategies `statepoint-example` and `coreclr` treat every pointer in address
//! space 1 (and vectors of them) as a managed reference (spec §2). Every other function,
//! with another strategy or none, has no GC pointers as far as these passes are concerned.
//! Address space 1 is a convention of these two strategies, so it is looked up here and
//! nowhere else.

use ir::Function;

/// GC strategies whose functions PlaceSafepoints and RewriteStatepointsForGC rewrite.
pub const STATEPOINT_STRATEGIES: [&str; 2] = ["statepoint-example", "coreclr"];

/// True if `f`'s `gc` attribute names a strategy that uses statepoints.
pub fn uses_statepoint_strategy(f: &Function) -> bool {
    f.gc.as_deref()
        .is_some_and(|strategy| STATEPOINT_STRATEGIES.contains(&strategy))
}

/// The address space of managed references under the statepoint strategies.
pub const STATEPOINT_GC_ADDRESS_SPACE: u32 = 1;

/// The address space of GC pointers in `f`, by its strategy; `None` if `f` has none.
pub fn gc_pointer_address_space(f: &Function) -> Option<u32> {
    uses_statepoint_strategy(f).then_some(STATEPOINT_GC_ADDRESS_SPACE)
}
