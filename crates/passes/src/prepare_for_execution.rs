//! Preparing a program written against the runtime ABI
//! (`shared/spec/runtime-abi.md`) for execution, whatever backend compiles it.
//!
//! [`prepare_for_execution`] takes a parsed, verified module and:
//!
//! 1. declares the runtime functions and data the module lacks (`gc_alloc`,
//!    `gc_collect`, `gc_safepoint`, `gc_poll_flag`, `rt_print_i64`,
//!    `rt_print_str`; the printing functions carry `"gc-leaf-function"`), and
//!    defines the ABI's canonical `@gc.safepoint_poll` when the module does not
//!    — `linkonce_odr`, so that several modules linked into one program may
//!    each carry it;
//! 2. gives every defined function without a `gc` attribute, except the poll,
//!    the strategy [`ExecutionPreparation::default_gc_strategy`] (for C compiled
//!    by clang with `address_space(1)` references);
//! 3. registers every defined global variable of type `ptr addrspace(1)` as a
//!    root the way the runtime reads them: a private constant holding its
//!    address in the section [`GLOBAL_ROOTS_SECTION`], kept by `@llvm.used`
//!    (globals the module already registers there are left alone);
//! 4. runs `function(place-safepoints),rewrite-statepoints-for-gc`.
//!
//! Guarantees: the result holds statepoints only (no unrelocated reference
//! live across a call that may collect, for functions with a statepoint
//! strategy) and is ready for `llc` or our own code generator. A name the ABI
//! reserves that the module already uses is left as the module wrote it; a
//! module that declares `@gc.safepoint_poll` without defining it is refused,
//! since the poll must be inlined. This module does no IO.

use crate::options::PassOptions;
use crate::pass::PassError;
use crate::pipeline::RunSettings;
use crate::place_safepoints::POLL_FUNCTION_NAME;
use crate::registry::build_pipeline;
use ir::{
    AttrList, Attribute, Body, CallConv, CallSite, ConstData, ConstId, FastMath, Function,
    GlobalId, GlobalKind, GlobalValue, GlobalVariable, InstKind, IntPredicate, Linkage, Module,
    TailKind, Type, TypeId,
};
use std::fmt;

/// The section whose address-sized entries the runtime reads as global roots.
pub const GLOBAL_ROOTS_SECTION: &str = "statepoint_global_roots";

/// The pass pipeline that turns a program into statepoint form.
pub const STATEPOINT_PIPELINE: &str = "function(place-safepoints),rewrite-statepoints-for-gc";

/// Name of the `i32` global that is non-zero while a safepoint is requested.
const POLL_FLAG_NAME: &str = "gc_poll_flag";
/// Name of the runtime's poll slow path.
const SAFEPOINT_SLOW_PATH_NAME: &str = "gc_safepoint";

/// What [`prepare_for_execution`] is asked to do beyond the fixed steps.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ExecutionPreparation {
    /// The strategy given to defined functions without a `gc` attribute
    /// (`--default-gc=<strategy>`); `None` leaves them without one.
    pub default_gc_strategy: Option<String>,
}

/// Why a module could not be prepared.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum PreparationError {
    /// `@gc.safepoint_poll` is declared but has no body to inline.
    PollDeclaredWithoutBody,
    /// A pass of [`STATEPOINT_PIPELINE`] failed.
    Pass(PassError),
}

impl fmt::Display for PreparationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PreparationError::PollDeclaredWithoutBody => write!(
                f,
                "@{POLL_FUNCTION_NAME} is declared but not defined: define it, or leave it out \
                 to get the runtime ABI's canonical poll"
            ),
            PreparationError::Pass(error) => write!(f, "{error}"),
        }
    }
}

impl std::error::Error for PreparationError {}

/// Prepares `module` (parsed and verified) for execution; see the module docs.
pub fn prepare_for_execution(
    module: &mut Module,
    preparation: &ExecutionPreparation,
) -> Result<(), PreparationError> {
    add_runtime_declarations(module);
    add_canonical_poll(module)?;
    if let Some(strategy) = &preparation.default_gc_strategy {
        give_default_gc_strategy(module, strategy);
    }
    register_global_roots(module);
    let pipeline = build_pipeline(STATEPOINT_PIPELINE).expect("the statepoint pipeline is valid");
    pipeline
        .run(module, &PassOptions::default(), RunSettings::default())
        .map_err(PreparationError::Pass)?;
    Ok(())
}

