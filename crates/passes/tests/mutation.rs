//! Mutation test of the two verifiers (`verify` and `verify<safepoint-ir>`) on valid
//! statepoint IR: LLVM 19's RewriteStatepointsForGC output on the conformance inputs and
//! on our base-relation cases (`tests/fixtures/statepoint-ir/`, from
//! `scripts/gen-statepoint-fixtures`).
//!
//! Each mutant injects one defect at one site; a mutant is *detected* when the
//! structural verifier rejects the module or the safepoint verifier reports an illegal
//! use. Kinds and the sites chosen (so that every mutant is wrong on a static path):
//! * `unrelocated use`: a use of a relocate that reads the pointer (not a comparison,
//!   nor a phi, select, GEP, cast or freeze deriving another pointer) switched to the
//!   value it relocates;
//! * `unrelocated phi input`: a phi entry that is a relocate switched to the relocated
//!   value, when the phi has a non-comparison use;
//! * `dropped from gc-live`: a value relocated only as its own base removed from
//!   `"gc-live"`, its relocates deleted and their uses switched back to it (one such use
//!   not a comparison or phi), later indices renumbered;
//! * `relocate index out of range`: the base or derived index set to the bundle length;
//! * `wrong gc.result type`: a `gc.result` declared to return another type;
//! * `token misuse`: a relocate or result tied to the token of another statepoint that
//!   does not dominate it;
//! * `wrong relocate base`: the base index set to another live value, in two rows: the
//!   objects of both are known from their definitions without looking through merges
//!   ([`known_object`]), or one of them goes through a phi, select or vector operation.
//!
//! Not every wrong-base mutant is a defect: the other live value may hold the right base
//! on every path and lane where the derived pointer points into an object (an identical
//! `select`, a `freeze`, the same lane extracted from a vector whose other lanes
//! differ, a splat of the scalar base, a phi whose inputs match the base's edge by edge,
//! any base for `undef` lanes, a constant for constant lanes). [`base_fits`] decides
//! that from the definitions, lane by lane, independently of the verifier; such mutants
//! are counted as valid and must *not* be reported. Not judged (counted apart): a new
//! base for a relocate of a deopt operand that may be a derived pointer relocated as
//! its own base, LLVM's convention for deopt operands ([`Verdict::NotJudged`]). The
//! rest are defects.
//!
//! Asserted: every defect of every kind is detected (100%), and nothing is reported on
//! any valid module: the unmutated fixtures, the hand-made tricky cases
//! (`tests/fixtures/statepoint-ir-tricky/`), our own rewrite of the base-relation cases
//! (`tests/fixtures/rs4gc-base-cases/`), and the wrong-base mutants that fit. The table
//! is printed (`--nocapture`).

use ir::analysis::{Cfg, DomTree};
use ir::{Block, Body, ConstData, GlobalId, Inst, InstKind, Module, Operand, Value, ValueDef};
use passes::call_classification::{is_gc_relocate, is_gc_result, is_statepoint};
use std::collections::HashSet;
use std::path::PathBuf;

fn fixture_dir(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../../tests/fixtures")
        .join(name)
}

fn load_fixtures(name: &str) -> Vec<(String, Module)> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(fixture_dir(name))
        .expect("fixture directory exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).expect("readable fixture");
            let m = ir::parse_module(&text).unwrap_or_else(|e| panic!("{}: {e:?}", p.display()));
            (p.file_name().unwrap().to_string_lossy().into_owned(), m)
        })
        .collect()
}

/// True if either verifier (with our relocate-base rule) rejects `m`.
fn detected(m: &Module) -> bool {
    if ir::verifier::verify_module_with(m, ir::verifier::Rules::WithRelocateBases).is_err() {
        return true;
    }
    m.function_ids()
        .into_iter()
        .filter(|&f| m.function(f).is_some_and(|func| !func.is_declaration()))
        .any(|f| !passes::safepoint_ir_verifier::find_illegal_uses(m, f).is_empty())
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
    UnrelocatedUse,
    UnrelocatedPhiInput,
    DroppedFromGcLive,
    RelocateIndexOutOfRange,
    WrongGcResultType,
    TokenMisuse,
    WrongRelocateBaseKnownObjects,
    WrongRelocateBaseThroughPhis,
}

