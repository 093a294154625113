//! Unit tests of the analyses on hand-built bodies.

use super::*;
use crate::function::{Block, Body, Inst};
use crate::inst::{InstData, InstKind, Operand};
use crate::test_support::Lcg;
use crate::types::TypeTable;

/// A body whose block `k` ends in a branch to `successors[k]` (none: `unreachable`,
/// one: `br`, more: `switch` on an `i32` argument). Blocks are laid out in order.
fn body_with_successors(successors: &[&[usize]]) -> Body {
    let mut types = TypeTable::new();
    let i32_ty = types.int(32);
    let mut body = Body::new();
    let selector = body.add_arg(i32_ty, Some("sel"));
    let blocks: Vec<Block> = (0..successors.len())
        .map(|k| body.create_block(Some(&format!("b{k}"))))
        .collect();
    body.layout = blocks.clone();
    for (k, targets) in successors.iter().enumerate() {
        let kind = match targets {
            [] => InstKind::Unreachable,
            [only] => InstKind::Br(blocks[*only]),
            [default, rest @ ..] => InstKind::Switch {
                value: Operand::Value(selector),
                default: blocks[*default],
                cases: rest
                    .iter()
                    .enumerate()
                    .map(|(c, &t)| (crate::ConstId(c as u32), blocks[t]))
                    .collect(),
            },
        };
        let i = body.create_inst(InstData::new(kind), None);
        body.append_inst(blocks[k], i);
    }
    body
}

fn blocks(indices: &[u32]) -> Vec<Block> {
    indices.iter().map(|&k| Block(k)).collect()
}

struct Analyses {
    cfg: Cfg,
    dom: DomTree,
    loops: LoopInfo,
}

fn analyse(body: &Body) -> Analyses {
    let cfg = Cfg::compute(body);
    let dom = DomTree::compute(body, &cfg);
    let loops = LoopInfo::compute(body, &cfg, &dom);
    Analyses { cfg, dom, loops }
}

#[test]
fn diamond_has_entry_as_idom_of_join_and_no_loops() {
    // 0 -> 1, 2; 1 -> 3; 2 -> 3
    let body = body_with_successors(&[&[1, 2], &[3], &[3], &[]]);
    let a = analyse(&body);
    assert_eq!(a.cfg.predecessors(Block(3)), blocks(&[1, 2]).as_slice());
    assert_eq!(a.cfg.reverse_post_order()[0], Block(0));
    assert_eq!(a.cfg.post_order().last(), Some(&Block(0)));
    assert_eq!(a.dom.immediate_dominator(Block(3)), Some(Block(0)));
    assert_eq!(a.dom.immediate_dominator(Block(1)), Some(Block(0)));
    assert_eq!(a.dom.immediate_dominator(Block(0)), None);
    assert!(a.dom.dominates(Block(0), Block(3)));
    assert!(a.dom.dominates(Block(3), Block(3)));
    assert!(!a.dom.strictly_dominates(Block(3), Block(3)));
    assert!(!a.dom.dominates(Block(1), Block(3)));
    assert_eq!(a.dom.children(Block(0)).len(), 3);
    assert!(a.loops.is_empty());
}

#[test]
fn repeated_edges_are_deduplicated_with_multiplicity() {
    // switch in 0 with default 1 and two cases to 1, one to 2.
    let body = body_with_successors(&[&[1, 1, 1, 2], &[], &[]]);
    let a = analyse(&body);
    assert_eq!(a.cfg.successors(Block(0)), blocks(&[1, 2]).as_slice());
    assert_eq!(a.cfg.edge_multiplicity(Block(0), Block(1)), 3);
    assert_eq!(a.cfg.edge_multiplicity(Block(0), Block(2)), 1);
    assert_eq!(a.cfg.edge_multiplicity(Block(1), Block(2)), 0);
    assert_eq!(a.cfg.predecessors(Block(1)), blocks(&[0]).as_slice());
}

