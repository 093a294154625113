//! The format pinned on blobs assembled by hand, byte by byte: the writer's
//! layout, the parser's acceptance, every validation rule with the offset it
//! reports, the statepoint view and the call-site table.

use stackmap::{
    parse, parse_all, write, FunctionRecord, LiveOut, Location, LocationKind, Record, StackMap,
    StackMapError,
};

fn location(kind: LocationKind, size: u16, dwarf_reg: u16, offset_or_constant: i32) -> Location {
    Location {
        kind,
        size,
        dwarf_reg,
        offset_or_constant,
    }
}

fn constant(value: i32) -> Location {
    location(LocationKind::Constant, 8, 0, value)
}

fn spill_slot(offset: i32) -> Location {
    location(LocationKind::Indirect, 8, 7, offset)
}

/// One function at 0x1000 with one record: a small constant, a large one
/// and a spill slot, and one live-out register.
fn small_map() -> StackMap {
    StackMap {
        version: 3,
        functions: vec![FunctionRecord {
            address: 0x1000,
            stack_size: 16,
            record_count: 1,
        }],
        constants: vec![0x1_0000_0000],
        records: vec![Record {
            id: 7,
            instruction_offset: 0x20,
            locations: vec![
                constant(0),
                location(LocationKind::ConstantIndex, 8, 0, 0),
                spill_slot(8),
            ],
            live_outs: vec![LiveOut {
                dwarf_reg: 6,
                size: 8,
            }],
        }],
    }
}

/// `small_map` encoded by hand from spec §8.
fn small_map_bytes() -> Vec<u8> {
    let mut bytes = vec![3, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0];
    bytes.extend_from_slice(&0x1000u64.to_le_bytes());
    bytes.extend_from_slice(&16u64.to_le_bytes());
    bytes.extend_from_slice(&1u64.to_le_bytes());
    bytes.extend_from_slice(&0x1_0000_0000u64.to_le_bytes());
    // Record at byte 48: ID, instruction offset, reserved, NumLocations.
    bytes.extend_from_slice(&7u64.to_le_bytes());
    bytes.extend_from_slice(&[0x20, 0, 0, 0, 0, 0, 3, 0]);
    // Locations at bytes 64, 76, 88.
    bytes.extend_from_slice(&[4, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    bytes.extend_from_slice(&[5, 0, 8, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    bytes.extend_from_slice(&[3, 0, 8, 0, 7, 0, 0, 0, 8, 0, 0, 0]);
    // Padding at 100, live-out header at 104, live-out at 108.
    bytes.extend_from_slice(&[0, 0, 0, 0]);
    bytes.extend_from_slice(&[0, 0, 1, 0]);
    bytes.extend_from_slice(&[6, 0, 0, 8]);
    bytes
}

fn parse_error_with(edit: impl FnOnce(&mut Vec<u8>)) -> StackMapError {
    let mut bytes = small_map_bytes();
    edit(&mut bytes);
    parse(&bytes).expect_err("the edited blob must be rejected")
}

fn assert_error(error: &StackMapError, offset: usize, message_part: &str) {
    assert_eq!(error.offset, offset, "{error}");
    assert!(
        error.message.contains(message_part),
        "'{error}' lacks '{message_part}'"
    );
}

#[test]
fn writer_lays_out_the_bytes_of_spec_section_8() {
    assert_eq!(write(&small_map()), small_map_bytes());
    assert_eq!(stackmap::encoded_size(&small_map()), 112);
}

#[test]
fn parser_reads_back_what_was_written() {
    assert_eq!(parse(&small_map_bytes()), Ok(small_map()));
}

#[test]
fn empty_tables_and_records_without_locations_round_trip() {
    let map = StackMap {
        version: 3,
        functions: vec![FunctionRecord {
            address: 0,
            stack_size: FunctionRecord::DYNAMIC_STACK_SIZE,
            record_count: 2,
        }],
        constants: vec![],
        records: vec![
            Record {
                id: 1,
                instruction_offset: 0,
                locations: vec![],
                live_outs: vec![],
            },
            Record {
                id: 2,
                instruction_offset: 9,
                locations: vec![constant(1), constant(2)],
                live_outs: vec![LiveOut {
                    dwarf_reg: 0,
                    size: 16,
                }],
            },
        ],
    };
    let bytes = write(&map);
    assert_eq!(bytes.len(), 16 + 24 + 24 + (16 + 24 + 8));
    assert_eq!(parse(&bytes), Ok(map));
}

#[test]
fn header_rules() {
    assert_error(
        &parse(&[]).unwrap_err(),
        0,
        "input ends inside the header version",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[0] = 2),
        0,
        "unsupported stack map version 2",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[1] = 1),
        1,
        "header reserved byte is 1, must be 0",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[3] = 1),
        2,
        "header reserved u16 is 256",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[4..8].copy_from_slice(&u32::MAX.to_le_bytes())),
        4,
        "NumFunctions 4294967295 needs at least",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[8] = 13),
        8,
        "NumConstants 13 needs at least 104 bytes",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[12] = 3),
        12,
        "NumRecords 3 needs at least 72 bytes but 64 remain",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[32] = 2),
        12,
        "the functions' record counts add up to 2 but NumRecords is 1",
    );
}