impl Kind {
    const ALL: [Kind; 8] = [
        Kind::UnrelocatedUse,
        Kind::UnrelocatedPhiInput,
        Kind::DroppedFromGcLive,
        Kind::RelocateIndexOutOfRange,
        Kind::WrongGcResultType,
        Kind::TokenMisuse,
        Kind::WrongRelocateBaseKnownObjects,
        Kind::WrongRelocateBaseThroughPhis,
    ];

    fn label(self) -> &'static str {
        match self {
            Kind::UnrelocatedUse => "unrelocated use after statepoint",
            Kind::UnrelocatedPhiInput => "unrelocated phi input",
            Kind::DroppedFromGcLive => "dropped from gc-live, uses switched back",
            Kind::RelocateIndexOutOfRange => "relocate index out of range",
            Kind::WrongGcResultType => "wrong gc.result type",
            Kind::TokenMisuse => "token of a non-dominating statepoint",
            Kind::WrongRelocateBaseKnownObjects => "wrong relocate base (objects known)",
            Kind::WrongRelocateBaseThroughPhis => "wrong relocate base (through phi/select)",
        }
    }

    fn changes_a_base(self) -> bool {
        matches!(
            self,
            Kind::WrongRelocateBaseKnownObjects | Kind::WrongRelocateBaseThroughPhis
        )
    }
}

/// What a mutant is.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Verdict {
    /// Wrong on a static path: must be detected.
    Defect,
    /// A wrong-base mutant whose new base fits ([`base_fits`]): must not be reported.
    Valid,
    /// A wrong-base mutant of a relocate that relocates a deopt operand which may be a
    /// derived pointer as its own base: LLVM assumes deopt operands are bases (spec
    /// §6.4), so the replaced base is a convention, and whether another base is right
    /// depends on where the operand's object starts, which the definitions do not tell.
    NotJudged,
}

struct Mutant {
    module: Module,
    verdict: Verdict,
}

/// A relocate: its instruction, result, statepoint and indices.
struct Relocate {
    inst: Inst,
    result: Value,
    statepoint: Inst,
    base: usize,
    derived: usize,
}

fn body_of(m: &Module, f: GlobalId) -> &Body {
    m.function(f).unwrap().body.as_ref().unwrap()
}

fn body_mut(m: &mut Module, f: GlobalId) -> &mut Body {
    m.function_mut(f).unwrap().body.as_mut().unwrap()
}

fn gc_live(body: &Body, statepoint: Inst) -> Vec<Operand> {
    body.inst(statepoint)
        .kind
        .call_site()
        .and_then(|c| c.bundle("gc-live"))
        .map_or_else(Vec::new, |b| b.inputs.clone())
}

fn constant_index(m: &Module, operand: &Operand) -> usize {
    m.consts
        .as_int(operand.as_const().unwrap())
        .unwrap()
        .to_u64()
        .unwrap() as usize
}

fn relocates(m: &Module, body: &Body) -> Vec<Relocate> {
    body.insts_in_order()
        .filter_map(|(_, i)| {
            let InstKind::Call { call, .. } = &body.inst(i).kind else {
                return None;
            };
            if !is_gc_relocate(m, call) {
                return None;
            }
            let token = call.args[0].value.as_value()?;
            let statepoint = body.defining_inst(token)?;
            if !body
                .inst(statepoint)
                .kind
                .call_site()
                .is_some_and(|c| is_statepoint(m, c))
            {
                return None;
            }
            Some(Relocate {
                inst: i,
                result: body.inst(i).result?,
                statepoint,
                base: constant_index(m, &call.args[1].value),
                derived: constant_index(m, &call.args[2].value),
            })
        })
        .collect()
}

fn users(body: &Body, v: Value) -> Vec<Inst> {
    body.insts_in_order()
        .map(|(_, i)| i)
        .filter(|&i| {
            body.inst(i)
                .kind
                .operands()
                .iter()
                .any(|o| o.as_value() == Some(v))
        })
        .collect()
}

/// A use that the safepoint verifier must flag when its operand is stale: not a
/// comparison, and not a phi, select, GEP, cast or freeze (these only derive another
/// stale value, an error only where that one is used).
fn is_checked_use(body: &Body, user: Inst) -> bool {
    !matches!(
        body.inst(user).kind,
        InstKind::ICmp { .. }
            | InstKind::Phi { .. }
            | InstKind::Select { .. }
            | InstKind::Gep { .. }
            | InstKind::Cast { .. }
            | InstKind::Freeze(_)
    )
}

