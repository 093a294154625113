//! What `statepoint view` shows of a function: its blocks, their edges, and
//! per block the safepoint facts the passes are about, read from the IR.
//!
//! * A **statepoint** is a call or invoke of `llvm.experimental.gc.statepoint`;
//!   it is shown with the function it wraps and its live set: one
//!   `base → derived` pair per `gc.relocate` of its token (the relocate's two
//!   indices read in its `gc-live` bundle, or its arguments in the legacy form).
//! * A **poll** is a call of `@gc.safepoint_poll`, or a call (or a statepoint
//!   wrapping one) of a function the module's `@gc.safepoint_poll` body calls
//!   (its slow path, which PlaceSafepoints inlines at every poll site).
//! * Other calls are listed by callee (`gc.relocate`s and `gc.result`s are
//!   shown through their statepoint); every other instruction is counted.
//! * **Loops** are the natural loops of [`ir::analysis::LoopInfo`]: each block
//!   knows its loop depth and whether it heads a loop; an edge is a back edge
//!   when it enters a loop header from inside that loop.
//!
//! Invariant: blocks are in layout order, edges in terminator successor order
//! (duplicates kept), so the picture has one node per block and one arrow per
//! CFG edge.

use ir::analysis::{Cfg, DomTree, LoopInfo};
use ir::printer::FunctionValuePrinter;
use ir::{Body, CallSite, Function, GlobalId, Inst, InstKind, Module, Operand};
use passes::call_classification::{
    called_function_name, is_gc_relocate, is_gc_result, is_statepoint,
};
use passes::place_safepoints::POLL_FUNCTION_NAME;
use std::collections::BTreeSet;

/// One function, ready to draw.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct FunctionPicture {
    pub name: String,
    pub blocks: Vec<BlockPicture>,
    pub edges: Vec<EdgePicture>,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub struct BlockPicture {
    /// As the listing writes it (`%entry`, `%3`).
    pub name: String,
    /// 0 outside loops.
    pub loop_depth: u32,
    pub is_loop_header: bool,
    /// What happens in the block, in order.
    pub events: Vec<BlockEvent>,
    /// Instructions not shown as events (relocates and results included).
    pub other_instructions: usize,
}

#[derive(Clone, PartialEq, Eq, Debug)]
pub enum BlockEvent {
    Statepoint {
        /// The wrapped function (`@f`, or the operand when it is not a function).
        target: String,
        is_poll: bool,
        /// `(base, derived)` operand texts, one per `gc.relocate`.
        live_pairs: Vec<(String, String)>,
    },
    Call {
        callee: String,
        is_poll: bool,
    },
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct EdgePicture {
    /// Indices into [`FunctionPicture::blocks`].
    pub from: usize,
    pub to: usize,
    pub is_back_edge: bool,
}

/// The functions a call of which is a poll's slow path: those the body of
/// `@gc.safepoint_poll` calls, if the module defines it.
pub fn poll_slow_paths(module: &Module) -> BTreeSet<String> {
    let Some(body) = module
        .global_by_name(POLL_FUNCTION_NAME)
        .and_then(|g| module.function(g))
        .and_then(|f| f.body.as_ref())
    else {
        return BTreeSet::new();
    };
    body.insts_in_order()
        .filter_map(|(_, i)| body.inst(i).kind.call_site())
        .filter_map(|call| called_function_name(module, call))
        .map(str::to_string)
        .collect()
}

/// The picture of `function` (`module`'s `id`, a definition).
pub fn function_picture(
    module: &Module,
    id: GlobalId,
    function: &Function,
    slow_paths: &BTreeSet<String>,
) -> FunctionPicture {
    let name = module.global(id).name.clone();
    let Some(body) = &function.body else {
        return FunctionPicture {
            name,
            blocks: Vec::new(),
            edges: Vec::new(),
        };
    };
    let cfg = Cfg::compute(body);
    let dom = DomTree::compute(body, &cfg);
    let loops = LoopInfo::compute(body, &cfg, &dom);
    let names = FunctionValuePrinter::new(module, function, body);
    let index_of = |b: ir::Block| body.layout.iter().position(|&x| x == b);
    let is_poll = |callee: &str| callee == POLL_FUNCTION_NAME || slow_paths.contains(callee);

    let mut blocks = Vec::new();
    let mut edges = Vec::new();
    for (index, &block) in body.layout.iter().enumerate() {
        let mut events = Vec::new();
        let mut other_instructions = 0;
        for &inst in &body.block(block).insts {
            match block_event(module, body, &names, inst, &is_poll) {
                Some(event) => events.push(event),
                None => other_instructions += 1,
            }
        }
        blocks.push(BlockPicture {
            name: names.block(block),
            loop_depth: loops.depth(block),
            is_loop_header: loops.loop_with_header(block).is_some(),
            events,
            other_instructions,
        });
        for successor in body.successors(block) {
            let Some(to) = index_of(successor) else {
                continue;
            };
            let is_back_edge = loops
                .loop_with_header(successor)
                .is_some_and(|l| loops.contains(l, block));
            edges.push(EdgePicture {
                from: index,
                to,
                is_back_edge,
            });
        }
    }
    FunctionPicture {
        name,
        blocks,
        edges,
    }
}

/// The event `inst` is, if it is one the picture shows.
fn block_event(
    module: &Module,
    body: &Body,
    names: &FunctionValuePrinter,
    inst: Inst,
    is_poll: &dyn Fn(&str) -> bool,
) -> Option<BlockEvent> {
    let call = body.inst(inst).kind.call_site()?;
    if is_gc_relocate(module, call) || is_gc_result(module, call) {
        return None;
    }
    if is_statepoint(module, call) {
        let target_operand = call.args.get(2).map(|arg| &arg.value)?;
        let target = names.operand(target_operand);
        let target_name = target.strip_prefix('@').unwrap_or(&target);
        return Some(BlockEvent::Statepoint {
            is_poll: is_poll(target_name),
            target,
            live_pairs: live_pairs(module, body, names, inst, call),
        });
    }
    if matches!(body.inst(inst).kind, InstKind::Call { .. })
        && called_function_name(module, call).is_some_and(|name| name.starts_with("llvm."))
    {
        return None;
    }
    let callee = names.operand(&call.callee);
    let callee_name = callee.strip_prefix('@').unwrap_or(&callee);
    Some(BlockEvent::Call {
        is_poll: is_poll(callee_name),
        callee,
    })
}

/// The `(base, derived)` pairs of the `gc.relocate`s of `statepoint`'s token.
fn live_pairs(
    module: &Module,
    body: &Body,
    names: &FunctionValuePrinter,
    statepoint: Inst,
    statepoint_call: &CallSite,
) -> Vec<(String, String)> {
    let Some(token) = body.inst(statepoint).result else {
        return Vec::new();
    };
    let index = |operand: Option<&Operand>| {
        operand
            .and_then(Operand::as_const)
            .and_then(|c| module.consts.as_int(c))
            .and_then(|value| usize::try_from(value.to_u64()?).ok())
    };
    let operand_text = |position: Option<usize>| {
        position
            .and_then(|p| statepoint_call.relocation_operand(p))
            .map_or_else(|| "?".to_string(), |operand| names.operand(operand))
    };
    body.insts_in_order()
        .filter_map(|(_, i)| body.inst(i).kind.call_site())
        .filter(|call| is_gc_relocate(module, call))
        .filter(|call| call.args.first().and_then(|a| a.value.as_value()) == Some(token))
        .map(|call| {
            let base = index(call.args.get(1).map(|a| &a.value));
            let derived = index(call.args.get(2).map(|a| &a.value));
            (operand_text(base), operand_text(derived))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    const REWRITTEN: &str = r#"
declare void @g()
declare void @gc_safepoint()
declare token @llvm.experimental.gc.statepoint.p0(i64 immarg, i32 immarg, ptr, i32 immarg, i32 immarg, ...)
declare ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token, i32 immarg, i32 immarg)
define void @gc.safepoint_poll() {
entry:
  call void @gc_safepoint()
  ret void
}
define ptr addrspace(1) @f(ptr addrspace(1) %obj, i64 %n) gc "statepoint-example" {
entry:
  %field = getelementptr i8, ptr addrspace(1) %obj, i64 8
  br label %loop
loop:
  %i = phi i64 [ 0, %entry ], [ %next, %loop ]
  %t = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @g, i32 0, i32 0, i32 0, i32 0) [ "gc-live"(ptr addrspace(1) %obj, ptr addrspace(1) %field) ]
  %obj.relocated = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 0)
  %field.relocated = call ptr addrspace(1) @llvm.experimental.gc.relocate.p1(token %t, i32 0, i32 1)
  %p = call token (i64, i32, ptr, i32, i32, ...) @llvm.experimental.gc.statepoint.p0(i64 0, i32 0, ptr elementtype(void ()) @gc_safepoint, i32 0, i32 0, i32 0, i32 0)
  %next = add i64 %i, 1
  %more = icmp slt i64 %next, %n
  br i1 %more, label %loop, label %exit
exit:
  call void @g()
  ret ptr addrspace(1) %obj
}
"#;

