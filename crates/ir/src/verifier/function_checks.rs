//! The per-function driver: function-level rules, block structure, phis,
//! landing pads, SSA dominance and token uses; instruction type rules,
//! funclet pad rules and statepoint rules live in their own files and run
//! from here.

use super::relocate_bases::{FunctionView, PointerOrigins};
use super::{funclet_pads, handles, instruction_types, statepoints, VerifierError};
use crate::analysis::{Cfg, DomTree, InstOrder, UseSite};
use crate::function::{Block, Body, Function, Inst, ValueDef};
use crate::inst::{CallSite, InstKind, Operand};
use crate::module::{GlobalId, Module};
use crate::types::{TypeId, TypeTable};
use crate::Value;

/// Everything the checks of one function share.
pub(super) struct FunctionContext<'a> {
    pub m: &'a Module,
    pub function_id: GlobalId,
    pub name: &'a str,
    pub function: &'a Function,
    pub body: &'a Body,
    pub cfg: Cfg,
    pub dom: DomTree,
    pub order: InstOrder,
    /// Instructions (in layout blocks) using each token-typed value, by value index, in
    /// layout order (empty for other values: only token users are ever asked for); empty
    /// altogether when the module has no token type. See [`FunctionContext::token_user_count`].
    users: Vec<Vec<Inst>>,
    /// The module's token type; `None` when it has none, so that no value is a token.
    token: Option<TypeId>,
    /// Reused buffer for the incoming entries of one phi: (block, entry position).
    phi_entry_buffer: Vec<(Block, usize)>,
    /// Objects and interiority of the function's pointers, computed at the first relocate.
    pointer_origins: Option<PointerOrigins>,
    /// Whether relocates' bases are judged ([`super::Rules::WithRelocateBases`]).
    judge_relocate_bases: bool,
    pub errors: &'a mut Vec<VerifierError>,
}

impl<'a> FunctionContext<'a> {
    pub fn types(&self) -> &'a TypeTable {
        &self.m.types
    }

    /// Records a failure at `inst`, printing `related` after it.
    pub fn fail_at(&mut self, inst: Inst, related: Vec<Inst>, message: impl Into<String>) {
        let block = self.order.block(inst);
        self.errors.push(VerifierError {
            function: Some(self.name.to_string()),
            function_id: Some(self.function_id),
            inst: Some(inst),
            related,
            block,
            message: message.into(),
        });
    }

    pub fn fail(&mut self, inst: Inst, message: impl Into<String>) {
        self.fail_at(inst, Vec::new(), message);
    }

    pub fn fail_block(&mut self, block: Block, message: impl Into<String>) {
        self.errors.push(VerifierError {
            function: Some(self.name.to_string()),
            function_id: Some(self.function_id),
            inst: None,
            related: Vec::new(),
            block: Some(block),
            message: message.into(),
        });
    }

    /// The type of an operand; `None` for metadata operands.
    #[inline]
    pub fn operand_type(&self, operand: &Operand) -> Option<TypeId> {
        operand_type_in(self.m, self.body, operand)
    }

    /// The type of `i`'s result; `None` when it has none (void).
    pub fn result_type(&self, i: Inst) -> Option<TypeId> {
        self.body.inst(i).result.map(|v| self.body.value_type(v))
    }

    /// The name of the function a call site calls directly.
    pub fn called_function_name(&self, call: &CallSite) -> Option<&'a str> {
        self.m
            .called_function(&call.callee)
            .map(|g| self.m.global(g).name.as_str())
    }

    /// Why the relocate `i` of `derived` with base `base` has a base that cannot be the
    /// derived pointer's base ([`super::relocate_bases`]); relocates in unreachable
    /// blocks are not judged.
    pub fn relocate_base_problem(
        &mut self,
        i: Inst,
        base: &Operand,
        derived: &Operand,
    ) -> Option<&'static str> {
        if !self.judge_relocate_bases
            || !self
                .order
                .block(i)
                .is_some_and(|b| self.cfg.is_reachable(b))
        {
            return None;
        }
        let view = FunctionView {
            m: self.m,
            body: self.body,
            cfg: &self.cfg,
            dom: &self.dom,
            order: &self.order,
        };
        self.pointer_origins
            .get_or_insert_with(|| PointerOrigins::compute(&view))
            .base_problem(&view, base, derived)
    }

    /// How many instructions use the value `v` if it is a token (0 for other values).
    pub fn token_user_count(&self, v: Value) -> usize {
        self.users.get(v.index()).map_or(0, Vec::len)
    }

    /// The `k`-th user of the token `v`, `k` below [`FunctionContext::token_user_count`].
    pub fn token_user(&self, v: Value, k: usize) -> Inst {
        self.users[v.index()][k]
    }

    /// The instruction defining the value `operand` names, if any.
    pub fn defining_inst(&self, operand: &Operand) -> Option<Inst> {
        operand.as_value().and_then(|v| self.body.defining_inst(v))
    }
}

