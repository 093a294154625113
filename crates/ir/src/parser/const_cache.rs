//! A direct-mapped cache in front of [`ConstPool::intern`] for the constants
//! written most often: integers up to 64 bits and references to globals (every
//! `i64 8` of a `getelementptr`, every callee `@f`).
//!
//! Interning hashes the whole [`ConstData`] and compares candidates field by
//! field; the cache looks these up by a two-word key instead. Invariant: a slot
//! only ever holds the id [`ConstPool::intern`] returned for its key, and the
//! pool's ids do not change while the parser runs, so a hit is exactly what
//! interning would return. A miss (or a constant of another kind) interns.

use crate::apint::ApInt;
use crate::constant::{ConstData, ConstId, ConstPool};
use crate::module::GlobalId;
use crate::types::TypeId;

/// Slots in the cache (a power of two).
const SLOTS: usize = 1024;

/// What a slot holds: the key's kind and type, the key's payload, the constant.
#[derive(Copy, Clone)]
struct Slot {
    kind_and_type: u64,
    payload: u64,
    id: ConstId,
}

/// The empty slot: no key has kind 0.
const EMPTY: Slot = Slot {
    kind_and_type: 0,
    payload: 0,
    id: ConstId(0),
};

const KIND_INT: u64 = 1 << 32;
const KIND_GLOBAL: u64 = 2 << 32;

pub(super) struct ConstCache {
    slots: Box<[Slot]>,
}

impl ConstCache {
    pub fn new() -> Self {
        ConstCache {
            slots: vec![EMPTY; SLOTS].into_boxed_slice(),
        }
    }

    /// The integer constant `value` of type `ty`.
    pub fn int(&mut self, pool: &mut ConstPool, ty: TypeId, value: ApInt) -> ConstId {
        match value.to_u64().filter(|_| value.width() <= 64) {
            Some(bits) => self.lookup(pool, KIND_INT | u64::from(ty.0), bits, || ConstData::Int {
                ty,
                value,
            }),
            None => pool.intern(ConstData::Int { ty, value }),
        }
    }

    /// The reference to `global` as a constant of pointer type `ty`.
    pub fn global(&mut self, pool: &mut ConstPool, ty: TypeId, global: GlobalId) -> ConstId {
        self.lookup(
            pool,
            KIND_GLOBAL | u64::from(ty.0),
            u64::from(global.0),
            || ConstData::Global { ty, global },
        )
    }

    fn lookup(
        &mut self,
        pool: &mut ConstPool,
        kind_and_type: u64,
        payload: u64,
        data: impl FnOnce() -> ConstData,
    ) -> ConstId {
        let mixed = (kind_and_type ^ payload.rotate_left(29)).wrapping_mul(0x9E37_79B9_7F4A_7C15);
        let slot = &mut self.slots[(mixed >> 54) as usize % SLOTS];
        if slot.kind_and_type == kind_and_type && slot.payload == payload {
            return slot.id;
        }
        let id = pool.intern(data());
        *slot = Slot {
            kind_and_type,
            payload,
            id,
        };
        id
    }
}
