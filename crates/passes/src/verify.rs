//! `verify`: the module verifier as a pass (LLVM's `VerifierPass`).
//!
//! It changes nothing; it fails with every verifier message when the module
//! breaks the structural rules of [`ir::verifier`].

use crate::options::PassOptions;
use crate::pass::{ModulePass, PassError};
use ir::Module;

pub struct VerifierPass;

impl ModulePass for VerifierPass {
    fn name(&self) -> &'static str {
        "VerifierPass"
    }

    fn run_on_module(
        &self,
        module: &mut Module,
        _options: &PassOptions,
        _diagnostics: &mut String,
    ) -> Result<(), PassError> {
        verify_module_as_pass(self.name(), module)
    }
}

/// Runs the module verifier, reporting failure as an error of `pass`; shared
/// by the `verify` pass and `-verify-each`.
pub fn verify_module_as_pass(pass: &'static str, module: &Module) -> Result<(), PassError> {
    ir::verifier::verify_module(module).map_err(|errors| PassError {
        pass,
        message: errors
            .iter()
            .map(|error| error.render(module))
            .collect::<String>(),
        site: None,
        llvm_fatal: None,
    })
}
