//! Inlining the body of `gc.safepoint_poll` at a poll site, shaped as LLVM 19's inliner
//! shapes it, so that printed output and value names match LLVM's:
//!
//! * Only blocks reachable from the poll's entry are cloned, in depth-first order from
//!   the entry (last successor first), each block named `<name>.i` before its
//!   instructions are named `<name>.i` (uniqued by the function's counter, as LLVM
//!   does); cloned blocks keep the poll's layout order.
//! * In the clone, a block ending in an unconditional branch to a block with no other
//!   predecessor edge absorbs that block (its single-entry phis fold away).
//! * A clone that is one block ending in `ret` is spliced in before the site. Otherwise
//!   the site's block is split before the site into `gc.safepoint_poll.exit`, the cloned
//!   entry's instructions are appended to the site's block, the other cloned blocks
//!   follow it, then the exit block; every `ret` branches to the exit block, and a single
//!   `ret`'s block is merged into the front of the exit block.
//! * Block uses are recorded as LLVM creates them, for the order of `; preds =`
//!   comments ([`ir::block_use_order`]): the clone's terminators in the poll's layout
//!   order, then a single `ret` block's uses handed to the exit block as LLVM's
//!   `replaceAllUsesWith` hands them over (reversed), or each new branch to it.
//! * Cloned calls lose `tail`/`musttail` (the poll call being inlined is not a tail
//!   call); `notail` stays. Debug locations and records are dropped, since they would
//!   need inlined-at scopes of the caller.
//!
//! Deliberate difference: LLVM's cloner also constant-folds instructions and branches
//! while cloning; poll bodies are expected to be already simple, so this clones them as
//! written.

use super::redirect_phi_entries;
use ir::{Block, Body, Inst, InstKind, Operand, TailKind, Value};

/// The name LLVM gives the block holding what followed the poll site.
const EXIT_BLOCK_NAME: &str = "gc.safepoint_poll.exit";

/// The suffix LLVM appends to the names of inlined values and blocks.
const INLINED_NAME_SUFFIX: &str = ".i";

/// Inlines `poll` (the body of `void @gc.safepoint_poll()`) into `body` right before `site`.
pub(super) fn inline_poll_before(body: &mut Body, poll: &Body, site: Inst) {
    let mut cloned_blocks = clone_reachable_blocks(body, poll);
    merge_fallthrough_blocks(body, &mut cloned_blocks);
    let single_block_returning = cloned_blocks.len() == 1
        && body
            .terminator(cloned_blocks[0])
            .is_some_and(|t| matches!(body.inst(t).kind, InstKind::Ret(_)));
    if single_block_returning {
        splice_single_block_before(body, cloned_blocks[0], site);
    } else {
        splice_blocks_around(body, cloned_blocks, site);
    }
}

/// Clones the poll's reachable blocks into `body` (outside the layout), returning them in
/// the poll's layout order; the cloned entry block comes first.
fn clone_reachable_blocks(body: &mut Body, poll: &Body) -> Vec<Block> {
    let poll_entry = poll
        .entry()
        .expect("the poll function was validated non-empty");
    let mut block_map: Vec<Option<Block>> = vec![None; poll.blocks.len()];
    let mut value_map: Vec<Option<Value>> = vec![None; poll.values.len()];
    let mut created_insts = Vec::new();
    let mut stack = vec![poll_entry];
    while let Some(original) = stack.pop() {
        if block_map[original.index()].is_some() {
            continue;
        }
        let name = poll
            .block(original)
            .name
            .as_ref()
            .map(|n| format!("{n}{INLINED_NAME_SUFFIX}"));
        let clone = body.create_block(name.as_deref());
        block_map[original.index()] = Some(clone);
        for &i in &poll.block(original).insts {
            let new_inst = clone_instruction(body, poll, i, &mut value_map);
            body.append_inst(clone, new_inst);
            created_insts.push(new_inst);
        }
        stack.extend(poll.successors(original));
    }
    for i in created_insts {
        let kind = &mut body.inst_mut(i).kind;
        kind.visit_operands_mut(|operand| {
            if let Operand::Value(v) = operand {
                *v = value_map[v.index()].expect("poll operands are defined in reachable blocks");
            }
        });
        if let InstKind::Phi { incoming, .. } = kind {
            incoming.retain(|(_, from)| block_map[from.index()].is_some());
        }
        kind.for_each_block_mut(|b| {
            *b = block_map[b.index()].expect("successors of reachable blocks are reachable")
        });
    }
    let cloned: Vec<Block> = poll
        .layout
        .iter()
        .filter_map(|b| block_map[b.index()])
        .collect();
    // LLVM remaps the cloned instructions block by block in the poll's layout order,
    // which creates their uses of the cloned blocks in that order.
    for &b in &cloned {
        if let Some(t) = body.terminator(b) {
            body.renew_block_uses(t);
        }
    }
    cloned
}

/// Creates the clone of poll instruction `i` (operands still naming poll values).
fn clone_instruction(
    body: &mut Body,
    poll: &Body,
    i: Inst,
    value_map: &mut [Option<Value>],
) -> Inst {
    let original = poll.inst(i);
    let mut data = original.clone();
    data.result = None;
    data.metadata.retain(|(kind, _)| kind != "dbg");
    data.debug_records.clear();
    if let InstKind::Call { tail, .. } = &mut data.kind {
        if matches!(tail, TailKind::Tail | TailKind::MustTail) {
            *tail = TailKind::None;
        }
    }
    let result_ty = original.result.map(|v| poll.value_type(v));
    let new_inst = body.create_inst(data, result_ty);
    if let (Some(old), Some(new)) = (original.result, body.inst(new_inst).result) {
        value_map[old.index()] = Some(new);
        if let Some(name) = &poll.value(old).name {
            body.set_value_name(new, &format!("{name}{INLINED_NAME_SUFFIX}"));
        }
    }
    new_inst
}