fn replace_operand_in(body: &mut Body, user: Inst, from: Value, to: &Operand) {
    body.inst_mut(user).kind.visit_operands_mut(|o| {
        if o.as_value() == Some(from) {
            *o = to.clone();
        }
    });
}

fn set_call_arg(m: &mut Module, f: GlobalId, i: Inst, position: usize, value: usize) {
    let i32_ty = m.types.int(32);
    let constant = m.const_int(i32_ty, value as i64);
    let body = body_mut(m, f);
    body.inst_mut(i).kind.call_site_mut().unwrap().args[position].value = constant.into();
}

/// Every mutant of `kind` in `m`.
fn mutants(m: &Module, kind: Kind) -> Vec<Mutant> {
    let mut out = Vec::new();
    for f in m.function_ids() {
        if m.function(f).is_none_or(|func| func.is_declaration()) {
            continue;
        }
        let body = body_of(m, f);
        let sites = relocates(m, body);
        match kind {
            Kind::UnrelocatedUse => {
                for r in &sites {
                    let Some(original) = gc_live(body, r.statepoint).get(r.derived).cloned() else {
                        continue;
                    };
                    if original.as_value().is_none() {
                        continue;
                    }
                    for user in users(body, r.result) {
                        if is_checked_use(body, user) {
                            let mut mutant = m.clone();
                            replace_operand_in(body_mut(&mut mutant, f), user, r.result, &original);
                            out.push(Mutant {
                                module: mutant,
                                verdict: Verdict::Defect,
                            });
                        }
                    }
                }
            }
            Kind::UnrelocatedPhiInput => {
                for r in &sites {
                    let Some(original) = gc_live(body, r.statepoint).get(r.derived).cloned() else {
                        continue;
                    };
                    for user in users(body, r.result) {
                        let is_phi = body.inst(user).kind.is_phi();
                        let phi_result = body.inst(user).result.unwrap_or(r.result);
                        let phi_checked = users(body, phi_result)
                            .into_iter()
                            .any(|u| is_checked_use(body, u));
                        if is_phi && phi_checked && original.as_value().is_some() {
                            let mut mutant = m.clone();
                            replace_operand_in(body_mut(&mut mutant, f), user, r.result, &original);
                            out.push(Mutant {
                                module: mutant,
                                verdict: Verdict::Defect,
                            });
                        }
                    }
                }
            }
            Kind::DroppedFromGcLive => {
                let statepoints: Vec<Inst> = sites.iter().map(|r| r.statepoint).collect();
                let mut seen = Vec::new();
                for &s in &statepoints {
                    if seen.contains(&s) {
                        continue;
                    }
                    seen.push(s);
                    let live = gc_live(body, s);
                    for (k, value) in live.iter().enumerate() {
                        let of_statepoint: Vec<&Relocate> =
                            sites.iter().filter(|r| r.statepoint == s).collect();
                        let only_own_base = of_statepoint
                            .iter()
                            .filter(|r| r.base == k || r.derived == k)
                            .all(|r| r.base == k && r.derived == k);
                        let own: Vec<&&Relocate> =
                            of_statepoint.iter().filter(|r| r.derived == k).collect();
                        let switched_back_checked = own.iter().any(|r| {
                            users(body, r.result)
                                .into_iter()
                                .any(|u| is_checked_use(body, u))
                        });
                        if value.as_value().is_none() || !only_own_base || !switched_back_checked {
                            continue;
                        }
                        let mut mutant = m.clone();
                        for r in &of_statepoint {
                            if r.derived == k {
                                let b = body_mut(&mut mutant, f);
                                b.replace_all_uses(r.result, value.clone());
                                b.remove_inst(r.inst);
                            } else {
                                if r.base > k {
                                    set_call_arg(&mut mutant, f, r.inst, 1, r.base - 1);
                                }
                                if r.derived > k {
                                    set_call_arg(&mut mutant, f, r.inst, 2, r.derived - 1);
                                }
                            }
                        }
                        let b = body_mut(&mut mutant, f);
                        let call = b.inst_mut(s).kind.call_site_mut().unwrap();
                        let bundle = call
                            .bundles
                            .iter_mut()
                            .find(|b| b.tag == "gc-live")
                            .unwrap();
                        bundle.inputs.remove(k);
                        out.push(Mutant {
                            module: mutant,
                            verdict: Verdict::Defect,
                        });
                    }
                }
            }
            Kind::RelocateIndexOutOfRange => {
                for r in &sites {
                    let length = gc_live(body, r.statepoint).len();
                    for position in [1, 2] {
                        let mut mutant = m.clone();
                        set_call_arg(&mut mutant, f, r.inst, position, length);
                        out.push(Mutant {
                            module: mutant,
                            verdict: Verdict::Defect,
                        });
                    }
                }
            }
            Kind::WrongGcResultType => {
                let results: Vec<Inst> = body
                    .insts_in_order()
                    .map(|(_, i)| i)
                    .filter(|&i| {
                        body.inst(i)
                            .kind
                            .call_site()
                            .is_some_and(|c| is_gc_result(m, c))
                    })
                    .collect();
                for i in results {
                    let mut mutant = m.clone();
                    let old_ty = body.value_type(body.inst(i).result.unwrap());
                    let new_ty = if mutant.types.int_width(old_ty) == Some(64) {
                        mutant.types.int(32)
                    } else {
                        mutant.types.int(64)
                    };
                    let token_ty = mutant.types.token();
                    let fn_ty = mutant.types.function(new_ty, vec![token_ty], false);
                    let suffix = if new_ty == mutant.types.int(64) {
                        "i64"
                    } else {
                        "i32"
                    };
                    let callee = mutant.get_or_declare_function(
                        &format!("llvm.experimental.gc.result.{suffix}"),
                        fn_ty,
                    );
                    let callee_ref = mutant.global_ref(callee);
                    let b = body_mut(&mut mutant, f);
                    let result = b.inst(i).result.unwrap();
                    b.values[result.index()].ty = new_ty;
                    let call = b.inst_mut(i).kind.call_site_mut().unwrap();
                    call.fn_ty = fn_ty;
                    call.callee = callee_ref.into();
                    out.push(Mutant {
                        module: mutant,
                        verdict: Verdict::Defect,
                    });
                }
            }
            Kind::TokenMisuse => {
                let cfg = Cfg::compute(body);
                let dom = DomTree::compute(body, &cfg);
                let statepoints: Vec<Inst> = body
                    .insts_in_order()
                    .map(|(_, i)| i)
                    .filter(|&i| {
                        body.inst(i)
                            .kind
                            .call_site()
                            .is_some_and(|c| is_statepoint(m, c))
                    })
                    .collect();
                let tied: Vec<(Inst, Inst)> = body
                    .insts_in_order()
                    .filter_map(|(_, i)| {
                        let call = body.inst(i).kind.call_site()?;
                        if !(is_gc_relocate(m, call) || is_gc_result(m, call)) {
                            return None;
                        }
                        Some((i, body.defining_inst(call.args[0].value.as_value()?)?))
                    })
                    .collect();
                for &(user, own) in &tied {
                    for &other in &statepoints {
                        if other == own || dominates(body, &dom, other, user) {
                            continue;
                        }
                        let token = body.inst(other).result.unwrap();
                        let mut mutant = m.clone();
                        body_mut(&mut mutant, f)
                            .inst_mut(user)
                            .kind
                            .call_site_mut()
                            .unwrap()
                            .args[0]
                            .value = token.into();
                        out.push(Mutant {
                            module: mutant,
                            verdict: Verdict::Defect,
                        });
                    }
                }
            }
            Kind::WrongRelocateBaseKnownObjects | Kind::WrongRelocateBaseThroughPhis => {
                for r in &sites {
                    let live = gc_live(body, r.statepoint);
                    let Some(derived) = live.get(r.derived) else {
                        continue;
                    };
                    let derived_object = known_object(m, body, derived);
                    for (j, candidate) in live.iter().enumerate() {
                        if j == r.base || candidate == &live[r.base] {
                            continue;
                        }
                        let candidate_object = known_object(m, body, candidate);
                        let known = derived_object.is_some() && candidate_object.is_some();
                        if known && derived_object == candidate_object {
                            continue;
                        }
                        let wanted_known = kind == Kind::WrongRelocateBaseKnownObjects;
                        if known != wanted_known {
                            continue;
                        }
                        let mut mutant = m.clone();
                        set_call_arg(&mut mutant, f, r.inst, 1, j);
                        let verdict = if r.base == r.derived
                            && is_deopt_operand(body, &live[r.base])
                            && !is_object_definition(m, body, &live[r.base])
                        {
                            Verdict::NotJudged
                        } else if base_fits(m, body, candidate, &live[r.base], derived) {
                            Verdict::Valid
                        } else {
                            Verdict::Defect
                        };
                        out.push(Mutant {
                            module: mutant,
                            verdict,
                        });
                    }
                }
            }
        }
    }
    out
}

