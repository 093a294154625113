//! The writer: [`StackMap`] to bytes, laid out as LLVM's `StackMaps::serializeToStackMapSection`
//! lays them out (zero reserved fields, zero padding to 8 bytes after each
//! record's locations and live-outs), so `write(&parse(bytes)?) == bytes`.
//!
//! The counts written are the lengths of the vectors; a value built by hand
//! whose vectors exceed the 32-bit (tables) or 16-bit (locations, live-outs)
//! count fields cannot be represented, and writing it panics. Nothing else is
//! checked: a hand-built map that breaks the invariants the parser enforces
//! is written as it is.

use crate::layout::{
    padding_after, CONSTANT_SIZE, FUNCTION_RECORD_SIZE, HEADER_SIZE, LIVE_OUT_HEADER_SIZE,
    LIVE_OUT_SIZE, LOCATION_SIZE, RECORD_HEADER_SIZE,
};
use crate::model::{Record, StackMap};

/// Serializes one blob.
pub fn write(map: &StackMap) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(encoded_size(map));
    bytes.push(map.version);
    bytes.push(0);
    bytes.extend_from_slice(&0u16.to_le_bytes());
    bytes.extend_from_slice(&count_field_u32(map.functions.len(), "functions").to_le_bytes());
    bytes.extend_from_slice(&count_field_u32(map.constants.len(), "constants").to_le_bytes());
    bytes.extend_from_slice(&count_field_u32(map.records.len(), "records").to_le_bytes());
    for function in &map.functions {
        bytes.extend_from_slice(&function.address.to_le_bytes());
        bytes.extend_from_slice(&function.stack_size.to_le_bytes());
        bytes.extend_from_slice(&function.record_count.to_le_bytes());
    }
    for constant in &map.constants {
        bytes.extend_from_slice(&constant.to_le_bytes());
    }
    for record in &map.records {
        write_record(record, &mut bytes);
    }
    bytes
}

fn write_record(record: &Record, bytes: &mut Vec<u8>) {
    bytes.extend_from_slice(&record.id.to_le_bytes());
    bytes.extend_from_slice(&record.instruction_offset.to_le_bytes());
    bytes.extend_from_slice(&0u16.to_le_bytes());
    bytes.extend_from_slice(&count_field_u16(record.locations.len(), "locations").to_le_bytes());
    for location in &record.locations {
        bytes.push(location.kind as u8);
        bytes.push(0);
        bytes.extend_from_slice(&location.size.to_le_bytes());
        bytes.extend_from_slice(&location.dwarf_reg.to_le_bytes());
        bytes.extend_from_slice(&0u16.to_le_bytes());
        bytes.extend_from_slice(&location.offset_or_constant.to_le_bytes());
    }
    pad_with_zeros(bytes);
    bytes.extend_from_slice(&0u16.to_le_bytes());
    bytes.extend_from_slice(&count_field_u16(record.live_outs.len(), "live-outs").to_le_bytes());
    for live_out in &record.live_outs {
        bytes.extend_from_slice(&live_out.dwarf_reg.to_le_bytes());
        bytes.push(0);
        bytes.push(live_out.size);
    }
    pad_with_zeros(bytes);
}

/// The exact length [`write`] produces.
pub fn encoded_size(map: &StackMap) -> usize {
    let records: usize = map
        .records
        .iter()
        .map(|record| {
            let locations_end = RECORD_HEADER_SIZE + LOCATION_SIZE * record.locations.len();
            let live_outs_end = locations_end
                + padding_after(locations_end)
                + LIVE_OUT_HEADER_SIZE
                + LIVE_OUT_SIZE * record.live_outs.len();
            live_outs_end + padding_after(live_outs_end)
        })
        .sum();
    HEADER_SIZE
        + FUNCTION_RECORD_SIZE * map.functions.len()
        + CONSTANT_SIZE * map.constants.len()
        + records
}

/// Blobs start 8-byte aligned, so padding to a multiple of 8 of the
/// buffer length is padding relative to the blob.
fn pad_with_zeros(bytes: &mut Vec<u8>) {
    bytes.resize(bytes.len() + padding_after(bytes.len()), 0);
}

fn count_field_u32(count: usize, what: &str) -> u32 {
    u32::try_from(count).unwrap_or_else(|_| panic!("{count} {what} do not fit a u32 count field"))
}

fn count_field_u16(count: usize, what: &str) -> u16 {
    u16::try_from(count).unwrap_or_else(|_| panic!("{count} {what} do not fit a u16 count field"))
}