/// The type of an operand of `body`; `None` for metadata operands.
#[inline]
pub(super) fn operand_type_in(m: &Module, body: &Body, operand: &Operand) -> Option<TypeId> {
    match operand {
        Operand::Value(v) => Some(body.value_type(*v)),
        Operand::Const(c) => Some(m.consts.ty(*c)),
        Operand::Metadata(_) => None,
    }
}

/// Verifies function `g` of `m`, appending failures to `errors`.
pub(super) fn verify_function_into(
    m: &Module,
    g: GlobalId,
    rules: super::Rules,
    errors: &mut Vec<VerifierError>,
) {
    let Some(function) = m.globals.get(g.index()).and_then(|_| m.function(g)) else {
        errors.push(VerifierError {
            function: None,
            function_id: None,
            inst: None,
            related: Vec::new(),
            block: None,
            message: format!("global #{} is not a function", g.0),
        });
        return;
    };
    let name = m.global(g).name.as_str();
    let function_error = |message: String| VerifierError {
        function: Some(name.to_string()),
        function_id: Some(g),
        inst: None,
        related: Vec::new(),
        block: None,
        message,
    };
    let Some((ret_ty, params, _)) = m.types.function_parts(function.ty) else {
        return;
    };
    let is_intrinsic = name.starts_with("llvm.");
    if !is_intrinsic {
        // LLVM stops at the first parameter of either kind.
        let parameter_problem = params.iter().find_map(|&p| {
            if m.types.is_metadata(p) {
                Some("Function takes metadata but isn't an intrinsic")
            } else if m.types.is_token(p) {
                Some("Function takes token but isn't an intrinsic")
            } else {
                None
            }
        });
        if let Some(message) = parameter_problem {
            errors.push(function_error(message.into()));
        }
        if m.types.is_token(ret_ty) {
            errors.push(function_error(
                "Function returns a token but isn't an intrinsic".into(),
            ));
        }
    }
    if let Some(problem) =
        super::instruction_types::allocsize_problem(&m.types, &function.fn_attrs, function.ty)
    {
        errors.push(function_error(problem));
    }
    let Some(body) = &function.body else {
        return;
    };
    if is_intrinsic {
        errors.push(function_error("llvm intrinsics cannot be defined!".into()));
    }
    let problems = handles::function_handle_problems(m, body);
    if !problems.is_empty() {
        errors.extend(problems.into_iter().map(function_error));
        return;
    }
    if body.args.len() != params.len() {
        errors.push(function_error(
            "# formal arguments must match # of arguments for function type!".into(),
        ));
    } else if body
        .args
        .iter()
        .zip(params)
        .any(|(&a, &p)| body.value_type(a) != p)
    {
        errors.push(function_error(
            "Argument value does not match function argument type!".into(),
        ));
    }
    if body.layout.is_empty() {
        errors.push(function_error(
            "function definition has no basic blocks".into(),
        ));
        return;
    }
    for &b in &body.layout {
        let ends_in_terminator = body
            .block(b)
            .insts
            .last()
            .is_some_and(|&i| body.inst(i).kind.is_terminator());
        if !ends_in_terminator {
            errors.push(VerifierError {
                block: Some(b),
                ..function_error(format!(
                    "Basic Block in function '{name}' does not have terminator!"
                ))
            });
            return;
        }
    }

    let cfg = Cfg::compute(body);
    let dom = DomTree::compute(body, &cfg);
    let order = InstOrder::compute(body);
    let token = m.types.lookup(&crate::types::Type::Token);
    let mut users = Vec::new();
    // Without a token type in the module no value is a token: nothing to collect.
    if let Some(token) = token {
        users = vec![Vec::new(); body.values.len()];
        for (_, i) in body.insts_in_order() {
            body.inst(i).kind.visit_operands(|o| {
                if let Operand::Value(v) = o {
                    if body.value_type(*v) == token && users[v.index()].last() != Some(&i) {
                        users[v.index()].push(i);
                    }
                }
            });
        }
    }
    let mut ctx = FunctionContext {
        m,
        function_id: g,
        name,
        function,
        body,
        cfg,
        dom,
        order,
        users,
        token,
        phi_entry_buffer: Vec::new(),
        pointer_origins: None,
        judge_relocate_bases: rules == super::Rules::WithRelocateBases,
        errors,
    };
    check_blocks(&mut ctx);
    for (b, i) in body.insts_in_order() {
        check_operands(&mut ctx, b, i);
        check_token_uses(&mut ctx, i);
        instruction_types::check_instruction(&mut ctx, i);
        match body.inst(i).kind {
            InstKind::LandingPad { .. } => check_landing_pad(&mut ctx, b, i),
            InstKind::CatchSwitch { .. }
            | InstKind::CatchPad { .. }
            | InstKind::CleanupPad { .. } => funclet_pads::check_funclet_pad(&mut ctx, b, i),
            InstKind::CatchRet { .. } | InstKind::CleanupRet { .. } => {
                funclet_pads::check_funclet_return(&mut ctx, i)
            }
            _ => {}
        }
        if let Some(call) = body.inst(i).kind.call_site() {
            statepoints::check_call(&mut ctx, i, call);
        }
    }
}

