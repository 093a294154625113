//! The readers survive arbitrary and mutated bytes. Deterministic and
//! systematic rather than random: every single edit of the committed llc-19
//! objects (`tests/data`) and of their stack map sections (each position set
//! to each boundary value at each field width, every truncation, every
//! insertion and deletion of a few bytes), and every window of those objects'
//! bytes read as a blob. For every input, no panic; for every accepted blob,
//! `write` gives back exactly the bytes read (the parser drops nothing, so it
//! accepts each byte string as at most one map). Random multi-edit search:
//! the cargo-fuzz target `parse_stackmap` in `fuzz/`.

use stackmap::elf::read_elf_stack_maps;
use stackmap::{parse, parse_all, write};

/// Values that sit on the boundaries the parser checks.
const BOUNDARY_VALUES: [u64; 9] = [0, 1, 2, 3, 5, 6, 8, 0x7fff_ffff, u64::MAX];

/// Every single edit of `seed`, each passed to `check`; `field_widths` are
/// the byte widths at which each boundary value is written.
fn for_each_single_edit(seed: &[u8], field_widths: &[usize], mut check: impl FnMut(&[u8])) {
    let mut edited = seed.to_vec();
    for position in 0..seed.len() {
        for &width in field_widths {
            let end = (position + width).min(seed.len());
            for value in BOUNDARY_VALUES {
                edited[position..end].copy_from_slice(&value.to_le_bytes()[..end - position]);
                check(&edited);
            }
            edited[position..end].copy_from_slice(&seed[position..end]);
        }
        check(&seed[..position]);
        for length in [1, 4, 8] {
            let end = (position + length).min(seed.len());
            check(&[&seed[..position], &seed[end..]].concat());
            check(&[&seed[..position], &[0xA5; 8][..length], &seed[position..]].concat());
        }
    }
}

/// The property on a would-be section: no panic; accepted means exact.
fn check_blob_bytes(bytes: &[u8]) -> bool {
    let single = parse(bytes);
    if let Ok(map) = &single {
        assert_eq!(
            write(map),
            bytes,
            "an accepted blob is written back unchanged"
        );
    }
    if let Ok(maps) = parse_all(bytes) {
        let written: Vec<u8> = maps.iter().flat_map(write).collect();
        assert_eq!(written, bytes, "accepted blobs are written back unchanged");
    }
    single.is_ok()
}

/// The property on a would-be ELF file: no panic; accepted blobs are exact.
fn check_elf_bytes(bytes: &[u8]) -> bool {
    let Ok(stack_maps) = read_elf_stack_maps(bytes) else {
        return false;
    };
    if let Some(section) = &stack_maps.section {
        let written: Vec<u8> = section
            .blobs
            .iter()
            .flat_map(|blob| write(&blob.map))
            .collect();
        let start = section.file_offset as usize;
        let end = start + written.len();
        assert!(written.is_empty() || bytes.get(start..end) == Some(written.as_slice()));
    }
    true
}

fn fixture_objects() -> Vec<Vec<u8>> {
    let folder = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let mut paths: Vec<_> = std::fs::read_dir(folder)
        .expect("tests/data exists")
        .flatten()
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|extension| extension == "o"))
        .collect();
    paths.sort();
    paths
        .iter()
        .map(|path| std::fs::read(path).unwrap())
        .collect()
}

#[test]
fn single_edits_of_stack_map_sections_never_panic_and_accepted_ones_round_trip() {
    for object in fixture_objects() {
        let section = read_elf_stack_maps(&object).unwrap().section.unwrap();
        let seed: Vec<u8> = section
            .blobs
            .iter()
            .flat_map(|blob| write(&blob.map))
            .collect();
        assert!(check_blob_bytes(&seed));
        let (mut edits, mut accepted) = (0, 0);
        for_each_single_edit(&seed, &[1, 2, 4, 8], |edited| {
            edits += 1;
            accepted += usize::from(check_blob_bytes(edited));
        });
        // Most edits break a rule; those of an ID, an offset or a constant
        // must still be read.
        assert!(accepted > 0 && accepted < edits, "{accepted} of {edits}");
    }
}

#[test]
fn single_edits_of_elf_objects_never_panic() {
    for object in fixture_objects() {
        assert!(check_elf_bytes(&object));
        for_each_single_edit(&object, &[1, 8], |edited| {
            check_elf_bytes(edited);
        });
    }
}

#[test]
fn every_window_of_the_objects_read_as_a_blob_never_panics() {
    for object in fixture_objects() {
        for start in 0..object.len() {
            for length in [16, 40, 64, 100, 256] {
                let window = &object[start..(start + length).min(object.len())];
                check_blob_bytes(window);
                // With a valid version and reserved fields, to reach the counts.
                let with_header = [&[3, 0, 0, 0][..], window.get(4..).unwrap_or_default()].concat();
                check_blob_bytes(&with_header);
            }
        }
    }
}
