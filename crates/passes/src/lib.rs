//! `passes`: the statepoint passes, their registry, pipeline strings and options.
//!
//! Data flow: a `-passes=` string is parsed by [`pipeline_text`] into a tree,
//! resolved by [`registry::build_pipeline`] into a [`Pipeline`] of pass
//! objects, and run on an [`ir::Module`] with the [`PassOptions`] the command
//! line set.
//!
//! Architecture invariant: this crate does no IO (no files, no printing, no
//! environment); errors and timings are returned as values for the caller to
//! report.

pub mod options;
pub mod pass;
pub mod pipeline;
pub mod pipeline_text;
pub mod registry;
pub mod rewrite_statepoints;
pub mod verify;

pub use options::{
    find_pass_option, parse_llvm_bool, PassOptionKind, PassOptionSpec, PassOptions,
    KNOWN_PASS_OPTIONS,
};
pub use pass::{FunctionPass, ModulePass, PassError};
pub use pipeline::{PassTimings, Pipeline, PipelineStep, RunSettings};
pub use registry::{build_pipeline, PipelineError, PLANNED_PASSES};
pub use rewrite_statepoints::{rewrite_statepoints_for_gc, RewriteStatepointsOptions};
