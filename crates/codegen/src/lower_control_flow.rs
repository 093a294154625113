//! Terminators: `ret`, `br`, `switch`, `indirectbr`, `unreachable`, and the phi arguments of every edge.
//!
//! Block addresses: Cranelift cannot take a block's address, and LangRef
//! allows a `blockaddress` no use but `indirectbr` in its own function (and
//! comparisons), so `blockaddress(@f, %bb)` is the number of `%bb` in `@f`
//! plus one ([`block_address_value`]; never null), and `indirectbr` is a
//! `switch` on that number over its destinations (any other address is
//! undefined behavior: it traps).
//!
//! Invariant: the arguments of an edge are computed in the source block before
//! its terminator (constants are materialized there), or for an `invoke` in
//! the edge block the `try_call` goes to (`lower_invokes`), so they dominate
//! the branch; a `switch` edge into a block with phis goes through a fresh edge
//! block that jumps with the arguments (Cranelift's jump tables carry none).

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use cranelift_codegen::ir::{self as cl, BlockArg, InstBuilder, TrapCode};
use cranelift_frontend::Switch;
use cranelift_module::Module;
use ir::{Block, Inst, InstKind};

/// `unreachable` traps with this user code.
const UNREACHABLE_TRAP: TrapCode = TrapCode::unwrap_user(1);

impl<M: Module> FunctionTranslator<'_, M> {
    pub(crate) fn translate_terminator(&mut self, inst: Inst) -> CodegenResult<()> {
        let source = self.body.inst_block(inst).expect("placed");
        match &self.body.inst(inst).kind {
            InstKind::Ret(value) => {
                let values = match value {
                    Some(operand) => self.operand(operand)?,
                    None => Vec::new(),
                };
                self.free_dynamic_allocas_before_return()?;
                match (self.return_area, value) {
                    (Some(area), Some(operand)) => {
                        let ty = self.operand_type(operand);
                        self.store_value(ty, &values, area, 0, false)?;
                        self.builder.ins().return_(&[]);
                    }
                    (None, Some(operand)) => {
                        let ty = self.operand_type(operand);
                        let values = self.result_values(ty, values)?;
                        self.builder.ins().return_(&values);
                    }
                    _ => {
                        self.builder.ins().return_(&values);
                    }
                }
            }
            InstKind::Br(target) => {
                let arguments = self.edge_arguments(source, *target)?;
                let block = self.cranelift_block(*target);
                self.builder.ins().jump(block, &arguments);
            }
            InstKind::CondBr {
                cond,
                then_dest,
                else_dest,
            } => {
                let condition = self.scalar_operand(cond)?;
                let then_arguments = self.edge_arguments(source, *then_dest)?;
                let else_arguments = self.edge_arguments(source, *else_dest)?;
                let (then_block, else_block) = (
                    self.cranelift_block(*then_dest),
                    self.cranelift_block(*else_dest),
                );
                self.builder.ins().brif(
                    condition,
                    then_block,
                    &then_arguments,
                    else_block,
                    &else_arguments,
                );
            }
            InstKind::Switch {
                value,
                default,
                cases,
            } => {
                // Up to 128 bits the selector is one value, zero-extended in its
                // container like the cases' bits; wider ones are limbs.
                let width = self.ir_module.types.int_width(self.operand_type(value));
                if width.is_some_and(|bits| bits > 128) {
                    return Err(CodegenError::unsupported(
                        "switch on an integer wider than 128 bits",
                    ));
                }
                let selector = self.scalar_operand(value)?;
                let mut switch = Switch::new();
                let mut edges = EdgeBlocks::default();
                for (case, target) in cases {
                    let case_value = self
                        .ir_module
                        .consts
                        .as_int(*case)
                        .and_then(|value| value.to_u128())
                        .ok_or_else(|| {
                            CodegenError::module_level("switch case is not an integer")
                        })?;
                    let block = self.edge_block(source, *target, &mut edges)?;
                    switch.set_entry(case_value, block);
                }
                let default_block = self.edge_block(source, *default, &mut edges)?;
                switch.emit(&mut self.builder, selector, default_block);
                for (edge, target, arguments) in edges.pending_jumps {
                    self.builder.switch_to_block(edge);
                    self.builder.ins().jump(target, &arguments);
                }
            }
            InstKind::IndirectBr { address, dests } => {
                let selector = self.scalar_operand(address)?;
                let mut switch = Switch::new();
                let mut edges = EdgeBlocks::default();
                for &target in dests {
                    let block = self.edge_block(source, target, &mut edges)?;
                    switch.set_entry(u128::from(block_number(target)), block);
                }
                let undefined = self.builder.create_block();
                switch.emit(&mut self.builder, selector, undefined);
                self.builder.switch_to_block(undefined);
                self.builder.ins().trap(UNREACHABLE_TRAP);
                for (edge, target, arguments) in edges.pending_jumps {
                    self.builder.switch_to_block(edge);
                    self.builder.ins().jump(target, &arguments);
                }
            }
            InstKind::Unreachable => {
                self.builder.ins().trap(UNREACHABLE_TRAP);
            }
            other => {
                return Err(CodegenError::unsupported(format!(
                    "instruction {}",
                    other.opcode_name()
                )))
            }
        }
        Ok(())
    }

    /// The block a switch jumps to for `target`: the target itself when it has no
    /// phis, else one edge block per target, filled after the switch is emitted.
    fn edge_block(
        &mut self,
        source: Block,
        target: Block,
        edges: &mut EdgeBlocks,
    ) -> CodegenResult<cl::Block> {
        if let Some(&block) = edges.by_target.get(&target) {
            return Ok(block);
        }
        let arguments = self.edge_arguments(source, target)?;
        let target_block = self.cranelift_block(target);
        let block = if arguments.is_empty() {
            target_block
        } else {
            let edge = self.builder.create_block();
            edges.pending_jumps.push((edge, target_block, arguments));
            edge
        };
        edges.by_target.insert(target, block);
        Ok(block)
    }

    /// The values passed to `target`'s phis on the edge from `source`.
    pub(crate) fn edge_arguments(
        &mut self,
        source: Block,
        target: Block,
    ) -> CodegenResult<Vec<BlockArg>> {
        let body = self.body;
        let mut arguments = Vec::new();
        for &inst in &body.block(target).insts {
            let InstKind::Phi { incoming, .. } = &body.inst(inst).kind else {
                break;
            };
            let (operand, _) = incoming
                .iter()
                .find(|(_, from)| *from == source)
                .ok_or_else(|| {
                    CodegenError::module_level("phi lacks an incoming value for an edge")
                })?;
            arguments.extend(self.operand(operand)?.into_iter().map(BlockArg::Value));
        }
        Ok(arguments)
    }
}

/// The value of `blockaddress(@function, %label)`.
pub fn block_address_value(
    module: &ir::Module,
    function: ir::GlobalId,
    label: &str,
) -> CodegenResult<i64> {
    let name = &module.global(function).name;
    let block = module
        .function(function)
        .and_then(|f| f.body.as_ref())
        .and_then(|body| body.block_with_label(label))
        .ok_or_else(|| {
            CodegenError::module_level(format!("blockaddress(@{name}, %{label}): no such block"))
        })?;
    Ok(block_number(block) as i64)
}

fn block_number(block: Block) -> u64 {
    block.index() as u64 + 1
}

/// The blocks a `switch` jumps to, and the edge blocks still to fill with a jump.
#[derive(Default)]
struct EdgeBlocks {
    by_target: std::collections::HashMap<Block, cl::Block>,
    pending_jumps: Vec<(cl::Block, cl::Block, Vec<BlockArg>)>,
}
