//! Fuzz target: the stack map readers never panic, and what they accept is
//! written back byte for byte (`write(parse(bytes)) == bytes`).
//!
//! Arbitrary bytes: `rustup run nightly cargo fuzz run parse_stackmap`.
//! Seeded with llc-19 objects (ELF input exercises the section reader):
//! `rustup run nightly cargo fuzz run parse_stackmap fuzz/corpus/parse_stackmap ../crates/stackmap/tests/data`.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|bytes: &[u8]| {
    if let Ok(stack_maps) = stackmap::elf::read_elf_stack_maps(bytes) {
        for blob in stack_maps.section.iter().flat_map(|section| &section.blobs) {
            let _ = blob.map.call_sites();
        }
    }
    if let Ok(maps) = stackmap::parse_all(bytes) {
        let written: Vec<u8> = maps.iter().flat_map(stackmap::write).collect();
        assert_eq!(written, bytes);
        for map in &maps {
            for record in &map.records {
                let _ = record.statepoint(&map.constants);
            }
        }
    }
});