/// Number of terminator operands among `blocks` that name `target`.
fn predecessor_edge_count(body: &Body, blocks: &[Block], target: Block) -> usize {
    blocks
        .iter()
        .map(|&b| body.successors(b).iter().filter(|&&s| s == target).count())
        .sum()
}

/// Folds every block reached only by an unconditional branch into its predecessor.
fn merge_fallthrough_blocks(body: &mut Body, blocks: &mut Vec<Block>) {
    let mut k = 0;
    while k < blocks.len() {
        let block = blocks[k];
        let branch = body.terminator(block).expect("poll blocks are well formed");
        let dest = match body.inst(branch).kind {
            InstKind::Br(dest)
                if dest != block && predecessor_edge_count(body, blocks, dest) == 1 =>
            {
                dest
            }
            _ => {
                k += 1;
                continue;
            }
        };
        body.remove_inst(branch);
        for i in std::mem::take(&mut body.block_mut(dest).insts) {
            if let InstKind::Phi { incoming, .. } = &body.inst(i).kind {
                let folded_to = incoming[0].0.clone();
                let phi = body.inst(i).result.expect("phis have results");
                replace_uses_within(body, blocks, phi, &folded_to);
                body.remove_inst(i);
            } else {
                body.append_inst(block, i);
            }
        }
        let successors = body.successors(block);
        redirect_phi_entries(body, &successors, dest, block);
        body.set_block_name(dest, "");
        blocks.retain(|&b| b != dest);
    }
}

fn replace_uses_within(body: &mut Body, blocks: &[Block], from: Value, to: &Operand) {
    for &b in blocks {
        for k in 0..body.block(b).insts.len() {
            let i = body.block(b).insts[k];
            body.inst_mut(i).kind.visit_operands_mut(|o| {
                if o.as_value() == Some(from) {
                    *o = to.clone();
                }
            });
        }
    }
}

/// Moves the instructions of the one-block clone (without its `ret`) before `site`.
fn splice_single_block_before(body: &mut Body, clone: Block, site: Inst) {
    let mut insts = std::mem::take(&mut body.block_mut(clone).insts);
    let ret = insts.pop().expect("the clone ends in ret");
    body.remove_inst(ret);
    body.set_block_name(clone, "");
    let site_block = body.inst_block(site).expect("poll sites are placed");
    let position = body.inst_position(site).expect("poll sites are placed");
    for (offset, i) in insts.into_iter().enumerate() {
        body.insert_inst(site_block, position + offset, i);
    }
}

/// The general case: split the site's block and put the cloned blocks in between.
fn splice_blocks_around(body: &mut Body, cloned_blocks: Vec<Block>, site: Inst) {
    let site_block = body.inst_block(site).expect("poll sites are placed");
    let position = body.inst_position(site).expect("poll sites are placed");
    let tail = body.block_mut(site_block).insts.split_off(position);
    let exit = body.create_block(Some(EXIT_BLOCK_NAME));
    body.set_block_insts(exit, tail);
    let exit_successors = body.successors(exit);
    redirect_phi_entries(body, &exit_successors, site_block, exit);

    let cloned_entry = cloned_blocks[0];
    for i in std::mem::take(&mut body.block_mut(cloned_entry).insts) {
        body.append_inst(site_block, i);
    }
    let entry_successors = body.successors(site_block);
    redirect_phi_entries(body, &entry_successors, cloned_entry, site_block);
    body.set_block_name(cloned_entry, "");

    let mut inlined_blocks: Vec<Block> = cloned_blocks[1..].to_vec();
    let returns: Vec<Inst> = std::iter::once(site_block)
        .chain(inlined_blocks.iter().copied())
        .filter_map(|b| body.terminator(b))
        .filter(|&t| matches!(body.inst(t).kind, InstKind::Ret(_)))
        .collect();
    if let [only_return] = returns[..] {
        let return_block = body.inst_block(only_return).expect("placed");
        let branching: Vec<Block> = std::iter::once(site_block)
            .chain(inlined_blocks.iter().copied())
            .collect();
        body.replace_block_uses(return_block, exit, &branching);
        body.remove_inst(only_return);
        let mut merged = std::mem::take(&mut body.block_mut(return_block).insts);
        merged.extend(std::mem::take(&mut body.block_mut(exit).insts));
        body.set_block_insts(exit, merged);
        body.set_block_name(return_block, "");
        inlined_blocks.retain(|&b| b != return_block);
    } else {
        for r in returns {
            let data = body.inst_mut(r);
            data.kind = InstKind::Br(exit);
            data.metadata.clear();
            body.renew_block_uses(r);
        }
    }
    let site_position = body
        .layout
        .iter()
        .position(|&b| b == site_block)
        .expect("the site's block is in the layout");
    let after = site_position + 1;
    body.layout.splice(
        after..after,
        inlined_blocks.into_iter().chain(std::iter::once(exit)),
    );
}
