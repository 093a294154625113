//! Verifier unit tests on hand-built modules: one passing and at least one failing
//! case per rule group.

use super::*;
use crate::attributes::{AttrList, Attribute};
use crate::constant::{BinaryOp, CastOp, ConstData, ConstId};
use crate::function::{Block, Body, Function, Value};
use crate::inst::{CallArg, CallSite, InstData, InstKind, Operand, OperandBundle, TailKind};
use crate::module::GlobalKind;
use crate::types::TypeId;

/// Makes (interns) a type in a module.
type TypeMaker = fn(&mut Module) -> TypeId;

/// A module under construction with one function `@f` being built.
struct Builder {
    m: Module,
    f: GlobalId,
}

impl Builder {
    /// `define <ret> @f(<params>) [gc "<gc>"]` with an entry block.
    fn new(ret: TypeMaker, params: &[TypeMaker], gc: Option<&str>) -> Builder {
        let mut m = Module::new();
        let ret = ret(&mut m);
        let params: Vec<TypeId> = params.iter().map(|p| p(&mut m)).collect();
        let fn_ty = m.types.function(ret, params.clone(), false);
        let mut function = Function::new(fn_ty);
        function.gc = gc.map(str::to_string);
        let mut body = Body::new();
        for (k, &p) in params.iter().enumerate() {
            body.add_arg(p, Some(&format!("a{k}")));
        }
        let entry = body.create_block(Some("entry"));
        body.layout.push(entry);
        function.body = Some(body);
        let f = m.get_or_declare_function("f", fn_ty);
        if let Some(slot) = m.function_mut(f) {
            *slot = function;
        }
        Builder { m, f }
    }

    fn body(&mut self) -> &mut Body {
        match &mut self.m.global_mut(self.f).kind {
            GlobalKind::Function(Function { body: Some(b), .. }) => b,
            _ => unreachable!("the builder's function has a body"),
        }
    }

    fn block(&mut self, name: &str) -> Block {
        let b = self.body().create_block(Some(name));
        self.body().layout.push(b);
        b
    }

    /// Appends an instruction to `b`; returns its result operand (or a dummy for void).
    fn push(&mut self, b: Block, kind: InstKind, result: Option<TypeId>) -> (Inst, Operand) {
        let body = self.body();
        let i = body.create_inst(InstData::new(kind), result);
        body.append_inst(b, i);
        let operand = body
            .inst(i)
            .result
            .map_or(Operand::Const(ConstId(u32::MAX)), Operand::Value);
        (i, operand)
    }

    fn arg(&mut self, k: usize) -> Operand {
        Operand::Value(self.body().args[k])
    }

    fn entry(&mut self) -> Block {
        self.body().layout[0]
    }

    fn int(&mut self, bits: u32, v: i64) -> Operand {
        let t = self.m.types.int(bits);
        Operand::Const(self.m.const_int(t, v))
    }

    fn declare(&mut self, name: &str, fn_ty: TypeId) -> Operand {
        let g = self.m.get_or_declare_function(name, fn_ty);
        Operand::Const(self.m.global_ref(g))
    }

    fn errors(&self) -> Vec<String> {
        match verify_module(&self.m) {
            Ok(()) => Vec::new(),
            Err(errors) => errors.into_iter().map(|e| e.message).collect(),
        }
    }

    fn assert_valid(&self) {
        assert_eq!(self.errors(), Vec::<String>::new());
    }

    fn assert_error(&self, message: &str) {
        let errors = self.errors();
        assert!(
            errors.iter().any(|e| e == message),
            "expected {message:?} among {errors:?}"
        );
    }
}

fn i1(m: &mut Module) -> TypeId {
    m.types.int(1)
}
fn i32t(m: &mut Module) -> TypeId {
    m.types.int(32)
}
fn i64t(m: &mut Module) -> TypeId {
    m.types.int(64)
}
fn void(m: &mut Module) -> TypeId {
    m.types.void()
}
fn ptr1(m: &mut Module) -> TypeId {
    m.types.ptr(1)
}
fn ptr0(m: &mut Module) -> TypeId {
    m.types.ptr(0)
}

fn call_site(fn_ty: TypeId, callee: Operand, args: Vec<Operand>) -> CallSite {
    CallSite {
        cc: crate::CallConv::C,
        ret_attrs: AttrList::default(),
        fn_ty,
        callee,
        args: args
            .into_iter()
            .map(|value| CallArg {
                value,
                attrs: AttrList::default(),
            })
            .collect(),
        fn_attrs: AttrList::default(),
        bundles: Default::default(),
    }
}

fn call(site: CallSite) -> InstKind {
    InstKind::Call {
        tail: TailKind::None,
        fmf: Default::default(),
        call: site,
    }
}

fn add(lhs: Operand, rhs: Operand) -> InstKind {
    InstKind::Binary {
        op: BinaryOp::Add,
        flags: Default::default(),
        fmf: Default::default(),
        lhs,
        rhs,
    }
}

// ---- structure ----

#[test]
fn straight_line_function_is_valid() {
    let mut t = Builder::new(i32t, &[i32t], None);
    let e = t.entry();
    let a = t.arg(0);
    let i32_ty = t.m.types.int(32);
    let (_, sum) = t.push(e, add(a.clone(), a), Some(i32_ty));
    t.push(e, InstKind::Ret(Some(sum)), None);
    t.assert_valid();
}

