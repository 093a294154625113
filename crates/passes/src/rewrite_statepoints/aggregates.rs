//! Phase 3b: first-class aggregates holding GC pointers (`{ ptr addrspace(1),
//! i64 }`, `[2 x ptr addrspace(1)]`, nested) that are live at a parse point.
//!
//! A statepoint relocates pointers, not aggregates, so each such aggregate is
//! taken apart at the parse point and put together again after it:
//! * Its type is cut into *leaves*: every GC pointer (or vector of them) is a
//!   leaf, and so is every maximal part that holds no GC pointer (one leaf for
//!   a whole `{ i32, i64 }` field).
//! * Each leaf's value before the call is found without new code where the
//!   aggregate was built by `insertvalue` (the inserted value itself, so its
//!   base pointer is inferred as usual) or is a constant; otherwise an
//!   `extractvalue` (`<name>.<path>`) from the aggregate itself is placed right
//!   before the call, which is a base pointer (spec §6.4).
//! * The aggregate's place in the live set is taken by its non-constant GC
//!   leaves; they get bases, `gc.relocate`s and rematerialization like any
//!   live pointer.
//! * A rebuild chain `insertvalue poison, <leaf>, <path>` ... (the last one
//!   named `<name>.relocated`) is placed right after the call (for an invoke,
//!   at the top of both successors). Its operands are the leaves' values
//!   *before* the call: SSA repair rewrites the GC ones to their relocations
//!   as for any use after a statepoint, and treats the chain's last value as a
//!   new definition of the aggregate, so later uses read the rebuilt value.
//!
//! Invariant: after the rewrite no aggregate holding GC pointers is used after
//! a statepoint it was live across; only its rebuilt value is. A rebuild whose
//! value ends up unused (the aggregate was only an operand of the call) is
//! removed after SSA repair.

use super::body_edit::{use_counts, PendingBlockEdits};
use crate::gc_strategy::STATEPOINT_GC_ADDRESS_SPACE;
use ir::{Body, ConstData, ConstId, Inst, InstKind, Module, Operand, Type, TypeId, Value};

/// One part of an aggregate type: the index path to it and whether it is a
/// GC pointer (or vector of them) rather than a part free of GC pointers.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Leaf {
    path: Vec<u32>,
    ty: TypeId,
    is_gc_pointer: bool,
}

/// The rebuild chains of one aggregate at one parse point.
pub struct AggregateRebuild {
    pub aggregate: Value,
    /// The chain after the call (normal successor for an invoke).
    pub normal: Vec<Inst>,
    /// The chain at the top of an invoke's unwind successor.
    pub unwind: Option<Vec<Inst>>,
}

impl AggregateRebuild {
    /// The rebuilt values, each a new definition of the aggregate.
    pub fn rebuilt_values<'a>(&'a self, body: &'a Body) -> impl Iterator<Item = Value> + 'a {
        std::iter::once(&self.normal)
            .chain(self.unwind.as_ref())
            .map(|chain| chain_value(body, chain))
    }
}

/// True for a struct or array type that holds a GC pointer somewhere inside.
pub fn is_gc_aggregate(m: &Module, ty: TypeId) -> bool {
    m.types.is_aggregate(ty) && m.types.contains_ptr_in(ty, STATEPOINT_GC_ADDRESS_SPACE)
}

