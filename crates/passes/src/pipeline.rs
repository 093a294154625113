//! A resolved pipeline and the runner that applies it to a module.
//!
//! Invariant: steps run in the order the pipeline string gives them; an
//! [`PipelineStep::EachFunction`] step runs its passes, in order, on each
//! defined function in module order before the next step starts. With
//! [`RunSettings::verify_each`] the module verifier runs after every pass (on
//! the whole module, as LLVM's `-verify-each` does) and the first failure
//! stops the run, naming the pass after which the module broke.

use crate::options::PassOptions;
use crate::pass::{FunctionPass, ModulePass, PassError};
use crate::verify::verify_module_as_pass;
use ir::Module;
use std::time::{Duration, Instant};

/// One step of a pipeline.
pub enum PipelineStep {
    Module(Box<dyn ModulePass>),
    /// Function passes run over every defined function (`function(...)`).
    EachFunction(Vec<Box<dyn FunctionPass>>),
}

/// A runnable pipeline, built by [`crate::registry::build_pipeline`].
#[derive(Default)]
pub struct Pipeline {
    pub steps: Vec<PipelineStep>,
}

/// How to run a pipeline.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct RunSettings {
    /// Run the module verifier after each pass (`-verify-each`).
    pub verify_each: bool,
}

/// Wall-clock time spent per pass name, in first-run order (`-time-passes`).
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PassTimings {
    pub per_pass: Vec<(&'static str, Duration)>,
}

impl PassTimings {
    fn add(&mut self, pass: &'static str, spent: Duration) {
        match self.per_pass.iter_mut().find(|(name, _)| *name == pass) {
            Some((_, total)) => *total += spent,
            None => self.per_pass.push((pass, spent)),
        }
    }
}

/// What a successful run produced besides the module.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct PipelineRun {
    pub timings: PassTimings,
    /// Text the passes report for standard error, in the order they ran.
    pub diagnostics: String,
}

/// A run stopped by an error.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct PipelineFailure {
    pub error: PassError,
    /// What the passes reported before the error, in the order they ran.
    pub diagnostics: String,
}

impl Pipeline {
    /// Runs every step on `module`; returns the time spent in each pass and what
    /// the passes reported, or the first error with what the passes reported
    /// before it (a user debugging the failure wants those reports).
    pub fn run(
        &self,
        module: &mut Module,
        options: &PassOptions,
        settings: RunSettings,
    ) -> Result<PipelineRun, PipelineFailure> {
        let mut run = PipelineRun::default();
        match self.run_steps(module, options, settings, &mut run) {
            Ok(()) => Ok(run),
            Err(error) => Err(PipelineFailure {
                error,
                diagnostics: run.diagnostics,
            }),
        }
    }

    fn run_steps(
        &self,
        module: &mut Module,
        options: &PassOptions,
        settings: RunSettings,
        run: &mut PipelineRun,
    ) -> Result<(), PassError> {
        let PipelineRun {
            timings,
            diagnostics,
        } = run;
        for step in &self.steps {
            match step {
                PipelineStep::Module(pass) => {
                    let started = Instant::now();
                    pass.run_on_module(module, options, diagnostics)?;
                    timings.add(pass.name(), started.elapsed());
                    verify_after(pass.name(), module, settings)?;
                }
                PipelineStep::EachFunction(passes) => {
                    for function in module.function_ids() {
                        let is_definition = module
                            .function(function)
                            .is_some_and(|f| !f.is_declaration());
                        if !is_definition {
                            continue;
                        }
                        for pass in passes {
                            let started = Instant::now();
                            pass.run_on_function(module, function, options, diagnostics)?;
                            timings.add(pass.name(), started.elapsed());
                            verify_after(pass.name(), module, settings)?;
                        }
                    }
                }
            }
        }
        Ok(())
    }
}

fn verify_after(
    pass: &'static str,
    module: &Module,
    settings: RunSettings,
) -> Result<(), PassError> {
    if !settings.verify_each {
        return Ok(());
    }
    verify_module_as_pass(pass, module).map_err(|error| PassError {
        pass,
        message: format!(
            "module broken after this pass (-verify-each):\n{}",
            error.message
        ),
        site: None,
        llvm_fatal: None,
    })
}
