//! `load`, `store`, `alloca`, `fence`, `cmpxchg` and `atomicrmw`.
//!
//! Invariants: a value is read and written leaf by leaf at the offsets of the
//! x86-64 data layout (`value_types::memory_parts`), by
//! [`FunctionTranslator::load_value`] and [`FunctionTranslator::store_value`]
//! wherever the backend puts a value in memory (loads, stores, return areas,
//! statepoint spill slots, bitcasts through memory); lanes that share bytes
//! are packed into `i64` words first and unpacked after, so their bytes are
//! written whole. Volatile and atomic
//! integer accesses use Cranelift's atomic loads and stores, which Cranelift
//! never merges, removes or reorders (on x86-64 an atomic load is a plain
//! `mov`), so a volatile poll-flag read stays in every loop iteration. Every
//! `alloca` with a constant count is an explicit stack slot of the function's
//! frame, allocated once per call even when the `alloca` sits in a loop
//! (what clang emits keeps allocas in the entry block); one with a count
//! known only at run time is `dynamic_allocas`'. A constant of a
//! vector type narrower than Cranelift's 128-bit vectors is stored as its bytes.

use crate::data_layout::{abi_alignment, allocation_size, store_size};
use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::global_data::constant_bytes;
use crate::value_types::{memory_parts, scalar_type, MemoryLeaf, MemoryPart, PackedLanes};
use cranelift_codegen::ir::{self as cl, AtomicRmwOp, InstBuilder, MemFlagsData};
use cranelift_module::Module;
use ir::{Inst, InstKind, RmwOp, TypeId};

