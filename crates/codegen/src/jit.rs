//! In-process compilation (`statepoint run`): code placed in this process's memory.
//!
//! Invariant: after [`JitProgram::compile`] every function is callable, every
//! global is initialized, and [`JitProgram::stack_map_section`] is a StackMap
//! v3 blob whose function addresses are the final addresses of the code, ready
//! for the runtime's `rt_register_stack_map`; the code stays mapped for as long
//! as the `JitProgram` lives. A program that uses a symbol neither it, the
//! resolver nor the process defines is refused with an error naming it (as a
//! linker refuses it), never linked against nothing.
//!
//! All code and data of a program lie in one reservation of less than 2 GiB
//! ([`ArenaMemoryProvider`]), so every place-relative reference between them
//! (calls of defined functions, addresses of defined globals) is in the
//! ±2 GiB range of x86-64's 32-bit displacements wherever the reservation
//! lands; separately allocated pieces could end up terabytes apart.

use crate::error::{CodegenError, CodegenResult};
use crate::module_lowering::{lower_module, LoweredModule};
use crate::stack_map_records::module_stack_map;
use crate::target_isa::{module_target_isa, CodePlacement};
use cranelift_jit::{ArenaMemoryProvider, JITBuilder, JITModule};
use cranelift_module::FuncId;
use ir::GlobalKind;
use std::ffi::CString;
use std::mem::ManuallyDrop;
use std::sync::{Arc, Mutex};

/// Resolves a symbol the program imports (runtime entry points, C library) to its address.
pub type SymbolResolver = Box<dyn Fn(&str) -> Option<*const u8> + Send>;

/// A module compiled into this process.
pub struct JitProgram {
    /// Freed (unmapped) when the program is dropped.
    backend: ManuallyDrop<JITModule>,
    lowered: LoweredModule,
    stack_map_section: Vec<u8>,
    /// Defined functions of type `i32 ()` or `i64 ()`, by name.
    integer_entry_points: Vec<(String, EntryPointResult)>,
    /// Whether the constructors ran (before the first entry point called).
    constructors_ran: std::cell::Cell<bool>,
}

/// The result type of a function [`JitProgram::call_integer_entry_point`] can call.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum EntryPointResult {
    I32,
    I64,
}

