//! The typed model of one StackMap v3 blob, field for field.
//!
//! Invariant of values returned by [`crate::parse`]: every field holds exactly
//! what the bytes held (reserved fields and padding were zero, so nothing is
//! lost), which makes [`crate::write`] the exact inverse of the parser. Values
//! built by hand are not checked until they are used ([`StackMap::call_sites`],
//! [`Record::statepoint`]) or written.

use crate::error::StackMapError;
use crate::layout::{FUNCTION_RECORD_SIZE, HEADER_SIZE};

/// One blob: what one LLVM module emits into `.llvm_stackmaps`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StackMap {
    /// Always [`crate::layout::STACK_MAP_VERSION`] after parsing.
    pub version: u8,
    pub functions: Vec<FunctionRecord>,
    /// Constants too large for a location's 32-bit field, referred to by
    /// [`LocationKind::ConstantIndex`] locations.
    pub constants: Vec<u64>,
    /// Grouped by function, in the order of `functions`: the first
    /// `functions[0].record_count` records belong to `functions[0]`, and so on.
    pub records: Vec<Record>,
}

/// A function with stack map records.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FunctionRecord {
    /// Zero plus a relocation in a relocatable object; resolved in a linked image.
    pub address: u64,
    /// The frame size in bytes, or [`FunctionRecord::DYNAMIC_STACK_SIZE`].
    pub stack_size: u64,
    pub record_count: u64,
}

impl FunctionRecord {
    /// The `stack_size` LLVM writes when the frame has variable size.
    pub const DYNAMIC_STACK_SIZE: u64 = u64::MAX;
}

/// One call site (a statepoint, stackmap or patchpoint).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Record {
    /// The statepoint or patchpoint ID (`0xABCDEF00` is RS4GC's default).
    pub id: u64,
    /// From the function start; for a statepoint, the offset of the return address.
    pub instruction_offset: u32,
    pub locations: Vec<Location>,
    pub live_outs: Vec<LiveOut>,
}

/// Where a value is, or what it is (spec §8).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Location {
    pub kind: LocationKind,
    /// In bytes; 8 for constants; a multiple of the pointer size for vectors.
    pub size: u16,
    /// DWARF register number (x86-64: 6 RBP, 7 RSP; AArch64: 29 FP, 31 SP);
    /// 0 for constants.
    pub dwarf_reg: u16,
    /// `Direct`/`Indirect`: the offset from the register; `Register`: the
    /// sub-register offset; `Constant`: the value (the low 32 bits of a
    /// sign-extended i64); `ConstantIndex`: the index into
    /// [`StackMap::constants`].
    pub offset_or_constant: i32,
}

/// The location kinds, with their encoding in the `Type` byte.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[repr(u8)]
pub enum LocationKind {
    /// The value is in the register.
    Register = 1,
    /// The value is the address `register + offset` (an alloca).
    Direct = 2,
    /// The value is in memory at `register + offset` (a spill slot).
    Indirect = 3,
    /// The value is `offset_or_constant`.
    Constant = 4,
    /// The value is `constants[offset_or_constant]`.
    ConstantIndex = 5,
}

impl LocationKind {
    /// The kind a `Type` byte encodes, if any.
    pub fn from_type_byte(type_byte: u8) -> Option<LocationKind> {
        match type_byte {
            1 => Some(LocationKind::Register),
            2 => Some(LocationKind::Direct),
            3 => Some(LocationKind::Indirect),
            4 => Some(LocationKind::Constant),
            5 => Some(LocationKind::ConstantIndex),
            _ => None,
        }
    }
}

/// A register live after a patchpoint (statepoints have none).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LiveOut {
    pub dwarf_reg: u16,
    pub size: u8,
}

impl Location {
    /// The value of a `Constant` or `ConstantIndex` location: a `Constant`'s
    /// 32 bits sign-extended to 64 (LLVM stores an i64 there only when it fits
    /// in an i32), a `ConstantIndex`'s entry of `constants`. `None` for the
    /// other kinds and for an index outside `constants`.
    pub fn constant_value(&self, constants: &[u64]) -> Option<u64> {
        match self.kind {
            LocationKind::Constant => Some(i64::from(self.offset_or_constant) as u64),
            LocationKind::ConstantIndex => usize::try_from(self.offset_or_constant)
                .ok()
                .and_then(|index| constants.get(index).copied()),
            LocationKind::Register | LocationKind::Direct | LocationKind::Indirect => None,
        }
    }
}

impl StackMap {
    /// Every record with the absolute address of its call site's return
    /// point (`function.address + instruction_offset`) and its function,
    /// grouped by function in table order.
    ///
    /// Fails when the functions' record counts do not add up to the records
    /// (impossible after [`crate::parse`]) or an address overflows.
    pub fn call_sites(&self) -> Result<Vec<(u64, &Record, &FunctionRecord)>, StackMapError> {
        let mut call_sites = Vec::with_capacity(self.records.len());
        let mut remaining_records = self.records.as_slice();
        for (function_index, function) in self.functions.iter().enumerate() {
            let entry_offset = HEADER_SIZE + FUNCTION_RECORD_SIZE * function_index;
            let function_records = usize::try_from(function.record_count)
                .ok()
                .and_then(|count| remaining_records.get(..count))
                .ok_or_else(|| {
                    StackMapError::new(
                        entry_offset,
                        format!(
                            "function #{function_index} claims {} records but only {} remain",
                            function.record_count,
                            remaining_records.len()
                        ),
                    )
                })?;
            remaining_records = &remaining_records[function_records.len()..];
            for record in function_records {
                let return_address = function
                    .address
                    .checked_add(u64::from(record.instruction_offset))
                    .ok_or_else(|| {
                        StackMapError::new(
                            entry_offset,
                            format!(
                                "function #{function_index} at {:#x} plus instruction offset {} overflows 64 bits",
                                function.address, record.instruction_offset
                            ),
                        )
                    })?;
                call_sites.push((return_address, record, function));
            }
        }
        if !remaining_records.is_empty() {
            return Err(StackMapError::new(
                HEADER_SIZE + FUNCTION_RECORD_SIZE * self.functions.len(),
                format!(
                    "{} records belong to no function (record counts add up to {})",
                    remaining_records.len(),
                    self.records.len() - remaining_records.len()
                ),
            ));
        }
        Ok(call_sites)
    }
}
