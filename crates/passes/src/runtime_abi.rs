//! The runtime ABI's additions to a module about to be compiled and run
//! (`shared/spec/runtime-abi.md`): the canonical safepoint poll, the runtime's
//! declarations, and the default GC strategy for functions without one.
//!
//! Invariants: nothing the module already has is changed: a declaration or
//! definition of the same name is kept as written, and only the missing ones
//! are added, in the ABI's order; `gc.safepoint_poll` never receives a
//! strategy (PlaceSafepoints must not poll inside the poll). The
//! `@gc_allocation_buffer` name is reserved (a module using it for anything
//! else is refused) but declared only by [`allocation_buffer`], for the
//! modules whose allocations are inlined.

use ir::{
    Atomic, AttrList, Attribute, CallSite, Function, GlobalId, GlobalKind, GlobalValue,
    GlobalVariable, InstData, InstKind, IntPredicate, Linkage, Module, Operand, Type, TypeId,
};

/// Name of the runtime's allocation buffer, which inline allocation bumps.
pub const ALLOCATION_BUFFER: &str = "gc_allocation_buffer";

/// Name of the poll function PlaceSafepoints inlines.
pub const SAFEPOINT_POLL_FUNCTION: &str = "gc.safepoint_poll";

/// A runtime ABI name the module gives to something else than the ABI's function or
/// variable (another prototype, a function for a variable or the reverse): calls or
/// loads through it would be silently wrong, so the module is refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RuntimeNameClash {
    pub name: &'static str,
    /// What the ABI declares, as IR (`declare ptr addrspace(1) @gc_alloc(i64, i64)`).
    pub expected: String,
}

impl std::fmt::Display for RuntimeNameClash {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "@{} is a runtime ABI name: it must be `{}` (or be left out to get it)",
            self.name, self.expected
        )
    }
}

/// Adds the runtime declarations and, when some defined function has a `gc`
/// strategy (so polls may be placed), the canonical poll that `module` lacks;
/// a runtime name the module already has must be what the ABI declares. A
/// module without collected functions (plain C) thus gets no definition that
/// needs the runtime to link.
pub fn add_missing_runtime_abi(module: &mut Module) -> Result<(), RuntimeNameClash> {
    let types = &mut module.types;
    let (void, i32_type, i64_type) = (types.void(), types.int(32), types.int(64));
    let reference = types.ptr(1);
    let gc_alloc_type = types.function(reference, vec![i64_type, i64_type], false);
    let no_arguments_type = types.function(void, Vec::new(), false);
    let print_i64_type = types.function(void, vec![i64_type], false);
    let print_str_type = types.function(void, vec![reference], false);
    declare_function(module, "gc_alloc", gc_alloc_type, false)?;
    declare_function(module, "gc_collect", no_arguments_type, false)?;
    declare_function(module, "gc_safepoint", no_arguments_type, false)?;
    declare_variable(module, "gc_poll_flag", i32_type)?;
    let allocation_buffer_type = allocation_buffer_type(module);
    existing_runtime_variable(module, ALLOCATION_BUFFER, allocation_buffer_type)?;
    declare_function(module, "rt_print_i64", print_i64_type, true)?;
    declare_function(module, "rt_print_str", print_str_type, true)?;
    let has_collected_function = module.function_ids().into_iter().any(|id| {
        let function = module.function(id).expect("a function");
        !function.is_declaration() && function.gc.is_some()
    });
    if has_collected_function && module.global_by_name(SAFEPOINT_POLL_FUNCTION).is_none() {
        add_canonical_poll(module, no_arguments_type);
    }
    Ok(())
}

/// `@gc_allocation_buffer` (`docs/collectors.md`, "The allocation buffer"):
/// the module's declaration, or a new one; the name used for anything else
/// is a clash.
pub fn allocation_buffer(module: &mut Module) -> Result<GlobalId, RuntimeNameClash> {
    let value_type = allocation_buffer_type(module);
    declare_variable(module, ALLOCATION_BUFFER, value_type)
}

/// `{ i64, i64 }`: the allocation buffer's cursor and limit.
fn allocation_buffer_type(module: &mut Module) -> TypeId {
    let i64_type = module.types.int(64);
    module.types.intern(Type::Struct {
        fields: vec![i64_type, i64_type],
        packed: false,
    })
}

/// The runtime variable `name` if the module has it with type `value_ty` in
/// address space 0 (declared or defined), `None` if the name is free;
/// anything else of that name is a clash.
fn existing_runtime_variable(
    module: &Module,
    name: &'static str,
    value_ty: TypeId,
) -> Result<Option<GlobalId>, RuntimeNameClash> {
    let Some(existing) = module.global_by_name(name) else {
        return Ok(None);
    };
    let global = module.global(existing);
    match &global.kind {
        GlobalKind::Variable(variable)
            if variable.value_ty == value_ty && global.addrspace == 0 =>
        {
            Ok(Some(existing))
        }
        _ => Err(RuntimeNameClash {
            name,
            expected: format!(
                "@{name} = external global {}",
                module.types.display(value_ty)
            ),
        }),
    }
}