#[test]
fn missing_terminator_is_reported_with_llvm_message() {
    let mut t = Builder::new(void, &[], None);
    let e = t.entry();
    let x = t.int(32, 1);
    let i32_ty = t.m.types.int(32);
    t.push(e, add(x.clone(), x), Some(i32_ty));
    t.assert_error("Basic Block in function 'f' does not have terminator!");
}

#[test]
fn terminator_in_the_middle_and_entry_predecessors_are_reported() {
    let mut t = Builder::new(void, &[], None);
    let e = t.entry();
    t.push(e, InstKind::Br(e), None);
    t.push(e, InstKind::Ret(None), None);
    t.assert_error("Terminator found in the middle of a basic block!");
    let mut u = Builder::new(void, &[], None);
    let e = u.entry();
    u.push(e, InstKind::Br(e), None);
    u.assert_error("Entry block to function must not have predecessors!");
}

#[test]
fn phis_must_match_predecessor_edges() {
    let build = |incoming_from_both: bool, grouped: bool| {
        let mut t = Builder::new(i32t, &[i1, i32t], None);
        let e = t.entry();
        let (left, join) = (t.block("left"), t.block("join"));
        let c = t.arg(0);
        t.push(
            e,
            InstKind::CondBr {
                cond: c,
                then_dest: left,
                else_dest: join,
            },
            None,
        );
        t.push(left, InstKind::Br(join), None);
        let i32_ty = t.m.types.int(32);
        let a = t.arg(1);
        if !grouped {
            let one = t.int(32, 1);
            t.push(join, add(one.clone(), one), Some(i32_ty));
        }
        let mut incoming = vec![(a.clone(), left)];
        if incoming_from_both {
            incoming.push((a, e));
        }
        let (_, phi) = t.push(
            join,
            InstKind::Phi {
                ty: i32_ty,
                fmf: Default::default(),
                incoming,
            },
            Some(i32_ty),
        );
        t.push(join, InstKind::Ret(Some(phi)), None);
        t
    };
    build(true, true).assert_valid();
    build(false, true).assert_error(
        "PHINode should have one entry for each predecessor of its parent basic block!",
    );
    build(true, false).assert_error("PHI nodes not grouped at top of basic block!");
}

#[test]
fn phi_entry_for_a_non_predecessor_and_conflicting_duplicates_are_reported() {
    let mut t = Builder::new(i32t, &[i32t], None);
    let e = t.entry();
    let (other, join) = (t.block("other"), t.block("join"));
    t.push(e, InstKind::Br(join), None);
    t.push(other, InstKind::Br(other), None);
    let i32_ty = t.m.types.int(32);
    let a = t.arg(0);
    let (_, phi) = t.push(
        join,
        InstKind::Phi {
            ty: i32_ty,
            fmf: Default::default(),
            incoming: vec![(a, other)],
        },
        Some(i32_ty),
    );
    t.push(join, InstKind::Ret(Some(phi)), None);
    t.assert_error("PHI node entries do not match predecessors!");

    // A switch reaching `join` twice needs two equal entries.
    let mut u = Builder::new(i32t, &[i32t], None);
    let e = u.entry();
    let join = u.block("join");
    let a = u.arg(0);
    let (c1, c2) = (u.int(32, 1), u.int(32, 2));
    let cases = vec![
        (c1.as_const().unwrap(), join),
        (c2.as_const().unwrap(), join),
    ];
    u.push(
        e,
        InstKind::Switch {
            value: a.clone(),
            default: join,
            cases,
        },
        None,
    );
    let zero = u.int(32, 0);
    let i32_ty = u.m.types.int(32);
    let incoming = vec![(a.clone(), e), (a, e), (zero, e)];
    let (_, phi) = u.push(
        join,
        InstKind::Phi {
            ty: i32_ty,
            fmf: Default::default(),
            incoming,
        },
        Some(i32_ty),
    );
    u.push(join, InstKind::Ret(Some(phi)), None);
    u.assert_error(
        "PHI node has multiple entries for the same basic block with different incoming values!",
    );
}

// ---- SSA ----

#[test]
fn use_before_definition_in_block_is_reported_and_unreachable_uses_are_exempt() {
    let mut t = Builder::new(i32t, &[], None);
    let e = t.entry();
    let i32_ty = t.m.types.int(32);
    let one = t.int(32, 1);
    // Create the definition first, place it after its use.
    let def = t
        .body()
        .create_inst(InstData::new(add(one.clone(), one)), Some(i32_ty));
    let def_value = Operand::Value(t.body().inst(def).result.unwrap());
    t.push(e, InstKind::Ret(Some(def_value.clone())), None);
    t.body().insert_inst(e, 0, def);
    t.assert_valid();
    // Now a use placed before the definition.
    let user = t.body().create_inst(
        InstData::new(InstKind::Freeze(def_value.clone())),
        Some(i32_ty),
    );
    t.body().insert_inst(e, 0, user);
    t.assert_error("Instruction does not dominate all uses!");

    // The same misuse in an unreachable block is accepted, as LLVM does.
    let mut u = Builder::new(i32t, &[], None);
    let e = u.entry();
    let dead = u.block("dead");
    let one = u.int(32, 1);
    u.push(e, InstKind::Ret(Some(one.clone())), None);
    let i32_ty = u.m.types.int(32);
    let def = u
        .body()
        .create_inst(InstData::new(add(one.clone(), one)), Some(i32_ty));
    let v = Operand::Value(u.body().inst(def).result.unwrap());
    u.push(dead, InstKind::Freeze(v), Some(i32_ty));
    u.body().append_inst(dead, def);
    let zero = u.int(32, 0);
    u.push(dead, InstKind::Ret(Some(zero)), None);
    u.assert_valid();
}

