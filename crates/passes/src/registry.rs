//! The pass registry: which pipeline names exist, at which level, and how a
//! pipeline string becomes a runnable [`Pipeline`].
//!
//! Registering a pass is one line in [`MODULE_PASSES`] or [`FUNCTION_PASSES`].
//! Only passes that exist are registered: a name that LLVM knows but we do not
//! implement is an unknown pass, except that the statepoint passes still to
//! come ([`PLANNED_PASSES`]) say so instead.
//!
//! Resolution follows LLVM 19's `PassBuilder::parsePassPipeline`, with its
//! error messages:
//! * the first element decides the top level: a module pass or adaptor name
//!   (`module`, `function`, `cgscc`) keeps the module level, a function pass
//!   name wraps the whole list in `function(...)`, anything else is
//!   `unknown pass name '<x>'` (`unknown pipeline name` if it has a nested list);
//! * in a module list a function pass is run over every function (LLVM's
//!   automatic module-to-function adaptor); unknown names are
//!   `unknown module pass '<x>'`; likewise `unknown function pass`,
//!   `unknown cgscc pass`.
//!
//! Deliberate difference: `cgscc(...)` runs its function passes over the
//! functions in module order, not in call-graph SCC order; we have no CGSCC
//! passes, and our function passes do not depend on the order.

use crate::barrier_checker::WriteBarrierVerifierPass;
use crate::inline_allocation::InlineAllocationPass;
use crate::pass::{FunctionPass, ModulePass};
use crate::pipeline::{Pipeline, PipelineStep};
use crate::pipeline_text::{parse_pipeline_text, InvalidPipeline, PipelineElement};
use crate::place_safepoints::PlaceSafepointsPass;
use crate::rewrite_statepoints::RewriteStatepointsForGcPass;
use crate::safepoint_ir_verifier::SafepointIrVerifierPass;
use crate::safepoint_poll_verifier::SafepointPollVerifierPass;
use crate::verify::VerifierPass;
use crate::write_barriers::InsertWriteBarriersPass;
use std::fmt;

type ModulePassConstructor = fn() -> Box<dyn ModulePass>;
type FunctionPassConstructor = fn() -> Box<dyn FunctionPass>;

/// Module passes by pipeline name.
const MODULE_PASSES: &[(&str, ModulePassConstructor)] = &[
    ("verify", || Box::new(VerifierPass)),
    ("rewrite-statepoints-for-gc", || {
        Box::new(RewriteStatepointsForGcPass)
    }),
    ("insert-write-barriers", || {
        Box::new(InsertWriteBarriersPass)
    }),
    ("inline-gc-alloc", || Box::new(InlineAllocationPass)),
];

/// Function passes by pipeline name.
const FUNCTION_PASSES: &[(&str, FunctionPassConstructor)] = &[
    ("place-safepoints", || Box::new(PlaceSafepointsPass)),
    ("verify<safepoint-ir>", || Box::new(SafepointIrVerifierPass)),
    ("verify<safepoint-polls>", || {
        Box::new(SafepointPollVerifierPass)
    }),
    ("verify<write-barriers>", || {
        Box::new(WriteBarrierVerifierPass)
    }),
];

/// Statepoint passes of LLVM that are specified (spec §5–§7) but not built yet.
pub const PLANNED_PASSES: &[&str] = &[];

/// A pipeline string that names unknown passes or nests them wrongly.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PipelineError {
    Invalid(InvalidPipeline),
    /// The first element is neither a module nor a function pass.
    UnknownTopLevelName {
        name: String,
        has_inner: bool,
    },
    UnknownPass {
        level: &'static str,
        name: String,
    },
    /// A registered pass written with a nested list (`verify(x)`).
    PassUsedAsPipeline {
        level: &'static str,
        name: String,
    },
    /// A pass of [`PLANNED_PASSES`].
    NotAvailableYet {
        name: String,
    },
}

impl fmt::Display for PipelineError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PipelineError::Invalid(invalid) => invalid.fmt(f),
            PipelineError::UnknownTopLevelName { name, has_inner } => {
                let what = if *has_inner { "pipeline" } else { "pass" };
                write!(f, "unknown {what} name '{name}'")
            }
            PipelineError::UnknownPass { level, name } => {
                write!(f, "unknown {level} pass '{name}'")
            }
            PipelineError::PassUsedAsPipeline { level, name } => {
                write!(f, "invalid use of '{name}' pass as {level} pipeline")
            }
            PipelineError::NotAvailableYet { name } => write!(
                f,
                "pass '{name}' is not available yet in statepoint (it is specified, not built)"
            ),
        }
    }
}

impl std::error::Error for PipelineError {}

/// Parses and resolves a `-passes=` string.
pub fn build_pipeline(text: &str) -> Result<Pipeline, PipelineError> {
    let elements = parse_pipeline_text(text).map_err(PipelineError::Invalid)?;
    let Some(first) = elements.first() else {
        return Ok(Pipeline::default());
    };
    let steps = if is_module_level_name(first) {
        resolve_module_list(&elements)?
    } else if find_function_pass(&first.name).is_some() && first.inner.is_none() {
        vec![PipelineStep::EachFunction(resolve_function_level_list(
            &elements, "function",
        )?)]
    } else {
        return Err(unknown_or_planned(&first.name, || {
            PipelineError::UnknownTopLevelName {
                name: first.name.clone(),
                has_inner: first.inner.is_some(),
            }
        }));
    };
    Ok(Pipeline { steps })
}

