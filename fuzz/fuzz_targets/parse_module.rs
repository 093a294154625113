//! Fuzz target: `ir::parser::parse_module` on arbitrary UTF-8 never panics,
//! and neither do the verifier and printer on whatever it accepts.
//!
//! Arbitrary text: `rustup run nightly cargo fuzz run parse_module`.
//! Mutated `.ll` input: add the corpus folders as seeds,
//! `rustup run nightly cargo fuzz run parse_module fuzz/corpus/parse_module ../tests/corpus/ll ../tests/corpus/stress`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|text: &str| {
    if let Ok(module) = ir::parser::parse_module(text) {
        let _ = ir::verifier::verify_module(&module);
        let _ = ir::printer::print_module(&module);
    }
});
