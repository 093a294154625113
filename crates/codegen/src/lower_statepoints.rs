//! Statepoint lowering (spec §9): `gc.statepoint`, `gc.result`, `gc.relocate`.
//!
//! Invariants:
//! * Every gc-live operand that some `gc.relocate` of the statepoint names (as
//!   base or derived) is stored before the call to its own explicit stack slot
//!   (one slot per distinct operand); each `gc.relocate` is a load of its
//!   derived operand's slot after the call. Cranelift treats a call as a memory
//!   fence, so nothing forwards the stored value past it: whatever the collector
//!   wrote into the slot is what the code continues with.
//! * Every other gc-live operand that is an `alloca` (a "gc-live alloca") is
//!   recorded, after the pairs, as one `Direct` location per listing: the
//!   address of its stack slot; the k-th listing of one address stands for its
//!   k-th word (docs/architecture.md, "gc-live allocas"), whose contents the
//!   collector updates in place; loads from the alloca after the call see the
//!   update.
//! * Deopt operands are recorded as constants when they are integer or null
//!   constants, else stored to their own slot before the call.
//! * A `gc.relocate` on the exceptional path of an `invoke` statepoint names
//!   the `landingpad` of the invoke's unwind destination, whose unique
//!   predecessor is the invoke's block; it is the relocation of that
//!   statepoint and loads the same slot (both paths' pairs are recorded).
//! * The call carries a Cranelift debug tag, the statepoint's index in
//!   [`FunctionTranslator::statepoint_sites`]; Cranelift reports the tag at the
//!   call's return address, which is where the stack map record goes. An
//!   `invoke` is marked by an exception tag instead (`lower_invokes`).
//! * With `num patch bytes` N > 0 the target is not called. In its place
//!   comes a patch region: a placeholder call with the target's parameters (the
//!   arguments are set up for it), enough debug traps, and a placeholder call
//!   with the target's results (they are read after it), so the region is at
//!   least N bytes; both calls call the function itself, marked by debug tags
//!   (the opening one also with [`PATCH_REGION_OPENING`]). After compilation,
//!   `patch_regions` turns the whole region into NOPs and drops the two calls'
//!   relocations; the record's offset is the region's end, as LLVM's is.
//! * With the GC-transition flag (bit 0), `rt_enter_unmanaged_code()` is called
//!   before and `rt_leave_unmanaged_code()` after the call (runtime hooks: the
//!   thread is marked as running unmanaged code, so a collection need not wait
//!   for it, and on return it waits for a running collection to finish).
//!   The reloads come after the second hook.

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::lower_calls::{CallContinuation, CallTarget, EmittedCall};
use crate::lower_invokes::InvokeEdges;
use crate::patch_regions::PatchRegionShape;
use crate::value_types::scalar_type;
use cranelift_codegen::ir::{self as cl, DebugTag, InstBuilder};
use cranelift_module::Module;
use ir::{CallSite, ConstData, Inst, InstKind, Operand, Value};
use std::collections::HashMap;

/// The runtime hook called before a statepoint call with the GC-transition flag.
pub const ENTER_UNMANAGED_CODE_HOOK: &str = "rt_enter_unmanaged_code";
/// The runtime hook called after a statepoint call with the GC-transition flag.
pub const LEAVE_UNMANAGED_CODE_HOOK: &str = "rt_leave_unmanaged_code";

/// The second debug tag of the opening call of a patch region (the first is the statepoint's index).
pub const PATCH_REGION_OPENING: DebugTag = DebugTag::User(u32::MAX);

/// Statepoint flag bit 0: the call is a GC transition.
const GC_TRANSITION_FLAG: u64 = 1;
/// Positions of the fixed statepoint arguments.
const ID_ARGUMENT: usize = 0;
const PATCH_BYTES_ARGUMENT: usize = 1;
const TARGET_ARGUMENT: usize = 2;
const CALL_ARGUMENT_COUNT_ARGUMENT: usize = 3;
const FLAGS_ARGUMENT: usize = 4;
const FIRST_CALL_ARGUMENT: usize = 5;

/// Where a stack map location's value is at the call.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RecordedLocation {
    /// A constant (the record's Constant or ConstantIndex location).
    Constant(i64),
    /// Stored in an explicit stack slot (an Indirect `[SP + offset]` location).
    Spilled { slot: cl::StackSlot, size: u16 },
}