fn find_module_pass(name: &str) -> Option<ModulePassConstructor> {
    MODULE_PASSES
        .iter()
        .find(|(registered, _)| *registered == name)
        .map(|(_, create)| *create)
}

fn find_function_pass(name: &str) -> Option<FunctionPassConstructor> {
    FUNCTION_PASSES
        .iter()
        .find(|(registered, _)| *registered == name)
        .map(|(_, create)| *create)
}

fn is_module_level_name(element: &PipelineElement) -> bool {
    match element.inner {
        Some(_) => matches!(element.name.as_str(), "module" | "function" | "cgscc"),
        None => find_module_pass(&element.name).is_some(),
    }
}

/// `fallback` unless `name` is a planned pass.
fn unknown_or_planned(name: &str, fallback: impl FnOnce() -> PipelineError) -> PipelineError {
    if PLANNED_PASSES.contains(&name) {
        PipelineError::NotAvailableYet {
            name: name.to_string(),
        }
    } else {
        fallback()
    }
}

fn unknown_pass(level: &'static str, element: &PipelineElement) -> PipelineError {
    let registered = match level {
        "module" => find_module_pass(&element.name).is_some(),
        _ => find_function_pass(&element.name).is_some(),
    };
    if registered {
        return PipelineError::PassUsedAsPipeline {
            level,
            name: element.name.clone(),
        };
    }
    unknown_or_planned(&element.name, || PipelineError::UnknownPass {
        level,
        name: element.name.clone(),
    })
}

fn resolve_module_list(elements: &[PipelineElement]) -> Result<Vec<PipelineStep>, PipelineError> {
    let mut steps = Vec::new();
    for element in elements {
        match (element.name.as_str(), &element.inner) {
            ("module", Some(inner)) => steps.extend(resolve_module_list(inner)?),
            ("function", Some(inner)) => steps.push(PipelineStep::EachFunction(
                resolve_function_level_list(inner, "function")?,
            )),
            ("cgscc", Some(inner)) => steps.push(PipelineStep::EachFunction(
                resolve_function_level_list(inner, "cgscc")?,
            )),
            (name, None) => {
                if let Some(create) = find_module_pass(name) {
                    steps.push(PipelineStep::Module(create()));
                } else if let Some(create) = find_function_pass(name) {
                    steps.push(PipelineStep::EachFunction(vec![create()]));
                } else {
                    return Err(unknown_pass("module", element));
                }
            }
            (_, Some(_)) => return Err(unknown_pass("module", element)),
        }
    }
    Ok(steps)
}

/// The function passes of a `function(...)` or `cgscc(...)` list; `level`
/// names the list. Either may nest `function(...)`, and each may nest its own
/// kind.
fn resolve_function_level_list(
    elements: &[PipelineElement],
    level: &'static str,
) -> Result<Vec<Box<dyn FunctionPass>>, PipelineError> {
    let mut passes = Vec::new();
    for element in elements {
        match (element.name.as_str(), &element.inner) {
            ("function", Some(inner)) => {
                passes.extend(resolve_function_level_list(inner, "function")?)
            }
            (nested, Some(inner)) if nested == level => {
                passes.extend(resolve_function_level_list(inner, level)?)
            }
            (name, None) => match find_function_pass(name) {
                Some(create) => passes.push(create()),
                None => return Err(unknown_pass(level, element)),
            },
            (_, Some(_)) => return Err(unknown_pass(level, element)),
        }
    }
    Ok(passes)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(text: &str) -> String {
        build_pipeline(text).err().unwrap().to_string()
    }

    #[test]
    fn empty_pipeline_has_no_steps() {
        assert!(build_pipeline("").unwrap().steps.is_empty());
    }

    #[test]
    fn unknown_names_use_llvm_messages() {
        assert_eq!(error("foo"), "unknown pass name 'foo'");
        assert_eq!(error("foo(bar)"), "unknown pipeline name 'foo'");
        assert_eq!(error("module(foo)"), "unknown module pass 'foo'");
        assert_eq!(error("function(foo)"), "unknown function pass 'foo'");
        assert_eq!(error("cgscc(foo)"), "unknown cgscc pass 'foo'");
        assert_eq!(error("module(function(x(y)))"), "unknown function pass 'x'");
        assert_eq!(error("module(,)"), "unknown module pass ''");
        assert_eq!(
            error("function(verify"),
            "invalid pipeline 'function(verify'"
        );
    }

    #[test]
    fn registered_passes_resolve_at_their_level() {
        assert_eq!(build_pipeline("verify").unwrap().steps.len(), 1);
        assert_eq!(
            build_pipeline(" module( verify ) , verify ")
                .unwrap()
                .steps
                .len(),
            2
        );
        assert_eq!(error("verify,foo"), "unknown module pass 'foo'");
        assert_eq!(error("function(verify)"), "unknown function pass 'verify'");
        assert_eq!(
            error("module(verify(x))"),
            "invalid use of 'verify' pass as module pipeline"
        );
    }

    #[test]
    fn planned_statepoint_passes_say_they_are_not_built_yet() {
        for name in PLANNED_PASSES {
            assert!(error(name).contains("not available yet"), "{name}");
            assert!(error(&format!("module({name})")).contains("not available yet"));
        }
    }
}
