//! StackMap v3 records (spec §8) for the statepoints of compiled functions.
//!
//! Invariants: a function is listed only if it has statepoints; its records
//! are in the order of their return addresses. A record's locations are the
//! call's calling convention number, the flags, the number of deopt
//! locations, the deopt locations, then the (base, derived) pairs, each
//! spilled value as `Indirect [SP + offset]` of the value's size and each
//! `alloca` as `Direct [SP + offset]`, then the gc-live allocas as `Direct
//! [SP + offset]` (the slot's address), with SP as it is at the call (Cranelift keeps
//! SP fixed in the body of a function: outgoing arguments live in a reserved
//! area at the bottom of the frame, so the slot offset from the frame's bottom
//! is the offset from SP at every call). SP is DWARF register 7 (RSP) on
//! x86-64 and 31 on AArch64. A function's stack size is its frame without the
//! caller's part: the frame record the prologue saves (RBP on x86-64; X29 and
//! X30 on AArch64) plus the part of the frame from the frame pointer down to
//! SP, as LLVM counts it.

use crate::error::{CodegenError, CodegenResult};
use crate::lower_statepoints::{RecordedLocation, StatepointSite};
use crate::statepoint_call_sites::StatepointCallOffsets;
use cranelift_codegen::CompiledCode;
use stackmap::{FunctionRecord, Location, LocationKind, Record, StackMap};
use target_lexicon::Architecture;

/// How one architecture's frames appear in stack maps.
#[derive(Copy, Clone, Debug)]
struct FrameConventions {
    stack_pointer_dwarf_register: u16,
    /// Bytes of the frame record at the frame pointer (saved frame pointer, and link register).
    frame_record_size: u64,
}

impl FrameConventions {
    fn of(architecture: Architecture) -> CodegenResult<Self> {
        match architecture {
            Architecture::X86_64 => Ok(FrameConventions {
                stack_pointer_dwarf_register: 7,
                frame_record_size: 8,
            }),
            Architecture::Aarch64(_) => Ok(FrameConventions {
                stack_pointer_dwarf_register: 31,
                frame_record_size: 16,
            }),
            other => Err(CodegenError::unsupported(format!("stack maps on {other}"))),
        }
    }
}

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
    architecture: Architecture,
    constants: &mut Vec<u64>,
) -> CodegenResult<FunctionStackMap> {
    let conventions = FrameConventions::of(architecture)?;
    let frame = compiled
        .buffer
        .frame_layout()
        .ok_or_else(|| CodegenError::module_level("Cranelift gave no frame layout"))?;
    let stack_address = |slot: cranelift_codegen::ir::StackSlot| Location {
        kind: LocationKind::Direct,
        size: 8,
        dwarf_reg: conventions.stack_pointer_dwarf_register,
        offset_or_constant: frame.stackslots[slot].offset as i32,
    };
    let mut records = Vec::with_capacity(sites.len());
    for (site, call) in sites.iter().zip(calls) {
        let return_address = call.return_address;
        let mut location = |recorded: &RecordedLocation| match *recorded {
            RecordedLocation::Constant(value) => constant_location(value, constants),
            RecordedLocation::Spilled(spilled) => Location {
                kind: LocationKind::Indirect,
                size: spilled.bytes,
                dwarf_reg: conventions.stack_pointer_dwarf_register,
                offset_or_constant: frame.stackslots[spilled.slot].offset as i32,
            },
            RecordedLocation::StackAddress(slot) => stack_address(slot),
        };
        let mut locations = vec![
            constant_location(i64::from(site.calling_convention), &mut Vec::new()),
            constant_location(site.flags as i64, &mut Vec::new()),
            constant_location(site.deopt.len() as i64, &mut Vec::new()),
        ];
        locations.extend(site.deopt.iter().map(&mut location));
        for (base, derived) in &site.gc_pairs {
            locations.push(location(base));
            locations.push(location(derived));
        }
        locations.extend(site.gc_allocas.iter().map(|&slot| stack_address(slot)));
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
        stack_size: u64::from(frame.frame_to_fp_offset) + conventions.frame_record_size,
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