#[test]
fn record_and_location_rules() {
    assert_error(
        &parse_error_with(|bytes| bytes[60] = 1),
        60,
        "record[0]: reserved u16 is 1",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[62] = 9),
        62,
        "record[0]: NumLocations 9 needs at least 108 bytes but 48 remain",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[64] = 6),
        64,
        "record[0]: location[0]: invalid location type 6",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[64] = 0),
        64,
        "invalid location type 0",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[65] = 1),
        65,
        "location[0]: reserved byte is 1",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[66] = 4),
        66,
        "Constant location of size 4 (expected 8)",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[70] = 1),
        70,
        "location[0]: reserved u16 is 1",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[84] = 1),
        84,
        "location[1]: ConstantIndex 1 outside the constant table of 1 entries",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[84..88].copy_from_slice(&(-1i32).to_le_bytes())),
        84,
        "ConstantIndex -1 outside",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[90] = 0),
        90,
        "location[2]: Indirect location of size 0 (expected non-zero)",
    );
    assert_error(
        &parse_error_with(|bytes| {
            bytes[88] = 2;
            bytes[90] = 4;
        }),
        90,
        "location[2]: Direct location of size 4 (expected 8)",
    );
}

#[test]
fn padding_and_live_out_rules() {
    assert_error(
        &parse_error_with(|bytes| bytes[103] = 1),
        103,
        "record[0]: padding after the locations is 1",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[104] = 1),
        104,
        "reserved u16 before NumLiveOuts is 1",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[106] = 2),
        106,
        "NumLiveOuts 2 needs at least 8 bytes but 4 remain",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[110] = 1),
        110,
        "live-out[0]: reserved byte is 1",
    );
    assert_error(
        &parse_error_with(|bytes| bytes[111] = 0),
        111,
        "live-out[0]: live-out of size 0",
    );
    // Without the live-out, the live-outs end at 108 and need 4 bytes of padding.
    let mut without_live_out = small_map();
    without_live_out.records[0].live_outs.clear();
    let mut bytes = write(&without_live_out);
    assert_eq!(bytes.len(), 112);
    bytes[111] = 5;
    assert_error(
        &parse(&bytes).unwrap_err(),
        111,
        "padding after the live-outs is 5",
    );
}

#[test]
fn every_truncation_is_an_error_inside_the_input() {
    let bytes = small_map_bytes();
    for length in 0..bytes.len() {
        let error = parse(&bytes[..length]).expect_err("a truncated blob is rejected");
        assert!(error.offset <= length, "{length}: {error}");
        assert!(
            error.message.contains("ends inside") || error.message.contains("needs at least"),
            "{length}: {error}"
        );
    }
}

