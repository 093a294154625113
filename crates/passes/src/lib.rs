//! `passes`: the statepoint passes, their registry, pipeline strings and options.
//!
//! Data flow: a `-passes=` string is parsed by [`pipeline_text`] into a tree,
//! resolved by [`registry::build_pipeline`] into a [`Pipeline`] of pass
//! objects, and run on an [`ir::Module`] with the [`PassOptions`] the command
//! line set.
//!
//! The GC passes and the analyses they share:
//! * [`place_safepoints`]: inserts and inlines safepoint polls (spec §7);
//! * [`inline_allocation`]: `inline-gc-alloc`, the bump-allocation fast path for
//!   constant-shape `gc_alloc` calls (`docs/collectors.md`);
//! * [`safepoint_ir_verifier`]: `verify<safepoint-ir>`, the relocation invariant (spec §5);
//! * [`safepoint_poll_verifier`]: `verify<safepoint-polls>`, bounded time-to-safepoint
//!   (beyond LLVM);
//! * [`prepare_for_execution`]: what every backend of `statepoint compile`/`run` runs
//!   first ([`runtime_abi`]'s canonical poll, runtime declarations and default strategy,
//!   then global roots, inline allocation, write barriers and the two GC passes);
//! * [`write_barriers`]: `insert-write-barriers`, the generational collectors' write
//!   barrier (docs/collectors.md), checked by [`barrier_checker`] (`verify<write-barriers>`);
//! * [`trip_count`]: bounds on how often a loop's backedges are taken;
//! * [`call_classification`] and [`gc_strategy`]: which calls reach safepoints and
//!   which values are GC pointers.
//!
//! Architecture invariant: this crate does no IO (no files, no printing, no
//! environment); errors, reports and timings are returned as values for the
//! caller to report.

pub mod barrier_checker;
pub mod call_classification;
pub mod gc_strategy;
pub mod inline_allocation;
pub mod library_functions;
mod llvm19_library_functions;
pub mod options;
pub mod pass;
pub mod pipeline;
pub mod pipeline_text;
pub mod place_safepoints;
pub mod prepare_for_execution;
pub mod registry;
pub mod rewrite_statepoints;
pub mod runtime_abi;
pub mod safepoint_ir_verifier;
pub mod safepoint_poll_verifier;
pub mod trip_count;
pub mod unreachable_blocks;
pub mod verify;
pub mod write_barriers;

pub use options::{
    find_pass_option, parse_llvm_bool, PassOptionKind, PassOptionSpec, PassOptions,
    KNOWN_PASS_OPTIONS,
};
pub use pass::{ErrorSite, FunctionPass, LlvmFatalError, ModulePass, PassError};
pub use pipeline::{
    PassTimings, Pipeline, PipelineFailure, PipelineRun, PipelineStep, RunSettings,
};
pub use registry::{build_pipeline, PipelineError, PLANNED_PASSES};
pub use rewrite_statepoints::{
    rewrite_statepoints_for_gc, rewrite_statepoints_for_gc_with_reports, RewriteStatepointsOptions,
};
