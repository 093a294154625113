//! The Cranelift module symbols of an IR module's globals and of helper functions.
//!
//! Invariant: every IR function (except `llvm.*` intrinsics) and every global
//! variable has exactly one Cranelift declaration, made before any function is
//! translated, so calls and relocations can refer to any of them — except a
//! function declaration whose type has no Cranelift signature (e.g. one with
//! an aggregate parameter), which stays undeclared so that only a use of it
//! is an error. A variadic function is declared with its named parameters
//! (`signatures`). Not declared either:
//! `llvm.*` variables (`@llvm.used`: linker directives, not data) and the
//! global-root registration entries (section [`GLOBAL_ROOTS_SECTION`]), which
//! each backend publishes its own way (`module_lowering`). Helper
//! functions (C library and runtime entry points the lowering calls) are
//! declared on first use with the signature of that first use; the machine
//! code stubs (`machine_stubs`) are defined, as local functions, on first
//! use. A defined function that returns `x86_fp80` is compiled as a local
//! "x87 body" returning `rax:rdx`, and its own symbol is the stub that calls
//! the body and returns the value in `%st0` (`x87_stubs`).

use crate::error::{CodegenError, CodegenResult};
use crate::inline_asm_stubs::{assemble, StubPlan};
use crate::lower_varargs::VarargRegisterPadding;
use crate::machine_stubs::{MachineStub, StubCallee};
use crate::signatures::{function_signature, returns_x87_value, stack_argument_bytes};
use crate::x87_stubs::ResultMove;
use cranelift_codegen::ir::Signature;
use cranelift_codegen::settings::TlsModel;
use cranelift_module::{DataId, FuncId, FuncOrDataId, Linkage, Module};
use ir::{GlobalId, GlobalKind};
use passes::prepare_for_execution::GLOBAL_ROOTS_SECTION;
use std::collections::HashMap;

/// Declared symbols, by IR global and by helper name.
pub struct ModuleSymbols {
    by_global: Vec<Option<FuncOrDataId>>,
    helpers: HashMap<String, FuncId>,
    stubs: HashMap<MachineStub, FuncId>,
    /// The inline assembly stubs, by their assembly text.
    inline_asm_stubs: HashMap<String, FuncId>,
    /// The x87 body of each defined function returning `x86_fp80`, by the function's symbol.
    x87_bodies: HashMap<FuncId, FuncId>,
}

impl ModuleSymbols {
    /// Declares every function and global variable of `module` in `backend`.
    pub fn declare_all<M: Module>(module: &ir::Module, backend: &mut M) -> CodegenResult<Self> {
        let mut by_global = Vec::with_capacity(module.globals.len());
        let mut x87_bodies = HashMap::new();
        for global in &module.globals {
            let linkage = symbol_linkage(global);
            let declared = match &global.kind {
                GlobalKind::Function(_) if global.name.starts_with("llvm.") => None,
                GlobalKind::Function(function) => {
                    let padding = VarargRegisterPadding::of_definition(
                        &module.types,
                        function,
                        backend.isa().triple().architecture,
                    )
                    .map_err(|error| error.in_function(&global.name))?;
                    let signature =
                        match function_signature(&module.types, function, backend.isa(), padding) {
                            Ok(signature) => signature,
                            Err(_) if function.is_declaration() => {
                                by_global.push(None);
                                continue;
                            }
                            Err(error) => return Err(error.in_function(&global.name)),
                        };
                    let id = backend
                        .declare_function(&global.name, linkage, &signature)
                        .map_err(|error| module_error(&global.name, error))?;
                    if !function.is_declaration() && returns_x87_value(&module.types, function.ty) {
                        let body = declare_x87_body(backend, global, id, &signature)?;
                        x87_bodies.insert(id, body);
                    }
                    Some(FuncOrDataId::Func(id))
                }
                GlobalKind::Variable(_) if global.name.starts_with("llvm.") => None,
                GlobalKind::Variable(variable)
                    if variable.section.as_deref() == Some(GLOBAL_ROOTS_SECTION) =>
                {
                    None
                }
                GlobalKind::Variable(_)
                    if global.thread_local.is_some()
                        && backend.isa().flags().tls_model() == TlsModel::None =>
                {
                    return Err(CodegenError::unsupported(format!(
                        "thread-local global @{} in the JIT (`statepoint compile` builds it)",
                        global.name
                    )));
                }
                GlobalKind::Variable(variable) => {
                    let id = backend
                        .declare_data(
                            &global.name,
                            linkage,
                            !variable.constant,
                            global.thread_local.is_some(),
                        )
                        .map_err(|error| module_error(&global.name, error))?;
                    Some(FuncOrDataId::Data(id))
                }
                GlobalKind::Alias { .. } | GlobalKind::IFunc { .. } => None,
            };
            by_global.push(declared);
        }
        Ok(ModuleSymbols {
            by_global,
            helpers: HashMap::new(),
            stubs: HashMap::new(),
            inline_asm_stubs: HashMap::new(),
            x87_bodies,
        })
    }

