//! The validating parser: bytes to [`StackMap`].
//!
//! Guarantees, for every input: no panic, no read outside the slice, no
//! allocation larger than the input justifies (every count is checked against
//! the bytes that remain before anything is reserved), and an error that
//! names the offending field with its byte offset. Accepted input satisfies
//! spec §8 exactly: version 3; zero reserved fields and zero padding; records
//! 8-byte aligned; location kinds 1–5; `Constant`, `ConstantIndex` and
//! `Direct` locations of 8 bytes (this crate reads 64-bit targets only), other
//! locations and live-outs of a non-zero size; `ConstantIndex` within the
//! constant table; function record counts adding up to `NumRecords`. Since
//! nothing is dropped, `write(&parse(bytes)?) == bytes`.

use crate::error::StackMapError;
use crate::layout::{
    padding_after, CONSTANT_SIZE, FUNCTION_RECORD_SIZE, LIVE_OUT_SIZE, LOCATION_SIZE,
    MINIMUM_RECORD_SIZE, STACK_MAP_VERSION,
};
use crate::model::{FunctionRecord, LiveOut, Location, LocationKind, Record, StackMap};

/// Parses exactly one blob; bytes after it are an error.
pub fn parse(bytes: &[u8]) -> Result<StackMap, StackMapError> {
    let mut cursor = ByteCursor { bytes, position: 0 };
    let map = parse_blob(&mut cursor)?;
    if cursor.position != bytes.len() {
        return Err(StackMapError::new(
            cursor.position,
            format!(
                "{} bytes follow the stack map (concatenated blobs are read by parse_all)",
                bytes.len() - cursor.position
            ),
        ));
    }
    Ok(map)
}

/// Parses the concatenated blobs of a linked image's section, in order.
/// Empty input gives no blobs; error offsets count from the start of `bytes`.
pub fn parse_all(bytes: &[u8]) -> Result<Vec<StackMap>, StackMapError> {
    let mut cursor = ByteCursor { bytes, position: 0 };
    let mut maps = Vec::new();
    while cursor.position < bytes.len() {
        let blob_start = cursor.position;
        let map = parse_blob(&mut cursor)
            .map_err(|error| error.in_context(format!("blob at byte {blob_start}")))?;
        maps.push(map);
    }
    Ok(maps)
}

/// Reads one blob starting at the cursor (which is 8-byte aligned: the start
/// of the input or the end of a previous blob).
fn parse_blob(cursor: &mut ByteCursor) -> Result<StackMap, StackMapError> {
    let version_offset = cursor.position;
    let version = cursor.read_u8("header version")?;
    if version != STACK_MAP_VERSION {
        return Err(StackMapError::new(
            version_offset,
            format!("unsupported stack map version {version} (only version {STACK_MAP_VERSION} is read)"),
        ));
    }
    cursor.expect_zero_u8("header reserved byte")?;
    cursor.expect_zero_u16("header reserved u16")?;
    let function_count_offset = cursor.position;
    let function_count = cursor.read_u32("header NumFunctions")?;
    let constant_count_offset = cursor.position;
    let constant_count = cursor.read_u32("header NumConstants")?;
    let record_count_offset = cursor.position;
    let record_count = cursor.read_u32("header NumRecords")?;

    let function_count = cursor.check_count_fits(
        function_count_offset,
        "NumFunctions",
        function_count,
        FUNCTION_RECORD_SIZE,
        0,
    )?;
    let function_bytes = function_count * FUNCTION_RECORD_SIZE;
    let constant_count = cursor.check_count_fits(
        constant_count_offset,
        "NumConstants",
        constant_count,
        CONSTANT_SIZE,
        function_bytes,
    )?;
    let record_count = cursor.check_count_fits(
        record_count_offset,
        "NumRecords",
        record_count,
        MINIMUM_RECORD_SIZE,
        function_bytes + constant_count * CONSTANT_SIZE,
    )?;

    let mut functions = Vec::with_capacity(function_count);
    for _ in 0..function_count {
        functions.push(FunctionRecord {
            address: cursor.read_u64("function address")?,
            stack_size: cursor.read_u64("function stack size")?,
            record_count: cursor.read_u64("function record count")?,
        });
    }
    let records_claimed_by_functions = functions
        .iter()
        .try_fold(0u64, |sum, function| sum.checked_add(function.record_count));
    if records_claimed_by_functions != Some(record_count as u64) {
        let claimed = records_claimed_by_functions
            .map_or_else(|| "more than 2^64".to_string(), |sum| sum.to_string());
        return Err(StackMapError::new(
            record_count_offset,
            format!(
                "the functions' record counts add up to {claimed} but NumRecords is {record_count}"
            ),
        ));
    }

    let mut constants = Vec::with_capacity(constant_count);
    for _ in 0..constant_count {
        constants.push(cursor.read_u64("constant")?);
    }

    let records = cursor.parse_items(record_count, "record", |cursor| {
        parse_record(cursor, constants.len())
    })?;
    Ok(StackMap {
        version,
        functions,
        constants,
        records,
    })
}

