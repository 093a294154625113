//! `passes`: transformations over the `ir` crate's modules.
//!
//! Architecture invariant: no IO here. Passes take a [`ir::Module`] and options,
//! change the module in place and report failures as values ([`PassError`]);
//! anything a pass wants to print (such as RS4GC's `-spp-print-*` reports) is
//! returned as text for the caller to write.

pub mod rewrite_statepoints;

pub use rewrite_statepoints::{rewrite_statepoints_for_gc, RewriteStatepointsOptions};

/// A pass could not process its input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PassError {
    pub message: String,
}

impl PassError {
    pub fn new(message: impl Into<String>) -> Self {
        PassError {
            message: message.into(),
        }
    }
}

impl std::fmt::Display for PassError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for PassError {}
