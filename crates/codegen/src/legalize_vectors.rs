//! Vector instructions Cranelift's vector types cannot express, lane by lane.
//!
//! LLVM vectors have any length and element type; Cranelift's x86-64 and
//! AArch64 backends have 128-bit vectors. A vector of another type is a split
//! vector (`value_types`): one leaf per lane. Here every vector instruction
//! that involves a split vector, and those Cranelift lacks for any vector
//! (`icmp`/`fcmp` giving `<N x i1>`, `select` on a vector condition,
//! `shufflevector`, lanes chosen at run time, the arithmetic of
//! [`has_cranelift_vector_operation`], `getelementptr` giving a vector of
//! pointers), is computed lane by lane with
//! the scalar lowering of the same instruction (LangRef: vector operations are
//! the element-wise scalar operation). Native vectors are read lane by lane
//! with `extractlane` and rebuilt with `insertlane` when they take part.
//!
//! Intrinsics: an element-wise intrinsic with a vector argument or result is
//! the scalar intrinsic on each lane (scalar arguments such as `abs`'s flag
//! shared by every lane); `llvm.vector.reduce.*` of integers folds the lanes
//! with the operation in lane order; `llvm.masked.gather` and
//! `llvm.masked.scatter` access memory lane by lane, only for the lanes
//! their mask enables.
//!
//! Calls: a split vector passed or returned is packed into its 128-bit
//! register chunks (`value_types::register_chunks`) with `splat` and
//! `insertlane`, and unpacked with `extractlane`, also as a member of a
//! returned struct or array ([`FunctionTranslator::result_values`]).
//!
//! Invariants: a `bitcast` that involves a split vector goes through memory
//! (`lower_memory`'s `store_value` and `load_value`), except between
//! `<N x i1>` and an integer of at most 128 bits, in registers: lane `i` is
//! bit `i` of the integer (LLVM's little-endian bit order, as in memory); an
//! undefined `shufflevector` mask lane gives zero (a refinement of poison).

use crate::error::{CodegenError, CodegenResult};
use crate::function_translator::FunctionTranslator;
use crate::lower_scalar_operations::GepLaneIndex;
use crate::value_types::{
    aggregate_members, is_boolean_vector, is_split_vector, leaf_types, register_chunks,
    result_types, scalar_type,
};
use cranelift_codegen::ir::{self as cl, InstBuilder};
use cranelift_module::Module;
use ir::{BinaryOp, CallSite, CastOp, ConstData, ConstId, InstKind, Operand, Type, TypeId};

/// Whether Cranelift's x86-64 and AArch64 backends compute `op` on 128-bit
/// vectors of `element` as LLVM does: not divisions and remainders, not
/// shifts (Cranelift shifts every lane by one scalar amount), not `i8` lanes'
/// multiplication.
fn has_cranelift_vector_operation(op: BinaryOp, element: TypeId, types: &ir::TypeTable) -> bool {
    match op {
        BinaryOp::Add
        | BinaryOp::Sub
        | BinaryOp::And
        | BinaryOp::Or
        | BinaryOp::Xor
        | BinaryOp::FAdd
        | BinaryOp::FSub
        | BinaryOp::FMul
        | BinaryOp::FDiv => true,
        BinaryOp::Mul => types.int_width(element) != Some(8),
        _ => false,
    }
}

/// An intrinsic's argument, lane by lane.
enum Lanes {
    PerLane(Vec<cl::Value>),
    Shared(cl::Value),
}