    fn picture(source: &str, name: &str) -> FunctionPicture {
        let module = ir::parse_module(source).unwrap();
        let id = module.global_by_name(name).unwrap();
        function_picture(
            &module,
            id,
            module.function(id).unwrap(),
            &poll_slow_paths(&module),
        )
    }

    #[test]
    fn statepoints_show_their_live_pairs_and_polls_their_slow_path() {
        let f = picture(REWRITTEN, "f");
        let names: Vec<&str> = f.blocks.iter().map(|b| b.name.as_str()).collect();
        assert_eq!(names, ["%entry", "%loop", "%exit"]);
        let body = &f.blocks[1];
        assert_eq!(
            body.events,
            vec![
                BlockEvent::Statepoint {
                    target: "@g".into(),
                    is_poll: false,
                    live_pairs: vec![
                        ("%obj".into(), "%obj".into()),
                        ("%obj".into(), "%field".into())
                    ],
                },
                BlockEvent::Statepoint {
                    target: "@gc_safepoint".into(),
                    is_poll: true,
                    live_pairs: vec![],
                },
            ]
        );
        // phi, two relocates, add, icmp, br.
        assert_eq!(body.other_instructions, 6);
        assert_eq!(
            f.blocks[2].events,
            vec![BlockEvent::Call {
                callee: "@g".into(),
                is_poll: false
            }]
        );
    }

    #[test]
    fn loops_and_back_edges_are_marked() {
        let f = picture(REWRITTEN, "f");
        assert_eq!(
            f.blocks.iter().map(|b| b.loop_depth).collect::<Vec<_>>(),
            [0, 1, 0]
        );
        assert!(f.blocks[1].is_loop_header && !f.blocks[0].is_loop_header);
        assert_eq!(
            f.edges,
            vec![
                EdgePicture {
                    from: 0,
                    to: 1,
                    is_back_edge: false
                },
                EdgePicture {
                    from: 1,
                    to: 1,
                    is_back_edge: true
                },
                EdgePicture {
                    from: 1,
                    to: 2,
                    is_back_edge: false
                },
            ]
        );
        let poll = picture(REWRITTEN, "gc.safepoint_poll");
        assert_eq!(
            poll.blocks[0].events,
            vec![BlockEvent::Call {
                callee: "@gc_safepoint".into(),
                is_poll: true
            }]
        );
    }
}