#[test]
fn self_reference_and_unplaced_definitions_are_reported() {
    let mut t = Builder::new(i32t, &[], None);
    let e = t.entry();
    let i32_ty = t.m.types.int(32);
    let i = t
        .body()
        .create_inst(InstData::new(InstKind::Unreachable), Some(i32_ty));
    let v = Operand::Value(t.body().inst(i).result.unwrap());
    t.body().inst_mut(i).kind = InstKind::Freeze(v.clone());
    t.body().append_inst(e, i);
    t.push(e, InstKind::Ret(Some(v)), None);
    t.assert_error("Only PHI nodes may reference their own value!");

    let mut u = Builder::new(i32t, &[], None);
    let e = u.entry();
    let one = u.int(32, 1);
    let i32_ty = u.m.types.int(32);
    let floating = u
        .body()
        .create_inst(InstData::new(add(one.clone(), one)), Some(i32_ty));
    let v = Operand::Value(u.body().inst(floating).result.unwrap());
    u.push(e, InstKind::Ret(Some(v)), None);
    u.assert_error("Instruction referencing instruction not embedded in a basic block!");
}

#[test]
fn dangling_handles_are_reported_without_panicking() {
    let mut t = Builder::new(i32t, &[], None);
    let e = t.entry();
    t.push(e, InstKind::Ret(Some(Operand::Value(Value(77)))), None);
    let errors = t.errors();
    assert!(
        errors.iter().any(|m| m.contains("does not exist")),
        "{errors:?}"
    );
    let mut u = Builder::new(void, &[], None);
    let e = u.entry();
    u.push(e, InstKind::Br(Block(55)), None);
    assert!(!u.errors().is_empty());
    let mut w = Builder::new(void, &[], None);
    w.m.types.intern(crate::Type::Vector {
        len: 2,
        scalable: false,
        elem: TypeId(999),
    });
    assert!(!w.errors().is_empty());
}

// ---- types ----

#[test]
fn binary_operand_type_rules() {
    let mut t = Builder::new(void, &[i32t, i64t], None);
    let e = t.entry();
    let (a, b) = (t.arg(0), t.arg(1));
    let i32_ty = t.m.types.int(32);
    t.push(e, add(a.clone(), b), Some(i32_ty));
    t.push(e, InstKind::Ret(None), None);
    t.assert_error("Both operands to a binary operator are not of the same type!");

    let mut u = Builder::new(void, &[i32t], None);
    let e = u.entry();
    let a = u.arg(0);
    let i32_ty = u.m.types.int(32);
    let fadd = InstKind::Binary {
        op: BinaryOp::FAdd,
        flags: Default::default(),
        fmf: Default::default(),
        lhs: a.clone(),
        rhs: a,
    };
    u.push(e, fadd, Some(i32_ty));
    u.push(e, InstKind::Ret(None), None);
    u.assert_error("Floating-point arithmetic operators only work with floating-point types!");
}

#[test]
fn compare_branch_and_return_type_rules() {
    let mut t = Builder::new(i32t, &[i32t, ptr0], None);
    let e = t.entry();
    let (a, p) = (t.arg(0), t.arg(1));
    let i1_ty = t.m.types.int(1);
    t.push(
        e,
        InstKind::ICmp {
            pred: crate::IntPredicate::Eq,
            lhs: a.clone(),
            rhs: p,
        },
        Some(i1_ty),
    );
    let next = t.block("next");
    t.push(
        e,
        InstKind::CondBr {
            cond: a.clone(),
            then_dest: next,
            else_dest: next,
        },
        None,
    );
    t.push(next, InstKind::Ret(None), None);
    t.assert_error("Both operands to ICmp instruction are not of the same type!");
    t.assert_error("Branch condition is not 'i1' type!");
    t.assert_error("Function return type does not match operand type of return inst!");
}

#[test]
fn cast_rules() {
    let cases: [(CastOp, TypeMaker, TypeMaker, Option<&str>); 6] = [
        (CastOp::Trunc, i64t, i32t, None),
        (CastOp::Trunc, i32t, i64t, Some("DestTy too big for Trunc")),
        (CastOp::ZExt, i64t, i32t, Some("Type too small for ZExt")),
        (CastOp::PtrToInt, ptr1, i64t, None),
        (CastOp::BitCast, i32t, ptr0, Some("Invalid bitcast")),
        (
            CastOp::AddrSpaceCast,
            ptr1,
            ptr1,
            Some("AddrSpaceCast must be between different address spaces"),
        ),
    ];
    for (op, from, to, expected) in cases {
        let mut t = Builder::new(void, &[from], None);
        let e = t.entry();
        let a = t.arg(0);
        let to = to(&mut t.m);
        t.push(
            e,
            InstKind::Cast {
                op,
                flags: Default::default(),
                fmf: Default::default(),
                value: a,
                to,
            },
            Some(to),
        );
        t.push(e, InstKind::Ret(None), None);
        match expected {
            None => t.assert_valid(),
            Some(message) => t.assert_error(message),
        }
    }
}