/// One lane of a pointer, as its definitions show it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum Lane {
    /// `undef` or `poison`: any base fits.
    Undefined,
    /// A constant: never relocated, any constant (or undefined) base fits.
    Constant,
    /// Lane `.1` of the value `.0`, which is none of the lane-preserving operations
    /// (freeze, casts, relocates, constant-index insert/extract, shuffles), nor a GEP of
    /// a constant.
    Of(Value, usize),
}

/// True if `operand` is an operand of a `"deopt"` bundle in `body`.
fn is_deopt_operand(body: &Body, operand: &Operand) -> bool {
    body.insts_in_order().any(|(_, i)| {
        body.inst(i)
            .kind
            .call_site()
            .and_then(|c| c.bundle("deopt"))
            .is_some_and(|b| b.inputs.contains(operand))
    })
}

/// True if every lane of `operand` is an object definition (argument, load, call, ...),
/// a constant or undefined: an actual base.
fn is_object_definition(m: &Module, body: &Body, operand: &Operand) -> bool {
    (0..lane_count(m, body, operand)).all(|lane| match lane_of(m, body, operand, lane) {
        Lane::Of(v, _) => body.defining_inst(v).is_none_or(|i| {
            !matches!(
                body.inst(i).kind,
                InstKind::Phi { .. }
                    | InstKind::Select { .. }
                    | InstKind::Gep { .. }
                    | InstKind::InsertElement { .. }
                    | InstKind::ExtractElement { .. }
                    | InstKind::ShuffleVector { .. }
            )
        }),
        Lane::Constant | Lane::Undefined => true,
    })
}