/// Splits every aggregate of `live_sets` (one set per parse point) into its
/// leaves as described in the module docs; places the extracts and rebuild
/// chains and replaces each aggregate in its set by its GC leaves.
pub fn split_live_aggregates(
    m: &mut Module,
    body: &mut Body,
    parse_points: &[Inst],
    live_sets: &mut [Vec<Value>],
) -> Vec<AggregateRebuild> {
    let mut rebuilds = Vec::new();
    let mut edits = PendingBlockEdits::default();
    for (&call, live) in parse_points.iter().zip(live_sets.iter_mut()) {
        if !live.iter().any(|&v| is_gc_aggregate(m, body.value_type(v))) {
            continue;
        }
        let mut before_call = Vec::new();
        let mut after_call = Vec::new();
        let mut split_set = Vec::with_capacity(live.len());
        for &v in live.iter() {
            if !is_gc_aggregate(m, body.value_type(v)) {
                push_once(&mut split_set, v);
                continue;
            }
            let leaf_values = leaf_values_before_call(m, body, v, &mut before_call);
            for (leaf, value) in &leaf_values {
                if let (true, Operand::Value(gc_value)) = (leaf.is_gc_pointer, value) {
                    push_once(&mut split_set, *gc_value);
                }
            }
            let normal = rebuild_chain(m, body, v, &leaf_values);
            after_call.extend_from_slice(&normal);
            let unwind = match body.inst(call).kind {
                InstKind::Invoke { unwind, .. } => {
                    let chain = rebuild_chain(m, body, v, &leaf_values);
                    edits.insert_at_first_insertion_point(unwind, chain.clone());
                    Some(chain)
                }
                _ => None,
            };
            rebuilds.push(AggregateRebuild {
                aggregate: v,
                normal,
                unwind,
            });
        }
        *live = split_set;
        before_call.push(call);
        match body.inst(call).kind {
            InstKind::Invoke { normal, .. } => {
                edits.insert_at_first_insertion_point(normal, after_call);
            }
            _ => before_call.extend(after_call),
        }
        edits.replace(call, before_call);
    }
    edits.apply(body);
    rebuilds
}

/// Removes every rebuild chain whose rebuilt value has no use (after SSA repair).
pub fn remove_unused_rebuilds(body: &mut Body, rebuilds: &[AggregateRebuild]) {
    if rebuilds.is_empty() {
        return;
    }
    let uses = use_counts(body);
    for rebuild in rebuilds {
        for chain in std::iter::once(&rebuild.normal).chain(rebuild.unwind.as_ref()) {
            if uses[chain_value(body, chain).index()] == 0 {
                // Each link's only use is the next link, so the whole chain is dead.
                for &link in chain.iter().rev() {
                    body.remove_inst(link);
                }
            }
        }
    }
}

fn push_once(set: &mut Vec<Value>, v: Value) {
    if !set.contains(&v) {
        set.push(v);
    }
}

fn chain_value(body: &Body, chain: &[Inst]) -> Value {
    let last = *chain.last().expect("an aggregate has at least one leaf");
    body.inst(last).result.expect("insertvalue has a result")
}

/// The leaves of `ty` in field order (see the module docs).
fn leaves_of(m: &Module, ty: TypeId) -> Vec<Leaf> {
    let mut leaves = Vec::new();
    collect_leaves(m, ty, &mut Vec::new(), &mut leaves);
    leaves
}

fn collect_leaves(m: &Module, ty: TypeId, path: &mut Vec<u32>, leaves: &mut Vec<Leaf>) {
    let types = &m.types;
    if !types.contains_ptr_in(ty, STATEPOINT_GC_ADDRESS_SPACE) || !types.is_aggregate(ty) {
        leaves.push(Leaf {
            path: path.clone(),
            ty,
            is_gc_pointer: types.contains_ptr_in(ty, STATEPOINT_GC_ADDRESS_SPACE),
        });
        return;
    }
    let count = match types.get(ty) {
        Type::Array { len, .. } => *len,
        _ => types.struct_fields(ty).map_or(0, |(f, _)| f.len() as u64),
    };
    for index in 0..count {
        let element = types
            .element_type(ty, index)
            .expect("index within the type");
        path.push(index as u32);
        collect_leaves(m, element, path, leaves);
        path.pop();
    }
}

/// Each leaf of `aggregate` with its value before the call; `extractvalue`s it
/// needs are created and appended to `before_call`.
fn leaf_values_before_call(
    m: &mut Module,
    body: &mut Body,
    aggregate: Value,
    before_call: &mut Vec<Inst>,
) -> Vec<(Leaf, Operand)> {
    let base_name = body.value(aggregate).name.clone();
    leaves_of(m, body.value_type(aggregate))
        .into_iter()
        .map(|leaf| {
            let value = match inserted_leaf_value(m, body, aggregate, &leaf.path) {
                Some(operand) => operand,
                None => {
                    let name = base_name.as_ref().map(|n| {
                        let suffix: Vec<String> = leaf.path.iter().map(u32::to_string).collect();
                        format!("{n}.{}", suffix.join("."))
                    });
                    let extract = body.create_named_inst(
                        InstKind::ExtractValue {
                            aggregate: Operand::Value(aggregate),
                            indices: leaf.path.clone(),
                        },
                        Some(leaf.ty),
                        name.as_deref(),
                    );
                    before_call.push(extract);
                    Operand::Value(body.inst(extract).result.expect("typed"))
                }
            };
            (leaf, value)
        })
        .collect()
}

