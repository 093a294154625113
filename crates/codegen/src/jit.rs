//! In-process compilation (`statepoint run`): code placed in this process's memory.
//!
//! Invariant: after [`JitProgram::compile`] every function is callable, every
//! global is initialized, and [`JitProgram::stack_map_section`] is a StackMap
//! v3 blob whose function addresses are the final addresses of the code, ready
//! for the runtime's `rt_register_stack_map`; the code stays mapped for as long
//! as the `JitProgram` lives.

use crate::error::{CodegenError, CodegenResult};
use crate::module_lowering::{lower_module, LoweredModule};
use crate::stack_map_records::module_stack_map;
use crate::target_isa::{x86_64_target_isa, CodePlacement};
use cranelift_jit::{JITBuilder, JITModule};

/// Resolves a symbol the program imports (runtime entry points, C library) to its address.
pub type SymbolResolver = Box<dyn Fn(&str) -> Option<*const u8> + Send>;

/// A module compiled into this process.
pub struct JitProgram {
    backend: JITModule,
    lowered: LoweredModule,
    stack_map_section: Vec<u8>,
    /// Defined functions of type `i64 ()`.
    i64_entry_points: Vec<String>,
}

impl JitProgram {
    /// Compiles `module`; imports are found through `resolve_symbol`, then in the process.
    pub fn compile(module: &ir::Module, resolve_symbol: SymbolResolver) -> CodegenResult<Self> {
        let isa = x86_64_target_isa(CodePlacement::InProcess)?;
        let mut builder = JITBuilder::with_isa(isa, cranelift_module::default_libcall_names());
        builder.symbol_lookup_fn(resolve_symbol);
        let mut backend = JITModule::new(builder);
        let lowered = lower_module(module, &mut backend)?;
        backend
            .finalize_definitions()
            .map_err(|error| CodegenError::module_level(format!("linking JIT code: {error}")))?;
        let map = module_stack_map(
            &lowered.stack_maps,
            lowered.stack_map_constants.clone(),
            |id| backend.get_finalized_function(id) as u64,
        );
        let i64_type = module.types.lookup(&ir::Type::Int(64));
        let i64_entry_points = module
            .function_ids()
            .into_iter()
            .filter(|&id| {
                let function = module.function(id).expect("a function");
                !function.is_declaration()
                    && module.types.function_parts(function.ty)
                        == i64_type.map(|ty| (ty, &[][..], false))
            })
            .map(|id| module.global(id).name.clone())
            .collect();
        Ok(JitProgram {
            i64_entry_points,
            stack_map_section: stackmap::write(&map),
            backend,
            lowered,
        })
    }

    /// The StackMap v3 blob of the compiled code (empty of functions when there are no statepoints).
    pub fn stack_map_section(&self) -> &[u8] {
        &self.stack_map_section
    }

    /// Addresses of the defined globals of type `ptr addrspace(1)`.
    pub fn gc_root_global_addresses(&self) -> Vec<*mut u64> {
        self.lowered
            .gc_root_globals
            .iter()
            .map(|&id| self.backend.get_finalized_data(id).0 as *mut u64)
            .collect()
    }

    /// Calls the defined function `name`, which must have type `i64 ()`, and returns its result.
    pub fn call_i64_entry_point(&self, name: &str) -> CodegenResult<i64> {
        if !self.i64_entry_points.iter().any(|entry| entry == name) {
            return Err(CodegenError::module_level(format!(
                "no function `define i64 @{name}()` to run"
            )));
        }
        let address = self
            .function_address(name)
            .expect("entry points are defined");
        // SAFETY: the code at `address` was compiled from a definition of type
        // `i64 ()` with the C calling convention, and stays mapped while `self` lives.
        let entry: extern "C" fn() -> i64 = unsafe { std::mem::transmute(address) };
        Ok(entry())
    }

    /// The address of the defined function `name`.
    pub fn function_address(&self, name: &str) -> Option<*const u8> {
        self.lowered
            .defined_functions
            .iter()
            .find(|(defined, _)| defined == name)
            .map(|&(_, id)| self.backend.get_finalized_function(id))
    }
}