/// The `gc-live` operand a relocate call relocates (its derived operand), when its token
/// is a statepoint's.
fn relocated_operand(m: &Module, body: &Body, call: &ir::CallSite) -> Option<Operand> {
    let statepoint = body.defining_inst(call.args[0].value.as_value()?)?;
    let live = gc_live(body, statepoint);
    live.get(constant_index(m, &call.args[2].value)).cloned()
}

/// How many lanes `operand` has (1 for a scalar).
fn lane_count(m: &Module, body: &Body, operand: &Operand) -> usize {
    let ty = match operand {
        Operand::Value(v) => body.value_type(*v),
        Operand::Const(c) => m.consts.ty(*c),
        Operand::Metadata(_) => return 1,
    };
    match m.types.get(ty) {
        ir::types::Type::Vector { len, .. } => *len as usize,
        _ => 1,
    }
}

/// Lane `lane` of `operand` (lane 0 of a scalar stands for all its lanes).
fn lane_of(m: &Module, body: &Body, operand: &Operand, lane: usize) -> Lane {
    let constant_index = |o: &Operand| {
        o.as_const()
            .and_then(|c| m.consts.as_int(c))
            .and_then(|i| i.to_u64())
            .map(|i| i as usize)
    };
    match operand {
        Operand::Const(c) => match m.consts.get(*c) {
            ConstData::Undef(_) | ConstData::Poison(_) => Lane::Undefined,
            ConstData::Vector { elems, .. } => lane_of(
                m,
                body,
                &Operand::Const(elems[lane.min(elems.len() - 1)]),
                0,
            ),
            _ => Lane::Constant,
        },
        Operand::Metadata(_) => Lane::Undefined,
        Operand::Value(v) => {
            let lane = if m.types.is_vector(body.value_type(*v)) {
                lane
            } else {
                0
            };
            let Some(def) = body.defining_inst(*v) else {
                return Lane::Of(*v, lane);
            };
            match &body.inst(def).kind {
                InstKind::Gep { base, .. } => match lane_of(m, body, base, lane) {
                    // Computed from a constant: points into no object.
                    defined @ (Lane::Constant | Lane::Undefined) => defined,
                    Lane::Of(..) => Lane::Of(*v, lane),
                },
                InstKind::Freeze(x)
                | InstKind::Cast {
                    op: ir::CastOp::BitCast | ir::CastOp::AddrSpaceCast,
                    value: x,
                    ..
                } => lane_of(m, body, x, lane),
                InstKind::InsertElement {
                    vector,
                    elem,
                    index,
                } => match constant_index(index) {
                    Some(k) if k == lane => lane_of(m, body, elem, 0),
                    Some(_) => lane_of(m, body, vector, lane),
                    None => Lane::Of(*v, lane),
                },
                InstKind::ExtractElement { vector, index } => match constant_index(index) {
                    Some(k) => lane_of(m, body, vector, k),
                    None => Lane::Of(*v, lane),
                },
                InstKind::Call { call, .. } if is_gc_relocate(m, call) => {
                    // The same pointer, moved.
                    match relocated_operand(m, body, call) {
                        Some(relocated) => lane_of(m, body, &relocated, lane),
                        None => Lane::Of(*v, lane),
                    }
                }
                InstKind::ShuffleVector { a, b, mask } => {
                    let a_lanes = lane_count(m, body, a);
                    let chosen = match m.consts.get(*mask) {
                        ConstData::Zero(_) => Some(0),
                        ConstData::Vector { elems, .. } => {
                            constant_index(&Operand::Const(elems[lane]))
                        }
                        _ => None,
                    };
                    match chosen {
                        None => Lane::Undefined,
                        Some(k) if k < a_lanes => lane_of(m, body, a, k),
                        Some(k) => lane_of(m, body, b, k - a_lanes),
                    }
                }
                _ => Lane::Of(*v, lane),
            }
        }
    }
}

