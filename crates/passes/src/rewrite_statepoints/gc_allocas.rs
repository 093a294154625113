//! Allocas holding GC pointers (`alloca ptr addrspace(1)`, arrays, vectors and
//! structs made only of them, as `clang -O0` keeps reference variables): the
//! collector must see and update the references in them, in place.
//!
//! Contract with the code generators and the runtime ("gc-live allocas" in
//! `docs/architecture.md`): an alloca listed in a statepoint's `gc-live`
//! bundle without a `gc.relocate` becomes a `Direct [reg + offset]` stack map
//! location, the alloca's address; the k-th occurrence of the same alloca in
//! one bundle stands for its k-th 8-byte word. So each such alloca is listed
//! once per word, and every word must hold a reference or `null`. LLVM's stack
//! maps can say nothing else (a `Direct` location is always pointer-sized and
//! an offset into the alloca cannot be listed), hence the rules:
//! * the alloca must be static (entry block, constant count), since only those
//!   have a stack slot that a `Direct` location can name;
//! * every word of it must be a GC pointer: an alloca that mixes references
//!   with other data (`{ ptr addrspace(1), i64 }`) is refused;
//! * it is listed at every parse point it dominates (after it in the entry
//!   block, anywhere in the other blocks): its address may have escaped, so
//!   use-based liveness would not be sound; it is zero-initialized right
//!   after the `alloca` so the collector never reads an uninitialized word,
//!   and its `llvm.lifetime` markers are removed so the code generator never
//!   gives its slot to other data while a stack map still names it.
//!
//! An alloca in the GC address space (the stack slot itself a GC pointer) is
//! an error where base pointer inference meets it.

use super::RewriteError;
use crate::call_classification::called_intrinsic;
use crate::gc_strategy::STATEPOINT_GC_ADDRESS_SPACE;
use ir::{Block, Body, ConstData, Inst, InstData, InstKind, Module, Operand, Type, TypeId, Value};
use rustc_hash::FxHashMap as HashMap;

/// One alloca whose words the collector updates.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GcAlloca {
    pub alloca: Value,
    inst: Inst,
    /// Its size in 8-byte words, each a GC pointer.
    pub words: u32,
}

/// Where each parse point is relative to the GC allocas: which are listed there.
pub struct GcAllocaListing {
    allocas: Vec<GcAlloca>,
    /// Positions of the entry block's instructions when the allocas were
    /// prepared (later insertions keep the order of these instructions).
    entry_position: HashMap<Inst, usize>,
    entry: ir::Block,
}

impl GcAllocaListing {
    /// The `gc-live` operands of the allocas at `parse_point`: each alloca that
    /// dominates it, once per word.
    pub fn operands_at(&self, body: &Body, parse_point: Inst) -> Vec<Value> {
        let mut listed = Vec::new();
        for gc_alloca in &self.allocas {
            let dominates = body.inst_block(parse_point) != Some(self.entry)
                || self.entry_position[&gc_alloca.inst] < self.entry_position[&parse_point];
            if dominates {
                listed.extend(std::iter::repeat_n(
                    gc_alloca.alloca,
                    gc_alloca.words as usize,
                ));
            }
        }
        listed
    }
}

/// Finds the allocas holding GC pointers that some parse point follows,
/// checks that the stack map can describe them, zero-initializes them and
/// removes their lifetime markers.
pub fn prepare_gc_allocas(
    m: &mut Module,
    body: &mut Body,
    parse_points: &[Inst],
) -> Result<GcAllocaListing, RewriteError> {
    let entry = body
        .entry()
        .expect("a function with parse points has a body");
    let entry_position = positions_in_block(body, entry);
    let last_parse_point_in_entry = parse_points
        .iter()
        .filter_map(|i| entry_position.get(i).copied())
        .max();
    let parse_point_outside_entry = parse_points
        .iter()
        .any(|&i| body.inst_block(i) != Some(entry));
    let mut allocas = Vec::new();
    for (b, i) in body.insts_in_order() {
        let InstKind::Alloca {
            allocated_ty,
            count,
            addrspace,
            ..
        } = &body.inst(i).kind
        else {
            continue;
        };
        if *addrspace == STATEPOINT_GC_ADDRESS_SPACE
            || !m
                .types
                .contains_ptr_in(*allocated_ty, STATEPOINT_GC_ADDRESS_SPACE)
        {
            continue;
        }
        let alloca = body.inst(i).result.expect("an alloca has a result");
        let followed_by_parse_point = b != entry
            || parse_point_outside_entry
            || last_parse_point_in_entry.is_some_and(|last| entry_position[&i] < last);
        if !followed_by_parse_point {
            continue;
        }
        let count = match count {
            None => Some(1),
            Some(Operand::Const(c)) => m.consts.as_int(*c).and_then(|n| n.to_u64()),
            Some(_) => None,
        };
        let (Some(count), true) = (count, b == entry) else {
            return Err(RewriteError::at(
                alloca,
                "an alloca holding GC pointers must be static (in the entry block, with a \
                 constant count) for a stack map to describe it",
            ));
        };
        let words = gc_pointer_words(m, *allocated_ty)
            .map(|words| words * count)
            .and_then(|words| u32::try_from(words).ok())
            .ok_or_else(|| {
                RewriteError::at(
                    alloca,
                    format!(
                        "an alloca of '{}' mixes GC pointers with other data: a stack map lists \
                         a gc-live alloca as GC pointer words only, so every word of it must be \
                         a `ptr addrspace(1)`",
                        m.types.display(*allocated_ty)
                    ),
                )
            })?;
        allocas.push(GcAlloca {
            alloca,
            inst: i,
            words,
        });
    }
    if !allocas.is_empty() {
        zero_initialize(m, body, &allocas);
        remove_lifetime_markers(m, body, &allocas);
    }
    // Zero stores were placed in the entry block: positions are taken afresh.
    let entry_position = positions_in_block(body, entry);
    Ok(GcAllocaListing {
        allocas,
        entry_position,
        entry,
    })
}