/// Parent pointers, terminator placement, entry predecessors, phi grouping and phi/predecessor agreement.
fn check_blocks(ctx: &mut FunctionContext) {
    let body = ctx.body;
    if let Some(entry) = body.entry() {
        if !ctx.cfg.predecessors(entry).is_empty() {
            ctx.fail_block(entry, "Entry block to function must not have predecessors!");
        }
    }
    let mut edges = PhiEdges {
        single_edge_to: vec![None; body.blocks.len()],
        last_named_by: vec![None; body.blocks.len()],
        edge_count: 0,
    };
    for &b in &body.layout {
        let insts = &body.block(b).insts;
        let mut seen_non_phi = false;
        let mut edges_prepared = false;
        for (position, &i) in insts.iter().enumerate() {
            if body.inst_block(i) != Some(b) || ctx.order.position(i) != Some(position as u32) {
                ctx.fail(i, "Instruction has bogus parent pointer!");
            }
            let kind = &body.inst(i).kind;
            if kind.is_terminator() && position + 1 != insts.len() {
                ctx.fail(i, "Terminator found in the middle of a basic block!");
            }
            if kind.is_phi() {
                if seen_non_phi {
                    ctx.fail(i, "PHI nodes not grouped at top of basic block!");
                }
                if !edges_prepared {
                    edges.prepare(&ctx.cfg, b);
                    edges_prepared = true;
                }
                check_phi_predecessors(ctx, &mut edges, b, i);
            } else {
                seen_non_phi = true;
            }
        }
        if let Some(&terminator) = insts.last() {
            if body
                .inst(terminator)
                .kind
                .successors()
                .iter()
                .any(|&s| !ctx.cfg.is_in_layout(s))
            {
                ctx.fail(
                    terminator,
                    "Referring to a basic block in another function!",
                );
            }
        }
    }
}