/// True if replacing the base `base` of a relocate of `derived` by `candidate` keeps it
/// right: on every path and lane (a scalar stands for every lane of a vector it is
/// relocated with) where the derived pointer points into an object,
/// `candidate` holds the same value as `base` (constant lanes take any constant or
/// undefined base, undefined lanes any base). Decided from the definitions: selects on
/// one condition are compared arm by arm, phis of one block edge by edge (values defined
/// above the block stay as they are), cycles through loops are assumed to fit.
fn base_fits(
    m: &Module,
    body: &Body,
    candidate: &Operand,
    base: &Operand,
    derived: &Operand,
) -> bool {
    let cfg = Cfg::compute(body);
    let oracle = LaneOracle {
        m,
        body,
        dom: DomTree::compute(body, &cfg),
        cfg,
    };
    let mut assumed = HashSet::new();
    let lanes = [candidate, base, derived]
        .iter()
        .map(|o| lane_count(m, body, o))
        .max()
        .unwrap_or(1);
    (0..lanes).all(|lane| {
        oracle.fits(
            lane_of(m, body, candidate, lane),
            lane_of(m, body, base, lane),
            lane_of(m, body, derived, lane),
            &mut assumed,
        )
    })
}

struct LaneOracle<'a> {
    m: &'a Module,
    body: &'a Body,
    cfg: Cfg,
    dom: DomTree,
}

