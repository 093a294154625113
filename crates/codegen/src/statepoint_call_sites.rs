//! Where each statepoint's call ended up in a compiled function.
//!
//! Invariant: the return address of statepoint `i` is the offset Cranelift
//! reports for the debug tag list `[User(i)]` (a call, or the closing call of a
//! patch region) or, for an `invoke`, the return address of the call site
//! whose exception handlers include tag `i`; the end of a patch region's
//! opening call is the offset of the list `[User(i), PATCH_REGION_OPENING]`.
//! Where a list occurs more than once, the last occurrence counts: Cranelift
//! tags every machine instruction of a call, those before the call (stores of
//! stack arguments) at their start and the call itself after its end.
//!
//! A statepoint whose call Cranelift's optimizations left in no block
//! reachable from the entry (a branch on a condition they folded to a
//! constant, as `icmp ne ptr null, null`) was never emitted: it gets no
//! record, as llc gives none to a statepoint in code it removed. Any other
//! statepoint whose return address (or opening call) is missing is an error:
//! a frame at a call without a record would be passed over by the collector.

use crate::error::{CodegenError, CodegenResult};
use crate::lower_statepoints::{StatepointSite, PATCH_REGION_OPENING};
use cranelift_codegen::flowgraph::ControlFlowGraph;
use cranelift_codegen::ir::{self as cl, DebugTag};
use cranelift_codegen::{CompiledCode, FinalizedMachExceptionHandler};

/// Offsets of one statepoint's call in the function's code.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct StatepointCallOffsets {
    /// Where the call returns to: the stack map record's instruction offset.
    pub return_address: u32,
    /// For a patch region: the end of its opening call.
    pub opening_call_end: Option<u32>,
}

/// The call offsets of every statepoint of a compiled function, in site order;
/// `None` for a statepoint dropped as dead code. `function` is the function as
/// Cranelift compiled it (after its optimizations).
pub fn locate_statepoint_calls(
    sites: &[StatepointSite],
    compiled: &CompiledCode,
    function: &cl::Function,
) -> CodegenResult<Vec<Option<StatepointCallOffsets>>> {
    let mut return_addresses: Vec<Option<u32>> = vec![None; sites.len()];
    let mut opening_call_ends: Vec<Option<u32>> = vec![None; sites.len()];
    for list in compiled.buffer.debug_tags() {
        let (index, ends) = match list.tags {
            [DebugTag::User(index)] => (*index, &mut return_addresses),
            [DebugTag::User(index), opening] if *opening == PATCH_REGION_OPENING => {
                (*index, &mut opening_call_ends)
            }
            _ => continue,
        };
        if let Some(end) = ends.get_mut(index as usize) {
            *end = Some(list.offset);
        }
    }
    for call_site in compiled.buffer.call_sites() {
        for handler in call_site.exception_handlers {
            if let FinalizedMachExceptionHandler::Tag(tag, _) = handler {
                if let Some(end) = return_addresses.get_mut(tag.as_u32() as usize) {
                    *end = Some(call_site.ret_addr);
                }
            }
        }
    }
    let reachable = reachable_blocks(function);
    sites
        .iter()
        .zip(return_addresses.into_iter().zip(opening_call_ends))
        .map(|(site, (return_address, opening_call_end))| {
            let emitted = function
                .layout
                .inst_block(site.call)
                .is_some_and(|block| reachable[block.as_u32() as usize]);
            if !emitted {
                return Ok(None);
            }
            let return_address = return_address.ok_or_else(|| {
                CodegenError::module_level("Cranelift lost the return address of a statepoint call")
            })?;
            if (site.patch_bytes > 0) != opening_call_end.is_some() {
                return Err(CodegenError::module_level(
                    "Cranelift lost the start of a statepoint's patch region",
                ));
            }
            Ok(Some(StatepointCallOffsets {
                return_address,
                opening_call_end,
            }))
        })
        .collect()
}

/// Which blocks of `function` (indexed by block number) its entry reaches.
fn reachable_blocks(function: &cl::Function) -> Vec<bool> {
    let cfg = ControlFlowGraph::with_function(function);
    let mut reachable = vec![false; function.dfg.num_blocks()];
    let mut pending: Vec<cl::Block> = function.layout.entry_block().into_iter().collect();
    while let Some(block) = pending.pop() {
        let seen = &mut reachable[block.as_u32() as usize];
        if std::mem::replace(seen, true) {
            continue;
        }
        pending.extend(cfg.succ_iter(block));
    }
    reachable
}
