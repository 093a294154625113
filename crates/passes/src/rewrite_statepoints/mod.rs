//! RewriteStatepointsForGC (`rewrite-statepoints-for-gc`): lowers the abstract
//! GC machine model (GC pointers are plain `ptr addrspace(1)` values) to explicit
//! relocation (spec §3, §6): every call that may reach a safepoint becomes a
//! `gc.statepoint` listing the live GC pointers, and later code uses their
//! `gc.relocate`s.
//!
//! The driver reads as the pipeline; each phase is one file:
//! [`preprocess`] → [`intrinsics`] → [`gc_allocas`] → [`liveness`] →
//! [`aggregates`] → [`base_pointers`] →
//! liveness again with the bases held live → [`statepoints`] →
//! [`ssa_repair`] → [`strip`] (whole module). [`checker`] independently
//! verifies the result.
//!
//! Input contract: the module passed the structural verifier. Functions are
//! rewritten when their strategy is `statepoint-example` or `coreclr`; an
//! unknown strategy is an error (`unsupported GC: <name>`).
//!
//! Output: the same IR as LLVM 19 on its own RewriteStatepointsForGC tests
//! (names, order of `gc-live` operands, base instructions, phis). Where this
//! implementation deliberately differs from LLVM:
//! * Cost: liveness is one dataflow plus one backward sweep per block (LLVM
//!   walks from the block end once per call); base pointers are solved with a
//!   worklist per closure and a phi found to be its own base is remembered
//!   (LLVM re-prunes it in every closure); statepoints are placed with one
//!   rebuild per block; SSA repair builds pruned SSA directly per relocated
//!   value instead of one `alloca` per value and `mem2reg`. Phases keep their
//!   per-value and per-block facts in dense tables indexed by handle, reuse
//!   their buffers between closures and variables, and the instruction tables
//!   are reserved once for what the rewrite creates (see
//!   `scripts/bench-rs4gc` and docs/conformance.md for the figures).
//! * The order of `gc-live` operands is LLVM's `SetVector` order; it can differ
//!   where LLVM's liveness worklist visits predecessors in use-list order
//!   (we use layout order); the sets themselves are the same.
//! * Allocas holding GC pointers are listed in `gc-live` (once per word, at
//!   every parse point they dominate, without relocates; [`gc_allocas`]) so the
//!   stack map reports them; LLVM leaves them out, so a moving collector
//!   would not update the references stored in them.
//! * Errors instead of crashes or silent skips, located at the value when it
//!   is an `alloca` (the CLI prints `file:line:col`): an unknown strategy, an
//!   `alloca` in the GC address space live across a statepoint, an alloca of
//!   GC pointers a stack map cannot describe (dynamic, or mixing GC pointers
//!   with other data), a landing pad with uses that would need a token phi, a
//!   `callbr` or unknown operand bundle on a parse point, and, with
//!   `-rs4gc-allow-statepoint-with-no-deopt-info=false`, a non-leaf call
//!   without deopt state (LLVM asserts; element-atomic memory transfers stay
//!   leaves as in LLVM).
//! * `-rs4gc-clobber-non-live` is accepted and, as in LLVM's output, changes
//!   nothing visible: LLVM's null stores go to allocas that `mem2reg` drops.
//! * `-spp-print-liveset`, `-spp-print-liveset-size`, `-spp-print-base-pointers`
//!   write opt-19's reports ([`reports`]) to the pass's diagnostics, which
//!   `statepoint opt` prints on stderr as opt-19 does; identical to opt-19's
//!   text on all of LLVM's RewriteStatepointsForGC tests it rewrites, except
//!   that live values are listed in our live-set order (see above).
//! * First-class aggregates holding GC pointers live across a statepoint are
//!   relocated (LLVM asserts, or in release builds leaves them unrelocated):
//!   [`aggregates`] splits each into its GC fields before the call and
//!   rebuilds it after the call.

mod aggregates;
pub(crate) mod base_pointers;
pub(crate) mod body_edit;
pub mod checker;
mod gc_allocas;
mod gc_model;
mod intrinsics;
mod last_lookup;
mod liveness;
mod preprocess;
mod rematerialization;
pub mod reports;
mod ssa_repair;
mod statepoints;
mod strip;

#[cfg(test)]
mod tests;

