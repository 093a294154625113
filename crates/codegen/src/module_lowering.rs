//! Lowering of a whole IR module into any Cranelift module (JIT or object).
//!
//! Invariant: the pipeline is declare every symbol, define every global
//! variable, translate and compile every defined function, collecting each
//! function's stack map records; nothing here knows whether the code ends up
//! in memory or in a file.
//!
//! Global roots are the ones the module registers, as
//! [`passes::prepare_for_execution`] writes them: a variable in the section
//! [`GLOBAL_ROOTS_SECTION`] whose initializer is the root global's address.
//! Such a registration entry is not defined as data here; each backend
//! publishes the roots its own way (a section of relocated addresses in
//! objects, addresses handed to the runtime by the JIT).
//!
//! Constructors and destructors (`@llvm.global_ctors`/`global_dtors`) are
//! listed with their priorities; each backend runs them its own way
//! (`.init_array`/`.fini_array` sections in objects, calls by the JIT).

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::global_data::{global_data_description, RelativeDataRelocation};
use crate::module_symbols::ModuleSymbols;
use crate::patch_regions::nop_out_patch_regions;
use crate::stack_map_records::{function_stack_map, FunctionStackMap};
use crate::statepoint_call_sites::locate_statepoint_calls;
use cranelift_codegen::control::ControlPlane;
use cranelift_codegen::FinalizedMachExceptionHandler;
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{DataId, FuncId, Module, ModuleReloc};
use ir::GlobalKind;
use passes::prepare_for_execution::GLOBAL_ROOTS_SECTION;

/// What the lowering produced besides the code itself.
pub struct LoweredModule {
    /// Stack map parts of the functions with statepoints, in module order.
    pub stack_maps: Vec<FunctionStackMap>,
    /// Large constants the stack map records refer to.
    pub stack_map_constants: Vec<u64>,
    /// The globals the module registers as roots for the collector, in module order.
    pub gc_root_globals: Vec<DataId>,
    /// Every defined function, by name.
    pub defined_functions: Vec<(String, FuncId)>,
    /// The call of every `invoke`: its function, return address and landing
    /// pad, as offsets from the function's start.
    pub landing_pads: Vec<LandingPad>,
    /// Place-relative fields of data objects, which Cranelift's data
    /// descriptions cannot hold: each backend writes them itself.
    pub relative_data_relocations: Vec<(DataId, RelativeDataRelocation)>,
    /// `@llvm.global_ctors`: the functions to run before the program, with
    /// their priorities, in the array's order.
    pub constructors: Vec<(u16, FuncId)>,
    /// `@llvm.global_dtors`: the functions to run at exit, likewise.
    pub destructors: Vec<(u16, FuncId)>,
}

/// The entries of `@llvm.global_ctors` or `@llvm.global_dtors` (named
/// `list`): `{ i32 priority, ptr function, ptr data }` each, as LangRef
/// defines them. The data pointer (a comdat key) is not used: every global
/// of the module is kept. A null function ends nothing and is skipped.
fn initialization_functions(
    module: &ir::Module,
    symbols: &ModuleSymbols,
    list: &str,
) -> CodegenResult<Vec<(u16, FuncId)>> {
    let Some(global) = module.global_by_name(list) else {
        return Ok(Vec::new());
    };
    let GlobalKind::Variable(variable) = &module.global(global).kind else {
        return Ok(Vec::new());
    };
    let Some(init) = variable.init else {
        return Ok(Vec::new());
    };
    let malformed = || {
        CodegenError::module_level(format!(
            "@{list}: expected an array of {{ i32 priority, ptr function, ptr data }}"
        ))
    };
    let entries = match module.consts.get(init) {
        ir::ConstData::Array { elems, .. } => elems.clone(),
        ir::ConstData::Zero(_) => Vec::new(),
        _ => return Err(malformed()),
    };
    let mut functions = Vec::with_capacity(entries.len());
    for entry in entries {
        let ir::ConstData::Struct { fields, .. } = module.consts.get(entry) else {
            return Err(malformed());
        };
        let [priority, function, ..] = fields.as_slice() else {
            return Err(malformed());
        };
        let priority = match module.consts.get(*priority) {
            ir::ConstData::Int { value, .. } => value.to_u64().ok_or_else(malformed)?,
            _ => return Err(malformed()),
        };
        let function = module.consts.strip_pointer_casts(*function);
        if matches!(module.consts.get(function), ir::ConstData::Null(_)) {
            continue;
        }
        let id = module
            .consts
            .as_global(function)
            .and_then(|g| symbols.function(g))
            .ok_or_else(malformed)?;
        functions.push((u16::try_from(priority).unwrap_or(u16::MAX), id));
    }
    Ok(functions)
}

/// Where an unwinder would resume for an exception raised in an `invoke`'s call.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct LandingPad {
    pub function: FuncId,
    pub return_address: u32,
    pub handler: u32,
}

