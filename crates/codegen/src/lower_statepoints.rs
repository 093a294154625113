//! Statepoint lowering (spec §9): `gc.statepoint`, `gc.result`, `gc.relocate`,
//! calls with a `deopt` bundle and `llvm.experimental.deoptimize`. Every such
//! call gets a stack map record whose locations mean what llc-19's mean
//! (`stack_map_values` says which operands are constants).
//!
//! Invariants:
//! * Each operand a record names is lowered once per record: as a constant
//!   (`stack_map_values`), as the address of its stack slot when it is an
//!   `alloca` (a `Direct` location), or else stored before the call to its own
//!   explicit stack slot, one slot per distinct operand, shared by its deopt
//!   and GC locations, so a collector that updates the GC location updates
//!   the deopt state too. Cranelift treats a call as a memory fence, so
//!   nothing forwards a stored value past it: whatever the collector wrote
//!   into the slot is what the code continues with.
//! * A stored operand of any scalar or vector type is one `Indirect`
//!   location of the type's store size, as llc's (`i24` 3 bytes, `x86_fp80`
//!   10, `<8 x i32>` 32, `<32 x ptr addrspace(1)>` 256), and its slot holds
//!   the value as LLVM stores it (`lower_memory`'s `store_value`: a split
//!   vector lane by lane, lanes that are not whole bytes bit-packed, a
//!   `<N x i1>`'s lane `i` at bit `i % 8` of byte `i / 8`, the bits past
//!   the last lane zero). The slot is aligned as the
//!   type, at most to 16 bytes. A GC pair of a vector of pointers names the
//!   whole slot for base and derived (the collector pairs them lane by lane,
//!   spec §8), and its `gc.relocate` reads every lane back. Refused with the
//!   type named: a deopt value of a struct or array type (llc-19 records its
//!   first field alone, which no reader of the deopt state can use) and a
//!   vector whose lanes are integers of more than 64 bits that are not whole
//!   bytes (`<2 x i100>`: `value_types`).
//! * The (base, derived) pairs are llc's: one per `gc.relocate`, taken in the
//!   order llc finds them (its use lists: the relocations of the statepoint
//!   token last to first, then those of an invoke's `landingpad` last to
//!   first), skipping a relocation whose derived value an earlier one already
//!   names (the same operand or the same constant); then a (V, V) pair for
//!   each deopt value that is a GC pointer (`stack_map_values`) and is no
//!   derived value yet, so the collector relocates the deopt state. A
//!   `gc.relocate` reads its derived value back from its slot after the
//!   call, or is the operand itself when that is a constant or a stack address.
//! * Every gc-live operand that is an `alloca` (a "gc-live alloca") is
//!   recorded, after the pairs, as one `Direct` location per listing: the
//!   address of its stack slot; the k-th listing of one address stands for its
//!   k-th word (docs/architecture.md, "gc-live allocas"), whose contents the
//!   collector updates in place; loads from the alloca after the call see the
//!   update.
//! * A call (not a statepoint) with a `deopt` bundle is recorded like a
//!   statepoint without GC operands: ID from its `"statepoint-id"` attribute
//!   (else [`DEOPT_BUNDLE_STATEPOINT_ID`]), patch bytes from
//!   `"statepoint-num-patch-bytes"`, flags 0. `llvm.experimental.deoptimize`
//!   is such a call of [`DEOPTIMIZE_SYMBOL`] with the intrinsic's arguments as
//!   ordinary (not variadic) arguments; its result is the call's result
//!   (llc emits nothing after that call, so `__llvm_deoptimize` must not
//!   return there; here it may, and the function returns its value).
//! * A `gc.relocate` on the exceptional path of an `invoke` statepoint names
//!   the `landingpad` of the invoke's unwind destination, whose unique
//!   predecessor is the invoke's block; it is the relocation of that
//!   statepoint and loads the same slot (both paths' pairs are recorded).
//! * The target is called as a call instruction would call it: a variadic
//!   target through `lower_varargs` (on x86-64 its stub sets `%al`, which
//!   llc-19 leaves unset: the record is the same, the call more correct), a
//!   result returned in memory through a return area (`signatures`).
//! * The call carries a Cranelift debug tag, the record's index in
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

