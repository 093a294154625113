//! Inline allocation (`docs/collectors.md`, "The inline fast path"): a call of
//! `@gc_alloc(i64 R, i64 B)` with constant, valid `R` and `B` and a small
//! footprint becomes a bump of the runtime's `@gc_allocation_buffer`, a header
//! store, and the call itself as the slow path when the buffer has no room.
//!
//! Invariants:
//! * Only a `call` whose callee is the module's `@gc_alloc`, declared and called
//!   as `ptr addrspace(1) (i64, i64)` with the C convention, with no operand
//!   bundle and not `musttail`, whose arguments are integer constants forming a
//!   valid shape (`R` in `0..=2^32-2`, `B` in `0..=2^32-1`) of footprint at most
//!   [`INLINE_ALLOCATION_LIMIT_BYTES`], is rewritten. Invokes and every other
//!   call of `gc_alloc` stay as written (the runtime validates what they ask).
//! * The fast path bumps the cursor by the object's heap footprint,
//!   `max(16, 8 + 8R + round_up(B, 8))` (every object occupies at least two
//!   words, so that a collector can forward it), stores the header
//!   `R | B << 32`, and contains no call: zero-filling is the runtime's.
//! * The original call instruction, with its attributes, metadata and `tail`
//!   marker, is the slow path and the only safepoint of the rewrite; every use
//!   of its result names the phi that joins both paths (which takes its name).
//!   The fast path's object is an `inttoptr`, which RewriteStatepointsForGC
//!   takes as a base, so the phi of two bases is its own base.
//! * What followed the call moves to the join block; the phis of the split
//!   block's successors name the join block instead. The fast path and the join
//!   follow the split block in the layout; slow paths go to the end of the
//!   function, so the fast path falls through.
//! * No call comes between the loads of the buffer and their uses, so the
//!   cursor cannot go stale. Polls must therefore be placed before this pass
//!   runs: PlaceSafepoints would put the entry poll of a function whose first
//!   call was an inlined allocation right before the buffer test's branch.
//! * `@gc_allocation_buffer` is declared only when a call is rewritten; a module
//!   that uses the name for anything else is refused before any change.

use crate::options::PassOptions;
use crate::pass::{ModulePass, PassError};
use crate::place_safepoints::redirect_phi_entries;
use crate::runtime_abi::{allocation_buffer, RuntimeNameClash};
use ir::{
    Block, Body, CastOp, ConstData, ConstId, FastMath, GepFlags, GlobalId, Inst, InstData,
    InstKind, IntFlags, IntPredicate, Module, Operand, TailKind, TypeId, Value,
};
use std::collections::HashMap;

/// The largest heap footprint allocated inline, in bytes; larger objects are
/// rare enough that a call costs little next to initializing them.
pub const INLINE_ALLOCATION_LIMIT_BYTES: u64 = 256;

/// The fewest bytes an object occupies in the heap (runtime ABI, "Object model").
const MINIMUM_OBJECT_FOOTPRINT_BYTES: u64 = 16;

/// The largest `R` a valid shape has (`u32::MAX` is the collectors' forwarded mark).
const MAXIMUM_REFERENCE_COUNT: u64 = u32::MAX as u64 - 1;

/// The largest `B` a valid shape has.
const MAXIMUM_RAW_BYTE_COUNT: u64 = u32::MAX as u64;

/// `inline-gc-alloc`: [`inline_allocation`] as a pipeline pass.
pub struct InlineAllocationPass;

impl ModulePass for InlineAllocationPass {
    fn name(&self) -> &'static str {
        "InlineAllocationPass"
    }

    fn run_on_module(
        &self,
        module: &mut Module,
        _options: &PassOptions,
        _diagnostics: &mut String,
    ) -> Result<(), PassError> {
        inline_allocation(module)
            .map(drop)
            .map_err(|clash| PassError {
                pass: self.name(),
                message: clash.to_string(),
                site: None,
                llvm_fatal: None,
            })
    }
}