/// Declares, defines and compiles everything in `module` into `backend`.
pub fn lower_module<M: Module>(
    module: &ir::Module,
    backend: &mut M,
) -> CodegenResult<LoweredModule> {
    let mut symbols = ModuleSymbols::declare_all(module, backend)?;
    let mut gc_root_globals = Vec::new();
    let mut relative_data_relocations = Vec::new();
    for (index, global) in module.globals.iter().enumerate() {
        let GlobalKind::Variable(variable) = &global.kind else {
            continue;
        };
        let Some(init) = variable.init else {
            continue;
        };
        if global.name.starts_with("llvm.") {
            continue;
        }
        if variable.section.as_deref() == Some(GLOBAL_ROOTS_SECTION) {
            let root = module.consts.as_global(init).ok_or_else(|| {
                CodegenError::module_level(format!(
                    "@{}: an entry of {GLOBAL_ROOTS_SECTION} must be the address of a global",
                    global.name
                ))
            })?;
            gc_root_globals.push(symbols.data(root).ok_or_else(|| {
                CodegenError::module_level(format!(
                    "@{}: the root @{} is not a global variable",
                    global.name,
                    module.global(root).name
                ))
            })?);
            continue;
        }
        let id = symbols
            .data(ir::GlobalId(index as u32))
            .expect("every global variable is declared");
        let (description, relative) = global_data_description(
            module,
            ir::GlobalId(index as u32),
            variable,
            &symbols,
            backend,
        )
        .map_err(|error| error.in_initializer_of(&global.name))?;
        relative_data_relocations.extend(relative.into_iter().map(|r| (id, r)));
        backend
            .define_data(id, &description)
            .map_err(|error| CodegenError::module_level(format!("@{}: {error}", global.name)))?;
    }

    let mut context = backend.make_context();
    let mut builder_context = FunctionBuilderContext::new();
    let mut stack_maps = Vec::new();
    let mut stack_map_constants = Vec::new();
    let mut defined_functions = Vec::new();
    let mut landing_pads = Vec::new();
    for id in module.function_ids() {
        let function = module.function(id).expect("a function");
        let name = &module.global(id).name;
        if function.is_declaration() {
            continue;
        }
        let symbol = symbols.function(id).expect("every function is declared");
        let func_id = symbols.code_of(symbol);
        let builder = FunctionBuilder::new(&mut context.func, &mut builder_context);
        let sites =
            FunctionTranslator::new(module, function, builder, backend, &mut symbols, func_id)
                .translate()
                .map_err(|error| error.in_function(name))?;
        context
            .compile(backend.isa(), &mut ControlPlane::default())
            .map_err(|error| {
                let detail = match &error.inner {
                    cranelift_codegen::CodegenError::Verifier(errors) => errors.to_string(),
                    other => other.to_string(),
                };
                CodegenError::module_level(format!(
                    "internal error: Cranelift rejected the code generated for this function \
                     (a backend bug; please report it with the input): {}",
                    detail.trim_end()
                ))
                .in_function(name)
            })?;
        let compiled = context.compiled_code().expect("just compiled");
        let located = locate_statepoint_calls(&sites, compiled, &context.func)
            .map_err(|e| e.in_function(name))?;
        let (sites, calls): (Vec<_>, Vec<_>) = sites
            .into_iter()
            .zip(located)
            .filter_map(|(site, call)| Some(site).zip(call))
            .unzip();
        let mut code = compiled.code_buffer().to_vec();
        let relocations = nop_out_patch_regions(
            backend.isa(),
            &sites,
            &calls,
            &mut code,
            compiled.buffer.relocs(),
            &compiled.buffer.nop_units,
        )
        .map_err(|error| error.in_function(name))?;
        let relocations: Vec<ModuleReloc> = relocations
            .iter()
            .map(|r| ModuleReloc::from_mach_reloc(r, &context.func, func_id))
            .collect();
        backend
            .define_function_bytes(
                func_id,
                u64::from(compiled.buffer.alignment),
                &code,
                &relocations,
            )
            .map_err(|error| CodegenError::module_level(format!("{error:?}")).in_function(name))?;
        landing_pads.extend(compiled.buffer.call_sites().flat_map(|call_site| {
            call_site
                .exception_handlers
                .iter()
                .filter_map(move |handler| match handler {
                    FinalizedMachExceptionHandler::Default(handler) => Some(LandingPad {
                        function: func_id,
                        return_address: call_site.ret_addr,
                        handler: *handler,
                    }),
                    _ => None,
                })
        }));
        if !sites.is_empty() {
            stack_maps.push(function_stack_map(
                func_id,
                &sites,
                &calls,
                compiled,
                backend.isa().triple().architecture,
                &mut stack_map_constants,
            )?);
        }
        defined_functions.push((name.clone(), symbol));
        backend.clear_context(&mut context);
    }
    Ok(LoweredModule {
        stack_maps,
        stack_map_constants,
        gc_root_globals,
        defined_functions,
        landing_pads,
        relative_data_relocations,
        constructors: initialization_functions(module, &symbols, "llvm.global_ctors")?,
        destructors: initialization_functions(module, &symbols, "llvm.global_dtors")?,
    })
}