use crate::data_layout::{abi_alignment, store_size};
use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::lower_calls::{x87_invoke_error, CallContinuation, CallTarget, EmittedCall};
use crate::lower_invokes::InvokeEdges;
use crate::patch_regions::PatchRegionShape;
use crate::stack_map_values::{
    cast_instruction_constant, is_deopt_gc_pointer, stack_map_constant, vector_element_constant,
};
use crate::value_types::leaf_types;
use cranelift_codegen::ir::{self as cl, DebugTag, InstBuilder};
use cranelift_module::Module;
use ir::{CallSite, Inst, InstKind, Operand, Value};
use std::collections::{HashMap, HashSet};

/// The runtime hook called before a statepoint call with the GC-transition flag.
pub const ENTER_UNMANAGED_CODE_HOOK: &str = "rt_enter_unmanaged_code";
/// The runtime hook called after a statepoint call with the GC-transition flag.
pub const LEAVE_UNMANAGED_CODE_HOOK: &str = "rt_leave_unmanaged_code";
/// What a call of `llvm.experimental.deoptimize` calls.
pub const DEOPTIMIZE_SYMBOL: &str = "__llvm_deoptimize";
/// The record ID of a call with a `deopt` bundle and no `"statepoint-id"` (LLVM's
/// `StatepointDirectives::DeoptBundleStatepointID`).
pub const DEOPT_BUNDLE_STATEPOINT_ID: u64 = 0xABCD_EF0F;

/// The second debug tag of the opening call of a patch region (the first is the statepoint's index).
pub const PATCH_REGION_OPENING: DebugTag = DebugTag::User(u32::MAX);

/// The largest alignment of a record operand's slot: Cranelift aligns its
/// frame to 16 bytes (llc realigns its frame for a more aligned slot, or
/// stores unaligned; here the slot is written leaf by leaf, and Cranelift's
/// loads and stores need no alignment).
const MAXIMUM_SLOT_ALIGNMENT: u64 = 16;
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
    /// Stored in an explicit stack slot (an Indirect `[SP + offset]` location
    /// of the slot's size).
    Spilled(SpillSlot),
    /// The address of a stack slot, an `alloca` (a Direct `SP + offset` location).
    StackAddress(cl::StackSlot),
}

/// The explicit stack slot a record operand is stored to before the call.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SpillSlot {
    pub slot: cl::StackSlot,
    /// The operand's IR type, which says how its value lies in the slot (module docs).
    pub ty: ir::TypeId,
    /// The type's store size: the bytes the record's location covers.
    pub bytes: u16,
}

/// What the stack map record of one statepoint needs, before frame offsets are known.
#[derive(Clone, Debug)]
pub struct StatepointSite {
    pub id: u64,
    /// The LLVM calling convention number of the call.
    pub calling_convention: u32,
    pub flags: u64,
    pub deopt: Vec<RecordedLocation>,
    /// The (base, derived) pairs, in llc's order (module docs).
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

/// What a `gc.relocate` of one gc-live operand yields.
#[derive(Clone, Debug)]
enum Relocation {
    /// The operand's value read back from the slot the collector updates.
    Reload(SpillSlot),
    /// The operand itself: a constant or a stack address, which nothing moves.
    Unmoved(Operand),
}

/// The relocations of one lowered statepoint, for its `gc.relocate`s, and its call's result.
pub(crate) struct StatepointSpills {
    relocation_of_live_index: HashMap<u32, Relocation>,
    call_result: Vec<cl::Value>,
}

/// What makes two operands one value to llc: the same operand, the same
/// constant, or relocations of one value by one statepoint (`gc.relocate`s
/// whose derived pointers are one value read the same slot after the call;
/// a relocated constant is that constant).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum ValueIdentity {
    Constant(i64),
    Operand(Operand),
    Relocated {
        token: Value,
        derived: Box<ValueIdentity>,
    },
}