impl<M: Module> FunctionTranslator<'_, M> {
    /// The bytes of `value` when it is a constant of a vector type that has no
    /// Cranelift value type (narrower than 128 bits, e.g. clang's `<4 x i8>`
    /// string stores): such a constant is stored as plain bytes, its store
    /// size (`<3 x i8>` writes 3 bytes, not its allocation size of 4).
    fn bytes_of_narrow_vector_constant(
        &self,
        value: &ir::Operand,
        ty: ir::TypeId,
    ) -> CodegenResult<Option<Vec<u8>>> {
        let types = &self.ir_module.types;
        let Some(constant) = value.as_const() else {
            return Ok(None);
        };
        if !types.is_vector(ty) || scalar_type(types, ty).is_ok() {
            return Ok(None);
        }
        let mut bytes = constant_bytes(self.ir_module, constant, ty)?;
        if let Some(bytes) = &mut bytes {
            bytes.truncate(store_size(types, ty)? as usize);
        }
        Ok(bytes)
    }

    /// Stores `bytes` at `address` with the widest integer stores that fit.
    fn store_bytes(&mut self, address: cl::Value, bytes: &[u8]) {
        for (offset, integer_type) in pieces(bytes.len() as u64) {
            let (start, width) = (offset as usize, integer_type.bytes() as usize);
            let mut word = [0u8; 8];
            word[..width].copy_from_slice(&bytes[start..start + width]);
            let stored = self
                .builder
                .ins()
                .iconst(integer_type, i64::from_le_bytes(word));
            self.builder
                .ins()
                .store(MemFlagsData::new(), stored, address, offset as i32);
        }
    }

    /// Reads one leaf at `address + offset`: its [`MemoryLeaf::bytes`] only,
    /// in the widest power-of-two pieces, zero-extended to its type.
    pub(crate) fn load_leaf(
        &mut self,
        leaf: MemoryLeaf,
        address: cl::Value,
        offset: i32,
    ) -> cl::Value {
        let ty = leaf.cranelift_type;
        if u64::from(ty.bytes()) == leaf.bytes {
            return self
                .builder
                .ins()
                .load(ty, MemFlagsData::new(), address, offset);
        }
        let mut value = self.zero(ty);
        for (piece_offset, piece_type) in pieces(leaf.bytes) {
            let piece = self.builder.ins().load(
                piece_type,
                MemFlagsData::new(),
                address,
                offset + piece_offset as i32,
            );
            let widened = self.builder.ins().uextend(ty, piece);
            let shifted = self
                .builder
                .ins()
                .ishl_imm_u(widened, (piece_offset * 8) as i64);
            value = self.builder.ins().bor(value, shifted);
        }
        value
    }

    /// Writes one leaf at `address + offset`: its [`MemoryLeaf::bytes`] only.
    pub(crate) fn store_leaf(
        &mut self,
        leaf: MemoryLeaf,
        value: cl::Value,
        address: cl::Value,
        offset: i32,
    ) {
        if u64::from(leaf.cranelift_type.bytes()) == leaf.bytes {
            self.builder
                .ins()
                .store(MemFlagsData::new(), value, address, offset);
            return;
        }
        for (piece_offset, piece_type) in pieces(leaf.bytes) {
            let shifted = self
                .builder
                .ins()
                .ushr_imm_u(value, (piece_offset * 8) as i64);
            let piece = self.builder.ins().ireduce(piece_type, shifted);
            self.builder.ins().store(
                MemFlagsData::new(),
                piece,
                address,
                offset + piece_offset as i32,
            );
        }
    }

    /// Writes `values`, the leaves of a value of type `ty`, at `address +
    /// offset` as LLVM stores it ([`memory_parts`]). `ordered` (a volatile or
    /// atomic access): each piece one access writes whole is written by an
    /// atomic store.
    pub(crate) fn store_value(
        &mut self,
        ty: TypeId,
        values: &[cl::Value],
        address: cl::Value,
        offset: i64,
        ordered: bool,
    ) -> CodegenResult<()> {
        let mut values = values.iter().copied();
        for part in memory_parts(&self.ir_module.types, ty)? {
            match part {
                MemoryPart::Leaf(leaf) => {
                    if let Some(value) = values.next() {
                        self.store_piece(leaf, value, address, offset, ordered);
                    }
                }
                MemoryPart::PackedLanes(packed) => {
                    let lanes: Vec<cl::Value> =
                        values.by_ref().take(packed.lanes as usize).collect();
                    for (word, value) in self.packed_words(packed, &lanes) {
                        self.store_piece(word, value, address, offset, ordered);
                    }
                }
            }
        }
        Ok(())
    }

    /// The leaves of a value of type `ty` read from `address + offset`, as
    /// [`FunctionTranslator::store_value`] writes it, integers wrapped.
    pub(crate) fn load_value(
        &mut self,
        ty: TypeId,
        address: cl::Value,
        offset: i64,
        ordered: bool,
    ) -> CodegenResult<Vec<cl::Value>> {
        let mut leaves = Vec::new();
        for part in memory_parts(&self.ir_module.types, ty)? {
            match part {
                MemoryPart::Leaf(leaf) => {
                    leaves.push(self.load_piece(leaf, address, offset, ordered))
                }
                MemoryPart::PackedLanes(packed) => {
                    let words: Vec<cl::Value> = packed_word_leaves(packed)
                        .into_iter()
                        .map(|word| self.load_piece(word, address, offset, ordered))
                        .collect();
                    leaves.extend(self.unpacked_lanes(packed, &words));
                }
            }
        }
        Ok(self.wrap_integer_leaves(ty, leaves))
    }

    /// Writes one piece of a value at `address + offset + leaf.offset`.
    fn store_piece(
        &mut self,
        leaf: MemoryLeaf,
        value: cl::Value,
        address: cl::Value,
        offset: i64,
        ordered: bool,
    ) {
        let offset = offset + leaf.offset as i64;
        if ordered && is_atomic_capable(leaf) {
            let at = self.builder.ins().iadd_imm_s(address, offset);
            self.builder
                .ins()
                .atomic_store(MemFlagsData::trusted(), value, at);
        } else {
            self.store_leaf(leaf, value, address, offset as i32);
        }
    }

    /// Reads one piece of a value at `address + offset + leaf.offset`.
    fn load_piece(
        &mut self,
        leaf: MemoryLeaf,
        address: cl::Value,
        offset: i64,
        ordered: bool,
    ) -> cl::Value {
        let offset = offset + leaf.offset as i64;
        if ordered && is_atomic_capable(leaf) {
            let at = self.builder.ins().iadd_imm_s(address, offset);
            self.builder
                .ins()
                .atomic_load(leaf.cranelift_type, MemFlagsData::trusted(), at)
        } else {
            self.load_leaf(leaf, address, offset as i32)
        }
    }

    /// Packs `lanes` (each zero-extended in its leaf, `value_types`) into the
    /// `i64` words of [`packed_word_leaves`], each with its place.
    fn packed_words(
        &mut self,
        packed: PackedLanes,
        lanes: &[cl::Value],
    ) -> Vec<(MemoryLeaf, cl::Value)> {
        let lane_bits = i64::from(packed.lane_bits);
        let mut words = Vec::new();
        for (index, word) in packed_word_leaves(packed).into_iter().enumerate() {
            let word_start = 64 * index as i64;
            let mut value = self.zero(cl::types::I64);
            for (lane, &lane_value) in lanes.iter().enumerate() {
                let start = lane as i64 * lane_bits - word_start;
                if start >= 64 || start + lane_bits <= 0 {
                    continue;
                }
                let widened = if packed.lane_type == cl::types::I64 {
                    lane_value
                } else {
                    self.builder.ins().uextend(cl::types::I64, lane_value)
                };
                let placed = if start >= 0 {
                    self.builder.ins().ishl_imm_u(widened, start)
                } else {
                    self.builder.ins().ushr_imm_u(widened, -start)
                };
                value = self.builder.ins().bor(value, placed);
            }
            words.push((word, value));
        }
        words
    }

    /// The lanes packed in `words` (the `i64` words of [`packed_word_leaves`]).
    fn unpacked_lanes(&mut self, packed: PackedLanes, words: &[cl::Value]) -> Vec<cl::Value> {
        let lane_bits = u64::from(packed.lane_bits);
        let mask = u64::MAX >> (64 - lane_bits);
        (0..u64::from(packed.lanes))
            .map(|lane| {
                let start = lane * lane_bits;
                let (word, shift) = ((start / 64) as usize, (start % 64) as i64);
                let mut value = self.builder.ins().ushr_imm_u(words[word], shift);
                if shift as u64 + lane_bits > 64 {
                    let high = self.builder.ins().ishl_imm_u(words[word + 1], 64 - shift);
                    value = self.builder.ins().bor(value, high);
                }
                let value = self.builder.ins().band_imm_u(value, mask as i64);
                if packed.lane_type == cl::types::I64 {
                    value
                } else {
                    self.builder.ins().ireduce(packed.lane_type, value)
                }
            })
            .collect()
    }

    pub(crate) fn translate_memory_instruction(
        &mut self,
        inst: Inst,
        kind: &InstKind,
    ) -> CodegenResult<Vec<cl::Value>> {
        let types = &self.ir_module.types;
        Ok(match kind {
            InstKind::Load {
                ty,
                ptr,
                volatile,
                atomic,
                ..
            } => {
                let address = self.scalar_operand(ptr)?;
                self.load_value(*ty, address, 0, *volatile || atomic.is_some())?
            }
            InstKind::Store {
                value,
                ptr,
                volatile,
                atomic,
                ..
            } => {
                let ty = self.operand_type(value);
                let address = self.scalar_operand(ptr)?;
                if let Some(bytes) = self.bytes_of_narrow_vector_constant(value, ty)? {
                    self.store_bytes(address, &bytes);
                    return Ok(Vec::new());
                }
                let values = self.operand(value)?;
                self.store_value(ty, &values, address, 0, *volatile || atomic.is_some())?;
                Vec::new()
            }
            InstKind::Alloca {
                allocated_ty,
                count,
                align,
                ..
            } => {
                if !self.is_static_alloca(inst) {
                    return Ok(vec![self.dynamic_alloca(
                        *allocated_ty,
                        count.as_ref(),
                        *align,
                    )?]);
                }
                let count = match count {
                    None => 1,
                    Some(operand) => operand
                        .as_const()
                        .and_then(|c| self.ir_module.consts.as_int(c))
                        .and_then(|value| value.to_u64())
                        .ok_or_else(|| CodegenError::unsupported("alloca with this count"))?,
                };
                let size = allocation_size(types, *allocated_ty)? * count;
                let alignment = align.unwrap_or(abi_alignment(types, *allocated_ty)?).max(1);
                let slot = self.builder.create_sized_stack_slot(cl::StackSlotData::new(
                    cl::StackSlotKind::ExplicitSlot,
                    u32::try_from(size.max(1))
                        .map_err(|_| CodegenError::unsupported("allocas of 4 GiB or more"))?,
                    alignment.trailing_zeros() as u8,
                ));
                let address = self.builder.ins().stack_addr(cl::types::I64, slot, 0);
                self.alloca_slots.insert(address, slot);
                vec![address]
            }
            InstKind::Fence(_) => {
                self.builder.ins().fence();
                Vec::new()
            }
            InstKind::CmpXchg {
                ptr, expected, new, ..
            } => {
                let address = self.scalar_operand(ptr)?;
                let (expected, new) = (self.scalar_operand(expected)?, self.scalar_operand(new)?);
                let old =
                    self.builder
                        .ins()
                        .atomic_cas(MemFlagsData::trusted(), address, expected, new);
                let succeeded = self
                    .builder
                    .ins()
                    .icmp(cl::condcodes::IntCC::Equal, old, expected);
                vec![old, succeeded]
            }
            InstKind::AtomicRmw { op, ptr, value, .. } => {
                let operation = atomic_operation(*op)?;
                let ty = self.operand_type(value);
                let cranelift_type = scalar_type(types, ty)?;
                let address = self.scalar_operand(ptr)?;
                let value = self.scalar_operand(value)?;
                vec![self.builder.ins().atomic_rmw(
                    cranelift_type,
                    MemFlagsData::trusted(),
                    operation,
                    address,
                    value,
                )]
            }
            other => {
                return Err(CodegenError::unsupported(format!(
                    "instruction {}",
                    other.opcode_name()
                )));
            }
        })
    }
}