#[test]
fn memory_gep_and_aggregate_rules() {
    let mut t = Builder::new(void, &[i32t, ptr0], None);
    let e = t.entry();
    let (a, p) = (t.arg(0), t.arg(1));
    let i32_ty = t.m.types.int(32);
    let ptr_ty = t.m.types.ptr(0);
    t.push(
        e,
        InstKind::Load {
            ty: i32_ty,
            ptr: p.clone(),
            volatile: false,
            atomic: None,
            align: None,
        },
        Some(i32_ty),
    );
    t.push(
        e,
        InstKind::Store {
            value: a.clone(),
            ptr: p.clone(),
            volatile: false,
            atomic: None,
            align: None,
        },
        None,
    );
    let pair = t.m.types.intern(crate::Type::Struct {
        fields: vec![i32_ty, ptr_ty],
        packed: false,
    });
    let zero = t.int(32, 0);
    let one = t.int(32, 1);
    t.push(
        e,
        InstKind::Gep {
            flags: Default::default(),
            source_ty: pair,
            base: p.clone(),
            indices: vec![zero, one],
        },
        Some(ptr_ty),
    );
    t.push(e, InstKind::Ret(None), None);
    t.assert_valid();

    let mut u = Builder::new(void, &[i32t], None);
    let e = u.entry();
    let a = u.arg(0);
    let i32_ty = u.m.types.int(32);
    u.push(
        e,
        InstKind::Load {
            ty: i32_ty,
            ptr: a.clone(),
            volatile: false,
            atomic: None,
            align: None,
        },
        Some(i32_ty),
    );
    u.push(
        e,
        InstKind::ExtractValue {
            aggregate: a.clone(),
            indices: vec![0],
        },
        Some(i32_ty),
    );
    let ptr_ty = u.m.types.ptr(0);
    u.push(
        e,
        InstKind::Gep {
            flags: Default::default(),
            source_ty: i32_ty,
            base: a,
            indices: vec![],
        },
        Some(ptr_ty),
    );
    u.push(e, InstKind::Ret(None), None);
    u.assert_error("Load operand must be a pointer.");
    u.assert_error("Invalid ExtractValueInst operands!");
    u.assert_error("GEP base pointer is not a vector or a vector of pointers");
}

#[test]
fn call_argument_rules() {
    let mut t = Builder::new(void, &[i32t], None);
    let e = t.entry();
    let (i32_ty, void_ty) = (t.m.types.int(32), t.m.types.void());
    let g_ty = t.m.types.function(void_ty, vec![i32_ty], false);
    let g = t.declare("g", g_ty);
    let a = t.arg(0);
    t.push(e, call(call_site(g_ty, g.clone(), vec![a])), None);
    t.push(e, InstKind::Ret(None), None);
    t.assert_valid();

    let mut u = Builder::new(void, &[i64t], None);
    let e = u.entry();
    let (i32_ty, void_ty) = (u.m.types.int(32), u.m.types.void());
    let g_ty = u.m.types.function(void_ty, vec![i32_ty], false);
    let g = u.declare("g", g_ty);
    let a = u.arg(0);
    u.push(e, call(call_site(g_ty, g.clone(), vec![a])), None);
    u.push(e, call(call_site(g_ty, g, vec![])), None);
    u.push(e, InstKind::Ret(None), None);
    u.assert_error("Call parameter type does not match function signature!");
    u.assert_error("Incorrect number of arguments passed to called function!");
}

// ---- tokens ----

#[test]
fn token_rules() {
    let mut t = Builder::new(void, &[i1], None);
    let e = t.entry();
    let token = t.m.types.token();
    let none = Operand::Const(t.m.consts.intern(ConstData::NoneToken(token)));
    let c = t.arg(0);
    t.push(
        e,
        InstKind::Select {
            fmf: Default::default(),
            cond: c,
            t: none.clone(),
            f: none.clone(),
        },
        Some(token),
    );
    let ptr_ty = t.m.types.ptr(0);
    t.push(
        e,
        InstKind::Alloca {
            allocated_ty: token,
            count: None,
            align: None,
            addrspace: 0,
            inalloca: false,
            swifterror: false,
        },
        Some(ptr_ty),
    );
    t.push(e, InstKind::Freeze(none), Some(token));
    let join = t.block("join");
    let e2 = t.entry();
    t.push(e2, InstKind::Br(join), None);
    let none2 = Operand::Const(t.m.consts.intern(ConstData::NoneToken(token)));
    t.push(
        join,
        InstKind::Phi {
            ty: token,
            fmf: Default::default(),
            incoming: vec![(none2, e2)],
        },
        Some(token),
    );
    t.push(join, InstKind::Ret(None), None);
    t.assert_error("Invalid operands for select instruction!");
    t.assert_error("Cannot allocate unsized type");
    t.assert_error("Token values can only be used by calls and exception-handling pads");
    t.assert_error("PHI nodes cannot have token type!");
}

// ---- invoke and landing pads ----

