//! Byte layout of a StackMap v3 blob (spec §8), shared by the parser and the
//! writer so the two cannot disagree. All fields are little-endian.

/// The only version this crate reads and writes.
pub const STACK_MAP_VERSION: u8 = 3;
/// `u8 version, u8 0, u16 0, u32 NumFunctions, u32 NumConstants, u32 NumRecords`.
pub const HEADER_SIZE: usize = 16;
/// `u64 FunctionAddress, u64 StackSize, u64 RecordCount`.
pub const FUNCTION_RECORD_SIZE: usize = 24;
/// `u64 LargeConstant`.
pub const CONSTANT_SIZE: usize = 8;
/// `u64 PatchPointID, u32 InstructionOffset, u16 0, u16 NumLocations`.
pub const RECORD_HEADER_SIZE: usize = 16;
/// `u8 Type, u8 0, u16 LocationSize, u16 DwarfRegNum, u16 0, i32 OffsetOrSmallConstant`.
pub const LOCATION_SIZE: usize = 12;
/// `u16 0, u16 NumLiveOuts`.
pub const LIVE_OUT_HEADER_SIZE: usize = 4;
/// `u16 DwarfRegNum, u8 0, u8 SizeInBytes`.
pub const LIVE_OUT_SIZE: usize = 4;
/// The smallest record: header, no locations, live-out header, padding.
pub const MINIMUM_RECORD_SIZE: usize = 24;
/// Sections, blobs, and the two variable parts of a record are padded to this.
pub const ALIGNMENT: usize = 8;

/// Bytes of zero padding that bring `length` to a multiple of [`ALIGNMENT`].
pub fn padding_after(length: usize) -> usize {
    (ALIGNMENT - length % ALIGNMENT) % ALIGNMENT
}