/// Adds `@name = external global <value_ty>` (the name must be free).
fn declare_runtime_variable(module: &mut Module, name: &str, value_ty: TypeId) -> GlobalId {
    module.add_global(GlobalValue::new(
        name,
        Linkage::External,
        GlobalKind::Variable(GlobalVariable::new(value_ty, None)),
    ))
}

/// Gives `strategy` to every defined function without a `gc` attribute, except the poll.
pub fn apply_default_gc(module: &mut Module, strategy: &str) {
    for id in module.function_ids() {
        let is_poll = module.global(id).name == SAFEPOINT_POLL_FUNCTION;
        let function = module.function_mut(id).expect("a function");
        if !is_poll && !function.is_declaration() && function.gc.is_none() {
            function.gc = Some(strategy.to_string());
        }
    }
}

/// The runtime's side of the write barrier (docs/collectors.md, "Write barriers").
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct WriteBarrierRuntime {
    /// `@gc_unlogged_bits = external global i64`: the address of the unlogged-bit table.
    pub unlogged_bits: GlobalId,
    /// `declare void @gc_write_barrier_slow(ptr addrspace(1)) "gc-leaf-function"`.
    pub slow_path: GlobalId,
}

/// The name of the variable holding the address of the unlogged-bit table.
pub const UNLOGGED_BITS_VARIABLE: &str = "gc_unlogged_bits";

/// The name of the write barrier's slow path.
pub const WRITE_BARRIER_SLOW_FUNCTION: &str = "gc_write_barrier_slow";

/// Declares what inserted write barriers use, unless the module has it; a name the
/// module already has must be what the ABI declares.
pub fn declare_write_barrier_runtime(
    module: &mut Module,
) -> Result<WriteBarrierRuntime, RuntimeNameClash> {
    let types = &mut module.types;
    let (void, i64_type, reference) = (types.void(), types.int(64), types.ptr(1));
    let slow_path_type = types.function(void, vec![reference], false);
    declare_variable(module, UNLOGGED_BITS_VARIABLE, i64_type)?;
    declare_function(module, WRITE_BARRIER_SLOW_FUNCTION, slow_path_type, true)?;
    let declared = |name| module.global_by_name(name).expect("declared above");
    Ok(WriteBarrierRuntime {
        unlogged_bits: declared(UNLOGGED_BITS_VARIABLE),
        slow_path: declared(WRITE_BARRIER_SLOW_FUNCTION),
    })
}

/// Declares runtime variable `name` (`external global <value_type>`) unless the
/// module has it; an existing global of that name must be a variable of that
/// type in address space 0.
fn declare_variable(
    module: &mut Module,
    name: &'static str,
    value_type: TypeId,
) -> Result<GlobalId, RuntimeNameClash> {
    match existing_runtime_variable(module, name, value_type)? {
        Some(existing) => Ok(existing),
        None => Ok(declare_runtime_variable(module, name, value_type)),
    }
}

/// Declares runtime function `name` unless the module has it; an existing global of
/// that name must be a function of type `fn_ty`.
fn declare_function(
    module: &mut Module,
    name: &'static str,
    fn_ty: ir::TypeId,
    gc_leaf: bool,
) -> Result<(), RuntimeNameClash> {
    if let Some(existing) = module.global_by_name(name) {
        return match module.function(existing) {
            Some(function) if function.ty == fn_ty => Ok(()),
            _ => {
                let (ret, params, _) = module
                    .types
                    .function_parts(fn_ty)
                    .expect("runtime functions have function types");
                let params: Vec<String> = params.iter().map(|&p| module.types.display(p)).collect();
                Err(RuntimeNameClash {
                    name,
                    expected: format!(
                        "declare {} @{name}({})",
                        module.types.display(ret),
                        params.join(", ")
                    ),
                })
            }
        };
    }
    let mut function = Function::new(fn_ty);
    if gc_leaf {
        function
            .fn_attrs
            .set(Attribute::Str("gc-leaf-function".to_string(), None));
    }
    module.add_global(GlobalValue::new(
        name,
        Linkage::External,
        GlobalKind::Function(function),
    ));
    Ok(())
}

