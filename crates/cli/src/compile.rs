//! `statepoint compile <input.ll> -c -o <output.o> [--default-gc=<strategy>]`:
//! the Cranelift backend's object output.
//!
//! Order: parse, verify the input, add the runtime ABI's missing declarations
//! and canonical poll, give functions without a strategy the `--default-gc`
//! one, run `place-safepoints` and `rewrite-statepoints-for-gc` unless the
//! module is already in the explicit relocation form (it has statepoints, e.g.
//! from `opt-19`), verify again, then compile. Linking an executable with the
//! runtime library comes with the runtime crate; until then `-c` is required.

use crate::failure::CommandFailure;
use crate::io::{input_display_name, read_input};
use crate::opt::verify_input_module;
use crate::opt_args::Stream;

const COMPILE_USAGE: &str =
    "usage: statepoint compile <input.ll|-> -c -o <output.o> [--default-gc=<strategy>]";

/// The GC passes the run and compile pipelines apply to abstract-model input.
const GC_LOWERING_PIPELINE: &str = "function(place-safepoints),rewrite-statepoints-for-gc";

pub fn compile_command(arguments: &[String]) -> Result<String, CommandFailure> {
    let mut input = None;
    let mut output = None;
    let mut object_only = false;
    let mut default_gc = None;
    let mut remaining = arguments.iter();
    while let Some(argument) = remaining.next() {
        match argument.as_str() {
            "-c" => object_only = true,
            "-o" => output = remaining.next().cloned(),
            other if other.starts_with("--default-gc=") => {
                default_gc = Some(other["--default-gc=".len()..].to_string())
            }
            other if input.is_none() && (other == "-" || !other.starts_with('-')) => {
                input = Some(other.to_string())
            }
            other => return Err(format!("unknown argument '{other}'\n{COMPILE_USAGE}").into()),
        }
    }
    let (Some(input), Some(output)) = (input, output) else {
        return Err(COMPILE_USAGE.to_string().into());
    };
    if !object_only {
        return Err(
            "linking executables needs the runtime library, which this build does not have yet: use -c"
                .to_string()
                .into(),
        );
    }
    let input = Stream::from_argument(&input);
    let module = prepare_module_for_backend(&input, default_gc.as_deref())?;
    let object_name = input_display_name(&input).to_string();
    let object = codegen::compile_object(&module, &object_name)
        .map_err(|error| format!("error: {error}"))?;
    std::fs::write(&output, object).map_err(|error| format!("cannot write '{output}': {error}"))?;
    Ok(String::new())
}

/// Reads `input` and brings it into the form the backend compiles.
pub fn prepare_module_for_backend(
    input: &Stream,
    default_gc: Option<&str>,
) -> Result<ir::Module, CommandFailure> {
    let input_name = input_display_name(input);
    let source = read_input(input)?;
    let mut module = ir::parser::parse_module(&source)
        .map_err(|diagnostic| diagnostic.render(input_name, &source))?;
    verify_input_module(&module, input_name)?;
    passes::runtime_abi::add_missing_runtime_abi(&mut module);
    if let Some(strategy) = default_gc {
        passes::runtime_abi::apply_default_gc(&mut module, strategy);
    }
    if !has_statepoints(&module) && has_statepoint_strategy_function(&module) {
        let pipeline = passes::build_pipeline(GC_LOWERING_PIPELINE)
            .map_err(|error| format!("error: GC lowering pipeline: {error}"))?;
        pipeline
            .run(
                &mut module,
                &passes::PassOptions::default(),
                passes::RunSettings { verify_each: true },
            )
            .map_err(|error| error.to_string())?;
    }
    Ok(module)
}

fn has_statepoints(module: &ir::Module) -> bool {
    module
        .globals
        .iter()
        .any(|global| global.name.starts_with("llvm.experimental.gc.statepoint."))
}

fn has_statepoint_strategy_function(module: &ir::Module) -> bool {
    module.function_ids().into_iter().any(|id| {
        let function = module.function(id).expect("a function");
        !function.is_declaration() && passes::gc_strategy::uses_statepoint_strategy(function)
    })
}