/// `@f` invokes `@g`; `normal` returns, `unwind` starts with a landing pad when `with_pad`.
fn invoke_function(with_pad: bool, personality: bool) -> Builder {
    let mut t = Builder::new(void, &[], None);
    let e = t.entry();
    let (normal, unwind) = (t.block("normal"), t.block("unwind"));
    let void_ty = t.m.types.void();
    let g_ty = t.m.types.function(void_ty, vec![], false);
    let g = t.declare("g", g_ty);
    t.push(
        e,
        InstKind::Invoke {
            call: Box::new(call_site(g_ty, g.clone(), vec![])),
            normal,
            unwind,
        },
        None,
    );
    t.push(normal, InstKind::Ret(None), None);
    if with_pad {
        let token = t.m.types.token();
        t.push(
            unwind,
            InstKind::LandingPad {
                ty: token,
                cleanup: true,
                clauses: vec![],
            },
            Some(token),
        );
    }
    t.push(unwind, InstKind::Ret(None), None);
    if personality {
        let c = g.as_const().unwrap();
        let f = t.f;
        if let Some(function) = t.m.function_mut(f) {
            function.personality = Some(c);
        }
    }
    t
}

#[test]
fn invoke_and_landing_pad_rules() {
    invoke_function(true, true).assert_valid();
    invoke_function(false, true)
        .assert_error("The unwind destination does not have an exception handling instruction!");
    invoke_function(true, false)
        .assert_error("LandingPadInst needs to be in a function with a personality.");
    // A landing pad reached by a plain branch.
    let mut t = invoke_function(true, true);
    let normal = Block(1);
    let unwind = Block(2);
    let ret = t.body().block(normal).insts[0];
    t.body().inst_mut(ret).kind = InstKind::Br(unwind);
    t.assert_error(
        "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
    );
}

// ---- statepoints ----

/// `@f(ptr addrspace(1) %a0)` with a statepoint calling `void @foo()` that lists `%a0`
/// in `"gc-live"`, followed by a relocate of it; `edit` may change the pieces.
struct StatepointParts {
    t: Builder,
    statepoint: Inst,
    relocate: Inst,
}

fn statepoint_function(
    gc: Option<&str>,
    target_param: bool,
    relocate_indices: (i64, i64),
) -> StatepointParts {
    let mut t = Builder::new(ptr1, &[ptr1], gc);
    let e = t.entry();
    let (void_ty, i32_ty, i64_ty, token, p0, p1) = (
        t.m.types.void(),
        t.m.types.int(32),
        t.m.types.int(64),
        t.m.types.token(),
        t.m.types.ptr(0),
        t.m.types.ptr(1),
    );
    let target_params = if target_param { vec![i32_ty] } else { vec![] };
    let target_ty = t.m.types.function(void_ty, target_params, false);
    let foo = t.declare("foo", target_ty);
    let sp_ty = t.m.types.intern(crate::Type::Function {
        ret: token,
        params: vec![i64_ty, i32_ty, p0, i32_ty, i32_ty],
        vararg: true,
    });
    let sp = t.declare("llvm.experimental.gc.statepoint.p0", sp_ty);
    let args = vec![
        t.int(64, 2882400000),
        t.int(32, 0),
        foo,
        t.int(32, 0),
        t.int(32, 0),
        t.int(32, 0),
        t.int(32, 0),
    ];
    let mut site = call_site(sp_ty, sp, args);
    site.args[2]
        .attrs
        .push(Attribute::Type("elementtype".into(), target_ty));
    let a0 = t.arg(0);
    site.bundles.push(OperandBundle {
        tag: "gc-live".into(),
        inputs: vec![a0],
    });
    let (statepoint, tok) = t.push(e, call(site), Some(token));
    let reloc_ty = t.m.types.function(p1, vec![token, i32_ty, i32_ty], false);
    let reloc = t.declare("llvm.experimental.gc.relocate.p1", reloc_ty);
    let (b, d) = (t.int(32, relocate_indices.0), t.int(32, relocate_indices.1));
    let mut reloc_site = call_site(reloc_ty, reloc, vec![tok, b, d]);
    reloc_site.cc = crate::CallConv::COLD;
    let (relocate, relocated) = t.push(e, call(reloc_site), Some(p1));
    t.push(e, InstKind::Ret(Some(relocated)), None);
    StatepointParts {
        t,
        statepoint,
        relocate,
    }
}

#[test]
fn well_formed_statepoint_sequence_is_valid() {
    statepoint_function(Some("statepoint-example"), false, (0, 0))
        .t
        .assert_valid();
}

#[test]
fn statepoint_needs_gc_and_matching_call_args() {
    statepoint_function(None, false, (0, 0))
        .t
        .assert_error("Enclosing function does not use GC.");
    statepoint_function(None, false, (0, 0))
        .t
        .assert_error("gc.relocate: calling function must have GCStrategy");
    statepoint_function(Some("statepoint-example"), true, (0, 0))
        .t
        .assert_error("gc.statepoint mismatch in number of call args");
}