#[test]
fn simple_loop_has_header_latch_exits() {
    // 0 -> 1; 1 -> 2, 3; 2 -> 1; 3: exit
    let body = body_with_successors(&[&[1], &[2, 3], &[1], &[]]);
    let a = analyse(&body);
    assert_eq!(a.loops.len(), 1);
    let l = a.loops.loop_with_header(Block(1)).expect("loop at b1");
    let data = a.loops.get(l);
    assert_eq!(data.latches, blocks(&[2]));
    assert_eq!(data.blocks, blocks(&[1, 2]));
    assert_eq!(data.exiting_blocks, blocks(&[1]));
    assert_eq!(data.exit_blocks, blocks(&[3]));
    assert_eq!(data.depth, 1);
    assert_eq!(a.loops.depth(Block(2)), 1);
    assert_eq!(a.loops.depth(Block(3)), 0);
    assert!(a.loops.contains(l, Block(2)));
    assert!(!a.loops.contains(l, Block(0)));
}

#[test]
fn self_loop_and_two_latches_merge_into_one_loop() {
    // 0 -> 1; 1 -> 1, 2, 3; 2 -> 1; 3: exit
    let body = body_with_successors(&[&[1], &[1, 2, 3], &[1], &[]]);
    let a = analyse(&body);
    assert_eq!(a.loops.len(), 1);
    let data = a.loops.get(LoopId(0));
    assert_eq!(data.header, Block(1));
    assert_eq!(data.latches, blocks(&[1, 2]));
    assert_eq!(data.blocks, blocks(&[1, 2]));
}

#[test]
fn nested_loops_have_parent_children_depth_and_inner_first_order() {
    // 0 -> 1; 1 -> 2, 5 (outer header); 2 -> 3 (inner header); 3 -> 2, 4;
    // 4 -> 1 (outer latch); 5: exit
    let body = body_with_successors(&[&[1], &[2, 5], &[3], &[2, 4], &[1], &[]]);
    let a = analyse(&body);
    assert_eq!(a.loops.len(), 2);
    let outer = a.loops.loop_with_header(Block(1)).expect("outer");
    let inner = a.loops.loop_with_header(Block(2)).expect("inner");
    assert_eq!(a.loops.get(inner).parent, Some(outer));
    assert_eq!(a.loops.get(outer).children, vec![inner]);
    assert_eq!(a.loops.get(outer).depth, 1);
    assert_eq!(a.loops.get(inner).depth, 2);
    assert_eq!(a.loops.get(outer).blocks, blocks(&[1, 2, 3, 4]));
    assert_eq!(a.loops.get(inner).blocks, blocks(&[2, 3]));
    assert_eq!(a.loops.get(inner).exit_blocks, blocks(&[4]));
    assert_eq!(a.loops.get(outer).exit_blocks, blocks(&[5]));
    assert_eq!(a.loops.loops_inner_first(), &[inner, outer]);
    assert_eq!(a.loops.top_level_loops(), &[outer]);
    assert_eq!(a.loops.innermost_loop(Block(3)), Some(inner));
    assert_eq!(a.loops.innermost_loop(Block(4)), Some(outer));
    assert!(a.loops.contains(outer, Block(3)));
    assert!(!a.loops.contains(inner, Block(4)));
}

#[test]
fn irreducible_cycle_is_not_a_loop() {
    // 0 -> 1, 2; 1 -> 2; 2 -> 1: the cycle {1, 2} has two entries.
    let body = body_with_successors(&[&[1, 2], &[2], &[1]]);
    let a = analyse(&body);
    assert!(a.loops.is_empty());
    assert_eq!(a.dom.immediate_dominator(Block(1)), Some(Block(0)));
    assert_eq!(a.dom.immediate_dominator(Block(2)), Some(Block(0)));
}

#[test]
fn unreachable_blocks_are_outside_dominance_and_loops() {
    // 0 -> 2; 1 -> 2 and 1 -> 1 (unreachable self loop); 2: exit
    let body = body_with_successors(&[&[2], &[1, 2], &[]]);
    let a = analyse(&body);
    assert!(!a.cfg.is_reachable(Block(1)));
    assert_eq!(a.cfg.reverse_post_order(), blocks(&[0, 2]).as_slice());
    assert_eq!(a.cfg.reverse_post_order_number(Block(1)), None);
    assert_eq!(a.cfg.predecessors(Block(2)), blocks(&[0, 1]).as_slice());
    assert_eq!(a.dom.immediate_dominator(Block(2)), Some(Block(0)));
    assert_eq!(a.dom.immediate_dominator(Block(1)), None);
    assert!(!a.dom.dominates(Block(0), Block(1)));
    assert!(!a.dom.dominates(Block(1), Block(2)));
    assert!(!a.dom.dominates(Block(1), Block(1)));
    assert!(a.loops.is_empty());
}