impl<M: Module> FunctionTranslator<'_, M> {
    /// The leaves of `kind`'s result when it is a vector instruction computed
    /// lane by lane; `None` for every other instruction.
    pub(crate) fn translate_lane_wise(
        &mut self,
        kind: &InstKind,
        result_type: Option<TypeId>,
    ) -> CodegenResult<Option<Vec<cl::Value>>> {
        let types = &self.ir_module.types;
        let split = |ty: TypeId| is_split_vector(types, ty);
        let result_type = match result_type {
            Some(ty) => ty,
            None => return Ok(None),
        };
        let lanes = match kind {
            InstKind::Binary { op, lhs, rhs, .. }
                if split(result_type)
                    || (types.is_vector(result_type)
                        && !has_cranelift_vector_operation(
                            *op,
                            types.scalar_type(result_type),
                            types,
                        )) =>
            {
                let element = types.scalar_type(result_type);
                let (left, right) = (self.lanes_of(lhs)?, self.lanes_of(rhs)?);
                let mut lanes = Vec::with_capacity(left.len());
                for (a, b) in left.into_iter().zip(right) {
                    lanes.push(self.binary(*op, element, a, b)?);
                }
                lanes
            }
            InstKind::FNeg { value, .. } if split(result_type) => self
                .lanes_of(value)?
                .into_iter()
                .map(|lane| self.builder.ins().fneg(lane))
                .collect(),
            InstKind::Cast {
                op: CastOp::BitCast,
                value,
                to,
                ..
            } if split(*to) || split(self.operand_type(value)) => {
                return self.bitcast_through_lanes(value, *to).map(Some)
            }
            InstKind::Cast { op, value, to, .. }
                if split(*to) || split(self.operand_type(value)) =>
            {
                let (from, to) = (
                    types.scalar_type(self.operand_type(value)),
                    types.scalar_type(*to),
                );
                let mut lanes = Vec::new();
                for lane in self.lanes_of(value)? {
                    lanes.push(self.cast(*op, from, to, lane)?);
                }
                lanes
            }
            InstKind::ICmp { pred, lhs, rhs } if types.is_vector(result_type) => {
                let element = types.scalar_type(self.operand_type(lhs));
                let (left, right) = (self.lanes_of(lhs)?, self.lanes_of(rhs)?);
                left.into_iter()
                    .zip(right)
                    .map(|(a, b)| self.integer_compare(*pred, element, a, b))
                    .collect()
            }
            InstKind::FCmp { pred, lhs, rhs, .. } if types.is_vector(result_type) => {
                let (left, right) = (self.lanes_of(lhs)?, self.lanes_of(rhs)?);
                left.into_iter()
                    .zip(right)
                    .map(|(a, b)| self.float_compare(*pred, a, b))
                    .collect()
            }
            InstKind::Select { cond, t, f, .. } if types.is_vector(self.operand_type(cond)) => {
                let conditions = self.lanes_of(cond)?;
                let (when_true, when_false) = (self.lanes_of(t)?, self.lanes_of(f)?);
                conditions
                    .into_iter()
                    .zip(when_true.into_iter().zip(when_false))
                    .map(|(c, (a, b))| self.builder.ins().select(c, a, b))
                    .collect()
            }
            InstKind::Select { cond, t, f, .. } if split(result_type) => {
                let condition = self.scalar_operand(cond)?;
                let (when_true, when_false) = (self.lanes_of(t)?, self.lanes_of(f)?);
                when_true
                    .into_iter()
                    .zip(when_false)
                    .map(|(a, b)| self.builder.ins().select(condition, a, b))
                    .collect()
            }
            InstKind::ExtractElement { vector, index }
                if split(self.operand_type(vector)) || index.as_const().is_none() =>
            {
                let lanes = self.lanes_of(vector)?;
                return Ok(Some(vec![self.lane_at(&lanes, index)?]));
            }
            InstKind::InsertElement {
                vector,
                elem,
                index,
            } if split(result_type) || index.as_const().is_none() => {
                let mut lanes = self.lanes_of(vector)?;
                let element = self.scalar_operand(elem)?;
                self.replace_lane_at(&mut lanes, index, element)?;
                lanes
            }
            InstKind::Gep {
                source_ty,
                base,
                indices,
                ..
            } if types.is_vector(result_type) => {
                self.lane_wise_element_addresses(*source_ty, base, indices, result_type)?
            }
            InstKind::ShuffleVector { a, b, mask } => {
                let mut sources = self.lanes_of(a)?;
                sources.extend(self.lanes_of(b)?);
                let lane_type = self.builder.func.dfg.value_type(sources[0]);
                let mut lanes = Vec::new();
                for selected in self.shuffle_mask(*mask)? {
                    lanes.push(match selected.and_then(|index| sources.get(index)) {
                        Some(&lane) => lane,
                        None => self.zero(lane_type),
                    });
                }
                lanes
            }
            _ => return Ok(None),
        };
        self.vector_of_lanes(result_type, lanes).map(Some)
    }

    /// The result of intrinsic `name` (`base`: without type suffixes) when a
    /// vector takes part, computed lane by lane; `None` when none does.
    pub(crate) fn translate_lane_wise_intrinsic(
        &mut self,
        name: &str,
        base: &str,
        call: &CallSite,
    ) -> CodegenResult<Option<Vec<cl::Value>>> {
        let types = &self.ir_module.types;
        let result_type = types.function_parts(call.fn_ty).map(|(ret, _, _)| ret);
        let vector_arguments: Vec<bool> = call
            .args
            .iter()
            .map(|argument| types.is_vector(self.operand_type(&argument.value)))
            .collect();
        let vector_result = result_type.filter(|&ty| types.is_vector(ty));
        if !vector_arguments.contains(&true) && vector_result.is_none() {
            return Ok(None);
        }
        if let Some(operation) = base.strip_prefix("llvm.vector.reduce.") {
            let [argument] = &call.args[..] else {
                return Err(CodegenError::unsupported(format!("intrinsic @{name}")));
            };
            let lanes = self.lanes_of(&argument.value)?;
            return Ok(Some(vec![self.reduce_lanes(operation, name, lanes)?]));
        }
        let mut arguments = Vec::with_capacity(call.args.len());
        for (argument, &is_vector) in call.args.iter().zip(&vector_arguments) {
            arguments.push(if is_vector {
                Lanes::PerLane(self.lanes_of(&argument.value)?)
            } else {
                Lanes::Shared(self.scalar_operand(&argument.value)?)
            });
        }
        let lane_count = arguments
            .iter()
            .find_map(|argument| match argument {
                Lanes::PerLane(lanes) => Some(lanes.len()),
                Lanes::Shared(_) => None,
            })
            .ok_or_else(|| CodegenError::unsupported(format!("intrinsic @{name}")))?;
        let mut results = Vec::with_capacity(lane_count);
        for lane in 0..lane_count {
            let lane_arguments: Vec<cl::Value> = arguments
                .iter()
                .map(|argument| match argument {
                    Lanes::PerLane(lanes) => lanes[lane],
                    Lanes::Shared(value) => *value,
                })
                .collect();
            match self.intrinsic_of_values(name, base, &lane_arguments)?[..] {
                [single] => results.push(single),
                _ => return Err(CodegenError::unsupported(format!("intrinsic @{name}"))),
            }
        }
        match vector_result {
            Some(ty) => self.vector_of_lanes(ty, results).map(Some),
            None => Err(CodegenError::unsupported(format!("intrinsic @{name}"))),
        }
    }

    /// `llvm.masked.gather(addresses, alignment, mask, passthrough)` and
    /// `llvm.masked.scatter(values, addresses, alignment, mask)`: each lane
    /// whose mask bit is set is loaded from (stored at) its own address, in
    /// lane order; a gathered lane whose bit is clear is the passthrough's. A
    /// lane's access is behind a branch on its mask bit unless the mask lane
    /// is a constant: a masked-off lane's address need not be valid. Lanes of
    /// any type are accessed as `load_value` and `store_value` do.
    pub(crate) fn masked_gather_or_scatter(
        &mut self,
        name: &str,
        base: &str,
        call: &CallSite,
    ) -> CodegenResult<Vec<cl::Value>> {
        let gather = base == "llvm.masked.gather";
        let (addresses, mask, data) = match &call.args[..] {
            [addresses, _, mask, passthrough] if gather => (addresses, mask, passthrough),
            [values, addresses, _, mask] if !gather => (addresses, mask, values),
            _ => {
                return Err(CodegenError::module_level(format!(
                    "@{name} with {} arguments",
                    call.args.len()
                )))
            }
        };
        let element = self
            .ir_module
            .types
            .scalar_type(self.operand_type(&data.value));
        let addresses = self.lanes_of(&addresses.value)?;
        let mut data_lanes = self.lanes_of(&data.value)?;
        let mask_lanes = self.lanes_of(&mask.value)?;
        for (lane, &address) in addresses.iter().enumerate() {
            let mask_constant = self.constant_vector_lane(&mask.value, lane);
            if mask_constant == Some(0) {
                continue;
            }
            let join = if mask_constant.is_none() {
                let (access, join) = (self.builder.create_block(), self.builder.create_block());
                let skipped = if gather {
                    let lane_type = self.builder.func.dfg.value_type(data_lanes[lane]);
                    self.builder.append_block_param(join, lane_type);
                    vec![cl::BlockArg::Value(data_lanes[lane])]
                } else {
                    Vec::new()
                };
                self.builder
                    .ins()
                    .brif(mask_lanes[lane], access, &[], join, &skipped);
                self.builder.switch_to_block(access);
                Some(join)
            } else {
                None
            };
            if gather {
                let [loaded] = self.load_value(element, address, 0, false)?[..] else {
                    return Err(CodegenError::module_level(format!(
                        "@{name} of lanes of the aggregate type {}",
                        self.ir_module.types.display(element)
                    )));
                };
                data_lanes[lane] = loaded;
            } else {
                self.store_value(element, &data_lanes[lane..=lane], address, 0, false)?;
            }
            if let Some(join) = join {
                let accessed = if gather {
                    vec![cl::BlockArg::Value(data_lanes[lane])]
                } else {
                    Vec::new()
                };
                self.builder.ins().jump(join, &accessed);
                self.builder.switch_to_block(join);
                if gather {
                    data_lanes[lane] = self.builder.block_params(join)[0];
                }
            }
        }
        if !gather {
            return Ok(Vec::new());
        }
        let result_type = self.operand_type(&data.value);
        self.vector_of_lanes(result_type, data_lanes)
    }

    /// `llvm.vector.reduce.<operation>` of integer lanes.
    fn reduce_lanes(
        &mut self,
        operation: &str,
        name: &str,
        lanes: Vec<cl::Value>,
    ) -> CodegenResult<cl::Value> {
        let mut lanes = lanes.into_iter();
        let first = lanes
            .next()
            .ok_or_else(|| CodegenError::unsupported(format!("intrinsic @{name} of no lanes")))?;
        lanes.try_fold(first, |total, lane| {
            let ins = self.builder.ins();
            Ok(match operation {
                "add" => ins.iadd(total, lane),
                "mul" => ins.imul(total, lane),
                "and" => ins.band(total, lane),
                "or" => ins.bor(total, lane),
                "xor" => ins.bxor(total, lane),
                "smax" => ins.smax(total, lane),
                "smin" => ins.smin(total, lane),
                "umax" => ins.umax(total, lane),
                "umin" => ins.umin(total, lane),
                _ => return Err(CodegenError::unsupported(format!("intrinsic @{name}"))),
            })
        })
    }

    /// The lanes of a vector operand, one Cranelift value each.
    fn lanes_of(&mut self, operand: &Operand) -> CodegenResult<Vec<cl::Value>> {
        let leaves = self.operand(operand)?;
        if is_split_vector(&self.ir_module.types, self.operand_type(operand)) {
            return Ok(leaves);
        }
        let [vector] = leaves[..] else {
            return Err(CodegenError::unsupported(
                "an aggregate where a vector is expected",
            ));
        };
        let vector_type = self.builder.func.dfg.value_type(vector);
        Ok((0..vector_type.lane_count() as u8)
            .map(|lane| self.builder.ins().extractlane(vector, lane))
            .collect())
    }

    /// The leaves of a value of vector type `ty` with these lanes.
    fn vector_of_lanes(
        &mut self,
        ty: TypeId,
        lanes: Vec<cl::Value>,
    ) -> CodegenResult<Vec<cl::Value>> {
        let types = &self.ir_module.types;
        if is_split_vector(types, ty) {
            return Ok(lanes);
        }
        let vector_type = scalar_type(types, ty)?;
        let mut vector = self.zero(vector_type);
        for (lane, value) in lanes.into_iter().enumerate() {
            vector = self.builder.ins().insertlane(vector, value, lane as u8);
        }
        Ok(vec![vector])
    }

    /// The lanes of a `getelementptr` whose result is a vector of pointers: the scalar
    /// address walk for each lane, a scalar base or index serving every lane
    /// (LangRef: scalar operands are splatted). An index lane that is a
    /// constant stays one, as a struct field index must.
    fn lane_wise_element_addresses(
        &mut self,
        source_ty: TypeId,
        base: &Operand,
        indices: &[Operand],
        result_type: TypeId,
    ) -> CodegenResult<Vec<cl::Value>> {
        let types = &self.ir_module.types;
        let Type::Vector { len, .. } = *types.get(result_type) else {
            unreachable!("the result of a vector getelementptr is a vector")
        };
        let lane_count = len as usize;
        let bases = if types.is_vector(self.operand_type(base)) {
            self.lanes_of(base)?
        } else {
            vec![self.scalar_operand(base)?; lane_count]
        };
        let mut index_lanes = Vec::with_capacity(indices.len());
        for index in indices {
            let ir_type = self.operand_type(index);
            if !self.ir_module.types.is_vector(ir_type) {
                let lane = match self.constant_integer_operand(index) {
                    Some(constant) => GepLaneIndex::Constant(constant),
                    None => GepLaneIndex::Dynamic {
                        value: self.scalar_operand(index)?,
                        ir_type,
                    },
                };
                index_lanes.push(vec![lane; lane_count]);
                continue;
            }
            let lane_type = self.ir_module.types.scalar_type(ir_type);
            let constants: Vec<Option<i64>> = (0..lane_count)
                .map(|lane| self.constant_vector_lane(index, lane))
                .collect();
            let values = if constants.contains(&None) {
                self.lanes_of(index)?
            } else {
                Vec::new()
            };
            index_lanes.push(
                constants
                    .into_iter()
                    .enumerate()
                    .map(|(lane, constant)| match constant {
                        Some(constant) => GepLaneIndex::Constant(constant),
                        None => GepLaneIndex::Dynamic {
                            value: values[lane],
                            ir_type: lane_type,
                        },
                    })
                    .collect(),
            );
        }
        let mut addresses = Vec::with_capacity(lane_count);
        for (lane, lane_base) in bases.into_iter().enumerate() {
            let lane_indices: Vec<GepLaneIndex> =
                index_lanes.iter().map(|lanes| lanes[lane]).collect();
            addresses.push(self.address_plus_gep_offsets(lane_base, source_ty, &lane_indices)?);
        }
        Ok(addresses)
    }

    /// Lane `lane` of a constant integer vector operand (`<...>` or `zeroinitializer`).
    fn constant_vector_lane(&self, operand: &Operand, lane: usize) -> Option<i64> {
        let consts = &self.ir_module.consts;
        match consts.get(operand.as_const()?) {
            ConstData::Vector { elems, .. } => elems
                .get(lane)
                .and_then(|&element| consts.as_int(element))
                .and_then(|value| value.to_i64()),
            ConstData::Zero(_) => Some(0),
            _ => None,
        }
    }

    /// The lane `index` selects: a constant index picks it, a run-time one
    /// compares with every lane (an index past the end is poison: lane 0).
    fn lane_at(&mut self, lanes: &[cl::Value], index: &Operand) -> CodegenResult<cl::Value> {
        if let Some(constant) = self.constant_lane_index(index) {
            return lanes.get(constant).copied().ok_or_else(|| {
                CodegenError::unsupported("a constant vector index past the last lane")
            });
        }
        let index_value = self.scalar_operand(index)?;
        let mut selected = lanes[0];
        for (lane, &value) in lanes.iter().enumerate().skip(1) {
            let is_lane = self.lane_number_test(index_value, lane);
            selected = self.builder.ins().select(is_lane, value, selected);
        }
        Ok(selected)
    }

    /// Replaces the lane `index` selects by `element` (nothing for an index past the end).
    fn replace_lane_at(
        &mut self,
        lanes: &mut [cl::Value],
        index: &Operand,
        element: cl::Value,
    ) -> CodegenResult<()> {
        if let Some(constant) = self.constant_lane_index(index) {
            if let Some(lane) = lanes.get_mut(constant) {
                *lane = element;
            }
            return Ok(());
        }
        let index_value = self.scalar_operand(index)?;
        for (lane, value) in lanes.iter_mut().enumerate() {
            let is_lane = self.lane_number_test(index_value, lane);
            *value = self.builder.ins().select(is_lane, element, *value);
        }
        Ok(())
    }

    fn lane_number_test(&mut self, index: cl::Value, lane: usize) -> cl::Value {
        let index_type = self.builder.func.dfg.value_type(index);
        let lane_number = self.integer_constant(index_type, lane as i64);
        self.builder
            .ins()
            .icmp(cl::condcodes::IntCC::Equal, index, lane_number)
    }

    fn constant_lane_index(&self, index: &Operand) -> Option<usize> {
        index
            .as_const()
            .and_then(|c| self.ir_module.consts.as_int(c))
            .and_then(|value| value.to_u64())
            .and_then(|lane| usize::try_from(lane).ok())
    }

    /// The source lane of each result lane of a `shufflevector` mask (`None`: undefined).
    fn shuffle_mask(&self, mask: ConstId) -> CodegenResult<Vec<Option<usize>>> {
        let consts = &self.ir_module.consts;
        let types = &self.ir_module.types;
        let lane_count = |ty: TypeId| match types.get(ty) {
            Type::Vector { len, .. } => Ok(*len as usize),
            _ => Err(CodegenError::module_level(
                "a shufflevector mask that is not a vector",
            )),
        };
        Ok(match consts.get(mask) {
            ConstData::Vector { elems, .. } => elems
                .iter()
                .map(|&element| {
                    consts
                        .as_int(element)
                        .and_then(|value| value.to_u64())
                        .and_then(|lane| usize::try_from(lane).ok())
                })
                .collect(),
            ConstData::Zero(ty) => vec![Some(0); lane_count(*ty)?],
            ConstData::Undef(ty) | ConstData::Poison(ty) => vec![None; lane_count(*ty)?],
            _ => {
                return Err(CodegenError::unsupported(
                    "a shufflevector mask that is not a constant vector",
                ))
            }
        })
    }

    /// The lanes of an `<N x i1>` vector as the bits of one integer of type
    /// `target`, lane `i` at bit `i` (LLVM's little-endian bit order).
    pub(crate) fn packed_bits(&mut self, lanes: &[cl::Value], target: cl::Type) -> cl::Value {
        let mut packed = self.zero(target);
        for (bit, &lane) in lanes.iter().enumerate() {
            // An `i1` lane is an `i8`; so is the container of up to 8 packed bits.
            let widened = if self.builder.func.dfg.value_type(lane) == target {
                lane
            } else {
                self.builder.ins().uextend(target, lane)
            };
            let shifted = self.builder.ins().ishl_imm_u(widened, bit as i64);
            packed = self.builder.ins().bor(packed, shifted);
        }
        packed
    }

    /// `bitcast value to to` where a split vector takes part.
    fn bitcast_through_lanes(
        &mut self,
        value: &Operand,
        to: TypeId,
    ) -> CodegenResult<Vec<cl::Value>> {
        let types = &self.ir_module.types;
        let from = self.operand_type(value);
        let is_integer = |ty: TypeId| types.int_width(ty).is_some_and(|bits| bits <= 128);
        if is_boolean_vector(types, from) && is_integer(to) {
            let target = scalar_type(types, to)?;
            let lanes = self.lanes_of(value)?;
            return Ok(vec![self.packed_bits(&lanes, target)]);
        }
        if is_boolean_vector(types, to) && is_integer(from) {
            let packed = self.scalar_operand(value)?;
            let Type::Vector { len, .. } = *types.get(to) else {
                unreachable!("a boolean vector is a vector")
            };
            let mut lanes = Vec::with_capacity(len as usize);
            for bit in 0..u64::from(len) {
                let shifted = self.builder.ins().ushr_imm_u(packed, bit as i64);
                let narrowed = if self.builder.func.dfg.value_type(shifted) == cl::types::I8 {
                    shifted
                } else {
                    self.builder.ins().ireduce(cl::types::I8, shifted)
                };
                lanes.push(self.builder.ins().band_imm_u(narrowed, 1));
            }
            return self.vector_of_lanes(to, lanes);
        }
        let size = crate::data_layout::allocation_size(types, to)?
            .max(crate::data_layout::allocation_size(types, from)?);
        let slot = self.builder.create_sized_stack_slot(cl::StackSlotData::new(
            cl::StackSlotKind::ExplicitSlot,
            size as u32,
            4,
        ));
        let address = self.builder.ins().stack_addr(cl::types::I64, slot, 0);
        let stored = self.operand(value)?;
        self.store_value(from, &stored, address, 0, false)?;
        self.load_value(to, address, 0, false)
    }
}

