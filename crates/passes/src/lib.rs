//! `passes`: the GC passes of statepoint and the analyses they share.
//!
//! * [`place_safepoints`]: inserts and inlines safepoint polls (spec §7).
//! * [`safepoint_ir_verifier`]: `verify<safepoint-ir>`, the relocation invariant (spec §5).
//! * [`trip_count`]: bounds on how often a loop's backedges are taken.
//! * [`call_classification`] and [`gc_strategy`]: which calls reach safepoints and which
//!   values are GC pointers.
//!
//! Architecture invariant: no IO. Passes take a module and options and return either
//! success or a [`PassError`]; reports meant for the user are returned as text.

pub mod call_classification;
pub mod gc_strategy;
pub mod place_safepoints;
pub mod safepoint_ir_verifier;
pub mod trip_count;

use std::fmt;

/// A pass could not run on its input (or, for a verifier, found the input invalid).
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PassError {
    /// The pass's name in `-passes=` syntax.
    pub pass: &'static str,
    /// The message, complete and ready to print (may span several lines).
    pub message: String,
}

impl fmt::Display for PassError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.message)
    }
}

impl std::error::Error for PassError {}