/// Rewrites every inlinable `gc_alloc` call of `module` (see the module docs);
/// returns how many were rewritten.
pub fn inline_allocation(module: &mut Module) -> Result<usize, RuntimeNameClash> {
    let Some(gc_alloc) = runtime_allocation_function(module) else {
        return Ok(0);
    };
    let sites = inlinable_calls(module, gc_alloc);
    if sites.is_empty() {
        return Ok(0);
    }
    let buffer = allocation_buffer(module)?;
    let types = FastPathTypes::of(module);
    let cursor_address = module.global_ref(buffer);
    let limit_offset = module.const_int(types.word, 8);
    let byte = module.types.int(8);
    let address = module.types.ptr(0);
    let limit_address = module.consts.intern(ConstData::Gep {
        ty: address,
        flags: GepFlags {
            inbounds: true,
            nusw: false,
            nuw: false,
        },
        source_ty: byte,
        inrange: None,
        base: cursor_address,
        indices: vec![limit_offset],
    });
    let mut sites_by_function: Vec<(GlobalId, Vec<(Inst, ShapeConstants)>)> = Vec::new();
    for site in &sites {
        let shape = ShapeConstants {
            footprint: module.const_int(types.word, site.shape.footprint as i64),
            header: module.const_int(types.word, site.shape.header as i64),
        };
        match sites_by_function.last_mut() {
            Some((function, calls)) if *function == site.function => calls.push((site.call, shape)),
            _ => sites_by_function.push((site.function, vec![(site.call, shape)])),
        }
    }
    let buffer = BufferAddresses {
        cursor: cursor_address,
        limit: limit_address,
    };
    for (function, calls) in sites_by_function {
        let body = module
            .function_mut(function)
            .and_then(|f| f.body.as_mut())
            .expect("sites are in defined functions");
        rewrite_calls(body, &calls, &buffer, &types);
    }
    Ok(sites.len())
}

/// `@gc_alloc` if the module has it with the ABI's prototype.
fn runtime_allocation_function(module: &mut Module) -> Option<GlobalId> {
    let gc_alloc = module.global_by_name("gc_alloc")?;
    let expected = allocation_function_type(module);
    let function = module.function(gc_alloc)?;
    (function.ty == expected).then_some(gc_alloc)
}

fn allocation_function_type(module: &mut Module) -> TypeId {
    let word = module.types.int(64);
    let reference = module.types.ptr(1);
    module.types.function(reference, vec![word, word], false)
}

/// The shape an inlined allocation writes and bumps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct InlineShape {
    header: u64,
    footprint: u64,
}

struct InlinableCall {
    function: GlobalId,
    call: Inst,
    shape: InlineShape,
}

/// The calls to rewrite, function by function in module order.
fn inlinable_calls(module: &mut Module, gc_alloc: GlobalId) -> Vec<InlinableCall> {
    let expected_type = allocation_function_type(module);
    let mut sites = Vec::new();
    for function in module.function_ids() {
        let Some(body) = module.function(function).and_then(|f| f.body.as_ref()) else {
            continue;
        };
        for (_, inst) in body.insts_in_order() {
            let InstKind::Call { tail, call, .. } = &body.inst(inst).kind else {
                continue;
            };
            let is_runtime_call = module.called_function(&call.callee) == Some(gc_alloc)
                && call.fn_ty == expected_type
                && call.cc == ir::CallConv::C
                && call.bundles.is_empty()
                && *tail != TailKind::MustTail;
            if !is_runtime_call {
                continue;
            }
            let [references, raw_bytes] = &call.args[..] else {
                continue;
            };
            if let Some(shape) = inline_shape(module, &references.value, &raw_bytes.value) {
                sites.push(InlinableCall {
                    function,
                    call: inst,
                    shape,
                });
            }
        }
    }
    sites
}