/// The predecessor edges of the block whose phis are being checked, by block index.
struct PhiEdges {
    /// `Some(b)` for a predecessor of `b` along exactly one edge.
    single_edge_to: Vec<Option<Block>>,
    /// The last phi that named the block as an incoming block.
    last_named_by: Vec<Option<Inst>>,
    /// Edges into the block: the number of entries each of its phis needs.
    edge_count: u32,
}

impl PhiEdges {
    /// Records the edges into `b`, before its phis are checked.
    fn prepare(&mut self, cfg: &Cfg, b: Block) {
        self.edge_count = 0;
        for &p in cfg.predecessors(b) {
            let multiplicity = cfg.edge_multiplicity(p, b);
            self.edge_count += multiplicity;
            if multiplicity == 1 {
                self.single_edge_to[p.index()] = Some(b);
            }
        }
    }

    /// True if every entry of `phi` (in `b`) comes from its own predecessor along a
    /// single edge: no repeated predecessor, so nothing more to compare.
    fn entries_on_distinct_single_edges(
        &mut self,
        b: Block,
        phi: Inst,
        incoming: &[(Operand, Block)],
    ) -> bool {
        incoming.iter().all(|&(_, from)| {
            let single_edge = self.single_edge_to.get(from.index()) == Some(&Some(b));
            let first_naming = self
                .last_named_by
                .get_mut(from.index())
                .is_some_and(|last| last.replace(phi) != Some(phi));
            single_edge && first_naming
        })
    }
}

/// One incoming entry per predecessor edge, equal values for repeated predecessors.
fn check_phi_predecessors(ctx: &mut FunctionContext, edges: &mut PhiEdges, b: Block, phi: Inst) {
    let InstKind::Phi { incoming, .. } = &ctx.body.inst(phi).kind else {
        return;
    };
    if incoming.len() != edges.edge_count as usize {
        ctx.fail(
            phi,
            "PHINode should have one entry for each predecessor of its parent basic block!",
        );
        return;
    }
    if edges.entries_on_distinct_single_edges(b, phi, incoming) {
        return;
    }
    let mut entries = std::mem::take(&mut ctx.phi_entry_buffer);
    entries.clear();
    entries.extend(incoming.iter().enumerate().map(|(k, (_, blk))| (*blk, k)));
    entries.sort_by_key(|(blk, _)| *blk);
    // Walk runs of entries for one incoming block: O(k log k) per phi.
    let problem = entries.chunk_by(|x, y| x.0 == y.0).find_map(|run| {
        let (incoming_block, first) = run[0];
        let first_value = &incoming[first].0;
        if run.iter().any(|&(_, k)| incoming[k].0 != *first_value) {
            return Some("PHI node has multiple entries for the same basic block with different incoming values!");
        }
        (ctx.cfg.edge_multiplicity(incoming_block, b) as usize != run.len())
            .then_some("PHI node entries do not match predecessors!")
    });
    ctx.phi_entry_buffer = entries;
    if let Some(message) = problem {
        ctx.fail(phi, message);
    }
}

/// Operands are values of this function placed in its blocks, and dominate their uses.
fn check_operands(ctx: &mut FunctionContext, b: Block, i: Inst) {
    let kind = &ctx.body.inst(i).kind;
    if let InstKind::Phi { incoming, .. } = kind {
        for (operand, incoming_block) in incoming {
            if let Operand::Value(v) = operand {
                let site = UseSite::PhiIncoming {
                    phi: i,
                    incoming_block: *incoming_block,
                };
                check_use(ctx, b, i, *v, site);
            }
        }
    } else {
        kind.visit_operands(|o| {
            if let Operand::Value(v) = o {
                check_use(ctx, b, i, *v, UseSite::Inst(i));
            }
        });
    }
}

