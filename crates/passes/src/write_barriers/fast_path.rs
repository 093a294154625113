//! The barrier code put before one store: the fast path of docs/collectors.md
//! ("Write barriers") in the store's block, the slow path in a block of its
//! own, the store starting the block where both meet.
//!
//! ```llvm
//!   %barrier.address = ptrtoint ptr addrspace(1) %object to i64
//!   %barrier.table = load i64, ptr @gc_unlogged_bits, align 8
//!   %barrier.byte.index = lshr i64 %barrier.address, 6
//!   %barrier.byte.address = add i64 %barrier.table, %barrier.byte.index
//!   %barrier.byte.pointer = inttoptr i64 %barrier.byte.address to ptr
//!   %barrier.byte = load i8, ptr %barrier.byte.pointer, align 1
//!   %barrier.word.index = lshr i64 %barrier.address, 3
//!   %barrier.word.bits = trunc i64 %barrier.word.index to i8
//!   %barrier.bit.index = and i8 %barrier.word.bits, 7
//!   %barrier.shifted = lshr i8 %barrier.byte, %barrier.bit.index
//!   %barrier.bit = and i8 %barrier.shifted, 1
//!   %barrier.unlogged = icmp ne i8 %barrier.bit, 0
//!   br i1 %barrier.unlogged, label %barrier.log, label %barrier.store
//! barrier.log:
//!   call void @gc_write_barrier_slow(ptr addrspace(1) %object) #0  ; "gc-leaf-function"
//!   br label %barrier.store
//! barrier.store:
//!   <the store and the rest of the block>
//! ```
//!
//! Invariants: nothing that may collect lies between the fast path's first
//! instruction and the store (the slow path is a GC leaf); phis of the block's
//! successors name the block now ending it (`barrier.store`).
//! [`crate::barrier_checker`] recognises exactly this shape.

use crate::call_classification::LEAF_ATTRIBUTE;
use crate::place_safepoints::redirect_phi_entries;
use crate::runtime_abi::WriteBarrierRuntime;
use ir::{
    AttrList, Attribute, BinaryOp, Block, Body, CallArg, CallConv, CallSite, CastOp, FastMath,
    Inst, InstData, InstKind, IntFlags, IntPredicate, Module, Operand, TailKind, TypeId,
};

/// `log2` of the heap bytes one byte of the unlogged-bit table covers (64).
pub(crate) const TABLE_BYTE_SHIFT: i64 = 6;
/// `log2` of the heap bytes one bit of the table covers (8).
pub(crate) const TABLE_BIT_SHIFT: i64 = 3;
/// Selects the bit within its byte.
pub(crate) const BIT_INDEX_MASK: i64 = 7;

/// Instructions appended to one block, each with a fresh named result.
struct Appender<'b> {
    body: &'b mut Body,
    block: Block,
}

impl Appender<'_> {
    fn push(&mut self, kind: InstKind, ty: TypeId, name: &str) -> Operand {
        let inst = self.body.create_named_inst(kind, Some(ty), Some(name));
        self.body.append_inst(self.block, inst);
        Operand::Value(self.body.inst(inst).result.expect("created with a type"))
    }

    fn binary(
        &mut self,
        op: BinaryOp,
        lhs: Operand,
        rhs: Operand,
        ty: TypeId,
        name: &str,
    ) -> Operand {
        let kind = InstKind::Binary {
            op,
            flags: IntFlags::default(),
            fmf: FastMath::default(),
            lhs,
            rhs,
        };
        self.push(kind, ty, name)
    }

    fn cast(&mut self, op: CastOp, value: Operand, to: TypeId, name: &str) -> Operand {
        let kind = InstKind::Cast {
            op,
            flags: IntFlags::default(),
            fmf: FastMath::default(),
            value,
            to,
        };
        self.push(kind, to, name)
    }

    fn load(&mut self, ty: TypeId, ptr: Operand, align: u64, name: &str) -> Operand {
        let kind = InstKind::Load {
            ty,
            ptr,
            volatile: false,
            atomic: None,
            align: Some(align),
        };
        self.push(kind, ty, name)
    }
}