/// `define void @gc.safepoint_poll()` as the ABI writes it, but `linkonce_odr`
/// so that several modules linked into one program may each carry it.
fn add_canonical_poll(module: &mut Module, poll_type: ir::TypeId) {
    let flag = module
        .global_by_name("gc_poll_flag")
        .expect("declared above");
    let slow_path = module
        .global_by_name("gc_safepoint")
        .expect("declared above");
    let flag_address = module.global_ref(flag);
    let slow_path_address = module.global_ref(slow_path);
    let i32_type = module.types.int(32);
    let i1_type = module.types.int(1);
    let zero = module.const_int(i32_type, 0);
    let mut body = ir::Body::new();
    let entry = body.create_block(Some("entry"));
    let slow = body.create_block(Some("slow"));
    let done = body.create_block(Some("done"));
    body.layout = vec![entry, slow, done];
    let load = body.create_named_inst(
        InstKind::Load {
            ty: i32_type,
            ptr: Operand::Const(flag_address),
            volatile: true,
            atomic: None::<Atomic>,
            align: Some(4),
        },
        Some(i32_type),
        Some("flag"),
    );
    let flag_value = body.inst(load).result.expect("a load has a result");
    let compare = body.create_named_inst(
        InstKind::ICmp {
            pred: IntPredicate::Ne,
            lhs: Operand::Value(flag_value),
            rhs: Operand::Const(zero),
        },
        Some(i1_type),
        Some("requested"),
    );
    let requested = body.inst(compare).result.expect("a compare has a result");
    let branch = body.create_inst(
        InstData::new(InstKind::CondBr {
            cond: Operand::Value(requested),
            then_dest: slow,
            else_dest: done,
        }),
        None,
    );
    for inst in [load, compare, branch] {
        body.append_inst(entry, inst);
    }
    let call = body.create_inst(
        InstData::new(InstKind::Call {
            tail: ir::TailKind::None,
            fmf: ir::FastMath::default(),
            call: CallSite {
                cc: ir::CallConv::C,
                ret_attrs: AttrList::default(),
                fn_ty: poll_type,
                callee: Operand::Const(slow_path_address),
                args: Box::new([]),
                fn_attrs: AttrList::default(),
                bundles: Default::default(),
            },
        }),
        None,
    );
    let to_done = body.create_inst(InstData::new(InstKind::Br(done)), None);
    body.append_inst(slow, call);
    body.append_inst(slow, to_done);
    let ret = body.create_inst(InstData::new(InstKind::Ret(None)), None);
    body.append_inst(done, ret);
    let mut poll = Function::new(poll_type);
    poll.body = Some(body);
    module.add_global(GlobalValue::new(
        SAFEPOINT_POLL_FUNCTION,
        Linkage::LinkOnceOdr,
        GlobalKind::Function(poll),
    ));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_runtime_name_used_for_something_else_is_refused() {
        for (text, name) in [
            (
                "define ptr addrspace(1) @gc_alloc(i64 %n) {\n  ret ptr addrspace(1) null\n}\n",
                "gc_alloc",
            ),
            ("declare i32 @gc_poll_flag()\n", "gc_poll_flag"),
            ("@gc_poll_flag = global i64 0\n", "gc_poll_flag"),
            ("@gc_safepoint = global i32 0\n", "gc_safepoint"),
            (
                "@gc_allocation_buffer = global i64 0\n",
                "gc_allocation_buffer",
            ),
            (
                "declare void @gc_allocation_buffer()\n",
                "gc_allocation_buffer",
            ),
            (
                "@gc_allocation_buffer = external addrspace(1) global { i64, i64 }\n",
                "gc_allocation_buffer",
            ),
        ] {
            let mut module = ir::parse_module(text).unwrap();
            let clash = add_missing_runtime_abi(&mut module).unwrap_err();
            assert_eq!(clash.name, name, "{text}");
        }
        let mut module = ir::parse_module("declare i32 @gc_poll_flag()\n").unwrap();
        assert_eq!(
            add_missing_runtime_abi(&mut module).unwrap_err().expected,
            "@gc_poll_flag = external global i32"
        );
        let mut module = ir::parse_module("declare void @gc_alloc()\n").unwrap();
        assert_eq!(
            add_missing_runtime_abi(&mut module).unwrap_err().to_string(),
            "@gc_alloc is a runtime ABI name: it must be `declare ptr addrspace(1) @gc_alloc(i64, i64)` (or be left out to get it)"
        );
    }

    #[test]
    fn the_canonical_poll_and_declarations_print_as_the_abi_writes_them() {
        let mut module = ir::parse_module("define i64 @main() {\n  ret i64 0\n}\n").unwrap();
        add_missing_runtime_abi(&mut module).expect("no runtime name is taken");
        assert!(
            module.global_by_name(SAFEPOINT_POLL_FUNCTION).is_none(),
            "no poll without a collected function"
        );
        apply_default_gc(&mut module, "statepoint-example");
        add_missing_runtime_abi(&mut module).expect("no runtime name is taken");
        let text = ir::printer::print_module(&module);
        assert!(ir::verifier::verify_module(&module).is_ok(), "{text}");
        for expected in [
            "define i64 @main() gc \"statepoint-example\" {",
            "declare ptr addrspace(1) @gc_alloc(i64, i64)",
            "@gc_poll_flag = external global i32",
            "%flag = load volatile i32, ptr @gc_poll_flag, align 4",
            "%requested = icmp ne i32 %flag, 0",
            "br i1 %requested, label %slow, label %done",
            "call void @gc_safepoint()",
            "define linkonce_odr void @gc.safepoint_poll() {",
        ] {
            assert!(text.contains(expected), "missing `{expected}` in:\n{text}");
        }
        assert!(!text.contains("@gc.safepoint_poll() gc"), "{text}");
    }
}