/// The value at `path` in `aggregate` when an `insertvalue` chain building it
/// put it there, or a constant aggregate under the chain holds it.
///
/// Extracts are always taken from `aggregate` itself, never from an aggregate
/// further down the chain: `aggregate` is the value SSA repair tracks across
/// every statepoint it is live at, an inner one is not (it may be stale there).
/// A leaf inserted as a value is safe to use directly: wherever `aggregate` is
/// split, that value takes its place in the live set.
fn inserted_leaf_value(
    m: &mut Module,
    body: &Body,
    aggregate: Value,
    path: &[u32],
) -> Option<Operand> {
    let mut path = path.to_vec();
    let mut current = Operand::Value(aggregate);
    loop {
        if path.is_empty() {
            return Some(current);
        }
        let v = match current {
            Operand::Const(c) => return constant_element(m, c, &path).map(Operand::Const),
            Operand::Value(v) => v,
            Operand::Metadata(_) => return None,
        };
        let InstKind::InsertValue {
            aggregate: inner,
            value,
            indices,
        } = &body.inst(body.defining_inst(v)?).kind
        else {
            return None;
        };
        if path.starts_with(indices) {
            path.drain(..indices.len());
            current = value.clone();
        } else if indices.starts_with(&path) {
            // The insertion overwrites only part of the leaf.
            return None;
        } else {
            current = inner.clone();
        }
    }
}

/// The element of constant aggregate `c` at `path`, when it can be read off.
fn constant_element(m: &mut Module, c: ConstId, path: &[u32]) -> Option<ConstId> {
    let mut current = c;
    for &index in path {
        let ty = m.consts.ty(current);
        let element_ty = m.types.element_type(ty, u64::from(index))?;
        current = match m.consts.get(current).clone() {
            ConstData::Struct {
                fields: elements, ..
            }
            | ConstData::Array {
                elems: elements, ..
            } => *elements.get(index as usize)?,
            ConstData::Undef(_) => m.consts.intern(ConstData::Undef(element_ty)),
            ConstData::Poison(_) => m.consts.intern(ConstData::Poison(element_ty)),
            ConstData::Zero(_) => zero_of(m, element_ty)?,
            _ => return None,
        };
    }
    Some(current)
}

/// The all-zero constant of `ty` in its canonical form (`null`, `0`, `zeroinitializer`).
fn zero_of(m: &mut Module, ty: TypeId) -> Option<ConstId> {
    if m.types.is_ptr(ty) && !m.types.is_vector(ty) {
        Some(m.consts.intern(ConstData::Null(ty)))
    } else if m.types.is_aggregate(ty) || m.types.is_vector(ty) {
        Some(m.consts.intern(ConstData::Zero(ty)))
    } else if m.types.is_int(ty) {
        Some(m.const_int(ty, 0))
    } else {
        None
    }
}

/// `insertvalue poison, leaf, path` for every leaf, the last named `<name>.relocated`
/// (created, not placed).
fn rebuild_chain(
    m: &mut Module,
    body: &mut Body,
    aggregate: Value,
    leaf_values: &[(Leaf, Operand)],
) -> Vec<Inst> {
    let ty = body.value_type(aggregate);
    let name = body.value(aggregate).name.clone();
    let mut current = Operand::Const(m.consts.intern(ConstData::Poison(ty)));
    let mut chain = Vec::with_capacity(leaf_values.len());
    for (k, (leaf, value)) in leaf_values.iter().enumerate() {
        let suffix = if k + 1 == leaf_values.len() {
            "relocated"
        } else {
            "rebuild"
        };
        let link_name = name.as_ref().map(|n| format!("{n}.{suffix}"));
        let link = body.create_named_inst(
            InstKind::InsertValue {
                aggregate: current,
                value: value.clone(),
                indices: leaf.path.clone(),
            },
            Some(ty),
            link_name.as_deref(),
        );
        current = Operand::Value(body.inst(link).result.expect("typed"));
        chain.push(link);
    }
    chain
}