use crate::call_classification::{
    called_function_name, called_intrinsic, DisabledLibraryFunctions, TargetLibraryInfo,
};
use crate::options::PassOptions;
use crate::pass::{ErrorSite, LlvmFatalError, ModulePass, PassError};
use base_pointers::BasePointerInference;
use gc_model::{classify_strategy, deopt_gc_values, is_parse_point, StrategyKind};
use ir::analysis::Cfg;
use ir::printer::FunctionValuePrinter;
use ir::{Body, GlobalId, Inst, Module, Operand, Value};
use liveness::{compute_parse_point_live_sets, HolderUses};
use reports::{ReportOptions, Reporter};
use rustc_hash::FxHashMap as HashMap;
use statepoints::ParsePointPlan;

/// The pass options, named and defaulted like LLVM's command-line options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RewriteStatepointsOptions {
    /// `-spp-rematerialization-threshold` (6).
    pub rematerialization_threshold: u32,
    /// `-rs4gc-remat-derived-at-uses` (true).
    pub rematerialize_derived_at_uses: bool,
    /// `-rs4gc-clobber-non-live` (false).
    pub clobber_non_live: bool,
    /// `-rs4gc-allow-statepoint-with-no-deopt-info` (true).
    pub allow_statepoint_with_no_deopt_info: bool,
    /// `-spp-print-liveset`, `-spp-print-liveset-size`, `-spp-print-base-pointers` (all false).
    pub reports: ReportOptions,
    /// Library functions not to treat as GC leaves (`-disable-builtin=<name>`).
    pub disabled_library_functions: DisabledLibraryFunctions,
}

/// The pass as registered under `rewrite-statepoints-for-gc`.
pub struct RewriteStatepointsForGcPass;

/// The name of the pass in reports and errors (LLVM's class name).
const PASS_NAME: &str = "RewriteStatepointsForGC";

impl ModulePass for RewriteStatepointsForGcPass {
    fn name(&self) -> &'static str {
        PASS_NAME
    }

    fn run_on_module(
        &self,
        module: &mut Module,
        options: &PassOptions,
        diagnostics: &mut String,
    ) -> Result<(), PassError> {
        rewrite_statepoints_for_gc_with_reports(
            module,
            &RewriteStatepointsOptions::from_pass_options(options),
            diagnostics,
        )
    }
}

impl RewriteStatepointsOptions {
    /// Reads the options of spec §6 from the command-line options table.
    pub fn from_pass_options(options: &PassOptions) -> Self {
        RewriteStatepointsOptions {
            rematerialization_threshold: options.unsigned("spp-rematerialization-threshold"),
            rematerialize_derived_at_uses: options.bool("rs4gc-remat-derived-at-uses"),
            clobber_non_live: options.bool("rs4gc-clobber-non-live"),
            allow_statepoint_with_no_deopt_info: options
                .bool("rs4gc-allow-statepoint-with-no-deopt-info"),
            reports: ReportOptions {
                live_set: options.bool("spp-print-liveset"),
                live_set_size: options.bool("spp-print-liveset-size"),
                base_pointers: options.bool("spp-print-base-pointers"),
            },
            disabled_library_functions: DisabledLibraryFunctions(options.disabled_builtins.clone()),
        }
    }
}

/// An unknown GC strategy: LLVM's `getGCStrategy` reports it with
/// `report_fatal_error` (`LLVM ERROR: unsupported GC: <name>`).
fn unsupported_strategy_error(message: String) -> PassError {
    PassError {
        pass: PASS_NAME,
        message,
        site: None,
        llvm_fatal: Some(LlvmFatalError::Aborts),
    }
}

impl Default for RewriteStatepointsOptions {
    fn default() -> Self {
        RewriteStatepointsOptions {
            rematerialization_threshold: 6,
            rematerialize_derived_at_uses: true,
            clobber_non_live: false,
            allow_statepoint_with_no_deopt_info: true,
            reports: ReportOptions::default(),
            disabled_library_functions: DisabledLibraryFunctions::default(),
        }
    }
}

/// Rewrites every function of `m` whose GC strategy uses statepoints, then strips
/// attributes and metadata that are no longer valid (module-wide, only if
/// something changed, as LLVM does). The reports `options` ask for are dropped.
pub fn rewrite_statepoints_for_gc(
    m: &mut Module,
    options: &RewriteStatepointsOptions,
) -> Result<(), PassError> {
    rewrite_statepoints_for_gc_with_reports(m, options, &mut String::new())
}