#[test]
fn parse_takes_one_blob_and_parse_all_takes_several() {
    let mut two_blobs = small_map_bytes();
    two_blobs.extend_from_slice(&small_map_bytes());
    assert_error(
        &parse(&two_blobs).unwrap_err(),
        112,
        "112 bytes follow the stack map",
    );
    assert_eq!(parse_all(&two_blobs), Ok(vec![small_map(), small_map()]));
    assert_eq!(parse_all(&[]), Ok(vec![]));

    two_blobs.truncate(112 + 20);
    assert_error(
        &parse_all(&two_blobs).unwrap_err(),
        112 + 4,
        "blob at byte 112: NumFunctions 1 needs at least 24 bytes but 4 remain",
    );
}

fn statepoint_record(locations: Vec<Location>) -> Record {
    Record {
        id: 0xABCD_EF00,
        instruction_offset: 12,
        locations,
        live_outs: vec![],
    }
}

#[test]
fn statepoint_view_splits_deopt_pairs_and_allocas() {
    let alloca = location(LocationKind::Direct, 8, 7, 32);
    let record = statepoint_record(vec![
        constant(0),
        location(LocationKind::ConstantIndex, 8, 0, 0),
        constant(2),
        constant(-7),
        spill_slot(0),
        spill_slot(8),
        spill_slot(8),
        spill_slot(8),
        spill_slot(16),
        alloca,
    ]);
    let view = record.statepoint(&[1]).unwrap();
    assert_eq!(view.calling_convention, 0);
    assert_eq!(view.flags, 1);
    assert_eq!(view.deopt, vec![constant(-7), spill_slot(0)]);
    assert_eq!(view.deopt[0].constant_value(&[]), Some(-7i64 as u64));
    assert_eq!(
        view.gc_pairs,
        vec![
            (spill_slot(8), spill_slot(8)),
            (spill_slot(8), spill_slot(16))
        ]
    );
    assert_eq!(view.allocas, vec![alloca]);

    let only_header = statepoint_record(vec![constant(8), constant(2), constant(0)]);
    let view = only_header.statepoint(&[]).unwrap();
    assert_eq!((view.calling_convention, view.flags), (8, 2));
    assert!(view.deopt.is_empty() && view.gc_pairs.is_empty() && view.allocas.is_empty());
}

#[test]
fn statepoint_view_rejects_what_no_statepoint_lowers_to() {
    let error =
        |locations: Vec<Location>| statepoint_record(locations).statepoint(&[]).unwrap_err();
    assert_error(
        &error(vec![constant(0), constant(0)]),
        40,
        "statepoint record has 2 locations, so no deopt location count (location[2])",
    );
    assert_error(
        &error(vec![spill_slot(0), constant(0), constant(0)]),
        16,
        "location[0], the calling convention, is Indirect, not a constant in range",
    );
    assert_error(
        &error(vec![
            constant(0),
            location(LocationKind::ConstantIndex, 8, 0, 3),
            constant(0),
        ]),
        28,
        "the flags, is ConstantIndex, not a constant in range",
    );
    assert_error(
        &error(vec![constant(0), constant(4), constant(0)]),
        28,
        "statepoint flags 0x4 set bits other than",
    );
    assert_error(
        &error(vec![constant(0), constant(0), constant(2), constant(1)]),
        40,
        "deopt location count 2 exceeds the 1 locations that follow",
    );
    assert_error(
        &error(vec![constant(0), constant(0), constant(-1)]),
        40,
        "deopt location count 18446744073709551615 exceeds",
    );
    assert_error(
        &error(vec![constant(0), constant(0), constant(0), spill_slot(0)]),
        52,
        "the 1 GC pointer locations from location[3] on do not form (base, derived) pairs",
    );
    assert_error(
        &error(vec![
            constant(0),
            constant(0),
            constant(0),
            spill_slot(0),
            location(LocationKind::Direct, 8, 7, 0),
            spill_slot(0),
        ]),
        52,
        "the 3 GC pointer locations from location[3] on do not form (base, derived) pairs",
    );
}

