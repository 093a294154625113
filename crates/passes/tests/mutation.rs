//! Mutation test of the two verifiers (`verify` and `verify<safepoint-ir>`) on valid
//! statepoint IR: LLVM 19's RewriteStatepointsForGC output on the conformance inputs
//! (`tests/fixtures/statepoint-ir/`, from `scripts/gen-statepoint-fixtures`) and hand-made
//! tricky valid cases (`tests/fixtures/statepoint-ir-tricky/`).
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
//! * `wrong relocate base`: the base index set to another live value pointing into a
//!   different object. Statically detectable when both objects are known from their
//!   definitions ([`ir::verifier::gc_pointer_object`]); through phis and selects it
//!   needs base-pointer inference, so that row is reported, not asserted.
//!
//! Asserted: every statically detectable kind is detected at 100%, and no report on
//! any unmutated fixture (0 false positives). The table is printed (`--nocapture`).

use ir::analysis::{Cfg, DomTree};
use ir::{Block, Body, GlobalId, Inst, InstKind, Module, Operand, Value};
use passes::call_classification::{is_gc_relocate, is_gc_result, is_statepoint};
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

/// True if either verifier rejects `m`.
fn detected(m: &Module) -> bool {
    if ir::verifier::verify_module(m).is_err() {
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

    fn statically_detectable(self) -> bool {
        self != Kind::WrongRelocateBaseThroughPhis
    }
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
fn mutants(m: &Module, kind: Kind) -> Vec<Module> {
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
                            out.push(mutant);
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
                            out.push(mutant);
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
                        out.push(mutant);
                    }
                }
            }
            Kind::RelocateIndexOutOfRange => {
                for r in &sites {
                    let length = gc_live(body, r.statepoint).len();
                    for position in [1, 2] {
                        let mut mutant = m.clone();
                        set_call_arg(&mut mutant, f, r.inst, position, length);
                        out.push(mutant);
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
                    out.push(mutant);
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
                        out.push(mutant);
                    }
                }
            }
            Kind::WrongRelocateBaseKnownObjects | Kind::WrongRelocateBaseThroughPhis => {
                for r in &sites {
                    let live = gc_live(body, r.statepoint);
                    let Some(derived) = live.get(r.derived) else {
                        continue;
                    };
                    let derived_object = ir::verifier::gc_pointer_object(body, m, derived);
                    for (j, candidate) in live.iter().enumerate() {
                        if j == r.base || candidate == &live[r.base] {
                            continue;
                        }
                        let candidate_object = ir::verifier::gc_pointer_object(body, m, candidate);
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
                        out.push(mutant);
                    }
                }
            }
        }
    }
    out
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

#[test]
fn verifiers_detect_every_statically_detectable_defect_without_false_positives() {
    let fixtures = load_fixtures("statepoint-ir");
    assert!(
        fixtures.len() >= 40,
        "fixtures missing: run scripts/gen-statepoint-fixtures"
    );
    let tricky = load_fixtures("statepoint-ir-tricky");
    let mut false_positives = Vec::new();
    for (name, m) in fixtures.iter().chain(&tricky) {
        if detected(m) {
            false_positives.push(name.clone());
        }
    }
    println!(
        "{:<44} {:>8} {:>8} {:>7}",
        "defect kind", "mutants", "detected", "rate"
    );
    let mut misses = Vec::new();
    for kind in Kind::ALL {
        let mut total = 0;
        let mut caught = 0;
        for (name, m) in &fixtures {
            for mutant in mutants(m, kind) {
                total += 1;
                if detected(&mutant) {
                    caught += 1;
                } else if kind.statically_detectable() {
                    misses.push(format!("{}: {name}", kind.label()));
                }
            }
        }
        let rate = if total == 0 {
            100.0
        } else {
            100.0 * caught as f64 / total as f64
        };
        let note = if kind.statically_detectable() {
            ""
        } else {
            "  (not asserted)"
        };
        println!(
            "{:<44} {total:>8} {caught:>8} {rate:>6.1}%{note}",
            kind.label()
        );
        assert!(
            total > 0 || !kind.statically_detectable(),
            "no sites for {}",
            kind.label()
        );
    }
    println!(
        "false positives: {} of {} unmutated modules ({} fixtures, {} tricky)",
        false_positives.len(),
        fixtures.len() + tricky.len(),
        fixtures.len(),
        tricky.len()
    );
    assert_eq!(false_positives, Vec::<String>::new());
    assert_eq!(misses, Vec::<String>::new());
}