/// The use of `v` by `i` (in block `b`) at `site`.
fn check_use(ctx: &mut FunctionContext, b: Block, i: Inst, v: Value, site: UseSite) {
    let body = ctx.body;
    let ValueDef::Inst(def) = body.value(v).def() else {
        return;
    };
    if ctx.order.block(def).is_none() {
        ctx.fail_at(
            i,
            Vec::new(),
            "Instruction referencing instruction not embedded in a basic block!",
        );
        return;
    }
    if Some(v) == body.inst(i).result && matches!(site, UseSite::Inst(_)) {
        if ctx.cfg.is_reachable(b) {
            ctx.fail(i, "Only PHI nodes may reference their own value!");
        }
    } else if !ctx
        .dom
        .inst_dominates_use(body, &ctx.cfg, &ctx.order, def, site)
    {
        ctx.fail_at(def, vec![i], "Instruction does not dominate all uses!");
    }
}

/// Token values feed only calls, exception-handling pads and `resume` (phi, select and store
/// have their own rules).
fn check_token_uses(ctx: &mut FunctionContext, i: Inst) {
    if ctx.token.is_none() {
        return;
    }
    let kind = &ctx.body.inst(i).kind;
    let may_take_tokens = matches!(
        kind,
        InstKind::Call { .. }
            | InstKind::Invoke { .. }
            | InstKind::CallBr { .. }
            | InstKind::CatchPad { .. }
            | InstKind::CleanupPad { .. }
            | InstKind::CatchSwitch { .. }
            | InstKind::CatchRet { .. }
            | InstKind::CleanupRet { .. }
            | InstKind::Phi { .. }
            | InstKind::Select { .. }
            | InstKind::Store { .. }
            | InstKind::Resume(_)
    );
    if may_take_tokens {
        return;
    }
    let types = ctx.types();
    let mut uses_token = false;
    kind.visit_operands(|o| {
        uses_token |= ctx.operand_type(o).is_some_and(|t| types.is_token(t));
    });
    if uses_token {
        ctx.fail(
            i,
            "Token values can only be used by calls and exception-handling pads",
        );
    }
}

/// A landing pad is the first non-phi of a non-entry block reached only by unwind edges of invokes.
fn check_landing_pad(ctx: &mut FunctionContext, b: Block, pad: Inst) {
    let body = ctx.body;
    let InstKind::LandingPad {
        cleanup, clauses, ..
    } = &body.inst(pad).kind
    else {
        return;
    };
    if !cleanup && clauses.is_empty() {
        ctx.fail(
            pad,
            "LandingPadInst needs at least one clause or to be a cleanup.",
        );
    }
    if body.entry() == Some(b) {
        ctx.fail(pad, "EH pad cannot be in entry block.");
    }
    let reached_only_by_unwind_edges = ctx.cfg.predecessors(b).iter().all(|&p| {
        body.terminator(p)
            .is_some_and(|t| match &body.inst(t).kind {
                InstKind::Invoke { normal, unwind, .. } => *unwind == b && *normal != b,
                _ => false,
            })
    });
    if !reached_only_by_unwind_edges {
        ctx.fail(
            pad,
            "Block containing LandingPadInst must be jumped to only by the unwind edge of an invoke.",
        );
    }
    if ctx.function.personality.is_none() {
        ctx.fail(
            pad,
            "LandingPadInst needs to be in a function with a personality.",
        );
    }
    let first_non_phi = body
        .block(b)
        .insts
        .iter()
        .copied()
        .find(|&i| !body.inst(i).kind.is_phi());
    if first_non_phi != Some(pad) {
        ctx.fail(
            pad,
            "LandingPadInst not the first non-PHI instruction in the block.",
        );
    }
}