#[cfg(test)]
mod tests {
    use super::*;

    fn module_with(source: &str) -> Module {
        ir::parser::parse_module(source).expect("valid test module")
    }

    #[test]
    fn leaves_are_gc_pointers_and_maximal_parts_without_them() {
        let mut m = module_with("");
        let gc = m.types.ptr(1);
        let i64_ty = m.types.int(64);
        let i32_ty = m.types.int(32);
        let plain = m.types.intern(Type::Struct {
            fields: vec![i32_ty, i64_ty],
            packed: false,
        });
        let pair = m.types.intern(Type::Array { len: 2, elem: gc });
        let vector = m.types.vector(gc, 2);
        let outer = m.types.intern(Type::Struct {
            fields: vec![plain, pair, i64_ty, vector],
            packed: false,
        });
        let leaves: Vec<(Vec<u32>, bool)> = leaves_of(&m, outer)
            .into_iter()
            .map(|l| (l.path, l.is_gc_pointer))
            .collect();
        assert_eq!(
            leaves,
            vec![
                (vec![0], false),
                (vec![1, 0], true),
                (vec![1, 1], true),
                (vec![2], false),
                (vec![3], true),
            ]
        );
    }

    #[test]
    fn leaf_values_see_through_insertvalue_and_constants() {
        let mut m = module_with(
            "define void @f(ptr addrspace(1) %p, { ptr addrspace(1), i64 } %other) {\n\
             %a = insertvalue { ptr addrspace(1), { ptr addrspace(1), i64 } } zeroinitializer, ptr addrspace(1) %p, 0\n\
             %b = insertvalue { ptr addrspace(1), { ptr addrspace(1), i64 } } %a, { ptr addrspace(1), i64 } %other, 1\n\
             ret void\n}\n",
        );
        let f = m.function_ids()[0];
        let mut body = m.function_mut(f).unwrap().body.take().unwrap();
        let b = body
            .values
            .iter()
            .position(|v| v.name.as_deref() == Some("b"))
            .unwrap();
        let p = body
            .values
            .iter()
            .position(|v| v.name.as_deref() == Some("p"))
            .unwrap();
        let mut before_call = Vec::new();
        let values = leaf_values_before_call(&mut m, &mut body, Value(b as u32), &mut before_call);
        assert_eq!(values.len(), 3);
        assert_eq!(values[0].1, Operand::Value(Value(p as u32)));
        // Fields of %other (an argument) are extracted from %b itself.
        assert_eq!(before_call.len(), 2);
        for (extract, expected_path) in before_call.iter().zip([vec![1u32, 0], vec![1, 1]]) {
            match &body.inst(*extract).kind {
                InstKind::ExtractValue { aggregate, indices } => {
                    assert_eq!(aggregate.as_value(), Some(Value(b as u32)));
                    assert_eq!(indices, &expected_path);
                }
                other => panic!("expected an extractvalue, got {}", other.opcode_name()),
            }
        }
        assert_eq!(
            body.value(values[1].1.as_value().unwrap()).name.as_deref(),
            Some("b.1.0")
        );
    }

    #[test]
    fn constant_aggregate_fields_are_read_off() {
        let mut m = module_with("");
        let gc = m.types.ptr(1);
        let i64_ty = m.types.int(64);
        let pair = m.types.intern(Type::Struct {
            fields: vec![gc, i64_ty],
            packed: false,
        });
        let zero = m.consts.intern(ConstData::Zero(pair));
        let null = m.consts.intern(ConstData::Null(gc));
        assert_eq!(constant_element(&mut m, zero, &[0]), Some(null));
        assert_eq!(
            constant_element(&mut m, zero, &[1]),
            Some(m.const_int(i64_ty, 0))
        );
        let poison = m.consts.intern(ConstData::Poison(pair));
        let poison_pointer = m.consts.intern(ConstData::Poison(gc));
        assert_eq!(constant_element(&mut m, poison, &[0]), Some(poison_pointer));
    }
}