/// Puts the barrier on `object` right before `store` (see the module docs);
/// returns the block the store now starts (`barrier.store`).
pub(super) fn insert_barrier_before(
    m: &mut Module,
    body: &mut Body,
    runtime: &WriteBarrierRuntime,
    object: Operand,
    store: Inst,
) -> Block {
    let block = body.inst_block(store).expect("stores are placed");
    let position = body.inst_position(store).expect("stores are placed");
    let rest = body.block_mut(block).insts.split_off(position);
    let store_block = body.create_block(Some("barrier.store"));
    body.set_block_insts(store_block, rest);
    let successors = body.successors(store_block);
    redirect_phi_entries(body, &successors, block, store_block);
    let log_block = body.create_block(Some("barrier.log"));

    let (i1, i8_type, i64_type) = (m.types.int(1), m.types.int(8), m.types.int(64));
    let (address_ptr, reference) = (m.types.ptr(0), m.types.ptr(1));
    let constant = |m: &mut Module, ty, value| Operand::Const(m.const_int(ty, value));
    let table_address = Operand::Const(m.global_ref(runtime.unlogged_bits));
    let byte_shift = constant(m, i64_type, TABLE_BYTE_SHIFT);
    let bit_shift = constant(m, i64_type, TABLE_BIT_SHIFT);
    let bit_mask = constant(m, i8_type, BIT_INDEX_MASK);
    let (one, zero) = (constant(m, i8_type, 1), constant(m, i8_type, 0));

    let mut fast = Appender { body, block };
    let address = fast.cast(
        CastOp::PtrToInt,
        object.clone(),
        i64_type,
        "barrier.address",
    );
    let table = fast.load(i64_type, table_address, 8, "barrier.table");
    let byte_index = fast.binary(
        BinaryOp::LShr,
        address.clone(),
        byte_shift,
        i64_type,
        "barrier.byte.index",
    );
    let byte_address = fast.binary(
        BinaryOp::Add,
        table,
        byte_index,
        i64_type,
        "barrier.byte.address",
    );
    let byte_pointer = fast.cast(
        CastOp::IntToPtr,
        byte_address,
        address_ptr,
        "barrier.byte.pointer",
    );
    let byte = fast.load(i8_type, byte_pointer, 1, "barrier.byte");
    let word_index = fast.binary(
        BinaryOp::LShr,
        address,
        bit_shift,
        i64_type,
        "barrier.word.index",
    );
    let word_bits = fast.cast(CastOp::Trunc, word_index, i8_type, "barrier.word.bits");
    let bit_index = fast.binary(
        BinaryOp::And,
        word_bits,
        bit_mask,
        i8_type,
        "barrier.bit.index",
    );
    let shifted = fast.binary(BinaryOp::LShr, byte, bit_index, i8_type, "barrier.shifted");
    let bit = fast.binary(BinaryOp::And, shifted, one, i8_type, "barrier.bit");
    let compare = InstKind::ICmp {
        pred: IntPredicate::Ne,
        lhs: bit,
        rhs: zero,
    };
    let unlogged = fast.push(compare, i1, "barrier.unlogged");
    let branch = body.create_inst(
        InstData::new(InstKind::CondBr {
            cond: unlogged,
            then_dest: log_block,
            else_dest: store_block,
        }),
        None,
    );
    body.append_inst(block, branch);

    let void = m.types.void();
    let slow_path_type = m.types.function(void, vec![reference], false);
    let mut leaf = AttrList::default();
    leaf.set(Attribute::Str(LEAF_ATTRIBUTE.to_string(), None));
    let call = InstKind::Call {
        tail: TailKind::None,
        fmf: FastMath::default(),
        call: CallSite {
            cc: CallConv::C,
            ret_attrs: AttrList::default(),
            fn_ty: slow_path_type,
            callee: Operand::Const(m.global_ref(runtime.slow_path)),
            args: Box::new([CallArg {
                value: object,
                attrs: AttrList::default(),
            }]),
            fn_attrs: leaf,
            bundles: Default::default(),
        },
    };
    let call = body.create_inst(InstData::new(call), None);
    let to_store = body.create_inst(InstData::new(InstKind::Br(store_block)), None);
    body.append_inst(log_block, call);
    body.append_inst(log_block, to_store);

    let after = body
        .layout
        .iter()
        .position(|&b| b == block)
        .expect("the store's block is in the layout")
        + 1;
    body.layout.splice(after..after, [log_block, store_block]);
    store_block
}
