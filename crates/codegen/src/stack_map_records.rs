//! StackMap v3 records (spec §8) for the statepoints of compiled functions.
//!
//! Invariants: a function is listed only if it has statepoints; its records
//! are in the order of their return addresses. A record's locations are the
//! calling convention (0, C), the flags, the number of deopt locations, the
//! deopt locations, then the (base, derived) pairs, each spilled value as
//! `Indirect [RSP + offset]`, then the gc-live allocas as `Direct [RSP +
//! offset]` (the slot's address), with RSP as it is at the call (Cranelift keeps
//! RSP fixed in the body of a function: outgoing arguments live in a reserved
//! area at the bottom of the frame, so the slot offset from the frame's bottom
//! is the offset from RSP at every call). A function's stack size is the
//! frame below the return address: the saved RBP plus the part of the frame
//! from RBP down to RSP.

use crate::error::{CodegenError, CodegenResult};
use crate::lower_statepoints::{RecordedLocation, StatepointSite};
use crate::statepoint_call_sites::StatepointCallOffsets;
use cranelift_codegen::CompiledCode;
use stackmap::{FunctionRecord, Location, LocationKind, Record, StackMap};

/// DWARF register number of RSP on x86-64.
const X86_64_STACK_POINTER_DWARF_REGISTER: u16 = 7;
/// Bytes of the frame-pointer save above RBP's target in every frame.
const SAVED_FRAME_POINTER_SIZE: u64 = 8;

/// The stack map part of one compiled function, with offsets relative to the function's start.
#[derive(Clone, Debug)]
pub struct FunctionStackMap {
    /// The Cranelift function this is for.
    pub function: cranelift_module::FuncId,
    pub stack_size: u64,
    pub records: Vec<Record>,
}

/// Builds the records of one function from its statepoint sites, where their
/// calls are, and its compiled code.
pub fn function_stack_map(
    function: cranelift_module::FuncId,
    sites: &[StatepointSite],
    calls: &[StatepointCallOffsets],
    compiled: &CompiledCode,
    constants: &mut Vec<u64>,
) -> CodegenResult<FunctionStackMap> {
    let frame = compiled
        .buffer
        .frame_layout()
        .ok_or_else(|| CodegenError::module_level("Cranelift gave no frame layout"))?;
    let mut records = Vec::with_capacity(sites.len());
    for (site, call) in sites.iter().zip(calls) {
        let return_address = call.return_address;
        let mut location = |recorded: &RecordedLocation| match *recorded {
            RecordedLocation::Constant(value) => constant_location(value, constants),
            RecordedLocation::Spilled { slot, size } => Location {
                kind: LocationKind::Indirect,
                size,
                dwarf_reg: X86_64_STACK_POINTER_DWARF_REGISTER,
                offset_or_constant: frame.stackslots[slot].offset as i32,
            },
        };
        let mut locations = vec![
            constant_location(0, &mut Vec::new()),
            constant_location(site.flags as i64, &mut Vec::new()),
            constant_location(site.deopt.len() as i64, &mut Vec::new()),
        ];
        locations.extend(site.deopt.iter().map(&mut location));
        for (base, derived) in &site.gc_pairs {
            locations.push(location(base));
            locations.push(location(derived));
        }
        locations.extend(site.gc_allocas.iter().map(|&slot| Location {
            kind: LocationKind::Direct,
            size: 8,
            dwarf_reg: X86_64_STACK_POINTER_DWARF_REGISTER,
            offset_or_constant: frame.stackslots[slot].offset as i32,
        }));
        records.push(Record {
            id: site.id,
            instruction_offset: return_address,
            locations,
            live_outs: Vec::new(),
        });
    }
    records.sort_by_key(|record| record.instruction_offset);
    Ok(FunctionStackMap {
        function,
        stack_size: u64::from(frame.frame_to_fp_offset) + SAVED_FRAME_POINTER_SIZE,
        records,
    })
}

/// A Constant location, or a ConstantIndex one when the value does not fit 32 bits.
fn constant_location(value: i64, constants: &mut Vec<u64>) -> Location {
    match i32::try_from(value) {
        Ok(small) => Location {
            kind: LocationKind::Constant,
            size: 8,
            dwarf_reg: 0,
            offset_or_constant: small,
        },
        Err(_) => {
            let index = constants
                .iter()
                .position(|&c| c == value as u64)
                .unwrap_or_else(|| {
                    constants.push(value as u64);
                    constants.len() - 1
                });
            Location {
                kind: LocationKind::ConstantIndex,
                size: 8,
                dwarf_reg: 0,
                offset_or_constant: index as i32,
            }
        }
    }
}

/// The stack map of a module: `address_of` gives each function's address
/// (final in a JIT, 0 in an object, where relocations supply it).
pub fn module_stack_map(
    functions: &[FunctionStackMap],
    constants: Vec<u64>,
    address_of: impl Fn(cranelift_module::FuncId) -> u64,
) -> StackMap {
    StackMap {
        version: 3,
        functions: functions
            .iter()
            .map(|f| FunctionRecord {
                address: address_of(f.function),
                stack_size: f.stack_size,
                record_count: f.records.len() as u64,
            })
            .collect(),
        constants,
        records: functions.iter().flat_map(|f| f.records.clone()).collect(),
    }
}