/// The number of 8-byte words of `ty` when every one is a GC pointer.
fn gc_pointer_words(m: &Module, ty: TypeId) -> Option<u64> {
    let types = &m.types;
    match types.get(ty) {
        Type::Ptr(space) if *space == STATEPOINT_GC_ADDRESS_SPACE => Some(1),
        Type::Vector {
            len,
            scalable: false,
            elem,
        } => gc_pointer_words(m, *elem).map(|w| w * u64::from(*len)),
        Type::Array { len, elem } => gc_pointer_words(m, *elem).map(|w| w * len),
        Type::Struct { .. } | Type::Named(_) => types
            .struct_fields(ty)?
            .0
            .iter()
            .map(|&field| gc_pointer_words(m, field))
            .sum(),
        _ => None,
    }
}

/// `store <zero>, ptr %alloca` right after each alloca.
fn zero_initialize(m: &mut Module, body: &mut Body, allocas: &[GcAlloca]) {
    let mut stores_after: HashMap<Inst, Inst> = HashMap::default();
    for gc_alloca in allocas {
        let InstKind::Alloca {
            allocated_ty,
            count,
            align,
            ..
        } = body.inst(gc_alloca.inst).kind.clone()
        else {
            unreachable!("an alloca");
        };
        let slot_ty = match count {
            None => allocated_ty,
            Some(_) => {
                let len =
                    u64::from(gc_alloca.words) / gc_pointer_words(m, allocated_ty).unwrap_or(1);
                m.types.intern(Type::Array {
                    len,
                    elem: allocated_ty,
                })
            }
        };
        let zero = if m.types.is_ptr(slot_ty) && !m.types.is_vector(slot_ty) {
            ConstData::Null(slot_ty)
        } else {
            ConstData::Zero(slot_ty)
        };
        let store = body.create_inst(
            InstData::new(InstKind::Store {
                value: Operand::Const(m.consts.intern(zero)),
                ptr: Operand::Value(gc_alloca.alloca),
                volatile: false,
                atomic: None,
                align,
            }),
            None,
        );
        stores_after.insert(gc_alloca.inst, store);
    }
    let entry = body.entry().expect("allocas are in the entry block");
    let mut insts = Vec::with_capacity(body.block(entry).insts.len() + stores_after.len());
    for &i in &body.block(entry).insts {
        insts.push(i);
        insts.extend(stores_after.get(&i));
    }
    body.set_block_insts(entry, insts);
}

/// Removes `llvm.lifetime.start`/`end` calls on the allocas.
fn remove_lifetime_markers(m: &Module, body: &mut Body, allocas: &[GcAlloca]) {
    let markers: Vec<Inst> = body
        .insts_in_order()
        .map(|(_, i)| i)
        .filter(|&i| {
            let Some(call) = body.inst(i).kind.call_site() else {
                return false;
            };
            let is_lifetime_marker = matches!(
                called_intrinsic(m, call),
                Some("llvm.lifetime.start" | "llvm.lifetime.end")
            );
            is_lifetime_marker
                && call.args.iter().any(|arg| {
                    arg.value
                        .as_value()
                        .is_some_and(|v| allocas.iter().any(|a| a.alloca == v))
                })
        })
        .collect();
    for marker in markers {
        body.remove_inst(marker);
    }
}

/// Each instruction of `block` mapped to its position in the block.
fn positions_in_block(body: &Body, block: Block) -> HashMap<Inst, usize> {
    body.block(block)
        .insts
        .iter()
        .enumerate()
        .map(|(k, &i)| (i, k))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_types_made_of_gc_pointers_have_a_word_count() {
        let mut m = Module::new();
        let gc = m.types.ptr(1);
        let plain = m.types.ptr(0);
        let i64_ty = m.types.int(64);
        let pair = m.types.intern(Type::Array { len: 2, elem: gc });
        let vector = m.types.vector(gc, 4);
        let record = m.types.intern(Type::Struct {
            fields: vec![gc, pair, vector],
            packed: false,
        });
        let mixed = m.types.intern(Type::Struct {
            fields: vec![gc, i64_ty],
            packed: false,
        });
        assert_eq!(gc_pointer_words(&m, gc), Some(1));
        assert_eq!(gc_pointer_words(&m, pair), Some(2));
        assert_eq!(gc_pointer_words(&m, record), Some(7));
        assert_eq!(gc_pointer_words(&m, mixed), None);
        assert_eq!(gc_pointer_words(&m, plain), None);
    }
}