#[test]
fn out_of_layout_and_out_of_range_successors_are_ignored() {
    let mut body = body_with_successors(&[&[1], &[]]);
    let stray = body.create_block(Some("stray"));
    let br = body.block(Block(1)).insts[0];
    body.inst_mut(br).kind = InstKind::CondBr {
        cond: Operand::Value(body.args[0]),
        then_dest: stray,
        else_dest: Block(999),
    };
    let a = analyse(&body);
    assert!(a.cfg.successors(Block(1)).is_empty());
    assert!(!a.cfg.is_reachable(stray));
    assert!(a.cfg.predecessors(Block(999)).is_empty());
}

#[test]
fn empty_body_has_empty_analyses() {
    let body = Body::new();
    let a = analyse(&body);
    assert!(a.cfg.reverse_post_order().is_empty());
    assert_eq!(a.dom.root(), None);
    assert!(a.loops.is_empty());
}

/// Entry `e` invokes into `normal`/`unwind`, both branch to `join`.
struct InvokeBody {
    body: Body,
    invoke: Inst,
    user_in_normal: Inst,
    user_in_unwind: Inst,
    phi_in_join: Inst,
    blocks: [Block; 4],
}

fn invoke_body() -> InvokeBody {
    let mut types = TypeTable::new();
    let i32_ty = types.int(32);
    let fn_ty = types.function(i32_ty, vec![], false);
    let mut body = Body::new();
    let [entry, normal, unwind, join] =
        ["entry", "normal", "unwind", "join"].map(|n| body.create_block(Some(n)));
    body.layout = vec![entry, normal, unwind, join];
    let call = crate::inst::CallSite {
        cc: crate::CallConv::C,
        ret_attrs: Default::default(),
        fn_ty,
        callee: Operand::Const(crate::ConstId(0)),
        args: Box::new([]),
        fn_attrs: Default::default(),
        bundles: Default::default(),
    };
    let invoke = body.create_inst(
        InstData::new(InstKind::Invoke {
            call: Box::new(call),
            normal,
            unwind,
        }),
        Some(i32_ty),
    );
    body.append_inst(entry, invoke);
    let value = body.inst(invoke).result.expect("result");
    let freeze = |body: &mut Body, b: Block| {
        let i = body.create_inst(
            InstData::new(InstKind::Freeze(Operand::Value(value))),
            Some(i32_ty),
        );
        body.append_inst(b, i);
        let br = body.create_inst(InstData::new(InstKind::Br(join)), None);
        body.append_inst(b, br);
        i
    };
    let user_in_normal = freeze(&mut body, normal);
    let user_in_unwind = freeze(&mut body, unwind);
    let phi_in_join = body.create_inst(
        InstData::new(InstKind::Phi {
            ty: i32_ty,
            fmf: Default::default(),
            incoming: vec![
                (Operand::Value(value), normal),
                (Operand::Value(value), unwind),
            ],
        }),
        Some(i32_ty),
    );
    body.append_inst(join, phi_in_join);
    let ret = body.create_inst(InstData::new(InstKind::Unreachable), None);
    body.append_inst(join, ret);
    InvokeBody {
        body,
        invoke,
        user_in_normal,
        user_in_unwind,
        phi_in_join,
        blocks: [entry, normal, unwind, join],
    }
}

#[test]
fn invoke_result_is_available_only_in_normal_destination() {
    let t = invoke_body();
    let a = analyse(&t.body);
    let order = InstOrder::compute(&t.body);
    let dominated = |site| {
        a.dom
            .inst_dominates_use(&t.body, &a.cfg, &order, t.invoke, site)
    };
    assert!(dominated(UseSite::Inst(t.user_in_normal)));
    assert!(!dominated(UseSite::Inst(t.user_in_unwind)));
    let [entry, normal, unwind, _] = t.blocks;
    assert!(dominated(UseSite::PhiIncoming {
        phi: t.phi_in_join,
        incoming_block: normal
    }));
    assert!(!dominated(UseSite::PhiIncoming {
        phi: t.phi_in_join,
        incoming_block: unwind
    }));
    assert!(!dominated(UseSite::PhiIncoming {
        phi: t.phi_in_join,
        incoming_block: entry
    }));
}