/// The shape of `gc_alloc(references, raw_bytes)` if both are constants of a
/// valid shape small enough to inline.
fn inline_shape(module: &Module, references: &Operand, raw_bytes: &Operand) -> Option<InlineShape> {
    let constant = |operand: &Operand| {
        let value = module.consts.as_int(operand.as_const()?)?.to_i64()?;
        u64::try_from(value).ok()
    };
    let (references, raw_bytes) = (constant(references)?, constant(raw_bytes)?);
    if references > MAXIMUM_REFERENCE_COUNT || raw_bytes > MAXIMUM_RAW_BYTE_COUNT {
        return None;
    }
    let size = 8 + 8 * references + raw_bytes.next_multiple_of(8);
    let footprint = size.max(MINIMUM_OBJECT_FOOTPRINT_BYTES);
    (footprint <= INLINE_ALLOCATION_LIMIT_BYTES).then_some(InlineShape {
        header: references | raw_bytes << 32,
        footprint,
    })
}

struct FastPathTypes {
    word: TypeId,
    flag: TypeId,
    reference: TypeId,
}

impl FastPathTypes {
    fn of(module: &mut Module) -> FastPathTypes {
        FastPathTypes {
            word: module.types.int(64),
            flag: module.types.int(1),
            reference: module.types.ptr(1),
        }
    }
}

/// `@gc_allocation_buffer` and the address of its limit word.
struct BufferAddresses {
    cursor: ConstId,
    limit: ConstId,
}

/// One call's constants: the bytes it bumps and the header it stores.
struct ShapeConstants {
    footprint: ConstId,
    header: ConstId,
}

/// Rewrites `calls` (all of `body`), then renames the uses of their results
/// to the join phis in one sweep of the body.
fn rewrite_calls(
    body: &mut Body,
    calls: &[(Inst, ShapeConstants)],
    buffer: &BufferAddresses,
    types: &FastPathTypes,
) {
    body.reserve_instructions(12 * calls.len());
    let mut joined: HashMap<Value, Value> = HashMap::with_capacity(calls.len());
    let mut joins = Vec::with_capacity(calls.len());
    let mut slow_paths = Vec::with_capacity(calls.len());
    for (call, shape) in calls {
        let rewrite = rewrite_call(body, *call, shape, buffer, types);
        joined.insert(rewrite.slow_object, rewrite.joined_object);
        joins.push(rewrite);
        slow_paths.push(joins.last().expect("just pushed").slow);
    }
    for k in 0..body.layout.len() {
        let block = body.layout[k];
        for position in 0..body.block(block).insts.len() {
            let inst = body.block(block).insts[position];
            body.inst_mut(inst).kind.visit_operands_mut(|operand| {
                if let Some(joined_object) = operand.as_value().and_then(|v| joined.get(&v)) {
                    *operand = Operand::Value(*joined_object);
                }
            });
        }
    }
    for rewrite in joins {
        let phi = body
            .defining_inst(rewrite.joined_object)
            .expect("the join phi");
        if let InstKind::Phi { incoming, .. } = &mut body.inst_mut(phi).kind {
            *incoming = vec![
                (Operand::Value(rewrite.fast_object), rewrite.fast),
                (Operand::Value(rewrite.slow_object), rewrite.slow),
            ];
        }
    }
    body.layout.extend(slow_paths);
}

/// What rewriting one call made; the join phi's entries are set once every
/// use of the slow object has been renamed.
struct Rewrite {
    fast: Block,
    slow: Block,
    fast_object: Value,
    slow_object: Value,
    joined_object: Value,
}