#[test]
fn statepoint_flags_legacy_counts_elementtype_and_memory() {
    let edit = |f: &dyn Fn(&mut Builder, &mut CallSite)| {
        let mut parts = statepoint_function(Some("statepoint-example"), false, (0, 0));
        let mut site = parts
            .t
            .body()
            .inst(parts.statepoint)
            .kind
            .call_site()
            .unwrap()
            .clone();
        f(&mut parts.t, &mut site);
        if let Some(s) = parts
            .t
            .body()
            .inst_mut(parts.statepoint)
            .kind
            .call_site_mut()
        {
            *s = site;
        }
        parts.t
    };
    edit(&|t, s| s.args[4].value = t.int(32, 4))
        .assert_error("unknown flag used in gc.statepoint flags argument");
    edit(&|t, s| s.args[5].value = t.int(32, 1))
        .assert_error("gc.statepoint w/inline transition bundle is deprecated");
    edit(&|t, s| s.args[6].value = t.int(32, 2))
        .assert_error("gc.statepoint w/inline deopt operands is deprecated");
    edit(&|t, s| {
        let mut args = std::mem::take(&mut s.args).into_vec();
        args.push(CallArg {
            value: t.int(32, 0),
            attrs: AttrList::default(),
        });
        s.args = args.into();
    })
    .assert_error("gc.statepoint too many arguments");
    edit(&|_, s| s.args[2].attrs = Default::default())
        .assert_error("gc.statepoint callee argument must have elementtype attribute");
    edit(&|t, s| s.args[1].value = t.int(32, -1))
        .assert_error("gc.statepoint number of patchable bytes must be positive");
    edit(&|_, s| s.fn_attrs.push(Attribute::Payload("memory".into(), "read".into())))
        .assert_error("gc.statepoint must read and write all memory to preserve reordering restrictions required by safepoint semantics");
    edit(&|_, s| s.bundles.push(s.bundles[0].clone()))
        .assert_error("Multiple gc-live operand bundles");
}

#[test]
fn relocate_rules() {
    statepoint_function(Some("statepoint-example"), false, (1, 0))
        .t
        .assert_error("gc.relocate: statepoint base index out of bounds");
    statepoint_function(Some("statepoint-example"), false, (0, 3))
        .t
        .assert_error("gc.relocate: statepoint derived index out of bounds");
    // Relocating something not tied to a statepoint.
    let mut parts = statepoint_function(Some("statepoint-example"), false, (0, 0));
    let a0 = parts.t.arg(0);
    let relocate = parts.relocate;
    if let Some(s) = parts.t.body().inst_mut(relocate).kind.call_site_mut() {
        s.args[0].value = a0;
    }
    parts
        .t
        .assert_error("gc relocate is incorrectly tied to the statepoint");
    // A non-GC pointer in gc-live for a statepoint-example function.
    let mut parts = statepoint_function(Some("statepoint-example"), false, (0, 0));
    let null0 = parts.t.m.types.ptr(0);
    let null = Operand::Const(parts.t.m.consts.intern(ConstData::Null(null0)));
    let sp = parts.statepoint;
    if let Some(s) = parts.t.body().inst_mut(sp).kind.call_site_mut() {
        s.bundles[0].inputs[0] = null;
    }
    parts
        .t
        .assert_error("gc.relocate: relocating a pointer shouldn't change its address space");
    parts
        .t
        .assert_error("gc.relocate: relocated value must be a gc pointer");
}

#[test]
fn relocate_indices_name_statepoint_arguments_when_there_is_no_gc_live_bundle() {
    let without_gc_live = |indices: (i64, i64)| {
        let mut parts = statepoint_function(Some("statepoint-example"), false, indices);
        let sp = parts.statepoint;
        if let Some(s) = parts.t.body().inst_mut(sp).kind.call_site_mut() {
            s.bundles.clear();
        }
        parts.t
    };
    // Argument 2 is the callee `ptr @foo` (address space 0), argument 0 the `i64` id.
    without_gc_live((2, 2))
        .assert_error("gc.relocate: relocating a pointer shouldn't change its address space");
    without_gc_live((0, 0)).assert_error("gc.relocate: relocated value must be a pointer");
    without_gc_live((2, 7)).assert_error("gc.relocate: statepoint derived index out of bounds");
}

#[test]
fn statepoint_token_uses_and_gc_result_rules() {
    // The token used by something other than gc.result / gc.relocate.
    let mut parts = statepoint_function(Some("statepoint-example"), false, (0, 0));
    let e = parts.t.entry();
    let tok = Operand::Value(parts.t.body().inst(parts.statepoint).result.unwrap());
    let (void_ty, token) = (parts.t.m.types.void(), parts.t.m.types.token());
    let sink_ty = parts.t.m.types.function(void_ty, vec![token], false);
    let sink = parts.t.declare("llvm.sink", sink_ty);
    let ret = parts.t.body().block_mut(e).insts.pop().unwrap();
    parts
        .t
        .push(e, call(call_site(sink_ty, sink, vec![tok.clone()])), None);
    parts.t.body().append_inst(e, ret);
    parts
        .t
        .assert_error("gc.result or gc.relocate are the only value uses of a gc.statepoint");

    // gc.result of a void callee with an i32 type.
    let mut parts = statepoint_function(Some("statepoint-example"), false, (0, 0));
    let e = parts.t.entry();
    let tok = Operand::Value(parts.t.body().inst(parts.statepoint).result.unwrap());
    let (i32_ty, token) = (parts.t.m.types.int(32), parts.t.m.types.token());
    let result_ty = parts.t.m.types.function(i32_ty, vec![token], false);
    let result = parts
        .t
        .declare("llvm.experimental.gc.result.i32", result_ty);
    let ret = parts.t.body().block_mut(e).insts.pop().unwrap();
    parts.t.push(
        e,
        call(call_site(result_ty, result.clone(), vec![tok])),
        Some(i32_ty),
    );
    let a0 = parts.t.arg(0);
    parts.t.push(
        e,
        call(call_site(result_ty, result, vec![a0])),
        Some(i32_ty),
    );
    parts.t.body().append_inst(e, ret);
    parts
        .t
        .assert_error("gc.result result type does not match wrapped callee");
    parts
        .t
        .assert_error("gc.result operand #1 must be from a statepoint");
}