    /// The declaration of IR global `global`, if it has one.
    pub fn global(&self, global: GlobalId) -> Option<FuncOrDataId> {
        self.by_global[global.index()]
    }

    /// The function declared for IR function `global`.
    pub fn function(&self, global: GlobalId) -> Option<FuncId> {
        match self.global(global) {
            Some(FuncOrDataId::Func(id)) => Some(id),
            _ => None,
        }
    }

    /// The function that holds the code of defined function `id`: its x87
    /// body if it returns `x86_fp80`, else itself.
    pub fn code_of(&self, id: FuncId) -> FuncId {
        self.x87_bodies.get(&id).copied().unwrap_or(id)
    }

    /// The data object declared for IR global variable `global`.
    pub fn data(&self, global: GlobalId) -> Option<DataId> {
        match self.global(global) {
            Some(FuncOrDataId::Data(id)) => Some(id),
            _ => None,
        }
    }

    /// Declares (once) the imported helper function `name`.
    pub fn helper_function<M: Module>(
        &mut self,
        backend: &mut M,
        name: &str,
        signature: &Signature,
    ) -> CodegenResult<FuncId> {
        if let Some(&id) = self.helpers.get(name) {
            return Ok(id);
        }
        let id = match backend.get_name(name) {
            Some(FuncOrDataId::Func(id)) => id,
            _ => backend
                .declare_function(name, Linkage::Import, signature)
                .map_err(|error| module_error(name, error))?,
        };
        self.helpers.insert(name.to_string(), id);
        Ok(id)
    }
}

impl ModuleSymbols {
    /// Declares, assembles and defines (once per assembly text) the inline
    /// assembly stub `stub`, a local function taking its operand block's address.
    pub fn inline_asm_stub<M: Module>(
        &mut self,
        backend: &mut M,
        stub: &StubPlan,
    ) -> CodegenResult<FuncId> {
        if let Some(&id) = self.inline_asm_stubs.get(&stub.text) {
            return Ok(id);
        }
        let name = format!("__statepoint_inline_asm.{}", self.inline_asm_stubs.len());
        let mut signature = backend.make_signature();
        signature.params.push(cranelift_codegen::ir::AbiParam::new(
            cranelift_codegen::ir::types::I64,
        ));
        let id = backend
            .declare_function(&name, Linkage::Local, &signature)
            .map_err(|error| module_error(&name, error))?;
        let code = assemble(stub)?;
        backend
            .define_function_bytes(id, 16, &code, &[])
            .map_err(|error| CodegenError::module_level(format!("defining {name}: {error}")))?;
        self.inline_asm_stubs.insert(stub.text.clone(), id);
        Ok(id)
    }