/// Splits the call's block into the buffer test, the fast and slow paths and
/// the join (see the module docs); the slow path is left out of the layout.
fn rewrite_call(
    body: &mut Body,
    call: Inst,
    shape: &ShapeConstants,
    buffer: &BufferAddresses,
    types: &FastPathTypes,
) -> Rewrite {
    let block = body.inst_block(call).expect("calls to rewrite are placed");
    let position = body
        .inst_position(call)
        .expect("calls to rewrite are placed");
    let following = body.block_mut(block).insts.split_off(position + 1);
    body.block_mut(block).insts.pop();
    let join = body.create_block(Some("gc_alloc.join"));
    body.set_block_insts(join, following);
    let join_successors = body.successors(join);
    redirect_phi_entries(body, &join_successors, block, join);
    let fast = body.create_block(Some("gc_alloc.fast"));
    let slow = body.create_block(Some("gc_alloc.slow"));

    let append = |body: &mut Body, block: Block, kind: InstKind, ty: Option<TypeId>, name| {
        let inst = body.create_named_inst(kind, ty, name);
        body.append_inst(block, inst);
        body.inst(inst).result
    };
    let load_word = |address: ConstId| InstKind::Load {
        ty: types.word,
        ptr: Operand::Const(address),
        volatile: false,
        atomic: None,
        align: Some(8),
    };
    let cursor = append(
        body,
        block,
        load_word(buffer.cursor),
        Some(types.word),
        Some("gc_alloc.cursor"),
    )
    .expect("a load has a result");
    let limit = append(
        body,
        block,
        load_word(buffer.limit),
        Some(types.word),
        Some("gc_alloc.limit"),
    )
    .expect("a load has a result");
    let end = append(
        body,
        block,
        InstKind::Binary {
            op: ir::BinaryOp::Add,
            flags: IntFlags(IntFlags::NUW),
            fmf: FastMath::default(),
            lhs: Operand::Value(cursor),
            rhs: Operand::Const(shape.footprint),
        },
        Some(types.word),
        Some("gc_alloc.end"),
    )
    .expect("an add has a result");
    let fits = append(
        body,
        block,
        InstKind::ICmp {
            pred: IntPredicate::Ule,
            lhs: Operand::Value(end),
            rhs: Operand::Value(limit),
        },
        Some(types.flag),
        Some("gc_alloc.fits"),
    )
    .expect("a compare has a result");
    append(
        body,
        block,
        InstKind::CondBr {
            cond: Operand::Value(fits),
            then_dest: fast,
            else_dest: slow,
        },
        None,
        None,
    );

    let store_word = |value: Operand, ptr: Operand| InstKind::Store {
        value,
        ptr,
        volatile: false,
        atomic: None,
        align: Some(8),
    };
    append(
        body,
        fast,
        store_word(Operand::Value(end), Operand::Const(buffer.cursor)),
        None,
        None,
    );
    let fast_object = append(
        body,
        fast,
        InstKind::Cast {
            op: CastOp::IntToPtr,
            flags: IntFlags::default(),
            fmf: FastMath::default(),
            value: Operand::Value(cursor),
            to: types.reference,
        },
        Some(types.reference),
        Some("gc_alloc.object"),
    )
    .expect("a cast has a result");
    append(
        body,
        fast,
        store_word(Operand::Const(shape.header), Operand::Value(fast_object)),
        None,
        None,
    );
    append(body, fast, InstKind::Br(join), None, None);

    body.append_inst(slow, call);
    append(body, slow, InstKind::Br(join), None, None);

    let slow_object = body
        .inst(call)
        .result
        .expect("gc_alloc returns a reference");
    let name = body.value(slow_object).name.as_deref().map(str::to_string);
    let phi = body.create_inst(
        InstData::new(InstKind::Phi {
            ty: types.reference,
            fmf: FastMath::default(),
            incoming: Vec::new(),
        }),
        Some(types.reference),
    );
    let joined_object = body.inst(phi).result.expect("a phi has a result");
    if let Some(name) = name {
        body.set_value_name(slow_object, "gc_alloc.slow_object");
        body.set_value_name(joined_object, &name);
    }
    body.insert_inst(join, 0, phi);

    let after = body
        .layout
        .iter()
        .position(|&b| b == block)
        .expect("the call's block is in the layout")
        + 1;
    body.layout.splice(after..after, [fast, join]);
    Rewrite {
        fast,
        slow,
        fast_object,
        slow_object,
        joined_object,
    }
}

#[cfg(test)]
mod tests;