impl LaneOracle<'_> {
    fn kind_of(&self, lane: Lane) -> Option<(&InstKind, Block)> {
        let Lane::Of(v, _) = lane else {
            return None;
        };
        let def = self.body.defining_inst(v)?;
        Some((&self.body.inst(def).kind, self.body.inst_block(def)?))
    }

    /// The lane `lane` takes on the `side` arm of a select on `condition`, if it is such
    /// a select; else `lane` itself.
    fn arm(&self, lane: Lane, condition: &Operand, side: bool) -> Lane {
        match (self.kind_of(lane), lane) {
            (Some((InstKind::Select { cond, t, f, .. }, _)), Lane::Of(_, k))
                if cond == condition =>
            {
                lane_of(self.m, self.body, if side { t } else { f }, k)
            }
            _ => lane,
        }
    }

    /// The lane `lane` takes on the edge from `from` into `block`, when it is a phi of
    /// `block` or defined above it (`None` otherwise: it may differ per iteration).
    fn on_edge(&self, lane: Lane, block: Block, from: Block) -> Option<Lane> {
        let Lane::Of(v, k) = lane else {
            return Some(lane);
        };
        if matches!(self.body.value(v).def(), ValueDef::Arg(_)) {
            return Some(lane);
        }
        let (kind, defined_in) = self.kind_of(lane)?;
        match kind {
            InstKind::Phi { incoming, .. } if defined_in == block => incoming
                .iter()
                .find(|(_, b)| *b == from)
                .map(|(value, _)| lane_of(self.m, self.body, value, k)),
            _ => self
                .dom
                .strictly_dominates(defined_in, block)
                .then_some(lane),
        }
    }

    fn fits(
        &self,
        candidate: Lane,
        base: Lane,
        derived: Lane,
        assumed: &mut HashSet<(Lane, Lane, Lane)>,
    ) -> bool {
        match derived {
            Lane::Undefined => return true,
            Lane::Constant => return matches!(candidate, Lane::Constant | Lane::Undefined),
            Lane::Of(..) => {}
        }
        if candidate == base || !assumed.insert((candidate, base, derived)) {
            return true;
        }
        match self.kind_of(derived) {
            Some((InstKind::Select { cond, .. }, _)) => [true, false].into_iter().all(|side| {
                self.fits(
                    self.arm(candidate, cond, side),
                    self.arm(base, cond, side),
                    self.arm(derived, cond, side),
                    assumed,
                )
            }),
            Some((InstKind::Phi { incoming, .. }, block)) => {
                let edges: Option<Vec<(Lane, Lane, Lane)>> = incoming
                    .iter()
                    .filter(|(_, from)| self.cfg.is_reachable(*from))
                    .map(|&(_, from)| {
                        Some((
                            self.on_edge(candidate, block, from)?,
                            self.on_edge(base, block, from)?,
                            self.on_edge(derived, block, from)?,
                        ))
                    })
                    .collect();
                match edges {
                    Some(edges) => edges
                        .into_iter()
                        .all(|(c, b, d)| self.fits(c, b, d, assumed)),
                    None => self.same(candidate, base, assumed),
                }
            }
            _ => self.same(candidate, base, assumed),
        }
    }

    /// True if `a` and `b` hold the same value on every path: equal lanes, selects on one
    /// condition with the same arms, phis of one block with the same inputs.
    fn same(&self, a: Lane, b: Lane, assumed: &mut HashSet<(Lane, Lane, Lane)>) -> bool {
        if a == b || !assumed.insert((a, b, Lane::Undefined)) {
            return true;
        }
        match (self.kind_of(a), self.kind_of(b)) {
            (
                Some((InstKind::Select { cond: ca, .. }, _)),
                Some((InstKind::Select { cond: cb, .. }, _)),
            ) if ca == cb => [true, false]
                .into_iter()
                .all(|side| self.same(self.arm(a, ca, side), self.arm(b, ca, side), assumed)),
            (
                Some((InstKind::Phi { incoming, .. }, block_a)),
                Some((InstKind::Phi { .. }, block_b)),
            ) if block_a == block_b => incoming
                .iter()
                .filter(|(_, from)| self.cfg.is_reachable(*from))
                .all(|&(_, from)| {
                    match (
                        self.on_edge(a, block_a, from),
                        self.on_edge(b, block_a, from),
                    ) {
                        (Some(x), Some(y)) => self.same(x, y, assumed),
                        _ => false,
                    }
                }),
            _ => false,
        }
    }
}

/// The object a pointer points into when its definition chain shows it without
/// looking through merges: GEP bases and pointer casts followed back to a value that
/// starts an object (argument, load, alloca, invoke, constant, a call other than a
/// relocate of a derived pointer). `None` at a phi, select, vector operation or derived
/// relocate. Classifies the wrong-base mutants.
fn known_object(m: &Module, body: &Body, pointer: &Operand) -> Option<Operand> {
    let mut current = pointer.clone();
    loop {
        let Some(def) = current.as_value().and_then(|v| body.defining_inst(v)) else {
            return Some(current);
        };
        match &body.inst(def).kind {
            InstKind::Gep { base, .. } => current = base.clone(),
            InstKind::Cast {
                op: ir::CastOp::BitCast | ir::CastOp::AddrSpaceCast,
                value,
                ..
            } => current = value.clone(),
            InstKind::Load { .. } | InstKind::Alloca { .. } | InstKind::Invoke { .. } => {
                return Some(current)
            }
            InstKind::Call { call, .. } => {
                let is_derived_relocate =
                    is_gc_relocate(m, call) && call.args[1].value != call.args[2].value;
                return (!is_derived_relocate).then_some(current);
            }
            _ => return None,
        }
    }
}