/// Turns the statepoint of `parts` into an invoke: `entry` invokes into `normal`
/// (holding the original relocate and return) and `unwind` (a landing pad, a relocate
/// of the landing pad token and a return). With `second_invoker`, another block
/// invokes the same statepoint target with the same unwind block.
fn invoke_statepoint(second_invoker: bool) -> Builder {
    let mut parts = statepoint_function(Some("statepoint-example"), false, (0, 0));
    let t = &mut parts.t;
    let entry = t.entry();
    let (normal, unwind) = (t.block("normal"), t.block("unwind"));
    let rest: Vec<Inst> = t.body().block_mut(entry).insts.drain(1..).collect();
    t.body().set_block_insts(normal, rest);
    let site = t
        .body()
        .inst(parts.statepoint)
        .kind
        .call_site()
        .unwrap()
        .clone();
    t.body().inst_mut(parts.statepoint).kind = InstKind::Invoke {
        call: Box::new(site.clone()),
        normal,
        unwind,
    };
    let token = t.m.types.token();
    if second_invoker {
        let other = t.block("other");
        t.push(
            other,
            InstKind::Invoke {
                call: Box::new(site),
                normal,
                unwind,
            },
            Some(token),
        );
    }
    let (_, pad) = t.push(
        unwind,
        InstKind::LandingPad {
            ty: token,
            cleanup: true,
            clauses: vec![],
        },
        Some(token),
    );
    let relocate_site = t
        .body()
        .inst(parts.relocate)
        .kind
        .call_site()
        .unwrap()
        .clone();
    let mut unwind_site = relocate_site;
    unwind_site.args[0].value = pad;
    let p1 = t.m.types.ptr(1);
    let (_, relocated) = t.push(unwind, call(unwind_site), Some(p1));
    t.push(unwind, InstKind::Ret(Some(relocated)), None);
    let personality_ty = t.m.types.function(p1, vec![], false);
    let personality = t.declare("personality", personality_ty);
    let f = t.f;
    if let Some(function) = t.m.function_mut(f) {
        function.personality = personality.as_const();
    }
    parts.t
}

#[test]
fn invoke_statepoint_relocates_on_both_paths() {
    invoke_statepoint(false).assert_valid();
    let errors = invoke_statepoint(true).errors();
    assert!(
        errors
            .iter()
            .any(|e| e == "safepoints should have unique landingpads"),
        "{errors:?}"
    );
}

#[test]
fn corrupted_handles_never_panic() {
    let mut rng = crate::test_support::Lcg(7);
    for _ in 0..5000 {
        let mut parts = invoke_statepoint_or_call(rng.next(2) == 0);
        let body = parts.body();
        let inst_count = body.insts.len();
        for _ in 0..1 + rng.next(3) {
            let victim = rng.next(inst_count);
            let pick = rng.next(5);
            let small = rng.next(12) as u32;
            if pick == 4 {
                let value_count = body.values.len();
                body.values[rng.next(value_count)].ty = TypeId(small);
                continue;
            }
            let kind = &mut body.insts[victim].kind;
            match pick {
                0 => kind.visit_operands_mut(|o| {
                    if let Operand::Value(v) = o {
                        v.0 = small;
                    }
                }),
                1 => kind.visit_operands_mut(|o| {
                    if let Operand::Const(c) = o {
                        c.0 = small * 3;
                    }
                }),
                2 => kind.for_each_block_mut(|b| b.0 = small),
                _ => {
                    if let Some(call) = kind.call_site_mut() {
                        call.fn_ty = TypeId(small * 2);
                        let kept = call.args.len().min(small as usize);
                        call.args = call.args[..kept].into();
                    }
                }
            }
        }
        let _ = verify_module(&parts.m);
    }
}

fn invoke_statepoint_or_call(invoke: bool) -> Builder {
    if invoke {
        invoke_statepoint(false)
    } else {
        statepoint_function(Some("statepoint-example"), false, (0, 0)).t
    }
}

#[test]
fn rendering_prints_message_then_instructions_in_llvm_order() {
    let mut t = Builder::new(i32t, &[], None);
    let e = t.entry();
    let i32_ty = t.m.types.int(32);
    let one = t.int(32, 1);
    let def = t
        .body()
        .create_inst(InstData::new(add(one.clone(), one)), Some(i32_ty));
    let v = Operand::Value(t.body().inst(def).result.unwrap());
    let (user, _) = t.push(e, InstKind::Freeze(v.clone()), Some(i32_ty));
    t.body().append_inst(e, def);
    t.push(e, InstKind::Ret(Some(v)), None);
    let errors = verify_module(&t.m).unwrap_err();
    let dominance = errors
        .iter()
        .find(|e| e.message == "Instruction does not dominate all uses!")
        .expect("dominance failure");
    let text = dominance.render_with(&t.m, |_, i| format!("  <inst {}>", i.0));
    assert_eq!(
        text,
        format!(
            "Instruction does not dominate all uses!\n  <inst {}>\n  <inst {}>\n",
            def.0, user.0
        )
    );
    assert_eq!(
        dominance.to_string(),
        "Instruction does not dominate all uses! (in function 'f')"
    );

    let mut u = Builder::new(void, &[], None);
    let e = u.entry();
    u.push(e, InstKind::Br(e), None);
    let errors = verify_module(&u.m).unwrap_err();
    assert_eq!(
        errors[0].render_with(&u.m, |_, _| String::new()),
        "Entry block to function must not have predecessors!\nlabel %entry\n"
    );
}