/// Declares the ABI's runtime functions and `@gc_poll_flag` where the module lacks them.
fn add_runtime_declarations(module: &mut Module) {
    let void = module.types.void();
    let i64_type = module.types.int(64);
    let reference = module.types.ptr(1);
    let allocation = module
        .types
        .function(reference, vec![i64_type, i64_type], false);
    let no_arguments = module.types.function(void, Vec::new(), false);
    let print_integer = module.types.function(void, vec![i64_type], false);
    let print_string = module.types.function(void, vec![reference], false);
    let declarations = [
        ("gc_alloc", allocation, false),
        ("gc_collect", no_arguments, false),
        (SAFEPOINT_SLOW_PATH_NAME, no_arguments, false),
        ("rt_print_i64", print_integer, true),
        ("rt_print_str", print_string, true),
    ];
    for (name, function_type, is_gc_leaf) in declarations {
        if module.global_by_name(name).is_some() {
            continue;
        }
        let declaration = module.get_or_declare_function(name, function_type);
        if is_gc_leaf {
            let function = module.function_mut(declaration).expect("just declared");
            function
                .fn_attrs
                .set(Attribute::Str("gc-leaf-function".to_string(), None));
        }
    }
    if module.global_by_name(POLL_FLAG_NAME).is_none() {
        let i32_type = module.types.int(32);
        module.add_global(GlobalValue::new(
            POLL_FLAG_NAME,
            Linkage::External,
            GlobalKind::Variable(global_variable(i32_type, None, None)),
        ));
    }
}

/// Defines the ABI's canonical poll (as `linkonce_odr`) when the module has none.
fn add_canonical_poll(module: &mut Module) -> Result<(), PreparationError> {
    if let Some(existing) = module.global_by_name(POLL_FUNCTION_NAME) {
        return match module.function(existing) {
            Some(function) if function.is_declaration() => {
                Err(PreparationError::PollDeclaredWithoutBody)
            }
            _ => Ok(()),
        };
    }
    let void = module.types.void();
    let i1_type = module.types.int(1);
    let i32_type = module.types.int(32);
    let poll_type = module.types.function(void, Vec::new(), false);
    let flag = module
        .global_by_name(POLL_FLAG_NAME)
        .expect("declared by add_runtime_declarations");
    let flag_address = module.global_ref(flag);
    let slow_path = module
        .global_by_name(SAFEPOINT_SLOW_PATH_NAME)
        .expect("declared by add_runtime_declarations");
    let slow_path_type = module.function(slow_path).map_or(poll_type, |f| f.ty);
    let slow_path_address = module.global_ref(slow_path);
    let zero = module.const_int(i32_type, 0);

    let mut body = Body::new();
    let entry = body.create_block(Some("entry"));
    let slow = body.create_block(Some("slow"));
    let done = body.create_block(Some("done"));
    body.layout = vec![entry, slow, done];
    let load_flag = body.create_named_inst(
        InstKind::Load {
            ty: i32_type,
            ptr: flag_address.into(),
            volatile: true,
            atomic: None,
            align: Some(4),
        },
        Some(i32_type),
        Some("flag"),
    );
    let flag_value = body.inst(load_flag).result.expect("a load has a result");
    let compare = body.create_named_inst(
        InstKind::ICmp {
            pred: IntPredicate::Ne,
            lhs: flag_value.into(),
            rhs: zero.into(),
        },
        Some(i1_type),
        Some("requested"),
    );
    let requested = body.inst(compare).result.expect("a compare has a result");
    let branch = body.create_named_inst(
        InstKind::CondBr {
            cond: requested.into(),
            then_dest: slow,
            else_dest: done,
        },
        None,
        None,
    );
    for instruction in [load_flag, compare, branch] {
        body.append_inst(entry, instruction);
    }
    let call = body.create_named_inst(
        InstKind::Call {
            tail: TailKind::None,
            call: CallSite {
                cc: CallConv::C,
                fmf: FastMath::default(),
                ret_attrs: AttrList::default(),
                fn_ty: slow_path_type,
                callee: slow_path_address.into(),
                args: Vec::new(),
                fn_attrs: AttrList::default(),
                bundles: Vec::new(),
                addrspace: None,
            },
        },
        None,
        None,
    );
    let to_done = body.create_named_inst(InstKind::Br(done), None, None);
    body.append_inst(slow, call);
    body.append_inst(slow, to_done);
    let return_instruction = body.create_named_inst(InstKind::Ret(None), None, None);
    body.append_inst(done, return_instruction);

    let mut poll = Function::new(poll_type);
    poll.body = Some(body);
    module.add_global(GlobalValue::new(
        POLL_FUNCTION_NAME,
        Linkage::LinkOnceOdr,
        GlobalKind::Function(poll),
    ));
    Ok(())
}