/// [`rewrite_statepoints_for_gc`], appending the reports `options` ask for
/// ([`reports`]) to `reports_text`.
pub fn rewrite_statepoints_for_gc_with_reports(
    m: &mut Module,
    options: &RewriteStatepointsOptions,
    reports_text: &mut String,
) -> Result<(), PassError> {
    let mut changed = false;
    // The `!{}` node of `!is_base_value`, found or added once for the module.
    let mut is_base_value_node = None;
    for f in m.function_ids() {
        let function = m.function(f).expect("function id");
        if function.is_declaration() {
            continue;
        }
        match classify_strategy(function).map_err(unsupported_strategy_error)? {
            StrategyKind::NotRewritten => continue,
            StrategyKind::Statepoint => {}
        }
        let mut reporter = Reporter {
            options: options.reports,
            function: f,
            out: reports_text,
        };
        changed |= rewrite_function(m, f, options, &mut is_base_value_node, &mut reporter)?;
    }
    if changed {
        strip::strip_invalid_data(m);
    }
    Ok(())
}

fn rewrite_function(
    m: &mut Module,
    f: GlobalId,
    options: &RewriteStatepointsOptions,
    is_base_value_node: &mut Option<u32>,
    reporter: &mut Reporter,
) -> Result<bool, PassError> {
    let function = m.function(f).expect("defined function");
    let tli =
        TargetLibraryInfo::for_function(m, &function.fn_attrs, &options.disabled_library_functions);
    let mut body = m
        .function_mut(f)
        .and_then(|function| function.body.take())
        .expect("defined function");
    let result = rewrite_body(m, &mut body, options, &tli, is_base_value_node, reporter);
    m.function_mut(f).expect("function id").body = Some(body);
    let name = m.global(f).name.clone();
    result.map_err(|error| {
        let site = error.at.map(|value| {
            let function = m.function(f).expect("function id");
            let body = function.body.as_ref().expect("body put back");
            ErrorSite {
                function: name.clone(),
                value: FunctionValuePrinter::new(m, function, body).operand(&Operand::Value(value)),
            }
        });
        PassError {
            pass: PASS_NAME,
            message: format!("in function @{name}: {}", error.message),
            site,
            llvm_fatal: None,
        }
    })
}

/// Why one function could not be rewritten, and the value it is about when
/// there is one (the error then points at its definition).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct RewriteError {
    pub(crate) message: String,
    pub(crate) at: Option<Value>,
}

impl RewriteError {
    fn at(value: Value, message: impl Into<String>) -> Self {
        RewriteError {
            message: message.into(),
            at: Some(value),
        }
    }
}

impl From<String> for RewriteError {
    fn from(message: String) -> Self {
        RewriteError { message, at: None }
    }
}

impl From<&str> for RewriteError {
    fn from(message: &str) -> Self {
        message.to_string().into()
    }
}