impl<M: Module> FunctionTranslator<'_, M> {
    /// The values a value of type `ty` is returned as
    /// (`value_types::result_types`), from its leaves: the lanes of each
    /// split vector in it packed into its register chunks, lane `i` in lane
    /// `i % n` of chunk `i / n` (`n` lanes a chunk; the chunk's lanes past the
    /// vector's last are copies of its first lane, which llc leaves undefined).
    pub(crate) fn result_values(
        &mut self,
        ty: TypeId,
        leaves: Vec<cl::Value>,
    ) -> CodegenResult<Vec<cl::Value>> {
        let types = &self.ir_module.types;
        if let Some(chunks) = register_chunks(types, ty) {
            let mut values = Vec::with_capacity(chunks.count());
            for lanes in leaves.chunks(chunks.lanes_per_chunk()) {
                let mut chunk = self.builder.ins().splat(chunks.chunk_type, lanes[0]);
                for (index, &lane) in lanes.iter().enumerate().skip(1) {
                    chunk = self.builder.ins().insertlane(chunk, lane, index as u8);
                }
                values.push(chunk);
            }
            return Ok(values);
        }
        let Some(members) = aggregate_members(types, ty) else {
            return Ok(leaves);
        };
        let mut values = Vec::with_capacity(leaves.len());
        let mut rest = leaves.into_iter();
        for member in members {
            let count = leaf_types(types, member)?.len();
            let member_leaves = rest.by_ref().take(count).collect();
            values.extend(self.result_values(member, member_leaves)?);
        }
        Ok(values)
    }

    /// The leaves of a value of type `ty` returned as `values` (the inverse
    /// of [`Self::result_values`]).
    pub(crate) fn leaves_of_result_values(
        &mut self,
        ty: TypeId,
        values: Vec<cl::Value>,
    ) -> CodegenResult<Vec<cl::Value>> {
        let types = &self.ir_module.types;
        if let Some(chunks) = register_chunks(types, ty) {
            let per_chunk = chunks.lanes_per_chunk();
            return Ok((0..chunks.lanes)
                .map(|lane| {
                    let chunk = values[lane / per_chunk];
                    self.builder
                        .ins()
                        .extractlane(chunk, (lane % per_chunk) as u8)
                })
                .collect());
        }
        let Some(members) = aggregate_members(types, ty) else {
            return Ok(values);
        };
        let mut leaves = Vec::with_capacity(values.len());
        let mut rest = values.into_iter();
        for member in members {
            let count = result_types(types, member)?.len();
            let member_values = rest.by_ref().take(count).collect();
            leaves.extend(self.leaves_of_result_values(member, member_values)?);
        }
        Ok(leaves)
    }
}