fn parse_record(cursor: &mut ByteCursor, constant_count: usize) -> Result<Record, StackMapError> {
    let id = cursor.read_u64("ID")?;
    let instruction_offset = cursor.read_u32("instruction offset")?;
    cursor.expect_zero_u16("reserved u16")?;
    let locations =
        cursor.read_counted_items("NumLocations", LOCATION_SIZE, "location", |cursor| {
            parse_location(cursor, constant_count)
        })?;
    cursor.expect_zero_padding("padding after the locations")?;
    cursor.expect_zero_u16("reserved u16 before NumLiveOuts")?;
    let live_outs =
        cursor.read_counted_items("NumLiveOuts", LIVE_OUT_SIZE, "live-out", parse_live_out)?;
    cursor.expect_zero_padding("padding after the live-outs")?;
    Ok(Record {
        id,
        instruction_offset,
        locations,
        live_outs,
    })
}

fn parse_location(
    cursor: &mut ByteCursor,
    constant_count: usize,
) -> Result<Location, StackMapError> {
    let type_offset = cursor.position;
    let type_byte = cursor.read_u8("type")?;
    let kind = LocationKind::from_type_byte(type_byte).ok_or_else(|| {
        StackMapError::new(
            type_offset,
            format!("invalid location type {type_byte} (1 Register, 2 Direct, 3 Indirect, 4 Constant, 5 ConstantIndex)"),
        )
    })?;
    cursor.expect_zero_u8("reserved byte")?;
    let size_offset = cursor.position;
    let size = cursor.read_u16("size")?;
    let dwarf_reg = cursor.read_u16("DWARF register")?;
    cursor.expect_zero_u16("reserved u16")?;
    let value_offset = cursor.position;
    let offset_or_constant = cursor.read_i32("offset or small constant")?;

    let (size_is_valid, expected) = match kind {
        LocationKind::Constant | LocationKind::ConstantIndex | LocationKind::Direct => {
            (size == 8, "8")
        }
        LocationKind::Register | LocationKind::Indirect => (size != 0, "non-zero"),
    };
    if !size_is_valid {
        return Err(StackMapError::new(
            size_offset,
            format!("{kind:?} location of size {size} (expected {expected})"),
        ));
    }
    if kind == LocationKind::ConstantIndex
        && usize::try_from(offset_or_constant).map_or(true, |index| index >= constant_count)
    {
        return Err(StackMapError::new(
            value_offset,
            format!("ConstantIndex {offset_or_constant} outside the constant table of {constant_count} entries"),
        ));
    }
    Ok(Location {
        kind,
        size,
        dwarf_reg,
        offset_or_constant,
    })
}

fn parse_live_out(cursor: &mut ByteCursor) -> Result<LiveOut, StackMapError> {
    let dwarf_reg = cursor.read_u16("DWARF register")?;
    cursor.expect_zero_u8("reserved byte")?;
    let size_offset = cursor.position;
    let size = cursor.read_u8("size")?;
    if size == 0 {
        return Err(StackMapError::new(size_offset, "live-out of size 0"));
    }
    Ok(LiveOut { dwarf_reg, size })
}

/// A read position in the input; every read is bounds-checked.
struct ByteCursor<'bytes> {
    bytes: &'bytes [u8],
    position: usize,
}