impl JitProgram {
    /// Compiles `module`; imports are found through `resolve_symbol`, then in the process.
    pub fn compile(module: &ir::Module, resolve_symbol: SymbolResolver) -> CodegenResult<Self> {
        let isa = module_target_isa(module, CodePlacement::InProcess)?;
        refuse_over_page_aligned_globals(module)?;
        let mut builder = JITBuilder::with_isa(isa, cranelift_module::default_libcall_names());
        let arena = ArenaMemoryProvider::new_with_size(JIT_RESERVATION_BYTES).map_err(|error| {
            CodegenError::module_level(format!(
                "reserving {JIT_RESERVATION_BYTES} bytes of address space for the JIT: {error}"
            ))
        })?;
        builder.memory_provider(Box::new(arena));
        let unresolved = Arc::new(Mutex::new(Vec::new()));
        builder.symbol_lookup_fn(resolver_recording_misses(
            resolve_symbol,
            Arc::clone(&unresolved),
        ));
        let mut backend = JITModule::new(builder);
        let lowered = lower_module(module, &mut backend)?;
        if !lowered.relative_data_relocations.is_empty() {
            return Err(CodegenError::unsupported(
                "place-relative global initializers (relative lookup tables) in the JIT",
            ));
        }
        backend
            .finalize_definitions()
            .map_err(|error| CodegenError::module_level(format!("linking JIT code: {error}")))?;
        let unresolved = std::mem::take(&mut *unresolved.lock().expect("not poisoned"));
        if !unresolved.is_empty() {
            return Err(CodegenError::module_level(format!(
                "undefined symbol{}: {} (defined neither by the module, nor by the runtime, nor by the C library)",
                if unresolved.len() == 1 { "" } else { "s" },
                unresolved.iter().map(|name| format!("@{name}")).collect::<Vec<_>>().join(", ")
            )));
        }
        let map = module_stack_map(
            &lowered.stack_maps,
            lowered.stack_map_constants.clone(),
            |id| backend.get_finalized_function(id) as u64,
        );
        let integer_entry_points = module
            .function_ids()
            .into_iter()
            .filter_map(|id| {
                let function = module.function(id).expect("a function");
                let (result, parameters, is_variadic) = module.types.function_parts(function.ty)?;
                let result = match module.types.get(result) {
                    ir::Type::Int(32) => EntryPointResult::I32,
                    ir::Type::Int(64) => EntryPointResult::I64,
                    _ => return None,
                };
                (!function.is_declaration() && parameters.is_empty() && !is_variadic)
                    .then(|| (module.global(id).name.clone(), result))
            })
            .collect();
        Ok(JitProgram {
            integer_entry_points,
            stack_map_section: stackmap::write(&map),
            backend: ManuallyDrop::new(backend),
            lowered,
            constructors_ran: std::cell::Cell::new(false),
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

    /// Calls the defined function `name`, which must have type `i32 ()` or
    /// `i64 ()`, and returns its result (an `i32` sign-extended). The
    /// module's constructors (`@llvm.global_ctors`) run before the first
    /// call, by ascending priority; its destructors after that call returns,
    /// in the reverse order (as an executable runs its `.fini_array`; a
    /// program that calls `exit` skips them here).
    pub fn call_integer_entry_point(&self, name: &str) -> CodegenResult<i64> {
        let Some(&(_, result)) = self
            .integer_entry_points
            .iter()
            .find(|(entry, _)| entry == name)
        else {
            return Err(CodegenError::module_level(format!(
                "no function `define i64 @{name}()` or `define i32 @{name}()` to run"
            )));
        };
        let address = self
            .function_address(name)
            .expect("entry points are defined");
        let first_call = !self.constructors_ran.replace(true);
        if first_call {
            let mut constructors = self.lowered.constructors.clone();
            constructors.sort_by_key(|&(priority, _)| priority);
            self.call_initialization_functions(constructors.into_iter());
        }
        // SAFETY: the code at `address` was compiled from a definition of type
        // `i32 ()` or `i64 ()` (as `result` says) with the C calling convention,
        // and stays mapped while `self` lives.
        let value = match result {
            EntryPointResult::I32 => {
                let entry: extern "C" fn() -> i32 = unsafe { std::mem::transmute(address) };
                i64::from(entry())
            }
            EntryPointResult::I64 => {
                let entry: extern "C" fn() -> i64 = unsafe { std::mem::transmute(address) };
                entry()
            }
        };
        if first_call {
            let mut destructors = self.lowered.destructors.clone();
            destructors.sort_by_key(|&(priority, _)| priority);
            self.call_initialization_functions(destructors.into_iter().rev());
        }
        Ok(value)
    }

    /// Calls each function of `functions` (constructors or destructors, of
    /// type `void ()`) in order.
    fn call_initialization_functions(&self, functions: impl Iterator<Item = (u16, FuncId)>) {
        for (_, function) in functions {
            let address = self.backend.get_finalized_function(function);
            // SAFETY: LangRef gives the functions of `@llvm.global_ctors` and
            // `@llvm.global_dtors` the type `void ()`; the code stays mapped
            // while `self` lives.
            let call: extern "C" fn() = unsafe { std::mem::transmute(address) };
            call();
        }
    }

    /// `(return address, landing pad)` of the call of every `invoke`: where an
    /// unwinder resumes an exception raised in that call, with the stack and
    /// frame pointers of the invoking frame as they are after the call
    /// returns and the exception payload (object, selector) in the first two
    /// return registers. The runtime ABI defines no unwinder; this is for
    /// embedders (and tests) that unwind by themselves.
    pub fn landing_pads(&self) -> Vec<(usize, usize)> {
        self.lowered
            .landing_pads
            .iter()
            .map(|pad| {
                let start = self.backend.get_finalized_function(pad.function) as usize;
                (
                    start + pad.return_address as usize,
                    start + pad.handler as usize,
                )
            })
            .collect()
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

impl Drop for JitProgram {
    fn drop(&mut self) {
        // SAFETY: the code and data are only reachable through `self`, whose
        // accessors hand out addresses valid while it lives; `backend` is
        // taken once, here, and not used again.
        unsafe { ManuallyDrop::take(&mut self.backend).free_memory() };
    }
}

/// Bytes of address space reserved for a program's code and data: any two
/// addresses in it are less than 2^31 apart.
const JIT_RESERVATION_BYTES: usize = (1 << 31) - (1 << 16);

/// Refuses a defined global aligned beyond the page size: the JIT's memory
/// is page-aligned, so it could not honour the alignment.
fn refuse_over_page_aligned_globals(module: &ir::Module) -> CodegenResult<()> {
    // SAFETY: sysconf reads a configuration value and has no other effect.
    let page_size = u64::try_from(unsafe { libc::sysconf(libc::_SC_PAGESIZE) }).unwrap_or(4096);
    for global in &module.globals {
        let GlobalKind::Variable(variable) = &global.kind else {
            continue;
        };
        match variable.align {
            Some(align) if align > page_size && variable.init.is_some() => {
                return Err(CodegenError::unsupported(format!(
                    "@{} aligned to {align} bytes in the JIT, beyond the page size ({page_size}); compile it to an object file instead",
                    global.name
                )))
            }
            _ => {}
        }
    }
    Ok(())
}

/// The JIT's symbol lookup: `resolve_symbol`, then the process's own symbols
/// (the C library); a name neither knows is recorded in `unresolved` and
/// bound to a placeholder, so that linking finishes and
/// [`JitProgram::compile`] can refuse the program with every missing name
/// (cranelift-jit would panic on the first). The placeholder is never run.
fn resolver_recording_misses(
    resolve_symbol: SymbolResolver,
    unresolved: Arc<Mutex<Vec<String>>>,
) -> SymbolResolver {
    static PLACEHOLDER: u64 = 0;
    Box::new(move |name| {
        resolve_symbol(name)
            .or_else(|| process_symbol(name))
            .or_else(|| {
                unresolved
                    .lock()
                    .expect("not poisoned")
                    .push(name.to_string());
                Some(std::ptr::addr_of!(PLACEHOLDER).cast())
            })
    })
}

/// The address of `name` among the symbols loaded in this process.
fn process_symbol(name: &str) -> Option<*const u8> {
    let name = CString::new(name).ok()?;
    // SAFETY: dlsym reads the NUL-terminated name and looks it up in the
    // loaded objects; it writes nothing.
    let address = unsafe { libc::dlsym(libc::RTLD_DEFAULT, name.as_ptr()) };
    (!address.is_null()).then_some(address.cast_const().cast())
}
