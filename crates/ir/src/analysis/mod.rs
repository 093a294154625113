//! Analyses every pass may need: the control-flow graph ([`Cfg`]), dominators
//! ([`DomTree`], [`InstOrder`], [`InstPositions`]) and natural loops ([`LoopInfo`]).
//!
//! Invariants shared by all three:
//! * They describe a [`Body`](crate::Body) as it was when computed; any edit of
//!   the body's blocks, terminators or instruction order invalidates them.
//! * Only blocks in the body's layout take part. Edges to blocks outside the
//!   layout (or to out-of-range block handles) are ignored here; the verifier
//!   reports them.
//! * Side tables are dense `Vec`s indexed by block (or instruction) index, sized
//!   to the body's primary vectors, so every query is an index, never a search or
//!   an allocation.
//! * Blocks not reachable from the entry block have no reverse post-order
//!   number, are dominated by nothing and dominate nothing, and belong to no loop.
//!
//! Complexity: [`Cfg::compute`], [`InstOrder::compute`] and
//! [`InstPositions::compute`] are linear in the body; [`DomTree::compute`] is
//! the Cooper–Harvey–Kennedy iteration (near-linear on real CFGs, quadratic
//! worst case); [`LoopInfo::compute`] is linear in the
//! blocks plus the sum of loop sizes over nesting depth.

mod cfg;
mod dominators;
mod loops;

pub use cfg::Cfg;
pub use dominators::{DomTree, InstOrder, InstPositions, UseSite};
pub use loops::{LoopData, LoopId, LoopInfo};

#[cfg(test)]
mod tests;