/// Gives every defined function without a `gc` attribute, except the poll, `strategy`.
fn give_default_gc_strategy(module: &mut Module, strategy: &str) {
    for id in module.function_ids() {
        if module.global(id).name == POLL_FUNCTION_NAME {
            continue;
        }
        let function = module.function_mut(id).expect("a function id");
        if !function.is_declaration() && function.gc.is_none() {
            function.gc = Some(strategy.to_string());
        }
    }
}

/// Lists every defined `ptr addrspace(1)` global in [`GLOBAL_ROOTS_SECTION`],
/// kept alive by `@llvm.used`, unless the module already lists it there.
fn register_global_roots(module: &mut Module) {
    let reference = module.types.ptr(1);
    let already_registered: Vec<GlobalId> = (0..module.globals.len() as u32)
        .map(GlobalId)
        .filter_map(|id| match &module.global(id).kind {
            GlobalKind::Variable(GlobalVariable {
                section: Some(section),
                init: Some(init),
                ..
            }) if section == GLOBAL_ROOTS_SECTION => module.consts.as_global(*init),
            _ => None,
        })
        .collect();
    let unregistered_roots: Vec<GlobalId> = (0..module.globals.len() as u32)
        .map(GlobalId)
        .filter(|id| match &module.global(*id).kind {
            GlobalKind::Variable(variable) => {
                variable.value_ty == reference
                    && variable.init.is_some()
                    && !already_registered.contains(id)
            }
            _ => false,
        })
        .collect();
    if unregistered_roots.is_empty() {
        return;
    }
    let address = module.types.ptr(0);
    let mut root_entries = Vec::new();
    for root in unregistered_roots {
        let root_address = module.global_ref(root);
        let entry_name = format!("{}.statepoint_root", module.global(root).name);
        let entry = module.add_global(GlobalValue::new(
            "",
            Linkage::Private,
            GlobalKind::Variable(GlobalVariable {
                constant: true,
                ..global_variable(
                    address,
                    Some(root_address),
                    Some(GLOBAL_ROOTS_SECTION.to_string()),
                )
            }),
        ));
        module.rename_global(entry, &entry_name);
        root_entries.push(module.global_ref(entry));
    }
    keep_alive_with_llvm_used(module, root_entries);
}

/// Appends `entries` (pointers to globals) to `@llvm.used`, creating it if needed.
fn keep_alive_with_llvm_used(module: &mut Module, mut entries: Vec<ConstId>) {
    let address = module.types.ptr(0);
    let existing = module.global_by_name("llvm.used");
    if let Some(GlobalKind::Variable(GlobalVariable {
        init: Some(init), ..
    })) = existing.map(|id| &module.global(id).kind)
    {
        if let ConstData::Array { elems, .. } = module.consts.get(*init) {
            entries.splice(0..0, elems.iter().copied());
        }
    }
    let array_type = module.types.intern(Type::Array {
        len: entries.len() as u64,
        elem: address,
    });
    let used = module.consts.intern(ConstData::Array {
        ty: array_type,
        elems: entries,
    });
    let variable = GlobalVariable {
        section: Some("llvm.metadata".to_string()),
        ..global_variable(array_type, Some(used), None)
    };
    match existing {
        Some(id) => module.global_mut(id).kind = GlobalKind::Variable(variable),
        None => {
            module.add_global(GlobalValue::new(
                "llvm.used",
                Linkage::Appending,
                GlobalKind::Variable(variable),
            ));
        }
    }
}

fn global_variable(
    value_type: TypeId,
    init: Option<ConstId>,
    section: Option<String>,
) -> GlobalVariable {
    GlobalVariable {
        constant: false,
        value_ty: value_type,
        init,
        externally_initialized: false,
        section,
        partition: None,
        comdat: None,
        align: None,
        extra: Vec::new(),
        metadata: Vec::new(),
        attrs: AttrList::default(),
    }
}

#[cfg(test)]
mod tests;
