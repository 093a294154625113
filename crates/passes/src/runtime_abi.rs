//! The runtime ABI's additions to a module about to be compiled and run
//! (`shared/spec/runtime-abi.md`): the canonical safepoint poll, the runtime's
//! declarations, and the default GC strategy for functions without one.
//!
//! Invariants: nothing the module already has is changed: a declaration or
//! definition of the same name is kept as written, and only the missing ones
//! are added, in the ABI's order; `gc.safepoint_poll` never receives a
//! strategy (PlaceSafepoints must not poll inside the poll).

use ir::{
    Atomic, AttrList, Attribute, CallSite, Function, GlobalKind, GlobalValue, GlobalVariable,
    InstData, InstKind, IntPredicate, Linkage, Module, Operand,
};

/// Name of the poll function PlaceSafepoints inlines.
pub const SAFEPOINT_POLL_FUNCTION: &str = "gc.safepoint_poll";

/// Adds the runtime declarations and the canonical poll that `module` lacks.
pub fn add_missing_runtime_abi(module: &mut Module) {
    let types = &mut module.types;
    let (void, i32_type, i64_type) = (types.void(), types.int(32), types.int(64));
    let reference = types.ptr(1);
    let gc_alloc_type = types.function(reference, vec![i64_type, i64_type], false);
    let no_arguments_type = types.function(void, Vec::new(), false);
    let print_i64_type = types.function(void, vec![i64_type], false);
    let print_str_type = types.function(void, vec![reference], false);
    declare_function(module, "gc_alloc", gc_alloc_type, false);
    declare_function(module, "gc_collect", no_arguments_type, false);
    declare_function(module, "gc_safepoint", no_arguments_type, false);
    if module.global_by_name("gc_poll_flag").is_none() {
        module.add_global(GlobalValue::new(
            "gc_poll_flag",
            Linkage::External,
            GlobalKind::Variable(GlobalVariable::new(i32_type, None)),
        ));
    }
    declare_function(module, "rt_print_i64", print_i64_type, true);
    declare_function(module, "rt_print_str", print_str_type, true);
    if module.global_by_name(SAFEPOINT_POLL_FUNCTION).is_none() {
        add_canonical_poll(module, no_arguments_type);
    }
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

fn declare_function(module: &mut Module, name: &str, fn_ty: ir::TypeId, gc_leaf: bool) {
    if module.global_by_name(name).is_some() {
        return;
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
    fn the_canonical_poll_and_declarations_print_as_the_abi_writes_them() {
        let mut module = ir::parse_module("define i64 @main() {\n  ret i64 0\n}\n").unwrap();
        add_missing_runtime_abi(&mut module);
        apply_default_gc(&mut module, "statepoint-example");
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