/// The slot of each spilled value of one record: operands of one identity
/// hold one value, so they share it.
type RecordSlots = HashMap<ValueIdentity, SpillSlot>;

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
        let relocations = token
            .map(|token| self.relocations_of(token))
            .unwrap_or_default();
        let gc_live: Vec<Operand> = call
            .bundle("gc-live")
            .map(|bundle| bundle.inputs.clone())
            .unwrap_or_default();
        let live_operand = |index: u32| {
            gc_live.get(index as usize).ok_or_else(|| {
                CodegenError::module_level("gc.relocate index outside the gc-live bundle")
            })
        };
        let deopt_operands = deopt_operands(call);
        let mut slots = RecordSlots::new();
        let deopt = self.record_operands(&deopt_operands, &mut slots)?;

        let mut derived_values = HashSet::new();
        let mut pairs = Vec::new();
        for &(base, derived) in &relocations {
            let derived = live_operand(derived)?;
            if derived_values.insert(self.value_identity(derived)) {
                pairs.push((live_operand(base)?.clone(), derived.clone()));
            }
        }
        for operand in &deopt_operands {
            let is_gc_pointer =
                is_deopt_gc_pointer(self.ir_module, self.function, self.operand_type(operand));
            if is_gc_pointer && derived_values.insert(self.value_identity(operand)) {
                pairs.push((operand.clone(), operand.clone()));
            }
        }
        let mut gc_pairs = Vec::with_capacity(pairs.len());
        for (base, derived) in &pairs {
            let base = self.record_operand(base, &mut slots)?;
            gc_pairs.push((base, self.record_operand(derived, &mut slots)?));
        }
        let mut relocation_of_live_index = HashMap::new();
        for &(_, derived) in &relocations {
            let operand = live_operand(derived)?;
            let relocation = match self.record_operand(operand, &mut slots)? {
                RecordedLocation::Spilled(spilled) => Relocation::Reload(spilled),
                RecordedLocation::Constant(_) | RecordedLocation::StackAddress(_) => {
                    Relocation::Unmoved(operand.clone())
                }
            };
            relocation_of_live_index.insert(derived, relocation);
        }

        let mut gc_allocas = Vec::new();
        for operand in &gc_live {
            if let Some(slot) = self.alloca_slot(operand)? {
                gc_allocas.push(slot);
            } else if self.is_alloca(operand) {
                // Its words would have to be scanned in `malloc`ed memory.
                return Err(CodegenError::unsupported(
                    "a gc-live alloca that is not static (outside the entry block or of \
                     run-time size)",
                ));
            }
        }

        let (return_type, _, variadic) = self
            .ir_module
            .types
            .function_parts(target_type)
            .ok_or_else(|| {
                CodegenError::module_level("statepoint target of a non-function type")
            })?;
        let no_attributes = ir::AttrList::default();
        let (target, arguments, return_area) = if variadic {
            self.variadic_call(&target.value, call_arguments, (return_type, &no_attributes))?
        } else {
            let return_area = self.return_area_for(return_type)?;
            let mut arguments: Vec<cl::Value> = return_area.into_iter().collect();
            arguments.extend(self.call_arguments(call_arguments.iter().map(|a| &a.value))?);
            let argument_attributes: Vec<&ir::AttrList> =
                call_arguments.iter().map(|a| &a.attrs).collect();
            let callee = self.call_target(
                &target.value,
                target_type,
                &argument_attributes,
                &no_attributes,
            )?;
            self.pad_by_value_arguments(
                callee,
                call_arguments,
                &mut arguments,
                usize::from(return_area.is_some()),
            )?;
            let callee = if self.is_x87_type(return_type) {
                self.x87_return_target(&target.value, target_type, callee, &mut arguments)?
            } else {
                callee
            };
            (callee, arguments, return_area)
        };
        if self.is_x87_type(return_type) && matches!(continuation, CallContinuation::Invoke(_)) {
            return Err(x87_invoke_error());
        }
        let is_transition = flags & GC_TRANSITION_FLAG != 0;
        if is_transition {
            self.call_helper(ENTER_UNMANAGED_CODE_HOOK, &[], &[], &[])?;
        }
        let (call_result, call_instruction) =
            self.emit_recorded_call(target, &arguments, continuation, patch_bytes, is_transition)?;
        let call_result = self.call_results(return_type, return_area, call_result)?;
        let is_invoke = matches!(continuation, CallContinuation::Invoke(_));
        if is_transition && !is_invoke {
            self.call_helper(LEAVE_UNMANAGED_CODE_HOOK, &[], &[], &[])?;
        }
        self.statepoint_sites.push(StatepointSite {
            id,
            calling_convention: call.cc.0,
            flags,
            deopt,
            gc_pairs,
            gc_allocas,
            patch_bytes,
            call: call_instruction,
        });
        if let Some(token) = token {
            self.statepoint_spills.insert(
                token,
                StatepointSpills {
                    relocation_of_live_index,
                    call_result,
                },
            );
        }
        Ok(Vec::new())
    }

    /// A call (not a statepoint) with a `deopt` bundle, of `target` with
    /// `arguments`: recorded like a statepoint without GC operands (module docs).
    pub(crate) fn translate_call_with_deopt_state(
        &mut self,
        call: &CallSite,
        target: CallTarget,
        arguments: &[cl::Value],
        continuation: CallContinuation,
    ) -> CodegenResult<Vec<cl::Value>> {
        let directive = |key: &str| {
            call.fn_attrs
                .get_str(key)
                .flatten()
                .and_then(|text| text.parse::<u64>().ok())
        };
        let id = directive("statepoint-id").unwrap_or(DEOPT_BUNDLE_STATEPOINT_ID);
        let patch_bytes = directive("statepoint-num-patch-bytes").unwrap_or(0);
        let patch_bytes = u32::try_from(patch_bytes).map_err(|_| {
            CodegenError::module_level("\"statepoint-num-patch-bytes\" must be a u32")
        })?;
        let deopt = self.record_operands(&deopt_operands(call), &mut RecordSlots::new())?;
        let (results, call_instruction) =
            self.emit_recorded_call(target, arguments, continuation, patch_bytes, false)?;
        self.statepoint_sites.push(StatepointSite {
            id,
            calling_convention: call.cc.0,
            flags: 0,
            deopt,
            gc_pairs: Vec::new(),
            gc_allocas: Vec::new(),
            patch_bytes,
            call: call_instruction,
        });
        Ok(results)
    }

    /// `llvm.experimental.deoptimize`: a call of [`DEOPTIMIZE_SYMBOL`] with the
    /// intrinsic's arguments and result, recorded with its deopt state.
    pub(crate) fn translate_deoptimize(
        &mut self,
        call: &CallSite,
    ) -> CodegenResult<Vec<cl::Value>> {
        let arguments = self.call_arguments(call.args.iter().map(|a| &a.value))?;
        let return_type = match self.ir_module.types.get(call.fn_ty) {
            ir::Type::Function { ret, .. } => *ret,
            _ => return Err(CodegenError::module_level("call without a function type")),
        };
        let mut signature = self.backend.make_signature();
        for &argument in &arguments {
            let ty = self.builder.func.dfg.value_type(argument);
            signature.params.push(cl::AbiParam::new(ty));
        }
        for ty in leaf_types(&self.ir_module.types, return_type)? {
            signature.returns.push(cl::AbiParam::new(ty));
        }
        let id = self
            .symbols
            .helper_function(self.backend, DEOPTIMIZE_SYMBOL, &signature)?;
        let declared = &self.backend.declarations().get_function_decl(id).signature;
        let target = if *declared == signature {
            CallTarget::Direct(self.function_reference(id))
        } else {
            // Another call declared the symbol with other argument types.
            let reference = self.function_reference(id);
            let address = self.builder.ins().func_addr(cl::types::I64, reference);
            CallTarget::Indirect(self.builder.import_signature(signature), address)
        };
        self.translate_call_with_deopt_state(
            call,
            target,
            &arguments,
            CallContinuation::FallThrough,
        )
    }

    /// Emits a call that gets a stack map record, marked with the index the
    /// record will have; returns the call's results and the call.
    fn emit_recorded_call(
        &mut self,
        target: CallTarget,
        arguments: &[cl::Value],
        continuation: CallContinuation,
        patch_bytes: u32,
        is_transition: bool,
    ) -> CodegenResult<(Vec<cl::Value>, cl::Inst)> {
        let tag = self.statepoint_sites.len() as u32;
        let continuation = match continuation {
            CallContinuation::Invoke(edges) => CallContinuation::Invoke(InvokeEdges {
                call_site_tag: Some(tag),
                leave_unmanaged_code: is_transition,
                ..edges
            }),
            CallContinuation::FallThrough => CallContinuation::FallThrough,
        };
        if patch_bytes == 0 {
            self.emit_tagged_call(target, arguments, continuation, tag)
        } else {
            self.emit_patch_region(target, arguments, continuation, tag, patch_bytes)
        }
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
        let relocation = self
            .spills_of_token(call)?
            .relocation_of_live_index
            .get(&(derived_index as u32))
            .cloned()
            .ok_or_else(|| CodegenError::module_level("gc.relocate of an unrecorded value"))?;
        match relocation {
            Relocation::Reload(spilled) => self.reload(spilled),
            Relocation::Unmoved(operand) => self.operand(&operand),
        }
    }

    fn spills_of_token(&self, call: &CallSite) -> CodegenResult<&StatepointSpills> {
        let token = call
            .args
            .first()
            .and_then(|a| statepoint_token(self.body, &self.cfg, &a.value).map(|(token, _)| token));
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

    /// The (base, derived) gc-live indices of the `gc.relocate`s of `token`, in
    /// the order llc takes them (module docs); the index of all tokens is built
    /// by one pass over the body on first use.
    fn relocations_of(&mut self, token: Value) -> Vec<(u32, u32)> {
        let module = self.ir_module;
        let body = self.body;
        let cfg = &self.cfg;
        let index = self.relocations_by_token.get_or_insert_with(|| {
            let mut on_token: HashMap<Value, Vec<(u32, u32)>> = HashMap::new();
            let mut on_landing_pad: HashMap<Value, Vec<(u32, u32)>> = HashMap::new();
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
                if let (Some((token, through_landing_pad)), Some(base), Some(derived)) = (
                    call.args
                        .first()
                        .and_then(|a| statepoint_token(body, cfg, &a.value)),
                    constant(1),
                    constant(2),
                ) {
                    let relocations = if through_landing_pad {
                        &mut on_landing_pad
                    } else {
                        &mut on_token
                    };
                    relocations
                        .entry(token)
                        .or_default()
                        .push((base as u32, derived as u32));
                }
            }
            let mut index = on_token;
            for relocations in index.values_mut() {
                relocations.reverse();
            }
            for (token, mut relocations) in on_landing_pad {
                relocations.reverse();
                index.entry(token).or_default().extend(relocations);
            }
            index
        });
        index.get(&token).cloned().unwrap_or_default()
    }

    /// The deopt or GC location of each of `operands`, in order.
    fn record_operands(
        &mut self,
        operands: &[Operand],
        slots: &mut RecordSlots,
    ) -> CodegenResult<Vec<RecordedLocation>> {
        operands
            .iter()
            .map(|operand| self.record_operand(operand, slots))
            .collect()
    }

    /// Where one operand of a record is at the call (module docs); stores it
    /// to its slot in `slots` before the call, creating the slot the first time.
    fn record_operand(
        &mut self,
        operand: &Operand,
        slots: &mut RecordSlots,
    ) -> CodegenResult<RecordedLocation> {
        let identity = self.value_identity(operand);
        if let ValueIdentity::Constant(value) = identity {
            return Ok(RecordedLocation::Constant(value));
        }
        if let Some(slot) = self.alloca_slot(operand)? {
            return Ok(RecordedLocation::StackAddress(slot));
        }
        let spilled = match slots.get(&identity) {
            Some(&spilled) => spilled,
            None => {
                let spilled = self.spill_to_new_slot(operand)?;
                slots.insert(identity, spilled);
                spilled
            }
        };
        Ok(RecordedLocation::Spilled(spilled))
    }

    fn value_identity(&self, operand: &Operand) -> ValueIdentity {
        if let Some((token, derived)) = self.relocated_operand(operand) {
            return match self.value_identity(derived) {
                constant @ ValueIdentity::Constant(_) => constant,
                derived => ValueIdentity::Relocated {
                    token,
                    derived: Box::new(derived),
                },
            };
        }
        let module = self.ir_module;
        let constant = match operand {
            Operand::Const(constant) => stack_map_constant(module, *constant),
            Operand::Value(value) => {
                self.body
                    .defining_inst(*value)
                    .and_then(|inst| match &self.body.inst(inst).kind {
                        InstKind::ExtractElement {
                            vector: Operand::Const(vector),
                            index: Operand::Const(index),
                        } => {
                            let index = module.consts.as_int(*index)?.to_u64()?;
                            vector_element_constant(module, *vector, index)
                        }
                        InstKind::Cast {
                            op,
                            value: Operand::Const(value),
                            to,
                            ..
                        } => cast_instruction_constant(module, *op, *value, *to),
                        _ => None,
                    })
            }
            Operand::Metadata(_) => None,
        };
        constant.map_or_else(
            || ValueIdentity::Operand(operand.clone()),
            ValueIdentity::Constant,
        )
    }

    /// For the result of a `gc.relocate`: its statepoint's token and the
    /// `gc-live` operand it relocates.
    fn relocated_operand(&self, operand: &Operand) -> Option<(Value, &Operand)> {
        let definition = self.body.defining_inst(operand.as_value()?)?;
        let relocate = self.body.inst(definition).kind.call_site()?;
        if !passes::call_classification::is_gc_relocate(self.ir_module, relocate) {
            return None;
        }
        let (token, _) = statepoint_token(self.body, &self.cfg, &relocate.args.first()?.value)?;
        let derived_index = match &relocate.args.get(2)?.value {
            Operand::Const(index) => self.ir_module.consts.as_int(*index)?.to_u64()?,
            _ => return None,
        };
        let statepoint = self
            .body
            .inst(self.body.defining_inst(token)?)
            .kind
            .call_site()?;
        let live = statepoint
            .bundle("gc-live")?
            .inputs
            .get(derived_index as usize)?;
        Some((token, live))
    }

    /// Whether `operand` is the result of an `alloca`.
    fn is_alloca(&self, operand: &Operand) -> bool {
        operand
            .as_value()
            .and_then(|value| self.body.defining_inst(value))
            .is_some_and(|def| matches!(self.body.inst(def).kind, InstKind::Alloca { .. }))
    }

    /// The stack slot of an `alloca` whose address `operand` is (a value of
    /// one leaf: a vector of several is no address).
    fn alloca_slot(&mut self, operand: &Operand) -> CodegenResult<Option<cl::StackSlot>> {
        if !matches!(operand, Operand::Value(_)) {
            return Ok(None);
        }
        let [address] = self.operand(operand)?[..] else {
            return Ok(None);
        };
        Ok(self.alloca_slots.get(&address).copied())
    }

    /// Stores an operand of a scalar or vector type into a fresh explicit slot
    /// of its store size, as llc stores it (module docs).
    fn spill_to_new_slot(&mut self, operand: &Operand) -> CodegenResult<SpillSlot> {
        let types = &self.ir_module.types;
        let ty = self.operand_type(operand);
        if types.is_aggregate(ty) {
            // Only a deopt value can be one (a `gc.relocate` gives a pointer
            // or a vector of pointers); llc-19 records its first scalar alone.
            return Err(CodegenError::unsupported(format!(
                "a deopt value of the aggregate type {} (llc-19 records only its first field)",
                types.display(ty)
            )));
        }
        let bytes = store_size(types, ty)?;
        let bytes = u16::try_from(bytes).map_err(|_| {
            CodegenError::unsupported(format!(
                "a deopt or gc-live value of {bytes} bytes ({})",
                types.display(ty)
            ))
        })?;
        let alignment = abi_alignment(types, ty)?.min(MAXIMUM_SLOT_ALIGNMENT);
        let spilled = SpillSlot {
            slot: self.builder.create_sized_stack_slot(cl::StackSlotData::new(
                cl::StackSlotKind::ExplicitSlot,
                u32::from(bytes),
                alignment.trailing_zeros() as u8,
            )),
            ty,
            bytes,
        };
        let values = self.operand(operand)?;
        let address = self
            .builder
            .ins()
            .stack_addr(cl::types::I64, spilled.slot, 0);
        self.store_value(ty, &values, address, 0, false)?;
        Ok(spilled)
    }

    /// The value of a relocated operand, read back leaf by leaf from its slot.
    fn reload(&mut self, spilled: SpillSlot) -> CodegenResult<Vec<cl::Value>> {
        let address = self
            .builder
            .ins()
            .stack_addr(cl::types::I64, spilled.slot, 0);
        self.load_value(spilled.ty, address, 0, false)
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

/// The inputs of a call's `deopt` bundle.
fn deopt_operands(call: &CallSite) -> Vec<Operand> {
    call.bundle("deopt")
        .map(|bundle| bundle.inputs.clone())
        .unwrap_or_default()
}

/// The statepoint token a `gc.relocate` or `gc.result` operand stands for, and
/// whether it stands for it through a `landingpad`: the operand itself, or for
/// the `landingpad` of an invoke's unwind destination, the token of the invoke
/// that is its block's unique predecessor.
fn statepoint_token(
    body: &ir::Body,
    cfg: &ir::analysis::Cfg,
    operand: &Operand,
) -> Option<(Value, bool)> {
    let Operand::Value(value) = operand else {
        return None;
    };
    let definition = body.defining_inst(*value)?;
    if !matches!(body.inst(definition).kind, InstKind::LandingPad { .. }) {
        return Some((*value, false));
    }
    let landing_block = body.inst_block(definition)?;
    let invoke_block = cfg.unique_predecessor(landing_block)?;
    let invoke = body.inst(body.terminator(invoke_block)?);
    match invoke.kind {
        InstKind::Invoke { unwind, .. } if unwind == landing_block => {
            invoke.result.map(|token| (token, true))
        }
        _ => None,
    }
}