/// What the stack map record of one statepoint needs, before frame offsets are known.
#[derive(Clone, Debug)]
pub struct StatepointSite {
    pub id: u64,
    pub flags: u64,
    pub deopt: Vec<RecordedLocation>,
    /// One (base, derived) pair per `gc.relocate`, in instruction order.
    pub gc_pairs: Vec<(RecordedLocation, RecordedLocation)>,
    /// The slots of the gc-live allocas, in gc-live order.
    pub gc_allocas: Vec<cl::StackSlot>,
    /// `num patch bytes`: 0 for a call, else the size of the patchable region.
    pub patch_bytes: u32,
    /// The Cranelift call that returns to the record's address (the closing
    /// call of a patch region): where optimization leaves it in no block
    /// reachable from the entry, the statepoint was dropped as dead code.
    pub call: cl::Inst,
}

/// The slots of one lowered statepoint, for its `gc.relocate`s, and its call's result.
pub(crate) struct StatepointSpills {
    /// The slot of each spilled gc-live operand index, and the operand's Cranelift type.
    slot_of_live_index: HashMap<u32, (cl::StackSlot, cl::Type)>,
    call_result: Vec<cl::Value>,
}

impl<M: Module> FunctionTranslator<'_, M> {
    pub(crate) fn translate_statepoint(
        &mut self,
        inst: Inst,
        call: &CallSite,
        continuation: CallContinuation,
    ) -> CodegenResult<Vec<cl::Value>> {
        let argument = |position: usize| {
            call.args
                .get(position)
                .map(|a| &a.value)
                .ok_or_else(|| CodegenError::module_level("statepoint with too few arguments"))
        };
        let id = self.constant_integer(argument(ID_ARGUMENT)?)? as u64;
        let patch_bytes = self.constant_integer(argument(PATCH_BYTES_ARGUMENT)?)?;
        let call_argument_count =
            self.constant_integer(argument(CALL_ARGUMENT_COUNT_ARGUMENT)?)? as usize;
        let flags = self.constant_integer(argument(FLAGS_ARGUMENT)?)? as u64;
        let patch_bytes = u32::try_from(patch_bytes)
            .map_err(|_| CodegenError::module_level("num patch bytes must be a u32"))?;
        let target = &call.args[TARGET_ARGUMENT];
        let target_type = target
            .attrs
            .get_type("elementtype")
            .ok_or_else(|| CodegenError::module_level("statepoint target without elementtype"))?;
        let call_arguments = call
            .args
            .get(FIRST_CALL_ARGUMENT..FIRST_CALL_ARGUMENT + call_argument_count)
            .ok_or_else(|| CodegenError::module_level("statepoint call arguments missing"))?;

        let token = self.body.inst(inst).result;
        let relocated_pairs = token
            .map(|token| self.relocations_of(token))
            .unwrap_or_default();
        let gc_live: Vec<Operand> = call
            .bundle("gc-live")
            .map(|bundle| bundle.inputs.clone())
            .unwrap_or_default();
        let mut slot_of_live_index = HashMap::new();
        let mut slot_of_operand: HashMap<Operand, (cl::StackSlot, cl::Type)> = HashMap::new();
        for &(base, derived) in &relocated_pairs {
            for index in [base, derived] {
                let operand = gc_live.get(index as usize).ok_or_else(|| {
                    CodegenError::module_level("gc.relocate index outside the gc-live bundle")
                })?;
                let spilled = match slot_of_operand.get(operand) {
                    Some(&spilled) => spilled,
                    None => {
                        let spilled = self.spill_to_new_slot(operand)?;
                        slot_of_operand.insert(operand.clone(), spilled);
                        spilled
                    }
                };
                slot_of_live_index.insert(index, spilled);
            }
        }
        let mut deopt = Vec::new();
        if let Some(bundle) = call.bundle("deopt") {
            for operand in &bundle.inputs {
                deopt.push(self.deopt_location(operand)?);
            }
        }
        let spilled = |index: u32| {
            let (slot, ty) = slot_of_live_index[&index];
            RecordedLocation::Spilled {
                slot,
                size: ty.bytes() as u16,
            }
        };
        let gc_pairs = relocated_pairs
            .iter()
            .map(|&(base, derived)| (spilled(base), spilled(derived)))
            .collect();

        let mut gc_allocas = Vec::new();
        for (index, operand) in gc_live.iter().enumerate() {
            if slot_of_live_index.contains_key(&(index as u32)) {
                continue;
            }
            let address = self.scalar_operand(operand)?;
            if let Some(&slot) = self.alloca_slots.get(&address) {
                gc_allocas.push(slot);
            }
        }

        let arguments = self.call_arguments(call_arguments.iter().map(|a| &a.value))?;
        let is_transition = flags & GC_TRANSITION_FLAG != 0;
        if is_transition {
            self.call_helper(ENTER_UNMANAGED_CODE_HOOK, &[], &[], &[])?;
        }
        let argument_attributes: Vec<&ir::AttrList> =
            call_arguments.iter().map(|a| &a.attrs).collect();
        let target = self.call_target(
            &target.value,
            target_type,
            &argument_attributes,
            &ir::AttrList::default(),
        )?;
        let tag = self.statepoint_sites.len() as u32;
        let continuation = match continuation {
            CallContinuation::Invoke(edges) => CallContinuation::Invoke(InvokeEdges {
                call_site_tag: Some(tag),
                leave_unmanaged_code: is_transition,
                ..edges
            }),
            CallContinuation::FallThrough => CallContinuation::FallThrough,
        };
        let (call_result, call) = if patch_bytes == 0 {
            self.emit_tagged_call(target, &arguments, continuation, tag)?
        } else {
            self.emit_patch_region(target, &arguments, continuation, tag, patch_bytes)?
        };
        let is_invoke = matches!(continuation, CallContinuation::Invoke(_));
        if is_transition && !is_invoke {
            self.call_helper(LEAVE_UNMANAGED_CODE_HOOK, &[], &[], &[])?;
        }
        self.statepoint_sites.push(StatepointSite {
            id,
            flags,
            deopt,
            gc_pairs,
            gc_allocas,
            patch_bytes,
            call,
        });
        if let Some(token) = token {
            self.statepoint_spills.insert(
                token,
                StatepointSpills {
                    slot_of_live_index,
                    call_result,
                },
            );
        }
        Ok(Vec::new())
    }

    pub(crate) fn translate_gc_result(&mut self, call: &CallSite) -> CodegenResult<Vec<cl::Value>> {
        let spills = self.spills_of_token(call)?;
        Ok(spills.call_result.clone())
    }

    pub(crate) fn translate_gc_relocate(
        &mut self,
        call: &CallSite,
    ) -> CodegenResult<Vec<cl::Value>> {
        let derived_index = call
            .args
            .get(2)
            .map(|a| self.constant_integer(&a.value))
            .transpose()?
            .ok_or_else(|| CodegenError::module_level("gc.relocate without indices"))?;
        let (slot, ty) = *self
            .spills_of_token(call)?
            .slot_of_live_index
            .get(&(derived_index as u32))
            .ok_or_else(|| CodegenError::module_level("gc.relocate of an unspilled value"))?;
        Ok(vec![self.builder.ins().stack_load(
            cl::types::I64,
            ty,
            slot,
            0,
        )])
    }

    fn spills_of_token(&self, call: &CallSite) -> CodegenResult<&StatepointSpills> {
        let token = call
            .args
            .first()
            .and_then(|a| statepoint_token(self.body, &self.cfg, &a.value));
        token
            .and_then(|token| self.statepoint_spills.get(&token))
            .ok_or_else(|| {
                CodegenError::unsupported(
                    "gc.relocate or gc.result whose token is not a statepoint lowered before it",
                )
            })
    }

    /// Emits the call of a statepoint, marked with its index; returns the call's
    /// results and the call.
    fn emit_tagged_call(
        &mut self,
        target: CallTarget,
        arguments: &[cl::Value],
        continuation: CallContinuation,
        tag: u32,
    ) -> CodegenResult<(Vec<cl::Value>, cl::Inst)> {
        let EmittedCall {
            instruction,
            results,
        } = self.emit_call(target, arguments, continuation)?;
        if let CallContinuation::FallThrough = continuation {
            self.builder
                .func
                .debug_tags
                .set(instruction, [DebugTag::User(tag)]);
        }
        Ok((results, instruction))
    }

    /// Emits the patch region of a statepoint with `patch_bytes` > 0 (module
    /// docs); returns the results of the region's closing call and that call.
    fn emit_patch_region(
        &mut self,
        target: CallTarget,
        arguments: &[cl::Value],
        continuation: CallContinuation,
        tag: u32,
        patch_bytes: u32,
    ) -> CodegenResult<(Vec<cl::Value>, cl::Inst)> {
        let shape = PatchRegionShape::of(self.backend.isa())?;
        let trap_count = shape.trap_count(patch_bytes);
        let signature = self.builder.func.dfg.signatures[self.target_signature(target)].clone();
        let mut opening_signature = signature.clone();
        opening_signature.returns.clear();
        let mut closing_signature = signature;
        closing_signature.params.clear();

        let opening = self.placeholder_function(opening_signature);
        let opening_call = self.builder.ins().call(opening, arguments);
        self.builder
            .func
            .debug_tags
            .set(opening_call, [DebugTag::User(tag), PATCH_REGION_OPENING]);
        for _ in 0..trap_count {
            self.builder.ins().debugtrap();
        }
        let closing = self.placeholder_function(closing_signature);
        self.emit_tagged_call(CallTarget::Direct(closing), &[], continuation, tag)
    }

    /// A direct, near call of the function being translated with `signature`:
    /// a placeholder whose bytes `patch_regions` replaces.
    fn placeholder_function(&mut self, signature: cl::Signature) -> cl::FuncRef {
        let function = &mut self.builder.func;
        let name = function.declare_imported_user_function(cl::UserExternalName {
            namespace: 0,
            index: self.function_id.as_u32(),
        });
        let signature = function.import_signature(signature);
        function.import_function(cl::ExtFuncData {
            name: cl::ExternalName::user(name),
            signature,
            colocated: true,
            patchable: false,
        })
    }

    /// The distinct (base, derived) gc-live indices of the `gc.relocate`s of
    /// `token` (on both paths of an invoke), in layout order; the index of all
    /// tokens is built by one pass over the body on first use.
    fn relocations_of(&mut self, token: Value) -> Vec<(u32, u32)> {
        let module = self.ir_module;
        let body = self.body;
        let cfg = &self.cfg;
        let index = self.relocations_by_token.get_or_insert_with(|| {
            let mut index: HashMap<Value, Vec<(u32, u32)>> = HashMap::new();
            for (_, inst) in body.insts_in_order() {
                let Some(call) = body.inst(inst).kind.call_site() else {
                    continue;
                };
                if !passes::call_classification::is_gc_relocate(module, call) {
                    continue;
                }
                let constant = |position: usize| {
                    call.args
                        .get(position)
                        .and_then(|a| a.value.as_const())
                        .and_then(|c| module.consts.as_int(c))
                        .and_then(|v| v.to_u64())
                };
                if let (Some(token), Some(base), Some(derived)) = (
                    call.args
                        .first()
                        .and_then(|a| statepoint_token(body, cfg, &a.value)),
                    constant(1),
                    constant(2),
                ) {
                    let pairs = index.entry(token).or_default();
                    let pair = (base as u32, derived as u32);
                    if !pairs.contains(&pair) {
                        pairs.push(pair);
                    }
                }
            }
            index
        });
        index.get(&token).cloned().unwrap_or_default()
    }

    /// Stores a scalar or vector operand into a fresh explicit slot of its size.
    fn spill_to_new_slot(&mut self, operand: &Operand) -> CodegenResult<(cl::StackSlot, cl::Type)> {
        let ty = scalar_type(&self.ir_module.types, self.operand_type(operand))?;
        let value = self.scalar_operand(operand)?;
        let size = ty.bytes();
        let slot = self.builder.create_sized_stack_slot(cl::StackSlotData::new(
            cl::StackSlotKind::ExplicitSlot,
            size,
            size.trailing_zeros() as u8,
        ));
        self.builder
            .ins()
            .stack_store(cl::types::I64, value, slot, 0);
        Ok((slot, ty))
    }

    fn deopt_location(&mut self, operand: &Operand) -> CodegenResult<RecordedLocation> {
        if let Some(constant) = operand.as_const() {
            match self.ir_module.consts.get(constant) {
                ConstData::Int { value, .. } => {
                    if let Some(value) = value.to_i64() {
                        return Ok(RecordedLocation::Constant(value));
                    }
                }
                ConstData::Null(_)
                | ConstData::Zero(_)
                | ConstData::Undef(_)
                | ConstData::Poison(_) => return Ok(RecordedLocation::Constant(0)),
                _ => {}
            }
        }
        let (slot, ty) = self.spill_to_new_slot(operand)?;
        Ok(RecordedLocation::Spilled {
            slot,
            size: ty.bytes() as u16,
        })
    }

    fn constant_integer(&self, operand: &Operand) -> CodegenResult<i64> {
        operand
            .as_const()
            .and_then(|c| self.ir_module.consts.as_int(c))
            .and_then(|value| value.to_i64())
            .ok_or_else(|| {
                CodegenError::module_level("statepoint operand must be a constant integer")
            })
    }
}

/// The statepoint token a `gc.relocate` or `gc.result` operand stands for: the
/// operand itself, or for the `landingpad` of an invoke's unwind destination,
/// the token of the invoke that is its block's unique predecessor.
fn statepoint_token(body: &ir::Body, cfg: &ir::analysis::Cfg, operand: &Operand) -> Option<Value> {
    let Operand::Value(value) = operand else {
        return None;
    };
    let definition = body.defining_inst(*value)?;
    if !matches!(body.inst(definition).kind, InstKind::LandingPad { .. }) {
        return Some(*value);
    }
    let landing_block = body.inst_block(definition)?;
    let invoke_block = cfg.unique_predecessor(landing_block)?;
    let invoke = body.inst(body.terminator(invoke_block)?);
    match invoke.kind {
        InstKind::Invoke { unwind, .. } if unwind == landing_block => invoke.result,
        _ => None,
    }
}