/// The accesses that cover `bytes` bytes (fewer than a leaf's type): offset
/// and integer type of each, widest first.
fn pieces(bytes: u64) -> Vec<(u64, cl::Type)> {
    let mut pieces = Vec::new();
    let mut offset = 0;
    while offset < bytes {
        let width = [8, 4, 2, 1]
            .into_iter()
            .find(|&width| offset + width <= bytes)
            .expect("one byte always fits");
        pieces.push((
            offset,
            cl::Type::int_with_byte_size(width as u16).expect("1 to 8 bytes"),
        ));
        offset += width;
    }
    pieces
}

/// The `i64` words, the last one partial, that hold the bytes of `packed`.
fn packed_word_leaves(packed: PackedLanes) -> Vec<MemoryLeaf> {
    let bytes = packed.bytes();
    (0..bytes)
        .step_by(8)
        .map(|word_offset| MemoryLeaf {
            cranelift_type: cl::types::I64,
            offset: packed.offset + word_offset,
            bytes: (bytes - word_offset).min(8),
        })
        .collect()
}

/// Whether a leaf is read and written whole by one atomic access.
fn is_atomic_capable(leaf: MemoryLeaf) -> bool {
    let ty = leaf.cranelift_type;
    ty.is_int() && ty.bits() <= 64 && u64::from(ty.bytes()) == leaf.bytes
}

fn atomic_operation(op: RmwOp) -> CodegenResult<AtomicRmwOp> {
    Ok(match op {
        RmwOp::Xchg => AtomicRmwOp::Xchg,
        RmwOp::Add => AtomicRmwOp::Add,
        RmwOp::Sub => AtomicRmwOp::Sub,
        RmwOp::And => AtomicRmwOp::And,
        RmwOp::Nand => AtomicRmwOp::Nand,
        RmwOp::Or => AtomicRmwOp::Or,
        RmwOp::Xor => AtomicRmwOp::Xor,
        RmwOp::Max => AtomicRmwOp::Smax,
        RmwOp::Min => AtomicRmwOp::Smin,
        RmwOp::UMax => AtomicRmwOp::Umax,
        RmwOp::UMin => AtomicRmwOp::Umin,
        other => {
            return Err(CodegenError::unsupported(format!(
                "atomicrmw {}",
                other.name()
            )))
        }
    })
}