/// True if instruction `a` dominates instruction `b` (same block: `a` comes first).
fn dominates(body: &Body, dom: &DomTree, a: Inst, b: Inst) -> bool {
    let (block_a, block_b): (Block, Block) =
        (body.inst_block(a).unwrap(), body.inst_block(b).unwrap());
    if block_a == block_b {
        return body.inst_position(a) < body.inst_position(b);
    }
    // An invoke's token is available in its normal destination only.
    if let InstKind::Invoke { normal, .. } = body.inst(a).kind {
        return dom.dominates(normal, block_b);
    }
    dom.dominates(block_a, block_b)
}

/// Our own rewrite of every input in `tests/fixtures/rs4gc-base-cases/`.
fn our_rewrites_of_base_cases() -> Vec<(String, Module)> {
    load_fixtures("rs4gc-base-cases")
        .into_iter()
        .map(|(name, mut m)| {
            passes::rewrite_statepoints_for_gc(
                &mut m,
                &passes::RewriteStatepointsOptions::default(),
            )
            .unwrap_or_else(|e| panic!("{name}: {e}"));
            (format!("{name} (our rewrite)"), m)
        })
        .collect()
}

#[test]
fn verifiers_detect_every_defect_without_false_positives() {
    let fixtures = load_fixtures("statepoint-ir");
    assert!(
        fixtures.len() >= 40,
        "fixtures missing: run scripts/gen-statepoint-fixtures"
    );
    let tricky = load_fixtures("statepoint-ir-tricky");
    let ours = our_rewrites_of_base_cases();
    let mut false_positives = Vec::new();
    for (name, m) in fixtures.iter().chain(&tricky).chain(&ours) {
        if detected(m) {
            false_positives.push(name.clone());
        }
    }
    println!(
        "{:<44} {:>8} {:>8} {:>8} {:>7} {:>8} {:>11}",
        "defect kind", "mutants", "defects", "detected", "rate", "valid", "not judged"
    );
    let mut misses = Vec::new();
    let mut valid_mutants = 0;
    for kind in Kind::ALL {
        let (mut total, mut defects, mut caught, mut valid, mut not_judged) = (0, 0, 0, 0, 0);
        for (name, m) in &fixtures {
            for mutant in mutants(m, kind) {
                total += 1;
                let reported = detected(&mutant.module);
                match mutant.verdict {
                    Verdict::Defect => {
                        defects += 1;
                        if reported {
                            caught += 1;
                        } else {
                            misses.push(format!("{}: {name}", kind.label()));
                        }
                    }
                    Verdict::Valid => {
                        valid += 1;
                        if reported {
                            false_positives.push(format!("{} that fits: {name}", kind.label()));
                        }
                    }
                    Verdict::NotJudged => not_judged += 1,
                }
            }
        }
        assert!(defects > 0, "no sites for {}", kind.label());
        assert!(
            kind.changes_a_base() || defects == total,
            "only a base change can leave a module valid"
        );
        valid_mutants += valid;
        let rate = 100.0 * caught as f64 / defects as f64;
        println!(
            "{:<44} {total:>8} {defects:>8} {caught:>8} {rate:>6.1}% {valid:>8} {not_judged:>11}",
            kind.label()
        );
    }
    println!(
        "false positives: {} of {} valid modules ({} fixtures, {} tricky, {} our rewrites, \
         {valid_mutants} wrong-base mutants whose base fits)",
        false_positives.len(),
        fixtures.len() + tricky.len() + ours.len() + valid_mutants,
        fixtures.len(),
        tricky.len(),
        ours.len(),
    );
    assert_eq!(false_positives, Vec::<String>::new());
    assert_eq!(misses, Vec::<String>::new());
}