/// llc-19's record of LLVM's `statepoint-invoke.ll` `@test_alloca_and_const`:
/// `gc-live(%aa, %c)` with `%aa = addrspacecast` of an `alloca` and `%c` the
/// constant 15; `%aa` is relocated, so it is a (Direct, Direct) pair, and it
/// is listed among the allocas too.
#[test]
fn statepoint_view_reads_stack_addresses_among_the_pairs() {
    let stack_address = location(LocationKind::Direct, 8, 7, 4);
    let record = statepoint_record(vec![
        constant(0),
        constant(0),
        constant(0),
        stack_address,
        stack_address,
        constant(15),
        constant(15),
        stack_address,
    ]);
    let view = record.statepoint(&[]).unwrap();
    assert_eq!(
        view.gc_pairs,
        vec![(stack_address, stack_address), (constant(15), constant(15))]
    );
    assert_eq!(view.allocas, vec![stack_address]);

    // A derived pointer into an alloca, spilled, with the alloca's address as its base.
    let record = statepoint_record(vec![
        constant(0),
        constant(0),
        constant(0),
        stack_address,
        spill_slot(16),
        stack_address,
    ]);
    let view = record.statepoint(&[]).unwrap();
    assert_eq!(view.gc_pairs, vec![(stack_address, spill_slot(16))]);
    assert_eq!(view.allocas, vec![stack_address]);

    // Only Direct locations after the deopt ones: allocas, however many.
    let record = statepoint_record(vec![
        constant(0),
        constant(0),
        constant(0),
        stack_address,
        stack_address,
        stack_address,
    ]);
    let view = record.statepoint(&[]).unwrap();
    assert!(view.gc_pairs.is_empty());
    assert_eq!(view.allocas, vec![stack_address; 3]);
}

fn two_function_map() -> StackMap {
    let record_at = |instruction_offset| Record {
        instruction_offset,
        ..statepoint_record(vec![constant(0), constant(0), constant(0)])
    };
    StackMap {
        version: 3,
        functions: vec![
            FunctionRecord {
                address: 0x1000,
                stack_size: 8,
                record_count: 2,
            },
            FunctionRecord {
                address: 0x2000,
                stack_size: 8,
                record_count: 1,
            },
        ],
        constants: vec![],
        records: vec![record_at(5), record_at(9), record_at(5)],
    }
}

#[test]
fn call_sites_pair_return_addresses_with_records_and_functions() {
    let map = two_function_map();
    let call_sites = map.call_sites().unwrap();
    let summary: Vec<(u64, u32, u64)> = call_sites
        .iter()
        .map(|(return_address, record, function)| {
            (*return_address, record.instruction_offset, function.address)
        })
        .collect();
    assert_eq!(
        summary,
        vec![
            (0x1005, 5, 0x1000),
            (0x1009, 9, 0x1000),
            (0x2005, 5, 0x2000)
        ]
    );
    assert!(std::ptr::eq(call_sites[1].1, &map.records[1]));
}

#[test]
fn call_sites_reject_inconsistent_hand_built_maps() {
    let mut too_few_records = two_function_map();
    too_few_records.records.pop();
    assert_error(
        &too_few_records.call_sites().unwrap_err(),
        16 + 24,
        "function #1 claims 1 records but only 0 remain",
    );

    let mut orphan_records = two_function_map();
    orphan_records.functions[1].record_count = 0;
    assert_error(
        &orphan_records.call_sites().unwrap_err(),
        16 + 48,
        "1 records belong to no function (record counts add up to 2)",
    );

    let mut overflowing = two_function_map();
    overflowing.functions[0].address = u64::MAX - 6;
    assert_error(
        &overflowing.call_sites().unwrap_err(),
        16,
        "plus instruction offset 9 overflows 64 bits",
    );
}