fn rewrite_body(
    m: &mut Module,
    body: &mut Body,
    options: &RewriteStatepointsOptions,
    tli: &TargetLibraryInfo,
    is_base_value_node: &mut Option<u32>,
    reporter: &mut Reporter,
) -> Result<bool, RewriteError> {
    let mut changed =
        crate::unreachable_blocks::remove_unreachable_blocks(m, reporter.function, body);
    let parse_points = collect_parse_points(m, body, options, tli)?;
    let intrinsic_calls = intrinsics::collect_pointer_intrinsics(m, body);
    if parse_points.is_empty() && intrinsic_calls.is_empty() {
        return Ok(changed);
    }
    changed = true;
    let cfg = Cfg::compute(body);
    preprocess::fold_single_entry_phis(body, &cfg);
    preprocess::sink_branch_compares(body);
    preprocess::splat_scalar_bases_of_vector_geps(m, body);
    let mut bases = BasePointerInference::new(*is_base_value_node);
    intrinsics::expand_pointer_intrinsics(m, body, &mut bases, &intrinsic_calls)?;
    if parse_points.is_empty() {
        return Ok(changed);
    }
    let gc_allocas = gc_allocas::prepare_gc_allocas(m, body, &parse_points)?;
    let mut predecessors = preprocess::PredecessorMap::compute(body, &Cfg::compute(body));
    for &call in &parse_points {
        preprocess::normalize_invoke_successors(body, &mut predecessors, call)?;
    }

    let mut holders = HolderUses::default();
    let deopt_values: Vec<Vec<Value>> = parse_points
        .iter()
        .map(|&call| {
            let site = body.inst(call).kind.call_site().expect("call");
            deopt_gc_values(&m.types, |v| body.value_type(v), site)
        })
        .collect();
    for (&call, values) in parse_points.iter().zip(&deopt_values) {
        holders.add_holder(body, call, values);
    }
    let mut first_live_sets =
        compute_parse_point_live_sets(body, &m.types, &parse_points, &holders);
    reporter.live_sets(m, body, &parse_points, &first_live_sets);
    let aggregate_rebuilds =
        aggregates::split_live_aggregates(m, body, &parse_points, &mut first_live_sets);
    reserve_for_rewrite(body, &parse_points, &first_live_sets);
    let mut base_of = OrderedBaseMap::default();
    // The inferred base of each value asked about (a value is live at many parse points).
    let mut inferred_base: Vec<Option<Operand>> = vec![None; body.values.len()];
    for (live, deopt) in first_live_sets.iter().zip(&deopt_values) {
        // As in LLVM: the live deopt operands first (in bundle order), each its
        // own base, then the other live values.
        for &v in deopt.iter().filter(|v| live.contains(v)) {
            base_of.set(v, Operand::Value(v));
        }
        for &v in live.iter().filter(|v| !deopt.contains(v)) {
            let base = match &inferred_base[v.index()] {
                Some(base) => base.clone(),
                None => {
                    let base = bases.base_of(m, body, v)?;
                    inferred_base[v.index()] = Some(base.clone());
                    base
                }
            };
            base_of.set(v, base);
        }
    }
    drop(inferred_base);
    bases.name_new_instructions(body);
    reporter.base_pairs(m, body, "Base Pairs (w/o Relocation):", &base_of.entries);
    let memory_transfer_bases: Vec<Option<(Operand, Operand)>> = parse_points
        .iter()
        .map(|&call| memory_transfer_argument_bases(m, body, &mut bases, &base_of, call))
        .collect::<Result<_, _>>()?;
    bases.place_new_instructions(body);
    // Tables are dropped as soon as they are dead: the rewrite below adds most of
    // the function's memory, and the peak is reached at its end.
    *is_base_value_node = bases.is_base_value_node();
    drop(bases);
    for (&call, live) in parse_points.iter().zip(&first_live_sets) {
        let held: Vec<Value> = live
            .iter()
            .filter_map(|&v| base_of.get(v).as_value())
            .collect();
        holders.add_holder(body, call, &held);
    }
    if deopt_values
        .iter()
        .chain(&first_live_sets)
        .any(|list| !list.is_empty())
    {
        statepoints::declare_holder_function(m);
    }
    let mut live_sets = compute_parse_point_live_sets(body, &m.types, &parse_points, &holders);
    drop((holders, first_live_sets, deopt_values));
    for live in &mut live_sets {
        // Aggregates were split into their leaves at every parse point where they are live.
        live.retain(|&v| !aggregates::is_gc_aggregate(m, body.value_type(v)));
        for &v in live.iter() {
            base_of.insert_if_absent(v, Operand::Value(v));
        }
    }
    reporter.base_pairs(m, body, "Base Pairs: (w/Relocation)", &base_of.entries);
    for live in &mut live_sets {
        live.retain(|&v| base_of.get(v).as_value().is_some());
    }

    let pairs = base_of.value_pairs();
    let mut candidates = rematerialization::find_candidates(m, body, &pairs);
    drop(pairs);
    if options.rematerialize_derived_at_uses {
        candidates = rematerialization::rematerialize_at_uses(
            m,
            body,
            candidates,
            &mut live_sets,
            options.rematerialization_threshold,
        );
    }
    let candidates: HashMap<Value, rematerialization::Candidate> =
        candidates.into_iter().map(|c| (c.derived, c)).collect();
    let use_counts = body_edit::use_counts(body);
    let mut plans = Vec::with_capacity(parse_points.len());
    for ((&call, mut live), memory_transfer_bases) in parse_points
        .iter()
        .zip(live_sets)
        .zip(memory_transfer_bases)
    {
        let rematerialized = rematerialization::rematerialize_after_statepoint(
            body,
            call,
            &candidates,
            &mut live,
            options.rematerialization_threshold,
        );
        let base_values = live
            .iter()
            .map(|&v| {
                base_of
                    .get(v)
                    .as_value()
                    .expect("constant bases were dropped")
            })
            .collect();
        let result_is_used = body
            .inst(call)
            .result
            .is_some_and(|r| use_counts[r.index()] > 0);
        plans.push(ParsePointPlan {
            call,
            live,
            base_of: base_values,
            result_is_used,
            memory_transfer_bases,
            rematerialized,
            gc_allocas: gc_allocas.operands_at(body, call),
        });
    }
    drop((candidates, use_counts, base_of));
    statepoints::check_unwind_landing_pads(m, body, &plans)?;
    let records = statepoints::build_statepoints(m, body, &plans)?;
    drop(plans);
    let rebuilt_aggregates: Vec<(Value, Value)> = aggregate_rebuilds
        .iter()
        .flat_map(|rebuild| {
            rebuild
                .rebuilt_values(body)
                .map(move |rebuilt| (rebuild.aggregate, rebuilt))
        })
        .collect();
    ssa_repair::repair_ssa(m, body, &records, &rebuilt_aggregates);
    aggregates::remove_unused_rebuilds(body, &aggregate_rebuilds);
    Ok(changed)
}