    /// Declares and defines (once) the stub `stub`.
    pub fn machine_stub<M: Module>(
        &mut self,
        backend: &mut M,
        stub: MachineStub,
    ) -> CodegenResult<FuncId> {
        if let Some(&id) = self.stubs.get(&stub) {
            return Ok(id);
        }
        let callee_name = stub.direct_callee().map_or_else(String::new, |callee| {
            backend
                .declarations()
                .get_function_decl(callee)
                .linkage_name(callee)
                .into_owned()
        });
        let name = stub.symbol_name(&callee_name);
        let signature = backend.make_signature();
        let id = backend
            .declare_function(&name, Linkage::Local, &signature)
            .map_err(|error| module_error(&name, error))?;
        define_stub(backend, id, &name, stub)?;
        self.stubs.insert(stub, id);
        Ok(id)
    }
}

/// Declares the x87 body of `function` (declared as `id` with `signature`)
/// and defines `id` as the stub that calls it and returns in `%st0`.
fn declare_x87_body<M: Module>(
    backend: &mut M,
    function: &ir::GlobalValue,
    id: FuncId,
    signature: &Signature,
) -> CodegenResult<FuncId> {
    let name = format!("{}.x87_body", function.name);
    let body = backend
        .declare_function(&name, Linkage::Local, signature)
        .map_err(|error| module_error(&name, error))?;
    let stub = MachineStub::X87Call {
        callee: StubCallee::Direct(body),
        stack_argument_bytes: stack_argument_bytes(&signature.params),
        result: ResultMove::ToX87Stack,
    };
    define_stub(backend, id, &function.name, stub)?;
    Ok(body)
}

/// Defines `id` as the machine code of `stub`.
fn define_stub<M: Module>(
    backend: &mut M,
    id: FuncId,
    name: &str,
    stub: MachineStub,
) -> CodegenResult<()> {
    let (code, relocations) = stub.machine_code(backend.isa().flags().is_pic());
    backend
        .define_function_bytes(id, 16, &code, &relocations)
        .map_err(|error| CodegenError::module_level(format!("defining {name}: {error}")))
}

/// The Cranelift linkage of an IR global: local for private/internal, imported for declarations.
fn symbol_linkage(global: &ir::GlobalValue) -> Linkage {
    let is_definition = match &global.kind {
        GlobalKind::Function(function) => !function.is_declaration(),
        GlobalKind::Variable(variable) => variable.init.is_some(),
        _ => false,
    };
    match global.linkage {
        _ if !is_definition => Linkage::Import,
        ir::Linkage::Private | ir::Linkage::Internal => Linkage::Local,
        ir::Linkage::Weak
        | ir::Linkage::WeakOdr
        | ir::Linkage::LinkOnce
        | ir::Linkage::LinkOnceOdr => Linkage::Preemptible,
        // Global, but not exported from a shared object built from it (as llc marks it).
        _ if global.visibility == ir::Visibility::Hidden => Linkage::Hidden,
        _ => Linkage::Export,
    }
}

fn module_error(name: &str, error: cranelift_module::ModuleError) -> CodegenError {
    CodegenError::module_level(format!("cannot declare @{name}: {error}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn symbols_keep_their_linkage_and_hidden_visibility() {
        let module = ir::parse_module(
            "@exported = global i32 1\n\
             @hidden = hidden global i32 2\n\
             @weak_hidden = weak hidden global i32 3\n\
             @local = internal global i32 4\n\
             @imported = external hidden global i32\n\
             define hidden void @hidden_function() {\n  ret void\n}\n",
        )
        .expect("parses");
        let linkage = |name: &str| {
            symbol_linkage(module.global(module.global_by_name(name).expect("declared")))
        };
        assert_eq!(linkage("exported"), Linkage::Export);
        assert_eq!(linkage("hidden"), Linkage::Hidden);
        assert_eq!(linkage("hidden_function"), Linkage::Hidden);
        assert_eq!(linkage("weak_hidden"), Linkage::Preemptible);
        assert_eq!(linkage("local"), Linkage::Local);
        assert_eq!(linkage("imported"), Linkage::Import);
    }
}