impl ByteCursor<'_> {
    fn remaining(&self) -> usize {
        self.bytes.len() - self.position
    }

    fn read_array<const N: usize>(&mut self, field: &str) -> Result<[u8; N], StackMapError> {
        let array = self
            .bytes
            .get(self.position..)
            .and_then(|rest| rest.get(..N))
            .and_then(|slice| <[u8; N]>::try_from(slice).ok())
            .ok_or_else(|| {
                StackMapError::new(
                    self.position,
                    format!(
                        "input ends inside the {field} ({N} bytes needed, {} remain)",
                        self.remaining()
                    ),
                )
            })?;
        self.position += N;
        Ok(array)
    }

    fn read_u8(&mut self, field: &str) -> Result<u8, StackMapError> {
        self.read_array::<1>(field).map(|[byte]| byte)
    }

    fn read_u16(&mut self, field: &str) -> Result<u16, StackMapError> {
        self.read_array(field).map(u16::from_le_bytes)
    }

    fn read_u32(&mut self, field: &str) -> Result<u32, StackMapError> {
        self.read_array(field).map(u32::from_le_bytes)
    }

    fn read_i32(&mut self, field: &str) -> Result<i32, StackMapError> {
        self.read_array(field).map(i32::from_le_bytes)
    }

    fn read_u64(&mut self, field: &str) -> Result<u64, StackMapError> {
        self.read_array(field).map(u64::from_le_bytes)
    }

    /// Reads a u16 count of items of at least `item_size` bytes each, then
    /// the items.
    fn read_counted_items<T>(
        &mut self,
        count_name: &str,
        item_size: usize,
        item_name: &str,
        parse_item: impl FnMut(&mut Self) -> Result<T, StackMapError>,
    ) -> Result<Vec<T>, StackMapError> {
        let count_offset = self.position;
        let count = self.read_u16(count_name)?;
        let count = self.check_count_fits(count_offset, count_name, count.into(), item_size, 0)?;
        self.parse_items(count, item_name, parse_item)
    }

    /// Parses `count` items (already checked to fit), naming the failing one
    /// (`location[2]`) in an error.
    fn parse_items<T>(
        &mut self,
        count: usize,
        item_name: &str,
        mut parse_item: impl FnMut(&mut Self) -> Result<T, StackMapError>,
    ) -> Result<Vec<T>, StackMapError> {
        let mut items = Vec::with_capacity(count);
        for index in 0..count {
            let item = parse_item(self)
                .map_err(|error| error.in_context(format!("{item_name}[{index}]")))?;
            items.push(item);
        }
        Ok(items)
    }

    fn expect_zero_u8(&mut self, field: &str) -> Result<(), StackMapError> {
        let offset = self.position;
        match self.read_u8(field)? {
            0 => Ok(()),
            value => Err(non_zero_reserved(offset, field, value.into())),
        }
    }

    fn expect_zero_u16(&mut self, field: &str) -> Result<(), StackMapError> {
        let offset = self.position;
        match self.read_u16(field)? {
            0 => Ok(()),
            value => Err(non_zero_reserved(offset, field, value.into())),
        }
    }

    /// Consumes the zero bytes up to the next multiple of 8 of the position.
    fn expect_zero_padding(&mut self, field: &str) -> Result<(), StackMapError> {
        for _ in 0..padding_after(self.position) {
            self.expect_zero_u8(field)?;
        }
        Ok(())
    }

    /// Checks that `count` items of at least `item_size` bytes each fit in
    /// what remains after `bytes_before` more bytes, so that a corrupt count
    /// is reported here rather than as a truncation later or, worse, as a
    /// huge allocation.
    fn check_count_fits(
        &self,
        count_offset: usize,
        count_name: &str,
        count: u32,
        item_size: usize,
        bytes_before: usize,
    ) -> Result<usize, StackMapError> {
        let available = self.remaining().saturating_sub(bytes_before);
        let count = count as usize;
        if count > available / item_size {
            return Err(StackMapError::new(
                count_offset,
                format!(
                    "{count_name} {count} needs at least {} bytes but {available} remain",
                    count as u64 * item_size as u64
                ),
            ));
        }
        Ok(count)
    }
}

fn non_zero_reserved(offset: usize, field: &str, value: u64) -> StackMapError {
    StackMapError::new(offset, format!("{field} is {value}, must be 0"))
}