/// Reserves room, once, for about what base inference, rematerialization and
/// statepoint building create: a base instruction per merge instruction, and
/// per parse point two relocates (or clones) per live value (a derived value
/// brings its base) plus the statepoint, `gc.result` and `unreachable`, twice
/// for invokes. Room left unused is never touched, so it costs no memory;
/// growing step by step would copy the instruction table each time it doubles.
fn reserve_for_rewrite(body: &mut Body, parse_points: &[Inst], live_sets: &[Vec<Value>]) {
    let merges = body
        .insts_in_order()
        .filter(|&(_, i)| {
            matches!(
                body.inst(i).kind,
                ir::InstKind::Phi { .. }
                    | ir::InstKind::Select { .. }
                    | ir::InstKind::ExtractElement { .. }
                    | ir::InstKind::InsertElement { .. }
                    | ir::InstKind::ShuffleVector { .. }
            )
        })
        .count();
    let per_parse_point: usize = parse_points
        .iter()
        .zip(live_sets)
        .map(|(&call, live)| {
            let copies = match body.inst(call).kind {
                ir::InstKind::Invoke { .. } => 2,
                _ => 1,
            };
            copies * (2 * live.len() + 3)
        })
        .sum();
    body.reserve_instructions(merges + per_parse_point);
}

/// For an element-atomic `memcpy`/`memmove` parse point, the bases of its
/// destination and source (`null` for constants), which its lowering passes on.
fn memory_transfer_argument_bases(
    m: &mut Module,
    body: &mut Body,
    bases: &mut BasePointerInference,
    base_of: &OrderedBaseMap,
    call: Inst,
) -> Result<Option<(Operand, Operand)>, RewriteError> {
    let site = body.inst(call).kind.call_site().expect("call");
    let is_transfer = called_intrinsic(m, site)
        .and_then(gc_model::safepointing_intrinsic)
        .is_some_and(|k| k != gc_model::SafepointingIntrinsic::Deoptimize);
    if !is_transfer || site.args.len() < 2 {
        return Ok(None);
    }
    let (dest, source) = (site.args[0].value.clone(), site.args[1].value.clone());
    let mut base_of_argument = |operand: Operand| -> Result<Operand, RewriteError> {
        Ok(match operand {
            Operand::Value(v) => match base_of.try_get(v) {
                Some(base) => base.clone(),
                None => bases.base_of(m, body, v)?,
            },
            Operand::Const(c) => {
                let ty = m.consts.ty(c);
                base_pointers::null_base_of_type(m, ty)
            }
            Operand::Metadata(_) => return Err("metadata argument to a memory transfer".into()),
        })
    };
    Ok(Some((base_of_argument(dest)?, base_of_argument(source)?)))
}

/// The base of every live value, iterated in first-insertion order (LLVM's
/// `MapVector`, whose order fixes the order of rematerialization); indexed by
/// value number.
#[derive(Default)]
struct OrderedBaseMap {
    /// Position in `entries` of each value's entry (`u32::MAX`: none).
    index: Vec<u32>,
    entries: Vec<(Value, Operand)>,
}

impl OrderedBaseMap {
    const ABSENT: u32 = u32::MAX;

    fn position(&self, v: Value) -> Option<usize> {
        self.index
            .get(v.index())
            .filter(|&&k| k != Self::ABSENT)
            .map(|&k| k as usize)
    }

    /// Sets the base of `v` (a later setting replaces an earlier one in place).
    fn set(&mut self, v: Value, base: Operand) {
        match self.position(v) {
            Some(k) => self.entries[k].1 = base,
            None => {
                if v.index() >= self.index.len() {
                    self.index.resize(v.index() + 1, Self::ABSENT);
                }
                self.index[v.index()] = self.entries.len() as u32;
                self.entries.push((v, base));
            }
        }
    }