#[test]
fn same_block_dominance_follows_instruction_order() {
    let t = invoke_body();
    let a = analyse(&t.body);
    let order = InstOrder::compute(&t.body);
    let [_, normal, ..] = t.blocks;
    let branch = *t.body.block(normal).insts.last().expect("br");
    assert_eq!(order.position(t.user_in_normal), Some(0));
    assert_eq!(order.position(branch), Some(1));
    assert!(a.dom.inst_dominates_use(
        &t.body,
        &a.cfg,
        &order,
        t.user_in_normal,
        UseSite::Inst(branch)
    ));
    assert!(!a.dom.inst_dominates_use(
        &t.body,
        &a.cfg,
        &order,
        branch,
        UseSite::Inst(t.user_in_normal)
    ));
    assert!(!a.dom.inst_dominates_use(
        &t.body,
        &a.cfg,
        &order,
        t.user_in_normal,
        UseSite::Inst(t.user_in_normal)
    ));
}

/// Dominator sets by the textbook data-flow fixpoint over reachable blocks.
fn naive_dominator_sets(successors: &[Vec<usize>], reachable: &[bool]) -> Vec<Vec<bool>> {
    let n = successors.len();
    let mut predecessors = vec![Vec::new(); n];
    for (from, targets) in successors.iter().enumerate() {
        for &to in targets {
            predecessors[to].push(from);
        }
    }
    let mut dom = vec![vec![true; n]; n];
    dom[0] = (0..n).map(|k| k == 0).collect();
    let mut changed = true;
    while changed {
        changed = false;
        for b in 1..n {
            if !reachable[b] {
                continue;
            }
            let mut set = vec![true; n];
            for &p in predecessors[b].iter().filter(|&&p| reachable[p]) {
                for k in 0..n {
                    set[k] &= dom[p][k];
                }
            }
            set[b] = true;
            if set != dom[b] {
                dom[b] = set;
                changed = true;
            }
        }
    }
    dom
}

#[test]
fn random_cfgs_match_naive_dominators_and_loop_membership() {
    let mut rng = Lcg(0x5eed);
    for _ in 0..2000 {
        let n = 1 + rng.next(10);
        let successors: Vec<Vec<usize>> = (0..n)
            .map(|_| (0..rng.next(4)).map(|_| rng.next(n)).collect())
            .collect();
        let slices: Vec<&[usize]> = successors.iter().map(Vec::as_slice).collect();
        let body = body_with_successors(&slices);
        let a = analyse(&body);
        let reachable: Vec<bool> = (0..n)
            .map(|k| a.cfg.is_reachable(Block(k as u32)))
            .collect();
        let dom = naive_dominator_sets(&successors, &reachable);
        for x in 0..n {
            for y in 0..n {
                let expected = reachable[x] && reachable[y] && dom[y][x];
                assert_eq!(
                    a.dom.dominates(Block(x as u32), Block(y as u32)),
                    expected,
                    "dominates({x}, {y}) in {successors:?}"
                );
            }
        }
        // A reachable block is in the loop of header h iff h dominates it and it reaches a
        // latch of h without passing through h.
        for l in a.loops.loops_inner_first() {
            let data = a.loops.get(*l);
            let h = data.header.index();
            for b in 0..n {
                let reaches_latch_avoiding_header = {
                    let mut seen = vec![false; n];
                    let mut stack = vec![b];
                    let mut found = false;
                    while let Some(x) = stack.pop() {
                        if seen[x] {
                            continue;
                        }
                        seen[x] = true;
                        if x != h && data.latches.contains(&Block(x as u32)) {
                            found = true;
                            break;
                        }
                        if x != h {
                            stack.extend(successors[x].iter().copied());
                        }
                    }
                    found
                };
                let expected =
                    reachable[b] && dom[b][h] && (b == h || reaches_latch_avoiding_header);
                assert_eq!(
                    data.blocks.contains(&Block(b as u32)),
                    expected,
                    "block {b} in loop of {h} for {successors:?}"
                );
            }
            if let Some(parent) = data.parent {
                assert!(a.loops.get(parent).blocks.contains(&data.header));
                assert_eq!(a.loops.get(parent).depth + 1, data.depth);
            }
        }
    }
}