/// The messages the verifier gives for `text`.
fn messages_for(text: &str) -> Vec<String> {
    let m = crate::parse_module(text).expect("parses");
    match verify_module(&m) {
        Ok(()) => Vec::new(),
        Err(errors) => errors.into_iter().map(|e| e.message).collect(),
    }
}

#[test]
fn allocsize_names_integer_parameters_of_the_function_or_call() {
    let valid = "declare ptr @f(ptr, i64, i32) allocsize(1, 2)
define void @g(ptr %p) {
  %q = call ptr @f(ptr %p, i64 1, i32 2) allocsize(1)
  ret void
}
";
    assert_eq!(messages_for(valid), Vec::<String>::new());
    let pointer = valid.replace("allocsize(1, 2)", "allocsize(0)");
    assert_eq!(
        messages_for(&pointer),
        ["'allocsize' element size argument must refer to an integer parameter"]
    );
    let past_the_end = valid.replace("allocsize(1)", "allocsize(1, 3)");
    assert_eq!(
        messages_for(&past_the_end),
        ["'allocsize' number of elements argument is out of bounds"]
    );
}

/// A function with a `catchswitch`, its `catchpad` and a `cleanuppad`,
/// each entered as LLVM requires.
const FUNCLETS: &str = "declare i32 @f(i32)
declare i32 @__CxxFrameHandler3(...)
define i32 @g() personality ptr @__CxxFrameHandler3 {
entry:
  %v = invoke i32 @f(i32 1) to label %cont unwind label %dispatch
dispatch:
  %cs = catchswitch within none [label %catch] unwind label %cleanup
catch:
  %cp = catchpad within %cs [ptr null, i32 64, ptr null]
  catchret from %cp to label %cont
cleanup:
  %cl = cleanuppad within none []
  cleanupret from %cl unwind to caller
cont:
  ret i32 0
}
";

#[test]
fn funclet_pads_are_entered_only_by_unwinding_and_left_by_their_return() {
    assert_eq!(messages_for(FUNCLETS), Vec::<String>::new());
    let cases = [
        // A plain branch and a normal edge into pads.
        (
            "%v = invoke i32 @f(i32 1) to label %cont unwind label %dispatch",
            "br label %dispatch",
            vec!["EH pad must be jumped to via an unwind edge"],
        ),
        (
            "to label %cont unwind label %dispatch",
            "to label %cleanup unwind label %dispatch",
            vec!["EH pad must be jumped to via an unwind edge"],
        ),
        // An invoke unwinding straight to a catchpad.
        (
            "unwind label %dispatch",
            "unwind label %catch",
            vec![
                "Instruction does not dominate all uses!",
                "Block containg CatchPadInst must be jumped to only by its catchswitch.",
            ],
        ),
        (
            "[label %catch]",
            "[label %cont]",
            vec!["CatchSwitchInst handlers must be catchpads"],
        ),
        (
            "catchret from %cp to label %cont",
            "cleanupret from %cp unwind to caller",
            vec!["CleanupReturnInst needs to be provided a CleanupPad"],
        ),
        (
            "cleanupret from %cl unwind to caller",
            "catchret from %cl to label %cont",
            vec!["CatchReturnInst needs to be provided a CatchPad"],
        ),
        (
            "cleanupret from %cl unwind to caller",
            "cleanupret from %cl unwind label %catch",
            vec!["Block containg CatchPadInst must be jumped to only by its catchswitch."],
        ),
        (
            "%cl = cleanuppad within none []",
            "%x = add i32 1, 2\n  %cl = cleanuppad within none []",
            vec![
                // The catchswitch's unwind destination no longer starts with a pad.
                "CatchSwitchInst must unwind to an EH block which is not a landingpad.",
                "CleanupPadInst not the first non-PHI instruction in the block.",
            ],
        ),
        (
            "%cp = catchpad within %cs",
            "%cp = catchpad within %cl",
            vec![
                "Instruction does not dominate all uses!",
                "CatchPadInst needs to be directly nested in a CatchSwitchInst.",
            ],
        ),
        (
            " personality ptr @__CxxFrameHandler3",
            "",
            vec![
                "CatchSwitchInst needs to be in a function with a personality.",
                "CatchPadInst needs to be in a function with a personality.",
                "CleanupPadInst needs to be in a function with a personality.",
            ],
        ),
    ];
    for (from, to, expected) in cases {
        let text = FUNCLETS.replacen(from, to, 1);
        assert_ne!(text, FUNCLETS, "{from}");
        assert_eq!(messages_for(&text), expected, "{from} -> {to}");
    }
    let to_landing_pad = FUNCLETS
        .replace("unwind label %cleanup", "unwind label %lp")
        .replace(
            "cleanup:\n",
            "lp:\n  %l = landingpad { ptr, i32 } cleanup\n  ret i32 1\ncleanup:\n",
        );
    assert_eq!(
        messages_for(&to_landing_pad),
        [
            "CatchSwitchInst must unwind to an EH block which is not a landingpad.",
            "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
        ]
    );
}