    fn insert_if_absent(&mut self, v: Value, base: Operand) {
        if self.position(v).is_none() {
            self.set(v, base);
        }
    }

    fn get(&self, v: Value) -> &Operand {
        &self.entries[self.position(v).expect("value with a base")].1
    }

    fn try_get(&self, v: Value) -> Option<&Operand> {
        self.position(v).map(|k| &self.entries[k].1)
    }

    /// The `(value, base)` pairs whose base is not a constant, in order.
    fn value_pairs(&self) -> Vec<(Value, Value)> {
        self.entries
            .iter()
            .filter_map(|(v, base)| base.as_value().map(|b| (*v, b)))
            .collect()
    }
}

/// Calls and invokes that become statepoints, in layout order.
fn collect_parse_points(
    m: &Module,
    body: &Body,
    options: &RewriteStatepointsOptions,
    tli: &TargetLibraryInfo,
) -> Result<Vec<Inst>, RewriteError> {
    let mut parse_points = Vec::new();
    // Whether a call is a parse point depends on its callee and function type only,
    // unless the call site has attributes of its own (`"gc-leaf-function"`,
    // `nobuiltin`, `builtin`): one classification per callee and type.
    let mut is_parse_point_callee: HashMap<(&Operand, ir::TypeId), bool> = HashMap::default();
    for (_, i) in body.insts_in_order() {
        let Some(call) = body.inst(i).kind.call_site() else {
            continue;
        };
        let parse_point = if call.fn_attrs.is_empty() {
            *is_parse_point_callee
                .entry((&call.callee, call.fn_ty))
                .or_insert_with(|| is_parse_point(m, call, tli))
        } else {
            is_parse_point(m, call, tli)
        };
        if !parse_point {
            continue;
        }
        if matches!(body.inst(i).kind, ir::InstKind::CallBr { .. }) {
            return Err("callbr cannot be rewritten into a statepoint".into());
        }
        if let Some(result) = body
            .inst(i)
            .result
            .filter(|_| calls_non_void_varargs(m, call))
        {
            return Err(non_void_varargs_error(m, call, result));
        }
        if !options.allow_statepoint_with_no_deopt_info && call.bundle("deopt").is_none() {
            // LLVM's exception: an element-atomic memcpy/memmove without deopt state
            // (the optimizer may create one) stays a leaf copy.
            let is_memory_transfer = called_intrinsic(m, call)
                .and_then(gc_model::safepointing_intrinsic)
                .is_some_and(|k| k != gc_model::SafepointingIntrinsic::Deoptimize);
            if is_memory_transfer {
                continue;
            }
            return Err(
                "found a non-leaf call without deopt info (-rs4gc-allow-statepoint-with-no-deopt-info=false)"
                    .into(),
            );
        }
        parse_points.push(i);
    }
    Ok(parse_points)
}

/// True if the call's function type is variadic with a non-`void` result: LLVM 19's
/// `gc.statepoint` cannot wrap it (its verifier rejects the statepoint: "gc.statepoint
/// doesn't support wrapping non-void vararg functions yet"), so rewriting it would
/// give a broken module. `llvm.experimental.deoptimize` is variadic and may return a
/// value, but its statepoint wraps the `void` `__llvm_deoptimize` instead.
fn calls_non_void_varargs(m: &Module, call: &ir::CallSite) -> bool {
    let is_deoptimize = called_intrinsic(m, call)
        .and_then(gc_model::safepointing_intrinsic)
        .is_some_and(|k| k == gc_model::SafepointingIntrinsic::Deoptimize);
    !is_deoptimize
        && m.types
            .function_parts(call.fn_ty)
            .is_some_and(|(ret, _, vararg)| vararg && !m.types.is_void(ret))
}

/// The error for a parse point [`calls_non_void_varargs`] refuses, at the call's result.
fn non_void_varargs_error(m: &Module, call: &ir::CallSite, result: Value) -> RewriteError {
    let callee = called_function_name(m, call).map_or_else(
        || "an indirect callee".to_string(),
        |name| format!("@{name}"),
    );
    RewriteError::at(
        result,
        format!(
            "the call of {callee} (type {}) cannot become a statepoint: LLVM 19's gc.statepoint \
             doesn't support wrapping non-void vararg functions yet; mark the callee or the call \
             \"gc-leaf-function\" if it never reaches a safepoint, or call a non-variadic wrapper",
            m.types.display(call.fn_ty)
        ),
    )
}
